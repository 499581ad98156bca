"""From any position shown (a decision in a review, a saved or imported game, a puzzle, a problem,
a practice question, the deal editor): play it on in the Spielen sandbox, or open it in the deal
editor of Aufgaben.

`position_links(ctx, position, key)` draws both buttons; `on_replay` replaces the sandbox of the
position by the table's own (Spielen's review replays its game with the hints and verdicts it
had). The editor takes card play of a declarer's game only: its button shows for that. The
editor reads the position kept under `EDITOR_OPEN` when it is drawn next (`take_opened`).
"""

from __future__ import annotations

from collections.abc import Callable

import streamlit as st

from coach.records import Position
from coach.rules import Phase
from ui.play_state import current, enter_position
from ui.session import PageContext, context

EDITOR_OPEN = "editor_open"  # the position the deal editor opens on its next run
PLAY_PAGE = "ui/views/play.py"
PROBLEMS_PAGE = "ui/views/problems.py"


def position_links(
    ctx: PageContext,
    position: Position,
    key: str,
    *,
    on_replay: Callable[[], None] | None = None,
    editor: bool = True,
) -> None:
    """ "Von hier neu spielen" (the sandbox) and, in card play, "Im Editor öffnen"."""
    with st.container(horizontal=True, key=f"{key}_links"):
        if on_replay is not None:
            st.button(
                ctx.t("review.replay"),
                key=f"{key}_sandbox",
                icon=":material/replay:",
                on_click=on_replay,
                help=ctx.t("review.replay_help"),
            )
        elif st.button(
            ctx.t("review.replay"),
            key=f"{key}_sandbox",
            icon=":material/replay:",
            on_click=_to_sandbox,
            args=(position,),
            help=ctx.t("review.replay_help"),
        ):
            st.switch_page(PLAY_PAGE)
        state = position.state
        if (
            editor
            and state.phase is Phase.PLAY
            and state.declarer is not None  # a Ramsch has no declarer to set up
            and st.button(
                ctx.t("links.editor"),
                key=f"{key}_editor",
                icon=":material/edit_square:",
                on_click=_to_editor,
                args=(position,),
                help=ctx.t("links.editor_help"),
            )
        ):
            st.switch_page(PROBLEMS_PAGE)


def _to_sandbox(position: Position) -> None:
    ctx = context()
    enter_position(ctx, current(ctx), position)


def _to_editor(position: Position) -> None:
    st.session_state[EDITOR_OPEN] = position


def take_opened() -> Position | None:
    """The position a link asked the editor to open (once), if any."""
    opened = st.session_state.pop(EDITOR_OPEN, None)
    return opened if isinstance(opened, Position) else None
