"""XSkat as a reference: its log parsed into typed games, our deals through the real binary, and
our rules engine agreeing with XSkat's verdicts.

The tests that run XSkat skip when /usr/games/xskat is missing, unless ``CI`` is set (.ci/run
installs the Debian package): there a missing binary is a failure.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from coach.rules.cards import Card, CardSet
from coach.rules.contract import ISKO, GameType
from lab.arena import seeded_deals
from lab.xskat.program import XSKAT, XSkatLogError, game_file, parse_card, parse_log, play, replay

LOG = Path(__file__).resolve().parents[1] / "data" / "xskat-seed30.log"  # 20 arena deals, seed 30


def _require_xskat() -> None:
    if XSKAT.exists():
        return
    reason = f"{XSKAT} not installed (apt-get install xskat)"
    if os.environ.get("CI"):
        pytest.fail(f"XSkat is required in CI but {reason}")
    pytest.skip(reason)


def test_the_saved_log_parses_into_the_deals_written() -> None:
    games = parse_log(LOG.read_text(encoding="latin-1"))
    assert [game.deal for game in games] == seeded_deals(20, 30)
    passed = [game for game in games if game.passed]
    assert passed and all(g.tricks == () and g.won is None and g.bid == 0 for g in passed)
    played = [game for game in games if not game.passed]
    assert all(len(game.tricks) == 10 and game.bid >= 18 for game in played)
    assert any(game.contract and game.contract.hand for game in played)
    assert any(game.contract and game.contract.game is GameType.NULL for game in played)
    assert any(game.won is False for game in played)


def test_the_first_game_of_the_saved_log() -> None:
    """Game 0: forehand is Computer3; the discard is 'Skat is', the skat picked up 'Skat was'."""
    game = parse_log(LOG.read_text(encoding="latin-1"))[0]
    lines = LOG.read_text(encoding="latin-1").splitlines()
    declarer_line = next(line for line in lines if " played " in line)
    column = int(declarer_line.split()[0][-1]) - 1
    assert game.declarer == (column - 2) % 3
    skat_is = next(line for line in lines if line.startswith("Skat is:"))
    assert game.discard == CardSet.of(parse_card(name) for name in skat_is[8:].split(","))
    assert game.tricks[0].leader == 0  # forehand leads the first trick


def test_every_saved_game_replays_with_xskats_verdict() -> None:
    for game in parse_log(LOG.read_text(encoding="latin-1")):
        outcome = replay(game, ISKO)
        assert outcome.passed == game.passed
        if not game.passed:
            assert outcome.declarer == game.declarer and outcome.contract == game.contract
            assert outcome.won == game.won
            if game.declarer_points is not None:
                assert outcome.declarer_points == game.declarer_points


def test_cards_as_xskat_writes_them() -> None:
    assert parse_card("Diamond 10") == Card.DT
    assert parse_card("HEART_J") == Card.HJ
    assert parse_card("  Club A ") == Card.CA
    with pytest.raises(ValueError, match="not a card"):
        parse_card("Spade X")


def test_a_malformed_line_is_named() -> None:
    lines = LOG.read_text(encoding="latin-1").splitlines()
    number = next(i for i, line in enumerate(lines) if "Heart" in line and i > 3)
    lines[number] = lines[number].replace("Heart", "Hurt", 1)
    with pytest.raises(XSkatLogError, match=f"line {number + 1}: not a card") as error:
        parse_log("\n".join(lines) + "\n")
    assert error.value.line_number == number + 1
    with pytest.raises(XSkatLogError, match="does not end"):
        parse_log("\n".join(lines[:20]))


def test_the_game_file_names_every_card_once() -> None:
    deals = seeded_deals(3, 4)
    rows = [line.split() for line in game_file(deals).splitlines() if not line.startswith("#")]
    assert len(rows) == 12 and all(len(row) == 8 for row in rows)
    for block in range(3):
        numbers = [n for row in rows[4 * block : 4 * block + 4] for n in row]
        assert sorted(numbers) == sorted("0" * 2 + "1" * 10 + "2" * 10 + "3" * 10)


def test_deals_round_trip_through_xskat_and_verdicts_agree() -> None:
    """A few hundred arena deals: XSkat logs the hands written, and every game it plays is legal
    in our engine with the same verdict and card points."""
    _require_xskat()
    deals = seeded_deals(300, 11)
    games = parse_log(play(deals))
    assert [game.deal for game in games] == deals
    for game in games:
        outcome = replay(game, ISKO)
        if not game.passed:
            assert (outcome.won, outcome.declarer) == (game.won, game.declarer), game.index
            if game.declarer_points is not None:
                assert outcome.declarer_points == game.declarer_points, game.index
