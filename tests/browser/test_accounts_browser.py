"""Two learners and a stranger on one club server, in Chromium (issue 32): each browser has its
own sign-in cookie and sees its own notebook only, the stranger sees no names and no data even
with a learner's id in the address, a name made of Markdown stays text (nothing is fetched),
and Back and Forward move between pages."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, Page, expect, sync_playwright

from coach.rules.notation import parse_cards
from tests.browser.conftest import CHROMIUM, CHROMIUM_ARGS
from tests.browser.waiting import settle
from ui.session import CLUB_ENV
from ui.store import Store

pytestmark = pytest.mark.browser

PIXEL = "![x](http://127.0.0.1:9/p.png)"


@pytest.fixture
def club(monkeypatch: pytest.MonkeyPatch) -> None:
    """The server started after this (the `server` fixture) runs in club mode."""
    monkeypatch.setenv(CLUB_ENV, "1")


@pytest.fixture
def chromium(club: None, server: str) -> Iterator[Browser]:
    expect.set_options(timeout=60_000)
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        yield browser
        browser.close()


def _visitor(browser: Browser) -> Page:
    """A browser of its own (its own cookies), as another tablet in the room."""
    context = browser.new_context(viewport={"width": 1280, "height": 1000}, locale="de-DE")
    context.set_default_timeout(60_000)
    return context.new_page()


def _sign_in(page: Page, name: str, secret: str) -> None:
    page.get_by_text("Anmelden").first.click()
    for key, value in (("sign_in_name", name), ("sign_in_secret", secret)):
        field = page.locator(f".st-key-{key} input")
        field.fill(value)
        field.press("Enter")
        settle(page)
    page.locator(".st-key-sign_in button").click()
    expect(page.get_by_text("Du lernst als")).to_contain_text(name)
    settle(page)


def _notebook(page: Page) -> None:
    page.get_by_role("link", name="Notizbuch").click()
    expect(page.get_by_role("heading", name="Notizbuch")).to_be_visible()
    settle(page)


def test_two_learners_and_a_stranger_each_see_only_their_own(
    chromium: Browser, server: str, db_url: str
) -> None:
    store = Store(db_url)
    anna = store.add_learner("Anna", secret="1111")
    other = store.add_learner(PIXEL, secret="2222")
    hand = parse_cards("CJ SJ CA CT CK C9 SA ST HA H7")
    store.add_notebook_entry(anna.id, hand, note="Annas Geheimnis")
    store.add_notebook_entry(other.id, hand, note="Die andere Notiz")

    first, second, stranger = (_visitor(chromium) for _ in range(3))
    fetched: list[str] = []
    for page in (first, second, stranger):
        page.on("request", lambda request: fetched.append(request.url))
        page.goto(server)
        settle(page)

    _sign_in(first, "Anna", "1111")
    _notebook(first)
    expect(first.locator("textarea").first).to_have_value("Annas Geheimnis")
    expect(first.get_by_text("Die andere Notiz")).to_have_count(0)

    _sign_in(second, PIXEL, "2222")
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


def test_back_and_forward_move_between_pages(chromium: Browser, server: str) -> None:
    page = _visitor(chromium)
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
