"""The table speaks, on request (off by default): the auction and the announcements said aloud in
the learner's language, and a quiet tone when it is the learner's turn.

Everything happens in the learner's browser, offline: its own speech (``speechSynthesis``, the
system's voices) and a tone made with Web Audio. What was said is remembered in the tab's
session storage, so a rerun never repeats a line.
"""

from __future__ import annotations

import json

import streamlit as st

from coach.advice import spoken_auction
from coach.play import Table, Waiting
from ui.session import PageContext
from words import render

SOUNDS = ("off", "tone", "speech")
VOICES = {"de": "de-DE", "en": "en-GB"}

_SCRIPT = """<script>
(() => {
  const said = JSON.parse(sessionStorage.getItem("kiebitzSaid") || "[]");
  const lines = %(lines)s, turn = %(turn)s, speak = %(speak)s;
  for (const [id, text] of lines) {
    if (said.includes(id)) { continue; }
    said.push(id);
    if (speak && "speechSynthesis" in window) {
      const line = new SpeechSynthesisUtterance(text);
      line.lang = "%(voice)s";
      window.speechSynthesis.speak(line);
    }
  }
  if (turn && !said.includes(turn)) {
    said.push(turn);
    const AudioContext = window.AudioContext || window.webkitAudioContext;
    if (AudioContext) {
      const audio = new AudioContext(), tone = audio.createOscillator(), gain = audio.createGain();
      tone.frequency.value = 660; gain.gain.value = 0.04;
      tone.connect(gain).connect(audio.destination);
      tone.start(); tone.stop(audio.currentTime + 0.12);
    }
  }
  sessionStorage.setItem("kiebitzSaid", JSON.stringify(said.slice(-300)));
})();
</script>"""


def spoken_lines(ctx: PageContext, table: Table) -> list[tuple[str, str]]:
    """(id, words) of everything said at the table so far in this game, in the learner's words."""
    game = _game_id(table)
    return [
        (f"{game}-{index}", " ".join(render(word, ctx.lang) for word in said.words))
        for index, said in enumerate(spoken_auction(table.state))
    ]


def table_sounds(ctx: PageContext, table: Table, sound: str) -> None:
    """Say what is new at the table and sound the learner's turn, as `sound` asks."""
    if sound not in SOUNDS[1:]:
        return
    turn = f"{_game_id(table)}-turn-{table.ply}" if table.waiting is Waiting.LEARNER else ""
    script = _SCRIPT % {
        "lines": _json(spoken_lines(ctx, table) if sound == "speech" else []),
        "turn": _json(turn),
        "speak": _json(sound == "speech"),
        "voice": VOICES.get(ctx.lang, "de-DE"),
    }
    st.html(script, unsafe_allow_javascript=True)  # our own script; the words are JSON-escaped


def _game_id(table: Table) -> str:
    return f"{table.series_code}-{table.game_index}"


def _json(value: object) -> str:
    return json.dumps(value).replace("</", "<\\/")
