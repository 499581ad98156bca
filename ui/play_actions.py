"""What the Spielen page's buttons do (widget callbacks) and how background results come in.

Every transition goes through `ui.play_state`; verdicts and search-checked hints are jobs.
"""

from __future__ import annotations

import random
from dataclasses import replace
from functools import partial

import streamlit as st

from coach.play import (
    DEAL_NUMBERS,
    SERIES_GAMES,
    MoveVerdict,
    ShownHint,
    Strength,
    Table,
    Waiting,
    act,
    learner_turns,
    next_game,
    run_engines,
    show_hint,
    start,
    with_rules,
    with_verdict,
)
from coach.rules import Action, Card, IllegalActionError, Play, ScoringList
from ui import play_keys as keys
from ui.jobs import JobLost, Progress, jobs
from ui.play_settings import pace, setting
from ui.play_state import (
    PlayState,
    cancel_jobs,
    current,
    enter_sandbox,
    leave_sandbox,
    next_rule_sets,
    players,
    put,
    rules_of,
    step_engine,
    with_opponents,
)
from ui.played_games import keep_verdicts
from ui.safe_write import guarded
from ui.session import PageContext, context, save_setting
from words import render


def _verdict_work(table: Table, ply: int, progress: Progress) -> MoveVerdict:
    from coach.advice import verdict

    return verdict(table, ply, progress=progress.report)


def _checked_hint_work(table: Table, progress: Progress) -> ShownHint:
    from coach.advice import checked_hint

    return checked_hint(table, progress=progress.report, seconds=None)  # asked for: no budget


def _with_engines(table: Table) -> Table:
    return run_engines(table) if pace() == 0 else table


def act_on(action: Action) -> None:
    """The learner's action; the verdict on it starts in the background."""
    ctx = context()
    state = current(ctx)
    assert state.table is not None
    try:
        table = act(state.table, action)
    except IllegalActionError as error:
        st.session_state[keys.REFUSED] = ctx.t(
            "play.refused", reason=render(error.reason, ctx.lang)
        )
        return
    st.session_state.pop(keys.REFUSED, None)
    ply = table.ply - 1
    job = jobs().submit(partial(_verdict_work, table, ply))
    pending = (*state.verdict_jobs, (table.game_index, ply, job))
    state = replace(state, table=_with_engines(table), discard=(), hand_game=False)
    put(ctx, replace(state, verdict_jobs=pending), table_changed=True)


def play_card(card: Card) -> None:
    act_on(Play(card))


def start_table() -> None:
    ctx = context()
    state = cancel_jobs(current(ctx))
    number = int(st.session_state.get(keys.DEAL) or 0)
    if not 0 < number < DEAL_NUMBERS:
        number = random.SystemRandom().randrange(1, DEAL_NUMBERS)
    # the radio's value, not the saved setting: its change may come in the same run as this click
    chosen = st.session_state.get(keys.STRENGTH) or setting(keys.STRENGTH, Strength.CLUB.value)
    save_setting(keys.STRENGTH, str(chosen))
    strength = Strength(chosen)
    kind = ScoringList(st.session_state.get(keys.LIST, ScoringList.TOURNAMENT.value))
    games = SERIES_GAMES if st.session_state.get(keys.SERIES) == "series" else None
    table = _with_engines(start(rules_of(ctx), players(ctx, strength), number, kind, games))
    put(ctx, PlayState(ctx.learner.id, table), table_changed=True)
    del state


@guarded
def abandon() -> None:
    """Close the table ("Neu beginnen"): it stays in the session, to be taken back or saved from."""
    ctx = context()
    state = cancel_jobs(current(ctx))
    ctx.store.close_table(ctx.learner.id)
    put(ctx, PlayState(ctx.learner.id, closed=state.real or state.table))


def take_back() -> None:
    """The table "Neu beginnen" closed, open again as it was."""
    ctx = context()
    closed = current(ctx).closed
    if closed is not None:
        put(ctx, PlayState(ctx.learner.id, closed), table_changed=True)


