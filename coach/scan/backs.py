"""Card backs: a card-sized patch of dense, even pattern (a face is mostly plain paper).

Asked only when no Skat card was read (a rank 2-6 read in a back's pattern does not count),
to tell a photo of face-down cards from one without cards.
"""

from __future__ import annotations

import cv2
import numpy as np
from numpy.typing import NDArray

_SIDE = 800  # the photo is looked at this large
_DENSE = 0.22  # share of edge pixels around a point of a back's pattern
_AREA = (0.012, 0.35)  # a back (or a fan of backs) covers this share of the photo
_SOLID = 0.6  # its area / its rotated rectangle's: one compact patch, not a line of print
_LONGEST = 2.5  # long side / short side at most (a fan of backs is wider than one card)


def card_backs(image: NDArray[np.uint8]) -> int:
    """How many separate patches of card-back pattern the photo shows."""
    scale = min(1.0, _SIDE / max(image.shape[:2]))
    small = cv2.resize(image, None, fx=scale, fy=scale, interpolation=cv2.INTER_AREA)
    grey = np.asarray(cv2.cvtColor(small, cv2.COLOR_BGR2GRAY), np.uint8)
    edges = cv2.Canny(grey, 30, 90).astype(np.float32) / 255
    window = max(9, max(grey.shape) // 50)
    dense = (cv2.blur(edges, (window, window)) > _DENSE).astype(np.uint8) * 255
    patches = cv2.morphologyEx(dense, cv2.MORPH_OPEN, np.ones((5, 5), np.uint8))
    count, labels, stats, _ = cv2.connectedComponentsWithStats(patches)
    backs = 0
    for label in range(1, count):
        area = int(stats[label, 4])
        if not _AREA[0] * grey.size <= area <= _AREA[1] * grey.size:
            continue
        ys, xs = np.nonzero(labels == label)
        _, (width, height), _ = cv2.minAreaRect(np.stack([xs, ys], axis=1).astype(np.float32))
        short, long = sorted((width, height))
        backs += area >= _SOLID * width * height and long <= _LONGEST * max(short, 1.0)
    return backs
