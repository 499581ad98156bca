"""The double-dummy solver: exact card points, win/lose questions, card values, principal line.

`Solver` wraps a backend: the compiled core `coach.search._core` when it was built at install
(``pip install -e .``), otherwise the pure-Python `coach.search.reference`. Each solver owns its
transposition table; use one solver per thread (the compiled search releases the GIL). A
solver made with ``threads=2`` finds exact values with a second thread of the compiled core.
"""

from __future__ import annotations

import threading
from enum import Enum
from functools import cache
from types import ModuleType
from typing import Any

from coach.rules.cards import Card, CardSet
from coach.rules.contract import SCHNEIDER_POINTS, WIN_POINTS, GameType
from coach.rules.rule_set import TRICK_RULES
from coach.search import reference
from coach.search.position import Position

compiled_core: ModuleType | None
try:
    from coach.search import _core as compiled_core
except ImportError:  # not built: the reference search answers, only slower
    compiled_core = None

NO_CARD = reference.NO_CARD
TABLE_BITS = 18


class Goal(Enum):
    """The win/lose questions the solver answers fast."""

    GAME = "game"  # the declarer reaches 61 card points
    SCHNEIDER = "schneider"  # the declarer reaches 90
    SCHWARZ = "schwarz"  # the declarer takes every trick
    NULL = "null"  # the (Null) declarer takes no trick


class Mode(Enum):
    """What the search counts for the credited side."""

    POINTS = "points"  # the declarer's card points
    DECLARER_TRICK = "declarer_trick"  # 1 if the declarer takes a trick (Null, or not Schwarz)
    DEFENDER_TRICK = "defender_trick"  # 1 if the defenders take a trick (Schwarz)


@cache
def context_bytes(game: GameType, declarer: int, mode: Mode, stop: bool) -> bytes:
    """The game's tables as the core reads them: class, strength, points, credited, flags."""
    rules = TRICK_RULES[game]
    strength = [s + 8 for s in rules.strength]  # non-negative, same order
    points = [Card(c).points for c in range(32)]
    declarer_side = mode is not Mode.DEFENDER_TRICK
    credited = [int((seat == declarer) == declarer_side) for seat in range(3)]
    flags = [int(mode is not Mode.POINTS), int(stop)]
    # the side that wants what is counted maximizes: the declarer his card points, or his trick
    # against Schwarz; the defenders their trick against Schwarz, or the Null declarer's trick
    declarer_wants = mode is Mode.POINTS or (
        mode is Mode.DECLARER_TRICK and game is not GameType.NULL
    )
    maximize = [int((seat == declarer) == declarer_wants) for seat in range(3)]
    return bytes([*rules.follow_class, *strength, *points, *credited, *flags, *maximize])


_TAGS: dict[bytes, int] = {}
_TAGS_LOCK = threading.Lock()


