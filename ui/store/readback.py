"""Reading stored rows back when some are damaged (a time that is no time, a number that is
none): the readable ones are handed out, each damaged one is named with what is wrong and stays
in the database as it is."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any, Generic, TypeVar

from sqlalchemy import DateTime, FromClause, String, type_coerce
from sqlalchemy.sql.elements import ColumnElement

from coach.rules import Reason

T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class DamagedRow:
    """A stored row that cannot be read: its id in its table and `problem`, a typed reason
    naming the row (fact `what`) and what is wrong with it (fact `why`)."""

    row: int
    problem: Reason


@dataclass(frozen=True, slots=True)
class ReadBack(Generic[T]):
    """What a read found: the readable items and the damaged rows left out of them."""

    items: tuple[T, ...]
    damaged: tuple[DamagedRow, ...] = ()

    @property
    def problems(self) -> tuple[Reason, ...]:
        """What is wrong with each damaged row, naming it."""
        return tuple(row.problem for row in self.damaged)


def damaged(what: str, row: int, why: Reason) -> DamagedRow:
    """The damaged row `row`, named by the reason code `what` (a row of which table), and `why`
    it cannot be read."""
    return DamagedRow(row, Reason.of("stored_damaged", what=Reason.of(what, row=row), why=why))


def as_stored(table: FromClause) -> list[ColumnElement[Any]]:
    """The columns of `table` to select, each time read as stored (SQLite hands back its text,
    a server its datetime): a damaged time is no error while reading, `moment` tells it."""
    return [
        type_coerce(column, String).label(column.key)
        if isinstance(column.type, DateTime)
        else column
        for column in table.columns
    ]


def moment(value: object) -> datetime | None:
    """A stored time as the driver hands it back (a datetime, or SQLite's text) in UTC; None
    if it is no time."""
    if isinstance(value, datetime):
        found = value
    else:
        try:
            found = datetime.fromisoformat(str(value))
        except ValueError:
            return None
    return found if found.tzinfo is not None else found.replace(tzinfo=UTC)


def no_time(value: object) -> Reason:
    """Why a stored time cannot be read."""
    return Reason.of("stored_no_time", value=str(value)[:40])


def no_number(value: object) -> Reason | None:
    """Why a stored number (None: none kept) cannot be read, None when it can."""
    if value is None or (isinstance(value, int | float) and not isinstance(value, bool)):
        return None
    return Reason.of("stored_no_number", value=str(value)[:40])
