"""Notizbuch games: save a Spielen game with a note, reopen and replay it, download, import ISS
records (a damaged one named with its line, the good ones kept), delete after one confirmation;
the series sheet with its CSV; verdicts of played games on Fortschritt."""

from __future__ import annotations

import bz2
import os
from collections.abc import Callable
from pathlib import Path

import pytest
from app_helpers import TIMEOUT, markdown_text
from sqlalchemy import text
from streamlit.testing.v1 import AppTest
from test_store import HAND

from coach.play.table import SERIES_GAMES, series_deals
from coach.play.table_file import reason_json
from coach.records.game_records import read_games
from coach.rules.cards import Suit
from coach.rules.explain import Reason
from coach.rules.game import Phase
from tests.notebook_records import DAMAGED, FILE
from ui.jobs import jobs
from ui.notebook_games import UploadError, export_text, upload_text
from ui.play_state import PlayState
from ui.store import Store
from words import render

App = Callable[[str | None], AppTest]
DEFENDER_DEAL = 2  # an engine declares, the learner defends
ISS_REAL = Path(__file__).resolve().parents[3] / "shared" / "data" / "iss" / "iss_real.sgf"
RULE = Reason.of("ace_ten_seen", suit=Suit.HEARTS)


def _store() -> Store:
    return Store(os.environ["KIEBITZ_DB_URL"])


def _keys(at: AppTest) -> list[str]:
    return [button.key for button in at.main.button if button.key and not button.disabled]


def _click(at: AppTest, key: str) -> AppTest:
    assert not at.exception, at.exception[0].value
    return at.button(key=key).click().run()


def _state(at: AppTest) -> PlayState:
    state = at.session_state["play"]
    assert isinstance(state, PlayState)
    return state


def _play_a_game(app: App, series: bool = False) -> AppTest:
    """The learner defends deal 2 at once-pace, passing and then playing the first legal card."""
    at = app("play")
    at.radio(key="play_pace").set_value("0").run()
    if series:
        at.radio(key="play_series").set_value("series").run()
        at.radio(key="play_list").set_value("simple").run()
    at.number_input(key="play_deal").set_value(DEFENDER_DEAL).run()
    _click(at, "play_start")
    while "play_next_game" not in _keys(at):
        table = _state(at).table
        assert table is not None
        if table.state.phase is Phase.BIDDING:
            _click(at, "play_pass")
            continue
        cards = [key for key in _keys(at) if key.startswith("play_card_")]
        assert cards, _keys(at)
        _click(at, cards[0])
    for _game, _ply, job in _state(at).verdict_jobs:
        jobs().wait(job, TIMEOUT)
    return at.run()


@pytest.mark.slow
def test_a_played_game_is_saved_with_its_note_reopened_replayed_and_deleted(app: App) -> None:
    at = _play_a_game(app)
    at.text_area(key="play_save_note").input("Hier hätte ich Trumpf ziehen sollen").run()
    _click(at, "play_save")
    assert any("Im Notizbuch gespeichert" in s.value for s in at.success)
    learner = _store().learner(at.session_state["learner_id"])
    (saved,) = _store().games(learner.id)
    assert saved.note == "Hier hätte ich Trumpf ziehen sollen"
    (read,), problems = read_games(saved.record)
    table = _state(at).table
    assert problems == [] and table is not None
    assert read.state == table.state  # the same deal, every action, the same rule set

    at.switch_page("ui/views/notebook.py").run()
    assert at.text_area(key=f"game_note_{saved.id}").value == saved.note
    _click(at, f"game_open_{saved.id}")
    text = markdown_text(at)
    assert ("Die Karten, wie sie gegeben wurden" in text and "Reizen" in text) or "18" in text
    assert any("Stich 1:" in caption.value for caption in at.caption)
    at.slider(key=f"game_view_{saved.id}_trick").set_value(10).run()
    assert any("Stich 10:" in caption.value for caption in at.caption)
    assert "Nachbesprechung" in [header.value for header in at.subheader]  # the review

    at.text_area(key=f"game_note_{saved.id}").input("neu").run()
    _click(at, f"game_save_note_{saved.id}")
    assert _store().games(learner.id)[0].note == "neu"
    _click(at, f"delete_game_{saved.id}")  # asks first
    assert _store().games(learner.id) != []
    _click(at, f"delete_yes_game_{saved.id}")
    assert _store().games(learner.id) == []


