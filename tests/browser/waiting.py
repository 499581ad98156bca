"""Waiting in browser tests as a learner would: until the app is idle and the click has shown.

A busy machine may delay a run by seconds, so no step trusts a fixed pause: each waits for the
app to be idle and for the visible effect of what was done.
"""

from __future__ import annotations

from playwright.sync_api import Locator, Page, expect

IDLE = "[data-testid='stApp'][data-test-script-state='notRunning']"
EFFECT_SECONDS = 30  # how long a click's effect may take before the click is thought lost


def settle(page: Page) -> None:
    """Wait until the app has finished the run an action started."""
    page.wait_for_timeout(150)
    page.wait_for_selector(IDLE)


def click_until(page: Page, target: Locator, effect: Locator, attempts: int = 3) -> None:
    """Click `target` until `effect` is visible, clicking again only if it never came.

    A click that lands while the app redraws may be dropped; a learner would click again once
    nothing happened, and so does this (after waiting long, so a slow run is not clicked twice).
    """
    for _attempt in range(attempts):
        target.click()
        try:
            expect(effect).to_be_visible(timeout=EFFECT_SECONDS * 1000)
        except AssertionError:
            settle(page)
            if effect.is_visible():
                break
        else:
            break
    expect(effect).to_be_visible()
    settle(page)
