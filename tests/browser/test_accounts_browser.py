"""Two learners and a stranger on one club server, in Chromium (issue 32): each browser has its
own sign-in cookie and sees its own notebook only, the stranger sees no names and no data even
with a learner's id in the address, a name made of Markdown stays text (nothing is fetched),
and Back and Forward move between pages."""

from __future__ import annotations

import pytest
from playwright.sync_api import Browser, Page, expect

from coach.rules.notation import parse_cards
from tests.browser.accounts import sign_in_club, visitor
from tests.browser.waiting import settle
from ui.store import Store

pytestmark = pytest.mark.browser

PIXEL = "![x](http://127.0.0.1:9/p.png)"


def _notebook(page: Page) -> None:
    page.get_by_role("link", name="Notizbuch").click()
    expect(page.get_by_role("heading", name="Notizbuch")).to_be_visible()
    settle(page)


def test_two_learners_and_a_stranger_each_see_only_their_own(
    club_chromium: Browser, server: str, db_url: str
) -> None:
    store = Store(db_url)
    anna = store.add_learner("Anna", secret="1111")
    other = store.add_learner(PIXEL, secret="2222")
    hand = parse_cards("CJ SJ CA CT CK C9 SA ST HA H7")
    store.add_notebook_entry(anna.id, hand, note="Annas Geheimnis")
    store.add_notebook_entry(other.id, hand, note="Die andere Notiz")

    first, second, stranger = (visitor(club_chromium) for _ in range(3))
    fetched: list[str] = []
    for page in (first, second, stranger):
        page.on("request", lambda request: fetched.append(request.url))
        page.goto(server)
        settle(page)

    sign_in_club(first, "Anna", "1111")
    _notebook(first)
    expect(first.locator("textarea").first).to_have_value("Annas Geheimnis")
    expect(first.get_by_text("Die andere Notiz")).to_have_count(0)

    sign_in_club(second, PIXEL, "2222")
    expect(second.get_by_text(f"Du lernst als {PIXEL}")).to_be_visible()  # text, no picture
    _notebook(second)
    expect(second.locator("textarea").first).to_have_value("Die andere Notiz")

    stranger.goto(f"{server}/notebook?learner={anna.id}")
    expect(stranger.get_by_role("heading", name="Notizbuch")).to_be_visible()
    settle(stranger)
    body = stranger.locator("body").inner_text()
    assert "Annas Geheimnis" not in body and "Die andere Notiz" not in body
    assert "Anna" not in body and PIXEL not in body  # no list of names for a stranger
    expect(stranger.get_by_text("Du lernst als Gast")).to_be_visible()

    first.reload()  # the cookie keeps Anna signed in
    expect(first.get_by_text("Du lernst als Anna")).to_be_visible()
    assert not [url for url in fetched if "127.0.0.1:9/" in url]
    assert second.locator("img[src*='127.0.0.1:9']").count() == 0


def test_back_and_forward_move_between_pages(club_chromium: Browser, server: str) -> None:
    page = visitor(club_chromium)
    page.goto(server)
    expect(page.get_by_role("heading", name="Willkommen bei Kiebitz")).to_be_visible()
    settle(page)
    page.get_by_role("link", name="Reizwert").click()
    expect(page.get_by_role("heading", name="Reizwert-Rechner")).to_be_visible()
    settle(page)
    _notebook(page)
    page.go_back()
    expect(page.get_by_role("heading", name="Reizwert-Rechner")).to_be_visible()
    settle(page)
    page.go_back()
    expect(page.get_by_role("heading", name="Willkommen bei Kiebitz")).to_be_visible()
    settle(page)
    page.go_forward()
    expect(page.get_by_role("heading", name="Reizwert-Rechner")).to_be_visible()
    settle(page)
    page.go_forward()
    expect(page.get_by_role("heading", name="Notizbuch")).to_be_visible()
