"""What the random walks through games share."""

from __future__ import annotations

from coach.rules.actions import Action, Concede, GiveUp


def in_turn(actions: list[Action]) -> list[Action]:
    """The legal actions without giving up and conceding (a random walk that played those as
    often as a card would rarely see a game to its end)."""
    return [action for action in actions if not isinstance(action, GiveUp | Concede)]
