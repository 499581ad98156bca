"""No page of the app writes a card as its ISS code, in German or in English (see
tests/words/test_no_card_codes.py for the catalogue and the coach's reasons)."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

import pytest
from app_helpers import LEARNER_PAGES
from streamlit.testing.v1 import AppTest

from tests.words.card_codes import NOTATION_HELP, raw_codes
from words import LANGS
from words.catalogue import texts

MARKUP = re.compile(r"<[^>]*>")


def _page_texts(at: AppTest) -> Iterator[str]:
    notation = [texts(lang)[key] for lang in LANGS for key in NOTATION_HELP]
    elements = (
        *at.title, *at.header, *at.subheader, *at.markdown, *at.caption, *at.text,
        *at.info, *at.success, *at.warning, *at.error,
    )  # fmt: skip
    for element in elements:
        value = MARKUP.sub(" ", str(element.value))  # attributes are not read (data-card="CJ")
        if not any(help_text.split("{")[0] in value for help_text in notation):
            yield value
    for button in at.button:
        yield str(button.label)


@pytest.mark.parametrize("page", LEARNER_PAGES)
@pytest.mark.parametrize("lang", ["de", "en"])
def test_pages_write_deck_cards(app: Callable[[str | None], AppTest], page: str, lang: str) -> None:
    at = app(None)
    at.selectbox(key="ui_lang").set_value(lang).run()
    at.switch_page(f"ui/views/{page}.py").run()
    assert not at.exception, at.exception
    for text in _page_texts(at):
        assert not raw_codes(text), f"{page} ({lang}): {text}"
