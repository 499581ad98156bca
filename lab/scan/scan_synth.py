"""Synthetic photos of Skat hands drawn with our own SVG decks (`ui.card_svg`), for the scanner.

Cards are rasterised with CairoSVG (`pip install -e '.[scan-tools]'`; Debian's libcairo2) and
photographed synthetically, all from one seed:

- layouts (the sets `kiebitz scan-eval` reports): `fan` (a hand held as a fan or two
  overlapping rows: only the corner index of most cards shows), `closeup` (one to three cards,
  each taller than half the photo), `separate` (cards lying apart, near or far), `backs` (the
  backs of cards only), `empty` (a table with things on it but no card);
- tables: green or blue felt, wood, a white table, a checked cloth;
- camera and light: any rotation, perspective tilt, uneven warm or cool light, a hard shadow,
  a glare spot, blur (focus or motion), sensor noise, JPEG compression.

    .venv/bin/python -m lab.scan.scan_synth OUT_DIR [--photos 10] [--seed 1]

writes OUT_DIR/<deck>_<layout>_<n>.jpg and OUT_DIR/manifest.json (the format `kiebitz scan-eval`
reads). Decks: French with German indices (B/D/K), French with English indices (J/Q/K),
four-colour. Seeds 1-99 are for tuning; the README's figures use test seeds 1000 and up.
"""

from __future__ import annotations

import argparse
import json
import random
from collections.abc import Iterator
from pathlib import Path

import cv2
import numpy as np
from numpy.typing import NDArray

from coach.rules.cards import ALL_CARDS, Card
from ui.card_svg import card_svg

Image = NDArray[np.uint8]
Canvas = NDArray[np.float32]
Placement = tuple[float, float, float]  # centre x, centre y, angle in degrees

# name -> (deck, four_color, lang of the indices)
DECKS = {
    "french_de": ("french", False, "de"),
    "french_en": ("french", False, "en"),
    "four_color": ("four_color", True, "de"),
}
LAYOUTS = ("fan", "closeup", "separate", "backs", "empty")
TABLES = ("felt", "wood", "white", "cloth")
SIZE = (1600, 1200)  # the synthetic camera's photo, width × height
_ISS_TEN = {"T": "10"}
_PROBLEMS = {"backs": "scan_card_backs", "empty": "scan_no_cards"}  # what the scanner must say


def card_image(card: Card, deck: str, width: int) -> Image:
    """One card face as BGRA pixels, `width` wide."""
    name, four_color, lang = DECKS[deck]
    svg = card_svg(card, deck=name, four_color=four_color, width=width, lang=lang)  # type: ignore[arg-type]
    return _rasterise(svg)


def back_image(width: int, seed: int) -> Image:
    """The back of a card: a white rim around a dense lattice in one colour (one per seed)."""
    rng = random.Random(seed)
    colour = rng.choice(("#b0182a", "#1d3f8f", "#1f6b3a", "#6a1d6e"))
    step = rng.choice((5, 6, 8))
    svg = (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{round(width * 1.4)}" '
        'viewBox="0 0 100 140"><defs><pattern id="p" width="{0}" height="{0}" '
        'patternUnits="userSpaceOnUse" patternTransform="rotate(45)">'
        '<rect width="{0}" height="{0}" fill="{1}"/>'
        '<path d="M0 0H{0}V{0}" fill="none" stroke="#fffdf7" stroke-width="1"/></pattern></defs>'
        '<rect x="1.5" y="1.5" width="97" height="137" rx="8" fill="#fffdf7" stroke="#6b6b6b" '
        'stroke-width="1.5"/><rect x="8" y="8" width="84" height="124" rx="4" fill="url(#p)"/>'
        "</svg>"
    ).format(step, colour)
    return _rasterise(svg)


def _rasterise(svg: str) -> Image:
    import cairosvg  # type: ignore[import-not-found]

    png = cairosvg.svg2png(bytestring=svg.encode("utf-8"))
    image = cv2.imdecode(np.frombuffer(png, np.uint8), cv2.IMREAD_UNCHANGED)
    return np.ascontiguousarray(image, np.uint8)


