"""A refused card says why: exactly the cards the rules forbid, each with a typed reason."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from coach.rules.actions import Bid, Deal, Declare, Pass, PickUp, Play
from coach.rules.cards import Card, CardSet
from coach.rules.contract import ISKO, Contract, GameType
from coach.rules.game import GameState, Phase, apply
from coach.rules.legal import legal_actions
from coach.rules.refusals import card_refusals
from coach.rules.view import view_of
from words import render

from .walk import in_turn


def _play_state(game: GameType, led: str) -> GameState:
    """`DEAL`: forehand plays `game` at 18 after two passes, puts the skat back, leads `led`."""
    state = GameState.new(Deal.from_order([Card[name] for name in DEAL.split()]), ISKO)
    for action in (Pass(), Pass(), Bid(18), PickUp(), Declare(Contract(game), (Card.D9, Card.DQ))):
        state = apply(state, action)
    return apply(state, Play(Card[led]))


# Forehand: clubs, ♠7 and hearts; middlehand: ♠B, spades, hearts, diamonds; the skat: ♦9 ♦D.
DEAL = (
    "CA CT CK CQ C9 C8 S7 HA HT HK "
    "SJ SA ST SK S9 H9 H8 H7 D7 D8 "
    "CJ HJ DJ SQ S8 C7 HQ DA DT DK "
    "D9 DQ"
)
SPADES = CardSet.of([Card.SA, Card.ST, Card.SK, Card.S9])


def test_a_led_suit_refuses_other_suits_and_its_own_jack() -> None:
    view = view_of(_play_state(GameType.CLUBS, "S7"), 1)
    refused = card_refusals(view)
    assert set(refused) == set(view.hand - SPADES)
    assert refused[Card.SJ].code == "refused_jack_is_trump"
    assert refused[Card.H9].code == "refused_follow_suit"
    assert refused[Card.H9].fact("cards") == SPADES
    text = render(refused[Card.SJ], "de")
    assert "♠B" in text and "♠7" in text


def test_a_led_trump_asks_for_trumps() -> None:
    view = view_of(_play_state(GameType.CLUBS, "CA"), 1)  # middlehand's only trump: ♠B
    refused = card_refusals(view)
    assert set(refused) == set(view.hand - CardSet.of([Card.SJ]))
    assert {reason.code for reason in refused.values()} == {"refused_follow_trump"}
    assert "♠J" in render(refused[Card.SA], "en")


def test_nothing_is_refused_to_the_leader_or_a_seat_that_cannot_follow() -> None:
    state = _play_state(GameType.HEARTS, "CA")  # middlehand has no club
    assert card_refusals(view_of(state, 1)) == {}
    assert card_refusals(view_of(state, 2)) == {}  # not rearhand's turn


@given(st.integers(min_value=0, max_value=2**32 - 1))
@settings(max_examples=40, deadline=None)
def test_refused_cards_are_exactly_the_illegal_ones(seed: int) -> None:
    rng = random.Random(seed)
    state = GameState.new(Deal.shuffled(rng), ISKO)
    while not state.is_over:
        if state.phase is Phase.PLAY:
            seat = state.to_move
            assert seat is not None
            refused = card_refusals(view_of(state, seat))
            assert set(refused) == set(state.hands[seat] - state.legal_cards())
            assert all(render(reason, "de") and render(reason, "en") for reason in refused.values())
            for other in {0, 1, 2} - {seat}:
                assert card_refusals(view_of(state, other)) == {}  # not their turn
        actions = in_turn(legal_actions(state))
        state = apply(state, actions[rng.randrange(len(actions))])
