"""Accounts in the store: secrets kept only as slow hashes, sign-ins that expire, a guest per
browser, names nobody can take over (SQLite here, PostgreSQL too in CI)."""

from __future__ import annotations

import pytest
from sqlalchemy import text

from coach.rules.notation import parse_cards
from ui.store import SCHEMA_VERSION, Store, StoreError

HAND = parse_cards("CJ SJ CA CT CK C9 SA ST HA H7")


def test_a_secret_is_kept_only_as_a_salted_scrypt_hash(store: Store) -> None:
    anna = store.add_learner("Anna", secret="4711")
    ben = store.add_learner("Ben", secret="4711")
    with store.engine.connect() as connection:
        kept = dict(connection.execute(text("SELECT name, secret FROM learners")).all())
    assert all(value.startswith("scrypt$") and "4711" not in value for value in kept.values())
    assert kept["Anna"] != kept["Ben"]  # salted
    assert anna.has_secret and ben.has_secret


def test_sign_in_needs_the_right_secret(store: Store) -> None:
    anna = store.add_learner("Anna", secret="4711")
    store.add_learner("Ben")  # no secret: nobody signs in as Ben by name alone
    assert store.sign_in(" Anna ", "4711") == anna
    assert store.sign_in("Anna", "4712") is None
    assert store.sign_in("Niemand", "4711") is None
    assert store.sign_in("Ben", "") is None


@pytest.mark.parametrize("secret", ["123", "x" * 129])
def test_too_short_or_long_secrets_are_refused(store: Store, secret: str) -> None:
    with pytest.raises(StoreError, match="PIN"):
        store.add_learner("Anna", secret=secret)


def test_a_secret_can_be_changed_and_removed(store: Store) -> None:
    anna = store.add_learner("Anna")
    store.set_secret(anna.id, "geheim")
    assert store.sign_in("Anna", "geheim") == store.learner(anna.id)
    store.set_secret(anna.id, "")
    assert store.sign_in("Anna", "geheim") is None
    assert not store.learner(anna.id).has_secret


def test_a_session_token_finds_its_learner_until_it_expires_or_is_closed(store: Store) -> None:
    anna = store.add_learner("Anna")
    token = store.open_session(anna.id)
    assert store.session_learner(token) == anna
    assert store.session_learner(token + "x") is None
    assert store.session_learner("") is None
    old = store.open_session(anna.id, days=-1)
    assert store.session_learner(old) is None
    store.close_session(token)
    assert store.session_learner(token) is None
    with store.engine.connect() as connection:
        kept = connection.execute(text("SELECT token_hash FROM sign_ins")).scalars().all()
    assert token not in kept  # only hashes are kept


def test_every_browser_gets_its_own_guest_and_guests_are_not_listed(store: Store) -> None:
    anna = store.add_learner("Anna")
    first, second = store.add_guest("Gast"), store.add_guest("Gast")
    assert first.id != second.id and first.guest and second.guest
    assert store.learners() == [anna]
    store.add_notebook_entry(first.id, HAND, note="erste")
    assert store.notebook(second.id) == []


def test_a_guest_takes_a_name_and_keeps_its_work(store: Store) -> None:
    store.add_learner("Anna")
    guest = store.add_guest("Gast")
    store.add_notebook_entry(guest.id, HAND, note="meine")
    with pytest.raises(StoreError, match="taken"):
        store.name_guest(guest.id, "Anna")
    lena = store.name_guest(guest.id, "Lena", secret="1234")
    assert (lena.id, lena.name, lena.guest, lena.has_secret) == (guest.id, "Lena", False, True)
    assert [entry.note for entry in store.notebook(lena.id)] == ["meine"]
    with pytest.raises(StoreError, match="guest"):
        store.name_guest(lena.id, "Lena 2")


def test_a_version_4_database_gains_accounts_and_keeps_its_learners(db_url: str) -> None:
    old = Store(db_url)
    anna = old.add_learner("Anna")
    with old.engine.begin() as connection:  # as the code before migration 5 left it
        for table in ("group_members", "learner_groups", "sign_ins"):
            connection.execute(text(f"DROP TABLE {table}"))
        for column in ("secret", "role", "guest"):
            connection.execute(text(f"ALTER TABLE learners DROP COLUMN {column}"))
        connection.execute(text("DELETE FROM schema_version WHERE version >= 5"))
    old.close()
    upgraded = Store(db_url)
    assert upgraded.schema_version() == SCHEMA_VERSION
    assert upgraded.learners() == [anna]
    assert upgraded.session_learner(upgraded.open_session(anna.id)) == anna
    upgraded.close()
