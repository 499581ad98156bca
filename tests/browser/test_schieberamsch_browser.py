"""End to end in Chromium under Schieberamsch: the learner takes the skat up, clicks two cards
and passes them on, then plays the Ramsch to the end."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from tests.browser.own_rules import own_rules
from tests.browser.table import start_game
from tests.browser.test_club_rules_browser import PASSED_DEAL
from tests.browser.waiting import click_until, settle

pytestmark = pytest.mark.browser


def test_the_skat_is_taken_up_two_cards_passed_on_and_the_ramsch_played(
    page: Page, server: str
) -> None:
    own_rules(page, server, "Schiebetisch", "Ramsch, wenn alle passen", "Schieberamsch")
    start_game(page, server, PASSED_DEAL, "immer")
    passing = page.get_by_role("button", name="passe")
    take = page.get_by_role("button", name="Skat aufnehmen")
    while True:
        expect(passing.or_(take).first).to_be_visible()
        if not passing.is_visible():
            break
        passing.click()
        settle(page)
    expect(page.get_by_text(re.compile("^Schieberamsch: Nimmst du den Skat auf"))).to_be_visible()
    take.click()
    settle(page)
    row = page.locator(".st-key-play_discard_row button:enabled")
    expect(row).to_have_count(12)
    for chosen in (1, 2):  # the last two: the jacks come first and stay in hand
        shown = page.get_by_text(f"mit dem Skat weitergibst ({chosen} von 2)")
        click_until(page, row.nth(12 - chosen), shown)
    page.get_by_role("button", name="Diese zwei weitergeben").click()
    settle(page)
    result = page.get_by_role("heading", name="Ergebnis")
    while not result.is_visible():
        page.locator(".st-key-play_card_row button:enabled").first.click()
        settle(page)
    expect(page.get_by_text(re.compile(r"^Ramsch: Vorhand \d+ Augen"))).to_be_visible()
