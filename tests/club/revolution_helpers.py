"""Shared by the Revolution tests: a deal with a chosen declarer's hand, and a table set at a game
reached outside the table (each turn credited to the seat that took it)."""

from __future__ import annotations

from dataclasses import replace

from coach.play.table import Table, Turn
from coach.rules.actions import Deal
from coach.rules.cards import Card, CardSet
from coach.rules.game import GameState, apply
from coach.rules.notation import parse_cards

SAFE = "D7 D8 D9 H7 H8 H9 S7 S8 C7 C8"  # every suit from its seven up: nothing to beat


def deal_with(declarer: int, hand: str) -> Deal:
    """`hand` for the declarer, the other cards dealt in card order (first defender, second
    defender after the declarer, then the skat)."""
    own = CardSet.of(parse_cards(hand))
    rest = [card for card in Card if card not in own]
    hands = [own, own, own]
    hands[(declarer + 1) % 3] = CardSet.of(rest[:10])
    hands[(declarer + 2) % 3] = CardSet.of(rest[10:20])
    return Deal((hands[0], hands[1], hands[2]), CardSet.of(rest[20:]))


def with_game(table: Table, game: GameState) -> Table:
    """`table` playing `game` from its start to where it stands."""
    current = GameState.new(game.deal, game.rules)
    turns = []
    for action in game.history:
        seat = current.to_move
        assert seat is not None
        turns.append(Turn(seat, action, by_learner=seat == table.learner_seat))
        current = apply(current, action)
    return replace(table, state=game, turns=tuple(turns))
