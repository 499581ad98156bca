"""From a played game to a solved problem in Chromium: Anna defends deal 2 (engines at once, hints
only on request) playing the last card allowed each time; the review names her biggest mistake;
"Im Editor öffnen" takes its position into the deal editor; "Als Aufgabe teilen" gives its code.
On her next visit she solves the puzzle the game left under "Deine Fehler"; Bert opens her code
under "Aufgabensammlungen" and solves the problem.

Every click waits for the app to be idle and for its visible effect (`tests.browser.clicks`).
"""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from coach.advice import Puzzle
from coach.records import Problem
from coach.rules import Play
from tests.browser.clicks import css_key, open_code, section, visit
from tests.browser.table import choose_in_table_settings
from tests.browser.waiting import LONG, click_until, settle, type_until, wait_for
from ui.puzzle_store import PuzzleStore
from ui.store import Store

pytestmark = [pytest.mark.browser, pytest.mark.db]

DEAL = "2"  # an engine declares; the learner passes and defends


def puzzles(db_url: str, learner: int) -> list[Puzzle]:
    store = Store(db_url)
    try:
        return PuzzleStore(store.engine).puzzles(learner)
    finally:
        store.close()


def play_deal_two(page: Page) -> None:
    """Start deal 2 at once-pace; pass, then play the last card allowed until the result."""
    choose_in_table_settings(page, "sofort")  # engines answer at once
    type_until(page, page.locator(".st-key-play_deal input"), DEAL)
    result = page.get_by_role("heading", name="Ergebnis")
    click_until(
        page, page.get_by_role("button", name="Spiel beginnen"), page.locator(".st-key-play_turn")
    )
    passing = page.get_by_role("button", name="passe", exact=True)
    playable = page.locator(".st-key-play_card_row button:enabled")
    while not result.is_visible():  # a click lost to a redraw is simply made again
        expect(result.or_(passing).or_(playable.first).first).to_be_visible(timeout=LONG)
        if passing.is_visible():
            passing.click()
        elif playable.count():
            playable.last.click()
        settle(page)
    expect(page.get_by_text(re.compile("^Du hast|gewonnen|verloren")).first).to_be_visible()


def test_a_mistake_of_a_played_game_becomes_a_problem_solved_in_aufgaben(
    page: Page, server: str, db_url: str
) -> None:
    store = Store(db_url)
    anna = store.add_learner("Anna").id
    store.add_learner("Bert")
    store.close()
    visit(page, server, "Anna", "Spielen")
    play_deal_two(page)
    wait_for(page, lambda: bool(puzzles(db_url, anna)))  # the verdicts came in: a puzzle kept

    biggest = page.locator(".st-key-play_post_biggest")
    expect(biggest).to_be_visible(timeout=LONG)  # the review names the biggest mistake
    expect(biggest.get_by_text(re.compile(r"Stich \d+"))).to_be_visible()
    to_editor = biggest.get_by_role("button", name="Im Editor öffnen")
    expect(to_editor).to_be_visible()
    click_until(page, to_editor, page.get_by_text("Die Verteilung ist möglich."))
    expect(page.get_by_role("heading", name="Aufgaben")).to_be_visible()
    expect(page.get_by_role("radio", name="Verteilung anlegen")).to_be_checked()
    expect(page.get_by_text("Kann das gewonnen werden?")).to_be_visible(timeout=LONG)
    code_block = page.locator("[data-testid='stCode']")
    click_until(page, page.get_by_role("button", name="Als Aufgabe teilen"), code_block)
    code = code_block.inner_text().strip()
    answer = Problem.from_code(code).answer
    assert isinstance(answer, Play)

    # the next visit: the game's own puzzle is due under "Deine Fehler"
    visit(page, server, "Anna", "Aufgaben")
    section(page, "Deine Fehler", page.get_by_text("Finde einen besseren Zug als im Spiel."))
    shown = page.locator("[class*='st-key-puzzle_'][class*='_card_']").first
    expect(shown).to_be_visible()
    puzzle = next(
        p
        for p in puzzles(db_url, anna)
        if f"st-key-puzzle_{css_key(p.key)}_card_" in str(shown.get_attribute("class"))
    )
    best = puzzle.best
    assert isinstance(best, Play)
    card = page.locator(f".st-key-puzzle_{css_key(puzzle.key)}_card_{best.card.name} button")
    click_until(page, card, page.get_by_text(re.compile("^Gelöst:")))

    # a second learner solves the problem Anna shared, by its code
    visit(page, server, "Bert", "Aufgaben")
    open_code(page, code)
    right = page.get_by_text(re.compile("^Richtig:"))
    click_until(page, page.locator(f".st-key-problem_0_card_{answer.card.name} button"), right)
