"""A learner's note with its save button: one editor for the notebook's hands and games."""

from __future__ import annotations

from collections.abc import Callable

import streamlit as st

from ui.safe_write import guarded
from ui.session import PageContext, context

SAVED = "notebook_note_saved"  # the text area whose note was saved in the last click
MAX_NOTE = 4000

SaveNote = Callable[[int, int, str], None]  # (learner id, item id, note): a store method


@guarded
def _save(area: str, save: SaveNote, item_id: int) -> None:
    save(context().learner.id, item_id, str(st.session_state.get(area, "")))
    st.session_state[SAVED] = area


def note_editor(ctx: PageContext, prefix: str, item_id: int, note: str, save: SaveNote) -> None:
    """The note of item `item_id` (widget keys ``{prefix}note_<id>``, ``{prefix}save_note_<id>``),
    saved by `save` on click and confirmed once."""
    area = f"{prefix}note_{item_id}"
    st.session_state.setdefault(area, note)
    st.text_area(ctx.t("notebook.note"), key=area, max_chars=MAX_NOTE)
    st.button(
        ctx.t("notebook.save_note"),
        key=f"{prefix}save_note_{item_id}",
        icon=":material/save:",
        on_click=_save,
        args=(area, save, item_id),
    )
    if st.session_state.get(SAVED) == area:
        st.session_state.pop(SAVED)
        st.success(ctx.t("notebook.note_saved"))
