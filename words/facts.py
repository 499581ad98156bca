"""Facts written for a learner: cards in the learner's card style, games, contracts, derivations.

This is the one place that turns a fact of a `coach.rules.explain.Reason` into words. A card never
reads as its ISS code ("HQ"): a card fact given as that code (so reasons saved by older versions
hold them) is written as the deck shows it.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from coach.rules.actions import (
    Action,
    Declare,
    Play,
    said,
)
from coach.rules.bid_value import derivation_reasons
from coach.rules.cards import Card, CardSet, Suit
from coach.rules.contract import Announcement, Contract, GameType
from coach.rules.explain import Fact, Reason
from coach.rules.notation import CardStyle, format_card
from coach.rules.rule_set import sort_for_game
from coach.rules.values import GameValue
from words.catalogue import Lang, t

_CARD_CODE = re.compile(r"[CSHD][789TJQKA]")


def card_style(lang: Lang) -> CardStyle:
    """How cards are written in `lang`: ``♣B`` in German, ``♣J`` in English."""
    return CardStyle.SYMBOL_DE if lang == "de" else CardStyle.SYMBOL_EN


def game_name(game: GameType, lang: Lang) -> str:
    return t(f"game.{game.name.lower()}", lang)


def contract_name(contract: Contract, lang: Lang) -> str:
    """The contract as players name it: ``Kreuz Hand Schneider angesagt``, ``Null ouvert Hand``.

    Suit and Grand ouvert are named without the hand and Schwarz they imply; a Revolution by its
    name, the same in every language; announced Patrouillen follow (``Kreuz, 1 Patrouille``).
    """
    if contract.revolution:
        return "Revolution"
    parts = [game_name(contract.game, lang)]
    if contract.ouvert:
        parts.append("ouvert")
    if not contract.ouvert or contract.game is GameType.NULL:
        if contract.hand:
            parts.append("Hand")
        if contract.announce is not Announcement.NONE:
            parts.append(t(f"announce.{contract.announce.name.lower()}", lang))
    name = " ".join(parts)
    if contract.patrols:
        name += ", " + t("announce.patrols", lang, count=contract.patrols)
    return name


def action_name(action: Action, lang: Lang) -> str:
    """An action as said at the table: "18", "ja", "passe", "Kreuz Hand (♠7 ♠9)", "♣B"."""
    if isinstance(action, Play):
        return format_fact(action.card, lang)
    if isinstance(action, Declare):
        words = contract_name(action.contract, lang)
        if action.discard is not None:
            words += f" ({format_fact(action.discard, lang)})"
        return words
    return render(said(action), lang)


def derivation(value: GameValue, lang: Lang) -> str:
    """The derivation as a learner says it: ``mit 2, Spiel 3, Hand 4 × 12 = 48``."""
    texts = render_all(derivation_reasons(value), lang)
    if len(texts) == 1:
        return texts[0]
    return ", ".join(texts[:-1]) + " " + texts[-1]


def format_fact(value: Fact, lang: Lang) -> str:
    """One fact written for a learner in `lang`."""
    style = card_style(lang)
    if isinstance(value, Reason):
        return render(value, lang)
    if isinstance(value, Card):
        return format_card(value, style)
    if isinstance(value, CardSet):  # a set has no order of its own: highest first, as in a Grand
        return " ".join(format_card(card, style) for card in sort_for_game(GameType.GRAND, value))
    if isinstance(value, tuple):  # in the order given
        return " ".join(format_card(card, style) for card in value)
    if isinstance(value, Suit):
        return t(f"suit.{value.name.lower()}", lang)
    if isinstance(value, GameType):
        return game_name(value, lang)
    if isinstance(value, Contract):
        return contract_name(value, lang)
    if isinstance(value, GameValue):
        return derivation(value, lang)
    if isinstance(value, bool):
        return t("word.yes" if value else "word.no", lang)
    if value is None:
        return "–"
    if isinstance(value, str) and _CARD_CODE.fullmatch(value):  # a card stored as its ISS code
        return format_card(Card[value], style)
    return str(value)


def render(reason: Reason, lang: Lang) -> str:
    """The reason as a sentence in `lang`: its code's template with the facts written out."""
    facts = {key: format_fact(value, lang) for key, value in reason.facts}
    return t(reason.code, lang, **facts) if facts else t(reason.code, lang)


def render_all(reasons: Iterable[Reason], lang: Lang) -> list[str]:
    return [render(reason, lang) for reason in reasons]
