"""After the game: the review of a finished game from one seat.

`post_mortem(state, seat, ...)` gathers what a learner asks after a game:

* the seat's decisions in order, each with its verdict, reasons and cost in list points, read
  from the decision's one judgement (`coach.advice.voice`: those the table or the record kept
  are reused, the others are judged now with the decision's own seed; a deeper review refines
  them and says so); `PostMortem.worst_first` puts the biggest mistake first;
* "could I have won?" (`Chance`): hindsight, with all cards open, never a grade: the double-dummy
  answer for the seat's side from the first card, the best line of both sides trick by trick
  beside the tricks as played, and the cards after which that answer changed;
* why the result may surprise (`coach.advice.surprises`);
* the same deal with an engine in the seat (`coach.play.duplicate`).

It works on any finished `GameState`: a Spielen game or an imported ISS record. `progress` is the
search's callback (``progress(done, total)``; returning False cancels with `SearchCancelled`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from coach.advice.surprises import surprises
from coach.advice.voice import JUDGE, budget_of, deeper, judgement_at, verdict_of
from coach.heuristic import Grade
from coach.play.duplicate import Comparison, engine_replay
from coach.play.players import Strength
from coach.play.table import MoveVerdict
from coach.rules.actions import Action, Concede, GiveUp, Play, Seat
from coach.rules.cards import Card
from coach.rules.explain import Reason
from coach.rules.game import GameState, Phase, apply, replay
from coach.rules.result import GameResult, result
from coach.rules.scoring import ScoringList
from coach.sampled import SearchCancelled
from coach.sampled.costs import goal_of, start_of_play
from coach.sampled.judgement import Judgement
from coach.sampled.runner import Progress
from coach.search import Goal, Position, Solver

STEPS = 100  # progress steps per part of the review
GRADE_ORDER = {Grade.MISTAKE: 0, Grade.QUESTIONABLE: 1, Grade.GOOD: 2}


@dataclass(frozen=True, slots=True)
class ReviewedDecision:
    """One decision of the seat: where it was taken, what was done, and the verdict on it."""

    ply: int  # the action's index in the game's history (replay from here)
    phase: Phase
    action: Action
    verdict: MoveVerdict
    trick: int | None = None  # the trick (1–10) of a card played

    @property
    def cost(self) -> float:
        """List points lost against the best option (0 where the search did not price it)."""
        return self.verdict.cost or 0.0


@dataclass(frozen=True, slots=True)
class TrickLine:
    """One trick of a line of play: who led, the cards in order, who took it (None: unfinished)."""

    leader: Seat
    cards: tuple[Card, ...]
    winner: Seat | None


@dataclass(frozen=True, slots=True)
class Swing:
    """A card after which the double-dummy answer for the seat's side changed."""

    ply: int
    seat: Seat  # who played it
    card: Card
    trick: int  # 1–10
    winnable: bool  # whether the seat's side could still win after it


@dataclass(frozen=True, slots=True)
class Chance:
    """Could the seat's side have won? The answer with all cards open from the first card."""

    declarer_side: bool  # the seat is the declarer
    goal: Goal
    winnable: bool  # the seat's side wins against best play from the first card
    won: bool  # the seat's side did win
    line: tuple[TrickLine, ...]  # best play of both sides from the first card
    played: tuple[TrickLine, ...]  # the tricks as played
    swings: tuple[Swing, ...]  # in order of play
    reason: Reason

    @property
    def lost_at(self) -> Swing | None:
        """The card that let the win go (the last change from winnable to lost), if any."""
        drops = [t for t in self.swings if not t.winnable]
        return drops[-1] if drops and not self.won else None


