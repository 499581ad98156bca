"""A position shown anywhere opens the Spielen sandbox or the deal editor: a decision in the review
of an imported ISS game, a puzzle of one's own after its answer."""

from __future__ import annotations

import os
from collections.abc import Callable

import pytest
from app_helpers import TIMEOUT, markdown_text
from streamlit.testing.v1 import AppTest

from coach.advice import Puzzle
from coach.play import OUTSIDE_DEAL
from coach.records import Position
from coach.rules import Card, DecisionKind, Phase, Play
from tests.notebook_records import GOOD
from tests.problems.problem_helpers import first_lead
from ui.jobs import jobs
from ui.play_state import PlayState
from ui.puzzle_store import PuzzleStore
from ui.store import Store

pytestmark = pytest.mark.db
App = Callable[[str | None], AppTest]


def _store() -> Store:
    return Store(os.environ["KIEBITZ_DB_URL"])


def _reviewed_record(app: App) -> tuple[AppTest, str]:
    """The notebook with the ISS record imported, opened, its review done; the review's key."""
    at = app("notebook")
    at.file_uploader(key="games_upload").upload("spiel.sgf", GOOD.encode(), "text/plain").run()
    learner = int(at.session_state["learner_id"])
    store = _store()
    (game,) = store.games(learner)
    store.close()
    at.button(key=f"game_open_{game.id}").click().run()
    key = f"game_review_{game.id}"
    running = at.session_state.get(f"{key}_job")
    if running is not None:
        jobs().wait(running[1], TIMEOUT)
        at.run()
    assert f"{key}_done" in at.session_state, "the review did not finish"
    assert not at.exception, at.exception
    return at, key


def _buttons(at: AppTest, prefix: str, suffix: str) -> list[str]:
    keys = [str(button.key) for button in at.main.button]
    return [key for key in keys if key.startswith(prefix) and key.endswith(suffix)]


def test_a_decision_of_an_imported_game_is_played_on_in_the_sandbox(app: App) -> None:
    at, key = _reviewed_record(app)
    found = at.session_state[f"{key}_done"][1]
    button = _buttons(at, f"{key}_list_", "_sandbox")[0]
    ply = int(button.split("_")[-2])
    at.button(key=button).click().run()
    assert not at.exception, at.exception
    state = at.session_state["play"]
    assert isinstance(state, PlayState) and state.table is not None and state.real is None
    trial = state.table
    assert trial.is_sandbox and trial.deal_number == OUTSIDE_DEAL
    assert trial.state == Position.of_state(found.state, ply).state
    assert trial.learner_seat == found.seat  # the learner sits where the review looked from
    assert "Sandkasten" in markdown_text(at)
    assert any("Stellung aus Notizbuch" in caption.value for caption in at.caption)
    at.switch_page("ui/views/play.py").run()  # AppTest reruns its own page, not the one switched to
    at.button(key="play_save").click().run()  # kept in the notebook beside the record it came from
    assert not at.exception, at.exception
    store = _store()
    titles = [game.title for game in store.games(int(at.session_state["learner_id"]))]
    store.close()
    assert len(titles) == 2 and any(title.startswith("Sandkasten-Stellung · ") for title in titles)
    at.button(key="play_sandbox_leave").click().run()  # no series table: back to a new one
    assert at.session_state["play"].table is None
    assert not at.exception, at.exception


def test_a_card_play_decision_opens_in_the_deal_editor(app: App) -> None:
    at, key = _reviewed_record(app)
    found = at.session_state[f"{key}_done"][1]
    button = _buttons(at, f"{key}_list_", "_editor")[0]
    ply = int(button.split("_")[-2])
    position = Position.of_state(found.state, ply)
    assert position.state.phase is Phase.PLAY
    at.button(key=button).click().run()
    assert not at.exception, at.exception
    assert at.radio(key="problems_section").value == "editor"
    play = position.card_play()
    places = at.session_state["editor_places"]
    for seat, hand in enumerate(play.hands):
        assert {Card[name] for name, place in places.items() if place == seat} == set(hand)
    assert at.text_input(key="editor_played").value == " ".join(c.name for c in play.played)
    assert at.success  # the position is possible: analysed at once
    assert "editor_try_sandbox" in [b.key for b in at.main.button]
    assert not _buttons(at, "editor_try", "_editor")  # the editor does not open itself


