"""Notizbuch: the learner's saved hands with their analysis and note."""

import pandas as pd
import streamlit as st

from ui.calculator import best_rows
from ui.card_svg import hand_svg
from ui.session import context


def _delete(entry_id: int) -> None:
    ctx = context()
    ctx.store.delete_notebook_entry(ctx.learner.id, entry_id)
    st.session_state["notebook_deleted"] = True


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
        when = entry.created_at.astimezone().strftime("%d.%m.%Y %H:%M")
        st.caption(ctx.t("notebook.saved_at", when=when))
        if entry.problem is not None:
            st.warning(ctx.t("notebook.damaged", problem=entry.problem))
        else:
            st.markdown(
                hand_svg(entry.cards, ctx.deck, ctx.four_color, width=56, lang=ctx.lang),
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
