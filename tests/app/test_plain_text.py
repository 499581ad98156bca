"""Learner and record text reaches the page as plain text, never as Markdown or HTML.

`ui.plain.plain` is checked as a property over any text: what it gives is made only of tokens
CommonMark reads literally (an escaped punctuation mark, an entity, a hard line break, a
character that is no punctuation), and reading those tokens back gives the text again. Then the
real pages are opened with hostile names, notes, records and file names.
"""

from __future__ import annotations

import html
import os
import re
from collections.abc import Callable

import pytest
from app_helpers import markdown_text, open_expander, open_page
from hypothesis import given, settings
from hypothesis import strategies as st
from streamlit.testing.v1 import AppTest

from ui.plain import plain
from ui.store import Store

App = Callable[[str | None], AppTest]
PIXEL = "![x](http://tracker.example/p.png)"
TOKEN = re.compile(r"\\[!-/:-@\[-`{-~]|&lt;|&gt;|&#(?:32|9);|  \n|[^!-/:-@\[-`{-~\n]")
HOSTILE = st.text(
    alphabet=st.one_of(st.sampled_from("![]()<>*_`~#:$\\&|-+.=\n\t \"'{}"), st.characters()),
    max_size=80,
)


@given(HOSTILE)
def test_any_text_is_made_only_of_literal_tokens_and_reads_back(text: str) -> None:
    shown = plain(text)
    assert "".join(TOKEN.findall(shown)) == shown, shown
    expected = text.replace("\r\n", "\n").replace("\r", "\n")
    assert _literal(shown) == expected


def _literal(shown: str) -> str:
    out = []
    for token in TOKEN.findall(shown):
        if token.startswith("\\"):
            out.append(token[1])
        elif token == "  \n":
            out.append("\n")
        elif token.startswith("&"):
            out.append(html.unescape(token))
        else:
            out.append(token)
    return "".join(out)


def test_a_tracking_pixel_as_a_name_is_shown_as_text(app: App) -> None:
    at = app("settings")
    open_expander(at, "sidebar_new_learner")
    at.text_input(key="new_learner_name").input(PIXEL).run()
    at.button(key="create_learner").click().run()
    shown = "\n".join(caption.value for caption in at.caption)
    assert plain(PIXEL) in shown and PIXEL not in shown


def test_hostile_record_names_and_ids_are_escaped_in_the_notebook(app: App) -> None:
    at = app("notebook")
    store = Store(os.environ["KIEBITZ_DB_URL"])
    record = f"(;GM[Skat]ID[{PIXEL}]P0[<img src=x>]MV[w XX]R[] ;)"
    store.save_game(at.session_state["learner_id"], PIXEL, record)
    at.run()
    page = (
        markdown_text(at)
        + "".join(w.value for w in at.warning)
        + "".join(e.value for e in at.error)
    )
    assert PIXEL not in page and "<img" not in page


@pytest.mark.usefixtures("db_url")
@settings(max_examples=15)
@given(st.text(alphabet=st.sampled_from("![]()<>*_`:$\\&#x ab"), min_size=1, max_size=30))
def test_any_name_reaches_the_page_escaped(name: str) -> None:
    """A learner with any name: the page's Markdown holds the name only in its escaped form."""
    if not " ".join(name.split()):
        return
    token = _signed_in_as(" ".join(name.split()))
    at = open_page(None, token)
    shown = "\n".join(caption.value for caption in at.caption)
    assert plain(" ".join(name.split())) in shown


def _signed_in_as(name: str) -> str:
    store = Store(os.environ["KIEBITZ_DB_URL"])
    known = {learner.name: learner for learner in store.learners()}
    learner = known.get(name) or store.add_learner(name)
    return store.open_session(learner.id)
