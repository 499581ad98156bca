"""The ink colour of a suit symbol, judged against the paper around it (white balance free).

Two-colour decks print clubs and spades black, hearts and diamonds red; the four-colour
tournament deck prints spades green and diamonds orange or yellow. A diamond in blue ink (some
other decks; a blue checked cloth read as an index) is still read, but never sure (and shown only
where the classifier learned from real photos reads it alike, `scanner.worth_showing`).
"""

from __future__ import annotations

import cv2
import numpy as np
from numpy.typing import NDArray

INKS: tuple[str, ...] = ("black", "red", "orange", "green", "blue")

# How well each ink fits clubs, spades, hearts, diamonds (the order of SUIT_CLASSES).
SUIT_FIT: dict[str, tuple[float, float, float, float]] = {
    "black": (1.0, 1.0, 0.05, 0.05),
    "red": (0.05, 0.05, 1.0, 1.0),
    "orange": (0.05, 0.05, 0.3, 1.0),
    "green": (0.3, 1.0, 0.05, 0.05),
    "blue": (0.2, 0.2, 0.05, 0.08),  # diamonds below the foreign-ink bound: read, never sure
}
# On a photo of the four-colour deck (green spades seen) black ink is clubs only.
FOUR_COLOUR_FIT = {**SUIT_FIT, "black": (1.0, 0.05, 0.05, 0.05)}
FOUR_COLOUR_GREENS = 2  # green indices on a photo that show the four-colour deck


def ink_ratio(patch: NDArray[np.uint8], glyph: NDArray[np.uint8]) -> NDArray[np.float32] | None:
    """The glyph's (mask > 0) ink over the paper around it, per BGR channel (0..1); None when
    the glyph or its paper cannot be told."""
    core = np.asarray(cv2.erode(glyph, np.ones((3, 3), np.uint8)), np.uint8)
    if np.count_nonzero(core) < 4:
        core = glyph
    outer = np.asarray(cv2.dilate(glyph, np.ones((9, 9), np.uint8)), np.uint8)
    inner = np.asarray(cv2.dilate(glyph, np.ones((5, 5), np.uint8)), np.uint8)
    ring = outer & ~inner
    pixels = patch.reshape(-1, 3).astype(np.float32)
    inside = pixels[core.ravel() > 0]
    around = pixels[ring.ravel() > 0]
    if len(inside) == 0 or len(around) == 0:
        return None
    paper = np.maximum(np.median(around, axis=0), 1.0)
    return np.asarray(np.clip(np.median(inside, axis=0) / paper, 0.0, 1.0), np.float32)


def ink_colour(patch: NDArray[np.uint8], glyph: NDArray[np.uint8]) -> str:
    """One of INKS for the glyph (mask > 0) printed on the paper of a BGR patch."""
    ratio = ink_ratio(patch, glyph)
    if ratio is None:
        return "black"
    if float(ratio.max() - ratio.min()) < 0.16:
        return "black"
    hsv = cv2.cvtColor((ratio * 255).astype(np.uint8).reshape(1, 1, 3), cv2.COLOR_BGR2HSV)
    hue = int(hsv[0, 0, 0])
    if hue < 9 or hue >= 160:
        return "red"
    if hue < 34:
        return "orange"
    if hue < 90:
        return "green"
    if hue < 135:
        return "blue"
    return "red"
