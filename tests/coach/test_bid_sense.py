"""Bidding with a club player's sense: no trump game without the trumps for it.

Help file 000, "Welches Spiel spielen": a suit game wants more than four trumps with at least one
jack (and side tricks), more than six without; a Grand two or more jacks with aces, one jack
only beside all four aces. Before the skat, which may add a trump, the coach asks four trumps
with a jack or five without, and a Grand two jacks (one with four aces).
"""

from __future__ import annotations

from coach.advice.hint import BID_NEEDS, Budget, recommend
from coach.heuristic.bidding import decide_bid, quick_needs, trump_sense
from coach.heuristic.prospects import HandShape, prospects
from coach.rules.actions import Bid, Deal, Pass
from coach.rules.cards import CardSet
from coach.rules.contract import ISKO, GameType
from coach.rules.game import GameState, apply
from coach.rules.notation import parse_card_set
from coach.rules.view import PlayerView, view_of
from words import render


def rearhand_to_say(cards: str) -> PlayerView:
    """Rearhand holding `cards`, to say the first value after middlehand passed."""
    hand = parse_card_set(cards)
    rest = list(CardSet.full() - hand)
    deal = Deal((CardSet.of(rest[:10]), CardSet.of(rest[10:20]), hand), CardSet.of(rest[20:]))
    return view_of(apply(GameState.new(deal, ISKO), Pass()), 2)


def test_no_clubs_on_three_small_clubs_without_a_jack() -> None:
    """The repro: ♥A ♥7 ♣D ♣9 ♣7 ♠A ♠10 ♠9 ♦A ♦K. Averaged over sampled skats a pick-up Kreuz
    looks like 56 %, but three small trumps and no jack are no suit game: pass, and say why in
    the hand's terms."""
    view = rearhand_to_say("HA H7 CQ C9 C7 SA ST S9 DA DK")
    clubs = next(p for p in prospects(view.hand, False, ISKO) if p.contract.game is GameType.CLUBS)
    assert clubs.shape == HandShape(trumps=3, jacks=0, aces=3) and not trump_sense(clubs)
    for needs in (quick_needs(), BID_NEEDS):
        decision = decide_bid(view, needs)
        assert decision.action == Pass()
    checked = recommend(view, Budget(20))
    assert checked.action == Pass()
    few = next(r for r in checked.decision.reasons if r.code == "bid_few_trumps")
    assert few.fact("trumps") == 3 and few.fact("jacks") == 0
    assert "Trümpfe nur 3 (davon Buben 0)" in render(few, "de")
    assert "Kreuz" not in render(checked.decision.reasons[0], "de")  # the best real game is named


def test_four_trumps_with_a_jack_and_aces_still_bid() -> None:
    view = rearhand_to_say("CJ CA CT C9 SA ST HA H8 D7 D8")
    decision = decide_bid(view, quick_needs())
    assert isinstance(decision.action, Bid)
    terms = next(r for r in decision.reasons if r.code == "bid_hand_suit")
    assert (terms.fact("trumps"), terms.fact("jacks"), terms.fact("aces")) == (4, 1, 2)
    assert "Trümpfe 4 (davon Buben 1), Asse daneben 2" in render(terms, "de")


def test_a_grand_wants_two_jacks_or_all_aces() -> None:
    one_jack = prospects(parse_card_set("CJ CA CT SA ST HA HT DK D9 D8"), False, ISKO)
    grand = next(p for p in one_jack if p.contract.game is GameType.GRAND and not p.contract.hand)
    assert not trump_sense(grand)
    four_aces = prospects(parse_card_set("CJ CA CT SA ST HA HT DA DT D9"), False, ISKO)
    grand = next(p for p in four_aces if p.contract.game is GameType.GRAND and not p.contract.hand)
    assert trump_sense(grand)
