"""The arena: engines play complete games on seeded duplicate deals and their results are counted.

Every engine sees only a `PlayerView`: what a person in its seat would see. Players: "coach"
(the heuristic, instant), "hint" (`coach.advice.hint.recommend`: the heuristic's bid limits,
counting
games from a little less chance; the search checks the rest, exact in the last tricks), "search"
(the yardstick: the heuristic bids, hand or pick-up, game, discard and every card from
`coach.search.advise` in sampled worlds), "random" (random legal actions) and "greedy" (the
coach's auction, then always the highest legal card).

A pairing puts a hero against a baseline: "self" lets three heroes play; against a baseline each
deal is played by three baseline players and once more with the hero in each seat. The duplicate
gain is what the hero's seat scores more than the baseline scored in the same seat of the same
deal. It is split by phase: where the hero's seat ends with the same declarer, game and discard as
the baseline, the difference comes from the card play (declarer play or defence, by the hero's
role). Where the declaration differs, one more game of the deal and seed is played with the
hero's seat declaring as the hero (bids, hand or pick-up, game, discard) but playing its cards as
the baseline: that game minus the baseline's is the auction and game choice, the hero's game minus
that game the card play (by the hero's role; all auction if the hero's game was passed in). The
extra game is played only where declarations differ: about one seat-game in nine against the
search, a third of a game more per deal of four games.

The "declarer" pairing isolates the declarer's card play: the coach bids, declares, discards and
defends in both games of a deal; only the declarer's cards differ, from the search in the
baseline's game and from the hero in the other. Same contract, same discard, same defenders.

A deal's games depend on nothing but the deal, the players and the seed, so deals may be played
anywhere (`lab.batch`) and give the same results.
"""

from __future__ import annotations

import math
import random
import statistics
import time
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace
from typing import Protocol

from coach.heuristic.decide import decide
from coach.rules.actions import Action, Deal, Pass, PickUp, Play, Seat
from coach.rules.cards import CardSet
from coach.rules.contract import Contract, GameType, RuleSet
from coach.rules.game import GameState, Phase, apply
from coach.rules.legal import legal_actions
from coach.rules.result import GameResult, result
from coach.rules.rule_set import TRICK_RULES
from coach.rules.scoring import ScoringList, game_points
from coach.rules.view import PlayerView, complete, view_of

SEARCH_WORLDS = 20  # worlds per decision of the search yardstick (the measured setting)
HINT_WORLDS = 20  # worlds per decision of the hint player (no time cap: reproducible)
PHASES = ("auction", "declarer", "defence")


class ArenaPlayer(Protocol):
    def __call__(self, view: PlayerView, rng: random.Random) -> tuple[Action, str | None]:
        """The action for the seat of `view` (to move), and the rule that chose it (if any)."""
        ...


def coach_player(view: PlayerView, rng: random.Random) -> tuple[Action, str | None]:
    """The heuristic coach."""
    decision = decide(view, rng)
    return decision.action, decision.reasons[0].code if decision.reasons else None


def _legal(view: PlayerView, rng: random.Random) -> list[Action]:
    """The legal actions of the seat to move, from its view: the same in every world that fits."""
    return legal_actions(complete(view, rng))


def random_player(view: PlayerView, rng: random.Random) -> tuple[Action, str | None]:
    """Random legal actions: coin-flip bidding, always pick up, any contract and discard."""
    if view.phase is Phase.SKAT:
        return PickUp(), None
    options = _legal(view, rng)
    if view.phase is Phase.BIDDING:  # the first option holds or names the next value
        return (options[0] if rng.random() < 0.5 else Pass()), None
    return rng.choice(options), None


def greedy_player(view: PlayerView, rng: random.Random) -> tuple[Action, str | None]:
    """The coach's auction and declaration, then always the highest legal card."""
    if view.phase is not Phase.PLAY:
        return coach_player(view, rng)
    assert view.contract is not None
    rules = TRICK_RULES[view.contract.game]
    led = view.trick[0] if view.trick else None
    legal = CardSet(rules.legal_mask(view.hand.mask, led))
    return Play(max(legal, key=lambda c: (rules.strength[c], c.points))), None


def search_player(view: PlayerView, rng: random.Random) -> tuple[Action, str | None]:
    """The yardstick: the heuristic bids; the search decides the rest in sampled worlds."""
    from coach.sampled.analysis import advise

    if view.phase is Phase.BIDDING or single_card(view):
        return coach_player(view, rng)
    decision = advise(view, SEARCH_WORLDS, rng.randrange(2**31))
    return decision.action, "search"


