"""Rebuild coach/scan/weights.npz: the rank and suit classifiers of the hand scanner.

Glyphs are rendered from the fonts of Debian packages (fonts-dejavu-core, fonts-liberation,
fonts-freefont-ttf, fonts-urw-base35: `apt-get install` them first) and cut from the corners of
our own SVG decks (`ui.card_svg`, rasterised with CairoSVG as in `lab/scan/scan_synth.py`),
distorted the way a phone photo distorts a card's corner (rotation, stretch, blur, low
resolution, ink spread), and turned into the same features the scanner computes. Two tiny MLPs
are trained in numpy. Seeded: the same fonts give the same weights.

    .venv/bin/python -m lab.scan.train_scanner [--seed 7] [--suits-only | --covered-only |
        --covered-ranks-only]

The shipped rank classifier is the one of seed 7 before suits were read in grey levels (a rank
classifier retrained with the suits read real queens as tens); the suit classifier is
`--suits-only` of seed 7, the covered-suit classifier (suit symbols partly hidden by the next
card of a tight fan) `--covered-only` of seed 7, the covered-rank classifier (ranks whose
right part the next card hides) `--covered-ranks-only` of seed 7.
"""

from __future__ import annotations

import argparse
from dataclasses import replace
from pathlib import Path

import cv2
import numpy as np
from numpy.typing import NDArray
from PIL import Image, ImageDraw, ImageFont

from coach.scan.glyphs import glyph_features, grey_glyph
from coach.scan.model import (
    RANK_CLASSES,
    SUIT_CLASSES,
    WEIGHTS,
    GlyphModel,
    Mlp,
    load_model,
    save_model,
)

FONT_DIRS = ("/usr/share/fonts/truetype", "/usr/share/fonts/opentype/urw-base35")
# Fonts without the suit symbols still give ranks; suits come from the fonts listed here.
SUIT_FONTS = (
    "DejaVuSans.ttf",
    "DejaVuSans-Bold.ttf",
    "DejaVuSansCondensed-Bold.ttf",
    "DejaVuSerif.ttf",
    "DejaVuSansMono.ttf",
    "FreeSerif.ttf",
    "FreeSans.ttf",
    "FreeSerifBold.ttf",
)
SUIT_CHARS = {"C": "♣", "S": "♠", "H": "♥", "D": "♦"}
RANK_TEXTS = {
    **{name: name for name in ("7", "8", "9", "10", "J", "Q", "K", "A", "B", "D")},
    "low": ("2", "3", "4", "5", "6"),
}
OTHER_RANK_TEXTS = ("O", "C", "G", "P", "R", "E", "H", "L", "T", "V", "W", "M", "N", "Z")
OTHER_SUIT = SUIT_CLASSES.index("other")
OTHER_RANK = RANK_CLASSES.index("other")
COVERED_SHARE = 0.25  # suit glyphs partly hidden by the next card (covered-suit classifier)
OTHER_SUIT_TEXTS = ("1", "7", "A", "K", "Q", "J", "B", "D", "8", "0", "W", "X", "I", "L", "V")


def fonts() -> list[Path]:
    """Upright (not italic/oblique) text fonts of the installed Debian font packages."""
    found = []
    for folder in FONT_DIRS:
        for path in sorted(Path(folder).rglob("*.[ot]tf")):
            name = path.name.lower()
            if any(word in name for word in ("italic", "oblique", "ita.", "math", "z003")):
                continue
            found.append(path)
    return found


