"""The deal editor: click cards into the three hands and the skat, set the contract, the declarer
and the cards played so far; an impossible deal is refused with the reason. A possible one shows
the double-dummy value of every legal card of the seat to move, whether the declarer can win
against best defence, and a code to share it as a problem (the best card is its answer).
"""

from __future__ import annotations

import random

import streamlit as st

from coach.advice import SEAT_NAMES
from coach.records import Position, PositionError, Problem, Question
from coach.rules import (
    Card,
    CardNotationError,
    Contract,
    Deal,
    GameType,
    Phase,
    Play,
    Suit,
    parse_cards,
)
from coach.sampled import can_win, card_values, check
from ui.card_buttons import card_buttons
from ui.card_svg import card_label
from ui.problem_view import position_view
from ui.session import PageContext
from words import contract_name, render

PLACES_KEY = "editor_places"  # card name -> place (0–2 the seats, 3 the skat)
CONTRACTS = (
    *(Contract(game) for game in GameType),
    *(Contract(game, hand=True) for game in GameType),
)


def _places() -> dict[str, int]:
    places: dict[str, int] = st.session_state.setdefault(PLACES_KEY, {})
    return places


def _put(card: Card) -> None:
    """A click puts the card into the chosen place; a second click takes it out again."""
    places = _places()
    target = int(st.session_state.get("editor_target", 0))
    if places.get(card.name) == target:
        del places[card.name]
    else:
        places[card.name] = target


def _shuffle() -> None:
    deal = Deal.shuffled(random.Random())
    st.session_state[PLACES_KEY] = {
        card.name: place for place, cards in enumerate((*deal.hands, deal.skat)) for card in cards
    }


def _clear() -> None:
    st.session_state[PLACES_KEY] = {}


def deal_editor(ctx: PageContext) -> None:
    """The editor and, for a possible deal, what the search says about it."""
    names = [*SEAT_NAMES, ctx.t("problems.skat")]
    st.radio(
        ctx.t("problems.editor_target"),
        range(4),
        format_func=names.__getitem__,
        horizontal=True,
        key="editor_target",
    )
    places = _places()
    for suit in Suit:
        cards = [card for card in Card if card.suit is suit]
        card_buttons(ctx, cards, key=f"editor_{suit.name}", on_click=_put, width=44)
    for place, name in enumerate(names):
        mine = [Card[n] for n, p in places.items() if p == place]
        text = " ".join(card_label(card, ctx.lang) for card in sorted(mine)) or "–"
        st.markdown(f"**{name}** ({len(mine)}): {text}")
    with st.container(horizontal=True):
        st.button(ctx.t("problems.editor_shuffle"), key="editor_shuffle", on_click=_shuffle)
        st.button(ctx.t("problems.editor_clear"), key="editor_clear", on_click=_clear)
    contract_index = st.selectbox(
        ctx.t("problems.editor_contract"),
        range(len(CONTRACTS)),
        format_func=[contract_name(contract, ctx.lang) for contract in CONTRACTS].__getitem__,
        key="editor_contract",
    )
    declarer = st.radio(
        ctx.t("problems.editor_declarer"),
        range(3),
        format_func=SEAT_NAMES.__getitem__,
        horizontal=True,
        key="editor_declarer",
    )
    played_text = st.text_input(ctx.t("problems.editor_played"), key="editor_played")
    position = _position(ctx, places, CONTRACTS[contract_index], declarer, played_text)
    if position is not None:
        _analysis(ctx, position)


def _position(
    ctx: PageContext, places: dict[str, int], contract: Contract, declarer: int, played: str
) -> Position | None:
    """The position set up, or None after showing why it cannot be."""
    groups: list[list[Card]] = [[], [], [], []]
    for name, place in places.items():
        groups[place].append(Card[name])
    try:
        cards = parse_cards(played)
    except CardNotationError as error:
        st.error(ctx.t("problems.editor_bad_card", problem=str(error)), icon=":material/block:")
        return None
    try:
        position = Position.set_up(ctx.rules, groups[:3], groups[3], contract, declarer, cards)
    except PositionError as error:
        st.error(render(error.reason, ctx.lang), icon=":material/block:")
        return None
    return position


def _analysis(ctx: PageContext, position: Position) -> None:
    """The seat to move's view, each legal card's double-dummy value and "can it be won?"."""
    state = position.state
    if state.phase is not Phase.PLAY:
        return
    st.success(ctx.t("problems.editor_ok"), icon=":material/check:")
    position_view(ctx, position)
    values = card_values(position)
    declarer = state.declarer == position.to_move
    rows = [
        f"| {card_label(v.card, ctx.lang)} | {v.points if declarer else 120 - v.points} | "
        + ctx.t("problems.yes" if v.declarer_wins else "problems.no")
        + " |"
        for v in sorted(values, key=lambda v: -v.points if declarer else v.points)
    ]
    head = (
        f"| {ctx.t('problems.col_card')} | {ctx.t('problems.col_points')} | "
        f"{ctx.t('problems.col_declarer_wins')} |\n|---|--:|---|"
    )
    st.markdown(head + "\n" + "\n".join(rows))
    winnable = can_win(position)
    st.markdown(ctx.t("problems.can_win_yes" if winnable else "problems.can_win_no"))
    if st.button(ctx.t("problems.editor_share"), key="editor_share"):
        best = check(Problem(position, Question.CARD, Play(values[0].card))).right[0]
        st.session_state["editor_code"] = Problem(position, Question.CARD, best).code()
    code = st.session_state.get("editor_code")
    if code:
        st.caption(ctx.t("problems.editor_code"))
        st.code(code, language=None)
