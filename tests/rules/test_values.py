"""Game values, matadors, Null values, bid values and overbid charges, each row with its source."""

from __future__ import annotations

import pytest

from coach.rules.contract import ISKO, SKO_1975, Announcement, Contract, GameType, overbid_charge
from coach.rules.notation import parse_card_set
from coach.rules.values import bid_values, game_value, matadors, next_bid

C, S, H, D, G, N = (
    GameType.CLUBS,
    GameType.SPADES,
    GameType.HEARTS,
    GameType.DIAMONDS,
    GameType.GRAND,
    GameType.NULL,
)
HAND = {"hand": True}
SCHNEIDER_ANNOUNCED = {"hand": True, "announce": Announcement.SCHNEIDER}


@pytest.mark.parametrize(
    ("source", "contract", "m", "reached", "value"),
    [
        (
            "ISkO Spielbewertung: Kreuz ouvert mit 2 = 9 × 12 = 108",
            Contract.ouvert_of(C),
            2,
            {},
            108,
        ),
        (
            "ISkO Spielbewertung: Grand ouvert mit 4 = 11 × 24 = 264",
            Contract.ouvert_of(G),
            4,
            {},
            264,
        ),
        ("seed 003: ohne 3, Spiel 4 × 11 = 44", Contract(S), -3, {}, 44),
        ("seed 003: ohne 1, Spiel 2 × 12 = 24", Contract(C), -1, {}, 24),
        (
            "seed 003: mit 4, Spiel 5, Hand 6, Schneider 7 × 24 = 168",
            Contract(G, hand=True),
            4,
            {"schneider": True},
            168,
        ),
        ("ISkO Reizen: lowest game Karo mit 1 = 18", Contract(D), 1, {}, 18),
        ("ISkO Spielwerte: ohne counts like mit", Contract(D), -1, {}, 18),
        ("ISkO Gewinnstufen: Schwarz includes Schneider", Contract(H), 1, {"schwarz": True}, 40),
        (
            "ISkO Gewinnstufen: Schneider angesagt counts Schneider too",
            Contract(H, **SCHNEIDER_ANNOUNCED),  # type: ignore[arg-type]
            1,
            {},
            50,
        ),
        ("ISkO Spitzen: suit game at most mit 11", Contract(C), 11, {}, 144),
        ("ISkO Spitzen: suit game at most ohne 11", Contract(C), -11, {}, 144),
        ("ISkO Spielbewertung: Null 23", Contract(N), 0, {}, 23),
        ("ISkO Spielbewertung: Null Hand 35", Contract(N, hand=True), 0, {}, 35),
        ("ISkO Spielbewertung: Null ouvert 46", Contract(N, ouvert=True), 0, {}, 46),
        (
            "ISkO Spielbewertung: Null ouvert Hand 59",
            Contract(N, hand=True, ouvert=True),
            0,
            {},
            59,
        ),
    ],
)
def test_game_values(
    source: str, contract: Contract, m: int, reached: dict[str, bool], value: int
) -> None:
    schneider, schwarz = reached.get("schneider", False), reached.get("schwarz", False)
    assert (
        game_value(contract, m, schneider=schneider, schwarz=schwarz, rules=ISKO).value == value
    ), source


@pytest.mark.parametrize(
    ("source", "contract", "m", "value"),
    [
        (
            "seed 000 (SkO 1975): Grand ouvert base 36, ouvert no level: mit 4 = 10 × 36",
            Contract.ouvert_of(G),
            4,
            360,
        ),
        (
            "seed 000 (SkO 1975): suit ouvert still counts ouvert: Kreuz ouvert mit 2",
            Contract.ouvert_of(C),
            2,
            108,
        ),
        (
            "seed 000 (SkO 1975): Grand Hand unchanged: mit 1, Spiel 2, Hand 3 × 24",
            Contract(G, hand=True),
            1,
            72,
        ),
    ],
)
def test_values_1975(source: str, contract: Contract, m: int, value: int) -> None:
    assert game_value(contract, m, rules=SKO_1975).value == value, source


def test_multiplier_and_levels_of_a_breakdown() -> None:
    # ISkO Spielwerte: matadors + levels, times the base value
    breakdown = game_value(Contract(C, hand=True), 2, rules=ISKO)
    assert (breakdown.base, breakdown.multiplier, breakdown.value) == (12, 4, 48)


