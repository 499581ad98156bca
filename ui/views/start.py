"""Start: what Kiebitz is, where to begin, and the glossary of Skat terms."""

import pandas as pd
import streamlit as st

from coach.cards import Card
from ui.card_svg import hand_svg
from ui.session import context
from words import glossary

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
with st.expander(ctx.t("start.glossary")):
    st.table(
        pd.DataFrame(
            glossary(ctx.lang),
            columns=[ctx.t("start.glossary_term"), ctx.t("start.glossary_meaning")],
        ).set_index(ctx.t("start.glossary_term"))
    )
