"""Storage faults: a read-only database file and a full disk refuse a write with a
`StorageError` naming the reason; nothing half-written is kept, reading still works."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import event

from coach.rules.notation import parse_cards
from ui.store import StorageError, Store

HAND = parse_cards("CJ SJ CA CT CK C9 SA ST HA H7")


def read_only_url(path: Path) -> str:
    """SQLite's own read-only mode (the tests run as root, where chmod would not stop a write)."""
    return f"sqlite:///file:{path}?mode=ro&uri=true"


def test_a_read_only_database_opens_reads_and_refuses_every_write(tmp_path: Path) -> None:
    path = tmp_path / "kiebitz.sqlite3"
    writable = Store(f"sqlite:///{path}")
    anna = writable.add_learner("Anna")
    writable.add_notebook_entry(anna.id, HAND, note="alt")
    token = writable.open_session(anna.id)
    writable.close()
    store = Store(read_only_url(path))
    assert store.session_learner(token) == anna
    assert [entry.note for entry in store.notebook(anna.id)] == ["alt"]
    writes = (
        lambda: store.add_notebook_entry(anna.id, HAND, note="neu"),
        lambda: store.set_setting(anna.id, "lang", "en"),
        lambda: store.save_game(anna.id, "T", "(;GM[Skat]ID[1])"),
        lambda: store.add_guest("Gast"),
    )
    for write in writes:
        with pytest.raises(StorageError) as refused:
            write()
        assert refused.value.reason == "read_only"
    assert [entry.note for entry in store.notebook(anna.id)] == ["alt"]
    assert not (tmp_path / "file:").exists()


def test_a_full_disk_refuses_the_write_and_keeps_what_was_saved(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'kiebitz.sqlite3'}"
    store = Store(url)
    anna = store.add_learner("Anna")
    store.add_notebook_entry(anna.id, HAND, note="alt")
    store.engine.dispose()

    def no_room(connection: Any, _record: Any) -> None:  # the file may not grow any more
        pages = connection.execute("PRAGMA page_count").fetchone()[0]
        connection.execute(f"PRAGMA max_page_count={pages}")

    event.listen(store.engine, "connect", no_room)
    with pytest.raises(StorageError) as refused:
        for _ in range(2000):
            store.add_notebook_entry(anna.id, HAND, note="x" * 3000)
    assert refused.value.reason == "disk_full"
    assert "alt" in [entry.note for entry in store.notebook(anna.id)]
