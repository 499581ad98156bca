"""Spielen: whole games against two engine opponents, with the coach at the learner's shoulder.

The page draws the `ui.play_state.PlayState` (one session key, saved with every move) and wires
clicks to `coach.play.table`: the table itself is `ui.play_table`, the coach's column and the aids
`ui.play_aids`, the end of a game `ui.play_review`, a new table `ui.play_setup`; the buttons'
callbacks are `ui.play_actions`. Engine moves appear one at a time at the learner's pace (a small
fragment ticks them) or on "Weiter"; verdicts and search-checked hints are background jobs.
Every key of the page is in `ui.play_keys`; the learner's table settings live in their settings.
"""

from __future__ import annotations

from dataclasses import replace

import streamlit as st

from coach.play import OUTSIDE_DEAL, Strength, Table, Waiting, run_engines, show_hint
from coach.rules import Phase
from ui import play_keys as keys
from ui.club_table import club_banner, club_buttons
from ui.notebook_save import save_to_notebook
from ui.plain import plain
from ui.play_actions import abandon, act_on, collect, missing_verdicts, take_back
from ui.play_aids import aids, auction, coach_line, coach_tools, log
from ui.play_keyboard import keyboard
from ui.play_review import result, review, sandbox_banner
from ui.play_settings import pace, setting, settings_panel
from ui.play_setup import setup
from ui.play_sound import table_sounds
from ui.play_state import PlayState, current, put, rules_label
from ui.play_table import decision, hand_notes, learner_hand, opponents, ticker, trick
from ui.play_words import player_name, seat_label
from ui.played_games import keep_verdicts
from ui.session import PageContext, context
from ui.sheet_view import score_sheet
from words import contract_name, render

# Less room above the table than Streamlit's default, so a phone shows the whole table at once.
PAGE_STYLE = """
[data-testid="stMainBlockContainer"] { padding-top: 3rem; }
[data-testid="stMainBlockContainer"] h1 { padding: 0; }
[class*="st-key-play_seat_"] { padding: .4rem .75rem; }
@media (max-width: 640px) {
  [data-testid="stMainBlockContainer"] { padding-top: 2.25rem; padding-left: .75rem;
    padding-right: .75rem; }
  [data-testid="stMainBlockContainer"] h1 { font-size: 1.75rem; }
}
"""


def _abandon(ctx: PageContext, table: Table) -> None:
    """ "Neu beginnen" asks first; the closed table can be taken back or saved from later."""
    with st.popover(ctx.t("play.abandon"), icon=":material/restart_alt:"):
        st.markdown(ctx.t("play.abandon_ask"))
        st.button(ctx.t("play.abandon_yes"), key=keys.ABANDON, type="primary", on_click=abandon)


def _closed(ctx: PageContext, state: PlayState) -> None:
    """The table "Neu beginnen" closed: take it back, or save its games, before a new one."""
    closed = state.closed
    if closed is None:
        return
    with st.container(border=True, key=keys.CLOSED):
        st.markdown(ctx.t("play.closed", games=closed.game_index + closed.state.is_over))
        with st.container(horizontal=True, gap="small"):
            st.button(
                ctx.t("play.take_back"),
                key=keys.TAKE_BACK,
                icon=":material/undo:",
                on_click=take_back,
            )
            save_to_notebook(ctx, closed)


def _game_line(ctx: PageContext, table: Table) -> None:
    """One small line: which game of the table, the deal, the opponents, the contract, the sheet."""
    strength = ctx.t(f"play.strength_{(table.players[1].strength or Strength.CLUB).value}")
    info = (
        ctx.t("play.game_info_outside", strength=strength)
        if table.deal_number == OUTSIDE_DEAL
        else ctx.t(
            "play.game_info", game=table.game_index + 1, deal=table.deal_number, strength=strength
        )
    )
    parts = [info, seat_label(ctx, table, table.learner_seat), _rules_words(ctx, table)]
    if table.state.contract is not None and table.state.declarer is not None:
        game = contract_name(table.state.contract, ctx.lang)
        declarer = player_name(ctx, table, table.state.declarer)
        parts.append(ctx.t("play.declarer", name=declarer, game=game))
    if table.past:
        totals = table.sheet.totals()
        names = [ctx.t("play.you") if p.is_learner else plain(p.name) for p in table.players]
        scores = " · ".join(f"{name} {total}" for name, total in zip(names, totals, strict=True))
        parts.append(f"{ctx.t('play.sheet')}: {scores}")
    st.caption(" · ".join(parts))


def _rules_words(ctx: PageContext, table: Table) -> str:
    """The game's rule set in the table's line; said as new when the last game had others."""
    rules = rules_label(ctx, table.rules.name, short=True)
    before = table.past[-1].state.rules if table.past else table.rules
    if before == table.rules:
        return ctx.t("play.game_rules", rules=rules)
    earlier = rules_label(ctx, before.name, short=True)
    return ctx.t("play.rules_changed", rules=rules, before=earlier)


def _table(ctx: PageContext, state: PlayState) -> None:
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
        from coach.advice import hint

        state = put(ctx, replace(state, table=show_hint(table, hint(table))), table_changed=True)
        table = state.table
        assert table is not None
    sandbox_banner(ctx, table)
    _game_line(ctx, table)
    if table.waiting is Waiting.OVER and not table.is_sandbox:
        keep_verdicts(ctx, table)
    opponents(ctx, table)
    club_banner(ctx, table)
    trick(ctx, table)
    if table.waiting is Waiting.OVER:
        result(ctx, table)
    with st.container(key=keys.TURN):
        decision(ctx, state)
        club_buttons(ctx, table, act_on)
    learner_hand(ctx, state)
    coach_line(ctx, state)
    hand_notes(ctx, state)
    coach_tools(ctx, state)
    if table.waiting is Waiting.LEARNER and table.state.phase is Phase.PLAY:
        keyboard(ctx)
    aids(ctx, table)
    auction(ctx, table)
    log(ctx, table)
    with st.container(horizontal=True, gap="small"):
        save_to_notebook(ctx, table)
        if not table.is_sandbox:  # a sandbox has its own way back
            _abandon(ctx, table)
    if table.past or table.waiting is Waiting.OVER:
        score_sheet(ctx, table)
    if table.waiting is Waiting.OVER:
        review(ctx, table)
    table_sounds(ctx, table, setting(keys.SOUND, "off"))
    ticker(table)


ctx = context()
state = current(ctx)
st.html(f"<style>{PAGE_STYLE}</style>")
with st.container(horizontal=True, vertical_alignment="center", gap="small"):
    st.title(ctx.t("play.title"), width="content")
    st.space("stretch")
    settings_panel(ctx)
if state.problem is not None:
    st.error(ctx.t("play.problem", problem=plain(render(state.problem, ctx.lang))))
if state.table is None:
    _closed(ctx, state)
    setup(ctx)
else:
    _table(ctx, state)
