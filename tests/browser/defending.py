"""Sit down at the Spielen table as a defender: deal 2, engines at once, pass until cards fall."""

from __future__ import annotations

from playwright.sync_api import Locator, Page, expect

from tests.browser.table import start_game
from tests.browser.waiting import settle

DEFENDER_DEAL = "2"  # the learner passes, an engine declares, the learner defends


def defend(page: Page, server: str, *, hints_always: bool = False) -> Locator:
    """Start deal 2 and pass until the learner plays a card; returns the learner's card row."""
    start_game(page, server, DEFENDER_DEAL, *(["immer"] if hints_always else []))
    passing = page.get_by_role("button", name="passe", exact=True)
    hand = page.locator(".st-key-play_card_row")
    expect(passing.or_(hand.locator("button:enabled")).first).to_be_visible()
    while passing.is_visible():
        passing.click()
        settle(page)
        expect(passing.or_(hand.locator("button:enabled")).first).to_be_visible()
    return hand
