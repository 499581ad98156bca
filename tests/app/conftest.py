"""AppTest fixtures: the real app on the test's own database (see tests/conftest.py)."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from app_helpers import open_page
from streamlit.testing.v1 import AppTest


@pytest.fixture
def app(db_url: str) -> Callable[[str | None], AppTest]:
    """Open sessions of the app on this test's database: ``app("bid_value")``."""
    return open_page
