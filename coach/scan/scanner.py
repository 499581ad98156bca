"""Recognise the Skat cards in a photo: `recognise(photo, expect=10) -> ScanResult`."""

from __future__ import annotations

from dataclasses import dataclass, field

import cv2
import numpy as np
from numpy.typing import NDArray

from coach.cards import Card, CardSet, Rank, Suit
from coach.explain import Reason, register_texts
from coach.scan import index
from coach.scan.colour import SUIT_FIT, ink_colour
from coach.scan.corner import at_card_edge
from coach.scan.decode import ImageError, decode
from coach.scan.model import RANK_CLASSES, SUIT_CLASSES, load_model
from coach.scan.outline import Polygon, card_outline

WORK_SIDE = 1800  # photos are shrunk to this long side before the search
UNCERTAIN_BELOW = 0.6
_INDEX_MIN = 0.9  # least probability that a candidate is a corner index at all

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

register_texts(
    {
        "scan_not_image": {
            "de": "Die Datei ist kein lesbares Foto (JPEG, PNG oder HEIC).",
            "en": "The file is not a readable photo (JPEG, PNG or HEIC).",
        },
        "scan_too_large": {
            "de": "Die Datei ist zu groß ({size_mb} MB); höchstens {limit_mb} MB.",
            "en": "The file is too large ({size_mb} MB); at most {limit_mb} MB.",
        },
        "scan_too_many_pixels": {
            "de": "Das Foto hat zu viele Pixel ({width}×{height}); bitte kleiner aufnehmen.",
            "en": "The photo has too many pixels ({width}×{height}); please take a smaller one.",
        },
        "scan_no_cards": {
            "de": "Auf dem Foto wurden keine Karten gefunden.",
            "en": "No cards were found in the photo.",
        },
        "scan_too_many_cards": {
            "de": "{found} Karten gefunden, erwartet waren {expected}.",
            "en": "{found} cards found, {expected} were expected.",
        },
        "scan_too_few_cards": {
            "de": "Nur {found} von {expected} Karten erkannt.",
            "en": "Only {found} of {expected} cards recognised.",
        },
        "scan_uncertain": {
            "de": "{card} ist unsicher ({percent} %); vielleicht {alternatives}.",
            "en": "{card} is uncertain ({percent}%); perhaps {alternatives}.",
        },
        "scan_not_skat": {
            "de": "{count} Karte(n) ohne Skat-Wert (2 bis 6) übergangen.",
            "en": "{count} card(s) of no Skat rank (2 to 6) skipped.",
        },
    }
)


@dataclass(frozen=True)
class ScannedCard:
    """One recognised card: confidence 0..1, runner-up guesses, outline in image pixels."""

    card: Card
    confidence: float
    alternatives: tuple[tuple[Card, float], ...]
    outline: Polygon
    index_at: tuple[float, float]

    @property
    def uncertain(self) -> bool:
        return self.confidence < UNCERTAIN_BELOW


@dataclass(frozen=True)
class ScanResult:
    """The best distinct cards found (most confident first), cards beyond `expect`, problems."""

    cards: tuple[ScannedCard, ...]
    extra: tuple[ScannedCard, ...] = ()
    not_skat: int = 0
    problems: tuple[Reason, ...] = ()
    size: tuple[int, int] = (0, 0)
    expect: int | None = field(default=None)

    @property
    def card_set(self) -> CardSet:
        return CardSet.of(found.card for found in self.cards)

    @property
    def complete(self) -> bool:
        """All expected cards found, none doubtful: the hand can go to the calculator."""
        return (
            self.expect is not None
            and len(self.cards) == self.expect
            and not self.extra
            and not any(found.uncertain for found in self.cards)
        )


@dataclass(frozen=True)
class _Reading:
    card: Card | None  # None: a rank 2-6 (a card of a 52-card deck that Skat does not use)
    confidence: float
    alternatives: tuple[tuple[Card, float], ...]
    candidate: index.Candidate
    index_score: float


