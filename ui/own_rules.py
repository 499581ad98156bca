"""A learner's own rule sets, kept as one setting (``own_rules``: a JSON list of rule sets).

The built-in sets (`ui.session.LEARNER_RULES`) come first and are never stored; an own set is
found by its name. A stored set that no longer reads (an old file, a hand edit) is left out of
the choice, not lost: the setting keeps its text until the learner saves again.
"""

from __future__ import annotations

import json

from coach.rules import RuleSet, RuleSetError, rules_from_json, rules_to_json

OWN_RULES = "own_rules"  # the setting's key


def read_own(text: str | None) -> dict[str, RuleSet]:
    """The own rule sets stored in the setting's `text`, by name (unreadable ones left out)."""
    if not text:
        return {}
    try:
        items = json.loads(text)
    except json.JSONDecodeError:
        return {}
    found: dict[str, RuleSet] = {}
    for item in items if isinstance(items, list) else []:
        try:
            rules = rules_from_json(json.dumps(item))
        except RuleSetError:
            continue
        found[rules.name] = rules
    return found


def write_own(sets: dict[str, RuleSet]) -> str:
    """The setting's text for `sets` (sorted by name: the same sets write the same text)."""
    return json.dumps([json.loads(rules_to_json(sets[name])) for name in sorted(sets)])
