"""At the Spielen table as the learner: the table settings, a game started, the auction, Kreuz."""

from __future__ import annotations

import re

from playwright.sync_api import Page, expect

from tests.browser.waiting import click_until, settle, type_until

BID = re.compile(r"^(\d+ sagen|ja|Ich spiele \(18\))$")


def choose_in_table_settings(page: Page, option: str) -> None:
    """Pick `option` in the table settings popover until it is really chosen.

    The run that first names the learner may redraw the popover shut under the pointer, so the
    choice is checked and made again if it did not take.
    """
    radio = page.get_by_role("radio", name=option, exact=True)
    for _attempt in range(5):
        if not radio.is_visible():
            page.get_by_role("button", name="Tisch").click()
        page.get_by_text(option, exact=True).click()
        settle(page)
        if radio.is_visible() and radio.is_checked():
            break
    expect(radio).to_be_checked()
    page.keyboard.press("Escape")
    settle(page)


def start_game(page: Page, server: str, deal: str, *settings: str) -> None:
    """Open Spielen, engines answering at once (and `settings` chosen), and start game `deal`."""
    page.goto(f"{server}/play")
    expect(page.get_by_role("heading", name="Spielen")).to_be_visible()
    settle(page)
    for option in ("sofort", *settings):
        choose_in_table_settings(page, option)
    type_until(page, page.locator(".st-key-play_deal input"), deal)
    click_until(
        page, page.get_by_role("button", name="Spiel beginnen"), page.locator(".st-key-play_turn")
    )


def win_the_auction(page: Page) -> None:
    """Bid on until the skat is the learner's, then pick it up."""
    pick_up = page.get_by_role("button", name="Skat aufnehmen")
    bid = page.get_by_role("button", name=BID)
    while True:  # an engine's answer may come a moment later
        expect(pick_up.or_(bid).first).to_be_visible()
        if pick_up.is_visible():
            break
        bid.click()
        settle(page)
    pick_up.click()


def declare_clubs(page: Page) -> None:
    """Put the last two cards of the hand away and declare Kreuz."""
    discard = page.locator(".st-key-play_discard_row [data-testid='stButton']")
    expect(discard).to_have_count(12)  # the skat is in the hand
    settle(page)
    for chosen in (1, 2):  # each card put away shows in the count before the next is clicked
        click_until(
            page,
            discard.nth(12 - chosen).locator("button"),
            page.get_by_text(f"zum Drücken ({chosen} von 2)"),
        )
    clubs = page.locator(".st-key-play_game label:has(input:checked)", has_text="Kreuz")
    click_until(page, page.get_by_text("Kreuz", exact=True), clubs)
    declare = page.get_by_role("button", name="Ansagen")
    expect(declare).to_be_enabled()
    declare.click()
