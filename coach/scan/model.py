"""The glyph classifier: two small numpy MLPs (rank and suit) whose weights ship as `weights.npz`.

`lab/scan/train_scanner.py` rebuilds the weights (seeded) from fonts of Debian packages.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path

import numpy as np
from numpy.typing import NDArray

WEIGHTS = Path(__file__).with_name("weights.npz")

# Rank classes: Skat indices (German B = jack, D = queen), the low ranks of a 52-card deck, other.
RANK_CLASSES: tuple[str, ...] = ("7", "8", "9", "10", "J", "Q", "K", "A", "B", "D", "low", "other")
SUIT_CLASSES: tuple[str, ...] = ("C", "S", "H", "D", "other")

Matrix = NDArray[np.float32]

# rows multiplied at a time: OpenBLAS runs a product this small on the calling thread; larger ones
# wake its threads, which spin on after every call (about 0.3 s of CPU per photo, for nothing)
_BLOCK = 16


@dataclass(frozen=True)
class Mlp:
    """Standardise, one hidden ReLU layer, softmax."""

    mean: Matrix
    scale: Matrix
    hidden_w: Matrix
    hidden_b: Matrix
    out_w: Matrix
    out_b: Matrix

    def probabilities(self, features: Matrix) -> Matrix:
        """Class probabilities, one row per feature row."""
        x = (features - self.mean) / self.scale
        logits = np.zeros((len(x), len(self.out_b)), np.float32)
        for start in range(0, len(x), _BLOCK):
            rows = x[start : start + _BLOCK]
            hidden = np.maximum(rows @ self.hidden_w + self.hidden_b, 0.0)
            logits[start : start + _BLOCK] = hidden @ self.out_w + self.out_b
        logits -= logits.max(axis=1, keepdims=True)
        exp = np.exp(logits)
        return np.asarray(exp / exp.sum(axis=1, keepdims=True), np.float32)

    def arrays(self, prefix: str) -> dict[str, Matrix]:
        names = ("mean", "scale", "hidden_w", "hidden_b", "out_w", "out_b")
        return {f"{prefix}_{name}": getattr(self, name) for name in names}

    @classmethod
    def from_arrays(cls, arrays: dict[str, Matrix], prefix: str) -> Mlp:
        names = ("mean", "scale", "hidden_w", "hidden_b", "out_w", "out_b")
        return cls(*(np.asarray(arrays[f"{prefix}_{name}"], np.float32) for name in names))


@dataclass(frozen=True)
class GlyphModel:
    """Rank and suit classifiers, and one for suit symbols partly hidden by the next card of a
    tight fan (trained with such glyphs; more willing to see a suit, so used only where the
    plain one sees none)."""

    rank: Mlp
    suit: Mlp
    covered_suit: Mlp
    covered_rank: Mlp | None = None  # ranks partly hidden by the next card (same use)


@cache
def load_model(path: Path = WEIGHTS) -> GlyphModel:
    """The shipped classifier (read once)."""
    with np.load(path) as data:
        arrays = {name: data[name] for name in data.files}
    rank, suit, covered = (Mlp.from_arrays(arrays, name) for name in ("rank", "suit", "covered"))
    has_rank = "covered_rank_mean" in arrays
    return GlyphModel(
        rank, suit, covered, Mlp.from_arrays(arrays, "covered_rank") if has_rank else None
    )


def save_model(model: GlyphModel, path: Path = WEIGHTS) -> None:
    """Write the weights as float16 (small) into one .npz file."""
    arrays = {
        **model.rank.arrays("rank"),
        **model.suit.arrays("suit"),
        **model.covered_suit.arrays("covered"),
        **(model.covered_rank.arrays("covered_rank") if model.covered_rank else {}),
    }
    small = {name: value.astype(np.float16) for name, value in arrays.items()}
    np.savez_compressed(path, **small)  # type: ignore[arg-type]
