"""The bid-value table: one entry per declarable contract, derivations, and the unknown skat."""

from __future__ import annotations

import pytest

from coach.rules.bid_value import HandError, value_table
from coach.rules.cards import Card
from coach.rules.contract import ISKO, SKO_1975, Announcement, Contract, GameType
from coach.rules.notation import parse_cards
from coach.rules.values import game_value
from words import contract_name, derivation, render

# mit 2 in every game but Null: the club and spade jack, no heart jack
HAND = parse_cards("CJ SJ CA CT CK C9 HA HT S7 D8")


def test_ten_cards_without_skat_list_every_contract() -> None:
    table = value_table(HAND, ISKO)
    assert len(table.entries) == 29 and not table.picked_up
    clubs = table.entry(Contract(GameType.CLUBS))
    # the example: "mit 2, Spiel 3 × 12 = 36" / "with 2, game 3 × 12 = 36"
    assert clubs.value == 36
    assert derivation(clubs.breakdown, "de") == "mit 2, Spiel 3 × 12 = 36"
    assert derivation(clubs.breakdown, "en") == "with 2, game 3 × 12 = 36"
    assert clubs.matadors is None  # the heart jack may lie in the skat: mit 3
    assert clubs.counted_matadors == 2 and clubs.possible_matadors == (2, 3, 7)


@pytest.mark.parametrize(
    ("source", "contract", "value", "text"),
    [
        (
            "ISkO: hand adds a level",
            Contract(GameType.CLUBS, hand=True),
            48,
            "mit 2, Spiel 3, Hand 4 × 12 = 48",
        ),
        (
            "ISkO Gewinnstufen: Schneider announced counts Schneider too",
            Contract(GameType.CLUBS, hand=True, announce=Announcement.SCHNEIDER),
            72,
            "mit 2, Spiel 3, Hand 4, Schneider 5, Schneider angesagt 6 × 12 = 72",
        ),
        (
            "ISkO Spielbewertung: Kreuz ouvert mit 2 = 9 × 12 = 108",
            Contract.ouvert_of(GameType.CLUBS),
            108,
            "mit 2, Spiel 3, Hand 4, Schneider 5, Schneider angesagt 6, Schwarz 7, "
            "Schwarz angesagt 8, Ouvert 9 × 12 = 108",
        ),
        ("ISkO: Null Hand 35", Contract(GameType.NULL, hand=True), 35, "Null Hand: fester Wert 35"),
    ],
)
def test_entries(source: str, contract: Contract, value: int, text: str) -> None:
    entry = value_table(HAND, ISKO).entry(contract)
    assert (entry.value, derivation(entry.breakdown, "de")) == (value, text), source


def test_twelve_cards_after_pick_up_have_no_hand_games() -> None:
    table = value_table(parse_cards("CJ SJ HJ DJ CA CT CK C9 HA HT S7 D8"), ISKO)
    assert table.picked_up
    contracts = [entry.contract for entry in table.entries]
    assert len(contracts) == 7 and not any(c.hand for c in contracts)
    grand = table.entry(Contract(GameType.GRAND))
    assert (grand.matadors, grand.value) == (4, 120)
    assert table.skat_effects == ()


def test_a_known_skat_fixes_the_matadors() -> None:
    table = value_table(HAND, ISKO, skat=parse_cards("HJ D7"))
    clubs = table.entry(Contract(GameType.CLUBS))
    assert (clubs.matadors, clubs.value) == (3, 48)
    assert table.skat_effects == ()


def test_the_skat_counts_in_hand_games_too() -> None:
    # ISkO Spitzen: matadors include the skat, also in hand games
    table = value_table(HAND, ISKO, skat=parse_cards("HJ D7"))
    assert table.entry(Contract(GameType.CLUBS, hand=True)).value == 60  # mit 3, Spiel 4, Hand 5


def test_how_the_skat_could_change_the_matadors() -> None:
    effects = [e for e in value_table(HAND, ISKO).skat_effects if e.game is GameType.CLUBS]
    assert [(e.card, e.matadors, e.value) for e in effects] == [(Card.HJ, 3, 48)]
    reason = effects[0].reason()
    assert reason.code == "skat_effect_with" and reason.fact("card") is Card.HJ
    assert render(reason, "de") == "Liegt ♥B im Skat, hat Kreuz mit 3: Wert 48 statt 36."
    assert render(reason, "en") == "With ♥J in the skat, Clubs is with 3: value 48, not 36."


