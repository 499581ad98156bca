"""Spielen: whole games against two engine opponents, with the coach at the learner's shoulder.

The page draws the `ui.play_state.PlayState` (one session key, saved with every move) and wires
clicks to `coach.table`: the table itself is `ui.play_table`, the coach's column and the aids
`ui.play_aids`, the end of a game `ui.play_review`, a new table `ui.play_setup`; the buttons'
callbacks are `ui.play_actions`. Engine moves appear one at a time at the learner's pace (a small
fragment ticks them) or on "Weiter"; verdicts and search-checked hints are background jobs.
Every key of the page is in `ui.play_keys`; the learner's table settings live in their settings.
"""

from __future__ import annotations

from dataclasses import replace

import streamlit as st

from coach.table import Waiting, run_engines, show_hint
from ui import play_keys as keys
from ui.notebook_save import save_to_notebook
from ui.play_actions import abandon, collect, missing_verdicts
from ui.play_aids import aids, auction, coach_column, log
from ui.play_review import result, sandbox_banner
from ui.play_settings import pace, setting, settings_panel
from ui.play_setup import setup
from ui.play_state import PlayState, current, put
from ui.play_table import decision, learner_hand, opponents, ticker, trick
from ui.play_words import player_name, seat_label
from ui.played_games import keep_verdicts
from ui.session import Context, context
from ui.sheet_view import score_sheet
from words import contract_name


def _table(ctx: Context, state: PlayState) -> None:
    state = collect(ctx, missing_verdicts(state))
    table = state.table
    assert table is not None
    if table.waiting is Waiting.ENGINE and pace() == 0:
        state = put(ctx, replace(state, table=run_engines(table)), table_changed=True)
        table = state.table
        assert table is not None
    if (
        table.waiting is Waiting.LEARNER
        and setting(keys.HINTS, "demand") == "always"
        and table.pending_hint is None
    ):
        from coach.coaching import hint

        state = put(ctx, replace(state, table=show_hint(table, hint(table))), table_changed=True)
        table = state.table
        assert table is not None
    sandbox_banner(ctx, table)
    strength = table.players[1].strength
    st.caption(
        ctx.t(
            "play.game_info",
            game=table.game_index + 1,
            deal=table.deal_number,
            strength=ctx.t(f"play.strength_{strength.value if strength else 'club'}"),
        )
    )
    if table.past:
        totals = table.sheet.totals()
        names = [ctx.t("play.you") if p.is_learner else p.name for p in table.players]
        scores = " · ".join(f"{name} {total}" for name, total in zip(names, totals, strict=True))
        st.caption(f"{ctx.t('play.sheet')}: {scores}")
    if table.waiting is Waiting.OVER and not table.is_sandbox:
        keep_verdicts(ctx, table)
    if table.past or table.waiting is Waiting.OVER:
        score_sheet(ctx, table)
    main, side = st.columns([5, 3], gap="large")
    with main:
        opponents(ctx, table)
        if table.state.contract is not None and table.state.declarer is not None:
            game = contract_name(table.state.contract, ctx.lang)
            st.markdown(
                ctx.t(
                    "play.declarer", name=player_name(ctx, table, table.state.declarer), game=game
                )
            )
        trick(ctx, table)
        if table.waiting is Waiting.OVER:
            result(ctx, table)
        decision(ctx, state)
        st.markdown(f"**{seat_label(ctx, table, table.learner_seat)}**")
        learner_hand(ctx, state)
    with side:
        save_to_notebook(ctx, table)
        coach_column(ctx, state)
        aids(ctx, table)
        auction(ctx, table)
        log(ctx, table)
    ticker(table)


ctx = context()
state = current(ctx)
head, tools = st.columns([4, 1], vertical_alignment="bottom")
head.title(ctx.t("play.title"))
with tools:
    settings_panel(ctx)
if state.problem:
    st.error(ctx.t("play.problem", problem=state.problem))
if state.table is None:
    setup(ctx)
else:
    if not state.table.is_sandbox:  # in a sandbox, the banner leads back to the table
        st.button(
            ctx.t("play.abandon"),
            key=keys.ABANDON,
            icon=":material/restart_alt:",
            on_click=abandon,
        )
    _table(ctx, state)
