"""Generated exercises: the engine answers; the grader accepts that answer and rejects others."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from coach.rules.cards import Card, CardSet
from coach.rules.contract import ISKO, SKO_1975, RuleSet
from coach.rules.rule_set import legal_cards, trick_winner
from coach.rules.values import game_value, matadors
from lessons.exercises import Answer, Kind, LegalCards, TrickWinner
from lessons.generate import generate
from lessons.grade import grade
from lessons.played_exercises import GameWon, OverbidCharge
from lessons.value_exercises import GameValueExercise, Matadors
from words import LANGS, render

KINDS = st.sampled_from(list(Kind))
SEEDS = st.integers(min_value=0, max_value=2**32)


def wrong_answer(answer: Answer, rng: random.Random) -> Answer:
    """Some answer that is not the right one, of the same kind."""
    if isinstance(answer, bool):
        return not answer
    if isinstance(answer, Card):
        return Card((answer + 1 + rng.randrange(31)) % 32)
    if isinstance(answer, CardSet):
        return CardSet(answer.mask ^ (1 << rng.randrange(32)))
    return answer + rng.choice((-3, -1, 1, 2, 10))


@pytest.mark.slow
@settings(max_examples=120, deadline=None)
@given(kind=KINDS, seed=SEEDS, plain=st.booleans(), rules=st.sampled_from([ISKO, SKO_1975]))
def test_grader_accepts_the_engine_answer_and_rejects_another(
    kind: Kind, seed: int, plain: bool, rules: RuleSet
) -> None:
    rng = random.Random(seed)
    exercise = generate(kind, rng, rules, plain=plain)
    answer = exercise.answer()
    right = grade(exercise, answer)
    assert right.correct and right.reasons[0].code == "lesson.right"
    assert len(right.reasons) >= 2, "a right answer is explained too"
    other = wrong_answer(answer, rng)
    if exercise.as_good(other):  # a strategy question: the coach rates this card alike
        assert grade(exercise, other).correct
        return
    wrong = grade(exercise, other)
    assert not wrong.correct
    assert wrong.reasons[0].code == "lesson.wrong"
    assert wrong.answer == answer
    for reason in (exercise.question(), *wrong.reasons, *(s.caption for s in exercise.shown())):
        for lang in LANGS:
            assert render(reason, lang).strip()


@settings(max_examples=60, deadline=None)
@given(seed=SEEDS)
def test_trick_and_legal_answers_are_the_engines(seed: int) -> None:
    trick = generate(Kind.TRICK_WINNER, random.Random(seed), ISKO)
    assert isinstance(trick, TrickWinner)
    assert trick.answer() == trick.cards[trick_winner(trick.game, trick.cards)]
    legal = generate(Kind.LEGAL_CARDS, random.Random(seed), ISKO)
    assert isinstance(legal, LegalCards)
    led = legal.trick[0] if legal.trick else None
    assert legal.answer() == legal_cards(legal.game, legal.hand, led)
    assert set(legal.answer()) <= set(legal.choices())
    assert len(legal.hand) == 10 and not set(legal.trick) & set(legal.hand)
    assert len(set(trick.cards)) == 3


@pytest.mark.slow
@settings(max_examples=60, deadline=None)
@given(seed=SEEDS)
def test_value_answers_are_the_engines(seed: int) -> None:
    count = generate(Kind.MATADORS, random.Random(seed), ISKO)
    assert isinstance(count, Matadors)
    assert count.answer() == matadors(count.game, count.hand | count.skat)
    value = generate(Kind.GAME_VALUE, random.Random(seed), ISKO)
    assert isinstance(value, GameValueExercise)
    m = matadors(value.contract.game, value.hand | value.skat)
    expected = game_value(
        value.contract, m, schneider=value.schneider, schwarz=value.schwarz, rules=ISKO
    )
    assert value.answer() == expected.value


@pytest.mark.slow
@settings(max_examples=30, deadline=None)
@given(seed=SEEDS)
def test_played_games_are_scored_by_the_engine(seed: int) -> None:
    won = generate(Kind.GAME_WON, random.Random(seed), ISKO)
    assert isinstance(won, GameWon)
    assert won.game.state().is_over
    assert won.answer() is won.game.result().won
    overbid = generate(Kind.OVERBID_CHARGE, random.Random(seed), ISKO)
    assert isinstance(overbid, OverbidCharge)
    result = overbid.game.result()
    assert result.overbid and not result.won
    assert overbid.answer() >= overbid.game.bid
    assert overbid.answer() == result.value
