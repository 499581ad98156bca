"""Sampled worlds agree with the player's view; the auction's values are read right."""

from __future__ import annotations

import random

import pytest

from coach.heuristic import decide
from coach.rules.actions import Bid, Deal, Hold, Pass
from coach.rules.contract import ISKO
from coach.rules.game import GameState, Phase, apply
from coach.rules.notation import parse_card_set
from coach.rules.view import auction_view, declaring_view, view_of
from coach.search.sampling import auction_hints, bid_fit, sample_worlds


def _random_moment(seed: int) -> GameState:
    """A game played by the heuristic coach, stopped at a random decision."""
    rng = random.Random(seed)
    state = GameState.new(Deal.shuffled(rng), ISKO)
    stop = rng.randrange(60)
    for _ in range(stop):
        if state.is_over:
            break
        seat = state.to_move
        assert seat is not None
        state = apply(state, decide(view_of(state, seat)).action)
    return state


@pytest.mark.parametrize("seed", range(40))
def test_every_sampled_world_matches_the_view(seed: int) -> None:
    state = _random_moment(seed)
    rng = random.Random(seed)
    for seat in range(3):
        view = view_of(state, seat)
        for world in sample_worlds(view, 3, rng):
            assert view_of(world, seat) == view
            if state.phase is Phase.PLAY:
                assert world.contract == state.contract


def test_auction_hints_record_the_highest_value_each_seat_said() -> None:
    state = GameState.new(Deal.shuffled(random.Random(3)), ISKO)
    for action in (Bid(18), Hold(), Bid(20), Pass(), Bid(22), Hold(), Bid(23), Pass()):
        state = apply(state, action)
    hints = auction_hints(view_of(state, 0), state)
    # middlehand bid 20 and held 22; forehand held 18; rearhand bid 23
    assert hints.said == (18, 22, 23)


def test_sampling_is_deterministic_with_a_seed() -> None:
    view = view_of(_random_moment(11), 1)
    first = sample_worlds(view, 5, random.Random(42))
    again = sample_worlds(view, 5, random.Random(42))
    assert [w.deal for w in first] == [w.deal for w in again]


def test_bid_fit_trusts_a_long_trump_suit_and_doubts_a_hand_without_a_game() -> None:
    strong = parse_card_set("CJ SJ CA CT CK C9 C8 HA D7 D8")  # Kreuz mit 2: 36
    assert bid_fit(strong, 36, ISKO) == 1.0
    assert bid_fit(strong, 72, ISKO) > 0.5  # Grand mit 2: 72, with two jacks and two aces
    assert bid_fit(strong, 80, ISKO) == 0.0  # no game of this hand reaches 80
    weak = parse_card_set("D7 D9 HK HQ SA SK SQ CA CK CQ")
    assert bid_fit(weak, 30, ISKO) <= 0.1  # only 'ohne 4' games with three trumps


@pytest.mark.parametrize("seat", range(3))
def test_auction_view_is_the_seats_first_decision_with_its_hand(seat: int) -> None:
    hand = parse_card_set("CJ SJ CA CT CK C9 SA ST H7 D8")
    view = auction_view(hand, seat, random.Random(seat), ISKO)
    assert view.phase is Phase.BIDDING
    assert view.to_move == seat
    assert view.hand == hand
    # middlehand opens; forehand answers his 18; rearhand bids once middlehand has passed
    assert tuple(view.history) == {0: (Bid(18),), 1: (), 2: (Pass(),)}[seat]


def test_auction_view_wants_ten_cards() -> None:
    with pytest.raises(ValueError, match="10 cards"):
        auction_view(parse_card_set("CJ SJ"), 1, random.Random(0), ISKO)


@pytest.mark.parametrize("seat", range(3))
def test_declaring_view_holds_the_twelve_cards_after_the_auction(seat: int) -> None:
    cards = parse_card_set("CJ SJ CA CT CK C9 SA ST H7 D8 HA DK")
    view = declaring_view(cards, seat, 30, random.Random(seat), ISKO)
    assert view.phase is Phase.DECLARE
    assert (view.to_move, view.declarer, view.bid) == (seat, seat, 30)
    assert view.hand == cards
    with pytest.raises(ValueError, match="12 cards"):
        declaring_view(parse_card_set("CJ SJ"), seat, 18, random.Random(0), ISKO)
