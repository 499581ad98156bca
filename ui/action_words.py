"""Actions, cards and verdicts in the learner's words, as at the table (Spielen, the review)."""

from __future__ import annotations

from coach.advice import NOT_JUDGED
from coach.play import MoveVerdict
from coach.rules import (
    Action,
    Card,
    CardSet,
)
from ui.session import PageContext
from words import action_name, format_fact


def cards_text(ctx: PageContext, cards: CardSet | tuple[Card, ...]) -> str:
    return format_fact(cards if isinstance(cards, CardSet) else CardSet.of(cards), ctx.lang)


def action_text(ctx: PageContext, action: Action) -> str:
    """An action as said at the table: "18?", "ja", "Kreuz Hand", "♣B"."""
    return action_name(action, ctx.lang)


def grade_text(ctx: PageContext, verdict: MoveVerdict) -> str:
    """The verdict's grade ("gut", "fragwürdig", "Fehler"), or "nicht bewertet"."""
    if verdict.reasons and verdict.reasons[0].code == NOT_JUDGED:
        return ctx.t("play.not_judged")
    return ctx.t(f"play.grade_{verdict.grade.value}")
