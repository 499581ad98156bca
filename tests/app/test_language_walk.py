"""One language at a time: every page, in German and in English, shows no word of the other
language (issue 37). Skat terms of the glossary are allowed in both; so are names.

Every text an element carries is read from the page as AppTest receives it (labels, options,
help, placeholders, bodies): drawings, charts, tables of data and style rules are left out. A
word counts as German when only the German catalogue uses it (or it is a common German word),
as English when only the English catalogue uses it (or it is a common English word, such as
Streamlit's own "Choose an option" or "Select all").
"""

from __future__ import annotations

import ast
import re
from collections.abc import Callable, Iterator, Sequence
from functools import cache

import pytest
from app_helpers import LEARNER_PAGES, ROOT
from streamlit.testing.v1 import AppTest

from tests.notebook_records import FILE
from words import glossary
from words.catalogue import read_catalogue

App = Callable[[str | None], AppTest]
SKIPPED = {"html", "plotly_chart", "arrow_data_frame", "arrow_table", "imgs", "deck_gl_json_chart"}
NAMES = "Gast Anna Bernd Kiebitz Deutsch English"  # the players and the languages' own names
COMMON = {
    "de": "der das dem den des und oder mit ohne ist nicht kein keine eine einen zu auf für von "
    "vom zum zur Karte Karten Gegner Spieler spielen wählen Bitte",
    "en": "the and with without is are not you your choose select all option options press "
    "enter submit form take photo remove first only upload browse files drag drop limit per "
    "file results Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec please",
}
DEFENDER_DEAL = 2


def _words(text: str) -> set[str]:
    text = re.sub(r":material/\w+:|:\w+\[|\{\w+\}|<[^>]*>|\S*/\S*", " ", text)  # no paths
    return {word.lower() for word in re.findall(r"[A-Za-zÄÖÜäöüß]{2,}", text)}


@cache
def _only(lang: str) -> frozenset[str]:
    """Words only `lang`'s catalogue uses, with its common words; Skat terms and names not."""
    other = "en" if lang == "de" else "de"
    mine = set().union(*map(_words, read_catalogue(lang).values()))
    theirs = set().union(*map(_words, read_catalogue(other).values()))
    terms = {word for term, _ in glossary("de") for word in _words(term)}
    common = _words(COMMON[lang]) - theirs
    return frozenset((mine - theirs) | common) - terms - _words(NAMES)


def foreign_words(text: str, lang: str) -> set[str]:
    """The words of `text` that belong to the other language than `lang`."""
    text = re.sub(r"\w*\d\w*", " ", text)  # ids and hashes ("0feb44c7…") hold no words
    return _words(text) & _only("en" if lang == "de" else "de")


def test_the_detector_finds_streamlits_english_and_spares_skat_terms() -> None:
    assert foreign_words("Choose an option", "de") == {"choose", "option"}
    assert foreign_words("You can only select up to 2 options.", "de") >= {"select", "only"}
    assert foreign_words("Noch draußen: 1 Trumpf", "en") >= {"noch", "draußen"}
    assert foreign_words("Grand Hand Schneider: the Skat, mit 2, Spiel 3", "en") == set()
    assert foreign_words("Kreuz Hand, Schneider angesagt", "de") == set()


def _texts(node: object) -> Iterator[str]:
    """Every string an element of the page carries, depth first."""
    proto = getattr(node, "proto", None)
    kind = getattr(node, "type", "")
    if proto is not None and kind not in SKIPPED:
        for field, value in proto.ListFields():
            if field.name in ("id", "form_id", "default", "value", "icon", "css"):
                continue
            if isinstance(value, str):
                yield value
            elif isinstance(value, Sequence) and value and isinstance(value[0], str):
                yield from value
    children = getattr(node, "children", {})
    for child in children.values():
        yield from _texts(child)


