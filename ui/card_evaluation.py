"""Every legal card evaluated at the table, on request: an expander on Spielen that plays each
card the learner may play out in worlds sampled from the learner's own view (expected list
points and chance to win), as the bridge analysers' button does. Searched only while open, once
per decision."""

from __future__ import annotations

import streamlit as st

from coach.play import Table
from coach.records import Position
from coach.rules import Phase
from coach.sampled import OptionStats, seat_view
from ui.action_words import action_text
from ui.session import PageContext

KEY = "play_card_values"


def card_evaluation(ctx: PageContext, table: Table) -> None:
    """The expander with the learner's legal cards evaluated (card play only)."""
    if table.state.phase is not Phase.PLAY or len(table.state.legal_cards()) < 2:
        return
    with st.expander(
        ctx.t("play.card_values"), key=KEY, on_change="rerun", icon=":material/analytics:"
    ) as box:
        if not box.open:
            return
        moment = (table.deal_number, table.ply, table.game_index)
        kept: tuple[object, tuple[OptionStats, ...]] | None = st.session_state.get(f"{KEY}_done")
        if kept is None or kept[0] != moment:
            kept = (moment, seat_view(Position.of_state(table.state), seed=table.deal_number))
            st.session_state[f"{KEY}_done"] = kept
        options_table(ctx, kept[1])
        st.caption(ctx.t("play.card_values_note"))


def options_table(ctx: PageContext, options: tuple[OptionStats, ...]) -> None:
    """Options with their expected list points and chance to win, as a Markdown table."""
    rows = [
        f"| {action_text(ctx, o.action)} | {o.mean:.1f} | {100 * o.win_rate:.0f} % |"
        for o in options
    ]
    head = (
        f"| {ctx.t('problems.col_card')} | {ctx.t('problems.col_expected')} | "
        f"{ctx.t('problems.col_win_rate')} |\n|---|--:|--:|"
    )
    st.markdown(head + "\n" + "\n".join(rows))
