"""The Spielen page's state: one typed value under one session key, mirrored in the store.

`PlayState` holds the `coach.play.table.Table` of the game in progress and what the page is doing
around it (cards being put away, background verdict and hint jobs). Every change of the table
is saved at once (`Store.save_open_table`), so a reload or a server restart resumes the game;
a sandbox (a replay from one decision, never scored) is saved beside the series' table;
a saved table that cannot be read is reported, kept, and replaced only when the learner starts
a new game. All transitions are plain functions here; the page script only draws and wires.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, replace

import streamlit as st

from coach.play import (
    MoveVerdict,
    Participant,
    ShownHint,
    Strength,
    Table,
    TableFormatError,
    Waiting,
    dumps,
    engine_step,
    loads_with_sandbox,
    position_sandbox,
    sandbox,
)
from coach.records import Position
from coach.rules import Card, Reason, RuleSet
from ui import play_keys as keys
from ui.jobs import Job, jobs
from ui.kept_series import keep_series
from ui.plain import plain
from ui.safe_write import note_failure
from ui.session import LEARNER_RULES, PageContext, rule_sets
from ui.store import StorageError

ENGINE_NAMES = ("Anna", "Bernd")


@dataclass(frozen=True, slots=True)
class PlayState:
    """Everything the Spielen page keeps between runs (picklable: plain frozen values)."""

    learner_id: int
    table: Table | None = None  # the table played on: the series' own, or a sandbox
    real: Table | None = None  # the series' table while a sandbox is played (else None)
    discard: tuple[Card, ...] = ()  # cards chosen to put away after the pick-up
    hand_game: bool = False  # the learner said "Hand": declare without the skat
    verdict_jobs: tuple[tuple[int, int, Job[MoveVerdict]], ...] = ()  # (game, ply, job)
    hint_job: tuple[int, int, Job[ShownHint]] | None = None  # (game, ply, job)
    last_step: float = 0.0  # when the table last changed (paces the engines)
    problem: Reason | None = None  # why the saved game could not be read
    closed: Table | None = None  # the table "Neu beginnen" put aside: to take back or save from


def current(ctx: PageContext) -> PlayState:
    """The session's play state for the current learner, read from the store on first use."""
    state = st.session_state.get(keys.STATE)
    if isinstance(state, PlayState) and state.learner_id == ctx.learner.id:
        return state
    state = _load(ctx)
    st.session_state[keys.STATE] = state
    return state


def _load(ctx: PageContext) -> PlayState:
    text = ctx.store.open_table(ctx.learner.id)
    if text is None:
        return PlayState(ctx.learner.id)
    try:
        table, trial = loads_with_sandbox(text)
    except TableFormatError as error:
        return PlayState(ctx.learner.id, problem=error.reason)
    if trial is None:
        return PlayState(ctx.learner.id, table)
    return PlayState(ctx.learner.id, trial, real=table)


def put(ctx: PageContext, state: PlayState, *, table_changed: bool = False) -> PlayState:
    """Keep `state` in the session; a changed table is saved to the store too."""
    if table_changed:
        state = replace(state, last_step=time.time())
        kept = None
        if state.real is not None and state.table is not None:
            kept = dumps(state.real, state.table)
        elif state.table is not None:
            kept = dumps(state.table)
        if kept is not None:
            try:
                ctx.store.save_open_table(ctx.learner.id, kept)
                keep_series(ctx, state.real or state.table)
            except StorageError as failure:  # the game goes on in the session meanwhile
                note_failure(failure)
    st.session_state[keys.STATE] = state
    return state


def with_opponents(table: Table, strength: Strength) -> Table:
    """The table with both engine opponents playing at `strength` from now on."""
    first, second, third = (
        player if player.is_learner else replace(player, strength=strength)
        for player in table.players
    )
    return replace(table, players=(first, second, third))


def players(ctx: PageContext, strength: Strength) -> tuple[Participant, Participant, Participant]:
    """The learner and two engine opponents of one strength, in seating order."""
    first, second = (Participant(name, strength) for name in ENGINE_NAMES)
    return (Participant(ctx.learner.name), first, second)


def rules_of(ctx: PageContext) -> RuleSet:
    """The learner's rule set (Einstellungen: the ISkO or the 1975 Skatordnung)."""
    return ctx.rules


def next_rule_sets(table: Table) -> dict[str, RuleSet]:
    """The rule sets the next game of `table` may be played by: the learner's (built-in and
    their own, as Einstellungen keeps them) and the table's own when it is no longer among them."""
    return {table.rules.name: table.rules, **rule_sets(st.session_state["settings"])}


def rules_label(ctx: PageContext, name: str, *, short: bool = False) -> str:
    """A rule set as the learner reads it: a built-in one in words (`short`: its short name, for
    the table's one line), an own one by its name."""
    if name not in LEARNER_RULES:
        return plain(name)
    return ctx.t(f"play.rules_short_{name}" if short else f"settings.rules_{name}")


def due_engine_step(state: PlayState, pace: float | None) -> bool:
    """Whether an engine should move now: its turn, and the pace's pause since the last change."""
    table = state.table
    if table is None or table.waiting is not Waiting.ENGINE or pace is None:
        return False
    return time.time() - state.last_step >= pace


def step_engine(ctx: PageContext, state: PlayState) -> PlayState:
    """One engine action, saved."""
    assert state.table is not None
    return put(ctx, replace(state, table=engine_step(state.table)), table_changed=True)


def cancel_jobs(state: PlayState) -> PlayState:
    """Stop the background work of a game being left (a new game, a rewind)."""
    pool = jobs()
    for _game, _ply, job in state.verdict_jobs:
        pool.cancel(job)
    if state.hint_job is not None:
        pool.cancel(state.hint_job[2])
    return replace(state, verdict_jobs=(), hint_job=None)


def enter_sandbox(ctx: PageContext, state: PlayState, ply: int) -> PlayState:
    """Play the current game again from the learner's decision at `ply`, in a sandbox: the
    series' table is kept aside, untouched, and nothing played here reaches the score sheet."""
    table = state.table
    assert table is not None
    return _into_sandbox(ctx, state, sandbox(table, ply))


def enter_position(ctx: PageContext, state: PlayState, position: Position) -> PlayState:
    """Play `position` (a saved or imported game, a puzzle, the deal editor) on in a sandbox,
    the learner in the seat to move, against engines of the series' strength; the series'
    table, if any, is kept aside untouched."""
    series = _series(state)
    strength = (series.players[1].strength if series else None) or Strength.CLUB
    first, second = (Participant(name, strength) for name in ENGINE_NAMES)
    trial = position_sandbox(position, Participant(ctx.learner.name), (first, second))
    return _into_sandbox(ctx, state, trial)


def _series(state: PlayState) -> Table | None:
    """The series' table: the one played on, or the one kept aside while a sandbox is played."""
    table = state.table
    return state.real if table is None or table.is_sandbox else table


def _into_sandbox(ctx: PageContext, state: PlayState, trial: Table) -> PlayState:
    real = _series(state)
    state = cancel_jobs(state)
    return put(ctx, PlayState(state.learner_id, trial, real=real), table_changed=True)


def leave_sandbox(ctx: PageContext, state: PlayState) -> PlayState:
    """Back to the series' table as it was before the sandbox (none: to a new table)."""
    if state.table is None or not state.table.is_sandbox:
        return state
    state = cancel_jobs(state)
    if state.real is None:
        ctx.store.close_table(state.learner_id)
        return put(ctx, PlayState(state.learner_id))
    return put(ctx, PlayState(state.learner_id, state.real), table_changed=True)
