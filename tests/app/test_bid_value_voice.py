"""The Reizwert page's "Wie hoch reizen?" says what the coach says of the same decision elsewhere.

The page judges the hand's first auction decision with the auction's one voice
(`coach.advice.limit_judgement`): its verdict names the limit the hint names at the table, its
check shows that judgement's levels (the decision's own seed), and an Üben bidding question on
the same deal and seat names the same limit with the same figures.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from app_helpers import enter_by_clicks, table_rows
from streamlit.testing.v1 import AppTest

from coach.advice import hint_at, limit_judgement
from coach.rules import ISKO, Card, CardSet, auction_state, opening
from lessons.quiz import Limit, Position, QuizKind
from lessons.quizzes import grade_position
from ui.advice_table import level_rows
from ui.bid_advice import WORLDS, checked_verdict

App = Callable[[str | None], AppTest]
HAND = "DA HT HK HA S7 SJ C7 C9 CQ CA"  # Kreuz Hand 36 at about 77 %, a weak Grand
SEAT = 0  # forehand


def test_how_high_to_bid_reads_the_one_judgement(app: App) -> None:
    at = enter_by_clicks(app("bid_value"), HAND)
    at.radio(key="advice_seat").set_value(SEAT).run()
    at.button(key="advice_check").click().run()
    assert not at.exception
    cards = CardSet.of([Card[name] for name in HAND.split()])
    state = auction_state(cards, SEAT, random.Random(0), ISKO)
    judgement = limit_judgement(state, SEAT, WORLDS)
    assert judgement.limit == 36 and judgement.levels
    verdict = "\n".join(info.value for info in at.info)
    assert checked_verdict("de", judgement) in verdict  # the one limit, the same figures
    assert "bis 36 reizen" in verdict
    shown = table_rows(at, 1)  # the summary, the check, the full table
    expected = level_rows(judgement.levels, "de")
    assert list(shown.values()) == [
        {k: v for k, v in row.items() if k != "Reizwert"} for row in expected
    ]
    hint = hint_at(state, SEAT)  # at the table: the hint names the same limit
    limits = {v for r in hint.decision.reasons for name, v in r.facts if name == "limit"}
    assert limits == {36}
    position = Position(QuizKind.BID, SEAT, state.deal, opening(SEAT))  # the same in Üben
    graded = grade_position(position, ISKO, worlds=WORLDS)
    assert graded.best.answer == Limit(36, judgement.game)
    assert graded.levels == judgement.levels
