"""A saved hand in the Notizbuch and a lesson's answers, in Chromium (issue 14): reopen, edit and
delete with a confirmation; German faces on the answer cards, what a wrong answer was, our own
drawn icons, "Weiter zu Lektion" as the main button, and a game result's wording (a missed
Schneider, "in 1 Stich" / "in 1 trick")."""

from __future__ import annotations

import json
import re
from urllib.parse import unquote

import pytest
from playwright.sync_api import Page, expect

from coach.rules.contract import ISKO
from coach.rules.notation import format_card
from lessons.course import lesson_by_slug
from tests.browser.accounts import pick_learner
from tests.browser.test_reizwert_browser import type_cards
from tests.browser.waiting import settle
from ui.card_svg import card_label, card_svg
from ui.store import Store
from words import card_style

pytestmark = pytest.mark.browser

CLUBS_WITH_2 = "CJ SJ CA CT CK C9 SA ST HA H7"
LESSON, SEED = "tricks", 7  # lesson 2: its first exercise asks for one card
SCORING = "scoring"  # lesson 12: exercise 1 misses an announced Schneider, exercise 2 takes 1 trick
EMOJI = re.compile("[\u2700-\u27bf\u2b50\U0001f300-\U0001faff]")  # ✅ ❌ ⭐ 🎉 …, not ♠♥


def test_a_saved_hand_is_reopened_edited_and_deleted_only_when_confirmed(
    page: Page, server: str
) -> None:
    page.goto(server)
    settle(page)
    page.get_by_role("link", name="Reizwert", exact=True).click()
    expect(page.get_by_role("heading", name="Reizwert-Rechner")).to_be_visible()
    settle(page)
    type_cards(page, CLUBS_WITH_2)
    note = page.locator(".st-key-save_note textarea")
    note.fill("erste Notiz")
    note.press("Control+Enter")
    settle(page)
    page.locator(".st-key-save_notebook button").click()
    expect(page.get_by_text("Im Notizbuch gespeichert.")).to_be_visible()
    settle(page)
    page.locator(".st-key-pick_clear button").click()  # the calculator forgets the hand
    settle(page)

    page.get_by_role("link", name="Notizbuch", exact=True).click()
    expect(page.get_by_role("heading", name="Notizbuch")).to_be_visible()
    expect(page.get_by_text("Urteil der Faustregel")).to_be_visible()  # the verdict is kept
    entry_note = page.locator("[class*='st-key-note_'] textarea")
    expect(entry_note).to_have_value("erste Notiz")
    entry_note.fill("zweite Notiz")
    entry_note.press("Control+Enter")
    settle(page)
    page.locator("[class*='st-key-save_note_'] button").click()
    expect(page.get_by_text("Notiz gespeichert.")).to_be_visible()
    page.reload()
    expect(page.locator("[class*='st-key-note_'] textarea")).to_have_value("zweite Notiz")
    settle(page)

    page.locator("[class*='st-key-delete_entry_'] button").click()
    expect(page.get_by_text("Wirklich löschen?")).to_be_visible()  # asked, not yet deleted
    page.locator("[class*='st-key-delete_no_entry_'] button").click()
    expect(page.get_by_text("Wirklich löschen?")).to_have_count(0)
    settle(page)
    page.locator("[class*='st-key-open_'] button").click()  # back in the calculator
    expect(page.get_by_role("heading", name="Reizwert-Rechner")).to_be_visible()
    expect(page.get_by_text("10 von 10 Karten")).to_be_visible()
    expect(page.locator("[data-testid='stTable']").first).to_contain_text("36")
    settle(page)

    page.get_by_role("link", name="Notizbuch", exact=True).click()
    expect(page.get_by_role("heading", name="Notizbuch")).to_be_visible()
    settle(page)
    page.locator("[class*='st-key-delete_entry_'] button").click()
    page.locator("[class*='st-key-delete_yes_entry_'] button").click()
    expect(page.get_by_text("Eintrag gelöscht.")).to_be_visible()
    expect(page.locator("[class*='st-key-note_'] textarea")).to_have_count(0)


