"""The club's winners' list on Fortschritt, below the learner's own: the learners who chose to
appear on it, ranked by the best tournament result of a series, with their totals only (never a
game or a notebook), and the learner's own choice to appear. A guest neither appears nor sees it.
"""

from __future__ import annotations

import pandas as pd
import streamlit as st

from coach.play import ClubLine, WinnersList, club_ranking, winners_list
from ui.kept_series import read_tables
from ui.safe_write import guarded
from ui.session import PageContext
from words import format_number

OPT_IN = "progress_club_list"


@guarded
def _choose(ctx: PageContext) -> None:
    ctx.store.set_on_club_list(ctx.learner.id, bool(st.session_state[OPT_IN]))


@st.cache_data(max_entries=1000, show_spinner=False)
def member_list(texts: tuple[str, ...]) -> tuple[WinnersList, int]:
    """A member's winners' list from their kept series (texts), and how many did not read back;
    kept per server, so that a page with many members' series stays quick."""
    tables, unreadable = read_tables(texts)
    return winners_list(tables), unreadable


def _figure(ctx: PageContext, value: int | None) -> str:
    return "–" if value is None else format_number(value, ctx.lang, 0)


def club_frame(ctx: PageContext, lines: tuple[ClubLine, ...]) -> pd.DataFrame:
    """One row per learner: place, name, series, best result, balance, Bierlachs balance."""
    heads = (
        "club_winners.rank",
        "club_winners.name",
        "club_winners.series",
        "winners.best",
        "winners.balance_total",
        "winners.bierlachs_balance",
    )
    rows = [
        [
            "–" if line.rank is None else str(line.rank),
            line.name,
            str(line.series),
            _figure(ctx, line.best_tournament),
            _figure(ctx, line.balance),
            "–" if line.bierlachs_balance is None else f"{line.bierlachs_balance:+d}",
        ]
        for line in lines
    ]
    return pd.DataFrame(rows, columns=[ctx.t(head) for head in heads])


def club_winners_section(ctx: PageContext) -> None:
    """The choice to appear on the club's winners' list, and the list."""
    st.subheader(ctx.t("club_winners.title"))
    if ctx.learner.guest:
        st.info(ctx.t("club_winners.guest"), icon=":material/groups:")
        return
    st.session_state[OPT_IN] = ctx.store.on_club_list(ctx.learner.id)
    st.checkbox(
        ctx.t("club_winners.opt_in"),
        key=OPT_IN,
        on_change=_choose,
        args=(ctx,),
        help=ctx.t("club_winners.opt_in_help"),
    )
    unreadable = 0
    lists: list[tuple[str, WinnersList]] = []
    for member in ctx.store.club_list(ctx.learner.id):
        own, broken = member_list(tuple(kept.data for kept in member.series))
        unreadable += broken
        lists.append((member.name, own))
    if unreadable:
        st.warning(ctx.t("winners.unreadable", count=unreadable), icon=":material/warning:")
    ranking = club_ranking(lists)
    if not ranking:
        st.info(ctx.t("club_winners.empty"), icon=":material/emoji_events:")
        return
    st.caption(ctx.t("club_winners.ranked"))
    with st.container(key="progress_club_winners"):  # a plain table: screen readers read it
        st.table(club_frame(ctx, ranking), hide_index=True, alt=ctx.t("club_winners.title"))
