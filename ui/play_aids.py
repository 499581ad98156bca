"""The coach's column of the Spielen page: hints, verdicts, table aids, the auction, the log."""

from __future__ import annotations

import streamlit as st

from coach.advice import insight, spoken_auction
from coach.heuristic import Grade
from coach.play import Table, Waiting, learner_turns
from coach.rules import Phase, sort_for_game
from ui import play_keys as keys
from ui.action_words import action_text, cards_text, grade_text
from ui.card_evaluation import card_evaluation
from ui.jobs import settle
from ui.play_actions import (
    ask_checked_hint,
    ask_hint,
)
from ui.play_settings import aid
from ui.play_state import (
    PlayState,
)
from ui.play_table import draw_cards
from ui.play_words import player_name, reasons_md, seat_label
from ui.session import PageContext
from words import render

GRADE_ICONS = {
    Grade.GOOD: ":material/check_circle:",
    Grade.QUESTIONABLE: ":material/help:",
    Grade.MISTAKE: ":material/error:",
}


def coach_line(ctx: PageContext, state: PlayState) -> None:
    """The coach's line beside the hand: the hint shown for this decision, with its reasons."""
    table = state.table
    assert table is not None
    hint = table.pending_hint
    if table.waiting is not Waiting.LEARNER or hint is None:
        return
    note = f" {ctx.t('play.hint_searched')}" if hint.checked else ""
    head = ctx.t("play.hint_says", action=action_text(ctx, hint.action))
    with st.container(key=keys.COACH_LINE):
        st.info(f"**{head}**{note}\n\n{reasons_md(ctx, hint.reasons)}", icon=":material/lightbulb:")


def coach_tools(ctx: PageContext, state: PlayState) -> None:
    """Hint and checked hint on request, and the verdicts on the learner's decisions."""
    table = state.table
    assert table is not None
    if table.waiting is Waiting.LEARNER:
        with st.container(horizontal=True, gap="small"):
            st.button(
                ctx.t("play.hint"), key=keys.HINT, icon=":material/lightbulb:", on_click=ask_hint
            )
            st.button(
                ctx.t("play.hint_checked"),
                key=keys.HINT_CHECKED,
                icon=":material/manage_search:",
                on_click=ask_checked_hint,
                disabled=state.hint_job is not None,
            )
        checking = state.hint_job
        if checking is not None and settle(checking[2], label=ctx.t("play.hint_checking")):
            st.rerun()  # it finished since `collect` looked: take it in
        hint = table.pending_hint
        if hint is not None and hint.quick:
            with st.expander(ctx.t("play.hint_quick"), icon=":material/rule:"):
                st.markdown(reasons_md(ctx, hint.quick))
        card_evaluation(ctx, table)
    _verdicts(ctx, state)


def _verdicts(ctx: PageContext, state: PlayState) -> None:
    table = state.table
    assert table is not None
    for ply in reversed(learner_turns(table)[-3:]):
        turn = table.turns[ply]
        verdict = turn.verdict
        action = action_text(ctx, turn.action)
        if verdict is None:
            st.caption(f":material/hourglass_top: {ctx.t('play.verdict_pending')} ({action})")
            continue
        grade = grade_text(ctx, verdict)
        with st.expander(
            ctx.t("play.verdict", action=action, grade=grade), icon=GRADE_ICONS[verdict.grade]
        ):
            text = reasons_md(ctx, verdict.reasons)
            if verdict.cost is not None and verdict.grade is not Grade.GOOD:
                text += "\n\n" + ctx.t(
                    "play.verdict_cost", cost=verdict.cost, best=action_text(ctx, verdict.best)
                )
            st.markdown(text)
    pending = [job for game, _ply, job in state.verdict_jobs if game == table.game_index]
    if pending and settle(pending[0]) is not None:
        st.rerun()  # it finished since `collect` looked: take it in


def aids(ctx: PageContext, table: Table) -> None:
    """The table aids the learner switched on, in an expander that folds away."""
    last_trick = aid("last_trick") and table.state.trick and table.state.tricks
    if not (last_trick or any(aid(name) for name in ("points", "trumps", "kiebitz"))):
        return
    with st.expander(ctx.t("play.table_aids"), icon=":material/visibility:", expanded=True):
        _aids(ctx, table)


def _points_text(ctx: PageContext, table: Table, points: tuple[int, int]) -> str:
    """The card points each side took; the skat counts for the declarer once the learner knows it
    (the learner put it away, or the game is over), so the sides add up to 120 at the end."""
    declarer, defenders = points
    state = table.state
    known = state.is_over or (state.declarer == table.learner_seat and state.picked_up)
    skat = state.skat.points if known else 0
    if not skat:
        return ctx.t("play.points", declarer=declarer, defenders=defenders)
    return ctx.t(
        "play.points_skat",
        declarer=declarer + skat,
        skat=skat,
        defenders=defenders,
    )


def _aids(ctx: PageContext, table: Table) -> None:
    view = table.learner_view
    wanted = [aid(name) for name in ("points", "trumps", "kiebitz")]
    if aid("last_trick") and table.state.trick and table.state.tricks:
        last = table.state.tricks[-1]
        st.caption(ctx.t("play.last_trick", name=player_name(ctx, table, last.winner)))
        draw_cards(ctx, list(last.cards), 40)
    if not any(wanted):
        return
    seen = insight(view)
    if aid("points") and seen.points is not None:
        st.caption(_points_text(ctx, table, seen.points))
    if aid("trumps") and view.contract is not None:
        cards = cards_text(ctx, tuple(sort_for_game(view.contract.game, seen.trumps_out)))
        st.caption(ctx.t("play.trumps_out", count=len(seen.trumps_out), cards=cards))
    if aid("kiebitz"):
        with st.container(border=True, key=keys.KIEBITZ):
            st.markdown(f"**{ctx.t('play.aid_kiebitz')}** – {ctx.t('play.kiebitz_intro')}")
            st.markdown(reasons_md(ctx, seen.reasons()))


def auction(ctx: PageContext, table: Table) -> None:
    lines = []
    for said in spoken_auction(table.state):
        words = " ".join(render(word, ctx.lang) for word in said.words)
        who = seat_label(ctx, table, said.seat) if said.seat is not None else ""
        lines.append(f"- **{who}**: {words}" if who else f"- {words}")
    if lines:
        expanded = table.state.phase in (Phase.BIDDING, Phase.SKAT, Phase.DECLARE)
        with st.expander(
            ctx.t("play.auction"), icon=":material/record_voice_over:", expanded=expanded
        ):
            st.markdown("\n".join(lines))


def log(ctx: PageContext, table: Table) -> None:
    """Every action of the game; an engine's with its reasons (its answer to "why?")."""
    lines = []
    for index, turn in enumerate(table.turns):
        who = player_name(ctx, table, turn.seat)
        line = f"{index + 1}. **{who}**: {action_text(ctx, turn.action)}"
        if turn.reasons and not turn.by_learner:
            why = " ".join(render(reason, ctx.lang) for reason in turn.reasons)
            line += f" — *{ctx.t('play.why')}* {why}"
        lines.append(line)
    with st.expander(ctx.t("play.log")):
        st.markdown("\n".join(lines))
