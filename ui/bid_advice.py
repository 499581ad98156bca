"""Advice on the Reizwert page: how high to bid with ten cards, what to discard with twelve.

How high to bid is the auction's one voice (`coach.advice.limit_judgement`): the limit the hint
names at the table for the same hand and seat, at once with its reasons (and a warning when the
skat can make it an overbid). The check deals the unseen cards many times consistently with what
the seat knows (with the decision's own seed), plays every bid level out with all cards open and
tabulates each level with the best kind of game there: how often it is won and its expected
tournament-list points. The verdict stays the coach's limit; the check says whether the levels
agree, and where they would go otherwise, why the limit stays. For the discard the coach answers
at once and the check plays the games and discards out. A check is kept per position, so the
table survives the page's reruns.
"""

from __future__ import annotations

import random
from collections.abc import Hashable

import pandas as pd
import streamlit as st
from streamlit.delta_generator import DeltaGenerator

from coach.advice import LimitJudgement, budget_of, hint_at, limit_judgement
from coach.heuristic import decide
from coach.rules import (
    FOREHAND,
    MIDDLEHAND,
    REARHAND,
    Action,
    Card,
    CardSet,
    Declare,
    GameState,
    Reason,
    Seat,
    ValueTable,
    auction_state,
    bid_values,
    declaring_state,
    format_card,
    view_of,
)
from coach.sampled import Judgement, Progress, rated_declarations
from ui.advice_table import declaration_row, level_rows
from ui.session import PageContext
from words import LANGS, Lang, card_style, contract_name, render_all, t

WORLDS = 100  # deals the check plays out
RESULTS = "advice_checks"  # session key: {position: Judgement}
LIMITS = "advice_limits"  # session key: {position: LimitJudgement}


Verdict = dict[Lang, str]  # the page's verdict in each language, kept with a notebook entry


def bid_advice(ctx: PageContext, hand: tuple[Card, ...], table: ValueTable) -> Verdict:
    """The section "Wie hoch reizen?" for a ten-card hand; returns its verdict."""
    st.subheader(ctx.t("advice.title"))
    seat = _seat(ctx)
    state = auction_state(CardSet.of(hand), seat, random.Random(0), ctx.rules)
    judgement = _limit_and_check(ctx, state, seat, ("bid", hand, seat))
    trap = _skat_trap(table, judgement)
    if trap is not None:
        st.warning(_trap_text(ctx.lang, trap), icon=":material/warning:")
    verdict = {lang: _quick_verdict(lang, judgement.limit, trap) for lang in LANGS}
    if judgement.levels:
        rows = level_rows(judgement.levels, ctx.lang)
        st.table(pd.DataFrame(rows).set_index(ctx.t("advice.col_bid")))
        st.caption(ctx.t("advice.list_points"))
        verdict = {lang: checked_verdict(lang, judgement) for lang in LANGS}
    st.info(verdict[ctx.lang], icon=":material/gavel:")
    if judgement.levels:
        st.caption(ctx.t("advice.open_cards"))
    return verdict


def discard_advice(ctx: PageContext, cards: tuple[Card, ...]) -> Verdict:
    """The section "Was drücken, was spielen?" for the twelve cards after picking up."""
    st.subheader(ctx.t("advice.discard_title"))
    seat = _seat(ctx)
    bids = bid_values(ctx.rules)
    bid: int = st.selectbox(
        ctx.t("advice.bid"), bids, key="advice_bid", placeholder=ctx.t("widget.choose")
    )
    state = declaring_state(CardSet.of(cards), seat, bid, random.Random(0), ctx.rules)
    view = view_of(state, seat)
    action, checked = _coach_and_check(ctx, state, seat, ("discard", cards, seat, bid))
    verdict = {lang: _declare_verdict(lang, action) for lang in LANGS}
    if verdict["de"]:
        st.info(verdict[ctx.lang], icon=":material/gavel:")
    if checked is not None:
        played = [option for option in checked.analysis().options if not option.estimated]
        rows = [declaration_row(option, ctx.lang) for option in played]
        st.table(pd.DataFrame(rows, index=range(1, len(rows) + 1)))
        st.caption(ctx.t("advice.list_points"))
        rated = len(rated_declarations(view))
        st.markdown(ctx.t("advice.rated", rated=rated, played=len(played)))
        st.caption(ctx.t("advice.open_cards"))
    return verdict


def _skat_trap(table: ValueTable, judgement: LimitJudgement) -> tuple[str, ...] | None:
    """The text key and facts when a card in the skat would make the coach's limit an overbid."""
    game, limit = judgement.game, judgement.limit
    traps = [e for e in table.skat_effects if e.game is game and e.value < limit]
    if game is None or not traps:
        return None
    worst = min(traps, key=lambda effect: effect.value)
    return ("advice.trap", str(limit), worst.card.name, str(worst.value))


