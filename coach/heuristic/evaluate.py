"""Hand evaluation: how strong a hand is for each game, its win chance and its value.

Suit games and Grand are scored in "good cards" (trumps, aces, guarded tens, voids, control by
the top jacks), the beginner's rule "seven good cards make a suit game" refined; Null by how many
ducking cards its suits lack. A logistic curve turns the score into a win chance; its constants
were fitted on the engine's own games (`python -m lab arena`).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, replace
from functools import cache

from coach.heuristic.nullsafe import excess
from coach.rules.cards import JACKS_MASK, Card, CardSet, Rank, Suit, suit_mask
from coach.rules.contract import Contract, GameType, RuleSet, ScoringList
from coach.rules.explain import Reason
from coach.rules.values import game_value, matadors

# logistic constants per game kind: chance = 1 / (1 + exp(-slope * (score - middle)))
SUIT_SLOPE, SUIT_MIDDLE = 1.6, 8.6
GRAND_SLOPE, GRAND_MIDDLE = 1.3, 7.2
# A Grand with only two jacks: the defenders' two jacks take tricks and then run their long suit;
# the score is lowered so that such a hand prefers a sure suit game
# (`lab/studies/study_declaring.py`:
# against best defence these Grands won far less often than the curve said).
TWO_JACKS_PENALTY = 0.8
# Choosing the game after the pick-up, a suit game's fifth and further trumps count extra: the
# declarer draws the defenders' trumps and keeps the last word, where a side suit's tens can be
# trumped, so the longer trump suit wins the choice (`lab/studies/study_declaring.py` and XSkat's
# choices on the same cards: first from the sixth trump, then from the fifth).
# Bidding leaves it out: counted there, it overbid more often.
LONG_TRUMPS, LONG_TRUMP_BONUS = 4, 0.4
# After the pick-up, a suit game with only four trumps counts less: the seeds' strategy plays a
# suit game only from the fifth trump, and four-trump games chosen over a Grand, a Null or a
# five-trump suit cost points in the search's worlds (`lab/studies/study_declaring.py`,
# seeds 61-67).
# Three or fewer already count `FEW_TRUMPS_PENALTY` less (bidding too); adding this on top of it
# turned such hands into loose Grands.
FOUR_TRUMPS, FOUR_TRUMPS_PENALTY = 4, 0.6
FEW_TRUMPS_PENALTY = 1.0
# Choosing the game and discard after the pick-up, a side ten with one small card beside it (no
# ace, no king) counts only half as a guarded ten: the seeds' strategy puts such a ten away first,
# and in the search's worlds keeping it cost points (`lab/studies/study_declaring.py`, seeds 61-66).
SHORT_TEN_DISCOUNT = 0.1
# Null: per suit, the chance it never forces a trick, by its missing ducking cards 0, 1, 2, 3+
# (fitted on forced Null games of the arena); a hand game counts the unseen skat among the
# others' cards, so its gaps are overstated and each one weighs less.
NULL_SAFETY = (1.0, 0.85, 0.48, 0.12)
NULL_SAFETY_HAND = (1.0, 0.9, 0.65, 0.4)
NULL_CAP = 0.97  # even a gapless Null can be lost to a misread lead
NULL_FOREHAND = 0.05  # forehand leads into the others' void suits: a Null with gaps is weaker
# The discard's card points add to the score: 1/20 each when bidding and in the skat's outlook;
# choosing the game and discard after the pick-up only half of that. There the search keeps a king
# beside its ace or a guard for a ten rather than put their points away, and a Grand whose score
# leans on a discarded ten and king gives way to the suit game (`lab/studies/study_declaring.py`,
# seeds 61 and 63: +2.4 and +2.1 list points per pick-up on the recorded choices).
SKAT_POINT_SCORE, DECLARE_SKAT_POINT_SCORE = 1 / 20, 1 / 40


@dataclass(frozen=True, slots=True)
class Estimate:
    """One game's prospects for a hand: score, win chance, value and the facts behind them
    (`notes`: further reasons for adjustments the main reason does not name)."""

    game: GameType
    score: float
    chance: float
    reason: Reason
    notes: tuple[Reason, ...] = ()

    def value(self, contract: Contract, cards: CardSet, rules: RuleSet) -> int:
        """The contract's value with the matadors of `cards` (12 after pick-up, else 10)."""
        if contract.game is GameType.NULL:
            return rules.null_value(contract)
        return game_value(contract, matadors(contract.game, cards), rules=rules).value


