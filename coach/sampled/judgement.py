"""One judgement per decision: every option's figures from the deciding seat's view, found once.

`judge_view(view, seed, ...)` plays every option out in worlds sampled from the view with a seed
that belongs to the decision (`judgement_seed`: the deal and the ply), so whoever asks about the
decision (the checked hint, the verdict, a review) gets the same figures. Per option: expected
list points, win chance and, in the later tricks, the side's card points (Augen), each with a
standard error, and how far it lies behind the best option, paired over the same worlds. Close
calls get more worlds: while the two best options lie within `NOISE_Z` standard errors of each
other, the next worlds of the same seeded sample are played out, up to `most` (not for a
declaration: nine play-outs a world, it keeps its first worlds within the time a learner waits).
A deeper look (`most` larger) continues the same sample, so it refines the judgement instead of
replacing it.
"""

from __future__ import annotations

import math
import random
import zlib
from collections.abc import Sequence
from dataclasses import dataclass, replace

from coach.rules.actions import Action, Deal, Seat
from coach.rules.decision import Decision
from coach.rules.explain import Reason
from coach.rules.game import GameState, Phase
from coach.rules.legal import Prompt
from coach.rules.rule_set import TRICK_RULES
from coach.rules.view import PlayerView, every_completion
from coach.sampled.analysis import analyse_in
from coach.sampled.ramsch_rollout import (
    RAMSCH_FIRST_FACTOR,
    ramsch_analysis,
    same_pass_on,
    sampling_view,
)
from coach.sampled.runner import Analysis, Cell, Deadline, OptionStats, Progress
from coach.search.sampling import sample_worlds

FIRST_WORLDS = 20  # worlds every judgement plays out
MOST_WORLDS = 60  # a close call is played out in up to this many
NOISE_Z = 2.0  # a difference counts once it exceeds this many standard errors
LEAST_WORLDS = 6  # a judgement the time cap cut before this many worlds is the heuristic's
EXACT_CARDS = 3  # at most this many cards per hand: every consistent world is played out
EXACT_WORLDS = 1000  # ... unless there are more worlds than this
AUGEN_CARDS = 6  # from this many cards in hand on, card play also counts the Augen
KEPT_ESTIMATES = 3  # declarations only rated (not played out) kept with a judgement


@dataclass(frozen=True, slots=True)
class Figure:
    """An expected value with its standard error."""

    mean: float
    stderr: float

    def exceeds_noise(self) -> bool:
        """Whether the value lies more than `NOISE_Z` standard errors above zero."""
        return self.mean > NOISE_Z * self.stderr


@dataclass(frozen=True, slots=True)
class Judged:
    """One option of a judged decision, from the deciding seat's side."""

    action: Action
    worlds: int  # worlds it was played out in (0: rated by the heuristic only)
    wins: int  # worlds its side won
    points: Figure  # expected tournament-list points
    behind: Figure  # list points behind the best option, paired over the same worlds
    augen: Figure | None = None  # the side's card points (None: not counted)
    augen_behind: Figure | None = None  # card points behind the best option, paired
    estimated: bool = False  # not played out: `points` is the heuristic coach's rating

    @property
    def win_rate(self) -> float:
        return self.wins / self.worlds if self.worlds else 0.0

    @property
    def win_stderr(self) -> float:
        if not self.worlds:
            return 0.0
        p = self.win_rate
        return math.sqrt(max(p * (1 - p), 0.25 / self.worlds) / self.worlds)


@dataclass(frozen=True, slots=True)
class Judgement:
    """Everything the coach knows about one decision: the options judged (best first) and the
    heuristic's choice and reasons beside them. No options: the heuristic alone judged it (the
    auction, a forced card, a search cut too early)."""

    seat: Seat
    seed: int
    worlds: int  # worlds played out (0: the heuristic alone)
    options: tuple[Judged, ...]
    quick: Action  # the heuristic coach's choice
    quick_reasons: tuple[Reason, ...]
    exact: bool = False  # every consistent world was played out
    cut: bool = False  # the time cap stopped it before every planned world
    refined_from: int | None = None  # the worlds of the judgement this one refines

    @property
    def searched(self) -> bool:
        return bool(self.options)

    @property
    def best(self) -> Judged | None:
        return self.options[0] if self.options else None

    def option(self, action: Action) -> Judged | None:
        """The option taking `action` (two cards passed on: in either order)."""
        wanted = same_pass_on(action)
        return next((o for o in self.options if same_pass_on(o.action) == wanted), None)

    @property
    def close(self) -> bool:
        """Whether the two best options played out lie within the noise of each other (two
        options alike in every world so far are no close call: more worlds rarely part them)."""
        played = [o for o in self.options if not o.estimated]
        if len(played) < 2:
            return False
        behind = played[1].behind
        return behind.stderr > 0 and not behind.exceeds_noise()

    def analysis(self) -> Analysis:
        """The figures as an `Analysis` (for the search's reasons)."""
        options = tuple(
            OptionStats(
                o.action,
                o.worlds,
                o.wins,
                o.points.mean,
                o.points.stderr,
                estimated=o.estimated,
                augen=None if o.augen is None else o.augen.mean,
                augen_stderr=0.0 if o.augen is None else o.augen.stderr,
            )
            for o in self.options
        )
        return Analysis(self.seat, options, played=self.worlds, cut=self.cut)


