"""The session: the open store, the current learner, their language and card settings.

`start()` and `finish()` run once per script run from `app.py`, before and after the page
(`finish` draws the sidebar: learner and language); pages call `context()` for what they need.
The learner's settings live in the store and are mirrored in `st.session_state` so that a rerun
costs no database round trip.

Who is learning is remembered in the URL (``?learner=3``, kept on every page and reload) and in a
cookie (a new visit from the same browser). A visit that names no known learner starts as the
guest, never as somebody else: nothing is ever written into another learner's data.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import cast

import streamlit as st
from streamlit.delta_generator import DeltaGenerator

from coach.rules import ISKO, RULE_SETS, SKO_1975, RuleSet
from ui.card_svg import Deck
from ui.own_rules import OWN_RULES, read_own
from ui.store import MAX_NAME_LENGTH, Learner, Store, StoreError, database_url
from words import LANGS, Lang, lang_name, t

DEFAULTS: dict[str, str] = {"lang": "de", "deck": "french", "four_color": "0", "rules": ISKO.name}
LEARNER_RULES: dict[str, RuleSet] = {name: RULE_SETS[name] for name in (ISKO.name, SKO_1975.name)}
"""The rule sets a learner may choose in Einstellungen (by their stored name)."""
LEARNER_PARAM = "learner"  # ?learner=<id> in the URL
LEARNER_COOKIE = "kiebitz_learner"
COOKIE_DAYS = 365
NEW_LEARNER = "sidebar_new_learner"  # the "Neuer Name" expander (open: True)
# Session keys of the pages' work in progress (a lesson, an entered hand, a check): they belong to
# the learner and are dropped when another learner takes over the session.
PAGE_STATE_PREFIXES = ("learn_", "pick_", "calc_", "cards_", "skat_", "advice_", "scan_", "bid_")


@dataclass(frozen=True, slots=True)
class PageContext:
    """What a page needs: the store, who is learning, and how to show things to them."""

    store: Store
    learner: Learner
    lang: Lang
    deck: Deck
    four_color: bool
    rules: RuleSet

    def t(self, key: str, **facts: object) -> str:
        return t(key, self.lang, **facts)


@st.cache_resource(show_spinner=False)
def open_store(url: str) -> Store:
    """One store per database URL for the whole server (engines pool their connections)."""
    return Store(url)


def store() -> Store:
    return open_store(database_url())


def _load_learner(learner: Learner) -> None:
    state = st.session_state
    if state.get("learner_id") not in (None, learner.id):
        for key in [key for key in state if str(key).startswith(PAGE_STATE_PREFIXES)]:
            del state[key]
    state["learner_id"] = learner.id
    state["learner_name"] = learner.name
    state["settings"] = {**DEFAULTS, **store().settings(learner.id)}


def _remembered() -> Learner | None:
    """The learner named by the URL, else by the browser's cookie, if they exist."""
    for raw in (st.query_params.get(LEARNER_PARAM), st.context.cookies.get(LEARNER_COOKIE)):
        if raw and str(raw).isdigit():
            try:
                return store().learner(int(raw))
            except StoreError:
                continue  # a learner of another database, or an old link
    return None


def _ensure_learner() -> None:
    if "learner_id" in st.session_state:
        return
    _load_learner(_remembered() or store().add_learner(t("learner.default", "de")))


def _remember_learner(learner_id: int) -> None:
    """Keep the learner in the URL (every run: a page switch drops it) and, once, in a cookie."""
    if st.query_params.get(LEARNER_PARAM) != str(learner_id):
        st.query_params[LEARNER_PARAM] = str(learner_id)
    state = st.session_state
    if state.get("cookie_learner") != learner_id:
        state["cookie_learner"] = learner_id
        age = COOKIE_DAYS * 24 * 3600
        st.html(
            f"<script>document.cookie = '{LEARNER_COOKIE}={learner_id:d}; path=/; "
            f"max-age={age}; SameSite=Strict';</script>",
            unsafe_allow_javascript=True,  # our own snippet, only a number is filled in
        )


