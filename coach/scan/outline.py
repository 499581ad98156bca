"""The outline of the card that carries a corner index.

The card's paper is flood-filled from a point beside the index; when the filled region looks
like one card (a rectangle of card proportions) its rotated rectangle is the outline. Otherwise
(cards overlap, a fanned hand) the outline is a box around the visible corner.
"""

from __future__ import annotations

import cv2
import numpy as np
from numpy.typing import NDArray

from coach.scan.index import whiteness

Polygon = tuple[tuple[float, float], ...]

# where the fill may start, (right, down) of the suit symbol in pair distances
_SEEDS = ((0.0, 0.75), (1.4, 0.0), (1.4, 1.0), (-0.3, 1.6), (2.0, 2.0), (1.0, 2.5))
_MAX_FILLS = 3
_PAPER_RANGE = 45  # whiteness the fill accepts around the seed's (shade, uneven light)
_CARD_LONGEST = 14  # a card's long side is at most this many pair distances
# a card (long / short side above 1.2) lies within its diagonal of any point on it; a little more
_CARD_REACH = 1.05 * _CARD_LONGEST * float(np.hypot(1.0, 1 / 1.2))


def corner_box(centre: tuple[float, float], up: tuple[float, float], distance: float) -> Polygon:
    """A box around the corner index in the card's own frame."""
    right = (-up[1], up[0])
    corners = ((-1.0, 2.2), (1.9, 2.2), (1.9, -1.0), (-1.0, -1.0))  # (right, up) in pair distances
    return tuple(
        (
            centre[0] + distance * (x * right[0] + y * up[0]),
            centre[1] + distance * (x * right[1] + y * up[1]),
        )
        for x, y in corners
    )


def paper_image(image: NDArray[np.uint8]) -> NDArray[np.uint8]:
    """The image's whiteness (darkest channel), smoothed: what `card_outline` fills."""
    return np.asarray(cv2.GaussianBlur(whiteness(image), (0, 0), 1.5), np.uint8)


def card_outline(
    paper: NDArray[np.uint8],
    ink: NDArray[np.uint8],
    centre: tuple[float, float],
    up: tuple[float, float],
    distance: float,
) -> tuple[Polygon, bool]:
    """The card's rotated rectangle and True when it can be told apart, else the corner box.

    `paper` comes from `paper_image`. The paper is filled from a clear spot beside the index
    (below the suit symbol first, where a corner index always has paper); a fill that stays
    in a face card's picture, leaks onto the table or lands on another card is no outline.
    """
    height, width = paper.shape[:2]
    right = (-up[1], up[0])
    clear = max(2, round(0.12 * distance))  # the seed keeps off the glyphs' blurred rims
    fills = 0
    for along, down in _SEEDS:
        x = round(centre[0] + distance * (along * right[0] - down * up[0]))
        y = round(centre[1] + distance * (along * right[1] - down * up[1]))
        if (
            not (clear <= x < width - clear and clear <= y < height - clear)
            or ink[y - clear : y + clear + 1, x - clear : x + clear + 1].any()
        ):
            continue
        box = _filled_card(paper, (x, y), distance)
        if box is not None and _holds_index(box, centre, distance):
            return tuple((float(px), float(py)) for px, py in box), True
        fills += 1
        if fills == _MAX_FILLS:
            break
    return corner_box(centre, up, distance), False


def _filled_card(
    paper: NDArray[np.uint8], seed: tuple[int, int], distance: float
) -> NDArray[np.float32] | None:
    """The rotated rectangle of the paper around `seed` when it has a card's shape.

    The fill looks only as far from the seed as a card can reach: paper filled up to the edge
    of that window belongs to something larger than a card."""
    height, width = paper.shape[:2]
    reach = round(_CARD_REACH * distance)
    x0, y0 = max(0, seed[0] - reach), max(0, seed[1] - reach)
    x1, y1 = min(width, seed[0] + reach + 1), min(height, seed[1] + reach + 1)
    window = paper[y0:y1, x0:x1]
    mask = np.zeros((y1 - y0 + 2, x1 - x0 + 2), np.uint8)
    flags = 4 | cv2.FLOODFILL_MASK_ONLY | cv2.FLOODFILL_FIXED_RANGE | (255 << 8)
    cv2.floodFill(window, mask, (seed[0] - x0, seed[1] - y0), 0, _PAPER_RANGE, _PAPER_RANGE, flags)
    filled = mask[1:-1, 1:-1]
    inner = [x0 > 0, y0 > 0, x1 < width, y1 < height]
    if (
        (inner[0] and filled[:, 0].any())
        or (inner[1] and filled[0].any())
        or (inner[2] and filled[:, -1].any())
        or (inner[3] and filled[-1].any())
    ):
        return None
    region = cv2.morphologyEx(filled, cv2.MORPH_CLOSE, np.ones((9, 9), np.uint8))
    contours, _ = cv2.findContours(region, cv2.RETR_EXTERNAL, cv2.CHAIN_APPROX_SIMPLE)
    if not contours:
        return None
    contour = max(contours, key=cv2.contourArea)
    (cx, cy), (w, h), angle = cv2.minAreaRect(contour)
    short, long = sorted((w, h))
    is_card = (
        short > 2.5 * distance
        and long < _CARD_LONGEST * distance
        and 1.2 < long / max(short, 1.0) < 1.9
        and cv2.contourArea(contour) > 0.85 * w * h
    )
    if not is_card:
        return None
    box = cv2.boxPoints(((cx + x0, cy + y0), (w, h), angle))
    return np.asarray(box, np.float32)


def _holds_index(box: NDArray[np.float32], centre: tuple[float, float], distance: float) -> bool:
    """The index lies on the card, near one of its corners."""
    inside = cv2.pointPolygonTest(box.reshape(-1, 1, 2), centre, False) >= 0
    nearest = float(np.min(np.hypot(box[:, 0] - centre[0], box[:, 1] - centre[1])))
    return bool(inside) and nearest < 3.0 * distance