def test_a_puzzle_answered_opens_in_the_editor_and_plays_on_from_there(
    app: App, db_url: str
) -> None:
    at = app(None)
    store = Store(db_url)
    learner = int(at.session_state["learner_id"])
    position, best, worse = first_lead()
    puzzle = Puzzle("g:6", position, DecisionKind.DEFENDING, worse, best, 20.0, None)
    PuzzleStore(store.engine).keep(learner, [puzzle])
    store.close()
    at.switch_page("ui/views/problems.py").run()
    at.button(key=f"puzzle_g:6_card_{worse.card.name}").click().run()
    assert not at.exception, at.exception
    at.button(key="puzzle_g:6_try_editor").click().run()  # the editor on the same page
    assert not at.exception, at.exception
    assert at.radio(key="problems_section").value == "editor" and at.success
    assert at.text_input(key="editor_played").value == ""  # the first lead
    at.button(key="editor_try_sandbox").click().run()
    assert not at.exception, at.exception
    trial = at.session_state["play"].table
    assert trial.is_sandbox and trial.state == position.state


def test_a_practice_question_answered_plays_on_in_the_sandbox(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    from test_practice_page import _answer, _graded, _right_answer

    from lessons.quiz import QuizKind

    monkeypatch.setenv("KIEBITZ_QUIZ_WORLDS", "6")
    at = app("practice")
    at.selectbox(key="quiz_kind").set_value(QuizKind.LEAD_DEFENDER.value).run()
    graded = _graded(at)
    _answer(at, _right_answer(graded))
    assert not at.exception, at.exception
    assert "quiz_try_editor" in [b.key for b in at.main.button]  # a first lead: card play
    at.button(key="quiz_try_sandbox").click().run()
    assert not at.exception, at.exception
    trial = at.session_state["play"].table
    assert trial.is_sandbox and trial.state == graded.position.state(trial.rules)
    assert trial.learner_seat == graded.position.seat


def _opened(app: App, record: str | None = None) -> tuple[AppTest, int]:
    """The notebook with one record imported and opened (`record`: made from the learner's
    name, default the record `GOOD`); the game's id."""
    at = app("notebook")
    learner = int(at.session_state["learner_id"])
    store = _store()
    text = GOOD if record is None else record.format(name=store.learner(learner).name)
    at.file_uploader(key="games_upload").upload("spiel.sgf", text.encode(), "text/plain").run()
    (game,) = store.games(learner)
    store.close()
    at.button(key=f"game_open_{game.id}").click().run()
    assert not at.exception, at.exception
    return at, game.id


def test_an_unfinished_record_plays_on_from_where_it_stopped(app: App) -> None:
    moves, _rest = GOOD.split(" 1 S7 ", 1)
    at, game = _opened(app, f"{moves} ] ;)")  # it stops after the first card, with no result
    at.button(key=f"game_try_{game}_sandbox").click().run()
    trial = at.session_state["play"].table
    assert trial.is_sandbox and len(trial.state.history) == trial.sandbox_from
    assert trial.state.trick  # the first card lies on the table


def test_the_trick_replay_plays_on_from_the_learners_own_card(app: App) -> None:
    from coach.records import read_games

    at, game = _opened(app, GOOD.replace("P1[kermit]", "P1[{name}]"))  # the learner: middlehand
    key = f"game_view_{game}"
    assert {f"{key}_try_sandbox", f"{key}_try_editor"} <= {b.key for b in at.main.button}
    at.slider(key=f"{key}_trick").set_value(3).run()
    assert any(c.value == "Ab deiner Karte in Stich 3:" for c in at.caption)
    at.button(key=f"{key}_try_sandbox").click().run()
    assert not at.exception, at.exception
    trial = at.session_state["play"].table
    state = read_games(GOOD)[0][0].state
    trick = state.tricks[2]
    plays = [ply for ply, action in enumerate(state.history) if isinstance(action, Play)]
    own = plays[6 + (1 - trick.leader) % 3]  # middlehand's card of the third trick
    assert trial.is_sandbox and trial.state == Position.of_state(state, own).state
    assert trial.learner_seat == 1 and trial.state.to_move == 1


def test_the_trick_replay_of_a_game_the_learner_did_not_play_has_no_link(app: App) -> None:
    at, game = _opened(app)
    assert not _buttons(at, f"game_view_{game}_try", "_sandbox")