@dataclass(frozen=True, slots=True)
class PostMortem:
    """The review of one finished game from one seat."""

    state: GameState
    seat: Seat
    outcome: GameResult
    decisions: tuple[ReviewedDecision, ...]  # in the order they were taken
    chance: Chance | None  # None when no card was played (passed in, given up at once)
    surprises: tuple[Reason, ...]
    duplicate: Comparison | None

    def worst_first(self) -> tuple[ReviewedDecision, ...]:
        """The decisions with the worst grade first (then the costliest, then in order)."""
        return tuple(
            sorted(
                self.decisions,
                key=lambda d: (GRADE_ORDER[d.verdict.grade], -d.cost, d.ply),
            )
        )

    @property
    def biggest_mistake(self) -> ReviewedDecision | None:
        """The worst decision that was not good, if there was one (a good one never is)."""
        worst = self.worst_first()
        if worst and worst[0].verdict.grade is not Grade.GOOD:
            return worst[0]
        return None


def post_mortem(
    state: GameState,
    seat: Seat,
    *,
    deal_number: int = 0,
    kind: ScoringList = ScoringList.TOURNAMENT,
    judgements: Mapping[int, Judgement] | None = None,
    actors: Sequence[Seat] | None = None,
    players: tuple[Strength, Strength, Strength] | None = None,
    engine: Strength = Strength.CLUB,
    worlds: int = JUDGE.worlds,
    deeper_worlds: int | None = None,
    progress: Progress | None = None,
) -> PostMortem:
    """The review of the finished game `state` from `seat`.

    `judgements` holds the decisions' judgements already found (by ply: the table's, a record's);
    the others are found now (`coach.advice.voice.judgement_at` with `worlds` first worlds, the
    same as at the table). `deeper_worlds` above a judgement's worlds refines it with more worlds
    of its own sample (the verdict says so). `actors` names the seat of every action where the
    state cannot tell (a concession). `deal_number` seeds the engines as the table did; `players`
    are the engines at the three seats for the duplicate comparison (None: no comparison),
    `engine` the one that takes `seat` there.
    """
    if not state.is_over:
        raise ValueError("the game is not over yet: a review needs a finished game")
    known = judgements or {}
    plies = seat_decisions(state, seat, actors)
    todo = [ply for ply in plies if ply not in known or deeper_worlds is not None]
    parts = len(todo) + 1 + (players is not None)
    stepper = _Parts(progress, parts)
    decisions = []
    for ply in plies:
        judgement = known.get(ply)
        if judgement is None:
            judgement = judgement_at(state, ply, seat, budget_of(worlds), stepper.next_part())
        elif deeper_worlds is not None:
            stepper.next_part()
        if deeper_worlds is not None:
            judgement = deeper(judgement, state, ply, deeper_worlds)
        decisions.append(_reviewed(state, ply, verdict_of(judgement, state, ply)))
    chance = chance_of(state, seat, stepper.next_part())
    duplicate = None
    if players is not None:
        stop = stepper.next_part()
        duplicate = engine_replay(
            state,
            seat,
            engine,
            players,
            deal_number,
            kind,
            None if stop is None else lambda: stop(0, 1) is False,
        )
    stepper.finish()
    outcome = result(state)
    return PostMortem(
        state, seat, outcome, tuple(decisions), chance, surprises(state, outcome), duplicate
    )


def seat_decisions(state: GameState, seat: Seat, actors: Sequence[Seat] | None = None) -> list[int]:
    """The plies at which `seat` decided: its actions, without cards it was forced to play.

    Giving up is the declarer's; a concession is the seat's given in `actors` (by default the
    first defender's, as the ISS record writer assumes)."""
    plies = []
    current = GameState.new(state.deal, state.rules)
    for ply, action in enumerate(state.history):
        actor = actors[ply] if actors is not None else _actor(current, action)
        forced = isinstance(action, Play) and len(current.legal_cards()) == 1
        if actor == seat and not forced:
            plies.append(ply)
        current = apply(current, action)
    return plies


def _actor(state: GameState, action: Action) -> Seat | None:
    if isinstance(action, GiveUp | Concede):
        assert state.declarer is not None
        return state.declarer if isinstance(action, GiveUp) else (state.declarer + 1) % 3
    return state.to_move


