"""Outcomes of best play agree with the engine's own scoring of the line played out."""

from __future__ import annotations

import random

import pytest

from coach.heuristic import decide
from coach.rules.actions import Bid, Deal, Declare, Pass, Play
from coach.rules.contract import ISKO, Contract, GameType
from coach.rules.game import GameState, Phase, apply, replay
from coach.rules.notation import parse_card_set
from coach.rules.result import result, scored
from coach.rules.view import view_of
from coach.search import Position, Solver
from coach.search.engine import compiled_core
from coach.search.outcome import end_tally, outcome


def _late_in_play(seed: int, cards: int) -> GameState | None:
    rng = random.Random(seed)
    state = GameState.new(Deal.shuffled(rng), ISKO)
    while not state.is_over:
        if state.phase is Phase.PLAY and len(state.played) >= cards:
            return state
        seat = state.to_move
        assert seat is not None
        state = apply(state, decide(view_of(state, seat)).action)
    return None


@pytest.mark.parametrize("seed", range(12))
def test_outcome_matches_the_result_of_the_principal_line(seed: int) -> None:
    state = _late_in_play(seed, 18)
    if state is None:
        pytest.skip("passed in or ended early")
    solver = Solver()
    expected = outcome(solver, state)
    end = state
    for card in solver.principal_line(Position.of(state)):
        end = apply(end, Play(card))
    assert end.is_over
    played = result(end)
    assert played.won == expected.won
    assert played.declarer_points == solver.value(Position.of(state))
    if played.declarer_points < 120:  # a line for all points need not take every trick
        assert played.value == expected.value
        assert played.score == (expected.value if expected.won else -2 * expected.value)


def _grand_hand_of(declarer_cards: str, first: str, second: str, skat: str) -> GameState:
    deal = Deal(
        (parse_card_set(declarer_cards), parse_card_set(first), parse_card_set(second)),
        parse_card_set(skat),
    )
    return replay(deal, [Pass(), Pass(), Bid(18), Declare(GRAND_HAND)], ISKO)


GRAND_HAND = Contract(GameType.GRAND, hand=True)
NO_TRICK = ("C7 C8 C9 S7 S8 S9 H7 H8 D7 D8", "CJ SJ HJ DJ CA CT CK CQ SA ST")
NO_TRICK_REST = "SK SQ HA HT HK HQ DA DT DK DQ"


@pytest.mark.parametrize("compiled", [False, True] if compiled_core else [False])
def test_a_declarer_without_a_trick_loses_schwarz(compiled: bool) -> None:
    # ISkO 4, Gewinnstufen: the side without a trick is Schwarz, the declarer's side too.
    # Grand Hand ohne 4, no trick: 24 x (4 Spitzen + Spiel + Hand + Schneider + Schwarz) = 192,
    # lost twice over: -384, and -50 more on the tournament list (ISkO 4, Seeger-Fabian)
    state = _grand_hand_of(*NO_TRICK, NO_TRICK_REST, "H9 D9")
    solver = Solver(compiled=compiled)
    assert end_tally(solver, Position.of(state)) == (0, 0)
    solved = outcome(solver, state)
    assert (solved.won, solved.value) == (False, 192)
    assert (solved.declarer_list, solved.defender_list) == (-384 - 50, 40)
    end = state
    for card in solver.principal_line(Position.of(state)):
        end = apply(end, Play(card))
    played = result(end)
    assert (played.value, played.score, played.schwarz) == (192, -384, True)


@pytest.mark.parametrize(
    ("declarer_card", "tally", "value"),
    [("C9", (0, 1), 168), ("C7", (0, 0), 192)],
)
def test_one_trick_without_a_card_point_is_only_schneider(
    declarer_card: str, tally: tuple[int, int], value: int
) -> None:
    # ISkO 4: a single trick, even one without a card point, makes the side Schneider, not
    # Schwarz. The last trick of a Grand Hand ohne 4 whose declarer took none so far: his ♣9
    # beats ♣8 and ♣7 (a trick without points); his ♣7 loses to ♣9
    rest = "C8 C7" if declarer_card == "C9" else "C8 C9"
    cards = [parse_card_set(declarer_card), *(parse_card_set(c) for c in rest.split())]
    position = Position(
        GameType.GRAND,
        declarer=0,
        hands=(cards[0].mask, cards[1].mask, cards[2].mask),
        leader=0,
        defender_tricks=9,
    )
    assert end_tally(Solver(), position) == tally
    assert scored(GRAND_HAND, -4, *tally, ISKO).value.value == value
