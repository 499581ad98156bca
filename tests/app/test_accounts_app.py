"""Accounts as a learner meets them in the app (AppTest, the store on a real database).

On one's own computer a name is one click, unless it has a PIN; on a club server (club mode) no
name is listed, everyone signs in with name and PIN, and a teacher looks after their group.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator

import pytest
from app_helpers import markdown_text, open_expander, open_page, sign_in
from streamlit.testing.v1 import AppTest

from ui import sign_in_limit
from ui.session import CLUB_ENV
from ui.store import TEACHER, Store
from words import t

App = Callable[[str | None], AppTest]


@pytest.fixture
def store(db_url: str) -> Iterator[Store]:
    opened = Store(db_url)
    yield opened
    opened.close()


@pytest.fixture
def club(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(CLUB_ENV, "1")


def submit(at: AppTest, label: str) -> AppTest:
    """Press a form's button (the form's fields are sent with it)."""
    return next(button for button in at.button if button.label == label).click().run()


def sidebar_text(at: AppTest) -> str:
    parts = [element.value for element in at.sidebar.markdown]
    parts += [str(option) for box in at.sidebar.selectbox for option in box.options]
    return "\n".join(parts)


def test_a_name_with_a_pin_asks_for_it_first(app: App, store: Store) -> None:
    ben = store.add_learner("Ben", secret="4711")
    store.add_notebook_entry(ben.id, (), note="Bens Notiz")
    at = app("notebook")
    guest = at.session_state["learner_id"]
    sign_in(at, ben.id)  # picked, no PIN given yet
    assert at.session_state["learner_id"] == guest
    assert "Bens Notiz" not in markdown_text(at)
    at.text_input(key="pick_secret").input("0000").run()
    at.button(key="pick_sign_in").click().run()
    assert at.session_state["learner_id"] == guest
    assert t("sidebar.sign_in_failed", "de") in [error.value for error in at.error]
    at.text_input(key="pick_secret").input("4711").run()
    at.button(key="pick_sign_in").click().run()
    assert at.session_state["learner_id"] == ben.id
    assert "Bens Notiz" in "\n".join(area.value for area in at.text_area) + markdown_text(at)


def test_the_club_server_lists_no_names_and_signs_in_with_a_pin(
    app: App, store: Store, club: None
) -> None:
    anna = store.add_learner("Anna", secret="4711")
    store.add_learner("Ben")  # no PIN: cannot be entered on a club server at all
    at = app(None)
    assert not [box for box in at.sidebar.selectbox if box.key == "ui_learner"]
    assert "Anna" not in sidebar_text(at) and "Ben" not in sidebar_text(at)
    open_expander(at, "sidebar_sign_in")
    for name, secret in (("Anna", "0000"), ("Niemand", "4711"), ("Ben", "")):
        at.text_input(key="sign_in_name").input(name).run()
        at.text_input(key="sign_in_secret").input(secret).run()
        at.button(key="sign_in").click().run()
        assert t("sidebar.sign_in_failed", "de") in [error.value for error in at.error]
        assert at.session_state["learner"].guest
    at.text_input(key="sign_in_name").input("Anna").run()
    at.text_input(key="sign_in_secret").input("4711").run()
    at.button(key="sign_in").click().run()
    assert at.session_state["learner_id"] == anna.id
    at.button(key="sign_out").click().run()
    assert at.session_state["learner"].guest and at.session_state["learner_id"] != anna.id


def test_a_pin_is_set_in_settings_and_then_asked(app: App, store: Store) -> None:
    lena = store.add_learner("Lena")
    at = sign_in(app("settings"), lena.id)
    at.text_input(key="secret_new").input("12")  # in a form: sent with its button
    submit(at, t("settings.secret_save", "de"))
    assert t("sidebar.secret_length", "de", low=4, high=128) in [e.value for e in at.error]
    assert not store.learner(lena.id).has_secret
    at.text_input(key="secret_new").input("2468")
    submit(at, t("settings.secret_save", "de"))
    assert store.sign_in("Lena", "2468") is not None
    other = sign_in(open_page(None), lena.id)  # another browser: the PIN is asked now
    assert other.session_state["learner_id"] != lena.id


def test_a_teacher_makes_a_group_and_a_learner_and_sees_only_that_group(
    app: App, store: Store, club: None
) -> None:
    teacher = store.add_learner("Frau Lehmann", secret="lehrerin", role=TEACHER)
    other = store.add_learner("Herr Otto", secret="otto1234", role=TEACHER)
    theirs = store.add_group(other.id, "Freitag")
    store.add_to_group(other.id, theirs.id, "Greta", "2222")
    at = app(None)
    open_expander(at, "sidebar_sign_in")
    at.text_input(key="sign_in_name").input("Frau Lehmann").run()
    at.text_input(key="sign_in_secret").input("lehrerin").run()
    at.button(key="sign_in").click().run()
    assert at.session_state["learner_id"] == teacher.id
    at.switch_page("ui/views/group.py").run()
    at.text_input[0].input("Dienstag")
    submit(at, t("group.create", "de"))
    (group,) = store.groups(teacher.id)
    name, secret = [box for box in at.text_input if box.label != t("group.new_group", "de")][:2]
    name.input("Paul")
    secret.input("1111")
    submit(at, t("group.add", "de"))
    assert store.sign_in("Paul", "1111") is not None
    (row,) = store.group_progress(teacher.id, group.id)
    assert row.learner.name == "Paul"
    shown = str(at.dataframe[0].value)
    assert "Paul" in shown and "Greta" not in shown


def test_a_learner_has_no_group_page(app: App, store: Store) -> None:
    lena = store.add_learner("Lena")
    at = sign_in(app(None), lena.id)
    with pytest.raises(ValueError):
        at.switch_page("ui/views/group.py").run()


def test_the_database_location_is_hidden_from_learners(app: App, db_url: str) -> None:
    at = app("settings")
    assert not at.code
    shown = markdown_text(at) + "\n".join(caption.value for caption in at.caption)
    assert os.path.basename(db_url.split("?")[0]) not in shown


def test_pin_guessing_is_stopped_for_the_name(app: App, store: Store, club: None) -> None:
    store.add_learner("Carla Rate", secret="9876")
    at = app(None)
    open_expander(at, "sidebar_sign_in")
    for secret in ("0000", "0001", "0002", "0003", "0004", "9876"):
        at.text_input(key="sign_in_name").input("Carla Rate").run()
        at.text_input(key="sign_in_secret").input(secret).run()
        at.button(key="sign_in").click().run()
    assert at.session_state["learner"].guest  # even the right PIN waits now
    assert t("sidebar.sign_in_blocked", "de", minutes=15) in [e.value for e in at.error]


def test_the_limit_counts_wrong_pins_in_its_window_only() -> None:
    name = "Window Test"
    for second in range(sign_in_limit.TRIES):
        assert not sign_in_limit.blocked(name, now=1000.0 + second)
        sign_in_limit.failed(name, now=1000.0 + second)
    assert sign_in_limit.blocked(name, now=1010.0)
    assert not sign_in_limit.blocked(name, now=1001.0 + sign_in_limit.WINDOW + sign_in_limit.TRIES)
    sign_in_limit.failed(name, now=5000.0)
    sign_in_limit.succeeded(name)
    assert not sign_in_limit.blocked(name, now=5001.0)
