"""Card notations, each with a parser and a formatter.

Accepted for input (case-insensitive, separated by spaces, commas or semicolons):

* ISS codes: ``CJ ST H7`` (``T`` or ``10`` for the ten);
* suit symbols with German or English ranks: ``♣B ♠10 ♥D ♦A``, ``♣J ♠Q``, also rank first (``10♠``);
* German names: ``Kreuz-Bube``, ``Pik-Zehn``, ``Herz-Dame``, ``Karo-Ass`` (also the German-suited
  deck: ``Eichel-Unter``, ``Grün-Ober``, ``Rot-Daus``, ``Schellen-Sieben``);
* English names: ``Jack of clubs``, ``Ten of spades``.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from enum import Enum

from coach.rules.cards import Card, CardSet, Rank, Suit


class CardNotationError(ValueError):
    """A card token that no notation understands; names the token and its position (1-based)."""

    def __init__(self, token: str, position: int, message: str) -> None:
        super().__init__(f"card {position} {token!r}: {message}")
        self.token = token
        self.position = position


class DuplicateCardError(CardNotationError):
    """The same card given twice."""


class CardStyle(Enum):
    """Ways to write a card."""

    ISS = "iss"  # CJ
    SYMBOL_DE = "symbol_de"  # ♣B
    SYMBOL_EN = "symbol_en"  # ♣J
    NAME_DE = "name_de"  # Kreuz-Bube
    NAME_EN = "name_en"  # Jack of clubs


SUIT_SYMBOLS = {Suit.CLUBS: "♣", Suit.SPADES: "♠", Suit.HEARTS: "♥", Suit.DIAMONDS: "♦"}
SUIT_NAMES_DE = {
    Suit.CLUBS: "Kreuz",
    Suit.SPADES: "Pik",
    Suit.HEARTS: "Herz",
    Suit.DIAMONDS: "Karo",
}
SUIT_NAMES_EN = {
    Suit.CLUBS: "clubs",
    Suit.SPADES: "spades",
    Suit.HEARTS: "hearts",
    Suit.DIAMONDS: "diamonds",
}
RANK_LETTERS_DE = {
    Rank.SEVEN: "7",
    Rank.EIGHT: "8",
    Rank.NINE: "9",
    Rank.TEN: "10",
    Rank.JACK: "B",
    Rank.QUEEN: "D",
    Rank.KING: "K",
    Rank.ACE: "A",
}
RANK_LETTERS_EN = {**RANK_LETTERS_DE, Rank.JACK: "J", Rank.QUEEN: "Q"}
RANK_NAMES_DE = {
    Rank.SEVEN: "Sieben",
    Rank.EIGHT: "Acht",
    Rank.NINE: "Neun",
    Rank.TEN: "Zehn",
    Rank.JACK: "Bube",
    Rank.QUEEN: "Dame",
    Rank.KING: "König",
    Rank.ACE: "Ass",
}
RANK_NAMES_EN = {
    Rank.SEVEN: "seven",
    Rank.EIGHT: "eight",
    Rank.NINE: "nine",
    Rank.TEN: "ten",
    Rank.JACK: "jack",
    Rank.QUEEN: "queen",
    Rank.KING: "king",
    Rank.ACE: "ace",
}

_SUIT_WORDS: dict[str, Suit] = {
    **{name.lower(): suit for suit, name in SUIT_NAMES_DE.items()},
    **{symbol: suit for suit, symbol in SUIT_SYMBOLS.items()},
    "eichel": Suit.CLUBS,
    "grün": Suit.SPADES,
    "gruen": Suit.SPADES,
    "laub": Suit.SPADES,
    "blatt": Suit.SPADES,
    "rot": Suit.HEARTS,
    "schellen": Suit.DIAMONDS,
    "schelle": Suit.DIAMONDS,
    "♧": Suit.CLUBS,
    "♤": Suit.SPADES,
    "♡": Suit.HEARTS,
    "♢": Suit.DIAMONDS,
}
_RANK_WORDS: dict[str, Rank] = {
    **{name.lower(): rank for rank, name in RANK_NAMES_DE.items()},
    "as": Rank.ACE,
    "daus": Rank.ACE,
    "unter": Rank.JACK,
    "ober": Rank.QUEEN,
    "koenig": Rank.KING,
}
_RANK_SHORT: dict[str, Rank] = {
    "7": Rank.SEVEN,
    "8": Rank.EIGHT,
    "9": Rank.NINE,
    "10": Rank.TEN,
    "t": Rank.TEN,
    "z": Rank.TEN,
    "b": Rank.JACK,
    "j": Rank.JACK,
    "u": Rank.JACK,
    "d": Rank.QUEEN,
    "q": Rank.QUEEN,
    "o": Rank.QUEEN,
    "k": Rank.KING,
    "a": Rank.ACE,
}
_ISS_SUITS = {"c": Suit.CLUBS, "s": Suit.SPADES, "h": Suit.HEARTS, "d": Suit.DIAMONDS}
_ISS_RANKS = {
    "7": Rank.SEVEN,
    "8": Rank.EIGHT,
    "9": Rank.NINE,
    "t": Rank.TEN,
    "10": Rank.TEN,
    "j": Rank.JACK,
    "q": Rank.QUEEN,
    "k": Rank.KING,
    "a": Rank.ACE,
}
_SUIT_WORDS_EN: dict[str, Suit] = {name: suit for suit, name in SUIT_NAMES_EN.items()}
_RANK_WORDS_EN: dict[str, Rank] = {name: rank for rank, name in RANK_NAMES_EN.items()}
_SYMBOLS = "".join(word for word in _SUIT_WORDS if len(word) == 1)
_SEPARATORS = re.compile(r"[\s,;]+")
_ENGLISH_NAME = re.compile(r"(\w+)\s+of\s+(\w+)", re.IGNORECASE)  # "Jack of clubs" is one card
_SUIT_ANY: dict[str, Suit] = {**_SUIT_WORDS, **_SUIT_WORDS_EN, "club": Suit.CLUBS,
                              "spade": Suit.SPADES, "heart": Suit.HEARTS,
                              "diamond": Suit.DIAMONDS}  # fmt: skip
_RANK_ANY: dict[str, Rank] = {**_RANK_SHORT, **_RANK_WORDS, **_RANK_WORDS_EN}
# "Kreuz Bube", "Clubs Jack", "Pik 10": a suit word and a rank word are one card
_SUIT_THEN_RANK = re.compile(
    r"(?<![\w-])("
    + "|".join(sorted((re.escape(word) for word in _SUIT_ANY if len(word) > 1), key=len)[::-1])
    + r")\s+("
    + "|".join(sorted((re.escape(word) for word in _RANK_ANY), key=len)[::-1])
    + r")(?![\w-])",
    re.IGNORECASE,
)


def parse_card(token: str, position: int = 1) -> Card:
    """Read one card in any accepted notation; raise `CardNotationError` naming the token."""
    text = token.strip()
    low = text.lower()
    if not low:
        raise CardNotationError(token, position, "empty card name")
    for parser in (_parse_iss, _parse_symbol, _parse_name):
        card = parser(low)
        if card is not None:
            return card
    raise CardNotationError(token, position, _hint(low))


def parse_cards(text: str, *, allow_duplicates: bool = False) -> tuple[Card, ...]:
    """Read a list of cards in any accepted notation, keeping their order.

    Raises `CardNotationError` for an unknown token and `DuplicateCardError` for a repeated card.
    """
    text = _ENGLISH_NAME.sub(r"\1_of_\2", text)
    text = _SUIT_THEN_RANK.sub(r"\1-\2", text)
    tokens = [t for t in _SEPARATORS.split(text.strip()) if t]
    cards: list[Card] = []
    seen: dict[Card, int] = {}
    for position, joined in enumerate(tokens, start=1):
        token = joined.replace("_of_", " of ")
        card = parse_card(token, position)
        if card in seen and not allow_duplicates:
            raise DuplicateCardError(
                token, position, f"{card.name} was already given as card {seen[card]}"
            )
        seen.setdefault(card, position)
        cards.append(card)
    return tuple(cards)


def format_card(card: Card, style: CardStyle = CardStyle.ISS) -> str:
    """Write a card in the given style."""
    if style is CardStyle.ISS:
        return card.name
    if style is CardStyle.SYMBOL_DE:
        return SUIT_SYMBOLS[card.suit] + RANK_LETTERS_DE[card.rank]
    if style is CardStyle.SYMBOL_EN:
        return SUIT_SYMBOLS[card.suit] + RANK_LETTERS_EN[card.rank]
    if style is CardStyle.NAME_DE:
        return f"{SUIT_NAMES_DE[card.suit]}-{RANK_NAMES_DE[card.rank]}"
    return f"{RANK_NAMES_EN[card.rank].capitalize()} of {SUIT_NAMES_EN[card.suit]}"


def format_cards(cards: Iterable[Card], style: CardStyle = CardStyle.ISS) -> str:
    """Write several cards separated by spaces."""
    return " ".join(format_card(card, style) for card in cards)


def _parse_iss(low: str) -> Card | None:
    if len(low) in (2, 3) and low[0] in _ISS_SUITS and low[1:] in _ISS_RANKS:
        return Card.of(_ISS_SUITS[low[0]], _ISS_RANKS[low[1:]])
    return None


def _parse_symbol(low: str) -> Card | None:
    for suit_text, rank_text in ((low[:1], low[1:]), (low[-1:], low[:-1])):
        if suit_text in _SYMBOLS and rank_text in _RANK_SHORT:
            return Card.of(_SUIT_WORDS[suit_text], _RANK_SHORT[rank_text])
    return None


def _parse_name(low: str) -> Card | None:
    english = _ENGLISH_NAME.fullmatch(low.replace("_", " "))
    if english:
        rank_en = _RANK_WORDS_EN.get(english.group(1))
        suit_en = _SUIT_WORDS_EN.get(english.group(2))
        return None if rank_en is None or suit_en is None else Card.of(suit_en, rank_en)
    parts = low.replace("_", "-").split("-")
    if len(parts) != 2:
        return None
    suit_text, rank_text = parts
    suit = _SUIT_ANY.get(suit_text)
    rank = _RANK_ANY.get(rank_text)
    if suit is None or rank is None:
        return None
    return Card.of(suit, rank)


def _hint(low: str) -> str:
    if "-" in low:
        suit_text, _, rank_text = low.partition("-")
        if suit_text not in _SUIT_ANY:
            return f"unknown suit {suit_text!r} (Kreuz, Pik, Herz, Karo)"
        return f"unknown rank {rank_text!r} (Sieben … Ass, Bube, Dame, König)"
    if low[:1] in _ISS_SUITS or low[:1] in _SYMBOLS:
        return "unknown rank (7 8 9 10/T, B/J, D/Q, K, A)"
    return "not a card (write e.g. CJ, ♣B, ♠10 or Kreuz-Bube)"


def parse_card_set(text: str) -> CardSet:
    """Read a set of cards in any notation `parse_cards` accepts; duplicates are an error."""
    return CardSet.of(parse_cards(text))
