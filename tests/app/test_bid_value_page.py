"""The Reizwert calculator as a learner uses it: clicking, typing, mistakes, saving.

Expected values are the ISkO's own arithmetic (Spielwert = Grundwert × Stufen; Kreuz 12, Pik 11,
Herz 10, Karo 9, Grand 24; Null 23 / 35 / 46 / 59), worked out by hand for each hand below.
"""

from __future__ import annotations

import os
from collections.abc import Callable

from app_helpers import (
    card_label,
    enter_by_clicks,
    is_ticked,
    markdown_text,
    open_expander,
    sign_in,
    table_rows,
    type_cards,
)
from streamlit.testing.v1 import AppTest

from ui.store import TEACHER, Store
from words import t

# Kreuz mit 2 (♣B ♠B, no ♥B): Spiel 3 × 12 = 36, Hand 4 × 12 = 48 (ISkO 4.1 example style).
CLUBS_WITH_2 = "CJ SJ CA CT CK C9 SA ST HA H7"
# ohne 2 in Grand (♥B ♦B held, ♣B ♠B missing and the skat is known): 3 × 24 = 72, Hand 96.
GRAND_WITHOUT_2 = "HJ DJ CA CT SA ST HA HT DA DT"

App = Callable[[str | None], AppTest]


def test_clicking_ten_cards_gives_the_table(app: App) -> None:
    at = enter_by_clicks(app("bid_value"), CLUBS_WITH_2)
    assert not at.exception
    assert "Auf der Hand: ♣B ♠B ♣A ♣10 ♣K ♣9 ♠A ♠10 ♥A ♥7" in markdown_text(at)
    summary = table_rows(at, 0)
    assert summary["Kreuz"]["aufgenommen"] == "36"
    assert summary["Kreuz"]["Hand"] == "48"
    assert summary["Kreuz"]["Spitzen"].startswith("mit 2")
    assert summary["Null"]["mit Ansagen bis"] == "59"  # was "höchstens" (issue 14)
    detail = table_rows(at, 1)
    assert detail["Kreuz"]["So rechnest du"] == "mit 2, Spiel 3 × 12 = 36"
    assert detail["Kreuz Hand"]["Reizwert"] == "48"
    assert detail["Kreuz Hand Schneider angesagt"]["Reizwert"] == "72"  # 2+1+1+1+1 = 6 × 12
    assert detail["Null ouvert Hand"]["Reizwert"] == "59"


def test_unknown_skat_shows_what_a_jack_in_it_would_change(app: App) -> None:
    at = enter_by_clicks(app("bid_value"), CLUBS_WITH_2)
    risks = [m.value for m in at.markdown if "♥B" in m.value and "Skat" in m.value]
    # ♥B in the skat makes Kreuz "mit 3": 4 × 12 = 48 instead of 36
    assert any("mit 3" in text and "48" in text and "36" in text for text in risks), risks


def test_typing_with_a_known_skat(app: App) -> None:
    at = app("bid_value")
    at.radio(key="calc_mode").set_value("ten_skat").run()
    type_cards(at, "♥B ♦B ♣A ♣10 ♠A ♠10 ♥A ♥10 ♦A ♦10")
    type_cards(at, "Karo-Sieben, Karo-Acht", "skat")
    assert not at.exception and not at.error
    summary = table_rows(at, 0)
    assert summary["Grand"]["Spitzen"] == "ohne 2"
    assert summary["Grand"]["aufgenommen"] == "72"
    assert summary["Grand"]["Hand"] == "96"
    assert is_ticked(at, "D7")
    assert "· Skat" in card_label(at, "D7")


def test_skat_cards_by_clicking(app: App) -> None:
    at = app("bid_value")
    at.radio(key="calc_mode").set_value("ten_skat").run()
    enter_by_clicks(at, GRAND_WITHOUT_2)
    at.radio(key="pick_target").set_value("skat").run()
    enter_by_clicks(at, "D7 D8")
    assert "Im Skat: ♦8 ♦7" in markdown_text(at)
    assert table_rows(at, 0)["Grand"]["aufgenommen"] == "72"
    at.radio(key="calc_mode").set_value("twelve").run()  # picking up: the skat joins the hand
    assert "12 von 12" in markdown_text(at)


