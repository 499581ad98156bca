"""How the Spielen page names the players and renders reasons."""

from __future__ import annotations

from coach.advice import SEAT_NAMES
from coach.play import Table
from coach.rules import Reason
from ui.plain import plain
from ui.session import PageContext
from words import render


def player_name(ctx: PageContext, table: Table, seat: int) -> str:
    player = table.player_at(seat)
    return ctx.t("play.you") if player.is_learner else plain(player.name)


def seat_label(ctx: PageContext, table: Table, seat: int) -> str:
    return ctx.t("play.seat", name=player_name(ctx, table, seat), seat=SEAT_NAMES[seat])


def reasons_md(ctx: PageContext, reasons: tuple[Reason, ...]) -> str:
    return "\n".join(f"- {render(reason, ctx.lang)}" for reason in reasons)
