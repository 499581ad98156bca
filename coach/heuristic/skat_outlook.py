"""What the skat is likely to bring: a game's prospects averaged over sampled skats.

Before the skat is seen, a bidder can only guess what it adds. We deal a handful of skats from
the cards the bidder cannot see (seeded by the hand, so the answer is always the same), find the
best discard for each, and average the win chances.
"""

from __future__ import annotations

import random
from functools import lru_cache

from coach.heuristic.discard import best_discard
from coach.heuristic.evaluate import Estimate, estimate
from coach.rules.cards import CardSet
from coach.rules.contract import GameType
from coach.rules.explain import Reason

SAMPLES = 10
HOPELESS = 0.02  # a game this unlikely without the skat is not worth sampling


@lru_cache(maxsize=8192)
def pickup_estimate(hand_mask: int, game: GameType, forehand: bool) -> Estimate:
    """`game`'s prospects for a ten-card hand that picks up a skat it has not seen yet."""
    hand = CardSet(hand_mask)
    plain = estimate(hand, game, forehand=forehand)
    if _hopeless(plain):
        return plain
    unseen = list(CardSet.full() - hand)
    rng = random.Random(hand_mask * 8 + "DHSCGN".index(game.value))
    score = chance = 0.0
    for _ in range(SAMPLES):
        skat = CardSet.of(rng.sample(unseen, 2))
        _, est, _ = best_discard(hand | skat, game, forehand)
        score += est.score / SAMPLES
        chance += est.chance / SAMPLES
    reason = Reason.of(
        "eval_pickup",
        game=game,
        samples=SAMPLES,
        chance=round(100 * chance),
        score=round(score, 1),
    )
    return Estimate(game, score, chance, reason)


def _hopeless(plain: Estimate) -> bool:
    """Whether no skat can rescue the game: its ten-card chance is tiny (Null: many gaps)."""
    if plain.game is GameType.NULL:
        return plain.score <= -5
    return plain.chance < HOPELESS
