"""The winners' list (Siegerliste): every series a learner played, one line each, and the
balances across them (seed 000, Programmfunktionen).

A line gives the learner's tournament result of the series (Seeger-Fabian), the list score on the
simple list and, where the series' rule set kept a Bierlachs list, who buys the round. The list
adds the running balance of the list scores, the best tournament result and the Bierlachs
balance: rounds the others bought minus rounds the learner bought. Every figure comes from the
series' own score sheets (`Table.score_sheet`), each game scored under the rules it was played by.
A club's winners' list ranks several learners' lists by their totals (`club_ranking`).
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from dataclasses import dataclass, replace
from enum import Enum

from coach.play.table import Table
from coach.rules.scoring import ScoringList


class Bierlachs(Enum):
    """How a series' Bierlachs list stands for the learner."""

    OPEN = "open"  # no one has reached the goal yet
    LEARNER_PAYS = "learner_pays"  # the learner has the lowest total when the goal is reached
    OTHER_PAYS = "other_pays"


@dataclass(frozen=True, slots=True)
class SeriesLine:
    """One series on the winners' list, from the learner's seat."""

    code: int  # the series code (its first deal number)
    rules: str  # the rule set's name
    games: int  # finished games
    planned: int | None  # the series' length, None for an open-ended one
    tournament: int  # the learner's Seeger-Fabian total
    score: int  # the learner's total on the simple list
    balance: int  # the running balance: list scores of this and all earlier series
    bierlachs: Bierlachs | None  # None: the series kept no Bierlachs list
    bierlachs_goal: int = 0


@dataclass(frozen=True, slots=True)
class WinnersList:
    """The learner's series in the order played, and the figures across them."""

    lines: tuple[SeriesLine, ...]

    @property
    def best_tournament(self) -> int | None:
        """The best tournament result of a series, None before the first."""
        return max((line.tournament for line in self.lines), default=None)

    @property
    def balance(self) -> int:
        """The list scores of all series added up."""
        return self.lines[-1].balance if self.lines else 0

    @property
    def bierlachs_balance(self) -> int | None:
        """Rounds the others bought minus rounds the learner bought; None without a
        Bierlachs list in any series."""
        outcomes = [line.bierlachs for line in self.lines if line.bierlachs is not None]
        if not outcomes:
            return None
        return outcomes.count(Bierlachs.OTHER_PAYS) - outcomes.count(Bierlachs.LEARNER_PAYS)


def finished_games(table: Table) -> int:
    """How many games of the series are over (the current one counts once it is)."""
    return len(table.past) + table.state.is_over


def series_key(table: Table) -> str:
    """A name for the series that stays the same while it is played on: its code and its first
    game as played (a series dealt again from the same code and played otherwise differs)."""
    first = table.past[0].state if table.past else table.state
    digest = hashlib.sha256(repr(first.history).encode()).hexdigest()[:16]
    return f"{table.series_code}-{digest}"


def series_line(table: Table, balance_before: int = 0) -> SeriesLine:
    """The learner's line for the series on `table` (the current game counted once over)."""
    me = table.learner
    tournament = table.score_sheet(ScoringList.TOURNAMENT, with_current=True)
    simple = table.score_sheet(ScoringList.SIMPLE, with_current=True)
    score = simple.totals()[me]
    bierlachs: Bierlachs | None = None
    if table.rules.bierlachs > 0:
        payer = table.bierlachs_payer
        bierlachs = (
            Bierlachs.OPEN
            if payer is None
            else Bierlachs.LEARNER_PAYS
            if payer == me
            else Bierlachs.OTHER_PAYS
        )
    return SeriesLine(
        code=table.series_code,
        rules=table.rules.name,
        games=finished_games(table),
        planned=table.games,
        tournament=tournament.totals()[me],
        score=score,
        balance=balance_before + score,
        bierlachs=bierlachs,
        bierlachs_goal=table.rules.bierlachs,
    )


def winners_list(tables: Sequence[Table]) -> WinnersList:
    """The winners' list of the series on `tables`, in the order given (the order played)."""
    lines: list[SeriesLine] = []
    for table in tables:
        lines.append(series_line(table, lines[-1].balance if lines else 0))
    return WinnersList(tuple(lines))


@dataclass(frozen=True, slots=True)
class ClubLine:
    """One learner on a club's winners' list: the totals of their list, never a game."""

    rank: int | None  # None: no series yet, so no result to rank by
    name: str
    series: int
    best_tournament: int | None
    balance: int
    bierlachs_balance: int | None


def club_ranking(members: Sequence[tuple[str, WinnersList]]) -> tuple[ClubLine, ...]:
    """The club's winners' list of the learners' own lists, ranked by the best tournament result
    of a series, highest first. Equal results share a rank and the next rank skips (1, 1, 3);
    within a rank, and among learners without a series (last, unranked), the names decide."""
    lines = [
        ClubLine(
            None,
            name,
            len(ranking.lines),
            ranking.best_tournament,
            ranking.balance,
            ranking.bierlachs_balance,
        )
        for name, ranking in members
    ]
    ranked = sorted(
        (line for line in lines if line.best_tournament is not None),
        key=lambda line: (-(line.best_tournament or 0), line.name),
    )
    unranked = sorted(
        (line for line in lines if line.best_tournament is None), key=lambda line: line.name
    )
    placed: list[ClubLine] = []
    for index, line in enumerate(ranked):
        tied = bool(placed) and placed[-1].best_tournament == line.best_tournament
        rank = placed[-1].rank if tied else index + 1
        placed.append(replace(line, rank=rank))
    return (*placed, *unranked)
