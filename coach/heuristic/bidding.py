"""Bidding: how high to go from each seat, and when to hold or pass.

The limit is the highest value among the games the hand can play with a good enough chance;
the bidder climbs the bid ladder one value at a time up to that limit ("sagen, hören"). A value
that a missing top trump in the skat would lower counts only with the chance that it holds.
A hand game counts only with the chance the declarer needs to play it from hand (`HAND_CHANCE`):
bidding up to a hand game's value and then picking up ends above every pick-up game.
A pick-up Grand counts only from `GRAND_CHANCE`: the seeds ask a Grand for jacks, aces and side
tricks together, and an auction that reaches a Grand's 48 or more means another seat is strong;
in the study a Grand of 60-70 % bid to its value lost 50 list points on average, while the same
hands' suit game (their limit without the Grand) came out ahead.
A trump game counts only on real trump strength (`trump_sense`): the seeds play a suit game
from the fifth trump with a jack (more without), so before the skat, which may add one, a hand
needs four trumps with a jack or three side aces (the seeds' side tricks), else five (on the
ISS games, real players bid five bare trumps and pass four beside two aces); a Grand two jacks,
or one with all four aces. A hand below that (♣D ♣9
♣7 without a jack, three aces beside) is no suit game to a club player, however the sampled
skats rate it: averaged over skats and discards the aces carry the estimate, but the defenders
hold the jacks and trump the aces.
The first value is said with less: rearhand after middlehand's pass (passing too leaves the deal
to forehand alone) and middlehand speaking first, as a deal passed in scores nothing (XSkat plays
such hands from both seats and wins most of them).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from coach.heuristic.declaring import HAND_CHANCE
from coach.heuristic.prospects import Prospect, contract_label, prospects
from coach.rules.actions import FOREHAND, MIDDLEHAND, REARHAND, Action, Bid, Hold, Pass
from coach.rules.contract import GameType
from coach.rules.decision import Decision, Option
from coach.rules.explain import Reason
from coach.rules.legal import Prompt
from coach.rules.values import next_bid
from coach.rules.view import PlayerView

BID_CHANCE = 0.6  # the win chance a game needs before we bid on it
ALONE_CHANCE = 0.5  # forehand after two passes: a game at 18 or passed in
OPEN_CHANCE = {MIDDLEHAND: 0.55, REARHAND: 0.5}  # the first value, nobody having bid yet
NULL_EASE = 0.12  # a Null may be bid on a little less: its loss is small and capped
GRAND_CHANCE = 0.7  # a pick-up Grand needs this: bid to a Grand's value, a weak one loses
TRUMPS_WITH_JACK, TRUMPS_WITHOUT_JACK = 4, 5  # a suit game's least trumps in the ten cards
SIDE_ACES = 3  # beside this many aces four trumps make a suit game without a jack
GRAND_JACKS = 2  # a Grand's least jacks in the ten cards (one with all four aces)


@dataclass(frozen=True, slots=True)
class Needs:
    """The win chances a game needs to count for the bid limit: any game, and a hand game (or
    the declarer would pick up instead)."""

    game: float
    hand: float


def quick_needs() -> Needs:
    """The quick rule's needs: `BID_CHANCE`, a hand game `HAND_CHANCE`."""
    return Needs(BID_CHANCE, HAND_CHANCE)


def bid_limit(candidates: list[Prospect], needs: Needs) -> tuple[int, Prospect | None]:
    """The highest value among prospects with at least the chance they need (0 if none), a value
    the skat may lower counted with the chance that it holds (`Prospect.value_at`); a hand game
    needs at least `needs.hand`, a pick-up Grand `GRAND_CHANCE`."""
    good = [(_counted(p, needs), p) for p in candidates]
    good = [(value, p) for value, p in good if value]
    if not good:
        return 0, None
    return max(good, key=lambda vp: (vp[0], vp[1].expected))


