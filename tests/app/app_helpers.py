"""Helpers for the AppTest tests: open the app, enter cards, read tables."""

from __future__ import annotations

from pathlib import Path

from streamlit.testing.v1 import AppTest
from streamlit.testing.v1.element_tree import ButtonGroup

from ui.play_state import PlayState

ROOT = Path(__file__).resolve().parents[2]
APP = str(ROOT / "app.py")
PAGES = sorted(path.stem for path in (ROOT / "ui" / "views").glob("*.py"))
TEACHER_PAGES = {"group"}  # in the menu of teachers only
LEARNER_PAGES = [page for page in PAGES if page not in TEACHER_PAGES]
TIMEOUT = 60  # generous: a slow machine must not fail a test


def open_page(page: str | None = None, token: str | None = None) -> AppTest:
    """A fresh browser session of the app, optionally switched to a page of ui/views/; with
    `token`, the browser's sign-in (what its cookie would bring; AppTest sends no cookies)."""
    at = AppTest.from_file(APP, default_timeout=TIMEOUT)
    if token is not None:
        at.session_state["session_token"] = token
    at.run()
    if page is not None:
        at.switch_page(f"ui/views/{page}.py").run()
    return at


def sign_in(at: AppTest, learner_id: int, secret: str = "") -> AppTest:
    """Pick a listed learner in the sidebar (own computer), giving the PIN when one is set."""
    at.run()  # the list as it is now
    at.selectbox(key="ui_learner").set_value(learner_id).run()
    if secret:
        at.text_input(key="pick_secret").input(secret).run()
        at.button(key="pick_sign_in").click().run()
    return at


def progress_page(at: AppTest, learner_id: int, lang: str) -> AppTest:
    """Fortschritt in `lang`, signed in as the listed learner; the page runs without an error."""
    sign_in(at, learner_id)
    at.selectbox(key="ui_lang").set_value(lang).run()
    at.switch_page("ui/views/progress.py").run()
    assert not at.exception, at.exception
    return at


def open_expander(at: AppTest, key: str) -> AppTest:
    """Open a lazy expander (drawn only when open), as a click on its label does."""
    at.session_state[key] = True
    return at.run()


def grid_row(at: AppTest, card: str) -> ButtonGroup[str]:
    """The card grid's row (one multi-select pills widget per suit) holding the card."""
    return at.button_group(key=f"pick_{card[0]}")


def is_ticked(at: AppTest, card: str) -> bool:
    return card in (grid_row(at, card).value or [])


def card_label(at: AppTest, card: str) -> str:
    """The card's label in the grid (in the grid's order: jack, ace, ten, king, …)."""
    row = grid_row(at, card)
    return row.options["JATKQ987".index(card[1])]


def enter_by_clicks(at: AppTest, cards: str) -> AppTest:
    """Click the grid's cards one by one (a click on a chosen card takes it out again)."""
    for name in cards.split():
        row = grid_row(at, name)
        (row.unselect if is_ticked(at, name) else row.select)(name).run()
    return at


def table_rows(at: AppTest, index: int) -> dict[str, dict[str, str]]:
    """A table shown by the app as {row label: {column: cell}}."""
    frame = at.table[index].value
    return {str(label): {str(k): str(v) for k, v in row.items()} for label, row in frame.iterrows()}


def type_cards(at: AppTest, text: str, field: str = "hand") -> AppTest:
    """Type cards into the hand (or ``"skat"``) field and press its Apply button."""
    open_expander(at, "pick_typing")  # the fields lie in a lazy expander
    at.text_input(key="cards_text" if field == "hand" else "skat_text").input(text)
    at.button(key=f"{field}_apply").click().run()
    return at


def markdown_text(at: AppTest) -> str:
    return "\n".join(element.value for element in at.markdown)


def play_state(at: AppTest) -> PlayState:
    """The Spielen page's state in the session."""
    state = at.session_state["play"]
    assert isinstance(state, PlayState)
    return state


def enabled_keys(at: AppTest) -> list[str]:
    """The keys of the page's buttons that can be clicked now."""
    return [button.key for button in at.main.button if not button.disabled]


def click(at: AppTest, key: str) -> AppTest:
    """Click the button `key`; the run before and the run it starts end without an exception."""
    assert not at.exception, at.exception[0].value
    at.button(key=key).click().run()
    assert not at.exception, at.exception[0].value
    return at