def table(kind: str, rng: random.Random, noise: np.random.Generator) -> Canvas:
    """An empty table of one kind, BGR floats."""
    width, height = SIZE
    ys, xs = np.mgrid[0:height, 0:width].astype(np.float32)
    grain = cv2.GaussianBlur(noise.normal(0, 1, (height, width)).astype(np.float32), (0, 0), 4)
    if kind == "felt":
        base = rng.choice(((40, 110, 45), (110, 70, 30), (50, 50, 120), (60, 90, 70)))
        image = np.ones((height, width, 3), np.float32) * np.float32(base)
        image += grain[:, :, None] * 18
    elif kind == "wood":
        angle = rng.uniform(0, np.pi)
        along = xs * np.cos(angle) + ys * np.sin(angle)
        rings = np.sin(along / rng.uniform(6, 18) + 3 * grain) * 0.5 + 0.5
        light = np.float32((rng.uniform(60, 110), rng.uniform(110, 160), rng.uniform(160, 210)))
        image = light * (0.75 + 0.25 * rings[:, :, None])
    elif kind == "white":
        shade = rng.uniform(200, 245)
        image = np.ones((height, width, 3), np.float32) * shade + grain[:, :, None] * 4
    else:
        period = rng.randint(30, 90)
        colour = np.float32(rng.choice(((60, 60, 200), (160, 90, 40), (60, 140, 60))))
        stripes_x = ((xs // period) % 2)[:, :, None]
        stripes_y = ((ys // period) % 2)[:, :, None]
        white = np.float32((235, 235, 235))
        image = white + (colour - white) * (0.5 * stripes_x + 0.5 * stripes_y)
        image += grain[:, :, None] * 6
    return image.astype(np.float32)


def paste(
    canvas: Canvas, card: Image, centre: tuple[float, float], angle: float
) -> NDArray[np.float64]:
    """Lay a BGRA card on the canvas, turned by `angle` degrees, with a soft drop shadow; the
    affine map from the card's pixels to the canvas."""
    height, width = canvas.shape[:2]
    h, w = card.shape[:2]
    matrix = cv2.getRotationMatrix2D((w / 2, h / 2), angle, 1.0)
    matrix[:, 2] += (centre[0] - w / 2, centre[1] - h / 2)
    warped = cv2.warpAffine(card, matrix, (width, height), flags=cv2.INTER_LINEAR)
    alpha = warped[:, :, 3:4].astype(np.float32) / 255.0
    shadow = cv2.GaussianBlur(alpha, (0, 0), 3)[:, :, None] * 0.25
    canvas *= 1 - np.roll(np.roll(shadow, 3, axis=0), 3, axis=1)
    canvas[:] = canvas * (1 - alpha) + warped[:, :, :3].astype(np.float32) * alpha
    return np.asarray(matrix, np.float64)


# A corner index in card units (`ui.card_svg`): the suit emblem's centre and the box of rank
# and emblem; the second index is the first turned half round the card's centre.
_SUIT_CENTRE = (13.0, 40.0)
_INDEX_BOX = ((5.0, 21.0), (8.0, 48.0))


def _index_points(corner: int) -> NDArray[np.float64]:
    """The suit centre, then a grid over the index box, in card units (corner 0 or 1)."""
    (x0, x1), (y0, y1) = _INDEX_BOX
    grid = np.stack(np.meshgrid(np.linspace(x0, x1, 5), np.linspace(y0, y1, 9)), -1)
    points = np.vstack([[_SUIT_CENTRE], grid.reshape(-1, 2)])
    return points if corner == 0 else np.array([100.0, 140.0]) - points


def _where(matrix: NDArray[np.float64], points: NDArray[np.float64]) -> NDArray[np.float64]:
    return points @ matrix[:, :2].T + matrix[:, 2]


def fan(count: int, rng: random.Random, card_w: int) -> Iterator[Placement]:
    """A hand held as a fan: each card on the one before, turned a few degrees further."""
    width, height = SIZE
    card_h = card_w * 1.4
    spread = rng.uniform(5, 11)
    radius = card_h * rng.uniform(0.85, 1.4)
    pivot = (width / 2 + rng.uniform(-0.1, 0.1) * width, height / 2 + radius * 0.55)
    for position in range(count):
        angle = (position - (count - 1) / 2) * spread
        theta = np.radians(angle)
        yield (
            pivot[0] + radius * np.sin(theta),
            pivot[1] - radius * np.cos(theta),
            -angle,
        )


def rows(count: int, rng: random.Random, card_w: int) -> Iterator[Placement]:
    """Two rows of overlapping cards (the second upside down), as laid out on a table."""
    width, height = SIZE
    card_h = card_w * 1.4
    per_row = (count + 1) // 2
    step = card_w * rng.uniform(0.3, 0.55)
    left = (width - step * (per_row - 1) - card_w) / 2 + card_w / 2
    for position in range(count):
        row, column = divmod(position, per_row)
        y = height / 2 + (row - 0.5) * card_h * 1.1 + rng.uniform(-5, 5)
        yield left + column * step, y, rng.uniform(-4, 4) + (180 if row else 0)


def separate(count: int, rng: random.Random, card_w: int) -> Iterator[Placement]:
    """Cards lying apart in a loose grid, each turned any way."""
    width, height = SIZE
    card_h = card_w * 1.4
    columns = 5 if count > 8 else 4
    gap = max(card_h * 1.08, card_w * 1.15)
    grid_rows = (count + columns - 1) // columns
    left = (width - gap * (columns - 1)) / 2
    top = (height - gap * (grid_rows - 1)) / 2
    for position in range(count):
        row, column = divmod(position, columns)
        angle = rng.choice((0, 90, 180, 270)) + rng.uniform(-12, 12)
        x = left + column * gap + rng.uniform(-6, 6)
        yield x, top + row * gap + rng.uniform(-6, 6), angle


def closeup(count: int, rng: random.Random, card_w: int) -> Iterator[Placement]:
    """One to three big cards side by side across the photo, overlapping a little at most."""
    width, height = SIZE
    step = card_w * rng.uniform(0.85, 1.05)
    left = width / 2 - step * (count - 1) / 2
    turn = rng.choice((0, 180))  # a close-up is taken along the row of cards
    for position in range(count):
        x = left + position * step
        yield x, height / 2 + rng.uniform(-20, 20), turn + rng.uniform(-8, 8)


def _things(canvas: Canvas, rng: random.Random) -> None:
    """Chips, a cup, a pen, a printed note: what lies on a table besides cards."""
    width, height = SIZE
    for _ in range(rng.randint(3, 8)):
        colour = tuple(rng.uniform(20, 230) for _ in range(3))
        x, y = rng.uniform(0, width), rng.uniform(0, height)
        kind = rng.randrange(3)
        if kind == 0:
            cv2.circle(canvas, (int(x), int(y)), rng.randint(20, 90), colour, -1)
        elif kind == 1:
            end = (int(x + rng.uniform(-300, 300)), int(y + rng.uniform(-300, 300)))
            cv2.line(canvas, (int(x), int(y)), end, colour, rng.randint(4, 20))
        else:
            w, h = rng.randint(150, 400), rng.randint(100, 300)
            cv2.rectangle(canvas, (int(x), int(y)), (int(x) + w, int(y) + h), (235,) * 3, -1)
            ink = np.zeros(canvas.shape[:2], np.uint8)
            for line in range(rng.randint(2, 6)):
                text = "".join(
                    rng.choice("abcdefghijklmnopqrstuvwxyz 0123456789") for _ in range(14)
                )
                at = (int(x) + 10, int(y) + 30 + 35 * line)
                cv2.putText(ink, text, at, cv2.FONT_HERSHEY_SIMPLEX, 0.8, 255, 2)
            canvas[ink > 0] = 30


def _camera(canvas: Canvas, rng: random.Random, seed: int) -> tuple[Image, NDArray[np.float64]]:
    """Turn, tilt, light, shadow, glare, blur, noise and JPEG: the canvas as a phone's photo,
    and the perspective map from canvas to photo."""
    width, height = SIZE
    jitter = 0.08 * width
    source = np.float32([[0, 0], [width, 0], [width, height], [0, height]])
    target = source + np.float32(
        [[rng.uniform(-1, 1) * jitter for _ in range(2)] for _ in range(4)]
    )
    tilt = cv2.getPerspectiveTransform(source, target)
    canvas = cv2.warpPerspective(canvas, tilt, SIZE, borderMode=cv2.BORDER_REPLICATE)
    ys, xs = np.mgrid[0:height, 0:width].astype(np.float32)
    light = 0.7 + 0.4 * (xs / width * rng.uniform(-1, 1) + ys / height * rng.uniform(-1, 1) + 1) / 2
    tint = np.float32([rng.uniform(0.8, 1.05), 1.0, rng.uniform(0.95, 1.15)])
    canvas = canvas * light[:, :, None] * tint
    if rng.random() < 0.5:  # a hard shadow (a hand, a phone) across part of the photo
        corner = rng.randrange(4)
        points = np.float32([[0, 0], [width, 0], [width, height], [0, height]])
        a = points[corner]
        b = a + (points[(corner + 1) % 4] - a) * rng.uniform(0.5, 1.0)
        c = a + (points[(corner + 3) % 4] - a) * rng.uniform(0.5, 1.0)
        mask = np.zeros((height, width), np.float32)
        cv2.fillPoly(mask, [np.int32([a, b, c])], 1.0)
        mask = cv2.GaussianBlur(mask, (0, 0), rng.uniform(1, 6))
        canvas = canvas * (1 - rng.uniform(0.3, 0.55) * mask[:, :, None])
    if rng.random() < 0.4:  # a glare spot of a lamp
        cx, cy = rng.uniform(0, width), rng.uniform(0, height)
        reach = rng.uniform(60, 220)
        spot = np.exp(-((xs - cx) ** 2 + (ys - cy) ** 2) / (2 * reach**2))
        canvas = canvas + rng.uniform(60, 140) * spot[:, :, None]
    if rng.random() < 0.3:  # motion blur
        length = rng.randint(3, 9)
        kernel = np.zeros((length, length), np.float32)
        kernel[length // 2, :] = 1.0 / length
        turn = cv2.getRotationMatrix2D((length / 2, length / 2), rng.uniform(0, 180), 1.0)
        kernel = cv2.warpAffine(kernel, turn, (length, length))
        canvas = cv2.filter2D(canvas, -1, kernel / max(float(kernel.sum()), 1e-6))
    else:
        canvas = cv2.GaussianBlur(canvas, (0, 0), rng.uniform(0.4, 1.6))
    canvas = canvas + np.random.default_rng(seed).normal(0, rng.uniform(2, 7), canvas.shape)
    image = np.clip(canvas, 0, 255).astype(np.uint8)
    ok, encoded = cv2.imencode(".jpg", image, [cv2.IMWRITE_JPEG_QUALITY, rng.randint(65, 92)])
    assert ok
    return np.asarray(cv2.imdecode(encoded, cv2.IMREAD_COLOR), np.uint8), tilt


def photo(
    cards: list[Card], deck: str, layout: str, seed: int
) -> tuple[Image, list[dict[str, object]]]:
    """A synthetic photo of the cards (or of their backs, or of none) in one layout, and where
    each card's corner indices lie in it: suit centre and the share of the index left
    uncovered by the cards above."""
    rng = random.Random(seed)
    canvas = table(rng.choice(TABLES), rng, np.random.default_rng(seed))
    width, height = SIZE
    if layout == "empty":
        _things(canvas, rng)
        return _camera(canvas, rng, seed)[0], []
    if rng.random() < 0.3:
        _things(canvas, rng)
    turn = rng.uniform(0, 360)  # the camera is held any way round
    if layout == "closeup":
        card_w = int(min(height * rng.uniform(0.36, 0.5), 0.9 * width / len(cards)))
        turn = rng.uniform(-10, 10)
        places = closeup(len(cards), rng, card_w)
    elif layout == "separate":
        card_w = rng.randint(110, 170)
        places = separate(len(cards), rng, card_w)
    elif layout == "backs" or rng.random() < 0.7:
        card_w = rng.randint(150, 240)
        places = fan(len(cards), rng, card_w)
    else:
        card_w = rng.randint(140, 200)
        places = rows(len(cards), rng, card_w)
    back = rng.randrange(1 << 20)  # one back for the deck
    cos, sin = np.cos(np.radians(turn)), np.sin(np.radians(turn))
    owner = np.full((height, width), -1, np.int16)
    corners: list[tuple[int, NDArray[np.float64]]] = []
    for number, (card, (x, y, angle)) in enumerate(zip(cards, places, strict=False)):
        dx, dy = x - width / 2, y - height / 2
        x, y = width / 2 + cos * dx + sin * dy, height / 2 - sin * dx + cos * dy
        angle += turn
        image = back_image(card_w, back) if layout == "backs" else card_image(card, deck, card_w)
        matrix = paste(canvas, image, (x, y), angle)
        body = cv2.warpAffine(image[:, :, 3], matrix, (width, height), flags=cv2.INTER_NEAREST)
        owner[body > 127] = number
        corners += [(number, _where(matrix, _index_points(c) * card_w / 100)) for c in (0, 1)]
    shot, tilt = _camera(canvas, rng, seed)
    indices: list[dict[str, object]] = []
    for number, points in corners:
        inside = [
            0 <= px < width and 0 <= py < height and owner[int(py), int(px)] == number
            for px, py in points[1:]
        ]
        at = cv2.perspectiveTransform(points[:1].reshape(1, 1, 2).astype(np.float32), tilt)
        indices.append(
            {
                "card": iss_label(cards[number]),
                "at": [round(float(v), 1) for v in at.reshape(2)],
                "shown": round(sum(inside) / len(inside), 2),
            }
        )
    return shot, indices


def iss_label(card: Card) -> str:
    """`9H`, `10C`: the label style of the shared manifest."""
    rank = _ISS_TEN.get(card.name[1], card.name[1])
    return f"{rank}{card.name[0]}"


def _count(layout: str, rng: random.Random) -> int:
    return {"fan": 10, "separate": 10, "backs": rng.randint(3, 10), "empty": 0}.get(
        layout, rng.randint(1, 3)
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("out", type=Path)
    parser.add_argument("--photos", type=int, default=10, help="photos per deck and layout")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--layouts", nargs="+", default=list(LAYOUTS), choices=LAYOUTS)
    parser.add_argument("--decks", nargs="+", default=list(DECKS), choices=list(DECKS))
    parser.add_argument("--width", type=int, default=0, help="shrink photos to this width")
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    rng = random.Random(args.seed)
    entries = []
    for deck in args.decks:
        for layout in args.layouts:
            for number in range(args.photos):
                cards = rng.sample(list(ALL_CARDS), _count(layout, rng))
                image, indices = photo(cards, deck, layout, rng.randrange(1 << 30))
                if args.width:
                    scale = args.width / image.shape[1]
                    image = cv2.resize(
                        image, None, fx=scale, fy=scale, interpolation=cv2.INTER_AREA
                    )
                    for index in indices:
                        index["at"] = [round(v * scale, 1) for v in index["at"]]  # type: ignore[attr-defined]
                name = f"{deck}_{layout}_{number:02d}.jpg"
                cv2.imwrite(str(args.out / name), image, [cv2.IMWRITE_JPEG_QUALITY, 92])
                labels = [] if layout == "backs" else [iss_label(card) for card in cards]
                entries.append(
                    {
                        "image": name,
                        "set": deck,
                        "layout": layout,
                        "cards": labels,
                        "skat_cards": labels,
                        "expect": 10 if layout in ("fan", "separate") else None,
                        **({"problem": _PROBLEMS[layout]} if layout in _PROBLEMS else {}),
                        **({"indices": indices} if indices and layout != "backs" else {}),
                    }
                )
    (args.out / "manifest.json").write_text(json.dumps(entries, indent=1), encoding="utf-8")
    print(f"wrote {len(entries)} photos to {args.out}")


if __name__ == "__main__":
    main()
