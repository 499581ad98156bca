"""Spielen under Schieberamsch: the learner's turn with the skat (take it up and pass two cards
on, or push it unseen), then the Ramsch to the end (seed 000: Schieberamsch among the
Sonderspiele; XSkat's manual for the details)."""

from __future__ import annotations

from collections.abc import Callable

from streamlit.testing.v1 import AppTest

from coach.rules import PassOn, PickUp, Push
from tests.app.test_club_rules_page import _keys, passed_deal
from ui.play_state import PlayState

App = Callable[[str | None], AppTest]


def _schieberamsch(app: App, *, grand: bool = False) -> AppTest:
    at = app("settings")
    at.text_input(key="rules_name").set_value("Schiebetisch")
    at.toggle(key="rules_ramsch").set_value(True)
    at.toggle(key="rules_schieberamsch").set_value(True)
    at.toggle(key="rules_push_grand").set_value(grand)
    at = next(b for b in at.button if b.label == "Regelsatz speichern").click().run()
    assert not at.exception, at.exception
    at = at.run()
    return passed_deal(at.radio(key="settings_rules").set_value("Schiebetisch").run())


def _history(at: AppTest) -> tuple[object, ...]:
    state = at.session_state["play"]
    assert isinstance(state, PlayState) and state.table is not None
    return state.table.state.history


def test_the_learner_takes_the_skat_up_passes_two_on_and_plays_the_ramsch(app: App) -> None:
    at = _schieberamsch(app)
    captions = " ".join(c.value for c in at.caption)
    assert "Schieberamsch" in captions, captions
    assert {"play_pick_up", "play_push"} <= set(_keys(at))
    at = at.button(key="play_pick_up").click().run()
    assert not at.exception, at.exception
    assert "play_pass_on" not in _keys(at)  # two cards first
    jacks = {f"play_discard_{j}" for j in ("CJ", "SJ", "HJ", "DJ")}
    cards = [k for k in _keys(at) if k.startswith("play_discard_") and k not in jacks]
    for key in cards[:2]:
        at = at.button(key=key).click().run()
    at = at.button(key="play_pass_on").click().run()
    assert not at.exception, at.exception
    mine = [a for a in _history(at) if isinstance(a, PassOn)]
    assert mine and mine[0].discard is not None
    assert PickUp() in _history(at)
    while "play_next_game" not in _keys(at):
        cards = [k for k in _keys(at) if k.startswith("play_card_")]
        assert cards, _keys(at)
        at = at.button(key=cards[0]).click().run()
        assert not at.exception, at.exception
    text = " ".join(e.value for e in (*at.success, *at.error, *at.info))
    assert "Ramsch" in text and "Augen" in text


def test_the_learner_pushes_unseen_and_the_table_says_it_counts_double(app: App) -> None:
    at = _schieberamsch(app)
    at = at.button(key="play_push").click().run()
    assert not at.exception, at.exception
    assert Push() in _history(at)
    captions = " ".join(c.value for c in at.caption)
    assert "Ungesehen geschoben" in captions, captions


def test_the_learner_plays_grand_hand_instead_where_the_table_allows_it(app: App) -> None:
    at = _schieberamsch(app, grand=True)
    at = at.button(key="play_push_grand").click().run()
    assert not at.exception, at.exception
    state = at.session_state["play"]
    assert isinstance(state, PlayState) and state.table is not None
    game = state.table.state
    assert not game.ramsch and game.declarer == state.table.learner_seat
    assert any(k.startswith("play_card_") for k in _keys(at)) or game.to_move != game.declarer
