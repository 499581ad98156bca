"""The SVG cards: well-formed, labelled, coloured per deck, indices per language and deck."""

from __future__ import annotations

import base64
import xml.etree.ElementTree as ET

import pytest

from coach.rules.cards import Card, Rank, Suit
from ui.card_svg import DECKS, as_image, card_svg, hand_svg, index_label, suit_color

SVG = "{http://www.w3.org/2000/svg}"


@pytest.mark.parametrize("deck", DECKS)
@pytest.mark.parametrize("card", list(Card))
def test_every_card_is_well_formed_svg(card: Card, deck: str) -> None:
    root = ET.fromstring(card_svg(card, deck=deck, width=80))
    assert root.tag == f"{SVG}svg"
    assert (root.get("width"), root.get("height")) == ("80", "112")
    assert root.get("data-card") == card.name
    assert root.get("aria-label")
    assert "href" not in card_svg(card, deck=deck)  # nothing external


def test_indices_follow_language_and_deck() -> None:
    assert [index_label(r) for r in (Rank.JACK, Rank.QUEEN, Rank.KING, Rank.ACE)] == list("BDKA")
    assert [index_label(r, lang="en") for r in (Rank.JACK, Rank.QUEEN)] == ["J", "Q"]
    assert [index_label(r, "german") for r in (Rank.JACK, Rank.QUEEN)] == ["U", "O"]
    assert index_label(Rank.TEN) == "10"
    assert ">B<" in card_svg(Card.CJ) and ">J<" in card_svg(Card.CJ, lang="en")


def test_four_colour_deck_gives_each_suit_its_own_ink() -> None:
    two = {suit_color(suit) for suit in Suit}
    four = {suit_color(suit, four_color=True) for suit in Suit}
    assert len(two) == 2 and len(four) == 4
    assert suit_color(Suit.SPADES, "four_color") == suit_color(Suit.SPADES, four_color=True)
    assert suit_color(Suit.SPADES, "four_color") in card_svg(Card.S7, deck="four_color")


def test_pure_and_deterministic() -> None:
    assert card_svg(Card.HQ, deck="german") == card_svg(Card.HQ, deck="german")


def test_hand_highlights_only_the_given_cards() -> None:
    svg = hand_svg([Card.CJ, Card.HA], highlight={Card.CJ})
    root = ET.fromstring(svg)
    groups = root.findall(f"{SVG}g")
    assert [g.get("data-card") for g in groups] == ["CJ", "HA"]
    assert svg.count("#e0a100") == 1


def test_the_hand_image_holds_the_hand_drawing_and_names_the_cards() -> None:
    cards = [Card.CJ, Card.HT, Card.D7]
    svg = hand_svg(cards, "german", width=64, lang="en", overlap=0.2)
    root = ET.fromstring(as_image(svg))
    source = root.get("src") or ""
    assert base64.b64decode(source.removeprefix("data:image/svg+xml;base64,")).decode() == svg
    drawn = ET.fromstring(svg)
    assert (root.get("width"), root.get("height")) == (drawn.get("width"), drawn.get("height"))
    assert root.get("alt") == drawn.get("aria-label")
