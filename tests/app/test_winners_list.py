"""The winners' list on Fortschritt: the series kept in the store (one row per series, rewritten
as it goes on), shown in German and in English with the tournament result, the balance and the
Bierlachs outcome; a kept series that cannot be read is said, not hidden."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from app_helpers import progress_page
from sqlalchemy import text
from streamlit.testing.v1 import AppTest
from test_language_walk import foreign_words

from coach.play import dumps, series_key, winners_list
from tests.play.test_winners import BIERLACHS, played_series
from ui.play_state import PlayState
from ui.store import SCHEMA_VERSION, Store, StoreError
from words import format_number

DEFENDER_DEAL = 2  # an engine declares, the learner passes


def test_a_series_is_kept_once_and_rewritten_as_it_goes_on(db_url: str) -> None:
    store = Store(db_url)
    lea = store.add_learner("Lea")
    other = store.add_learner("Ole")
    short, longer = played_series(21, 1), played_series(21, 2)
    store.keep_series(lea.id, series_key(short), dumps(short))
    store.keep_series(lea.id, series_key(played_series(22, 1)), dumps(played_series(22, 1)))
    store.keep_series(lea.id, series_key(longer), dumps(longer))  # the same series, one game on
    kept = [series.data for series in store.kept_series(lea.id)]
    assert kept == [dumps(longer), dumps(played_series(22, 1))]  # in the order begun
    assert store.kept_series(other.id) == []
    with pytest.raises(StoreError, match="series key"):
        store.keep_series(lea.id, "", "{}")


def test_a_version_6_database_gains_the_kept_series(db_url: str) -> None:
    store = Store(db_url)
    with store.engine.begin() as connection:
        connection.execute(text("DROP TABLE kept_series"))
        connection.execute(text("DELETE FROM schema_version WHERE version >= 7"))
    upgraded = Store(db_url)
    assert upgraded.schema_version() == SCHEMA_VERSION
    lea = upgraded.add_learner("Lea")
    upgraded.keep_series(lea.id, "1-a", "{}")
    assert [series.data for series in upgraded.kept_series(lea.id)] == ["{}"]


def _progress(app: Callable[[str | None], AppTest], learner: int, lang: str) -> AppTest:
    return progress_page(app(None), learner, lang)


@pytest.mark.parametrize(
    ("lang", "title", "tournament", "bierlachs"),
    [
        ("de", "Siegerliste", "Turnierliste (Seeger-Fabian)", "Bierlachs"),
        ("en", "Winners' list", "Tournament list (Seeger-Fabian)", "Bierlachs"),
    ],
)
def test_fortschritt_shows_the_winners_list(
    app: Callable[[str | None], AppTest],
    db_url: str,
    lang: str,
    title: str,
    tournament: str,
    bierlachs: str,
) -> None:
    store = Store(db_url)
    lea = store.add_learner("Lea")
    series = [played_series(31, 2), played_series(32, 2, BIERLACHS)]
    for table in series:
        store.keep_series(lea.id, series_key(table), dumps(table))
    store.keep_series(lea.id, "99-broken", "not a table")
    at = _progress(app, lea.id, lang)
    assert title in [header.value for header in at.subheader]
    frame = next(frame.value for frame in at.dataframe if tournament in frame.value.columns)
    ranking = winners_list(series)
    written = [format_number(line.tournament, lang, 0) for line in ranking.lines]
    assert frame[tournament].tolist() == written
    assert frame.iloc[:, 0].tolist() == ["31", "32"]
    assert frame[bierlachs].iloc[0] == ""  # the ISkO keeps no Bierlachs list
    assert frame[bierlachs].iloc[1] != ""
    metrics = {metric.label: metric.value for metric in at.metric}
    words = [title, *metrics, *frame.columns, *frame.astype(str).to_numpy().ravel()]
    assert not foreign_words(" ".join(words), lang)
    assert format_number(ranking.best_tournament or 0, lang, 0) in metrics.values()
    assert len(at.warning) == 1  # the broken series is said


def test_fortschritt_says_when_no_series_is_kept(
    app: Callable[[str | None], AppTest], db_url: str
) -> None:
    store = Store(db_url)
    lea = store.add_learner("Lea")
    at = _progress(app, lea.id, "de")
    assert any("Noch keine Serie" in info.value for info in at.info)


def test_a_game_played_at_spielen_puts_its_series_on_the_list(
    app: Callable[[str | None], AppTest],
) -> None:
    at = app("play")
    at.radio(key="play_pace").set_value("0").run()
    at.number_input(key="play_deal").set_value(DEFENDER_DEAL).run()
    at.button(key="play_start").click().run()
    while True:
        assert not at.exception, at.exception
        keys = [button.key for button in at.main.button if not button.disabled]
        if "play_next_game" in keys:
            break
        key = "play_pass" if "play_pass" in keys else next(k for k in keys if "play_card_" in k)
        at.button(key=key).click().run()
    state = at.session_state["play"]
    assert isinstance(state, PlayState) and state.table is not None
    line = winners_list([state.table]).lines[0]
    at.switch_page("ui/views/progress.py").run()
    assert not at.exception, at.exception
    frame = next(f.value for f in at.dataframe if "Seriencode" in f.value.columns)
    assert frame["Seriencode"].tolist() == [str(DEFENDER_DEAL)]
    assert frame["Spiele"].tolist() == ["1"]
    assert frame["Saldo"].tolist() == [format_number(line.balance, "de", 0)]
