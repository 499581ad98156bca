"""The declarer's answer to a Kontra: Re when the game gives away few tricks and its chance is high.

Seed 000 (strategy, Spritze geben): Re in a suit game when fewer than five tricks go to the
defenders, in a Grand when fewer than four. The tricks given away are counted from the
declarer's own cards (`given_away`); the hand's win chance (`coach.heuristic.evaluate`) must
also be high, since a Kontra says a defender holds strength of their own. Both thresholds are
data (`RE_RULES`), each verdict a typed reason.
"""

from __future__ import annotations

from dataclasses import dataclass

from coach.heuristic.evaluate import estimate
from coach.rules.cards import JACKS_MASK, Card, CardSet, Suit
from coach.rules.contract import GameType
from coach.rules.explain import Reason
from coach.rules.rule_set import TRICK_RULES

SIDE_ROUNDS = 3  # a side suit is played at most three rounds before the rest are ruffed or good


@dataclass(frozen=True, slots=True)
class ReRule:
    """When the declarer says Re in one kind of game: at most `max_given` tricks given away and
    a win chance of at least `min_chance`."""

    max_given: int
    min_chance: float


RE_RULES: dict[bool, ReRule] = {
    False: ReRule(max_given=4, min_chance=0.8),  # suit game: fewer than five tricks given away
    True: ReRule(max_given=3, min_chance=0.8),  # Grand: fewer than four
}


def _trump_order(game: GameType) -> list[Card]:
    rules = TRICK_RULES[game]
    return sorted(CardSet(rules.trump_mask), key=lambda c: -rules.strength[c])


def _trumps_given(hand: CardSet, away: CardSet, game: GameType) -> int:
    """Trump tricks lost: the missing cards among the top trumps as many as the hand holds."""
    order = [c for c in _trump_order(game) if c not in away]
    held = sum(1 for c in order if c in hand)
    return sum(1 for c in order[:held] if c not in hand)


def _side_given(hand: CardSet, away: CardSet, game: GameType) -> int:
    """Side-suit tricks lost: per suit, its first three rounds less the run down from the top
    (a card in the skat no longer stands in the way)."""
    rules = TRICK_RULES[game]
    total = 0
    for suit in Suit:
        mask = rules.class_mask[suit] & ~rules.trump_mask & ~JACKS_MASK
        if not mask:
            continue
        ranked = sorted(CardSet(mask & ~away.mask), key=lambda c: -rules.strength[c])
        held = sum(1 for c in ranked if c in hand)
        run = 0
        for card in ranked:
            if card not in hand:
                break
            run += 1
        total += max(0, min(held, SIDE_ROUNDS) - run)
    return total


def given_away(hand: CardSet, away: CardSet, game: GameType) -> int:
    """The tricks the declarer's cards give to the defenders, counted from the own hand:
    missing top trumps and the side cards below the own winners."""
    return _trumps_given(hand, away, game) + _side_given(hand, away, game)


def re_verdict(hand: CardSet, away: CardSet, game: GameType, forehand: bool) -> Reason:
    """Whether the declarer of `game` with ten cards `hand` (`away`: the skat, when known) says
    Re: code "re_strong" when so, "re_too_many_given" or "re_chance_low" when not."""
    rule = RE_RULES[game is GameType.GRAND]
    given = given_away(hand, away, game)
    chance = round(100 * estimate(hand, game, away=away, forehand=forehand).chance)
    facts = {"given": given, "chance": chance, "most": rule.max_given}
    if given > rule.max_given:
        return Reason.of("re_too_many_given", **facts)
    if chance < 100 * rule.min_chance:
        return Reason.of("re_chance_low", **facts)
    return Reason.of("re_strong", **facts)
