"""Einstellungen: own rule sets (club rules) made, viewed, changed and deleted, every option
with its one-line explanation. The built-in sets are shown, never changed."""

from __future__ import annotations

from enum import Enum

import streamlit as st

from coach.rules import (
    CLUB_OPTIONS,
    ISKO,
    SKO_1975,
    BockEvent,
    RuleOption,
    RuleSet,
    RuleSetError,
    own_rules,
)
from ui.own_rules import OWN_RULES, read_own, write_own
from ui.session import PageContext, save_setting, setting
from words import render

BASES = {ISKO.name: ISKO, SKO_1975.name: SKO_1975}
NEW = ""  # the editor's choice for a new set


def _choice_text(ctx: PageContext, choice: object) -> str:
    if isinstance(choice, Enum):
        return ctx.t(f"rule_value_{choice.value}")
    return ctx.t("rule_value_on" if choice else "rule_value_off")


def _option_widget(ctx: PageContext, option: RuleOption, current: RuleSet, key: str) -> object:
    """The widget of one club option, with its explanation as the help text and caption."""
    label = ctx.t(f"rules.option_{option.field}")
    explain = ctx.t(option.explain)
    value = getattr(current, option.field)
    if option.field == "bock_events":
        events = {event.value: _choice_text(ctx, event) for event in BockEvent}
        chosen = st.pills(
            label,
            list(events),
            selection_mode="multi",
            default=[e.value for e in BockEvent if e in value],
            format_func=events.__getitem__,  # a bound method: the session state stays picklable
            key=key,
        )
        st.caption(explain)
        return frozenset(BockEvent(e) for e in chosen)
    if not option.choices:
        number = st.number_input(label, min_value=0, max_value=10000, value=value, key=key)
        st.caption(explain)
        return int(number)
    if isinstance(value, bool):
        flag = st.toggle(label, value=value, key=key)
        st.caption(explain)
        return bool(flag)
    assert isinstance(value, Enum)
    choices = {c.value: _choice_text(ctx, c) for c in option.choices if isinstance(c, Enum)}
    picked = st.radio(
        label,
        list(choices),
        index=list(choices).index(value.value),
        format_func=choices.__getitem__,
        horizontal=True,
        key=key,
    )
    st.caption(explain)
    return type(value)(picked)


def rules_editor(ctx: PageContext) -> None:
    """The own rule sets: pick one to change or delete, or make a new one from a built-in set."""
    own = read_own(setting(OWN_RULES))
    st.subheader(ctx.t("rules.own_title"))
    st.caption(ctx.t("rules.own_intro"))
    names = {NEW: ctx.t("rules.own_new"), **{name: name for name in sorted(own)}}
    which = st.selectbox(
        ctx.t("rules.own_pick"),
        list(names),
        format_func=names.__getitem__,
        key="rules_pick",
        placeholder=ctx.t("widget.choose"),
    )
    current = own.get(which)
    with st.form(key=f"rules_form_{which}"):
        name = st.text_input(ctx.t("rules.own_name"), value=which, key="rules_name")
        bases = {name: ctx.t(f"settings.rules_{name}") for name in BASES}
        base_name = st.radio(
            ctx.t("rules.own_base"),
            list(bases),
            format_func=bases.__getitem__,
            horizontal=True,
            key="rules_base",
            disabled=current is not None,
        )
        shown = current or BASES[base_name]
        options = {o.field: _option_widget(ctx, o, shown, f"rules_{o.field}") for o in CLUB_OPTIONS}
        saved = st.form_submit_button(ctx.t("rules.own_save"), type="primary")
    if saved:
        try:
            rules = own_rules(name, current or BASES[base_name], **options)
        except RuleSetError as error:
            st.error(render(error.reason, ctx.lang))
            return
        kept = {n: r for n, r in own.items() if n != which}
        kept[rules.name] = rules
        save_setting(OWN_RULES, write_own(kept))
        st.success(ctx.t("rules.own_saved", name=rules.name))
    if current is not None and st.button(ctx.t("rules.own_delete"), key="rules_delete"):
        save_setting(OWN_RULES, write_own({n: r for n, r in own.items() if n != which}))
        if setting("rules") == which:
            save_setting("rules", ISKO.name)
        st.rerun()
