"""What our style rules show in the browser, read once the app's styles apply."""

from __future__ import annotations

from playwright.sync_api import Page

STYLED = """sel => {
    const e = document.querySelector(sel);
    const shown = e ? getComputedStyle(e, '::after').content : 'none';
    return shown !== 'none' ? shown : null;
}"""


def after(page: Page, selector: str) -> str:
    """The text a style rule shows after the element (our words over Streamlit's). Waits until the
    rule applies: on a busy machine the page may draw before the app's styles arrive."""
    return str(page.wait_for_function(STYLED, arg=selector, timeout=60_000).json_value())
