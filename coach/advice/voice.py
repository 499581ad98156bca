"""One voice per decision: its judgement, found once, and the verdict read from it.

`judgement_at(game, ply, seat)` judges action `ply` of a game from the seat's view with the
decision's own seed (`coach.sampled.judgement.judgement_seed`) through the same path as the
checked hint (`coach.advice.hint.recommend`), so the hint, the verdict and the reviews agree.
`verdict_of(judgement, ...)` grades an action from a judgement alone: the cost against the best
option in list points (and the Augen a card leaves behind), and only where the difference exceeds
its own uncertainty; otherwise the two are equally good. In the auction the limit named at the
seat's first bid is kept (`auction_needs`); where the situation changed, the hint says so.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from coach.advice.hint import BID_NEEDS, Budget, Hint, auction_hint, move_fact, recommend
from coach.advice.technique import Fault, faults
from coach.heuristic import Grade, Needs, Prospect, bid_limit, decide, prospects, review
from coach.heuristic.bidding import ALONE_CHANCE, OPEN_CHANCE
from coach.play.table import MoveVerdict
from coach.rules.actions import Action, Bid, Declare, Hold, Pass, Play, Seat
from coach.rules.decision import Decision
from coach.rules.explain import Reason
from coach.rules.game import GameState, Phase, apply, replay
from coach.rules.legal import Prompt
from coach.rules.values import next_bid
from coach.rules.view import PlayerView, view_of
from coach.sampled.analysis import level_reason, rated_declarations
from coach.sampled.judgement import (
    FIRST_WORLDS,
    MOST_WORLDS,
    Judged,
    Judgement,
    heuristic_judgement,
    judgement_seed,
    refine,
    with_option,
)
from coach.sampled.limits import bid_levels, costliest_level, limit_answer, limit_cost
from coach.sampled.runner import BidLevel, Progress

JUDGE = Budget(FIRST_WORLDS, None, MOST_WORLDS)  # the app's judgements (no time cap)
GOOD_COST = 3.0  # at most this many list points below the best option: still good
MISTAKE_COST = 15.0  # more than this (and beyond the noise): a mistake
AUGEN_GIVEN = 10.0  # a card leaving this many Augen more than the best: at least questionable
NOT_JUDGED = "verdict_not_judged"  # the reason code of a verdict the coach could not give


def budget_of(worlds: int = FIRST_WORLDS, seconds: float | None = None) -> Budget:
    """A judgement's budget with `worlds` first worlds: close calls get up to three times as
    many (`JUDGE` at the app's figures)."""
    return Budget(worlds, seconds, worlds * MOST_WORLDS // FIRST_WORLDS)


def before_ply(game: GameState, ply: int) -> GameState:
    """The game as it stood before action `ply`."""
    if not 0 <= ply < len(game.history):
        raise ValueError(f"the game has {len(game.history)} actions; there is no action {ply}")
    return replay(game.deal, game.history[:ply], game.rules)


def auction_needs(before: GameState, seat: Seat) -> Needs:
    """The chances the seat's bids count games from in this auction: those of its first
    decision (an opening bid needs less), kept for the rest of the auction."""
    state = replay(before.deal, (), before.rules)
    for action in before.history:
        if state.phase is not Phase.BIDDING:
            break
        if state.to_move == seat:
            view = view_of(state, seat)
            if view.prompt is Prompt.SAY_BID and view.bid == 0 and seat in OPEN_CHANCE:
                return replace(BID_NEEDS, game=OPEN_CHANCE[seat])
            return BID_NEEDS
        state = apply(state, action)
    return BID_NEEDS


def bidding_hint(before: GameState, seat: Seat) -> Hint:
    """The hint in the auction: the bid to the limit the seat's auction began with; where that
    limit moved (both others passed), the first reason says from what to what."""
    view = view_of(before, seat)
    needs = auction_needs(before, seat)
    hint = auction_hint(view, decide(view), needs)
    first = auction_limit(view, needs, alone=False)[0]
    now = auction_limit(view, needs)[0]
    if first == now:
        return hint
    changed = Reason.of("bid_limit_changed", before=first, now=now)
    decision = replace(hint.decision, reasons=(changed, *hint.decision.reasons))
    return replace(hint, decision=decision)


def auction_limit(
    view: PlayerView, needs: Needs, alone: bool | None = None
) -> tuple[int, Prospect | None]:
    """The limit the hint bids to with `needs` and the game it counts on (0, None: pass); a
    seat left to play alone (both others passed: `alone` unless given) needs more."""
    if alone is None:
        alone = view.prompt is Prompt.OPEN_ALONE
    chosen = replace(needs, game=ALONE_CHANCE) if alone else needs
    return bid_limit(prospects(view.hand, view.seat == 0, view.rules), chosen)


def hint_at(
    before: GameState,
    seat: Seat,
    budget: Budget = JUDGE,
    progress: Progress | None = None,
) -> Hint:
    """The checked hint for the decision `seat` faces in `before`, with its judgement."""
    seed = judgement_seed(before.deal, len(before.history))
    if before.phase is Phase.BIDDING:
        hint = bidding_hint(before, seat)
        return replace(hint, judgement=heuristic_judgement(seat, seed, hint.decision))
    return recommend(view_of(before, seat), budget, seed, progress)


def judgement_at(
    game: GameState,
    ply: int,
    seat: Seat,
    budget: Budget = JUDGE,
    progress: Progress | None = None,
) -> Judgement:
    """The judgement of action `ply` of `game`, a decision of `seat`, from that seat's view (an
    action out of turn, giving up or conceding, has nothing to judge: no options)."""
    before = before_ply(game, ply)
    if before.to_move != seat:
        seed = judgement_seed(game.deal, ply)
        return Judgement(seat, seed, 0, (), game.history[ply], ())
    judgement = hint_at(before, seat, budget, progress).judgement
    assert judgement is not None
    return judgement


def deeper(judgement: Judgement, game: GameState, ply: int, most: int) -> Judgement:
    """The judgement refined with up to `most` worlds of its own sample (it says so)."""
    before = before_ply(game, ply)
    view = view_of(before, judgement.seat)
    return refine(judgement, view, decide(view), most)


def verdict_of(judgement: Judgement, game: GameState, ply: int) -> MoveVerdict:
    """The verdict on action `ply` of `game` read from its judgement (see the module docstring).

    A forced card is good; an action out of turn (giving up or conceding while another player is
    to move) is not judged (its only reason is `NOT_JUDGED`); a decision the search did not
    judge (the auction, an action it did not consider) is graded by the heuristic coach against
    the hint's decision.
    """
    return verdict_before(judgement, before_ply(game, ply), game.history[ply])


def verdict_before(
    judgement: Judgement, before: GameState, action: Action, view: PlayerView | None = None
) -> MoveVerdict:
    """The verdict on `action` taken in `before` (see `verdict_of`); `view` is the judged
    seat's view of `before` (found when not given)."""
    seat = judgement.seat
    if isinstance(action, Play) and len(before.legal_cards()) == 1:
        reasons = (Reason.of("verdict_forced", card=action.card),)
        return MoveVerdict(Grade.GOOD, reasons, action, judgement=judgement)
    if before.to_move != seat:
        not_judged = Reason.of("verdict_not_judged")
        return MoveVerdict(Grade.GOOD, (not_judged,), action, judgement=judgement)
    view = view if view is not None else view_of(before, seat)
    if before.phase is Phase.BIDDING:
        priced = _auction_verdict(judgement, before, action, view)
        if priced is not None:
            return priced
    if isinstance(action, Declare) and judgement.option(action) is None:
        rated = next((o for o in rated_declarations(view) if o.action == action), None)
        if rated is not None:
            judgement = with_option(judgement, rated)
    chosen = judgement.option(action)
    best = judgement.best
    if chosen is None or best is None:
        decision = _hint_decision(before, seat, view)
        graded = review(view, action, decision)
        return MoveVerdict(graded.grade, graded.reasons, decision.action, judgement=judgement)
    return _priced(judgement, chosen, best, faults(view, action), view.ramsch)


def option_verdicts(
    judgement: Judgement, before: GameState, actions: Sequence[Action]
) -> tuple[MoveVerdict, ...]:
    """The verdict on each of `actions` at the decision `before` faces, each as `verdict_of`
    would give it once taken (a quiz reads every answer's grade and cost from here); the
    declarations the judgement did not keep are rated once for all of them."""
    view = view_of(before, judgement.seat)
    missing = [a for a in actions if isinstance(a, Declare) and judgement.option(a) is None]
    if missing and judgement.best is not None:
        wanted = set(missing)
        for rated in rated_declarations(view):
            if rated.action in wanted:
                judgement = with_option(judgement, rated)
    return tuple(verdict_before(judgement, before, action, view) for action in actions)


def limit_verdict(
    levels: tuple[BidLevel, ...],
    best: int,
    limit: int,
    action: Action,
    reasons: tuple[Reason, ...] = (),
    judgement: Judgement | None = None,
) -> MoveVerdict:
    """The verdict on bidding up to `limit` (0: passing) where the hint bids up to `best` with
    `action` (and `reasons`), priced by the search's figures per bid level
    (`coach.sampled.limits.limit_cost`): good within `GOOD_COST`, a mistake beyond
    `MISTAKE_COST`, questionable between. The table's verdict on a bid and the Üben bidding
    question both read it."""
    cost = limit_cost(levels, best, limit)
    level = costliest_level(levels, best, limit)
    if level is None:
        head = Reason.of("verdict_best")
        return MoveVerdict(Grade.GOOD, (head, *reasons), action, 0.0, None, judgement)
    grade = limit_grade(cost)
    if grade is Grade.GOOD:
        code = "verdict_pass_close" if not limit else "verdict_limit_close"
    elif not limit:
        code = "verdict_limit_pass"
    else:
        code = "verdict_limit_higher" if limit > best else "verdict_limit_lower"
    head = Reason.of(code, limit=limit, best=best, cost=round(cost, 1))
    priced = (head, level_reason([level]), *reasons)
    return MoveVerdict(grade, priced, action, round(cost, 1), None, judgement)


def limit_grade(cost: float) -> Grade:
    """The grade of a bid limit that gives away `cost` list points against the hint's."""
    if cost <= GOOD_COST:
        return Grade.GOOD
    return Grade.QUESTIONABLE if cost <= MISTAKE_COST else Grade.MISTAKE


def _auction_verdict(
    judgement: Judgement, before: GameState, action: Action, view: PlayerView
) -> MoveVerdict | None:
    """The verdict on an auction action that leaves the hint's limit, priced by the decision's
    bid levels (`limit_verdict`); within the limit, another bid than the hint's is good too.
    None: the hint's own action (or no levels to price it), which the heuristic review grades."""
    hint = bidding_hint(before, judgement.seat).decision
    if action == hint.action:
        return None
    limit = auction_limit(view, auction_needs(before, judgement.seat))[0]
    shown = _limit_shown(view, action, limit)
    if shown is None:
        within = Reason.of("verdict_within_limit", move=move_fact(action), best=limit)
        return MoveVerdict(Grade.GOOD, (within, *hint.reasons), hint.action, 0.0, None, judgement)
    levels = bid_levels(before, judgement.seat).levels
    if not levels:
        return None
    return limit_verdict(
        levels, limit_answer(levels, limit), shown, hint.action, hint.reasons, judgement
    )


def _limit_shown(view: PlayerView, action: Action, limit: int) -> int | None:
    """The limit `action` shows where it leaves the hint's `limit` (None: it keeps to it): a bid
    or a "ja" above the limit goes at least that high; a pass where the limit bids on, 0."""
    if isinstance(action, Bid):
        return action.value if action.value > limit else None
    if isinstance(action, Hold):
        return view.bid if view.bid > limit else None
    if isinstance(action, Pass):
        asked = view.bid if view.prompt is Prompt.ANSWER_BID else next_bid(view.bid, view.rules)
        return 0 if asked is not None and limit >= asked else None
    return None


def _hint_decision(before: GameState, seat: Seat, view: PlayerView) -> Decision:
    if before.phase is Phase.BIDDING:
        return bidding_hint(before, seat).decision
    return decide(view)


def _priced(
    judgement: Judgement,
    chosen: Judged,
    best: Judged,
    broken: tuple[Fault, ...] = (),
    ramsch: bool = False,
) -> MoveVerdict:
    """Good, questionable or a mistake by the cost against the best option, beyond the noise;
    a move that is not the best and breaks a rule of technique (`broken`: a thrown ace, a missed
    smear, a ten given away) is at least questionable, with the rule it breaks."""
    cost = max(0.0, chosen.behind.mean)
    noise = chosen.behind.stderr
    move, other = move_fact(chosen.action), move_fact(best.action)
    if chosen.action == best.action:
        grade, head = Grade.GOOD, Reason.of("verdict_best")
    elif round(cost, 1) == 0:
        grade, head = Grade.GOOD, Reason.of("verdict_same", move=move, best=other)
    elif not chosen.behind.exceeds_noise():
        grade = Grade.GOOD
        head = Reason.of(
            "verdict_equal", move=move, best=other, cost=round(cost, 1), noise=round(noise, 1)
        )
    elif cost <= GOOD_COST:
        grade = Grade.GOOD
        head = Reason.of("verdict_close", move=move, best=other, cost=round(cost, 1))
    else:
        grade = Grade.QUESTIONABLE if cost <= MISTAKE_COST else Grade.MISTAKE
        head = Reason.of("search_cost", move=move, cost=round(cost, 1), best=other)
    reasons = [head]
    given = chosen.augen_behind
    if (
        grade is Grade.GOOD
        and chosen.action != best.action
        and given is not None
        and given.mean >= AUGEN_GIVEN
        and given.exceeds_noise()
    ):
        grade = Grade.QUESTIONABLE
        reasons.append(Reason.of("verdict_augen", move=move, augen=round(given.mean), best=other))
    if grade is Grade.GOOD and chosen.action != best.action and broken:
        grade = Grade.QUESTIONABLE
        reasons.extend(fault.reason for fault in broken)
    if judgement.refined_from is not None:
        reasons.insert(
            0,
            Reason.of("verdict_refined", worlds=judgement.worlds, before=judgement.refined_from),
        )
    if grade is not Grade.GOOD and judgement.quick == best.action:
        reasons.extend(judgement.quick_reasons)  # the rule of thumb behind the better move
    if chosen.action != best.action:
        reasons.append(_figures(chosen, ramsch))
    return MoveVerdict(
        grade, tuple(reasons), best.action, round(cost, 1), round(noise, 1), judgement
    )


def _figures(option: Judged, ramsch: bool = False) -> Reason:
    """The option's figures; a Ramsch's speak of a minus avoided, not of a game won."""
    if ramsch and not option.estimated:
        return Reason.of(
            "ramsch_option",
            move=move_fact(option.action),
            worlds=option.worlds,
            expected=round(option.points.mean, 1),
            spared=round(100 * option.win_rate),
        )
    if option.estimated:
        return Reason.of("search_estimate", expected=round(option.points.mean, 1))
    return Reason.of(
        "search_option",
        worlds=option.worlds,
        win_rate=round(100 * option.win_rate, 1),
        margin=round(196 * option.win_stderr, 1),
        expected=round(option.points.mean, 1),
    )
