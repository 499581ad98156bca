"""How high to bid: the coach's limit for a hand, checked on request by the search engine.

The coach (`coach.heuristic`) answers at once with its limit and reasons. The check deals the
unseen cards many times consistently with the seat's knowledge, plays every game out with all
cards open (`coach.search.analyse`) and tabulates each bid level: the best kind of game there,
how often it is won and the expected tournament-list points. Its result is kept per hand and
seat, so the table survives the page's reruns.
"""

from __future__ import annotations

import random

import pandas as pd
import streamlit as st

from coach.cards import Card, CardSet
from coach.explain import GAME_NAMES, render_all
from coach.game import FOREHAND, MIDDLEHAND, REARHAND, Pass, Seat
from coach.heuristic import decide
from coach.heuristic.prospects import contract_label
from coach.search import analyse
from coach.search.advice import Analysis, BidLevel, decision_of, level_runs
from coach.view import auction_view
from ui.session import Context

WORLDS = 100  # deals the check plays out
RESULTS = "bid_check_results"  # session key: {(hand, seat): Analysis}


def bid_advice(ctx: Context, hand: tuple[Card, ...]) -> None:
    """The section "Wie hoch reizen?" for a ten-card hand."""
    st.subheader(ctx.t("advice.title"))
    seats = {seat: ctx.t(f"advice.seat_{seat}") for seat in (FOREHAND, MIDDLEHAND, REARHAND)}
    seat: Seat = st.radio(
        ctx.t("advice.seat"),
        list(seats),
        index=MIDDLEHAND,
        format_func=seats.__getitem__,
        horizontal=True,
        key="advice_seat",
    )
    view = auction_view(CardSet.of(hand), seat, random.Random(0))
    decision = decide(view)
    st.markdown(ctx.t("advice.coach"))
    st.markdown("\n".join(f"- {text}" for text in render_all(decision.reasons, ctx.lang)))

    results: dict[tuple[tuple[Card, ...], Seat], Analysis] = st.session_state.setdefault(
        RESULTS, {}
    )
    check = ctx.t("advice.check", worlds=WORLDS)
    if st.button(check, key="advice_check", icon=":material/casino:"):
        bar = st.progress(0.0, text=ctx.t("advice.checking"))

        def progress(done: int, total: int) -> None:
            bar.progress(done / total, text=ctx.t("advice.checking_n", done=done, total=total))

        results[(hand, seat)] = analyse(view, WORLDS, seed=0, progress=progress)
        bar.empty()
    checked = results.get((hand, seat))
    if checked is not None:
        _show_check(ctx, checked)


def _show_check(ctx: Context, analysis: Analysis) -> None:
    st.markdown(ctx.t("advice.checked", worlds=WORLDS, solves=analysis.solves))
    rows = [_row(ctx, run) for run in level_runs(analysis.levels)]
    st.table(pd.DataFrame(rows).set_index(ctx.t("advice.col_bid")))
    passing = decision_of(analysis).option_for(Pass())
    if passing is not None:  # "bidding pays up to …"
        st.markdown(" ".join(render_all(passing.reasons, ctx.lang)))
    st.caption(ctx.t("advice.open_cards"))


def _row(ctx: Context, levels: list[BidLevel]) -> dict[str, str]:
    first, last = levels[0], levels[-1]
    if first.contract is None:
        game = ctx.t("advice.pickup")
    else:
        game = GAME_NAMES[ctx.lang][first.contract.game] + contract_label(first.contract)
    bids = str(first.bid) if first is last else f"{first.bid}–{last.bid}"
    return {
        ctx.t("advice.col_bid"): bids,
        ctx.t("advice.col_game"): game,
        ctx.t("advice.col_won"): f"{100 * first.win_rate:.0f} %",
        ctx.t("advice.col_points"): f"{first.expected:+.1f}",
    }
