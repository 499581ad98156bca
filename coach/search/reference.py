"""The pure-Python double-dummy search: the reference the compiled core (`_core.c`) must match.

Same entry points, a plainer algorithm: `search` (fail-soft alpha-beta) and `solve` (exact value
by null-window bisection). The core adds what only speeds it up: principal-variation search,
bounds from sure tricks, finer move ordering; the tests check both give the same values.
A position is three hand masks, the leader and up to two cards on the table. The value is
what the credited side still collects from the current trick on: card points, or in binary
mode 1 as soon as it takes a trick. Cards of one player that no other card in play separates
in strength and that carry the same points are interchangeable, so only one of them is tried.
"""

from __future__ import annotations

from dataclasses import dataclass, field

NO_CARD = 32
TRUMP = 4
_RANK_POINTS = (0, 0, 0, 10, 2, 3, 4, 11)


@dataclass(slots=True)
class DecodedContext:
    """A game's tables decoded from the context bytes (see `engine.context_bytes`)."""

    cls: bytes
    strength: bytes
    points: bytes
    credited: bytes
    binary: bool
    stop: bool
    maximize: bytes
    class_mask: tuple[int, ...] = ()
    order: tuple[int, ...] = ()

    @classmethod
    def decode(cls, data: bytes) -> DecodedContext:
        ctx = cls(
            data[0:32],
            data[32:64],
            data[64:96],
            data[96:99],
            bool(data[99]),
            bool(data[100]),
            data[101:104],
        )
        ctx.class_mask = tuple(
            sum(1 << c for c in range(32) if ctx.cls[c] == k) for k in range(TRUMP + 1)
        )
        ctx.order = tuple(sorted(range(32), key=lambda c: (ctx.cls[c], -ctx.strength[c])))
        return ctx


@dataclass(slots=True)
class Search:
    """One search run: the context, the shared table and a node counter."""

    ctx: DecodedContext
    table: dict[tuple[int, int, int, int, int], tuple[int, int, int]]
    tag: int
    nodes: int = 0
    _points: list[int] = field(default_factory=list)

    def beats(self, card: int, best: int) -> bool:
        ctx = self.ctx
        if ctx.cls[card] == ctx.cls[best]:
            return ctx.strength[card] > ctx.strength[best]
        return ctx.cls[card] == TRUMP

    def moves(self, legal: int, others: int) -> tuple[list[int], dict[int, int]]:
        """One legal card per group of interchangeable cards, and each card's run number."""
        ctx = self.ctx
        found: list[int] = []
        run_of: dict[int, int] = {}
        last_cls = -1
        run = False
        runs = 0
        seen: set[int] = set()
        for card in ctx.order:
            bit = 1 << card
            if ctx.cls[card] != last_cls:
                last_cls = ctx.cls[card]
                run = False
            if others & bit:
                run = False
            elif legal & bit:
                points = ctx.points[card]
                if run and (ctx.binary or points in seen):
                    continue
                if not run:
                    seen = set()
                    runs += 1
                run = True
                seen.add(points)
                run_of[card] = runs
                found.append(card)
        return found, run_of

    def run_bound(
        self,
        done: list[tuple[int, int]],
        card: int,
        run_of: dict[int, int],
        maximize: bool,
        alpha: int,
        beta: int,
    ) -> int | None:
        """A bound that makes searching `card` useless, from a searched card of its run.

        Cards of one run play alike but for their points: their values differ by at most the
        difference of their points.
        """
        points = self.ctx.points
        bounds = []
        for other, value in done:
            if run_of[other] != run_of[card]:
                continue
            d = abs(points[other] - points[card])
            if maximize and value + d <= alpha:
                bounds.append(value + d)
            elif not maximize and value - d >= beta:
                bounds.append(value - d)
        if not bounds:
            return None
        return min(bounds) if maximize else max(bounds)

    def order(
        self, moves: list[int], seat: int, trick: tuple[int, ...], leader: int, hint: int
    ) -> None:
        ctx = self.ctx
        mine = ctx.credited[seat]
        if trick:
            win_card, win_index = trick[0], 0
            if len(trick) == 2 and self.beats(trick[1], trick[0]):
                win_card, win_index = trick[1], 1
            win_mine = ctx.credited[(leader + win_index) % 3] == mine

        def score(card: int) -> int:
            if card == hint:
                return 1000
            if not trick:
                return ctx.strength[card] + (8 if ctx.cls[card] == TRUMP else 0)
            wins = self.beats(card, win_card)
            last = len(trick) == 2
            if win_mine and not wins:
                return 100 + ctx.points[card]
            if wins and not win_mine:
                return 200 + ctx.points[card] if last else 150 + ctx.strength[card]
            if wins:
                return 50 + ctx.points[card] if last else 60 - ctx.strength[card]
            return 50 - ctx.points[card] - ctx.strength[card] // 4

        scores = {card: score(card) for card in moves}
        moves.sort(key=lambda card: -scores[card])  # stable, as the insertion sort in C

    def sure_trumps(
        self, hands: tuple[int, int, int], remaining: int, upper: int
    ) -> tuple[int, int]:
        """Bounds from the highest trumps: those one side holds above all others each win
        their trick (for the declarer only if no early end can come first)."""
        ctx = self.ctx
        side = None
        sure = 0
        for card in ctx.order:
            if ctx.cls[card] != TRUMP or not remaining >> card & 1:
                continue
            owner = 0 if hands[0] >> card & 1 else 1 if hands[1] >> card & 1 else 2
            if side is None:
                side = ctx.credited[owner]
            elif ctx.credited[owner] != side:
                break
            sure += ctx.points[card]
        if side == 0:
            return 0, upper - sure
        if side == 1 and not ctx.stop:
            return sure, upper
        return 0, upper

    def search(
        self,
        hands: tuple[int, int, int],
        leader: int,
        trick: tuple[int, ...],
        alpha: int,
        beta: int,
    ) -> int:
        self.nodes += 1
        ctx = self.ctx
        key = None
        hint = NO_CARD
        if not trick:
            remaining = hands[0] | hands[1] | hands[2]
            if not remaining:
                return 0
            upper = 1 if ctx.binary else mask_points(remaining)
            lower = 0
            if not ctx.binary:
                lower, upper = self.sure_trumps(hands, remaining, upper)
            if upper <= alpha:
                return upper
            if lower >= beta:
                return lower
            key = (hands[0], hands[1], hands[2], leader, self.tag)
            entry = self.table.get(key)
            if entry is None:
                entry = (0, upper, NO_CARD)
            lower, upper, hint = entry
            if lower >= beta:
                return lower
            if upper <= alpha or lower == upper:
                return upper
            alpha, beta = max(alpha, lower), min(beta, upper)
        alpha0, beta0 = alpha, beta
        seat = (leader + len(trick)) % 3
        hand = hands[seat]
        legal = hand
        if trick:
            following = hand & ctx.class_mask[ctx.cls[trick[0]]]
            legal = following or hand
        others = hands[(seat + 1) % 3] | hands[(seat + 2) % 3]
        for card in trick:
            others |= 1 << card
        moves, run_of = self.moves(legal, others)
        self.order(moves, seat, trick, leader, hint)
        maximize = bool(ctx.maximize[seat])
        best = -1 if maximize else 1000
        best_move = moves[0]
        done: list[tuple[int, int]] = []
        for card in moves:
            bound = self.run_bound(done, card, run_of, maximize, alpha, beta)
            if bound is None:
                value = self.child(hands, seat, card, leader, trick, alpha, beta)
            else:
                value = bound
            done.append((card, value))
            if maximize:
                if value > best:
                    best, best_move = value, card
                alpha = max(alpha, best)
            else:
                if value < best:
                    best, best_move = value, card
                beta = min(beta, best)
            if alpha >= beta:
                break
        if key is not None:
            lower, upper, _ = self.table.get(key, (0, 120, NO_CARD))
            if best <= alpha0:
                upper = min(upper, best)
            elif best >= beta0:
                lower = max(lower, best)
            else:
                lower = upper = best
            self.table[key] = (lower, upper, best_move)
        return best

    def child(
        self,
        hands: tuple[int, int, int],
        seat: int,
        card: int,
        leader: int,
        trick: tuple[int, ...],
        alpha: int,
        beta: int,
    ) -> int:
        new = list(hands)
        new[seat] &= ~(1 << card)
        after = (new[0], new[1], new[2])
        if len(trick) < 2:
            return self.search(after, leader, (*trick, card), alpha, beta)
        cards = (*trick, card)
        index = 0
        for i in (1, 2):
            if self.beats(cards[i], cards[index]):
                index = i
        winner = (leader + index) % 3
        credited = self.ctx.credited[winner]
        if self.ctx.binary:
            return 1 if credited else self.search(after, winner, (), alpha, beta)
        if not credited and self.ctx.stop:
            return 0
        gain = sum(self.ctx.points[c] for c in cards) if credited else 0
        return gain + self.search(after, winner, (), alpha - gain, beta - gain)


