"""Every reason code the code base can emit, found by reading the source (never by running it).

A reason is made by ``Reason.of(code, ...)``, ``Reason(code, ...)`` or the course's
``reason(code, ...)`` (which prefixes ``lesson.``). The code expression is followed back to the
strings it can be: a literal, either branch of ``a if c else b``, an f-string (a pattern: each
``{...}`` stands for a word), a local variable (every value assigned to it in the function), a
parameter (the argument at every call of the function), ``self.x`` (every value given to ``x`` in
a class body of the module), or the first argument of every call of an error class whose ``code``
it carries. An expression it cannot follow is reported, so a new code never slips past.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("coach", "lessons", "ui")
# ``error.code`` of an exception carrying a reason code: the class whose calls give the code.
ERROR_CODES = {"error.code": "ImageError"}


@dataclass(frozen=True)
class Site:
    path: str
    line: int
    expression: str


@dataclass(frozen=True)
class Found:
    codes: frozenset[str]  # exact codes
    patterns: frozenset[str]  # regular expressions of f-string codes
    unresolved: frozenset[Site]


def _modules() -> Iterator[tuple[str, ast.Module]]:
    for package in PACKAGES:
        for path in sorted((ROOT / package).rglob("*.py")):
            yield path.relative_to(ROOT).as_posix(), ast.parse(path.read_text(), str(path))


def _parents(tree: ast.AST) -> dict[ast.AST, ast.AST]:
    return {child: node for node in ast.walk(tree) for child in ast.iter_child_nodes(node)}


def _assigned(tree: ast.Module, name: str) -> list[ast.expr]:
    """Every value given to `name` or ``something.name`` in the module."""
    values = []
    for statement in ast.walk(tree):
        if isinstance(statement, ast.Assign):
            targets = statement.targets
        elif isinstance(statement, ast.AnnAssign):
            targets = [statement.target]
        else:
            continue
        for target in targets:
            named = target.id if isinstance(target, ast.Name) else None
            if isinstance(target, ast.Attribute):
                named = target.attr
            if named == name and statement.value is not None:
                values.append(statement.value)
    return values


def _callee(call: ast.Call) -> str | None:
    func = call.func
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute):
        owner = func.value.id if isinstance(func.value, ast.Name) else None
        return f"{owner}.{func.attr}" if owner else func.attr
    return None


class _Resolver:
    def __init__(self, modules: list[tuple[str, ast.Module]]) -> None:
        self.modules = modules
        self.codes: set[str] = set()
        self.patterns: set[str] = set()
        self.unresolved: set[Site] = set()

    def resolve(
        self, node: ast.expr, path: str, tree: ast.Module, prefix: str, depth: int = 0
    ) -> None:
        parents = _parents(tree)
        if depth > 6:
            self._fail(node, path)
        elif isinstance(node, ast.Constant) and isinstance(node.value, str):
            self.codes.add(prefix + node.value)
        elif isinstance(node, ast.IfExp):
            self.resolve(node.body, path, tree, prefix, depth + 1)
            self.resolve(node.orelse, path, tree, prefix, depth + 1)
        elif isinstance(node, ast.JoinedStr):
            parts = [
                re.escape(part.value) if isinstance(part, ast.Constant) else r"\w+"
                for part in node.values
            ]
            self.patterns.add(re.escape(prefix) + "".join(parts))
        elif isinstance(node, ast.Name):
            self._name(node, path, tree, parents, prefix, depth)
        elif isinstance(node, ast.Subscript) and isinstance(node.value, ast.Name):
            tables = [v for v in _assigned(tree, node.value.id) if isinstance(v, ast.Dict)]
            if not tables:  # a code looked up in a module's table: every value of it
                self._fail(node, path)
            for table in tables:
                for value in table.values:
                    self.resolve(value, path, tree, prefix, depth + 1)
        elif isinstance(node, ast.Attribute) and ast.unparse(node) in ERROR_CODES:
            for other_path, other, call in self._calls(ERROR_CODES[ast.unparse(node)]):
                self.resolve(call.args[0], other_path, other, prefix, depth + 1)
        elif isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name):
            values = self._attribute_values(node, tree)
            if not values:  # set by subclasses in the modules that import this one
                here = path.removesuffix(".py").replace("/", ".")
                values = [
                    value
                    for _, other in self.modules
                    if any(isinstance(n, ast.ImportFrom) and n.module == here for n in other.body)
                    for value in self._attribute_values(node, other)
                ]
            if not values:
                self._fail(node, path)
            for value in values:
                self.resolve(value, path, tree, prefix, depth + 1)
        else:
            self._fail(node, path)

    @staticmethod
    def _attribute_values(node: ast.Attribute, tree: ast.Module) -> list[ast.expr]:
        """The values given to ``x`` or ``something.x`` in `tree`, for the attribute ``self.x``."""
        return [
            statement.value
            for statement in ast.walk(tree)
            if isinstance(statement, ast.AnnAssign | ast.Assign)
            and statement.value is not None
            and any(
                (isinstance(t, ast.Name) and t.id == node.attr)
                or (isinstance(t, ast.Attribute) and t.attr == node.attr)
                for t in (
                    statement.targets if isinstance(statement, ast.Assign) else [statement.target]
                )
            )
        ]

    def _name(
        self,
        node: ast.Name,
        path: str,
        tree: ast.Module,
        parents: dict[ast.AST, ast.AST],
        prefix: str,
        depth: int,
    ) -> None:
        function = parents.get(node)
        while function is not None and not isinstance(function, ast.FunctionDef):
            function = parents.get(function)
        if function is None:
            self._fail(node, path)
            return
        values = [
            statement.value
            for statement in ast.walk(function)
            if isinstance(statement, ast.Assign)
            and any(isinstance(t, ast.Name) and t.id == node.id for t in statement.targets)
        ]
        for value in values:
            self.resolve(value, path, tree, prefix, depth + 1)
        params = [arg.arg for arg in function.args.args]
        if node.id not in params:
            if not values:
                self._fail(node, path)
            return
        index = params.index(node.id) - (1 if params and params[0] in ("self", "cls") else 0)
        calls = list(self._calls(function.name))
        if not calls:
            self._fail(node, path)
        for other_path, other, call in calls:
            given = [kw.value for kw in call.keywords if kw.arg == node.id]
            if not given and index < len(call.args):
                given = [call.args[index]]
            for value in given:
                self.resolve(value, other_path, other, prefix, depth + 1)

    def _calls(self, name: str) -> Iterator[tuple[str, ast.Module, ast.Call]]:
        for path, tree in self.modules:
            for call in ast.walk(tree):
                if isinstance(call, ast.Call):
                    callee = _callee(call)
                    if callee is not None and callee.split(".")[-1] == name:
                        yield path, tree, call

    def _fail(self, node: ast.expr, path: str) -> None:
        self.unresolved.add(Site(path, node.lineno, ast.unparse(node)))


def _in_wrapper(call: ast.Call, tree: ast.Module) -> bool:
    """Inside the course's ``reason`` helper, whose own calls are followed instead."""
    return any(
        isinstance(node, ast.FunctionDef) and node.name == "reason" and call in ast.walk(node)
        for node in tree.body
    )


def reason_codes() -> Found:
    """The codes and code patterns of every reason made anywhere in coach, lessons and ui."""
    modules = list(_modules())
    resolver = _Resolver(modules)
    for path, tree in modules:
        for call in ast.walk(tree):
            if not isinstance(call, ast.Call) or not call.args:
                continue
            callee = _callee(call)
            if callee in ("Reason.of", "Reason") and not _in_wrapper(call, tree):
                resolver.resolve(call.args[0], path, tree, "")
            elif callee == "reason" and path.startswith(("lessons/", "ui/")):
                resolver.resolve(call.args[0], path, tree, "lesson.")
    return Found(
        frozenset(resolver.codes), frozenset(resolver.patterns), frozenset(resolver.unresolved)
    )
