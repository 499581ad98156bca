"""The card picker: a grid of four rows of toggle buttons, one per suit, and text fields.

Each row is one multi-select `st.pills` (keys ``pick_C``, ``pick_S``, ``pick_H``, ``pick_D``; its
value lists the chosen cards' names): 4 widgets instead of 32 checkboxes keep the page quick to
draw in the browser. The chosen ("ticked") cards are the one truth about the hand: every run reads
them, so quick clicks while the app is still rerunning are never lost. In the "10 cards and the
skat" mode the `SKAT_CARDS` list remembers which ticked cards went to the skat. Typed cards (in a
form, so that half-typed text never races with clicks) replace the ticks when the text reads
cleanly; a wrong name, a duplicate or a card given for hand and skat leaves the ticks and the typed
text as they are and shows the message under the fields; the ticked cards are still valued, and
the message goes once the field is applied again or a card is clicked. The typing fields lie in a
lazy expander (``pick_typing``, drawn only once opened, and kept open on a return to the page): a
page without them is painted sooner. Too many cards are kept and reported, never dropped. The
entered cards are also kept in the learner's settings (``calc_hand``), so a reload or a new visit
finds them again.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import streamlit as st

from coach.rules import (
    Card,
    CardNotationError,
    CardStyle,
    DuplicateCardError,
    GameType,
    Rank,
    Suit,
    format_card,
    format_cards,
    parse_cards,
    sort_for_game,
)
from ui.card_svg import suit_color
from ui.plain import plain
from ui.session import PageContext, save_setting, setting
from words import card_style

HAND, SKAT = "hand", "skat"
TEXT = {HAND: "cards_text", SKAT: "skat_text"}
ERROR = {HAND: "cards_error", SKAT: "skat_error"}
SKAT_CARDS = "calc_skat"  # names of the ticked cards that lie in the skat
TICKED = "calc_ticked"  # the ticks of the last run, to tell which cards were clicked since
MODE, TARGET = "calc_mode", "pick_target"
TYPING = "pick_typing"  # the "type the cards" expander (open: True)
MODES = ("ten", "ten_skat", "twelve")
# Streamlit forgets a widget's value when the learner visits another page; the picker keeps a
# copy of its widgets here, so the cards (and half-typed text) are still there on return.
KEPT = "calc_kept"
STORED = "calc_hand"  # the learner's setting: "mode;hand cards;skat cards" (ISS names)
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
GRID = tuple(Card.of(suit, rank) for suit in GRID_SUITS for rank in GRID_RANKS)
# suit inks (ui.card_svg) -> Streamlit's colour names for the grid's labels; black stays plain
_INK = {
    "#c8102e": "red",
    "#13803a": "green",
    "#e07000": "orange",
    "#2e7d32": "green",
    "#d99a00": "orange",
}

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


def row(suit: Suit) -> str:
    """The widget key of a suit's row in the grid."""
    return f"pick_{suit.letter}"


def is_ticked(card: Card) -> bool:
    return card.name in (st.session_state.get(row(card.suit)) or ())


def set_tick(card: Card, ticked: bool) -> None:
    """Tick or untick one card, as a click does (from callbacks only, before the grid is drawn)."""
    state = st.session_state
    names = {*(state.get(row(card.suit)) or ())} - {card.name} | ({card.name} if ticked else set())
    state[row(card.suit)] = [other.name for other in GRID if other.name in names]


def _rows(cards: set[Card]) -> dict[str, list[str]]:
    """The grid's rows showing exactly `cards` (widget key -> names, in the grid's order)."""
    return {
        row(suit): [card.name for card in GRID if card.suit is suit and card in cards]
        for suit in GRID_SUITS
    }


def _ticked() -> list[Card]:
    """The ticked cards, jacks first, then each suit from the ace down (as a hand is held)."""
    return sort_for_game(GameType.GRAND, [card for card in GRID if is_ticked(card)])


def _split(ticked: list[Card]) -> tuple[list[Card], list[Card]]:
    """(hand, skat) from the ticked cards; the skat keeps only cards still ticked."""
    in_skat = set(st.session_state.get(SKAT_CARDS, ()))
    hand = [card for card in ticked if card.name not in in_skat]
    skat = [card for card in ticked if card.name in in_skat]
    return hand, skat


