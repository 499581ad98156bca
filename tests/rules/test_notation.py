"""Card notations: every style parses what it writes, and bad tokens are named with position."""

from __future__ import annotations

import pytest

from coach.rules.cards import ALL_CARDS, JACKS_MASK, Card, CardSet, Suit
from coach.rules.notation import (
    CardNotationError,
    CardStyle,
    DuplicateCardError,
    format_card,
    parse_card,
    parse_card_set,
    parse_cards,
)


@pytest.mark.parametrize("style", list(CardStyle))
def test_every_card_round_trips_in_every_style(style: CardStyle) -> None:
    for card in ALL_CARDS:
        assert parse_card(format_card(card, style)) == card


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("CJ ST H7", (Card.CJ, Card.ST, Card.H7)),
        ("♣B ♠10 ♥D", (Card.CJ, Card.ST, Card.HQ)),
        ("♣J, ♠Q; 10♦", (Card.CJ, Card.SQ, Card.DT)),
        ("Kreuz-Bube Pik-Zehn Karo-Ass", (Card.CJ, Card.ST, Card.DA)),
        ("Eichel-Unter Grün-Ober Schellen-Sieben", (Card.CJ, Card.SQ, Card.D7)),
        ("Jack of clubs Ten of spades", (Card.CJ, Card.ST)),
        ("cj s10 hq", (Card.CJ, Card.ST, Card.HQ)),
        # a suit word and a rank word, as learners type them (issue 14: "Clubs Jack" refused)
        ("Clubs Jack, Spades Ten", (Card.CJ, Card.ST)),
        ("Kreuz Bube Pik 10 Herz As", (Card.CJ, Card.ST, Card.HA)),
        ("hearts-queen diamond seven", (Card.HQ, Card.D7)),
    ],
)
def test_notations(text: str, expected: tuple[Card, ...]) -> None:
    assert parse_cards(text) == expected


@pytest.mark.parametrize(
    ("text", "token", "position"),
    [
        ("CJ SJ XX", "XX", 3),
        ("CJ C1", "C1", 2),
        ("Kreuz-Bube Kraut-Dame", "Kraut-Dame", 2),
        ("Clubs Jack Clubs Joker", "Clubs", 2),
    ],
)
def test_bad_tokens_are_named(text: str, token: str, position: int) -> None:
    with pytest.raises(CardNotationError) as caught:
        parse_cards(text)
    assert (caught.value.token, caught.value.position) == (token, position)
    assert f"card {position} {token!r}" in str(caught.value)


def test_duplicates_are_refused() -> None:
    with pytest.raises(DuplicateCardError, match="card 3 'CJ': CJ was already given as card 1"):
        parse_cards("CJ SJ CJ")


def test_card_sets() -> None:
    jacks = CardSet(JACKS_MASK)
    assert list(jacks) == [Card.DJ, Card.HJ, Card.SJ, Card.CJ]
    assert len(CardSet.full()) == 32 and CardSet.full().points == 120
    assert parse_card_set("CA CT CJ").points == 23
    assert Card.D7 in parse_card_set("D7") and Card.D7 not in CardSet()
    assert parse_card_set("CJ SJ") - jacks == CardSet()
    assert CardSet.full().of_suit(Suit.CLUBS) == parse_card_set("C7 C8 C9 CT CJ CQ CK CA")
    cards = parse_card_set("CJ H7")
    assert eval(repr(cards), {"parse_card_set": parse_card_set}) == cards
    with pytest.raises(KeyError):
        CardSet().remove(Card.CJ)