def to_next_game() -> None:
    ctx = context()
    state = cancel_jobs(current(ctx))
    assert state.table is not None
    keep_verdicts(ctx, state.table)
    table = next_game(state.table)
    rules = next_rule_sets(table).get(str(st.session_state.get(keys.NEXT_RULES)))
    if rules is not None and rules != table.rules:
        save_setting("rules", rules.name)
        table = with_rules(table, rules)
    chosen = st.session_state.get(keys.NEXT_STRENGTH)
    if chosen is not None:
        save_setting(keys.STRENGTH, str(chosen))
        table = with_opponents(table, Strength(chosen))
    table = _with_engines(table)
    put(ctx, replace(state, table=table, discard=(), hand_game=False), table_changed=True)


def step() -> None:
    ctx = context()
    state = current(ctx)
    if state.table is not None and state.table.waiting is Waiting.ENGINE:
        step_engine(ctx, state)


def toggle_discard(card: Card) -> None:
    ctx = context()
    state = current(ctx)
    chosen = list(state.discard)
    if card in chosen:
        chosen.remove(card)
    elif len(chosen) < 2:
        chosen.append(card)
    put(ctx, replace(state, discard=tuple(chosen)))


def choose_hand(hand: bool) -> None:
    ctx = context()
    put(ctx, replace(current(ctx), hand_game=hand))


def ask_hint() -> None:
    from coach.advice import hint

    ctx = context()
    state = current(ctx)
    if state.table is not None and state.table.waiting is Waiting.LEARNER:
        table = show_hint(state.table, hint(state.table))
        put(ctx, replace(state, table=table), table_changed=True)


def ask_checked_hint() -> None:
    ctx = context()
    state = current(ctx)
    table = state.table
    if table is None or table.waiting is not Waiting.LEARNER:
        return
    job = jobs().submit(partial(_checked_hint_work, table))
    put(ctx, replace(state, hint_job=(table.game_index, table.ply, job)))


def collect(ctx: PageContext, state: PlayState) -> PlayState:
    """Take in finished verdicts and checked hints; start verdicts a restart lost."""
    table = state.table
    assert table is not None
    pool = jobs()
    changed = False
    waiting = []
    for game, ply, job in state.verdict_jobs:
        outcome = pool.outcome(job)
        if outcome is None:
            waiting.append((game, ply, job))
            continue
        pool.forget(job)
        if outcome.error is None and outcome.value is not None and game == table.game_index:
            if ply < table.ply and table.turns[ply].by_learner:
                table = with_verdict(table, ply, outcome.value)
                changed = True
        elif isinstance(outcome.error, JobLost) and game == table.game_index:
            waiting.append((game, ply, pool.submit(partial(_verdict_work, table, ply))))
    hint_job = state.hint_job
    if hint_job is not None:
        checked = pool.outcome(hint_job[2])
        if checked is not None:
            pool.forget(hint_job[2])
            fresh = (hint_job[0], hint_job[1]) == (table.game_index, table.ply)
            if checked.error is None and checked.value is not None and fresh:
                table = show_hint(table, checked.value)
                changed = True
            hint_job = None
    state = replace(state, table=table, verdict_jobs=tuple(waiting), hint_job=hint_job)
    return put(ctx, state, table_changed=changed)


def missing_verdicts(state: PlayState) -> PlayState:
    """Verdicts a server restart lost: started again (a sandbox's from where it begins)."""
    table = state.table
    assert table is not None
    pending = {(game, ply) for game, ply, _job in state.verdict_jobs}
    begun = table.sandbox_from or 0
    started = [
        (table.game_index, ply, jobs().submit(partial(_verdict_work, table, ply)))
        for ply in learner_turns(table)
        if ply >= begun
        and table.turns[ply].verdict is None
        and (table.game_index, ply) not in pending
    ]
    return replace(state, verdict_jobs=(*state.verdict_jobs, *started)) if started else state


def replay_from(ply: int | None) -> None:
    """Open a sandbox at the learner's decision `ply` of the game just played."""
    ctx = context()
    state = current(ctx)
    if ply is not None and state.table is not None:
        enter_sandbox(ctx, state, ply)


def leave() -> None:
    ctx = context()
    leave_sandbox(ctx, current(ctx))
