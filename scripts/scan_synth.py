"""Synthetic photos of hands drawn with our own SVG decks (`ui.card_svg`), for the scanner.

Cards are rasterised with CairoSVG (`pip install cairosvg`; Debian's libcairo2), laid on a table
(separate, overlapping in rows, or fanned in the hand), then photographed synthetically: a
perspective tilt, uneven light, blur, sensor noise and JPEG compression. Seeded.

    .venv/bin/python scripts/scan_synth.py OUT_DIR [--photos 30] [--seed 1]

writes OUT_DIR/<deck>_<n>.jpg and OUT_DIR/manifest.json (the format `kiebitz scan-eval` reads).
Decks: French with German indices (B/D/K), French with English indices (J/Q/K), four-colour.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path

import cv2
import numpy as np
from numpy.typing import NDArray

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from coach.cards import ALL_CARDS, Card
from ui.card_svg import card_svg

# name -> (deck, four_color, lang of the indices)
DECKS = {
    "french_de": ("french", False, "de"),
    "french_en": ("french", False, "en"),
    "four_color": ("four_color", True, "de"),
}
LAYOUTS = ("separate", "rows", "fan")
_ISS_TEN = {"T": "10"}


def card_image(card: Card, deck: str, width: int) -> NDArray[np.uint8]:
    """One card as BGRA pixels, `width` wide."""
    import cairosvg  # type: ignore[import-not-found]

    name, four_color, lang = DECKS[deck]
    svg = card_svg(card, deck=name, four_color=four_color, width=width, lang=lang)  # type: ignore[arg-type]
    png = cairosvg.svg2png(bytestring=svg.encode("utf-8"))
    image = cv2.imdecode(np.frombuffer(png, np.uint8), cv2.IMREAD_UNCHANGED)
    return np.ascontiguousarray(image, np.uint8)


def _paste(
    table: NDArray[np.float32], card: NDArray[np.uint8], matrix: NDArray[np.float64]
) -> None:
    height, width = table.shape[:2]
    warped = cv2.warpAffine(card, matrix, (width, height), flags=cv2.INTER_LINEAR)
    alpha = warped[:, :, 3:4].astype(np.float32) / 255.0
    shadow = cv2.GaussianBlur(alpha, (0, 0), 3)[:, :, None] * 0.25
    table *= 1 - np.roll(np.roll(shadow, 3, axis=0), 3, axis=1)
    table[:] = table * (1 - alpha) + warped[:, :, :3].astype(np.float32) * alpha


def _placements(layout: str, count: int, rng: random.Random, size: tuple[int, int], card_w: int):
    width, height = size
    card_h = int(card_w * 1.4)
    if layout == "separate":
        columns = 5 if count > 8 else 4
        for position in range(count):
            row, column = divmod(position, columns)
            x = width * 0.12 + column * card_w * 1.35 + rng.uniform(-8, 8)
            y = height * 0.1 + row * card_h * 1.25 + rng.uniform(-8, 8)
            angle = rng.choice((0, 90, 180, 270)) + rng.uniform(-12, 12)
            yield x + card_w / 2, y + card_h / 2, angle
    elif layout == "rows":
        per_row = (count + 1) // 2
        for position in range(count):
            row, column = divmod(position, per_row)
            x = width * 0.1 + column * card_w * 0.55 + card_w / 2
            y = height * 0.15 + row * card_h * 1.2 + card_h / 2 + rng.uniform(-5, 5)
            yield x, y, rng.uniform(-4, 4) + (180 if row else 0)
    else:
        pivot = (width / 2, height * 0.92)
        spread = rng.uniform(8, 11)
        for position in range(count):
            angle = (position - (count - 1) / 2) * spread
            radius = card_h * 1.05
            theta = np.radians(angle)
            x = pivot[0] + radius * np.sin(theta)
            y = pivot[1] - radius * np.cos(theta)
            yield x, y, -angle


def photo(cards: list[Card], deck: str, layout: str, seed: int) -> NDArray[np.uint8]:
    """A synthetic photo of the cards on a table."""
    rng = random.Random(seed)
    size = (1600, 1200)
    card_w = rng.randint(150, 190) if layout != "fan" else rng.randint(170, 200)
    base = np.array([rng.uniform(40, 120), rng.uniform(60, 140), rng.uniform(40, 150)], np.float32)
    table = np.ones((size[1], size[0], 3), np.float32) * base
    noise = np.random.default_rng(seed).normal(0, 6, table.shape).astype(np.float32)
    table += cv2.GaussianBlur(noise, (0, 0), 4) * 3
    for card, (x, y, angle) in zip(
        cards, _placements(layout, len(cards), rng, size, card_w), strict=False
    ):
        image = card_image(card, deck, card_w)
        h, w = image.shape[:2]
        matrix = cv2.getRotationMatrix2D((w / 2, h / 2), angle, 1.0)
        matrix[:, 2] += (x - w / 2, y - h / 2)
        _paste(table, image, matrix)
    # perspective tilt
    jitter = 0.06 * size[0]
    source = np.float32([[0, 0], [size[0], 0], [size[0], size[1]], [0, size[1]]])
    target = source + np.float32(
        [[rng.uniform(-1, 1) * jitter for _ in range(2)] for _ in range(4)]
    )
    matrix = cv2.getPerspectiveTransform(source, target)
    table = cv2.warpPerspective(table, matrix, size, borderMode=cv2.BORDER_REFLECT)
    # uneven warm or cool light
    ys, xs = np.mgrid[0 : size[1], 0 : size[0]].astype(np.float32)
    gradient = (
        0.75
        + 0.35 * (xs / size[0] * rng.uniform(-1, 1) + ys / size[1] * rng.uniform(-1, 1) + 1) / 2
    )
    tint = np.array([rng.uniform(0.85, 1.05), 1.0, rng.uniform(0.95, 1.12)], np.float32)
    table = table * gradient[:, :, None] * tint
    table = cv2.GaussianBlur(table, (0, 0), rng.uniform(0.4, 1.3))
    table += np.random.default_rng(seed + 1).normal(0, 4, table.shape).astype(np.float32)
    image = np.clip(table, 0, 255).astype(np.uint8)
    ok, encoded = cv2.imencode(".jpg", image, [cv2.IMWRITE_JPEG_QUALITY, rng.randint(70, 90)])
    assert ok
    return cv2.imdecode(encoded, cv2.IMREAD_COLOR)


def iss_label(card: Card) -> str:
    """`9H`, `10C`: the label style of the shared manifest."""
    rank = _ISS_TEN.get(card.name[1], card.name[1])
    return f"{rank}{card.name[0]}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("out", type=Path)
    parser.add_argument("--photos", type=int, default=30, help="photos per deck")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--width", type=int, default=0, help="shrink photos to this width")
    parser.add_argument("--quality", type=int, default=88)
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    rng = random.Random(args.seed)
    entries = []
    for deck in DECKS:
        for number in range(args.photos):
            layout = LAYOUTS[number % len(LAYOUTS)]
            cards = rng.sample(list(ALL_CARDS), 10)
            image = photo(cards, deck, layout, rng.randrange(1 << 30))
            if args.width:
                scale = args.width / image.shape[1]
                image = cv2.resize(image, None, fx=scale, fy=scale, interpolation=cv2.INTER_AREA)
            name = f"{deck}_{layout}_{number:02d}.jpg"
            cv2.imwrite(str(args.out / name), image, [cv2.IMWRITE_JPEG_QUALITY, args.quality])
            labels = [iss_label(card) for card in cards]
            entries.append(
                {
                    "image": name,
                    "set": deck,
                    "layout": layout,
                    "cards": labels,
                    "skat_cards": labels,
                }
            )
    (args.out / "manifest.json").write_text(json.dumps(entries, indent=1), encoding="utf-8")
    print(f"wrote {len(entries)} photos to {args.out}")


if __name__ == "__main__":
    main()