def trump_sense(prospect: Prospect) -> bool:
    """Whether a trump game has what a player bids it on: a suit game `TRUMPS_WITH_JACK` trumps
    with a jack or beside `SIDE_ACES` aces (else `TRUMPS_WITHOUT_JACK`), a Grand two jacks (one
    with all four aces, as the seeds allow); a Null is judged by its chance alone."""
    shape = prospect.shape
    if shape is None:
        return True
    if prospect.contract.game is GameType.GRAND:
        return shape.jacks >= GRAND_JACKS or (shape.jacks >= 1 and shape.aces == 4)
    if shape.jacks or shape.aces >= SIDE_ACES:
        return shape.trumps >= TRUMPS_WITH_JACK
    return shape.trumps >= TRUMPS_WITHOUT_JACK


def _counted(prospect: Prospect, needs: Needs) -> int:
    """The value a prospect gives the limit: a pick-up Grand short of `GRAND_CHANCE` but reaching
    the seat's chance gives only the first bid (18): after the pick-up any game may follow. A
    suit game without `trump_sense` gives nothing."""
    if not trump_sense(prospect):
        return 0
    value = prospect.value_at(_least(prospect, needs))
    if value or prospect.contract.game is not GameType.GRAND or prospect.contract.hand:
        return value
    return _first_bid(prospect) if prospect.chance >= needs.game else 0


def _first_bid(prospect: Prospect) -> int:
    return next_bid(0, prospect.rules) or 0


def _ease(prospect: Prospect) -> float:
    return NULL_EASE if prospect.contract.game is GameType.NULL else 0.0


def _least(prospect: Prospect, needs: Needs) -> float:
    """The chance a prospect needs to count for the limit."""
    if prospect.contract.hand:
        return max(needs.game, needs.hand)
    if prospect.contract.game is GameType.GRAND:
        return max(needs.game, GRAND_CHANCE)
    return needs.game - _ease(prospect)


def _own(prospect: Prospect, needs: Needs) -> float:
    """The chance a hand game or a pick-up Grand needs of its own, whatever the seat's."""
    return _least(prospect, replace(needs, game=0.0))


def _too_weak(candidates: list[Prospect], needs: Needs, limit: int) -> tuple[Reason, ...]:
    """Why the best hand game and the best pick-up Grand above the limit do not count, though
    they reach the seat's chance: each needs its own (`_own`)."""
    above = [
        p
        for p in candidates
        if _needs_more(p) and p.value > limit and needs.game - _ease(p) <= p.chance < _own(p, needs)
    ]
    firsts = {p.contract.hand: p for p in reversed(above)}  # the best of each kind
    return tuple(_weak_reason(firsts[hand], needs) for hand in sorted(firsts, reverse=True))


def _few_trumps(candidates: list[Prospect], needs: Needs, limit: int) -> tuple[Reason, ...]:
    """Why the best trump game that reaches its chance but lacks trumps (a Grand: jacks) does not
    count."""
    for prospect in candidates:
        shape = prospect.shape
        if trump_sense(prospect) or shape is None or prospect.value <= limit:
            continue
        if not prospect.value_at(_least(prospect, needs)):
            continue
        chance = round(100 * prospect.chance)
        if prospect.contract.game is GameType.GRAND:
            return (
                Reason.of(
                    "bid_grand_few_jacks", chance=chance, jacks=shape.jacks, least=GRAND_JACKS
                ),
            )
        return (
            Reason.of(
                "bid_few_trumps",
                game=prospect.contract.game,
                chance=chance,
                trumps=shape.trumps,
                jacks=shape.jacks,
                least=TRUMPS_WITH_JACK,
                bare=TRUMPS_WITHOUT_JACK,
                side_aces=SIDE_ACES,
            ),
        )
    return ()


def hand_terms(prospect: Prospect) -> tuple[Reason, ...]:
    """The hand in a player's terms for the game bid on: trumps, jacks, aces beside."""
    shape = prospect.shape
    if shape is None:
        return ()
    code = "bid_hand_grand" if prospect.contract.game is GameType.GRAND else "bid_hand_suit"
    return (Reason.of(code, trumps=shape.trumps, jacks=shape.jacks, aces=shape.aces),)


def _needs_more(prospect: Prospect) -> bool:
    return prospect.contract.hand or prospect.contract.game is GameType.GRAND


def _weak_reason(prospect: Prospect, needs: Needs) -> Reason:
    contract = prospect.contract
    need = round(100 * _own(prospect, needs))
    return Reason.of(
        "bid_hand_too_weak" if contract.hand else "bid_grand_too_weak",
        game=contract.game,
        extra=contract_label(contract),
        value=prospect.value,
        first=_first_bid(prospect),
        chance=min(round(100 * prospect.chance), need - 1),  # below the need it names
        need=need,
    )