def hint_player(view: PlayerView, rng: random.Random) -> tuple[Action, str | None]:
    """The recommended move (`coach.advice.hint.recommend`), as a learner would be shown it."""
    from coach.advice.hint import Budget, recommend

    hint = recommend(view, Budget(HINT_WORLDS), rng.randrange(2**31))
    reasons = hint.decision.reasons
    return hint.action, reasons[0].code if reasons else None


def single_card(view: PlayerView) -> bool:
    """Whether the seat to move may play only one card (no decision to make)."""
    if view.phase is not Phase.PLAY or view.contract is None:
        return False
    led = view.trick[0] if view.trick else None
    return TRICK_RULES[view.contract.game].legal_mask(view.hand.mask, led).bit_count() == 1


PLAYERS: dict[str, ArenaPlayer] = {
    "coach": coach_player,
    "hint": hint_player,
    "search": search_player,
    "random": random_player,
    "greedy": greedy_player,
}
HEROES = ("coach", "hint")
BASELINES = ("search", "greedy", "random")


def card_player(card_play: ArenaPlayer, rest: ArenaPlayer) -> ArenaPlayer:
    """`card_play` for every card the seat plays, `rest` for its bids and declaration."""

    def player(view: PlayerView, rng: random.Random) -> tuple[Action, str | None]:
        return (card_play if view.phase is Phase.PLAY else rest)(view, rng)

    return player


def declarer_player(card_play: ArenaPlayer, rest: ArenaPlayer) -> ArenaPlayer:
    """`card_play` for the declarer's cards, `rest` for every other decision of every seat."""

    def player(view: PlayerView, rng: random.Random) -> tuple[Action, str | None]:
        if view.phase is Phase.PLAY and view.seat == view.declarer:
            return card_play(view, rng)
        return rest(view, rng)

    return player


@dataclass(frozen=True, slots=True)
class GameRecord:
    """One arena game: its result, the hero's seats and the rules the hero used."""

    result: GameResult
    heroes: tuple[Seat, ...]
    rules_fired: tuple[str, ...]
    decision_seconds: tuple[float, ...]
    seconds: float
    declaration: tuple[Seat | None, Contract | None, CardSet]  # declarer, game, discard
    duplicate: int | None = None  # the hero's seat minus the baseline's in that seat, same deal
    phase: str | None = None  # "auction" if the declaration differs, else the hero's card role
    gains: tuple[tuple[str, int], ...] = ()  # the duplicate gain split by phase (`PHASES`)
    baseline: GameResult | None = None  # the baseline's game of the same deal

    @property
    def outcome(
        self,
    ) -> tuple[GameResult, tuple[Seat, ...], int | None, str | None, tuple[tuple[str, int], ...]]:
        """What a game came to, without the timings: equal wherever the game was played."""
        return self.result, self.heroes, self.duplicate, self.phase, self.gains


def play_game(
    deal: Deal,
    players: tuple[ArenaPlayer, ArenaPlayer, ArenaPlayer],
    heroes: tuple[Seat, ...],
    seed: int,
    rules: RuleSet,
) -> GameRecord:
    """Play one complete game, each seat from its own view; the heroes' decisions are timed."""
    rng = random.Random(seed)
    state = GameState.new(deal, rules)
    fired: list[str] = []
    timings: list[float] = []
    start = time.perf_counter()
    while not state.is_over:
        seat = state.to_move
        assert seat is not None
        before = time.perf_counter()
        action, rule = players[seat](view_of(state, seat), rng)
        if seat in heroes:
            timings.append(time.perf_counter() - before)
            if rule is not None:
                fired.append(rule)
        state = apply(state, action)
    declaration = (state.declarer, state.contract, state.skat if state.picked_up else CardSet())
    return GameRecord(
        result(state),
        heroes,
        tuple(fired),
        tuple(timings),
        time.perf_counter() - start,
        declaration,
    )


def list_points(outcome: GameResult, seat: Seat, rules: RuleSet) -> int:
    """The tournament-list points `seat` gets for one game (`coach.rules.scoring`)."""
    declarer_points, defender_points = game_points(outcome, ScoringList.TOURNAMENT, rules=rules)
    if outcome.passed:
        return 0
    return declarer_points if seat == outcome.declarer else defender_points


