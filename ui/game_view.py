"""A played game shown again: the hands as dealt and the skat, the auction, the tricks, the result,
and a replay that steps through the game trick by trick (what each seat still held); at the
learner's own card of the trick shown, "Von hier neu spielen" (`ui.position_links`)."""

from __future__ import annotations

import streamlit as st

from coach.advice import SEAT_NAMES, result_words, spoken_auction
from coach.records import Position
from coach.rules import Card, CardSet, GameState, GameType, Play, Seat, replay, sort_for_game
from ui.card_svg import hand_svg
from ui.position_links import position_links
from ui.session import PageContext
from words import contract_name, render_all


def _order(state: GameState, cards: CardSet | tuple[Card, ...]) -> list[Card]:
    game = state.contract.game if state.contract is not None else GameType.GRAND
    return sort_for_game(game, cards)


def _cards(ctx: PageContext, cards: list[Card], width: int) -> None:
    st.markdown(
        hand_svg(cards, ctx.deck, ctx.four_color, width, lang=ctx.lang),
        unsafe_allow_html=True,  # our own drawing, no user text
    )


def _seat(ctx: PageContext, names: tuple[str, str, str], seat: int) -> str:
    return ctx.t("play.seat", name=names[seat], seat=SEAT_NAMES[seat])


def game_view(
    ctx: PageContext,
    state: GameState,
    names: tuple[str, str, str],
    key: str,
    learner: Seat | None = None,
) -> None:
    """The whole game; `key` keeps this view's widgets apart from another game's; `learner` is the
    learner's seat when the learner played it."""
    st.markdown(f"**{ctx.t('games.dealt')}**")
    for seat in range(3):
        mark = f" · {ctx.t('play.declarer_mark')}" if state.declarer == seat else ""
        st.caption(_seat(ctx, names, seat) + mark)
        _cards(ctx, _order(state, state.deal.hands[seat]), 40)
    st.caption(ctx.t("games.skat"))
    _cards(ctx, list(state.deal.skat), 40)
    lines = []
    for said in spoken_auction(state):
        who = f"**{_seat(ctx, names, said.seat)}**: " if said.seat is not None else ""
        lines.append(f"- {who}{' '.join(render_all(said.words, ctx.lang))}")
    if lines:
        st.markdown(f"**{ctx.t('play.auction')}**\n" + "\n".join(lines))
    if state.contract is not None and state.declarer is not None:
        game = contract_name(state.contract, ctx.lang)
        st.markdown(ctx.t("play.declarer", name=names[state.declarer], game=game))
    if state.tricks:
        _replay(ctx, state, names, key, learner)
    if state.is_over:
        words = " ".join(render_all(result_words(state), ctx.lang))
        st.markdown(f"**{ctx.t('play.result')}**: {words}")
    else:
        st.caption(ctx.t("games.unfinished"))


def _replay(
    ctx: PageContext, state: GameState, names: tuple[str, str, str], key: str, learner: Seat | None
) -> None:
    """Step through the tricks: a trick's cards, who took it, and what everyone still held; the
    learner's card of the trick opens the sandbox or the editor from just before it."""
    count = len(state.tricks)
    number = st.slider(ctx.t("games.trick"), 1, count, 1, key=f"{key}_trick") if count > 1 else 1
    trick = state.tricks[number - 1]
    plays = [i for i, action in enumerate(state.history) if isinstance(action, Play)]
    before = replay(state.deal, state.history[: plays[3 * (number - 1)]], state.rules)
    st.caption(
        ctx.t(
            "games.trick_taken",
            number=number,
            name=names[trick.winner],
            points=trick.points,
        )
    )
    for column, (index, card) in zip(st.columns(3), enumerate(trick.cards), strict=True):
        with column:
            st.caption(names[(trick.leader + index) % 3])
            _cards(ctx, [card], 56)
    with st.expander(ctx.t("games.held")):
        for seat in range(3):
            st.caption(_seat(ctx, names, seat))
            _cards(ctx, _order(state, before.hands[seat]), 32)
    if learner is not None:
        own = plays[3 * (number - 1) + (learner - trick.leader) % 3]
        st.caption(ctx.t("games.try_own_card", number=number))
        position_links(ctx, Position.of_state(state, own), f"{key}_try")
