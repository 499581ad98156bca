"""The arena: the coach plays complete games on seeded duplicate deals and its results are counted.

Pairings: the coach against itself, and the coach in each seat in turn against two baseline
players ("random": random legal actions in every phase; "greedy": the coach's auction and
declaration but always the highest legal card). Every pairing plays the same deals. Against a
baseline each deal is also played by three baseline players: the duplicate gain is what the
coach's seat scores more than the baseline player scored in the same seat of the same deal.
"""

from __future__ import annotations

import math
import random
import statistics
import time
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, replace
from typing import Protocol

from coach.contract import Contract, GameType
from coach.game import (
    PICKUP_CONTRACTS,
    Action,
    Bid,
    Deal,
    Declare,
    GameResult,
    GameState,
    Hold,
    Pass,
    Phase,
    PickUp,
    Play,
    Seat,
    apply,
    declarable,
    result,
)
from coach.heuristic.decide import decide
from coach.rules import TRICK_RULES
from coach.scoring import ScoringList, game_points
from coach.values import MIN_BID, next_bid
from coach.view import view_of


class Player(Protocol):
    def __call__(self, state: GameState, rng: random.Random) -> tuple[Action, str | None]:
        """The action for the seat to move, and the rule that chose it (if any)."""
        ...


def coach_player(state: GameState, rng: random.Random) -> tuple[Action, str | None]:
    """The heuristic coach, from the view of the seat to move only."""
    seat = state.to_move
    assert seat is not None
    decision = decide(view_of(state, seat), rng)
    return decision.action, decision.reasons[0].code if decision.reasons else None


def random_player(state: GameState, rng: random.Random) -> tuple[Action, str | None]:
    """Random legal actions: coin-flip bidding, always pick up, any contract and discard."""
    if state.phase is Phase.BIDDING:
        if state.awaiting_answer:
            return (Hold() if rng.random() < 0.5 else Pass()), None
        value = MIN_BID if state.stage == 3 else next_bid(state.bid)
        return (Bid(value) if value is not None and rng.random() < 0.5 else Pass()), None
    if state.phase is Phase.SKAT:
        return PickUp(), None
    if state.phase is Phase.DECLARE:
        seat = state.to_move
        assert seat is not None
        contracts = [c for c in PICKUP_CONTRACTS if declarable(state, c) is None]
        first, second = rng.sample(list(state.hands[seat]), 2)
        return Declare(rng.choice(contracts), (first, second)), None
    cards = list(state.legal_cards())
    return Play(rng.choice(cards)), None


def greedy_player(state: GameState, rng: random.Random) -> tuple[Action, str | None]:
    """The coach's auction and declaration, then always the highest legal card."""
    if state.phase is not Phase.PLAY:
        return coach_player(state, rng)
    assert state.contract is not None
    strength = TRICK_RULES[state.contract.game].strength
    return Play(max(state.legal_cards(), key=lambda c: (strength[c], c.points))), None


PLAYERS: dict[str, Player] = {
    "coach": coach_player,
    "random": random_player,
    "greedy": greedy_player,
}


@dataclass(frozen=True, slots=True)
class GameRecord:
    """One arena game: its result, the coach's seats and the rules the coach used."""

    result: GameResult
    heroes: tuple[Seat, ...]
    rules_fired: tuple[str, ...]
    decision_seconds: tuple[float, ...]
    seconds: float
    duplicate: int | None = None  # the coach's seat minus the baseline's in that seat, same deal


def play_game(
    deal: Deal, players: tuple[Player, Player, Player], heroes: tuple[Seat, ...], seed: int
) -> GameRecord:
    """Play one complete game; the coach's decisions are timed and their rules counted."""
    rng = random.Random(seed)
    state = GameState.new(deal)
    fired: list[str] = []
    timings: list[float] = []
    start = time.perf_counter()
    while not state.is_over:
        seat = state.to_move
        assert seat is not None
        before = time.perf_counter()
        action, rule = players[seat](state, rng)
        if seat in heroes:
            timings.append(time.perf_counter() - before)
            if rule is not None:
                fired.append(rule)
        state = apply(state, action)
    return GameRecord(
        result(state), heroes, tuple(fired), tuple(timings), time.perf_counter() - start
    )


def list_points(outcome: GameResult, seat: Seat) -> int:
    """The tournament-list points `seat` gets for one game (`coach.scoring`)."""
    declarer_points, defender_points = game_points(outcome, ScoringList.TOURNAMENT)
    if outcome.passed:
        return 0
    return declarer_points if seat == outcome.declarer else defender_points


