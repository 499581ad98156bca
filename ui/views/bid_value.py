"""Reizwert: enter a hand, read what every game is worth, see what the skat may change."""

from typing import Any

import pandas as pd
import streamlit as st

from coach.heuristic import prospects
from coach.rules import (
    ISKO,
    TABLE_ORDER,
    Card,
    CardSet,
    GameType,
    HandError,
    ValueTable,
    sort_for_game,
    trumps,
)
from ui.bid_advice import Verdict, bid_advice, discard_advice
from ui.calculator import analysis, cached_table, detail_rows, ladder_figure, summary_rows
from ui.card_svg import as_image, hand_svg
from ui.picker import card_picker
from ui.plain import plain
from ui.safe_write import guarded
from ui.scan_widget import scan_widget
from ui.session import context
from words import game_name, render


@guarded
def _save(hand: tuple[Card, ...], skat: tuple[Card, ...] | None, saved: dict[str, Any]) -> None:
    ctx = context()
    note = str(st.session_state.get("save_note", ""))
    ctx.store.add_notebook_entry(ctx.learner.id, hand, skat=skat or (), analysis=saved, note=note)
    st.session_state["save_note"] = ""
    st.session_state["bid_saved"] = True


def _suggest_game(cards: tuple[Card, ...]) -> None:
    """Show a new hand as the game the coach rates best (the learner's choice stays after)."""
    state = st.session_state
    names = " ".join(sorted(card.name for card in cards))
    if state.get("calc_game_for") != names:
        state["calc_game_for"] = names
        state["calc_game"] = prospects(CardSet.of(cards), False, ISKO)[0].contract.game


ctx = context()
st.title(ctx.t("bid.title"))
st.caption(ctx.t("bid.intro"))
scan_ready = scan_widget(ctx)
selection = card_picker(ctx)

if not selection.ready:
    st.info(ctx.t("bid.need_cards", needed=selection.needed), icon=":material/touch_app:")
elif not scan_ready:
    st.info(ctx.t("scan.confirm_first"), icon=":material/help:")
else:
    table: ValueTable | None
    try:
        table = cached_table(selection.hand, selection.skat, ctx.rules)
    except HandError as error:
        st.error(ctx.t("bid.hand_error", reason=plain(error)))
        table = None
    if table is not None:
        st.subheader(ctx.t("bid.summary"))
        st.table(pd.DataFrame(summary_rows(table, ctx.lang)).set_index(ctx.t("bid.col_game")))

        games = {game: game_name(game, ctx.lang) for game in TABLE_ORDER}
        _suggest_game(selection.hand + (selection.skat or ()))
        game = st.radio(
            ctx.t("bid.game"),
            list(games),
            format_func=games.__getitem__,
            horizontal=True,
            key="calc_game",
        )
        cards = list(selection.hand) + list(selection.skat or ())
        st.markdown(
            as_image(
                hand_svg(
                    sort_for_game(game, cards),
                    ctx.deck,
                    ctx.four_color,
                    width=70,
                    lang=ctx.lang,
                    highlight=set(trumps(game)),
                    overlap=0.25,
                )
            ),
            unsafe_allow_html=True,  # our own drawing, no user text
        )
        if game is GameType.NULL:
            st.caption(ctx.t("bid.sorted_null"))
        else:
            st.caption(ctx.t("bid.sorted", game=games[game]))

        st.subheader(ctx.t("bid.ladder"))
        st.caption(ctx.t("bid.ladder_caption", game=games[game]))
        st.plotly_chart(
            ladder_figure(table, game, ctx.lang),
            key="bid_ladder",
            config={"displayModeBar": False},
        )

        verdict: Verdict = {}
        if len(table.cards) == 10 and table.skat is None:
            st.subheader(ctx.t("bid.risk"))
            st.markdown(ctx.t("bid.risk_intro"))
            if table.skat_effects:
                for effect in table.skat_effects:
                    st.markdown(
                        f"- {render(effect.reason(), ctx.lang)} "
                        f"{render(effect.consequence(), ctx.lang)}"
                    )
            else:
                st.markdown(ctx.t("bid.risk_none"))
            verdict = bid_advice(ctx, selection.hand, table)
        elif len(cards) == 12:
            verdict = discard_advice(ctx, tuple(cards))

        st.subheader(ctx.t("bid.full"))
        st.table(pd.DataFrame(detail_rows(table, ctx.lang)).set_index(ctx.t("bid.col_contract")))

        st.text_area(ctx.t("bid.note"), key="save_note", max_chars=4000)
        st.button(
            ctx.t("bid.save"),
            key="save_notebook",
            type="primary",
            icon=":material/bookmark_add:",
            on_click=_save,
            args=(selection.hand, selection.skat, {**analysis(table), "verdict": verdict}),
        )
        if st.session_state.pop("bid_saved", False):
            st.success(ctx.t("bid.saved"))
