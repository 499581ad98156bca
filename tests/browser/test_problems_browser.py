"""Aufgaben in Chromium: a learner solves the puzzle of an own mistake, sets up a deal in the
editor, shares its code and fills a hand from a photo; a second learner opens the code and
solves the problem."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from coach.advice import Puzzle
from coach.records import Problem
from coach.rules import DecisionKind, Play
from tests.browser.clicks import open_code, section, visit
from tests.browser.waiting import LONG, click_until, settle
from tests.problems.problem_helpers import first_lead
from ui.puzzle_store import PuzzleStore
from ui.store import Store

pytestmark = [pytest.mark.browser, pytest.mark.db]
FIXTURES = Path(__file__).resolve().parents[1] / "scan" / "fixtures"


def test_a_puzzle_solved_a_deal_shared_and_solved_by_another_learner(
    page: Page, server: str, db_url: str
) -> None:
    store = Store(db_url)
    anna = store.add_learner("Anna").id
    store.add_learner("Bert")
    position, best, worse = first_lead()
    puzzle = Puzzle("game-1", position, DecisionKind.DEFENDING, worse, best, 20.0, None)
    PuzzleStore(store.engine).keep(anna, [puzzle])
    store.close()

    visit(page, server, "Anna", "Aufgaben")
    expect(page.get_by_text("Finde einen besseren Zug als im Spiel.")).to_be_visible()
    card = page.locator(f".st-key-puzzle_game-1_card_{best.card.name} button")
    click_until(page, card, page.get_by_text("Gelöst:"))

    shuffle = page.get_by_role("button", name="Zufällig verteilen")
    section(page, "Verteilung anlegen", shuffle)
    click_until(page, shuffle, page.get_by_text("Die Verteilung ist möglich."))
    expect(page.get_by_text("Kann das gewonnen werden?")).to_be_visible(timeout=LONG)
    code_block = page.locator("[data-testid='stCode']")
    click_until(page, page.get_by_role("button", name="Als Aufgabe teilen"), code_block)
    code = code_block.inner_text().strip()
    assert len(code) > 20

    # a photo of ten cards fills the hand chosen (the fixture the scanner reads all sure)
    entry = json.loads((FIXTURES / "manifest.json").read_text(encoding="utf-8"))[1]
    target = page.locator(".st-key-editor_target")
    middle = target.get_by_role("radio", name="Mittelhand")
    for _attempt in range(4):  # choosing it again is harmless
        target.get_by_text("Mittelhand").click()
        settle(page)
        if middle.is_checked():
            break
    expect(middle).to_be_checked()
    uploader = page.locator(".st-key-editor_photo_0")
    click_until(page, page.get_by_text("Karten von einem Foto"), uploader)
    uploader.locator("input[type='file']").set_input_files(FIXTURES / entry["image"])
    expect(page.get_by_text("10 Karten vom Foto bei Mittelhand.")).to_be_visible(timeout=LONG)

    visit(page, server, "Bert", "Aufgaben")
    open_code(page, code)
    answer = Problem.from_code(code).answer
    assert isinstance(answer, Play)
    card = page.locator(f".st-key-problem_0_card_{answer.card.name} button")
    click_until(page, card, page.get_by_text("Richtig:"))
