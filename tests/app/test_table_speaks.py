"""The table speaks on request: off by default; with "Sprache" the page carries the auction's
words in the learner's language for the browser's own speech, with "Ton" only the turn's tone."""

from __future__ import annotations

import json
import re
from collections.abc import Callable

from streamlit.testing.v1 import AppTest

App = Callable[[str | None], AppTest]
DECLARER_DEAL = 4711  # the learner bids first: "18?" is said


def _script(at: AppTest) -> str | None:
    bodies = [node.proto.body for node in at.main.get("html") if "kiebitzSaid" in node.proto.body]
    return bodies[-1] if bodies else None


def _started(app: App, sound: str, lang: str = "de") -> AppTest:
    at = app("play")
    if lang != "de":
        at.selectbox(key="ui_lang").set_value(lang).run()
    at.radio(key="play_pace").set_value("0").run()
    if sound != "off":
        at.radio(key="play_sound").set_value(sound).run()
    at.number_input(key="play_deal").set_value(DECLARER_DEAL).run()
    at.button(key="play_start").click().run()
    bid = next(b.key for b in at.main.button if b.key in ("play_bid", "play_hold", "play_play"))
    return at.button(key=bid).click().run()


def _lines(script: str) -> list[str]:
    found = re.search(r"const lines = (\[.*?\]), turn", script, re.S)
    assert found, script
    return [text for _id, text in json.loads(found.group(1))]


def test_the_table_is_silent_by_default(app: App) -> None:
    at = _started(app, "off")
    assert at.radio(key="play_sound").value == "off"
    assert _script(at) is None


def test_speech_says_the_auction_in_the_learners_language(app: App) -> None:
    script = _script(_started(app, "speech"))
    assert script is not None and 'line.lang = "de-DE"' in script
    assert "18?" in _lines(script)


def test_speech_speaks_english_in_english(app: App) -> None:
    english = _script(_started(app, "speech", "en"))
    assert english is not None and 'line.lang = "en-GB"' in english


def test_the_tone_alone_says_nothing(app: App) -> None:
    script = _script(_started(app, "tone"))
    assert script is not None and _lines(script) == []
    assert "createOscillator" in script
