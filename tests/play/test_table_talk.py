"""The words of the table: the auction as spoken, the result with its derivation."""

from __future__ import annotations

import random

import pytest

from coach.advice.table_talk import contract_words, result_words, spoken_auction
from coach.play.table import deal_of
from coach.rules.actions import Bid, Hold, Pass, PickUp
from coach.rules.contract import ISKO, SKO_1975, Announcement, Contract, GameType
from coach.rules.explain import Reason
from coach.rules.game import GameState, replay
from coach.rules.result import result
from coach.rules.values import game_value
from tests.play.play_helpers import play_out, table_for
from words import Lang, derivation, render


def _said(state: GameState, lang: Lang = "de") -> list[tuple[int | None, str]]:
    return [(u.seat, " ".join(render(w, lang) for w in u.words)) for u in spoken_auction(state)]


def test_the_auction_is_spoken_as_at_the_table() -> None:
    actions = [Bid(18), Hold(), Bid(20), Pass(), Pass(), PickUp()]
    state = replay(deal_of(1), actions, ISKO)
    assert _said(state) == [
        (1, "18?"),
        (0, "ja"),
        (1, "20?"),
        (0, "passe"),
        (2, "passe"),
        (1, "Ich nehme den Skat."),
    ]
    assert _said(state, "en")[1] == (0, "yes")


def test_all_passed_is_said_by_the_table() -> None:
    state = replay(deal_of(1), [Pass(), Pass(), Pass()], ISKO)
    assert _said(state)[-1][0] is None
    assert [r.code for r in result_words(state)] == ["result_passed"]


def test_forehand_alone_says_it_plays() -> None:
    state = replay(deal_of(1), [Pass(), Pass(), Bid(18)], ISKO)
    assert _said(state)[-1] == (0, "Ich spiele (18).")


def test_a_declaration_is_said_by_its_name() -> None:
    said = [
        " ".join(render(w, "de") for w in contract_words(c))
        for c in (
            Contract(GameType.CLUBS, hand=True, announce=Announcement.SCHNEIDER),
            Contract.ouvert_of(GameType.GRAND),
            Contract.ouvert_of(GameType.NULL),
            Contract(GameType.HEARTS),
        )
    ]
    assert said == ["Kreuz Hand Schneider angesagt", "Grand ouvert", "Null ouvert Hand", "Herz"]


@pytest.mark.slow
def test_the_result_is_derived_as_the_declarer_counts() -> None:
    rng = random.Random(0)
    checked = 0
    for number in range(1, 120):
        rules = ISKO if number % 2 else SKO_1975
        state = play_out(table_for(rules, number), rng).state
        if state.contract is None:
            continue
        outcome = result(state)
        words = result_words(state)
        assert words[0].code == "result_value"
        text = " ".join(render(w, "de") for w in words)
        if state.contract.game is not GameType.NULL:
            value = game_value(
                state.contract,
                outcome.matadors,
                schneider=outcome.schneider,
                schwarz=outcome.schwarz,
                rules=rules,
            )
            assert derivation(value, "de") in text
            assert outcome.overbid or value.value == outcome.value
        assert f"{outcome.score}." in text
        checked += 1
    assert checked > 30


def test_a_won_clubs_game_reads_like_the_isko_example() -> None:
    value = game_value(Contract(GameType.CLUBS), 2, schneider=True, rules=ISKO)
    state = replay(deal_of(1), [Pass(), Pass(), Pass()], ISKO)
    assert render(result_words(state)[0], "en").startswith("Thrown in")
    words = Reason.of("result_value", game=GameType.CLUBS, value=value)
    assert render(words, "de") == "Kreuz: mit 2, Spiel 3, Schneider 4 × 12 = 48."
