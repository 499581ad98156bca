"""Notizbuch: the learner's saved hands with their analysis and note."""

from datetime import datetime

import pandas as pd
import streamlit as st

from coach.contract import GameType
from coach.rules import sort_for_game
from ui.calculator import best_rows
from ui.card_svg import hand_svg
from ui.session import context
from ui.store import CorruptRecordError


def _delete(entry_id: int) -> None:
    ctx = context()
    ctx.store.delete_notebook_entry(ctx.learner.id, entry_id)
    st.session_state["notebook_deleted"] = True


def _delete_game(game_id: int) -> None:
    ctx = context()
    ctx.store.delete_game(ctx.learner.id, game_id)
    st.session_state["notebook_deleted"] = True


def _when(moment: datetime) -> str:
    return moment.astimezone().strftime("%d.%m.%Y %H:%M")


ctx = context()
st.title(ctx.t("notebook.title"))
if st.session_state.pop("notebook_deleted", False):
    st.success(ctx.t("notebook.deleted"))
entries = ctx.store.notebook(ctx.learner.id)
if not entries:
    st.info(ctx.t("notebook.empty"), icon=":material/menu_book:")
else:
    st.caption(ctx.t("notebook.count", count=len(entries)))
for entry in entries:
    with st.container(border=True):
        st.caption(ctx.t("notebook.saved_at", when=_when(entry.created_at)))
        if entry.problem is not None:
            st.warning(ctx.t("notebook.damaged", problem=entry.problem))
        else:
            st.markdown(
                hand_svg(
                    sort_for_game(GameType.GRAND, entry.cards),
                    ctx.deck,
                    ctx.four_color,
                    width=56,
                    lang=ctx.lang,
                ),
                unsafe_allow_html=True,  # our own drawing, no user text
            )
            if entry.skat:
                st.markdown(
                    hand_svg(entry.skat, ctx.deck, ctx.four_color, width=44, lang=ctx.lang),
                    unsafe_allow_html=True,  # our own drawing, no user text
                )
            rows = best_rows(entry.analysis, ctx.lang)
            if rows:
                st.caption(ctx.t("notebook.best"))
                st.table(pd.DataFrame(rows).set_index(ctx.t("bid.col_game")).T)
        if entry.note:
            st.caption(ctx.t("notebook.note"))
            st.text(entry.note)  # plain text: a note can never inject HTML or load images
        st.button(
            ctx.t("notebook.delete"),
            key=f"delete_{entry.id}",
            icon=":material/delete:",
            on_click=_delete,
            args=(entry.id,),
        )

games = ctx.store.games(ctx.learner.id)
if games:
    st.subheader(ctx.t("notebook.games"))
for game in games:
    with st.container(border=True):
        st.text(game.title)  # the learner's own words: plain text
        st.caption(ctx.t("notebook.saved_at", when=_when(game.created_at)))
        try:
            record = ctx.store.game_record(ctx.learner.id, game.id)
        except CorruptRecordError as error:
            st.warning(ctx.t("notebook.game_damaged", problem=error))
        else:
            players = ", ".join(record.players)
            st.text(ctx.t("notebook.game_players", players=players, moves=len(record.moves)))
        st.button(
            ctx.t("notebook.delete"),
            key=f"delete_game_{game.id}",
            icon=":material/delete:",
            on_click=_delete_game,
            args=(game.id,),
        )
