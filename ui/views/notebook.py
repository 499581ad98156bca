"""Notizbuch: the learner's saved hands with their analysis, the coach's verdict and the note,
and the saved or imported games (`ui.notebook_games`).

A hand opens again in the Reizwert calculator; a note can be changed; deleting asks first.
"""

from datetime import datetime

import pandas as pd
import streamlit as st

from coach.rules import GameType, sort_for_game
from ui.calculator import best_rows
from ui.card_svg import hand_svg
from ui.damaged_rows import damaged_warning
from ui.note_editor import note_editor
from ui.notebook_games import games_section
from ui.picker import load_hand
from ui.plain import plain
from ui.safe_write import guarded
from ui.session import PageContext, context
from words import format_moment, render

CONFIRM = "notebook_confirm"  # what the learner asked to delete: ("entry" | "game", id)


def _ask_delete(kind: str, item_id: int) -> None:
    st.session_state[CONFIRM] = (kind, item_id)


def _cancel_delete() -> None:
    st.session_state.pop(CONFIRM, None)


@guarded
def _delete(kind: str, item_id: int) -> None:
    ctx = context()
    if kind == "entry":
        ctx.store.delete_notebook_entry(ctx.learner.id, item_id)
    else:
        ctx.store.delete_game(ctx.learner.id, item_id)
    st.session_state.pop(CONFIRM, None)
    st.session_state["notebook_deleted"] = True


def _delete_buttons(ctx: PageContext, kind: str, item_id: int) -> None:
    """ "Löschen", and after it "really delete?" with a second button that does it."""
    if st.session_state.get(CONFIRM) != (kind, item_id):
        st.button(
            ctx.t("notebook.delete"),
            key=f"delete_{kind}_{item_id}",
            icon=":material/delete:",
            on_click=_ask_delete,
            args=(kind, item_id),
        )
        return
    st.warning(ctx.t("notebook.confirm_delete"), icon=":material/delete:")
    with st.container(horizontal=True):
        st.button(
            ctx.t("notebook.delete_yes"),
            key=f"delete_yes_{kind}_{item_id}",
            type="primary",
            on_click=_delete,
            args=(kind, item_id),
        )
        st.button(
            ctx.t("notebook.delete_no"), key=f"delete_no_{kind}_{item_id}", on_click=_cancel_delete
        )


def _when(moment: datetime) -> str:
    return format_moment(moment, ctx.lang)


ctx = context()
st.title(ctx.t("notebook.title"))
if st.session_state.pop("notebook_deleted", False):
    st.success(ctx.t("notebook.deleted"))
notebook_read = ctx.store.read_notebook(ctx.learner.id)
games_read = ctx.store.read_games(ctx.learner.id)
damaged_warning(ctx, notebook_read.problems + games_read.problems)
entries = notebook_read.items
if not entries and not games_read.items:
    st.info(ctx.t("notebook.empty"), icon=":material/menu_book:")
elif not entries:  # saved games below: the notebook is not empty
    st.caption(ctx.t("notebook.no_hands"))
else:
    st.caption(ctx.t("notebook.count", count=len(entries)))
for entry in entries:
    with st.container(border=True):
        st.caption(ctx.t("notebook.saved_at", when=_when(entry.created_at)))
        if entry.problem is not None:
            st.warning(ctx.t("notebook.damaged", problem=plain(render(entry.problem, ctx.lang))))
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
            verdict = entry.analysis.get("verdict", {}).get(ctx.lang)
            if verdict:
                st.info(verdict, icon=":material/gavel:")
            if st.button(
                ctx.t("notebook.open"),
                key=f"open_{entry.id}",
                icon=":material/calculate:",
                on_click=load_hand,
                args=(entry.cards, entry.skat),
            ):
                st.switch_page("ui/views/bid_value.py")
        note_editor(ctx, "", entry.id, entry.note, ctx.store.set_notebook_note)
        _delete_buttons(ctx, "entry", entry.id)

games_section(ctx, _when, _delete_buttons)
