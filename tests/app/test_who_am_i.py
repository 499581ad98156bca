"""Who is learning, and what were they doing: kept across reloads and visits (issue 14), private
to each browser (issue 32).

AppTest sends no cookies: a reload here is a new session given the browser's sign-in token, as
its cookie would bring it (the browser tests check the cookie itself). Both run on SQLite and, in
CI, on PostgreSQL (the `db` fixture).
"""

from __future__ import annotations

import os
from collections.abc import Callable

import pytest
from app_helpers import (
    APP,
    PAGES,
    TIMEOUT,
    enter_by_clicks,
    markdown_text,
    open_expander,
    open_page,
    sign_in,
    table_rows,
)
from streamlit.testing.v1 import AppTest
from test_store import RECORD

from coach.rules.contract import ISKO
from coach.rules.notation import parse_cards
from lessons.course import course
from ui.session import CLUB_ENV
from ui.store import Store
from words import t

App = Callable[[str | None], AppTest]
CLUBS_WITH_2 = "CJ SJ CA CT CK C9 SA ST HA H7"


def reload(at: AppTest, page: str | None = None) -> AppTest:
    """What the browser's reload button does: a new session with the browser's sign-in."""
    return open_page(page, str(at.session_state["session_token"]))


def add_learner(at: AppTest, name: str) -> AppTest:
    open_expander(at, "sidebar_new_learner")
    at.text_input(key="new_learner_name").input(name).run()
    at.button(key="create_learner").click().run()
    return at


def active(at: AppTest) -> str:
    return "\n".join(caption.value for caption in at.caption)


def test_a_named_learner_comes_back_to_their_note_and_the_guest_sees_none(app: App) -> None:
    at = add_learner(app("bid_value"), "Anna")
    assert t("session.active", "de", name="Anna") in active(at)
    again = sign_in(open_page("bid_value"), at.session_state["learner_id"])  # another visit
    assert t("session.active", "de", name="Anna") in active(again)
    enter_by_clicks(again, CLUBS_WITH_2)
    again.text_area(key="save_note").input("meine Hand").run()
    again.button(key="save_notebook").click().run()
    store = Store(os.environ["KIEBITZ_DB_URL"])
    (anna,) = store.learners()
    assert [entry.note for entry in store.notebook(anna.id)] == ["meine Hand"]
    stranger = open_page("notebook")  # another browser
    assert stranger.session_state["learner_id"] != anna.id
    assert "meine Hand" not in markdown_text(stranger)


def test_every_new_visit_is_a_guest_of_its_own_never_someone_else(app: App) -> None:
    store = Store(os.environ["KIEBITZ_DB_URL"])
    anna = store.add_learner("Anna")
    first, second = open_page("bid_value"), open_page("bid_value")  # two browsers
    guests = {first.session_state["learner_id"], second.session_state["learner_id"]}
    assert len(guests) == 2 and anna.id not in guests
    assert t("learner.default", "de") in active(first)
    enter_by_clicks(first, CLUBS_WITH_2)
    first.button(key="save_notebook").click().run()
    assert store.notebook(anna.id) == []
    assert store.notebook(second.session_state["learner_id"]) == []


def test_a_learner_named_in_the_address_is_not_opened(app: App) -> None:
    store = Store(os.environ["KIEBITZ_DB_URL"])
    anna = store.add_learner("Anna")
    store.add_notebook_entry(anna.id, (), note="Annas Geheimnis")
    at = AppTest.from_file(APP, default_timeout=TIMEOUT)
    at.query_params = {"learner": str(anna.id)}
    at.run()
    at.switch_page("ui/views/notebook.py").run()
    assert not at.exception
    assert at.session_state["learner_id"] != anna.id
    assert "Annas Geheimnis" not in markdown_text(at)


def test_a_reload_mid_lesson_keeps_the_lesson_its_exercise_and_score(app: App) -> None:
    at = add_learner(app("learn"), "Lena")
    first = course()[0]
    at.button(key=f"learn_open_{first.slug}").click().run()
    exercise = first.exercise(0, at.session_state["learn_seed"], ISKO)
    question = markdown_text(at)
    assert exercise.input.value  # answer it right, whatever its kind
    _answer(at, exercise.answer())
    score = t("learn.score", "de", right=1, goal=first.goal)
    assert any(score in p.proto.text for p in at.get("progress"))
    again = reload(at, "learn")
    assert any(score in p.proto.text for p in again.get("progress"))
    assert again.session_state["learn_index"] == 0
    assert again.button(key="learn_next")  # the answered question with its verdict
    assert any(t("learn.lesson_title", "de", number=1, title=first.title["de"]) in h.value
               for h in again.header)  # fmt: skip
    assert question.split("\n")[0] in markdown_text(again)
    again.switch_page("ui/views/notebook.py").run()
    again.switch_page("ui/views/learn.py").run()
    assert any(score in p.proto.text for p in again.get("progress"))


