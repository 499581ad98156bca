"""Helpers for the AppTest tests: open the app, enter cards, read tables."""

from __future__ import annotations

from pathlib import Path

from streamlit.testing.v1 import AppTest

ROOT = Path(__file__).resolve().parents[2]
APP = str(ROOT / "app.py")
PAGES = sorted(path.stem for path in (ROOT / "ui" / "views").glob("*.py"))
TIMEOUT = 60  # generous: a slow machine must not fail a test


def open_page(page: str | None = None) -> AppTest:
    """A fresh browser session of the app, optionally switched to a page of ui/views/."""
    at = AppTest.from_file(APP, default_timeout=TIMEOUT).run()
    if page is not None:
        at.switch_page(f"ui/views/{page}.py").run()
    return at


def enter_by_clicks(at: AppTest, cards: str) -> AppTest:
    """Click the grid's cards one by one (a click on a chosen card takes it out again)."""
    for name in cards.split():
        box = at.checkbox(key=f"pick_{name}")
        box.set_value(not box.value).run()
    return at


def table_rows(at: AppTest, index: int) -> dict[str, dict[str, str]]:
    """A table shown by the app as {row label: {column: cell}}."""
    frame = at.table[index].value
    return {str(label): {str(k): str(v) for k, v in row.items()} for label, row in frame.iterrows()}


def type_cards(at: AppTest, text: str, field: str = "hand") -> AppTest:
    """Type cards into the hand (or ``"skat"``) field and press its Apply button."""
    at.text_input(key="cards_text" if field == "hand" else "skat_text").input(text)
    at.button(key=f"{field}_apply").click().run()
    return at


def markdown_text(at: AppTest) -> str:
    return "\n".join(element.value for element in at.markdown)
