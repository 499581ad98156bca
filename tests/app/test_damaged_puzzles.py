"""A stored puzzle damaged in the database (its position unreadable, its time no time) is named
to the learner under Aufgaben and Fortschritt, which puzzle and what is wrong; the pages do not
break, every other puzzle stays open and the damaged rows stay as they are. The same for a quiz
mistake whose position or time cannot be read under Üben."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from app_helpers import TIMEOUT
from sqlalchemy import text
from streamlit.testing.v1 import AppTest

from coach.advice import Puzzle
from coach.rules import ISKO, DecisionKind, Reason
from lessons.quiz import Graded
from tests.problems.problem_helpers import first_lead
from ui.jobs import jobs
from ui.plain import plain
from ui.puzzle_store import PuzzleStore
from ui.store import Store
from words import render, t

pytestmark = pytest.mark.db


def _keep_with_damage(store: Store, learner: int) -> Puzzle:
    """Three puzzles of the same first lead; the two oldest (due first) damaged in the database:
    a card that is none in the position, and (SQLite only) a time that is none. Returns the
    oldest good one."""
    position, best, worse = first_lead()
    puzzles = PuzzleStore(store.engine)
    made = [Puzzle(f"g:{n}", position, DecisionKind.DEFENDING, worse, best, 20.0, None)
            for n in (1, 2, 3)]  # fmt: skip
    for puzzle in made:  # one at a time: the first kept is the oldest
        puzzles.keep(learner, [puzzle])
    with store.engine.begin() as connection:
        connection.execute(
            text("UPDATE puzzles SET text = REPLACE(text, 'forehand: ', 'forehand: XX ') "
                 "WHERE key = 'g:1'")
        )  # fmt: skip
        if store.engine.dialect.name != "sqlite":  # a server's timestamp column holds no text
            return made[1]
        connection.execute(text("UPDATE puzzles SET at = 'gestern' WHERE key = 'g:2'"))
    return made[2]


def _rows(store: Store, learner: int) -> list[str]:
    with store.engine.connect() as connection:
        found = connection.execute(
            text("SELECT key FROM puzzles WHERE learner_id = :id ORDER BY key"), {"id": learner}
        )
        return [str(key) for (key,) in found]


def test_a_damaged_puzzle_is_named_and_the_others_stay_open(
    app: Callable[[str | None], AppTest], db_url: str
) -> None:
    at = app(None)
    store = Store(db_url)
    learner = int(at.session_state["learner_id"])
    good = _keep_with_damage(store, learner)
    sqlite = store.engine.dialect.name == "sqlite"
    damaged = 2 if sqlite else 1

    at.switch_page("ui/views/problems.py").run()
    assert not at.exception, at.exception
    warning = at.warning[0].value
    assert t("problems.puzzles_damaged", "de", count=damaged) in warning
    assert "g\\:1" in warning and "XX" in warning  # which puzzle, and the card that is none
    if sqlite:
        assert "g\\:2" in warning and "Zeitpunkt" in warning
    assert f"g\\:{good.key[-1]}" not in warning

    # the good puzzle is the one asked, and it is solved as ever
    assert any(t("problems.find_better", "de") in s.value for s in at.subheader)
    assert good.best.card is not None  # type: ignore[union-attr]
    at.button(key=f"puzzle_{good.key}_card_{good.best.card.name}").click().run()  # type: ignore[union-attr]
    assert not at.exception, at.exception
    assert at.success and t("problems.solved", "de", move="")[:6] in at.success[0].value

    at.switch_page("ui/views/progress.py").run()
    assert not at.exception, at.exception
    assert any(t("problems.puzzles_damaged", "de", count=damaged) in w.value for w in at.warning)
    at.switch_page("ui/views/practice.py").run()
    assert not at.exception, at.exception

    assert _rows(store, learner) == ["g:1", "g:2", "g:3"]  # nothing deleted
    shelf = PuzzleStore(store.engine).shelf(learner)
    assert [p.key for p in shelf.puzzles] == (["g:3"] if sqlite else ["g:2", "g:3"])
    assert [d.key for d in shelf.damaged] == ["g:1", "g:2"][:damaged]
    assert [(e.question_id, e.correct) for e in shelf.events][-1] == (good.key, True)
    store.close()


def _graded(at: AppTest) -> Graded:
    if "quiz_graded" not in at.session_state:
        assert jobs().wait(at.session_state["quiz_job"], timeout=TIMEOUT).error is None
        at.run()
    graded: Graded = at.session_state["quiz_graded"]
    return graded


def test_a_quiz_mistake_that_cannot_be_read_is_named_and_the_others_come_back(
    app: Callable[[str | None], AppTest], db_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("KIEBITZ_QUIZ_WORLDS", "6")
    at = app("practice")
    graded = _graded(at)
    store = Store(db_url)
    learner = int(at.session_state["learner_id"])
    kind = graded.position.kind.value
    store.record_quiz_answer(learner, kind, "damaged", "18", False, 5.0, position="bid 1 XX.YY")
    position = graded.position.text(ISKO)
    store.record_quiz_answer(learner, kind, "good", "18", False, 5.0, position=position)
    sqlite = store.engine.dialect.name == "sqlite"  # a server's timestamp column holds no text
    if sqlite:
        store.record_quiz_answer(learner, kind, "no time", "18", False, 5.0, position=position)
        with store.engine.begin() as connection:
            connection.execute(
                text("UPDATE quiz_answers SET at = 'gestern' WHERE question_id = 'no time'")
            )

    at.run()
    assert "1 fällig" in at.radio(key="quiz_mode").options[1]  # the readable one only
    at.radio(key="quiz_mode").set_value("mistakes").run()
    assert not at.exception, at.exception
    warnings = "\n".join(warning.value for warning in at.warning)
    assert t("practice.mistakes_damaged", "de", count=1) in warnings
    if sqlite:  # the answer whose time is no time: named with what is wrong
        assert t("store.rows_damaged", "de", count=1) in warnings
        assert plain(render(Reason.of("stored_no_time", value="gestern"), "de")) in warnings
    assert _graded(at).position == graded.position  # the readable mistake is asked
    with store.engine.connect() as connection:  # nothing deleted
        assert connection.scalar(text("SELECT COUNT(*) FROM quiz_answers")) == 2 + sqlite
    store.close()
