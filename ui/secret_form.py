"""Einstellungen: the learner sets, changes or removes their PIN or password.

A PIN already set is asked first, so that nobody at an unattended screen changes it.
"""

from __future__ import annotations

import streamlit as st

from ui.safe_write import not_saved
from ui.session import PageContext, refresh_learner
from ui.store import MAX_SECRET_LENGTH, MIN_SECRET_LENGTH, StorageError, StoreError

RESULT = "settings_secret_result"  # (kind, text) of the last attempt


def secret_form(ctx: PageContext) -> None:
    st.subheader(ctx.t("settings.secret_title"))
    if ctx.learner.guest:
        st.caption(ctx.t("settings.secret_guest"))
        return
    st.caption(ctx.t("settings.secret_help", low=MIN_SECRET_LENGTH))
    with st.form("settings_secret", clear_on_submit=True, border=False):
        if ctx.learner.has_secret:
            st.text_input(ctx.t("settings.secret_current"), key="secret_current", type="password")
        st.text_input(
            ctx.t("settings.secret_new"),
            key="secret_new",
            type="password",
            max_chars=MAX_SECRET_LENGTH,
        )
        if st.form_submit_button(ctx.t("settings.secret_save")):
            _save(ctx)
    kind, text = st.session_state.pop(RESULT, ("", ""))
    if kind == "ok":
        st.success(text)
    elif kind:
        st.error(text)


def _save(ctx: PageContext) -> None:
    state = st.session_state
    new = str(state.get("secret_new", ""))
    if (
        ctx.learner.has_secret
        and ctx.store.sign_in(ctx.learner.name, str(state.get("secret_current", ""))) is None
    ):
        state[RESULT] = ("error", ctx.t("settings.secret_wrong"))
        return
    try:
        ctx.store.set_secret(ctx.learner.id, new)
    except StorageError as failure:
        state[RESULT] = ("error", not_saved(failure.reason, ctx.lang))
        return
    except StoreError:
        state[RESULT] = (
            "error",
            ctx.t("sidebar.secret_length", low=MIN_SECRET_LENGTH, high=MAX_SECRET_LENGTH),
        )
        return
    refresh_learner()
    state[RESULT] = ("ok", ctx.t("settings.secret_saved" if new else "settings.secret_removed"))
