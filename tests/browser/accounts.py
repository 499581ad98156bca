"""Browser helpers for who is learning: pick a listed name in the sidebar, sign in."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from tests.browser.waiting import settle


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