def recognise(photo: bytes | NDArray[np.uint8], expect: int | None = None) -> ScanResult:
    """The Skat cards in a photo (encoded bytes or a BGR array); never raises on bad input."""
    if isinstance(photo, bytes | bytearray | memoryview):
        try:
            image = decode(bytes(photo))
        except ImageError as error:
            return ScanResult((), problems=(Reason.of(error.code, **error.facts),), expect=expect)
    else:
        image = np.ascontiguousarray(photo, np.uint8)
        if image.ndim == 2:
            image = np.asarray(cv2.cvtColor(image, cv2.COLOR_GRAY2BGR), np.uint8)
    height, width = image.shape[:2]
    scale = min(1.0, WORK_SIDE / max(height, width))
    work = image
    if scale < 1.0:
        work = np.asarray(
            cv2.resize(image, None, fx=scale, fy=scale, interpolation=cv2.INTER_AREA), np.uint8
        )
    ink = index.ink_mask(work)
    readings = _read(work, ink)
    found = _distinct(readings)
    scanned = _one_per_card_body(
        [_scanned(work, ink, reading, scale) for reading in found if reading.card is not None]
    )
    cards, extra = (scanned, []) if expect is None else (scanned[:expect], scanned[expect:])
    not_skat = sum(1 for reading in found if reading.card is None)
    return ScanResult(
        tuple(cards),
        tuple(extra),
        not_skat,
        _problems(scanned, not_skat, expect),
        (width, height),
        expect,
    )


def _read(work: NDArray[np.uint8], ink: NDArray[np.uint8]) -> list[_Reading]:
    side = max(work.shape[:2])
    found = index.candidates(ink, side * 0.006, side * 0.05)
    if not found:
        return []
    model = load_model()
    rank_rows, suit_rows = index.features(found)
    rank_p = model.rank.probabilities(rank_rows)
    suit_p = model.suit.probabilities(suit_rows)
    is_index = (1 - rank_p[:, RANK_CLASSES.index("other")]) * (
        1 - suit_p[:, SUIT_CLASSES.index("other")]
    )
    readings = []
    for row in np.nonzero(is_index >= _INDEX_MIN)[0]:
        candidate = found[row]
        if not at_card_edge(work, ink, candidate):
            continue
        fit = np.array(SUIT_FIT[_colour(work, candidate)], np.float32)
        suits = suit_p[row, :4] * fit
        suits /= max(float(suits.sum()), 1e-9)
        readings.append(_reading(candidate, rank_p[row], suits, float(is_index[row])))
    return readings


def _colour(work: NDArray[np.uint8], candidate: index.Candidate) -> str:
    matrix = index.frame(candidate.centre, candidate.up, candidate.distance)
    patch = cv2.warpAffine(work, matrix, (index.PATCH, index.PATCH), flags=cv2.INTER_LINEAR)
    return ink_colour(np.asarray(patch, np.uint8), candidate.suit_mask)


def _reading(
    candidate: index.Candidate, ranks: NDArray[np.float32], suits: NDArray[np.float32], score: float
) -> _Reading:
    rank_p: dict[Rank, float] = {}
    for label, rank in _RANKS.items():
        rank_p[rank] = rank_p.get(rank, 0.0) + float(ranks[RANK_CLASSES.index(label)])
    low = float(ranks[RANK_CLASSES.index("low")])
    total = sum(rank_p.values()) + low
    joint = sorted(
        (
            (rank_p[rank] / total * float(suits[SUIT_CLASSES.index(letter)]), Card.of(suit, rank))
            for rank in rank_p
            for letter, suit in _SUITS.items()
        ),
        reverse=True,
    )
    if low / total > max(rank_p.values()) / total:
        return _Reading(None, low / total, (), candidate, score)
    (best_p, best), *rest = joint
    alternatives = tuple((card, round(p, 3)) for p, card in rest[:3])
    return _Reading(best, best_p, alternatives, candidate, score)