def render(font: ImageFont.FreeTypeFont, text: str, gap: float | None = None) -> NDArray[np.uint8]:
    """The text's ink as a binary mask; `gap` sets the letter gap (share of the font size)."""
    if gap is not None and len(text) > 1:
        parts = [render(font, char) for char in text]
        height = max(part.shape[0] for part in parts)
        space = int(gap * 64)
        width = sum(part.shape[1] for part in parts) + space * (len(parts) - 1) + 16
        image = np.zeros((height, max(width, 1)), np.uint8)
        x = 0
        for part in parts:
            x = max(x, 0)
            region = image[height - part.shape[0] :, x : x + part.shape[1]]
            region[...] = np.maximum(region, part[:, : region.shape[1]])
            x += part.shape[1] + space
        return image
    left, top, right, bottom = font.getbbox(text)
    image = Image.new("L", (right - left + 8, bottom - top + 8), 0)
    ImageDraw.Draw(image).text((4 - left, 4 - top), text, fill=255, font=font)
    return np.asarray(image, np.uint8)


def blob(rng: np.random.Generator) -> NDArray[np.uint8]:
    """A random shape that is neither rank nor suit (picture fragments, pips cut off, dirt)."""
    mask = np.zeros((60, 60), np.uint8)
    for _ in range(int(rng.integers(1, 4))):
        kind = rng.integers(3)
        centre = (int(rng.integers(15, 45)), int(rng.integers(15, 45)))
        if kind == 0:
            axes = (int(rng.integers(4, 22)), int(rng.integers(4, 22)))
            cv2.ellipse(mask, centre, axes, float(rng.uniform(0, 180)), 0, 360, 255, -1)
        elif kind == 1:
            end = (int(rng.integers(0, 60)), int(rng.integers(0, 60)))
            cv2.line(mask, centre, end, 255, int(rng.integers(2, 9)))
        else:
            points = rng.integers(5, 55, size=(int(rng.integers(3, 7)), 2)).astype(np.int32)
            cv2.fillPoly(mask, [points], 255)
    return mask


def _main_blobs(mask: NDArray[np.uint8], share: float) -> NDArray[np.uint8]:
    """Only the blobs at least `share` as large as the largest (drops neighbours' fragments)."""
    count, labels, stats, _ = cv2.connectedComponentsWithStats(mask)
    if count <= 1:
        return mask
    areas = stats[1:, 4]
    keep = [label + 1 for label, area in enumerate(areas) if area >= share * areas.max()]
    return np.isin(labels, keep).astype(np.uint8) * 255


def deck_glyphs() -> list[tuple[str, str, NDArray[np.uint8], NDArray[np.uint8]]]:
    """Rank and suit masks cut from the top-left corner of every card of our own decks."""
    from scan_synth import DECKS, card_image  # type: ignore[import-not-found]

    from coach.rules.cards import ALL_CARDS
    from ui.card_svg import index_label

    glyphs = []
    for deck, (name, _, lang) in DECKS.items():
        for card in ALL_CARDS:
            image = card_image(card, deck, 300)  # 3 pixels per unit of the 100 × 140 card
            ink = (image[:, :, :3].min(axis=2) < 90).astype(np.uint8) * 255
            rank = _main_blobs(ink[9:92, 10:75], 0.1)
            suit = _main_blobs(ink[93:156, 10:75], 0.5)
            label = index_label(card.rank, name, lang)  # type: ignore[arg-type]
            glyphs.append((label, "CSHD"[[3, 2, 1, 0].index(card.suit)], rank, suit))
    return glyphs


