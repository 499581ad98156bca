"""Game records of the International Skat Server (ISS), read and replayed through the engine.

The format is described in ``shared/data/iss/ISS-FORMAT.md``: one record ``(;KEY[value]… ;)`` per
game, properties in any order (SGF escapes ``\\]`` and ``\\\\`` allowed), the moves in ``MV`` as
``<actor> <token>`` pairs after the deal ``w c1.….c32``, and the result in ``R``.

* `parse_records(text)` / `read_records(path)` read records; `iter_records` yields an
  `IssFormatError` in place of a malformed record and goes on with the next.
* `position_of(record, rules)` is the state after all moves: the final state, or, for a record
  cut off in the middle (no ``R``), the position of the player to move.
* `replay_record(record, rules)` validates every move, recomputes the result and compares it
  with ``R``.
* `action_token(state, action)` and `parse_action(state, token)` translate single moves.
* `format_record(state, record_id=…, names=…)` writes a game, finished or cut off, as one record
  the way the ISS does (the skat shown after a pick-up, a concession as both defenders' ``RE``,
  ``R[...]`` for a finished game); `parse_records` and `position_of` read it back to the same
  state.

The rule set: a record may carry ``RU[isko]``, ``RU[sko1975]`` or ``RU[iss]`` (`RULES_KEY`, the
rules property of SGF, which the ISS never writes), the rule set it was played and scored by;
`format_record` always writes it, `IssRecord.rules` reads it (an unknown name is an error), and
`record_rules` picks the rule set to replay by: one chosen by the caller, else the record's own,
else the ISS's. So ``kiebitz replay`` (and ``hint``, ``advise``, ``review``, ``solve``) replays
each record by its own rule set, and a ``--rules`` given overrides it (how would the server have
scored this 1975 game?).

Move semantics: ``SC`` (the declarer shows his cards) changes nothing; ``RE`` by the declarer
gives up, by one defender is ignored, by both defenders concedes; ``w TI.n`` / ``w LE.n`` (seat n
timed out / left) abort the game. A ``??`` card cannot be replayed: the replay stops before it.
Errors name the record ID and the move (its 1-based index after the deal, actor and token).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from enum import Enum
from pathlib import Path
from typing import Any

from coach.records.club_record import (
    OWN_RULES_KEY,
    RAMSCH_SCORES,
    RAMSCH_WORD,
    extension_token,
    is_extension_token,
    own_rules_text,
    parse_extension,
    parse_ramsch_scores,
    ramsch_text,
    read_own_rules,
)
from coach.rules.actions import (
    Action,
    Bid,
    Concede,
    Deal,
    Declare,
    Ending,
    GiveUp,
    Hold,
    IllegalActionError,
    Kontra,
    Pass,
    PickUp,
    Play,
    PlayOn,
    Re,
    Schenken,
    Seat,
    TakeGift,
)
from coach.rules.cards import Card, CardSet
from coach.rules.contract import ISS, RULE_SETS, Contract, InvalidContractError, RuleSet
from coach.rules.game import GameState, Phase, apply
from coach.rules.result import GameResult, result
from coach.rules.rule_set.rule_file import RuleSetError

UNKNOWN = "??"
RULES_KEY = "RU"  # the rule set of a record: SGF's rules property, not one the ISS writes


class IssFormatError(ValueError):
    """A record that cannot be read or replayed; says which record, which move and why."""

    def __init__(
        self,
        message: str,
        record_id: str | None = None,
        move: int | None = None,
        token: str | None = None,
        line: int | None = None,
    ) -> None:
        where = f"record {record_id}" if record_id else "record"
        if line is not None:
            where += f" (line {line})"
        if move is not None:
            where += f", move {move} {token!r}"
        super().__init__(f"{where}: {message}")
        self.problem = message
        self.record_id = record_id
        self.move = move
        self.token = token
        self.line = line

    def at_line(self, line: int) -> IssFormatError:
        """The same error, naming the line its record starts on."""
        if self.line is not None:
            return self
        return IssFormatError(self.problem, self.record_id, self.move, self.token, line)


@dataclass(frozen=True, slots=True)
class IssResult:
    """The server's result string ``R[...]`` as fields.

    `outcome` is ``"win"``, ``"loss"`` or ``"penalty"`` (aborted during the auction); `passed`
    records carry nothing else. `left` / `timed_out` are seats or -1; `resigned` is ``None`` in
    records older than the ``r`` field.
    """

    passed: bool
    declarer: int = -1
    outcome: str = ""
    value: int = 0
    matadors: int = 0
    overbid: bool = False
    points: int = 0
    tricks: int = 0
    schneider: bool = False
    schwarz: bool = False
    penalties: tuple[int, int, int] = (0, 0, 0)
    left: int = -1
    timed_out: int = -1
    resigned: bool | None = None
    ramsch: tuple[int, int, int] | None = None  # a Ramsch's scores by seat (`club_record`)

    @property
    def penalty(self) -> bool:
        return self.outcome == "penalty"

    def text(self) -> str:
        """The value of ``R[...]`` as the server writes it (the inverse of the reader)."""
        if self.passed:
            return "passed"
        if self.ramsch is not None:
            return ramsch_text(self.ramsch)
        fields = [
            f"d:{self.declarer}",
            self.outcome,
            f"v:{self.value}",
            f"m:{self.matadors}",
            "overbid" if self.overbid else "bidok",
            f"p:{self.points}",
            f"t:{self.tricks}",
            f"s:{int(self.schneider)}",
            f"z:{int(self.schwarz)}",
            *(f"p{seat}:{penalty}" for seat, penalty in enumerate(self.penalties)),
            f"l:{self.left}",
            f"to:{self.timed_out}",
        ]
        if self.resigned is not None:
            fields.append(f"r:{int(self.resigned)}")
        return " ".join(fields)

    def as_dict(self) -> dict[str, Any]:
        """The compared fields (``kiebitz replay --json``); ``{"passed": true}`` for passed."""
        if self.passed:
            return {"passed": True}
        if self.ramsch is not None:
            return {"ramsch": list(self.ramsch)}
        fields: dict[str, Any] = {
            "d": self.declarer,
            "win": self.outcome == "win",
            "v": self.value,
            "m": self.matadors,
            "overbid": self.overbid,
            "p": self.points,
            "t": self.tricks,
            "s": self.schneider,
            "z": self.schwarz,
        }
        if self.penalty:
            fields["penalty"] = True
        if self.left >= 0:
            fields["l"] = self.left
        if self.timed_out >= 0:
            fields["to"] = self.timed_out
        return fields


@dataclass(frozen=True, slots=True)
class IssRecord:
    """One game record: its ID, all properties, the deal, the moves after it and the result.

    `moves` are the ``(actor, token)`` pairs after the deal (actor ``"w"`` or ``"0"``-``"2"``);
    `result` is ``None`` for a record cut off before the end.
    """

    id: str
    properties: Mapping[str, str]
    deal: Deal
    moves: tuple[tuple[str, str], ...]
    result: IssResult | None
    line: int | None = None

    @property
    def rules(self) -> RuleSet | None:
        """The rule set named by ``RU[...]``, or `None` when the record names none (the ISS's)."""
        name = self.properties.get(RULES_KEY)
        if OWN_RULES_KEY in self.properties:
            return read_own_rules(self.properties[OWN_RULES_KEY])
        return None if name is None else RULE_SETS[name]

    @property
    def players(self) -> tuple[str, str, str]:
        """The player names by seat (forehand, middlehand, rearhand)."""
        return (
            self.properties.get("P0", ""),
            self.properties.get("P1", ""),
            self.properties.get("P2", ""),
        )


# --- reading ---------------------------------------------------------------------------------


RECORD_START = "(;"


def record_starts(text: str) -> list[int]:
    """The positions of every record start ``(;`` in `text`."""
    starts = []
    position = text.find(RECORD_START)
    while position >= 0:
        starts.append(position)
        position = text.find(RECORD_START, position + len(RECORD_START))
    return starts


def iter_records(text: str) -> Iterator[IssRecord | IssFormatError]:
    """For every record start ``(;`` of `text`, in order, its record or its `IssFormatError`
    naming the line. A record must close before the next start, so a damaged record never
    swallows its neighbour and none is lost: there are as many items as starts."""
    starts = record_starts(text)
    line, counted = 1, 0
    for number, start in enumerate(starts):
        end = starts[number + 1] if number + 1 < len(starts) else len(text)
        line += text.count("\n", counted, start)
        counted = start
        try:
            properties = _scan_properties(text, start + 2, end, line)
            yield _record(properties, line)
        except IssFormatError as error:
            yield error.at_line(line)


def parse_records(text: str) -> list[IssRecord]:
    """All records of `text`; raises `IssFormatError` at the first malformed one."""
    records = []
    for item in iter_records(text):
        if isinstance(item, IssFormatError):
            raise item
        records.append(item)
    return records


def read_records(path: str | Path) -> list[IssRecord]:
    """All records of an ``.sgf`` file (UTF-8; ``.bz2`` archives are decompressed); a file with
    no record in it is an error."""
    records = parse_records(read_text(path))
    if not records:
        raise IssFormatError(f"{path} holds no ISS record (none starts with '(;')")
    return records


def read_text(path: str | Path) -> str:
    """The text of a record file; the ISS archives come as ``.sgf.bz2``."""
    path = Path(path)
    if path.suffix == ".bz2":
        import bz2

        return bz2.decompress(path.read_bytes()).decode("utf-8")
    return path.read_text(encoding="utf-8")


def _scan_properties(text: str, index: int, end: int, line: int) -> dict[str, str]:
    """Read ``KEY[value]`` pairs up to the closing ``)``, which must come before `end`."""
    properties: dict[str, str] = {}
    length = end
    while True:
        while index < length and text[index] in " \t\r\n;":
            index += 1
        if index >= length:
            raise IssFormatError(
                _unclosed(text, end, "the record is not closed with ';)'"),
                _id(properties),
                line=line,
            )
        if text[index] == ")":
            return properties
        key_start = index
        while index < length and (text[index].isupper() or text[index].isdigit()):
            index += 1
        key = text[key_start:index]
        if not key or not key[0].isupper() or index >= length or text[index] != "[":
            found = text[key_start : key_start + 12]
            raise IssFormatError(f"expected a property KEY[value], found {found!r}", line=line)
        value, index = _scan_value(text, index + 1, end, key, properties, line)
        if key in properties:
            raise IssFormatError(f"property {key} is given twice", _id(properties), line=line)
        properties[key] = value


def _scan_value(
    text: str, index: int, end: int, key: str, properties: dict[str, str], line: int
) -> tuple[str, int]:
    close = text.find("]", index, end)
    if close >= 0 and text.find("\\", index, close) < 0:  # no escapes: the common case
        return text[index:close], close + 1
    chars: list[str] = []
    while index < end:
        char = text[index]
        if char == "\\" and index + 1 < end:
            chars.append(text[index + 1])
            index += 2
            continue
        if char == "]":
            return "".join(chars), index + 1
        chars.append(char)
        index += 1
    raise IssFormatError(
        _unclosed(text, end, f"the value of {key} has no closing ']'"), _id(properties), line=line
    )


def _unclosed(text: str, end: int, problem: str) -> str:
    """Why a record or a value runs into the next record (or the end of the file)."""
    where = "the end of the file"
    if end < len(text):
        where = f"the next record starts (line {text.count(chr(10), 0, end) + 1})"
    return f"{problem} before {where}"


def _id(properties: Mapping[str, str]) -> str | None:
    return properties.get("ID")


def _record(properties: dict[str, str], line: int) -> IssRecord:
    record_id = properties.get("ID", "").strip()
    if not record_id:
        raise IssFormatError("the record has no ID", line=line)
    if properties.get("GM", "Skat") != "Skat":
        raise IssFormatError(f"not a Skat game: GM[{properties['GM']}]", record_id, line=line)
    rules = properties.get(RULES_KEY)
    if OWN_RULES_KEY in properties:
        try:
            own = read_own_rules(properties[OWN_RULES_KEY])
        except RuleSetError as error:
            raise IssFormatError(f"{OWN_RULES_KEY}: {error}", record_id, line=line) from None
        if own.name != rules:
            problem = f"{OWN_RULES_KEY} is {own.name!r}, {RULES_KEY}[{rules}] another"
            raise IssFormatError(problem, record_id, line=line)
    elif rules is not None and rules not in RULE_SETS:
        problem = f"unknown rule set {RULES_KEY}[{rules}] ({', '.join(RULE_SETS)})"
        raise IssFormatError(problem, record_id, line=line)
    if "MV" not in properties:
        raise IssFormatError("the record has no move list MV", record_id, line=line)
    tokens = properties["MV"].split()
    if len(tokens) % 2:
        raise IssFormatError(
            f"the moves do not pair up as actor and action (last: {tokens[-1]!r})",
            record_id,
            line=line,
        )
    pairs = [(tokens[i], tokens[i + 1]) for i in range(0, len(tokens), 2)]
    if not pairs or pairs[0][0] != "w":
        raise IssFormatError("the moves do not start with the deal 'w c1.….c32'", record_id)
    deal = _parse_deal(pairs[0][1], record_id, line)
    for index, (actor, token) in enumerate(pairs[1:], start=1):
        if actor not in ("w", "0", "1", "2"):
            raise IssFormatError(f"unknown actor {actor!r} (w, 0, 1 or 2)", record_id, index, token)
    outcome = None
    if "R" in properties:
        outcome = _parse_result(properties["R"], record_id, line)
    return IssRecord(record_id, dict(properties), deal, tuple(pairs[1:]), outcome, line)


def _parse_deal(token: str, record_id: str, line: int) -> Deal:
    names = token.replace("|", ".").split(".")
    if UNKNOWN in names:
        raise IssFormatError("the deal has unknown cards '??'; only full deals replay", record_id)
    try:
        cards = [_card(name) for name in names]
        return Deal.from_order(cards)
    except ValueError as error:
        raise IssFormatError(f"bad deal: {error}", record_id, line=line) from None


def _card(name: str) -> Card:
    try:
        return Card[name]
    except KeyError:
        raise ValueError(f"{name!r} is not a card (suit C S H D, rank 7 8 9 T J Q K A)") from None


def _parse_result(text: str, record_id: str, line: int) -> IssResult:
    words = text.split()
    if words == ["passed"]:
        return IssResult(passed=True)
    if words[:1] == [RAMSCH_WORD]:
        try:
            key, _, value = words[1].partition(":")
            if key != RAMSCH_SCORES or len(words) != 2:
                raise ValueError(key)
            return IssResult(passed=False, ramsch=parse_ramsch_scores(value))
        except (IndexError, ValueError):
            raise IssFormatError(f"unreadable result R[{text}]", record_id, line=line) from None
    fields: dict[str, str] = {}
    flags: set[str] = set()
    for word in words:
        key, sep, value = word.partition(":")
        if sep:
            fields[key] = value
        else:
            flags.add(word)
    try:
        outcome = next(word for word in ("win", "loss", "penalty") if word in flags)

        def number(key: str, default: int = 0) -> int:
            return int(fields[key]) if key in fields else default

        return IssResult(
            passed=False,
            declarer=int(fields["d"]),
            outcome=outcome,
            value=int(fields["v"]),
            matadors=number("m"),
            overbid="overbid" in flags,
            points=number("p"),
            tricks=number("t"),
            schneider=number("s") == 1,
            schwarz=number("z") == 1,
            penalties=(number("p0"), number("p1"), number("p2")),
            left=number("l", -1),
            timed_out=number("to", -1),
            resigned=None if "r" not in fields else fields["r"] == "1",
        )
    except (StopIteration, KeyError, ValueError):
        raise IssFormatError(f"unreadable result R[{text}]", record_id, line=line) from None


# --- single moves ----------------------------------------------------------------------------


def action_token(state: GameState, action: Action) -> str:
    """The ISS token of `action`: ``27``, ``y``, ``p``, ``s``, ``G.ST.H8``, ``CHSZ``, ``DA``.

    Giving up and conceding are both ``RE`` (conceding takes one ``RE`` from each defender).
    """
    if isinstance(action, Bid):
        return str(action.value)
    if isinstance(action, Hold):
        return "y"
    if isinstance(action, Pass):
        return "p"
    if isinstance(action, PickUp):
        return "s"
    if isinstance(action, Declare):
        if action.discard is None:
            return action.contract.iss_token
        first, second = action.discard
        return f"{action.contract.iss_token}.{first.name}.{second.name}"
    if isinstance(action, Play):
        return action.card.name
    return extension_token(action) or "RE"


def parse_action(state: GameState, token: str, actor: Seat | None = None) -> Action:
    """The action an ISS token stands for in `state` (the inverse of `action_token`).

    `actor` (default: the seat to move) decides what ``RE`` means: the declarer gives up, a
    defender concedes. Ouvert cards after a declaration are checked against the declarer's hand.
    Raises `ValueError` saying what is wrong with the token.
    """
    seat = state.to_move if actor is None else actor
    if is_extension_token(token) and seat is not None:
        return parse_extension(token, seat)
    if state.phase is Phase.BIDDING:
        if token == "y":
            return Hold()
        if token == "p":
            return Pass()
        if token.isdigit():
            return Bid(int(token))
        raise ValueError("expected a bid value, 'y' (hold) or 'p' (pass)")
    if token == "RE" and state.phase is Phase.PLAY:
        return GiveUp() if seat == state.declarer else Concede()
    if state.phase is Phase.SKAT and token == "s":
        return PickUp()
    if state.phase in (Phase.SKAT, Phase.DECLARE):
        return _parse_declaration(state, token)
    if state.phase is Phase.PLAY:
        if token == UNKNOWN:
            raise ValueError("the card is unknown ('??')")
        return Play(_card(token))
    raise ValueError("the game is over")


def _parse_declaration(state: GameState, token: str) -> Declare:
    parts = token.split(".")
    try:
        contract = Contract.from_iss(parts[0])
    except InvalidContractError as error:
        raise ValueError(str(error)) from None
    cards = parts[1:]
    discard: tuple[Card, Card] | None = None
    if state.phase is Phase.DECLARE:
        if len(cards) < 2:
            raise ValueError("after picking up, the declaration names the two discarded cards")
        if UNKNOWN in cards[:2]:
            raise ValueError("the discarded cards are unknown ('??')")
        discard = (_card(cards[0]), _card(cards[1]))
        cards = cards[2:]
    if cards:
        _check_open_cards(state, contract, cards, discard)
    return Declare(contract, discard)


def _check_open_cards(
    state: GameState, contract: Contract, names: list[str], discard: tuple[Card, Card] | None
) -> None:
    if not contract.ouvert:
        raise ValueError("only an ouvert declaration shows the declarer's cards")
    if len(names) != 10:
        raise ValueError(f"an ouvert declaration shows 10 cards, not {len(names)}")
    assert state.declarer is not None
    hand = state.hands[state.declarer] - CardSet.of(discard or ())
    shown = CardSet.of(_card(name) for name in names if name != UNKNOWN)
    if shown - hand:
        raise ValueError(f"the shown cards {shown - hand} are not in the declarer's hand")


# --- writing ---------------------------------------------------------------------------------


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
        current = apply(current, action)
        if isinstance(action, PickUp):
            moves.append("w " + ".".join(card.name for card in state.deal.skat))
    if abort is not None:
        if state.is_over:
            raise ValueError("a finished game cannot have been aborted")
        kind, seat = abort
        moves.append(f"w {_ABORT_TOKENS[kind]}.{seat}")
    return moves


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


# --- replaying -------------------------------------------------------------------------------


class Abort(Enum):
    """Why the server stopped a game early."""

    TIMEOUT = "timeout"  # w TI.n
    LEFT = "left"  # w LE.n


_ABORT_TOKENS = {Abort.TIMEOUT: "TI", Abort.LEFT: "LE"}


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

        def fail(message: str, number: int = number, token: str = token) -> IssFormatError:
            return IssFormatError(message, record.id, number, token, record.line)

        if actor == "w":
            abort = _abort_of(token)
            if abort is not None:
                return stopped(abort, 0)
            if not _is_skat_reveal(state, token):
                raise fail("unexpected server move")
            continue
        seat = int(actor)
        if state.is_over:
            raise fail("the game is already over")
        if token == UNKNOWN:  # a later abort still says why the game stopped
            rest = (_abort_of(t) for a, t in record.moves[number:] if a == "w")
            return stopped(next((abort for abort in rest if abort is not None), None), 1)
        if pending is not None:
            if seat != state.declarer:
                raise fail(f"seat {seat} moves before the declarer has put two cards away")
            token, pending = f"{pending}.{token}", None
        elif state.phase is Phase.DECLARE and "." not in token:
            pending = token  # the split form: the discard follows
            continue
        if token.startswith("SC"):
            if state.phase is not Phase.PLAY or seat != state.declarer:
                raise fail("only the declarer shows his cards, during card play")
            continue
        if token == "RE":
            if state.phase is not Phase.PLAY:
                raise fail("resigning is only possible during card play")
            if seat != state.declarer:
                if seat not in resigned:
                    resigned.append(seat)
                if len(resigned) < 2:
                    continue  # one defender alone cannot end the game on ISS
                seat = resigned[0]
        elif seat != state.to_move and not is_extension_token(token):
            raise fail(f"it is seat {state.to_move}'s turn, not seat {seat}'s")
        try:
            state = apply(state, parse_action(state, token, seat))
        except IllegalActionError as error:
            raise fail(f"illegal: {error}") from None
        except ValueError as error:
            raise fail(str(error)) from None
        actors.append(seat)
    return stopped(None, 0)


def _abort_of(token: str) -> tuple[Abort, int] | None:
    """``TI.n`` (seat n timed out) or ``LE.n`` (seat n left), else `None`."""
    for abort, name in _ABORT_TOKENS.items():
        if token.startswith(f"{name}.") and token[3:] in ("0", "1", "2"):
            return abort, int(token[3:])
    return None


def _is_skat_reveal(state: GameState, token: str) -> bool:
    """``w c1.c2`` right after a pick-up shows the skat (or ``??.??`` to the other players)."""
    if state.phase is not Phase.DECLARE or not isinstance(state.history[-1], PickUp):
        return False
    names = token.split(".")
    if names == [UNKNOWN, UNKNOWN]:
        return True
    try:
        return len(names) == 2 and CardSet.of(_card(name) for name in names) == state.deal.skat
    except ValueError:
        return False


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