def _keep_lesson(
    store: Store, learner_id: int, right: int, slug: str = LESSON, index: int = 0
) -> None:
    kept = {"slug": slug, "index": index, "seed": SEED, "right": right, "given": None}
    store.set_setting(learner_id, "lesson", json.dumps(kept))


def test_lesson_answers_german_faces_wrong_answer_icons_and_next_lesson(
    page: Page, server: str, db_url: str
) -> None:
    store = Store(db_url)
    learner = store.add_learner("Lena")
    store.set_setting(learner.id, "deck", "german")
    lesson = lesson_by_slug(LESSON)
    _keep_lesson(store, learner.id, lesson.goal - 1)  # one right answer short of the goal
    exercise = lesson.exercise(0, SEED, ISKO)
    choices, answer = list(exercise.choices()), exercise.answer()
    wrong = next(card for card in choices if card != answer)

    page.goto(f"{server}/learn")
    pick_learner(page, "Lena")
    buttons = page.locator(".st-key-learn_card_row button")
    expect(buttons).to_have_count(len(choices))
    settle(page)
    for card in choices:  # German faces drawn; no French "♦B" written on them
        button = page.locator(f".st-key-learn_card_{card.name} button")
        expect(button).to_have_text(card_label(card, "de"))
        # The name is for screen readers only (the row's style rule may land a moment later).
        expect(button.locator("p")).to_have_css("width", "1px")
        drawn = unquote(button.evaluate("e => getComputedStyle(e).backgroundImage"))
        assert card_svg(card, "german", False, 64, lang="de") in drawn
        assert card_svg(card, "french", False, 64, lang="de") not in drawn

    page.locator(f".st-key-learn_card_{wrong.name} button").click()
    verdict = page.locator("[data-testid='stAlert']").filter(has_text="Deine Antwort")
    expect(verdict).to_contain_text(f"Deine Antwort: {format_card(wrong, card_style('de'))}")
    expect(verdict.locator("[data-testid='stAlertDynamicIcon']")).to_have_text(
        "cancel"
    )  # drawn icon
    assert not EMOJI.search(verdict.inner_text()), verdict.inner_text()
    settle(page)

    _keep_lesson(store, learner.id, lesson.goal - 1)
    page.reload()
    expect(page.locator(f".st-key-learn_card_{answer.name} button")).to_be_visible()
    settle(page)
    page.locator(f".st-key-learn_card_{answer.name} button").click()
    expect(page.get_by_text("Lektion geschafft!")).to_be_visible()
    following = page.locator(".st-key-learn_next_lesson button")
    expect(following).to_contain_text("Weiter zu Lektion 3")
    expect(following).to_have_attribute("data-testid", "stBaseButton-primary")
    expect(page.locator(".st-key-learn_next button")).to_have_attribute(
        "data-testid", "stBaseButton-secondary"
    )
    page.wait_for_timeout(300)
    assert not EMOJI.search(page.locator("[data-testid='stMain']").inner_text())

    # A game lost on announced Schneider: why it is lost, never "… 61 reichen zum Gewinn".
    _keep_lesson(store, learner.id, 0, SCORING, 1)
    page.reload()
    exercise_box = page.locator(".st-key-learn_exercise")
    expect(exercise_box).to_contain_text("Kreuz Hand Schneider angesagt")
    settle(page)
    page.locator(".st-key-learn_no button").click()
    expect(exercise_box).to_contain_text("Schneider war angesagt, aber 82 Augen")
    expect(exercise_box).not_to_contain_text("reichen zum Gewinn")
    settle(page)

    # One trick is "in 1 Stich" / "in 1 trick".
    _keep_lesson(store, learner.id, 0, SCORING, 2)
    page.reload()
    expect(exercise_box).to_contain_text("Er hat 40 Augen in 1 Stich.")
    settle(page)
    store.set_setting(learner.id, "lang", "en")
    page.reload()
    expect(exercise_box).to_contain_text("He took 40 card points in 1 trick.")
