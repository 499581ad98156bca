"""Contracts: what may be declared, and the ISS declaration tokens (ISS-FORMAT §2.4)."""

from __future__ import annotations

import contextlib
import itertools

import pytest

from coach.rules.contract import Announcement, Contract, GameType, InvalidContractError


def _valid_contracts() -> list[Contract]:
    found = []
    for game, hand, announce, ouvert in itertools.product(
        GameType, (False, True), Announcement, (False, True)
    ):
        with contextlib.suppress(InvalidContractError):
            found.append(Contract(game, hand, announce, ouvert))
    return found


VALID = _valid_contracts()


def test_there_are_29_contracts() -> None:
    # 5 suit/Grand games x (plain, hand, hand Schneider, hand Schwarz, ouvert) + 4 Null games
    assert len(VALID) == 29


@pytest.mark.parametrize("contract", VALID, ids=str)
def test_iss_token_round_trip(contract: Contract) -> None:
    assert Contract.from_iss(contract.iss_token) == contract


@pytest.mark.parametrize(
    ("token", "expected"),
    [
        # ISS-FORMAT §2.4: modifiers are a set; trump O implies H, S, Z; Z implies S
        ("G", Contract(GameType.GRAND)),
        ("CH", Contract(GameType.CLUBS, hand=True)),
        ("CHZ", Contract(GameType.CLUBS, hand=True, announce=Announcement.SCHWARZ)),
        ("CHS", Contract(GameType.CLUBS, hand=True, announce=Announcement.SCHNEIDER)),
        ("GO", Contract.ouvert_of(GameType.GRAND)),
        ("CO", Contract.ouvert_of(GameType.CLUBS)),
        ("CHOSZ", Contract.ouvert_of(GameType.CLUBS)),
        ("SHO", Contract.ouvert_of(GameType.SPADES)),
        ("N", Contract(GameType.NULL)),
        ("NH", Contract(GameType.NULL, hand=True)),
        ("NO", Contract(GameType.NULL, ouvert=True)),
        ("NOH", Contract(GameType.NULL, hand=True, ouvert=True)),
        ("NHO", Contract(GameType.NULL, hand=True, ouvert=True)),
    ],
)
def test_iss_declarations(token: str, expected: Contract) -> None:
    assert Contract.from_iss(token) == expected


@pytest.mark.parametrize(
    ("kwargs", "reason"),
    [
        # ISkO Spielansage: announcements only in hand games, never in Null
        ({"game": GameType.CLUBS, "announce": Announcement.SCHNEIDER}, "hand game"),
        ({"game": GameType.NULL, "hand": True, "announce": Announcement.SCHWARZ}, "Null"),
        # ISkO Gewinnstufen: a suit ouvert is a hand game with Schwarz announced
        ({"game": GameType.HEARTS, "ouvert": True}, "ouvert"),
        ({"game": GameType.GRAND, "hand": True, "ouvert": True}, "ouvert"),
    ],
)
def test_invalid_contracts_say_why(kwargs: dict[str, object], reason: str) -> None:
    with pytest.raises(InvalidContractError, match=reason):
        Contract(**kwargs)  # type: ignore[arg-type]


@pytest.mark.parametrize("token", ["", "X", "CQ", "NS", "NZ"])
def test_bad_iss_declarations(token: str) -> None:
    with pytest.raises(InvalidContractError):
        Contract.from_iss(token)