def tick(cards: set[Card]) -> None:
    """Set the grid to exactly `cards` (from callbacks only, before the grid is drawn).

    These ticks are typed, reset or scanned, not clicked: they never count as new clicks for the
    skat.
    """
    st.session_state.update(_rows(cards))
    st.session_state[TICKED] = sorted(card.name for card in cards)


def _apply(key: str) -> None:
    """Take the typed cards into the grid; an empty field changes nothing."""
    state = st.session_state
    text = str(state.get(TEXT[key], ""))
    if not text.strip():
        state[ERROR[key]] = None  # the wrong text is gone, and its message with it
        return
    try:
        cards = parse_cards(text)
    except DuplicateCardError as error:
        state[ERROR[key]] = ("picker.duplicate", {"position": error.position, "token": error.token})
        return
    except CardNotationError as error:
        state[ERROR[key]] = ("picker.bad_card", {"position": error.position, "token": error.token})
        return
    hand, skat = _split(_ticked())
    other = skat if key == HAND else hand
    clash = next((card for card in cards if card in other), None)
    if clash is not None:
        where = "picker.in_hand" if key == SKAT else "picker.in_skat"
        state[ERROR[key]] = (where, {"card": clash})
        return
    state[ERROR[HAND]] = state[ERROR[SKAT]] = None  # both fields agree now
    hand, skat = (list(cards), skat) if key == HAND else (hand, list(cards))
    state[SKAT_CARDS] = [card.name for card in skat]
    tick(set(hand) | set(skat))
    state[TEXT[key]] = ""  # the cards now show in the grid and the line above the field


def _on_mode() -> None:
    state = st.session_state
    if state[MODE] != "ten_skat":  # the skat joins the hand (12 cards) or is forgotten (10)
        if state[MODE] == "ten":
            tick(set(_split(_ticked())[0]))
        state[SKAT_CARDS] = []
    state[ERROR[HAND]] = state[ERROR[SKAT]] = None


def _clear() -> None:
    state = st.session_state
    tick(set())
    state[SKAT_CARDS] = []
    for key in (HAND, SKAT):
        state[TEXT[key]] = ""
        state[ERROR[key]] = None


def _style(ctx: PageContext) -> CardStyle:
    return card_style(ctx.lang)


def _render(ctx: PageContext, message: Message) -> str:
    key, facts = message
    shown = {
        name: format_card(value, _style(ctx)) if isinstance(value, Card) else plain(value)
        for name, value in facts.items()
    }
    return ctx.t(key, **shown)


def _label(ctx: PageContext, card: Card, in_skat: bool) -> str:
    text = format_card(card, _style(ctx))
    ink = _INK.get(suit_color(card.suit, ctx.deck, ctx.four_color), "")
    label = f":{ink}[{text}]" if ink else text
    return f"{label} · Skat" if in_skat else label


def _assign_new_ticks(mode: str) -> None:
    """Cards ticked since the last run go to the skat when the learner chose that target."""
    state = st.session_state
    ticked = {card.name for card in _ticked()}
    previous = set(state.get(TICKED, ()))
    state[TICKED] = sorted(ticked)
    if ticked != previous:  # a click makes the grid the truth: an old typing error is past
        state[ERROR[HAND]] = state[ERROR[SKAT]] = None
    skat = [name for name in state.get(SKAT_CARDS, []) if name in ticked]
    if mode == "ten_skat" and state.get(TARGET) == "skat":
        skat += sorted(ticked - previous)
    state[SKAT_CARDS] = skat


def _widget_keys() -> list[str]:
    return [MODE, TARGET, TYPING, TEXT[HAND], TEXT[SKAT], *(row(suit) for suit in GRID_SUITS)]


def _restore_widgets() -> None:
    state = st.session_state
    if KEPT not in state:  # a new session: the cards the learner entered last time
        _restore_stored()
    for key, value in state.get(KEPT, {}).items():
        if key not in state:
            state[key] = value


def _restore_stored() -> None:
    state = st.session_state
    try:
        mode, hand, skat = (setting(STORED) or "").split(";")
        cards, in_skat = parse_cards(hand), parse_cards(skat)
    except (ValueError, CardNotationError):
        return  # nothing kept (or unreadable): an empty grid
    if mode not in MODES:
        return
    state[MODE] = mode
    state.update(_rows({*cards, *in_skat}))
    state[SKAT_CARDS] = [card.name for card in in_skat]
    state[TICKED] = sorted(card.name for card in (*cards, *in_skat))


