"""The catalogues: every text in every language with the same fields, every reason code with text.

Nothing is registered by importing: the catalogues are files, read on first use.
"""

from __future__ import annotations

import re
import subprocess
import sys

import pytest
from reason_codes import ROOT, reason_codes

from coach.rules.values import Level
from lessons.exercises import Kind, SeatRole
from words import LANGS, glossary, t
from words.catalogue import LOCALE_DIR, fields, read_catalogue, texts

# What the words of an f-string code can be: each code pattern and the values filling it.
PATTERN_WORDS = {
    r"lesson\.kind_\w+": [f"lesson.kind_{kind.value}" for kind in Kind],
    r"lesson\.q_seat_\w+": [f"lesson.q_seat_{role}" for role in SeatRole.ROLES],
    r"lesson\.why_seat_\w+": [f"lesson.why_seat_{role}" for role in SeatRole.ROLES],
    r"value_level_\w+": [f"value_level_{level.value}" for level in Level],
}


def test_every_language_has_a_catalogue_and_no_catalogue_is_left_over() -> None:
    assert sorted(path.name for path in LOCALE_DIR.iterdir() if path.is_dir()) == sorted(LANGS)


@pytest.mark.parametrize("lang", LANGS[1:])
def test_every_text_exists_in_every_language_with_the_same_fields(lang: str) -> None:
    german, other = read_catalogue("de"), read_catalogue(lang)
    assert set(german) == set(other), set(german) ^ set(other)
    for key, template in german.items():
        assert template.strip() and other[key].strip(), key
        assert fields(template) == fields(other[key]), key


@pytest.mark.slow
def test_every_reason_code_any_module_can_emit_has_text_in_every_language() -> None:
    found = reason_codes()
    assert not found.unresolved, (
        "reason codes the scan cannot follow (write the code as a literal, or teach "
        f"tests/words/reason_codes.py): {sorted(found.unresolved, key=str)}"
    )
    assert set(found.patterns) <= set(PATTERN_WORDS), "add the new f-string code to PATTERN_WORDS"
    codes = set(found.codes)
    for pattern in found.patterns:
        assert all(re.fullmatch(pattern, code) for code in PATTERN_WORDS[pattern]), pattern
        codes |= set(PATTERN_WORDS[pattern])
    assert len(codes) > 150, "the scan finds too few codes: it is broken"
    for lang in LANGS:
        assert codes - set(texts(lang)) == set(), lang


@pytest.mark.slow
def test_the_scan_finds_a_new_code_without_text() -> None:
    found = reason_codes()
    assert {"draw_trumps", "lesson.right", "scan_not_image", "skat_effect_with"} <= found.codes
    assert "bid_play_alone" in found.codes  # a local variable chosen by a condition
    assert "play_hand" in found.codes  # a parameter, given at the function's calls


def test_a_missing_text_names_its_key_and_language() -> None:
    with pytest.raises(KeyError, match=r"no en text for 'no\.such_key'"):
        t("no.such_key", "en")


def test_facts_fill_the_fields() -> None:
    assert t("sidebar.name_long", "en", limit=40) == "A name has at most 40 characters."


def test_the_glossary_comes_from_the_catalogue() -> None:
    terms = dict(glossary("en"))
    assert "Schneider" in terms and "Skat" in terms
    assert [term for term, _ in glossary("de")] == list(terms)


def test_the_core_holds_no_sentences_and_does_not_import_the_catalogue() -> None:
    """The domain core returns typed reasons; only the command line (its outer layer) renders."""
    for path in (ROOT / "coach").rglob("*.py"):
        source = path.read_text()
        if "cli" not in path.parts:
            assert not re.search(r"^\s*(import|from)\s+words\b", source, re.M), path
        assert "register_texts" not in source, path
        assert not re.search(r'^\s*"(de|en)":', source, re.M), f"a language table in {path}"


def test_nothing_is_registered_by_importing() -> None:
    """Rendering in a fresh process that imported nothing else works for every kind of text."""
    code = (
        "from coach.rules.explain import Reason\n"
        "from words import render, t\n"
        "print(render(Reason.of('lesson.kind_count_points'), 'en'))\n"
        "print(t('nav.progress', 'de'))\n"
    )
    run = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True
    )
    assert run.stdout.split("\n")[:2] == ["Counting points", "Fortschritt"]
