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
