"""Schieberamsch: the skat goes round before the Ramsch (seed 000 names it among the Sonderspiele;
the details as XSkat's manual gives them for ``-sramsch``: from forehand on each player may take
the skat up and pass two cards on, face down; jacks may not be passed on; every player who does
not take the skat up doubles the score)."""

from __future__ import annotations

import random

import pytest

from coach.advice import spoken_auction
from coach.heuristic import decide
from coach.heuristic.ramsch_push import grand_instead, pass_on_cards, safe_to_push
from coach.rules.actions import (
    Deal,
    Declare,
    IllegalActionError,
    Pass,
    PassOn,
    PickUp,
    Play,
    Push,
)
from coach.rules.cards import Card, CardSet
from coach.rules.contract import ISKO, Announcement, Contract, GameType, RuleSet
from coach.rules.decision_kind import DecisionKind, decision_kind
from coach.rules.game import PUSH_GRAND, GameState, Phase, apply, replay
from coach.rules.legal import Prompt, check, legal_actions, prompt_of
from coach.rules.notation import parse_card_set
from coach.rules.ramsch import RamschTrick, ramsch_result
from coach.rules.result import result
from coach.rules.rule_file import own_rules, rules_from_dict, rules_to_dict
from coach.rules.view import view_of

from .test_club_play import DEAL

SCHIEBE = own_rules("Schieberamsch", ISKO, ramsch=True, schieberamsch=True)


def _all_pass(rules: RuleSet = SCHIEBE) -> GameState:
    state = GameState.new(DEAL, rules)
    for _ in range(3):
        state = apply(state, Pass())
    return state


def test_all_pass_starts_the_round_of_the_skat_at_forehand() -> None:
    state = _all_pass()
    assert (state.phase, state.ramsch, state.to_move) == (Phase.PUSH, True, 0)
    assert prompt_of(state, 0) is Prompt.TAKE_OR_PUSH
    assert legal_actions(state) == [PickUp(), Push()]
    assert prompt_of(state, 1) is Prompt.NONE


def test_plain_ramsch_still_starts_with_the_first_card() -> None:
    state = _all_pass(own_rules("Ramsch", ISKO, ramsch=True))
    assert state.phase is Phase.PLAY


def test_taking_the_skat_up_gives_twelve_cards_and_two_go_on_without_jacks() -> None:
    # XSkat -sramsch: "It's not allowed to pass on jacks."
    state = apply(_all_pass(), PickUp())
    assert len(state.hands[0]) == 12 and not state.skat
    assert prompt_of(state, 0) is Prompt.PASS_TWO_ON
    passes = [a for a in legal_actions(state) if isinstance(a, PassOn)]
    assert len(passes) == 28  # two of the eight cards that are not jacks
    assert all(c.rank.name != "JACK" for a in passes for c in a.discard or ())
    refusal = check(state, PassOn((Card.CJ, Card.C7)))
    assert refusal is not None and refusal.code == "refused_push_jack"
    with pytest.raises(IllegalActionError, match="refused_pass_two_on"):
        apply(state, Push())
    allowed = apply(_all_pass(own_rules("Buben", SCHIEBE, push_jacks=True)), PickUp())
    assert apply(allowed, PassOn((Card.CJ, Card.C7))).skat == CardSet.of((Card.CJ, Card.C7))


def test_the_skat_goes_round_and_each_unseen_push_doubles() -> None:
    state = _all_pass()
    state = apply(state, PickUp())
    state = apply(state, PassOn((Card.CA, Card.CT)))  # forehand takes up, passes ♣A ♣10 on
    state = apply(state, Push())  # middlehand pushes unseen
    assert (state.to_move, state.pushed_unseen) == (2, 1)
    state = apply(state, Push())  # rearhand too
    assert (state.phase, state.leader, state.pushed_unseen) == (Phase.PLAY, 0, 2)
    assert state.skat == parse_card_set("CA CT")
    assert state.hands[0] == DEAL.hands[0] - parse_card_set("CA CT") | DEAL.skat
    refusal = check(_all_pass(), Play(Card.CJ))
    assert refusal is not None and refusal.code == "refused_take_or_push"
    while not state.is_over:
        state = apply(state, decide(view_of(state, state.to_move or 0)).action)
    played = result(state)
    assert played.ramsch is not None and played.ramsch.pushed == 2
    taken = [RamschTrick(t.winner, t.points) for t in state.tricks]
    plain = ramsch_result(taken, state.skat, SCHIEBE)
    assert played.ramsch.scores == tuple(4 * score for score in plain.scores)
    assert played.ramsch.skat_points == 21  # the ♣A and ♣10 forehand passed on
    assert replay(DEAL, state.history, SCHIEBE) == state


@pytest.mark.parametrize(
    ("pushed", "scores"),
    [
        (0, (0, -65, 0)),
        (1, (0, -130, 0)),
        (2, (0, -260, 0)),
    ],
)
def test_a_ramsch_counts_double_for_every_unseen_push(
    pushed: int, scores: tuple[int, int, int]
) -> None:
    # middlehand takes 55 Augen and the last trick (the skat's 10 with it); each takes a trick
    tricks = [RamschTrick(0, 30), RamschTrick(2, 25), *[RamschTrick(1, 5)] * 7, RamschTrick(1, 20)]
    outcome = ramsch_result(tricks, parse_card_set("ST S7"), SCHIEBE, pushed)
    assert outcome.scores == scores
    assert outcome.pushed == pushed


def test_a_durchmarsch_counts_double_for_every_unseen_push() -> None:
    tricks = [RamschTrick(1, 12)] * 10
    assert ramsch_result(tricks, parse_card_set("ST S7"), SCHIEBE, 1).scores == (0, 240, 0)


