"""The store on a real database: SQLite here, PostgreSQL too when KIEBITZ_DB_URL names one."""

from __future__ import annotations

import os
import threading

import pytest
from sqlalchemy import text

from coach.rules.cards import Card
from coach.rules.notation import parse_cards
from ui.store import DB_URL_ENV, SCHEMA_VERSION, CorruptRecordError, Store, StoreError

HAND = parse_cards("CJ SJ CA CT CK C9 SA ST HA H7")


def test_runs_on_the_configured_server(store: Store) -> None:
    """In CI the suite must really reach PostgreSQL, not fall back to SQLite."""
    expected = "postgresql" if os.environ.get(DB_URL_ENV, "").startswith("postgresql") else "sqlite"
    assert store.engine.dialect.name == expected


def test_schema_is_created_and_reopening_does_not_migrate_twice(db_url: str) -> None:
    first = Store(db_url)
    assert first.schema_version() == SCHEMA_VERSION
    first.add_learner("Anna")
    again = Store(db_url)
    assert again.migrate() == SCHEMA_VERSION
    assert [learner.name for learner in again.learners()] == ["Anna"]
    with again.engine.connect() as connection:
        rows = connection.execute(text("SELECT count(*) FROM schema_version")).scalar()
    assert rows == SCHEMA_VERSION


def test_learner_names_are_unique_and_trimmed(store: Store) -> None:
    anna = store.add_learner("  Anna   Berg ")
    assert anna.name == "Anna Berg"
    with pytest.raises(StoreError, match="taken"):
        store.add_learner("Anna  Berg")  # nobody becomes Anna by typing her name
    assert store.learner(anna.id) == anna


@pytest.mark.parametrize("name", ["", "   ", "x" * 41])
def test_bad_learner_names_are_refused(store: Store, name: str) -> None:
    with pytest.raises(StoreError):
        store.add_learner(name)


def test_settings_are_per_learner_and_overwritten(store: Store) -> None:
    anna, ben = store.add_learner("Anna"), store.add_learner("Ben")
    store.set_setting(anna.id, "lang", "en")
    store.set_setting(anna.id, "lang", "de")
    store.set_setting(ben.id, "deck", "german")
    assert store.settings(anna.id) == {"lang": "de"}
    assert store.settings(ben.id) == {"deck": "german"}


def test_notebook_round_trip_keeps_cards_analysis_and_note_verbatim(store: Store) -> None:
    anna = store.add_learner("Anna")
    note = "<script>alert('x')</script> Kreuz mit 2 — Spiel 3"
    entry_id = store.add_notebook_entry(
        anna.id, HAND, skat=(Card.D7, Card.D8), analysis={"best": {"game": "clubs"}}, note=note
    )
    (entry,) = store.notebook(anna.id)
    assert entry.id == entry_id
    assert entry.cards == HAND
    assert entry.skat == (Card.D7, Card.D8)
    assert entry.analysis == {"best": {"game": "clubs"}}
    assert entry.note == note
    assert entry.problem is None


def test_notebook_is_private_and_deletable(store: Store) -> None:
    anna, ben = store.add_learner("Anna"), store.add_learner("Ben")
    entry_id = store.add_notebook_entry(anna.id, HAND)
    assert store.notebook(ben.id) == []
    with pytest.raises(StoreError):
        store.delete_notebook_entry(ben.id, entry_id)
    store.delete_notebook_entry(anna.id, entry_id)
    assert store.notebook(anna.id) == []


def test_damaged_entry_is_reported_not_fatal(store: Store) -> None:
    anna = store.add_learner("Anna")
    good = store.add_notebook_entry(anna.id, HAND, note="good")
    bad = store.add_notebook_entry(anna.id, HAND, note="bad")
    with store.engine.begin() as connection:
        connection.execute(
            text("UPDATE notebook_entries SET analysis = '{broken', cards = 'XX' WHERE id = :id"),
            {"id": bad},
        )
    entries = {entry.id: entry for entry in store.notebook(anna.id)}
    assert entries[good].problem is None
    problem = entries[bad].problem
    assert problem is not None and problem.code == "notebook_bad_card"
    assert problem.fact_dict == {"entry": bad, "token": "XX"}
    assert entries[bad].note == "bad"


def test_failed_write_leaves_committed_data(store: Store) -> None:
    anna = store.add_learner("Anna")
    store.add_notebook_entry(anna.id, HAND, note="kept")
    with pytest.raises(StoreError):
        store.add_notebook_entry(anna.id, HAND, note="x" * 5000)
    assert [entry.note for entry in store.notebook(anna.id)] == ["kept"]


def test_lesson_progress(store: Store) -> None:
    anna = store.add_learner("Anna")
    store.record_exercise(anna.id, "cards", "count-points", True, "120")
    store.record_exercise(anna.id, "cards", "count-points", False, "110")
    store.complete_lesson(anna.id, "cards")
    store.complete_lesson(anna.id, "cards")
    assert store.completed_lessons(anna.id) == {"cards"}
    history = store.progress_history(anna.id)
    assert [(e.exercise_id, e.correct, e.answer) for e in history] == [
        ("count-points", True, "120"),
        ("count-points", False, "110"),
    ]
    assert history[0].at <= history[1].at and history[0].at.tzinfo is not None


def test_quiz_answers_and_saved_games(store: Store) -> None:
    anna = store.add_learner("Anna")
    store.record_quiz_answer(anna.id, "discard", "q1", "ST H7", False, cost=12.5)
    (answer,) = store.quiz_answers(anna.id)
    assert (answer.question_id, answer.correct, answer.cost) == ("q1", False, 12.5)
    game_id = store.save_game(anna.id, "Abend 1", "(;GM[Skat]ID[1])")
    with pytest.raises(StoreError, match="already saved"):
        store.save_game(anna.id, "Abend 1", "(;GM[Skat]ID[2])")
    assert [game.id for game in store.games(anna.id)] == [game_id]
    store.delete_game(anna.id, game_id)
    assert store.games(anna.id) == []


