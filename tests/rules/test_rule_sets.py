"""One scoring owner: the rule set writes every game, and the ISkO and the 1975 rules differ where
their texts say so (lost hand games, Grand ouvert). Rows cite their source: the ISkO (seed 001)
and the Skatordnung of 1975 (seed 000, SkO)."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from coach.heuristic.evaluate import expected_score
from coach.rules.actions import Deal, Ending
from coach.rules.contract import (
    ISKO,
    ISS,
    SKO_1975,
    Contract,
    GameType,
    RuleSet,
    ScoringList,
    Written,
)
from coach.rules.game import GameState, apply
from coach.rules.legal import legal_actions
from coach.rules.result import result
from coach.rules.values import game_value
from coach.search.outcome import PlayedOut

from .walk import in_turn

C, H, G = GameType.CLUBS, GameType.HEARTS, GameType.GRAND
HAND = {"hand": True}


@pytest.mark.parametrize(
    ("source", "rules", "contract", "value", "won", "bid", "written"),
    [
        ("ISkO: Kreuz mit 2, Spiel 3 = 36, won", ISKO, Contract(C), 36, True, 18, (True, 36, 36)),
        ("ISkO: every lost game counts double", ISKO, Contract(C), 36, False, 18, (False, 36, -72)),
        (
            "ISkO: every lost game counts double, a hand game too",
            ISKO,
            Contract(C, **HAND),  # type: ignore[arg-type]
            36,
            False,
            18,
            (False, 36, -72),
        ),
        (
            "SkO 4.44: a lost game with pick-up counts double",
            SKO_1975,
            Contract(C),
            36,
            False,
            18,
            (False, 36, -72),
        ),
        (
            "SkO 4.44 and its example: mit einem, Spiel 2, Hand 3 × 12 = 36, lost: 36 minus",
            SKO_1975,
            Contract(C, **HAND),  # type: ignore[arg-type]
            36,
            False,
            18,
            (False, 36, -36),
        ),
        (
            "ISkO Überreiztes Spiel: Herz Hand ohne 3 bid 36, Kreuz-Bube in the skat: 4 × 10",
            ISKO,
            Contract(H, **HAND),  # type: ignore[arg-type]
            30,
            True,
            36,
            (False, 40, -80),
        ),
        (
            "SkO 2.39 (same example): overbid hand game charged 4 × 10, not doubled",
            SKO_1975,
            Contract(H, **HAND),  # type: ignore[arg-type]
            30,
            True,
            36,
            (False, 40, -40),
        ),
    ],
)
def test_the_rule_set_writes_the_game(
    source: str,
    rules: RuleSet,
    contract: Contract,
    value: int,
    won: bool,
    bid: int,
    written: tuple[bool, int, int],
) -> None:
    base = rules.base_value(contract)
    got = rules.written(contract, value, base, won, bid)
    assert (got.won, got.value, got.score) == written, source
    assert got.overbid == (value < bid)


@pytest.mark.parametrize(
    ("source", "rules", "value"),
    [
        ("ISkO: Grand ouvert mit vieren zählt 11 × 24 = 264", ISKO, 264),
        (
            "SkO Grundwerte: Grand ouvert 36; mit 4, Spiel 5 … Schwarz angesagt 10 × 36",
            SKO_1975,
            360,
        ),
    ],
)
def test_grand_ouvert(source: str, rules: RuleSet, value: int) -> None:
    assert game_value(Contract.ouvert_of(G), 4, rules=rules).value == value, source


def test_null_below_the_bid_is_one_rule() -> None:
    """ISkO Spielansage: a Null game worth less than the bid cannot be declared."""
    assert ISKO.null_below_bid(Contract(GameType.NULL), 24)
    assert not ISKO.null_below_bid(Contract(GameType.NULL), 23)
    assert not ISKO.null_below_bid(Contract(C), 100)  # only Null games


@pytest.mark.parametrize(
    ("rules", "lost"),
    [
        (ISKO, -(2 * 48 + 50)),  # ISkO: lost doubled, tournament list -50
        (SKO_1975, -(48 + 50)),  # SkO 4.44: a lost hand game is not doubled
    ],
)
def test_the_coach_expects_the_rule_sets_score(rules: RuleSet, lost: int) -> None:
    hand_game = Contract(C, hand=True)
    assert expected_score(0.0, hand_game, 48, rules) == lost
    assert expected_score(1.0, hand_game, 48, rules) == 48 + 50
    assert expected_score(0.5, hand_game, 48, rules) == (lost + 98) / 2
    pickup = Contract(C)
    assert expected_score(0.0, pickup, 48, rules) == -(2 * 48 + 50)  # doubled under both
    assert expected_score(1.0, pickup, 30, rules, bid=36) == -(2 * 36 + 50)  # overbid: lost


def _finished(seed: int, rules: RuleSet) -> GameState:
    rng = random.Random(seed)
    state = GameState.new(Deal.shuffled(rng), rules)
    while not state.is_over:
        actions = in_turn(legal_actions(state))
        state = apply(state, actions[rng.randrange(len(actions))])
    return state


@settings(max_examples=150, deadline=None)
@given(st.integers(min_value=0, max_value=2**32 - 1), st.sampled_from([ISKO, SKO_1975, ISS]))
def test_every_game_is_scored_as_the_rule_texts_say(seed: int, rules: RuleSet) -> None:
    """Random games played out: won +value; lost -2 × value, but -value for a hand game under
    the 1975 rules (SkO 4.44); an overbid game is lost at the smallest multiple of its base value
    reaching the bid (ISkO, SkO 2.39)."""
    state = _finished(seed, rules)
    game = result(state)
    if game.passed:
        assert state.ending is Ending.PASSED
        return
    contract = game.contract
    assert contract is not None
    single = rules is SKO_1975 and contract.hand
    assert game.score == (game.value if game.won else -game.value * (1 if single else 2))
    if game.overbid:
        base = rules.base_value(contract)
        assert not game.won and game.value % base == 0 and game.value - base < game.bid
    assert game.value >= game.bid or contract.game is GameType.NULL


@settings(max_examples=80, deadline=None)
@given(st.integers(min_value=0, max_value=2**32 - 1), st.sampled_from([ISKO, SKO_1975]))
def test_the_search_writes_a_game_as_the_game_does(seed: int, rules: RuleSet) -> None:
    """The search's outcome of a played-out game equals the game's own result and list points."""
    state = _finished(seed, rules)
    game = result(state)
    if game.passed or state.ending is not Ending.PLAYED_OUT:
        return
    contract = game.contract
    assert contract is not None
    won = rules.declarer_wins(contract, game.declarer_points, game.declarer_tricks)
    value = game_value(
        contract, game.matadors, schneider=game.schneider, schwarz=game.schwarz, rules=rules
    )
    outcome = PlayedOut(won, value).written(state, game.bid)
    assert (outcome.won, outcome.value) == (game.won, game.value)
    declarer, defender = rules.sheet_points(game.won, game.score, ScoringList.TOURNAMENT)
    assert (outcome.declarer_list, outcome.defender_list) == (declarer, defender)
    assert Written(game.won, game.value, game.score, game.overbid) == rules.written(
        contract, value.value, value.base, won, game.bid
    )