def context() -> PageContext:
    """The current session's context (after `start()` ran in this script run)."""
    _ensure_learner()
    state = st.session_state
    settings: dict[str, str] = state["settings"]
    lang = settings["lang"] if settings["lang"] in LANGS else "de"
    deck = settings["deck"] if settings["deck"] in ("french", "german") else "french"
    return PageContext(
        store=store(),
        learner=Learner(state["learner_id"], state["learner_name"]),
        lang=lang,
        deck=cast(Deck, deck),
        four_color=settings["four_color"] == "1",
        rules=rule_sets(settings).get(settings.get("rules", ""), ISKO),
    )


def rule_sets(settings: dict[str, str]) -> dict[str, RuleSet]:
    """The rule sets a learner may play by: the built-in ones, then their own (`ui.own_rules`)."""
    return {**LEARNER_RULES, **read_own(settings.get(OWN_RULES))}


def setting(key: str) -> str | None:
    """One of the learner's settings (also work in progress kept by the pages), if set."""
    value: str | None = st.session_state["settings"].get(key)
    return value


def save_setting(key: str, value: str) -> None:
    """Change one of the learner's settings, in the session and in the store."""
    state = st.session_state
    if state["settings"].get(key) == value:
        return
    state["settings"] = {**state["settings"], key: value}
    store().set_setting(state["learner_id"], key, value)


def _on_language(widget_key: str) -> None:
    save_setting("lang", st.session_state[widget_key])


def language_select(widget_key: str) -> None:
    """A language chooser bound to the learner's setting (usable on several pages)."""
    st.session_state[widget_key] = context().lang
    st.selectbox(
        t("sidebar.language", context().lang),
        LANGS,
        format_func=lang_name,
        key=widget_key,
        on_change=_on_language,
        args=(widget_key,),
    )


def _on_learner() -> None:
    _load_learner(store().learner(st.session_state["ui_learner"]))


def _on_create_learner() -> None:
    state = st.session_state
    name = " ".join(str(state.get("new_learner_name", "")).split())
    lang = context().lang
    if not name:
        state["learner_error"] = t("sidebar.name_empty", lang)
    elif len(name) > MAX_NAME_LENGTH:
        state["learner_error"] = t("sidebar.name_long", lang, limit=MAX_NAME_LENGTH)
    else:
        state.pop("learner_error", None)
        state["new_learner_name"] = ""
        _load_learner(store().add_learner(name))
        save_setting("lang", lang)


def _new_learner(ctx: PageContext) -> None:
    """ "Neuer Name": its field and button are drawn only once it is opened (lazy), so the
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
        st.button(ctx.t("sidebar.create"), key="create_learner", on_click=_on_create_learner)
        if "learner_error" in st.session_state:
            st.error(st.session_state["learner_error"])


def start() -> tuple[PageContext, DeltaGenerator]:
    """Prepare the session (no drawing yet); returns the context for routing and the place
    above the page where `finish` says who is learning."""
    return context(), st.container()


def finish(slot: DeltaGenerator) -> None:
    """After the page: who is learning (into `slot`), the sidebar, the URL and the cookie.

    The page comes first so that a new visitor's browser draws its heading in its first pass:
    the browser draws each message as it arrives, and every element before the heading (the
    sidebar's selects above all, whose code is loaded on first use) held it back."""
    ctx = context()
    slot.caption(ctx.t("session.active", name=ctx.learner.name), help=ctx.t("session.active_help"))
    with st.sidebar:
        st.markdown(f"### :material/flutter_dash: Kiebitz\n{ctx.t('app.tagline')}")
        learners = {learner.id: learner.name for learner in ctx.store.learners()}
        learners.setdefault(ctx.learner.id, ctx.learner.name)
        st.session_state["ui_learner"] = ctx.learner.id
        st.selectbox(
            ctx.t("sidebar.learner"),
            list(learners),
            format_func=learners.__getitem__,
            key="ui_learner",
            on_change=_on_learner,
        )
        _new_learner(ctx)
        language_select("ui_lang")
    _remember_learner(ctx.learner.id)
