"""End to end in Chromium: a game played in Spielen is saved to the Notizbuch with a note and
opened there again; a file of ISS records with one damaged record is uploaded, the good ones are
imported and the damaged one is named with its line, game and move, in German; a decision of an
imported record is played on in the Spielen sandbox."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from tests.browser.styles import after
from tests.browser.table import start_game
from tests.browser.waiting import LONG, click_until, settle
from tests.notebook_records import FILE, GOOD

pytestmark = pytest.mark.browser

DEAL = "2"  # an engine declares; the learner passes and defends


def test_a_played_game_is_saved_to_the_notebook_and_reopened(page: Page, server: str) -> None:
    start_game(page, server, DEAL)

    result = page.get_by_role("heading", name="Ergebnis")
    passing = page.get_by_role("button", name="passe", exact=True)
    playable = page.locator(".st-key-play_card_row button:enabled")
    while not result.is_visible():  # pass, then play the first card allowed until the end
        expect(result.or_(passing).or_(playable.first).first).to_be_visible()
        if passing.is_visible():
            passing.click()
        elif playable.count():
            playable.first.click()
        settle(page)

    popover = page.get_by_role("button", name="Ins Notizbuch")
    note = page.get_by_role("textbox", name="Notiz")
    save = page.get_by_role("button", name="Spiel speichern")
    popover.click()
    note.fill("Zu früh gestochen")
    note.press("Control+Enter")  # the note is taken, as on leaving the field
    settle(page)
    if not save.is_visible():  # a redraw may have closed the popover: open it again
        popover.click()
    expect(note).to_have_value("Zu früh gestochen")
    save.click()
    expect(
        page.get_by_text(re.compile("^Im Notizbuch gespeichert: Spiel 1 · Spielnummer 2"))
    ).to_be_visible()

    page.goto(f"{server}/notebook")
    expect(page.get_by_role("heading", name="Notizbuch")).to_be_visible()
    expect(page.get_by_text(re.compile(r"^Spiel 1 · Spielnummer 2 · "))).to_be_visible()
    expect(page.get_by_role("textbox", name="Notiz")).to_have_value("Zu früh gestochen")
    page.get_by_role("button", name="Ansehen und nachspielen").click()
    expect(page.get_by_text("Die Karten, wie sie gegeben wurden")).to_be_visible()
    expect(page.get_by_text(re.compile(r"^Stich 1: .* sticht, \d+ Augen$"))).to_be_visible()


def test_iss_records_are_imported_and_the_damaged_one_is_named(
    page: Page, server: str, tmp_path: Path
) -> None:
    records = tmp_path / "abend.sgf"
    records.write_bytes(FILE)
    page.goto(f"{server}/notebook")
    expect(page.get_by_role("heading", name="Notizbuch")).to_be_visible()
    settle(page)
    words = ".st-key-games_upload [data-testid='stFileUploaderDropzoneInstructions'] > div"
    assert "höchstens 20 MB" in after(page, words)  # our words, not Streamlit's English
    page.locator(".st-key-games_upload input[type='file']").set_input_files(records)
    expect(page.get_by_text("abend.sgf: importiert 2 · schon im Notizbuch 0")).to_be_visible()
    damaged = page.get_by_text(re.compile(r"Zeile 2 · Spiel 9 · Zug 19 „♣B“: Gegen die Regeln"))
    expect(damaged).to_be_visible()
    expect(page.get_by_text(re.compile(r"^ISS 541932 · zoot, kermit, foo$"))).to_be_visible()
    expect(page.get_by_text(re.compile(r"^ISS 77 · Anna, kermit, foo$"))).to_be_visible()


def test_a_decision_of_an_imported_record_is_played_on_in_the_sandbox(
    page: Page, server: str, tmp_path: Path
) -> None:
    records = tmp_path / "spiel.sgf"
    records.write_text(GOOD)
    page.goto(f"{server}/notebook")
    expect(page.get_by_role("heading", name="Notizbuch")).to_be_visible()
    settle(page)
    page.locator(".st-key-games_upload input[type='file']").set_input_files(records)
    opening = page.get_by_role("button", name="Ansehen und nachspielen")
    expect(opening).to_be_visible()
    decisions = page.get_by_text("Deine Entscheidungen")
    click_until(page, opening, decisions)
    expect(decisions).to_be_visible(timeout=LONG)  # the review of the declarer's decisions
    replay = page.get_by_role("button", name="Von hier neu spielen").first
    expect(replay).to_be_visible()
    sandbox = page.get_by_text("Sandkasten", exact=True)
    click_until(page, replay, sandbox)
    expect(page.get_by_role("heading", name="Spielen")).to_be_visible()
    expect(page.get_by_text(re.compile("^Stellung aus Notizbuch"))).to_be_visible()
    leave = page.get_by_role("button", name="Zurück zum Tisch").first
    click_until(page, leave, page.get_by_role("button", name="Spiel beginnen"))
