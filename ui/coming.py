"""The honest placeholder of a section whose issue has not landed yet."""

from __future__ import annotations

import streamlit as st

from ui.session import context


def coming_soon(title_key: str) -> None:
    """Title and a "coming soon" note; no buttons that would do nothing."""
    ctx = context()
    st.title(ctx.t(title_key))
    st.info(f"**{ctx.t('coming.title')}** – {ctx.t('coming.body')}", icon=":material/construction:")
