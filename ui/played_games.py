"""The verdicts of a finished Spielen game kept for Fortschritt (progress per decision kind)."""

from __future__ import annotations

from coach.advice import game_decisions, game_key
from coach.heuristic import Grade
from coach.play import Table, reason_json
from ui.session import PageContext


def keep_verdicts(ctx: PageContext, table: Table) -> int:
    """Store the graded learner decisions of the table's finished game (each once); returns
    how many were new. A game not over yet keeps nothing: its verdicts may still change."""
    if not table.state.is_over:
        return 0
    rows = [
        (
            d.ply,
            d.kind.value,
            d.grade is Grade.GOOD,
            d.cost,
            "" if d.rule is None else d.rule.code,
            "" if d.rule is None else reason_json(d.rule),
        )
        for d in game_decisions(table)
    ]
    return ctx.store.record_game_decisions(ctx.learner.id, game_key(table), rows) if rows else 0
