"""The Reizwert page's limit (the one the hint names at the table) stops below a hand game or a
Grand too weak to count."""

from __future__ import annotations

from collections.abc import Callable

from app_helpers import enter_by_clicks, markdown_text
from streamlit.testing.v1 import AppTest

from words import t

App = Callable[[str | None], AppTest]
WEAK_GRAND_HAND = "DJ H7 HJ S8 C7 C8 CT CJ CK CA"  # Grand Hand 72 at about 68 %, Grand 48


def test_the_quick_limit_is_the_grand_after_picking_up_and_says_why(app: App) -> None:
    at = enter_by_clicks(app("bid_value"), WEAK_GRAND_HAND)
    verdict = "\n".join(info.value for info in at.info)
    assert t("advice.verdict_quick", "de", limit=48) in verdict
    assert "Grand Hand (Wert 72) zählt nicht für die Reizgrenze" in markdown_text(at)


WEAK_GRAND = "DA HT HK HA S7 SJ C7 C9 CQ CA"  # Grand 48 at about 67 %, Kreuz Hand 36 at 77 %


def test_a_weak_grand_leaves_the_quick_limit_to_the_suit_game_and_says_why(app: App) -> None:
    at = enter_by_clicks(app("bid_value"), WEAK_GRAND)
    verdict = "\n".join(info.value for info in at.info)
    assert t("advice.verdict_quick", "de", limit=36) in verdict  # middlehand opens: 70 % do
    assert "Grand (Wert 48) trägt die Reizgrenze höchstens bis 18" in markdown_text(at)
