"""Every page opens without error in both languages; the shell is private and consistent."""

from __future__ import annotations

import os
import re
import tomllib
from collections.abc import Callable
from pathlib import Path

import pytest
from app_helpers import PAGES, ROOT, TEACHER_PAGES, open_expander, sign_in
from streamlit.testing.v1 import AppTest

from ui.store import DB_URL_ENV, TEACHER, Store
from words import LANGS, glossary, t
from words.catalogue import texts

EXPECTED_PAGES = {
    "start", "learn", "bid_value", "practice", "play", "notebook", "progress", "settings"
}  # fmt: skip


def test_every_section_has_a_page() -> None:
    assert set(PAGES) >= EXPECTED_PAGES
    app_source = (ROOT / "app.py").read_text()
    for page in PAGES:
        assert f'("{page}",' in app_source, f"{page} is not routed in app.py"


@pytest.mark.parametrize("page", PAGES)
@pytest.mark.parametrize("lang", ["de", "en"])
def test_page_opens(app: Callable[[str | None], AppTest], page: str, lang: str) -> None:
    at = app(None)
    if page in TEACHER_PAGES:
        store = Store(os.environ[DB_URL_ENV])
        teacher = store.add_learner("Frau Lehmann", secret="lehrerin", role=TEACHER)
        sign_in(at, teacher.id, "lehrerin")
    at.selectbox(key="ui_lang").set_value(lang).run()
    at.switch_page(f"ui/views/{page}.py").run()
    assert not at.exception, at.exception
    assert len(at.title) == 1 and at.title[0].value


def test_start_page_names_the_sections_and_shows_the_glossary(
    app: Callable[[str | None], AppTest],
) -> None:
    at = app(None)
    assert at.title[0].value == t("start.title", "de")
    assert not any(m.value.startswith("| ") for m in at.markdown)  # drawn once opened
    open_expander(at, "start_glossary")
    glossary_table = next(m.value for m in at.markdown if m.value.startswith("| "))
    assert "| **Schneider** |" in glossary_table  # a Markdown table: no pandas on first load


def test_every_key_used_in_the_code_is_in_the_catalogue() -> None:
    used = set()
    for path in [ROOT / "app.py", *(ROOT / "ui").rglob("*.py")]:
        used |= set(re.findall(r"""\bt\(\s*["']([a-z_]+\.[a-z_]+)["']""", path.read_text()))
    assert used, "no catalogue keys found: the scan is broken"
    for lang in LANGS:
        assert used - set(texts(lang)) == set(), lang


def test_glossary_explains_each_term_in_both_languages() -> None:
    german, english = glossary("de"), glossary("en")
    assert len(german) >= 12
    assert [term for term, _ in german] == [term for term, _ in english]
    for (_, de), (_, en) in zip(german, english, strict=True):
        assert de and en and de != en


def test_streamlit_is_configured_offline_and_without_developer_menus() -> None:
    config = tomllib.loads(Path(ROOT / ".streamlit" / "config.toml").read_text())
    assert config["browser"]["gatherUsageStats"] is False
    assert config["client"]["toolbarMode"] in {"minimal", "viewer"}
    assert config["server"]["headless"] is True
