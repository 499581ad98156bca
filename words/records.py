"""A record that could not be read, written for a learner: where it is and why."""

from __future__ import annotations

from typing import TYPE_CHECKING

from coach.rules.explain import Reason
from words.catalogue import Lang
from words.facts import render, render_all

if TYPE_CHECKING:
    from coach.records import RecordProblem


def record_problem(problem: RecordProblem, lang: Lang) -> str:
    """``Zeile 2 · Spiel 9 · Zug 8 „HA“: Gegen die Regeln: …``: the parts of the place that are
    known (the line the record starts on, its ID, the move and its token, a card as the deck
    shows it), then the reason."""
    place = []
    if problem.line is not None:
        place.append(Reason.of("record_place.line", line=problem.line))
    if problem.record_id:
        place.append(Reason.of("record_place.record", record=problem.record_id))
    if problem.move is not None:
        place.append(Reason.of("record_place.move", number=problem.move, token=problem.token))
    why = render(problem.reason, lang)
    return f"{' · '.join(render_all(place, lang))}: {why}" if place else why