def _foreign(at: AppTest, lang: str) -> dict[str, set[str]]:
    found: dict[str, set[str]] = {}
    for text in [*_texts(at.main), *_texts(at.sidebar)]:
        hits = foreign_words(re.sub(r"<[^>]*>", " ", text), lang)  # drawn cards' markup is no text
        if hits:
            found[text[:120]] = hits
    return found


def _open(app: App, page: str, lang: str) -> AppTest:
    at = app(None)
    if lang != "de":
        at.selectbox(key="ui_lang").set_value(lang).run()
    at.switch_page(f"ui/views/{page}.py").run()
    assert not at.exception, at.exception[0].value
    return at


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("page", LEARNER_PAGES)
def test_every_page_speaks_one_language(app: App, page: str, lang: str) -> None:
    at = _open(app, page, lang)
    assert _foreign(at, lang) == {}


@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_game_at_the_table_speaks_one_language(app: App, lang: str) -> None:
    at = _open(app, "play", lang)
    at.radio(key="play_pace").set_value("0").run()
    for aid in ("last_trick", "points", "trumps", "kiebitz"):
        at.toggle(key=f"play_aid_{aid}").set_value(True).run()
    at.number_input(key="play_deal").set_value(DEFENDER_DEAL).run()
    at.button(key="play_start").click().run()
    while "play_pass" in [b.key for b in at.main.button]:
        at.button(key="play_pass").click().run()
    card = next(b.key for b in at.main.button if b.key.startswith("play_card_") and not b.disabled)
    at.button(key=card).click().run()
    at.button(key="play_hint").click().run()
    assert not at.exception, at.exception[0].value
    assert _foreign(at, lang) == {}


# Records damaged in every way the reader and the replay name (each line one record).
DAMAGED_RECORDS = "\n".join(
    (
        "(;GM[Skat]MV[w CJ] ;)",
        "(;GM[Skat]ID[5]ID[6]MV[] ;)",
        "(;GM[Xiangqi]ID[6]MV[] ;)",  # record values in no language
        "(;GM[Skat]ID[7]RU[xyz]MV[w CJ] ;)",
        "(;GM[Skat]ID[8] ;)",
        "(;GM[Skat]ID[9]MV[w CJ.SJ] ;)",
        "(;GM[Skat]ID[10]MV[w ??.SJ] ;)",
        "(;GM[Skat]ID[11]MV[w XX" + ".SJ" * 31 + "] ;)",
        FILE.decode().split("\n")[1],  # a card played twice
        "(;GM[Skat]ID[12]MV[w CJ.SJ ;)",
    )
)


@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_damaged_upload_is_named_in_one_language(app: App, lang: str) -> None:
    at = _open(app, "notebook", lang)
    upload = at.file_uploader(key="games_upload")
    upload.upload("kaputt.sgf", DAMAGED_RECORDS.encode(), "text/plain").run()
    assert not at.exception, at.exception[0].value
    (error,) = at.error
    assert error.value.count("\n- ") == 10  # every record named
    assert _foreign(at, lang) == {}


def test_no_widget_keeps_streamlits_english_default_text() -> None:
    """Streamlit's own words show in the browser only (AppTest never sees them): a select box
    brings its own placeholder, and no multiselect is used (its "Select all" and its limit
    message speak English). Hints under text fields are replaced in `ui.session.INPUT_HINT`."""
    problems = []
    for path in sorted((ROOT / "ui").rglob("*.py")):
        if "bench" in path.name:  # the developers' benches, not the learner's app
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call) or not isinstance(node.func, ast.Attribute):
                continue
            where = f"{path.relative_to(ROOT)}:{node.lineno}"
            if node.func.attr == "multiselect":
                problems.append(f"{where}: a multiselect")
            if node.func.attr == "selectbox" and "placeholder" not in {
                k.arg for k in node.keywords
            }:
                problems.append(f"{where}: a selectbox without placeholder=")
    assert problems == []
