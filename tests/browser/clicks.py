"""Steps through Aufgaben that hold on a loaded machine (built on `tests.browser.waiting`)."""

from __future__ import annotations

import re

from playwright.sync_api import Locator, Page

from tests.browser.accounts import pick_learner
from tests.browser.waiting import click_until, type_until


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
