"""Advice on the Reizwert page: how high to bid with ten cards, what to discard with twelve.

The coach (`coach.heuristic`) answers at once with its choice and reasons. The check deals the
unseen cards many times consistently with what the seat knows, plays the options out with all
cards open (`coach.search.analyse`) and tabulates them: for bidding each bid level with the best
kind of game there, for the discard the games and discards played out; how often each is won
and its expected tournament-list points. A check is kept per position, so the table survives
the page's reruns.

The page gives one verdict: before the check the coach's quick rule (with a warning when the
skat can make its limit an overbid), after it the check's limit, and where the two differ a
sentence saying so and why the played-out figure counts.
"""

from __future__ import annotations

import random
from collections.abc import Hashable

import pandas as pd
import streamlit as st

from coach.heuristic import decide
from coach.rules import (
    FOREHAND,
    MIDDLEHAND,
    REARHAND,
    Card,
    CardSet,
    Decision,
    Declare,
    GameType,
    PlayerView,
    Seat,
    ValueTable,
    auction_view,
    bid_values,
    declaring_view,
    format_card,
)
from coach.sampled import Analysis, analyse
from ui.advice_table import declaration_row, level_rows
from ui.session import PageContext
from words import LANGS, Lang, card_style, contract_name, render_all, t

WORLDS = 100  # deals the check plays out
RESULTS = "advice_checks"  # session key: {position: Analysis}


Verdict = dict[Lang, str]  # the page's verdict in each language, kept with a notebook entry


def bid_advice(ctx: PageContext, hand: tuple[Card, ...], table: ValueTable) -> Verdict:
    """The section "Wie hoch reizen?" for a ten-card hand; returns its verdict."""
    st.subheader(ctx.t("advice.title"))
    seat = _seat(ctx)
    view = auction_view(CardSet.of(hand), seat, random.Random(0), ctx.rules)
    decision, checked = _coach_and_check(ctx, view, ("bid", hand, seat))
    coach = coach_limit(decision)
    trap = _skat_trap(table, decision, coach)
    if trap is not None:
        st.warning(_trap_text(ctx.lang, trap), icon=":material/warning:")
    verdict = {lang: _quick_verdict(lang, coach, trap) for lang in LANGS}
    if checked is not None:
        rows = level_rows(checked.levels, ctx.lang)
        st.table(pd.DataFrame(rows).set_index(ctx.t("advice.col_bid")))
        st.caption(ctx.t("advice.list_points"))
        verdict = {lang: _checked_verdict(lang, coach, checked) for lang in LANGS}
    st.info(verdict[ctx.lang], icon=":material/gavel:")
    if checked is not None:
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
    view = declaring_view(CardSet.of(cards), seat, bid, random.Random(0), ctx.rules)
    decision, checked = _coach_and_check(ctx, view, ("discard", cards, seat, bid))
    verdict = {lang: _declare_verdict(lang, decision.action) for lang in LANGS}
    if verdict["de"]:
        st.info(verdict[ctx.lang], icon=":material/gavel:")
    if checked is not None:
        played = [option for option in checked.options if not option.estimated]
        rows = [declaration_row(option, ctx.lang) for option in played]
        st.table(pd.DataFrame(rows, index=range(1, len(rows) + 1)))
        st.caption(ctx.t("advice.list_points"))
        st.markdown(ctx.t("advice.rated", rated=len(checked.options), played=len(played)))
        st.caption(ctx.t("advice.open_cards"))
    return verdict


def coach_limit(decision: Decision) -> int:
    """The highest bid the coach's quick rule goes to (0: it passes)."""
    for reason in decision.reasons:
        try:
            limit = reason.fact("limit")
        except KeyError:
            continue
        if isinstance(limit, int):
            return limit
    return 0


def _coach_game(decision: Decision) -> GameType | None:
    for reason in decision.reasons:
        try:
            game = reason.fact("game")
        except KeyError:
            continue
        if isinstance(game, GameType):
            return game
    return None


def _skat_trap(table: ValueTable, decision: Decision, limit: int) -> tuple[str, ...] | None:
    """The text key and facts when a card in the skat would make the coach's limit an overbid."""
    game = _coach_game(decision)
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


def _checked_verdict(lang: Lang, coach: int, checked: Analysis) -> str:
    """One verdict from the played-out levels; where the quick rule differs, why."""
    paying = [level for level in checked.levels if level.expected > 0]
    worlds = max((option.worlds for option in checked.options), default=0)
    if not paying:
        head = t("advice.verdict_pass", lang)
        if coach:
            return f"{head} {t('advice.differs_pass', lang, coach=coach, worlds=worlds)}"
        return f"{head} {t('advice.agree', lang)}"
    limit = paying[-1].bid
    open_ended = paying[-1] is checked.levels[-1]
    head = t("advice.verdict_open" if open_ended else "advice.verdict", lang, limit=limit)
    if coach == limit or (open_ended and coach >= limit):
        return f"{head} {t('advice.agree', lang)}"
    if not coach:
        return f"{head} {t('advice.differs_coach_passes', lang, worlds=worlds)}"
    key = "advice.differs_lower" if coach > limit else "advice.differs_higher"
    return f"{head} {t(key, lang, coach=coach, limit=limit, worlds=worlds)}"


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


def _coach_and_check(
    ctx: PageContext, view: PlayerView, position: Hashable
) -> tuple[Decision, Analysis | None]:
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
    return decision, checked