def test_twelve_cards_after_pickup_have_no_hand_games(app: App) -> None:
    at = app("bid_value")
    at.radio(key="calc_mode").set_value("twelve").run()
    type_cards(at, CLUBS_WITH_2 + " D7 D8")
    summary = table_rows(at, 0)
    assert summary["Kreuz"]["aufgenommen"] == "36"
    assert summary["Kreuz"]["Hand"] == "–"
    assert all("Hand" not in label for label in table_rows(at, 1))


def test_a_wrong_card_name_is_named_and_the_text_kept(app: App) -> None:
    at = enter_by_clicks(app("bid_value"), "CJ SJ")
    type_cards(at, "CJ SJ XQ HA")
    assert "XQ" in at.error[0].value and "3" in at.error[0].value
    assert at.text_input(key="cards_text").value == "CJ SJ XQ HA"
    assert is_ticked(at, "CJ")  # the selection is kept too
    assert not at.table


def test_a_duplicate_and_a_wrong_count_are_explained(app: App) -> None:
    at = app("bid_value")
    type_cards(at, "CJ SJ CJ")
    assert t("picker.duplicate", "de", position=3, token="CJ") in at.error[0].value
    type_cards(at, CLUBS_WITH_2 + " D7")
    assert "11" in at.error[0].value and not at.table
    type_cards(at, CLUBS_WITH_2)
    assert not at.error and at.table
    assert at.text_input(key="cards_text").value == ""  # applied: the cards are in the grid


def test_an_eleventh_card_is_kept_and_reported(app: App) -> None:
    at = enter_by_clicks(app("bid_value"), CLUBS_WITH_2 + " D7")
    assert t("picker.too_many", "de", count=11, needed=10, extra=1) in at.error[0].value
    assert is_ticked(at, "D7") and not at.table
    enter_by_clicks(at, "D7 H7")  # clicking a chosen card puts it back
    assert "9 von 10" in markdown_text(at)


def test_save_to_notebook_lists_and_deletes(app: App) -> None:
    at = enter_by_clicks(app("bid_value"), CLUBS_WITH_2)
    note = "<img src=x onerror=alert(1)> **nicht fett**"
    at.text_area(key="save_note").input(note).run()
    at.button(key="save_notebook").click().run()
    assert at.success[0].value == t("bid.saved", "de")
    at.switch_page("ui/views/notebook.py").run()
    assert not at.exception
    # the note is shown in its (editable) text field: plain text, never Markdown or HTML
    assert [area.value for area in at.text_area] == [note]
    assert all(note not in m.value for m in at.markdown)
    best = table_rows(at, 0)["mit Ansagen bis"]
    assert list(best) == ["Karo", "Herz", "Pik", "Kreuz", "Grand", "Null"]
    assert best["Kreuz"] == "108"
    assert table_rows(at, 0)["aufgenommen"]["Kreuz"] == "36"  # the plain values are kept too
    (delete,) = [b for b in at.button if b.key and b.key.startswith("delete_")]
    delete.click().run()  # deleting asks first (issue 14)
    at.button(key=delete.key.replace("delete_", "delete_yes_")).click().run()
    assert at.info[0].value == t("notebook.empty", "de")


def test_language_switch_translates_and_is_remembered(app: App) -> None:
    at = name_myself(app("bid_value"), "Lena")
    at.selectbox(key="ui_lang").set_value("en").run()
    assert at.title[0].value == t("bid.title", "en")
    enter_by_clicks(at, CLUBS_WITH_2)
    detail = table_rows(at, 1)
    assert detail["Clubs"]["How to count"] == "with 2, game 3 × 12 = 36"
    assert "In your hand: ♣J ♠J" in markdown_text(at)
    again = sign_in(app("bid_value"), at.session_state["learner_id"])  # Lena's next visit
    assert again.title[0].value == t("bid.title", "en")


