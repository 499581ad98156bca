"""Kontra, Re and Schenken by rule of thumb (seed 000, strategy: Spritze geben, Spiel schenken,
Schenken annehmen), kept simple: counted from the own hand only.

A defender says Kontra against a suit game with five trumps or more (the seed's "more than
four trumps"; its other clause, more than two sure tricks, beat the engine's declarer in only
5 of 45 such hands, `lab/studies/re_answers.py`), against a Grand with two jacks and three aces.
The declarer answers Re with a hand that gives away few tricks and is likely won
(`coach.heuristic.re_answer`). A Grand is given away by a defender with at most one jack and no
ace; the declarer plays on for Schneider only with three jacks from the top and three aces.
In a Revolution the defenders say Kontra when they can beat it, the declarer Re when his hand
is safe against any cards (`coach.heuristic.revolution`).
"""

from __future__ import annotations

from coach.heuristic.re_answer import re_verdict
from coach.heuristic.revolution import revolution_announcement
from coach.rules.actions import Kontra, PlayOn, Re, Schenken, TakeGift
from coach.rules.cards import Card, CardSet, Rank, Suit
from coach.rules.contract import GameType
from coach.rules.decision import Decision, Option
from coach.rules.explain import Reason
from coach.rules.rule_set import TRICK_RULES
from coach.rules.view import PlayerView

KONTRA_TRUMPS = 5  # five trumps beat the declarer's suit game in 22 of 38 measured hands
JACK_ORDER = (Suit.CLUBS, Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS)


def _aces(hand: CardSet, game: GameType) -> int:
    return sum(1 for c in hand if c.rank is Rank.ACE and c.suit != game.trump_suit)


def _top_jacks(hand: CardSet) -> int:
    count = 0
    for suit in JACK_ORDER:
        if Card.of(suit, Rank.JACK) not in hand:
            break
        count += 1
    return count


def _trumps(hand: CardSet, game: GameType) -> int:
    return len(CardSet(hand.mask & TRICK_RULES[game].trump_mask))


def sure_tricks(hand: CardSet, game: GameType) -> int:
    """Tricks the hand takes for sure: side aces and the trumps from the top."""
    return _aces(hand, game) + _top_jacks(hand)


def _forehand(view: PlayerView) -> bool:
    return not view.tricks and view.leader == view.seat


def announcement(view: PlayerView) -> Decision | None:
    """Kontra, Re or Schenken when the rule of thumb says so and the rules allow it now."""
    assert view.contract is not None
    game, hand = view.contract.game, view.hand
    for action in view.announce_options:
        reason: Reason | None = None
        if isinstance(action, Kontra) and game is not GameType.NULL:
            sure, trumps = sure_tricks(hand, game), _trumps(hand, game)
            if game is GameType.GRAND:
                if _trumps(hand, game) >= 2 and _top_jacks(hand) >= 1 and _aces(hand, game) >= 3:
                    reason = Reason.of("kontra_grand", jacks=trumps, aces=_aces(hand, game))
            elif trumps >= KONTRA_TRUMPS:
                reason = Reason.of("kontra_trumps", trumps=trumps, tricks=sure)
        elif isinstance(action, Re) and game is not GameType.NULL:
            verdict = re_verdict(hand, view.discard_known, game, _forehand(view))
            if verdict.code == "re_strong":
                reason = verdict
        elif view.contract.revolution:
            reason = revolution_announcement(view, action)
        elif isinstance(action, Schenken):
            jacks = _trumps(hand, GameType.GRAND)
            if jacks <= 1 and _aces(hand, GameType.GRAND) == 0:
                reason = Reason.of("schenken_weak", jacks=jacks)
        if reason is not None:
            return Decision(view.seat, action, (reason,), (Option(action, 1.0, (reason,)),))
    return None


def withheld(view: PlayerView) -> tuple[Reason, ...]:
    """Why the rule of thumb says no Re where the declarer may say it now (after a Kontra): the
    tricks the hand gives away, or its chance."""
    assert view.contract is not None
    game = view.contract.game
    if game is GameType.NULL or not any(isinstance(a, Re) for a in view.announce_options):
        return ()
    verdict = re_verdict(view.hand, view.discard_known, game, _forehand(view))
    return () if verdict.code == "re_strong" else (verdict,)


def decide_gift(view: PlayerView) -> Decision:
    """Take the defenders' gift, or play on for Schneider with an overwhelming Grand."""
    hand = view.hand
    top, aces = _top_jacks(hand), _aces(hand, GameType.GRAND)
    play_on = top >= 3 and aces >= 3
    reason = Reason.of("gift_play_on" if play_on else "gift_take", jacks=top, aces=aces)
    chosen: PlayOn | TakeGift = PlayOn() if play_on else TakeGift()
    other: PlayOn | TakeGift = TakeGift() if play_on else PlayOn()
    options = (Option(chosen, 1.0, (reason,)), Option(other, 0.0))
    return Decision(view.seat, chosen, (reason,), options)