@pytest.mark.parametrize(
    ("source", "game", "cards", "expected"),
    [
        ("ISkO Spitzen: club jack held → mit", C, "CJ SJ DJ CA", 2),
        ("ISkO Spitzen: club jack missing → ohne", C, "SJ HJ CA", -1),
        ("ISkO Spitzen: ohne 4 in Grand", G, "CA CT", -4),
        ("ISkO Spitzen: mit 4 is the most in Grand", G, "CJ SJ HJ DJ CA", 4),
        ("ISkO Spitzen: counting goes on into the trump suit", H, "CJ SJ HJ DJ HA HT HQ", 6),
        ("ISkO Spitzen: ohne runs into the trump suit", H, "HK H7 CA", -6),
        ("ISkO Spitzen: mit 11", S, "CJ SJ HJ DJ SA ST SK SQ S9 S8 S7", 11),
        ("ISkO Spitzen: ohne 11", S, "CA CT CK CQ C9 C8 C7 DA DT DK DQ D9", -11),
        ("ISkO Spielbewertung: Null has no matadors", N, "CJ SJ HJ DJ", 0),
        ("seed example: Herz-Hand ohne 3, club jack in the skat → mit 1", H, "DJ HA CJ", 1),
    ],
)
def test_matadors(source: str, game: GameType, cards: str, expected: int) -> None:
    assert matadors(game, parse_card_set(cards)) == expected, source


@pytest.mark.parametrize(
    ("source", "game", "bid", "charge"),
    [
        # ISkO Überreiztes Spiel: smallest multiple of the base value reaching the bid
        ("ISkO Überreiztes Spiel: Herz mit 1 bei 50 → 5 × 10 (entered as -100)", H, 50, 50),
        ("ISkO Überreiztes Spiel: Kreuz ohne 1 bei 59 → 5 × 12 (entered as -120)", C, 59, 60),
        ("ISkO Überreiztes Spiel: Herz ohne 1 bei 59 → 6 × 10 (entered as -120)", H, 59, 60),
        ("ISkO Überreiztes Spiel: Herz-Hand ohne 3 bei 36 → 4 × 10 (entered as -80)", H, 36, 40),
        ("ISS 596891: Karo bei 36 → 4 × 9 (entered as -72)", D, 36, 36),
    ],
)
def test_overbid_charges(source: str, game: GameType, bid: int, charge: int) -> None:
    assert overbid_charge(ISKO.base_value(Contract(game)), bid) == charge, source


def test_bid_values_start_like_the_iss_list() -> None:
    # ISS-FORMAT §2.3 lists the bid values; the ISkO ones are the game values a contract can reach
    assert bid_values(ISKO)[:12] == (18, 20, 22, 23, 24, 27, 30, 33, 35, 36, 40, 44)
    assert bid_values(ISKO)[-1] == 264  # Grand ouvert mit 4
    assert 264 in bid_values(ISKO) and 17 not in bid_values(ISKO) and 21 not in bid_values(ISKO)


def test_every_bid_value_is_a_game_value() -> None:
    both = (False, True)
    values = {
        game_value(Contract(N, hand=h, ouvert=o), 0, rules=ISKO).value for h in both for o in both
    }
    for game in (D, H, S, C, G):
        for m in range(1, 12 if game is not G else 5):
            for contract in (
                Contract(game),
                Contract(game, hand=True),
                Contract(game, **SCHNEIDER_ANNOUNCED),  # type: ignore[arg-type]
                Contract(game, hand=True, announce=Announcement.SCHWARZ),
                Contract.ouvert_of(game),
            ):
                for schneider in (False, True):
                    for schwarz in (False, True):
                        v = game_value(
                            contract, m, schneider=schneider, schwarz=schwarz, rules=ISKO
                        )
                        values.add(v.value)
    assert set(bid_values(ISKO)) == values


def test_1975_bid_values_add_the_grand_ouvert_values() -> None:
    extra = sorted(set(bid_values(SKO_1975)) - set(bid_values(ISKO)))
    assert extra == [252, 288, 324, 360]  # 36 × (7 … 10)


def test_next_bid() -> None:
    assert next_bid(0, ISKO) == 18
    assert next_bid(18, ISKO) == 20
    assert next_bid(59, ISKO) == 60
    assert next_bid(264, ISKO) is None
