"""The club's winners' list on a club server, in Chromium: a member ticks "Auf der Siegerliste
des Vereins erscheinen" on Fortschritt and another member's tablet then shows their name and
totals; unticking takes them off; a stranger's browser sees neither the list nor a name."""

from __future__ import annotations

import pytest
from playwright.sync_api import Browser, Page, expect

from coach.play import dumps, series_key
from tests.browser.accounts import sign_in_club, visitor
from tests.browser.waiting import click_until, settle
from tests.play.test_winners import played_series
from ui.store import Store

pytestmark = pytest.mark.browser

TITLE = "Siegerliste des Vereins"
OPT_IN = "Auf der Siegerliste des Vereins erscheinen"


def _fortschritt(page: Page) -> None:
    heading = page.get_by_role("heading", name=TITLE)
    click_until(page, page.get_by_role("link", name="Fortschritt"), heading)
    settle(page)


def _club_list(page: Page) -> str:
    """The text of the club's list as the page shows it ("" when it shows none)."""
    grid = page.locator(".st-key-progress_club_winners")
    return grid.inner_text() if grid.count() else ""


def test_a_member_joins_and_leaves_the_club_list_and_a_stranger_sees_none(
    club_chromium: Browser, server: str, db_url: str
) -> None:
    store = Store(db_url)
    anna = store.add_learner("Anna", secret="1111")
    ben = store.add_learner("Ben", secret="2222")
    for learner, code in ((anna, 61), (ben, 62)):
        table = played_series(code, 1)
        store.keep_series(learner.id, series_key(table), dumps(table))
    store.set_on_club_list(anna.id, True)

    bens, annas, stranger = (visitor(club_chromium) for _ in range(3))
    for page, name, secret in ((bens, "Ben", "2222"), (annas, "Anna", "1111")):
        page.goto(server)
        settle(page)
        sign_in_club(page, name, secret)
        _fortschritt(page)
    expect(bens.locator(".st-key-progress_club_winners")).to_contain_text("Anna")
    assert "Ben" not in _club_list(bens)

    listed = bens.locator(".st-key-progress_club_winners")
    click_until(bens, bens.get_by_text(OPT_IN), listed.filter(has_text="Ben"))
    settle(bens)
    assert store.on_club_list(ben.id)
    annas.reload()
    expect(annas.locator(".st-key-progress_club_winners")).to_contain_text("Ben")

    stranger.goto(f"{server}/progress")
    expect(stranger.get_by_role("heading", name=TITLE)).to_be_visible()
    settle(stranger)
    expect(stranger.get_by_text("Die Siegerliste des Vereins sehen nur Mitglieder")).to_be_visible()
    body = stranger.locator("body").inner_text()
    assert "Anna" not in body and "Ben" not in body

    click_until(bens, bens.get_by_text(OPT_IN), listed.filter(has_not_text="Ben"))
    settle(bens)
    assert not store.on_club_list(ben.id)
