"""End to end in Chromium under own club rules with Kontra: the learner declares Kreuz, an engine
defender says Kontra, the learner answers Re by clicking, and the game is played to the end with
hints on and a verdict shown.

In deal 7 the learner (rearhand) wins the auction at 23; forehand holds three sure tricks and
says Kontra before leading, so the learner's Re comes in the first trick.
"""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from tests.browser.own_rules import own_rules
from tests.browser.table import declare_clubs, start_game, win_the_auction
from tests.browser.test_club_rules_browser import STAMMTISCH
from tests.browser.waiting import click_until, settle

pytestmark = pytest.mark.browser

KONTRA_DEAL = "7"


def test_the_declarer_answers_kontra_with_re_and_plays_to_the_end(page: Page, server: str) -> None:
    own_rules(page, server, "Stammtisch", *STAMMTISCH)
    start_game(page, server, KONTRA_DEAL, "immer")
    settle(page)
    win_the_auction(page)
    settle(page)
    declare_clubs(page)
    settle(page)
    expect(page.get_by_text("Kontra ist gesagt.")).to_be_visible()
    click_until(
        page,
        page.get_by_role("button", name="Re", exact=True),
        page.get_by_text("Kontra und Re sind gesagt."),
    )
    result = page.get_by_role("heading", name="Ergebnis")
    while not result.is_visible():
        expect(page.get_by_text(re.compile("^Der Trainer rät:"))).to_be_visible()
        page.locator(".st-key-play_card_row button:enabled").first.click()
        settle(page)
    expect(page.get_by_text("Mit Kontra und Re: Die Listenpunkte zählen vierfach.")).to_be_visible()
    expect(
        page.get_by_text(re.compile("^Dein Zug .*: (gut|fragwürdig|Fehler)$")).first
    ).to_be_visible()
