"""The hand scanner: recognise Skat cards from a photo by their corner indices, offline.

`recognise(photo, expect=10)` finds every rank-over-suit corner index at any rotation (separate,
overlapping or fanned cards), classifies the glyphs with a small shipped numpy model and returns
the distinct cards with confidences, runner-up guesses, outlines and typed problems.
"""

from coach.scan.decode import MAX_BYTES, MAX_PIXELS, decode
from coach.scan.evaluate import apply_fixes, evaluate, load_manifest, only_part
from coach.scan.reading import ScannedCard
from coach.scan.scanner import ScanResult, recognise

__all__ = [
    "MAX_BYTES",
    "MAX_PIXELS",
    "ScanResult",
    "ScannedCard",
    "apply_fixes",
    "decode",
    "evaluate",
    "load_manifest",
    "only_part",
    "recognise",
]
