"""End to end in Chromium: language, a hand entered by clicking, the table, the bidding check,
the notebook."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from tests.browser.grid import grid_card
from tests.browser.waiting import settle

pytestmark = pytest.mark.browser

HAND = "CJ SJ CA CT CK C9 SA ST HA H7"  # Kreuz mit 2: 36 picked up, 48 hand


def test_learner_enters_a_hand_reads_the_values_and_finds_it_in_the_notebook(
    page: Page, server: str
) -> None:
    page.goto(server)
    expect(page.get_by_role("heading", name="Willkommen bei Kiebitz")).to_be_visible()
    assert "Kiebitz" in page.title()
    expect(page.get_by_role("button", name="Deploy")).to_have_count(0)

    settle(page)
    # A new browser loads the select's code from the server on first use: until it has come,
    # the sidebar shows a placeholder that takes no click. Wait for the select itself.
    language = page.locator(".st-key-ui_lang")
    expect(language.locator("[data-testid='stSkeleton']")).to_have_count(0)
    expect(language.locator("input")).to_be_visible()
    language.click()
    page.get_by_role("option", name="English").click()
    expect(page.get_by_role("heading", name="Welcome to Kiebitz")).to_be_visible()
    settle(page)

    page.get_by_role("link", name="Reizwert (bid value)").click()
    expect(page.get_by_role("heading", name="Reizwert calculator")).to_be_visible()
    settle(page)
    for card in HAND.split():
        grid_card(page, card).click()
        expect(grid_card(page, card)).to_have_attribute("aria-pressed", "true")
        settle(page)
    expect(page.get_by_text("10 of 10 cards")).to_be_visible()

    summary = page.locator("[data-testid='stTable']").first
    clubs = summary.locator("tr", has_text="Clubs")
    expect(clubs).to_contain_text("36")
    expect(clubs).to_contain_text("48")
    expect(page.get_by_text("with 2, game 3 × 12 = 36")).to_be_visible()

    expect(page.get_by_role("heading", name="How high to bid?")).to_be_visible()
    page.locator(".st-key-advice_check button").click()
    expect(page.get_by_text("Checked:")).to_be_visible(timeout=60_000)
    expect(page.get_by_text("Verdict:")).to_be_visible()  # one verdict (issue 14)
    settle(page)

    note = "Browser test <b>hand</b>"
    page.locator(".st-key-save_note textarea").fill(note)
    page.locator(".st-key-save_note textarea").press("Control+Enter")
    settle(page)
    page.locator(".st-key-save_notebook button").click()
    expect(page.get_by_text("Saved to your notebook.")).to_be_visible()

    page.reload()
    page.get_by_role("link", name="Notebook").click()
    expect(page.get_by_role("heading", name="Notebook")).to_be_visible()
    expect(page.get_by_text(note, exact=True)).to_be_visible()
    assert page.locator("b", has_text="hand").count() == 0  # the note was not read as HTML
