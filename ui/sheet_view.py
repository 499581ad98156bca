"""The score sheet of a Spielen series: every game and the totals per player, on the tournament
list (Seeger-Fabian) or the simple list, downloadable as CSV."""

from __future__ import annotations

import pandas as pd
import streamlit as st

from coach.play import Table, finished_games
from coach.rules import ScoreSheet, ScoringList
from ui import play_keys as keys
from ui.bierlachs_view import bierlachs_list
from ui.session import PageContext
from words import contract_name


def sheet(table: Table, kind: ScoringList) -> ScoreSheet:
    """The series' sheet on `kind`: the finished games, the current one once it is over."""
    return table.score_sheet(kind, with_current=True)


def sheet_frame(ctx: PageContext, score: ScoreSheet) -> pd.DataFrame:
    """One row per game (number, dealer, declarer, game, score, each player's points) and the
    totals as the last row."""
    names = list(score.players)
    heads = [ctx.t(f"sheet.{head}") for head in ("number", "dealer", "declarer", "game", "score")]
    rows: list[list[object]] = []
    for entry in score.entries:
        outcome = entry.result
        declarer = entry.declarer
        game = (
            ctx.t("sheet.ramsch")
            if outcome.ramsch is not None
            else ctx.t("sheet.passed")
            if outcome.contract is None
            else contract_name(outcome.contract, ctx.lang)
        )
        if entry.bock:
            game += f" · {ctx.t('sheet.bock')}"
        if outcome.patrols:
            game += f" · {ctx.t('sheet.patrols', made=outcome.patrols)}"
        who = "" if declarer is None else names[declarer]
        score_ = 0 if outcome.passed or outcome.ramsch is not None else outcome.score
        rows.append([entry.number, names[entry.dealer], who, game, score_, *entry.points])
    rows.append([ctx.t("sheet.total"), "", "", "", "", *score.totals()])
    columns = [*heads, *_distinct(names)]
    return pd.DataFrame(rows, columns=columns).astype(str)  # one type per column for the table


def _distinct(names: list[str]) -> list[str]:
    """Column names for the players: a name used twice gets its place at the table added."""
    return [f"{name} ({i + 1})" if names.count(name) > 1 else name for i, name in enumerate(names)]


def score_sheet(ctx: PageContext, table: Table) -> None:
    """The sheet in an expander: the list to show, the games, the totals, the CSV download."""
    played = finished_games(table)
    title = ctx.t("sheet.title", count=played)
    if table.games is not None:
        title += " · " + ctx.t("sheet.series", games=table.games, code=table.series_code)
    with st.expander(title, icon=":material/table_view:"):
        kinds = [ScoringList.TOURNAMENT, ScoringList.SIMPLE]
        kind = st.radio(
            ctx.t("sheet.list"),
            kinds,
            index=kinds.index(table.kind),
            format_func={k: ctx.t(f"sheet.list_{k.value}") for k in kinds}.get,
            horizontal=True,
            key=keys.SHEET_LIST,
        )
        score = sheet(table, kind)
        frame = sheet_frame(ctx, score)
        st.dataframe(frame, hide_index=True, key=keys.SHEET)
        bierlachs_list(ctx, table)
        st.download_button(
            ctx.t("sheet.csv"),
            frame.to_csv(index=False).encode(),
            file_name=f"kiebitz-sheet-{table.series_code}-{kind.value}.csv",
            mime="text/csv",
            key=keys.SHEET_CSV,
            icon=":material/download:",
            on_click="ignore",
        )
