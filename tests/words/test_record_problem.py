"""A damaged record's problem in words: the parts of its place that are known, then the reason,
in German and in English."""

from __future__ import annotations

from coach.records import RecordProblem
from coach.rules.explain import Reason
from words import record_problem

NO_MOVES = Reason.of("iss_no_moves")


def test_the_place_names_line_game_and_move_with_a_card_as_the_deck_shows_it() -> None:
    problem = RecordProblem(NO_MOVES, 3, "DA", 4, "HA")  # an ID that looks like a card stays
    assert record_problem(problem, "de") == (
        "Zeile 3 · Spiel DA · Zug 4 „♥A“: Der Satz hat keine Zugliste MV[…]."
    )
    assert record_problem(problem, "en") == (
        'line 3 · game DA · move 4 "♥A": The record has no move list MV[…].'
    )


def test_only_the_known_parts_of_the_place_are_named() -> None:
    assert record_problem(RecordProblem(NO_MOVES, 7), "de").startswith("Zeile 7: Der Satz")
    none = Reason.of("iss_no_record", path="notes.sgf")
    assert record_problem(RecordProblem(none), "en") == (
        'notes.sgf holds no ISS record (none starts with "(;").'
    )


def test_a_reason_inside_a_reason_is_written_in_the_same_language() -> None:
    until = Reason.of("iss_until_next_record", line=9)
    problem = RecordProblem(Reason.of("iss_unclosed_value", field="MV", until=until), 5, "1")
    assert record_problem(problem, "de").endswith(
        "Der Wert von MV hat keine schließende „]“, bevor der nächste Satz beginnt (Zeile 9)."
    )
    assert record_problem(problem, "en").endswith(
        'The value of MV has no closing "]" before the next record starts (line 9).'
    )