def _distinct(readings: list[_Reading]) -> list[_Reading]:
    """One reading per index on the photo (the likeliest), then one per card."""
    readings = sorted(readings, key=lambda r: -(r.index_score * r.confidence))
    kept: list[_Reading] = []
    for reading in readings:
        here = reading.candidate
        if any(
            np.hypot(
                here.centre[0] - other.candidate.centre[0],
                here.centre[1] - other.candidate.centre[1],
            )
            < 0.6 * max(here.distance, other.candidate.distance)
            for other in kept
        ):
            continue
        kept.append(reading)
    best: dict[Card | None, _Reading] = {}
    non_skat: list[_Reading] = []
    for reading in kept:
        if reading.card is None:
            non_skat.append(reading)
        elif reading.card not in best:
            best[reading.card] = reading
    return [*best.values(), *_far_apart(non_skat)]


def _far_apart(readings: list[_Reading]) -> list[_Reading]:
    """Indices of one 2-6 card appear twice (two corners): count them once, roughly by distance."""
    kept: list[_Reading] = []
    for reading in readings:
        here = reading.candidate
        if not any(
            np.hypot(
                here.centre[0] - other.candidate.centre[0],
                here.centre[1] - other.candidate.centre[1],
            )
            < 12 * here.distance
            for other in kept
        ):
            kept.append(reading)
    return kept


_Placed = tuple[ScannedCard, bool, tuple[float, float]]  # card, outline is a whole card, "up"


def _scanned(
    work: NDArray[np.uint8], ink: NDArray[np.uint8], reading: _Reading, scale: float
) -> _Placed:
    assert reading.card is not None
    here = reading.candidate
    outline, whole = card_outline(work, ink, here.centre, here.up, here.distance)
    found = ScannedCard(
        reading.card,
        round(reading.confidence, 3),
        reading.alternatives,
        tuple((x / scale, y / scale) for x, y in outline),
        (here.centre[0] / scale, here.centre[1] / scale),
    )
    return found, whole, here.up


def _one_per_card_body(scanned: list[_Placed]) -> list[ScannedCard]:
    """A card lying alone shows two indices; if they were read differently, trust the surer one.
    (An index of another card beneath, whose paper the outline leaked into, lies outside it.)"""
    kept: list[_Placed] = []
    for found, whole, up in sorted(scanned, key=lambda item: -item[0].confidence):
        centre = np.mean(found.outline, axis=0)
        side = float(np.hypot(*np.subtract(found.outline[0], found.outline[1])))
        if whole and any(
            other_whole
            and float(np.hypot(*(centre - np.mean(other.outline, axis=0)))) < 0.3 * side
            and _inside(found.index_at, other.outline)
            for other, other_whole, _ in kept
        ):
            continue
        kept.append((found, whole, up))
    return [found for found, _, _ in kept]


def _inside(point: tuple[float, float], outline: Polygon) -> bool:
    contour = np.array(outline, np.float32).reshape(-1, 1, 2)
    return float(cv2.pointPolygonTest(contour, point, False)) >= 0


def _problems(scanned: list[ScannedCard], not_skat: int, expect: int | None) -> tuple[Reason, ...]:
    problems: list[Reason] = []
    if not scanned:
        problems.append(Reason.of("scan_no_cards"))
    elif expect is not None and len(scanned) > expect:
        problems.append(Reason.of("scan_too_many_cards", found=len(scanned), expected=expect))
    elif expect is not None and len(scanned) < expect:
        problems.append(Reason.of("scan_too_few_cards", found=len(scanned), expected=expect))
    for found in scanned[: expect or len(scanned)]:
        if found.uncertain:
            problems.append(
                Reason.of(
                    "scan_uncertain",
                    card=found.card,
                    percent=round(100 * found.confidence),
                    alternatives=tuple(card for card, _ in found.alternatives[:2]),
                )
            )
    if not_skat:
        problems.append(Reason.of("scan_not_skat", count=not_skat))
    return tuple(problems)
