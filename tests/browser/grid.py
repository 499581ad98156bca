"""The Reizwert page's card grid in the browser: one row of toggle buttons (pills) per suit."""

from __future__ import annotations

from playwright.sync_api import Locator, Page

RANKS = "JATKQ987"  # the grid's order in a row (ISS rank letters)


def grid_card(page: Page, name: str) -> Locator:
    """The button of a card (ISS name, e.g. ``CJ``): its row is the suit, its place the rank."""
    return page.locator(f".st-key-pick_{name[0]} button").nth(RANKS.index(name[1]))


def chosen_cards(page: Page) -> Locator:
    """The grid's buttons that are pressed (the chosen cards)."""
    rows = ", ".join(f".st-key-pick_{suit}" for suit in "CSHD")
    return page.locator(rows).locator("button[aria-pressed='true']")


def typing_field(page: Page, field: str = "hand") -> Locator:
    """The hand's (or skat's) typing field, its lazy expander ("Karten eintippen") opened first."""
    text = page.locator(f".st-key-{'cards' if field == 'hand' else 'skat'}_text input")
    if not page.locator(".st-key-cards_text").is_visible():
        page.locator(".st-key-pick_typing summary").click()
        # The run that draws the opened expander must end before typing: an Apply clicked while
        # it still runs was seen lost on a loaded machine.
        page.wait_for_timeout(150)
        page.wait_for_selector("[data-testid='stApp'][data-test-script-state='notRunning']")
    text.wait_for()
    return text
