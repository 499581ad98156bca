"""What a new learner meets in the first hour, in Chromium (issue 14): who am I across reloads
and visits, a lesson and a hand that survive a reload."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from tests.browser.grid import grid_card, typing_field
from tests.browser.waiting import settle

pytestmark = pytest.mark.browser

HAND = "CJ SJ CA CT CK C9 SA ST HA H7"


def add_learner(page: Page, name: str) -> None:
    page.get_by_text("Neuer Name").first.click()
    page.locator(".st-key-new_learner_name input").fill(name)
    page.locator(".st-key-new_learner_name input").press("Enter")
    settle(page)
    page.locator(".st-key-create_learner button").click()
    expect(page.get_by_text(f"Du lernst als {name}")).to_be_visible()
    settle(page)


def test_the_learner_is_remembered_across_reload_pages_and_a_new_visit(
    page: Page, server: str
) -> None:
    page.goto(server)
    expect(page.get_by_text("Du lernst als Gast")).to_be_visible()
    settle(page)
    add_learner(page, "Anna")
    page.get_by_role("link", name="Reizwert").click()
    expect(page.get_by_role("heading", name="Reizwert-Rechner")).to_be_visible()
    settle(page)
    assert "learner=" not in page.url  # nobody is named in the address
    for card in HAND.split():
        grid_card(page, card).click()
        settle(page)
    expect(page.get_by_text("10 von 10 Karten")).to_be_visible()
    page.reload()
    expect(page.get_by_text("Du lernst als Anna")).to_be_visible()
    expect(page.get_by_text("10 von 10 Karten")).to_be_visible()  # the hand is kept
    settle(page)
    page.goto(server)  # a new visit: the cookie's sign-in knows
    expect(page.get_by_text("Du lernst als Anna")).to_be_visible()
    cookie = next(c for c in page.context.cookies() if c["name"] == "kiebitz_session")
    assert cookie["sameSite"] == "Strict" and cookie["expires"] > 0


def test_a_lesson_survives_a_reload(page: Page, server: str) -> None:
    page.goto(server)
    settle(page)
    page.get_by_role("link", name="Lernen").click()
    settle(page)
    page.locator(".st-key-learn_open_cards button").click()
    settle(page)
    heading = page.locator("h2").first.inner_text()
    page.locator(".st-key-learn_number input").fill("5")  # lesson 1 counts card points
    page.locator(".st-key-learn_number input").press("Enter")
    settle(page)
    page.locator(".st-key-learn_check button").click()
    settle(page)
    expect(page.locator(".st-key-learn_next button")).to_be_visible()
    score = page.locator("[data-testid='stProgress']").inner_text()
    page.reload()
    expect(page.locator(".st-key-learn_next button")).to_be_visible()
    assert page.locator("h2").first.inner_text() == heading
    assert page.locator("[data-testid='stProgress']").inner_text() == score


def test_a_wrong_typed_card_never_blocks_the_reizwert_page(page: Page, server: str) -> None:
    """Issue 14: with ten cards ticked, "CJ XX" hid the table for good ("Wähle 10 Karten aus…")."""
    page.goto(server)
    settle(page)
    page.get_by_role("link", name="Reizwert").click()
    expect(page.get_by_role("heading", name="Reizwert-Rechner")).to_be_visible()
    settle(page)
    for card in HAND.split():
        grid_card(page, card).click()
        settle(page)
    expect(page.get_by_text("10 von 10 Karten")).to_be_visible()
    table = page.locator("[data-testid='stTable']").first
    expect(table).to_be_visible()
    typing_field(page).fill("CJ XX")
    page.locator(".st-key-hand_apply button").click()
    settle(page)
    expect(page.get_by_text("„XX“").first).to_be_visible()  # the bad card is named
    expect(table).to_be_visible()  # and the ticked hand keeps its table
    expect(page.get_by_text("Wähle 10 Karten aus")).to_have_count(0)
    page.locator(".st-key-cards_text input").fill("")
    page.locator(".st-key-hand_apply button").click()
    settle(page)
    expect(page.get_by_text("„XX“")).to_have_count(0)  # applied again: the message goes
    expect(page.locator("[data-testid='stTable']").first).to_be_visible()
