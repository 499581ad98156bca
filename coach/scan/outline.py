"""The outline of the card that carries a corner index.

The card's paper is flood-filled from a point beside the index; when the filled region looks
like one card (a rectangle of card proportions) its rotated rectangle is the outline. Otherwise
(cards overlap, a fanned hand) the outline is a box around the visible corner.
"""

from __future__ import annotations

import cv2
import numpy as np
from numpy.typing import NDArray

Polygon = tuple[tuple[float, float], ...]


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


def card_outline(
    image: NDArray[np.uint8],
    ink: NDArray[np.uint8],
    centre: tuple[float, float],
    up: tuple[float, float],
    distance: float,
) -> tuple[Polygon, bool]:
    """The card's rotated rectangle and True when it can be told apart, else the corner box."""
    height, width = image.shape[:2]
    right = (-up[1], up[0])
    for along, down in ((1.4, 0.0), (1.4, 1.0), (2.0, 2.0), (1.0, 2.5)):
        x = round(centre[0] + distance * (along * right[0] - down * up[0]))
        y = round(centre[1] + distance * (along * right[1] - down * up[1]))
        if 0 <= x < width and 0 <= y < height and ink[y, x] == 0:
            break
    else:
        return corner_box(centre, up, distance), False
    mask = np.zeros((height + 2, width + 2), np.uint8)
    flags = 4 | cv2.FLOODFILL_MASK_ONLY | (255 << 8)
    cv2.floodFill(image, mask, (x, y), (0, 0, 0), (10, 10, 10), (10, 10, 10), flags)
    region = cv2.morphologyEx(mask[1:-1, 1:-1], cv2.MORPH_CLOSE, np.ones((9, 9), np.uint8))
    contours, _ = cv2.findContours(region, cv2.RETR_EXTERNAL, cv2.CHAIN_APPROX_SIMPLE)
    if not contours:
        return corner_box(centre, up, distance), False
    contour = max(contours, key=cv2.contourArea)
    (cx, cy), (w, h), angle = cv2.minAreaRect(contour)
    short, long = sorted((w, h))
    area = cv2.contourArea(contour)
    is_card = (
        short > 2.5 * distance
        and long < 14 * distance
        and 1.2 < long / max(short, 1.0) < 1.9
        and area > 0.85 * w * h
    )
    if not is_card:
        return corner_box(centre, up, distance), False
    box = cv2.boxPoints(((cx, cy), (w, h), angle))
    return tuple((float(px), float(py)) for px, py in box), True
