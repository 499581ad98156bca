"""Notebook games as ISS records: written with their rule set and note, read back from a file.

A game saved from the table is one ISS record (`coach.records.iss` writes it) carrying the rule set
it was played under (``RU``); the learner's note travels in the record's comment ``CO``, the
coach's judgements of the learner's decisions in the extension property ``KJ`` (text written and
read by `coach.play.table_file`; carried here as it is, so an export and import keep them). A
record without a rule set is a game of the ISS and replays under its rules. Reading a file
of records (`read_games`) gives every good record replayed under its rule set and, for every
record start that cannot be read or replayed, a `RecordProblem` with its line and reason: one
damaged record never costs its neighbours.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace

from coach.records.iss import (
    RECORD_START,
    IssFormatError,
    IssRecord,
    RecordProblem,
    record_spans,
)
from coach.records.iss_replay import walk
from coach.records.iss_writer import format_record
from coach.rules.actions import Seat
from coach.rules.contract import ISS
from coach.rules.explain import Reason
from coach.rules.game import GameState

NOTE_KEY = "CO"  # the ISS comment property: the learner's note
JUDGEMENTS_KEY = "KJ"  # Kiebitz's extension: the judgements of the learner's decisions


MAX_PROBLEMS = 1000  # damaged records read before a file is taken for no record file


@dataclass(frozen=True, slots=True)
class ReadGame:
    """A record read and replayed: its text (as stored), the note and the game."""

    record: IssRecord
    text: str
    note: str
    state: GameState
    actors: tuple[Seat, ...]  # the seat of each action (who conceded, for the review)

    @property
    def judgements(self) -> str:
        """The text of the coach's judgements the record carries ("" when none)."""
        return self.record.properties.get(JUDGEMENTS_KEY, "")

    @property
    def title(self) -> str:
        """How the notebook names an imported game: its record ID and players."""
        return f"ISS {self.record.id} · {', '.join(self.record.players)}"


def write_game(
    state: GameState,
    *,
    record_id: str,
    names: tuple[str, str, str],
    note: str,
    actors: Sequence[Seat] | None = None,
    judgements: str = "",
) -> str:
    """One game (finished or not) as an ISS record (`coach.records.iss.format_record`: the rule set
    in ``RU``) with the learner's note as its comment and the `judgements` text (when any) in
    ``KJ``."""
    extra = {JUDGEMENTS_KEY: judgements} if judgements else None
    text = format_record(state, record_id=record_id, names=names, actors=actors, properties=extra)
    if not note:
        return text
    closing = " ;)"
    assert text.endswith(closing)
    return f"{text.removesuffix(closing)}{NOTE_KEY}[{_escape(note)}]{closing}"


def with_note(properties: Mapping[str, str], note: str) -> str:
    """A stored record written back from its own properties, as read (so nothing of an
    imported record is lost), with `note` as its comment (no comment when empty)."""
    changed = {key: value for key, value in properties.items() if key != NOTE_KEY}
    if note:
        changed[NOTE_KEY] = note
    body = "".join(f"{key}[{_escape(value)}]" for key, value in changed.items())
    return f"{RECORD_START}{body} ;)"


def shorten_note(game: ReadGame, limit: int) -> ReadGame:
    """`game` with its comment cut to `limit` characters (its record text rewritten to match);
    the same game when the comment fits."""
    if len(game.note) <= limit:
        return game
    note = game.note[:limit]
    return replace(game, text=with_note(game.record.properties, note), note=note)


def _escape(value: str) -> str:
    """SGF escapes; a ``(;`` inside a value is written ``(\\;`` so it never starts a record."""
    return value.replace("\\", "\\\\").replace("]", "\\]").replace(RECORD_START, "(\\;")


def read_games(
    text: str, max_problems: int = MAX_PROBLEMS, max_games: int | None = None
) -> tuple[list[ReadGame], list[RecordProblem]]:
    """Every record of `text` replayed, and a problem for each one that cannot be. After
    `max_problems` damaged records the file is taken for no record file, after `max_games`
    games it is taken as too long for one go: reading stops there, and a last problem says so
    and where (the games read so far are kept)."""
    games: list[ReadGame] = []
    problems: list[RecordProblem] = []
    for start, end, item in record_spans(text):
        stop = None
        if len(problems) == max_problems:
            stop = Reason.of("iss_too_many_damaged", limit=max_problems)
        elif max_games is not None and len(games) == max_games:
            stop = Reason.of("iss_too_many_games", limit=max_games)
        if stop is not None:
            problems.append(RecordProblem(stop, text.count("\n", 0, start) + 1))
            break
        if isinstance(item, IssFormatError):
            problems.append(item.problem)
            continue
        try:
            walked = walk(item, item.rules or ISS)
        except IssFormatError as error:
            problems.append(error.problem)
            continue
        close = text.rfind(")", start, end)
        note = item.properties.get(NOTE_KEY, "")
        games.append(ReadGame(item, text[start : close + 1], note, walked.state, walked.actors))
    return games, problems


def records_file(texts: Iterable[str]) -> str:
    """Records as one ``.sgf`` file: one record per line."""
    return "".join(f"{text}\n" for text in texts)


def learner_seat(record: IssRecord, name: str) -> Seat | None:
    """The seat the learner `name` sat at in `record`, when one of the players has that name."""
    for seat, player in enumerate(record.players):
        if player == name:
            return seat
    return None
