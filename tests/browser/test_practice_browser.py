"""Üben in Chromium: answer a bidding and a discard question and read the graded tables."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Locator, Page, expect

from tests.browser.waiting import settle

pytestmark = [pytest.mark.browser, pytest.mark.db]

TRIES = 5


@pytest.fixture(autouse=True)
def _few_worlds(monkeypatch: pytest.MonkeyPatch) -> None:
    """The server samples few deals per question: quick on a busy machine, otherwise real."""
    monkeypatch.setenv("KIEBITZ_QUIZ_WORLDS", "6")


def choose(page: Page, key: str, option: str, shows: Locator) -> None:
    """Pick `option` in the select box `key` until what it `shows` appears (a run that redraws
    the page may close the list under the pointer, so the choice is made again if needed)."""
    for _attempt in range(TRIES):
        if shows.is_visible():
            break
        page.locator(f".st-key-{key}").click()
        listed = page.get_by_role("option", name=option, exact=True)
        if listed.is_visible():
            listed.click()
        settle(page)
    expect(shows).to_be_visible(timeout=120_000)


def put_away_two(page: Page) -> None:
    """Choose two cards to put away (toggle buttons), checking each one took."""
    box = page.locator(".st-key-quiz_discard")
    chosen = box.locator("button[aria-pressed='true']")
    for _attempt in range(3 * TRIES):
        if chosen.count() >= 2:
            break
        box.locator("button[aria-pressed='false']").first.click()
        settle(page)
    expect(chosen).to_have_count(2)


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
    settle(page)  # the limit offered first is "Passen"
    answer_and_see_the_table(page)
    expect(page.get_by_text(re.compile("^Deine Antwort: Passen")).first).to_be_visible()
    expect(page.get_by_text("Wert der Hand für")).to_be_visible()
    expect(page.locator("[data-testid='stTable']")).to_be_visible()  # the bid levels

    choose(page, "quiz_kind", "Drücken", page.get_by_text("Was spielst du, was drückst du?"))
    settle(page)
    contracts = page.locator(".st-key-quiz_contract")
    contracts.get_by_text("Grand", exact=True).click()
    settle(page)
    expect(contracts.get_by_role("radio", name="Grand", exact=True)).to_be_checked()
    put_away_two(page)
    answer_and_see_the_table(page)


def test_learner_answers_the_ramsch_lead_and_the_pass_on(page: Page, server: str) -> None:
    page.goto(server)
    page.get_by_role("link", name="Üben").click()
    expect(page.get_by_role("heading", name="Üben")).to_be_visible()
    question = page.get_by_text(re.compile("^Alle haben gepasst, es wird Ramsch gespielt"))
    choose(page, "quiz_kind", "Ausspielen im Ramsch", question)
    settle(page)  # the first card offered is chosen
    answer_and_see_the_table(page)
    expect(
        page.get_by_text(re.compile("^Im Ramsch spielt der Trainer jede Antwort"))
    ).to_be_visible()

    asked = page.get_by_text(re.compile("^Schieberamsch: Du sitzt in"))
    choose(page, "quiz_kind", "Schieben im Schieberamsch", asked)
    settle(page)
    answer_and_see_the_table(page)
    expect(page.get_by_text(re.compile("^Deine Antwort: "))).to_be_visible()