def name_myself(at: AppTest, name: str) -> AppTest:
    """The guest takes a name in the sidebar (what it did so far stays with the name)."""
    open_expander(at, "sidebar_new_learner")
    at.text_input(key="new_learner_name").input(name).run()
    at.button(key="create_learner").click().run()
    return at


def test_learners_have_their_own_notebooks(app: App) -> None:
    carl = Store(os.environ["KIEBITZ_DB_URL"]).add_learner("Carl")
    at = enter_by_clicks(app("bid_value"), CLUBS_WITH_2)
    at.button(key="save_notebook").click().run()
    name_myself(at, "   ")
    assert t("sidebar.name_empty", "de") in [e.value for e in at.error]
    name_myself(at, "Carl")
    assert t("sidebar.name_taken", "de") in [e.value for e in at.error]
    name_myself(at, "Bea")
    bea = at.session_state["learner_id"]
    at.switch_page("ui/views/notebook.py").run()
    assert all(info.value != t("notebook.empty", "de") for info in at.info)  # the guest's hand
    picker = at.selectbox(key="ui_learner")
    assert picker.options == ["Bea", "Carl"]
    sign_in(at, carl.id)
    assert at.info[0].value == t("notebook.empty", "de")
    sign_in(at, bea)
    assert all(info.value != t("notebook.empty", "de") for info in at.info)


def test_settings_keep_the_deck_and_show_the_database_to_a_teacher_only(
    app: App, db_url: str
) -> None:
    at = name_myself(app("settings"), "Lena")
    at.radio(key="settings_deck").set_value("german").run()
    assert any('data-card="CJ"' in m.value and "#7a4a12" in m.value for m in at.markdown)
    assert at.toggle(key="settings_four_color").disabled
    assert not at.code  # a learner is not shown where the database lives
    again = sign_in(app("settings"), at.session_state["learner_id"])
    assert again.radio(key="settings_deck").value == "german"
    teacher = Store(db_url).add_learner("Frau Lehmann", secret="lehrerin", role=TEACHER)
    sign_in(again, teacher.id, "lehrerin")
    assert again.code[0].value.split("?")[0].split("@")[-1] in db_url


def test_notebook_shows_saved_games_and_names_a_damaged_one(app: App) -> None:
    at = app("notebook")
    store = Store(os.environ["KIEBITZ_DB_URL"])
    learner = store.learner(at.session_state["learner_id"])
    store.save_game(learner.id, "Kaputt <b>", "(;GM[Skat]ID[7]MV[w XX]R[] ;)")
    at.switch_page("ui/views/notebook.py").run()
    assert not at.exception
    assert "Kaputt <b>" in [text.value for text in at.text]
    assert "Kaputt" in at.warning[0].value
    (delete,) = [b for b in at.button if b.key and b.key.startswith("delete_game_")]
    delete.click().run()  # deleting asks first (issue 14)
    at.button(key=delete.key.replace("delete_", "delete_yes_")).click().run()
    assert not at.warning and store.games(learner.id) == []


def test_the_hand_survives_a_visit_to_another_page(app: App) -> None:
    at = app("bid_value")
    at.radio(key="calc_mode").set_value("ten_skat").run()
    type_cards(at, GRAND_WITHOUT_2)
    type_cards(at, "D7 D8", "skat")
    at.switch_page("ui/views/notebook.py").run()
    at.switch_page("ui/views/bid_value.py").run()
    assert at.radio(key="calc_mode").value == "ten_skat"
    assert "Im Skat: ♦8 ♦7" in markdown_text(at)
    assert table_rows(at, 0)["Grand"]["aufgenommen"] == "72"


