"""Placing the readings on cards: one card per index and per card body, fans told apart from
cards lying apart, and the problems a photo shows (no cards, card backs, more cards than asked)."""

from __future__ import annotations

from dataclasses import dataclass, replace

import cv2
import numpy as np
from numpy.typing import NDArray

from coach.rules.cards import Card
from coach.rules.explain import Reason
from coach.scan import index
from coach.scan.outline import Polygon, card_outline
from coach.scan.reading import (
    _CORNERS_OFF,
    _SAME_INDEX,
    _SIZE_BAND,
    _SIZE_NEAR,
    _SIZE_QUORUM,
    _SIZE_SPREAD,
    ScannedCard,
    _apart,
    _fan_neighbours,
    _Reading,
)


def _one_size(readings: list[_Reading]) -> list[_Reading]:
    """The cards of one photo come from one deck at about one distance from the camera: an index
    much larger or smaller than the others is a letter of a face picture or some other print.
    One a little off the usual size is dropped only when its card is read at a usual size at
    another index (the big letter in the middle of a face card beside the card's own index; not a
    faint reading of the same index)."""
    if len(readings) < _SIZE_QUORUM:
        return readings
    sizes = np.array([reading.candidate.distance for reading in readings])
    usual = float(np.median(sizes))
    low, high = _SIZE_BAND
    kept = [r for r in readings if low * usual <= r.candidate.distance <= high * usual]
    reach = max(_SIZE_SPREAD * float(np.median(np.abs(sizes - usual))), _SIZE_NEAR * usual)
    usual_size = [r for r in kept if abs(r.candidate.distance - usual) <= reach]
    return [
        r
        for r in kept
        if abs(r.candidate.distance - usual) <= reach
        or not any(u.card == r.card and not _on_top(u, r) for u in usual_size)
    ]


def _one_per_index(readings: list[_Reading]) -> list[_Reading]:
    """One reading per index on the photo: the likeliest of those lying on top of each other,
    a plain reading before one of a partly hidden glyph or of faint print."""
    readings = sorted(readings, key=lambda r: (r.covered, r.faint, -(r.index_score * r.confidence)))
    kept: list[_Reading] = []
    for reading in readings:
        if not any(_on_top(reading, other) for other in kept):
            kept.append(reading)
    return kept


def _on_top(one: _Reading, other: _Reading) -> bool:
    """Two readings of one index (their suit centres closer than this share of a pair distance)."""
    a, b = one.candidate, other.candidate
    return _apart(a, b) < _SAME_INDEX * max(a.distance, b.distance)


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


@dataclass(frozen=True)
class _Placed:
    """A recognised card with where its index points and whether its outline is a whole card."""

    found: ScannedCard
    candidate: index.Candidate  # its index (where it points), in work pixels
    whole: bool
    seen_again: float = 0.0  # the surest other index read as the same card: its confidence

    def same_body(self, other: _Placed) -> bool:
        """Both are the two indices of one card lying alone: the same whole outline holds both,
        and they point in opposite directions (diagonally opposite corners)."""
        mine, theirs = self.found.outline, other.found.outline
        centre = np.mean(mine, axis=0)
        side = float(np.hypot(*np.subtract(mine[0], mine[1])))
        short = min(side, float(np.hypot(*np.subtract(mine[1], mine[2]))))
        middle = (np.array(self.found.index_at) + np.array(other.found.index_at)) / 2
        return (
            self.whole
            and other.whole
            and float(np.dot(self.candidate.up, other.candidate.up)) < -0.5
            and float(np.hypot(*(centre - np.mean(theirs, axis=0)))) < 0.3 * side
            and _inside(self.found.index_at, theirs)
            # the corners lie half round the card's centre (not two cards of a stack whose
            # outline looks like one card)
            and float(np.hypot(*(middle - np.mean(theirs, axis=0)))) < _CORNERS_OFF * short
        )


def _scanned(
    paper: NDArray[np.uint8], ink: NDArray[np.uint8], reading: _Reading, scale: float
) -> _Placed:
    assert reading.card is not None
    here = reading.candidate
    outline, whole = card_outline(paper, ink, here.centre, here.up, here.distance)
    found = ScannedCard(
        reading.card,
        round(reading.confidence, 3),
        reading.alternatives,
        tuple((x / scale, y / scale) for x, y in outline),
        (here.centre[0] / scale, here.centre[1] / scale),
        reading.steady,
        reading.least,
        reading.cuts,
        reading.ink_fits,
        reading.covered,
        reading.seconded,
        in_corner=reading.in_corner,
    )
    return _Placed(found, here, whole)