def load_hand(hand: tuple[Card, ...], skat: tuple[Card, ...]) -> None:
    """Put a saved hand into the picker (from another page): the Reizwert page shows it next."""
    mode = "twelve" if len(hand) == 12 else "ten_skat" if skat else "ten"
    state = st.session_state
    kept: dict[str, object] = {MODE: mode, TEXT[HAND]: "", TEXT[SKAT]: ""}
    kept.update(_rows({*hand, *skat}))
    for key, value in kept.items():
        state[key] = value
    state[KEPT] = kept
    state[SKAT_CARDS] = [card.name for card in skat]
    state[TICKED] = sorted(card.name for card in (*hand, *skat))
    state[ERROR[HAND]] = state[ERROR[SKAT]] = None
    _store(mode, list(hand), list(skat))


def _store(mode: str, hand: list[Card], skat: list[Card]) -> None:
    save_setting(STORED, f"{mode};{format_cards(hand)};{format_cards(skat)}")


def _keep_widgets() -> None:
    state = st.session_state
    state[KEPT] = {key: state[key] for key in _widget_keys() if key in state}


def card_picker(ctx: PageContext) -> Selection:
    """Draw the picker and return the current selection."""
    state = st.session_state
    _restore_widgets()
    for key in (HAND, SKAT):
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
    _assign_new_ticks(mode)
    hand, skat = _split(_ticked())
    st.caption(ctx.t("picker.grid"))
    labels = {card.name: _label(ctx, card, card in skat) for card in GRID}
    for suit in GRID_SUITS:  # one row per suit; on a phone a row wraps
        st.pills(
            ctx.t(f"suit.{suit.name.lower()}"),  # hidden: the cards name their suit
            [card.name for card in GRID if card.suit is suit],
            selection_mode="multi",
            format_func=labels.__getitem__,
            key=row(suit),
            label_visibility="collapsed",
        )
    fields = [(HAND, "picker.text", hand, needed)]
    if mode == "ten_skat":
        fields.append((SKAT, "picker.skat_text", skat, 2))
    for key, _, cards, count in fields:
        _count_line(ctx, key, cards, count)
    with st.expander(ctx.t("picker.typing"), key=TYPING, on_change="rerun") as box:
        if box.open:
            for key, label, _, _ in fields:
                _form(ctx, key, ctx.t(label))
    for key, _, cards, count in fields:
        _problem(ctx, key, len(cards), count)
    if hand or skat:
        st.button(ctx.t("picker.clear"), key="pick_clear", on_click=_clear)
    _keep_widgets()
    _store(mode, hand, skat)
    skat_ok = len(skat) == 2 if mode == "ten_skat" else not skat
    return Selection(
        hand=tuple(hand),
        skat=tuple(skat) if mode == "ten_skat" else None,
        needed=needed,
        ready=len(hand) == needed and skat_ok,
    )


def _count_line(ctx: PageContext, key: str, cards: list[Card], needed: int) -> None:
    """The entered cards (hand or skat) and how many of how many."""
    shown = format_cards(cards, _style(ctx)) or "–"
    line = "picker.skat_now" if key == SKAT else "picker.hand_now"
    if len(cards) > needed:  # never "12 von 10 Karten"
        count = ctx.t("picker.count_over", count=len(cards), extra=len(cards) - needed)
    else:
        count = ctx.t("picker.count", count=len(cards), needed=needed)
    st.markdown(f"**{ctx.t(line, cards=shown)}** — {count}")


def _form(ctx: PageContext, key: str, label: str) -> None:
    with st.form(f"{key}_form", border=False, enter_to_submit=True):
        st.text_input(label, key=TEXT[key], help=ctx.t("picker.text_help"))
        st.form_submit_button(
            ctx.t("picker.apply"), key=f"{key}_apply", on_click=_apply, args=(key,)
        )


def _problem(ctx: PageContext, key: str, count: int, needed: int) -> None:
    """The typing error of the field, or too many cards: shown under the fields."""
    error = st.session_state[ERROR[key]]
    if error is not None:
        st.error(f"{_render(ctx, error)} {ctx.t('picker.kept')}", icon=":material/error:")
    elif count > needed:
        facts = {"count": count, "needed": needed, "extra": count - needed}
        st.error(ctx.t("picker.too_many", **facts), icon=":material/error:")
