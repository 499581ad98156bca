"""One truth about legality: `check` refuses exactly what `legal_actions` leaves out, with a typed
reason; the view says what its seat is asked (`prompt`) and offers the same actions."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from coach.rules.actions import (
    FOREHAND,
    MIDDLEHAND,
    REARHAND,
    SEAT_NAMES,
    SEATS,
    Action,
    Bid,
    Concede,
    Deal,
    Declare,
    GiveUp,
    Hold,
    Pass,
    PickUp,
    Play,
)
from coach.rules.cards import Card, CardSet
from coach.rules.contract import ISKO, ISS, SKO_1975, Announcement, Contract, GameType, RuleSet
from coach.rules.game import GameState, apply, replay
from coach.rules.legal import Prompt, auction_won_at, check, legal_actions, prompt_of
from coach.rules.notation import parse_card_set
from coach.rules.values import bid_values
from coach.rules.view import view_of

from .walk import in_turn

SEEDS = st.integers(min_value=0, max_value=2**32 - 1)


def _candidates(state: GameState, rng: random.Random) -> list[Action]:
    """Actions to try in `state`: every bid, answer, card, ending, and some declarations."""
    actions: list[Action] = [Hold(), Pass(), PickUp(), GiveUp(), Concede()]
    actions += [Bid(v) for v in (17, 19, 21, *bid_values(state.rules)[:12])]
    actions += [Play(card) for card in Card]
    for _ in range(6):
        contract = rng.choice(
            [Contract(GameType.CLUBS), Contract(GameType.NULL), Contract(GameType.GRAND, hand=True)]
        )
        pair = tuple(rng.sample(list(Card), 2))
        actions += [Declare(contract), Declare(contract, (pair[0], pair[1]))]
    return actions


def _states(seed: int, rules: RuleSet) -> list[GameState]:
    rng = random.Random(seed)
    state = GameState.new(Deal.shuffled(rng), rules)
    states = [state]
    while not state.is_over:
        actions = in_turn(legal_actions(state))
        state = apply(state, actions[rng.randrange(len(actions))])
        states.append(state)
    return states


@settings(max_examples=25, deadline=None)
@given(SEEDS, st.sampled_from([ISKO, SKO_1975, ISS]))
def test_check_refuses_exactly_what_is_not_legal(seed: int, rules: RuleSet) -> None:
    rng = random.Random(seed)
    for state in _states(seed, rules):
        legal = legal_actions(state)
        if state.declarer is not None:  # giving up and conceding need not wait for a turn
            legal += [a for seat in SEATS for a in view_of(state, seat).legal_actions()]
        for action in _candidates(state, rng):
            if isinstance(action, Declare) and action.discard is not None and action not in legal:
                continue  # legal_actions lists declarations of the cards held only
            reason = check(state, action)
            assert (reason is None) == (action in legal), (state.phase, action, reason)
            if reason is not None:
                assert reason.code.startswith("refused_")
        for action in legal:
            assert check(state, action) is None


@settings(max_examples=25, deadline=None)
@given(SEEDS, st.sampled_from([ISKO, SKO_1975]))
def test_the_view_asks_what_the_state_asks(seed: int, rules: RuleSet) -> None:
    for state in _states(seed, rules):
        for seat in (FOREHAND, MIDDLEHAND, REARHAND):
            view = view_of(state, seat)
            assert view.prompt is prompt_of(state, seat)
            if seat == state.to_move:
                assert view.legal_actions() == legal_actions(state)
                assert view.legal_cards() == state.legal_cards()
            else:
                assert view.legal_cards() == CardSet()
                assert all(isinstance(a, GiveUp | Concede) for a in view.legal_actions())


def test_the_prompts_of_an_auction() -> None:
    deal = Deal.shuffled(random.Random(3))
    start = GameState.new(deal, ISKO)
    assert prompt_of(start, MIDDLEHAND) is Prompt.SAY_BID
    assert prompt_of(start, FOREHAND) is Prompt.NONE
    assert prompt_of(apply(start, Bid(18)), FOREHAND) is Prompt.ANSWER_BID
    alone = replay(deal, [Pass(), Pass()], ISKO)
    assert prompt_of(alone, FOREHAND) is Prompt.OPEN_ALONE
    won = replay(deal, auction_won_at(REARHAND, 20), ISKO)
    assert won.declarer == REARHAND and won.bid == 20
    assert prompt_of(won, REARHAND) is Prompt.HAND_OR_PICKUP
    assert prompt_of(apply(won, PickUp()), REARHAND) is Prompt.DISCARD
    playing = apply(won, Declare(Contract(GameType.GRAND, hand=True)))
    assert prompt_of(playing, FOREHAND) is Prompt.CARD
    assert prompt_of(playing, REARHAND) is Prompt.MAY_GIVE_UP  # the declarer, not to move
    assert prompt_of(playing, MIDDLEHAND) is Prompt.MAY_GIVE_UP  # a defender may concede
    assert GiveUp() not in legal_actions(playing) and Concede() in legal_actions(playing)
    assert prompt_of(apply(playing, Concede()), FOREHAND) is Prompt.NONE


def test_a_refusal_names_who_is_to_move_and_who_may_end_the_game() -> None:
    deal = Deal.shuffled(random.Random(5))
    start = GameState.new(deal, ISKO)
    reason = check(start, Bid(18), seat=FOREHAND)
    assert reason is not None and reason.code == "refused_not_your_turn"
    assert reason.fact("to_move") == SEAT_NAMES[MIDDLEHAND]
    assert check(start, Bid(18), seat=MIDDLEHAND) is None
    actions = [*auction_won_at(REARHAND, 18), Declare(Contract(GameType.GRAND, True))]
    playing = replay(deal, actions, ISKO)
    refused = check(playing, GiveUp(), seat=FOREHAND)
    assert refused is not None and refused.code == "refused_give_up_only_declarer"
    refused = check(playing, Concede(), seat=REARHAND)
    assert refused is not None and refused.code == "refused_concede_only_defenders"
    assert check(playing, GiveUp(), seat=REARHAND) is None  # out of turn is fine
    auction = check(start, GiveUp())
    assert auction is not None and auction.code == "refused_give_up_only_in_play"


def test_must_follow_names_the_led_card_and_the_cards_that_follow() -> None:
    # ISkO Bedienen: the led suit must be followed; a jack is a trump, not a card of its suit
    hands = (
        parse_card_set("HA HT H7 HJ CA CT S7 S8 S9 D7"),
        parse_card_set("HK HQ H9 H8 CK CQ C9 C8 C7 SA"),
        parse_card_set("CJ SJ DJ ST SK SQ DA DT DK DQ"),
    )
    deal = Deal(hands, parse_card_set("D9 D8"))
    actions = [*auction_won_at(FOREHAND, 18), Declare(Contract(GameType.GRAND, hand=True))]
    state = replay(deal, actions, ISKO)
    state = apply(state, Play(Card.HA))  # forehand leads hearts
    reason = check(state, Play(Card.CK))
    assert reason is not None and reason.code == "refused_follow_suit"
    assert reason.fact_dict["led"] == Card.HA and reason.fact_dict["cards"] == parse_card_set(
        "HK HQ H9 H8"
    )
    view = view_of(state, MIDDLEHAND)
    assert view.legal_cards() == parse_card_set("HK HQ H9 H8")
    assert check(state, Play(Card.HK)) is None


def test_contracts_the_rules_forbid_say_why() -> None:
    from coach.rules.contract import contract_refusal

    refusal = contract_refusal(GameType.CLUBS, False, Announcement.SCHNEIDER, False)
    assert refusal is not None and refusal.code == "refused_announce_needs_hand"
    refusal = contract_refusal(GameType.GRAND, True, Announcement.NONE, True)
    assert refusal is not None and refusal.code == "refused_ouvert_needs_hand"
    refusal = contract_refusal(GameType.NULL, True, Announcement.SCHWARZ, False)
    assert refusal is not None and refusal.code == "refused_null_no_announce"
    assert contract_refusal(GameType.NULL, False, Announcement.NONE, True) is None