def _logistic(score: float, slope: float, middle: float) -> float:
    return 1.0 / (1.0 + math.exp(-slope * (score - middle)))


Features = tuple[float, int, int, int, int]  # side score, aces, guarded tens, voids, long suits


def _side_features(hand: CardSet, trump_mask: int) -> Features:
    """Side-suit score, aces, guarded tens, voids and long suits (four or more with the ace)."""
    score = 0.0
    aces = tens = voids = long = 0
    for suit in Suit:
        if trump_mask & suit_mask(suit) & ~JACKS_MASK:
            continue
        bits = hand.mask >> (8 * suit) & 0xFF & ~(1 << Rank.JACK)
        add, ace, ten, void, length = _suit_features(bits)
        score += add
        aces += ace
        tens += ten
        voids += void
        long += length
    return score, aces, tens, voids, long


@cache
def _suit_features(bits: int) -> Features:
    """The features of one side suit from its rank bits (jack excluded)."""
    held = bits.bit_count()
    if not held:
        return 0.0, 0, 0, 1, 0
    ace = bool(bits >> Rank.ACE & 1)
    ten = bool(bits >> Rank.TEN & 1)
    king = bool(bits >> Rank.KING & 1)
    score = 0.0
    tens = 0
    if ace:
        score += 1.3
        if ten:
            tens = 1
            score += 0.8 + (0.3 if king else 0.0)
    elif ten:
        if held >= 2:
            tens = 1
            score += 0.35 if king or held >= 3 else 0.2
        else:
            score -= 0.5
    elif held >= 3:
        score -= 0.2
    if not ace and held >= 4:
        score -= 0.3
    return score, int(ace), tens, 0, int(ace and held >= 4)


def estimate_suit(hand: CardSet, game: GameType, skat_score: float, forehand: bool) -> Estimate:
    """A suit game's prospects for ten cards (after the discard, if any)."""
    trump_suit = game.trump_suit
    assert trump_suit is not None
    trump_mask = JACKS_MASK | suit_mask(trump_suit)
    mask = hand.mask
    trumps = (mask & trump_mask).bit_count()
    jacks = (mask & JACKS_MASK).bit_count()
    side, aces, tens, voids, _ = _side_features(hand, trump_mask)
    score = float(trumps) + side
    score += 0.6 * (mask >> Card.CJ & 1) + 0.3 * (mask >> Card.SJ & 1) + 0.15 * jacks
    score += 0.2 * (mask >> Card.of(trump_suit, Rank.ACE) & 1)
    score += voids * (0.5 if trumps >= 5 else 0.15)
    score += 0.3 * forehand + skat_score
    if trumps < FOUR_TRUMPS:
        score -= FEW_TRUMPS_PENALTY
    chance = _logistic(score, SUIT_SLOPE, SUIT_MIDDLE)
    reason = Reason.of(
        "eval_suit",
        game=game,
        trumps=trumps,
        jacks=jacks,
        aces=aces,
        tens=tens,
        voids=voids,
        score=round(score, 1),
        chance=round(100 * chance),
    )
    return Estimate(game, score, chance, reason)


def estimate_grand(hand: CardSet, skat_score: float, forehand: bool) -> Estimate:
    """A Grand's prospects for a ten-card hand."""
    jacks = (hand.mask & JACKS_MASK).bit_count()
    side, aces, tens, voids, long = _side_features(hand, JACKS_MASK)
    score = 1.3 * jacks + 0.6 * (hand.mask >> Card.CJ & 1) + 0.3 * (hand.mask >> Card.SJ & 1)
    score += 1.1 * side + 0.5 * long + 0.15 * voids
    score += 0.6 * forehand + skat_score
    if jacks <= 1:
        score -= 1.5
    code = "eval_grand"
    if jacks == 2:
        score -= TWO_JACKS_PENALTY
        code = "eval_grand_two_jacks"
    chance = _logistic(score, GRAND_SLOPE, GRAND_MIDDLE)
    reason = Reason.of(
        code,
        jacks=jacks,
        aces=aces,
        tens=tens,
        long=long,
        penalty=TWO_JACKS_PENALTY,
        score=round(score, 1),
        chance=round(100 * chance),
    )
    return Estimate(GameType.GRAND, score, chance, reason)


