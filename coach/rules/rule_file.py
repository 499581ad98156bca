"""A learner's own rule sets: named values built from a built-in set, written to and read from
JSON exactly, and the club options each explained by a typed reason.

The built-in sets (`RULE_SETS`: the ISkO, the Skatordnung 1975, the ISS) cannot be changed: no
own set may take their names, and a file naming one must hold it unchanged.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, fields, replace
from enum import Enum
from typing import Any

from coach.rules.club import BockEvent, KontraUntil, KontraWho, RamschSkat, SchenkenWho
from coach.rules.contract import ISKO, RULE_SETS, RuleSet
from coach.rules.explain import Reason

FORMAT = "kiebitz-rules-1"


class RuleSetError(ValueError):
    """A rule set that cannot be made or read; `reason` is the typed refusal."""

    def __init__(self, message: str, reason: Reason) -> None:
        super().__init__(message)
        self.reason = reason


@dataclass(frozen=True, slots=True)
class RuleOption:
    """One club option as Einstellungen shows it: the field, its choices, what it means.

    `explain` is the reason code of the one-line explanation; each choice of an enum option has
    the code ``rule_value_<value>``; a number option has no choices.
    """

    field: str
    explain: str
    choices: tuple[object, ...]


CLUB_OPTIONS: tuple[RuleOption, ...] = (
    RuleOption("ramsch", "rule_option_ramsch", (False, True)),
    RuleOption("ramsch_skat", "rule_option_ramsch_skat", tuple(RamschSkat)),
    RuleOption("durchmarsch", "rule_option_durchmarsch", (True, False)),
    RuleOption("jungfrau_doubles", "rule_option_jungfrau_doubles", (True, False)),
    RuleOption("empty_tricks_count", "rule_option_empty_tricks_count", (True, False)),
    RuleOption("ramsch_all_written", "rule_option_ramsch_all_written", (False, True)),
    RuleOption("schieberamsch", "rule_option_schieberamsch", (False, True)),
    RuleOption("push_jacks", "rule_option_push_jacks", (False, True)),
    RuleOption("push_grand", "rule_option_push_grand", (False, True)),
    RuleOption("kontra", "rule_option_kontra", tuple(KontraWho)),
    RuleOption("kontra_until", "rule_option_kontra_until", tuple(KontraUntil)),
    RuleOption("re", "rule_option_re", (True, False)),
    RuleOption("bock_events", "rule_option_bock_events", tuple(BockEvent)),
    RuleOption("schenken", "rule_option_schenken", tuple(SchenkenWho)),
    RuleOption("bierlachs", "rule_option_bierlachs", ()),
    RuleOption("revolution", "rule_option_revolution", (False, True)),
    RuleOption("patrols", "rule_option_patrols", (False, True)),
    RuleOption("patrols_any_number", "rule_option_patrols_any_number", (False, True)),
    RuleOption("patrols_grand", "rule_option_patrols_grand", (False, True)),
    RuleOption("patrols_silent", "rule_option_patrols_silent", (False, True)),
)
"""The options a learner sets for an own rule set, in the order Einstellungen lists them."""

_ENUMS: dict[str, type[Enum]] = {
    "ramsch_skat": RamschSkat,
    "kontra": KontraWho,
    "kontra_until": KontraUntil,
    "schenken": SchenkenWho,
}


_ADDED_LATER = frozenset(
    {
        "schieberamsch",
        "push_jacks",
        "push_grand",
        "revolution",
        "patrols",
        "patrols_any_number",
        "patrols_grand",
        "patrols_silent",
    }
)
"""Options newer than the file format: a file written before them reads them as off."""


def is_built_in(name: str) -> bool:
    return name in RULE_SETS


def own_rules(name: str, base: RuleSet, **options: Any) -> RuleSet:
    """An own rule set called `name`: `base` (a built-in set) with the club `options` changed.

    Raises `RuleSetError` for a built-in name, an empty name or an option that is not a field.
    """
    name = name.strip()
    if not name:
        raise RuleSetError("a rule set needs a name", Reason.of("refused_rules_no_name"))
    if is_built_in(name):
        raise RuleSetError(
            f"{name!r} is a built-in rule set and cannot be changed",
            Reason.of("refused_rules_built_in", name=name),
        )
    known = {f.name for f in fields(RuleSet)}
    for key in options:
        if key not in known:
            raise RuleSetError(
                f"no rule option {key!r}", Reason.of("refused_rules_unknown_option", option=key)
            )
    return replace(base, name=name, **options)


def rules_to_dict(rules: RuleSet) -> dict[str, object]:
    """Every field of `rules` as JSON values (enums by value, Bock events sorted)."""
    data: dict[str, object] = {"format": FORMAT}
    for f in fields(RuleSet):
        value = getattr(rules, f.name)
        if isinstance(value, Enum):
            value = value.value
        elif isinstance(value, frozenset):
            value = sorted(event.value for event in value)
        elif isinstance(value, tuple):
            value = list(value)
        data[f.name] = value
    return data


def rules_to_json(rules: RuleSet) -> str:
    return json.dumps(rules_to_dict(rules), ensure_ascii=False, sort_keys=True)


def rules_from_dict(data: dict[str, Any]) -> RuleSet:
    """The rule set `rules_to_dict` wrote; `RuleSetError` names a missing, unknown or bad field."""
    if data.get("format") != FORMAT:
        raise _bad("format", data.get("format"))
    values: dict[str, Any] = {}
    for f in fields(RuleSet):
        if f.name not in data and f.name in _ADDED_LATER:
            values[f.name] = getattr(ISKO, f.name)
            continue
        if f.name not in data:
            raise RuleSetError(
                f"the rule set lacks {f.name!r}", Reason.of("refused_rules_missing", option=f.name)
            )
        values[f.name] = _field_value(f.name, data[f.name], getattr(ISKO, f.name))
    extra = set(data) - set(values) - {"format"}
    if extra:
        key = sorted(extra)[0]
        raise RuleSetError(
            f"no rule option {key!r}", Reason.of("refused_rules_unknown_option", option=key)
        )
    rules = RuleSet(**values)
    if is_built_in(rules.name) and rules != RULE_SETS[rules.name]:
        raise RuleSetError(
            f"{rules.name!r} is a built-in rule set and cannot be changed",
            Reason.of("refused_rules_built_in", name=rules.name),
        )
    return rules


def rules_from_json(text: str) -> RuleSet:
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        raise RuleSetError(
            f"not a rule set: {error}", Reason.of("refused_rules_not_json")
        ) from error
    if not isinstance(data, dict):
        raise _bad("format", data)
    return rules_from_dict(data)


def _field_value(name: str, value: object, default: object) -> object:
    if name in _ENUMS:
        try:
            return _ENUMS[name](value)
        except ValueError:
            raise _bad(name, value) from None
    if name == "bock_events":
        if not isinstance(value, list):
            raise _bad(name, value)
        try:
            return frozenset(BockEvent(event) for event in value)
        except ValueError:
            raise _bad(name, value) from None
    if isinstance(default, tuple):
        if not isinstance(value, list) or not all(type(v) is int for v in value):
            raise _bad(name, value)
        return tuple(value)
    if type(value) is not type(default):
        raise _bad(name, value)
    return value


def _bad(name: str, value: object) -> RuleSetError:
    return RuleSetError(
        f"rule option {name!r} cannot be {value!r}",
        Reason.of("refused_rules_bad_value", option=name, value=str(value)),
    )
