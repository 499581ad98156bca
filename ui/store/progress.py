"""What a learner did: exercises, lessons, quiz answers, verdicts of played games, and
the table in progress; a backup of it all restored."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from datetime import datetime
from typing import Any

from sqlalchemy import DateTime, FromClause, Row, select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from coach.rules import Reason, format_cards
from ui.store.accounts import Accounts
from ui.store.errors import StoreError
from ui.store.notebook import _check_note, _free_title
from ui.store.readback import ReadBack, as_stored, moment, no_number
from ui.store.records import (
    MAX_TITLE_LENGTH,
    RESTORED_SETTINGS,
    Backup,
    ExerciseEvent,
    GameVerdict,
    PupilProgress,
    QuizAnswer,
)
from ui.store.schema import (
    _ExerciseEvent,
    _GameDecision,
    _KeptSeries,
    _LessonCompletion,
    _NotebookEntry,
    _now,
    _OpenTable,
    _QuizAnswer,
    _SavedGame,
    _Setting,
    _utc,
)


class Progress(Accounts):
    """Exercises, lessons, quizzes, verdicts, the open table, and restoring a backup;
    a teacher's view of a group's progress."""

    def group_progress(self, teacher_id: int, group_id: int) -> list[PupilProgress]:
        """How far each learner of the teacher's group is (counts only)."""
        members = self.members(teacher_id, group_id)
        result = []
        for member in members:
            exercises = self.progress_history(member.id)
            answers = self.quiz_answers(member.id)
            result.append(
                PupilProgress(
                    member,
                    len(self.completed_lessons(member.id)),
                    len(exercises),
                    sum(event.correct for event in exercises),
                    len(answers),
                    sum(answer.correct for answer in answers),
                )
            )
        return result

    def record_exercise(
        self, learner_id: int, lesson_id: str, exercise_id: str, correct: bool, answer: str
    ) -> None:
        with self._owner(learner_id) as session:
            session.add(
                _ExerciseEvent(
                    learner_id=learner_id,
                    lesson_id=lesson_id,
                    exercise_id=exercise_id,
                    correct=correct,
                    answer=answer,
                    at=_now(),
                )
            )

    def complete_lesson(self, learner_id: int, lesson_id: str) -> None:
        """Mark a lesson done (again, when repeated)."""
        with self._owner(learner_id) as session:
            session.add(_LessonCompletion(learner_id=learner_id, lesson_id=lesson_id, at=_now()))

    def completed_lessons(self, learner_id: int) -> set[str]:
        with self._owner(learner_id) as session:
            rows = session.scalars(
                select(_LessonCompletion.lesson_id).where(
                    _LessonCompletion.learner_id == learner_id
                )
            )
            return set(rows)

    def progress_history(self, learner_id: int) -> list[ExerciseEvent]:
        """Every readable exercise answer of the learner, oldest first."""
        return list(self.read_progress_history(learner_id).items)

    def read_progress_history(self, learner_id: int) -> ReadBack[ExerciseEvent]:
        """Every exercise answer of the learner, oldest first, and the damaged ones apart."""
        table = _ExerciseEvent.__table__
        return self._read_rows(learner_id, table, "at", "stored_row_exercise_events", _exercise)

    def record_quiz_answer(
        self,
        learner_id: int,
        quiz_id: str,
        question_id: str,
        answer: str,
        correct: bool,
        cost: float | None = None,
        *,
        position: str = "",
        skill: str = "",
    ) -> None:
        """One quiz answer; `cost` is the expected score-sheet points lost, when known;
        `position` lets the question be asked again, `skill` names what a miss shows."""
        with self._owner(learner_id) as session:
            session.add(
                _QuizAnswer(
                    learner_id=learner_id,
                    quiz_id=quiz_id,
                    question_id=question_id,
                    answer=answer,
                    correct=correct,
                    cost=cost,
                    at=_now(),
                    position=position,
                    skill=skill,
                )
            )

    def quiz_answers(self, learner_id: int) -> list[QuizAnswer]:
        """Every readable quiz answer of the learner, oldest first."""
        return list(self.read_quiz_answers(learner_id).items)

    def read_quiz_answers(self, learner_id: int) -> ReadBack[QuizAnswer]:
        """Every quiz answer of the learner, oldest first, and the damaged ones apart."""
        table = _QuizAnswer.__table__
        return self._read_rows(learner_id, table, "at", "stored_row_quiz_answers", _quiz_answer)

    def record_game_decisions(
        self,
        learner_id: int,
        game: str,
        decisions: Sequence[tuple[int, str, bool, float | None, str, str]],
    ) -> int:
        """Keep a played game's graded decisions (ply, kind, correct, cost, rule code, rule
        JSON) under the game's key; a decision kept before is not kept twice. Returns how many
        were new."""
        with self._owner(learner_id) as session:
            known = set(
                session.scalars(
                    select(_GameDecision.ply).where(
                        _GameDecision.learner_id == learner_id, _GameDecision.game == game
                    )
                )
            )
            new = [d for d in decisions if d[0] not in known]
            for ply, kind, correct, cost, code, rule in new:
                session.add(
                    _GameDecision(
                        learner_id=learner_id,
                        game=game,
                        ply=ply,
                        kind=kind,
                        correct=correct,
                        cost=cost,
                        code=code,
                        rule=rule,
                        at=_now(),
                    )
                )
            return len(new)

    def game_verdicts(self, learner_id: int) -> list[GameVerdict]:
        """Every readable graded decision of the learner's played games, oldest first."""
        return list(self.read_game_verdicts(learner_id).items)

    def read_game_verdicts(self, learner_id: int) -> ReadBack[GameVerdict]:
        """Every graded decision of the learner's played games, oldest first, and the damaged
        ones apart."""
        table = _GameDecision.__table__
        return self._read_rows(learner_id, table, "at", "stored_row_game_decisions", _verdict)

    def restore(self, learner_id: int, backup: Backup) -> int:
        """Add a backup's rows to the learner's data in one transaction; a row already kept
        (same content and time) is not added twice. Returns how many rows were added."""
        for entry in backup.notebook:
            _check_note(entry.note)
        for game in backup.games:
            _check_note(game.note)
        with self._owner(learner_id) as session:
            added = 0
            titles = set(
                session.scalars(select(_SavedGame.title).where(_SavedGame.learner_id == learner_id))
            )
            for kind, rows in _restored_rows(learner_id, backup):
                known = _kept_keys(session, kind, learner_id)
                for row in rows:
                    if _row_key(row) not in known:
                        known.add(_row_key(row))
                        if isinstance(row, _SavedGame):  # a title in use gets a number
                            row.title = _free_title(row.title[: MAX_TITLE_LENGTH - 8], titles)
                            titles.add(row.title)
                        session.add(row)
                        added += 1
            for key, value in backup.settings.items():
                if key in RESTORED_SETTINGS and session.get(_Setting, (learner_id, key)) is None:
                    session.add(_Setting(learner_id=learner_id, key=key, value=value[:200]))
            return added

    def save_open_table(self, learner_id: int, data: str) -> None:
        """Keep the learner's table in progress (one per learner; the last write wins)."""
        for _attempt in range(3):
            try:
                with self._owner(learner_id) as session:
                    row = session.get(_OpenTable, learner_id)
                    if row is None:
                        session.add(_OpenTable(learner_id=learner_id, data=data, updated_at=_now()))
                    else:
                        row.data, row.updated_at = data, _now()
                return
            except IntegrityError:
                continue
        raise StoreError("could not save the game in progress")

    def open_table(self, learner_id: int) -> str | None:
        """The saved text of the learner's table in progress, if there is one."""
        with self._owner(learner_id) as session:
            row = session.get(_OpenTable, learner_id)
            return None if row is None else row.data

    def close_table(self, learner_id: int) -> None:
        """Forget the learner's table in progress (a new game starts from scratch)."""
        with self._owner(learner_id) as session:
            row = session.get(_OpenTable, learner_id)
            if row is not None:
                session.delete(row)


