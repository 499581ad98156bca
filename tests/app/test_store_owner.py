"""Every stored row belongs to a learner, and the store checks it on every read and write.

Each of the store's operations is tried as the wrong learner (another learner, and an id that
names nobody): all are refused and the owner's data stays as it was. New databases opened by
many threads or processes at once migrate without an error (SQLite and PostgreSQL).
"""

from __future__ import annotations

import inspect
import subprocess
import sys
import threading
from collections.abc import Callable
from pathlib import Path

import pytest

from coach.notation import parse_cards
from ui.store import SCHEMA_VERSION, Store, StoreError

HAND = parse_cards("CJ SJ CA CT CK C9 SA ST HA H7")
RECORD = "(;GM[Skat]ID[7]MV[w ?? ?? 1 p ]R[passed] ;)"
NOBODY = 987_654

# Operations on one of the learner's rows: (store, learner id, row ids) -> call.
Ids = dict[str, int]
ON_ROWS: dict[str, Callable[[Store, int, Ids], object]] = {
    "set_notebook_note": lambda s, who, ids: s.set_notebook_note(who, ids["entry"], "x"),
    "delete_notebook_entry": lambda s, who, ids: s.delete_notebook_entry(who, ids["entry"]),
    "set_game_note": lambda s, who, ids: s.set_game_note(who, ids["game"], "x"),
    "game_record": lambda s, who, ids: s.game_record(who, ids["game"]),
    "delete_game": lambda s, who, ids: s.delete_game(who, ids["game"]),
}
# Operations on the learner's own collection: refused for a learner that does not exist.
ON_LEARNER: dict[str, Callable[[Store, int], object]] = {
    "settings": lambda s, who: s.settings(who),
    "set_setting": lambda s, who: s.set_setting(who, "lang", "en"),
    "add_notebook_entry": lambda s, who: s.add_notebook_entry(who, HAND),
    "notebook": lambda s, who: s.notebook(who),
    "record_exercise": lambda s, who: s.record_exercise(who, "l", "e", True, "1"),
    "complete_lesson": lambda s, who: s.complete_lesson(who, "l"),
    "completed_lessons": lambda s, who: s.completed_lessons(who),
    "progress_history": lambda s, who: s.progress_history(who),
    "record_quiz_answer": lambda s, who: s.record_quiz_answer(who, "q", "1", "a", True),
    "quiz_answers": lambda s, who: s.quiz_answers(who),
    "save_game": lambda s, who: s.save_game(who, "T", RECORD),
    "import_games": lambda s, who: s.import_games(who, [("T", RECORD, "")]),
    "games": lambda s, who: s.games(who),
    "record_game_decisions": lambda s, who: s.record_game_decisions(who, "g", []),
    "game_verdicts": lambda s, who: s.game_verdicts(who),
    "save_open_table": lambda s, who: s.save_open_table(who, "{}"),
    "open_table": lambda s, who: s.open_table(who),
    "close_table": lambda s, who: s.close_table(who),
}


def _snapshot(store: Store, learner_id: int) -> tuple[object, ...]:
    return (
        [(e.id, e.note) for e in store.notebook(learner_id)],
        [(g.id, g.note, g.record) for g in store.games(learner_id)],
    )


def test_every_operation_on_a_learners_data_is_covered_here() -> None:
    """A new store operation taking a learner must be added to the tables above."""
    owned = {
        name
        for name, method in inspect.getmembers(Store, inspect.isfunction)
        if not name.startswith("_") and "learner_id" in inspect.signature(method).parameters
    }
    assert owned - {"learner"} <= set(ON_ROWS) | set(ON_LEARNER)


@pytest.mark.parametrize("operation", sorted(ON_ROWS))
def test_another_learner_is_refused_every_row_operation(store: Store, operation: str) -> None:
    anna, ben = store.add_learner("Anna"), store.add_learner("Ben")
    ids = {
        "entry": store.add_notebook_entry(anna.id, HAND, note="Annas"),
        "game": store.save_game(anna.id, "Abend", RECORD, note="Annas"),
    }
    before = _snapshot(store, anna.id)
    for intruder in (ben.id, NOBODY):
        with pytest.raises(StoreError):
            ON_ROWS[operation](store, intruder, ids)
    assert _snapshot(store, anna.id) == before


@pytest.mark.parametrize("operation", sorted(ON_LEARNER))
def test_a_learner_that_does_not_exist_is_refused(store: Store, operation: str) -> None:
    anna = store.add_learner("Anna")
    store.add_notebook_entry(anna.id, HAND, note="Annas")
    before = _snapshot(store, anna.id)
    with pytest.raises(StoreError, match="no learner"):
        ON_LEARNER[operation](store, NOBODY)
    assert _snapshot(store, anna.id) == before
    ON_LEARNER[operation](store, anna.id)  # the owner may


def test_twenty_threads_opening_a_new_database_at_once_all_succeed(db_url: str) -> None:
    errors: list[BaseException] = []
    stores: list[Store] = []

    def open_it() -> None:
        try:
            stores.append(Store(db_url))
        except Exception as error:  # collected and asserted below
            errors.append(error)

    threads = [threading.Thread(target=open_it) for _ in range(20)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert errors == []
    assert {store.schema_version() for store in stores} == {SCHEMA_VERSION}
    for store in stores:
        store.close()


def test_processes_opening_a_new_database_at_once_all_succeed(db_url: str) -> None:
    root = Path(__file__).resolve().parents[2]
    code = "import sys; from ui.store import Store; print(Store(sys.argv[1]).schema_version())"
    processes = [
        subprocess.Popen(
            [sys.executable, "-c", code, db_url],
            cwd=root,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for _ in range(4)
    ]
    results = [process.communicate() for process in processes]
    assert [err for _out, err in results if err] == []
    assert {out.strip() for out, _err in results} == {str(SCHEMA_VERSION)}
