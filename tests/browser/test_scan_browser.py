"""End to end in Chromium: the Reizwert page in Foto mode reads an uploaded photo of our cards."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from coach.rules.contract import ISKO
from coach.scan.evaluate import skat_card
from tests.browser.grid import grid_card
from tests.browser.waiting import settle
from ui.calculator import cached_table, summary_rows

pytestmark = pytest.mark.browser

FIXTURES = Path(__file__).resolve().parents[1] / "scan" / "fixtures"


def test_learner_uploads_a_photo_and_reads_the_value_table(page: Page, server: str) -> None:
    # a photo whose every card is read sure (on [0] one card is honestly doubtful)
    entry = json.loads((FIXTURES / "manifest.json").read_text(encoding="utf-8"))[1]
    hand = sorted(card for card in map(skat_card, entry["skat_cards"]) if card is not None)
    page.goto(server)
    page.get_by_role("link", name="Reizwert", exact=True).click()
    expect(page.get_by_role("heading", name="Reizwert-Rechner")).to_be_visible()
    settle(page)

    page.locator(".st-key-bid_input").get_by_text("Foto", exact=True).click()
    settle(page)
    page.locator(".st-key-scan_upload input[type='file']").set_input_files(
        FIXTURES / entry["image"]
    )
    expect(page.get_by_text("10/10 erkannt")).to_be_visible()
    settle(page)
    for card in hand:
        expect(grid_card(page, card.name)).to_have_attribute("aria-pressed", "true")
    photo = page.locator("[data-testid='stImage'] img").filter(visible=True)  # tips fold away
    expect(photo.first).to_be_visible()

    summary = page.locator("[data-testid='stTable']").first
    for row in summary_rows(cached_table(tuple(hand), None, ISKO), "de"):
        game, *values = row.values()
        line = summary.locator("tr", has_text=game).first
        for value in values:
            expect(line).to_contain_text(value)
