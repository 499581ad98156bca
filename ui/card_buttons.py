"""Cards as buttons: the one clickable card component of every page.

Each card is a real ``st.button`` (so AppTest drives it by key, the browser clicks it, a screen
reader reads the card's name) drawn as our own SVG card: a style rule keyed by the button's key
paints the card as its background. A card that may not be played is a disabled button whose
reason shows on hover (the button's tooltip) and, for touch screens, in a caption below the row.
Nothing is loaded from the network.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping, Sequence
from urllib.parse import quote

import streamlit as st

from coach.rules import Card
from ui.card_svg import card_label, card_svg
from ui.session import PageContext

CARD_WIDTH = 64

# Shared by every card button; `{sel}` is the button's container class.
_STYLE = """
{sel} button {{
  width: 100%; min-width: 0; height: auto; min-height: 0; aspect-ratio: 5 / 7; padding: 0;
  border: none; border-radius: {r}px; background: url("{img}") center / contain no-repeat;
  box-shadow: 0 1px 3px rgba(0,0,0,.25); transition: transform .08s ease-out;
}}
{sel} button p {{
  position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%);
}}
{sel} button:hover:enabled {{ transform: translateY(-4px); }}
{sel} button:focus-visible {{ outline: 3px solid #1f6f43; outline-offset: 2px; }}
{sel} button:disabled {{ opacity: .45; filter: grayscale(.7); cursor: not-allowed; }}
"""
# The row's cards share its width: one row while a card keeps `SMALLEST` px, else two tidy rows;
# never wider than the cards' own width. `{row}` is the row's class, `{n}` its number of cards.
_ROW_STYLE = """
{row} {{ container-type: inline-size; gap: {gap}; }}
{row} [data-testid="stButton"] {{ width: min({w}px, calc((100cqi - {n1} * {gap}) / {n} - 1px)); }}
@container (max-width: {one_row}px) {{
  {row} [data-testid="stButton"] {{ width: min({w}px, calc((100cqi - {m1} * {gap}) / {m} - 1px)); }}
}}
"""
SMALLEST = 40
GAP = "0.5rem"  # between the cards of a row
_SELECTED = "{sel} button {{ transform: translateY(-10px); outline: 3px solid #1f6f43; }}"


def button_key(key: str, card: Card) -> str:
    """The widget key of `card` in the row `key` (tests click it: ``at.button(key=...)``)."""
    return f"{key}_{card.name}"


def _selector(widget_key: str) -> str:
    return ".st-key-" + "".join(c if c.isalnum() or c in "_-" else "-" for c in widget_key)


def _style(
    ctx: PageContext, card: Card, widget_key: str, width: int, selected: bool, highlight: bool
) -> str:
    svg = card_svg(card, ctx.deck, ctx.four_color, width, lang=ctx.lang, highlight=highlight)
    sel = _selector(widget_key)
    rule = _STYLE.format(
        sel=sel,
        w=width,
        r=round(width / 12),
        img="data:image/svg+xml," + quote(svg, safe=" =:/,;"),
    )
    return rule + (_SELECTED.format(sel=sel) if selected else "")


def _row_style(row_key: str, count: int, width: int) -> str:
    half = max(1, (count + 1) // 2)
    count = max(1, count)
    return _ROW_STYLE.format(
        row=_selector(row_key),
        w=width,
        n=count,
        n1=count - 1,
        m=half,
        m1=half - 1,
        gap=GAP,
        one_row=count * SMALLEST + (count - 1) * 8,
    )


def card_buttons(
    ctx: PageContext,
    cards: Sequence[Card],
    *,
    key: str,
    on_click: Callable[[Card], None],
    refused: Mapping[Card, str] | None = None,
    selected: Collection[Card] = (),
    highlight: Collection[Card] = (),
    width: int = CARD_WIDTH,
    notes: bool = True,
) -> None:
    """A row of clickable cards; a click calls `on_click(card)` (as a widget callback).

    `refused` maps the cards that may not be chosen now to the reason (already in the learner's
    language): they are shown disabled, the reason on hover and below the row. `selected` cards
    are raised and framed (a discard being chosen, a picked answer); `highlight` cards get the
    golden frame of `card_svg` (trumps). `notes=False` leaves the reasons below the row to the
    caller (`refusal_notes`), who may want other things first.
    """
    refused = refused or {}
    styles = []
    with st.container(horizontal=True, gap="small", key=f"{key}_row"):
        for card in cards:
            widget_key = button_key(key, card)
            styles.append(_style(ctx, card, widget_key, width, card in selected, card in highlight))
            st.button(
                card_label(card, ctx.lang),
                key=widget_key,
                help=refused.get(card),
                disabled=card in refused,
                on_click=on_click,
                args=(card,),
            )
    styles.append(_row_style(f"{key}_row", len(cards), width))
    st.html("<style>" + "".join(styles) + "</style>")
    if notes:
        refusal_notes(cards, refused)


def refusal_notes(cards: Sequence[Card], refused: Mapping[Card, str]) -> None:
    """Why cards may not be chosen, once per reason (for touch screens, which show no tooltip)."""
    for reason in dict.fromkeys(refused[card] for card in cards if card in refused):
        st.caption(f":material/block: {reason}")
