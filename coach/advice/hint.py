"""The recommended move: the strongest advice we can compute in the time a learner waits.

`recommend(view, budget)` asks the heuristic coach first (instant, with its rules of thumb) and,
when the budget allows, checks every option with the search in worlds consistent with the view
(`coach.search.analyse_in`). The learner sees one recommendation: the search's where it ran, the
heuristic's where it must be instant. Its reasons speak both: the rule of thumb behind the move and
the search's facts (win chance, expected list points, the gap to the next best option). Where the
quick rule would have played otherwise, `Hint.quick_rule()` says what and why, on request. The
search's figures are the decision's `Judgement` (`coach.sampled.judgement`): the verdict and the
reviews read the same one.

The auction stays with the heuristic's limits: letting the search bid measured weaker (issue 18).
With a search budget the hint counts games from a little less chance than the quick rule
(`BID_NEEDS`): the declarer who follows the searched hints wins more of them, and the search
chooses hand or pick-up knowing the bid; `needs` keeps the limit an auction began with. In the
last tricks every consistent world is played out instead of a sample, so a card that is best in
all of them is always found; close calls get more worlds (`Budget.most`).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, replace

from coach.heuristic.bidding import Needs, decide_bid
from coach.heuristic.decide import decide
from coach.heuristic.patrols import patrol_care
from coach.rules.actions import Action, Declare, PickUp, Play, said
from coach.rules.decision import Decision
from coach.rules.explain import Fact, Reason
from coach.rules.game import Phase
from coach.rules.view import PlayerView
from coach.sampled.analysis import decision_of
from coach.sampled.judgement import Judgement, heuristic_judgement, judge_view
from coach.sampled.runner import Analysis, Progress

FINISH = 0.02  # seconds of the time cap kept for scoring the options after the last world
BID_NEEDS = Needs(game=0.55, hand=0.7)  # the chances the searched hint bids on (quick: 0.6, 0.8)


@dataclass(frozen=True, slots=True)
class Budget:
    """How much search a hint may use: sampled worlds (0: the heuristic alone), the most worlds a
    close call is played out in (None: three times `worlds`) and a time cap in seconds (None: no
    cap). When the cap cuts the search short, the worlds played out by then decide; fewer than
    `LEAST_WORLDS` leave the heuristic's answer."""

    worlds: int
    seconds: float | None = None
    most: int | None = None

    @property
    def most_worlds(self) -> int:
        return 3 * self.worlds if self.most is None else self.most


INSTANT = Budget(0)
QUICK = Budget(12, 0.3)
STRONG = Budget(30, 2.0)


@dataclass(frozen=True, slots=True)
class Hint:
    """One recommendation with its reasons, and the quick rule's own answer beside it."""

    decision: Decision  # the recommendation: action, reasons, the alternatives scored
    quick: Decision  # the heuristic's decision
    analysis: Analysis | None = None  # the search's figures; None: the heuristic alone
    judgement: Judgement | None = None  # the decision's judgement (None: not judged, no seed)

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
    view: PlayerView,
    budget: Budget = STRONG,
    seed: int = 0,
    progress: Progress | None = None,
    clock: Callable[[], float] = time.monotonic,
    needs: Needs | None = None,
) -> Hint:
    """The recommended move for `view.seat`, explained; searched when the budget allows.

    `progress(done, total)` is called per world played out; returning False cancels the search
    (`SearchCancelled`). When `budget.seconds` (on `clock`) runs out, the worlds played out by
    then decide: the reasons say how many (the heuristic's answer when fewer than
    `LEAST_WORLDS`). Seeded: the same view, budget and seed give the same hint (unless the time
    cap cuts in). In the auction (with a budget) the bid goes to the limit of `needs` (`BID_NEEDS`
    unless given).
    """
    until = None if budget.seconds is None else clock() + budget.seconds - FINISH
    quick = decide(view)
    if view.phase is Phase.BIDDING and budget.worlds > 0:
        bid = auction_hint(view, quick, needs or BID_NEEDS)
        return replace(bid, judgement=heuristic_judgement(view.seat, seed, bid.decision))
    deadline = None if until is None else lambda: until - clock()
    judgement = judge_view(view, seed, quick, budget.worlds, budget.most_worlds, progress, deadline)
    if not judgement.searched:
        return Hint(quick, quick, judgement=judgement if budget.worlds > 0 else None)
    analysis = judgement.analysis()
    planned = judgement.worlds if judgement.exact else budget.worlds
    searched = patrol_care(view, _explained(quick, analysis, planned, view.ramsch))
    return Hint(searched, quick, analysis, judgement)


def auction_hint(view: PlayerView, quick: Decision, needs: Needs = BID_NEEDS) -> Hint:
    """The bid to the limit of games with `needs`, said why where the quick rule passes; its
    reasons name that limit also where the quick rule bids the same now (a lower limit named
    now would change at a later bid)."""
    decision = decide_bid(view, needs)
    if decision.action == quick.action:
        return Hint(decision, quick)
    further = Reason.of(
        "hint_bid_further",
        chance=round(100 * needs.game),
        hand=round(100 * needs.hand),
    )
    return Hint(replace(decision, reasons=(further, *decision.reasons)), quick)


def _explained(quick: Decision, analysis: Analysis, planned: int, ramsch: bool = False) -> Decision:
    """The search's decision, its reasons led by the rule of thumb or the reason to differ; a
    search the time cap cut short says after how many of the `planned` worlds. A Ramsch's
    figures speak of a minus avoided, not of a game won."""
    searched = decision_of(analysis)
    best = analysis.options[0]
    figures = searched.reasons
    if ramsch:
        spared = round(100 * best.win_rate)
        move = move_fact(best.action)
        figures = (
            Reason.of(
                "ramsch_option",
                move=move,
                worlds=best.worlds,
                expected=round(best.mean, 1),
                spared=spared,
            ),
        )
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
    cut = (
        (Reason.of("hint_time_cut", worlds=analysis.played, planned=planned),)
        if analysis.cut
        else ()
    )
    return Decision(
        searched.seat,
        searched.action,
        (*lead, *figures, *margin, *cut),
        searched.alternatives,
    )


def move_fact(action: Action) -> Fact:
    """A move as a fact a reason can name: the card, the contract (with the two cards put
    away), or "Skat" for picking it up."""
    if isinstance(action, Play):
        return action.card
    if isinstance(action, Declare):
        if action.discard is None:
            return action.contract
        return Reason.of("move_declare_away", game=action.contract, cards=action.discard)
    if isinstance(action, PickUp):
        return "Skat"
    return said(action)  # a bid, a pass, an announcement: as said at the table
