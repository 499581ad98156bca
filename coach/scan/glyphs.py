"""Glyph features: one upright ink mask (a rank or a suit symbol) as a fixed-length vector.

Training (fonts rendered by `lab/scan/train_scanner.py`) and recognition (crops from photos) both
go through `glyph_features`, so the classifier sees the same kind of numbers in both.
"""

from __future__ import annotations

import cv2
import numpy as np
from numpy.typing import NDArray

SIDE = 24
CELLS = 4
BINS = 8
FEATURE_SIZE = CELLS * CELLS * BINS + 3 + 64

Mask = NDArray[np.uint8]
Vector = NDArray[np.float32]


def tight(mask: Mask) -> Mask | None:
    """The mask cropped to its ink (non-zero) bounding box; None when it holds no ink."""
    left, top, width, height = cv2.boundingRect(mask)
    if width == 0:
        return None
    return mask[top : top + height, left : left + width]


def grey_glyph(darkness: NDArray[np.float32], mask: Mask) -> Mask:
    """A glyph's ink in grey levels (0 paper .. 255 ink) around its binary `mask`: a blurred,
    small symbol keeps its shape here (the clubs' lobes) where the mask has merged it."""
    region = cv2.dilate(mask, np.ones((3, 3), np.uint8), iterations=2) > 0
    ink = mask > 0
    if not ink.any():
        return np.zeros_like(mask)
    ring = region & ~ink
    paper = _share(darkness[ring], 0.5) if ring.any() else float(darkness.min())
    full = _share(darkness[ink], 0.9)
    level = np.clip((darkness - paper) / max(full - paper, 1e-3), 0.0, 1.0)
    level[(level < 0.15) | ~region] = 0.0
    return np.asarray(level * 255, np.uint8)


def _share(values: NDArray[np.float32], share: float) -> float:
    """The value that `share` of the values lie below (np.percentile without its cost)."""
    at = int(share * (len(values) - 1))
    return float(np.partition(values, at)[at])


def glyph_features(mask: Mask) -> Vector:
    """Shape descriptor of an upright glyph (a binary mask or `grey_glyph` levels): HOG, a
    coarse bitmap, aspect, fill."""
    return np.asarray(many_glyph_features([mask])[0], np.float32)


def many_glyph_features(masks: list[Mask]) -> NDArray[np.float32]:
    """`glyph_features` of each mask, one row each (computed together: much faster)."""
    rows = np.zeros((len(masks), FEATURE_SIZE), np.float32)
    images: list[Mask] = []
    drawn: list[int] = []
    for row, mask in enumerate(masks):
        glyph = tight(mask)
        if glyph is None:
            continue
        height, width = glyph.shape
        side = max(height, width)
        square = np.zeros((side, side), np.uint8)
        top, left = (side - height) // 2, (side - width) // 2
        square[top : top + height, left : left + width] = glyph
        small = cv2.resize(square, (SIDE - 4, SIDE - 4), interpolation=cv2.INTER_AREA)
        image = cv2.copyMakeBorder(small, 2, 2, 2, 2, cv2.BORDER_CONSTANT, value=0)
        images.append(np.asarray(image, np.uint8))
        fill = float(np.count_nonzero(glyph)) / float(height * width)
        rows[row, _HOG : _HOG + 3] = (np.log(height / width), fill, min(height, width) / side)
        drawn.append(row)
    if images:
        # glyphs stacked one above the other: each has a blank border of 2 pixels, so the 3×3
        # gradients of one never reach into the next
        stack = np.vstack(images)
        rows[drawn, :_HOG] = _gradient_histograms(stack)
        coarse = cv2.resize(stack, (8, 8 * len(images)), interpolation=cv2.INTER_AREA)
        rows[drawn, _HOG + 3 :] = coarse.reshape(len(images), 64).astype(np.float32) / 255.0
    return rows


_HOG = CELLS * CELLS * BINS
_CELL = SIDE // CELLS


def _gradient_histograms(stack: Mask) -> NDArray[np.float32]:
    """Histograms of oriented gradients of glyphs stacked SIDE pixels apart: CELLS×CELLS cells,
    BINS signed directions, L2-normed, one row per glyph."""
    count = stack.shape[0] // SIDE
    pixels = stack.astype(np.float32) / 255.0
    dx = cv2.Sobel(pixels, cv2.CV_32F, 1, 0, ksize=3)
    dy = cv2.Sobel(pixels, cv2.CV_32F, 0, 1, ksize=3)
    magnitude, angle = cv2.cartToPolar(dx, dy)
    position = angle * (BINS / (2 * np.pi))
    lower = np.floor(position).astype(np.int64) % BINS
    upper_share = position - np.floor(position)
    rows, cols = np.indices(stack.shape)
    cell = (rows // SIDE) * CELLS * CELLS + (rows % SIDE // _CELL) * CELLS + cols // _CELL
    size = count * _HOG
    hog = np.bincount(
        (cell * BINS + lower).ravel(), (magnitude * (1 - upper_share)).ravel(), size
    ) + np.bincount(
        (cell * BINS + (lower + 1) % BINS).ravel(), (magnitude * upper_share).ravel(), size
    )
    vectors = hog.reshape(count, _HOG)
    norms = np.linalg.norm(vectors, axis=1, keepdims=True)
    return np.asarray(vectors / np.where(norms > 0, norms, 1.0), np.float32)