class Solver:
    """A double-dummy solver with its own transposition table.

    `threads`: 1, or 2 for exact card points (`value` and what builds on it) searched by two
    threads that share the table; same values, faster on two cores. Yes/no questions (win/lose,
    Null) are quick enough for one thread.
    """

    def __init__(
        self, compiled: bool | None = None, table_bits: int = TABLE_BITS, threads: int = 1
    ) -> None:
        if threads not in (1, 2):
            raise ValueError(f"a solver searches with 1 or 2 threads, not {threads}")
        self.threads = threads
        use_compiled = compiled_core is not None if compiled is None else compiled
        if use_compiled and compiled_core is None:
            raise RuntimeError("the compiled search core is not built (pip install -e .)")
        self.backend: ModuleType = compiled_core if compiled_core and use_compiled else reference
        self.compiled = use_compiled
        self.table: Any = (
            bytearray(compiled_core.ENTRY_SIZE << table_bits)
            if use_compiled and compiled_core is not None
            else {}
        )
        self.nodes = 0
        self.searches = 0
        self._age = 0  # the deal being searched, for the table's replacement (see `_deal_age`)
        self._last_hands: tuple[int, int, int] | None = None

    # --- raw searches --------------------------------------------------------------------------

    def _args(self, position: Position, mode: Mode) -> tuple[Any, ...]:
        stop = mode is Mode.POINTS and position.schwarz_announced
        context = context_bytes(position.game, position.declarer, mode, stop)
        trick = position.trick
        t0 = int(trick[0]) if trick else NO_CARD
        t1 = int(trick[1]) if len(trick) == 2 else NO_CARD
        h0, h1, h2 = position.hands
        age = self._deal_age(position)
        return (
            self.table,
            context,
            _tag(context),
            age,
            h0,
            h1,
            h2,
            position.leader,
            len(trick),
            t0,
            t1,
        )

    def _deal_age(self, position: Position) -> int:
        """A number that changes when a position is not a later point of the previous one's deal
        (a hand holds a card it did not hold): the table's entries of older deals give way first."""
        hands = position.hands
        last = self._last_hands
        if last is None or any(now & ~before for now, before in zip(hands, last, strict=True)):
            self._age = (self._age + 1) % 256
        self._last_hands = hands
        return self._age

    def _search(self, position: Position, mode: Mode, alpha: int, beta: int) -> int:
        value, nodes = self.backend.search(*self._args(position, mode), alpha, beta)
        self.nodes += nodes
        self.searches += 1
        return int(value)

    def _solve(self, position: Position, mode: Mode) -> int:
        upper = 1 if mode is not Mode.POINTS else _in_play_points(position)
        value, nodes = self.backend.solve(*self._args(position, mode), 0, upper, self.threads)
        self.nodes += nodes
        self.searches += 1
        return int(value)

    # --- questions -----------------------------------------------------------------------------

    def value(self, position: Position) -> int:
        """The final result with best play: the declarer's card points (skat included).

        In Null: 1 if the declarer takes (or took) a trick, else 0. After an early end only the
        tricks played count, as in the ISS result.
        """
        if position.game is GameType.NULL:
            if position.declarer_tricks or position.is_over:
                return int(position.declarer_tricks > 0)
            return self._solve(position, Mode.DECLARER_TRICK)
        if position.is_over:
            return position.points
        return position.points + self._solve(position, Mode.POINTS)

    def reaches(self, position: Position, points: int) -> bool:
        """Whether the declarer ends with at least `points` card points against best defence."""
        return self.bound(position, points) >= points

    def bound(self, position: Position, points: int) -> int:
        """One question, "does the declarer reach `points`?", answered with a bound on his final
        card points: the answer is yes if the bound is `points` or more, and then he gets at
        least the bound; otherwise he gets at most the bound."""
        if position.game is GameType.NULL:
            raise ValueError("Null games are not decided by card points: ask Goal.NULL")
        need = points - position.points
        in_play = _in_play_points(position)
        if need <= 0 or position.is_over or need > in_play:
            return position.points if need <= 0 or position.is_over else position.points + in_play
        return position.points + self._search(position, Mode.POINTS, need - 1, need)

    def achieves(self, position: Position, goal: Goal) -> bool:
        """Whether the declarer reaches `goal` with best play from both sides."""
        if goal is Goal.NULL:
            if position.game is not GameType.NULL:
                raise ValueError("Goal.NULL is the question of a Null game")
            return self.value(position) == 0
        if position.game is GameType.NULL:
            raise ValueError(f"{goal.name} is not a goal of a Null game")
        if goal is Goal.SCHWARZ:
            if position.defender_tricks:
                return False
            if position.is_over:
                return True
            return self._search(position, Mode.DEFENDER_TRICK, 0, 1) == 0
        return self.reaches(position, WIN_POINTS if goal is Goal.GAME else SCHNEIDER_POINTS)

    def takes_a_trick(self, position: Position) -> bool:
        """Whether the declarer of a suit game or Grand takes a trick against best defence, so
        that he is not Schwarz himself."""
        if position.game is GameType.NULL:
            raise ValueError("a Null declarer wants no trick: ask Goal.NULL")
        if position.schwarz_announced:
            raise ValueError("with Schwarz announced the defenders' first trick ends the game")
        if position.declarer_tricks:
            return True
        if position.is_over:
            return False
        return self._search(position, Mode.DECLARER_TRICK, 0, 1) == 1

    def card_values(self, position: Position) -> dict[Card, int]:
        """The final result (as `value`) after each legal card of the player to move."""
        return {card: self.value(position.play(card)) for card in position.legal()}

    def principal_line(self, position: Position) -> tuple[Card, ...]:
        """The cards both sides play with best play to the end, for "show me how"."""
        line: list[Card] = []
        target = self.value(position)
        while not position.is_over:
            for card in _best_first(position):
                after = position.play(card)
                if self.value(after) == target:
                    break
            line.append(card)
            position = after
        return tuple(line)


def _best_first(position: Position) -> list[Card]:
    return sorted(position.legal(), key=lambda c: -TRICK_RULES[position.game].strength[c])


def _in_play_points(position: Position) -> int:
    mask = position.hands[0] | position.hands[1] | position.hands[2]
    return CardSet(mask).points + sum(c.points for c in position.trick)


def _tag(context: bytes) -> int:
    """A small number per context, so that one table holds entries of several games."""
    tag = _TAGS.get(context)
    if tag is None:
        with _TAGS_LOCK:  # solvers run in threads: two contexts must never share a tag
            tag = _TAGS.setdefault(context, len(_TAGS) + 1)
    return tag
