"""A learner downloads all their data and restores it on another Kiebitz; bad files are named
and keep nothing (a zip bomb, a damaged field, no backup at all)."""

from __future__ import annotations

import io
import json
import zipfile
from pathlib import Path

import pytest
from app_helpers import open_page
from test_store import RECORD

from coach.rules.notation import parse_cards
from ui.backup import MAX_BACKUP_BYTES, BackupError, backup_file, read_backup
from ui.store import Store
from words import t

HAND = parse_cards("CJ SJ CA CT CK C9 SA ST HA H7")


def _with_history(store: Store) -> int:
    anna = store.add_learner("Anna")
    store.set_setting(anna.id, "deck", "german")
    store.add_notebook_entry(anna.id, HAND, skat=parse_cards("D7 D8"), note="Kreuz mit 2")
    store.save_game(anna.id, "Abend", RECORD, note="knapp verloren")
    store.record_exercise(anna.id, "cards", "count-1", True, "120")
    store.complete_lesson(anna.id, "cards")
    store.record_quiz_answer(anna.id, "bid", "q1", "18", False, 12.5, position="p", skill="s")
    store.record_game_decisions(anna.id, "g1", [(3, "card", False, 4.0, "trump", "{}")])
    store.keep_series(anna.id, "4711-0123456789abcdef", '{"a series": "as text"}')
    return anna.id


def _everything(store: Store, learner_id: int) -> tuple[object, ...]:
    return (
        store.settings(learner_id),
        [(e.cards, e.skat, e.note) for e in store.notebook(learner_id)],
        [(g.title, g.record, g.note) for g in store.games(learner_id)],
        [(e.exercise_id, e.correct, e.answer) for e in store.progress_history(learner_id)],
        store.completed_lessons(learner_id),
        [(a.quiz_id, a.cost, a.position, a.skill) for a in store.quiz_answers(learner_id)],
        [(v.game, v.ply, v.quiz_id, v.skill) for v in store.game_verdicts(learner_id)],
        store.kept_series(learner_id),
    )  # fmt: skip


def test_all_data_goes_to_another_kiebitz_and_comes_once(store: Store, tmp_path: Path) -> None:
    anna = _with_history(store)
    packed = backup_file(store, anna)
    with zipfile.ZipFile(io.BytesIO(packed)) as archive:
        assert {"data.json", "games.sgf", "progress.csv"} <= set(archive.namelist())
        assert "ID[541932]" in archive.read("games.sgf").decode()
        assert "count-1" in archive.read("progress.csv").decode()
    other = Store(f"sqlite:///{tmp_path / 'other.sqlite3'}")
    lena = other.add_learner("Lena")
    assert other.restore(lena.id, read_backup(packed)) == 7  # one row of each kind
    assert _everything(other, lena.id) == _everything(store, anna)
    assert other.restore(lena.id, read_backup(packed)) == 0  # nothing twice
    other.close()


def test_a_zip_bomb_is_refused_by_its_unpacked_size() -> None:
    packed = io.BytesIO()
    with zipfile.ZipFile(packed, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("data.json", b" " * (MAX_BACKUP_BYTES + 10))
    assert len(packed.getvalue()) < 1_000_000
    with pytest.raises(BackupError) as refused:
        read_backup(packed.getvalue())
    assert refused.value.key == "backup.too_large"


@pytest.mark.parametrize(
    ("data", "key"),
    [
        (b"not a zip", "backup.not_a_backup"),
        (
            {"kiebitz_backup": 1, "notebook": [{"cards": "XX", "created_at": "x"}]},
            "backup.bad_field",
        ),
        ({"kiebitz_backup": 1, "exercises": [{"lesson": 1}]}, "backup.bad_field"),
        ({"kiebitz_backup": 7}, "backup.not_a_backup"),
    ],
)
def test_a_bad_file_is_named_and_keeps_nothing(data: object, key: str) -> None:
    if not isinstance(data, bytes):
        packed = io.BytesIO()
        with zipfile.ZipFile(packed, "w") as archive:
            archive.writestr("data.json", json.dumps(data))
        data = packed.getvalue()
    with pytest.raises(BackupError) as refused:
        read_backup(data)
    assert refused.value.key == key
    assert t(key, "de", field="notebook 1", limit=50)


def test_the_settings_page_restores_a_backup(db_url: str) -> None:
    store = Store(db_url)
    packed = backup_file(store, _with_history(store))
    lena = store.add_learner("Lena")
    at = open_page("settings", store.open_session(lena.id))
    assert at.get("download_button")
    at.file_uploader(key="backup_upload").upload("kiebitz-backup.zip", packed, "application/zip")
    at.run()
    assert not at.exception
    assert t("backup.restored", "de", count=7) in [s.value for s in at.success]
    assert [entry.note for entry in store.notebook(lena.id)] == ["Kreuz mit 2"]