def _exercise(r: Row[Any], at: datetime) -> ExerciseEvent:
    return ExerciseEvent(r.lesson_id, r.exercise_id, r.correct, r.answer, at)


def _quiz_answer(r: Row[Any], at: datetime) -> QuizAnswer | Reason:
    """The stored answer, or why it cannot be read (a cost that is no number)."""
    return no_number(r.cost) or QuizAnswer(
        r.quiz_id, r.question_id, r.answer, r.correct, r.cost, at, r.position, r.skill
    )


def _verdict(r: Row[Any], at: datetime) -> GameVerdict | Reason:
    """The stored verdict, or why it cannot be read (a cost that is no number)."""
    return no_number(r.cost) or GameVerdict(
        r.kind, r.correct, r.cost, r.code, at, r.rule, r.game, r.ply
    )


def _restored_rows(learner_id: int, backup: Backup) -> list[tuple[type[Any], list[Any]]]:
    """The backup as new rows of each table (notebook analyses are not restored: a hand is
    analysed again when opened, so a file never brings text the page would show as Markdown)."""
    who = learner_id
    return [
        (_NotebookEntry, [
            _NotebookEntry(learner_id=who, created_at=e.created_at, cards=format_cards(e.cards),
                           skat=format_cards(e.skat), analysis="{}", note=e.note)
            for e in backup.notebook
        ]),
        (_SavedGame, [
            _SavedGame(learner_id=who, title=g.title[:MAX_TITLE_LENGTH], record=g.record,
                       created_at=g.created_at, note=g.note)
            for g in backup.games
        ]),
        (_ExerciseEvent, [
            _ExerciseEvent(learner_id=who, lesson_id=e.lesson_id, exercise_id=e.exercise_id,
                           correct=e.correct, answer=e.answer, at=e.at)
            for e in backup.exercises
        ]),
        (_LessonCompletion, [
            _LessonCompletion(learner_id=who, lesson_id=lesson, at=_now())
            for lesson in backup.lessons_done
        ]),
        (_QuizAnswer, [
            _QuizAnswer(learner_id=who, quiz_id=a.quiz_id, question_id=a.question_id,
                        answer=a.answer, correct=a.correct, cost=a.cost, at=a.at,
                        position=a.position, skill=a.skill)
            for a in backup.quiz_answers
        ]),
        (_GameDecision, [
            _GameDecision(learner_id=who, game=v.game, ply=v.ply, kind=v.quiz_id,
                          correct=v.correct, cost=v.cost, code=v.skill, rule=v.rule, at=v.at)
            for v in backup.game_verdicts
        ]),
        (_KeptSeries, [
            _KeptSeries(learner_id=who, key=s.key, data=s.data, started_at=s.started_at,
                        updated_at=s.started_at)
            for s in backup.series
        ]),
    ]  # fmt: skip


