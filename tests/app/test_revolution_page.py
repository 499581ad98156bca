"""Spielen under Revolution (seed 000, Regelvarianten: a Null ouvert hand whose defenders may
exchange their cards and the skat's): the option in Einstellungen, the learner declaring it and
the learner exchanging as a defender, each game played to its result.

The page deals at random; the tests set the table at the moment that matters (the learner at
the skat with a safe Null hand, or first defender in the exchange) and play on through the page.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from streamlit.testing.v1 import AppTest

from coach.play import Table
from coach.rules import (
    REVOLUTION,
    Declare,
    ExchangeDone,
    GameState,
    Swap,
    apply,
    auction_won_at,
    replay,
)
from tests.app.test_club_rules_page import _keys, passed_deal
from tests.club.revolution_helpers import SAFE, deal_with, with_game
from ui.play_state import PlayState

App = Callable[[str | None], AppTest]


def own_table(app: App, name: str, option: str, explained: tuple[str, ...]) -> AppTest:
    """Spielen under an own rule set `name` made in Einstellungen with the toggle `option` on,
    whose explanation names the words `explained`."""
    at = app("settings")
    at.text_input(key="rules_name").set_value(name)
    at.toggle(key=option).set_value(True)
    at = next(b for b in at.button if b.label == "Regelsatz speichern").click().run()
    assert not at.exception, at.exception
    captions = " ".join(c.value for c in at.caption)
    assert all(word in captions for word in explained), captions
    at = at.run()
    return passed_deal(at.radio(key="settings_rules").set_value(name).run())


def _revolution_table(app: App) -> AppTest:
    return own_table(app, "Revolutionär", "rules_revolution", ("Revolution", "92"))


def _set_game(at: AppTest, make: Callable[[Table], GameState]) -> AppTest:
    """The page's table with its current game replaced by the one `make` sets up."""
    state = at.session_state["play"]
    assert isinstance(state, PlayState) and state.table is not None
    table = with_game(state.table, make(state.table))
    at.session_state["play"] = replace(state, table=table)
    return at.run()


def _play_to_the_end(at: AppTest) -> AppTest:
    for _ in range(60):
        keys = _keys(at)
        if "play_next_game" in keys:
            return at
        cards = [k for k in keys if k.startswith("play_card_")]
        key = cards[0] if cards else "play_next" if "play_next" in keys else None
        assert key is not None, keys
        at = at.button(key=key).click().run()
        assert not at.exception, at.exception
    raise AssertionError("the game did not end")


def _game(at: AppTest) -> GameState:
    state = at.session_state["play"]
    assert isinstance(state, PlayState) and state.table is not None
    return state.table.state


def test_the_learner_declares_a_revolution_and_plays_it_out(app: App) -> None:
    at = _revolution_table(app)

    def at_skat(table: Table) -> GameState:
        seat = table.learner_seat
        return replay(deal_with(seat, SAFE), auction_won_at(seat, 18), table.rules)

    at = _set_game(at, at_skat)
    assert "play_revolution" in _keys(at), _keys(at)
    at = at.button(key="play_revolution").click().run()
    assert not at.exception, at.exception
    assert _game(at).contract == REVOLUTION
    at = _play_to_the_end(at)
    outcome = _game(at)
    assert outcome.is_over and outcome.contract == REVOLUTION
    text = " ".join(e.value for e in (*at.success, *at.error, *at.info, *at.markdown))
    assert "Revolution" in text


def test_the_learner_exchanges_as_first_defender(app: App) -> None:
    at = _revolution_table(app)

    def in_exchange(table: Table) -> GameState:
        declarer = (table.learner_seat + 2) % 3  # the learner sits first after the declarer
        state = replay(deal_with(declarer, SAFE), auction_won_at(declarer, 18), table.rules)
        return apply(state, Declare(REVOLUTION))

    at = _set_game(at, in_exchange)
    assert {"play_swap", "play_exchange_done"} <= set(_keys(at)), _keys(at)
    text = " ".join(m.value for m in at.markdown)
    assert "Skat" in text and "Revolution" in text
    game = _game(at)
    mine = game.hands[game.defenders[0]]
    first, second = next(iter(mine)), next(iter(game.skat))
    at.selectbox(key="play_swap_first").set_value(first)
    at.selectbox(key="play_swap_second").set_value(second)
    at = at.button(key="play_swap").click().run()
    assert not at.exception, at.exception
    assert Swap(first, second) in _game(at).history
    assert second in _game(at).hands[_game(at).defenders[0]]
    at = at.button(key="play_exchange_done").click().run()
    assert ExchangeDone() in _game(at).history
    at = _play_to_the_end(at)
    assert _game(at).is_over
