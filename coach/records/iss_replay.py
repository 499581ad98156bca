"""Replaying an ISS record through the engine: every move checked, the result recomputed and
compared with the server's, aborted games recognised."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import Any

from coach.records.club_record import is_extension_token
from coach.records.iss import (
    _ABORT_TOKENS,
    UNKNOWN,
    Abort,
    IssFormatError,
    IssRecord,
    IssResult,
    _card,
)
from coach.records.iss_moves import parse_action
from coach.records.iss_writer import result_of
from coach.rules.actions import (
    SEAT_NAMES,
    IllegalActionError,
    PickUp,
    Seat,
)
from coach.rules.cards import CardSet
from coach.rules.contract import ISS, RuleSet
from coach.rules.explain import Reason
from coach.rules.game import GameState, Phase, apply
from coach.rules.result import GameResult, result


@dataclass(frozen=True, slots=True)
class Walk:
    """A record's moves applied to the engine: where they led and what stopped them.

    `actors` is the seat of each action of the state's history; a concession is the defender
    who sent ``RE`` first.
    """

    state: GameState
    actors: tuple[Seat, ...] = ()
    abort: Abort | None = None
    abort_seat: int = -1
    unknown_cards: int = 0  # '??' moves, not replayable
    resigned: frozenset[int] = field(default_factory=frozenset)  # defenders who sent RE


def walk(record: IssRecord, rules: RuleSet) -> Walk:
    """Apply all moves of `record`; raises `IssFormatError` at a malformed or illegal move.

    A game type named after the pick-up without its discard (the split form ``0 G 0 SK.S7``)
    waits for the declarer's next token; a record cut off in between stays in the DECLARE phase.
    """
    state = GameState.new(record.deal, rules)
    actors: list[Seat] = []
    resigned: list[Seat] = []  # defenders who sent RE, in order
    pending: str | None = None  # a game type whose discard follows as the next token

    def stopped(abort: tuple[Abort, int] | None, unknown: int) -> Walk:
        kind, seat = abort if abort is not None else (None, -1)
        return Walk(state, tuple(actors), kind, seat, unknown, frozenset(resigned))

    for number, (actor, token) in enumerate(record.moves, start=1):

        def fail(why: Reason, number: int = number, token: str = token) -> IssFormatError:
            return IssFormatError(why, record.id, number, token, record.line)

        if actor == "w":
            abort = _abort_of(token)
            if abort is not None:
                return stopped(abort, 0)
            if not _is_skat_reveal(state, token):
                raise fail(Reason.of("iss_server_move"))
            continue
        seat = int(actor)
        if state.is_over:
            raise fail(Reason.of("iss_game_over"))
        if token == UNKNOWN:  # a later abort still says why the game stopped
            rest = (_abort_of(t) for a, t in record.moves[number:] if a == "w")
            return stopped(next((abort for abort in rest if abort is not None), None), 1)
        if pending is not None:
            if seat != state.declarer:
                raise fail(Reason.of("iss_before_discard", seat=SEAT_NAMES[seat]))
            token, pending = f"{pending}.{token}", None
        elif state.phase is Phase.DECLARE and "." not in token:
            pending = token  # the split form: the discard follows
            continue
        if token.startswith("SC"):
            if state.phase is not Phase.PLAY or seat != state.declarer:
                raise fail(Reason.of("iss_show_only_declarer"))
            continue
        if token == "RE":
            if state.phase is not Phase.PLAY:
                raise fail(Reason.of("iss_resign_only_in_play"))
            if seat != state.declarer:
                if seat not in resigned:
                    resigned.append(seat)
                if len(resigned) < 2:
                    continue  # one defender alone cannot end the game on ISS
                seat = resigned[0]
        elif seat != state.to_move and not is_extension_token(token):
            to_move = None if state.to_move is None else SEAT_NAMES[state.to_move]
            raise fail(Reason.of("iss_not_your_turn", seat=SEAT_NAMES[seat], to_move=to_move))
        try:
            state = apply(state, parse_action(state, token, seat))
        except IllegalActionError as error:
            raise fail(Reason.of("iss_illegal", seat=SEAT_NAMES[seat], why=error.reason)) from None
        except IssFormatError as error:
            raise fail(error.reason) from None
        actors.append(seat)
    return stopped(None, 0)


def _abort_of(token: str) -> tuple[Abort, int] | None:
    """``TI.n`` (seat n timed out) or ``LE.n`` (seat n left), else `None`."""
    for abort, name in _ABORT_TOKENS.items():
        if token.startswith(f"{name}.") and token[3:] in ("0", "1", "2"):
            return abort, int(token[3:])
    return None


def _is_skat_reveal(state: GameState, token: str) -> bool:
    """``w c1.c2`` right after a pick-up shows the skat (or ``??.??`` to the other players); in
    Schieberamsch the skat as it was passed on, now in the hand of the seat that took it up."""
    if state.phase not in (Phase.DECLARE, Phase.PUSH) or not isinstance(state.history[-1], PickUp):
        return False
    names = token.split(".")
    if names == [UNKNOWN, UNKNOWN]:
        return True
    try:
        shown = CardSet.of(_card(name) for name in names)
    except ValueError:
        return False
    if len(names) != 2 or len(shown) != 2:
        return False
    if state.phase is Phase.PUSH:
        return not shown - state.hands[state.to_move or 0]
    return shown == state.deal.skat


def record_rules(record: IssRecord, chosen: RuleSet | None) -> RuleSet:
    """The rule set to replay `record` by: `chosen` (``--rules``) if given, else the record's own
    ``RU``, else the ISS's (the server that wrote records without one)."""
    return chosen or record.rules or ISS


