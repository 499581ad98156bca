"""Glyph features: one upright ink mask (a rank or a suit symbol) as a fixed-length vector.

Training (fonts rendered by `scripts/train_scanner.py`) and recognition (crops from photos) both
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
    ys, xs = np.nonzero(mask)
    if len(ys) == 0:
        return None
    return mask[ys.min() : ys.max() + 1, xs.min() : xs.max() + 1]


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
    glyph = tight(mask)
    if glyph is None:
        return np.zeros(FEATURE_SIZE, np.float32)
    height, width = glyph.shape
    side = max(height, width)
    square = np.zeros((side, side), np.uint8)
    top, left = (side - height) // 2, (side - width) // 2
    square[top : top + height, left : left + width] = glyph
    small = cv2.resize(square, (SIDE - 4, SIDE - 4), interpolation=cv2.INTER_AREA)
    image: Mask = np.asarray(
        cv2.copyMakeBorder(small, 2, 2, 2, 2, cv2.BORDER_CONSTANT, value=0), np.uint8
    )
    hog = _gradient_histograms(image)
    coarse = cv2.resize(image, (8, 8), interpolation=cv2.INTER_AREA).astype(np.float32) / 255.0
    fill = float(np.count_nonzero(glyph)) / float(height * width)
    shape = np.array([np.log(height / width), fill, min(height, width) / side], np.float32)
    return np.concatenate([hog, shape, coarse.ravel()]).astype(np.float32)


def _gradient_histograms(image: Mask) -> Vector:
    """Histograms of oriented gradients: CELLS×CELLS cells, BINS signed directions, L2-normed."""
    pixels = image.astype(np.float32) / 255.0
    dx = cv2.Sobel(pixels, cv2.CV_32F, 1, 0, ksize=3)
    dy = cv2.Sobel(pixels, cv2.CV_32F, 0, 1, ksize=3)
    magnitude, angle = cv2.cartToPolar(dx, dy)
    position = angle * (BINS / (2 * np.pi))
    lower = np.floor(position).astype(np.int32) % BINS
    upper_share = position - np.floor(position)
    planes = np.zeros((BINS, SIDE, SIDE), np.float32)
    rows, cols = np.indices((SIDE, SIDE))
    np.add.at(planes, (lower, rows, cols), magnitude * (1 - upper_share))
    np.add.at(planes, ((lower + 1) % BINS, rows, cols), magnitude * upper_share)
    cells = np.stack(
        [cv2.resize(plane, (CELLS, CELLS), interpolation=cv2.INTER_AREA) for plane in planes]
    )
    vector = cells.transpose(1, 2, 0).ravel()
    norm = float(np.linalg.norm(vector))
    return (vector / norm if norm > 0 else vector).astype(np.float32)