def test_another_learner_does_not_inherit_the_open_lesson(app: App) -> None:
    at = app("learn")
    first = course()[0]
    at.button(key=f"learn_open_{first.slug}").click().run()
    bea = Store(os.environ["KIEBITZ_DB_URL"]).add_learner("Bea")
    sign_in(at, bea.id)
    assert at.session_state["learner_id"] == bea.id
    assert at.get("progress") == [] or not at.session_state["learn_lesson"]
    assert any(b.key == f"learn_open_{first.slug}" for b in at.button)


def test_a_wrong_answer_shows_what_the_learner_answered(app: App) -> None:
    at = app("learn")
    first = course()[0]
    at.button(key=f"learn_open_{first.slug}").click().run()
    exercise = first.exercise(0, at.session_state["learn_seed"], ISKO)
    _answer(at, exercise.answer(), wrong=True)
    assert at.error and t("learn.your_answer", "de", answer="")[:-1] in at.error[0].value


def test_the_entered_hand_survives_a_reload(app: App) -> None:
    at = enter_by_clicks(add_learner(app("bid_value"), "Lena"), CLUBS_WITH_2)
    again = reload(at, "bid_value")
    assert "10 von 10 Karten" in markdown_text(again)
    assert table_rows(again, 0)["Kreuz"]["aufgenommen"] == "36"


def _answer(at: AppTest, answer: object, wrong: bool = False) -> None:
    """Answer the open exercise through its widgets (a wrong answer when `wrong`)."""
    from coach.rules.cards import Card, CardSet

    if isinstance(answer, bool):
        at.button(key="learn_no" if answer == wrong else "learn_yes").click().run()
    elif isinstance(answer, Card):
        keys = [b.key for b in at.button if b.key and b.key.startswith("learn_card_")]
        name = next(k for k in keys if (k == f"learn_card_{answer.name}") != wrong)
        at.button(key=name).click().run()
    elif isinstance(answer, CardSet):
        keys = [b.key for b in at.button if b.key and b.key.startswith("learn_card_")]
        chosen = [k for k in keys if (k.removeprefix("learn_card_") in {c.name for c in answer})]
        if wrong:
            chosen = [k for k in keys if k not in chosen][:1] or []
        for key in chosen:
            at.button(key=key).click().run()
        at.button(key="learn_check").click().run()
    elif any(b.key and b.key.startswith("learn_player_") for b in at.button):
        index = (int(answer) + 1) % 3 if wrong else int(answer)  # type: ignore[call-overload]
        at.button(key=f"learn_player_{index}").click().run()
    else:
        number = int(answer) + (1 if wrong else 0)  # type: ignore[call-overload]
        if at.number_input and any(n.key == "learn_count" for n in at.number_input):
            at.radio(key="learn_with").set_value("with" if number > 0 else "without").run()
            at.number_input(key="learn_count").set_value(abs(number)).run()
        else:
            at.number_input(key="learn_number").set_value(number).run()
        at.button(key="learn_check").click().run()


@pytest.mark.parametrize("page", [page for page in PAGES if page != "group"])
def test_no_page_shows_a_stranger_anothers_data(
    page: str, db_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """On a club server (on one's own computer the names are listed, by design)."""
    monkeypatch.setenv(CLUB_ENV, "1")
    store = Store(db_url)
    anna = store.add_learner("Anna Geheim", secret="4711")
    store.add_notebook_entry(anna.id, parse_cards(CLUBS_WITH_2), note="Annas Notiz")
    store.save_game(anna.id, "Annas Spiel", RECORD, note="Annas Kommentar")
    at = AppTest.from_file(APP, default_timeout=TIMEOUT)
    at.query_params = {"learner": str(anna.id)}
    at.run()
    at.switch_page(f"ui/views/{page}.py").run()
    assert not at.exception
    shown = [markdown_text(at), *(str(e.value) for e in at.text), *(e.value for e in at.text_area)]
    shown += [str(option) for box in at.selectbox for option in box.options]
    assert not [text for text in shown if "Anna" in text]
