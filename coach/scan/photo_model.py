"""A second glyph classifier, learned from real camera photos (`lab/scan/train_photo_model.py`).

The first classifier (`model.py`) learned from fonts and rendered decks. This one sees a
candidate index whole: the rank as a mask and in grey levels, the suit in grey levels and the
colour of its ink, all as the scanner cuts them from a photo. It seconds a reading (a card is
sure only when both read it alike) and reads indices the first one does not know.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path

import numpy as np
from numpy.typing import NDArray

from coach.scan import index
from coach.scan.colour import ink_ratio
from coach.scan.model import Mlp

PHOTO_WEIGHTS = Path(__file__).with_name("photo_weights.npz")
_NO_COLOUR = (1.0, 1.0, 1.0)  # ink as bright as its paper: no colour could be told


@dataclass(frozen=True)
class PhotoModel:
    """Rank and suit classifiers (the classes of `model.RANK_CLASSES`, `model.SUIT_CLASSES`)
    over `photo_features`."""

    rank: Mlp
    suit: Mlp


def photo_features(
    found: list[index.Candidate], work: NDArray[np.uint8], whiteness: NDArray[np.uint8]
) -> NDArray[np.float32]:
    """One row per candidate: its rank's mask and grey levels, its suit's grey levels, and the
    suit's ink over its paper in blue, green and red."""
    if not found:
        return np.zeros((0, 3 * 195 + 3), np.float32)
    colours = []
    for candidate in found:
        ratio = ink_ratio(index.upright_patch(work, candidate), candidate.suit_mask)
        colours.append(_NO_COLOUR if ratio is None else tuple(ratio.tolist()))
    return np.hstack(
        [
            index.rank_features(found),
            index.rank_greys(found, whiteness),
            index.suit_features(found, whiteness),
            np.array(colours, np.float32),
        ]
    ).astype(np.float32)


@cache
def load_photo_model(path: Path = PHOTO_WEIGHTS) -> PhotoModel | None:
    """The shipped classifier (read once); None when it is not there."""
    if not path.exists():
        return None
    with np.load(path) as data:
        arrays = {name: data[name] for name in data.files}
    return PhotoModel(Mlp.from_arrays(arrays, "rank"), Mlp.from_arrays(arrays, "suit"))


def save_photo_model(model: PhotoModel, path: Path = PHOTO_WEIGHTS) -> None:
    """Write the weights as float16 (small) into one .npz file."""
    arrays = {**model.rank.arrays("rank"), **model.suit.arrays("suit")}
    small = {name: value.astype(np.float16) for name, value in arrays.items()}
    np.savez_compressed(path, **small)  # type: ignore[arg-type]
