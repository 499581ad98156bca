"""Rebuild coach/scan/photo_weights.npz: the scanner's second glyph classifier, from real photos.

The candidate indices the scanner finds on the development part of the cardcounter photos
(`dev_train` of `lab/scan/scan_cardcounter_split.json`: never its held-out part, nor
`dev_check`, kept to choose the thresholds) are labelled by the corner
boxes drawn on them: a candidate whose suit and rank both lie in a box is that card's index
(ranks 2-6 as "low"), one far from every box is no index. The indices the scanner reads rightly
on further labelled photos (the old real photos, the rendered test sets) are added as indices of
their cards, so the two classifiers agree where the first one is right. Each index is also cut
again as the scanner recuts it. Two small MLPs are trained in numpy (seeded).

    .venv/bin/python -m lab.scan.train_photo_model ../shared/data/cards-cardcounter \\
        --more ../shared/data/cards tests/scan/fixtures tests/scan/fixtures/sets
"""

from __future__ import annotations

import argparse
from pathlib import Path

import cv2
import numpy as np
from numpy.typing import NDArray

from coach.scan import index
from coach.scan.decode import decode
from coach.scan.evaluate import load_manifest, only_part, skat_card
from coach.scan.model import RANK_CLASSES, SUIT_CLASSES
from coach.scan.photo_model import PHOTO_WEIGHTS, PhotoModel, photo_features, save_photo_model
from coach.scan.scanner import _RECUTS, recognise, search_passes, work_scale
from lab.scan.train_scanner import train

SPLIT = Path(__file__).with_name("scan_cardcounter_split.json")
_RANK_NAMES = {"10": "10", "T": "10", **{name: name for name in "789JQKA"}}
_OTHER = (RANK_CLASSES.index("other"), SUIT_CLASSES.index("other"))
_NEGATIVES = 3  # at most this many non-indices per index


def _label(card: str) -> tuple[int, int]:
    rank, suit = card[:-1].upper(), card[-1].upper()
    name = _RANK_NAMES.get(rank, "low")
    return RANK_CLASSES.index(name), SUIT_CLASSES.index(suit)


def _candidates(
    image: NDArray[np.uint8],
) -> list[tuple[index.Candidate, NDArray[np.float32], float]]:
    """Each candidate the scanner would look at, in work pixels, with its features (and those of
    its recuts following it, as (candidate, features, shrink) with the recut's own features)."""
    scale = work_scale(*image.shape[:2])
    work = cv2.resize(image, None, fx=scale, fy=scale, interpolation=cv2.INTER_CUBIC)
    work = np.asarray(work, np.uint8)
    found = []
    for shrink, smaller, mask, least, largest in search_passes(work, index.printed(work)):
        here = index.candidates(mask, least, largest)
        whiteness = index.whiteness(smaller)
        for candidate, row in zip(here, photo_features(here, smaller, whiteness), strict=True):
            found.append((candidate, row, shrink))
            cuts = [index.recut(mask, candidate, *change) for change in _RECUTS]
            cuts = [cut for cut in cuts if cut is not None]
            for cut, cut_row in zip(cuts, photo_features(cuts, smaller, whiteness), strict=True):
                found.append((cut, cut_row, -shrink))  # a recut: negative shrink
    return found


def _in_work(candidate: index.Candidate, shrink: float, scale: float) -> tuple[NDArray, NDArray]:
    """Suit and rank centres in photo pixels."""
    centre = np.array(candidate.centre) / abs(shrink) / scale
    rank = centre + np.array(candidate.up) * candidate.distance / abs(shrink) / scale
    return centre, rank


def boxed(folder: Path, rng: np.random.Generator) -> tuple[list, list, list]:
    """Features and (rank, suit) labels from the development part's corner boxes."""
    entries = only_part(load_manifest(folder), SPLIT, "dev_train")
    rows, ranks, suits = [], [], []
    for number, entry in enumerate(entries):
        image = decode((folder / entry["image"]).read_bytes())
        height, width = image.shape[:2]
        scale = work_scale(height, width)
        boxes = [
            (np.array(box["xywh"]) * (width, height, width, height), _label(box["card"]))
            for box in entry.get("corner_boxes", [])
        ]
        positives, negatives = [], []
        for candidate, row, shrink in _candidates(image):
            suit_at, rank_at = _in_work(candidate, shrink, scale)
            label = None
            far = True
            for (cx, cy, w, h), card in boxes:
                near = max(w, h)
                if np.hypot(suit_at[0] - cx, suit_at[1] - cy) < 2.5 * near:
                    far = False
                inside = abs(suit_at[0] - cx) <= 0.6 * w and abs(suit_at[1] - cy) <= 0.6 * h
                rank_in = abs(rank_at[0] - cx) <= 0.75 * w and abs(rank_at[1] - cy) <= 0.75 * h
                if inside and rank_in:
                    label = card
            if label is not None:
                positives.append((row, label))
            elif far and shrink > 0:
                negatives.append((row, _OTHER))
        keep = rng.permutation(len(negatives))[: _NEGATIVES * max(len(positives), 4)]
        for row, (rank, suit) in positives + [negatives[at] for at in keep]:
            rows.append(row)
            ranks.append(rank)
            suits.append(suit)
        if number % 50 == 0:
            print(f"  {number}/{len(entries)} photos, {len(rows)} glyphs", flush=True)
    return rows, ranks, suits


def read_rightly(folder: Path) -> tuple[list, list, list]:
    """Features and labels of the indices the scanner reads rightly on a labelled folder."""
    rows, ranks, suits = [], [], []
    for entry in load_manifest(folder):
        image = decode((folder / entry["image"]).read_bytes())
        scale = work_scale(*image.shape[:2])
        truth = {skat_card(str(label)) for label in entry["skat_cards"]}
        result = recognise(image, expect=entry.get("expect"), learned=False)
        right = [
            (np.array(found.index_at), found.card) for found in result.cards if found.card in truth
        ]
        for candidate, row, shrink in _candidates(image):
            suit_at, _ = _in_work(candidate, shrink, scale)
            size = candidate.distance / abs(shrink) / scale
            for at, card in right:
                if np.hypot(*(suit_at - at)) < 0.3 * size:
                    rank, suit = _label(card.name[1:].replace("T", "10") + card.name[0])
                    rows.append(row)
                    ranks.append(rank)
                    suits.append(suit)
                    break
    print(f"  {folder}: {len(rows)} glyphs", flush=True)
    return rows, ranks, suits


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("folder", type=Path, help="the cardcounter photos (manifest with boxes)")
    parser.add_argument("--more", type=Path, nargs="*", default=[], help="more labelled folders")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--hidden", type=int, default=48)
    parser.add_argument("--out", type=Path, default=PHOTO_WEIGHTS)
    args = parser.parse_args()
    rng = np.random.default_rng(args.seed)
    cv2.setRNGSeed(args.seed)
    rows, ranks, suits = boxed(args.folder, rng)
    for folder in args.more:
        more = read_rightly(folder)
        rows += more[0]
        ranks += more[1]
        suits += more[2]
    x = np.stack(rows).astype(np.float32)
    print(f"{len(x)} glyphs; rank classifier")
    rank = train(x, np.array(ranks), len(RANK_CLASSES), args.seed, args.hidden)
    print("suit classifier")
    suit = train(x, np.array(suits), len(SUIT_CLASSES), args.seed, args.hidden)
    save_photo_model(PhotoModel(rank, suit), args.out)
    print(f"wrote {args.out} ({args.out.stat().st_size // 1024} KB)")


if __name__ == "__main__":
    main()
