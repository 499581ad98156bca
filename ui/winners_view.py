"""The winners' list (Siegerliste) on Fortschritt: every series the learner played at Spielen
with its tournament result, list score, running balance and Bierlachs, and the figures across
them (the series as `ui.kept_series` keeps them)."""

from __future__ import annotations

import pandas as pd
import streamlit as st

from coach.play import SeriesLine, winners_list
from ui.kept_series import kept_tables
from ui.play_state import rules_label
from ui.session import PageContext
from words import format_number


def _bierlachs(ctx: PageContext, line: SeriesLine) -> str:
    if line.bierlachs is None:
        return ""
    return ctx.t(f"winners.bierlachs_{line.bierlachs.value}", goal=line.bierlachs_goal)


def winners_frame(ctx: PageContext, lines: tuple[SeriesLine, ...]) -> pd.DataFrame:
    """One row per series: code, rule set, games, tournament result, list score, balance and
    the Bierlachs list's outcome."""
    heads = ("series", "rules", "games", "tournament", "score", "balance", "bierlachs")
    rows = [
        [
            str(line.code),
            rules_label(ctx, line.rules),
            str(line.games) if line.planned is None else f"{line.games}/{line.planned}",
            format_number(line.tournament, ctx.lang, 0),
            format_number(line.score, ctx.lang, 0),
            format_number(line.balance, ctx.lang, 0),
            _bierlachs(ctx, line),
        ]
        for line in lines
    ]
    return pd.DataFrame(rows, columns=[ctx.t(f"winners.{head}") for head in heads])


def winners_section(ctx: PageContext) -> None:
    """The winners' list with the best tournament result, the balance and the Bierlachs
    balance above it."""
    st.subheader(ctx.t("winners.title"))
    tables, unreadable = kept_tables(ctx)
    if unreadable:
        st.warning(ctx.t("winners.unreadable", count=unreadable), icon=":material/warning:")
    ranking = winners_list(tables)
    if not ranking.lines:
        st.info(ctx.t("winners.empty"), icon=":material/emoji_events:")
        return
    best, balance, beer = st.columns(3)
    best.metric(ctx.t("winners.best"), format_number(ranking.best_tournament or 0, ctx.lang, 0))
    balance.metric(ctx.t("winners.balance_total"), format_number(ranking.balance, ctx.lang, 0))
    bierlachs = ranking.bierlachs_balance
    if bierlachs is not None:
        beer.metric(ctx.t("winners.bierlachs_balance"), f"{bierlachs:+d}")
    st.dataframe(winners_frame(ctx, ranking.lines), hide_index=True, key="progress_winners")
