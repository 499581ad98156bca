"""`kiebitz hint` and `python -m lab arena --json` through the command line entry point."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from coach.cli.main import main
from coach.records.iss import parse_records
from coach.records.iss_moves import parse_action
from coach.records.iss_replay import position_of
from coach.rules.contract import ISS
from lab.cli import main as lab_main

# A real ISS record (ID 541932), cut off at three decisions; no R[...] property.
DEAL = (
    "w HA.SK.SJ.SA.CQ.S8.C9.H7.H9.DQ.CJ.S9.DJ.S7.D9.SQ.C8.HQ.DK.CA.D8.D7.DT.CT.ST.C7.HK.DA.HT.HJ"
    ".H8.CK"
)
HEAD = "(;GM[Skat]PC[International Skat Server]CO[]SE[24072]ID[{id}]DT[2010-12-06/18:59:24/UTC]"
PLAYERS = "P0[zoot]P1[kermit]P2[foo]R0[]R1[]R2[0.0]"
CUTS = {
    "1": DEAL,
    "2": DEAL + " 1 p 2 18 0 p 2 s w H8.CK",
    "3": DEAL + " 1 p 2 18 0 p 2 s w H8.CK 2 D.ST.H8 0 SA 1 S7",
}


def write_records(tmp_path: Path) -> Path:
    lines = [HEAD.format(id=i) + PLAYERS + f"MV[{moves}] ;)" for i, moves in CUTS.items()]
    path = tmp_path / "cut.sgf"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def test_hint_json_answers_each_record(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = write_records(tmp_path)
    assert main(["hint", str(path), "--json", "--lang", "en"]) == 0
    answers = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [a["seat"] for a in answers] == [1, 2, 2]
    records = parse_records(path.read_text(encoding="utf-8"))
    for record, answer in zip(records, answers, strict=True):
        state = position_of(record, ISS)
        parse_action(state, answer["move"])  # the move is one legal ISS token
        assert answer["reasons"] and all(r["code"] and r["text"] for r in answer["reasons"])
        assert any(alt["move"] == answer["move"] for alt in answer["alternatives"])
    assert answers[1]["move"].count(".") == 2  # the game with both discards
    assert len(answers[2]["move"]) == 2  # a card


def test_hint_text_in_german(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = write_records(tmp_path)
    assert main(["hint", str(path)]) == 0
    out = capsys.readouterr().out
    assert out.count("record ") == 3


def test_hint_reports_a_missing_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["hint", str(tmp_path / "none.sgf")]) == 2
    assert "none.sgf" in capsys.readouterr().err


def test_arena_json(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["--games", "4", "--seed", "3", "--pairings", "self,greedy", "--workers", "0"]
    assert lab_main(["arena", *args, "--json"]) == 0
    lines = capsys.readouterr().out.splitlines()
    summaries = [json.loads(line) for line in lines]
    assert [s["pairing"] for s in summaries] == ["self", "greedy"]
    assert summaries[0]["games"] == 4 and summaries[1]["games"] == 12
    for summary in summaries:
        for key in ("declared_share", "passed_share", "declarer_win_rate", "mix"):
            assert key in summary
        assert summary["declared_share"] + summary["passed_share"] == pytest.approx(1.0)
        assert set(summary["mix"]) == {"suit", "grand", "null"}
        assert "list_points_per_game" in summary
    assert "margin_per_game" in summaries[1]
    assert "duplicate_gain_per_game" in summaries[1]


def test_arena_rejects_unknown_pairing(capsys: pytest.CaptureFixture[str]) -> None:
    assert lab_main(["arena", "--games", "1", "--pairings", "chess"]) == 2
    assert "chess" in capsys.readouterr().err
