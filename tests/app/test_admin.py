"""``python -m ui.admin``: the first teacher of a club server, and a new password for anyone."""

from __future__ import annotations

import getpass

import pytest

from ui import admin
from ui.store import TEACHER, Store


def _typed(monkeypatch: pytest.MonkeyPatch, *answers: str) -> None:
    given = iter(answers)
    monkeypatch.setattr(getpass, "getpass", lambda _prompt="": next(given))


def test_a_teacher_is_created_with_a_password_asked_twice(
    db_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    _typed(monkeypatch, "lehrerin", "lehrerin")
    assert admin.main(["add-teacher", "Frau Lehmann"]) == 0
    teacher = Store(db_url).sign_in("Frau Lehmann", "lehrerin")
    assert teacher is not None and teacher.role == TEACHER
    _typed(monkeypatch, "neu-1234", "neu-1234")
    assert admin.main(["reset-secret", "Frau Lehmann"]) == 0
    assert Store(db_url).sign_in("Frau Lehmann", "neu-1234") is not None


def test_two_different_passwords_change_nothing(
    db_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    _typed(monkeypatch, "lehrerin", "lehrerinn")
    assert admin.main(["add-teacher", "Frau Lehmann"]) == 2
    assert Store(db_url).learners() == []