def with_long_trumps(est: Estimate, hand: CardSet) -> Estimate:
    """A suit game's estimate for the ten kept cards with the bonus of a long trump suit."""
    bonus = _long_trump_bonus(est.game, hand)
    if not bonus:
        return est
    long = _rescored(est, est.score + bonus)
    facts = long.reason.fact_dict | {"bonus": round(bonus, 1)}
    reason = Reason.of("eval_suit_long", **facts)
    return Estimate(est.game, long.score, long.chance, reason, est.notes)


def with_short_tens(est: Estimate, hand: CardSet) -> Estimate:
    """A suit game's or Grand's estimate for the ten kept cards, each side ten kept beside one
    small card only (no ace, no king) counting `SHORT_TEN_DISCOUNT` less, with a note naming
    the tens."""
    short = _short_tens(est.game, hand)
    if not short:
        return est
    discount = round(SHORT_TEN_DISCOUNT * short, 2)
    rescored = _rescored(est, est.score - SHORT_TEN_DISCOUNT * short)
    note = Reason.of(
        "eval_short_ten", game=est.game, cards=_short_ten_cards(est.game, hand), discount=discount
    )
    return replace(rescored, notes=(*est.notes, note))


def with_four_trumps(est: Estimate, hand: CardSet) -> Estimate:
    """A suit game's estimate for the ten kept cards, `FOUR_TRUMPS_PENALTY` less with four
    trumps, and a reason saying so."""
    if not _four_trumps(est.game, hand):
        return est
    four = _rescored(est, est.score - FOUR_TRUMPS_PENALTY)
    facts = four.reason.fact_dict | {"penalty": FOUR_TRUMPS_PENALTY}
    reason = Reason.of("eval_suit_four_trumps", **facts)
    return Estimate(est.game, four.score, four.chance, reason, est.notes)


def after_pickup(est: Estimate, kept: CardSet) -> Estimate:
    """A declaration's estimate after the pick-up for the ten kept cards: long trumps count extra,
    four trumps less, and a ten beside one small card counts less."""
    return with_short_tens(with_four_trumps(with_long_trumps(est, kept), kept), kept)


def after_pickup_bonus(game: GameType, kept: CardSet) -> float:
    """What `after_pickup` adds to the score of `game` for the ten `kept` cards (no reason made:
    cheap enough to rank every discard)."""
    return (
        _long_trump_bonus(game, kept)
        - FOUR_TRUMPS_PENALTY * _four_trumps(game, kept)
        - SHORT_TEN_DISCOUNT * _short_tens(game, kept)
    )


def _four_trumps(game: GameType, hand: CardSet) -> bool:
    return _suit_trumps(game, hand) == FOUR_TRUMPS


def _long_trump_bonus(game: GameType, hand: CardSet) -> float:
    return LONG_TRUMP_BONUS * max(0, _suit_trumps(game, hand) - LONG_TRUMPS)


def _suit_trumps(game: GameType, hand: CardSet) -> int:
    """The trumps of a suit game in `hand` (0 in Grand and Null)."""
    trump_suit = game.trump_suit
    if trump_suit is None:  # Suit.DIAMONDS is 0: test for None, not for truth
        return 0
    return (hand.mask & (JACKS_MASK | suit_mask(trump_suit))).bit_count()


def _short_tens(game: GameType, hand: CardSet) -> int:
    """Side suits held as the ten and one card below the king (Null: none)."""
    if game is GameType.NULL:
        return 0
    mask = hand.mask
    short = (
        _SHORT_TEN[mask & 0xFF]
        + _SHORT_TEN[mask >> 8 & 0xFF]
        + _SHORT_TEN[mask >> 16 & 0xFF]
        + _SHORT_TEN[mask >> 24 & 0xFF]
    )
    trump_suit = game.trump_suit
    return short if trump_suit is None else short - _SHORT_TEN[mask >> (8 * trump_suit) & 0xFF]


