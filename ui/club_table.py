"""Spielen under club rules: the buttons for Kontra, Re and Schenken (and the declarer's answer
to a gift), the learner's turn with the skat in Schieberamsch, and a line saying what is on
(Ramsch, unseen pushes, Kontra, Re)."""

from __future__ import annotations

from collections.abc import Callable

import streamlit as st

from coach.play import Table
from coach.rules import (
    Action,
    Declare,
    GameResult,
    Kontra,
    PassOn,
    PickUp,
    PlayOn,
    Prompt,
    Push,
    Re,
    Schenken,
    TakeGift,
)
from ui import play_keys as keys
from ui.play_actions import act_on
from ui.play_state import PlayState
from ui.session import PageContext
from words import action_name

KEYS = {Kontra: "kontra", Re: "re", Schenken: "schenken", TakeGift: "take_gift", PlayOn: "play_on"}


def club_buttons(ctx: PageContext, table: Table, act: Callable[[Action], None]) -> None:
    """One button per announcement the learner may make now (none outside the club rules)."""
    if table.state.is_over:
        return
    view = table.learner_view
    for action in view.legal_actions():
        key = KEYS.get(type(action))
        if key is not None:
            st.button(
                action_name(action, ctx.lang),
                key=f"play_{key}",
                on_click=act,
                args=(action,),
            )


def club_banner(ctx: PageContext, table: Table) -> None:
    """What the club rules put on this game: Ramsch, Kontra, Re, a Revolution's exchange."""
    state = table.state
    if state.ramsch:
        st.markdown(f"**{ctx.t('play.ramsch')}**")
        if state.pushed_unseen:
            count = state.pushed_unseen
            st.caption(ctx.t("play.pushed_unseen", count=count, factor=2**count))
    elif state.kontra:
        st.markdown(f"**{ctx.t('play.re_said' if state.kontra == 2 else 'play.kontra_said')}**")
    if state.contract is not None and state.contract.revolution:
        st.markdown(f"**{ctx.t('play.revolution')}**")
        if state.exchanging:
            st.caption(ctx.t("play.exchanging"))


def learner_did_well(outcome: GameResult, seat: int) -> bool:
    """Whether the game went the learner's way: a Ramsch without minus, else won as declarer or
    lost by the declarer the learner defended against."""
    if outcome.ramsch is not None:
        return outcome.ramsch.scores[seat] >= 0
    return (outcome.declarer == seat) == outcome.won


def push_turn(ctx: PageContext, state: PlayState) -> None:
    """Schieberamsch, the learner's turn: take the skat up or push it on unseen; after taking it,
    pass the two cards chosen in the hand on."""
    table = state.table
    assert table is not None
    if table.learner_view.prompt is Prompt.TAKE_OR_PUSH:
        st.caption(ctx.t("play.push_prompt"))
        left, right = st.columns(2)
        left.button(
            ctx.t("play.pick_up"),
            key=keys.PICK_UP,
            type="primary",
            on_click=act_on,
            args=(PickUp(),),
        )
        right.button(action_name(Push(), ctx.lang), key=keys.PUSH, on_click=act_on, args=(Push(),))
        grand = [a for a in table.learner_view.legal_actions() if isinstance(a, Declare)]
        for action in grand:  # Grand Hand instead, where the table allows it
            st.button(
                action_name(action, ctx.lang), key=keys.PUSH_GRAND, on_click=act_on, args=(action,)
            )
        return
    chosen = state.discard
    st.button(
        ctx.t("play.pass_on"),
        key=keys.PASS_ON,
        type="primary",
        disabled=len(chosen) != 2,
        on_click=act_on,
        args=(PassOn((chosen[0], chosen[1])) if len(chosen) == 2 else PassOn(None),),
    )
