"""Nothing lost when the database cannot write: the page says "nicht gespeichert" with the reason
and keeps what the learner typed (a read-only SQLite file, in SQLite's own read-only mode)."""

from __future__ import annotations

from pathlib import Path

import pytest
from app_helpers import enter_by_clicks, open_page

from coach.rules.notation import parse_cards
from ui.store import DB_URL_ENV, Store
from words import t

HAND = parse_cards("CJ SJ CA CT CK C9 SA ST HA H7")


@pytest.fixture
def read_only(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[str, int]:
    """Lena's sign-in token and her notebook entry, on a database that is then read-only."""
    path = tmp_path / "kiebitz.sqlite3"
    store = Store(f"sqlite:///{path}")
    lena = store.add_learner("Lena")
    entry = store.add_notebook_entry(lena.id, HAND, note="alt")
    token = store.open_session(lena.id)
    store.close()
    monkeypatch.setenv(DB_URL_ENV, f"sqlite:///file:{path}?mode=ro&uri=true")
    return token, entry


def _not_saved(at: object) -> bool:
    errors = [error.value for error in at.error]  # type: ignore[attr-defined]
    reason = t("storage.read_only", "de")
    return any("Nicht gespeichert" in error and reason in error for error in errors)


def test_a_note_that_cannot_be_saved_says_so_and_stays(read_only: tuple[str, int]) -> None:
    token, entry = read_only
    at = open_page("notebook", token)
    assert not at.exception
    at.text_area(key=f"note_{entry}").input("neu und wichtig").run()
    at.button(key=f"save_note_{entry}").click().run()
    assert not at.exception
    assert _not_saved(at)
    assert at.text_area(key=f"note_{entry}").value == "neu und wichtig"
    assert t("notebook.note_saved", "de") not in [s.value for s in at.success]


def test_a_hand_that_cannot_be_saved_keeps_its_note(read_only: tuple[str, int]) -> None:
    token, _entry = read_only
    at = enter_by_clicks(open_page("bid_value", token), "CJ SJ CA CT CK C9 SA ST HA H7")
    at.text_area(key="save_note").input("meine Hand").run()
    at.button(key="save_notebook").click().run()
    assert not at.exception and _not_saved(at)
    assert at.text_area(key="save_note").value == "meine Hand"


def test_a_new_visit_to_a_read_only_database_says_why(read_only: tuple[str, int]) -> None:
    at = open_page(None)  # no sign-in: a guest cannot be made
    assert not at.exception
    assert _not_saved(at)
