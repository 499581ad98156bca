"""AppTest: a learner walks through lessons on the Lernen page, answering right and wrong."""

from __future__ import annotations

from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

from coach.rules.cards import Card, CardSet
from coach.rules.contract import ISKO
from lessons.course import lesson_by_slug
from lessons.exercises import Answer, Exercise, Input, number
from ui.store import Store
from words import t

APP = str(Path(__file__).resolve().parents[2] / "app.py")
TIMEOUT = 60  # generous: a slow machine must not fail a test


@pytest.fixture
def learn(db_url: str) -> AppTest:
    at = AppTest.from_file(APP, default_timeout=TIMEOUT).run()
    at.switch_page("ui/views/learn.py").run()
    assert not at.exception, at.exception
    return at


def current(at: AppTest) -> Exercise:
    state = at.session_state
    return lesson_by_slug(state["learn_lesson"]).exercise(
        state["learn_index"], state["learn_seed"], ISKO
    )


def give(at: AppTest, exercise: Exercise, given: Answer) -> None:
    """Answer through the widgets the learner uses for this kind of exercise."""
    if exercise.input is Input.CARD:
        assert isinstance(given, Card)
        at.button(key=f"learn_card_{given.name}").click().run()
        return
    if exercise.input is Input.CARDS:
        assert isinstance(given, CardSet)
        for card in given:
            at.button(key=f"learn_card_{card.name}").click().run()
    elif exercise.input is Input.YES_NO:
        at.button(key="learn_yes" if given else "learn_no").click().run()
        return
    elif exercise.input is Input.PLAYER:
        at.button(key=f"learn_player_{number(given)}").click().run()
        return
    elif exercise.input is Input.MATADORS:
        count = number(given)
        at.radio(key="learn_with").set_value("with" if count > 0 else "without")
        at.number_input(key="learn_count").set_value(abs(count))
    else:
        at.number_input(key="learn_number").set_value(number(given))
    at.button(key="learn_check").click().run()


def test_the_path_lists_every_lesson_with_lesson_one_next(learn: AppTest) -> None:
    assert learn.title[0].value == t("learn.title", "de")
    keys = [button.key for button in learn.main.button]
    assert keys[0] == "learn_open_cards" and len(keys) >= 13
    first = learn.main.button(key="learn_open_cards")
    assert first.label.endswith(t("learn.start", "de")) and first.proto.type == "primary"
    assert "Lektion 1: " in first.label


def test_a_lesson_graded_right_and_wrong_then_completed(learn: AppTest, db_url: str) -> None:
    learn.button(key="learn_open_cards").click().run()
    assert any("120 Augen" in markdown.value for markdown in learn.markdown)

    give(learn, current(learn), 25)  # HA DT CK: 11 + 10 + 4
    assert "Richtig" in learn.success[0].value
    learn.button(key="learn_next").click().run()

    give(learn, current(learn), 0)  # CJ SJ HQ D9 D7 are worth 7, not 0
    assert learn.error and "Leider falsch" in learn.error[0].value
    assert "7" in learn.error[0].value
    learn.button(key="learn_next").click().run()

    lesson = lesson_by_slug("cards")
    while learn.session_state["learn_right"] < lesson.goal:
        exercise = current(learn)
        give(learn, exercise, exercise.answer())
        assert not learn.exception, learn.exception
        learn.button(key="learn_next").click().run()
    store = Store(db_url)
    assert "cards" in store.completed_lessons(learn.session_state["learner_id"])
    history = store.progress_history(learn.session_state["learner_id"])
    assert [event.correct for event in history][:2] == [True, False]
    assert learn.button(key="learn_next_lesson")  # on to lesson 2

    learn.button(key="learn_back").click().run()
    assert learn.button(key="learn_open_cards").label.endswith(t("learn.repeat", "de"))
    assert learn.button(key="learn_open_tricks").label.endswith(t("learn.start", "de"))


def test_cards_are_chosen_by_clicking(learn: AppTest) -> None:
    learn.button(key="learn_open_trumps").click().run()
    give(learn, current(learn), Card.H7)  # hearts trump: HA DJ H7 is won by the DJ
    assert "Leider falsch" in learn.error[0].value and "♦B" in learn.error[0].value
    learn.button(key="learn_next").click().run()
    while not isinstance(current(learn).answer(), CardSet):
        exercise = current(learn)
        give(learn, exercise, exercise.answer())
        learn.button(key="learn_next").click().run()
    exercise = current(learn)
    give(learn, exercise, exercise.answer())  # a jack is a trump, not a card of its suit
    assert "Richtig" in learn.success[0].value


@pytest.mark.slow
def test_from_lesson_one_to_a_correct_game_value_in_english(learn: AppTest) -> None:
    """A newcomer follows the path lesson by lesson until they compute a game value."""
    learn.selectbox(key="ui_lang").set_value("en").run()
    slug = "cards"
    while True:
        learn.button(key=f"learn_open_{slug}").click().run()
        lesson = lesson_by_slug(slug)
        while learn.session_state["learn_right"] < lesson.goal:
            exercise = current(learn)
            give(learn, exercise, exercise.answer())
            assert "Right!" in learn.success[0].value
            if exercise.kind.value == "game_value":
                return
            learn.button(key="learn_next").click().run()
        assert learn.button(key="learn_next_lesson")
        learn.button(key="learn_back").click().run()
        slug = next(b.key for b in learn.main.button if b.label.endswith("Start")).removeprefix(
            "learn_open_"
        )


def test_progress_page_shows_the_answers(learn: AppTest) -> None:
    learn.button(key="learn_open_cards").click().run()
    give(learn, current(learn), 25)
    learn.button(key="learn_next").click().run()
    give(learn, current(learn), 1)
    learn.switch_page("ui/views/progress.py").run()
    assert not learn.exception, learn.exception
    metrics = {metric.label: metric.value for metric in learn.metric}
    assert metrics[t("progress.right", "de")] == "1"
    assert metrics[t("progress.wrong", "de")] == "1"
    assert len(learn.get("plotly_chart")) == 2  # answers over time, and by kind


def test_the_club_lesson_grades_a_ramsch_and_a_kontra_with_the_engine(learn: AppTest) -> None:
    learn.button(key="learn_open_club").click().run()
    assert not learn.exception, learn.exception
    assert any("Ramsch" in markdown.value for markdown in learn.markdown)
    ramsch = current(learn)
    give(learn, ramsch, -number(ramsch.answer()))  # the minus forgotten
    assert learn.error and "Minus" in learn.error[0].value
    learn.button(key="learn_next").click().run()
    kontra = current(learn)
    give(learn, kontra, kontra.answer())
    assert "Richtig" in learn.success[0].value
