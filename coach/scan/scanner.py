"""Recognise the Skat cards in a photo: `recognise(photo, expect=10) -> ScanResult`."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field, replace

import cv2
import numpy as np
from numpy.typing import NDArray

from coach.rules.cards import Card, CardSet
from coach.rules.explain import Reason
from coach.scan import index
from coach.scan.backs import card_backs
from coach.scan.colour import FOUR_COLOUR_FIT, FOUR_COLOUR_GREENS, SUIT_FIT
from coach.scan.corner import at_card_edge
from coach.scan.decode import ImageError, decode
from coach.scan.learned import (
    Unread,
    agrees,
    other_suit,
    read_alone,
    second_opinion,
    seconds,
    unread,
)
from coach.scan.model import RANK_CLASSES, SUIT_CLASSES, load_model
from coach.scan.outline import paper_image
from coach.scan.photo_model import PhotoModel, load_photo_model, photo_features
from coach.scan.placing import (
    _far_apart,
    _on_top,
    _one_per_card,
    _one_per_card_body,
    _one_per_index,
    _one_size,
    _problems,
    _scanned,
)
from coach.scan.reading import (
    _FAN_STEP,
    _FOREIGN_INK,
    _SIZE_QUORUM,
    _SUITS,
    SURE_CUTS,
    UNCERTAIN_BELOW,
    ScannedCard,
    _apart,
    _colour,
    _enlarged,
    _fan_like,
    _fan_neighbours,
    _rank_shares,
    _Reading,
    _suit_column,
)

# OpenCV's threads cost more than they save on the scanner's many small images (and the
# machine's cores are shared): one thread reads a photo in about two thirds of the CPU time
cv2.setNumThreads(1)

WORK_SIDE = 1800  # photos are shrunk to this long side before the search
_ENLARGE, _ENLARGE_UPTO = 2.0, 1400  # small photos are enlarged so, up to this long side
# Close-ups: indices larger than the first search takes are sought once more on a photo shrunk
# this much, as large relative to it as usual ones are to the whole photo: (shrink, least and
# largest index size as shares of the work side).
_PASSES = ((1.0, 0.006, 0.05), (1 / 3, 0.04, 0.16))
_INDEX_MIN = 0.9  # least probability that a candidate is a corner index at all
_OTHER_SUIT = SUIT_CLASSES.index("other")
_OTHER_RANK = RANK_CLASSES.index("other")
# a fan's gap: indices up to this many pair distances apart may be two steps of one fan; at
# least this many such pairs on the photo; a step may be off by this share; a missing index
# lies within this share of a step from where the arc says
_GAP_REACH, _GAP_QUORUM, _GAP_SLACK, _GAP_NEAR = 4.0, 3, 0.25, 0.35
_GREY_LOOK = 0.2  # a rank the ink mask shows at least this likely is read again in grey
_RANK_AS_PIP = 0.5  # a "rank" taken for a suit symbol this surely is a pip (or a pattern's cell)
# each index is cut again turned a little and a little larger and smaller: (degrees, size)
_RECUTS = ((-5.0, 1.0), (5.0, 1.0), (0.0, 0.9), (0.0, 1.1))


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


def recognise(
    photo: bytes | NDArray[np.uint8], expect: int | None = None, *, learned: bool = True
) -> ScanResult:
    """The Skat cards in a photo (encoded bytes or a BGR array); never raises on bad input.
    `learned=False` leaves out the classifier learned from real photos (its training labels
    come from the first classifier alone)."""
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
    scale = work_scale(height, width)
    work = _resized(image, scale)
    scanned, not_skat = _scan(work, scale, expect, learned)
    scanned = [found for found in scanned if worth_showing(found)]
    if all(found.uncertain for found in scanned):
        # light print on dark cards (a black deck's gold and silver) is dark print on bright
        # paper in the photo's negative; what is read there is never sure. It is searched where
        # no card is sure (a black card may lie beside a white one), its cards join those read
        negative = np.asarray(255 - work, np.uint8)
        light, light_not_skat = _scan(negative, scale, expect, learned)
        had = {found.card for found in scanned}
        light = [replace(found, light_print=True) for found in light if found.card not in had]
        light = [found for found in light if worth_showing(found)]
        if light and not scanned:
            not_skat = light_not_skat
        scanned += light
    cards, extra = (scanned, []) if expect is None else (scanned[:expect], scanned[expect:])
    return ScanResult(
        tuple(cards),
        tuple(extra),
        not_skat,
        _problems(scanned, not_skat, expect, backs=not scanned and card_backs(work) > 0),
        (width, height),
        expect,
    )


def worth_showing(found: ScannedCard) -> bool:
    """A doubtful card is shown for the learner to confirm only where it may well be right: the
    classifier learned from real photos reads it alike, or else it is printed in an ink its suit
    has and, read in a photo's negative, it is likely and steady. (On the development part of
    cardcounter, the readings failing this were 84 false cards and 6 right ones.)"""
    if found.seconded:
        return True
    if found.light_print:
        return found.confidence >= UNCERTAIN_BELOW and found.steady
    return found.ink_fits


def _scan(
    work: NDArray[np.uint8], scale: float, expect: int | None, learned: bool
) -> tuple[list[ScannedCard], int]:
    """The cards read on the work photo (`scale` times the photo; most confident first) and
    how many indices of ranks 2-6 (of a 52-card deck) it shows."""
    prints = index.printed(work)
    side = max(work.shape[:2])
    # the learned classifier reads (almost) alone only on small photos, like those it learned
    # from: it never saw what is no index on larger ones
    alone = learned and scale > 1
    found: list[_Reading] = []
    searches: list[Unread] = []
    for shrink, smaller, mask, least, largest in search_passes(work, prints):
        here, left = _read(
            smaller, mask, least, largest, learned=learned, shrink=shrink, alone=alone
        )
        found += [_enlarged(reading, 1 / shrink) for reading in here]
        searches.append(left)
    paper = paper_image(work)
    model = load_photo_model() if alone else None
    plain = _cards(paper, prints.ink, found, scale, searches, model) if expect is not None else None
    if plain is not None and _every_card(plain[1], expect):
        readings, scanned = plain
    else:
        # ranks printed too faintly for the ink mask (thin letters, out of focus, from afar):
        # read only where no plain reading lies, and never sure
        least, largest = side * _PASSES[0][1], side * _PASSES[0][2]
        read = np.array([reading.candidate.centre for reading in found], np.float64)
        for faint, glyphs in prints.faint():
            found = [
                replace(reading, faint=True, steady=False)
                for reading in _read(
                    work, faint, least, largest, glyphs, read.reshape(-1, 2), learned=learned
                )[0]
            ] + found
        readings, scanned = _cards(paper, prints.ink, found, scale, searches, model)
    return scanned, len(_far_apart([reading for reading in readings if reading.card is None]))


def _cards(
    paper: NDArray[np.uint8],
    ink: NDArray[np.uint8],
    found: list[_Reading],
    scale: float,
    searches: list[Unread],
    model: PhotoModel | None,
) -> tuple[list[_Reading], list[ScannedCard]]:
    """The readings checked against each other, with those the classifier learned from real
    photos makes alone among the candidates of `searches` left unread (`learned.read_alone`),
    and the cards they show (most confident first), outlined on `paper` (`paper_image`) in
    photo pixels."""
    readings = _one_per_index(_one_size(_among_cards(found)))
    if model is not None:
        readings += read_alone(readings, searches, model)
    placed = [_scanned(paper, ink, read, scale) for read in readings if read.card is not None]
    return readings, _one_per_card(_one_per_card_body(placed))


def _every_card(scanned: list[ScannedCard], expect: int | None) -> bool:
    """As many cards as expected, all sure: faint print can only add doubtful ones."""
    return (
        expect is not None
        and len(scanned) == expect
        and not any(found.uncertain for found in scanned)
    )


def search_passes(
    work: NDArray[np.uint8], prints: index.Print
) -> Iterator[tuple[float, NDArray[np.uint8], NDArray[np.uint8], float, float]]:
    """Each search of the work photo (`_PASSES`): how much it is shrunk, the photo and the ink
    mask it looks at, the least and the largest index size in their pixels."""
    side = max(work.shape[:2])
    for shrink, least, largest in _PASSES:
        smaller = work if shrink == 1.0 else _resized(work, shrink)
        mask = prints.ink if shrink == 1.0 else index.ink_mask(smaller, 1 / shrink)
        yield shrink, smaller, mask, side * least * shrink, side * largest * shrink


def work_scale(height: int, width: int) -> float:
    """How much a photo is resized for the search: large ones shrunk to WORK_SIDE, small ones
    (640 pixels, indices 15-30 pixels tall) enlarged twice, as thin strokes then stay whole."""
    side = max(height, width)
    return _ENLARGE if side * _ENLARGE <= _ENLARGE_UPTO else min(1.0, WORK_SIDE / side)


def _resized(image: NDArray[np.uint8], scale: float) -> NDArray[np.uint8]:
    if scale == 1.0:
        return image
    if scale > 1.0:
        return np.asarray(
            cv2.resize(image, None, fx=scale, fy=scale, interpolation=cv2.INTER_CUBIC), np.uint8
        )
    return np.asarray(
        cv2.resize(image, None, fx=scale, fy=scale, interpolation=cv2.INTER_AREA), np.uint8
    )


def _read(
    work: NDArray[np.uint8],
    ink: NDArray[np.uint8],
    least_size: float,
    largest_size: float,
    faint: NDArray[np.uint8] | None = None,
    read: NDArray[np.float64] | None = None,
    *,
    learned: bool = True,
    shrink: float = 1.0,
    alone: bool = False,
) -> tuple[list[_Reading], Unread]:
    """Readings of every index from `least_size` to `largest_size` pixels (with `faint` and
    `read`: only of faint ranks where no index was read, see `index.candidates`), and the
    candidates no reading took (on a photo shrunk by `shrink`). With `alone`, an index off a
    card's corner counts where both classifiers read it alike."""
    found = index.candidates(ink, least_size, largest_size, faint, read)
    if not found:
        return [], Unread(shrink, work, ink, (), SUIT_FIT)
    model = load_model()
    whiteness = index.whiteness(work)
    rank_x = index.rank_features(found)
    rank_p = model.rank.probabilities(rank_x)
    is_index = 1 - rank_p[:, _OTHER_RANK]
    # where the plain classifier sees no rank, it may be one whose right part the next card
    # of a tight fan hides
    hidden_rank = np.zeros(len(found), np.bool_)
    if model.covered_rank is not None:
        unseen = np.nonzero(is_index < _INDEX_MIN)[0]
        again_p = model.covered_rank.probabilities(rank_x[unseen])
        seen = unseen[1 - again_p[:, _OTHER_RANK] >= _INDEX_MIN]
        rank_p[seen] = again_p[1 - again_p[:, _OTHER_RANK] >= _INDEX_MIN]
        is_index[seen] = 1 - rank_p[seen, _OTHER_RANK]
        hidden_rank[seen] = True
    # a rank the mask shows ragged (thin serifs broken by the threshold) may read from its grey
    # levels, as suits are read
    grey_rank = np.zeros(len(found), np.bool_)
    unseen = np.nonzero((is_index < _INDEX_MIN) & (is_index >= _GREY_LOOK))[0]
    if len(unseen):
        again_p = model.rank.probabilities(
            index.rank_greys([found[row] for row in unseen], whiteness)
        )
        took = 1 - again_p[:, _OTHER_RANK] >= _INDEX_MIN
        seen = unseen[took]
        rank_p[seen] = again_p[took]
        is_index[seen] = 1 - rank_p[seen, _OTHER_RANK]
        grey_rank[seen] = True
    # the suit is read only where the rank may be one: the product below cannot reach the
    # least probability of an index otherwise
    maybe = np.nonzero(is_index >= _INDEX_MIN)[0]
    suit_p = np.zeros((len(found), len(SUIT_CLASSES)), np.float32)
    covered = np.zeros(len(found), np.bool_)
    gap_rows: list[int] = []
    gap_suits = suit_p[:0]
    if len(maybe):
        suit_x = index.suit_features([found[row] for row in maybe], whiteness)
        suit_p[maybe] = model.suit.probabilities(suit_x)
        # where the plain classifier sees no suit, it may be a symbol partly hidden by the next
        # card of a tight fan
        hidden = is_index[maybe] * (1 - suit_p[maybe, _OTHER_SUIT]) < _INDEX_MIN
        if hidden.any():
            again_p = model.covered_suit.probabilities(suit_x[hidden])
            # a plainly read rank above a symbol the plain classifier does not know: kept aside,
            # it may fill a fan's gap (see `_in_gaps`), its suit by both classifiers together
            plain = ~hidden_rank[maybe[hidden]]
            gap_rows = [int(row) for row in maybe[hidden][plain]]
            gap_suits = suit_p[gap_rows, :4] + again_p[plain, :4]
            seen = is_index[maybe[hidden]] * (1 - again_p[:, _OTHER_SUIT]) >= _INDEX_MIN
            suit_p[maybe[hidden][seen]] = again_p[seen]
            covered[maybe[hidden][seen]] = True
    is_index[maybe] *= 1 - suit_p[maybe, _OTHER_SUIT]
    rows = [row for row in maybe if is_index[row] >= _INDEX_MIN]
    # an index must lie in a card's corner, unless both classifiers read it alike (the corner of
    # a stretched close-up may look too far from its index): then it is never sure
    off_corner = {row for row in rows if not at_card_edge(work, ink, found[row])}
    if not alone:
        rows = [row for row in rows if row not in off_corner]
    # a pip above a pip is no index, nor are two cells of a checked pattern: the "rank" looks
    # like a suit symbol (chosen on tuning seeds 1 and 2: no real rank does) or is the suit's
    # twin in size (seeds 1-4)
    if rows:
        greys = index.rank_greys([found[row] for row in rows], whiteness)
        rank_as_pip = model.suit.probabilities(greys)[:, :4].max(axis=1)
        rows = [
            row
            for row, pip in zip(rows, rank_as_pip, strict=True)
            if pip < _RANK_AS_PIP and not index.twin_glyphs(found[row])
        ]
    inks = [_colour(work, found[row]) for row in rows]
    fits = FOUR_COLOUR_FIT if inks.count("green") >= FOUR_COLOUR_GREENS else SUIT_FIT
    cuts = [[index.recut(ink, found[row], *change) for change in _RECUTS] for row in rows]
    again = [cut for row_cuts in cuts for cut in row_cuts if cut is not None]
    again_ranks, again_suits = index.features(again, whiteness)
    again_rank_p = model.rank.probabilities(again_ranks) if again else rank_p[:0]
    again_suit_p = model.suit.probabilities(again_suits) if again else suit_p[:0]
    # the cuts of a half-hidden rank or suit symbol are read as half hidden too
    cut_rows = np.array(
        [
            row
            for row, row_cuts in zip(rows, cuts, strict=True)
            for cut in row_cuts
            if cut is not None
        ],
        np.intp,
    )
    hidden_cut = hidden_rank[cut_rows]
    if hidden_cut.any() and model.covered_rank is not None:
        again_rank_p[hidden_cut] = model.covered_rank.probabilities(again_ranks[hidden_cut])
    hidden_cut = covered[cut_rows]
    if hidden_cut.any():
        again_suit_p[hidden_cut] = model.covered_suit.probabilities(again_suits[hidden_cut])
    gaps = [found[row] for row in gap_rows]
    readings = _gap_readings(work, ink, gaps, rank_p[gap_rows], gap_suits, fits)
    photo_model = load_photo_model() if learned else None
    second = (
        None
        if photo_model is None
        else second_opinion(
            photo_model, photo_features([found[row] for row in rows], work, whiteness)
        )
    )
    at = 0
    for at_row, (row, colour, row_cuts) in enumerate(zip(rows, inks, cuts, strict=True)):
        fit = np.array(fits[colour], np.float32)
        ranks, suits = [rank_p[row]], [_fitted(suit_p[row], fit)]
        for cut in row_cuts:
            if cut is not None:
                ranks.append(again_rank_p[at])
                suits.append(_fitted(again_suit_p[at], fit))
                at += 1
        score = float(is_index[row])
        reading = _reading(found[row], ranks[0], suits[0], score)
        steady = all(
            _reading(found[row], r, su, score).card == reading.card
            for r, su in zip(ranks[1:], suits[1:], strict=True)
        )
        least = min(
            (_probability(r, su, reading.card) for r, su in zip(ranks, suits, strict=True)),
            default=0.0,
        )
        ink_fits = (
            reading.card is not None and float(fit[_suit_column(reading.card)]) > _FOREIGN_INK
        )
        if covered[row] and not ink_fits:
            continue  # half a symbol is taken only in its suit's ink
        if row in off_corner and (second is None or not agrees(second, at_row, reading.card)):
            continue
        seconded = second is None or seconds(second, at_row, reading.card)
        if not seconded and second is not None:
            reading = other_suit(reading, second, at_row, fit)
        readings.append(
            replace(
                reading,
                seconded=seconded,
                in_corner=row not in off_corner,
                steady=steady and not grey_rank[row],
                least=least,
                cuts=len(ranks) - 1,
                ink_fits=ink_fits,
                covered=bool(covered[row] or hidden_rank[row]),
                hidden_rank=bool(hidden_rank[row]),
                needs_cards=bool(grey_rank[row]) or index.suit_size(found[row]) < least_size,
            )
        )
    if not alone:
        return readings, Unread(shrink, work, ink, (), fits)
    taken = [found[row] for row in rows]
    return readings, unread(found, taken, shrink=shrink, image=work, ink=ink, fits=fits)


