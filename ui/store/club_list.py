"""The club's winners' list: who chose to appear on it, and their kept series. Nobody appears
without choosing to, a guest never does, and a learner can leave at any time; only named
learners may read the list."""

from __future__ import annotations

from itertools import groupby

from sqlalchemy import delete, select
from sqlalchemy.exc import IntegrityError

from ui.store.accounts import Accounts
from ui.store.errors import StoreError
from ui.store.records import ClubMember, KeptSeries
from ui.store.schema import _ClubListEntry, _KeptSeries, _Learner, _now, _utc


class ClubList(Accounts):
    """Joining and leaving the club's winners' list, and reading it."""

    def on_club_list(self, learner_id: int) -> bool:
        """Whether the learner chose to appear on the club's winners' list."""
        with self._owner(learner_id) as session:
            return session.get(_ClubListEntry, learner_id) is not None

    def set_on_club_list(self, learner_id: int, on: bool) -> None:
        """Join (`on`) or leave the club's winners' list; a guest cannot join."""
        try:
            with self._owner(learner_id) as session:
                learner = session.get(_Learner, learner_id)
                if on and learner is not None and learner.guest:
                    raise StoreError("a guest cannot appear on the club's winners' list")
                if not on:
                    session.execute(
                        delete(_ClubListEntry).where(_ClubListEntry.learner_id == learner_id)
                    )
                elif session.get(_ClubListEntry, learner_id) is None:
                    session.add(_ClubListEntry(learner_id=learner_id, joined_at=_now()))
        except IntegrityError:  # joined at once from two browsers: on the list either way
            pass

    def club_list(self, viewer_id: int) -> list[ClubMember]:
        """The named learners on the club's winners' list, by name, with their kept series (the
        first begun first); read on behalf of a named learner, refused for a guest."""
        with self._owner(viewer_id) as session:
            viewer = session.get(_Learner, viewer_id)
            if viewer is None or viewer.guest:
                raise StoreError("a guest cannot read the club's winners' list")
            members = session.execute(
                select(_Learner.id, _Learner.name)
                .join(_ClubListEntry, _ClubListEntry.learner_id == _Learner.id)
                .where(_Learner.guest.is_(False))
                .order_by(_Learner.name)
            ).all()
            rows = session.scalars(
                select(_KeptSeries)
                .where(_KeptSeries.learner_id.in_([member.id for member in members]))
                .order_by(_KeptSeries.learner_id, _KeptSeries.started_at, _KeptSeries.id)
            ).all()
            series = {
                learner_id: tuple(
                    KeptSeries(row.key, row.data, _utc(row.started_at)) for row in kept
                )
                for learner_id, kept in groupby(rows, key=lambda row: row.learner_id)
            }
            return [ClubMember(member.name, series.get(member.id, ())) for member in members]
