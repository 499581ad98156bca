"""Playing options out in sampled worlds: the worker pool, the race that stops an option far
behind, and each option's figures (win rate, list points, Augen) kept per world for pairing."""

from __future__ import annotations

import math
import threading
from collections.abc import Callable, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, field

from coach.rules.actions import Action, Play
from coach.rules.contract import Contract, GameType
from coach.rules.explain import Reason
from coach.rules.game import GameState, apply
from coach.rules.view import PlayerView
from coach.search.engine import Solver
from coach.search.outcome import PlayedOut, play_out
from coach.search.position import Position

Cell = tuple[bool, int, int | None] | None
"""Per world: the player's side wins, the player's list points, the side's card points (None:
not counted); None: the option was not played out in that world."""


Progress = Callable[[int, int], bool | None]
"""Called with (worlds done, worlds in all); returning False cancels the search."""


Deadline = Callable[[], float]
"""The seconds left; at 0 or below no further world is played out (the search is cut)."""


WORKERS = 2


RACE_BATCH = 10  # worlds played out between two looks at the options


RACE_MIN = 10  # worlds an option is played out in before it may be pruned


RACE_Z = 2.58  # how many standard errors behind the leader an option is pruned at (99 %)


IMPOSSIBLE = -10_000  # marks a contract that cannot be declared at that bid


class SearchCancelled(Exception):
    """The progress callback asked to stop."""


@dataclass(frozen=True, slots=True)
class OptionStats:
    """One option played out in `worlds` worlds, from the deciding player's side."""

    action: Action
    worlds: int
    wins: int
    mean: float  # expected tournament-list points
    stderr: float
    label: str = ""  # e.g. the contract behind a bid
    estimated: bool = False  # not played out: `mean` is the heuristic coach's estimate
    augen: float | None = None  # the side's expected card points (card play only; else None)
    augen_stderr: float = 0.0
    column: tuple[Cell, ...] = field(default=(), compare=False, repr=False)  # per world

    @property
    def win_rate(self) -> float:
        return self.wins / self.worlds if self.worlds else 0.0

    @property
    def win_margin(self) -> float:
        """Half-width of the 95 % interval of the win rate (normal approximation)."""
        if not self.worlds:
            return 0.0
        p = self.win_rate
        return 1.96 * math.sqrt(max(p * (1 - p), 0.25 / self.worlds) / self.worlds)

    def reason(self) -> Reason:
        if self.estimated:
            return Reason.of("search_estimate", expected=round(self.mean, 1))
        return Reason.of(
            "search_option",
            worlds=self.worlds,
            win_rate=round(100 * self.win_rate, 1),
            margin=round(100 * self.win_margin, 1),
            expected=round(self.mean, 1),
        )


@dataclass(frozen=True, slots=True)
class BidLevel:
    """Expected result of declaring the best contract kind at one bid level."""

    bid: int
    contract: Contract | None  # None: pick up and choose after seeing the skat
    win_rate: float
    expected: float


@dataclass(frozen=True, slots=True)
class Analysis:
    """All options of one decision, best first, and for bidding the table per bid level."""

    seat: int
    options: tuple[OptionStats, ...]
    levels: tuple[BidLevel, ...] = ()
    solves: int = 0  # double-dummy searches it took
    played: int = 0  # worlds played out
    cut: bool = False  # the deadline stopped it before every world was played out


_local = threading.local()


def _solver() -> Solver:
    solver: Solver | None = getattr(_local, "solver", None)
    if solver is None:
        solver = _local.solver = Solver()
    return solver


Row = list[Cell]


Work = Callable[[Solver, GameState, frozenset[int]], Row]


class _Runner:
    """Plays out the worlds of one analysis, two threads at a time; counts the solver calls.

    With a `deadline`, no world is waited for past it: the rows played by then are kept and the
    analysis is `cut` (a world still being played finishes in the background, unused)."""

    def __init__(
        self,
        progress: Progress | None,
        race: bool = True,
        deadline: Deadline | None = None,
        augen: bool = False,
    ) -> None:
        self.progress = progress
        self.augen = augen  # card play also counts each side's card points (a solve more)
        self.race = race
        self.deadline = deadline
        self.solves = 0
        self.played = 0  # worlds played out
        self.cut = False

    def rows(
        self, worlds: Sequence[GameState], work: Work, options: int, race: bool = True
    ) -> list[Row]:
        """`work` on every world; rows in world order.

        With `race`, worlds go in batches and after each batch an option whose list points are
        clearly below the leading option's in the same worlds (`_still_in_race`) is no longer
        played out: obviously bad options are pruned first. Every row holds every option still
        in the race, so a search cut short by the deadline compares them in the same worlds.
        """
        rows: list[Row] = []
        active = frozenset(range(options))
        pool = ThreadPoolExecutor(max_workers=WORKERS)
        try:
            for start in range(0, len(worlds), RACE_BATCH):
                batch = worlds[start : start + RACE_BATCH]
                futures = [pool.submit(_with_solver, work, world, active) for world in batch]
                for future in futures:
                    done = self._wait(future)
                    if done is None:
                        self.cut = True
                        break
                    row, solves = done
                    rows.append(row)
                    self.solves += solves
                    if self.progress is not None and self.progress(len(rows), len(worlds)) is False:
                        raise SearchCancelled
                if self.cut:
                    break
                if race and self.race:
                    active = _still_in_race(rows, active)
        finally:
            # a cut search does not wait for the worlds still being played: the learner is
            pool.shutdown(wait=not self.cut, cancel_futures=True)
        self.played = len(rows)
        return rows

    def _wait(self, future: Future[tuple[Row, int]]) -> tuple[Row, int] | None:
        """A world's row and solver calls; None when the deadline passes first."""
        if self.deadline is None:
            return future.result()
        left = self.deadline()
        if left <= 0:
            return None
        try:
            return future.result(timeout=left)
        except TimeoutError:
            return None


