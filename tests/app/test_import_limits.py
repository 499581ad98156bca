"""An ISS import takes every good record: an over-long comment is shortened with a note (never
a crash), a damaged record is named with its reason, the rest is imported."""

from __future__ import annotations

from test_store import RECORD

from coach.records.game_records import NOTE_KEY, read_games
from coach.rules.explain import Reason
from ui.notebook_games import import_file
from ui.store import MAX_NOTE_LENGTH, Store


def test_an_over_long_comment_is_shortened_and_its_neighbours_imported(store: Store) -> None:
    anna = store.add_learner("Anna")
    long_note = "Lang " * 1200  # 6,000 characters
    second = RECORD.replace("ID[541932]", "ID[2]").replace("CO[]", f"{NOTE_KEY}[{long_note}]")
    damaged = "(;GM[Skat]ID[9]MV[w XX.YY 1 p ]R[] ;)"
    text = "\n".join((RECORD, second, damaged, RECORD.replace("ID[541932]", "ID[3]")))
    report = import_file(store, anna.id, "abend.sgf", text.encode())
    assert report.error is None
    assert (report.added, report.already) == (3, 0)
    assert [problem.record_id for problem in report.problems] == ["9"]
    cut = Reason.of("games.note_cut", length=6000)
    assert [(c.record_id, c.reason) for c in report.shortened] == [("2", cut)]
    notes = {game.title.split(" ·")[0]: game.note for game in store.games(anna.id)}
    assert notes["ISS 2"] == long_note[:MAX_NOTE_LENGTH]
    kept = next(game for game in store.games(anna.id) if game.title.startswith("ISS 2"))
    (read,), problems = read_games(kept.record)
    assert problems == [] and read.note == long_note[:MAX_NOTE_LENGTH]
