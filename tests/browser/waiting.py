"""Waiting in browser tests as a learner would: until the app is idle and the click has shown.

A busy machine may delay a run by seconds, so no step trusts a fixed pause: each waits for the
app to be idle and for the visible effect of what was done.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from playwright.sync_api import Locator, Page, expect

IDLE = "[data-testid='stApp'][data-test-script-state='notRunning']"
EFFECT_SECONDS = 30  # how long a click's effect may take before the click is thought lost
LONG = 300_000  # ms: the coach's judgements on a loaded machine (generous, never a pause alone)


def settle(page: Page) -> None:
    """Wait until the app has finished the run an action started."""
    page.wait_for_timeout(150)
    page.wait_for_selector(IDLE)


def click_until(page: Page, button: Locator, shows: Locator, attempts: int = 4) -> None:
    """Click `button` until `shows` is visible, clicking again only while nothing has happened.

    A click that lands while the app redraws may be dropped; a learner would click again once
    nothing happened, and so does this (after waiting long, so a slow run is not clicked twice,
    and only while the button is still there).
    """
    for _attempt in range(attempts):
        settle(page)
        if shows.is_visible():
            return
        if button.is_visible():
            button.click()
        try:
            expect(shows).to_be_visible(timeout=EFFECT_SECONDS * 1000)
            return
        except AssertionError:
            continue
    expect(shows).to_be_visible(timeout=LONG)


def type_until(page: Page, field: Locator, text: str, attempts: int = 4) -> None:
    """Type `text` into `field` and press Enter until it holds it (typing lost to a redraw is
    typed again)."""
    for _attempt in range(attempts):
        field.fill(text)
        field.press("Enter")
        settle(page)
        if field.input_value() == text:
            return
    expect(field).to_have_value(text)


def wait_for(page: Page, found: Callable[[], bool], seconds: float = LONG / 1000) -> None:
    """Wait until `found()` holds (the page keeps working meanwhile), failing after `seconds`."""
    deadline = time.monotonic() + seconds
    while not found():
        assert time.monotonic() < deadline, "the condition never held"
        page.wait_for_timeout(500)
