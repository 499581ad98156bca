"""The sidebar's account part: who is learning, signing in and out, a new name.

On one's own computer (`ui.session.club_mode` false) the named learners are listed and one click
picks a name, unless it has a PIN, which is asked first. On a club server nobody sees a list of
names: a guest signs in with name and PIN (a teacher creates learners, page Gruppe).
"""

from __future__ import annotations

import streamlit as st
from streamlit.delta_generator import DeltaGenerator

from ui import sign_in_limit
from ui.plain import plain
from ui.safe_write import guarded, show_failure
from ui.session import (
    PageContext,
    become,
    club_mode,
    context,
    language_select,
    save_setting,
    store,
    write_cookie,
)
from ui.store import MAX_NAME_LENGTH, MAX_SECRET_LENGTH, MIN_SECRET_LENGTH, Learner, StoreError
from words import t

NEW_LEARNER = "sidebar_new_learner"  # the "Neuer Name" expander (open: True)
SIGN_IN = "sidebar_sign_in"  # the "Anmelden" expander (club mode)
PENDING = "account_pending"  # the listed learner picked, whose PIN is asked


def finish(slot: DeltaGenerator) -> None:
    """After the page: who is learning (into `slot`), the sidebar and the browser's cookie.

    The page comes first so that a new visitor's browser draws its heading in its first pass:
    the browser draws each message as it arrives, and every element before the heading (the
    sidebar's selects above all, whose code is loaded on first use) held it back."""
    ctx = context()
    slot.caption(ctx.t("session.active", name=plain(ctx.learner.name)))
    show_failure(slot, ctx.lang)
    with st.sidebar:
        st.markdown(f"### :material/flutter_dash: Kiebitz\n{ctx.t('app.tagline')}")
        if club_mode():
            _club(ctx)
        else:
            _local(ctx)
        if not ctx.learner.guest:
            st.button(ctx.t("sidebar.sign_out"), key="sign_out", on_click=_on_sign_out)
        language_select("ui_lang")
    write_cookie()


def _local(ctx: PageContext) -> None:
    learners = {learner.id: learner for learner in ctx.store.learners()}
    learners.setdefault(ctx.learner.id, ctx.learner)
    pending = st.session_state.get(PENDING)
    st.session_state["ui_learner"] = pending if pending in learners else ctx.learner.id
    st.selectbox(
        ctx.t("sidebar.learner"),
        list(learners),
        format_func={learner.id: learner.name for learner in learners.values()}.__getitem__,
        key="ui_learner",
        on_change=_on_pick,
        placeholder=ctx.t("widget.choose"),
    )
    if pending in learners:
        _secret_field(ctx, "pick_secret")
        st.button(ctx.t("sidebar.sign_in"), key="pick_sign_in", on_click=_on_pick_sign_in)
    _error(ctx)
    _new_learner(ctx)


def _club(ctx: PageContext) -> None:
    if not ctx.learner.guest:
        return
    with st.expander(ctx.t("sidebar.sign_in"), key=SIGN_IN, on_change="rerun") as box:
        if not box.open:
            return
        st.text_input(ctx.t("sidebar.name"), key="sign_in_name", max_chars=MAX_NAME_LENGTH)
        _secret_field(ctx, "sign_in_secret")
        st.button(ctx.t("sidebar.sign_in"), key="sign_in", on_click=_on_sign_in)
        _error(ctx)


def _secret_field(ctx: PageContext, key: str) -> None:
    st.text_input(ctx.t("sidebar.secret"), key=key, type="password", max_chars=MAX_SECRET_LENGTH)


def _error(ctx: PageContext) -> None:
    if "learner_error" in st.session_state:
        st.error(st.session_state["learner_error"])


def _new_learner(ctx: PageContext) -> None:
    """ "Neuer Name": its fields and button are drawn only once it is opened (lazy), so the
    browser has less to draw on every first visit and page switch."""
    with st.expander(ctx.t("sidebar.new_learner"), key=NEW_LEARNER, on_change="rerun") as box:
        if not box.open:
            return
        st.text_input(
            ctx.t("sidebar.new_learner"),
            key="new_learner_name",
            max_chars=MAX_NAME_LENGTH,
            help=ctx.t("sidebar.new_learner_help"),
        )
        st.text_input(
            ctx.t("sidebar.secret_optional", low=MIN_SECRET_LENGTH),
            key="new_learner_secret",
            type="password",
            max_chars=MAX_SECRET_LENGTH,
        )
        st.button(ctx.t("sidebar.create"), key="create_learner", on_click=_on_create_learner)
        _error(ctx)


def _switch(learner: Learner) -> None:
    state = st.session_state
    for key in (PENDING, "learner_error", "pick_secret", "sign_in_secret", "sign_in_name"):
        state.pop(key, None)
    become(learner)


def _refuse(key: str, **facts: object) -> None:
    st.session_state["learner_error"] = t(key, context().lang, **facts)


@guarded
def _on_pick() -> None:
    chosen = store().learner(int(st.session_state["ui_learner"]))
    st.session_state.pop("learner_error", None)
    if chosen.id == context().learner.id:
        st.session_state.pop(PENDING, None)
    elif chosen.has_secret:
        st.session_state[PENDING] = chosen.id  # asked for the PIN first
    else:
        _switch(chosen)


@guarded
def _on_pick_sign_in() -> None:
    chosen = store().learner(int(st.session_state[PENDING]))
    _attempt(chosen.name, str(st.session_state.get("pick_secret", "")))


@guarded
def _on_sign_in() -> None:
    state = st.session_state
    _attempt(str(state.get("sign_in_name", "")), str(state.get("sign_in_secret", "")))
    state["sign_in_secret"] = ""


def _attempt(name: str, secret: str) -> None:
    """Sign in as `name`, unless too many wrong PINs were given for it lately."""
    if sign_in_limit.blocked(name):
        _refuse("sidebar.sign_in_blocked", minutes=int(sign_in_limit.WINDOW // 60))
        return
    signed_in = store().sign_in(name, secret)
    if signed_in is None:
        sign_in_limit.failed(name)
        _refuse("sidebar.sign_in_failed")
    else:
        sign_in_limit.succeeded(name)
        _switch(signed_in)


@guarded
def _on_sign_out() -> None:
    _switch(store().add_guest(t("learner.default", "de")))


@guarded
def _on_create_learner() -> None:
    state = st.session_state
    name = " ".join(str(state.get("new_learner_name", "")).split())
    secret = str(state.get("new_learner_secret", ""))
    ctx = context()
    if not name:
        return _refuse("sidebar.name_empty")
    if len(name) > MAX_NAME_LENGTH:
        return _refuse("sidebar.name_long", limit=MAX_NAME_LENGTH)
    if secret and not MIN_SECRET_LENGTH <= len(secret) <= MAX_SECRET_LENGTH:
        return _refuse("sidebar.secret_length", low=MIN_SECRET_LENGTH, high=MAX_SECRET_LENGTH)
    try:
        if ctx.learner.guest:  # the guest's work so far stays with the new name
            learner = store().name_guest(ctx.learner.id, name, secret=secret)
        else:
            learner = store().add_learner(name, secret=secret)
    except StoreError:
        return _refuse("sidebar.name_taken")
    state["new_learner_name"] = state["new_learner_secret"] = ""
    _switch(learner)
    save_setting("lang", ctx.lang)
    return None
