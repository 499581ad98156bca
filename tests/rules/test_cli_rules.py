"""The rules commands of `kiebitz`: value, replay and bench, driven through `coach.cli.main`."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from coach.cli.main import COMMANDS, main
from lab.cli import main as lab_main

HAND = ["CJ", "SJ", "CA", "CT", "CK", "C9", "HA", "HT", "S7", "D8"]
GAME_KEYS = {"game", "hand", "announce", "ouvert", "matadors", "value"}


def test_value_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["value", *HAND, "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert set(data) == {"cards", "skat", "games"}
    assert data["cards"] == HAND and data["skat"] is None
    assert len(data["games"]) == 29
    for game in data["games"]:
        assert set(game) == GAME_KEYS
        assert game["game"] in {"diamonds", "hearts", "spades", "clubs", "grand", "null"}
        assert game["announce"] in (None, "schneider", "schwarz")
        assert isinstance(game["value"], int) and game["value"] >= 18
        assert game["matadors"] is None or isinstance(game["matadors"], int)
    clubs = next(g for g in data["games"] if g["game"] == "clubs" and not g["hand"])
    assert (clubs["matadors"], clubs["value"]) == (None, 36)


def test_value_of_one_game_with_the_skat(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["value", *HAND, "--skat", "HJ", "D7", "--game", "kreuz", "--announce", "schneider"]
    assert main([*args, "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["skat"] == ["HJ", "D7"]
    assert data["games"] == [
        {
            "game": "clubs",
            "hand": True,
            "announce": "schneider",
            "ouvert": False,
            "matadors": 3,
            "value": 84,
        }
    ]


@pytest.mark.parametrize(
    ("lang", "line", "effect"),
    [
        ("de", "mit 2, Spiel 3 × 12 = 36", "Liegt ♥B im Skat, hat Kreuz mit 3"),
        ("en", "with 2, game 3 × 12 = 36", "With ♥J in the skat, Clubs is with 3"),
    ],
)
def test_value_table_text(
    capsys: pytest.CaptureFixture[str], lang: str, line: str, effect: str
) -> None:
    assert main(["value", " ".join(HAND), "--lang", lang]) == 0
    out = capsys.readouterr().out
    assert line in out and effect in out


def test_value_after_pick_up(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["value", *HAND, "HJ", "D7", "--json"]) == 0
    games = json.loads(capsys.readouterr().out)["games"]
    assert len(games) == 7 and not any(g["hand"] for g in games)


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["CJ", "SJ", "XX"], "card 3 'XX'"),
        ([*HAND[:9]], "not 9"),
        ([*HAND, "--skat", "D7", "C1"], "skat card 2 'C1'"),
        ([*HAND, "--skat", "D7", "CJ"], "skat card 2 CJ"),
        ([*HAND, "HJ", "D7", "--hand", "--game", "grand"], "no hand game"),
        ([*HAND, "--game", "bridge"], "unknown game 'bridge'"),
        ([*HAND, "--game", "null", "--announce", "schwarz"], "Null"),
    ],
)
def test_value_errors(capsys: pytest.CaptureFixture[str], args: list[str], message: str) -> None:
    assert main(["value", *args]) == 2
    captured = capsys.readouterr()
    assert message in captured.err and "Traceback" not in captured.err
    assert captured.out == ""


def test_replay_json_of_the_real_games(
    capsys: pytest.CaptureFixture[str], iss_real_path: Path
) -> None:
    assert main(["replay", str(iss_real_path), "--json"]) == 0
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert len(lines) == 40
    for line in lines:
        assert set(line) == {"id", "result", "record", "agrees"} and line["agrees"] is True
    scored = [line for line in lines if "d" in line["result"]]
    assert len(scored) == 33
    assert all(line["result"] == line["record"] for line in scored)
    passed = [line for line in lines if line["result"] == {"passed": True}]
    assert len(passed) == 3
    penalties = [line for line in lines if line["result"].get("penalty")]
    assert {line["id"] for line in penalties} == {"8", "30"}


def test_replay_goes_on_after_a_bad_record(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, iss_real_path: Path
) -> None:
    good = iss_real_path.read_text(encoding="utf-8").splitlines()[2]
    bad = good.replace("ID[", "ID[9", 1).replace(" 0 y ", " 0 x ", 1)
    path = tmp_path / "games.sgf"
    path.write_text(f"{bad}\n{good}\n", encoding="utf-8")
    assert main(["replay", str(path), "--json"]) == 1
    first, second = (json.loads(line) for line in capsys.readouterr().out.splitlines())
    assert first["agrees"] is False and first["id"].startswith("9")
    assert (first["line"], first["move"], first["token"]) == (1, 2, "x")
    assert first["code"] == "iss_expected_bid"
    assert first["error"].startswith(f'line 1 · game {first["id"]} · move 2 "x": A bid value')
    assert second["agrees"] is True
    assert main(["replay", str(path)]) == 1
    out = capsys.readouterr().out
    assert "ERROR" in out and "2 records: 1 error, 1 scored" in out
    assert main(["replay", str(path), "--lang", "de"]) == 1  # the problem in the chosen language
    assert "· Zug 2 „x“: Hier gehört ein Reizwert hin" in capsys.readouterr().out


def test_replay_of_a_missing_file(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    assert main(["replay", str(tmp_path / "none.sgf")]) == 2
    assert "cannot read" in capsys.readouterr().err


def test_replay_names_a_file_over_its_limit_in_the_chosen_language(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    big = tmp_path / "big.sgf"
    big.write_text("(;" + "x" * 1_000_001, encoding="utf-8")
    assert main(["replay", str(big), "--max-mb", "1"]) == 2
    assert f"{big} holds more than 1 MB of text" in capsys.readouterr().err
    assert main(["replay", str(big), "--max-mb", "1", "--lang", "de"]) == 2
    assert f"{big} enthält mehr als 1 MB Text" in capsys.readouterr().err


def test_bench_prints_its_figures(capsys: pytest.CaptureFixture[str]) -> None:
    # figures only: speed is reported by `make bench`, never asserted
    assert lab_main(["bench", "rules", "--games", "5", "--runs", "1"]) == 0
    out = capsys.readouterr().out
    assert "games/s" in out and "µs" in out


def test_a_file_without_a_record_is_an_error(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    empty = tmp_path / "notes.sgf"
    empty.write_text("a stray line\nand no record at all\n", encoding="utf-8")
    assert main(["replay", str(empty)]) == 2
    assert "holds no ISS record" in capsys.readouterr().err
    assert main(["hint", str(empty), "--lang", "en"]) == 2
    assert "holds no ISS record" in capsys.readouterr().err
    assert main(["hint", str(empty)]) == 2  # hint speaks German unless told
    assert "enthält keinen ISS-Spielsatz" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("rules", "value"),
    [("iso", 264), ("1975", 360)],  # ISkO: 11 × 24; Skatordnung 1975: Grand ouvert base 36
)
def test_every_command_takes_the_rule_set(
    capsys: pytest.CaptureFixture[str], rules: str, value: int
) -> None:
    hand = ["CJ", "SJ", "HJ", "DJ", "CA", "CT", "SA", "ST", "HA", "HT"]
    args = ["value", *hand, "--game", "grand", "--ouvert", "--json", "--rules", rules]
    assert main(args) == 0
    (game,) = json.loads(capsys.readouterr().out)["games"]
    assert game["value"] == value
    for command in COMMANDS:
        with pytest.raises(SystemExit):
            main([command, "--help"])
        assert "--rules {iso,1975,iss}" in capsys.readouterr().out, command


def _grand_ouvert_given_up(tmp_path: Path) -> Path:
    """A record of the 1975 rules: Grand ouvert given up at once (lost; base 36, not doubled)."""
    from coach.records.iss_writer import format_record
    from coach.rules.actions import Deal, Declare, GiveUp
    from coach.rules.cards import Card
    from coach.rules.contract import SKO_1975, Contract, GameType
    from coach.rules.game import replay
    from coach.rules.legal import auction_won_at

    deal = Deal.from_order(list(Card))
    actions = (*auction_won_at(0, 18), Declare(Contract.ouvert_of(GameType.GRAND)), GiveUp())
    state = replay(deal, actions, SKO_1975)
    path = tmp_path / "1975.sgf"
    text = format_record(state, record_id="1", names=("a", "b", "c"))
    path.write_text(text + "\n", encoding="utf-8")
    return path


def test_records_replay_by_their_own_rule_set_unless_rules_are_given(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = _grand_ouvert_given_up(tmp_path)
    assert main(["replay", str(path), "--json"]) == 0
    line = json.loads(capsys.readouterr().out)
    assert line["agrees"] is True and line["result"]["v"] == line["record"]["v"]
    assert main(["replay", str(path), "--json", "--rules", "iss"]) == 1  # --rules overrides
    assert json.loads(capsys.readouterr().out)["mismatches"] == ["v"]


@pytest.mark.parametrize(
    ("record_rules", "given", "used"),
    [("sko1975", None, "sko1975"), ("sko1975", "iso", "isko"), (None, None, "iss")],
)
def test_the_position_commands_answer_by_the_records_rule_set_unless_given(
    capsys: pytest.CaptureFixture[str],
    tmp_path: Path,
    record_rules: str | None,
    given: str | None,
    used: str,
) -> None:
    """hint, advise, review and solve share `answer_each`: it replays by the record's RU."""
    from coach.cli.main import RULES_OPTIONS
    from coach.cli.positions import answer_each

    text = _grand_ouvert_given_up(tmp_path).read_text(encoding="utf-8")
    if record_rules is None:
        text = text.replace("RU[sko1975]", "")
    path = tmp_path / "one.sgf"
    path.write_text(text, encoding="utf-8")
    rules = None if given is None else RULES_OPTIONS[given]
    status = answer_each("x", str(path), rules, lambda s: {"rules": s.rules.name}, True, print)
    assert status == 0 and json.loads(capsys.readouterr().out) == {"rules": used}
