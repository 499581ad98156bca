"""End to end in Chromium under Schieberamsch: the learner takes the skat up, clicks two cards
and passes them on, then plays the Ramsch to the end."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect
from test_club_rules_browser import PASSED_DEAL, start_game
from test_play_browser import settle

pytestmark = pytest.mark.browser


def make_rules(page: Page, server: str) -> None:
    """An own rule set "Schiebetisch" with Ramsch as Schieberamsch, chosen for play."""
    page.goto(f"{server}/settings")
    expect(page.get_by_role("heading", name="Eigene Regeln")).to_be_visible()
    settle(page)
    page.get_by_label("Name").fill("Schiebetisch")
    page.get_by_text("Ramsch, wenn alle passen", exact=True).click()
    page.get_by_text("Schieberamsch", exact=True).click()
    page.get_by_role("button", name="Regelsatz speichern").click()
    settle(page)
    expect(page.get_by_text(re.compile("Regelsatz „Schiebetisch“ gespeichert"))).to_be_visible()
    page.reload()
    settle(page)
    page.get_by_text("Schiebetisch", exact=True).first.click()
    settle(page)


def test_the_skat_is_taken_up_two_cards_passed_on_and_the_ramsch_played(
    page: Page, server: str
) -> None:
    make_rules(page, server)
    start_game(page, server, PASSED_DEAL)
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
    for index in (11, 10):  # the last two: the jacks come first and stay in hand
        row.nth(index).click()
        settle(page)
    page.get_by_role("button", name="Diese zwei weitergeben").click()
    settle(page)
    result = page.get_by_role("heading", name="Ergebnis")
    while not result.is_visible():
        page.locator(".st-key-play_card_row button:enabled").first.click()
        settle(page)
    expect(page.get_by_text(re.compile(r"^Ramsch: Vorhand \d+ Augen"))).to_be_visible()
