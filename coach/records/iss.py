"""Game records of the International Skat Server (ISS): reading them (here), their moves
(`iss_moves`), writing them (`iss_writer`) and replaying them through the engine (`iss_replay`).

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
An error is typed: `IssFormatError.problem` is a `RecordProblem`, a reason (an ``iss_*`` code with
its facts, written for a learner by ``words.record_problem``) and where: the line the record starts
on, its ID and the move (its 1-based index after the deal, with its token).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from enum import Enum
from pathlib import Path
from typing import Any

from coach.records.club_record import (
    OWN_RULES_KEY,
    RAMSCH_SCORES,
    RAMSCH_WORD,
    parse_ramsch_scores,
    ramsch_text,
    read_own_rules,
)
from coach.rules.actions import (
    Deal,
)
from coach.rules.cards import Card
from coach.rules.contract import RULE_SETS, RuleSet
from coach.rules.explain import Reason, code_text
from coach.rules.rule_file import RuleSetError

UNKNOWN = "??"
RULES_KEY = "RU"  # the rule set of a record: SGF's rules property, not one the ISS writes


@dataclass(frozen=True, slots=True)
class RecordProblem:
    """What is wrong with a record and where: `reason` (an ``iss_*`` code with its facts, which
    ``words`` writes for a learner), the line the record starts on, its ID, and the move (its
    1-based index after the deal) with its token, each when known."""

    reason: Reason
    line: int | None = None
    record_id: str | None = None
    move: int | None = None
    token: str | None = None

    def text(self) -> str:
        """The problem for logs and tracebacks: the place and the code with its facts."""
        where = f"record {self.record_id}" if self.record_id else "record"
        if self.line is not None:
            where += f" (line {self.line})"
        if self.move is not None:
            where += f", move {self.move} {self.token!r}"
        return f"{where}: {code_text(self.reason)}"


class IssFormatError(ValueError):
    """A record that cannot be read or replayed; its `problem` says which record, which move
    and why (a typed reason)."""

    def __init__(
        self,
        reason: Reason,
        record_id: str | None = None,
        move: int | None = None,
        token: str | None = None,
        line: int | None = None,
    ) -> None:
        self.problem = RecordProblem(reason, line, record_id, move, token)
        super().__init__(self.problem.text())

    @property
    def reason(self) -> Reason:
        return self.problem.reason

    @property
    def record_id(self) -> str | None:
        return self.problem.record_id

    @property
    def line(self) -> int | None:
        return self.problem.line

    def at_line(self, line: int) -> IssFormatError:
        """The same error, naming the line its record starts on (when it names none yet)."""
        problem = self.problem
        if problem.line is not None:
            return self
        return IssFormatError(problem.reason, problem.record_id, problem.move, problem.token, line)


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
    for _start, _end, item in record_spans(text):
        yield item


def record_spans(text: str) -> Iterator[tuple[int, int, IssRecord | IssFormatError]]:
    """`iter_records` with where each record's text starts and where the next one starts. Lazy
    and linear: each start is found when it is reached, so a reader that stops early does no
    work on the rest of the text."""
    start = text.find(RECORD_START)
    line, counted = 1, 0
    while start >= 0:
        following = text.find(RECORD_START, start + len(RECORD_START))
        end = following if following >= 0 else len(text)
        line += text.count("\n", counted, start)
        counted = start
        item: IssRecord | IssFormatError
        try:
            item = _record(_scan_properties(text, start + 2, end, line), line)
        except IssFormatError as error:
            item = error.at_line(line)
        yield start, end, item
        start = following


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
        raise IssFormatError(Reason.of("iss_no_record", path=str(path)))
    return records


MAX_TEXT_MB = 200  # unpacked text of one record file (`--max-mb` of `kiebitz replay` raises it)


class RecordFileTooLarge(IssFormatError):
    """A record file whose text (unpacked) is over the limit; its reason names both."""


def read_text(path: str | Path, max_mb: int = MAX_TEXT_MB) -> str:
    """The text of a record file; the ISS archives come as ``.sgf.bz2``. At most `max_mb` MB
    are read (a ``.bz2`` is unpacked only that far), so a packed bomb cannot fill the memory."""
    import bz2

    path = Path(path)
    limit = max_mb * 1_000_000
    with bz2.open(path, "rb") if path.suffix == ".bz2" else path.open("rb") as file:
        data = file.read(limit + 1)
    if len(data) > limit:
        raise RecordFileTooLarge(Reason.of("iss_too_large", path=str(path), limit=max_mb))
    return data.decode("utf-8")


def _scan_properties(text: str, index: int, end: int, line: int) -> dict[str, str]:
    """Read ``KEY[value]`` pairs up to the closing ``)``, which must come before `end`."""
    properties: dict[str, str] = {}
    start = index
    length = end
    while True:
        while index < length and text[index] in " \t\r\n;":
            index += 1
        if index >= length:
            until = _until(text, (start, end, line))
            raise IssFormatError(Reason.of("iss_unclosed_record", until=until), _id(properties))
        if text[index] == ")":
            return properties
        key_start = index
        while index < length and (text[index].isupper() or text[index].isdigit()):
            index += 1
        key = text[key_start:index]
        if not key or not key[0].isupper() or index >= length or text[index] != "[":
            found = text[key_start : key_start + 12]
            raise IssFormatError(Reason.of("iss_expected_property", found=found), _id(properties))
        value, index = _scan_value(text, index + 1, (start, end, line), key, properties)
        if key in properties:
            raise IssFormatError(Reason.of("iss_property_twice", field=key), _id(properties))
        properties[key] = value


def _scan_value(
    text: str, index: int, span: tuple[int, int, int], key: str, properties: dict[str, str]
) -> tuple[str, int]:
    """One value up to its ``]`` (``\\`` escapes the next character), within the record's
    `span`: (where its text starts, where the next record starts, the line it starts on)."""
    end = span[1]
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
    until = _until(text, span)
    raise IssFormatError(Reason.of("iss_unclosed_value", field=key, until=until), _id(properties))


def _until(text: str, span: tuple[int, int, int]) -> Reason:
    """Where a record or a value that is not closed runs into: the next record (its line) or
    the end of the file. The next record's line is counted from this record's own start only,
    so that a file of many damaged records is read in time linear in its length."""
    start, end, line = span
    if end < len(text):
        return Reason.of("iss_until_next_record", line=line + text.count("\n", start, end))
    return Reason.of("iss_until_end")


def _id(properties: Mapping[str, str]) -> str | None:
    return properties.get("ID")


def _record(properties: dict[str, str], line: int) -> IssRecord:
    """The record of its properties; an `IssFormatError` names what is wrong (`record_spans`
    adds the line)."""
    record_id = properties.get("ID", "").strip()
    if not record_id:
        raise IssFormatError(Reason.of("iss_no_id"))
    if properties.get("GM", "Skat") != "Skat":
        raise IssFormatError(Reason.of("iss_not_skat", game=properties["GM"]), record_id)
    rules = properties.get(RULES_KEY)
    if OWN_RULES_KEY in properties:
        try:
            own = read_own_rules(properties[OWN_RULES_KEY])
        except RuleSetError as error:
            why = Reason.of("iss_own_rules_bad", field=OWN_RULES_KEY, why=error.reason)
            raise IssFormatError(why, record_id) from None
        if own.name != rules:
            why = Reason.of("iss_own_rules_other", field=OWN_RULES_KEY, name=own.name, rules=rules)
            raise IssFormatError(why, record_id)
    elif rules is not None and rules not in RULE_SETS:
        known = ", ".join(RULE_SETS)
        raise IssFormatError(Reason.of("iss_unknown_rules", name=rules, known=known), record_id)
    if "MV" not in properties:
        raise IssFormatError(Reason.of("iss_no_moves"), record_id)
    tokens = properties["MV"].split()
    if len(tokens) % 2:
        raise IssFormatError(Reason.of("iss_moves_unpaired", last=tokens[-1]), record_id)
    pairs = [(tokens[i], tokens[i + 1]) for i in range(0, len(tokens), 2)]
    if not pairs or pairs[0][0] != "w":
        raise IssFormatError(Reason.of("iss_no_deal"), record_id)
    deal = _parse_deal(pairs[0][1], record_id)
    for index, (actor, token) in enumerate(pairs[1:], start=1):
        if actor not in ("w", "0", "1", "2"):
            why = Reason.of("iss_unknown_actor", actor=actor)
            raise IssFormatError(why, record_id, index, token)
    outcome = None
    if "R" in properties:
        outcome = _parse_result(properties["R"], record_id)
    return IssRecord(record_id, dict(properties), deal, tuple(pairs[1:]), outcome, line)


def _parse_deal(token: str, record_id: str) -> Deal:
    names = token.replace("|", ".").split(".")
    if UNKNOWN in names:
        raise IssFormatError(Reason.of("iss_deal_unknown_cards"), record_id)
    if len(names) != len(Card):
        raise IssFormatError(Reason.of("iss_deal_size", count=len(names)), record_id)
    cards: list[Card] = []
    for name in names:
        card = _card(name, record_id)
        if card in cards:
            raise IssFormatError(Reason.of("iss_deal_twice", card=card), record_id)
        cards.append(card)
    return Deal.from_order(cards)


def _card(name: str, record_id: str | None = None) -> Card:
    """The card of an ISS card code; `IssFormatError` (a `ValueError`) names a wrong one."""
    try:
        return Card[name]
    except KeyError:
        raise IssFormatError(Reason.of("iss_bad_card", token=name), record_id) from None


def _parse_result(text: str, record_id: str) -> IssResult:
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
            raise IssFormatError(Reason.of("iss_bad_result", text=text), record_id) from None
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
        raise IssFormatError(Reason.of("iss_bad_result", text=text), record_id) from None


# --- single moves ----------------------------------------------------------------------------


# --- writing ---------------------------------------------------------------------------------


# --- replaying -------------------------------------------------------------------------------


class Abort(Enum):
    """Why the server stopped a game early."""

    TIMEOUT = "timeout"  # w TI.n
    LEFT = "left"  # w LE.n


_ABORT_TOKENS = {Abort.TIMEOUT: "TI", Abort.LEFT: "LE"}
