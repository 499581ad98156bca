"""Aufgaben in Chromium: a learner solves the puzzle of an own mistake, sets up a deal in the
editor and shares its code; a second learner opens the code and solves the problem."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from coach.advice import Puzzle
from coach.records import Problem
from coach.rules import DecisionKind, Play
from tests.browser.accounts import pick_learner
from tests.browser.waiting import settle
from tests.problems.problem_helpers import first_lead
from ui.puzzle_store import PuzzleStore
from ui.store import Store

pytestmark = [pytest.mark.browser, pytest.mark.db]


def open_problems(page: Page, url: str, name: str) -> None:
    """The learner `name` (picked in the sidebar, as on one's own computer) opens Aufgaben."""
    page.goto(url)
    pick_learner(page, name)
    page.get_by_role("link", name="Aufgaben").click()
    expect(page.get_by_role("heading", name="Aufgaben")).to_be_visible()
    settle(page)


def section(page: Page, name: str) -> None:
    page.locator(".st-key-problems_section").get_by_text(name, exact=True).click()
    settle(page)


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

    open_problems(page, server, "Anna")
    expect(page.get_by_text("Finde einen besseren Zug als im Spiel.")).to_be_visible()
    page.locator(f".st-key-puzzle_game-1_card_{best.card.name} button").click()
    expect(page.get_by_text("Gelöst:")).to_be_visible(timeout=120_000)
    settle(page)

    section(page, "Verteilung anlegen")
    page.get_by_role("button", name="Zufällig verteilen").click()
    expect(page.get_by_text("Die Verteilung ist möglich.")).to_be_visible(timeout=120_000)
    expect(page.get_by_text("Kann das gewonnen werden?")).to_be_visible(timeout=120_000)
    settle(page)
    page.get_by_role("button", name="Als Aufgabe teilen").click()
    code_block = page.locator("[data-testid='stCode']")
    expect(code_block).to_be_visible(timeout=120_000)
    code = code_block.inner_text().strip()
    assert len(code) > 20

    open_problems(page, server, "Bert")
    section(page, "Aufgabensammlungen")
    page.get_by_label("Code einer Aufgabe").fill(code)
    page.keyboard.press("Enter")
    settle(page)
    page.get_by_role("button", name="Code öffnen").click()
    expect(page.get_by_text("Welche Karte spielst du?")).to_be_visible(timeout=120_000)
    settle(page)
    answer = Problem.from_code(code).answer
    assert isinstance(answer, Play)
    page.locator(f".st-key-problem_0_card_{answer.card.name} button").click()
    expect(page.get_by_text("Richtig:")).to_be_visible(timeout=120_000)