def plain_ten(rng: np.random.Generator) -> NDArray[np.uint8]:
    """A "10" as many card decks print it: a plain bar and a narrow ring."""
    height = 64
    stroke = int(rng.integers(4, 12))
    ring_width = int(rng.integers(22, 40))
    gap = int(rng.integers(2, 12))
    mask = np.zeros((height + 8, stroke + gap + ring_width + 8), np.uint8)
    cv2.rectangle(mask, (4, 4), (4 + stroke, 4 + height), 255, -1)
    centre = (4 + stroke + gap + ring_width // 2, 4 + height // 2)
    cv2.ellipse(mask, centre, (ring_width // 2, height // 2), 0, 0, 360, 255, stroke)
    return mask


def covered(glyph: NDArray[np.uint8], rng: np.random.Generator) -> NDArray[np.uint8]:
    """The glyph with its right part hidden under the next card of a tight fan, whose edge runs
    at a slant and may cast a faint line beside what is left (never dark enough to be ink)."""
    ys, xs = np.nonzero(glyph)
    if len(xs) == 0:
        return glyph
    left, right = int(xs.min()), int(xs.max())
    at = left + rng.uniform(0.6, 0.9) * (right - left)
    slope = float(np.tan(np.radians(rng.normal(0, 12))))
    rows, cols = np.indices(glyph.shape)
    edge = at + (rows - float(ys.mean())) * slope
    hidden = np.where(cols < edge, glyph, 0).astype(np.uint8)
    if rng.random() < 0.5:
        gap = rng.uniform(0.02, 0.08) * (right - left)
        width = max(1.0, rng.uniform(0.03, 0.08) * (right - left))
        line = np.abs(cols - edge - gap - width / 2) < width / 2
        hidden[line] = np.uint8(rng.uniform(25, 60))
    return hidden


def distort(
    mask: NDArray[np.uint8], rng: np.random.Generator, grey: bool = False, cover: bool = False
) -> NDArray[np.uint8]:
    """Rotate, stretch, blur, shrink to a photo's resolution and threshold again (`grey`: the
    glyph's grey levels around that threshold, as the scanner reads suits; `cover`: partly
    hidden by the next card of a fan)."""
    weight = int(rng.integers(-3, 4))
    if weight:
        kernel = np.ones((abs(weight) + 1, abs(weight) + 1), np.uint8)
        mask = cv2.dilate(mask, kernel) if weight > 0 else cv2.erode(mask, kernel)
    height, width = mask.shape
    pad = max(height, width)
    canvas = cv2.copyMakeBorder(mask, pad, pad, pad, pad, cv2.BORDER_CONSTANT, value=0)
    centre = (canvas.shape[1] / 2, canvas.shape[0] / 2)
    matrix = cv2.getRotationMatrix2D(centre, float(rng.normal(0, 4)), 1.0)
    matrix[0, :2] *= rng.uniform(0.6, 1.2)
    matrix[0, 1] += rng.normal(0, 0.05)
    warped = cv2.warpAffine(canvas, matrix, (canvas.shape[1], canvas.shape[0]))
    if cover:
        warped = covered(warped, rng)
    target = float(rng.uniform(10, 40))
    scale = target / max(height, 1)
    small = cv2.resize(warped, None, fx=scale, fy=scale, interpolation=cv2.INTER_AREA)
    small = cv2.GaussianBlur(small, (0, 0), float(rng.uniform(0.3, 1.2)))
    if rng.random() < 0.3:  # a shaken camera: a short streak in any direction
        length = int(rng.integers(2, 5))
        streak = np.zeros((2 * length + 1, 2 * length + 1), np.float32)
        angle = float(rng.uniform(0, np.pi))
        end = (round(length * (1 + np.cos(angle))), round(length * (1 + np.sin(angle))))
        cv2.line(streak, (2 * length - end[0], 2 * length - end[1]), end, 1.0, 1)
        small = cv2.filter2D(small, -1, streak / streak.sum())
    noisy = small.astype(np.float32) + rng.normal(0, 12, small.shape).astype(np.float32)
    binary = (noisy > rng.uniform(70, 170)).astype(np.uint8) * 255
    return grey_glyph(noisy, binary) if grey else binary


def samples(
    rng: np.random.Generator, per_glyph: int, cover_share: float = 0.0, ranks: bool = False
) -> tuple[list[NDArray[np.float32]], ...]:
    """Features and labels for the rank and the suit classifier; `cover_share` of the suit
    symbols (with `ranks`: of the ranks) partly hidden by the next card (for the covered-suit
    and covered-rank classifiers)."""
    rank_x: list[NDArray[np.float32]] = []
    rank_y: list[int] = []
    suit_x: list[NDArray[np.float32]] = []
    suit_y: list[int] = []
    all_fonts = fonts()
    suit_fonts = [path for path in all_fonts if path.name in SUIT_FONTS]

    def add(
        target_x: list, target_y: list, mask: NDArray[np.uint8], label: int, count: int
    ) -> None:
        # suits are read in grey levels, and now and then from a mask (a rank tried as a pip);
        # a suit symbol is now and then partly hidden by the next card of a tight fan
        for _ in range(count):
            grey = target_x is suit_x and rng.random() < 0.8
            cover = (
                cover_share > 0
                and (target_x is (rank_x if ranks else suit_x))
                and label != (OTHER_RANK if ranks else OTHER_SUIT)
                and rng.random() < cover_share
            )
            target_x.append(glyph_features(distort(mask, rng, grey, cover)))
            target_y.append(label)

    for path in all_fonts:
        font = ImageFont.truetype(str(path), 64)
        for label, texts in RANK_TEXTS.items():
            group = texts if isinstance(texts, tuple) else (texts,)
            for text in group:
                count = per_glyph if len(group) == 1 else max(2, per_glyph // 3)
                add(rank_x, rank_y, render(font, text), RANK_CLASSES.index(label), count)
            if label == "10":
                for gap in (-0.06, 0.0, 0.05):
                    add(
                        rank_x,
                        rank_y,
                        render(font, "10", gap),
                        RANK_CLASSES.index(label),
                        count // 2,
                    )
                    add(
                        rank_x,
                        rank_y,
                        render(font, "l0", gap),
                        RANK_CLASSES.index(label),
                        count // 2,
                    )
        for text in OTHER_RANK_TEXTS:
            add(rank_x, rank_y, render(font, text), RANK_CLASSES.index("other"), 2)
        for text in OTHER_SUIT_TEXTS:
            add(suit_x, suit_y, render(font, text), SUIT_CLASSES.index("other"), 2)
    for path in suit_fonts:
        font = ImageFont.truetype(str(path), 64)
        for label, char in SUIT_CHARS.items():
            mask = render(font, char)
            add(suit_x, suit_y, mask, SUIT_CLASSES.index(label), per_glyph * 8)
            add(rank_x, rank_y, mask, RANK_CLASSES.index("other"), per_glyph)
    for rank_label, suit_label, rank_mask, suit_mask in deck_glyphs():
        add(rank_x, rank_y, rank_mask, RANK_CLASSES.index(rank_label), per_glyph)
        add(suit_x, suit_y, suit_mask, SUIT_CLASSES.index(suit_label), per_glyph // 2)
        add(rank_x, rank_y, suit_mask, RANK_CLASSES.index("other"), per_glyph // 2)
    for _ in range(per_glyph * 30):
        add(rank_x, rank_y, plain_ten(rng), RANK_CLASSES.index("10"), 1)
    for _ in range(per_glyph * 40):
        mask = blob(rng)
        add(rank_x, rank_y, mask, RANK_CLASSES.index("other"), 1)
        add(suit_x, suit_y, mask, SUIT_CLASSES.index("other"), 1)
    return rank_x, rank_y, suit_x, suit_y  # type: ignore[return-value]


def train(
    x: NDArray[np.float32], y: NDArray[np.int64], classes: int, seed: int, hidden: int = 64
) -> Mlp:
    """Softmax MLP, full-batch Adam with weight decay."""
    rng = np.random.default_rng(seed)
    mean = x.mean(axis=0)
    scale = x.std(axis=0) + 1e-3
    z = (x - mean) / scale
    params = [
        rng.normal(0, np.sqrt(2 / z.shape[1]), (z.shape[1], hidden)).astype(np.float32),
        np.zeros(hidden, np.float32),
        rng.normal(0, np.sqrt(1 / hidden), (hidden, classes)).astype(np.float32),
        np.zeros(classes, np.float32),
    ]
    moments = [np.zeros_like(p) for p in params]
    squares = [np.zeros_like(p) for p in params]
    onehot = np.eye(classes, dtype=np.float32)[y]
    for step in range(1, 801):
        w1, b1, w2, b2 = params
        pre = z @ w1 + b1
        h = np.maximum(pre, 0)
        logits = h @ w2 + b2
        logits -= logits.max(axis=1, keepdims=True)
        p = np.exp(logits)
        p /= p.sum(axis=1, keepdims=True)
        d_logits = (p - onehot) / len(z)
        d_w2 = h.T @ d_logits + 1e-4 * w2
        d_b2 = d_logits.sum(axis=0)
        d_h = d_logits @ w2.T * (pre > 0)
        d_w1 = z.T @ d_h + 1e-4 * w1
        d_b1 = d_h.sum(axis=0)
        for i, grad in enumerate((d_w1, d_b1, d_w2, d_b2)):
            moments[i] = 0.9 * moments[i] + 0.1 * grad
            squares[i] = 0.999 * squares[i] + 0.001 * grad * grad
            m_hat = moments[i] / (1 - 0.9**step)
            v_hat = squares[i] / (1 - 0.999**step)
            params[i] = params[i] - 0.01 * m_hat / (np.sqrt(v_hat) + 1e-8)
        if step % 200 == 0:
            loss = -np.log(p[np.arange(len(y)), y] + 1e-9).mean()
            accuracy = (p.argmax(axis=1) == y).mean()
            print(f"  step {step}: loss {loss:.3f}, train accuracy {accuracy:.3f}")
    return Mlp(mean, scale, *params)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--samples", type=int, default=16, help="distorted copies per glyph")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--out", type=Path, default=WEIGHTS)
    keep = parser.add_mutually_exclusive_group()
    keep.add_argument("--suits-only", action="store_true", help="keep the shipped rank classifier")
    keep.add_argument(
        "--covered-only", action="store_true", help="keep the shipped rank and suit classifiers"
    )
    keep.add_argument(
        "--covered-ranks-only",
        action="store_true",
        help="keep the shipped classifiers, train the covered-rank one",
    )
    args = parser.parse_args()
    if args.covered_ranks_only:
        rank_x, rank_y, _, _ = _samples(args, COVERED_SHARE, ranks=True)
        print("covered-rank classifier")
        covered_rank = train(np.stack(rank_x), np.array(rank_y), len(RANK_CLASSES), args.seed)
        save_model(replace(load_model(WEIGHTS), covered_rank=covered_rank), args.out)
        print(f"wrote {args.out} ({args.out.stat().st_size // 1024} KB)")
        return
    shipped = load_model(WEIGHTS) if args.suits_only or args.covered_only else None
    rank, suit = (shipped.rank, shipped.suit) if shipped else (None, None)
    if not args.covered_only:
        rank_x, rank_y, suit_x, suit_y = _samples(args)
        if shipped is None:
            print("rank classifier")
            rank = train(np.stack(rank_x), np.array(rank_y), len(RANK_CLASSES), args.seed)
        else:
            rank = shipped.rank
        print("suit classifier")
        suit = train(np.stack(suit_x), np.array(suit_y), len(SUIT_CLASSES), args.seed)
    _, _, suit_x, suit_y = _samples(args, COVERED_SHARE)
    print("covered-suit classifier")
    covered = train(np.stack(suit_x), np.array(suit_y), len(SUIT_CLASSES), args.seed)
    assert rank is not None and suit is not None
    kept_rank = shipped.covered_rank if shipped else None
    save_model(GlyphModel(rank, suit, covered, kept_rank), args.out)
    print(f"wrote {args.out} ({args.out.stat().st_size // 1024} KB)")


def _samples(
    args: argparse.Namespace, cover_share: float = 0.0, ranks: bool = False
) -> tuple[list[NDArray[np.float32]], ...]:
    """The training glyphs of one seed (the same seed gives the same glyphs)."""
    rng = np.random.default_rng(args.seed)
    cv2.setRNGSeed(args.seed)
    found = samples(rng, args.samples, cover_share, ranks)
    print(f"{len(found[0])} rank glyphs, {len(found[2])} suit glyphs from {len(fonts())} fonts")
    return found


if __name__ == "__main__":
    main()
