"""Which two cards to put away after picking up the skat, for a given game.

Every pair that keeps the trumps is tried and the remaining ten cards are scored with the hand
evaluation (the discard's points count for the declarer); the reasons name what the best pair
achieves: a freed suit, a blank ten saved, points secured, dangerous Null cards gone.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import combinations

from coach.heuristic.evaluate import SKAT_POINT_SCORE, Estimate, estimate
from coach.heuristic.nullsafe import danger
from coach.rules.cards import Card, CardSet, Rank
from coach.rules.contract import GameType
from coach.rules.explain import Reason
from coach.rules.rule_set import TRICK_RULES

NULL_POOL = 6  # in Null only the most dangerous cards are worth putting away


def candidates(cards: CardSet, game: GameType) -> list[tuple[Card, Card]]:
    """Discard pairs worth trying: outside Null never a trump; in Null the riskiest cards."""
    if game is GameType.NULL:
        others = CardSet.full().mask & ~cards.mask
        relief = {c: danger(cards.mask & ~(1 << c), others | 1 << c) for c in cards}
        ranked = sorted(cards, key=lambda c: (relief[c], -(c & 7)))
        return list(combinations(ranked[:NULL_POOL], 2))
    trump_mask = TRICK_RULES[game].trump_mask
    pool = [c for c in cards if not trump_mask >> c & 1]
    if len(pool) < 2:
        pool = list(cards)
    return list(combinations(pool, 2))


def best_discard(
    cards: CardSet,
    game: GameType,
    forehand: bool,
    point_score: float = SKAT_POINT_SCORE,
    bonus: Callable[[GameType, CardSet], float] | None = None,
) -> tuple[tuple[Card, Card], Estimate, tuple[Reason, ...]]:
    """The best two cards to put away from the twelve `cards` for `game`, with the estimate
    (each point put away adds `point_score`; `bonus` adds to a pair's score for the ten kept
    cards in the ranking, not in the estimate returned)."""
    best: tuple[float, tuple[Card, Card], Estimate] | None = None
    for pair in candidates(cards, game):
        away = CardSet.of(pair)
        result = estimate(cards - away, game, away=away, forehand=forehand, point_score=point_score)
        key = result.chance if game is GameType.NULL else result.score
        key += bonus(game, cards - away) if bonus is not None else 0.0
        key -= 0.001 * sum(c.points for c in pair) if game is GameType.NULL else 0.0
        if best is None or key > best[0]:
            best = (key, pair, result)
    assert best is not None
    _, pair, result = best
    return pair, result, explain_discard(cards, pair, game)


def explain_discard(cards: CardSet, pair: tuple[Card, Card], game: GameType) -> tuple[Reason, ...]:
    """Why putting `pair` away from `cards` helps `game`."""
    away = CardSet.of(pair)
    kept = cards - away
    if game is GameType.NULL:
        return (Reason.of("discard_null_danger", cards=pair),)
    rules = TRICK_RULES[game]
    reasons: list[Reason] = []
    for suit in {c.suit for c in pair}:
        if rules.follow_class[pair[0]] == 4 or rules.follow_class[pair[1]] == 4:
            continue
        if not kept.mask & rules.class_mask[suit] and cards.mask & rules.class_mask[suit]:
            reasons.append(Reason.of("discard_free_suit", cards=pair, suit=suit))
    for card in pair:
        ace = Card.of(card.suit, Rank.ACE)
        if card.rank is Rank.TEN and ace not in cards:
            reasons.append(Reason.of("discard_blank_ten", card=card))
    if away.points >= 10:
        reasons.append(Reason.of("discard_points", points=away.points))
    if not reasons:
        reasons.append(Reason.of("discard_keep_aces", cards=pair))
    return tuple(reasons)
