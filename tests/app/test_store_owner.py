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

from coach.rules.notation import parse_cards
from ui.store import SCHEMA_VERSION, Backup, Store, StoreError

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
    "read_notebook": lambda s, who: s.read_notebook(who),
    "record_exercise": lambda s, who: s.record_exercise(who, "l", "e", True, "1"),
    "complete_lesson": lambda s, who: s.complete_lesson(who, "l"),
    "completed_lessons": lambda s, who: s.completed_lessons(who),
    "progress_history": lambda s, who: s.progress_history(who),
    "read_progress_history": lambda s, who: s.read_progress_history(who),
    "record_quiz_answer": lambda s, who: s.record_quiz_answer(who, "q", "1", "a", True),
    "quiz_answers": lambda s, who: s.quiz_answers(who),
    "read_quiz_answers": lambda s, who: s.read_quiz_answers(who),
    "save_game": lambda s, who: s.save_game(who, "T", RECORD),
    "import_games": lambda s, who: s.import_games(who, [("T", RECORD, "")]),
    "games": lambda s, who: s.games(who),
    "read_games": lambda s, who: s.read_games(who),
    "record_game_decisions": lambda s, who: s.record_game_decisions(who, "g", []),
    "game_verdicts": lambda s, who: s.game_verdicts(who),
    "read_game_verdicts": lambda s, who: s.read_game_verdicts(who),
    "save_open_table": lambda s, who: s.save_open_table(who, "{}"),
    "open_table": lambda s, who: s.open_table(who),
    "close_table": lambda s, who: s.close_table(who),
    "keep_series": lambda s, who: s.keep_series(who, "1-a", "{}"),
    "kept_series": lambda s, who: s.kept_series(who),
    "on_club_list": lambda s, who: s.on_club_list(who),
    "set_on_club_list": lambda s, who: s.set_on_club_list(who, False),  # a guest may leave
    "read_series": lambda s, who: s.read_series(who),
    "name_guest": lambda s, who: s.name_guest(who, "Neu"),
    "set_secret": lambda s, who: s.set_secret(who, "4711"),
    "open_session": lambda s, who: s.open_session(who),
    "restore": lambda s, who: s.restore(who, Backup({}, (), (), (), (), (), ())),
}

# A teacher's operations on a group: (store, teacher id, group id, learner id) -> call.
AS_TEACHER: dict[str, Callable[[Store, int, int, int], object]] = {
    "add_group": lambda s, who, group, pupil: s.add_group(who, "Neue Gruppe"),
    "groups": lambda s, who, group, pupil: s.groups(who),
    "add_to_group": lambda s, who, group, pupil: s.add_to_group(who, group, "Neu", "1234"),
    "members": lambda s, who, group, pupil: s.members(who, group),
    "reset_secret": lambda s, who, group, pupil: s.reset_secret(who, pupil, "9999"),
    "group_progress": lambda s, who, group, pupil: s.group_progress(who, group),
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
    assert owned - {"learner", "reset_secret"} <= set(ON_ROWS) | set(ON_LEARNER)
    teaching = {
        name
        for name, method in inspect.getmembers(Store, inspect.isfunction)
        if not name.startswith("_") and "teacher_id" in inspect.signature(method).parameters
    }
    assert teaching <= set(AS_TEACHER)


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
    anna = store.add_guest("Gast")  # a guest, so that naming it is allowed to its owner
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


@pytest.mark.parametrize("operation", sorted(AS_TEACHER))
def test_only_the_groups_own_teacher_may(store: Store, operation: str) -> None:
    """Another teacher, a learner of the group and an unknown id are all refused."""
    teacher = store.add_learner("Frau Lehmann", secret="lehrerin", role="teacher")
    other = store.add_learner("Herr Otto", secret="otto1234", role="teacher")
    group = store.add_group(teacher.id, "Dienstag")
    pupil = store.add_to_group(teacher.id, group.id, "Paul", "1111")
    store.record_exercise(pupil.id, "l", "e", True, "1")
    refused = {pupil.id, NOBODY}
    if operation not in ("add_group", "groups"):  # another teacher's own groups are theirs
        refused.add(other.id)
    for intruder in refused:
        with pytest.raises(StoreError):
            AS_TEACHER[operation](store, intruder, group.id, pupil.id)
    assert store.sign_in("Paul", "1111") == pupil
    AS_TEACHER[operation](store, teacher.id, group.id, pupil.id)  # the teacher may


def test_a_teacher_sees_counts_of_the_own_group_only(store: Store) -> None:
    teacher = store.add_learner("Frau Lehmann", secret="lehrerin", role="teacher")
    other = store.add_learner("Herr Otto", secret="otto1234", role="teacher")
    mine, theirs = store.add_group(teacher.id, "Dienstag"), store.add_group(other.id, "Freitag")
    paul = store.add_to_group(teacher.id, mine.id, "Paul", "1111")
    store.add_to_group(other.id, theirs.id, "Greta", "2222")
    store.record_exercise(paul.id, "l", "e", True, "1")
    store.record_exercise(paul.id, "l", "e", False, "2")
    store.complete_lesson(paul.id, "l")
    (row,) = store.group_progress(teacher.id, mine.id)
    assert (row.learner.name, row.lessons_done, row.exercises, row.exercises_right) == (
        "Paul",
        1,
        2,
        1,
    )
    assert [group.name for group in store.groups(teacher.id)] == ["Dienstag"]