def test_concurrent_sessions_of_one_learner(db_url: str) -> None:
    """Two app sessions (two Store objects, threads) writing at once lose nothing."""
    first, second = Store(db_url), Store(db_url)
    anna = first.add_learner("Anna")
    errors: list[Exception] = []

    def work(store: Store, tag: str) -> None:
        try:
            for index in range(15):
                store.add_notebook_entry(anna.id, HAND, note=f"{tag}{index}")
                store.set_setting(anna.id, "deck", tag)
                try:
                    store.add_learner("Ben")
                except StoreError as refusal:  # the other session made Ben first
                    assert "taken" in str(refusal)
        except Exception as error:  # collected and asserted below
            errors.append(error)

    threads = [threading.Thread(target=work, args=(s, t)) for s, t in ((first, "a"), (second, "b"))]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert errors == []
    assert len(first.notebook(anna.id)) == 30
    assert first.settings(anna.id)["deck"] in {"a", "b"}
    assert [learner.name for learner in second.learners()] == ["Anna", "Ben"]


# A real ISS record (ID 541932 of ../shared/data/iss/iss_real.sgf): Herz lost, overbid-free.
RECORD = (
    "(;GM[Skat]PC[International Skat Server]CO[]SE[24072]ID[541932]DT[2010-12-06/18:59:24/UTC]"
    "P0[zoot]P1[kermit]P2[foo]R0[]R1[]R2[0.0]MV[w HA.SK.SJ.SA.CQ.S8.C9.H7.H9.DQ.CJ.S9.DJ.S7.D9.SQ."
    "C8.HQ.DK.CA.D8.D7.DT.CT.ST.C7.HK.DA.HT.HJ.H8.CK 1 p 2 18 0 p 2 s w H8.CK 2 D.ST.H8 0 SA 1 S7 "
    "2 DA 2 HJ 0 SJ 1 D9 0 DQ 1 DJ 2 D7 1 CJ 2 D8 0 CQ 1 CA 2 C7 0 C9 1 S9 2 DT 0 S8 2 CT 0 H7 1 "
    "C8 2 CK 0 H9 1 HQ 2 HK 0 HA 1 SQ 0 SK 1 DK 2 HT ]R[d:2 loss v:-54 m:-2 bidok p:59 t:4 s:0 "
    "z:0 p0:0 p1:0 p2:0 l:-1 to:-1 r:0] ;)"
)


def test_saved_game_reads_back_and_a_corrupt_one_says_so(store: Store) -> None:
    anna = store.add_learner("Anna")
    good = store.save_game(anna.id, "Abend", RECORD)
    assert store.game_record(anna.id, good).id == "541932"
    bad = store.save_game(anna.id, "Kaputt", RECORD.replace("MV[w HA.SK", "MV[w XX.SK"))
    with pytest.raises(CorruptRecordError, match=f"saved game {bad} .'Kaputt'."):
        store.game_record(anna.id, bad)


def test_the_game_in_progress_is_kept_per_learner_and_replaced(store: Store) -> None:
    anna, ben = store.add_learner("Anna"), store.add_learner("Ben")
    assert store.open_table(anna.id) is None
    store.save_open_table(anna.id, '{"game": 1}')
    store.save_open_table(anna.id, '{"game": 2}')
    assert store.open_table(anna.id) == '{"game": 2}'
    assert store.open_table(ben.id) is None
    store.close_table(anna.id)
    store.close_table(anna.id)  # nothing left to close: no error
    assert store.open_table(anna.id) is None


def test_a_version_1_database_gains_the_open_tables(db_url: str) -> None:
    old = Store(db_url)
    learner = old.add_learner("Anna")
    with old.engine.begin() as connection:  # as the code before migration 2 left it
        connection.execute(text("DROP TABLE open_tables"))
        connection.execute(text("DELETE FROM schema_version WHERE version > 1"))
    old.close()
    upgraded = Store(db_url)
    assert upgraded.schema_version() == SCHEMA_VERSION
    upgraded.save_open_table(learner.id, "{}")
    assert upgraded.open_table(learner.id) == "{}"
    upgraded.close()


def test_quiz_answers_keep_position_and_skill_and_old_rows_migrate(db_url: str) -> None:
    """Migration 3 adds `position` and `skill` to answers stored before it, losing none."""
    store = Store(db_url)
    anna = store.add_learner("Anna")
    with store.engine.begin() as connection:  # a database as version 2 left it
        connection.execute(text("ALTER TABLE quiz_answers DROP COLUMN position"))
        connection.execute(text("ALTER TABLE quiz_answers DROP COLUMN skill"))
        connection.execute(text("DELETE FROM schema_version WHERE version >= 3"))
        connection.execute(
            text(
                "INSERT INTO quiz_answers (learner_id, quiz_id, question_id, answer, correct, at)"
                " VALUES (:learner, 'bid', 'q1', 'bis 18', false, CURRENT_TIMESTAMP)"
            ),
            {"learner": anna.id},
        )
    store.close()
    again = Store(db_url)
    assert again.schema_version() == SCHEMA_VERSION
    (old,) = again.quiz_answers(anna.id)
    assert (old.question_id, old.position, old.skill) == ("q1", "", "")
    again.record_quiz_answer(anna.id, "bid", "q2", "Passen", False, 12.5, position="p", skill="s")
    new = again.quiz_answers(anna.id)[-1]
    assert (new.cost, new.position, new.skill) == (12.5, "p", "s")
