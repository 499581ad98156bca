"""A record that could not be read, written for a learner: where it is and why."""

from __future__ import annotations

from typing import TYPE_CHECKING

from coach.rules.explain import Reason
from words.catalogue import Lang, t
from words.facts import render

if TYPE_CHECKING:
    from coach.records import RecordProblem


def record_problem(problem: RecordProblem, lang: Lang) -> str:
    """``Zeile 2 · Spiel 9 · Zug 8 „♥A“: Gegen die Regeln, …``: the parts of the place that are
    known (the line the record starts on, its ID as written, the move and its token, a card
    token as the deck shows it), then the reason."""
    place = []
    if problem.line is not None:
        place.append(t("record_place.line", lang, line=problem.line))
    if problem.record_id:
        place.append(t("record_place.record", lang, record=problem.record_id))
    if problem.move is not None:
        move = Reason.of("record_place.move", number=problem.move, token=problem.token)
        place.append(render(move, lang))
    why = render(problem.reason, lang)
    return f"{' · '.join(place)}: {why}" if place else why