def _short_ten_cards(game: GameType, hand: CardSet) -> tuple[Card, ...]:
    """The side tens `_short_tens` counts, in suit order."""
    return tuple(
        Card.of(suit, Rank.TEN)
        for suit in Suit
        if suit != game.trump_suit and _SHORT_TEN[hand.mask >> (8 * suit) & 0xFF]
    )


def _is_short_ten(bits: int) -> bool:
    bits &= ~(1 << Rank.JACK)
    small = bits & ~(1 << Rank.TEN)
    return bool(bits >> Rank.TEN & 1) and small.bit_count() == 1 and small < 1 << Rank.KING


_SHORT_TEN = tuple(int(_is_short_ten(bits)) for bits in range(256))


def _rescored(est: Estimate, score: float) -> Estimate:
    """`est` with another score: its chance and its reason's score and chance follow."""
    grand = est.game is GameType.GRAND
    chance = _logistic(
        score, *((GRAND_SLOPE, GRAND_MIDDLE) if grand else (SUIT_SLOPE, SUIT_MIDDLE))
    )
    facts = est.reason.fact_dict | {"score": round(score, 1), "chance": round(100 * chance)}
    reason = replace(est.reason, facts=tuple(facts.items()))
    return Estimate(est.game, score, chance, reason, est.notes)


def null_chance(
    per_suit: Sequence[int],
    forehand: bool,
    safety: Sequence[float],
    forehand_cost: float = NULL_FOREHAND,
) -> float:
    """A Null's win chance from its missing ducking cards per suit, each suit weighed by
    `safety` (0, 1, 2, 3+ gaps); forehand with any gap loses `forehand_cost` more."""
    chance = NULL_CAP
    for gap in per_suit:
        chance *= safety[min(gap, len(safety) - 1)]
    return chance - (forehand_cost if forehand and any(per_suit) else 0.0)


def estimate_null(hand: CardSet, forehand: bool, away: CardSet | None = None) -> Estimate:
    """A Null's prospects: how many ducking cards the hand lacks.

    `away` are cards known to be out of play (the declarer's discard).
    """
    others = ~(hand.mask | (away.mask if away is not None else 0)) & ((1 << 32) - 1)
    per_suit = [excess(hand.mask, others, suit) for suit in Suit]
    gaps = sum(per_suit)
    unsafe = sum(1 for gap in per_suit if gap)
    safety = NULL_SAFETY if away is not None else NULL_SAFETY_HAND
    chance = null_chance(per_suit, forehand, safety)
    reason = Reason.of("eval_null", unsafe=unsafe, gaps=gaps, chance=round(100 * chance))
    return Estimate(GameType.NULL, float(-gaps), chance, reason)


def estimate(
    hand: CardSet,
    game: GameType,
    *,
    away: CardSet | None = None,
    forehand: bool = False,
    point_score: float = SKAT_POINT_SCORE,
) -> Estimate:
    """The prospects of `game` for ten cards; `away` is a known discard (each of its points adds
    `point_score`)."""
    skat_score = point_score * away.points if away is not None else 0.0
    if game is GameType.NULL:
        return estimate_null(hand, forehand, away)
    if game is GameType.GRAND:
        return estimate_grand(hand, skat_score, forehand)
    return estimate_suit(hand, game, skat_score, forehand)


def expected_score(
    chance: float, contract: Contract, value: int, rules: RuleSet, *, bid: int = 0
) -> float:
    """Expected tournament-list points of declaring `contract` worth `value` at `bid`, scored by
    the rule set: under the ISkO a win gives value + 50 and a loss -2·value - 50; the 1975 rules
    do not double a lost hand game; a game worth less than the bid is lost either way."""
    base = 0 if contract.game is GameType.NULL else rules.base_value(contract)

    def points(won: bool) -> int:
        written = rules.written(contract, value, base, won, bid)
        return rules.sheet_points(written.won, written.score, ScoringList.TOURNAMENT)[0]

    return chance * points(True) + (1.0 - chance) * points(False)