def position_of(record: IssRecord, rules: RuleSet) -> GameState:
    """The state after all replayable moves: for a cut-off record, the position to decide in."""
    return walk(record, rules).state


class RecordEnd(Enum):
    """What a replayed record turned out to be."""

    SCORED = "scored"
    PASSED = "passed"
    PENALTY = "penalty"  # aborted during the auction
    ABORTED = "aborted"  # aborted after the auction: the server's score is no rules oracle
    UNFINISHED = "unfinished"  # the moves stop before the game is over


COMPARED_FIELDS = ("d", "win", "v", "m", "overbid", "p", "t", "s", "z")


@dataclass(frozen=True, slots=True)
class Replay:
    """A record replayed: the engine's result, and whether it agrees with the server's ``R``.

    `agrees` is ``None`` when there is nothing to compare (no ``R`` in an unfinished record).
    Aborted records agree when the server names the same seat and the same kind of abort.
    """

    record: IssRecord
    walk: Walk
    outcome: RecordEnd
    game: GameResult | None
    mismatches: tuple[str, ...]
    agrees: bool | None

    @property
    def state(self) -> GameState:
        return self.walk.state

    def result_dict(self) -> dict[str, Any]:
        """The engine's side in ``kiebitz replay --json``."""
        if self.game is not None:
            return result_of(self.game).as_dict()
        walk = self.walk
        data: dict[str, Any] = {}
        if walk.abort is not None:
            data["aborted"] = walk.abort.value
            data["seat"] = walk.abort_seat
            data["penalty"] = self.outcome is RecordEnd.PENALTY
        else:
            data["unfinished"] = True
            data["to_move"] = walk.state.to_move
        data["phase"] = walk.state.phase.value
        if walk.unknown_cards:
            data["unknown_cards"] = walk.unknown_cards
        return data

    def as_dict(self) -> dict[str, Any]:
        """One line of ``kiebitz replay --json``: id, result, record, agrees."""
        data: dict[str, Any] = {
            "id": self.record.id,
            "result": self.result_dict(),
            "record": None if self.record.result is None else self.record.result.as_dict(),
            "agrees": self.agrees,
        }
        if self.mismatches:
            data["mismatches"] = list(self.mismatches)
        return data


def replay_record(record: IssRecord, rules: RuleSet) -> Replay:
    """Replay `record`, recompute its result and compare it with the server's.

    Raises `IssFormatError` (naming the record and the move) for a malformed or illegal move.
    """
    walked = walk(record, rules)
    state = walked.state
    server = record.result
    if walked.abort is not None:
        penalty = state.declarer is None
        outcome = RecordEnd.PENALTY if penalty else RecordEnd.ABORTED
        if server is None:
            return Replay(record, walked, outcome, None, (), None)
        agrees = _abort_agrees(walked, server, penalty)
        return Replay(record, walked, outcome, None, () if agrees else ("aborted",), agrees)
    if not state.is_over:
        if server is None:
            return Replay(record, walked, RecordEnd.UNFINISHED, None, (), None)
        return Replay(record, walked, RecordEnd.UNFINISHED, None, ("unfinished",), False)
    game = result(state)
    outcome = RecordEnd.PASSED if game.passed else RecordEnd.SCORED
    if server is None:
        return Replay(record, walked, outcome, game, (), None)
    mine, theirs = result_of(game).as_dict(), server.as_dict()
    keys = ("passed",) if game.passed or server.passed else COMPARED_FIELDS
    if game.ramsch is not None or server.ramsch is not None:
        keys = ("ramsch",)
    mismatches = tuple(key for key in keys if mine.get(key) != theirs.get(key))
    return Replay(record, walked, outcome, game, mismatches, not mismatches)


def _abort_agrees(walked: Walk, server: IssResult, penalty: bool) -> bool:
    seat = server.timed_out if walked.abort is Abort.TIMEOUT else server.left
    return seat == walked.abort_seat and server.penalty == penalty
