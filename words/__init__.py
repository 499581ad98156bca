"""Every word Kiebitz shows, in one gettext catalogue per language.

The catalogues are ``words/locale/<lang>/LC_MESSAGES/kiebitz.po``: keys as ``msgid``, templates
with ``{fields}`` as ``msgstr``. `t` looks up an interface text, `render` writes a typed reason
(`coach.rules.explain.Reason`) with its facts; the UI, the lessons and the command line use them,
the domain core never does.
"""

from words.catalogue import LANGS, Lang, t
from words.facts import (
    action_name,
    card_style,
    contract_name,
    derivation,
    format_fact,
    game_name,
    render,
    render_all,
)
from words.glossary import glossary
from words.numbers import format_moment, format_number
from words.records import record_problem


def lang_name(lang: Lang) -> str:
    """The language's own name (``Deutsch``, ``English``) for the language picker."""
    return t("language.name", lang)


__all__ = [
    "LANGS",
    "Lang",
    "action_name",
    "card_style",
    "contract_name",
    "derivation",
    "format_fact",
    "format_moment",
    "format_number",
    "game_name",
    "glossary",
    "lang_name",
    "record_problem",
    "render",
    "render_all",
    "t",
]