def test_iss_records_import_names_the_damaged_one_and_keeps_the_others(app: App) -> None:
    at = app("notebook")
    at.file_uploader(key="games_upload").upload("abend.sgf", FILE, "text/plain").run()
    assert not at.exception
    assert "abend\\.sgf: importiert 2 · schon im Notizbuch 0" in at.success[0].value
    (error,) = at.error
    assert "Zeile 2 · Spiel 9 · Zug 19" in error.value.replace("\\", "")
    learner = _store().learner(at.session_state["learner_id"])
    games = _store().games(learner.id)
    assert sorted(g.title.split(" ·")[0] for g in games) == ["ISS 541932", "ISS 77"]

    again = app("notebook")  # the same file once more: nothing twice
    again.file_uploader(key="games_upload").upload("abend.sgf", FILE, "text/plain").run()
    assert "importiert 0 · schon im Notizbuch 2" in again.success[0].value
    assert len(_store().games(learner.id)) == 2


def test_a_damaged_record_is_named_in_german_and_in_english_after_switching(app: App) -> None:
    at = app("notebook")
    damaged = b"(;GM[Skat]ID[12]MV[w XX" + b".SJ" * 31 + b"] ;)\n"
    at.file_uploader(key="games_upload").upload("kaputt.sgf", FILE + damaged, "text/plain").run()
    assert not at.exception
    shown = at.error[0].value.replace("\\", "")  # Markdown escapes taken off
    assert "Zeile 2 · Spiel 9 · Zug 19 „♣B“: Gegen die Regeln, Mittelhand:" in shown
    assert "Zeile 4 · Spiel 12: „XX“ ist keine Karte" in shown
    at.selectbox(key="ui_lang").set_value("en").run()
    shown = at.error[0].value.replace("\\", "")
    assert 'line 2 · game 9 · move 19 "♣J": Against the rules, middlehand:' in shown
    assert 'line 4 · game 12: "XX" is not a card' in shown
    assert "Zeile" not in shown and "Karte" not in shown


def test_a_saved_game_that_no_longer_replays_says_why_in_the_learners_language(
    app: App,
) -> None:
    at = app("notebook")
    learner = _store().learner(at.session_state["learner_id"])
    _store().import_games(learner.id, [("Kaputt", DAMAGED, "")])
    at.run()
    (warning,) = at.warning
    assert "Zeile 1 · Spiel 9 · Zug 19 „♣B“: Gegen die Regeln" in warning.value.replace("\\", "")
    at.selectbox(key="ui_lang").set_value("en").run()
    assert 'line 1 · game 9 · move 19 "♣J": Against the rules' in at.warning[0].value.replace(
        "\\", ""
    )


def test_a_damaged_hand_says_why_in_the_learners_language(app: App) -> None:
    at = app("notebook")
    store = _store()
    learner = store.learner(at.session_state["learner_id"])
    entry = store.add_notebook_entry(learner.id, HAND, note="kaputt")
    with store.engine.begin() as connection:
        connection.execute(
            text("UPDATE notebook_entries SET cards = 'CJ CJ' WHERE id = :id"), {"id": entry}
        )
    at.run()
    shown = " ".join(warning.value for warning in at.warning).replace("\\", "")
    assert f"Eintrag {entry}: die Karte ♣B steht zweimal darin." in shown
    at.selectbox(key="ui_lang").set_value("en").run()
    shown = " ".join(warning.value for warning in at.warning).replace("\\", "")
    assert f"Entry {entry}: the card ♣J is in it twice." in shown


