"""What the scanner reads: a card with its confidence and place, the readings of one corner index
before they are placed, and the sizes and distances that tell cards apart."""

from __future__ import annotations

from dataclasses import dataclass, replace

import numpy as np
from numpy.typing import NDArray

from coach.rules.cards import Card, Rank, Suit
from coach.scan import index
from coach.scan.colour import ink_colour
from coach.scan.model import RANK_CLASSES, SUIT_CLASSES
from coach.scan.outline import Polygon

UNCERTAIN_BELOW = 0.9  # calibrated on the tuning seeds (see the README)


SURE_CUTS = 0.5  # a sure card is at least this likely at every cut of its index (tuning seeds)


_SIZE_QUORUM = 4  # readings needed before their usual size is trusted


_SIZE_BAND = (0.7, 1.5)  # an index's size (rank-suit distance) relative to the photo's median


_SIZE_NEAR, _SIZE_SPREAD = 0.15, 3.0  # a usual size: within this share, or median deviations


# the next index of a fan: at most this many pair distances away, of one size within this
# share, turned by at most about 30 degrees (cosine)
_FAN_STEP, _FAN_SIZE, _FAN_TURN = 2.0, 0.25, 0.85


_SAME_INDEX = 0.4  # two readings of one index: suit centres this near (pair distances)


_CORNERS_OFF = 0.1  # a lone card's two indices: their middle this near its centre (short sides)


# a suit's fit to an ink below this: the suit is never printed so (a black heart, a red spade);
# blue or green may be black print in cool light, or a deck's diamonds or spades
_FOREIGN_INK = 0.1

_RANKS: dict[str, Rank] = {
    "7": Rank.SEVEN,
    "8": Rank.EIGHT,
    "9": Rank.NINE,
    "10": Rank.TEN,
    "J": Rank.JACK,
    "B": Rank.JACK,
    "Q": Rank.QUEEN,
    "D": Rank.QUEEN,
    "K": Rank.KING,
    "A": Rank.ACE,
}
_SUITS: dict[str, Suit] = {"C": Suit.CLUBS, "S": Suit.SPADES, "H": Suit.HEARTS, "D": Suit.DIAMONDS}


@dataclass(frozen=True)
class ScannedCard:
    """One recognised card: confidence 0..1, runner-up guesses, outline in image pixels."""

    card: Card
    confidence: float
    alternatives: tuple[tuple[Card, float], ...]
    outline: Polygon
    index_at: tuple[float, float]
    steady: bool = True  # read alike however its index was cut
    least: float = 1.0  # its lowest probability however its index was cut
    cuts: int = 0
    ink_fits: bool = True
    covered: bool = False  # its suit was read only as a symbol partly hidden by the next card
    seconded: bool = True  # the classifier learned from real photos reads it alike
    light_print: bool = False  # read in the photo's negative (light print on dark cards)
    in_corner: bool = True  # its index lies in a card's corner (`corner.at_card_edge`)

    @property
    def uncertain(self) -> bool:
        """Not sure: unlikely, read differently or less surely when its index is cut a little
        differently, printed in an ink its suit never has, its suit symbol partly hidden,
        read otherwise by the classifier learned from real photos, read as light print on
        dark cards, or its index not seen in a card's corner."""
        return (
            self.confidence < UNCERTAIN_BELOW
            or not self.steady
            or self.least < SURE_CUTS
            or not self.ink_fits
            or self.covered
            or not self.seconded
            or self.light_print
            or not self.in_corner
        )


@dataclass(frozen=True)
class _Reading:
    card: Card | None  # None: a rank 2-6 (a card of a 52-card deck that Skat does not use)
    confidence: float
    alternatives: tuple[tuple[Card, float], ...]
    candidate: index.Candidate
    index_score: float
    steady: bool = True  # every cut of the index was read as this card
    least: float = 1.0  # the card's lowest probability over the cuts of its index
    cuts: int = 0  # how many cuts again could be read
    ink_fits: bool = True  # not printed in an ink its suit never has (a black heart)
    seconded: bool = True  # the classifier learned from real photos reads it alike
    in_corner: bool = True  # its index lies in a card's corner (`corner.at_card_edge`)
    covered: bool = False  # its suit or rank was read as partly hidden by the next card
    hidden_rank: bool = False  # its rank was read so
    in_gap: bool = False  # a plain rank above a symbol the plain suit classifier does not know
    faint: bool = False  # its rank was found only among faint print (`index.faint_glyphs`)
    # it counts only among plainly read indices: its rank was read only from its grey levels (not
    # from the ink mask), or its suit symbol is smaller than the least index size
    needs_cards: bool = False


def _apart(a: index.Candidate, b: index.Candidate) -> float:
    return float(np.hypot(a.centre[0] - b.centre[0], a.centre[1] - b.centre[1]))


def _fan_like(a: index.Candidate, b: index.Candidate, reach: float) -> bool:
    """Of one size and turn, and at most `reach` apart."""
    size = max(a.distance, b.distance)
    return (
        abs(a.distance - b.distance) <= _FAN_SIZE * size
        and _apart(a, b) <= reach
        and a.up[0] * b.up[0] + a.up[1] * b.up[1] >= _FAN_TURN
    )


def _fan_neighbours(a: index.Candidate, b: index.Candidate) -> bool:
    """Two indices as the next cards of a fan show them: close, of one size and turn."""
    return _fan_like(a, b, _FAN_STEP * max(a.distance, b.distance))


def _enlarged(reading: _Reading, factor: float) -> _Reading:
    """A reading made on a shrunk photo, in the work photo's pixels."""
    if factor == 1.0:
        return reading
    here = reading.candidate
    centre = (here.centre[0] * factor, here.centre[1] * factor)
    return replace(reading, candidate=replace(here, centre=centre, distance=here.distance * factor))


def _suit_column(card: Card) -> int:
    """The column of the card's suit among the suit classifier's classes."""
    return SUIT_CLASSES.index(next(letter for letter, suit in _SUITS.items() if suit == card.suit))


def _rank_shares(ranks: NDArray[np.float32]) -> tuple[dict[Rank, float], float]:
    """Each Skat rank's probability and that of a rank 2-6, out of the ranks (not "other")."""
    rank_p: dict[Rank, float] = {}
    for label, rank in _RANKS.items():
        rank_p[rank] = rank_p.get(rank, 0.0) + float(ranks[RANK_CLASSES.index(label)])
    low = float(ranks[RANK_CLASSES.index("low")])
    total = sum(rank_p.values()) + low
    return {rank: p / total for rank, p in rank_p.items()}, low / total


def _colour(work: NDArray[np.uint8], candidate: index.Candidate) -> str:
    """The ink of the candidate's suit symbol (`colour.ink_colour`)."""
    return ink_colour(index.upright_patch(work, candidate), candidate.suit_mask)
