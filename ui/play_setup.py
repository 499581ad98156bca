"""Setting up a table on the Spielen page: opponents' strength, single game or series, deal."""

from __future__ import annotations

import streamlit as st

from coach.play import DEAL_NUMBERS, SERIES_GAMES, Strength
from coach.rules import ScoringList
from ui import play_keys as keys
from ui.play_actions import (
    start_table,
)
from ui.play_settings import save_choice, setting
from ui.session import PageContext
from words import render


def setup(ctx: PageContext) -> None:
    st.markdown(ctx.t("play.intro"))
    strengths = [strength.value for strength in Strength]
    st.session_state[keys.STRENGTH] = setting(keys.STRENGTH, Strength.CLUB.value)
    st.radio(
        ctx.t("play.strength"),
        strengths,
        format_func={value: ctx.t(f"play.strength_{value}") for value in strengths}.get,
        captions=[render(strength.reason, ctx.lang) for strength in Strength],
        key=keys.STRENGTH,
        on_change=save_choice,
        args=(keys.STRENGTH,),
    )
    series = {"single": ctx.t("sheet.mode_single"), "series": ctx.t("sheet.mode_series")}
    st.radio(
        ctx.t("sheet.mode"),
        list(series),
        format_func=series.__getitem__,
        horizontal=True,
        key=keys.SERIES,
        help=ctx.t("sheet.mode_help", games=SERIES_GAMES),
    )
    lists = [kind.value for kind in (ScoringList.TOURNAMENT, ScoringList.SIMPLE)]
    st.radio(
        ctx.t("sheet.list"),
        lists,
        format_func={value: ctx.t(f"sheet.list_{value}") for value in lists}.get,
        horizontal=True,
        key=keys.LIST,
    )
    st.number_input(
        ctx.t("play.deal_number"),
        0,
        DEAL_NUMBERS - 1,
        0,
        key=keys.DEAL,
        help=ctx.t("play.deal_number_help"),
    )
    st.button(ctx.t("play.start"), key=keys.START, type="primary", on_click=start_table)
