"""Writing a game as an ISS record, the way the server writes it: properties in order, moves
with their actors, the result of a finished game."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from coach.records.club_record import OWN_RULES_KEY, own_rules_text
from coach.records.iss import _ABORT_TOKENS, RULES_KEY, Abort, IssResult
from coach.records.iss_moves import action_token
from coach.rules.actions import (
    Action,
    Concede,
    Ending,
    GiveUp,
    Kontra,
    PickUp,
    PlayOn,
    Re,
    Schenken,
    Seat,
    TakeGift,
)
from coach.rules.contract import RULE_SETS
from coach.rules.game import GameState, apply
from coach.rules.result import GameResult, result

# the order the ISS writes its properties in; others follow them, then RU, MV and R
PROPERTY_ORDER = ("GM", "PC", "CO", "SE", "ID", "DT", "P0", "P1", "P2", "R0", "R1", "R2")


WRITTEN_KEYS = frozenset(("GM", "ID", "P0", "P1", "P2", RULES_KEY, OWN_RULES_KEY, "MV", "R"))


def format_record(
    state: GameState,
    *,
    record_id: str,
    names: tuple[str, str, str],
    actors: Sequence[Seat] | None = None,
    abort: tuple[Abort, Seat] | None = None,
    properties: Mapping[str, str] | None = None,
) -> str:
    """The game of `state`, finished or cut off, as one ISS record (one line, no newline).

    `names` are the players by seat (forehand first). `actors` gives the seat of each action of
    the history where the state cannot tell it: which defender conceded (by default the one
    after the declarer); every other seat is checked. `abort` ends a game the server stopped:
    ``w TI.n`` (timed out) or ``w LE.n`` (left). `properties` keeps other properties of an
    imported record (``PC``, ``DT``, ``SE``, ...). A finished game gets its result ``R[...]``;
    a game aborted during the auction the server's penalty result; the rule set is ``RU[...]``.
    Raises `ValueError` for actors, properties or a rule set that do not fit.
    """
    own = own_rules_text(state.rules)
    if own is not None and state.rules.name in RULE_SETS:
        raise ValueError(f"the rule set {state.rules.name!r} is none a reader knows")
    values = {**_extra_properties(properties), "GM": "Skat", "ID": record_id}
    if own is not None:
        values[OWN_RULES_KEY] = own
    values.update((f"P{seat}", name) for seat, name in enumerate(names))
    ordered = [key for key in PROPERTY_ORDER if key in values]
    ordered += [key for key in values if key not in ordered]
    values[RULES_KEY] = state.rules.name
    values["MV"] = " ".join(_moves(state, actors, abort)) + " "
    outcome = _written_result(state, abort)
    if outcome is not None:
        values["R"] = outcome.text()
    keys = [*ordered, RULES_KEY, "MV", *(["R"] if "R" in values else [])]
    return "(;" + "".join(f"{key}[{_escape(values[key])}]" for key in keys) + " ;)"


def _extra_properties(properties: Mapping[str, str] | None) -> dict[str, str]:
    extra = dict(properties or {})
    for key in extra:
        if not (key[:1].isupper() and all(c.isupper() or c.isdigit() for c in key)):
            raise ValueError(f"{key!r} is not a property key (capital letters and digits)")
        if key in WRITTEN_KEYS:
            raise ValueError(f"property {key} is written from the game, not passed in")
    return extra


def _escape(text: str) -> str:
    return text.replace("\\", "\\\\").replace("]", "\\]")


def _moves(
    state: GameState, actors: Sequence[Seat] | None, abort: tuple[Abort, Seat] | None
) -> list[str]:
    if actors is not None and len(actors) != len(state.history):
        raise ValueError(f"{len(actors)} actors for {len(state.history)} actions")
    moves = ["w " + ".".join(card.name for card in state.deal.order())]
    current = GameState.new(state.deal, state.rules)
    for index, action in enumerate(state.history):
        seat = _actor(current, action, None if actors is None else actors[index], index)
        if isinstance(action, Concede):
            other = next(s for s in current.defenders if s != seat)
            moves += [f"{seat} RE", f"{other} RE"]  # the ISS ends a game on both defenders' RE
        else:
            moves.append(f"{seat} {action_token(current, action)}")
        skat = current.skat  # the skat a pick-up shows (in Schieberamsch: as it was passed on)
        current = apply(current, action)
        if isinstance(action, PickUp):
            moves.append("w " + ".".join(card.name for card in skat))
    if abort is not None:
        if state.is_over:
            raise ValueError("a finished game cannot have been aborted")
        kind, seat = abort
        moves.append(f"w {_ABORT_TOKENS[kind]}.{seat}")
    return moves


def actors_of(state: GameState) -> tuple[Seat, ...]:
    """The seat of each action of `state`'s history (a concession: the first defender's)."""
    current = GameState.new(state.deal, state.rules)
    seats = []
    for index, action in enumerate(state.history):
        seats.append(_actor(current, action, None, index))
        current = apply(current, action)
    return tuple(seats)


def _actor(state: GameState, action: Action, given: Seat | None, index: int) -> Seat:
    """Who took `action` (the `index`-th) in `state`: `given` where the state cannot tell."""
    if isinstance(action, Concede):
        if given is None:
            return state.defenders[0]
        if given not in state.defenders:
            raise ValueError(f"action {index + 1}: seat {given} concedes but does not defend")
        return given
    if isinstance(action, Kontra | Schenken):
        seat: Seat | None = action.seat
    elif isinstance(action, GiveUp | Re | TakeGift | PlayOn):
        seat = state.declarer
    else:
        seat = state.to_move
    assert seat is not None
    if given is not None and given != seat:
        raise ValueError(f"action {index + 1} is seat {seat}'s, not seat {given}'s")
    return seat


def _written_result(state: GameState, abort: tuple[Abort, Seat] | None) -> IssResult | None:
    """``R`` of a finished game, or the penalty of one aborted in the auction; else none (the
    server's score of a game aborted after the contract follows no rules)."""
    if state.is_over:
        return result_of(result(state))
    if abort is None or state.declarer is not None:
        return None
    kind, seat = abort
    return IssResult(
        passed=False,
        outcome="penalty",
        penalties=(int(seat == 0), int(seat == 1), int(seat == 2)),
        left=seat if kind is Abort.LEFT else -1,
        timed_out=seat if kind is Abort.TIMEOUT else -1,
        resigned=False,
    )


def result_of(game: GameResult) -> IssResult:
    """A game result as the server's ``R`` fields (``r:1`` when a side gave up)."""
    if game.passed:
        return IssResult(passed=True)
    if game.ramsch is not None:
        return IssResult(passed=False, ramsch=game.ramsch.scores)
    assert game.declarer is not None
    return IssResult(
        passed=False,
        declarer=game.declarer,
        outcome="win" if game.won else "loss",
        value=game.score,
        matadors=game.matadors,
        overbid=game.overbid,
        points=game.declarer_points,
        tricks=game.declarer_tricks,
        schneider=game.schneider,
        schwarz=game.schwarz,
        resigned=game.ending in (Ending.DECLARER_GAVE_UP, Ending.DEFENDERS_CONCEDED),
    )
