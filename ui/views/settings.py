"""Settings: language, card faces, four colours, the rules played by, the learner's PIN; where
the data is kept (shown to teachers only)."""

import streamlit as st

from coach.rules import Card
from ui.backup_section import backup_section
from ui.card_svg import hand_svg
from ui.rules_editor import rules_editor
from ui.secret_form import secret_form
from ui.session import LEARNER_RULES, context, language_select, save_setting
from ui.session import rule_sets as rule_sets_of
from ui.store import TEACHER

ctx = context()
st.title(ctx.t("settings.title"))
language_select("settings_lang")

decks = {"french": ctx.t("settings.deck_french"), "german": ctx.t("settings.deck_german")}
st.session_state["settings_deck"] = ctx.deck
st.radio(
    ctx.t("settings.deck"),
    list(decks),
    format_func=decks.__getitem__,
    key="settings_deck",
    on_change=lambda: save_setting("deck", st.session_state["settings_deck"]),
)
st.session_state["settings_four_color"] = ctx.four_color
st.toggle(
    ctx.t("settings.four_color"),
    key="settings_four_color",
    disabled=ctx.deck == "german",
    on_change=lambda: save_setting(
        "four_color", "1" if st.session_state["settings_four_color"] else "0"
    ),
)
rule_sets = {
    name: ctx.t(f"settings.rules_{name}") if name in LEARNER_RULES else name
    for name in rule_sets_of(st.session_state["settings"])
}
st.session_state["settings_rules"] = ctx.rules.name
st.radio(
    ctx.t("settings.rules_choice"),
    list(rule_sets),
    format_func=rule_sets.__getitem__,
    key="settings_rules",
    on_change=lambda: save_setting("rules", st.session_state["settings_rules"]),
)
with st.expander(ctx.t("settings.rules_note_title")):
    st.markdown(ctx.t("settings.rules_note"))
rules_editor(ctx)
ctx = context()
st.caption(ctx.t("settings.preview"))
sample = [Card.CJ, Card.SQ, Card.HA, Card.DT, Card.C7]
st.markdown(
    hand_svg(sample, ctx.deck, ctx.four_color, width=84, lang=ctx.lang),
    unsafe_allow_html=True,  # our own drawing, no user text
)

secret_form(ctx)
st.subheader(ctx.t("settings.data"))
backup_section(ctx)
if ctx.learner.role == TEACHER:
    st.markdown(ctx.t("settings.db"))
    st.code(ctx.store.location, language=None)
    st.caption(ctx.t("settings.db_env"))
st.caption(ctx.t("settings.privacy"))
