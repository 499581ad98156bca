"""Shared fixtures of the rules tests: the real ISS records beside the clone."""

from __future__ import annotations

from pathlib import Path

import pytest

# The repository and ../shared sit side by side (here and in CI).
ISS_REAL = Path(__file__).resolve().parents[2] / ".." / "shared" / "data" / "iss" / "iss_real.sgf"


@pytest.fixture(scope="session")
def iss_real_path() -> Path:
    if not ISS_REAL.exists():
        pytest.skip(f"the real ISS records are not beside the clone ({ISS_REAL} is missing)")
    return ISS_REAL
