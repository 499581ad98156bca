"""Sit down at the Spielen table as a defender: deal 2, engines at once, pass until cards fall."""

from __future__ import annotations

from playwright.sync_api import Locator, Page, expect

from tests.browser.test_play_browser import choose_in_table_settings
from tests.browser.waiting import settle

DEFENDER_DEAL = "2"  # the learner passes, an engine declares, the learner defends


def defend(page: Page, server: str, *, hints_always: bool = False) -> Locator:
    """Start deal 2 and pass until the learner plays a card; returns the learner's card row."""
    page.goto(f"{server}/play")
    expect(page.get_by_role("heading", name="Spielen")).to_be_visible()
    settle(page)
    choose_in_table_settings(page, "sofort")  # engines answer at once
    if hints_always:
        choose_in_table_settings(page, "immer")
    number = page.locator(".st-key-play_deal input")
    number.fill(DEFENDER_DEAL)
    number.press("Enter")
    settle(page)
    page.get_by_role("button", name="Spiel beginnen").click()
    passing = page.get_by_role("button", name="passe", exact=True)
    hand = page.locator(".st-key-play_card_row")
    expect(passing.or_(hand.locator("button:enabled")).first).to_be_visible()
    while passing.is_visible():
        passing.click()
        settle(page)
        expect(passing.or_(hand.locator("button:enabled")).first).to_be_visible()
    return hand