def judgement_seed(deal: Deal, ply: int) -> int:
    """The seed of the decision at `ply` of a game with `deal`: the same decision of the same
    game (at the table, in a saved file, in an imported record) samples the same worlds."""
    cards = " ".join(card.name for hand in (*deal.hands, deal.skat) for card in hand)
    return zlib.crc32(cards.encode()) * 100 + ply


def heuristic_judgement(seat: Seat, seed: int, quick: Decision) -> Judgement:
    """The judgement of a decision the search does not look at: the heuristic's alone."""
    return Judgement(seat, seed, 0, (), quick.action, quick.reasons)


def judge_view(
    view: PlayerView,
    seed: int,
    quick: Decision,
    first: int = FIRST_WORLDS,
    most: int = MOST_WORLDS,
    progress: Progress | None = None,
    deadline: Deadline | None = None,
) -> Judgement:
    """The judgement of the decision `view.seat` faces (see the module docstring); `quick` is the
    heuristic coach's decision. `progress` returning False cancels (`SearchCancelled`); once
    `deadline()` is up, the worlds played so far decide (fewer than `LEAST_WORLDS`: the
    heuristic). Seeded: the same view, seed and budget give the same judgement (without a cap)."""
    if not _worth_searching(view, first):
        return heuristic_judgement(view.seat, seed, quick)
    if view.ramsch:  # played out by the heuristic players: cheaper per world than a solve
        first *= RAMSCH_FIRST_FACTOR
    most = first if view.phase is Phase.DECLARE else max(most, first)
    worlds, exact = _worlds(sampling_view(view), most, seed)
    augen = view.phase is Phase.PLAY and len(view.hand) <= AUGEN_CARDS
    rounds: list[Analysis] = []
    done = 0
    size = len(worlds) if exact else first
    cut = False
    while done < len(worlds):
        chunk = worlds[done : done + size]
        part = _offset(progress, done, len(worlds))
        if view.ramsch:
            analysis = ramsch_analysis(view, chunk, quick, part, deadline)
        else:
            analysis = analyse_in(view, chunk, part, not exact, deadline, quick, augen)
        rounds.append(analysis)
        done += analysis.played
        cut = analysis.cut
        if cut or not _merged(view, rounds, seed, quick, exact).close:
            break
        size = done  # double the worlds
    if cut and done < min(LEAST_WORLDS, len(worlds)):
        return heuristic_judgement(view.seat, seed, quick)
    return replace(_merged(view, rounds, seed, quick, exact), cut=cut)


def refine(judgement: Judgement, view: PlayerView, quick: Decision, most: int) -> Judgement:
    """The same judgement played out in `most` worlds of its own sample, its first worlds
    included (no time cap); it says what it refines. A judgement with as many worlds already,
    exact or heuristic, stays."""
    if not judgement.searched or judgement.exact or most <= judgement.worlds:
        return judgement
    deeper = judge_view(view, judgement.seed, quick, most, most)
    if deeper.worlds <= judgement.worlds:
        return judgement
    return replace(deeper, refined_from=judgement.worlds)


def with_option(judgement: Judgement, stats: OptionStats) -> Judgement:
    """The judgement holding also a rated option (a declaration it kept no rating of)."""
    if judgement.option(stats.action) is not None or judgement.best is None:
        return judgement
    added = _rated(stats, judgement.best.points)
    return replace(judgement, options=(*judgement.options, added))