def test_four_colours_and_language_from_the_settings_page(app: App) -> None:
    at = app("settings")
    at.toggle(key="settings_four_color").set_value(True).run()
    at.selectbox(key="settings_lang").set_value("en").run()
    assert at.title[0].value == t("settings.title", "en")
    assert any("#13803a" in m.value for m in at.markdown)  # green spades in the preview
    at.switch_page("ui/views/bid_value.py").run()
    assert card_label(at, "SJ") == ":green[♠J]"
    assert card_label(at, "DA") == ":orange[♦A]"


def test_typed_hand_stays_in_the_hand_while_clicks_go_to_the_skat(app: App) -> None:
    at = app("bid_value")
    at.radio(key="calc_mode").set_value("ten_skat").run()
    at.radio(key="pick_target").set_value("skat").run()
    type_cards(at, GRAND_WITHOUT_2)
    enter_by_clicks(at, "D7 D8")
    assert "Im Skat: ♦8 ♦7" in markdown_text(at)
    assert table_rows(at, 0)["Grand"]["Hand"] == "96"


def test_how_high_to_bid_from_the_coach_and_checked_by_the_search(app: App) -> None:
    at = enter_by_clicks(app("bid_value"), CLUBS_WITH_2)
    assert "Wie hoch reizen?" in [h.value for h in at.subheader]
    assert at.radio(key="advice_seat").value == 1  # Mittelhand opens the bidding
    assert "18 sagen" in markdown_text(at)  # the coach's next bid, with its limit
    at.radio(key="advice_seat").set_value(0).run()
    assert "18 halten" in markdown_text(at)  # forehand answers middlehand's 18
    at.button(key="advice_check").click().run()
    assert not at.exception
    levels = table_rows(at, 1)  # the summary, the check, the full table
    first = next(iter(levels))
    assert first.startswith("18")  # neighbouring levels alike share a row, e.g. "18–48"
    assert set(levels[first]) == {"bestes Spiel", "gewonnen", "Listenpunkte im Mittel (mit ±50)"}
    assert "Nachgerechnet" in markdown_text(at)
    at.radio(key="advice_seat").set_value(1).run()  # another seat: not checked yet
    assert "Nachgerechnet" not in markdown_text(at)
    at.radio(key="advice_seat").set_value(0).run()  # back: the check is kept
    assert "Nachgerechnet" in markdown_text(at)


def test_what_to_discard_from_the_coach_and_checked_by_the_search(app: App) -> None:
    at = app("bid_value")
    at.radio(key="calc_mode").set_value("twelve").run()
    type_cards(at, CLUBS_WITH_2 + " D7 D8")
    assert "Was drücken, was spielen?" in [h.value for h in at.subheader]
    assert "ansagen" in markdown_text(at)  # the coach names a game and what to put away
    at.selectbox(key="advice_bid").set_value(30).run()
    at.button(key="advice_check").click().run()
    assert not at.exception
    played = table_rows(at, 1)  # the summary, the check, the full table
    assert played["1"]["Spiel"] and played["1"]["drücken"].count(" ") == 1  # two cards
    assert "alle 396 Möglichkeiten" in markdown_text(at)  # six games × 66 discards


def test_the_1975_rules_chosen_in_settings_hold_on_the_bid_value_page(app: App) -> None:
    """ISkO: Grand ouvert mit 4 = 11 × 24 = 264; Skatordnung 1975: Grundwert 36, 10 × 36 = 360."""
    at = app("bid_value")
    type_cards(at, "CJ SJ HJ DJ CA CT SA ST HA HT")
    assert set(table_rows(at, 0)["Grand"].values()) >= {"264"}
    at.switch_page("ui/views/settings.py").run()
    assert at.radio(key="settings_rules").value == "isko"
    at.radio(key="settings_rules").set_value("sko1975").run()
    at.switch_page("ui/views/bid_value.py").run()
    grand = set(table_rows(at, 0)["Grand"].values())
    assert "360" in grand and "264" not in grand
    at.switch_page("ui/views/settings.py").run()
    assert at.radio(key="settings_rules").value == "sko1975"  # kept with the learner
