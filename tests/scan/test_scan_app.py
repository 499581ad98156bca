"""The "Foto" mode of the Reizwert page in AppTest: upload, check, correct, read the values."""

from __future__ import annotations

import json
from pathlib import Path

from streamlit.testing.v1 import AppTest

from coach.scan.evaluate import skat_card

ROOT = Path(__file__).resolve().parents[2]
FIXTURES = Path(__file__).parent / "fixtures"
TIMEOUT = 60  # generous: a slow machine must not fail a test


def _photo_page() -> AppTest:
    at = AppTest.from_file(str(ROOT / "app.py"), default_timeout=TIMEOUT).run()
    at.switch_page("ui/views/bid_value.py").run()
    at.segmented_control(key="bid_input").set_value("photo").run()
    return at


def _ticked(at: AppTest) -> set[str]:
    return {name for suit in "CSHD" for name in at.button_group(key=f"pick_{suit}").value}


def test_upload_ticks_the_cards_and_gives_the_value_table(db_url: str) -> None:
    # a photo whose every card is read sure (on [0] one card is honestly doubtful)
    entry = json.loads((FIXTURES / "manifest.json").read_text(encoding="utf-8"))[1]
    expected = {skat_card(label).name for label in entry["skat_cards"]}  # type: ignore[union-attr]
    at = _photo_page()
    data = (FIXTURES / entry["image"]).read_bytes()
    at.file_uploader(key="scan_upload").set_value((entry["image"], data, "image/jpeg")).run()
    assert not at.exception
    assert _ticked(at) == expected
    assert any("10/10 erkannt" in element.value for element in at.success)
    assert at.table, "the value table follows a complete scan"

    # correction: one click takes a wrong card out, one click puts the right one in
    wrong = sorted(expected)[0]
    right = next(name for name in ("CJ", "SJ", "HJ", "DJ", "CA", "SA") if name not in expected)
    at.button_group(key=f"pick_{wrong[0]}").unselect(wrong).run()
    assert not at.table
    at.button_group(key=f"pick_{right[0]}").select(right).run()
    assert not at.exception
    assert _ticked(at) == expected - {wrong} | {right}
    assert at.table


def test_a_non_image_upload_says_so_and_changes_nothing(db_url: str) -> None:
    at = _photo_page()
    at.button_group(key="pick_C").select("CJ").run()
    at.file_uploader(key="scan_upload").set_value(("hand.jpg", b"no photo", "image/jpeg")).run()
    assert not at.exception
    assert any("kein lesbares Foto" in element.value for element in at.warning)
    assert _ticked(at) == {"CJ"}


def test_doubtful_cards_are_listed_first_least_sure_first() -> None:
    from coach.rules.cards import Card
    from coach.scan import ScannedCard, ScanResult
    from ui.scan_widget import doubtful_first

    box = ((0.0, 0.0), (1.0, 0.0), (1.0, 1.0), (0.0, 1.0))

    def read(card: Card, confidence: float) -> ScannedCard:
        return ScannedCard(card, confidence, ((Card.SA, 0.1),), box, (0.5, 0.5))

    result = ScanResult(
        (read(Card.CJ, 0.99), read(Card.HA, 0.95), read(Card.D7, 0.5), read(Card.S8, 0.3))
    )
    assert [found.card for found in doubtful_first(result)] == [Card.S8, Card.D7, Card.CJ, Card.HA]


def test_a_doubtful_card_unticked_in_the_grid_leaves_the_doubtful_list(db_url: str) -> None:
    # a rendered fan (tuning seed 11) whose ♦7 is read doubtfully: the page waits for "X stimmt"
    image = "fan_club_seven_s11.jpg"
    at = _photo_page()
    data = (FIXTURES / image).read_bytes()
    at.file_uploader(key="scan_upload").set_value((image, data, "image/jpeg")).run()
    assert not at.exception
    keeps = [button for button in at.button if str(button.key).startswith("scan_keep_")]
    assert keeps, "the photo's doubtful card asks to be confirmed"
    assert not at.table
    doubtful = str(keeps[0].key).removeprefix("scan_keep_")

    # the learner takes it out in the grid instead: nothing waits for it any more
    at.button_group(key=f"pick_{doubtful[0]}").unselect(doubtful).run()
    assert not at.exception
    assert not any(str(button.key) == f"scan_keep_{doubtful}" for button in at.button)
    assert any("abgewählt" in element.value for element in at.markdown)
    # ... and ticks the card it holds for the right one: the hand is complete, the values follow
    instead = next(name for name in ("CJ", "SJ", "HJ", "DJ", "SA") if name not in _ticked(at))
    at.button_group(key=f"pick_{instead[0]}").select(instead).run()
    assert not at.exception
    assert not [button for button in at.button if str(button.key).startswith("scan_keep_")]
    assert at.table, "the value table follows once no doubtful card waits"
    assert any("10/10 erkannt" in element.value for element in at.success)


def test_a_photo_without_cards_says_what_to_try(db_url: str) -> None:
    at = _photo_page()
    data = (FIXTURES / "sets" / "four_color_empty_00_s500.jpg").read_bytes()
    at.file_uploader(key="scan_upload").set_value(("table.jpg", data, "image/jpeg")).run()
    assert not at.exception
    advice = " ".join(element.value for element in at.warning)
    assert "keine Karten gefunden" in advice
    for hint in ("näher", "Licht", "Ecke"):
        assert hint in advice


def test_the_photo_tips_say_how_far_away_to_hold_the_camera_and_show_a_good_photo(
    db_url: str,
) -> None:
    at = _photo_page()
    tips = " ".join(element.value for element in at.expander[0].markdown)
    assert "Abstand" in tips and "cm" in tips
    assert at.expander[0].get("image"), "an example shows how a good photo looks"
