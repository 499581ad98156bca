"""Move texts from the code into the catalogue ``words/locale/<lang>/LC_MESSAGES/kiebitz.po``.

Run it after a rebase that brought texts in the old places (``python
lab/studies/migrate_words.py``):
every module-level ``register_texts({...})`` call and ``TEXTS = {...}`` table with German and
English templates, and the few word tables listed in `TABLES`, is read from the source (never
imported), merged into the catalogue (a text from the code replaces the catalogue's text of the
same key) and cut out of its module. Unused imports left behind are removed with ruff.
Running it again finds nothing to move and changes nothing.
"""

from __future__ import annotations

import ast
import importlib.util
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
# The catalogue module alone: importing the package would import `coach`, which may not import
# while texts are half moved.
_spec = importlib.util.spec_from_file_location("catalogue", ROOT / "words" / "catalogue.py")
assert _spec is not None and _spec.loader is not None
catalogue = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(catalogue)
LANGS = catalogue.LANGS

SOURCES = ("app.py", "coach", "lessons", "ui")
# Text tables named in a module: (path, name) -> prefix of their keys.
TABLES = {
    ("ui/i18n.py", "TEXTS"): "",
    ("lessons/texts.py", "TEXTS"): "lesson.",
    ("coach/rules/explain.py", "GAME_NAMES"): "game.",
    ("coach/rules/bid_value.py", "_ANNOUNCE_NAMES"): "announce.",
    ("coach/cli/value.py", "_HEADINGS"): "value_cli.",
}
Texts = dict[str, dict[str, str]]


def _key(node: ast.expr) -> str:
    """A table key: a string, or an enum member written ``GameType.CLUBS`` (-> ``clubs``)."""
    if isinstance(node, ast.Attribute):
        return node.attr.lower()
    value = ast.literal_eval(node)
    if not isinstance(value, str):
        raise ValueError(f"not a text key: {ast.unparse(node)}")
    return value


def _table(node: ast.expr, prefix: str) -> Texts:
    """``{key: {"de": ..., "en": ...}}`` or ``{"de": {key: ...}, "en": {key: ...}}``."""
    if not isinstance(node, ast.Dict):
        raise ValueError(f"not a dict literal: {ast.unparse(node)[:60]}")
    texts: Texts = {}
    for key_node, value_node in zip(node.keys, node.values, strict=True):
        assert key_node is not None and isinstance(value_node, ast.Dict)
        outer = _key(key_node)
        for inner_node, text_node in zip(value_node.keys, value_node.values, strict=True):
            assert inner_node is not None
            inner, text = _key(inner_node), ast.literal_eval(text_node)
            if outer in LANGS:
                texts.setdefault(prefix + inner, {})[outer] = text
            else:
                texts.setdefault(prefix + outer, {})[inner] = text
    return texts


def _glossary(node: ast.expr) -> Texts:
    """``GLOSSARY = (GlossaryEntry(term, de, en), ...)``: ``glossary_term.x``, ``glossary.x``."""
    texts: Texts = {}
    assert isinstance(node, ast.Tuple)
    for call in node.elts:
        assert isinstance(call, ast.Call)
        term, de, en = (ast.literal_eval(arg) for arg in call.args)
        slug = term.split()[0].lower().translate(str.maketrans({"ü": "ue", "ä": "ae", "ö": "oe"}))
        texts[f"glossary_term.{slug}"] = {lang: term for lang in LANGS}
        texts[f"glossary.{slug}"] = {"de": de, "en": en}
    return texts


def _harvest(path: Path) -> tuple[Texts, list[tuple[int, int]]]:
    """The texts of one module and the line spans (1-based, inclusive) to cut out."""
    relative = path.relative_to(ROOT).as_posix()
    tree = ast.parse(path.read_text())
    texts: Texts = {}
    spans: list[tuple[int, int]] = []
    for statement in tree.body:
        found: Texts | None = None
        if isinstance(statement, ast.Expr) and isinstance(statement.value, ast.Call):
            call = statement.value
            name = call.func.id if isinstance(call.func, ast.Name) else None
            if name == "register_texts" and isinstance(call.args[0], ast.Dict):
                found = _table(call.args[0], "")
        elif isinstance(statement, ast.Assign | ast.AnnAssign):
            targets = statement.targets if isinstance(statement, ast.Assign) else [statement.target]
            names = [target.id for target in targets if isinstance(target, ast.Name)]
            if names and (relative, names[0]) in TABLES and statement.value is not None:
                found = _table(statement.value, TABLES[relative, names[0]])
            elif names == ["GLOSSARY"] and relative == "ui/i18n.py" and statement.value:
                found = _glossary(statement.value)
        if found is not None:
            texts |= found
            assert statement.end_lineno is not None
            spans.append((statement.lineno, statement.end_lineno))
    return texts, spans


def _cut(path: Path, spans: list[tuple[int, int]]) -> None:
    lines = path.read_text().splitlines(keepends=True)
    for start, end in sorted(spans, reverse=True):
        del lines[start - 1 : end]
    path.write_text("".join(lines))


def main() -> int:
    moved: Texts = {}
    cuts: dict[Path, list[tuple[int, int]]] = {}
    for source in SOURCES:
        base = ROOT / source
        for path in [base] if base.is_file() else sorted(base.rglob("*.py")):
            texts, spans = _harvest(path)
            for key, by_lang in texts.items():
                missing = set(LANGS) - set(by_lang)
                if missing:
                    raise SystemExit(f"{path}: {key!r} has no text in {', '.join(missing)}")
            if spans:
                moved |= texts
                cuts[path] = spans
                print(f"{path.relative_to(ROOT)}: {len(texts)} texts")
    if not moved:
        print("nothing to move: the catalogue has every text")
        return 0
    for lang in LANGS:
        texts = catalogue.read_catalogue(lang)
        texts.update({key: by_lang[lang] for key, by_lang in moved.items()})
        catalogue.write_catalogue(lang, texts)
    for path, spans in cuts.items():
        _cut(path, spans)
    touched = list(cuts)
    ruff = [sys.executable, "-m", "ruff"]
    files = [str(path) for path in touched]
    subprocess.run([*ruff, "check", "--fix", "--select", "F401,I", "--quiet", *files], check=False)
    subprocess.run([*ruff, "format", "--quiet", *files], check=False)
    print(f"{len(moved)} texts in the catalogue of {', '.join(LANGS)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
