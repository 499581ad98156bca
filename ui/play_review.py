"""The end of a game on the Spielen page: the result, the review, the sandbox banner."""

from __future__ import annotations

import streamlit as st

from coach.advice import result_words
from coach.play import OUTSIDE_DEAL, Strength, Table, game_judgements
from coach.rules import GameResult
from ui import play_keys as keys
from ui.club_table import learner_did_well
from ui.patrol_table import patrol_note
from ui.play_actions import (
    leave,
    replay_from,
    to_next_game,
)
from ui.play_state import next_rule_sets, rules_label
from ui.play_words import player_name
from ui.review_view import review_section
from ui.session import PageContext
from words import render_all


def result(ctx: PageContext, table: Table) -> None:
    """The result, saying whose win it is from the learner's seat; then what comes next."""
    text = " ".join(render_all(result_words(table.state), ctx.lang))
    st.subheader(ctx.t("play.result"))
    outcome = table.result
    if outcome is None or outcome.passed:
        st.info(text)
    elif outcome.declarer is None:  # a Ramsch: no declarer, each seat's own minus
        if learner_did_well(outcome, table.learner_seat):
            st.success(text, icon=":material/celebration:")
        else:
            st.error(text)
    elif learner_did_well(outcome, table.learner_seat):
        st.success(f"**{_whose(ctx, table, outcome)}** {text}", icon=":material/celebration:")
    else:
        st.error(f"**{_whose(ctx, table, outcome)}** {text}")
    if outcome is not None:
        patrol_note(ctx, outcome)
    if table.is_sandbox:
        left, right = st.columns(2)
        left.button(
            ctx.t("play.sandbox_again"),
            key=keys.SANDBOX_AGAIN,
            icon=":material/replay:",
            on_click=replay_from,
            args=(table.sandbox_from,),
        )
        right.button(
            ctx.t("play.sandbox_leave"), key=keys.SANDBOX_DONE, type="primary", on_click=leave
        )
    elif table.bierlachs_payer is not None:
        st.success(ctx.t("sheet.bierlachs_over"), icon=":material/sports_bar:")
    elif table.series_over:
        st.success(ctx.t("sheet.series_over", games=table.games), icon=":material/flag:")
    else:
        _next_opponents(ctx, table)
        _next_rules(ctx, table)
        st.button(
            ctx.t("play.next_game"), key=keys.NEXT_GAME, type="primary", on_click=to_next_game
        )


def _whose(ctx: PageContext, table: Table, outcome: GameResult) -> str:
    """Whose win it is, from the learner's seat: "Du hast …" for the declarer, the declarer by
    name for a defender (never "ihr" to a declarer, never a bare score to a defender)."""
    assert outcome.declarer is not None
    if outcome.declarer == table.learner_seat:
        return ctx.t("play.whose_you_won" if outcome.won else "play.whose_you_lost")
    code = "play.whose_declarer_won" if outcome.won else "play.whose_defenders_won"
    return ctx.t(code, name=player_name(ctx, table, outcome.declarer))


def _next_opponents(ctx: PageContext, table: Table) -> None:
    """The opponents' strength for the next game of the table (this game's, unless changed)."""
    strengths = [strength.value for strength in Strength]
    now = table.players[1].strength or Strength.CLUB
    st.radio(
        ctx.t("play.next_strength"),
        strengths,
        index=strengths.index(now.value),
        format_func={value: ctx.t(f"play.strength_{value}") for value in strengths}.get,
        horizontal=True,
        key=keys.NEXT_STRENGTH,
    )


def _next_rules(ctx: PageContext, table: Table) -> None:
    """The rule set of the next game of the table (this game's, unless changed); the game just
    played keeps its own."""
    names = {name: rules_label(ctx, name) for name in next_rule_sets(table)}
    st.radio(
        ctx.t("play.next_rules"),
        list(names),
        index=list(names).index(table.rules.name),
        format_func=names.__getitem__,
        key=keys.NEXT_RULES,
        help=ctx.t("play.next_rules_help"),
    )


def review(ctx: PageContext, table: Table) -> None:
    """The review of the finished game, below the table; a switch folds it away."""
    if st.toggle(ctx.t("play.review"), value=True, key=keys.REVIEW):
        _review_section(ctx, table)


def _review_section(ctx: PageContext, table: Table) -> None:
    """The review of the finished game from the learner's seat (`ui.review_view`)."""
    turns = table.turns
    strengths = [table.player_at(seat).strength or Strength.CLUB for seat in range(3)]
    review_section(
        ctx,
        table.state,
        table.learner_seat,
        (player_name(ctx, table, 0), player_name(ctx, table, 1), player_name(ctx, table, 2)),
        key=keys.POST,
        deal_number=table.deal_number,
        kind=table.kind,
        judgements=dict(game_judgements(table, table.game_index)),
        actors=tuple(turn.seat for turn in turns),
        players=(strengths[0], strengths[1], strengths[2]),
        on_replay=replay_from,
    )


def sandbox_banner(ctx: PageContext, table: Table) -> None:
    """The sandbox says so on every run: it never counts, and leaving returns to the table."""
    if not table.is_sandbox:
        return
    with st.container(border=True, key=keys.SANDBOX):
        st.markdown(
            f":material/science: **{ctx.t('play.sandbox')}** – "
            + ctx.t(
                "play.sandbox_note_outside"
                if table.deal_number == OUTSIDE_DEAL
                else "play.sandbox_note"
            )
        )
        st.button(ctx.t("play.sandbox_leave"), key=keys.SANDBOX_LEAVE, on_click=leave)