def deal_games(hero: str, baseline: str, deal: Deal, seed: int, rules: RuleSet) -> list[GameRecord]:
    """The games of one deal: three heroes ("self"), or the baseline's game and the hero's three
    duplicates against it, each with its gain split by phase."""
    me = PLAYERS[hero]
    if baseline == "self":
        return [play_game(deal, (me, me, me), (0, 1, 2), seed, rules)]
    if baseline == "declarer":
        return [declarer_duplicate(hero, deal, seed, rules)]
    other = PLAYERS[baseline]
    base = play_game(deal, (other, other, other), (), seed, rules)
    records = []
    for seat in range(3):
        seats = tuple(me if s == seat else other for s in range(3))
        record = play_game(deal, (seats[0], seats[1], seats[2]), (seat,), seed, rules)
        base_points = list_points(base.result, seat, rules)
        gain = list_points(record.result, seat, rules) - base_points
        phase = _phase(record, base, seat)
        gains: tuple[tuple[str, int], ...] = ((phase, gain),)
        if phase == "auction" and not record.result.passed:
            hybrid = tuple(card_player(other, me) if s == seat else other for s in range(3))
            declared = play_game(deal, (hybrid[0], hybrid[1], hybrid[2]), (), seed, rules)
            auction = list_points(declared.result, seat, rules) - base_points
            gains = (("auction", auction), (_role(record, seat), gain - auction))
        records.append(
            replace(record, duplicate=gain, phase=phase, gains=gains, baseline=base.result)
        )
    return records


def declarer_duplicate(hero: str, deal: Deal, seed: int, rules: RuleSet) -> GameRecord:
    """One deal's game with the hero playing the declarer's cards, against the same game with the
    search playing them (the coach does everything else in both); the hero's seat is the
    declarer's (forehand's when all passed)."""
    coach = PLAYERS["coach"]
    searched = declarer_player(PLAYERS["search"], coach)
    base = play_game(deal, (searched, searched, searched), (), seed, rules)
    seat = base.result.declarer if base.result.declarer is not None else 0
    me = declarer_player(PLAYERS[hero], coach)
    record = play_game(deal, (me, me, me), (seat,), seed, rules)
    gain = list_points(record.result, seat, rules) - list_points(base.result, seat, rules)
    phase = _phase(record, base, seat)
    return replace(
        record, duplicate=gain, phase=phase, gains=((phase, gain),), baseline=base.result
    )


def _phase(record: GameRecord, base: GameRecord, seat: Seat) -> str:
    """The phase a seat-game is filed under: the auction if the hero's declaration differs from the
    baseline's (or all passed), else the hero's card-play role."""
    if record.declaration != base.declaration or record.result.passed:
        return "auction"
    return _role(record, seat)


def _role(record: GameRecord, seat: Seat) -> str:
    """The card-play phase of `seat` in a game: "declarer" or "defence"."""
    return "declarer" if record.declaration[0] == seat else "defence"


def mean_ci(values: list[float]) -> tuple[float, float]:
    """Mean and the half-width of its 95% confidence interval."""
    if not values:
        return 0.0, 0.0
    mean = statistics.fmean(values)
    if len(values) < 2:
        return mean, 0.0
    return mean, 1.96 * statistics.stdev(values) / math.sqrt(len(values))


def game_kind(contract: Contract | None) -> str:
    if contract is None:
        return "none"
    if contract.game is GameType.NULL:
        return "null"
    return "grand" if contract.game is GameType.GRAND else "suit"


def summarize(
    name: str, records: list[GameRecord], rules: RuleSet, hero: str = "coach"
) -> dict[str, object]:
    """The figures of one pairing, with the keys `python -m lab arena --json` prints."""
    games = len(records)
    declared = [r for r in records if not r.result.passed]
    hero_declared = [r for r in declared if r.result.declarer in r.heroes]
    won = [r for r in hero_declared if r.result.won]
    mix = Counter(game_kind(r.result.contract) for r in hero_declared)
    hero_points = [
        statistics.fmean(list_points(r.result, seat, rules) for seat in r.heroes) for r in records
    ]
    other_points = [
        statistics.fmean(list_points(r.result, s, rules) for s in range(3) if s not in r.heroes)
        for r in records
        if len(r.heroes) < 3
    ]
    mean, ci = mean_ci(hero_points)
    fired = Counter(code for r in records for code in r.rules_fired)
    timings = sorted(t for r in records for t in r.decision_seconds)
    summary: dict[str, object] = {
        "pairing": name,
        "hero": hero,
        "games": games,
        "declared_share": _share(len(declared), games),
        "passed_share": _share(games - len(declared), games),
        "coach_declared": len(hero_declared),
        "declarer_win_rate": _share(len(won), len(hero_declared)),
        "win_rate_by_kind": {
            kind: _share(
                sum(r.result.won for r in hero_declared if game_kind(r.result.contract) == kind),
                mix[kind],
            )
            for kind in ("suit", "grand", "null")
        },
        "mix": {kind: _share(mix[kind], len(hero_declared)) for kind in ("suit", "grand", "null")},
        "hand_share": _share(
            sum(bool(r.result.contract and r.result.contract.hand) for r in hero_declared),
            len(hero_declared),
        ),
        "overbids": sum(r.result.overbid for r in hero_declared),
        "list_points_per_game": round(mean, 2),
        "list_points_ci95": round(ci, 2),
        "rules_fired": dict(fired.most_common()),
        "decision_ms_median": round(1000 * statistics.median(timings), 3) if timings else 0.0,
        "decision_ms_p90": round(1000 * timings[int(0.9 * (len(timings) - 1))], 3)
        if timings
        else 0.0,
        "game_ms_median": round(1000 * statistics.median(r.seconds for r in records), 2),
    }
    if other_points:
        other_mean, other_ci = mean_ci(other_points)
        margins = [h - o for h, o in zip(hero_points, other_points, strict=True)]
        margin, margin_ci = mean_ci(margins)
        summary["opponent_list_points_per_game"] = round(other_mean, 2)
        summary["opponent_list_points_ci95"] = round(other_ci, 2)
        summary["margin_per_game"] = round(margin, 2)
        summary["margin_ci95"] = round(margin_ci, 2)
        duplicates = [r for r in records if r.duplicate is not None]
        gain, gain_ci = mean_ci([float(r.duplicate or 0) for r in duplicates])
        summary["duplicate_gain_per_game"] = round(gain, 2)
        summary["duplicate_gain_ci95"] = round(gain_ci, 2)
        summary["gain_by_phase"] = _by_phase(duplicates)
    summary["same_declaration"] = _same_declaration(records)
    return summary


