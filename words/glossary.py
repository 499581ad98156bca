"""The glossary of Skat terms: each ``glossary_term.<slug>`` with its ``glossary.<slug>``."""

from __future__ import annotations

from words.catalogue import Lang, texts

TERM = "glossary_term."


def glossary(lang: Lang) -> list[tuple[str, str]]:
    """(term, explanation) pairs in the learner's language, sorted by term."""
    catalogue = texts(lang)
    slugs = [key.removeprefix(TERM) for key in catalogue if key.startswith(TERM)]
    return sorted((catalogue[TERM + slug], catalogue[f"glossary.{slug}"]) for slug in slugs)