def pairing_games(name: str, deals: list[Deal], seed: int) -> Iterator[GameRecord]:
    """The games of one pairing: "self", or a baseline name with the coach in each seat."""
    coach = PLAYERS["coach"]
    for index, deal in enumerate(deals):
        if name == "self":
            yield play_game(deal, (coach, coach, coach), (0, 1, 2), seed + index)
            continue
        other = PLAYERS[name]
        base = play_game(deal, (other, other, other), (), seed + index).result
        for hero in range(3):
            seats = tuple(coach if s == hero else other for s in range(3))
            record = play_game(deal, (seats[0], seats[1], seats[2]), (hero,), seed + index)
            gain = list_points(record.result, hero) - list_points(base, hero)
            yield replace(record, duplicate=gain)


def _mean_ci(values: list[float]) -> tuple[float, float]:
    """Mean and the half-width of its 95% confidence interval."""
    if not values:
        return 0.0, 0.0
    mean = statistics.fmean(values)
    if len(values) < 2:
        return mean, 0.0
    return mean, 1.96 * statistics.stdev(values) / math.sqrt(len(values))


def _kind(contract: Contract | None) -> str:
    if contract is None:
        return "none"
    if contract.game is GameType.NULL:
        return "null"
    return "grand" if contract.game is GameType.GRAND else "suit"


def summarize(name: str, records: list[GameRecord]) -> dict[str, object]:
    """The figures of one pairing, with the keys `kiebitz arena --json` prints."""
    games = len(records)
    declared = [r for r in records if not r.result.passed]
    hero_declared = [r for r in declared if r.result.declarer in r.heroes]
    won = [r for r in hero_declared if r.result.won]
    mix = Counter(_kind(r.result.contract) for r in hero_declared)
    hero_points = [
        statistics.fmean(list_points(r.result, seat) for seat in r.heroes) for r in records
    ]
    other_points = [
        statistics.fmean(list_points(r.result, s) for s in range(3) if s not in r.heroes)
        for r in records
        if len(r.heroes) < 3
    ]
    mean, ci = _mean_ci(hero_points)
    fired = Counter(code for r in records for code in r.rules_fired)
    timings = [t for r in records for t in r.decision_seconds]
    summary: dict[str, object] = {
        "pairing": name,
        "games": games,
        "declared_share": _share(len(declared), games),
        "passed_share": _share(games - len(declared), games),
        "coach_declared": len(hero_declared),
        "declarer_win_rate": _share(len(won), len(hero_declared)),
        "win_rate_by_kind": {
            kind: _share(
                sum(r.result.won for r in hero_declared if _kind(r.result.contract) == kind),
                mix[kind],
            )
            for kind in ("suit", "grand", "null")
        },
        "mix": {kind: _share(mix[kind], len(hero_declared)) for kind in ("suit", "grand", "null")},
        "list_points_per_game": round(mean, 2),
        "list_points_ci95": round(ci, 2),
        "rules_fired": dict(fired.most_common()),
        "decision_ms_median": round(1000 * statistics.median(timings), 3) if timings else 0.0,
        "game_ms_median": round(1000 * statistics.median(r.seconds for r in records), 2),
    }
    if other_points:
        other_mean, other_ci = _mean_ci(other_points)
        margins = [h - o for h, o in zip(hero_points, other_points, strict=True)]
        margin, margin_ci = _mean_ci(margins)
        summary["opponent_list_points_per_game"] = round(other_mean, 2)
        summary["opponent_list_points_ci95"] = round(other_ci, 2)
        summary["margin_per_game"] = round(margin, 2)
        summary["margin_ci95"] = round(margin_ci, 2)
        gains = [float(r.duplicate) for r in records if r.duplicate is not None]
        gain, gain_ci = _mean_ci(gains)
        summary["duplicate_gain_per_game"] = round(gain, 2)
        summary["duplicate_gain_ci95"] = round(gain_ci, 2)
    return summary


def _share(part: int, whole: int) -> float:
    return round(part / whole, 4) if whole else 0.0


def seeded_deals(games: int, seed: int) -> list[Deal]:
    """`games` deals from one seeded shuffle sequence: the same for every pairing."""
    rng = random.Random(seed)
    return [Deal.shuffled(rng) for _ in range(games)]


def run_pairing(
    name: str, deals: list[Deal], seed: int, progress: Callable[[], None] | None = None
) -> dict[str, object]:
    """Play and summarize one pairing; `progress` is called after every game."""
    records = []
    for record in pairing_games(name, deals, seed):
        records.append(record)
        if progress is not None:
            progress()
    return summarize(name, records)


def games_in(name: str, deals: int) -> int:
    """How many games a pairing plays on `deals` deals."""
    return deals if name == "self" else 3 * deals
