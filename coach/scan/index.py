"""Find corner indices (a rank above a suit symbol) anywhere in a photo, at any rotation.

No card outline is needed: each ink blob on bright paper is tried as the suit symbol, each
neighbour of similar size as the rank above it. The pair's direction says where "up" is on that
card, so cards turned sideways, upside down, overlapping or fanned are read the same way. Each
candidate is turned upright, cut into rank and suit glyphs and handed to the classifier.
"""

from __future__ import annotations

from dataclasses import dataclass

import cv2
import numpy as np
from numpy.typing import NDArray

from coach.scan.glyphs import grey_glyph, many_glyph_features

Image = NDArray[np.uint8]
PATCH = 96  # upright candidate patch: PATCH × PATCH pixels, one pair distance = PATCH / 3
_UNIT = PATCH / 3.0
_SUIT_AT = (PATCH / 2.0, PATCH * 2.0 / 3.0)  # where the suit's centre lands in the patch
_SMALL_SUIT = 0.8  # a suit symbol may be this much smaller than the least index size
_NEIGHBOURS = 4  # the nearest blobs tried as the rank above a suit (6 found no more on seeds 1, 2)
_TWIN = 0.1  # a "rank" this close to the suit in area, height and width is a pip (seeds 1-4)
_TWIN_SHAPE = 0.6  # ... if its box's glyph overlaps the suit's this much (of their union)
GLYPH_FILL = 0.15  # a blob filling less of its box is no glyph (a curved edge)
_SPARSE_LEAST = 30  # a sparse blob this large (pixels) may hide glyphs joined by edges
# a blob larger than any index glyph (this share of the photo's long side, as the first search's
# largest index) filling at most this share of its box: a face picture's frame may hold a suit
_FRAMED_SIZE, _FRAMED_FILL = 0.05, 0.4
# a suit symbol's box is at most this much taller than wide or wider than tall: a photo taken
# at a slant, or stretched (the 16:9 webcam frames of cardcounter squeezed into a square),
# draws a heart nearly twice as tall as wide (1.8 lost those; chosen on dev_check)
_SOLID_ASPECT = 2.3
_CUTS = (3, 5, 7)  # squares (pixels) that thin strokes cut out of a sparse blob do not hold
PAPER_LEAST = 80  # paper in a hard shadow is still this bright (0..255, darkest channel)
_CONTRAST, _DARKER = 36, 30  # ink is this much darker than the paper, and than all around it
# a faint glyph: a blob of print at half that contrast, at most this share of the photo's long
# side, with less than this share of it ink at the usual contrast
_FAINT_SIZE, _FAINT_STRONG = 0.035, 0.5


def glyph_box(candidate: Candidate) -> tuple[float, float, float, float]:
    """Left, right, bottom, top of the index glyphs, in pair distances from the suit centre."""
    left, top, width, height = cv2.boundingRect(candidate.rank_mask | candidate.suit_mask)
    return (
        (left - _SUIT_AT[0]) / _UNIT,
        (left + width - _SUIT_AT[0]) / _UNIT,
        (_SUIT_AT[1] - top - height) / _UNIT,
        (_SUIT_AT[1] - top) / _UNIT,
    )


def suit_size(candidate: Candidate) -> float:
    """The suit symbol's longer side in work pixels."""
    _, _, width, height = cv2.boundingRect(candidate.suit_mask)
    return max(width, height) * candidate.distance / _UNIT


def twin_glyphs(candidate: Candidate) -> bool:
    """The "rank" is the suit symbol's twin: as large, as tall and as wide within a tenth, and
    of its shape (a pip above a pip, two cells of a pattern). No rank of our decks is printed
    so: a "7" above a diamond may be as large, but is no diamond."""
    sizes, shapes = [], []
    for mask in (candidate.rank_mask, candidate.suit_mask):
        ys, xs = np.nonzero(mask)
        sizes.append(np.array([len(ys), np.ptp(ys) + 1, np.ptp(xs) + 1], np.float64))
        shapes.append(mask[ys.min() : ys.max() + 1, xs.min() : xs.max() + 1])
    rank, suit = sizes
    if not np.all(np.abs(rank / suit - 1) <= _TWIN):
        return False
    height, width = shapes[1].shape
    rank_shape = cv2.resize(shapes[0], (width, height), interpolation=cv2.INTER_NEAREST) > 0
    suit_shape = shapes[1] > 0
    overlap = np.count_nonzero(rank_shape & suit_shape) / np.count_nonzero(rank_shape | suit_shape)
    return bool(overlap >= _TWIN_SHAPE)


