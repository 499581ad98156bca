"""`lab/studies/skat_rules.py`: the study's skat decisions decided again under other hand rules."""

from __future__ import annotations

from typing import Any

from coach.heuristic import declaring
from coach.rules.contract import ISKO
from coach.rules.notation import parse_card_set
from lab.studies import skat_rules


def test_a_lower_hand_margin_plays_from_hand_and_scores_by_the_study_means() -> None:
    """A Grand Hand of about 95 % that expects less than picking up plus `HAND_MARGIN`: today's
    rule picks up; without the margin it plays from hand, scored by the recorded means. The
    constants are restored afterwards."""
    record: dict[str, Any] = {
        "kind": "skat",
        "cards": "D7 D8 DT DJ DA HJ S7 SJ SA C8",
        "seat": 2,
        "bid": 18,
        "chosen": "pickup",
        "means": {"pickup": 118.0, "GH": 130.0},
    }
    view = skat_rules.skat_view(record, ISKO)
    assert view.hand == parse_card_set(record["cards"]) and view.bid == 18
    today = declaring.HAND_CHANCE, declaring.HAND_MARGIN
    assert skat_rules.rescored([record], [view], *today) == (0.0, 0, 0)
    assert skat_rules.rescored([record], [view], 0.8, -20.0) == (12.0, 1, 0)
    assert today == (declaring.HAND_CHANCE, declaring.HAND_MARGIN)
