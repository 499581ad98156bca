"""Save a game of the Spielen table to the Notizbuch: the current one (finished or not) or a
finished game of the series, as an ISS record with its rule set and the learner's note."""

from __future__ import annotations

from datetime import datetime

import streamlit as st

from coach.play import Table, game_judgements, judgements_text
from coach.records import write_game
from coach.rules import seat_players
from ui.play_state import current
from ui.session import PageContext, context
from ui.store import StoreError

SAVED = "play_notebook_saved"  # the title of the game just saved, or the store's refusal


def names_at(table: Table, game: int) -> tuple[str, str, str]:
    """The players by seat (forehand, middlehand, rearhand) in game `game` (0-based)."""
    seats = seat_players(game, len(table.players))
    first, second, third = (table.players[player].name for player in seats)
    return (first, second, third)


def record_of(table: Table, game: int, note: str) -> str:
    """Game `game` of the series (the current one: `table.game_index`) as an ISS record, with the
    judgements of the learner's decisions (the Notizbuch review reads the same ones)."""
    current = game == table.game_index
    state = table.state if current else table.past[game].state
    number = table.deal_number if current else table.past[game].deal_number
    actors = [turn.seat for turn in table.turns] if current else None
    record_id = f"{number}-{game + 1}"
    judged = game_judgements(table, game)
    return write_game(
        state,
        record_id=record_id,
        names=names_at(table, game),
        note=note,
        actors=actors,
        judgements=judgements_text(judged) if judged else "",
    )


def _save() -> None:
    ctx = context()
    table = current(ctx).table
    if table is None:
        return
    game = int(st.session_state.get("play_save_game", table.game_index))
    note = str(st.session_state.get("play_save_note", ""))
    number = table.deal_number if game == table.game_index else table.past[game].deal_number
    when = datetime.now().strftime("%d.%m.%Y %H:%M")
    title = ctx.t("games.saved_title", game=game + 1, deal=number, when=when)
    try:
        ctx.store.save_game(ctx.learner.id, title, record_of(table, game, note), note=note)
    except StoreError as error:
        st.session_state[SAVED] = ("error", str(error))
        return
    st.session_state[SAVED] = ("ok", title)
    st.session_state["play_save_note"] = ""


def save_to_notebook(ctx: PageContext, table: Table) -> None:
    """A popover on the table: which game, a note, and "save"."""
    with st.popover(ctx.t("games.save"), icon=":material/bookmark_add:"):
        games = list(range(table.game_index + 1))
        st.selectbox(
            ctx.t("games.save_which"),
            games,
            index=len(games) - 1,
            format_func={
                game: ctx.t("games.save_game", game=game + 1) for game in games
            }.__getitem__,
            key="play_save_game",
        )
        st.text_area(ctx.t("notebook.note"), key="play_save_note", max_chars=4000)
        st.button(
            ctx.t("games.save_button"),
            key="play_save",
            type="primary",
            on_click=_save,
        )
    saved = st.session_state.pop(SAVED, None)
    if saved is not None:
        kind, text = saved
        if kind == "ok":
            st.success(ctx.t("games.saved", title=text), icon=":material/bookmark_added:")
        else:
            st.error(text)
