"""The Spielen table on a phone, a tablet and a desktop: after a trick is played, the trick, the
learner's hand, whose turn it is and the coach's line are all on screen without scrolling.

Screenshots of each size are kept as test artefacts in ``tmp/artifacts`` (or
``$KIEBITZ_ARTIFACTS``) for a look by eye.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from tests.browser.defending import defend
from tests.browser.waiting import settle

pytestmark = pytest.mark.browser

SIZES = {"phone": (390, 844), "tablet": (820, 1180), "desktop": (1400, 900)}
BOXES = "cards => cards.map(c => [c.getBoundingClientRect().top, c.getBoundingClientRect().width])"
ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = Path(os.environ.get("KIEBITZ_ARTIFACTS", ROOT / "tmp" / "artifacts"))


@pytest.mark.parametrize("name", list(SIZES))
def test_trick_hand_turn_and_coach_fit_on_screen(name: str, page: Page, server: str) -> None:
    width, height = SIZES[name]
    page.set_viewport_size({"width": width, "height": height})
    hand = defend(page, server, hints_always=True)

    playable = hand.locator("button:enabled")
    expect(playable.first).to_be_visible()
    before = hand.locator("button").count()
    playable.first.click()
    settle(page)
    expect(hand.locator("button")).to_have_count(before - 1)
    expect(hand.locator("button:enabled").first).to_be_visible()  # our turn again
    page.evaluate("window.scrollTo(0, 0)")

    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"table-{name}.png"))
    expect(page.locator(".st-key-play_trick")).to_be_in_viewport(ratio=1)
    expect(hand).to_be_in_viewport(ratio=1)
    expect(page.locator(".st-key-play_turn")).to_be_in_viewport(ratio=1)
    expect(page.get_by_text("Du bist dran.")).to_be_in_viewport()
    expect(page.locator(".st-key-play_coach_line")).to_be_in_viewport()
    expect(page.get_by_text("Der Trainer rät:")).to_be_in_viewport()
    boxes = hand.locator("[data-testid='stButton']").evaluate_all(BOXES)
    rows = len({round(top / 20) for top, _width in boxes})  # a raised card stays in its row
    assert rows == (1 if name != "phone" else 2), f"{name}: the hand lies in {rows} rows"
    narrowest = min(width for _top, width in boxes)
    assert narrowest >= 40, f"{name}: cards {narrowest:.0f} px wide, too small to tap"
