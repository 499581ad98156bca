"""The Ramsch quiz: which card to lead when everyone passed, every card graded by the Ramsch's
play-out judgement (as the hint and the verdict at the table grade it) and explained."""

from __future__ import annotations

import random

from coach.advice import budget_of, hint_at
from coach.rules.contract import ISKO, SKO_1975
from coach.rules.game import Phase
from coach.rules.rule_file import own_rules
from lessons.quiz import Difficulty, QuizKind
from lessons.quizzes import QUIZZES, parse_position, prepare, quiz_rules
from words import render_all

KIND = QuizKind.RAMSCH_LEAD
LEAD_CODES = {
    "ramsch_lead_none_out",
    "ramsch_lead_top",
    "ramsch_lead_bottom",
    "ramsch_lead_middle",
}


def test_the_quiz_is_asked_under_ramsch_without_the_skats_round() -> None:
    for base in (ISKO, SKO_1975, own_rules("Club", ISKO, ramsch=True, schieberamsch=True)):
        rules = quiz_rules(KIND, base)
        assert rules.ramsch and not rules.schieberamsch
    club = own_rules("Club", ISKO, ramsch=True, jungfrau_doubles=False)
    assert quiz_rules(KIND, club) == club  # the learner's own Ramsch as it is
    assert quiz_rules(QuizKind.BID, ISKO) == ISKO


def test_drawn_positions_are_first_leads_of_a_ramsch_and_round_trip() -> None:
    rng = random.Random(1)
    rules = quiz_rules(KIND, ISKO)
    for _ in range(20):
        position = QUIZZES[KIND].draw(rng, ISKO)
        assert position is not None
        view = position.view(rules)
        assert view.ramsch and view.phase is Phase.PLAY and not view.tricks
        assert view.to_move == position.seat and len(view.hand) == 10
        assert parse_position(position.text(rules), ISKO) == position
        question = QUIZZES[KIND].question(position)
        assert all(render_all([question], lang) for lang in ("de", "en"))


def test_every_card_is_graded_explained_and_the_best_is_the_hints() -> None:
    graded = prepare(KIND, Difficulty.EASY, random.Random(5), ISKO, worlds=4)
    rules = quiz_rules(KIND, ISKO)
    view = graded.position.view(rules)
    assert {option.answer for option in graded.options} == {
        action for action in view.legal_actions()
    }
    for option in graded.options:
        codes = [reason.code for reason in option.reasons]
        assert codes[0] == "ramsch_option" and codes[1] in LEAD_CODES, codes
        assert all(render_all(option.reasons, lang) for lang in ("de", "en"))
        assert option.cost >= 0 and option.win_rate is not None
    hint = hint_at(graded.position.state(rules), graded.position.seat, budget_of(4))
    assert hint.judgement is not None and graded.best.answer == hint.action
    assert graded.worlds == hint.judgement.worlds
    quiz = QUIZZES[KIND]
    assert quiz.verdict(graded, graded.best.answer).correct
    worst = max(graded.options, key=lambda option: option.cost)
    said = quiz.verdict(graded, worst.answer)
    assert said.cost == worst.cost and said.correct == worst.right
    assert graded.quick is not None and graded.quick_reasons  # the rule of thumb on request


PUSH = QuizKind.RAMSCH_PUSH
PASS_CODES = {
    "ramsch_pass_jack",
    "ramsch_pass_unguarded",
    "ramsch_pass_above_gap",
    "ramsch_pass_safe",
}


def test_the_push_quiz_asks_a_seat_holding_the_skat_in_schieberamsch() -> None:
    rules = quiz_rules(PUSH, ISKO)
    assert rules.ramsch and rules.schieberamsch
    rng = random.Random(2)
    seats = set()
    for _ in range(12):
        position = QUIZZES[PUSH].draw(rng, ISKO)
        if position is None:
            continue
        view = position.view(rules)
        assert view.phase is Phase.PUSH and view.to_move == position.seat
        assert len(view.hand) == 12 and view.prompt.value == "pass_two_on"
        assert parse_position(position.text(rules), ISKO) == position
        seats.add(position.seat)
    assert len(seats) > 1  # not only forehand


def test_every_pair_offered_is_graded_and_explained_card_by_card() -> None:
    graded = prepare(PUSH, Difficulty.EASY, random.Random(1), ISKO, worlds=4)
    assert len(graded.options) >= 5
    for option in graded.options:
        codes = [reason.code for reason in option.reasons]
        assert codes[0] == "ramsch_option" and set(codes[1:]) <= PASS_CODES and len(codes) == 3
        assert all(render_all(option.reasons, lang) for lang in ("de", "en"))
    quiz = QUIZZES[PUSH]
    assert quiz.verdict(graded, graded.best.answer).correct
    assert graded.quick is not None
