"""Clicks that hold on a loaded machine: each waits for the app to be idle and for its visible
effect; a click whose effect did not appear (lost to a redraw) is made again while its button is
still there. Waits are for conditions, generous, never a fixed pause alone."""

from __future__ import annotations

import re
import time
from collections.abc import Callable

from playwright.sync_api import Locator, Page, expect

from tests.browser.accounts import pick_learner, settle

LONG = 300_000  # the coach's judgements on a loaded machine: generous, never a fixed pause


def click_until(page: Page, button: Locator, shows: Locator, attempts: int = 4) -> None:
    """Click `button` until `shows` is visible (again only while the button is still there)."""
    for _attempt in range(attempts):
        settle(page)
        if shows.is_visible():
            return
        if button.is_visible():
            button.click()
        try:
            expect(shows).to_be_visible(timeout=30_000)
            return
        except AssertionError:
            continue
    expect(shows).to_be_visible(timeout=LONG)


def type_until(page: Page, field: Locator, text: str, attempts: int = 4) -> None:
    """Type `text` into `field` and press Enter until it holds it (typing lost to a redraw is
    typed again)."""
    for _attempt in range(attempts):
        field.fill(text)
        field.press("Enter")
        settle(page)
        if field.input_value() == text:
            return
    expect(field).to_have_value(text)


def wait_for(page: Page, found: Callable[[], bool], seconds: float = LONG / 1000) -> None:
    """Wait until `found()` holds (the page keeps working meanwhile), failing after `seconds`."""
    deadline = time.monotonic() + seconds
    while not found():
        assert time.monotonic() < deadline, "the condition never held"
        page.wait_for_timeout(500)


def css_key(key: str) -> str:
    """A widget key as Streamlit writes it into its ``st-key-`` class name."""
    return re.sub(r"[^a-zA-Z0-9_-]", "-", key)


def section(page: Page, name: str, shows: Locator) -> None:
    """Choose the section `name` of Aufgaben until `shows` is visible."""
    choice = page.locator(".st-key-problems_section").get_by_text(name, exact=True)
    click_until(page, choice, shows)


def visit(page: Page, server: str, name: str, link: str) -> None:
    """A new visit: the learner `name` picked in the sidebar opens the page `link`."""
    page.goto(server)
    pick_learner(page, name)
    click_until(page, page.get_by_role("link", name=link), page.get_by_role("heading", name=link))


def open_code(page: Page, code: str) -> None:
    """Open a problem's code under "Aufgabensammlungen" until its question is shown."""
    section(page, "Aufgabensammlungen", page.get_by_role("button", name="Code öffnen"))
    type_until(page, page.locator(".st-key-problems_code input"), code)
    question = page.get_by_text("Welche Karte spielst du?")
    click_until(page, page.get_by_role("button", name="Code öffnen"), question)
