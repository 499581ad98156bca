"""The house rules of the code: layers point one way, no import cycles, the UI uses public names.

`coach`'s packages form a stack, each importing only those below it:
rules ← records ← search ← heuristic ← sampled ← play ← advice ← cli, with the scanner (`scan`)
beside them on the rules alone (the command line reads photos too). `words` renders the rules'
reasons; `lessons` sits on `coach` and `words`; `ui` and `app.py` on top. Nothing in the product
imports the `lab`, and only `ui` and `app.py` import Streamlit. Imports under
``if TYPE_CHECKING:`` are annotations only and not counted.
"""

from __future__ import annotations

import ast
import importlib
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
STACK = ("rules", "records", "search", "heuristic", "sampled", "play", "advice", "cli")
BESIDE = {"scan": ("rules",)}
PRODUCT = ("coach", "lessons", "ui", "words")


def _modules() -> dict[str, Path]:
    found = {"app": ROOT / "app.py"}
    for top in PRODUCT:
        for path in sorted((ROOT / top).rglob("*.py")):
            parts = path.relative_to(ROOT).with_suffix("").parts
            name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
            found[name] = path
    return found


MODULES = _modules()


def _is_type_checking(node: ast.If) -> bool:
    return isinstance(node.test, ast.Name) and node.test.id == "TYPE_CHECKING"


def _imports(tree: ast.AST) -> Iterator[ast.Import | ast.ImportFrom]:
    """Every import that runs: at module level or inside functions, not typing-only ones."""
    for node in ast.iter_child_nodes(tree):
        if isinstance(node, ast.If) and _is_type_checking(node):
            yield from (n for child in node.orelse for n in _imports_in(child))
            continue
        yield from _imports_in(node)


def _imports_in(node: ast.AST) -> Iterator[ast.Import | ast.ImportFrom]:
    if isinstance(node, ast.Import | ast.ImportFrom):
        yield node
    else:
        yield from _imports(node)


def _targets(module: str, node: ast.Import | ast.ImportFrom) -> list[str]:
    """The modules an import statement loads (a package's submodule where one is named)."""
    if isinstance(node, ast.Import):
        return [alias.name for alias in node.names]
    assert not node.level, f"{module}: relative imports hide the layers"
    base = node.module or ""
    names = [f"{base}.{alias.name}" for alias in node.names]
    return [name for name in names if name in MODULES] or [base]


GRAPH: dict[str, set[str]] = {
    module: {
        target
        for node in _imports(ast.parse(path.read_text()))
        for target in _targets(module, node)
    }
    for module, path in MODULES.items()
}


def _package(module: str) -> str | None:
    parts = module.split(".")
    return parts[1] if parts[0] == "coach" and len(parts) > 1 else None


def _allowed(package: str) -> set[str]:
    if package in BESIDE:
        return {package, *BESIDE[package]}
    below = set(STACK[: STACK.index(package) + 1])
    return below | set(BESIDE) if package == STACK[-1] else below


def test_every_coach_package_is_in_the_stack_or_beside_it() -> None:
    packages = {p for m in MODULES if (p := _package(m))}
    assert packages == set(STACK) | set(BESIDE)


@pytest.mark.parametrize("module", sorted(m for m in MODULES if _package(m)))
def test_coach_imports_only_the_packages_below(module: str) -> None:
    package = _package(module)
    assert package is not None
    allowed = _allowed(package)
    for target in GRAPH[module]:
        top = target.split(".")[0]
        if top == "coach":
            assert _package(target) in allowed | {None}, f"{module} imports {target}"
        elif top in ("words",):
            assert package == "cli", f"{module} imports {target}: only the command line renders"
        else:
            assert top not in ("ui", "lessons", "lab", "streamlit"), f"{module} imports {target}"
        if top == "cv2":
            assert package == "scan", f"{module} imports OpenCV: the scanner's alone"


def test_the_product_never_imports_the_lab_and_only_the_ui_imports_streamlit() -> None:
    for module, targets in GRAPH.items():
        tops = {target.split(".")[0] for target in targets}
        assert "lab" not in tops, module
        if "streamlit" in tops:
            assert module == "app" or module.startswith("ui"), module


def test_lessons_and_words_sit_below_the_ui() -> None:
    for module, targets in GRAPH.items():
        tops = {target.split(".")[0] for target in targets}
        if module.startswith("lessons"):
            assert not tops & {"ui"}, module
        if module.startswith("words"):
            assert not tops & {"ui", "lessons"}, module


@pytest.mark.parametrize("package", [*STACK[:-1], *BESIDE])
def test_each_package_names_its_public_api(package: str) -> None:
    public = importlib.import_module(f"coach.{package}")
    names = getattr(public, "__all__", None)
    assert names, f"coach.{package} has no __all__"
    assert all(hasattr(public, name) for name in names)


def test_the_ui_and_the_lessons_use_only_public_names() -> None:
    for module, path in MODULES.items():
        if not (module == "app" or module.startswith(("ui", "lessons"))):
            continue
        for node in _imports(ast.parse(path.read_text())):
            if not isinstance(node, ast.ImportFrom) or not (node.module or "").startswith("coach"):
                continue
            assert node.module.count(".") == 1, f"{module} imports {node.module}: use its package"
            public = importlib.import_module(node.module).__all__
            for alias in node.names:
                assert alias.name in public, f"{module}: {alias.name} is not in {node.module}"


def test_no_import_cycles() -> None:
    """Tarjan's strongly connected components over the modules that import at run time."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    cycles: list[list[str]] = []

    def visit(module: str) -> None:
        index[module] = low[module] = len(index)
        stack.append(module)
        for target in GRAPH[module]:
            # a package's __init__ re-exporting its own modules is not a cycle of design
            if target not in MODULES or MODULES[target].name == "__init__.py":
                continue
            if target not in index:
                visit(target)
                low[module] = min(low[module], low[target])
            elif target in stack:
                low[module] = min(low[module], index[target])
        if low[module] == index[module]:
            component = []
            while True:
                member = stack.pop()
                component.append(member)
                if member == module:
                    break
            if len(component) > 1:
                cycles.append(sorted(component))

    for module in MODULES:
        if module not in index:
            visit(module)
    assert cycles == []
