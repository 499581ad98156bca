"""The learner's table settings on the Spielen page: pace, hints and table aids (a popover)."""

from __future__ import annotations

import streamlit as st

from ui import play_keys as keys
from ui.play_sound import SOUNDS
from ui.session import PageContext, save_setting

PACES = {"0": 0.0, "fast": 0.6, "normal": 1.2, "slow": 2.5, "step": None}
HINT_MODES = ("demand", "always")
AIDS = ("last_trick", "points", "trumps", "open", "kiebitz")


def setting(name: str, default: str) -> str:
    """The learner's table setting `name` (a key of `ui.play_keys`)."""
    return str(st.session_state["settings"].get(name, default))


def pace() -> float | None:
    """Seconds between engine moves (0: all at once; None: step by step)."""
    return PACES.get(setting(keys.PACE, "normal"), 1.2)


def aid(name: str) -> bool:
    """Whether the table aid `name` is switched on."""
    return setting(keys.aid(name), "0") == "1"


def save_choice(key: str) -> None:
    """Keep the choice of widget `key` as the learner's setting of the same name."""
    save_setting(key, str(st.session_state[key]))


def _save_switch(key: str) -> None:
    save_setting(key, "1" if st.session_state[key] else "0")


def settings_panel(ctx: PageContext) -> None:
    """The "Tisch" popover: pace, hints, sound and the table aids."""
    with st.popover(ctx.t("play.table"), icon=":material/tune:"):
        paces = {key: ctx.t(f"play.pace_{'now' if key == '0' else key}") for key in PACES}
        _choice(ctx.t("play.pace"), paces, keys.PACE, "normal", horizontal=False)
        hints = {key: ctx.t(f"play.hints_{key}") for key in HINT_MODES}
        _choice(ctx.t("play.hints"), hints, keys.HINTS, "demand")
        sounds = {key: ctx.t(f"play.sound_{key}") for key in SOUNDS}
        _choice(ctx.t("play.sound"), sounds, keys.SOUND, "off", help=ctx.t("play.sound_help"))
        for name in AIDS:
            key = keys.aid(name)
            st.session_state[key] = aid(name)
            st.toggle(ctx.t(f"play.aid_{name}"), key=key, on_change=_save_switch, args=(key,))


def _choice(
    label: str,
    names: dict[str, str],
    key: str,
    default: str,
    *,
    horizontal: bool = True,
    help: str | None = None,
) -> None:
    """A radio bound to the learner's setting `key` (shown as saved, saved when changed)."""
    st.session_state[key] = setting(key, default)
    st.radio(
        label,
        list(names),
        format_func=names.get,
        key=key,
        horizontal=horizontal,
        on_change=save_choice,
        args=(key,),
        help=help,
    )
