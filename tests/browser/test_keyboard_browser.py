"""Playing by keyboard on a desktop: a digit plays the card at its place, Enter asks for a hint,
and every card button is announced by the card's name."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from tests.browser.defending import defend
from tests.browser.waiting import settle

pytestmark = pytest.mark.browser

CARD_NAME = re.compile(r"^(Kreuz|Pik|Herz|Karo)-(Ass|Zehn|König|Dame|Bube|Neun|Acht|Sieben)$")


def test_digits_play_cards_and_enter_asks_for_a_hint(page: Page, server: str) -> None:
    hand = defend(page, server)
    expect(page.get_by_text(re.compile("^Tastatur: 1 bis 9"))).to_be_visible()

    cards = hand.locator("button")
    names = cards.evaluate_all("buttons => buttons.map(b => b.innerText.trim())")
    assert names and all(CARD_NAME.match(name) for name in names), names
    for name in names:  # announced by name: the accessible name of each button
        expect(hand.get_by_role("button", name=name, exact=True)).to_have_count(1)

    page.evaluate("document.activeElement?.blur()")  # nothing focused: the keys go to the page
    page.keyboard.press("Enter")
    expect(page.get_by_text(re.compile("^Der Trainer rät:"))).to_be_visible()
    settle(page)

    enabled = cards.evaluate_all("buttons => buttons.map(b => !b.disabled)")
    place = enabled.index(True)
    before = len(enabled)
    page.keyboard.press("1234567890-="[place])
    settle(page)
    expect(hand.locator("button")).to_have_count(before - 1)
