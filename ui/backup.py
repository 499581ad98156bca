"""A learner's whole data as one file, and back: ``kiebitz-backup.zip``.

The zip holds ``data.json`` (everything, read again by a restore), ``games.sgf`` (the saved games
as ISS records, for any ISS program) and ``progress.csv`` (every exercise and quiz answer, for a
spreadsheet). A restore on any Kiebitz adds what the learner does not have yet. Reading is
bounded: the upload's size, the unpacked size (no zip bomb) and every field are checked, and a
bad file is named with its reason; nothing of it is then kept.
"""

from __future__ import annotations

import csv
import io
import json
import zipfile
import zlib
from collections.abc import Callable
from datetime import datetime
from typing import Any, TypeVar

from coach.records import records_file
from coach.rules import CardNotationError, Reason, parse_cards
from ui.store import (
    MAX_NOTE_LENGTH,
    Backup,
    ExerciseEvent,
    GameVerdict,
    KeptSeries,
    NotebookEntry,
    QuizAnswer,
    SavedGame,
    Store,
)
from ui.store.series import MAX_KEY_LENGTH

FORMAT = 1
DATA = "data.json"
MAX_BACKUP_BYTES = 50_000_000  # unpacked: far more than years of lessons and games
MAX_ROWS = 200_000
Row = TypeVar("Row")


class BackupError(ValueError):
    """A file that is no Kiebitz backup; `key` names the learner's message, `facts` fill it."""

    def __init__(self, key: str, **facts: object) -> None:
        super().__init__(f"{key}: {facts}")
        self.key = key
        self.facts = facts


def left_out(store: Store, learner_id: int) -> list[Reason]:
    """The learner's stored rows a backup leaves out because they cannot be read, each named
    with what is wrong (they stay in the database)."""
    reads = (
        store.read_notebook(learner_id),
        store.read_games(learner_id),
        store.read_progress_history(learner_id),
        store.read_quiz_answers(learner_id),
        store.read_game_verdicts(learner_id),
        store.read_series(learner_id),
    )
    entries = [e.problem for e in reads[0].items if e.problem is not None]
    return entries + [problem for read in reads for problem in read.problems]


