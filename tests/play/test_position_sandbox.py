"""A sandbox from any position: cards from elsewhere (a record, a puzzle, the editor) played on
against the engines, saved and read back as a sandbox, never scored."""

from __future__ import annotations

import random

import pytest

from coach.play.players import Strength
from coach.play.table import (
    OUTSIDE_DEAL,
    Participant,
    Waiting,
    act,
    next_game,
    position_sandbox,
    run_engines,
    sandbox,
    start,
)
from coach.play.table_file import TableFormatError, dumps, loads_with_sandbox
from coach.records import Position
from coach.rules import ISKO, Contract, Deal, GameType, Pass, Play, apply, legal_actions

ENGINES = (Participant("Anna", Strength.CLUB), Participant("Bernd", Strength.CLUB))
LEARNER = Participant("Lea")


def _mid_game() -> Position:
    """A Grand of middlehand with the first trick played and the second begun."""
    deal = Deal.shuffled(random.Random(5))
    opening = Position.set_up(ISKO, deal.hands, deal.skat, Contract(GameType.GRAND), 1)
    state = opening.state
    played = []
    for _ in range(4):
        card = min(state.legal_cards())
        played.append(card)
        state = apply(state, Play(card))
    return Position.set_up(ISKO, deal.hands, deal.skat, Contract(GameType.GRAND), 1, played)


@pytest.mark.parametrize("ply", [0, 3, None])
def test_the_learner_sits_in_the_seat_to_move_and_the_rest_is_as_given(ply: int | None) -> None:
    position = _mid_game()
    if ply is not None:
        position = Position.of_state(position.state, ply)
    trial = position_sandbox(position, LEARNER, ENGINES)
    assert trial.is_sandbox and trial.sandbox_from == len(position.history)
    assert trial.deal_number == OUTSIDE_DEAL and trial.state == position.state
    assert trial.learner_seat == position.to_move and trial.waiting is Waiting.LEARNER
    assert [turn.action for turn in trial.turns] == list(position.history)
    assert all(turn.by_learner == (turn.seat == trial.learner_seat) for turn in trial.turns)


def test_it_is_played_to_the_end_saved_read_back_and_never_counts() -> None:
    trial = position_sandbox(_mid_game(), LEARNER, ENGINES)
    begun = trial.sandbox_from
    assert begun is not None
    text = dumps(trial)
    assert loads_with_sandbox(text) == (trial, None)
    while not trial.state.is_over:
        options = [a for a in legal_actions(trial.state) if isinstance(a, Play | Pass)]
        trial = run_engines(act(trial, options[0]))
    assert loads_with_sandbox(dumps(trial)) == (trial, None)
    with pytest.raises(ValueError, match="sandbox"):
        next_game(trial)
    again = sandbox(trial, begun)  # "noch einmal ab derselben Stelle"
    assert again.state == _mid_game().state and again.is_sandbox


def test_beside_a_series_table_it_is_saved_as_that_tables_sandbox() -> None:
    table = start(ISKO, (LEARNER, *ENGINES), 7)
    trial = position_sandbox(_mid_game(), LEARNER, ENGINES)
    assert loads_with_sandbox(dumps(table, trial)) == (table, trial)


def test_cards_from_elsewhere_outside_a_sandbox_are_refused() -> None:
    trial = position_sandbox(_mid_game(), LEARNER, ENGINES)
    text = dumps(trial).replace(f',"from":{trial.sandbox_from}', "")
    with pytest.raises(TableFormatError, match="table_outside_not_sandbox"):
        loads_with_sandbox(text)


def test_a_sandbox_seats_one_learner() -> None:
    with pytest.raises(ValueError, match="learner once"):
        position_sandbox(_mid_game(), ENGINES[0], (LEARNER, ENGINES[1]))
