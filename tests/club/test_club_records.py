"""ISS records of club games: the own rule set (``XR``), the announcements (``x.*`` tokens) and a
Ramsch's scores are written as marked extensions and read back exactly; the game replays."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from coach.heuristic import decide
from coach.play.players import Strength
from coach.play.table import Participant, Waiting, act, engine_step, next_game, start
from coach.play.table_file import dumps, loads
from coach.records.iss import IssFormatError, parse_records
from coach.records.iss_replay import replay_record
from coach.records.iss_writer import format_record
from coach.rules.club import KontraWho, SchenkenWho
from coach.rules.contract import ISKO, RuleSet
from coach.rules.game import GameState
from coach.rules.rule_file import own_rules

from .test_club_properties import RULE_SETS, random_game

NAMES = ("Anna", "Bert", "Cora")


def _round_trip(state: GameState) -> None:
    text = format_record(state, record_id="k1", names=NAMES)
    (record,) = parse_records(text)
    assert record.rules == state.rules
    replayed = replay_record(record, state.rules)
    assert replayed.state == state
    assert replayed.agrees is not False, replayed.mismatches


@settings(max_examples=40, deadline=None)
@given(rules=RULE_SETS, seed=st.integers(0, 2**32 - 1))
def test_a_club_game_reads_back_exactly(rules: RuleSet, seed: int) -> None:
    _round_trip(random_game(rules, random.Random(seed)))


def test_the_extensions_are_marked() -> None:
    rules = own_rules(
        "Stammtisch", ISKO, ramsch=True, kontra=KontraWho.ANY_DEFENDER, schenken=SchenkenWho.NONE
    )
    rng = random.Random(3)
    texts = []
    for _ in range(30):
        state = random_game(rules, rng)
        texts.append(format_record(state, record_id="k", names=NAMES))
    joined = " ".join(texts)
    assert "XR[" in joined and "RU[Stammtisch]" in joined
    assert "x.ramsch x.s:" in joined
    assert "XR[" not in format_record(random_game(ISKO, rng), record_id="k", names=NAMES)


def test_a_changed_built_in_set_is_refused_by_the_reader() -> None:
    text = format_record(
        random_game(own_rules("Eigen", ISKO, ramsch=True), random.Random(1)),
        record_id="k",
        names=NAMES,
    )
    with pytest.raises(IssFormatError) as caught:
        parse_records(text.replace("RU[Eigen]", "RU[isko]"))
    reason = caught.value.reason
    assert reason.code == "iss_own_rules_other" and reason.fact("rules") == "isko"


def test_a_table_under_own_rules_is_saved_and_read_back() -> None:
    rules = own_rules("Stammtisch", ISKO, ramsch=True, kontra=KontraWho.ANY_DEFENDER)
    players = (
        Participant("Anna"),
        Participant("Bert", Strength.CLUB),
        Participant("Cora", Strength.CLUB),
    )
    table = start(rules, players, 1)
    for _ in range(3):
        while not table.state.is_over:
            if table.waiting is Waiting.LEARNER:
                table = act(table, decide(table.learner_view).action)
            else:
                table = engine_step(table)
        table = next_game(table)
    again = loads(dumps(table))
    assert again.rules == rules and again.past == table.past
