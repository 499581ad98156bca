"""Saved tables: the round trip, and a clear error for every kind of damage."""

from __future__ import annotations

import json
import random

import pytest

from coach.advice.coaching import hint, verdict
from coach.play.table import (
    Participant,
    Table,
    Waiting,
    act,
    learner_turns,
    next_game,
    run_engines,
    show_hint,
    start,
    with_rules,
    with_verdict,
)
from coach.play.table_file import TableFormatError, dumps, loads
from coach.rules.actions import Concede
from coach.rules.contract import ISKO, SKO_1975
from coach.rules.game import Phase
from tests.play.play_helpers import PLAYERS, play_out, random_action, table_for
from words import LANGS, render


def _mid_game(seed: int) -> Table:
    table = play_out(table_for(SKO_1975, seed), random.Random(seed))
    table = next_game(table)
    rng = random.Random(seed)
    table = run_engines(table)
    for _ in range(6):
        if table.waiting is not Waiting.LEARNER:
            break
        table = run_engines(act(show_hint(table, hint(table)), random_action(table, rng)))
    return table


@pytest.mark.parametrize("seed", range(1, 9))
def test_a_saved_table_reads_back_equal(seed: int) -> None:
    table = _mid_game(seed)
    assert loads(dumps(table)) == table


def test_a_verdict_and_a_pending_hint_survive_the_round_trip() -> None:
    table = _mid_game(3)
    ply = learner_turns(table)[0]
    table = with_verdict(table, ply, verdict(table, ply, worlds=2))
    if table.waiting is Waiting.LEARNER:
        table = show_hint(table, hint(table))
    again = loads(dumps(table))
    assert again == table
    assert again.turns[ply].verdict == table.turns[ply].verdict


def test_a_finished_game_and_its_sheet_survive() -> None:
    table = play_out(table_for(ISKO, 77), random.Random(0))
    again = loads(dumps(next_game(table)))
    assert again.sheet == next_game(table).sheet
    assert again.past[0].state == table.state


def _damaged(edit: str) -> str:
    data = json.loads(dumps(_mid_game(2)))
    if edit == "card":
        data["games"][0]["record"] = data["games"][0]["record"].replace(" CJ", " CX", 1)
    elif edit == "deal":
        data["games"][0]["deal"] = data["games"][0]["deal"] + 1
    elif edit == "move":
        record = data["games"][-1]["record"]
        data["games"][-1]["record"] = record.replace("] ;)", " 0 17] ;)")
    elif edit == "rules":
        data["rules"] = "ramsch-club"
    elif edit == "turns":
        data["turns"] = data["turns"][:-1]
    elif edit == "unfinished":
        data["games"].insert(0, data["games"][-1])
    return json.dumps(data)


@pytest.mark.parametrize(
    ("edit", "code", "facts"),
    [
        ("card", "table_game_move", {"game": 1}),
        ("deal", "table_wrong_cards", {"game": 1}),
        ("move", "table_game_move", {"game": 2}),
        ("rules", "table_unknown_rules", {"name": "ramsch-club"}),
        ("turns", "table_turns", {}),
        ("unfinished", "table_unfinished", {"game": 1}),
    ],
)
def test_a_damaged_table_says_what_is_wrong(edit: str, code: str, facts: dict[str, object]) -> None:
    with pytest.raises(TableFormatError) as caught:
        loads(_damaged(edit))
    reason = caught.value.reason
    assert reason.code == code and facts.items() <= reason.fact_dict.items()
    for lang in LANGS:  # in words in every language
        assert render(reason, lang)


@pytest.mark.parametrize("text", ["", "[]", '{"format": "other"}', "{not json"])
def test_what_is_no_table_at_all_is_refused(text: str) -> None:
    with pytest.raises(TableFormatError) as caught:
        loads(text)
    assert caught.value.reason.code in ("table_not_json", "table_no_format")