def mask_points(mask: int) -> int:
    """Card points of a mask."""
    total = 0
    while mask:
        low = mask & -mask
        total += _RANK_POINTS[(low.bit_length() - 1) & 7]
        mask ^= low
    return total


def _trick(n: int, t0: int, t1: int) -> tuple[int, ...]:
    return ((t0,) if n >= 1 else ()) + ((t1,) if n == 2 else ())


def search(
    table: dict[tuple[int, int, int, int, int], tuple[int, int, int]],
    ctx: bytes,
    tag: int,
    age: int,
    h0: int,
    h1: int,
    h2: int,
    leader: int,
    n: int,
    t0: int,
    t1: int,
    alpha: int,
    beta: int,
) -> tuple[int, int]:
    """Fail-soft alpha-beta value of a position and the nodes visited. (`age` only matters to
    the compiled core's table of fixed size; this one is a dict that keeps every entry.)"""
    run = Search(DecodedContext.decode(ctx), table, tag)
    value = run.search((h0, h1, h2), leader, _trick(n, t0, t1), alpha, beta)
    return value, run.nodes


def solve(
    table: dict[tuple[int, int, int, int, int], tuple[int, int, int]],
    ctx: bytes,
    tag: int,
    age: int,
    h0: int,
    h1: int,
    h2: int,
    leader: int,
    n: int,
    t0: int,
    t1: int,
    lower: int,
    upper: int,
    threads: int = 1,
) -> tuple[int, int]:
    """Exact value in [lower, upper] by null-window bisection, and the nodes visited (always in
    one thread: `threads` is there for the compiled core's signature)."""
    run = Search(DecodedContext.decode(ctx), table, tag)
    trick = _trick(n, t0, t1)
    while lower < upper:  # bisection: fail-soft bounds are weak for card points
        beta = (lower + upper + 1) // 2
        value = run.search((h0, h1, h2), leader, trick, beta - 1, beta)
        if value < beta:
            upper = value
        else:
            lower = value
    return lower, run.nodes
