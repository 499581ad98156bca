"""Üben in the real app: answer right and wrong, read the graded table, mistakes come back."""

from __future__ import annotations

import pytest
from app_helpers import open_page
from streamlit.testing.v1 import AppTest

from coach.rules.actions import Declare
from lessons.quiz import Graded, Limit, QuizKind
from ui.jobs import jobs
from ui.quiz_view import DECLARABLE, GAMES, answer_label

pytestmark = pytest.mark.db


@pytest.fixture(autouse=True)
def _few_worlds(monkeypatch: pytest.MonkeyPatch, db_url: str) -> None:
    """Each test on its own database; a small sample keeps the search quick."""
    monkeypatch.setenv("KIEBITZ_QUIZ_WORLDS", "6")


def _graded(at: AppTest) -> Graded:
    """The question shown, once the background job graded it (the page polls; a test waits)."""
    if "quiz_graded" not in at.session_state:
        assert jobs().wait(at.session_state["quiz_job"], timeout=120).error is None
        at.run()
    graded: Graded = at.session_state["quiz_graded"]
    return graded


def _open(kind: QuizKind) -> AppTest:
    at = open_page("practice")
    at.selectbox(key="quiz_kind").set_value(kind.value).run()
    _graded(at)
    return at


def _submit(at: AppTest) -> AppTest:
    next(b for b in at.button if b.label in ("Antworten", "Answer")).click().run()
    return at


def _answer(at: AppTest, answer: object) -> AppTest:
    graded = _graded(at)
    kind = graded.position.kind
    if kind is QuizKind.BID:
        assert isinstance(answer, Limit)
        at.selectbox(key="quiz_limit").set_value(answer.bid)
        if answer.game is not None:
            at.radio(key="quiz_game").set_value(GAMES.index(answer.game))
    elif kind is QuizKind.DECLARE:
        assert isinstance(answer, Declare) and answer.discard is not None
        at.radio(key="quiz_contract").set_value(DECLARABLE.index(answer.contract))
        at.button_group(key="quiz_discard").set_value([card.name for card in answer.discard])
    else:
        at.radio(key=f"quiz_choice_{kind.value}").set_value(answer_label(answer, "de"))
    return _submit(at)


def _right_answer(graded: Graded) -> object:
    best = graded.best.answer
    if isinstance(best, Limit) and best.bid:
        return Limit(best.bid, graded.games[0][0])
    return best


def _wrong_answer(graded: Graded) -> object:
    """The costliest answer the coach's voice does not call good: the costliest of all may be
    good (inside the noise of few worlds), and a wrong one may be only estimated. Where every
    limit is right, aiming at the game the coach thinks least of is the mistake left."""
    wrong = [option for option in graded.options if not option.right]
    if wrong:
        return max(wrong, key=lambda option: option.cost).answer
    best = graded.best.answer
    assert isinstance(best, Limit) and best.bid and len(graded.games) > 1, graded
    worst = min(graded.games[1:], key=lambda estimate: estimate[1])[0]
    return Limit(best.bid, worst)


def _markdown(at: AppTest) -> str:
    return "\n".join(m.value for m in at.markdown)


@pytest.mark.parametrize("kind", list(QuizKind))
def test_right_answer_is_praised_and_every_option_graded(kind: QuizKind) -> None:
    at = _open(kind)
    graded = _graded(at)
    assert graded.position.kind is kind
    answer = _right_answer(graded)
    _answer(at, answer)
    assert not at.exception
    assert at.success and at.success[0].value.startswith("Richtig"), (answer, at.error)
    table = at.dataframe[0].value
    assert len(table) >= (2 if kind is not QuizKind.DECLARE else 66)
    assert table["Warum"].str.len().min() > 0  # every option shown has a reason
    if kind is QuizKind.BID:
        assert "Wert der Hand" in _markdown(at) and at.table  # derivation and levels
    if kind in (QuizKind.RAMSCH_LEAD, QuizKind.RAMSCH_PUSH):  # a minus avoided, not a game won
        assert "ohne Minus" in table.columns and "Listenpunkte im Mittel" in table.columns
        assert any(caption.value.startswith("Ramsch:") for caption in at.caption)
    # one recommendation; the quick rule only on request
    assert next(e.label for e in at.expander) == "Was hätte die Faustregel gesagt?"
    assert "Faustregel des Trainers" in "\n".join(m.value for m in at.expander[0].markdown)


@pytest.mark.slow
def test_the_hard_bidding_question_shows_the_auction_so_far() -> None:
    at = open_page("practice")
    at.radio(key="quiz_level").set_value("hard").run()
    graded = _graded(at)
    assert graded.position.kind is QuizKind.BID
    bids = [a for a in graded.position.actions if type(a).__name__ == "Bid"]
    assert bids  # another seat bid before the learner
    assert "Die Reizung bisher:" in _markdown(at) and f"{bids[-1].value}?" in _markdown(at)
    lowest = next(b for b in at.selectbox(key="quiz_limit").options if b != "Passen")
    assert int(lowest) >= bids[-1].value  # no limit below the auction
    _answer(at, _right_answer(graded))
    assert not at.exception
    assert at.success and at.success[0].value.startswith("Richtig")


@pytest.mark.slow
@pytest.mark.parametrize("kind", list(QuizKind))
def test_wrong_answer_costs_points_and_comes_back_later(kind: QuizKind) -> None:
    at = _open(kind)
    graded = _graded(at)
    _answer(at, _wrong_answer(graded))
    assert not at.exception
    assert at.error and "kostet" in at.error[0].value
    assert "Daran kannst du arbeiten" in _markdown(at)
    # the mistake is due again: practising mistakes asks the same position
    at.radio(key="quiz_mode").set_value("mistakes").run()
    assert "1 fällig" in at.radio(key="quiz_mode").options[1]
    assert _graded(at).position == graded.position


@pytest.mark.slow
def test_a_question_is_saved_to_the_notebook() -> None:
    at = _open(QuizKind.SKAT)
    _answer(at, _right_answer(_graded(at)))
    at.button(key="quiz_save").click().run()
    assert any(
        s.value in ("Gespeichert.", "Saved.") or "gespeichert" in s.value.lower()
        for s in at.success
    )


@pytest.mark.slow
def test_next_question_was_prepared_meanwhile() -> None:
    at = _open(QuizKind.LEAD_DECLARER)
    first = _graded(at)
    prepared = at.session_state["quiz_next"]
    _answer(at, _right_answer(first))
    at.button(key="quiz_next_button").click().run()
    state = at.session_state
    assert "quiz_graded" in state or state["quiz_job"] == prepared
    second = _graded(at)
    assert second.position != first.position
    assert second.position.kind is QuizKind.LEAD_DECLARER


def test_progress_shows_decisions_weakest_skills_and_exports_csv() -> None:
    at = _open(QuizKind.BID)
    _answer(at, _wrong_answer(_graded(at)))
    at.switch_page("ui/views/progress.py").run()
    assert not at.exception
    text = _markdown(at)
    assert "Daran lohnt es sich zu arbeiten" in text
    assert "Spitzen zählen" in text or "Reizgrenze" in text
    assert at.get("plotly_chart")
    assert at.get("download_button")
