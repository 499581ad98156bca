"""Bock rounds (seed 000, Sonderspiele): events that make the following round count double.

Each event a rule set chose (`RuleSet.bock_events`) adds one Bock round of `BOCK_ROUND_GAMES`
games; rounds still to play add up. A game with Kontra and Re that the declarer loses starts one
round, not two.
"""

from __future__ import annotations

from coach.rules.club import BOCK_ROUND_GAMES, BockEvent
from coach.rules.contract import SCHNEIDERED_POINTS, GameType, RuleSet
from coach.rules.result import GameResult

BOCK_VALUE = 100
"""A game worth more than this starts a Bock round (`BockEvent.VALUE_100`)."""
SIXTY = 60


def bock_events(result: GameResult, rules: RuleSet) -> tuple[BockEvent, ...]:
    """The events of `result` that start a Bock round under `rules`, in `BockEvent` order."""
    if result.passed or result.ramsch is not None or result.contract is None:
        return ()
    lost_kontra = result.kontra >= 1 and not result.won
    happened = {
        BockEvent.KONTRA_WON: lost_kontra,
        BockEvent.KONTRA_RE: result.kontra == 2 and not lost_kontra,
        BockEvent.SIXTY_SIXTY: result.declarer_points == SIXTY and not result.won,
        BockEvent.GRAND_HAND_WON: (
            result.contract.game is GameType.GRAND and result.contract.hand and result.won
        ),
        BockEvent.VALUE_100: result.value > BOCK_VALUE,
        BockEvent.DECLARER_SCHNEIDER: (
            result.schneider and not result.won and result.declarer_points <= SCHNEIDERED_POINTS
        ),
    }
    if BockEvent.KONTRA_RE in rules.bock_events and result.kontra == 2:
        happened[BockEvent.KONTRA_WON] = lost_kontra and BockEvent.KONTRA_WON in rules.bock_events
        happened[BockEvent.KONTRA_RE] = not happened[BockEvent.KONTRA_WON]
    return tuple(e for e in BockEvent if happened[e] and e in rules.bock_events)


def bock_games_after(left: int, result: GameResult, rules: RuleSet) -> int:
    """Bock games still to play after `result`, when `left` were before it (counting it)."""
    return max(0, left - 1) + BOCK_ROUND_GAMES * len(bock_events(result, rules))