def test_the_cards_passed_on_stay_hidden_from_the_other_seats() -> None:
    state = apply(apply(_all_pass(), PickUp()), PassOn((Card.CA, Card.CT)))
    assert view_of(state, 0).history[-1] == PassOn((Card.CA, Card.CT))
    assert view_of(state, 1).history[-1] == PassOn(None)
    assert view_of(state, 2).history[-1] == PassOn(None)
    assert decision_kind(_all_pass(), PickUp(), 0) is DecisionKind.BIDDING
    assert decision_kind(apply(_all_pass(), PickUp()), state.history[-1], 0) is (
        DecisionKind.DISCARDING
    )


def test_a_rule_file_written_before_schieberamsch_reads_it_as_off() -> None:
    data = rules_to_dict(SCHIEBE)
    assert rules_from_dict(data) == SCHIEBE
    del data["schieberamsch"], data["push_jacks"]
    older = rules_from_dict(data)
    assert (older.ramsch, older.schieberamsch, older.push_jacks) == (True, False, False)


def test_the_engine_pushes_a_hand_that_stays_under_and_takes_up_a_dangerous_one() -> None:
    # seed 000, strategy: push with suits that surely stay under, at most a low jack
    assert safe_to_push(parse_card_set("C7 C9 S7 SQ H7 H8 HK D7 DJ DA"))
    assert not safe_to_push(parse_card_set("CJ C7 C9 S7 SQ H7 H8 HK D8 DA"))
    assert not safe_to_push(parse_card_set("C8 C9 S7 SQ H7 H8 HK D8 DJ DA"))
    # taken up: the Ace and Ten of a suit without its seven go first (seed 000, Drücken)
    hand = parse_card_set("CJ SJ CA CT C9 S7 S8 SA H7 H8 D7 DK")
    assert set(pass_on_cards(hand, jacks_allowed=False)) == {Card.CA, Card.CT}
    state = _all_pass()
    decision = decide(view_of(state, 0))
    assert decision.action == PickUp() and decision.reasons[0].code == "ramsch_take_skat"
    state = apply(state, PickUp())
    decision = decide(view_of(state, 0))
    assert isinstance(decision.action, PassOn)
    assert decision.reasons[0].code == "ramsch_pass_on"


@pytest.mark.parametrize("seed", range(8))
def test_engines_play_schieberamsch_to_the_end(seed: int) -> None:
    rng = random.Random(seed)
    rules = own_rules("Buben", SCHIEBE, push_jacks=seed % 2 == 1)
    state = GameState.new(Deal.shuffled(rng), rules)
    for _ in range(3):
        state = apply(state, Pass())
    while not state.is_over:
        seat = state.to_move
        assert seat is not None
        state = apply(state, decide(view_of(state, seat)).action)
    outcome = result(state)
    assert outcome.ramsch is not None
    assert sum(outcome.ramsch.trick_augen) + outcome.ramsch.skat_points == 120
    assert all(len(t.cards) == 3 for t in state.tricks) and len(state.tricks) == 10


def test_the_table_hears_each_turn_with_the_skat_but_not_the_cards() -> None:
    state = apply(apply(apply(_all_pass(), PickUp()), PassOn((Card.CA, Card.CT))), Push())
    said = [(u.seat, [w.code for w in u.words]) for u in spoken_auction(state)]
    assert said[-3:] == [(0, ["say_pick_up"]), (0, ["say_pass_on_hidden"]), (1, ["say_push"])]


def test_grand_hand_instead_of_a_turn_with_the_skat() -> None:
    # seed 000 asks "Beim Schieberamsch Grand Hand spielen?": where the table allows it, the seat
    # to move may play Grand Hand; the skat as it lies then counts for him
    rules = own_rules("Grand", SCHIEBE, push_grand=True)
    assert Declare(PUSH_GRAND) not in legal_actions(_all_pass())
    state = apply(apply(_all_pass(rules), PickUp()), PassOn((Card.CA, Card.CT)))
    assert Declare(PUSH_GRAND) in legal_actions(state)
    refusal = check(
        state,
        Declare(Contract(GameType.GRAND, hand=True, ouvert=False, announce=Announcement.SCHNEIDER)),
    )
    assert refusal is not None and refusal.code == "refused_push_grand_only"
    state = apply(state, Declare(PUSH_GRAND))  # middlehand, with forehand's ♣A ♣10 in the skat
    assert (state.phase, state.ramsch, state.declarer, state.leader) == (Phase.PLAY, False, 1, 0)
    assert state.skat == parse_card_set("CA CT")
    while not state.is_over:
        state = apply(state, decide(view_of(state, state.to_move or 0)).action)
    played = result(state)
    assert played.ramsch is None and played.declarer == 1 and played.contract == PUSH_GRAND
    assert played.declarer_points >= 21  # the skat's ♣A ♣10 count for him
    assert replay(DEAL, state.history, rules) == state


def test_the_engine_plays_grand_hand_with_the_high_jacks_and_sure_suit_tricks() -> None:
    # seed 000: more than two jacks with the two highest and more than four sure suit tricks;
    # in forehand more than one jack with the highest is enough
    strong = parse_card_set("CJ SJ HJ CA CT CK SA ST HA D7")
    assert grand_instead(strong, 1)
    assert not grand_instead(parse_card_set("CJ HJ DJ CA CT CK SA ST HA D7"), 1)
    assert grand_instead(parse_card_set("CJ DJ CA CT CK SA ST HA D7 D8"), 0)
    assert not grand_instead(parse_card_set("CJ DJ CA CT CK SA ST HA D7 D8"), 1)
