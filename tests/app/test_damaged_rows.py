"""Stored rows damaged in the database (a time that is no time, a cost that is no number, a rule
that does not read) are named under Fortschritt and Notizbuch (and what a backup leaves out under
Einstellungen), each with what is wrong; the pages do not break, every readable item is still
there and no row is deleted. (Üben: see test_damaged_puzzles.py.)"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from sqlalchemy import text
from streamlit.testing.v1 import AppTest

from coach.play import reason_json
from coach.rules import Reason, parse_cards
from lessons.course import course
from ui.backup import backup_file, read_backup
from ui.plain import plain
from ui.store import Store
from words import render, t

pytestmark = pytest.mark.db


def _damage(store: Store, table: str, column: str, value: str, row: int) -> None:
    with store.engine.begin() as connection:
        connection.execute(
            text(f"UPDATE {table} SET {column} = :value WHERE id = :row"),
            {"value": value, "row": row},
        )


def _ids(store: Store, table: str, learner: int) -> list[int]:
    with store.engine.connect() as connection:
        found = connection.execute(
            text(f"SELECT id FROM {table} WHERE learner_id = :id ORDER BY id"), {"id": learner}
        )
        return [int(row) for (row,) in found]


def _damaged(what: str, row: int, why: Reason) -> Reason:
    """What the store says of a damaged row: which one (`what`, `row`) and `why`."""
    return Reason.of("stored_damaged", what=Reason.of(what, row=row), why=why)


def _no_time(value: str) -> Reason:
    return Reason.of("stored_no_time", value=value)


def _named(what: str, row: int, why: Reason) -> str:
    """How the page names a damaged row (as German Markdown)."""
    return plain(render(_damaged(what, row, why), "de"))


def _warnings(at: AppTest) -> str:
    return "\n".join(warning.value for warning in at.warning)


def _sqlite(store: Store) -> bool:
    """SQLite keeps any text in a time or number column; a server refuses it (nothing to damage)."""
    return store.engine.dialect.name == "sqlite"


def test_the_notebook_names_an_entry_and_a_game_whose_time_is_no_time(
    app: Callable[[str | None], AppTest], db_url: str
) -> None:
    at = app(None)
    store = Store(db_url)
    if not _sqlite(store):
        pytest.skip("a server's timestamp column holds no text")
    learner = int(at.session_state["learner_id"])
    for cards in ("CJ SJ HJ", "CA CT CK", "SA ST SK"):
        store.add_notebook_entry(learner, parse_cards(cards), note=f"Notiz {cards}")
    store.save_game(learner, "Guter Abend", "(;GM[Skat]ID[7]MV[w ?? ?? 1 p ]R[passed] ;)")
    store.save_game(learner, "Kaputter Abend", "(;GM[Skat]ID[8]MV[w ?? ?? 1 p ]R[passed] ;)")
    entries, games = _ids(store, "notebook_entries", learner), _ids(store, "saved_games", learner)
    _damage(store, "notebook_entries", "created_at", "gestern", entries[1])
    _damage(store, "saved_games", "created_at", "", games[1])

    at.switch_page("ui/views/notebook.py").run()
    assert not at.exception, at.exception
    warning = _warnings(at)
    assert t("store.rows_damaged", "de", count=2) in warning
    assert _named("stored_row_notebook_entries", entries[1], _no_time("gestern")) in warning
    assert _named("stored_row_saved_games", games[1], _no_time("")) in warning
    # the readable entries and game are shown as ever
    assert any(t("notebook.count", "de", count=2) in c.value for c in at.caption)
    notes = [area.value for area in at.text_area]
    assert "Notiz CJ SJ HJ" in notes and "Notiz SA ST SK" in notes
    assert "Notiz CA CT CK" not in notes
    assert [game.title for game in store.games(learner)] == ["Guter Abend"]

    # a backup holds the readable ones; Einstellungen names what it leaves out
    backup = read_backup(backup_file(store, learner))
    assert [e.note for e in backup.notebook] == ["Notiz SA ST SK", "Notiz CJ SJ HJ"]
    assert [g.title for g in backup.games] == ["Guter Abend"]
    at.switch_page("ui/views/settings.py").run()
    assert not at.exception, at.exception
    warning = _warnings(at)
    assert t("backup.left_out", "de", count=2) in warning
    assert _named("stored_row_notebook_entries", entries[1], _no_time("gestern")) in warning

    assert _ids(store, "notebook_entries", learner) == entries  # nothing deleted
    assert _ids(store, "saved_games", learner) == games
    store.close()


def test_progress_names_each_damaged_answer_verdict_and_series_and_counts_the_others(
    app: Callable[[str | None], AppTest], db_url: str
) -> None:
    at = app(None)
    store = Store(db_url)
    learner = int(at.session_state["learner_id"])
    sqlite = _sqlite(store)
    for question in ("q1", "q2", "q3"):
        store.record_quiz_answer(learner, "bid", question, "18", False, 4.0, skill="overbid")
    store.record_quiz_answer(learner, "bid", "q4", "18", False, 2.0, skill="from_a_later_version")
    for lesson in course()[:2]:
        store.record_exercise(learner, lesson.slug, "e1", True, "a")
    rule = reason_json(Reason.of("skill.overbid"))
    store.record_game_decisions(
        learner,
        "g1",
        [(1, "bidding", False, 3.0, "overbid", rule), (2, "bidding", False, 5.0, "lost", "{kap")],
    )
    store.keep_series(learner, "s-1", "{}")
    answers = _ids(store, "quiz_answers", learner)
    expected = [Reason.of("stored_bad_rule", game="g1", ply=2)]
    if sqlite:
        _damage(store, "quiz_answers", "at", "morgen früh", answers[0])
        _damage(store, "quiz_answers", "cost", "viel", answers[1])
        exercise = _ids(store, "exercise_events", learner)[0]
        _damage(store, "exercise_events", "at", "2026-13-45", exercise)
        series = _ids(store, "kept_series", learner)[0]
        _damage(store, "kept_series", "started_at", "nie", series)
        expected += [
            _damaged("stored_row_quiz_answers", answers[0], _no_time("morgen früh")),
            _damaged(
                "stored_row_quiz_answers", answers[1], Reason.of("stored_no_number", value="viel")
            ),
            _damaged("stored_row_exercise_events", exercise, _no_time("2026-13-45")),
            _damaged("stored_row_kept_series", series, _no_time("nie")),
        ]

    at.switch_page("ui/views/progress.py").run()
    assert not at.exception, at.exception
    warning = _warnings(at)
    assert t("store.rows_damaged", "de", count=len(expected)) in warning
    for reason in expected:
        assert plain(render(reason, "de")) in warning
    metrics = {metric.label: metric.value for metric in at.metric}
    assert metrics[t("progress.quiz_answers", "de")] == str(2 if sqlite else 4)
    assert metrics[t("progress.answers", "de")] == str(1 if sqlite else 2)
    assert metrics[t("progress.games_decisions", "de")] == "2"  # a rule unread, the verdict kept
    shown = "\n".join(markdown.value for markdown in at.markdown)
    assert render(Reason.of("skill.overbid"), "de") in shown  # the readable rule, by name
    assert plain("from_a_later_version") in shown  # a skill this version does not know: its code

    assert _ids(store, "quiz_answers", learner) == answers  # nothing deleted
    assert len(_ids(store, "exercise_events", learner)) == 2
    assert len(_ids(store, "kept_series", learner)) == 1
    store.close()


def test_a_damaged_time_nothing_reads_stops_no_page_and_no_write(
    app: Callable[[str | None], AppTest], db_url: str
) -> None:
    """The learner's creation time, the open table's and a kept series' times of last change
    are never read: damaged, they stop no page and no write. A sign-in whose end is no time
    counts as ended (the learner signs in again, nothing of theirs is touched)."""
    at = app(None)
    store = Store(db_url)
    if not _sqlite(store):
        pytest.skip("a server's timestamp column holds no text")
    learner = int(at.session_state["learner_id"])
    store.save_open_table(learner, "{}")
    store.keep_series(learner, "s-1", "{}")
    token = store.open_session(learner)
    with store.engine.begin() as connection:
        for table, column in (
            ("learners", "created_at"),
            ("open_tables", "updated_at"),
            ("kept_series", "started_at"),
            ("kept_series", "updated_at"),
            ("sign_ins", "expires_at"),
        ):
            connection.execute(text(f"UPDATE {table} SET {column} = 'kaputt'"))

    for page in ("play", "notebook", "settings"):
        at.switch_page(f"ui/views/{page}.py").run()
        assert not at.exception, (page, at.exception)
    store.save_open_table(learner, "[]")
    assert store.open_table(learner) == "[]"
    store.keep_series(learner, "s-1", "[]")  # the series kept again, its start still damaged
    series = store.read_series(learner)
    assert series.items == ()
    assert series.problems == (
        _damaged(
            "stored_row_kept_series", _ids(store, "kept_series", learner)[0], _no_time("kaputt")
        ),
    )
    assert store.session_learner(token) is None
    assert store.learner(learner).id == learner
    store.close()


def test_a_backup_restores_beside_damaged_rows_and_brings_their_readable_copy_back(
    db_url: str,
) -> None:
    store = Store(db_url)
    if not _sqlite(store):
        pytest.skip("a server's timestamp column holds no text")
    anna = store.add_learner("Anna").id
    store.add_notebook_entry(anna, parse_cards("CJ SJ HJ"), note="Notiz")
    store.record_quiz_answer(anna, "bid", "q1", "18", False, 4.0, skill="overbid")
    store.record_quiz_answer(anna, "bid", "q2", "18", True, 0.0)
    backup = read_backup(backup_file(store, anna))
    _damage(
        store, "notebook_entries", "created_at", "gestern", _ids(store, "notebook_entries", anna)[0]
    )
    _damage(store, "quiz_answers", "at", "gestern", _ids(store, "quiz_answers", anna)[0])

    assert store.restore(anna, backup) == 2  # the damaged two come back readable, once
    assert [e.note for e in store.notebook(anna)] == ["Notiz"]
    assert [a.question_id for a in store.quiz_answers(anna)] == ["q1", "q2"]
    assert store.restore(anna, backup) == 0
    assert len(store.read_notebook(anna).damaged) == len(store.read_quiz_answers(anna).damaged) == 1
    store.close()
