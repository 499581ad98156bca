"""End to end in Chromium under own club rules: a rule set made in Einstellungen, then a Ramsch
(everyone passes deal 1) played to the end by clicking, with hints on and a verdict shown, and a
game in which the learner says Kontra as a defender."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from tests.browser.own_rules import own_rules
from tests.browser.table import start_game
from tests.browser.waiting import settle

pytestmark = pytest.mark.browser

PASSED_DEAL = "1"
STAMMTISCH = ("Ramsch, wenn alle passen", "jeder Gegenspieler")  # Ramsch and Kontra


def test_a_ramsch_under_own_rules_is_played_to_the_end(page: Page, server: str) -> None:
    own_rules(page, server, "Stammtisch", *STAMMTISCH)
    start_game(page, server, PASSED_DEAL, "immer")
    settle(page)
    passing = page.get_by_role("button", name="passe")
    hand = page.locator(".st-key-play_card_row button:enabled")
    while True:
        expect(passing.or_(hand).first).to_be_visible()
        if not passing.is_visible():
            break
        passing.click()
        settle(page)
    expect(page.get_by_text("Ramsch: Wer die meisten Augen sammelt, verliert.")).to_be_visible()
    result = page.get_by_role("heading", name="Ergebnis")
    while not result.is_visible():
        expect(page.get_by_text(re.compile("^Der Trainer rät:"))).to_be_visible()
        page.locator(".st-key-play_card_row button:enabled").first.click()
        settle(page)
    expect(page.get_by_text(re.compile(r"^Ramsch: Vorhand \d+ Augen"))).to_be_visible()
    expect(
        page.get_by_text(re.compile("^Dein Zug .*: (gut|fragwürdig|Fehler)$")).first
    ).to_be_visible()


def test_a_defender_says_kontra_by_clicking(page: Page, server: str) -> None:
    own_rules(page, server, "Stammtisch", *STAMMTISCH)
    start_game(page, server, "2", "immer")  # an engine declares, the learner passes and defends
    settle(page)
    passing = page.get_by_role("button", name="passe")
    hand = page.locator(".st-key-play_card_row button:enabled")
    while True:
        expect(passing.or_(hand).first).to_be_visible()
        if not passing.is_visible():
            break
        passing.click()
        settle(page)
    page.get_by_role("button", name="Kontra", exact=True).click()
    settle(page)
    expect(page.get_by_text("Kontra ist gesagt.")).to_be_visible()
    result = page.get_by_role("heading", name="Ergebnis")
    while not result.is_visible():
        page.locator(".st-key-play_card_row button:enabled").first.click()
        settle(page)
    expect(
        page.get_by_text(re.compile("Mit Kontra: Die Listenpunkte zählen doppelt."))
    ).to_be_visible()
