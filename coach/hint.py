"""The recommended move: the strongest advice we can compute in the time a learner waits.

`recommend(view, budget)` asks the heuristic coach first (instant, with its rules of thumb) and,
when the budget allows, checks every option with the search in worlds consistent with the view
(`coach.search.analyse_in`). The learner sees one recommendation: the search's where it ran, the
heuristic's where it must be instant. Its reasons speak both: the rule of thumb behind the move and
the search's facts (win chance, expected list points, the gap to the next best option). Where the
quick rule would have played otherwise, `Hint.quick_rule()` says what and why, on request.

The auction stays with the heuristic: letting the search bid measured weaker (issue 18). In the
last tricks (at most `EXACT_CARDS` cards per hand) every consistent world is played out instead of
a sample, so a card that is best in all of them is always found.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass

from coach.decision import Decision
from coach.explain import Fact, Reason
from coach.game import Action, Declare, GameState, Phase, PickUp, Play
from coach.heuristic.decide import decide
from coach.rules import TRICK_RULES
from coach.search.advice import Analysis, Progress, SearchCancelled, analyse_in, decision_of
from coach.search.sampling import sample_worlds
from coach.view import PlayerView, every_completion

EXACT_CARDS = 3  # at most this many cards per hand: every consistent world is played out
EXACT_WORLDS = 1000  # ... unless there are more worlds than this


@dataclass(frozen=True, slots=True)
class Budget:
    """How much search a hint may use: sampled worlds (0: the heuristic alone) and a time cap in
    seconds after which the heuristic's answer is given instead (None: no cap)."""

    worlds: int
    seconds: float | None = None


INSTANT = Budget(0)
QUICK = Budget(12, 0.3)
STRONG = Budget(30, 2.0)


@dataclass(frozen=True, slots=True)
class Hint:
    """One recommendation with its reasons, and the quick rule's own answer beside it."""

    decision: Decision  # the recommendation: action, reasons, the alternatives scored
    quick: Decision  # the heuristic's decision
    analysis: Analysis | None = None  # the search's figures; None: the heuristic alone

    @property
    def action(self) -> Action:
        return self.decision.action

    @property
    def searched(self) -> bool:
        return self.analysis is not None

    @property
    def disagrees(self) -> bool:
        """Whether the quick rule would have chosen another move."""
        return self.quick.action != self.decision.action

    def quick_rule(self) -> tuple[Reason, ...]:
        """What the quick rule would have done and why; empty when it agrees."""
        if not self.disagrees:
            return ()
        expected = self._expected(self.quick.action)
        head = Reason.of(
            "hint_quick_other",
            move=move_fact(self.quick.action),
            expected=None if expected is None else round(expected, 1),
        )
        return (head, *self.quick.reasons)

    def _expected(self, action: Action) -> float | None:
        if self.analysis is None:
            return None
        for option in self.analysis.options:
            if option.action == action and not option.estimated:
                return option.mean
        return None


def recommend(
    view: PlayerView, budget: Budget = STRONG, seed: int = 0, progress: Progress | None = None
) -> Hint:
    """The recommended move for `view.seat`, explained; searched when the budget allows.

    `progress(done, total)` is called per world played out; returning False cancels the search
    (`SearchCancelled`). When `budget.seconds` runs out, the heuristic's answer is returned.
    Seeded: the same view, budget and seed give the same hint (unless the time cap cuts in).
    """
    quick = decide(view)
    if not _worth_searching(view, budget):
        return Hint(quick, quick)
    start = time.monotonic()
    worlds, exact = _worlds(view, budget, seed)
    timed_out = False

    def checked(done: int, total: int) -> bool:
        nonlocal timed_out
        if budget.seconds is not None and time.monotonic() - start > budget.seconds:
            timed_out = True
            return False
        return progress is None or progress(done, total) is not False

    try:
        analysis = analyse_in(view, worlds, checked, race=not exact)
    except SearchCancelled:
        if timed_out:
            return Hint(quick, quick)
        raise
    return Hint(_explained(quick, analysis), quick, analysis)


def _worth_searching(view: PlayerView, budget: Budget) -> bool:
    """The search runs with a budget, outside the auction, when there is a choice to make."""
    if budget.worlds <= 0 or view.phase not in (Phase.SKAT, Phase.DECLARE, Phase.PLAY):
        return False
    if view.phase is Phase.PLAY:
        assert view.contract is not None
        led = view.trick[0] if view.trick else None
        return TRICK_RULES[view.contract.game].legal_mask(view.hand.mask, led).bit_count() > 1
    return True


def _worlds(view: PlayerView, budget: Budget, seed: int) -> tuple[list[GameState], bool]:
    """Every consistent world in the last tricks (and True), else `budget.worlds` sampled ones."""
    if view.phase is Phase.PLAY and max(view.hand_sizes) <= EXACT_CARDS:
        every = every_completion(view, EXACT_WORLDS)
        if every is not None:
            return every, True
    return sample_worlds(view, budget.worlds, random.Random(seed)), False


def _explained(quick: Decision, analysis: Analysis) -> Decision:
    """The search's decision, its reasons led by the rule of thumb or the reason to differ."""
    searched = decision_of(analysis)
    best = analysis.options[0]
    runner_up = next((o for o in analysis.options[1:] if not o.estimated), None)
    lead: tuple[Reason, ...]
    if searched.action == quick.action:
        lead = (*quick.reasons, Reason.of("hint_search_agrees", worlds=best.worlds))
    else:
        quick_mean = next(
            (o.mean for o in analysis.options if o.action == quick.action and not o.estimated),
            None,
        )
        own = quick.option_for(searched.action)
        lead = (
            Reason.of(
                "hint_search_differs",
                worlds=best.worlds,
                gain=None if quick_mean is None else round(best.mean - quick_mean, 1),
            ),
            *(own.reasons if own is not None else ()),
        )
    margin = (
        ()
        if runner_up is None
        else (Reason.of("hint_next_best", gap=round(best.mean - runner_up.mean, 1)),)
    )
    return Decision(
        searched.seat, searched.action, (*lead, *searched.reasons, *margin), searched.alternatives
    )


def move_fact(action: Action) -> Fact:
    """A move as a fact a reason can name: the card, the game, or "Skat" for picking it up."""
    if isinstance(action, Play):
        return action.card
    if isinstance(action, Declare):
        return action.contract.game
    if isinstance(action, PickUp):
        return "Skat"
    return type(action).__name__
