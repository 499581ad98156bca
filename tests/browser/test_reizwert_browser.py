"""The Reizwert page as a new learner meets it, in Chromium (issue 14): typed hands that clash
with the skat, one verdict ("mindestens" where the check stops), the table's columns ("je nach
Skat", not "offen"), the coach's game shown first, the two cards the coach discards from twelve,
and the page in English."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from tests.browser.grid import typing_field
from tests.browser.waiting import settle

pytestmark = pytest.mark.browser

OHNE_2 = "HJ DJ CA CT CK CQ C9 C8 SA HA"  # Kreuz ohne 2: ♣B in the skat makes it worth 48
STRONG = "CJ SJ HJ DJ CA SA HA DA CT ST"  # still worth bidding at the check's highest level
TWELVE = "CJ SJ HJ DJ CA CT CK SA ST HA D7 H8"  # after picking up: the coach puts ♦7 ♥8 away
FOUR_JACKS = ("Clubs Jack, Spades Jack, Hearts Jack, Diamonds Jack, Clubs Ace, Spades Ace, "
              "Hearts Ace, Diamonds Ace, Clubs Ten, Spades Ten")  # fmt: skip
IN_HAND = "♥B liegt schon in deiner Hand, nicht im Skat."
IN_SKAT = "♥B liegt schon im Skat, nicht in deiner Hand."


def type_cards(page: Page, cards: str, field: str = "hand") -> None:
    """Type into the hand (or skat) field and press its Apply button."""
    typing_field(page, field).fill(cards)
    page.locator(f".st-key-{field}_apply button").click()
    settle(page)


def mode(page: Page, label: str) -> None:
    page.locator(".st-key-calc_mode").get_by_text(label, exact=True).click()
    settle(page)


def shown_game(page: Page) -> str:
    """The game "Spiel ansehen" shows (the checked radio's label)."""
    checked = page.locator(".st-key-calc_game input[type='radio']:checked")
    expect(checked).to_have_count(1)
    label: str = checked.evaluate("e => e.closest('label').innerText")
    return label.strip()


def check_verdict(page: Page, verdict: str) -> object:
    """Press the check button and wait for its verdict (the check runs in the background)."""
    page.locator(".st-key-advice_check button").click()
    shown = page.locator("[data-testid='stAlert']").filter(has_text=re.compile(verdict))
    expect(shown.first).to_be_visible(timeout=180_000)
    settle(page)
    return shown


def test_reizwert_skat_clash_one_verdict_columns_and_english(page: Page, server: str) -> None:
    page.goto(server)
    settle(page)
    page.get_by_role("link", name="Reizwert", exact=True).click()
    expect(page.get_by_role("heading", name="Reizwert-Rechner")).to_be_visible()
    settle(page)

    # A typed card that lies in the other field is named with the field it lies in.
    mode(page, "10 Karten und der Skat")
    type_cards(page, "CJ SJ HJ CA CT CK C9 SA ST HA")
    type_cards(page, "HJ D7", "skat")
    expect(page.get_by_text(IN_HAND)).to_be_visible()  # the skat field: ♥B is in the hand
    type_cards(page, "CJ SJ DJ CA CT CK C9 SA ST HA")
    expect(page.get_by_text(IN_HAND)).to_have_count(0)  # the hand moved on: the old error goes
    type_cards(page, "HJ D7", "skat")
    expect(page.get_by_text("10 von 10 Karten")).to_be_visible()
    type_cards(page, "CJ SJ HJ CA CT CK C9 SA ST HA")
    expect(page.get_by_text(IN_SKAT)).to_be_visible()  # was: "… in deiner Hand, nicht im Skat"
    expect(page.get_by_text(IN_HAND)).to_have_count(0)
    type_cards(page, "CJ SJ DJ CA CT CK C9 SA ST HA")
    expect(page.locator("[data-testid='stAlertContentError']")).to_have_count(0)

    # An "ohne 2" hand: the quick rule's verdict says what the skat's jack warning says.
    mode(page, "10 Karten, Skat unbekannt")
    type_cards(page, OHNE_2)
    warning = page.locator("[data-testid='stAlertContentWarning']").filter(has_text="♣B im Skat")
    expect(warning).to_contain_text("Sicher bist du bis 48")
    quick = page.locator("[data-testid='stAlertContentInfo']").filter(has_text="Urteil")
    expect(quick).to_have_count(1)
    expect(quick).to_contain_text("Sicher bist du bis 48")  # never a bare "bis 96" under it
    summary = page.locator("[data-testid='stTable']").first
    for column in ("Spitzen", "aufgenommen", "Hand", "mit Ansagen bis"):
        expect(summary.locator("th", has_text=column).first).to_be_visible()
    expect(summary).not_to_contain_text("höchstens")  # ouvert values are not the headline
    expect(summary).not_to_contain_text("mindestens")
    expect(summary).to_contain_text("je nach Skat")  # the skat decides the matadors
    expect(summary).not_to_contain_text("offen")  # Ouvert is "offen" in the glossary
    assert shown_game(page) in ("Kreuz", "Grand")  # the coach's game, not Karo

    # After the check: one verdict, the quick rule's difference (if any) said in it.
    check_verdict(page, r"Urteil: ")
    verdicts = page.locator("[data-testid='stAlertContentInfo']").filter(has_text="Urteil")
    expect(verdicts).to_have_count(1)
    text = verdicts.inner_text()
    if "einig" not in text:  # where the played-out levels go elsewhere, they say where and why
        assert "Durchgespielt in" in text and "die des Trainers" in text, text
    expect(page.get_by_text("Reizen lohnt sich bis")).to_have_count(0)
    expect(page.get_by_text("Urteil der Faustregel")).to_have_count(0)
    expect(
        page.get_by_text(re.compile("Turnierliste: gewonnen der Spielwert plus 50"))
    ).to_be_visible()
    expect(page.locator("th", has_text="Listenpunkte im Mittel (mit ±50)")).to_be_visible()

    # A strong hand: the verdict is the coach's limit, as at the table; the levels speak beside it.
    type_cards(page, STRONG)
    assert shown_game(page) == "Grand"
    expect(page.get_by_text("Urteil der Faustregel")).to_be_visible()  # the last hand's check gone
    strong = check_verdict(page, r"Urteil: bis \d+ reizen")
    expect(strong.first).to_contain_text(re.compile("einig|Durchgespielt in"))

    # Twelve cards: the coach names the two cards it puts away.
    mode(page, "12 Karten (Skat aufgenommen)")
    type_cards(page, TWELVE)
    expect(page.get_by_text("12 von 12 Karten")).to_be_visible()
    discard = page.locator("[data-testid='stAlertContentInfo']").filter(has_text="drückt")
    expect(discard).to_contain_text("Der Trainer drückt")
    expect(discard).to_contain_text("♦7")
    expect(discard).to_contain_text("♥8")
    mode(page, "10 Karten, Skat unbekannt")

    # In English: English card names are understood, the check table names games in English.
    page.locator(".st-key-ui_lang").click()
    page.get_by_role("option", name="English").click()
    expect(page.get_by_role("heading", name="Reizwert calculator")).to_be_visible()
    settle(page)
    type_cards(page, FOUR_JACKS)
    expect(page.get_by_text("10 of 10 cards")).to_be_visible()
    expect(page.locator("[data-testid='stAlertContentError']")).to_have_count(0)
    check_verdict(page, r"Verdict: bid up to \d+")
    games = page.locator("[data-testid='stTable']").filter(has_text="best game")
    expect(games).to_contain_text("Grand")
    expect(games).not_to_contain_text("angesagt")  # was "Grand Hand Schneider angesagt"
    expect(page.get_by_text(re.compile("angesagt"))).to_have_count(0)
