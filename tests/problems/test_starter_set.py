"""The starter problem set: at least 40 problems, every question kind, every theme, and each
answer the search's best by a clear margin: a card's with all cards open; a bid's, a discard's or
a game's on the sample it was found with and on a wider, independent one (no lucky sample passes
it)."""

from __future__ import annotations

import pytest

from coach.records import Problem, Question
from coach.sampled.problems import CHECK_WORLDS, RECHECK_SEED, RECHECK_WORLDS, check
from lessons.problem_sets import TOPICS, starter_set


def test_the_starter_set_has_40_problems_of_every_kind_and_theme() -> None:
    problems = starter_set()
    assert len(problems) >= 40
    assert {p.question for p in problems} == set(Question)
    assert {p.topic for p in problems} == set(TOPICS)


@pytest.mark.parametrize("problem", starter_set(), ids=lambda p: p.topic)
def test_every_starter_answer_is_the_searchs_best_by_a_clear_margin(problem: Problem) -> None:
    checked = check(problem, CHECK_WORLDS, seed=0)
    assert checked.is_right(problem.answer)
    assert checked.clear, f"margin {checked.margin} for {problem.code()}"


@pytest.mark.slow
@pytest.mark.parametrize(
    "problem",
    [p for p in starter_set() if p.question is not Question.CARD],
    ids=lambda p: p.topic,
)
def test_every_sampled_starter_answer_stays_clear_on_a_wider_sample(problem: Problem) -> None:
    checked = check(problem, RECHECK_WORLDS, seed=RECHECK_SEED)
    assert checked.is_right(problem.answer), f"not the best for {problem.code()}"
    assert checked.clear, f"margin {checked.margin} for {problem.code()}"


def test_every_starter_problem_round_trips_through_its_code() -> None:
    for problem in starter_set():
        assert Problem.from_code(problem.code()) == problem
