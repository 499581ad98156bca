"""Kiebitz-Blick: what the learner can know, never more than the view shows."""

from __future__ import annotations

import random

import pytest

from coach.advice.insight import insight
from coach.play.table import deal_of, rewind
from coach.rules.actions import SEATS, Bid, Hold, Pass
from coach.rules.contract import ISKO, SKO_1975, GameType
from coach.rules.game import Phase, replay
from coach.rules.view import view_of
from tests.play.play_helpers import play_out, table_for
from words import render_all


@pytest.mark.slow
def test_every_card_is_placed_where_it_really_is() -> None:
    """The true place of every unseen card is always among its possible places."""
    rng = random.Random(0)
    for number in range(1, 40):
        rules = ISKO if number % 2 else SKO_1975
        table = play_out(table_for(rules, number), rng)
        for ply in range(0, table.ply, 4):
            state = rewind(table, ply).state
            seen = insight(view_of(state, table.learner_seat))
            for card, places in seen.places.items():
                holder = next((s for s in SEATS if card in state.hands[s]), None)
                assert holder in places, (number, ply, card)
            for lang in ("de", "en"):
                assert all(render_all(seen.reasons(), lang))


def test_a_shown_void_places_the_suit_elsewhere() -> None:
    rng = random.Random(3)
    found = False
    for number in range(1, 60):
        table = play_out(table_for(ISKO, number), rng)
        state = table.state
        if state.phase is not Phase.FINISHED or len(state.tricks) < 4:
            continue
        for ply in range(table.ply):
            seen = insight(view_of(rewind(table, ply).state, table.learner_seat))
            if any(seen.voids.values()):
                codes = {r.code for r in seen.reasons()}
                assert codes & {"insight_void_suit", "insight_void_trump"}
                found = True
                break
        if found:
            break
    assert found


def test_the_auction_tells_what_a_bid_fits() -> None:
    auction = [Bid(18), Hold(), Bid(20), Hold(), Bid(22), Hold(), Bid(23), Hold(), Pass()]
    told = insight(view_of(replay(deal_of(5), auction, ISKO), 2)).auction
    assert [r.code for r in told] == ["insight_bid_fits_null", "insight_bid_stopped"]
    assert told[1].fact("seat") == "Mittelhand" and told[1].fact("bid") == 24
    auction = [Bid(18), Hold(), Bid(20), Hold(), Bid(22), Hold(), Pass()]
    told = insight(view_of(replay(deal_of(5), auction, ISKO), 2)).auction
    fits = [(r.fact("seat"), r.fact("game")) for r in told if r.code == "insight_bid_fits"]
    assert fits == [("Mittelhand", GameType.SPADES)]  # said 22, stopped at 23: Pik mit/ohne 1
