"""Spielen under Revolution: the declarer's button to declare it, and the defenders' exchange
(the learner sees the partner's cards and the skat, swaps two cards at a time, then is done)."""

from __future__ import annotations

import streamlit as st

from coach.play import Table
from coach.rules import REVOLUTION, Card, CardSet, Declare, ExchangeDone, Prompt, Swap
from ui import play_keys as keys
from ui.play_actions import act_on
from ui.play_state import PlayState
from ui.session import PageContext
from words import action_name, format_fact


def revolution_choice(ctx: PageContext, table: Table) -> None:
    """A button for the Revolution where the table allows it and the bid does."""
    action = Declare(REVOLUTION)
    if action in table.learner_view.legal_actions():
        st.caption(ctx.t("play.revolution_offer"))
        st.button(
            action_name(action, ctx.lang), key=keys.REVOLUTION, on_click=act_on, args=(action,)
        )


def exchange_turn(ctx: PageContext, state: PlayState) -> None:
    """The learner's turn in the defenders' exchange: the partner's cards and the skat, a swap
    of two chosen cards, and done."""
    table = state.table
    assert table is not None
    view = table.learner_view
    if view.prompt is not Prompt.EXCHANGE or view.exchange is None:
        return
    mine, partner, skat = view.exchange
    st.caption(ctx.t("play.exchange_prompt"))
    st.markdown(ctx.t("play.exchange_partner", cards=format_fact(partner, ctx.lang)))
    st.markdown(ctx.t("play.exchange_skat", cards=format_fact(skat, ctx.lang)))
    pool = sorted(mine | partner | skat, key=int)
    names = {card: _where(ctx, card, mine, partner) for card in pool}
    left, right = st.columns(2)
    for column, label, key in (
        (left, "play.swap_first", keys.SWAP_FIRST),
        (right, "play.swap_second", keys.SWAP_SECOND),
    ):
        column.selectbox(
            ctx.t(label),
            pool,
            format_func=names.__getitem__,
            key=key,
            placeholder=ctx.t("widget.choose"),
        )
    st.button(ctx.t("play.swap"), key=keys.SWAP, on_click=_swap_chosen)
    done = ExchangeDone()
    st.button(
        action_name(done, ctx.lang),
        key=keys.EXCHANGE_DONE,
        type="primary",
        on_click=act_on,
        args=(done,),
    )


def _swap_chosen() -> None:
    """Swap the two cards chosen when the button is pressed."""
    act_on(Swap(st.session_state.get(keys.SWAP_FIRST), st.session_state.get(keys.SWAP_SECOND)))


def _where(ctx: PageContext, card: Card, mine: CardSet, partner: CardSet) -> str:
    """A card of the pool with the place it lies in."""
    place = "mine" if card in mine else "partner" if card in partner else "skat"
    return f"{format_fact(card, ctx.lang)} ({ctx.t(f'play.exchange_place_{place}')})"
