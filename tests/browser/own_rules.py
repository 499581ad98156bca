"""An own rule set made in Einstellungen and chosen for play, as a learner would."""

from __future__ import annotations

import re

from playwright.sync_api import Page, expect

from tests.browser.waiting import click_until, settle


def own_rules(page: Page, server: str, name: str, *options: str) -> None:
    """Save the rule set `name` with the `options` (their labels) ticked, then choose it."""
    page.goto(f"{server}/settings")
    expect(page.get_by_role("heading", name="Eigene Regeln")).to_be_visible()
    settle(page)
    page.get_by_label("Name").fill(name)
    for option in options:
        label = page.get_by_text(option, exact=True)
        click_until(page, label, page.locator("label:has(input:checked)", has=label))
    page.get_by_role("button", name="Regelsatz speichern").click()
    settle(page)
    expect(page.get_by_text(re.compile(f"Regelsatz „{name}“ gespeichert"))).to_be_visible()
    page.reload()
    settle(page)
    page.get_by_text(name, exact=True).first.click()
    settle(page)
