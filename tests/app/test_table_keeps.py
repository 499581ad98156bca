"""Nothing lost by a button on the Spielen page: "Neu beginnen" asks first and can be taken back,
the closed table's games stay savable, the opponents and the rule set change between games, a
second save of the same game says it is in the notebook already.

Deal 1 is passed in by everyone: a game over after three clicks.
"""

from __future__ import annotations

import os
from collections.abc import Callable

from app_helpers import TIMEOUT, click, play_state
from streamlit.testing.v1 import AppTest

from coach.play.players import Strength
from coach.play.table_file import loads
from coach.rules.contract import ISKO, SKO_1975
from ui.jobs import jobs
from ui.store import Store

App = Callable[[str | None], AppTest]
PASSED_DEAL = 1


def _passed_game(app: App, strength: str = "club") -> AppTest:
    at = app("play")
    at.radio(key="play_pace").set_value("0").run()
    at.radio(key="play_strength").set_value(strength).run()
    at.number_input(key="play_deal").set_value(PASSED_DEAL).run()
    click(at, "play_start")
    while "play_pass" in [b.key for b in at.main.button]:
        click(at, "play_pass")
    for _game, _ply, job in play_state(at).verdict_jobs:
        jobs().wait(job, TIMEOUT)
    return at.run()


def test_asking_for_a_strength_gives_that_strength(app: App) -> None:
    at = _passed_game(app, "beginner")
    table = play_state(at).table
    assert table is not None and table.players[1].strength is Strength.BEGINNER
    click(at, "play_abandon")
    at.radio(key="play_strength").set_value("club")  # chosen and started in one run
    click(at, "play_start")
    table = play_state(at).table
    assert table is not None
    assert {p.strength for p in table.players[1:]} == {Strength.CLUB}


def test_new_beginning_asks_and_the_closed_table_comes_back(app: App) -> None:
    at = _passed_game(app)
    click(at, "play_next_game")
    before = play_state(at).table
    assert before is not None and before.game_index == 1
    assert at.button(key="play_abandon").label == "Ja, neu beginnen"  # in a popover: asks first
    click(at, "play_abandon")
    assert play_state(at).table is None
    assert "Der letzte Tisch ist geschlossen (fertige Spiele: 1)" in at.markdown[0].value
    click(at, "play_take_back")
    assert play_state(at).table == before


def test_the_closed_tables_games_stay_savable_and_a_second_save_says_so(app: App) -> None:
    at = _passed_game(app)
    click(at, "play_abandon")
    click(at, "play_save")
    assert any("Im Notizbuch gespeichert" in s.value for s in at.success)
    store = Store(os.environ["KIEBITZ_DB_URL"])
    learner = store.learner(int(at.session_state["learner_id"]))
    assert len(store.games(learner.id)) == 1
    click(at, "play_save")
    assert any("schon im Notizbuch" in info.value for info in at.info)
    assert any("schon im Notizbuch" in caption.value for caption in at.caption)
    assert len(store.games(learner.id)) == 1


def test_the_opponents_change_between_games_of_a_table(app: App) -> None:
    at = _passed_game(app)
    assert at.radio(key="play_next_strength").value == "club"
    at.radio(key="play_next_strength").set_value("strong").run()
    click(at, "play_next_game")
    table = play_state(at).table
    assert table is not None and table.game_index == 1
    assert {p.strength for p in table.players if not p.is_learner} == {Strength.STRONG}
    assert table.past[0].state.is_over  # the first game is kept on the sheet
    click(at, "play_abandon")
    assert at.radio(key="play_strength").value == "strong"  # the choice is the learner's now


def test_the_rule_set_changes_for_the_next_game_and_the_game_played_keeps_its_own(
    app: App,
) -> None:
    at = _passed_game(app)
    assert any("Regeln: ISkO" in caption.value for caption in at.caption)
    assert at.radio(key="play_next_rules").value == ISKO.name
    at.radio(key="play_next_rules").set_value(SKO_1975.name).run()
    click(at, "play_next_game")
    table = play_state(at).table
    assert table is not None and table.game_index == 1
    assert table.rules is SKO_1975 and table.state.rules is SKO_1975
    assert table.past[0].state.rules is ISKO  # the game played keeps its rules
    line = "Neue Regeln ab diesem Spiel: Skatordnung 1975 (im letzten Spiel: ISkO)"
    assert any(line in caption.value for caption in at.caption)
    at.selectbox(key="ui_lang").set_value("en").run()
    line = "new rules from this game: Skatordnung 1975 (in the last game: ISkO)"
    assert any(line in caption.value for caption in at.caption)
    store = Store(os.environ["KIEBITZ_DB_URL"])
    learner = store.learner(int(at.session_state["learner_id"]))
    saved = store.open_table(learner.id)
    assert saved is not None and loads(saved) == table  # a reload resumes it as it is
    assert at.session_state["settings"]["rules"] == SKO_1975.name  # the choice is the learner's