def _same_declaration(records: list[GameRecord]) -> dict[str, float]:
    """The declarer games the hero and the baseline played with the same contract and discard:
    both win rates, the hero's lead in wins and in list points per game, with 95% intervals."""
    same = [r for r in records if r.phase == "declarer" and r.baseline is not None]
    hero_won = [float(r.result.won) for r in same]
    base_won = [float(r.baseline.won) for r in same if r.baseline is not None]
    hero_rate, hero_ci = mean_ci(hero_won)
    base_rate, base_ci = mean_ci(base_won)
    lead, lead_ci = mean_ci([h - b for h, b in zip(hero_won, base_won, strict=True)])
    points, points_ci = mean_ci([float(r.duplicate or 0) for r in same])
    return {
        "games": len(same),
        "hero_win_rate": round(hero_rate, 4),
        "hero_win_rate_ci95": round(hero_ci, 4),
        "baseline_win_rate": round(base_rate, 4),
        "baseline_win_rate_ci95": round(base_ci, 4),
        "win_rate_lead": round(lead, 4),
        "win_rate_lead_ci95": round(lead_ci, 4),
        "list_points_lead": round(points, 2),
        "list_points_lead_ci95": round(points_ci, 2),
    }


def _by_phase(duplicates: list[GameRecord]) -> dict[str, dict[str, float]]:
    """Per phase: its part of the gain per seat-game (0 where a game has none), with the 95%
    interval, and how many seat-games differed there; the parts add up to the gain."""
    split: dict[str, dict[str, float]] = {}
    for phase in PHASES:
        values = [float(dict(r.gains).get(phase, 0)) for r in duplicates]
        mean, ci = mean_ci(values)
        games = sum(value != 0 for value in values)
        split[phase] = {"per_game": round(mean, 2), "ci95": round(ci, 2), "games_differing": games}
    return split


def _share(part: int, whole: int) -> float:
    return round(part / whole, 4) if whole else 0.0


def seeded_deals(games: int, seed: int) -> list[Deal]:
    """`games` deals from one seeded shuffle sequence: the same for every pairing."""
    rng = random.Random(seed)
    return [Deal.shuffled(rng) for _ in range(games)]


Mapper = Callable[[str, str, list[Deal], int, RuleSet], Iterable[list[GameRecord]]]
"""Plays `deal_games` for every deal (deal i with seed + i) and yields the games in deal order."""


def local_map(
    hero: str, baseline: str, deals: list[Deal], seed: int, rules: RuleSet
) -> Iterable[list[GameRecord]]:
    """The deals' games in this process, deal by deal."""
    for index, deal in enumerate(deals):
        yield deal_games(hero, baseline, deal, seed + index, rules)


def run_pairing(
    baseline: str,
    deals: list[Deal],
    seed: int,
    rules: RuleSet,
    progress: Callable[[int], None] | None = None,
    hero: str = "coach",
    mapper: Mapper = local_map,
) -> dict[str, object]:
    """Play and summarize one pairing; `progress` gets the games of each deal as it ends."""
    records: list[GameRecord] = []
    for games in mapper(hero, baseline, deals, seed, rules):
        records.extend(games)
        if progress is not None:
            progress(len(games))
    return summarize(baseline, records, rules, hero)


def games_in(name: str, deals: int) -> int:
    """How many games a pairing plays on `deals` deals."""
    return deals if name in ("self", "declarer") else 3 * deals
