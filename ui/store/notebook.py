"""A learner's settings, notebook entries and saved games."""

from __future__ import annotations

import json
from collections.abc import Sequence
from datetime import datetime
from typing import Any

from sqlalchemy import Row, select
from sqlalchemy.exc import IntegrityError

from coach.records import IssRecord, parse_records
from coach.rules import (
    Card,
    CardNotationError,
    DuplicateCardError,
    Reason,
    format_cards,
    parse_cards,
)
from ui.store.base import StoreBase
from ui.store.errors import CorruptRecordError, StoreError
from ui.store.readback import ReadBack
from ui.store.records import (
    MAX_NOTE_LENGTH,
    MAX_TITLE_LENGTH,
    ImportedGames,
    NotebookEntry,
    SavedGame,
)
from ui.store.schema import _NotebookEntry, _now, _owned, _SavedGame, _Setting


class Notebook(StoreBase):
    """Settings, notebook entries and saved games, each under its owner."""

    def settings(self, learner_id: int) -> dict[str, str]:
        with self._owner(learner_id) as session:
            rows = session.scalars(select(_Setting).where(_Setting.learner_id == learner_id))
            return {row.key: row.value for row in rows}

    def set_setting(self, learner_id: int, key: str, value: str) -> None:
        """Set one setting; the last write of two concurrent sessions wins, none fails."""
        for _attempt in range(3):
            try:
                with self._owner(learner_id) as session:
                    row = session.get(_Setting, (learner_id, key))
                    if row is None:
                        session.add(_Setting(learner_id=learner_id, key=key, value=value))
                    else:
                        row.value = value
                return
            except IntegrityError:
                continue
        raise StoreError(f"could not save the setting {key!r}")

    def add_notebook_entry(
        self,
        learner_id: int,
        cards: Sequence[Card],
        *,
        skat: Sequence[Card] = (),
        analysis: dict[str, Any] | None = None,
        note: str = "",
    ) -> int:
        """Save a hand with its analysis (JSON-serialisable) and note; returns the entry id."""
        _check_note(note)
        row = _NotebookEntry(
            learner_id=learner_id,
            created_at=_now(),
            cards=format_cards(cards),
            skat=format_cards(skat),
            analysis=json.dumps(analysis or {}, ensure_ascii=False, sort_keys=True),
            note=note,
        )
        with self._owner(learner_id) as session:
            session.add(row)
            session.flush()
            return row.id

    def notebook(self, learner_id: int) -> list[NotebookEntry]:
        """The learner's entries, newest first; damaged ones carry a `problem`, those whose time
        cannot be read are left out (`read_notebook` names them)."""
        return list(self.read_notebook(learner_id).items)

    def read_notebook(self, learner_id: int) -> ReadBack[NotebookEntry]:
        """The learner's entries, newest first, and apart those whose time cannot be read."""
        return self._read_rows(
            learner_id,
            _NotebookEntry.__table__,
            "created_at",
            "stored_row_notebook_entries",
            _read_entry,
            newest=True,
        )

    def set_notebook_note(self, learner_id: int, entry_id: int, note: str) -> None:
        """Replace the note of one of the learner's entries."""
        _check_note(note)
        with self._owner(learner_id) as session:
            row = _owned(session, _NotebookEntry, entry_id, learner_id)
            row.note = note

    def delete_notebook_entry(self, learner_id: int, entry_id: int) -> None:
        with self._owner(learner_id) as session:
            row = _owned(session, _NotebookEntry, entry_id, learner_id)
            session.delete(row)

    def save_game(self, learner_id: int, title: str, record: str, *, note: str = "") -> int:
        """Save a game as ISS record text under a title unique for the learner."""
        clean = " ".join(title.split())
        if not clean or not record.strip():
            raise StoreError("a saved game needs a title and a record")
        _check_note(note)
        try:
            with self._owner(learner_id) as session:
                row = _SavedGame(
                    learner_id=learner_id,
                    title=clean[:MAX_TITLE_LENGTH],
                    record=record,
                    created_at=_now(),
                    note=note,
                )
                session.add(row)
                session.flush()
                return row.id
        except IntegrityError:
            raise StoreError(f"a game called {clean!r} is already saved") from None

    def import_games(self, learner_id: int, games: Sequence[tuple[str, str, str]]) -> ImportedGames:
        """Add (title, record, note) games in one transaction. A record already in the
        notebook is not added twice; a title in use gets a number: " (2)", " (3)", ..."""
        for _title, _record, note in games:
            _check_note(note)
        with self._owner(learner_id) as session:
            rows = session.execute(
                select(_SavedGame.title, _SavedGame.record).where(
                    _SavedGame.learner_id == learner_id
                )
            ).all()
            titles = {row.title for row in rows}
            records = {row.record for row in rows}
            added, already = [], 0
            for title, record, note in games:
                if record in records:
                    already += 1
                    continue
                free = _free_title(" ".join(title.split())[: MAX_TITLE_LENGTH - 8], titles)
                row = _SavedGame(
                    learner_id=learner_id, title=free, record=record, created_at=_now(), note=note
                )
                session.add(row)
                added.append(row)
                titles.add(free)
                records.add(record)
            session.flush()
            return ImportedGames(tuple(row.id for row in added), already)

    def games(self, learner_id: int) -> list[SavedGame]:
        """The learner's saved games, newest first (`read_games` names those left out)."""
        return list(self.read_games(learner_id).items)

    def read_games(self, learner_id: int) -> ReadBack[SavedGame]:
        """The learner's saved games, newest first, and apart those whose time cannot be read."""
        return self._read_rows(
            learner_id,
            _SavedGame.__table__,
            "created_at",
            "stored_row_saved_games",
            _saved_game,
            newest=True,
        )

    def set_game_note(self, learner_id: int, game_id: int, note: str) -> None:
        """Replace the note of one of the learner's saved games."""
        _check_note(note)
        with self._owner(learner_id) as session:
            row = _owned(session, _SavedGame, game_id, learner_id)
            row.note = note

    def game_record(self, learner_id: int, game_id: int) -> IssRecord:
        """A saved game read back; `CorruptRecordError` names the game and what is wrong."""
        with self._owner(learner_id) as session:
            row = _owned(session, _SavedGame, game_id, learner_id)
            title, text_ = row.title, row.record
        try:
            records = parse_records(text_)
            if len(records) != 1:
                raise ValueError(f"{len(records)} records instead of one")
        except ValueError as error:
            raise CorruptRecordError(
                f"saved game {game_id} ({title!r}) cannot be read: {error}"
            ) from None
        return records[0]

    def delete_game(self, learner_id: int, game_id: int) -> None:
        with self._owner(learner_id) as session:
            row = _owned(session, _SavedGame, game_id, learner_id)
            session.delete(row)