def _trap_text(lang: Lang, trap: tuple[str, ...]) -> str:
    key, limit, card, value = trap
    return t(key, lang, limit=limit, card=_card(Card[card], lang), value=value)


def _card(card: Card, lang: Lang) -> str:
    return format_card(card, card_style(lang))


def _quick_verdict(lang: Lang, coach: int, trap: tuple[str, ...] | None) -> str:
    if not coach:
        return t("advice.verdict_quick_pass", lang)
    text = t("advice.verdict_quick", lang, limit=coach)
    return f"{text} {_trap_text(lang, trap)}" if trap else text


def checked_verdict(lang: Lang, judgement: LimitJudgement) -> str:
    """The one verdict, the limit the coach names (as at the table), and what the played-out
    levels say beside it: that they agree, or where they would go and why the limit stays."""
    limit = judgement.limit
    head = t("advice.verdict", lang, limit=limit) if limit else t("advice.verdict_pass", lang)
    paying = [level for level in judgement.levels if level.expected > 0]
    figures = paying[-1].bid if paying else 0
    open_ended = bool(paying) and paying[-1] is judgement.levels[-1]
    if figures == limit or (open_ended and limit >= figures):
        return f"{head} {t('advice.agree', lang)}"
    worlds = judgement.worlds
    if paying:
        said = t("advice.figures_other", lang, figures=figures, worlds=worlds)
    else:
        said = t("advice.figures_none", lang, worlds=worlds)
    return f"{head} {said} {t('advice.limit_kept', lang)}"


def _declare_verdict(lang: Lang, action: object) -> str:
    """The coach's game and the two cards it puts away, named."""
    if not isinstance(action, Declare) or action.discard is None:
        return ""
    cards = " ".join(_card(card, lang) for card in action.discard)
    return t("advice.verdict_declare", lang, game=contract_name(action.contract, lang), cards=cards)


def _seat(ctx: PageContext) -> Seat:
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


def _limit_and_check(
    ctx: PageContext, state: GameState, seat: Seat, position: Hashable
) -> LimitJudgement:
    """The limit the coach names with its reasons, the check button with its progress bar, and
    the judgement with the played-out levels once checked (kept per position)."""
    judgement = limit_judgement(state, seat, 0)
    _reasons(ctx, judgement.reasons)
    results: dict[Hashable, LimitJudgement] = st.session_state.setdefault(LIMITS, {})
    if _check_button(ctx):
        bar = st.progress(0.0, text=ctx.t("advice.checking"))
        results[position] = limit_judgement(state, seat, WORLDS, _progress(ctx, bar))
        bar.empty()
    checked = results.get(position)
    if checked is None:
        return judgement
    st.markdown(ctx.t("advice.checked", worlds=checked.worlds, solves=checked.solves))
    return checked


def _coach_and_check(
    ctx: PageContext, state: GameState, seat: Seat, position: Hashable
) -> tuple[Action, Judgement | None]:
    """The coach's answer at once, the check button with its progress bar, and once checked
    the decision's judgement (as the checked hint at the table judges it) and its best move."""
    decision = decide(view_of(state, seat))
    _reasons(ctx, decision.reasons)
    results: dict[Hashable, Judgement] = st.session_state.setdefault(RESULTS, {})
    if _check_button(ctx):
        bar = st.progress(0.0, text=ctx.t("advice.checking"))
        hint = hint_at(state, seat, budget_of(WORLDS), _progress(ctx, bar))
        if hint.judgement is not None and hint.judgement.searched:
            results[position] = hint.judgement
        bar.empty()
    checked = results.get(position)
    if checked is None or checked.best is None:
        return decision.action, None
    st.markdown(ctx.t("advice.checked_worlds", worlds=checked.worlds))
    return checked.best.action, checked


def _reasons(ctx: PageContext, reasons: tuple[Reason, ...]) -> None:
    st.markdown(ctx.t("advice.coach"))
    st.markdown("\n".join(f"- {text}" for text in render_all(reasons, ctx.lang)))


def _check_button(ctx: PageContext) -> bool:
    label = ctx.t("advice.check", worlds=WORLDS)
    return st.button(label, key="advice_check", icon=":material/casino:")


def _progress(ctx: PageContext, bar: DeltaGenerator) -> Progress:
    """The check's progress shown on `bar` (a Streamlit progress bar)."""

    def progress(done: int, total: int) -> None:
        bar.progress(
            min(1.0, done / total), text=ctx.t("advice.checking_n", done=done, total=total)
        )

    return progress