def test_huge_or_binary_uploads_get_a_clear_message(app: App) -> None:
    at = app("notebook")
    at.file_uploader(key="games_upload").upload("foto.jpg.sgf", b"\xff\xd8\x00\x10JFIF").run()
    assert "keine Textdatei" in at.error[0].value
    at.file_uploader(key="games_upload").set_value(
        ("gross.sgf", b"(;" + b"x" * 20_000_001, "text/plain")
    ).run()
    assert "zu groß" in at.error[0].value
    at.file_uploader(key="games_upload").set_value(("leer.sgf", b"hallo", "text/plain")).run()
    assert "kein ISS-Spielprotokoll" in at.error[0].value


def test_the_notebook_downloads_as_iss_records_that_import_again(app: App) -> None:
    at = app("notebook")
    at.file_uploader(key="games_upload").upload("abend.sgf", FILE, "text/plain").run()
    learner = _store().learner(at.session_state["learner_id"])
    games = _store().games(learner.id)
    _store().set_game_note(learner.id, games[0].id, "mit ] und (; im Text")
    at.run()
    assert at.get("download_button")  # one for all, one per game
    text = export_text(_store().games(learner.id))()
    read, problems = read_games(text)
    assert problems == [] and len(read) == 2
    assert {game.note for game in read} == {"mit ] und (; im Text", ""}


@pytest.mark.slow
def test_verdicts_of_a_finished_game_reach_fortschritt_by_kind_and_rule(app: App) -> None:
    at = _play_a_game(app)
    learner = _store().learner(at.session_state["learner_id"])
    verdicts = _store().game_verdicts(learner.id)
    assert {v.quiz_id for v in verdicts} <= {"bidding", "defending"} and verdicts
    assert "defending" in {v.quiz_id for v in verdicts}
    again = _store().record_game_decisions(
        learner.id,
        "test-game",
        [(5, "defending", False, 17.5, "ace_ten_seen", reason_json(RULE))],
    )
    assert again == 1
    at.switch_page("ui/views/progress.py").run()
    assert not at.exception
    assert "Aus deinen Spielen" in [header.value for header in at.subheader]
    assert render(RULE, "de") in markdown_text(at)
    assert "1 Fehler, 17,5 Listenpunkte: " in markdown_text(at)  # German numbers, rule last


@pytest.mark.slow
def test_a_seeded_series_of_36_shows_its_sheet_and_survives_a_reload(app: App) -> None:
    at = _play_a_game(app, series=True)
    table = _state(at).table
    assert table is not None and table.games == SERIES_GAMES and table.series_code == DEFENDER_DEAL
    assert any("Seriencode 2" in e.label for e in at.expander)
    frame = at.dataframe[0].value
    points = [int(x) for x in frame.iloc[0, 5:]]
    assert [int(x) for x in frame.iloc[-1, 5:]] == points  # one game: the totals are its points
    assert frame.iloc[-1, 0] == "Summe"
    _click(at, "play_next_game")
    table = _state(at).table
    assert table is not None and table.deal_number == series_deals(DEFENDER_DEAL, 36)[1]
    reloaded = app("play")  # a new session: the series is read back from the store
    table = _state(reloaded).table
    assert table is not None and table.games == SERIES_GAMES and len(table.past) == 1


def test_an_iss_archive_in_bz2_is_read_and_a_bad_one_refused() -> None:
    assert upload_text("iss-games.sgf.bz2", bz2.compress(FILE)) == FILE.decode()
    with pytest.raises(UploadError) as refused:
        upload_text("kaputt.sgf.bz2", b"BZh9 not really")
    assert refused.value.key == "games.upload_not_text"
    with pytest.raises(UploadError) as large:
        upload_text("riesig.sgf.bz2", bz2.compress(b"(;" + b" " * 20_000_001))
    assert large.value.key == "games.upload_too_large"