def decide_bid(view: PlayerView, needs: Needs | None = None) -> Decision:
    """Bid, hold or pass for the seat to move in the auction; `needs`: the chances a game needs
    to count for the limit (`quick_needs()` unless given)."""
    candidates = prospects(view.hand, view.seat == FOREHAND, view.rules)
    answering = view.prompt is Prompt.ANSWER_BID
    alone = view.prompt is Prompt.OPEN_ALONE
    opening = view.prompt is Prompt.SAY_BID and view.bid == 0
    base = needs or quick_needs()
    seat_needs = replace(base, game=ALONE_CHANCE) if alone else base
    if opening:  # the first value said: middlehand to forehand, or rearhand after middlehand passed
        seat_needs = replace(base, game=OPEN_CHANCE[view.seat])
    limit, best = bid_limit(candidates, seat_needs)
    top = candidates[0]
    named = next((p for p in candidates if trump_sense(p)), top)  # the best game a player names
    if answering:
        wanted: Action = Hold()
        asked = view.bid
    else:
        asked = next_bid(view.bid, view.rules) or view.bid
        wanted = Bid(asked)
    summary = _summary(best or top, limit)
    if best is not None and asked <= limit:
        code = "bid_play_alone" if alone else ("bid_hold" if answering else "bid_next")
        if opening and best.chance < base.game:  # said only because the first value needs less
            code = "bid_open_first" if view.seat == MIDDLEHAND else "bid_open_after_pass"
        first = Reason.of(
            code,
            bid=asked,
            limit=limit,
            game=best.contract.game,
            extra=contract_label(best.contract),
            chance=round(100 * best.chance),
        )
        reasons: tuple[Reason, ...] = (
            first,
            summary,
            *_risk(best, limit, seat_needs),
            *_too_weak(candidates, seat_needs, limit),
            *_few_trumps(candidates, seat_needs, limit),
            *hand_terms(best),
            best.estimate.reason,
        )
        giving_up = Reason.of("bid_pass_gives_up", limit=limit)
        rejected = Option(Pass(), 0.0, (giving_up,))
        chosen = Option(wanted, max(best.expected, 1.0), reasons)
        return Decision(view.seat, wanted, reasons, (chosen, rejected))
    if best is None:
        first = Reason.of(
            "bid_no_game",
            game=named.contract.game,
            extra=contract_label(named.contract),
            chance=round(100 * named.chance),
        )
        reasons = (
            first,
            *_too_weak(candidates, seat_needs, limit),
            *_few_trumps(candidates, seat_needs, limit),
            named.estimate.reason,
        )
    else:
        first = Reason.of("bid_over_limit", bid=asked, limit=limit)
        weak = (
            *_too_weak(candidates, seat_needs, limit),
            *_few_trumps(candidates, seat_needs, limit),
        )
        risk = _risk(best, limit, seat_needs)
        reasons = (first, summary, *risk, *weak, *hand_terms(best), best.estimate.reason)
    raise_reason = Reason.of("bid_reject_raise", bid=asked, limit=limit)
    wanted_option = Option(wanted, min(0.0, top.expected) - 1.0, (raise_reason,))
    return Decision(view.seat, Pass(), reasons, (Option(Pass(), 0.0, reasons), wanted_option))


def _risk(prospect: Prospect, limit: int, needs: Needs) -> tuple[Reason, ...]:
    """Why the limit stays below the game's value: a top trump in the skat would lower it."""
    if limit >= prospect.value or prospect.chance < _own(prospect, needs):
        return ()  # reached, or a Grand too weak to bid to its value (`_too_weak` says so)
    return (
        Reason.of(
            "bid_skat_jack_risk",
            value=prospect.value,
            limit=limit,
            risk=round(100 * prospect.skat_risk),
        ),
    )


def _summary(prospect: Prospect, limit: int) -> Reason:
    return Reason.of(
        "bid_best_game",
        game=prospect.contract.game,
        extra=contract_label(prospect.contract),
        value=prospect.value,
        chance=round(100 * prospect.chance),
        limit=limit,
    )
