"""The session: the open store, the current learner, their language and card settings.

`start()` and `ui.account.finish()` run once per script run from `app.py`, before and after the
page (`finish` draws the sidebar: learner and language); pages call `context()` for what they need.
The learner's settings live in the store and are mirrored in `st.session_state` so that a rerun
costs no database round trip.

Who is learning is the browser's sign-in: a random token in a cookie that expires, of which the
store keeps only a hash. A browser without a valid token gets a new guest of its own, never
somebody else; nothing in the address names a learner. Signing in and out: `ui.account`.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from typing import cast

import streamlit as st
from streamlit.delta_generator import DeltaGenerator

from coach.rules import ISKO, RULE_SETS, SKO_1975, RuleSet
from ui.card_svg import Deck
from ui.own_rules import OWN_RULES, read_own
from ui.safe_write import not_saved, note_failure
from ui.store import (
    SESSION_DAYS,
    Learner,
    StorageError,
    Store,
    database_url,
)
from words import LANGS, Lang, lang_name, t

DEFAULTS: dict[str, str] = {"lang": "de", "deck": "french", "four_color": "0", "rules": ISKO.name}
LEARNER_RULES: dict[str, RuleSet] = {name: RULE_SETS[name] for name in (ISKO.name, SKO_1975.name)}
"""The rule sets a learner may choose in Einstellungen (by their stored name)."""
SESSION_COOKIE = "kiebitz_session"
CLUB_ENV = "KIEBITZ_CLUB"  # "1": club mode even behind a reverse proxy on this computer
LOOPBACK = ("localhost", "127.0.0.1", "::1")
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


def club_mode() -> bool:
    """Whether others on the network may reach this server: then nobody sees a list of names
    and every learner signs in with a PIN. On one's own computer (listening on localhost only)
    a name is one click away, unless the learner set a PIN."""
    if os.environ.get(CLUB_ENV, "") not in ("", "0"):
        return True
    return str(st.get_option("server.address") or "") not in LOOPBACK


def _load_learner(learner: Learner) -> None:
    state = st.session_state
    if state.get("learner_id") not in (None, learner.id):
        for key in [key for key in state if str(key).startswith(PAGE_STATE_PREFIXES)]:
            del state[key]
    state["learner_id"] = learner.id
    state["learner"] = learner
    state["settings"] = {**DEFAULTS, **store().settings(learner.id)}


def _ensure_learner() -> None:
    """The browser's learner: by its cookie's token, else a new guest of its own."""
    state = st.session_state
    if "learner_id" in state:
        return
    # The browser's cookie; a session carried over by a test (AppTest sends no cookies) may
    # bring its token in the session state, which no browser can write.
    token = str(state.get("session_token") or st.context.cookies.get(SESSION_COOKIE) or "")
    learner = store().session_learner(token) if token else None
    if learner is None:
        try:
            become(store().add_guest(t("learner.default", "de")))
        except StorageError as failure:  # no guest can be made: say why, draw nothing else
            st.error(not_saved(failure.reason, "de"), icon=":material/save:")
            st.stop()
    else:
        state["session_token"] = token
        _load_learner(learner)


def become(learner: Learner) -> None:
    """This browser is now `learner` (signed in, named, or a new guest): a new token."""
    state = st.session_state
    old = state.get("session_token")
    if old:
        store().close_session(str(old))
    state["session_token"] = store().open_session(learner.id)
    _load_learner(learner)


def refresh_learner() -> None:
    """Read the learner again after a change of name or PIN."""
    _load_learner(store().learner(st.session_state["learner_id"]))


def write_cookie() -> None:
    """Give the browser its token, on every run until the browser sends it back (a run cut short
    by the next click may never reach the browser); the cookie expires with the sign-in."""
    token = st.session_state.get("session_token")
    if not token or st.context.cookies.get(SESSION_COOKIE) == token:
        return
    token = str(token)
    assert token.replace("-", "").replace("_", "").isalnum()  # safe inside the snippet
    secure = "; Secure" if str(st.context.url or "").startswith("https:") else ""
    with st.sidebar:
        st.html(
            f"<script>document.cookie = '{SESSION_COOKIE}={token}; path=/; "
            f"max-age={SESSION_DAYS * 24 * 3600}; SameSite=Strict{secure}';</script>",
            unsafe_allow_javascript=True,  # our own snippet; only the random token is filled in
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
        learner=state["learner"],
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
    try:
        store().set_setting(state["learner_id"], key, value)
    except StorageError as failure:  # the session keeps the setting meanwhile
        note_failure(failure)


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
        placeholder=t("widget.choose", context().lang),
    )


def start() -> tuple[PageContext, DeltaGenerator]:
    """Prepare the session (no drawing yet); returns the context for routing and the place
    above the page where `ui.account.finish` says who is learning."""
    return context(), st.container()
