"""The Bierlachs list under the score sheet at Spielen (seed 000, Programmfunktionen): each
player's total on the simple list and what is missing to the goal, and who buys the round once
the goal is reached; nothing of it under rules without a Bierlachs list."""

from __future__ import annotations

from collections.abc import Callable

from app_helpers import sign_in
from streamlit.testing.v1 import AppTest

from coach.play import dumps
from coach.rules import ScoringList
from tests.play.test_winners import BIERLACHS, GOAL, played_series
from ui.bierlachs_view import bierlachs_frame
from ui.session import PageContext
from ui.store import Learner, Store


def test_the_frame_gives_each_total_and_the_points_missing(db_url: str) -> None:
    table = played_series(41, 2, BIERLACHS)
    sheet = table.score_sheet(ScoringList.SIMPLE, with_current=True)
    ctx = PageContext(Store(db_url), Learner(1, "Lea"), "en", "french", False, BIERLACHS)
    frame = bierlachs_frame(ctx, sheet)
    assert frame["Player"].tolist() == ["Lea", "Anna", "Bernd"]
    assert frame["Total"].tolist() == [str(total) for total in sheet.totals()]
    assert frame["Missing to the goal"].tolist() == [
        str(max(GOAL - total, 0)) for total in sheet.totals()
    ]


App = Callable[[str | None], AppTest]


def _spielen(app: App, db_url: str, series: int, *, rules: bool) -> AppTest:
    store = Store(db_url)
    lea = store.add_learner("Lea")
    table = played_series(series, 100, BIERLACHS) if rules else played_series(series, 2)
    store.save_open_table(lea.id, dumps(table))
    at = app(None)
    sign_in(at, lea.id)
    at.switch_page("ui/views/play.py").run()
    assert not at.exception, at.exception
    return at


def test_spielen_shows_the_bierlachs_list_and_who_buys(app: App, db_url: str) -> None:
    at = _spielen(app, db_url, 42, rules=True)
    texts = [element.value for element in at.markdown]
    assert f"**Bierlachs-Liste bis {GOAL} (einfache Liste)**" in texts
    frame = next(f.value for f in at.dataframe if "Fehlt bis zum Ziel" in f.value.columns)
    assert len(frame) == 3
    assert any(
        "gibt die Runde aus" in w.value or "gibst die Runde aus" in w.value for w in at.warning
    )


def test_no_bierlachs_list_under_the_isko(
    app: Callable[[str | None], AppTest], db_url: str
) -> None:
    at = _spielen(app, db_url, 43, rules=False)
    assert not any("Bierlachs" in str(element.value) for element in at.markdown)
