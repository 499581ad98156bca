"""Üben in Chromium: answer a bidding and a discard question and read the graded tables."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

pytestmark = [pytest.mark.browser, pytest.mark.db]

IDLE = "[data-testid='stApp'][data-test-script-state='notRunning']"


@pytest.fixture(autouse=True)
def _few_worlds(monkeypatch: pytest.MonkeyPatch) -> None:
    """The server samples few deals per question: quick on a busy machine, otherwise real."""
    monkeypatch.setenv("KIEBITZ_QUIZ_WORLDS", "6")


def settle(page: Page) -> None:
    page.wait_for_timeout(150)
    page.wait_for_selector(IDLE)


def pick_first_option(page: Page, select: str) -> None:
    """Open the select list `select` and choose its first option (opening it again if a run
    that ended meanwhile closed it)."""
    option = page.get_by_role("option").first
    for _attempt in range(5):
        if not option.is_visible():
            page.locator(select).click()
        try:
            option.click(timeout=10_000)
        except PlaywrightTimeoutError:
            continue
        settle(page)
        return
    option.click()


def answer_and_see_the_table(page: Page) -> None:
    page.get_by_role("button", name="Antworten").click()
    expect(page.get_by_text("Alle Antworten bewertet")).to_be_visible()
    expect(page.locator("[data-testid='stDataFrame']")).to_be_visible()
    expect(page.get_by_role("button", name="Nächste Frage")).to_be_visible()
    settle(page)


def test_learner_answers_a_bidding_and_a_discard_question(page: Page, server: str) -> None:
    page.goto(server)
    page.get_by_role("link", name="Üben").click()
    expect(page.get_by_role("heading", name="Üben")).to_be_visible()
    expect(page.get_by_text("Wie hoch würdest du reizen")).to_be_visible(timeout=120_000)
    settle(page)
    page.locator(".st-key-quiz_limit").click()
    page.get_by_role("option", name="Passen").click()
    answer_and_see_the_table(page)
    expect(page.get_by_text("Wert der Hand für")).to_be_visible()
    expect(page.locator("[data-testid='stTable']")).to_be_visible()  # the bid levels

    page.locator(".st-key-quiz_kind").click()
    page.get_by_role("option", name="Drücken").click()
    expect(page.get_by_text("Was spielst du, was drückst du?")).to_be_visible(timeout=120_000)
    settle(page)
    page.locator(".st-key-quiz_contract").get_by_text("Grand").click()
    settle(page)
    for _ in range(2):
        pick_first_option(page, ".st-key-quiz_discard")
    page.keyboard.press("Escape")
    settle(page)
    expect(page.locator(".st-key-quiz_discard .react-aria-ComboBox [data-tag]")).to_have_count(
        2
    )  # two cards chosen
    answer_and_see_the_table(page)
