"""End to end in Chromium: one coaching voice. A learner who passes and then, as a defender,
plays the card "Genau prüfen" recommends at every trick hears "gut" for every card: in the
verdicts at the table, in the review after the game, and in the Notizbuch review of the game
saved (the same grade for every decision in both reviews).
"""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from coach.rules import Card, CardStyle, format_card
from tests.browser.table import start_game
from tests.browser.waiting import settle, wait_for
from words import card_style

pytestmark = pytest.mark.browser

DEAL = "2"  # the learner passes, an engine plays: the learner defends ten tricks
ADVICE = re.compile(r"^Der Trainer rät: (\S+)")
CARD_DECISION = re.compile(r"Stich \d+: \S+ – (gut|fragwürdig|Fehler)")


def _spoken(shown: str) -> str:
    """The name a card button has (``Karo-Bube``) for a card as the hint shows it (``♦B``)."""
    card = next(c for c in Card if format_card(c, card_style("de")) == shown)
    return format_card(card, CardStyle.NAME_DE)


def _advised_card(page: Page) -> str:
    """The card "Genau prüfen" names for this decision; the last decision's advice may still
    show a moment after its card was played, so the card must be in the hand."""
    advice = page.get_by_text(ADVICE)
    row = page.locator(".st-key-play_card_row")
    named: list[str] = []

    def in_hand() -> bool:
        if advice.count() != 1:
            return False
        match = ADVICE.match(advice.inner_text())
        found = match is not None and bool(
            row.get_by_role("button", name=_spoken(match.group(1)), exact=True).count()
        )
        if found and match is not None:
            named.append(match.group(1))
        return found

    wait_for(page, in_hand, seconds=180)  # the search may take a while
    return named[-1]


def _card_decisions(page: Page, box: str) -> list[str]:
    """The titles of the card decisions in the review drawn in the container `box` (CSS)."""
    titles = page.locator(f"{box} [data-testid='stExpander'] summary")
    expect(titles.first).to_be_visible()
    found = (CARD_DECISION.search(text) for text in titles.all_inner_texts())
    return sorted(match.group(0) for match in found if match is not None)


def test_following_the_checked_hint_is_good_everywhere(page: Page, server: str) -> None:
    start_game(page, server, DEAL)

    result = page.get_by_role("heading", name="Ergebnis")
    passing = page.get_by_role("button", name="passe", exact=True)
    playable = page.locator(".st-key-play_card_row button:enabled")
    check = page.get_by_role("button", name="Genau prüfen")
    followed: list[str] = []
    while not result.is_visible():
        expect(result.or_(passing).or_(playable.first).first).to_be_visible()
        if passing.is_visible():
            passing.click()
        elif playable.count():
            check.click()
            card = _advised_card(page)
            button = page.locator(".st-key-play_card_row").get_by_role(
                "button", name=_spoken(card), exact=True
            )
            for _attempt in range(3):  # a click lost to a redraw is made again
                if button.count():
                    button.click()
                try:
                    expect(button).to_have_count(0, timeout=30_000)  # the card left the hand
                    break
                except AssertionError:
                    settle(page)
            expect(button).to_have_count(0)
            followed.append(card)
        settle(page)
    assert followed

    verdicts = page.get_by_text(re.compile(r"^Dein Zug \S+: (gut|fragwürdig|Fehler)$"))
    expect(verdicts.first).to_be_visible(timeout=180_000)
    waiting = page.get_by_text(re.compile("^Der Trainer bewertet deinen Zug"))
    expect(waiting).to_have_count(0, timeout=300_000)
    for text in verdicts.all_inner_texts():
        assert text.strip().endswith(": gut"), text

    expect(page.get_by_text("Deine Entscheidungen")).to_be_visible(timeout=300_000)
    played = _card_decisions(page, ".st-key-play_post_box")
    assert played and all(t.endswith("– gut") for t in played), played
    expect(page.get_by_text(re.compile(r"^Im Nachhinein, mit allen Karten offen"))).to_be_visible()

    popover = page.get_by_role("button", name="Ins Notizbuch")
    save = page.get_by_role("button", name="Spiel speichern")
    popover.click()
    if not save.is_visible():  # a redraw may have closed the popover: open it again
        popover.click()
    save.click()
    expect(page.get_by_text(re.compile("^Im Notizbuch gespeichert: Spiel 1"))).to_be_visible()

    page.goto(f"{server}/notebook")
    expect(page.get_by_role("heading", name="Notizbuch")).to_be_visible()
    page.get_by_role("button", name="Ansehen und nachspielen").click()
    expect(page.get_by_text("Deine Entscheidungen")).to_be_visible(timeout=300_000)
    reviewed = _card_decisions(page, "[class*='st-key-game_review_'][class*='_box']")
    assert reviewed == played
