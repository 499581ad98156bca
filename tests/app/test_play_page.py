"""Spielen: every decision of a real game by widget key, the coach's hints and verdicts, reloads.

Deals are chosen by number (the same number deals the same cards): 4711 lets the learner win
the auction, 2 makes an engine declarer while the learner passes, 1 is passed in by everyone.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

import pytest
from app_helpers import TIMEOUT, markdown_text
from streamlit.testing.v1 import AppTest

from coach.advice.coaching import hint
from coach.play.table import Waiting, show_hint
from coach.rules.cards import Card
from coach.rules.contract import GameType
from coach.rules.explain import Reason
from coach.rules.game import Phase
from ui.jobs import jobs
from ui.play_state import PlayState
from ui.store import Store

App = Callable[[str | None], AppTest]
DECLARER_DEAL, DEFENDER_DEAL, PASSED_DEAL = 4711, 2, 1
BIDDING_KEYS = ("play_bid", "play_hold", "play_play")


def _start(app: App, deal: int, pace: str = "0", lang: str = "de") -> AppTest:
    at = app("play")
    if lang != "de":
        at.selectbox(key="ui_lang").set_value(lang).run()
    at.radio(key="play_pace").set_value(pace).run()
    at.number_input(key="play_deal").set_value(deal).run()
    return at.button(key="play_start").click().run()


def _state(at: AppTest) -> PlayState:
    state = at.session_state["play"]
    assert isinstance(state, PlayState)
    return state


def _keys(at: AppTest) -> list[str]:
    return [button.key for button in at.main.button if not button.disabled]


def _click(at: AppTest, key: str) -> AppTest:
    assert not at.exception, at.exception[0].value
    return at.button(key=key).click().run()


def _win_auction(at: AppTest) -> AppTest:
    while _state(at).table.state.phase is Phase.BIDDING:  # type: ignore[union-attr]
        key = next(k for k in BIDDING_KEYS if k in _keys(at))
        _click(at, key)
    return at


def _verdicts_done(at: AppTest) -> AppTest:
    for _game, _ply, job in _state(at).verdict_jobs:
        jobs().wait(job, TIMEOUT)
    return at.run()


def _play_out(at: AppTest) -> AppTest:
    """Play the first card the rules allow until the game is over."""
    while "play_next_game" not in _keys(at):
        cards = [key for key in _keys(at) if key.startswith("play_card_")]
        assert cards, f"no card to play: {_keys(at)}"
        _click(at, cards[0])
    return at


def test_setup_names_three_strengths_weakest_first(app: App) -> None:
    at = app("play")
    strength = at.radio(key="play_strength")
    assert strength.options == [
        "Einsteiger (schwächste)",
        "Vereinsspieler (mittel)",
        "Stark (stärkste)",
    ]
    assert [b.key for b in at.main.button] == ["play_start"]


def test_the_auction_is_spoken_and_each_bid_gets_a_quiet_verdict(app: App) -> None:
    at = _start(app, DECLARER_DEAL)
    assert "play_bid" in _keys(at) and "play_pass" in _keys(at)
    _click(at, "play_bid")
    auction = markdown_text(at)
    assert "**Du (Hinterhand)**: 18?" in auction
    _verdicts_done(at)
    labels = [expander.label for expander in at.expander]
    assert any(label.startswith("Dein Zug 18?:") for label in labels), labels


def test_a_hint_on_request_recommends_with_reasons_and_changes_nothing(app: App) -> None:
    at = _start(app, DECLARER_DEAL)
    before = _state(at).table
    _click(at, "play_hint")
    assert at.info and at.info[0].value.startswith("**Der Trainer rät:")
    assert "\n- " in at.info[0].value  # its reasons
    after = _state(at).table
    assert after is not None and before is not None
    assert after.state == before.state and after.pending_hint is not None


def test_hints_always_on_show_before_every_decision(app: App) -> None:
    at = app("play")
    at.radio(key="play_hints").set_value("always").run()
    at = _start(app, DECLARER_DEAL)  # the setting is the learner's: a new session keeps it
    assert at.info and "Der Trainer rät" in at.info[0].value


@pytest.mark.slow
def test_declarer_picks_up_puts_two_away_declares_and_plays_to_the_result(app: App) -> None:
    at = _win_auction(_start(app, DECLARER_DEAL))
    _click(at, "play_pick_up")
    discard = [key for key in _keys(at) if key.startswith("play_discard_")]
    assert len(discard) == 12  # the skat is in the hand
    assert at.button(key="play_declare").disabled  # two cards must go first
    _click(at, discard[-1])
    _click(at, discard[-2])
    assert len(_state(at).discard) == 2
    at.radio(key="play_game").set_value(GameType.CLUBS).run()
    _click(at, "play_declare")
    table = _state(at).table
    assert table is not None and table.state.phase is Phase.PLAY
    assert table.state.declarer == table.learner_seat
    _play_out(at)
    result = " ".join(a.value for a in [*at.success, *at.error])
    assert "Kreuz" in result and "Augen" in result and "=" in result  # "… Spiel 3 × 12 = 36"
    seat_before = table.learner_seat
    _click(at, "play_next_game")
    table = _state(at).table
    assert table is not None and table.game_index == 1
    assert table.learner_seat != seat_before  # the seats rotate


def test_a_hand_game_with_schneider_announced(app: App) -> None:
    at = _win_auction(_start(app, DECLARER_DEAL))
    _click(at, "play_hand")
    at.radio(key="play_game").set_value(GameType.GRAND).run()
    at.radio(key="play_announce").set_value("SCHNEIDER").run()
    _click(at, "play_declare")
    contract = _state(at).table.state.contract  # type: ignore[union-attr]
    assert contract is not None and contract.hand and contract.schneider_announced
    assert "Grand Hand Schneider angesagt" in markdown_text(at)


@pytest.mark.slow
def test_a_game_as_defender_with_a_refused_card_and_its_reason(app: App) -> None:
    at = _start(app, DEFENDER_DEAL)
    while _state(at).table.state.phase is Phase.BIDDING:  # type: ignore[union-attr]
        _click(at, "play_pass")
    table = _state(at).table
    assert table is not None and table.state.declarer not in (None, table.learner_seat)
    refused = []
    while "play_next_game" not in _keys(at) and not refused:
        refused = [b for b in at.main.button if b.key.startswith("play_card_") and b.disabled]
        if not refused:
            _click(at, next(k for k in _keys(at) if k.startswith("play_card_")))
    assert refused, "no card was ever refused in this game"
    assert "bedienen" in refused[0].help
    assert any(refused[0].help in caption.value for caption in at.caption)
    _play_out(at)
    assert at.success or at.error


def test_a_deal_everyone_passes_is_thrown_in(app: App) -> None:
    at = _start(app, PASSED_DEAL)
    while "play_pass" in _keys(at):
        _click(at, "play_pass")
    assert at.info and "Eingepasst" in at.info[-1].value
    assert "play_next_game" in _keys(at)


def test_a_reload_in_mid_game_resumes_at_the_same_move(app: App) -> None:
    at = _win_auction(_start(app, DECLARER_DEAL))
    _click(at, "play_pick_up")
    before = _state(at).table
    again = app("play")  # a new browser session: the game comes from the database
    table = _state(again).table
    assert table is not None and before is not None
    assert table.state == before.state and table.deal_number == DECLARER_DEAL
    assert len([k for k in _keys(again) if k.startswith("play_discard_")]) == 12


def test_engine_moves_wait_for_next_in_step_mode_and_explain_themselves(app: App) -> None:
    at = _start(app, DEFENDER_DEAL, pace="step")
    table = _state(at).table
    assert table is not None and table.waiting is Waiting.ENGINE  # middlehand opens the auction
    _click(at, "play_next")
    assert _state(at).table.ply == 1  # type: ignore[union-attr]
    at.expander[-1]  # the game log
    assert "Warum?" in markdown_text(at)


def test_a_damaged_saved_game_is_reported_and_kept_until_a_new_game(app: App, db_url: str) -> None:
    at = app("play")
    store = Store(db_url)
    learner = store.learner(at.session_state["learner_id"])
    store.save_open_table(learner.id, '{"format": "kiebitz-table", "version": 1, "games": 7}')
    at = app("play")
    assert at.error and "ließ sich nicht lesen" in at.error[0].value
    assert "Es fehlt eine Angabe: der Tisch, Feld „rules“." in at.error[0].value.replace("\\", "")
    at.selectbox(key="ui_lang").set_value("en").run()  # why, in the learner's language
    assert 'Something is missing: the table, field "rules".' in at.error[0].value.replace("\\", "")
    at.selectbox(key="ui_lang").set_value("de").run()
    assert store.open_table(learner.id) is not None  # nothing lost
    at.number_input(key="play_deal").set_value(DECLARER_DEAL).run()
    _click(at, "play_start")
    assert not at.error and _state(at).table is not None
    store.close()


def test_english_table(app: App) -> None:
    at = _start(app, DECLARER_DEAL, lang="en")
    assert "**Your turn.**" in markdown_text(at)
    assert at.button(key="play_pass").label == "pass"


@pytest.mark.slow
def test_table_aids_show_points_trumps_open_cards_and_the_kiebitz_blick(app: App) -> None:
    at = _start(app, DEFENDER_DEAL)
    for aid in ("last_trick", "points", "trumps", "open", "kiebitz"):
        at.toggle(key=f"play_aid_{aid}").set_value(True).run()
    while _state(at).table.state.phase is Phase.BIDDING:  # type: ignore[union-attr]
        _click(at, "play_pass")
    for _ in range(4):  # a few tricks into the game
        _click(at, next(k for k in _keys(at) if k.startswith("play_card_")))
    captions = " ".join(caption.value for caption in at.caption)
    assert "Augen: Alleinspieler" in captions and "Trümpfe draußen:" in captions
    assert "Letzter Stich:" in captions
    assert "Kiebitz-Blick" in markdown_text(at)
    table = _state(at).table
    assert table is not None
    hidden = table.state.hands[(table.learner_seat + 1) % 3]
    assert any(f'data-card="{card.name}"' in markdown_text(at) for card in hidden)  # open cards


def test_a_checked_hint_runs_in_the_background_and_then_shows(app: App) -> None:
    at = _start(app, DEFENDER_DEAL)
    while _state(at).table.state.phase is Phase.BIDDING:  # type: ignore[union-attr]
        _click(at, "play_pass")
    _click(at, "play_hint_checked")
    checking = _state(at).hint_job
    if checking is not None:  # still running: the page goes on meanwhile
        assert at.button(key="play_hint_checked").disabled
        jobs().wait(checking[2], TIMEOUT)
        at.run()
    assert _state(at).hint_job is None
    assert at.info and "nachgerechnet" in at.info[0].value
    shown = _state(at).table.pending_hint  # type: ignore[union-attr]
    assert shown is not None
    why_not = [e for e in at.expander if e.label == "Warum die Faustregel anders spielen würde"]
    assert len(why_not) == (1 if shown.quick else 0)  # only where the quick rule would differ
    table = _state(at).table
    assert table is not None
    other = Reason.of("hint_quick_other", move=Card.CA, expected=-12.5)  # as if the rule differed
    at.session_state["play"] = replace(
        _state(at), table=show_hint(table, replace(shown, quick=(other, *hint(table).reasons)))
    )
    at.run()
    why_not = [e for e in at.expander if e.label == "Warum die Faustregel anders spielen würde"]
    assert "Die schnelle Faustregel hätte ♣A gewählt" in why_not[0].markdown[0].value


@pytest.mark.slow
def test_the_declarer_may_give_up_and_the_sheet_counts_it(app: App) -> None:
    at = _win_auction(_start(app, DECLARER_DEAL))
    _click(at, "play_pick_up")
    discard = [key for key in _keys(at) if key.startswith("play_discard_")]
    _click(at, discard[-1])
    _click(at, discard[-2])
    _click(at, "play_declare")
    _click(at, "play_give_up")
    assert "Der Alleinspieler hat aufgegeben." in at.error[0].value
    _click(at, "play_next_game")
    sheet = " ".join(caption.value for caption in at.caption)
    assert "Spielliste: Du -" in sheet  # a lost game counts against the learner