def _gap_readings(
    work: NDArray[np.uint8],
    ink: NDArray[np.uint8],
    found: list[index.Candidate],
    rank_p: NDArray[np.float32],
    suits: NDArray[np.float32],
    fits: dict[str, tuple[float, float, float, float]],
) -> list[_Reading]:
    """Readings of plain ranks above a suit symbol the plain classifier does not know (the next
    card of a fan hides most of it), each in a corner and its suit fitted to its ink; never sure."""
    readings = []
    for candidate, ranks, suit in zip(found, rank_p, suits, strict=True):
        if not at_card_edge(work, ink, candidate):
            continue
        fit = np.array(fits[_colour(work, candidate)], np.float32)
        reading = _reading(candidate, ranks, _fitted(suit, fit), 0.0)
        if reading.card is not None and float(fit[_suit_column(reading.card)]) > _FOREIGN_INK:
            readings.append(replace(reading, covered=True, in_gap=True, steady=False))
    return readings


def _probability(
    ranks: NDArray[np.float32], suits: NDArray[np.float32], card: Card | None
) -> float:
    """How likely one cut of an index shows `card` (as `_reading` weighs it)."""
    if card is None:
        return 0.0
    shares, _ = _rank_shares(ranks)
    return shares[card.rank] * float(suits[_suit_column(card)])


