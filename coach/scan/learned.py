"""The classifier learned from real photos (`photo_model.py`) at work in the scanner.

It seconds the first classifier's readings (a card is sure only when both read it alike), puts
right a suit the first one mixes up with its twin of the same colour (a blurred ♣ read as ♠),
and reads alone the indices the first one does not know, where other cards were read at that
size. What it alone reads is never sure.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

import numpy as np
from numpy.typing import NDArray

from coach.rules.cards import Card
from coach.scan import index
from coach.scan.corner import at_card_edge
from coach.scan.model import RANK_CLASSES, SUIT_CLASSES
from coach.scan.photo_model import PhotoModel, photo_features
from coach.scan.placing import _on_top, _one_per_index
from coach.scan.reading import (
    _FOREIGN_INK,
    _SAME_INDEX,
    _SIZE_QUORUM,
    _SUITS,
    _colour,
    _enlarged,
    _rank_shares,
    _Reading,
    _suit_column,
)

_OTHER_RANK = RANK_CLASSES.index("other")
_OTHER_SUIT = SUIT_CLASSES.index("other")
_SECOND_LEAST = 0.5  # a reading is seconded when the second classifier is this sure of it
# it puts right a suit, or reads an index alone, when this sure that the candidate is an index
# of that card (chosen on dev_check, the photos it was not trained on)
_OWN_LEAST = 0.9
_OWN_MOST = 0.85  # the confidence shown for what it alone reads: below sure, as it is never sure
_ALONE_SIZE = 0.5  # an index it reads alone is this near the usual size of the photo's readings

Fits = dict[str, tuple[float, float, float, float]]


@dataclass(frozen=True)
class Second:
    """The classifier learned from real photos on each candidate: is it an index, which card."""

    is_index: NDArray[np.float32]
    cards: tuple[Card | None, ...]
    confidence: NDArray[np.float32]

    def sure_of(self, row: int) -> float:
        """How sure it is that candidate `row` is an index of its card."""
        return float(self.is_index[row] * self.confidence[row])


def second_opinion(model: PhotoModel, features: NDArray[np.float32]) -> Second:
    """Its reading of each feature row (`photo_features`)."""
    rank_p = model.rank.probabilities(features)
    suit_p = model.suit.probabilities(features)
    is_index = (1 - rank_p[:, _OTHER_RANK]) * (1 - suit_p[:, _OTHER_SUIT])
    cards, confidence = [], []
    for ranks, suits in zip(rank_p, suit_p, strict=True):
        suits = suits[:4] / max(float(suits[:4].sum()), 1e-9)
        rank_shares, low = _rank_shares(ranks)
        card, best = max(
            (
                (Card.of(suit, rank), share * float(suits[SUIT_CLASSES.index(letter)]))
                for rank, share in rank_shares.items()
                for letter, suit in _SUITS.items()
            ),
            key=lambda pair: pair[1],
        )
        cards.append(None if low > best else card)
        confidence.append(best)
    return Second(
        np.asarray(is_index, np.float32),
        tuple(cards),
        np.array(confidence, np.float32),
    )


def seconds(second: Second, row: int, card: Card | None) -> bool:
    """It reads candidate `row` as an index of `card`."""
    return card is not None and second.cards[row] == card and second.sure_of(row) >= _SECOND_LEAST


def agrees(second: Second, row: int, card: Card | None) -> bool:
    """It reads candidate `row` as an index of `card`, surely."""
    return card is not None and second.cards[row] == card and second.sure_of(row) >= _OWN_LEAST


def other_suit(reading: _Reading, second: Second, row: int, fit: NDArray[np.float32]) -> _Reading:
    """The reading with the suit it reads instead, where it reads the same rank in another suit
    that the ink allows, surely (the first classifier's suit becomes the runner-up)."""
    other = second.cards[row]
    if reading.card is None or other is None or other.rank != reading.card.rank:
        return reading
    if (
        other == reading.card
        or second.sure_of(row) < _OWN_LEAST
        or float(fit[_suit_column(other)]) <= _FOREIGN_INK
    ):
        return reading
    return replace(
        reading,
        card=other,
        confidence=min(float(second.confidence[row]), _OWN_MOST),
        alternatives=((reading.card, round(reading.confidence, 3)), *reading.alternatives[:2]),
    )


@dataclass(frozen=True)
class Unread:
    """The candidates of one search that no reading of the first classifier took, with the
    photo and ink mask it looked at (shrunk by `shrink`) and the inks' fits to the suits."""

    shrink: float
    image: NDArray[np.uint8]
    ink: NDArray[np.uint8]
    candidates: tuple[index.Candidate, ...]
    fits: Fits


def unread(
    found: list[index.Candidate],
    read: list[index.Candidate],
    *,
    shrink: float,
    image: NDArray[np.uint8],
    ink: NDArray[np.uint8],
    fits: Fits,
) -> Unread:
    """The candidates of `found` not lying on the index of a candidate `read`."""
    if not read:
        return Unread(shrink, image, ink, tuple(found), fits)
    here = np.array([candidate.centre for candidate in found], np.float64)
    there = np.array([other.centre for other in read], np.float64)
    reach = _SAME_INDEX * np.array([other.distance for other in read], np.float64)
    apart = np.hypot(*(here[:, None, :] - there[None, :, :]).transpose(2, 0, 1))
    free = ~(apart < reach[None, :]).any(axis=1)
    rest = tuple(candidate for candidate, alone in zip(found, free, strict=True) if alone)
    return Unread(shrink, image, ink, rest, fits)


def read_alone(
    readings: list[_Reading], searches: list[Unread], model: PhotoModel
) -> list[_Reading]:
    """Its own readings of indices no reading lies on, on a photo where at least four cards
    were read, at about their usual size, in a card's corner, in an ink their suit allows;
    never sure (work pixels)."""
    cards = [reading for reading in readings if reading.card is not None]
    if len(cards) < _SIZE_QUORUM:
        return []
    usual = float(np.median([reading.candidate.distance for reading in cards]))
    found: list[_Reading] = []
    for search in searches:
        rest = [
            candidate
            for candidate in search.candidates
            if abs(candidate.distance / search.shrink - usual) <= _ALONE_SIZE * usual
            and not index.twin_glyphs(candidate)
            and at_card_edge(search.image, search.ink, candidate)
        ]
        if not rest:
            continue
        whiteness = index.whiteness(search.image)
        second = second_opinion(model, photo_features(rest, search.image, whiteness))
        for row, candidate in enumerate(rest):
            card = second.cards[row]
            if card is None or second.sure_of(row) < _OWN_LEAST:
                continue
            fit = search.fits[_colour(search.image, candidate)][_suit_column(card)]
            if fit <= _FOREIGN_INK:
                continue
            reading = _Reading(
                card,
                min(float(second.confidence[row]), _OWN_MOST),
                (),
                candidate,
                float(second.is_index[row]),
                steady=False,
                seconded=False,
            )
            found.append(_enlarged(reading, 1 / search.shrink))
    return _one_per_index(
        [reading for reading in found if not any(_on_top(reading, other) for other in readings)]
    )
