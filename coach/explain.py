"""Typed explanations: a `Reason` is a code with facts; `render` turns it into German or English.

Modules that give reasons register their sentence templates once with `register_texts`. Templates
use `str.format` fields named after the facts; cards, card sets, suits and game types are written
in the learner's language (``♣B`` in German, ``♣J`` in English).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Literal

from coach.cards import Card, CardSet, Suit
from coach.contract import GameType
from coach.notation import SUIT_NAMES_DE, SUIT_NAMES_EN, CardStyle, format_card

Lang = Literal["de", "en"]
LANGS: tuple[Lang, ...] = ("de", "en")
Fact = int | float | str | bool | Card | CardSet | Suit | GameType | tuple[Card, ...] | None

GAME_NAMES: dict[Lang, dict[GameType, str]] = {
    "de": {
        GameType.DIAMONDS: "Karo",
        GameType.HEARTS: "Herz",
        GameType.SPADES: "Pik",
        GameType.CLUBS: "Kreuz",
        GameType.GRAND: "Grand",
        GameType.NULL: "Null",
    },
    "en": {
        GameType.DIAMONDS: "Diamonds",
        GameType.HEARTS: "Hearts",
        GameType.SPADES: "Spades",
        GameType.CLUBS: "Clubs",
        GameType.GRAND: "Grand",
        GameType.NULL: "Null",
    },
}


@dataclass(frozen=True, slots=True)
class Reason:
    """Why: a stable code (tests assert on it) and the facts behind it (cards, counts, values)."""

    code: str
    facts: tuple[tuple[str, Fact], ...] = ()

    @classmethod
    def of(cls, code: str, **facts: Fact) -> Reason:
        return cls(code, tuple(facts.items()))

    def fact(self, name: str) -> Fact:
        """The value of one fact; raises `KeyError` when the reason has no such fact."""
        for key, value in self.facts:
            if key == name:
                return value
        raise KeyError(name)

    @property
    def fact_dict(self) -> dict[str, Fact]:
        return dict(self.facts)


_TEXTS: dict[str, dict[Lang, str]] = {}


def register_texts(texts: Mapping[str, Mapping[Lang, str]]) -> None:
    """Add sentence templates for reason codes; every code needs German and English."""
    for code, by_lang in texts.items():
        missing = [lang for lang in LANGS if lang not in by_lang]
        if missing:
            raise ValueError(f"reason {code!r} has no text in {', '.join(missing)}")
        _TEXTS[code] = dict(by_lang)


def format_fact(value: Fact, lang: Lang) -> str:
    """One fact written for a learner in `lang`."""
    style = CardStyle.SYMBOL_DE if lang == "de" else CardStyle.SYMBOL_EN
    if isinstance(value, Card):
        return format_card(value, style)
    if isinstance(value, CardSet):
        return " ".join(format_card(card, style) for card in value)
    if isinstance(value, tuple):
        return " ".join(format_card(card, style) for card in value)
    if isinstance(value, Suit):
        return (SUIT_NAMES_DE if lang == "de" else SUIT_NAMES_EN)[value]
    if isinstance(value, GameType):
        return GAME_NAMES[lang][value]
    if isinstance(value, bool):
        return ("ja" if value else "nein") if lang == "de" else ("yes" if value else "no")
    if value is None:
        return "–"
    return str(value)


def render(reason: Reason, lang: Lang = "de") -> str:
    """The reason as a sentence in German or English."""
    try:
        template = _TEXTS[reason.code][lang]
    except KeyError:
        raise KeyError(f"no {lang} text for reason {reason.code!r}") from None
    return template.format(**{key: format_fact(value, lang) for key, value in reason.facts})


def render_all(reasons: Iterable[Reason], lang: Lang = "de") -> list[str]:
    return [render(reason, lang) for reason in reasons]
