"""Writes that may fail: a database that cannot write (read-only file, full disk, server out of
reach) is reported as "nicht gespeichert" with its reason above the page, and whatever the
learner typed stays in its field to try again. Nothing is lost silently, nothing crashes."""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import ParamSpec

import streamlit as st
from streamlit.delta_generator import DeltaGenerator

from ui.store import StorageError
from words import Lang, t

FAILED = "write_failed"  # the reason code of the last refused write, until it is shown
P = ParamSpec("P")


def note_failure(failure: StorageError) -> None:
    st.session_state[FAILED] = failure.reason


def guarded(callback: Callable[P, None]) -> Callable[P, None]:
    """A widget callback whose refused write is reported, not raised: the rest of the callback
    (clearing the field, "gespeichert") is skipped, so the input stays."""

    @functools.wraps(callback)
    def run(*args: P.args, **kwargs: P.kwargs) -> None:
        try:
            callback(*args, **kwargs)
        except StorageError as failure:
            note_failure(failure)

    return run


def not_saved(reason: str, lang: Lang) -> str:
    return t("storage.not_saved", lang, reason=t(f"storage.{reason}", lang))


def show_failure(slot: DeltaGenerator, lang: Lang) -> None:
    """The last refused write, once, in `slot` (above the page)."""
    reason = st.session_state.pop(FAILED, None)
    if reason is not None:
        slot.error(not_saved(str(reason), lang), icon=":material/save:")
