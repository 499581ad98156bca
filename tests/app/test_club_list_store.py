"""The club's winners' list in the store (real SQLite, and PostgreSQL in CI: marked `db`): only
learners who chose to appear are on it, a learner can leave again, a guest never appears nor
reads it, a restored backup never puts anybody on it, and a version 7 database gains the list
without losing anything."""

from __future__ import annotations

import pytest
from sqlalchemy import text

from ui.backup import backup_file, read_backup
from ui.store import SCHEMA_VERSION, Store, StoreError


def _names(store: Store, viewer: int) -> list[str]:
    return [member.name for member in store.club_list(viewer)]


def test_only_a_learner_who_opted_in_appears_and_leaving_removes_them(store: Store) -> None:
    lea, ole = store.add_learner("Lea"), store.add_learner("Ole")
    store.keep_series(lea.id, "11-a", "lea one")
    store.keep_series(lea.id, "12-b", "lea two")
    store.keep_series(ole.id, "13-c", "ole one")
    assert not store.on_club_list(lea.id)  # nobody appears without saying so
    assert _names(store, lea.id) == []
    store.set_on_club_list(lea.id, True)
    store.set_on_club_list(lea.id, True)  # twice is once
    assert store.on_club_list(lea.id) and not store.on_club_list(ole.id)
    (member,) = store.club_list(ole.id)
    assert member.name == "Lea"
    assert [series.data for series in member.series] == ["lea one", "lea two"]
    store.set_on_club_list(lea.id, False)
    assert _names(store, ole.id) == []
    assert [series.data for series in store.kept_series(lea.id)] == ["lea one", "lea two"]


def test_members_come_by_name_and_one_without_a_series_is_listed_empty(store: Store) -> None:
    ole, anna = store.add_learner("Ole"), store.add_learner("Anna")
    store.keep_series(ole.id, "21-a", "ole")
    for learner in (ole, anna):
        store.set_on_club_list(learner.id, True)
    members = store.club_list(ole.id)
    assert [(member.name, len(member.series)) for member in members] == [("Anna", 0), ("Ole", 1)]


def test_a_guest_never_appears_and_cannot_read_the_list(store: Store) -> None:
    lea = store.add_learner("Lea")
    store.set_on_club_list(lea.id, True)
    guest = store.add_guest("Gast")
    store.keep_series(guest.id, "31-a", "guest")
    with pytest.raises(StoreError, match="guest"):
        store.set_on_club_list(guest.id, True)
    with pytest.raises(StoreError, match="guest"):
        store.club_list(guest.id)
    assert _names(store, lea.id) == ["Lea"]
    named = store.name_guest(guest.id, "Gerd")
    assert not store.on_club_list(named.id)  # taking a name is no choice to appear
    assert _names(store, lea.id) == ["Lea"]
    with pytest.raises(StoreError, match="no learner"):
        store.club_list(99_999)


def test_a_restored_backup_keeps_the_series_but_never_joins_the_list(store: Store) -> None:
    lea, lena = store.add_learner("Lea"), store.add_learner("Lena")
    store.keep_series(lea.id, "35-a", "kept")
    store.set_on_club_list(lea.id, True)
    store.restore(lena.id, read_backup(backup_file(store, lea.id)))
    assert [series.data for series in store.kept_series(lena.id)] == ["kept"]
    assert not store.on_club_list(lena.id)  # joining is a choice made on this Kiebitz
    assert _names(store, lea.id) == ["Lea"]


def test_a_version_7_database_gains_the_club_list_and_keeps_its_series(db_url: str) -> None:
    old = Store(db_url)
    lea = old.add_learner("Lea")
    old.keep_series(lea.id, "41-a", "kept")
    with old.engine.begin() as connection:
        connection.execute(text("DROP TABLE club_list"))
        connection.execute(text("DELETE FROM schema_version WHERE version >= 8"))
    old.close()
    upgraded = Store(db_url)
    assert upgraded.schema_version() == SCHEMA_VERSION == 8
    assert [series.data for series in upgraded.kept_series(lea.id)] == ["kept"]
    assert not upgraded.on_club_list(lea.id)
    upgraded.set_on_club_list(lea.id, True)
    assert _names(upgraded, lea.id) == ["Lea"]
    upgraded.close()
