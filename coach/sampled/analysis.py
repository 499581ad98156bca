"""Advice by sampling: every option of a decision played out double dummy in many worlds.

For the player to move, `analyse` deals the unseen cards consistently with the player's view
(`sampling.sample_worlds`), plays every option out in each world with best play from all sides
(`outcome`) and reports per option the win rate with its 95 % margin and the expected
tournament-list points. `advise` turns that into a `Decision`. The same worlds serve every
option, so options are compared on equal terms. Seeded: the same view, worlds and seed give the
same answer; a progress callback may cancel by returning False.

Options per phase: bidding (bid or hold the next value, pass), skat (pick up, or a hand game:
the promising ones by the heuristic's prospects), declaration after the pick-up (every game with
each of the 66 discards, rated by the heuristic; the best discards of the best-rated games are
played out, the rest keep their rating and come after them), card play (every legal card).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace
from itertools import combinations

from coach.heuristic.decide import decide
from coach.heuristic.discard import best_discard
from coach.heuristic.evaluate import estimate, expected_score
from coach.heuristic.prospects import prospects
from coach.heuristic.revolution import exchanged
from coach.rules.actions import Action, Bid, Declare, Hold, Pass, PickUp
from coach.rules.cards import Card, CardSet
from coach.rules.contract import Announcement, Contract, GameType
from coach.rules.decision import Decision, Option
from coach.rules.explain import Reason
from coach.rules.game import GameState, Phase, apply, declarable, replay
from coach.rules.legal import Prompt, auction_won_at
from coach.rules.revolution import REVOLUTION
from coach.rules.rule_set import TRICK_RULES
from coach.rules.values import bid_values, game_value, matadors, next_bid
from coach.rules.view import PlayerView
from coach.sampled.runner import (
    IMPOSSIBLE,
    Analysis,
    BidLevel,
    Deadline,
    OptionStats,
    Progress,
    Row,
    _card_play,
    _ranked,
    _Runner,
    _side,
    _stats,
)
from coach.search.engine import Solver
from coach.search.outcome import PlayedOut, play_out
from coach.search.sampling import sample_worlds

HAND_GAMES = 3  # hand games worth playing out besides picking up
DECLARE_GAMES = 3  # games played out after the pick-up (the others are rated only)
DISCARDS_PER_GAME = 3  # discards played out per game (no two alike)


# --- running worlds in parallel --------------------------------------------------------------


# --- the phases --------------------------------------------------------------------------------


def rated_declarations(view: PlayerView) -> list[OptionStats]:
    """Every game with every discard of the twelve cards, rated by the heuristic coach, best
    first (a game worth less than the bid counts as the overbid loss it would be)."""
    cards, rules, bid = view.hand, view.rules, view.bid
    rated: list[OptionStats] = []
    for game in GameType:
        contract = Contract(game)
        if rules.null_below_bid(contract, bid):
            contract = Contract.ouvert_of(GameType.NULL, hand=False)
            if rules.null_below_bid(contract, bid):
                continue
        ends: tuple[float, float] | None = None  # the expected score when won, when lost
        for pair in combinations(cards, 2):
            away = CardSet.of(pair)
            est = estimate(cards - away, game, away=away, forehand=view.seat == 0)
            if ends is None:  # the value and so the ends are the same for every discard
                value = est.value(contract, cards, rules)
                ends = (
                    expected_score(1.0, contract, value, rules, bid=bid),
                    expected_score(0.0, contract, value, rules, bid=bid),
                )
            expected = est.chance * ends[0] + (1.0 - est.chance) * ends[1]
            rated.append(OptionStats(Declare(contract, pair), 0, 0, expected, 0.0, estimated=True))
    return sorted(rated, key=lambda option: -option.mean)


def _promising(cards: CardSet, rated: list[OptionStats]) -> list[OptionStats]:
    """The declarations worth playing out: the best discards of the best-rated games, one of
    each set of discards that play alike (`_discard_class`)."""
    per_game: dict[GameType, list[OptionStats]] = {}
    classes: set[tuple[GameType, tuple[tuple[int, ...], ...]]] = set()
    for option in rated:
        assert isinstance(option.action, Declare) and option.action.discard is not None
        game = option.action.contract.game
        kind = (game, _discard_class(cards, option.action.discard, game))
        if kind not in classes:
            classes.add(kind)
            per_game.setdefault(game, []).append(option)
    games = list(per_game)[:DECLARE_GAMES]  # in the order of their best declaration
    return [option for game in games for option in per_game[game][:DISCARDS_PER_GAME]]


def _discard_class(
    cards: CardSet, pair: tuple[Card, Card], game: GameType
) -> tuple[tuple[int, ...], ...]:
    """What a discard leaves for play: per run of the twelve `cards` (neighbours in a follow
    class with no other player's card between them) the card points kept in it. Cards of one
    run beat and lose to the same cards, so two discards of the same class play out alike in
    every world, with the same points in the skat."""
    rules = TRICK_RULES[game]
    runs: list[tuple[int, ...]] = []
    for mask in rules.class_mask:
        run: list[int] = []
        for card in sorted(CardSet(mask), key=lambda c: -rules.strength[c]):
            if card not in cards:
                runs.append(tuple(sorted(run)))
                run = []
            elif card not in pair:
                run.append(0 if game is GameType.NULL else card.points)
        runs.append(tuple(sorted(run)))
    return tuple(runs)


def _declaring(view: PlayerView, worlds: list[GameState], runner: _Runner) -> Analysis:
    rated = rated_declarations(view)
    promising = _promising(view.hand, rated)
    actions: list[Action] = [option.action for option in promising]

    def work(solver: Solver, world: GameState, active: frozenset[int]) -> Row:
        row: Row = [None] * len(actions)
        for i in active:
            after = apply(world, actions[i])
            row[i] = _side(view, after, play_out(solver, after), after.bid)
        return row

    rows = runner.rows(worlds, work, len(actions))
    chosen = set(actions)
    others = [option for option in rated if option.action not in chosen]
    return Analysis(view.seat, _ranked(_stats(actions, rows)) + tuple(others))


def _pickup_choice(state: GameState) -> Declare:
    """After picking up in a world: the heuristic's game and discard for the twelve cards.

    The games are looked at by their score if won, highest first: once that is below the best
    expected score found, no later game can beat it and its discard is not looked for (the
    choice is the same as rating every game: the best expected score, the first game on a tie).
    """
    declarer = state.declarer
    assert declarer is not None
    cards, rules = state.hands[declarer], state.rules
    games: list[tuple[float, int, Contract, int]] = []  # ceiling, order, contract, value
    for order, game in enumerate(GameType):
        contract = Contract(game)
        if declarable(state, contract) is not None:
            continue
        value = game_value(
            contract, 0 if game is GameType.NULL else matadors(game, cards), rules=rules
        ).value
        ceiling = expected_score(1.0, contract, value, rules) if value >= state.bid else -1000.0
        games.append((ceiling, order, contract, value))
    best: tuple[float, int, Declare] | None = None  # expected score, -order, declaration
    for ceiling, order, contract, value in sorted(games, key=lambda g: -g[0]):
        if best is not None and ceiling < best[0]:
            break
        pair, est, _ = best_discard(cards, contract.game, declarer == 0)
        ev = expected_score(est.chance, contract, value, rules) if value >= state.bid else -1000.0
        if best is None or (ev, -order) > best[:2]:
            best = (ev, -order, Declare(contract, pair))
    assert best is not None
    return best[2]


def _hand_contracts(view: PlayerView) -> list[Contract]:
    """The hand games worth playing out: the heuristic's best few, announcements of the best, and
    the Revolution where the table plays it."""
    chosen: list[Contract] = []
    for prospect in prospects(view.hand, view.seat == 0, view.rules):
        contract = prospect.contract
        if contract.hand and not contract.ouvert and contract not in chosen:
            chosen.append(contract)
        if len(chosen) == HAND_GAMES:
            break
    best = chosen[0]
    if best.game is GameType.NULL:
        chosen.append(Contract.ouvert_of(GameType.NULL))
    else:
        chosen.append(Contract(best.game, hand=True, announce=Announcement.SCHNEIDER))
        chosen.append(Contract.ouvert_of(best.game))
    if view.rules.revolution:  # played out after the defenders' exchange
        chosen.append(REVOLUTION)
    return chosen


def _as_declarer(world: GameState, seat: int, bid: int) -> GameState:
    """The world's deal after an auction `seat` wins at `bid`, about to pick up or play hand
    (a real auction replayed: the state can be saved and rewound like any other)."""
    return replay(world.deal, auction_won_at(seat, bid), world.rules)


def _kinds(view: PlayerView) -> list[Contract | None]:
    """None (pick up, then choose) and the hand contracts."""
    return [None, *_hand_contracts(view)]


def _kind_results(
    solver: Solver, state: GameState, kinds: Sequence[Contract | None], active: frozenset[int]
) -> dict[int, tuple[GameState, PlayedOut]]:
    """The active kinds played out from a SKAT-phase state (those that can be declared)."""
    results: dict[int, tuple[GameState, PlayedOut]] = {}
    for index in sorted(active):
        kind = kinds[index]
        if kind is None:
            picked = apply(state, PickUp())
            after = apply(picked, _pickup_choice(picked))
        elif declarable(state, kind) is not None:
            continue
        else:
            after = exchanged(apply(state, Declare(kind)))
        results[index] = (after, play_out(solver, after))
    return results


def _skat(view: PlayerView, worlds: list[GameState], runner: _Runner) -> Analysis:
    kinds = [k for k in _kinds(view) if k is None or not view.rules.null_below_bid(k, view.bid)]
    actions: list[Action] = [PickUp() if k is None else Declare(k) for k in kinds]

    def work(solver: Solver, world: GameState, active: frozenset[int]) -> Row:
        row: Row = [None] * len(kinds)
        for index, (after, played) in _kind_results(solver, world, kinds, active).items():
            row[index] = _side(view, after, played, after.bid)
        return row

    stats = _stats(actions, runner.rows(worlds, work, len(actions)))
    return Analysis(view.seat, _ranked(stats))


def _bidding(view: PlayerView, worlds: list[GameState], runner: _Runner) -> Analysis:
    state_bid = view.bid
    awaiting = view.prompt is Prompt.ANSWER_BID
    first = state_bid if awaiting else next_bid(state_bid, view.rules) or state_bid
    levels = _levels(view, first)
    kinds = _kinds(view)
    # per world and kind: the play-out at the lowest level; higher levels only add overbids
    grid: list[list[list[tuple[bool, int, int | None]]]] = []  # world -> kind -> level -> cell

    def work(solver: Solver, world: GameState, active: frozenset[int]) -> Row:
        state = _as_declarer(world, view.seat, levels[0])
        results = _kind_results(solver, state, kinds, frozenset(range(len(kinds))))
        flat: Row = []
        for index, kind in enumerate(kinds):
            result = results.get(index)
            for level in levels:
                if result is None or (kind is not None and view.rules.null_below_bid(kind, level)):
                    flat.append((False, IMPOSSIBLE, None))
                    continue
                after, played = result
                flat.append(_side(view, after, played, level))
        return flat

    width = len(kinds) * len(levels)
    rows = [
        [cell or (False, IMPOSSIBLE, None) for cell in row]
        for row in runner.rows(worlds, work, width, race=False)
    ]
    for full in rows:
        grid.append([full[k * len(levels) : (k + 1) * len(levels)] for k in range(len(kinds))])
    table: list[BidLevel] = []
    for li, level in enumerate(levels):
        best: BidLevel | None = None
        for ki, kind in enumerate(kinds):
            cells = [grid[w][ki][li] for w in range(len(grid))]
            if any(cell[1] == IMPOSSIBLE for cell in cells):
                continue
            mean = sum(cell[1] for cell in cells) / len(cells)
            rate = sum(cell[0] for cell in cells) / len(cells)
            if best is None or mean > best.expected:
                best = BidLevel(level, kind, rate, mean)
        if best is not None:
            table.append(best)
    winning = [index for index, level in enumerate(table) if level.win_rate > 0]
    table = table[: (winning[-1] if winning else 0) + 2]  # and the first level no world wins
    bid_action: Action = Hold() if awaiting else Bid(first)
    first_level = table[0] if table and table[0].bid == first else None
    options = [OptionStats(Pass(), 0, 0, 0.0, 0.0)]
    if first_level is not None:
        column = [grid[w][kinds.index(first_level.contract)][0] for w in range(len(grid))]
        stats = _stats([bid_action], [[cell] for cell in column], [_kind_label(first_level)])
        options.extend(stats)
    return Analysis(view.seat, _ranked(options), tuple(table))


def level_runs(levels: Sequence[BidLevel]) -> list[list[BidLevel]]:
    """Neighbouring bid levels with the same best game and the same figures, grouped."""
    runs: list[list[BidLevel]] = []
    for level in levels:
        last = runs[-1][-1] if runs else None
        if last is not None and (last.contract, last.win_rate, last.expected) == (
            level.contract,
            level.win_rate,
            level.expected,
        ):
            runs[-1].append(level)
        else:
            runs.append([level])
    return runs


def _levels(view: PlayerView, first: int) -> list[int]:
    """The bid levels worth a row: from `first` up to the highest value any game of the hand
    could be declared at (without announcements), and one more."""
    highest = max(p.value for p in prospects(view.hand, view.seat == 0, view.rules))
    values = [value for value in bid_values(view.rules) if value >= first]
    within = [value for value in values if value <= highest]
    return within + values[len(within) : len(within) + 1]


def _kind_label(level: BidLevel) -> str:
    return "pickup" if level.contract is None else level.contract.iss_token


# --- public API --------------------------------------------------------------------------------


def analyse(
    view: PlayerView, worlds: int = 100, seed: int = 0, progress: Progress | None = None
) -> Analysis:
    """Every option of the decision `view.seat` faces, played out in `worlds` sampled worlds."""
    _check_to_move(view)
    return analyse_in(view, sample_worlds(view, worlds, random.Random(seed)), progress)


def analyse_in(
    view: PlayerView,
    worlds: Sequence[GameState],
    progress: Progress | None = None,
    race: bool = True,
    deadline: Deadline | None = None,
    quick: Decision | None = None,
    augen: bool = False,
) -> Analysis:
    """Every option of the decision `view.seat` faces, played out in the given `worlds`
    (full games consistent with the view: sampled, or all of them in the last tricks).

    Without `race` every option is played out in every world (no option is dropped early), so a
    move best in all the worlds is sure to come first. Once `deadline()` says the time is up, the
    worlds played so far decide (`Analysis.cut`, `Analysis.played`). Equal results keep the
    order of `quick`, the heuristic coach's decision (taken when not given). With `augen`, card
    play also counts the card points each option leaves the side (`OptionStats.augen`).
    """
    _check_to_move(view)
    runner = _Runner(progress, race, deadline, augen)
    analysis = _PHASES[view.phase](view, list(worlds), runner)
    return replace(
        analysis,
        options=_break_ties(analysis.options, quick or decide(view)),
        solves=runner.solves,
        played=runner.played,
        cut=runner.cut,
    )


_PHASES = {
    Phase.PLAY: _card_play,
    Phase.DECLARE: _declaring,
    Phase.SKAT: _skat,
    Phase.BIDDING: _bidding,
}


def _check_to_move(view: PlayerView) -> None:
    if view.to_move != view.seat:
        raise ValueError(f"seat {view.seat} is not to move")
    if view.phase not in _PHASES:
        raise ValueError("the game is over: there is nothing to decide")


def _break_ties(options: tuple[OptionStats, ...], decision: Decision) -> tuple[OptionStats, ...]:
    """Equal results keep the heuristic coach's order: its move first, then its alternatives."""
    preferred = [decision.action] + [
        o.action for o in sorted(decision.alternatives, key=lambda o: -o.score)
    ]

    rank = {action: index for index, action in reversed(list(enumerate(preferred)))}

    def key(stats: OptionStats) -> tuple[bool, float, float, int]:
        return (
            stats.estimated,
            -round(stats.mean, 6),
            -stats.win_rate,
            rank.get(stats.action, len(preferred)),
        )

    return tuple(sorted(options, key=key))


def advise(
    view: PlayerView, worlds: int = 100, seed: int = 0, progress: Progress | None = None
) -> Decision:
    """The best option by expected list points, its reasons, and every option scored."""
    return decision_of(analyse(view, worlds, seed, progress))


def decision_of(analysis: Analysis) -> Decision:
    """The `Decision` of an analysis: the best option first, every option scored."""
    best = analysis.options[0]
    alternatives = tuple(
        Option(s.action, s.mean, _option_reasons(s, analysis)) for s in analysis.options
    )
    reasons = _option_reasons(best, analysis, best=True) + tuple(
        level_reason(run) for run in level_runs(analysis.levels)
    )
    return Decision(analysis.seat, best.action, reasons, alternatives)


def level_reason(run: Sequence[BidLevel]) -> Reason:
    """The search's figures for a run of bid levels with the same best game ("Bei 18–23: …")."""
    first = run[0]
    return Reason.of(
        "search_bid_level",
        bid=str(first.bid) if len(run) == 1 else f"{first.bid}–{run[-1].bid}",
        contract="Skat" if first.contract is None else first.contract,  # named, not its ISS token
        win_rate=round(100 * first.win_rate, 1),
        expected=round(first.expected, 1),
    )


def _option_reasons(
    stats: OptionStats, analysis: Analysis, best: bool = False
) -> tuple[Reason, ...]:
    if isinstance(stats.action, Pass) and stats.worlds == 0:
        paying = [level for level in analysis.levels if level.expected > 0]
        if paying:
            return (Reason.of("search_pass", limit=paying[-1].bid),)
        return (Reason.of("search_no_bid"),)
    if best:
        head = Reason.of(
            "search_best",
            worlds=stats.worlds,
            win_rate=round(100 * stats.win_rate, 1),
            expected=round(stats.mean, 1),
        )
        return (head, stats.reason())
    return (stats.reason(),)
