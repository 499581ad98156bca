"""Kiebitz-Blick: what the learner can know about the hidden cards, as typed facts.

From the learner's view alone, with the constraints the search deals its worlds by
(`view.possible_places`): the suits each seat has shown it cannot follow, where each unseen card
can still be (and which cards are therefore placed for sure), and what the auction told — a bid
value belongs to some games and not to others (23 is a Null, 27 a Diamonds game with 3, ...),
and a declared game must be worth the bid, which tells how many matadors the declarer counts.
Besides: the points each side has taken and the trumps still out.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from coach.rules.actions import SEATS, Bid, Deal, Hold, Seat
from coach.rules.cards import Card, CardSet, Suit
from coach.rules.contract import SUIT_GAMES, Contract, GameType, RuleSet
from coach.rules.explain import Reason
from coach.rules.game import GameState, Phase, apply
from coach.rules.rule_set import TRICK_RULES, TRUMP
from coach.rules.values import game_value, matador_sequence, next_bid
from coach.rules.view import PlayerView, possible_places

SEAT_NAMES = ("Vorhand", "Mittelhand", "Hinterhand")  # Skat words, German in both languages
SKAT = "skat"


@dataclass(frozen=True, slots=True)
class Insight:
    """What one seat can know; `reasons` says it in words."""

    voids: dict[Seat, frozenset[int]]  # follow classes (suits 0–3, `rules.TRUMP`) shown void
    places: dict[Card, tuple[Seat | None, ...]]  # each unseen card: seats (None: skat) it may be
    auction: tuple[Reason, ...]  # what the bids told
    trumps_out: CardSet  # trumps neither in the learner's hand nor played (empty before play)
    points: tuple[int, int] | None  # card points taken: declarer, defenders (None: no declarer)
    facts: tuple[Reason, ...]  # voids, sure places, trumps out, points

    def reasons(self) -> tuple[Reason, ...]:
        return (*self.facts, *self.auction)

    def sure(self) -> dict[Seat | None, CardSet]:
        """The cards placed for sure, by place (None: the skat)."""
        return _placed(self.places)


def insight(view: PlayerView) -> Insight:
    """The Kiebitz-Blick for the seat of `view`."""
    voids = {seat: classes for seat, classes in view.voids().items() if seat != view.seat}
    places = {
        card: tuple(None if slot == SKAT else int(slot) for slot in slots)
        for card, slots in possible_places(view).items()
    }
    facts = [*_void_reasons(voids), *_sure_reasons(places)]
    trumps_out = CardSet()
    points: tuple[int, int] | None = None
    if view.contract is not None:  # a Ramsch too: its trumps are the jacks
        trump_mask = TRICK_RULES[view.contract.game].trump_mask
        trumps_out = CardSet(trump_mask & ~(view.hand.mask | view.played.mask))
        if trumps_out and view.contract.game is not GameType.NULL:
            facts.append(Reason.of("insight_trumps_out", count=len(trumps_out), cards=trumps_out))
    if view.contract is not None and view.declarer is not None:
        declarer = sum(t.points for t in view.tricks if t.winner == view.declarer)
        defenders = sum(t.points for t in view.tricks if t.winner != view.declarer)
        points = (declarer, defenders)
        if view.tricks:
            facts.append(Reason.of("insight_points", declarer=declarer, defenders=defenders))
    return Insight(voids, places, _auction_reasons(view), trumps_out, points, tuple(facts))


def _void_reasons(voids: dict[Seat, frozenset[int]]) -> list[Reason]:
    reasons = []
    for seat, classes in sorted(voids.items()):
        for cls in sorted(classes):
            if cls == TRUMP:
                reasons.append(Reason.of("insight_void_trump", seat=SEAT_NAMES[seat]))
            else:
                reasons.append(
                    Reason.of("insight_void_suit", seat=SEAT_NAMES[seat], suit=Suit(cls))
                )
    return reasons


def _placed(places: dict[Card, tuple[Seat | None, ...]]) -> dict[Seat | None, CardSet]:
    placed: dict[Seat | None, CardSet] = {}
    for card, where in places.items():
        if len(where) == 1:
            placed[where[0]] = placed.get(where[0], CardSet()) | CardSet.of([card])
    return placed


def _sure_reasons(places: dict[Card, tuple[Seat | None, ...]]) -> list[Reason]:
    placed = _placed(places)
    reasons = [
        Reason.of("insight_holds", seat=SEAT_NAMES[seat], cards=placed[seat])
        for seat in SEATS
        if seat in placed
    ]
    if None in placed:
        reasons.append(Reason.of("insight_in_skat", cards=placed[None]))
    return reasons


def said_values(view: PlayerView) -> tuple[list[int], list[int]]:
    """Per seat, the highest value it bid or held (0: none), and the value it passed at (0)."""
    said = [0, 0, 0]
    passed_at = [0, 0, 0]
    state = _auction_start(view)
    for action in view.history:
        if state.phase is not Phase.BIDDING:
            break
        seat = state.to_move
        assert seat is not None
        if isinstance(action, Bid):
            said[seat] = max(said[seat], action.value)
        elif isinstance(action, Hold):
            said[seat] = max(said[seat], state.bid)
        elif state.awaiting_answer:
            passed_at[seat] = state.bid
        else:
            passed_at[seat] = _next_value(state.bid, view.rules)
        state = apply(state, action)
    return said, passed_at


def _auction_start(view: PlayerView) -> GameState:
    """A game to replay the public auction on: the auction does not depend on the cards."""
    return GameState.new(Deal.shuffled(random.Random(0)), view.rules)


def _next_value(bid: int, rules: RuleSet) -> int:
    return next_bid(bid, rules) or bid


def _auction_reasons(view: PlayerView) -> tuple[Reason, ...]:
    said, passed_at = said_values(view)
    reasons: list[Reason] = []
    for seat in SEATS:
        if seat == view.seat:
            continue
        name = SEAT_NAMES[seat]
        stopped = passed_at[seat] == _next_value(said[seat], view.rules)
        if said[seat] and stopped:  # his limit lies between the two: his game is worth that
            reasons.extend(_fits(name, said[seat], view.rules))
        if passed_at[seat]:
            reasons.append(Reason.of("insight_bid_stopped", seat=name, bid=passed_at[seat]))
    reasons.extend(_declarer_matadors(view))
    return tuple(reasons)


def _fits(name: str, bid: int, rules: RuleSet) -> list[Reason]:
    """The games whose value can be exactly `bid`, with the multiplier it takes."""
    fits = []
    for game in (*SUIT_GAMES, GameType.GRAND):
        base = rules.base_value(Contract(game))
        if bid % base == 0 and bid // base >= 2:
            detail = f"× {bid // base}"
            fits.append(Reason.of("insight_bid_fits", seat=name, bid=bid, game=game, detail=detail))
    if bid in rules.null_values:
        fits.append(Reason.of("insight_bid_fits_null", seat=name, bid=bid))
    return fits


def _declarer_matadors(view: PlayerView) -> list[Reason]:
    """A declared suit game or Grand is worth the bid: at least so many matadors."""
    contract = view.contract
    if contract is None or contract.game is GameType.NULL or view.declarer == view.seat:
        return []
    plain = game_value(contract, 0, rules=view.rules)
    needed = -(-view.bid // plain.base) - len(plain.levels)
    if needed <= 1:
        return []
    reasons = [Reason.of("insight_matadors", bid=view.bid, count=needed)]
    if Card.CJ in view.hand:
        missing = CardSet.of(matador_sequence(contract.game)[:needed])
        reasons.append(Reason.of("insight_without", cards=missing - view.hand))
    return reasons
