"""Every legal card evaluated at the table, on request: an expander on Spielen that shows each
card the learner may play with its expected list points and chance to win, as the bridge
analysers' button does. The figures are the decision's one judgement (the checked hint's, when
it was asked for): the same worlds the hint and the verdict read. Judged only while open, once
per decision."""

from __future__ import annotations

from collections.abc import Iterable

import streamlit as st

from coach.advice import hint_at
from coach.play import Table
from coach.rules import Action, Phase
from coach.sampled import Judged
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
        options_table(ctx, [(o.action, o.points.mean, o.win_rate) for o in _judged(table)])
        st.caption(ctx.t("play.card_values_note"))


def _judged(table: Table) -> tuple[Judged, ...]:
    """The options of the learner's decision: the checked hint's judgement, else judged now
    (kept for the decision, so a rerun does not judge again)."""
    hint = table.pending_hint
    if hint is not None and hint.judgement is not None:
        return hint.judgement.options
    moment = (table.deal_number, table.game_index, table.ply)
    kept: tuple[object, tuple[Judged, ...]] | None = st.session_state.get(f"{KEY}_done")
    if kept is None or kept[0] != moment:
        judgement = hint_at(table.state, table.learner_seat).judgement
        kept = (moment, () if judgement is None else judgement.options)
        st.session_state[f"{KEY}_done"] = kept
    return kept[1]


def options_table(ctx: PageContext, options: Iterable[tuple[Action, float, float]]) -> None:
    """Options (action, expected list points, chance to win) as a Markdown table."""
    rows = [
        f"| {action_text(ctx, action)} | {points:.1f} | {100 * win_rate:.0f} % |"
        for action, points, win_rate in options
    ]
    head = (
        f"| {ctx.t('problems.col_card')} | {ctx.t('problems.col_expected')} | "
        f"{ctx.t('problems.col_win_rate')} |\n|---|--:|--:|"
    )
    st.markdown(head + "\n" + "\n".join(rows))
