"""AppTest fixtures: the real app on the test's own database (see tests/conftest.py)."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from app_helpers import open_page
from streamlit.testing.v1 import AppTest


@pytest.fixture
def app(db_url: str) -> Callable[[str | None], AppTest]:
    """Open sessions of the app on this test's database: ``app("bid_value")``. They are one
    browser's: a later session is signed in as the last one was (its cookie); `open_page`
    opens a stranger's browser."""
    opened: list[AppTest] = []

    def open_session(page: str | None = None) -> AppTest:
        token = str(opened[-1].session_state["session_token"]) if opened else None
        at = open_page(page, token)
        opened.append(at)
        return at

    return open_session
