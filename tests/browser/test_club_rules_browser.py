"""End to end in Chromium under own club rules: a rule set made in Einstellungen, then a Ramsch
(everyone passes deal 1) played to the end by clicking, with hints on and a verdict shown."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect
from test_play_browser import choose_in_table_settings, settle

pytestmark = pytest.mark.browser

PASSED_DEAL = "1"


def test_a_ramsch_under_own_rules_is_played_to_the_end(page: Page, server: str) -> None:
    page.goto(f"{server}/settings")
    expect(page.get_by_role("heading", name="Eigene Regeln")).to_be_visible()
    settle(page)
    page.get_by_label("Name").fill("Stammtisch")
    page.get_by_text("Ramsch, wenn alle passen", exact=True).click()
    page.get_by_role("button", name="Regelsatz speichern").click()
    settle(page)
    expect(page.get_by_text(re.compile("Regelsatz „Stammtisch“ gespeichert"))).to_be_visible()
    page.reload()
    settle(page)
    page.get_by_text("Stammtisch", exact=True).first.click()
    settle(page)

    page.goto(f"{server}/play")
    expect(page.get_by_role("heading", name="Spielen")).to_be_visible()
    settle(page)
    choose_in_table_settings(page, "sofort")
    choose_in_table_settings(page, "immer")
    number = page.locator(".st-key-play_deal input")
    number.fill(PASSED_DEAL)
    number.press("Enter")
    settle(page)
    page.get_by_role("button", name="Spiel beginnen").click()
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
