"""The warning that names the stored rows a page could not read: each one and what is wrong.
They stay in the database as they are; the page shows everything else."""

from __future__ import annotations

from collections.abc import Sequence

import streamlit as st

from coach.rules import Reason
from ui.plain import plain
from ui.session import PageContext
from words import render


def damaged_warning(
    ctx: PageContext, problems: Sequence[Reason], heading: str = "store.rows_damaged"
) -> None:
    """A warning (its first line the catalogue's `heading`) naming every damaged stored row,
    each by its reason in `problems`; nothing when there is none."""
    if not problems:
        return
    items = "\n".join("- " + plain(render(problem, ctx.lang)) for problem in problems)
    st.warning(
        ctx.t(heading, count=len(problems)) + "\n\n" + items,
        icon=":material/warning:",
    )
