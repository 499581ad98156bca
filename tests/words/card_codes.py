"""Finding cards written as their ISS code ("HQ", "SA") in learner-facing text."""

from __future__ import annotations

import re

RAW_CODE = re.compile(r"\b[CSHD][789TJQKA]\b")
# The card input's help: the learner may type cards in ISS notation, so these texts show it.
NOTATION_HELP = frozenset({"picker.bad_card", "picker.text_help", "problems.editor_played"})


def raw_codes(text: str) -> list[str]:
    return RAW_CODE.findall(text)
