"""The club's winners' list on Fortschritt, below the learner's own list: only learners who chose
to appear are on it, ranked by their best tournament result with their totals (never a game);
the checkbox puts the learner on it and takes them off again; a guest neither appears nor sees it.
Shown in German and in English."""

from __future__ import annotations

from collections.abc import Callable

import pandas as pd
import pytest
from app_helpers import open_page, progress_page
from streamlit.testing.v1 import AppTest
from test_language_walk import foreign_words

from coach.play import club_ranking, dumps, series_key, winners_list
from tests.play.test_winners import BIERLACHS, played_series
from ui.club_winners_view import OPT_IN
from ui.store import Store
from words import format_number, t


def _progress(app: Callable[[str | None], AppTest], learner: int, lang: str) -> AppTest:
    return progress_page(app(None), learner, lang)


def _club_frame(at: AppTest, lang: str) -> pd.DataFrame | None:
    """The club's list as shown, or None when the page shows none."""
    head = t("club_winners.rank", lang)
    frames = [table.value for table in at.table if head in table.value.columns]
    return frames[0] if frames else None


@pytest.mark.parametrize("lang", ["de", "en"])
def test_only_who_opted_in_is_ranked_and_the_checkbox_joins_and_leaves(
    app: Callable[[str | None], AppTest], db_url: str, lang: str
) -> None:
    store = Store(db_url)
    lea, ole = store.add_learner("Lea"), store.add_learner("Ole")
    leas = [played_series(51, 1), played_series(52, 1, BIERLACHS)]
    oles = [played_series(53, 1)]
    for learner, series in ((lea, leas), (ole, oles)):
        for table in series:
            store.keep_series(learner.id, series_key(table), dumps(table))
    store.set_on_club_list(lea.id, True)

    at = _progress(app, ole.id, lang)
    assert t("club_winners.title", lang) in [header.value for header in at.subheader]
    assert at.checkbox(key=OPT_IN).value is False
    frame = _club_frame(at, lang)
    assert frame is not None
    assert frame[t("club_winners.name", lang)].tolist() == ["Lea"]  # Ole said nothing yet
    best = winners_list(leas).best_tournament
    assert frame[t("winners.best", lang)].tolist() == [format_number(best or 0, lang, 0)]
    assert frame[t("club_winners.series", lang)].tolist() == ["2"]
    assert t("club_winners.ranked", lang) in [caption.value for caption in at.caption]
    box = at.checkbox(key=OPT_IN)
    shown = [*frame.columns, *frame.astype(str).to_numpy().ravel(), box.label, box.help or ""]
    words = [*shown, *(caption.value for caption in at.caption)]
    assert not foreign_words(" ".join(words), lang)

    at.checkbox(key=OPT_IN).check().run()
    assert not at.exception, at.exception
    assert store.on_club_list(ole.id)
    frame = _club_frame(at, lang)
    assert frame is not None
    expected = club_ranking([("Lea", winners_list(leas)), ("Ole", winners_list(oles))])
    assert frame[t("club_winners.name", lang)].tolist() == [line.name for line in expected]
    assert frame[t("club_winners.rank", lang)].tolist() == [str(line.rank) for line in expected]

    at.checkbox(key=OPT_IN).uncheck().run()
    assert not store.on_club_list(ole.id)
    frame = _club_frame(at, lang)
    assert frame is not None and frame[t("club_winners.name", lang)].tolist() == ["Lea"]


def test_the_list_says_when_nobody_is_on_it(
    app: Callable[[str | None], AppTest], db_url: str
) -> None:
    store = Store(db_url)
    lea = store.add_learner("Lea")
    at = _progress(app, lea.id, "de")
    assert _club_frame(at, "de") is None
    assert any(t("club_winners.empty", "de") == info.value for info in at.info)


def test_a_guest_neither_appears_nor_sees_the_list(db_url: str) -> None:
    store = Store(db_url)
    lea = store.add_learner("Lea")
    store.set_on_club_list(lea.id, True)
    at = open_page("progress")  # a stranger's browser: a guest of its own
    assert not at.exception, at.exception
    assert _club_frame(at, "de") is None
    assert not [box for box in at.checkbox if box.key == OPT_IN]
    assert any(t("club_winners.guest", "de") == info.value for info in at.info)
    assert "Lea" not in " ".join(str(table.value) for table in [*at.table, *at.dataframe])
    assert [member.name for member in store.club_list(lea.id)] == ["Lea"]
