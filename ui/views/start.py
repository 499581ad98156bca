"""Start: what Kiebitz is, where to begin, and the glossary of Skat terms.

The first page a visitor sees: it imports nothing heavy (no pandas), so it shows at once; the
other pages' modules are loaded in the background meanwhile (`ui.warm`).
"""

import streamlit as st

from coach.rules import Card
from ui.card_svg import hand_svg
from ui.session import PageContext, context
from words import glossary


def _glossary(ctx: PageContext) -> None:
    """The glossary of Skat terms: one Markdown table (no pandas on the first page)."""
    rows = [f"| {ctx.t('start.glossary_term')} | {ctx.t('start.glossary_meaning')} |", "|---|---|"]
    rows += [f"| **{term}** | {meaning} |" for term, meaning in glossary(ctx.lang)]
    st.markdown("\n".join(rows))


ctx = context()
st.title(ctx.t("start.title"))
st.markdown(ctx.t("start.intro"))
jacks = [Card.CJ, Card.SJ, Card.HJ, Card.DJ]
st.markdown(
    hand_svg(jacks, ctx.deck, ctx.four_color, width=80, lang=ctx.lang),
    unsafe_allow_html=True,  # our own drawing, no user text
)
st.subheader(ctx.t("start.where"))
for key in ("start.new", "start.bid", "start.notebook"):
    st.markdown(f"- {ctx.t(key)}")
# Drawn only once opened (a lazy expander): the first visit's page is painted sooner.
with st.expander(ctx.t("start.glossary"), key="start_glossary", on_change="rerun") as box:
    if box.open:
        _glossary(ctx)
