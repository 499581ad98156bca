"""Properties that hold in every game: partitioned cards, 120 points, following suit, views."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from coach.rules.actions import Action, Concede, Deal, GiveUp
from coach.rules.cards import ALL_CARDS, Card, CardSet, Rank
from coach.rules.contract import ISKO, ISS, SKO_1975, GameType, RuleSet
from coach.rules.game import GameState, Phase, apply, can_give_up
from coach.rules.legal import legal_actions
from coach.rules.notation import CardStyle, format_cards, parse_cards
from coach.rules.result import result
from coach.rules.view import complete, view_of

from .walk import in_turn

SEEDS = st.integers(min_value=0, max_value=2**32 - 1)
RULES = st.sampled_from([ISKO, SKO_1975, ISS])
FEW = settings(max_examples=40, deadline=None)


def _walk(seed: int, rules: RuleSet = ISKO, end_early: bool = True) -> list[GameState]:
    """Every state of one random game; now and then a player gives up or the defenders concede."""
    rng = random.Random(seed)
    state = GameState.new(Deal.shuffled(rng), rules)
    states = [state]
    while not state.is_over:
        action: Action
        if end_early and state.phase is Phase.PLAY and rng.random() < 0.02:
            action = GiveUp() if can_give_up(state) and rng.random() < 0.5 else Concede()
        else:
            actions = in_turn(legal_actions(state))
            action = actions[rng.randrange(len(actions))]
        state = apply(state, action)
        states.append(state)
    return states


def _partition_masks(state: GameState) -> list[int]:
    played = CardSet.of([c for t in state.tricks for c in t.cards] + list(state.trick))
    return [h.mask for h in state.hands] + [state.skat.mask, played.mask]


@FEW
@given(SEEDS, RULES)
def test_cards_are_partitioned_at_every_step(seed: int, rules: RuleSet) -> None:
    for state in _walk(seed, rules):
        masks = _partition_masks(state)
        union = 0
        for mask in masks:
            assert union & mask == 0
            union |= mask
        assert union == CardSet.full().mask


@FEW
@given(SEEDS)
def test_points_of_all_tricks_and_skat_are_120(seed: int) -> None:
    final = _walk(seed, end_early=False)[-1]
    if final.phase is Phase.FINISHED and len(final.tricks) == 10:
        assert sum(t.points for t in final.tricks) + final.skat.points == 120
        outcome = result(final)
        defenders = sum(t.points for t in final.tricks if t.winner != final.declarer)
        assert outcome.declarer_points + defenders == 120


def _follow_class(game: GameType, card: Card) -> str:
    """An independent oracle: jacks are trumps outside Null, the trump suit too in suit games."""
    if game is not GameType.NULL and card.rank is Rank.JACK:
        return "trump"
    if game.trump_suit is not None and card.suit is game.trump_suit:
        return "trump"
    return card.suit.name


@FEW
@given(SEEDS)
def test_legal_cards_follow_suit(seed: int) -> None:
    for state in _walk(seed):
        if state.phase is not Phase.PLAY or state.contract is None:
            continue
        seat = state.to_move
        assert seat is not None
        hand = state.hands[seat]
        legal = state.legal_cards()
        if not state.trick:
            assert legal == hand
            continue
        led = _follow_class(state.contract.game, state.trick[0])
        following = CardSet.of(c for c in hand if _follow_class(state.contract.game, c) == led)
        assert legal == (following or hand)


@FEW
@given(SEEDS, st.integers(min_value=0, max_value=2))
def test_views_hide_what_a_seat_may_not_see(seed: int, seat: int) -> None:
    for state in _walk(seed):
        view = view_of(state, seat)
        assert view.hand == state.hands[seat]
        seen = view.hand | view.played | view.skat_known | view.discard_known | view.open_hand
        for other in (s for s in range(3) if s != seat):
            hidden = state.hands[other] - view.open_hand
            assert not (hidden & seen), "another hand shows"
            assert hidden.mask & ~view.unseen.mask == 0
        if not (state.declarer == seat and state.picked_up):
            assert not view.skat_known and not view.discard_known
            # only played skat cards show, and those an ouvert declarer kept after picking up
            assert not (state.deal.skat & seen) - view.played - view.open_hand
        for action in view.history:
            discard = getattr(action, "discard", None)
            assert discard is None or state.declarer == seat


@settings(max_examples=25, deadline=None)
@given(SEEDS, st.integers(min_value=0, max_value=2), st.integers(min_value=0, max_value=60))
def test_completed_views_are_consistent(seed: int, seat: int, step: int) -> None:
    states = _walk(seed)
    state = states[min(step, len(states) - 1)]
    view = view_of(state, seat)
    full = complete(view, random.Random(seed))
    assert full.hands[seat] == state.hands[seat]
    assert full.tricks == state.tricks and full.trick == state.trick
    assert (full.phase, full.contract, full.declarer, full.bid) == (
        state.phase,
        state.contract,
        state.declarer,
        state.bid,
    )
    assert tuple(len(h) for h in full.hands) == view.hand_sizes
    assert view_of(full, seat) == view


@given(st.lists(st.sampled_from(ALL_CARDS), unique=True, max_size=32), st.sampled_from(CardStyle))
def test_notation_round_trips(cards: list[Card], style: CardStyle) -> None:
    assert parse_cards(format_cards(cards, style)) == tuple(cards)
