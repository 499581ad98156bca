"""Advice on the Reizwert page: how high to bid with ten cards, what to discard with twelve.

The coach (`coach.heuristic`) answers at once with its choice and reasons. The check deals the
unseen cards many times consistently with what the seat knows, plays the options out with all
cards open (`coach.search.analyse`) and tabulates them: for bidding each bid level with the best
kind of game there, for the discard the games and discards played out; how often each is won
and its expected tournament-list points. A check is kept per position, so the table survives
the page's reruns.
"""

from __future__ import annotations

import random
from collections.abc import Hashable

import pandas as pd
import streamlit as st

from coach.cards import Card, CardSet
from coach.game import FOREHAND, MIDDLEHAND, REARHAND, Pass, Seat
from coach.heuristic import decide
from coach.search import analyse
from coach.search.advice import Analysis, decision_of
from coach.values import bid_values
from coach.view import PlayerView, auction_view, declaring_view
from ui.advice_table import declaration_row, level_rows
from ui.session import Context
from words import render_all

WORLDS = 100  # deals the check plays out
RESULTS = "advice_checks"  # session key: {position: Analysis}


def bid_advice(ctx: Context, hand: tuple[Card, ...]) -> None:
    """The section "Wie hoch reizen?" for a ten-card hand."""
    st.subheader(ctx.t("advice.title"))
    seat = _seat(ctx)
    view = auction_view(CardSet.of(hand), seat, random.Random(0))
    checked = _coach_and_check(ctx, view, ("bid", hand, seat))
    if checked is not None:
        rows = level_rows(checked.levels, ctx.lang)
        st.table(pd.DataFrame(rows).set_index(ctx.t("advice.col_bid")))
        passing = decision_of(checked).option_for(Pass())
        if passing is not None:  # "bidding pays up to …"
            st.markdown(" ".join(render_all(passing.reasons, ctx.lang)))
        st.caption(ctx.t("advice.open_cards"))


def discard_advice(ctx: Context, cards: tuple[Card, ...]) -> None:
    """The section "Was drücken, was spielen?" for the twelve cards after picking up."""
    st.subheader(ctx.t("advice.discard_title"))
    seat = _seat(ctx)
    bids = bid_values()
    bid: int = st.selectbox(ctx.t("advice.bid"), bids, key="advice_bid")
    view = declaring_view(CardSet.of(cards), seat, bid, random.Random(0))
    checked = _coach_and_check(ctx, view, ("discard", cards, seat, bid))
    if checked is not None:
        played = [option for option in checked.options if not option.estimated]
        rows = [declaration_row(option, ctx.lang) for option in played]
        st.table(pd.DataFrame(rows, index=range(1, len(rows) + 1)))
        st.markdown(ctx.t("advice.rated", rated=len(checked.options), played=len(played)))
        st.caption(ctx.t("advice.open_cards"))


def _seat(ctx: Context) -> Seat:
    seats = {seat: ctx.t(f"advice.seat_{seat}") for seat in (FOREHAND, MIDDLEHAND, REARHAND)}
    seat: Seat = st.radio(
        ctx.t("advice.seat"),
        list(seats),
        index=MIDDLEHAND,
        format_func=seats.__getitem__,
        horizontal=True,
        key="advice_seat",
    )
    return seat


def _coach_and_check(ctx: Context, view: PlayerView, position: Hashable) -> Analysis | None:
    """The coach's answer, the check button with its progress bar, and the check if made."""
    decision = decide(view)
    st.markdown(ctx.t("advice.coach"))
    st.markdown("\n".join(f"- {text}" for text in render_all(decision.reasons, ctx.lang)))
    results: dict[Hashable, Analysis] = st.session_state.setdefault(RESULTS, {})
    check = ctx.t("advice.check", worlds=WORLDS)
    if st.button(check, key="advice_check", icon=":material/casino:"):
        bar = st.progress(0.0, text=ctx.t("advice.checking"))

        def progress(done: int, total: int) -> None:
            bar.progress(done / total, text=ctx.t("advice.checking_n", done=done, total=total))

        results[position] = analyse(view, WORLDS, seed=0, progress=progress)
        bar.empty()
    checked = results.get(position)
    if checked is not None:
        st.markdown(ctx.t("advice.checked", worlds=WORLDS, solves=checked.solves))
    return checked
