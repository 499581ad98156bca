"""Playing cards drawn as SVG by our own code: French and German faces, two- or four-colour.

Pure functions returning SVG text (no Streamlit, no files, no fonts to load: only generic font
families). Every card has big corner indices (rank above the suit emblem, repeated upside down) so
that it stays readable at phone size; the scanner rasterises these drawings for training data.
"""

from __future__ import annotations

import base64
from collections.abc import Collection, Sequence
from html import escape
from typing import Literal

from coach.rules import Card, CardStyle, Rank, Suit, format_card

Deck = Literal["french", "german", "four_color"]
DECKS: tuple[Deck, ...] = ("french", "german", "four_color")
WIDTH, HEIGHT = 100, 140  # the card's own coordinates; `width` scales it
FONT = "DejaVu Sans, Verdana, Arial, Helvetica, sans-serif"
HIGHLIGHT = "#e0a100"

_BLACK, _RED = "#111111", "#c8102e"
_COLORS: dict[str, dict[Suit, str]] = {
    "two": {Suit.CLUBS: _BLACK, Suit.SPADES: _BLACK, Suit.HEARTS: _RED, Suit.DIAMONDS: _RED},
    "four": {
        Suit.CLUBS: _BLACK,
        Suit.SPADES: "#13803a",
        Suit.HEARTS: _RED,
        Suit.DIAMONDS: "#e07000",
    },
    "german": {
        Suit.CLUBS: "#7a4a12",
        Suit.SPADES: "#2e7d32",
        Suit.HEARTS: _RED,
        Suit.DIAMONDS: "#d99a00",
    },
}

_INDEX_FRENCH_DE = {Rank.JACK: "B", Rank.QUEEN: "D", Rank.KING: "K", Rank.ACE: "A"}
_INDEX_FRENCH_EN = {Rank.JACK: "J", Rank.QUEEN: "Q", Rank.KING: "K", Rank.ACE: "A"}
_INDEX_GERMAN = {Rank.JACK: "U", Rank.QUEEN: "O", Rank.KING: "K", Rank.ACE: "A"}
_NUMBERS = {Rank.SEVEN: "7", Rank.EIGHT: "8", Rank.NINE: "9", Rank.TEN: "10"}

# Emblems in a 100 × 100 box, centred on (50, 50).
_HEART = "M50 90C22 68 4 50 8 30C12 10 40 6 50 28C60 6 88 10 92 30C96 50 78 68 50 90Z"
_DIAMOND = "M50 4L86 50L50 96L14 50Z"
_SPADE = (
    "M50 6C66 26 94 42 92 62C90 80 68 84 55 70L62 94H38L45 70C32 84 10 80 8 62C6 42 34 26 50 6Z"
)
_CLUB = (
    '<circle cx="50" cy="28" r="19"/><circle cx="27" cy="57" r="19"/>'
    '<circle cx="73" cy="57" r="19"/><path d="M46 40H54L62 95H38Z"/>'
)
_LEAF = "M50 4C80 22 90 54 70 78C62 87 54 88 52 96H48C46 88 38 87 30 78C10 54 20 22 50 4Z"
_ACORN = (
    '<ellipse cx="50" cy="64" rx="22" ry="29"/>'
    '<path d="M22 44C22 24 78 24 78 44Z" fill="#4a2c08"/>'
    '<path d="M47 10H53V26H47Z" fill="#4a2c08"/>'
)
_BELL = (
    '<circle cx="50" cy="54" r="36"/>'
    '<path d="M16 46H84V56H16Z" fill="#8a5a00"/>'
    '<circle cx="50" cy="74" r="6" fill="#5a3a00"/><path d="M49 74H51V92H49Z" fill="#5a3a00"/>'
    '<path d="M44 8H56V20H44Z" fill="#8a5a00"/>'
)

# The corner index (see `_corner`), in card units.
_INDEX_X, _INDEX_BASELINE, _INDEX_SIZE, _TEN_SQUEEZE = 13, 24, 21, 0.62
_EMBLEM_Y, _EMBLEM_SIZE = 40, 16

