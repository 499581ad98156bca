"""Every page opens for a learner with a history, each first in a freshly started process.

The learner has done a lesson, answered exercises right and wrong, answered a quiz, keeps a
notebook entry, a saved game and a Spielen table in the middle of a game. Each page is the first
one its process opens after the start page (as after a server restart), in German and then in
English, so no page may rely on another having imported something first: texts registered at
import once made Fortschritt fail with a `KeyError` when opened before Lernen.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from app_helpers import PAGES, ROOT
from test_store import RECORD

from coach.play.players import Strength
from coach.play.table import Participant, act, run_engines, start
from coach.play.table_file import dumps
from coach.rules.contract import ISKO
from coach.rules.legal import legal_actions
from coach.rules.notation import parse_cards
from lessons.course import course
from lessons.progress import exercise_id
from ui.store import LEARNER, TEACHER, Store

HERE = Path(__file__).resolve().parent


def _seed(store: Store, role: str) -> int:
    """A learner with a history and the PIN "4711"; returns the learner's id."""
    anna = store.add_learner("Anna", secret="4711", role=role)
    first = course()[0]
    store.complete_lesson(anna.id, first.slug)
    for index in range(3):
        kind = first.exercise(index, 1, ISKO).kind
        store.record_exercise(anna.id, first.slug, exercise_id(index, kind), index != 1, "120")
    store.record_quiz_answer(anna.id, "bidding", "q1", "18", False, cost=12.5)
    hand = parse_cards("CJ SJ CA CT CK C9 HA HT S7 D8")
    store.add_notebook_entry(anna.id, hand, skat=parse_cards("D7 H7"), note="Kreuz mit 2")
    store.save_game(anna.id, "Abend", RECORD)
    players = (
        Participant("Anna"),
        Participant("Kim", Strength.CLUB),
        Participant("Ute", Strength.CLUB),
    )
    table = run_engines(start(ISKO, players, 4711))
    store.save_open_table(anna.id, dumps(run_engines(act(table, legal_actions(table.state)[0]))))
    return anna.id


@pytest.mark.slow
@pytest.mark.parametrize("page", PAGES)
def test_page_opens_first_for_a_learner_with_a_history(db_url: str, page: str) -> None:
    store = Store(db_url)
    try:
        learner = _seed(store, TEACHER if page == "group" else LEARNER)
    finally:
        store.close()
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(HERE), str(ROOT)])}
    run = subprocess.run(
        [sys.executable, str(HERE / "open_fresh.py"), page, str(learner), "4711"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert run.returncode == 0, run.stdout + run.stderr[-3000:]