@dataclass(frozen=True)
class Candidate:
    """A possible corner index: suit centre, unit "up" vector and pair distance, in work pixels."""

    centre: tuple[float, float]
    up: tuple[float, float]
    distance: float
    suit_mask: Image
    rank_mask: Image

    @property
    def right(self) -> tuple[float, float]:
        return (-self.up[1], self.up[0])


def _blobs(mask: Image) -> tuple[int, NDArray[np.int32], NDArray[np.int32], NDArray[np.float64]]:
    """Connected blobs (8-connected): count, labels, stats, centroids as OpenCV gives them, by
    Grana's block-based labelling (about twice as fast on the scanner's masks as the default)."""
    count, labels, stats, centroids = cv2.connectedComponentsWithStatsWithAlgorithm(
        mask, 8, cv2.CV_32S, cv2.CCL_GRANA
    )
    return (
        int(count),
        np.asarray(labels, np.int32),
        np.asarray(stats, np.int32),
        np.asarray(centroids, np.float64),
    )


def whiteness(image: Image) -> Image:
    """The darkest channel of a BGR image (paper is bright in all three, print is not)."""
    blue, green, red = cv2.split(image)
    return np.asarray(cv2.min(cv2.min(blue, green), red), np.uint8)


def ink_mask(image: Image, zoom: float = 1.0) -> Image:
    """Ink (dark or coloured print) that lies on bright paper: 255 where ink, else 0.

    `zoom` says how much larger than usual (relative to the photo) the indices sought are: the
    neighbourhoods that tell print from paper grow with it.
    """
    return printed(image, zoom).ink


@dataclass(frozen=True)
class Print:
    """A photo's ink mask (`ink_mask`) and its print at lower contrasts (`weak`: at half the
    usual contrast, and at a third), where the glyphs printed too faintly for the ink mask are
    found (`faint`)."""

    ink: Image
    weak: tuple[Image, ...]
    reference: float  # the photo's long side, times the zoom

    def faint(self) -> list[tuple[Image, Image]]:
        """For each contrast of `weak`: the ink with its faint glyphs added, and those glyphs
        (`faint_glyphs`)."""
        return faint_glyphs(self.ink, self.weak, self.reference)


