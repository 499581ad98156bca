"""The series a learner played at Spielen, kept for the winners' list: one row per series,
rewritten each time one of its games ends, in the order the series were begun."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import Row, select
from sqlalchemy.exc import IntegrityError

from ui.store.accounts import Accounts
from ui.store.errors import StoreError
from ui.store.readback import ReadBack
from ui.store.records import KeptSeries
from ui.store.schema import _KeptSeries, _now

MAX_KEY_LENGTH = 60


class SeriesBook(Accounts):
    """Played series (`coach.play.table_file` text), each under the key the table gives it."""

    def keep_series(self, learner_id: int, key: str, data: str) -> None:
        """Keep the series `key` as `data` (a later write of the same series replaces it)."""
        if not key or len(key) > MAX_KEY_LENGTH:
            raise StoreError(f"a series key has 1 to {MAX_KEY_LENGTH} characters, not {len(key)}")
        for _attempt in range(3):
            try:
                with self._owner(learner_id) as session:
                    row = session.scalar(
                        select(_KeptSeries).where(
                            _KeptSeries.learner_id == learner_id, _KeptSeries.key == key
                        )
                    )
                    if row is None:
                        session.add(_KeptSeries(learner_id=learner_id, key=key, data=data))
                    else:
                        row.data, row.updated_at = data, _now()
                return
            except IntegrityError:  # the same series written at once by two runs
                continue
        raise StoreError("could not keep the series")

    def kept_series(self, learner_id: int) -> list[KeptSeries]:
        """The learner's series, the first begun first (`read_series` names those left out)."""
        return list(self.read_series(learner_id).items)

    def read_series(self, learner_id: int) -> ReadBack[KeptSeries]:
        """The learner's series, the first begun first, and apart those whose time cannot be
        read."""
        table = _KeptSeries.__table__
        return self._read_rows(learner_id, table, "started_at", "stored_row_kept_series", _kept)


def _kept(row: Row[Any], started: datetime) -> KeptSeries:
    return KeptSeries(row.key, row.data, started)
