"""Bid limits the declarer can keep: hands from `lab/studies/study_bidding.py` (seed 7)."""

from __future__ import annotations

from coach.heuristic import decide
from coach.heuristic.bidding import (
    BID_CHANCE,
    GRAND_CHANCE,
    OPEN_CHANCE,
    Needs,
    bid_limit,
    quick_needs,
)
from coach.heuristic.declaring import HAND_CHANCE
from coach.heuristic.prospects import prospects
from coach.rules.actions import REARHAND, Bid, Deal, Hold, Pass
from coach.rules.cards import CardSet
from coach.rules.contract import ISKO, GameType
from coach.rules.game import GameState, apply
from coach.rules.notation import parse_card_set
from coach.rules.view import view_of


def _middlehand(hand: CardSet) -> GameState:
    rest = list(CardSet.full() - hand)
    deal = Deal((CardSet.of(rest[:10]), hand, CardSet.of(rest[10:20])), CardSet.of(rest[20:22]))
    return GameState.new(deal, ISKO)


def test_a_grand_hand_too_weak_to_play_from_hand_does_not_raise_the_limit() -> None:
    """Grand Hand (72) at about 68 %: the declarer would pick up, and then a Grand is worth 48.
    Bidding to 72 ended 194 list points behind the Grand Hand in the study; the limit is 48."""
    hand = parse_card_set("DJ H7 HJ S8 C7 C8 CT CJ CK CA")
    candidates = prospects(hand, False, ISKO)
    grand_hand = next(
        p for p in candidates if p.contract.game is GameType.GRAND and p.contract.hand
    )
    assert BID_CHANCE < grand_hand.chance < HAND_CHANCE and grand_hand.value == 72
    limit, best = bid_limit(candidates, quick_needs())
    assert best is not None and not best.contract.hand
    assert limit == 48
    state = apply(apply(_middlehand(hand), Bid(48)), Hold())
    decision = decide(view_of(state, 1))
    assert decision.action == Pass()
    codes = [reason.code for reason in decision.reasons]
    assert codes[0] == "bid_over_limit" and "bid_hand_too_weak" in codes


def test_a_weak_null_hand_is_not_bid_to_35() -> None:
    """Four clubs 8 J K A: a Null Hand of about 57 % no longer sets the limit at 35."""
    hand = parse_card_set("D7 D8 DT DA S7 S9 C8 CJ CK CA")
    limit, best = bid_limit(prospects(hand, False, ISKO), quick_needs())
    assert limit < 35 and best is not None and not best.contract.hand


def test_a_grand_under_grand_chance_leaves_the_limit_to_the_suit_game() -> None:
    """Grand (48) at about 67 % with one jack and three aces (seed 101, middlehand): bid to 48 it
    lost 133 list points on average in the study, declaring at 24 scored +47. The limit is 24, and
    at 27 middlehand passes saying why the Grand does not count."""
    hand = parse_card_set("DA HT HK HA S7 SJ C7 C9 CQ CA")
    candidates = prospects(hand, False, ISKO)
    grand = next(p for p in candidates if p.contract.game is GameType.GRAND and not p.contract.hand)
    assert BID_CHANCE <= grand.chance < GRAND_CHANCE and grand.value == 48
    limit, best = bid_limit(candidates, quick_needs())
    assert limit == 24 and best is not None and best.contract.game is GameType.CLUBS
    state = apply(apply(_middlehand(hand), Bid(24)), Hold())
    decision = decide(view_of(state, 1))
    assert decision.action == Pass()
    codes = [reason.code for reason in decision.reasons]
    assert codes[0] == "bid_over_limit" and "bid_grand_too_weak" in codes


def test_a_weak_grand_without_a_suit_game_still_says_the_first_value() -> None:
    """Grand (72) at about 51 %, no suit game as strong (seed 107, rearhand): after middlehand's
    pass the seat still opens 18, as before, but goes no higher."""
    hand = parse_card_set("DJ DQ DK H7 HJ HQ HA SA CQ CK")
    candidates = prospects(hand, False, ISKO)
    threshold = OPEN_CHANCE[REARHAND]
    grand = next(p for p in candidates if p.contract.game is GameType.GRAND and not p.contract.hand)
    assert threshold <= grand.chance < GRAND_CHANCE
    limit, best = bid_limit(candidates, Needs(threshold, HAND_CHANCE))
    assert limit == 18 and best is grand
    rest = list(CardSet.full() - hand)
    deal = Deal((CardSet.of(rest[:10]), CardSet.of(rest[10:20]), hand), CardSet.of(rest[20:22]))
    reasons = decide(view_of(apply(GameState.new(deal, ISKO), Pass()), REARHAND)).reasons
    assert [reason.code for reason in reasons][:3] == [
        "bid_open_after_pass",
        "bid_best_game",
        "bid_grand_too_weak",
    ]
