"""Browser helpers for who is learning: pick a listed name in the sidebar, sign in on a club
server, open another visitor's browser."""

from __future__ import annotations

from playwright.sync_api import Browser, Page, expect

from tests.browser.waiting import click_until, settle, type_until


def pick_learner(page: Page, name: str, secret: str = "") -> None:
    """Choose a name in the sidebar's list (own computer), with its PIN when it has one."""
    box = page.locator(".st-key-ui_learner")
    # The select's code loads on first use: until then a placeholder takes no click.
    expect(box.locator("[data-testid='stSkeleton']")).to_have_count(0)
    expect(box.locator("input")).to_be_visible()
    box.click()
    page.get_by_role("option", name=name, exact=True).click()
    settle(page)
    if secret:
        page.locator(".st-key-pick_secret input").fill(secret)
        page.locator(".st-key-pick_secret input").press("Enter")
        settle(page)
        page.locator(".st-key-pick_sign_in button").click()
    expect(page.get_by_text(f"Du lernst als {name}")).to_be_visible()
    settle(page)


def visitor(browser: Browser) -> Page:
    """A browser of its own (its own cookies), as another tablet in the room."""
    context = browser.new_context(viewport={"width": 1280, "height": 1000}, locale="de-DE")
    context.set_default_timeout(60_000)
    return context.new_page()


def sign_in_club(page: Page, name: str, secret: str) -> None:
    """Sign in with name and PIN, as on a club server (no list of names); each step waits for
    its effect and is done again where a redraw swallowed it."""
    name_field = page.locator(".st-key-sign_in_name input")
    click_until(page, page.get_by_text("Anmelden").first, name_field)
    type_until(page, name_field, name)
    type_until(page, page.locator(".st-key-sign_in_secret input"), secret)
    signed_in = page.get_by_text("Du lernst als").filter(has_text=name)
    click_until(page, page.locator(".st-key-sign_in button"), signed_in)
    settle(page)