def _fitted(suits: NDArray[np.float32], fit: NDArray[np.float32]) -> NDArray[np.float32]:
    """Suit probabilities weighed by how well the ink colour fits each suit."""
    weighed = suits[:4] * fit
    return np.asarray(weighed / max(float(weighed.sum()), 1e-9), np.float32)


def _reading(
    candidate: index.Candidate, ranks: NDArray[np.float32], suits: NDArray[np.float32], score: float
) -> _Reading:
    rank_p, low = _rank_shares(ranks)
    joint = sorted(
        (
            (rank_p[rank] * float(suits[SUIT_CLASSES.index(letter)]), Card.of(suit, rank))
            for rank in rank_p
            for letter, suit in _SUITS.items()
        ),
        reverse=True,
    )
    if low > max(rank_p.values()):
        return _Reading(None, low, (), candidate, score)
    (best_p, best), *rest = joint
    alternatives = tuple((card, round(p, 3)) for p, card in rest[:3])
    return _Reading(best, best_p, alternatives, candidate, score)


def _among_cards(readings: list[_Reading]) -> list[_Reading]:
    """A suit symbol read only as partly hidden counts where plainly read indices show cards
    (a fan), not on a photo of other print (a note's letters): on a photo with few plain
    readings, only where it hangs together with a sure plain one, index beside index of one
    size and turn (the next cards of a tight fan). A rank read only as partly hidden counts
    only so. A plain rank above an unknown symbol counts only in a fan's gap (`_in_gaps`). A rank
    read only from its grey levels and a suit symbol smaller than the least index size count
    only beside four plainly read indices (of any rank, 2-6 too)."""
    gaps = [reading for reading in readings if reading.in_gap]
    readings = [reading for reading in readings if not reading.in_gap]
    plain = sum(not (reading.covered or reading.needs_cards) for reading in readings)
    if plain < _SIZE_QUORUM:
        readings = [reading for reading in readings if not reading.needs_cards]
    plain_fan = plain >= _SIZE_QUORUM
    apart = [
        reading.hidden_rank if plain_fan else reading.covered for reading in readings
    ]  # needing a neighbour
    kept = [reading for reading, alone in zip(readings, apart, strict=True) if not alone]
    linked = [reading for reading in kept if _plainly_sure(reading)]
    loose = [reading for reading, alone in zip(readings, apart, strict=True) if alone]
    while linked and loose:
        here = linked.pop()
        near = [_fan_neighbours(here.candidate, reading.candidate) for reading in loose]
        found = [reading for reading, close in zip(loose, near, strict=True) if close]
        loose = [reading for reading, close in zip(loose, near, strict=True) if not close]
        kept += found
        linked += found
    # a gap's card replaces a rank 2-6 read at its index (a Skat deck has none)
    found = _in_gaps(kept, gaps)
    kept = [r for r in kept if r.card is not None or not any(_on_top(r, g) for g in found)]
    return kept + found


