"""Spielen under club rules: the buttons for Kontra, Re and Schenken (and the declarer's answer
to a gift), and a line saying what is on (Ramsch, Kontra, Re)."""

from __future__ import annotations

from collections.abc import Callable

import streamlit as st

from coach.play import Table
from coach.rules import Action, GameResult, Kontra, PlayOn, Re, Schenken, TakeGift
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
    """What the club rules put on this game: Ramsch, Kontra, Re."""
    state = table.state
    if state.ramsch:
        st.markdown(f"**{ctx.t('play.ramsch')}**")
    elif state.kontra:
        st.markdown(f"**{ctx.t('play.re_said' if state.kontra == 2 else 'play.kontra_said')}**")


def learner_did_well(outcome: GameResult, seat: int) -> bool:
    """Whether the game went the learner's way: a Ramsch without minus, else won as declarer or
    lost by the declarer the learner defended against."""
    if outcome.ramsch is not None:
        return outcome.ramsch.scores[seat] >= 0
    return (outcome.declarer == seat) == outcome.won
