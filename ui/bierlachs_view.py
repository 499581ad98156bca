"""The Bierlachs list under the score sheet, when the table's rule set keeps one: each player's
total on the simple list, what is missing to the goal, and, once someone has reached it, who
buys the round (seed 000, Programmfunktionen; `Table.bierlachs_payer`)."""

from __future__ import annotations

import pandas as pd
import streamlit as st

from coach.play import Table
from coach.rules import ScoreSheet, ScoringList
from ui import play_keys as keys
from ui.session import PageContext
from words import format_number


def bierlachs_frame(ctx: PageContext, sheet: ScoreSheet) -> pd.DataFrame:
    """One row per player: the total and the points still missing to the goal."""
    goal = sheet.rules.bierlachs
    rows = [
        [name, format_number(total, ctx.lang, 0), format_number(max(goal - total, 0), ctx.lang, 0)]
        for name, total in zip(sheet.players, sheet.totals(), strict=True)
    ]
    heads = [ctx.t(f"sheet.bierlachs_{head}") for head in ("player", "total", "missing")]
    return pd.DataFrame(rows, columns=heads)


def bierlachs_list(ctx: PageContext, table: Table) -> None:
    """The Bierlachs list of the series on `table`; nothing when its rules keep none."""
    goal = table.rules.bierlachs
    if goal <= 0:
        return
    sheet = table.score_sheet(ScoringList.SIMPLE, with_current=True)
    st.markdown(f"**{ctx.t('sheet.bierlachs_title', goal=format_number(goal, ctx.lang, 0))}**")
    st.dataframe(bierlachs_frame(ctx, sheet), hide_index=True, key=keys.BIERLACHS)
    payer = table.bierlachs_payer
    if payer is not None:
        name = sheet.players[payer]
        key = "sheet.bierlachs_you_pay" if payer == table.learner else "sheet.bierlachs_pays"
        st.warning(ctx.t(key, name=name), icon=":material/sports_bar:")