def _rated(stats: OptionStats, best: Figure) -> Judged:
    """An option the heuristic only rated, behind the `best` played out by its rating."""
    behind = Figure(best.mean - stats.mean, best.stderr)
    return Judged(stats.action, 0, 0, Figure(stats.mean, 0.0), behind, estimated=True)


# --- inside ----------------------------------------------------------------------------------


def _worth_searching(view: PlayerView, first: int) -> bool:
    """The search judges outside the auction, where there is a choice to make; it plays declarer
    games' cards, and a Ramsch's cards and Schieberamsch's turns with the skat by play-outs
    (`coach.sampled.ramsch_rollout`); Kontra, Re and Schenken stay with the rules of thumb."""
    if first > 0 and view.ramsch and view.phase is Phase.PUSH:
        return view.to_move == view.seat
    if first <= 0 or view.phase not in (Phase.SKAT, Phase.DECLARE, Phase.PLAY):
        return False
    if view.announce_options or view.prompt is not Prompt.CARD:
        return view.phase is not Phase.PLAY
    if view.phase is Phase.PLAY:
        assert view.contract is not None
        led = view.trick[0] if view.trick else None
        return TRICK_RULES[view.contract.game].legal_mask(view.hand.mask, led).bit_count() > 1
    return True


def _worlds(view: PlayerView, count: int, seed: int) -> tuple[list[GameState], bool]:
    """Every consistent world in the last tricks (and True), else `count` sampled ones."""
    if view.phase is Phase.PLAY and max(view.hand_sizes) <= EXACT_CARDS:
        every = every_completion(view, EXACT_WORLDS)
        if every is not None:
            return every, True
    return sample_worlds(view, count, random.Random(seed)), False


def _offset(progress: Progress | None, done: int, total: int) -> Progress | None:
    if progress is None:
        return None
    outer = progress

    def part(played: int, _of: int) -> bool | None:
        return outer(done + played, total)

    return part


def _merged(
    view: PlayerView, rounds: Sequence[Analysis], seed: int, quick: Decision, exact: bool
) -> Judgement:
    """The rounds' worlds as one judgement: per option its cells in every world, in order."""
    order: list[Action] = []
    columns: dict[Action, list[Cell]] = {}
    estimates = [stats for stats in rounds[0].options if stats.estimated][:KEPT_ESTIMATES]
    played = 0
    for analysis in rounds:
        for stats in analysis.options:
            if stats.estimated:
                continue
            if stats.action not in columns:
                order.append(stats.action)
                columns[stats.action] = [None] * played
            columns[stats.action].extend(_cells(stats, analysis.played))
        played += analysis.played
        for cells in columns.values():
            cells.extend([None] * (played - len(cells)))
    rank = {action: index for index, action in enumerate(order)}
    mean = {a: _figure([c[1] for c in cells if c is not None]).mean for a, cells in columns.items()}
    ranked = sorted(order, key=lambda a: (-round(mean[a], 6), rank[a]))
    if not ranked:
        return heuristic_judgement(view.seat, seed, quick)
    best = columns[ranked[0]]
    options = [_judged(action, columns[action], best) for action in ranked]
    options += [_rated(stats, options[0].points) for stats in estimates]
    return Judgement(view.seat, seed, played, tuple(options), quick.action, quick.reasons, exact)


def _cells(stats: OptionStats, played: int) -> list[Cell]:
    cells = list(stats.column[:played])
    return cells + [None] * (played - len(cells))


def _judged(action: Action, cells: list[Cell], best: list[Cell]) -> Judged:
    own = [c for c in cells if c is not None]
    pairs = [(b, c) for b, c in zip(best, cells, strict=True) if b is not None and c is not None]
    counted = [c[2] for c in own if c[2] is not None]
    augen_pairs = [(b[2], c[2]) for b, c in pairs if b[2] is not None and c[2] is not None]
    return Judged(
        action,
        len(own),
        sum(c[0] for c in own),
        _figure([c[1] for c in own]),
        _figure([b[1] - c[1] for b, c in pairs]),
        _figure(counted) if counted else None,
        _figure([b - c for b, c in augen_pairs]) if augen_pairs else None,
    )


def _figure(values: Sequence[float]) -> Figure:
    n = len(values)
    if n == 0:
        return Figure(0.0, 0.0)
    mean = sum(values) / n
    var = sum((v - mean) ** 2 for v in values) / (n - 1) if n > 1 else 0.0
    return Figure(mean, math.sqrt(var / n))
