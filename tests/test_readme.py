"""The README's examples run: its Python blocks as doctests, its `kiebitz` lines as commands.

As python-chess checks its README: an example that no longer works fails here, so the front door
never shows stale output. The links between the README, the changelog and `docs/` hold, and the
glossary page says what the app says.
"""

from __future__ import annotations

import contextlib
import doctest
import io
import re
import shlex
from pathlib import Path

import pytest

from coach.cli.main import main
from words import LANGS, Lang, glossary

ROOT = Path(__file__).resolve().parent.parent
README = ROOT / "README.md"
FENCE = re.compile(r"^```(\w*)\n(.*?)^```", re.MULTILINE | re.DOTALL)
FLAGS = doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE


def blocks(language: str) -> list[tuple[int, str]]:
    """The README's fenced blocks of one language, in order, each with the line it starts on."""
    text = README.read_text()
    return [
        (text.count("\n", 0, match.start(2)), match.group(2))
        for match in FENCE.finditer(text)
        if match.group(1) == language
    ]


def commands() -> list[tuple[str, str]]:
    """Every `$ kiebitz ...` line of the README's console blocks, with the output shown below it."""
    examples = []
    for _, body in blocks("console"):
        for example in re.split(r"^\$ ", body, flags=re.MULTILINE)[1:]:
            line, _, shown = example.partition("\n")
            examples.append((line.strip(), shown))
    return examples


def words_per_line(text: str) -> list[list[str]]:
    """Text compared line by line, whatever the spacing inside a line."""
    return [line.split() for line in text.strip().splitlines()]


def test_python_examples_hold() -> None:
    """All `pycon` blocks, run in order in one namespace as a reader would type them."""
    examples = blocks("pycon")
    assert examples, "the README shows no Python example"
    parser, runner = doctest.DocTestParser(), doctest.DocTestRunner(optionflags=FLAGS)
    namespace: dict[str, object] = {}
    report = io.StringIO()
    for line, body in examples:
        test = parser.get_doctest(body, namespace, "README.md", str(README), line)
        runner.run(test, out=report.write, clear_globs=False)
        namespace = test.globs  # a DocTest works on a copy: carry the names on
    assert runner.failures == 0, report.getvalue()


@pytest.mark.parametrize(("line", "shown"), commands())
def test_command_examples_print_what_the_readme_shows(line: str, shown: str) -> None:
    """Each `kiebitz` example exits with status 0 and prints the lines shown below it."""
    program, *argv = shlex.split(line)
    assert program.removeprefix(".venv/bin/") == "kiebitz", line
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        status = main(argv)
    assert status == 0, out.getvalue()
    assert words_per_line(out.getvalue()) == words_per_line(shown)


def test_readme_is_a_front_door() -> None:
    """The README stays short: history belongs in lab/results, details in docs/."""
    assert len(README.read_text().splitlines()) <= 200
    assert commands(), "the README shows no command-line example"


DOCS = [README, ROOT / "CHANGELOG.md", *sorted((ROOT / "docs").glob("*.md"))]
LINK = re.compile(r"\]\(([^)\s]+)\)")


def anchors(page: Path) -> set[str]:
    """The anchors of a Markdown page's headings, as GitHub makes them."""
    headings = re.findall(r"^#+\s+(.*)$", page.read_text(), re.MULTILINE)
    return {re.sub(r"[^\w\- ]", "", heading.lower()).replace(" ", "-") for heading in headings}


@pytest.mark.parametrize("page", DOCS, ids=lambda page: page.name)
def test_links_between_the_pages_hold(page: Path) -> None:
    """Every relative link of the README, the changelog and docs/ reaches its file and heading."""
    for target in LINK.findall(page.read_text()):
        if target.startswith(("http://", "https://", "mailto:")):
            continue
        path, _, anchor = target.partition("#")
        linked = (page.parent / path).resolve() if path else page
        assert linked.exists(), f"{page.name}: {target} is missing"
        if anchor:
            assert anchor in anchors(linked), f"{page.name}: no heading for #{anchor}"


@pytest.mark.parametrize("lang", LANGS)
def test_the_glossary_page_names_every_term(lang: Lang) -> None:
    """docs/glossary.md shows the app's glossary in every language, word for word."""
    page = (ROOT / "docs" / "glossary.md").read_text()
    for term, meaning in glossary(lang):
        assert f"| **{term}** | {meaning} |" in page, term
