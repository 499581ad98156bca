"""The verdicts of a finished Spielen game kept for Fortschritt (progress per decision kind), and
its costly decisions kept as puzzles (Aufgaben)."""

from __future__ import annotations

from coach.advice import game_decisions, game_key, table_puzzles
from coach.heuristic import Grade
from coach.play import Table, reason_json
from ui.puzzle_store import puzzles_of_store
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
    key = game_key(table)
    puzzles_of_store(ctx.store.engine).keep(ctx.learner.id, table_puzzles(table, key))
    return ctx.store.record_game_decisions(ctx.learner.id, key, rows) if rows else 0