def _check_note(note: str) -> None:
    if len(note) > MAX_NOTE_LENGTH:
        raise StoreError(f"a note has at most {MAX_NOTE_LENGTH} characters")


def _free_title(title: str, taken: set[str]) -> str:
    """`title`, or with the first free number " (2)", " (3)", ... when it is taken."""
    if title not in taken:
        return title
    number = 2
    while f"{title} ({number})" in taken:
        number += 1
    return f"{title} ({number})"


def _saved_game(r: Row[Any], created: datetime) -> SavedGame:
    return SavedGame(r.id, r.title, r.record, created, r.note)


def _read_entry(row: Row[Any], created: datetime) -> NotebookEntry:
    """The entry of `row`; a damaged one (its note kept) with the typed reason why."""
    try:
        cards, skat = parse_cards(row.cards), parse_cards(row.skat)
    except CardNotationError as error:
        code = (
            "notebook_card_twice" if isinstance(error, DuplicateCardError) else "notebook_bad_card"
        )
        problem = Reason.of(code, entry=row.id, token=error.token)
        return NotebookEntry(row.id, created, (), (), {}, row.note, problem)
    try:
        analysis = json.loads(row.analysis)
    except ValueError:
        analysis = None
    if not isinstance(analysis, dict):
        problem = Reason.of("notebook_bad_analysis", entry=row.id)
        return NotebookEntry(row.id, created, (), (), {}, row.note, problem)
    return NotebookEntry(row.id, created, cards, skat, analysis, row.note)