def printed(image: Image, zoom: float = 1.0) -> Print:
    """The ink mask and the faint print of a photo (see `ink_mask`, `Print`)."""
    reference = max(image.shape[:2]) * zoom
    white = whiteness(image)
    size = max(15, int(reference // 80) | 1)
    paper = cv2.dilate(white, cv2.getStructuringElement(cv2.MORPH_RECT, (size, size)))
    paper = cv2.blur(paper, (size, size))
    contrast = paper.astype(np.int16) - white.astype(np.int16)
    bright = paper > PAPER_LEAST
    ink = (contrast > np.maximum(_CONTRAST, paper // 4)) & bright
    # print is darker than the paper all around it (a black-hat); the table beside a card is not,
    # so an index printed close to the card's edge stays apart from the table
    reach = max(15, int(reference // 40))
    kernel = cv2.getStructuringElement(cv2.MORPH_RECT, (reach, reach))
    darker = cv2.morphologyEx(white, cv2.MORPH_BLACKHAT, kernel)
    mask = np.asarray(ink & (darker > _DARKER), np.uint8) * 255
    mask = _without_hairlines(_without_long_lines(mask, int(reference // 25)), reference)
    weak = (contrast > np.maximum(_CONTRAST // 2, paper // 8)) & bright & (darker > _DARKER // 2)
    # fainter still (out of focus and from afar), blurred a little against the photo's grain
    soft = paper.astype(np.int16) - cv2.GaussianBlur(white, (3, 3), 0).astype(np.int16)
    fainter = (soft > np.maximum(_CONTRAST // 4, paper // 12)) & bright & (darker > _DARKER // 3)
    return Print(mask, (_as_mask(weak), _as_mask(fainter)), reference)


def _as_mask(where: NDArray[np.bool_]) -> Image:
    """255 where `where` holds, else 0."""
    return np.asarray(where, np.uint8) * 255


def faint_glyphs(
    mask: Image, weak: tuple[Image, ...], reference: float
) -> list[tuple[Image, Image]]:
    """For each `weak` mask (print at a lower contrast): `mask` with the glyphs printed too
    faintly for it, and those glyphs alone. They are the weak mask's blobs no larger than an
    index's glyph whose largest piece of ink in `mask` is less than half of them (thin letters of
    a deck photographed from afar and out of focus keep only crumbs there, or a thin stroke
    broken into pieces)."""
    _, parts, part_stats, _ = _blobs(mask)
    inked = mask > 0
    piece = part_stats[parts[inked], 4]  # the size of the piece of ink each inked pixel is in
    found = []
    for print_ in weak:
        count, labels, stats, _ = _blobs(print_)
        # the largest piece of ink within each weak blob
        strong = np.zeros(count, np.int32)
        np.maximum.at(strong, labels[inked], piece)
        sizes = np.maximum(stats[:, 2], stats[:, 3])
        added = (
            (sizes <= _FAINT_SIZE * reference)
            & (stats[:, 4] >= 12)
            & (strong < _FAINT_STRONG * stats[:, 4])
        )
        added[0] = False
        glyphs = _as_mask(added[labels])
        found.append((mask | glyphs, glyphs))
    return found


def _without_hairlines(mask: Image, reference: float) -> Image:
    """Cut thin strokes out of blobs too sparse to be a glyph. The next card's edge in a tight
    fan runs into an index printed close to it and joins the glyph, the edge and the card's
    rounded corner into one sparse blob; on a face card the thin frame of the picture joins the
    small suit symbol beside it to the picture. Its strokes thinner than a square of 3, 5 or 7
    pixels (the least that leaves no sparse part) are cut, but for a pixel's seam around the
    thicker ones, and so are the straight thick runs left of the edge: the glyphs stand alone.
    Blobs filling more than 15% of their box are left as they are, as they may be glyphs (a far
    index's glyphs may be hairlines themselves), unless larger than any index's glyph
    (`reference`: the photo's long side) and filling at most 40% (a picture with its frame)."""
    _, labels, stats, _ = _blobs(mask)
    area, boxes = stats[:, 4], stats[:, 2] * stats[:, 3]
    large = np.maximum(stats[:, 2], stats[:, 3]) > _FRAMED_SIZE * reference
    sparse = np.nonzero(
        ((area <= GLYPH_FILL * boxes) | (large & (area <= _FRAMED_FILL * boxes)))
        & (area >= _SPARSE_LEAST)
    )[0]
    cleaned = mask.copy()
    seam = np.ones((3, 3), np.uint8)
    for label in sparse[sparse > 0]:
        left, top, width, height, _ = stats[label]
        box = (slice(top, top + height), slice(left, left + width))
        blob = np.asarray(labels[box] == label, np.uint8) * 255
        for side in _CUTS:
            square = np.ones((side, side), np.uint8)
            thick = _glyph_parts(np.asarray(cv2.morphologyEx(blob, cv2.MORPH_OPEN, square)), side)
            _, _, parts, _ = _blobs(thick)
            if np.all(parts[1:, 4] > GLYPH_FILL * parts[1:, 2] * parts[1:, 3]):
                break
        cut = (blob > 0) & (cv2.dilate(thick, seam) == 0)
        cleaned[box][cut] = 0
    return cleaned


def _glyph_parts(thick: Image, side: int) -> Image:
    """The parts left of a sparse blob without straight runs hardly thicker than the cut (the
    remains of a card's edge): at most `side` + 3 pixels wide and three times as long."""
    count, labels, stats, _ = _blobs(thick)
    kept = thick.copy()
    for label in range(1, count):
        left, top, width, height, _ = stats[label].tolist()
        box = (slice(top, top + height), slice(left, left + width))
        part = labels[box] == label
        points = (np.argwhere(part) + np.array((top, left))).astype(np.float32)
        short, long = sorted(cv2.minAreaRect(points)[1])
        if short <= side + 3 and long >= 3 * short:
            kept[box][part] = 0
    return kept


def _without_long_lines(mask: Image, length: int) -> Image:
    """Erase long straight strokes (picture frames, card edges, shadows) that glyphs may touch."""
    cv2.setRNGSeed(0)  # the probabilistic Hough transform samples: same photo, same lines
    lines = cv2.HoughLinesP(mask, 1, np.pi / 180, length, minLineLength=length, maxLineGap=2)
    if lines is None:
        return mask
    cleaned = mask.copy()
    for x1, y1, x2, y2 in np.asarray(lines).reshape(-1, 4):
        cv2.line(cleaned, (int(x1), int(y1)), (int(x2), int(y2)), 0, 3)
    return cleaned


def frame(
    centre: tuple[float, float],
    up: tuple[float, float],
    distance: float,
    at: tuple[float, float] = _SUIT_AT,
    unit: float = _UNIT,
) -> NDArray[np.float64]:
    """Affine map from work pixels to an upright patch: the suit at `at`, up = -y, and the
    rank-suit pair distance becomes `unit` pixels."""
    scale = unit / distance
    ux, uy = up
    rx, ry = -uy, ux  # "right" on the card when "up" points to the rank
    cx, cy = centre
    sx, sy = at
    return np.array(
        [
            [rx * scale, ry * scale, sx - scale * (rx * cx + ry * cy)],
            [-ux * scale, -uy * scale, sy + scale * (ux * cx + uy * cy)],
        ]
    )


def _upright(
    ink: Image, centre: tuple[float, float], up: tuple[float, float], distance: float
) -> Image:
    matrix = frame(centre, up, distance)
    patch = cv2.warpAffine(ink, matrix, (PATCH, PATCH), flags=cv2.INTER_LINEAR)
    return np.asarray(cv2.threshold(patch, 127, 255, cv2.THRESH_BINARY)[1], np.uint8)


@dataclass(frozen=True)
class _Parts:
    """A patch's suit (the blob at the suit position) and rank (the blobs right above it), as
    labels of its blobs, and the rank's centre relative to the suit's."""

    labels: NDArray[np.int32]
    suit: int
    rank: tuple[int, ...]
    offset: tuple[float, float]

    def masks(self) -> tuple[Image, Image]:
        """The suit's and the rank's masks (255 where ink)."""
        suit = np.multiply(self.labels == self.suit, 255, dtype=np.uint8)
        rank = np.zeros_like(suit)
        for label in self.rank:
            rank |= np.multiply(self.labels == label, 255, dtype=np.uint8)
        return suit, rank


def _split(patch: Image) -> _Parts | None:
    """The suit and rank of a patch (see `_Parts`): the offset straightens the direction."""
    _, labels, stats, centroids = _blobs(patch)
    sx, sy = int(_SUIT_AT[0]), int(_SUIT_AT[1])
    suit_label = int(labels[sy, sx])
    if suit_label == 0:
        window = labels[sy - 3 : sy + 4, sx - 3 : sx + 4]
        values = window[window > 0]
        if len(values) == 0:
            return None
        suit_label = int(np.bincount(values).argmax())
    left, top, width, height, _ = stats[suit_label].tolist()
    if left == 0 or top + height >= PATCH or left + width >= PATCH:
        return None
    suit_x, suit_y = centroids[suit_label].tolist()
    # the blobs ending right above the suit, then each judged on its own (a few: in Python)
    bottoms = stats[:, 1] + stats[:, 3]
    near = np.nonzero((bottoms <= top + 0.35 * height) & (bottoms >= top - 1.2 * height))[0]
    reach = 0.9 * max(width, 0.5 * _UNIT)
    blobs = {
        label: (x, y, w, h, area)
        for label, (x, y, w, h, area), centre_x in zip(
            near.tolist(), stats[near].tolist(), centroids[near, 0].tolist(), strict=True
        )
        if label not in (0, suit_label)
        and abs(centre_x - suit_x) < reach
        and area >= 6
        # a glyph fills a fair share of its box (a card's rounded corner, a curved edge does not)
        and area > GLYPH_FILL * w * h
        # a blob running out of the patch (a card edge, a picture frame) is no glyph
        and x > 0
        and y > 0
        and x + w < PATCH
    }
    if not blobs:
        return None
    # crumbs (a card edge's remains, dirt) and hairlines (the shadow line of a card's edge) are
    # no part of the rank, however low they lie
    largest = max(area for *_, area in blobs.values())
    blobs = {label: blob for label, blob in blobs.items() if blob[4] >= 0.2 * largest}
    thickest = max(area / max(w, h) for _, _, w, h, area in blobs.values())
    blobs = {
        label: (x, y, w, h, area)
        for label, (x, y, w, h, area) in blobs.items()
        if area / max(w, h) >= 0.25 * thickest
    }
    # the parts of a rank ("1" and "0") stand on one line, as tall as each other
    _, main_y, _, main_h, _ = max(blobs.values(), key=lambda blob: blob[4])
    slack = 0.25 * main_h
    blobs = {
        label: (x, y, w, h, area)
        for label, (x, y, w, h, area) in blobs.items()
        if abs(y - main_y) <= slack and abs(y + h - (main_y + main_h)) <= slack
    }
    lowest = max(y + h for _, y, _, h, _ in blobs.values())
    rank = {
        label: blob for label, blob in blobs.items() if blob[1] + blob[3] >= lowest - 0.5 * height
    }
    # the rank's box and centre from its blobs' statistics
    rank_top = min(y for _, y, _, _, _ in rank.values())
    rank_bottom = max(y + h for _, y, _, h, _ in rank.values())
    rank_left = min(x for x, *_ in rank.values())
    rank_right = max(x + w for x, _, w, _, _ in rank.values())
    if rank_top == 0 or rank_left == 0 or rank_right == PATCH:
        return None
    rank_height = rank_bottom - rank_top
    if not 0.4 <= height / rank_height <= 1.5 or rank_right - rank_left > 1.8 * rank_height:
        return None
    rank_labels = np.array(list(rank), np.intp)
    weights = stats[rank_labels, 4].astype(np.float64)
    rank_x, rank_y = (weights @ centroids[rank_labels] / weights.sum()).tolist()
    return _Parts(labels, suit_label, tuple(rank), (rank_x - suit_x, rank_y - suit_y))


def candidates(
    ink: Image,
    min_size: float,
    max_size: float,
    faint: Image | None = None,
    read: NDArray[np.float64] | None = None,
) -> list[Candidate]:
    """Every plausible rank-over-suit pair of glyphs from `min_size` to `max_size` pixels (a
    suit symbol may be a fifth smaller), turned upright. With `faint` (the glyphs added by
    `faint_glyphs`), only pairs of a plain suit and a faint rank, and none of a suit whose index
    was read already (`read`: the suit centres of the indices read, n × 2)."""
    count, labels, stats, centroids = _blobs(ink)
    ranks = np.ones(count, np.bool_)
    if faint is not None:
        ranks = np.bincount(labels[faint > 0], minlength=count) * 2 >= stats[:, 4]
    sizes = np.maximum(stats[:, 2], stats[:, 3]).astype(np.float64)
    fill = stats[:, 4] / np.maximum(stats[:, 2] * stats[:, 3], 1)
    glyph_like = (
        (_SMALL_SUIT * min_size <= sizes)
        & (sizes <= max_size)
        & (fill > GLYPH_FILL)
        & (stats[:, 4] >= 12)
    )
    glyph_like[0] = False  # the background
    keep = np.nonzero(glyph_like)[0]
    if not len(keep):
        return []
    points = centroids[keep]
    aspect = stats[keep, 3] / np.maximum(stats[keep, 2], 1)
    # a suit symbol is a solid, compact blob; ranks may be thin strokes
    solid = (fill[keep] >= 0.35) & (aspect > 1 / _SOLID_ASPECT) & (aspect < _SOLID_ASPECT)
    sliver = np.minimum(aspect, 1 / aspect) < 0.25
    # a suit symbol may be smaller than the least size (the index of a deck printing its suits
    # small, seen from afar), its rank not
    rank_like = ranks[keep] & (sizes[keep] >= min_size)
    if faint is not None:
        # only plain suits with a faint rank within reach (see `near` below)
        solid &= ~ranks[keep]
        if read is not None and len(read):
            rows = np.nonzero(solid)[0]
            apart = np.hypot(*(points[rows, None, :] - read[None, :, :]).transpose(2, 0, 1))
            solid[rows] = ~(apart < 0.5 * sizes[keep][rows, None]).any(axis=1)
        rows = np.nonzero(solid)[0]
        apart = np.hypot(*(points[rows, None, :] - points[None, rank_like, :]).transpose(2, 0, 1))
        solid[rows] = (apart < 2.6 * sizes[keep][rows, None]).any(axis=1)
    found: list[Candidate] = []
    seen: set[tuple[int, int, int]] = set()
    kept_sizes = sizes[keep]
    for a in np.nonzero(solid)[0].tolist():
        size = kept_sizes[a]
        delta = points - points[a]
        dist = np.hypot(delta[:, 0], delta[:, 1])
        near = np.nonzero(
            (dist > 0.6 * size)
            & (dist < 2.6 * size)
            & (kept_sizes > 0.5 * size)
            & (kept_sizes < 2.8 * size)
            & rank_like
        )[0]
        near = near[np.argsort(dist[near])]
        # slivers (the remains of a card's edge) do not count among the nearest blobs tried
        counted = np.cumsum(~sliver[near])
        for b in near[counted <= _NEIGHBOURS]:
            centre = (float(points[a, 0]), float(points[a, 1]))
            up = (float(delta[b, 0] / dist[b]), float(delta[b, 1] / dist[b]))
            candidate = _straighten(ink, centre, up, float(dist[b]))
            if candidate is None:
                continue
            angle = round(np.degrees(np.arctan2(candidate.up[1], candidate.up[0])) / 10)
            key = (int(keep[a]), angle % 36, int(candidate.distance // 4))
            if key in seen:
                continue
            seen.add(key)
            found.append(candidate)
    return found


def _straighten(
    ink: Image, centre: tuple[float, float], up: tuple[float, float], distance: float
) -> Candidate | None:
    """Turn the pair upright, then correct the direction towards the rank's real centre."""
    first = _split(_upright(ink, centre, up, distance))
    if first is None:
        return None
    dx, dy = first.offset
    length = float(np.hypot(dx, dy))
    if length < 4 or dy > -2:
        return None
    # rotate `up` by the rank's offset angle in the patch (patch x = right, patch -y = up)
    rx, ry = -up[1], up[0]
    up = ((dx * rx - dy * up[0]) / length, (dx * ry - dy * up[1]) / length)
    distance = distance * length / _UNIT
    parts = _split(_upright(ink, centre, up, distance))
    if parts is None:
        return None
    return Candidate(centre, up, distance, *parts.masks())


def recut(ink: Image, candidate: Candidate, turn: float, zoom: float) -> Candidate | None:
    """The candidate cut again with its direction turned by `turn` degrees and its size times
    `zoom`: a sharp index reads the same, a doubtful one may not."""
    angle = np.radians(turn)
    ux, uy = candidate.up
    up = (ux * np.cos(angle) - uy * np.sin(angle), ux * np.sin(angle) + uy * np.cos(angle))
    distance = candidate.distance * zoom
    parts = _split(_upright(ink, candidate.centre, up, distance))
    if parts is None:
        return None
    return Candidate(candidate.centre, up, distance, *parts.masks())


def features(
    found: list[Candidate], whiteness: Image
) -> tuple[NDArray[np.float32], NDArray[np.float32]]:
    """Rank and suit feature rows, one per candidate (`rank_features`, `suit_features`)."""
    return rank_features(found), suit_features(found, whiteness)


def rank_features(found: list[Candidate]) -> NDArray[np.float32]:
    """Rank feature rows, one per candidate, from the rank's mask."""
    return many_glyph_features([candidate.rank_mask for candidate in found])


def suit_features(found: list[Candidate], whiteness: Image) -> NDArray[np.float32]:
    """Suit feature rows, one per candidate: the suit from its grey levels in the photo
    (`whiteness`: the darkest channel of the work photo)."""
    return many_glyph_features(
        [grey_glyph(_darkness(whiteness, candidate), candidate.suit_mask) for candidate in found]
    )


def rank_greys(found: list[Candidate], whiteness: Image) -> NDArray[np.float32]:
    """The ranks' features from their grey levels, as suits are read: is a "rank" a pip?"""
    return many_glyph_features(
        [grey_glyph(_darkness(whiteness, candidate), candidate.rank_mask) for candidate in found]
    )


def upright_patch(image: Image, candidate: Candidate) -> Image:
    """The candidate's upright patch (PATCH × PATCH) of a BGR photo, as its masks are cut."""
    matrix = frame(candidate.centre, candidate.up, candidate.distance)
    patch = cv2.warpAffine(image, matrix, (PATCH, PATCH), flags=cv2.INTER_LINEAR)
    return np.asarray(patch, np.uint8)


def _darkness(whiteness: Image, candidate: Candidate) -> NDArray[np.float32]:
    """The candidate's upright patch of the photo as darkness (0 white .. 255 black)."""
    matrix = frame(candidate.centre, candidate.up, candidate.distance)
    patch = cv2.warpAffine(
        whiteness, matrix, (PATCH, PATCH), flags=cv2.INTER_LINEAR, borderValue=255
    )
    return 255.0 - np.asarray(patch, np.float32)