def test_a_version_from_the_future_is_refused() -> None:
    data = json.loads(dumps(table_for(ISKO)))
    data["version"] = 99
    with pytest.raises(TableFormatError, match=r"table_version \(version=99"):
        loads(json.dumps(data))


def test_names_with_brackets_survive() -> None:
    table = start(ISKO, (Participant("An]na\\"), PLAYERS[1], PLAYERS[2]), 5)
    assert loads(dumps(table)) == table


def test_every_kind_of_fact_survives_the_round_trip() -> None:
    from coach.play.table import ShownHint
    from coach.rules.cards import Card, CardSet, Suit
    from coach.rules.contract import Contract, GameType
    from coach.rules.explain import Reason
    from coach.rules.values import game_value

    clubs = Contract(GameType.CLUBS, hand=True)
    facts = Reason.of(
        "any",
        card=Card.CJ,
        cards=CardSet.of([Card.SA, Card.HT]),
        line=(Card.D7, Card.D8),
        suit=Suit.HEARTS,
        game=GameType.NULL,
        contract=clubs,
        value=game_value(clubs, -2, schneider=True, rules=ISKO),
        nested=Reason.of("inner", count=2, share=0.5, flag=True, nothing=None, word="x"),
    )
    table = run_engines(table_for(ISKO, 3))
    shown = ShownHint(hint(table).action, (facts,), checked=True, quick=(facts, facts))
    table = show_hint(table, shown)
    assert loads(dumps(table)).pending_hint == table.pending_hint


def _conceded_by_the_learner() -> Table:
    """A game in which the learner, defending, concedes during card play."""
    for seed in range(1, 200):
        table, rng = run_engines(table_for(ISKO, seed)), random.Random(seed)
        while table.waiting is Waiting.LEARNER and table.state.phase is not Phase.PLAY:
            table = run_engines(act(table, random_action(table, rng)))
        if table.state.phase is Phase.PLAY and table.state.declarer != table.learner_seat:
            return act(table, Concede())
    raise AssertionError("no seed lets the learner defend")


def test_a_concession_is_written_as_the_iss_does_and_read_back_with_its_seat() -> None:
    table = _conceded_by_the_learner()
    record = json.loads(dumps(table))["games"][-1]["record"]
    seat, other = table.learner_seat, 3 - table.learner_seat - table.state.declarer
    assert f" {seat} RE {other} RE ]R[" in record and "RU[isko]" in record
    again = loads(dumps(table))
    assert again == table and again.turns[-1].seat == seat
    assert loads(dumps(next_game(table))).past == next_game(table).past


def test_a_table_saved_by_version_1_still_reads() -> None:
    # version 1 wrote a concession as one RE, by the defender who conceded
    table = _conceded_by_the_learner()
    data = json.loads(dumps(table))
    seat, other = table.learner_seat, 3 - table.learner_seat - table.state.declarer
    data["version"] = 1
    data["games"][-1]["record"] = data["games"][-1]["record"].replace(
        f" {seat} RE {other} RE ", f" {seat} RE "
    )
    assert loads(json.dumps(data)) == table


def test_a_current_game_of_another_rule_set_than_the_table_is_refused() -> None:
    data = json.loads(dumps(_mid_game(4)))
    data["games"][1]["record"] = data["games"][1]["record"].replace("RU[sko1975]", "RU[isko]")
    with pytest.raises(TableFormatError, match="game=2, rules=isko, table=sko1975"):
        loads(json.dumps(data))


def test_a_table_that_changed_its_rule_set_between_games_reads_back() -> None:
    first = play_out(table_for(SKO_1975, 5), random.Random(5))
    table = run_engines(with_rules(next_game(first), ISKO))
    assert table.rules is ISKO and table.past[0].state.rules is SKO_1975
    again = loads(dumps(table))
    assert again == table
    assert again.past[0].state.rules is SKO_1975 and again.state.rules is ISKO
