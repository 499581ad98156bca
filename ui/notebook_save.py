"""Save a game of the Spielen table to the Notizbuch: the current one (finished or not) or a
finished game of the series, as an ISS record with its rule set and the learner's note."""

from __future__ import annotations

from datetime import UTC, datetime

import streamlit as st

from coach.play import OUTSIDE_DEAL, Table, game_judgements, judgements_text
from coach.records import write_game
from coach.rules import seat_players
from ui import play_keys as keys
from ui.plain import plain
from ui.play_state import current
from ui.session import PageContext, context
from ui.store import StoreError
from words import format_moment

SAVED = keys.SAVED


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


def saved_as(ctx: PageContext, table: Table, game: int) -> str | None:
    """The notebook's title of game `game` of the table if it is saved already (with any note)."""
    for saved in ctx.store.games(ctx.learner.id):
        if saved.record == record_of(table, game, saved.note):
            return saved.title
    return None


def _save() -> None:
    ctx = context()
    state = current(ctx)
    table = state.table or state.closed
    if table is None:
        return
    game = int(st.session_state.get(keys.SAVE_GAME, table.game_index))
    note = str(st.session_state.get(keys.SAVE_NOTE, ""))
    already = saved_as(ctx, table, game)
    if already is not None:
        st.session_state[SAVED] = ("already", already)
        return
    number = table.deal_number if game == table.game_index else table.past[game].deal_number
    when = format_moment(datetime.now(UTC), ctx.lang)
    title = (
        ctx.t("games.saved_title_outside", when=when)
        if number == OUTSIDE_DEAL  # cards from elsewhere: no deal number to name
        else ctx.t("games.saved_title", game=game + 1, deal=number, when=when)
    )
    try:
        ctx.store.save_game(ctx.learner.id, title, record_of(table, game, note), note=note)
    except StoreError as error:
        st.session_state[SAVED] = ("error", str(error))
        return
    st.session_state[SAVED] = ("ok", title)
    st.session_state[keys.SAVE_NOTE] = ""


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
            key=keys.SAVE_GAME,
            placeholder=ctx.t("widget.choose"),
        )
        already = saved_as(ctx, table, int(st.session_state.get(keys.SAVE_GAME, games[-1])))
        if already is not None:
            st.caption(ctx.t("games.already_saved", title=already))
        st.text_area(ctx.t("notebook.note"), key=keys.SAVE_NOTE, max_chars=4000)
        st.button(
            ctx.t("games.save_button"),
            key=keys.SAVE,
            type="primary",
            on_click=_save,
        )
    saved = st.session_state.pop(SAVED, None)
    if saved is not None:
        kind, text = saved
        if kind == "ok":
            st.success(ctx.t("games.saved", title=plain(text)), icon=":material/bookmark_added:")
        elif kind == "already":
            st.info(ctx.t("games.already_saved", title=plain(text)), icon=":material/bookmark:")
        else:
            st.error(plain(text))
