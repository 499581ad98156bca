"""The series a learner played at Spielen, kept in the store for the winners' list: written each
time one of its games ends (a sandbox never counts), read back as tables."""

from __future__ import annotations

from collections.abc import Iterable

from coach.play import Table, TableFormatError, dumps, loads_with_sandbox, series_key
from ui.session import PageContext


def keep_series(ctx: PageContext, table: Table | None) -> None:
    """Keep the series on `table` once a game of it is over."""
    if table is not None and not table.is_sandbox and table.state.is_over:
        ctx.store.keep_series(ctx.learner.id, series_key(table), dumps(table))


def kept_tables(ctx: PageContext) -> tuple[list[Table], int]:
    """The learner's kept series that read back, the first begun first, and how many did not."""
    return read_tables(kept.data for kept in ctx.store.kept_series(ctx.learner.id))


def read_tables(texts: Iterable[str]) -> tuple[list[Table], int]:
    """The kept series (their texts) that read back as tables, in order, and how many did not."""
    tables: list[Table] = []
    unreadable = 0
    for text in texts:
        try:
            tables.append(loads_with_sandbox(text)[0])
        except TableFormatError:
            unreadable += 1
    return tables, unreadable
