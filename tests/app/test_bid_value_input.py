"""Typed input on the Reizwert page: a wrong card never blocks the page (issue 14)."""

from __future__ import annotations

from collections.abc import Callable

from app_helpers import enter_by_clicks, markdown_text, table_rows, type_cards
from streamlit.testing.v1 import AppTest

from words import t

App = Callable[[str | None], AppTest]
CLUBS_WITH_2 = "CJ SJ CA CT CK C9 SA ST HA H7"


def errors(at: AppTest) -> str:
    return "\n".join(error.value for error in at.error)


def test_a_wrong_typed_card_leaves_the_ticked_hand_valued(app: App) -> None:
    at = enter_by_clicks(app("bid_value"), CLUBS_WITH_2)
    type_cards(at, "CJ XX")
    assert "„XX“" in errors(at)
    assert table_rows(at, 0)["Kreuz"]["aufgenommen"] == "36"  # the table stays
    need = t("bid.need_cards", "de", needed=10)
    assert all(need not in info.value for info in at.info)  # not next to "10 von 10 Karten"
    type_cards(at, "")  # the field emptied and applied: the message goes
    assert not at.error
    type_cards(at, "CJ XX")
    enter_by_clicks(at, "H7 D7")  # a click makes the grid the truth
    assert not at.error
    at.switch_page("ui/views/notebook.py").run()
    at.switch_page("ui/views/bid_value.py").run()
    assert table_rows(at, 0)["Kreuz"]["aufgenommen"] == "36"


def test_a_wrong_card_does_not_block_the_twelve_card_mode(app: App) -> None:
    at = enter_by_clicks(app("bid_value"), CLUBS_WITH_2)
    type_cards(at, "CJ XX")
    at.radio(key="calc_mode").set_value("twelve").run()
    assert not at.error
    enter_by_clicks(at, "D7 D8")
    assert "12 von 12 Karten" in markdown_text(at)
    assert at.table  # valued


def test_a_typed_hand_clashing_with_the_skat_names_the_skat(app: App) -> None:
    at = app("bid_value")
    at.radio(key="calc_mode").set_value("ten_skat").run()
    type_cards(at, "HJ D7", "skat")
    type_cards(at, "CJ SJ HJ CA CT CK C9 SA ST HA")
    assert t("picker.in_skat", "de", card="♥B") in errors(at)
    assert t("picker.in_hand", "de", card="♥B") not in errors(at)
    type_cards(at, "CJ SJ DJ CA CT CK C9 SA ST HA")  # right now: both messages go
    assert not at.error


def test_english_card_names_are_understood(app: App) -> None:
    at = app("bid_value")
    type_cards(at, "Clubs Jack, Spades Jack, Clubs Ace, Clubs Ten, Clubs King, Clubs Nine, "
                   "Spades Ace, Spades Ten, Hearts Ace, Hearts Seven")  # fmt: skip
    assert not at.error
    assert table_rows(at, 0)["Kreuz"]["aufgenommen"] == "36"


def test_the_upload_limit_said_is_the_scanners() -> None:
    from coach.scan import MAX_BYTES
    from ui.scan_widget import MAX_MB

    assert MAX_MB * 1024 * 1024 == MAX_BYTES
