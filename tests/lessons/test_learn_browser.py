"""End to end in Chromium: lesson 1 from the path to "done", graded right and wrong, then progress.

Uses the real server and browser fixtures of tests/browser/conftest.py.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from coach.rules.cards import Card, CardSet

pytestmark = pytest.mark.browser
pytest_plugins = ["tests.browser.conftest"]


def answer_number(page: Page, value: int) -> None:
    field = page.locator(".st-key-learn_number input")
    field.fill(str(value))
    field.press("Enter")
    page.locator(".st-key-learn_check button").click()


def shown_cards(page: Page) -> CardSet:
    """The cards drawn in the current exercise, read from the SVG's data-card marks."""
    names = page.locator(".st-key-learn_exercise g[data-card]").evaluate_all(
        "els => els.map(e => e.dataset.card)"
    )
    return CardSet.of(Card[name] for name in names)


def test_lesson_one_end_to_end(page: Page, server: str) -> None:
    page.goto(server)
    page.get_by_role("link", name="Lernen").click()
    expect(page.get_by_role("heading", name="Lernen")).to_be_visible()
    page.locator(".st-key-learn_open_cards button").click()
    expect(page.get_by_role("heading", name="Lektion 1: Die Karten und ihre Augen")).to_be_visible()
    expect(page.locator("g[data-card='CA']").first).to_be_visible()  # cards drawn on screen

    answer_number(page, 25)  # ♥A ♦10 ♣K
    expect(page.get_by_text("Richtig!")).to_be_visible()
    page.locator(".st-key-learn_next button").click()

    answer_number(page, 4)  # wrong: ♣B ♠B ♥D ♦9 ♦7 are worth 7
    expect(page.get_by_text("Leider falsch.")).to_be_visible()
    expect(page.get_by_text("Die richtige Antwort: 7.")).to_be_visible()
    page.locator(".st-key-learn_next button").click()

    answer_number(page, 35)
    expect(page.get_by_text("Richtig!")).to_be_visible()
    for _ in range(3):  # generated exercises (5 right answers complete the lesson)
        page.locator(".st-key-learn_next button").click()
        expect(page.locator(".st-key-learn_next")).to_have_count(0)
        expect(page.locator(".st-key-learn_check")).to_be_visible()
        expect(page.locator("[data-stale='true']")).to_have_count(0)
        answer_number(page, shown_cards(page).points)
        expect(page.get_by_text("Richtig!")).to_be_visible()
    expect(page.get_by_text("Lektion geschafft!")).to_be_visible()

    page.locator(".st-key-learn_back button").click()
    expect(page.locator(".st-key-learn_open_cards button")).to_contain_text("Wiederholen")

    page.get_by_role("link", name="Fortschritt").click()
    expect(page.get_by_role("heading", name="Fortschritt")).to_be_visible()
    expect(page.locator("[data-testid='stMetric']", has_text="Richtig")).to_contain_text("5")
    expect(page.locator("[data-testid='stMetric']", has_text="Falsch")).to_contain_text("1")
    expect(page.locator(".js-plotly-plot").first).to_be_visible()
