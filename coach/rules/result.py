"""The result of a finished game: won or lost, the value written, Schneider and Schwarz (ISkO,
Spielbewertung)."""

from __future__ import annotations

from dataclasses import dataclass

from coach.rules.actions import Ending, Seat
from coach.rules.cards import CardSet
from coach.rules.contract import (
    ALL_TRICKS,
    SCHNEIDER_POINTS,
    SCHNEIDERED_POINTS,
    Contract,
    GameType,
    RuleSet,
)
from coach.rules.game import GameState, Phase
from coach.rules.patrols import patrols_made
from coach.rules.ramsch import RamschResult, RamschTrick, ramsch_result
from coach.rules.values import GameValue, game_value, matadors


def is_schneider(points: int) -> bool:
    """Whether a declarer with `points` card points reached Schneider or is Schneider himself."""
    return points >= SCHNEIDER_POINTS or points <= SCHNEIDERED_POINTS


@dataclass(frozen=True, slots=True)
class GameResult:
    """The outcome of a finished game, with the fields the ISS result string carries."""

    passed: bool
    declarer: Seat | None = None
    contract: Contract | None = None
    bid: int = 0
    won: bool = False
    value: int = 0  # the game value (positive), the overbid charge when overbid
    score: int = 0  # signed list entry: +value, or -value doubled when lost
    matadors: int = 0
    overbid: bool = False
    declarer_points: int = 0  # skat included
    declarer_tricks: int = 0
    schneider: bool = False  # reached in play (either side)
    schwarz: bool = False
    ending: Ending = Ending.PASSED
    # club rules
    ramsch: RamschResult | None = None  # a Ramsch: no declarer, a score for every seat
    kontra: int = 0  # 1 Kontra, 2 Re: `score` is doubled as often
    gift_refused: bool = False  # the declarer refused Schenken and played for Schneider
    patrols: int = 0  # Patrouillen made: the last tricks taken with the lowest trumps


@dataclass(frozen=True, slots=True)
class Scored:
    """How a suit, Grand or Null game played out counts: won, the levels reached, its value."""

    won: bool
    schneider: bool  # reached in play by either side
    schwarz: bool
    value: GameValue


def scored(
    contract: Contract,
    matadors: int,
    points: int,
    tricks: int,
    rules: RuleSet,
    *,
    complete: bool = True,
    schneider_demanded: bool = False,
    patrols: int = 0,
) -> Scored:
    """Score the declarer's `points` (skat included) and `tricks` (ISkO 4, Gewinnstufen).

    Either side with 30 card points or fewer is Schneider, a side without a trick is Schwarz
    (one trick without a card point only Schneider), and the level counts for the declarer's
    game whether he reached it or lost in it. `complete`: every trick was played, so the levels
    count; `schneider_demanded`: he refused Schenken and must reach 90 (club rules); `patrols`:
    the Patrouillen he made, at least as many as announced to win (club rules).
    """
    null = contract.game is GameType.NULL
    schneider = complete and not null and is_schneider(points)
    schwarz = complete and not null and tricks in (0, ALL_TRICKS)
    won = rules.declarer_wins(contract, points, tricks)
    if schneider_demanded:
        won = won and points >= SCHNEIDER_POINTS
    won = won and patrols >= contract.patrols
    value = game_value(
        contract,
        matadors,
        schneider=schneider,
        schwarz=schwarz,
        rules=rules,
        schneider_demanded=schneider_demanded,
        patrols=patrols,
    )
    return Scored(won, schneider, schwarz, value)


def result(state: GameState) -> GameResult:
    """Score a finished game (ISkO, Spielbewertung)."""
    if state.phase is not Phase.FINISHED:
        raise ValueError("the game is not finished")
    if state.ending is Ending.PASSED:
        return GameResult(passed=True)
    if state.ramsch:
        taken = [RamschTrick(t.winner, t.points) for t in state.tricks]
        return GameResult(
            passed=False,
            ramsch=ramsch_result(taken, state.skat, state.rules, state.pushed_unseen),
            ending=Ending.PLAYED_OUT,
        )
    declarer = state._require_declarer()
    contract = state.contract
    assert contract is not None
    won_tricks = [t for t in state.tricks if t.winner == declarer]
    points = state.skat.points + sum(t.points for t in won_tricks)
    tricks = len(won_tricks)
    null = contract.game is GameType.NULL
    if state.ending is Ending.DEFENDERS_CONCEDED and not null:
        remaining = CardSet(sum(h.mask for h in state.hands)).points + sum(
            c.points for c in state.trick
        )
        points += remaining
        tricks += 10 - len(state.tricks)
    complete = (
        state.ending is Ending.DEFENDERS_CONCEDED
        or len(state.tricks) == 10
        or (
            state.ending is Ending.DECLARER_GAVE_UP
            and state.rules.give_up_leaves_tricks
            and len(state.tricks) > 0
        )
    )
    m = matadors(contract.game, state.declarer_cards())
    patrols = patrols_made(contract.game, declarer, state.tricks)
    if state.ending is Ending.DEFENDERS_CONCEDED:
        patrols = max(patrols, contract.patrols)  # the remaining tricks are his
    played = scored(
        contract,
        m,
        points,
        tricks,
        state.rules,
        complete=complete,
        schneider_demanded=state.gift_refused,
        patrols=patrols,
    )
    schneider, schwarz, value = played.schneider, played.schwarz, played.value
    won = played.won and state.ending is not Ending.DECLARER_GAVE_UP
    if state.ending is Ending.GIFTED:
        won, schneider, schwarz = True, False, False  # given before play: no level
        value = game_value(contract, m, rules=state.rules)
    written = state.rules.written(contract, value.value, value.base, won, state.bid)
    return GameResult(
        passed=False,
        declarer=declarer,
        contract=contract,
        bid=state.bid,
        won=written.won,
        value=written.value,
        score=written.score * 2**state.kontra,
        matadors=m,
        overbid=written.overbid,
        declarer_points=points,
        declarer_tricks=tricks,
        schneider=schneider,
        schwarz=schwarz,
        ending=state.ending or Ending.PLAYED_OUT,
        kontra=state.kontra,
        gift_refused=state.gift_refused,
        patrols=patrols,
    )