def _still_in_race(rows: list[Row], active: frozenset[int]) -> frozenset[int]:
    """The options not clearly worse than the leader, compared world by world.

    All active options were played out in the same worlds, so the test looks at the differences
    of list points per world (a paired test): options that agree in most worlds are told apart
    far sooner than by comparing their spreads. An option leaves the race when the leader is
    ahead by more than `RACE_Z` standard errors of the mean difference.
    """
    if len(rows) < RACE_MIN:
        return active

    def mean_points(index: int) -> float:
        points = [cell[1] for row in rows if (cell := row[index]) is not None]
        return sum(points) / len(points) if points else float("-inf")

    leader = max(sorted(active), key=mean_points)
    keep = {leader}
    for index in active:
        differences = [
            ahead[1] - behind[1]
            for row in rows
            if (ahead := row[leader]) is not None and (behind := row[index]) is not None
        ]
        if len(differences) < RACE_MIN:
            keep.add(index)
            continue
        mean, stderr = _mean_stderr(differences)
        if mean <= RACE_Z * stderr:
            keep.add(index)
    return frozenset(keep)


def _mean_stderr(points: list[int]) -> tuple[float, float]:
    n = len(points)
    mean = sum(points) / n
    var = sum((p - mean) ** 2 for p in points) / (n - 1) if n > 1 else 0.0
    return mean, math.sqrt(var / n)


def _with_solver(work: Work, world: GameState, active: frozenset[int]) -> tuple[Row, int]:
    solver = _solver()
    before = solver.searches
    row = work(solver, world, active)
    return row, solver.searches - before


def _stats(
    actions: Sequence[Action], rows: list[Row], labels: Sequence[str] = ()
) -> list[OptionStats]:
    result = []
    for index, action in enumerate(actions):
        cells = tuple(row[index] for row in rows)
        column = [cell for cell in cells if cell is not None]
        n = len(column)
        mean, stderr = _mean_stderr([cell[1] for cell in column]) if n else (0.0, 0.0)
        counted = [a for cell in column if (a := cell[2]) is not None]
        augen, augen_stderr = _mean_stderr(counted) if counted else (None, 0.0)
        label = labels[index] if index < len(labels) else ""
        wins = sum(cell[0] for cell in column)
        result.append(
            OptionStats(action, n, wins, mean, stderr, label, False, augen, augen_stderr, cells)
        )
    return result


def _side(
    view: PlayerView, state: GameState, played: PlayedOut, bid: int, augen: int | None = None
) -> tuple[bool, int, int | None]:
    written = played.written(state, bid)
    assert state.declarer is not None
    return (
        written.wins_for(view.seat, state.declarer),
        written.list_points_for(view.seat, state.declarer),
        augen,
    )


def _augen(solver: Solver, view: PlayerView, state: GameState) -> int | None:
    """The card points the seat's side ends with in best play (None in Null: tricks count)."""
    if state.contract is None or state.contract.game is GameType.NULL:
        return None
    declarer = solver.value(Position.of(state))
    return declarer if view.seat == state.declarer else 120 - declarer


def _play_options(view: PlayerView) -> list[Play]:
    return [Play(card) for card in view.legal_cards()]


def _card_play(view: PlayerView, worlds: list[GameState], runner: _Runner) -> Analysis:
    count = runner.augen
    actions = _play_options(view)

    index = {action.card: i for i, action in enumerate(actions)}

    def work(solver: Solver, world: GameState, active: frozenset[int]) -> Row:
        row: Row = [None] * len(actions)
        for group in Position.of(world).interchangeable():
            wanted = [card for card in group if index[card] in active]
            if not wanted:
                continue
            after = apply(world, Play(wanted[0]))
            augen = _augen(solver, view, after) if count else None
            result = _side(view, after, play_out(solver, after), after.bid, augen)
            for card in wanted:
                row[index[card]] = result
        return row

    rows = runner.rows(worlds, work, len(actions))
    return Analysis(view.seat, _ranked(_stats(actions, rows)))


def _ranked(stats: Sequence[OptionStats]) -> tuple[OptionStats, ...]:
    return tuple(sorted(stats, key=lambda s: (s.estimated, -s.mean, -s.win_rate)))