def test_without_the_club_jack_the_skat_may_turn_ohne_into_mit() -> None:
    # seed example: Herz-Hand ohne 3; the club jack in the skat makes it mit 1
    table = value_table(parse_cards("DJ HA HT HK HQ H9 H8 H7 SA CA"), ISKO)
    hearts = table.entry(Contract(GameType.HEARTS, hand=True))
    assert (hearts.counted_matadors, hearts.value, hearts.matadors) == (-3, 50, None)
    effects = {e.card: e.matadors for e in table.skat_effects if e.game is GameType.HEARTS}
    assert effects == {Card.CJ: 1, Card.SJ: -1, Card.HJ: -2}


def test_matadors_known_even_without_the_skat() -> None:
    table = value_table(parse_cards("CJ SJ HJ DJ CA CT HA HT SA ST"), ISKO)
    assert table.entry(Contract(GameType.GRAND)).matadors == 4  # nothing can add to mit 4
    assert table.entry(Contract(GameType.NULL)).matadors == 0


def test_grand_ouvert_mit_4() -> None:
    # ISkO Spielbewertung: Grand ouvert mit 4 = 11 × 24 = 264; SkO 1975: 10 × 36 = 360
    hand = parse_cards("CJ SJ HJ DJ CA CT HA HT SA ST")
    assert value_table(hand, ISKO).entry(Contract.ouvert_of(GameType.GRAND)).value == 264
    assert value_table(hand, rules=SKO_1975).entry(Contract.ouvert_of(GameType.GRAND)).value == 360


def test_json_form() -> None:
    data = value_table(HAND, ISKO).as_dict()
    assert data["cards"] == [c.name for c in HAND] and data["skat"] is None
    first = data["games"][0]
    assert first == {
        "game": "diamonds",
        "hand": False,
        "announce": None,
        "ouvert": False,
        "matadors": None,
        "value": 27,
    }
    assert {g["game"] for g in data["games"]} == {
        "diamonds",
        "hearts",
        "spades",
        "clubs",
        "grand",
        "null",
    }


@pytest.mark.parametrize(
    ("cards", "skat", "message"),
    [
        ("CJ SJ", None, "not 2"),
        ("CJ SJ CA CT CK C9 HA HT S7 D8 D9", None, "not 11"),
        ("CJ SJ CA CT CK C9 HA HT S7 D8 D9 DT", "D7 H7", "12 cards"),
        ("CJ SJ CA CT CK C9 HA HT S7 D8", "D7", "the skat has 2 cards"),
        ("CJ SJ CA CT CK C9 HA HT S7 D8", "D7 CJ", "skat card 2 CJ"),
    ],
)
def test_bad_hands(cards: str, skat: str | None, message: str) -> None:
    with pytest.raises(HandError, match=message):
        value_table(parse_cards(cards), ISKO, None if skat is None else parse_cards(skat))


def test_contract_names() -> None:
    assert contract_name(Contract.ouvert_of(GameType.GRAND), "de") == "Grand ouvert"
    assert (
        contract_name(Contract(GameType.NULL, hand=True, ouvert=True), "de") == "Null ouvert Hand"
    )
    schneider = Contract(GameType.SPADES, hand=True, announce=Announcement.SCHNEIDER)
    assert contract_name(schneider, "en") == "Spades Hand Schneider announced"


def test_derivation_without_matadors() -> None:
    # seed 003: "ohne 3, Spiel 4 × 11 = 44"
    assert (
        derivation(game_value(Contract(GameType.SPADES), -3, rules=ISKO), "de")
        == "ohne 3, Spiel 4 × 11 = 44"
    )
    assert derivation(game_value(Contract(GameType.SPADES), -3, rules=ISKO), "en") == (
        "without 3, game 4 × 11 = 44"
    )


def test_skat_effects_say_whether_they_are_a_risk_or_a_gain() -> None:
    """A jack found in the skat lowers an "ohne" count (overbid risk) and raises a "mit" count."""
    without = value_table(parse_cards("HJ CA CT CK C9 SA ST HA H7 D7"), ISKO)  # Kreuz ohne 2
    lowering = [e for e in without.skat_effects if e.card is Card.SJ and e.game is GameType.CLUBS]
    assert lowering and lowering[0].consequence().code == "skat_effect_lowers"
    with_one = value_table(parse_cards("CJ HJ CA CT CK C9 SA ST HA H7"), ISKO)  # Kreuz mit 1
    raising = [e for e in with_one.skat_effects if e.card is Card.SJ and e.game is GameType.CLUBS]
    assert raising and raising[0].consequence().code == "skat_effect_raises"