_ROW_KEYS = {
    "notebook_entries": ("cards", "skat", "note", "created_at"),
    "saved_games": ("record",),
    "exercise_events": ("lesson_id", "exercise_id", "at"),
    "lesson_completions": ("lesson_id",),
    "quiz_answers": ("quiz_id", "question_id", "at"),
    "game_decisions": ("game", "ply"),
    "kept_series": ("key",),
}


def _row_key(row: Any) -> tuple[object, ...]:
    """What makes a restored row the same as one already kept (times compared in UTC)."""
    return _key(getattr(row, name) for name in _ROW_KEYS[row.__tablename__])


def _key(values: Iterable[object]) -> tuple[object, ...]:
    return tuple(_utc(v).replace(microsecond=0) if isinstance(v, datetime) else v for v in values)


def _kept_keys(session: Session, kind: type[Any], learner_id: int) -> set[tuple[object, ...]]:
    """The `_row_key` of each of the learner's rows of the table of `kind`, read as stored: a
    damaged time matches none."""
    table: FromClause = kind.__table__
    names = _ROW_KEYS[kind.__tablename__]
    stored = {column.key: column for column in as_stored(table)}
    times = {name for name in names if isinstance(table.c[name].type, DateTime)}
    rows = session.execute(
        select(*(stored[name] for name in names)).where(table.c.learner_id == learner_id)
    )
    return {
        _key(
            moment(value) if name in times else value
            for name, value in zip(names, row, strict=True)
        )
        for row in rows
    }