# Pip centres for the number cards (the lower half is drawn upside down).
_PIPS: dict[Rank, tuple[tuple[float, float], ...]] = {
    Rank.SEVEN: ((37, 36), (63, 36), (50, 53), (37, 70), (63, 70), (37, 104), (63, 104)),
    Rank.EIGHT: (
        (37, 36), (63, 36), (50, 53), (37, 70), (63, 70), (50, 87), (37, 104), (63, 104),
    ),
    Rank.NINE: (
        (37, 34), (63, 34), (37, 58), (63, 58), (50, 70), (37, 82), (63, 82), (37, 106),
        (63, 106),
    ),
    Rank.TEN: (
        (37, 34), (63, 34), (50, 46), (37, 58), (63, 58), (37, 82), (63, 82), (50, 94),
        (37, 106), (63, 106),
    ),
}  # fmt: skip


def suit_color(suit: Suit, deck: Deck = "french", four_color: bool = False) -> str:
    """The ink of a suit in a deck: two-colour French, four-colour, or the German colours."""
    if deck == "german":
        return _COLORS["german"][suit]
    return _COLORS["four" if four_color or deck == "four_color" else "two"][suit]


def index_label(rank: Rank, deck: Deck = "french", lang: str = "de") -> str:
    """The corner index: 7–10, then B/D/K/A (German), J/Q/K/A (English) or U/O/K/A (German deck)."""
    if rank in _NUMBERS:
        return _NUMBERS[rank]
    if deck == "german":
        return _INDEX_GERMAN[rank]
    return (_INDEX_FRENCH_EN if lang == "en" else _INDEX_FRENCH_DE)[rank]


def card_label(card: Card, lang: str = "de") -> str:
    """A spoken name for screen readers: ``Kreuz-Bube`` / ``Jack of clubs``."""
    return format_card(card, CardStyle.NAME_EN if lang == "en" else CardStyle.NAME_DE)


def card_svg(
    card: Card,
    deck: Deck = "french",
    four_color: bool = False,
    width: int = 100,
    *,
    lang: str = "de",
    highlight: bool = False,
) -> str:
    """One card as a standalone ``<svg>`` element, `width` pixels wide (height = 1.4 × width).

    `deck` is ``"french"`` (♣ ♠ ♥ ♦), ``"german"`` (Eichel, Grün, Rot, Schellen with
    Unter/Ober) or ``"four_color"`` (French with green spades and orange diamonds, the same as
    ``four_color=True``). `highlight` draws a golden frame (used for trumps).
    """
    height = round(width * HEIGHT / WIDTH)
    label = escape(card_label(card, lang))
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
        f'viewBox="0 0 {WIDTH} {HEIGHT}" role="img" aria-label="{label}" '
        f'data-card="{card.name}">{_card_body(card, deck, four_color, lang, highlight)}</svg>'
    )


def hand_svg(
    cards: Sequence[Card],
    deck: Deck = "french",
    four_color: bool = False,
    width: int = 72,
    *,
    lang: str = "de",
    highlight: Collection[Card] = (),
    overlap: float = 0.0,
) -> str:
    """Several cards side by side in one ``<svg>`` (each `width` wide), optionally overlapping.

    The drawing shrinks to the width of a narrow screen, keeping its proportions.
    """
    step = WIDTH * (1 - overlap) + (0 if overlap else 4)
    total = WIDTH + step * max(len(cards) - 1, 0)
    scale = width / WIDTH
    parts = []
    for position, card in enumerate(cards):
        body = _card_body(card, deck, four_color, lang, card in highlight)
        parts.append(
            f'<g transform="translate({position * step:g} 0)" data-card="{card.name}">'
            f"<title>{escape(card_label(card, lang))}</title>{body}</g>"
        )
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{round(total * scale)}" '
        f'height="{round(HEIGHT * scale)}" viewBox="0 0 {total:g} {HEIGHT}" role="img" '
        'style="max-width:100%;height:auto" '
        f'aria-label="{escape(", ".join(card_label(card, lang) for card in cards))}">'
        + "".join(parts)
        + "</svg>"
    )


def _card_body(card: Card, deck: Deck, four_color: bool, lang: str, highlight: bool) -> str:
    color = suit_color(card.suit, deck, four_color)
    frame_color, frame_width = (HIGHLIGHT, 5) if highlight else ("#6b6b6b", 1.5)
    parts = [
        f'<rect x="1.5" y="1.5" width="{WIDTH - 3}" height="{HEIGHT - 3}" rx="8" fill="#fffdf7" '
        f'stroke="{frame_color}" stroke-width="{frame_width}"/>',
        _corner(card, deck, lang, color),
        f'<g transform="rotate(180 {WIDTH / 2} {HEIGHT / 2})">'
        f"{_corner(card, deck, lang, color)}</g>",
        _centre(card, deck, lang, color),
    ]
    return "".join(parts)


