"""Spielen with Patrouillen (seed 000, Regelvarianten: the last tricks taken with the lowest
trumps, announced at the start of the game): the option in Einstellungen, the learner announcing
one with a Kreuz Hand and playing it to the result, which names the Patrouillen, as the score
sheet's line does.

The page deals at random; the test sets the table with the learner at the skat holding eight
trumps with the seven, and plays on through the page.
"""

from __future__ import annotations

from collections.abc import Callable

from streamlit.testing.v1 import AppTest

from coach.play import Table
from coach.rules import (
    ISKO,
    Contract,
    Declare,
    GameState,
    GameType,
    ScoreSheet,
    ScoringList,
    apply,
    auction_won_at,
    own_rules,
    replay,
    result,
)
from lab.studies.turning_cards import play_out
from tests.app.test_club_rules_page import _keys
from tests.app.test_revolution_page import _game, _play_to_the_end, _set_game, own_table
from tests.club.revolution_helpers import deal_with
from ui.session import PageContext
from ui.sheet_view import sheet_frame
from ui.store import Learner, Store

App = Callable[[str | None], AppTest]
KREUZ = "SJ CA CT CK CQ C9 C8 C7 HA HK"


def test_the_learner_announces_a_patrouille_and_plays_it_out(app: App) -> None:
    at = own_table(app, "Patrouillen", "rules_patrols", ("Patrouillen", "Trumpf-Sieben"))

    def at_skat(table: Table) -> GameState:
        seat = table.learner_seat
        return replay(deal_with(seat, KREUZ), auction_won_at(seat, 18), table.rules)

    at = _set_game(at, at_skat)
    at = at.button(key="play_hand").click().run()
    at = at.radio(key="play_game").set_value(GameType.CLUBS).run()
    assert at.radio(key="play_patrols").options == ["0", "1"]
    at = at.radio(key="play_patrols").set_value(1).run()
    at = at.button(key="play_declare").click().run()
    assert not at.exception, at.exception
    contract = _game(at).contract
    assert contract is not None and contract.game is GameType.CLUBS and contract.patrols == 1
    assert "play_declare" not in _keys(at)
    line = " ".join(c.value for c in at.caption)
    assert "Kreuz Hand, 1 Patrouille angesagt" in line, line  # the table's line names it
    at = _play_to_the_end(at)
    assert _game(at).is_over
    text = " ".join(c.value for c in at.caption)
    assert "Patrouillen gemacht" in text and "angesagt: 1" in text, text


def test_the_sheet_line_names_the_patrouillen(db_url: str) -> None:
    rules = own_rules("Patrouillen", ISKO, patrols=True)
    state = replay(deal_with(0, KREUZ), auction_won_at(0, 18), rules)
    state = apply(state, Declare(Contract(GameType.CLUBS, hand=True, patrols=1)))
    outcome = result(play_out(state))
    assert outcome.patrols == 1
    sheet = ScoreSheet(("Anna", "Bert", "Cora"), rules, ScoringList.SIMPLE).add(outcome)
    ctx = PageContext(Store(db_url), Learner(1, "Anna"), "de", "french", False, rules)
    line = sheet_frame(ctx, sheet).iloc[0].tolist()
    assert "Kreuz Hand, 1 Patrouille angesagt · Patrouillen: 1" in line, line
