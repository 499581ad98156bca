"""End to end in Chromium: a short game, its review, "show me how", and a sandbox replay.

Deal 4711: the learner wins the auction, picks up, declares Kreuz, plays one card and gives up.
The review opens under the result; the winning line is shown beside the tricks played; a
decision is replayed in the sandbox, which leads back to the table.
"""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from tests.browser.table import declare_clubs, start_game, win_the_auction
from tests.browser.test_play_browser import DEAL
from tests.browser.waiting import settle

pytestmark = pytest.mark.browser


def _short_game(page: Page, server: str) -> None:
    start_game(page, server, DEAL)
    win_the_auction(page)
    declare_clubs(page)
    hand = page.locator(".st-key-play_card_row button:enabled")
    expect(hand.first).to_be_visible()
    hand.first.click()
    settle(page)
    give_up = page.get_by_role("button", name="Aufgeben")
    expect(give_up).to_be_visible()
    give_up.click()


def test_a_short_game_its_review_show_me_how_and_a_sandbox_replay(page: Page, server: str) -> None:
    _short_game(page, server)
    expect(page.get_by_role("heading", name="Ergebnis")).to_be_visible()
    expect(page.get_by_role("heading", name="Nachbesprechung")).to_be_visible()
    expect(page.get_by_text("Alle Karten, wie sie ausgeteilt wurden")).to_be_visible()
    box = page.locator(".st-key-play_post_box")
    expect(box.locator("[data-card]")).to_have_count(34, timeout=60_000)  # 30 + skat + discard
    expect(page.get_by_text("Hätte ich gewinnen können?")).to_be_visible(timeout=60_000)
    expect(page.get_by_text("Deine Entscheidungen")).to_be_visible()

    page.get_by_text("Zeig mir wie").click()
    settle(page)
    expect(page.get_by_text("Bestes Spiel beider Seiten (offene Karten)")).to_be_visible()
    expect(page.get_by_text("So wurde gespielt")).to_be_visible()
    expect(page.locator(".st-key-play_post_lines [data-card]").first).to_be_visible()

    first_card = page.get_by_test_id("stExpander").filter(has_text=re.compile(r"Stich 1: .* – "))
    first_card.get_by_text(re.compile(r"^Stich 1: .* – ")).click()  # open that decision
    replay = first_card.get_by_role("button", name="Von hier neu spielen")
    expect(replay).to_be_visible()
    replay.click()
    settle(page)
    expect(page.get_by_text("Sandkasten", exact=True)).to_be_visible()
    hand = page.locator(".st-key-play_card_row [data-testid='stButton']")  # one per card
    expect(hand).to_have_count(10)  # back before the first card
    page.locator(".st-key-play_card_row button:enabled").first.click()
    settle(page)
    expect(hand).to_have_count(9)

    page.get_by_role("button", name="Zurück zum Tisch").click()
    settle(page)
    expect(page.get_by_text("Sandkasten", exact=True)).to_have_count(0)
    expect(page.get_by_role("heading", name="Ergebnis")).to_be_visible()
    expect(page.get_by_role("button", name="Nächstes Spiel")).to_be_visible()