def _corner(card: Card, deck: Deck, lang: str, color: str) -> str:
    """Rank above suit emblem in a narrow column centred at x = 13 (ink within 5..21): clear of
    the border, of the pips and of the next card's edge in a tight fan.

    The "10" is drawn condensed so that it stays as narrow as a letter; the emblem starts well
    below the baseline so that descending strokes (J, Q) never touch it.
    """
    text = index_label(card.rank, deck, lang)
    squeeze = f' transform="scale({_TEN_SQUEEZE:g} 1)"' if len(text) > 1 else ""
    return (
        f'<g transform="translate({_INDEX_X} {_INDEX_BASELINE})"><text x="0" y="0"{squeeze} '
        f'text-anchor="middle" font-family="{FONT}" font-weight="bold" font-size="{_INDEX_SIZE}" '
        f'fill="{color}">{text}</text></g>'
        + _emblem(card.suit, deck, color, _INDEX_X, _EMBLEM_Y, _EMBLEM_SIZE)
    )


def _centre(card: Card, deck: Deck, lang: str, color: str) -> str:
    if card.rank in _PIPS:
        pips = []
        for x, y in _PIPS[card.rank]:
            emblem = _emblem(card.suit, deck, color, x, y, 18)
            if y > HEIGHT / 2 + 1:
                emblem = f'<g transform="rotate(180 {x} {y})">{emblem}</g>'
            pips.append(emblem)
        return "".join(pips)
    if card.rank is Rank.ACE:
        return _emblem(card.suit, deck, color, WIDTH / 2, HEIGHT / 2, 50)
    letter = index_label(card.rank, deck, lang)
    return (
        f'<rect x="27" y="24" width="46" height="92" rx="5" fill="none" stroke="{color}" '
        f'stroke-width="1.5" stroke-opacity="0.6"/>'
        f'<text x="50" y="72" text-anchor="middle" font-family="{FONT}" font-weight="bold" '
        f'font-size="40" fill="{color}">{letter}</text>'
        + _emblem(card.suit, deck, color, 50, 95, 26)
    )


def _emblem(suit: Suit, deck: Deck, color: str, cx: float, cy: float, size: float) -> str:
    """A suit emblem of `size` centred on (cx, cy)."""
    scale = size / 100
    shape = _shape(suit, deck)
    return (
        f'<g transform="translate({cx - size / 2:g} {cy - size / 2:g}) scale({scale:g})" '
        f'fill="{color}">{shape}</g>'
    )


def _shape(suit: Suit, deck: Deck) -> str:
    if deck == "german":
        return {
            Suit.CLUBS: _ACORN,
            Suit.SPADES: f'<path d="{_LEAF}"/><path d="M48.5 24H51.5V94H48.5Z" fill="#dfeedd"/>',
            Suit.HEARTS: f'<path d="{_HEART}"/>',
            Suit.DIAMONDS: _BELL,
        }[suit]
    return {
        Suit.CLUBS: _CLUB,
        Suit.SPADES: f'<path d="{_SPADE}"/>',
        Suit.HEARTS: f'<path d="{_HEART}"/>',
        Suit.DIAMONDS: f'<path d="{_DIAMOND}"/>',
    }[suit]


def as_image(svg: str) -> str:
    """A drawing of `hand_svg` as one ``<img>`` (alt: its cards' names), for `st.markdown`.

    The browser draws an image without building hundreds of elements from the markdown: measured,
    a page with a hand is painted clearly sooner.
    """
    size = svg[svg.index(" width=") : svg.index(" viewBox")]  # ' width="…" height="…"'
    label = svg[svg.index('aria-label="') + len('aria-label="') :].split('"', 1)[0]  # escaped
    data = base64.b64encode(svg.encode()).decode()
    return (
        f'<img src="data:image/svg+xml;base64,{data}"{size} alt="{label}" '
        'style="max-width:100%;height:auto"/>'
    )
