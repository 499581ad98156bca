"""Readers do bounded work: damaged records cost time linear in the file and at most
`MAX_PROBLEMS` of them are reported, a packed bomb is refused at its limit, an over-large
photo is named with its real size."""

from __future__ import annotations

import bz2
import struct
import zlib
from pathlib import Path

import pytest

from coach.records.game_records import MAX_PROBLEMS, read_games
from coach.records.iss import IssFormatError, RecordFileTooLarge, iter_records, read_text
from coach.rules.explain import Reason
from coach.scan import recognise

from .test_iss import EXAMPLE

DAMAGED = "(;ID[1]MV[\n"


def test_a_file_of_damaged_records_stops_after_the_limit_and_says_where() -> None:
    text = DAMAGED * (20_000_000 // len(DAMAGED))  # the 20 MB upload limit
    games, problems = read_games(text)
    assert games == [] and len(problems) == MAX_PROBLEMS + 1
    assert problems[-1].reason == Reason.of("iss_too_many_damaged", limit=MAX_PROBLEMS)
    assert problems[-1].line == MAX_PROBLEMS + 1


def test_an_unclosed_value_names_the_line_the_next_record_starts_on() -> None:
    items = list(iter_records("x\n" + DAMAGED + "\n" + DAMAGED + "(;ID[3])"))
    assert all(isinstance(item, IssFormatError) for item in items[:2])
    first, second = (item.problem for item in items[:2] if isinstance(item, IssFormatError))
    assert first.line == 2 and first.reason.code == "iss_unclosed_value"
    assert first.reason.fact("until") == Reason.of("iss_until_next_record", line=4)
    assert second.reason.fact("until") == Reason.of("iss_until_next_record", line=5)


def test_a_packed_bomb_is_refused_at_the_limit(tmp_path: Path) -> None:
    bomb = tmp_path / "bomb.sgf.bz2"
    packer = bz2.BZ2Compressor(9)
    with bomb.open("wb") as file:
        for _ in range(3):
            file.write(packer.compress(b"(;" + b"x" * 1_000_000))
        file.write(packer.flush())
    with pytest.raises(RecordFileTooLarge) as caught:
        read_text(bomb, max_mb=2)
    assert caught.value.reason == Reason.of("iss_too_large", path=str(bomb), limit=2)


def test_a_photo_bomb_is_named_with_its_real_size() -> None:
    def chunk(kind: bytes, data: bytes) -> bytes:
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))

    header = struct.pack(">IIBBBBB", 30000, 30000, 8, 2, 0, 0, 0)
    png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IEND", b"")
    (problem,) = recognise(png).problems
    assert dict(problem.facts) == {"megapixels": 900, "limit": 50}


def test_a_long_file_is_read_up_to_the_game_limit_and_says_where() -> None:
    text = "\n".join([EXAMPLE] * 12)  # one record per line
    games, problems = read_games(text, max_games=10)
    assert len(games) == 10
    (problem,) = problems
    assert problem.line == 11 and problem.reason == Reason.of("iss_too_many_games", limit=10)
