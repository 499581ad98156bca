"""Every reader of what a learner uploads or the store hands back, fuzzed: damaged backups,
record files, photos and saved tables each give a result or their own clear error, never a
traceback. Seeded by the day (so each day tries new inputs and a failure repeats that day);
``KIEBITZ_FUZZ_SEED`` repeats a given day."""

from __future__ import annotations

import bz2
import io
import os
import random
import zipfile
from collections.abc import Callable
from datetime import UTC, datetime

import cv2
import numpy as np
import pytest
from test_store import RECORD

from coach.advice import Puzzle
from coach.play.players import Strength
from coach.play.table import Participant, run_engines, start
from coach.play.table_file import TableFormatError, dumps, loads_with_sandbox
from coach.records import Position, PositionError
from coach.records.game_records import read_games
from coach.rules import DecisionKind
from coach.rules.contract import ISKO
from coach.scan.decode import ImageError, decode
from ui.backup import BackupError, read_backup
from ui.notebook_games import UploadError, upload_text
from words import record_problem

SEED = int(os.environ.get("KIEBITZ_FUZZ_SEED") or datetime.now(UTC).strftime("%Y%m%d"))
RUNS = 1000  # inputs per reader and run


def _mutate(data: bytes, rng: random.Random) -> bytes:
    """One to four injuries: bytes flipped, cut, doubled, deleted or random bytes put in."""
    data = bytearray(data)
    for _ in range(rng.randint(1, 4)):
        if not data:
            break
        at = rng.randrange(len(data))
        kind = rng.randrange(5)
        if kind == 0:
            data[at] = rng.randrange(256)
        elif kind == 1:
            del data[at:]
        elif kind == 2:
            data[at:at] = data[at : at + rng.randint(1, 64)]
        elif kind == 3:
            del data[at : at + rng.randint(1, 64)]
        else:
            data[at:at] = bytes(rng.randrange(256) for _ in range(rng.randint(1, 16)))
    return bytes(data)


def _backup() -> bytes:
    packed = io.BytesIO()
    with zipfile.ZipFile(packed, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr(
            "data.json",
            '{"kiebitz_backup": 1, "settings": {"deck": "german"}, "notebook": [{"cards": '
            '"CJ SJ", "skat": "", "note": "x", "created_at": "2026-01-01T10:00:00+00:00"}], '
            '"lessons_done": ["cards"]}',
        )
    return packed.getvalue()


def _png() -> bytes:
    ok, encoded = cv2.imencode(".png", np.full((48, 64, 3), 120, np.uint8))
    assert ok
    return bytes(encoded)


def _table() -> bytes:
    players = (
        Participant("Anna"),
        Participant("Kim", Strength.CLUB),
        Participant("Ute", Strength.CLUB),
    )
    return dumps(run_engines(start(ISKO, players, 7))).encode()


def _puzzle() -> bytes:
    table = run_engines(start(ISKO, (Participant("Anna"), Participant("Kim", Strength.CLUB),
                                     Participant("Ute", Strength.CLUB)), 7))  # fmt: skip
    ply = len(table.state.history) - 1
    position = Position.of_state(table.state, ply)
    taken = table.state.history[ply]
    kind = DecisionKind.DEFENDING
    return Puzzle("g:1", position, kind, taken, taken, 12.5, None).text().encode()


def _read_puzzle(data: bytes) -> None:
    try:
        Puzzle.parse("g:1", data.decode("utf-8", "replace"))
    except PositionError as refusal:
        assert refusal.reason.code


def _read_backup(data: bytes) -> None:
    try:
        read_backup(data)
    except BackupError as refusal:
        assert refusal.key.startswith("backup.")


def _read_records(data: bytes) -> None:
    for name in ("abend.sgf", "abend.sgf.bz2"):
        try:
            _games, problems = read_games(upload_text(name, data))
        except UploadError as refusal:
            assert refusal.key.startswith("games.")
        else:
            assert all(record_problem(problem, "de") for problem in problems)


def _decode_photo(data: bytes) -> None:
    try:
        decode(data)
    except ImageError as refusal:
        assert refusal.code.startswith("scan_")


def _load_table(data: bytes) -> None:
    try:
        loads_with_sandbox(data.decode("utf-8", "replace"))
    except TableFormatError as refusal:
        assert str(refusal)


SEEDS: dict[str, tuple[Callable[[], bytes], Callable[[bytes], None]]] = {
    "backup": (_backup, _read_backup),
    "records": (lambda: (RECORD + "\n").encode() * 3, _read_records),
    "records_bz2": (lambda: bz2.compress(RECORD.encode() * 3), _read_records),
    "photo": (_png, _decode_photo),
    "table": (_table, _load_table),
    "puzzle": (_puzzle, _read_puzzle),
}


@pytest.mark.parametrize("reader", sorted(SEEDS))
def test_a_damaged_input_gives_a_result_or_a_clear_error(reader: str) -> None:
    make, read = SEEDS[reader]
    good = make()
    rng = random.Random(f"{SEED}-{reader}")
    for _ in range(RUNS):
        read(_mutate(good, rng))
