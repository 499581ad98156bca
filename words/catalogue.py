"""The catalogues: one gettext ``.po`` file per language, read with Babel.

A text's key (``nav.learn``, ``lesson.right``, a reason code such as ``draw_trumps``) is its
``msgid``; its template (``msgstr``) fills ``{fields}`` with `str.format`. The files are read on
first use, never at import, so no page depends on another having been opened first.
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import UTC, datetime
from functools import cache
from pathlib import Path
from string import Formatter
from typing import Literal, get_args

from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po, write_po

Lang = Literal["de", "en"]
LANGS: tuple[Lang, ...] = get_args(Lang)
LOCALE_DIR = Path(__file__).resolve().parent / "locale"
DOMAIN = "kiebitz"
_FIXED_DATE = datetime(2026, 1, 1, tzinfo=UTC)


def catalogue_path(lang: str) -> Path:
    return LOCALE_DIR / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


def read_catalogue(lang: str) -> dict[str, str]:
    """Every key and template of one language's catalogue (empty when the file is missing)."""
    path = catalogue_path(lang)
    if not path.exists():
        return {}
    with path.open("rb") as file:
        catalog = read_po(file, locale=lang, domain=DOMAIN)
    return {str(message.id): str(message.string) for message in catalog if message.id}


def write_catalogue(lang: str, texts: Mapping[str, str]) -> None:
    """Write one language's catalogue, sorted by key (the form `read_catalogue` reads)."""
    catalog = Catalog(
        locale=lang,
        domain=DOMAIN,
        header_comment=f"# Kiebitz: the texts in {lang}. A key is a msgid; see README, Languages.",
        project="Kiebitz",
        version="1",
        creation_date=_FIXED_DATE,  # no dates that change on every write
        revision_date=_FIXED_DATE,
        fuzzy=False,
        charset="utf-8",
    )
    for key, text in texts.items():
        catalog.add(key, text, flags=("python-brace-format",) if fields(text) else ())
    path = catalogue_path(lang)
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("wb") as file:
        write_po(file, catalog, width=100, sort_output=True, omit_header=False)


@cache
def texts(lang: Lang) -> Mapping[str, str]:
    """The templates of `lang`, read once per process."""
    return {key: text for key, text in read_catalogue(lang).items() if text}


def fields(template: str) -> frozenset[str]:
    """The names of a template's ``{fields}``."""
    return frozenset(name for _, name, _, _ in Formatter().parse(template) if name)


def t(key: str, lang: Lang, **facts: object) -> str:
    """The text of `key` in `lang` with its fields filled; `KeyError` names a missing key.

    Plural forms: when the fact `count` is 1 and the catalogue has ``key.one``, that text is
    used ("1 Trumpf", "1 Spiel"); ``key`` itself holds the other form ("2 Trümpfe").
    """
    try:
        template = texts(lang)[key]
    except KeyError:
        raise KeyError(f"no {lang} text for {key!r}") from None
    if str(facts.get("count")) == "1":
        template = texts(lang).get(f"{key}.one", template)
    return template.format(**facts) if facts else template
