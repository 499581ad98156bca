"""Is a candidate index really in a card's corner? It is printed on paper, and its card's edge
must be close to its left or above it: pips and picture details in the middle of a card have
paper (or more print) there."""

from __future__ import annotations

import cv2
import numpy as np
from numpy.typing import NDArray

from coach.scan.index import PAPER_LEAST, Candidate, frame, glyph_box

_UNIT = 16.0
_SIDE = 96
_AT = (56.0, 56.0)  # suit centre in the corner patch: room to the left and above
_REACH = 0.9  # how far (pair distances) beyond the glyphs the edge may lie
_FAINT = 0.5  # print's darkest tenth is at most this share of its paper's brightness (real
# indices 0.29 at most, tuning seeds 0.28; the parquet's grain read as a ♣J of train_24 0.67)


def corner_patch(image: NDArray[np.uint8], candidate: Candidate) -> NDArray[np.uint8]:
    """The card corner around the index, upright, one pair distance = _UNIT pixels."""
    matrix = frame(candidate.centre, candidate.up, candidate.distance, _AT, _UNIT)
    patch = cv2.warpAffine(
        image, matrix, (_SIDE, _SIDE), flags=cv2.INTER_LINEAR, borderMode=cv2.BORDER_REPLICATE
    )
    return np.asarray(patch, np.uint8)


def at_card_edge(image: NDArray[np.uint8], ink: NDArray[np.uint8], candidate: Candidate) -> bool:
    """True when the glyphs lie on paper (as bright as paper in a hard shadow: not a dark
    table's pattern or a card back) and are printed (dark against it: not a wood's grain on a
    pale table), a straight edge (paper ends) runs left of the glyphs or
    above the rank, and no print (a back's pattern, a picture) lies right below the suit."""
    left, right, bottom, top = glyph_box(candidate)
    patch = corner_patch(image, candidate).astype(np.float32)

    def px(u: float) -> int:
        return round(_AT[0] + u * _UNIT)

    def py(u: float) -> int:
        return round(_AT[1] - u * _UNIT)

    x0, x1, y0, y1 = px(left), px(right), py(top), py(bottom)
    if not (0 < x0 < x1 < _SIDE and 0 < y0 < y1 < _SIDE):
        return False
    glyphs = patch[y0:y1, x0:x1].reshape(-1, 3)
    whiteness = glyphs.min(axis=1)
    lit = whiteness >= np.percentile(whiteness, 60)
    paper = np.median(glyphs[lit], axis=0)
    if float(paper.min()) < PAPER_LEAST:
        return False
    ink_patch = corner_patch(ink, candidate)
    printed = ink_patch[y0:y1, x0:x1].reshape(-1) > 127
    bright = float(np.median(whiteness[lit]))
    if printed.any() and float(np.percentile(whiteness[printed], 10)) > _FAINT * bright:
        return False
    reach = int(_REACH * _UNIT)
    beside = patch[y0:y1, max(0, x0 - reach) : max(0, x0 - 1)]
    over = patch[max(0, y0 - reach) : max(0, y0 - 1), x0:x1]
    columns = (np.linalg.norm(beside - paper, axis=2) > 22.0).mean(axis=0)
    rows = (np.linalg.norm(over - paper, axis=2) > 22.0).mean(axis=1)
    edge = bool((columns.size and columns.max() >= 0.75) or (rows.size and rows.max() >= 0.75))
    # below the suit symbol lies clean paper (not a card back's pattern or a picture)
    if not edge:
        return False
    below = ink_patch[y1 + 2 : min(_SIDE, y1 + 2 + int(0.4 * _UNIT)), x0:x1]
    return below.size > 0 and float(below.mean()) < 0.3 * 255
