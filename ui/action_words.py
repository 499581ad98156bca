"""Actions, cards and verdicts in the learner's words, as at the table (Spielen, the review)."""

from __future__ import annotations

from coach.advice import NOT_JUDGED
from coach.play import MoveVerdict
from coach.rules import (
    Action,
    Bid,
    Card,
    CardSet,
    Declare,
    GiveUp,
    Hold,
    Pass,
    PickUp,
    Play,
    Reason,
)
from ui.session import PageContext
from words import contract_name, format_fact, render


def cards_text(ctx: PageContext, cards: CardSet | tuple[Card, ...]) -> str:
    return format_fact(cards if isinstance(cards, CardSet) else CardSet.of(cards), ctx.lang)


def action_text(ctx: PageContext, action: Action) -> str:
    """An action as said at the table: "18?", "ja", "Kreuz Hand", "♣B"."""
    if isinstance(action, Play):
        return format_fact(action.card, ctx.lang)
    if isinstance(action, Declare):
        words = contract_name(action.contract, ctx.lang)
        if action.discard is not None:
            words += f" ({cards_text(ctx, action.discard)})"
        return words
    if isinstance(action, Bid):
        said = Reason.of("say_bid", value=action.value)
    elif isinstance(action, Hold):
        said = Reason.of("say_hold")
    elif isinstance(action, Pass):
        said = Reason.of("say_pass")
    elif isinstance(action, PickUp):
        said = Reason.of("say_pick_up")
    elif isinstance(action, GiveUp):
        said = Reason.of("say_give_up")
    else:
        said = Reason.of("say_concede")
    return render(said, ctx.lang)


def grade_text(ctx: PageContext, verdict: MoveVerdict) -> str:
    """The verdict's grade ("gut", "fragwürdig", "Fehler"), or "nicht bewertet"."""
    if verdict.reasons and verdict.reasons[0].code == NOT_JUDGED:
        return ctx.t("play.not_judged")
    return ctx.t(f"play.grade_{verdict.grade.value}")