def _in_gaps(kept: list[_Reading], gaps: list[_Reading]) -> list[_Reading]:
    """Readings lying where the fan's arc says a card's index is missing: between two indices
    of one size and turn two steps apart, or one step beyond two indices a step apart (the
    step: the usual distance between the fan's next indices)."""
    anchors = [reading.candidate for reading in _one_per_index(kept) if reading.card is not None]
    pairs = [
        (a, b)
        for n, a in enumerate(anchors)
        for b in anchors[n + 1 :]
        if _fan_like(a, b, _GAP_REACH * max(a.distance, b.distance))
    ]
    if not gaps or len(pairs) < _GAP_QUORUM:
        return []
    apart = [_apart(a, b) for a, b in pairs]
    nearest: dict[int, float] = {}
    for (a, b), far in zip(pairs, apart, strict=True):
        for one in (a, b):
            nearest[id(one)] = min(nearest.get(id(one), far), far)
    # the step: the usual distance to the nearest index, among those near the short ones (a fan
    # with gaps has as many nearest distances of two steps as of one)
    close = np.array(list(nearest.values()))
    short = float(np.percentile(close, 25))
    step = float(np.median(close[close <= (1 + _GAP_SLACK) * short]))
    if step <= 0:
        return []
    spots: list[tuple[NDArray[np.float64], index.Candidate]] = []
    for (a, b), far in zip(pairs, apart, strict=True):
        here, there = np.array(a.centre), np.array(b.centre)
        ratio = far / step
        if abs(ratio - 2) <= _GAP_SLACK * 2:
            spots.append(((here + there) / 2, a))
        elif abs(ratio - 1) <= _GAP_SLACK:
            spots += [(2 * here - there, a), (2 * there - here, b)]
    spots = [
        (spot, next_to)
        for spot, next_to in spots
        if all(np.hypot(*(spot - np.array(other.centre))) > _GAP_NEAR * step for other in anchors)
    ]
    return [
        reading
        for reading in gaps
        if any(
            np.hypot(*(spot - np.array(reading.candidate.centre))) <= _GAP_NEAR * step
            and _fan_like(reading.candidate, next_to, _FAN_STEP * next_to.distance)
            for spot, next_to in spots
        )
    ]


def _plainly_sure(reading: _Reading) -> bool:
    """Read surely, before the checks against the other readings of the photo."""
    return (
        reading.card is not None
        and reading.confidence >= UNCERTAIN_BELOW
        and reading.steady
        and reading.least >= SURE_CUTS
        and reading.ink_fits
        and not reading.covered
    )
