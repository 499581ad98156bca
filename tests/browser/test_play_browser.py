"""End to end in Chromium: a whole game of Skat played by clicking, with the coach's hints on.

Bid, take the skat, put two cards away, declare, play ten tricks by clicking drawn cards, read the
result; then reload in the middle of the next game and find it where it was.
"""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from tests.browser.table import declare_clubs, start_game, win_the_auction
from tests.browser.waiting import settle

pytestmark = pytest.mark.browser

DEAL = "4711"  # the learner (rearhand) wins the auction by bidding on


def test_learner_plays_a_whole_game_by_clicking_with_hints_on(page: Page, server: str) -> None:
    start_game(page, server, DEAL, "immer")  # hints always shown

    expect(page.get_by_text("Du bist dran.")).to_be_visible()
    expect(page.get_by_text(re.compile("^Der Trainer rät:"))).to_be_visible()  # hints are on
    win_the_auction(page)
    declare_clubs(page)

    hand = page.locator(".st-key-play_card_row [data-testid='stButton']")  # one per card
    for left in range(10, 0, -1):
        expect(hand).to_have_count(left)
        expect(page.get_by_text(re.compile("^Der Trainer rät:"))).to_be_visible()
        refused = page.locator(".st-key-play_card_row button:disabled:visible")
        if refused.count():  # a card the rules forbid says why on hover
            expect(page.get_by_text("Der Trainer bewertet deinen Zug")).to_have_count(0)
            settle(page)  # no verdict being polled: nothing redraws under the pointer
            page.mouse.move(0, 0)  # the pointer comes from elsewhere, as a learner's would
            refused.first.hover(force=True)
            expect(page.get_by_test_id("stTooltipContent")).to_contain_text("bedienen")
        playable = page.locator(".st-key-play_card_row button:enabled")
        playable.first.click()
        settle(page)

    expect(page.get_by_role("heading", name="Ergebnis")).to_be_visible()
    result = page.get_by_text(
        re.compile(r"^Du hast (gewonnen|verloren)\. Kreuz: .* = \d+\. (Gewonnen|Verloren)")
    )  # whose win it is, from the learner's seat, first
    expect(result).to_be_visible()
    expect(
        page.get_by_text(re.compile("^Dein Zug .*: (gut|fragwürdig|Fehler)$")).first
    ).to_be_visible()

    page.get_by_role("button", name="Nächstes Spiel").click()
    expect(page.get_by_text("Spiel 2 · Spielnummer")).to_be_visible()
    settle(page)
    game = page.get_by_text(re.compile(r"^Spiel 2 · Spielnummer \d+")).inner_text()
    page.reload()
    expect(page.get_by_text(game)).to_be_visible()  # the series goes on after a reload
