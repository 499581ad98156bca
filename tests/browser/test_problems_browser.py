"""Aufgaben in Chromium: a learner solves the puzzle of an own mistake, sets up a deal in the
editor and shares its code; a second learner opens the code and solves the problem."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from coach.advice import Puzzle
from coach.records import Problem
from coach.rules import DecisionKind, Play
from tests.browser.clicks import LONG, click_until, open_code, section, visit
from tests.problems.problem_helpers import first_lead
from ui.puzzle_store import PuzzleStore
from ui.store import Store

pytestmark = [pytest.mark.browser, pytest.mark.db]


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

    visit(page, server, "Bert", "Aufgaben")
    open_code(page, code)
    answer = Problem.from_code(code).answer
    assert isinstance(answer, Play)
    card = page.locator(f".st-key-problem_0_card_{answer.card.name} button")
    click_until(page, card, page.get_by_text("Richtig:"))
