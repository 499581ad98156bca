"""The card-button component: a real button per card, drawn as our SVG card, refusals explained."""

from __future__ import annotations

from app_helpers import TIMEOUT
from streamlit.testing.v1 import AppTest


def _row() -> None:
    import streamlit as st

    from coach.rules.cards import Card
    from ui.card_buttons import card_buttons
    from ui.session import context

    state = st.session_state
    state.setdefault("clicked", [])
    refused = {
        Card.H7: "Farbe bedienen: Pik ist ausgespielt",
        Card.D9: "Farbe bedienen: Pik ist ausgespielt",
    }
    card_buttons(
        context(),
        [Card.CJ, Card.SA, Card.H7, Card.D9],
        key="demo",
        on_click=lambda card: state["clicked"].append(card.name),
        refused=refused,
        selected={Card.SA},
    )


def _open(db_url: str) -> AppTest:
    return AppTest.from_function(_row, default_timeout=TIMEOUT).run()


def test_each_card_is_a_button_named_like_the_card(db_url: str) -> None:
    at = _open(db_url)
    assert [b.key for b in at.button] == ["demo_CJ", "demo_SA", "demo_H7", "demo_D9"]
    assert at.button(key="demo_CJ").label == "Kreuz-Bube"
    at.button(key="demo_CJ").click().run()
    at.button(key="demo_SA").click().run()
    assert at.session_state["clicked"] == ["CJ", "SA"]


def test_a_refused_card_is_disabled_with_its_reason(db_url: str) -> None:
    at = _open(db_url)
    card = at.button(key="demo_H7")
    assert card.disabled and card.help == "Farbe bedienen: Pik ist ausgespielt"
    assert not at.button(key="demo_CJ").disabled and not at.button(key="demo_CJ").help
    # the reason is also written below the row (a touch screen has no hover), once
    assert [c.value for c in at.caption] == [":material/block: Farbe bedienen: Pik ist ausgespielt"]


def test_cards_are_drawn_by_our_svg_without_network(db_url: str) -> None:
    at = _open(db_url)
    style = "".join(element.proto.body for element in at.get("html"))
    assert style.count("data:image/svg+xml,") == 4
    assert ".st-key-demo_SA button" in style
    assert "http" not in style.replace("http://www.w3.org/2000/svg", "")  # only the namespace
