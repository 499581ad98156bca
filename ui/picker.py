"""The card picker: a 4 × 8 grid of buttons (keys ``pick_CJ`` …) and text fields in any notation.

The selection lives in the session (`HAND`, `SKAT`: card names in the order entered). A click
toggles a card; typing replaces the selection once the text reads cleanly. A wrong name, a
duplicate or a card in both hand and skat leaves the selection and the typed text as they are and
shows the message under the field.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import streamlit as st

from coach.cards import Card, Rank, Suit
from coach.notation import (
    CardNotationError,
    CardStyle,
    DuplicateCardError,
    format_card,
    format_cards,
    parse_cards,
)
from ui.card_svg import suit_color
from ui.session import Context, context

HAND, SKAT = "calc_hand", "calc_skat"
TEXT = {HAND: "cards_text", SKAT: "skat_text"}
ERROR = {HAND: "cards_error", SKAT: "skat_error"}
MODE, TARGET = "calc_mode", "pick_target"
MODES = ("ten", "ten_skat", "twelve")
NOTICE = "picker_notice"
GRID_SUITS = (Suit.CLUBS, Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS)
GRID_RANKS = (
    Rank.JACK,
    Rank.ACE,
    Rank.TEN,
    Rank.KING,
    Rank.QUEEN,
    Rank.NINE,
    Rank.EIGHT,
    Rank.SEVEN,
)
_INK = {"#111111": "", "#c8102e": "red", "#13803a": "green", "#e07000": "orange"}

Message = tuple[str, dict[str, Any]]  # catalogue key and facts, rendered in the current language


@dataclass(frozen=True, slots=True)
class Selection:
    """What the learner entered: `ready` when the counts are complete and consistent."""

    hand: tuple[Card, ...]
    skat: tuple[Card, ...] | None  # None: skat unknown (or already in a 12-card hand)
    needed: int
    ready: bool


def needed_cards(mode: str) -> int:
    return 12 if mode == "twelve" else 10


def _cards(key: str) -> list[Card]:
    return [Card[name] for name in st.session_state.get(key, [])]


def _store_cards(key: str, cards: list[Card], lang: str) -> None:
    st.session_state[key] = [card.name for card in cards]
    if st.session_state.get(ERROR[key]) is None:  # a text with an error stays untouched
        style = CardStyle.SYMBOL_EN if lang == "en" else CardStyle.SYMBOL_DE
        st.session_state[TEXT[key]] = format_cards(cards, style)


def _toggle(card: Card) -> None:
    ctx, state = context(), st.session_state
    state.pop(NOTICE, None)
    for key in (HAND, SKAT):
        cards = _cards(key)
        if card in cards:
            cards.remove(card)
            _store_cards(key, cards, ctx.lang)
            return
    mode = state.get(MODE, "ten")
    key = SKAT if mode == "ten_skat" and state.get(TARGET) == "skat" else HAND
    limit = 2 if key == SKAT else needed_cards(mode)
    cards = _cards(key)
    if len(cards) >= limit:
        where = "picker.where_skat" if key == SKAT else "picker.where_hand"
        state[NOTICE] = ("picker.full", {"where": where, "needed": limit})
        return
    _store_cards(key, [*cards, card], ctx.lang)


def _on_text(key: str) -> None:
    state = st.session_state
    state.pop(NOTICE, None)
    try:
        cards = list(parse_cards(str(state.get(TEXT[key], ""))))
    except DuplicateCardError as error:
        state[ERROR[key]] = ("picker.duplicate", {"position": error.position, "token": error.token})
        return
    except CardNotationError as error:
        state[ERROR[key]] = ("picker.bad_card", {"position": error.position, "token": error.token})
        return
    other = _cards(HAND if key == SKAT else SKAT)
    clash = next((card for card in cards if card in other), None)
    if clash is not None:
        state[ERROR[key]] = ("picker.in_hand", {"card": clash})
        return
    state[ERROR[key]] = None
    state[key] = [card.name for card in cards]


def _on_mode() -> None:
    state = st.session_state
    if state[MODE] == "twelve" and state.get(SKAT):
        _store_cards(HAND, _cards(HAND) + _cards(SKAT), context().lang)
    if state[MODE] != "ten_skat":
        state[SKAT] = []
        state[TEXT[SKAT]] = ""
        state[ERROR[SKAT]] = None


def _clear() -> None:
    state = st.session_state
    for key in (HAND, SKAT):
        state[key] = []
        state[TEXT[key]] = ""
        state[ERROR[key]] = None
    state.pop(NOTICE, None)


def _render(ctx: Context, message: Message) -> str:
    key, facts = message
    shown = {
        name: ctx.t(value) if name == "where" else _card_text(ctx, value)
        for name, value in facts.items()
    }
    return ctx.t(key, **shown)


def _card_text(ctx: Context, value: Any) -> Any:
    if isinstance(value, Card):
        return format_card(value, CardStyle.SYMBOL_EN if ctx.lang == "en" else CardStyle.SYMBOL_DE)
    return value


def _label(ctx: Context, card: Card, in_skat: bool) -> str:
    text = format_card(card, CardStyle.SYMBOL_EN if ctx.lang == "en" else CardStyle.SYMBOL_DE)
    ink = _INK.get(suit_color(card.suit, ctx.deck, ctx.four_color), "")
    label = f":{ink}[{text}]" if ink else text
    return f"{label} · Skat" if in_skat else label


def card_picker(ctx: Context) -> Selection:
    """Draw the picker and return the current selection."""
    state = st.session_state
    for key in (HAND, SKAT):
        state.setdefault(key, [])
        state.setdefault(TEXT[key], "")
        state.setdefault(ERROR[key], None)
    modes = {mode: ctx.t(f"picker.mode_{mode}") for mode in MODES}
    mode = st.radio(
        ctx.t("picker.mode"),
        MODES,
        format_func=modes.__getitem__,
        horizontal=True,
        key=MODE,
        on_change=_on_mode,
    )
    needed = needed_cards(mode)
    if mode == "ten_skat":
        targets = {"hand": ctx.t("picker.target_hand"), "skat": ctx.t("picker.target_skat")}
        st.radio(
            ctx.t("picker.target"),
            list(targets),
            format_func=targets.__getitem__,
            horizontal=True,
            key=TARGET,
        )
    hand, skat = _cards(HAND), _cards(SKAT)
    st.caption(ctx.t("picker.grid"))
    for suit in GRID_SUITS:
        for column, rank in zip(st.columns(len(GRID_RANKS)), GRID_RANKS, strict=True):
            card = Card.of(suit, rank)
            column.button(
                _label(ctx, card, card in skat),
                key=f"pick_{card.name}",
                type="primary" if card in hand or card in skat else "secondary",
                width="stretch",
                on_click=_toggle,
                args=(card,),
            )
    if NOTICE in state:
        st.warning(_render(ctx, state[NOTICE]))
    _text_field(ctx, HAND, ctx.t("picker.text"), len(hand), needed)
    if mode == "ten_skat":
        _text_field(ctx, SKAT, ctx.t("picker.skat_text"), len(skat), 2)
    if hand or skat:
        st.button(ctx.t("picker.clear"), key="pick_clear", on_click=_clear)
    clean = state[ERROR[HAND]] is None and state[ERROR[SKAT]] is None
    skat_ok = len(skat) == 2 if mode == "ten_skat" else True
    return Selection(
        hand=tuple(hand),
        skat=tuple(skat) if mode == "ten_skat" else None,
        needed=needed,
        ready=clean and len(hand) == needed and skat_ok,
    )


def _text_field(ctx: Context, key: str, label: str, count: int, needed: int) -> None:
    st.text_input(
        label, key=TEXT[key], on_change=_on_text, args=(key,), help=ctx.t("picker.text_help")
    )
    error = st.session_state[ERROR[key]]
    if error is not None:
        st.error(f"{_render(ctx, error)} {ctx.t('picker.kept')}", icon=":material/error:")
    elif count > needed:
        facts = {"count": count, "needed": needed, "extra": count - needed}
        st.error(ctx.t("picker.too_many", **facts), icon=":material/error:")
    elif key == SKAT:
        st.caption(ctx.t("picker.skat_count", count=count))
    else:
        st.caption(ctx.t("picker.count", count=count, needed=needed))
