"""Shared helpers of the coached-play tests: tables and a learner who plays random legal moves."""

from __future__ import annotations

import random

from coach.play.players import Strength
from coach.play.table import Participant, Table, Waiting, act, run_engines, start
from coach.rules.actions import Action, Bid, Concede, GiveUp, Hold, Pass, PickUp
from coach.rules.contract import RuleSet
from coach.rules.game import AuctionStage, Phase
from coach.rules.legal import legal_actions
from coach.rules.values import next_bid

PLAYERS = (
    Participant("Anna"),
    Participant("Einstein", Strength.BEGINNER),
    Participant("Vereinsmeier", Strength.CLUB),
)


def table_for(rules: RuleSet, deal_number: int = 4711) -> Table:
    return start(rules, PLAYERS, deal_number)


def random_action(table: Table, rng: random.Random) -> Action:
    """A random legal action for the learner, biased towards the next bid like a person."""
    state = table.state
    if state.phase is Phase.BIDDING:
        if state.awaiting_answer:
            return Hold() if rng.random() < 0.5 else Pass()
        value = next_bid(state.bid, state.rules)
        if state.stage is AuctionStage.FOREHAND_ALONE:
            value = 18
        return Bid(value) if value is not None and rng.random() < 0.5 else Pass()
    actions = [a for a in legal_actions(state) if not isinstance(a, GiveUp | Concede)]
    if state.phase is Phase.SKAT and rng.random() < 0.7:
        return PickUp()
    return rng.choice(actions)


def play_out(table: Table, rng: random.Random) -> Table:
    """The learner plays random legal moves, the engines answer, until the game is over."""
    table = run_engines(table)
    while table.waiting is Waiting.LEARNER:
        table = run_engines(act(table, random_action(table, rng)))
    return table
