"""The Reizwert page's one verdict and the notebook that keeps it (issue 14)."""

from __future__ import annotations

import os
from collections.abc import Callable

from app_helpers import enter_by_clicks, markdown_text, table_rows, type_cards
from streamlit.testing.v1 import AppTest

from ui.store import Store
from words import t

App = Callable[[str | None], AppTest]
CLUBS_WITH_2 = "CJ SJ CA CT CK C9 SA ST HA H7"
OHNE_2 = "HJ DJ CA CT CK CQ C9 C8 SA HA"  # Kreuz ohne 2: a jack in the skat makes it mit/ohne 1


def infos(at: AppTest) -> str:
    return "\n".join(info.value for info in at.info)


def test_the_quick_rule_gives_a_verdict_and_the_check_one_verdict(app: App) -> None:
    at = enter_by_clicks(app("bid_value"), CLUBS_WITH_2)
    assert "Faustregel" in infos(at)
    at.button(key="advice_check").click().run()
    verdict = infos(at)
    assert "**Urteil" in verdict
    assert "Reizen lohnt sich bis" not in markdown_text(at)  # the old second opinion is gone
    assert any(t("advice.list_points", "de") == c.value for c in at.caption)


def test_an_ohne_hand_warns_where_the_skat_makes_the_limit_an_overbid(app: App) -> None:
    at = enter_by_clicks(app("bid_value"), OHNE_2)
    warnings = "\n".join(w.value for w in at.warning)
    assert "Liegt ♣B im Skat" in warnings  # the quick rule's 96 needs Kreuz ohne 2
    assert "Sicher bist du bis 48" in warnings and "Sicher bist du bis 48" in infos(at)


def test_look_at_the_game_starts_with_the_coachs_game_not_diamonds(app: App) -> None:
    at = enter_by_clicks(app("bid_value"), CLUBS_WITH_2)
    assert at.radio(key="calc_game").value.name in ("CLUBS", "GRAND")


def test_english_check_table_names_contracts_in_english(app: App) -> None:
    at = app("bid_value")
    at.selectbox(key="ui_lang").set_value("en").run()
    enter_by_clicks(at, "CJ SJ HJ DJ CA SA HA DA CT ST")
    at.button(key="advice_check").click().run()
    games = " ".join(row["best game"] for row in table_rows(at, 1).values())
    assert "angesagt" not in games


def test_twelve_cards_name_the_two_to_discard(app: App) -> None:
    at = app("bid_value")
    at.radio(key="calc_mode").set_value("twelve").run()
    type_cards(at, "CJ SJ HJ DJ CA CT CK SA ST HA D7 H8")
    verdict = infos(at)
    assert "Der Trainer drückt" in verdict and "♦7" in verdict and "♥8" in verdict


def test_the_notebook_reopens_edits_keeps_the_verdict_and_asks_before_deleting(app: App) -> None:
    at = enter_by_clicks(app("bid_value"), CLUBS_WITH_2)
    at.text_area(key="save_note").input("erste Notiz").run()
    at.button(key="save_notebook").click().run()
    type_cards(at, "")  # nothing else changes
    at.button(key="pick_clear").click().run()
    at.switch_page("ui/views/notebook.py").run()
    assert "Faustregel" in infos(at)  # the coach's verdict is kept with the hand
    (entry,) = Store(os.environ["KIEBITZ_DB_URL"]).notebook(at.session_state["learner_id"])
    at.text_area(key=f"note_{entry.id}").input("zweite Notiz").run()
    at.button(key=f"save_note_{entry.id}").click().run()
    again = Store(os.environ["KIEBITZ_DB_URL"]).notebook(at.session_state["learner_id"])
    assert again[0].note == "zweite Notiz"
    at.button(key=f"delete_entry_{entry.id}").click().run()
    assert t("notebook.confirm_delete", "de") in [w.value for w in at.warning]
    at.button(key=f"delete_no_entry_{entry.id}").click().run()
    assert Store(os.environ["KIEBITZ_DB_URL"]).notebook(at.session_state["learner_id"])
    at.button(key=f"open_{entry.id}").click().run()
    assert at.title[0].value == t("bid.title", "de")
    assert "10 von 10 Karten" in markdown_text(at)
    assert table_rows(at, 0)["Kreuz"]["aufgenommen"] == "36"