def _reviewed(state: GameState, ply: int, verdict: MoveVerdict) -> ReviewedDecision:
    before = replay(state.deal, state.history[:ply], state.rules)
    trick = len(before.tricks) + 1 if before.phase is Phase.PLAY else None
    return ReviewedDecision(ply, before.phase, state.history[ply], verdict, trick)


def chance_of(state: GameState, seat: Seat, progress: Progress | None = None) -> Chance | None:
    """Could `seat`'s side have won the finished `state` with all cards open from the first card?

    None when the game never reached card play (passed in) or ended before the first card. An
    overbid game was lost at the declaration: no card play could have won it."""
    if state.contract is None or state.declarer is None:
        return None
    start = start_of_play(state)
    cards = tuple(a.card for a in state.history[len(start.history) :] if isinstance(a, Play))
    if not cards:
        return None
    outcome = result(state)
    solver = Solver()
    goal = goal_of(start)
    declarer_side = seat == state.declarer
    position = Position.of(start)
    swings: tuple[Swing, ...] = ()
    if outcome.overbid:
        side = not declarer_side
    else:
        side = solver.achieves(position, goal) == declarer_side
        swings = _swings(solver, start, cards, goal, declarer_side, side, progress)
    won = outcome.won == declarer_side
    reason = _chance_reason(side, won) if not outcome.overbid else Reason.of("review_overbid")
    return Chance(
        declarer_side,
        goal,
        side,
        won,
        tricks_of(start, solver.principal_line(position)),
        tricks_of(start, cards),
        swings,
        reason,
    )


def _swings(
    solver: Solver,
    start: GameState,
    cards: Sequence[Card],
    goal: Goal,
    declarer_side: bool,
    winnable: bool,
    progress: Progress | None,
) -> tuple[Swing, ...]:
    """The cards after which the double-dummy answer for the side changed."""
    swings: list[Swing] = []
    position = Position.of(start)
    current = start
    for number, card in enumerate(cards):
        if progress is not None and progress(number, len(cards)) is False:
            raise SearchCancelled("the review was cancelled")
        mover = current.to_move
        assert mover is not None
        trick = len(current.tricks) + 1
        ply = len(current.history)
        position = position.play(card)
        current = apply(current, Play(card))
        now = solver.achieves(position, goal) == declarer_side
        if now != winnable:
            swings.append(Swing(ply, mover, card, trick, now))
        winnable = now
    return tuple(swings)


def _chance_reason(winnable: bool, won: bool) -> Reason:
    if winnable:
        return Reason.of("review_winnable_won" if won else "review_winnable_lost")
    return Reason.of("review_unwinnable_won" if won else "review_unwinnable_lost")


def tricks_of(start: GameState, cards: Sequence[Card]) -> tuple[TrickLine, ...]:
    """The cards played from `start` (the first card) grouped into tricks."""
    state = start
    for card in cards:
        state = apply(state, Play(card))
    lines = [TrickLine(t.leader, t.cards, t.winner) for t in state.tricks]
    if state.trick:
        lines.append(TrickLine(state.leader, state.trick, None))
    return tuple(lines)


class _Parts:
    """Splits one progress callback over the parts of the review, in equal shares."""

    def __init__(self, progress: Progress | None, parts: int) -> None:
        self.progress = progress
        self.parts = parts
        self.done = 0

    def next_part(self) -> Progress | None:
        """The callback for the next part; the parts before it count as done."""
        if self.progress is None:
            return None
        outer, base, total = self.progress, self.done * STEPS, self.parts * STEPS
        self.done += 1

        def part(done: int, of: int) -> bool | None:
            share = STEPS * done // of if of else 0
            return outer(base + min(share, STEPS), total)

        if outer(base, total) is False:
            raise SearchCancelled("the review was cancelled")
        return part

    def finish(self) -> None:
        if self.progress is not None:
            self.progress(self.parts * STEPS, self.parts * STEPS)
