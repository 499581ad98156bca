"""Golden playthroughs: whole coached games written out step by step, kept as text.

A change of the coach's voice shows here as a readable diff. After a deliberate change,
regenerate both files and read the diff before committing it:

    kiebitz playthrough --deal 3 --lang de > tests/data/playthrough-deal3-de.txt
    kiebitz playthrough --deal 6 --lang en > tests/data/playthrough-deal6-en.txt
"""

from __future__ import annotations

from pathlib import Path

import pytest

from coach.cli.playthrough import playthrough
from coach.play import Strength
from coach.rules import ISKO

DATA = Path(__file__).resolve().parents[1] / "data"


@pytest.mark.parametrize(("deal", "lang"), [(3, "de"), (6, "en")])
def test_the_coached_game_reads_as_kept(deal: int, lang: str) -> None:
    kept = (DATA / f"playthrough-deal{deal}-{lang}.txt").read_text(encoding="utf-8")
    lines = playthrough(deal, 0, Strength.CLUB, ISKO, lang)  # type: ignore[arg-type]
    assert "\n".join(lines) + "\n" == kept


def test_every_learner_decision_has_a_hint_a_reason_and_a_verdict() -> None:
    lines = playthrough(6, 0, Strength.CLUB, ISKO, "en")
    decisions = [i for i, line in enumerate(lines) if "(you)" in line]
    assert decisions
    for i in decisions:
        block = lines[i + 1 : i + 8]
        assert block[0].startswith("  Instant hint: ") and block[1].startswith("    - ")
        assert any(line.startswith("  Verdict: ") for line in lines[i + 1 :])
