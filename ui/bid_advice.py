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
from coach.contract import Contract
from coach.game import FOREHAND, MIDDLEHAND, REARHAND, Declare, Pass, Seat
from coach.heuristic import decide
from coach.heuristic.prospects import contract_label
from coach.notation import format_cards
from coach.search import analyse
from coach.search.advice import Analysis, BidLevel, OptionStats, decision_of, level_runs
from coach.values import bid_values
from coach.view import PlayerView, auction_view, declaring_view
from ui.session import Context
from words import Lang, card_style, game_name, render_all

WORLDS = 100  # deals the check plays out
RESULTS = "advice_checks"  # session key: {position: Analysis}


def bid_advice(ctx: Context, hand: tuple[Card, ...]) -> None:
    """The section "Wie hoch reizen?" for a ten-card hand."""
    st.subheader(ctx.t("advice.title"))
    seat = _seat(ctx)
    view = auction_view(CardSet.of(hand), seat, random.Random(0))
    checked = _coach_and_check(ctx, view, ("bid", hand, seat))
    if checked is not None:
        rows = [_level_row(ctx, run) for run in level_runs(checked.levels)]
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
        rows = [_declaration_row(ctx, option) for option in played]
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


def _game(contract: Contract | None, lang: Lang, pickup: str) -> str:
    if contract is None:
        return pickup
    return game_name(contract.game, lang) + contract_label(contract)


def _level_row(ctx: Context, levels: list[BidLevel]) -> dict[str, str]:
    first, last = levels[0], levels[-1]
    bids = str(first.bid) if first is last else f"{first.bid}–{last.bid}"
    return {
        ctx.t("advice.col_bid"): bids,
        ctx.t("advice.col_game"): _game(first.contract, ctx.lang, ctx.t("advice.pickup")),
        ctx.t("advice.col_won"): f"{100 * first.win_rate:.0f} %",
        ctx.t("advice.col_points"): f"{first.expected:+.1f}",
    }


def _declaration_row(ctx: Context, option: OptionStats) -> dict[str, str]:
    declare = option.action
    assert isinstance(declare, Declare) and declare.discard is not None
    style = card_style(ctx.lang)
    return {
        ctx.t("advice.col_declared"): _game(declare.contract, ctx.lang, ""),
        ctx.t("advice.col_discard"): format_cards(declare.discard, style),
        ctx.t("advice.col_won"): f"{100 * option.win_rate:.0f} %",
        ctx.t("advice.col_points"): f"{option.mean:+.1f}",
    }