def backup_file(store: Store, learner_id: int) -> bytes:
    """The learner's data as the zip described above."""
    learner = store.learner(learner_id)
    games = store.games(learner_id)
    exercises = store.progress_history(learner_id)
    answers = store.quiz_answers(learner_id)
    data = {
        "kiebitz_backup": FORMAT,
        "name": learner.name,
        "settings": store.settings(learner_id),
        "notebook": [
            {"cards": _cards(e.cards), "skat": _cards(e.skat), "note": e.note,
             "created_at": e.created_at.isoformat()}
            for e in store.notebook(learner_id) if e.problem is None
        ],
        "games": [
            {"title": g.title, "record": g.record, "note": g.note,
             "created_at": g.created_at.isoformat()}
            for g in games
        ],
        "exercises": [
            {"lesson": e.lesson_id, "exercise": e.exercise_id, "correct": e.correct,
             "answer": e.answer, "at": e.at.isoformat()}
            for e in exercises
        ],
        "lessons_done": sorted(store.completed_lessons(learner_id)),
        "quiz_answers": [
            {"quiz": a.quiz_id, "question": a.question_id, "answer": a.answer,
             "correct": a.correct, "cost": a.cost, "at": a.at.isoformat(),
             "position": a.position, "skill": a.skill}
            for a in answers
        ],
        "game_verdicts": [
            {"game": v.game, "ply": v.ply, "kind": v.quiz_id, "correct": v.correct,
             "cost": v.cost, "rule_code": v.skill, "rule": v.rule, "at": v.at.isoformat()}
            for v in store.game_verdicts(learner_id)
        ],
        "series": [
            {"key": s.key, "data": s.data, "started_at": s.started_at.isoformat()}
            for s in store.kept_series(learner_id)
        ],
    }  # fmt: skip
    rows = io.StringIO()
    table = csv.writer(rows)
    table.writerow(["at", "kind", "lesson_or_quiz", "question", "answer", "correct", "cost"])
    for e in exercises:
        table.writerow([e.at.isoformat(), "exercise", e.lesson_id, e.exercise_id, e.answer,
                        e.correct, ""])  # fmt: skip
    for a in answers:
        table.writerow([a.at.isoformat(), "quiz", a.quiz_id, a.question_id, a.answer, a.correct,
                        "" if a.cost is None else a.cost])  # fmt: skip
    packed = io.BytesIO()
    with zipfile.ZipFile(packed, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr(DATA, json.dumps(data, ensure_ascii=False, indent=1))
        archive.writestr("games.sgf", records_file(game.record for game in games))
        archive.writestr("progress.csv", rows.getvalue())
    return packed.getvalue()


def read_backup(data: bytes) -> Backup:
    """The backup in `data`; `BackupError` names what is wrong (too large, not a backup, a bad
    field with its place)."""
    if len(data) > MAX_BACKUP_BYTES:
        raise BackupError("backup.too_large", limit=MAX_BACKUP_BYTES // 1_000_000)
    try:
        with zipfile.ZipFile(io.BytesIO(data)) as archive, archive.open(DATA) as member:
            raw = member.read(MAX_BACKUP_BYTES + 1)  # read no further than the limit
    except (
        zipfile.BadZipFile,
        KeyError,
        OSError,
        ValueError,
        EOFError,
        NotImplementedError,
        zlib.error,
    ):
        raise BackupError("backup.not_a_backup") from None
    if len(raw) > MAX_BACKUP_BYTES:
        raise BackupError("backup.too_large", limit=MAX_BACKUP_BYTES // 1_000_000)
    try:
        content = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        raise BackupError("backup.not_a_backup") from None
    if not isinstance(content, dict) or content.get("kiebitz_backup") != FORMAT:
        raise BackupError("backup.not_a_backup")
    return _backup(content)


def _backup(content: dict[str, Any]) -> Backup:
    settings = content.get("settings", {})
    if not isinstance(settings, dict) or not all(
        isinstance(k, str) and isinstance(v, str) for k, v in settings.items()
    ):
        raise BackupError("backup.bad_field", field="settings")
    return Backup(
        settings=settings,
        notebook=_rows(content, "notebook", _entry),
        games=_rows(content, "games", _game),
        exercises=_rows(content, "exercises", _exercise),
        lessons_done=_rows(content, "lessons_done", lambda v: _str(v, "lessons_done", 80)),
        quiz_answers=_rows(content, "quiz_answers", _answer),
        game_verdicts=_rows(content, "game_verdicts", _verdict),
        series=_rows(content, "series", _series),
    )


def _rows(content: dict[str, Any], field: str, read: Callable[[Any], Row]) -> tuple[Row, ...]:
    items = content.get(field, [])
    if not isinstance(items, list) or len(items) > MAX_ROWS:
        raise BackupError("backup.bad_field", field=field)
    rows = []
    for number, item in enumerate(items, 1):
        try:
            rows.append(read(item))
        except (BackupError, KeyError, TypeError, ValueError, CardNotationError):
            raise BackupError("backup.bad_field", field=f"{field} {number}") from None
    return tuple(rows)


def _str(value: Any, field: str, limit: int) -> str:
    if not isinstance(value, str) or len(value) > limit:
        raise BackupError("backup.bad_field", field=field)
    return value


def _bool(value: Any) -> bool:
    if not isinstance(value, bool):
        raise TypeError("not true or false")
    return value


def _cost(value: Any) -> float | None:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise TypeError("not a number")
    return float(value)


def _time(value: Any) -> datetime:
    moment = datetime.fromisoformat(_str(value, "at", 40))
    if moment.tzinfo is None:
        raise ValueError("a time without its zone")
    return moment


def _cards(cards: tuple[Any, ...]) -> str:
    return " ".join(card.name for card in cards)


def _entry(item: dict[str, Any]) -> NotebookEntry:
    cards = parse_cards(_str(item["cards"], "cards", 120))
    skat = parse_cards(_str(item.get("skat", ""), "skat", 20))
    if not cards:
        raise ValueError("no cards")
    note = _str(item.get("note", ""), "note", MAX_NOTE_LENGTH)
    return NotebookEntry(0, _time(item["created_at"]), cards, skat, {}, note)


def _game(item: dict[str, Any]) -> SavedGame:
    record = _str(item["record"], "record", 200_000)
    if not record.strip():
        raise ValueError("no record")
    return SavedGame(
        0,
        _str(item["title"], "title", 400) or "ISS",
        record,
        _time(item["created_at"]),
        _str(item.get("note", ""), "note", MAX_NOTE_LENGTH),
    )


def _exercise(item: dict[str, Any]) -> ExerciseEvent:
    return ExerciseEvent(
        _str(item["lesson"], "lesson", 80),
        _str(item["exercise"], "exercise", 120),
        _bool(item["correct"]),
        _str(item.get("answer", ""), "answer", 2000),
        _time(item["at"]),
    )


def _answer(item: dict[str, Any]) -> QuizAnswer:
    return QuizAnswer(
        _str(item["quiz"], "quiz", 80),
        _str(item["question"], "question", 120),
        _str(item.get("answer", ""), "answer", 2000),
        _bool(item["correct"]),
        _cost(item.get("cost")),
        _time(item["at"]),
        _str(item.get("position", ""), "position", 2000),
        _str(item.get("skill", ""), "skill", 40),
    )


def _verdict(item: dict[str, Any]) -> GameVerdict:
    ply = item["ply"]
    if isinstance(ply, bool) or not isinstance(ply, int) or not 0 <= ply < 1000:
        raise ValueError("a bad ply")
    return GameVerdict(
        _str(item["kind"], "kind", 20),
        _bool(item["correct"]),
        _cost(item.get("cost")),
        _str(item.get("rule_code", ""), "rule_code", 80),
        _time(item["at"]),
        _str(item.get("rule", ""), "rule", 4000),
        _str(item["game"], "game", 40),
        ply,
    )


def _series(item: dict[str, Any]) -> KeptSeries:
    """A kept series: its text is read as a table only when the winners' list is drawn, where
    one that does not read is said."""
    key = _str(item["key"], "series key", MAX_KEY_LENGTH)
    if not key:
        raise ValueError("an empty series key")
    return KeptSeries(
        key, _str(item["data"], "series", MAX_BACKUP_BYTES), _time(item["started_at"])
    )
