"""No signature gives the rule set a silent default: a missing rule set is a type error.

Every function, method and dataclass field in `coach/`, `lessons/` and `ui/` whose annotation
names `RuleSet` must be given one by its caller (issue 13).
"""

from __future__ import annotations

import dataclasses
import importlib
import inspect
import pkgutil
from collections.abc import Iterator
from types import ModuleType

import pytest

PACKAGES = ("coach", "lessons", "ui")
SKIP = ("ui.views.",)  # page scripts run Streamlit on import; they define no functions taking rules


def _modules() -> Iterator[ModuleType]:
    for name in PACKAGES:
        package = importlib.import_module(name)
        yield package
        for info in pkgutil.walk_packages(package.__path__, f"{name}."):
            if info.name.startswith(SKIP):
                continue
            yield importlib.import_module(info.name)


def _callables(module: ModuleType) -> Iterator[tuple[str, object]]:
    for name, value in vars(module).items():
        if getattr(inspect.unwrap(value), "__module__", None) != module.__name__:
            continue
        if inspect.isclass(value):
            yield f"{module.__name__}.{name}", value
            for attr, member in vars(value).items():
                member = getattr(member, "__func__", member)
                if inspect.isfunction(member):
                    yield f"{module.__name__}.{name}.{attr}", member
        elif inspect.isfunction(inspect.unwrap(value)):  # cached functions too
            yield f"{module.__name__}.{name}", inspect.unwrap(value)


def _mentions_rules(annotation: object) -> bool:
    return "RuleSet" in (annotation if isinstance(annotation, str) else repr(annotation))


def _defaults() -> list[str]:
    found = []
    for module in _modules():
        for name, value in _callables(module):
            if inspect.isclass(value) and dataclasses.is_dataclass(value):
                for f in dataclasses.fields(value):
                    has_default = f.default is not dataclasses.MISSING or (
                        f.default_factory is not dataclasses.MISSING
                    )
                    if _mentions_rules(f.type) and has_default:
                        found.append(f"{name}.{f.name}")
                continue
            if not inspect.isfunction(value):
                continue
            for parameter in inspect.signature(value).parameters.values():
                if _mentions_rules(parameter.annotation) and (
                    parameter.default is not inspect.Parameter.empty
                ):
                    found.append(f"{name}({parameter.name})")
    return sorted(set(found))


def test_no_rule_set_has_a_default() -> None:
    assert _defaults() == []


def test_the_check_sees_a_default() -> None:
    """The check itself finds a defaulted rule set (it would be worthless if it could not)."""
    from coach.rules.contract import ISKO, RuleSet

    def defaulted(rules: RuleSet = ISKO) -> None: ...

    parameter = inspect.signature(defaulted).parameters["rules"]
    assert _mentions_rules(parameter.annotation)
    assert parameter.default is ISKO


@pytest.mark.parametrize("package", PACKAGES)
def test_every_package_is_inspected(package: str) -> None:
    assert any(m.__name__.startswith(package) for m in _modules())
