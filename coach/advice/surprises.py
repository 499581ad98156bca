"""Results that surprise a learner, explained: why a game scored as it did when the card points
alone seem to say otherwise.

Each finding is a typed `Reason` with its facts; the UI renders it. A result can surprise in
several ways at once (an overbid hand game that also missed its announced Schneider); the
findings come in the order a learner should read them.
"""

from __future__ import annotations

from coach.rules.actions import Ending
from coach.rules.cards import JACKS_MASK, CardSet
from coach.rules.contract import GameType
from coach.rules.explain import Reason
from coach.rules.game import GameState
from coach.rules.result import GameResult
from coach.rules.values import matadors

WIN_POINTS = 61
"""Card points the declarer needs to win a suit or Grand game (ISkO, Spielbewertung)."""
SCHNEIDER_POINTS = 90
"""Card points that make the defenders Schneider (they have 30 or fewer)."""


def surprises(state: GameState, outcome: GameResult) -> tuple[Reason, ...]:
    """What about this finished game's `outcome` needs explaining, most important first."""
    if outcome.passed or outcome.contract is None:
        return ()
    found: list[Reason] = []
    if outcome.overbid:
        found.append(_overbid(state, outcome))
    contract = outcome.contract
    if contract.game is GameType.NULL:
        if not outcome.won and state.ending is Ending.PLAYED_OUT:
            found.append(Reason.of("surprise_null_first_trick", tricks=len(state.tricks)))
        return tuple(found)
    points = outcome.declarer_points
    complete = state.ending is not Ending.DECLARER_GAVE_UP
    if contract.ouvert and outcome.declarer_tricks < 10 and complete:
        found.append(Reason.of("surprise_ouvert_is_schwarz", points=points))
    elif contract.schwarz_announced and outcome.declarer_tricks < 10 and complete:
        found.append(Reason.of("surprise_schwarz_missed", points=points))
    elif contract.schneider_announced and WIN_POINTS <= points < SCHNEIDER_POINTS:
        found.append(Reason.of("surprise_schneider_missed", points=points))
    if len(state.tricks) == 10:
        found.extend(_schwarz_by_tricks(outcome))
    if points == WIN_POINTS - 1 and not outcome.overbid:
        found.append(Reason.of("surprise_sixty_loses"))
    return tuple(found)


def _overbid(state: GameState, outcome: GameResult) -> Reason:
    """Overbid: the game is worth less than the bid; often the skat took away matadors."""
    assert outcome.contract is not None and state.declarer is not None
    dealt = state.deal.hands[state.declarer]
    game = outcome.contract.game
    before = matadors(game, dealt)
    skat_jacks = CardSet(state.deal.skat.mask & JACKS_MASK)
    if before != outcome.matadors:
        return Reason.of(
            "surprise_overbid_skat",
            bid=outcome.bid,
            value=outcome.value,
            before=_spitzen(before),
            after=_spitzen(outcome.matadors),
            cards=skat_jacks or state.deal.skat,
        )
    return Reason.of("surprise_overbid", bid=outcome.bid, value=outcome.value)


def _spitzen(count: int) -> Reason:
    """Signed matadors as a player says them: "mit 2", "ohne 3"."""
    return Reason.of("value_with" if count > 0 else "value_without", count=abs(count))


def _schwarz_by_tricks(outcome: GameResult) -> tuple[Reason, ...]:
    """Schwarz counts tricks, not card points: a trick without points still spoils it."""
    if outcome.declarer_points == 120 and outcome.declarer_tricks < 10:
        return (Reason.of("surprise_schwarz_defenders_trick"),)
    if outcome.declarer_points == 0 and outcome.declarer_tricks > 0:
        return (Reason.of("surprise_schwarz_declarer_trick"),)
    return ()