def _one_per_card_body(scanned: list[_Placed]) -> list[_Placed]:
    """A card lying alone shows two indices; if they were read differently, trust the surer one
    and keep the other reading among its runner-ups. (An index of another card beneath, whose
    paper the outline leaked into, lies outside it.) An outline holding the next index of a
    fan is a stack of cards, not one (a fan's cards shifted along their long sides fill a
    card-shaped rectangle). Most confident first."""
    alone = {id(placed) for placed in scanned if not _holds_fan_neighbour(placed, scanned)}
    kept: list[_Placed] = []
    for placed in sorted(scanned, key=lambda placed: -placed.found.confidence):
        twin = next(
            (
                n
                for n, other in enumerate(kept)
                if id(placed) in alone and id(other) in alone and placed.same_body(other)
            ),
            None,
        )
        if twin is None:
            kept.append(placed)
            continue
        found, other = placed.found, kept[twin].found
        if found.card == other.card:
            kept[twin] = _seen_again(kept[twin], found)
        else:
            guesses = dict(other.alternatives)
            guesses[found.card] = max(guesses.get(found.card, 0.0), found.confidence)
            ranked = sorted(guesses.items(), key=lambda item: -item[1])[:3]
            kept[twin] = replace(kept[twin], found=replace(other, alternatives=tuple(ranked)))
    return kept


def _holds_fan_neighbour(placed: _Placed, scanned: list[_Placed]) -> bool:
    """Another index of the photo lies on the card's outline as the next card of a fan shows
    it (close, of one size and turn)."""
    return any(
        other is not placed
        and _inside(other.found.index_at, placed.found.outline)
        and _fan_neighbours(placed.candidate, other.candidate)
        for other in scanned
    )


def _one_per_card(scanned: list[_Placed]) -> list[ScannedCard]:
    """Each card once (a deck holds it once), most confident first. Two whole cards read alike
    cannot both be it: the less sure one takes its likeliest runner-up still free."""
    taken: dict[Card, _Placed] = {}
    for placed in scanned:
        found = placed.found
        if found.card in taken:
            first = taken[found.card]
            if not (placed.whole and first.whole) or _inside(found.index_at, first.found.outline):
                taken[found.card] = _seen_again(first, found)
                continue
            free = [(card, p) for card, p in found.alternatives if card not in taken]
            if not free:
                continue
            card, confidence = free[0]
            found = replace(
                found,
                card=card,
                confidence=confidence,
                alternatives=tuple(free[1:]),
                steady=False,
                least=0.0,
            )
        taken[found.card] = replace(placed, found=found)
    cards = [_confirmed(placed) for placed in taken.values()]
    return sorted(cards, key=lambda found: -found.confidence)


def _seen_again(placed: _Placed, again: ScannedCard) -> _Placed:
    """The card read once more at another index: sure if either reading is sure on its own
    (taken field by field, a reading unsteady at one index and one half hidden at another
    looked sure together: a blurred ♥9 read as a queen, and print beside it as a half-hidden ♥Q)."""
    first = placed.found
    if first.uncertain and not again.uncertain:
        first = replace(
            first,
            steady=again.steady,
            least=again.least,
            ink_fits=again.ink_fits,
            seconded=again.seconded,
            in_corner=again.in_corner,
            cuts=again.cuts,
            covered=again.covered,
        )
    return replace(placed, found=first, seen_again=max(placed.seen_again, again.confidence))


def _confirmed(placed: _Placed) -> ScannedCard:
    """A card read at two indices (a card's two corners) is wrong only if both readings are."""
    found = placed.found
    doubt = (1 - found.confidence) * (1 - placed.seen_again)
    return replace(found, confidence=round(1 - doubt, 3))


def _inside(point: tuple[float, float], outline: Polygon) -> bool:
    contour = np.array(outline, np.float32).reshape(-1, 1, 2)
    return float(cv2.pointPolygonTest(contour, point, False)) >= 0


def _problems(
    scanned: list[ScannedCard], not_skat: int, expect: int | None, backs: bool
) -> tuple[Reason, ...]:
    problems: list[Reason] = []
    if backs:
        problems.append(Reason.of("scan_card_backs"))
    elif not scanned:
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
