"""Kiebitz's extensions of the ISS record for club rules, clearly marked as not the server's.

The ISS knows no club rules, so a record of a variant game carries them in fields of its own:
``XR[...]`` holds an own rule set as JSON (beside ``RU[name]``); the announcements are the move
tokens ``x.kontra``, ``x.re``, ``x.schenken``, ``x.take`` and ``x.playon``; in Schieberamsch a
seat takes the skat up with the ISS's ``s`` and passes two cards on with ``x.pass.C7.D8`` (``??``
for cards not seen) or pushes it unseen with ``x.push``; a Ramsch's result is
``R[x.ramsch x.s:-60/0/0]`` (each seat's list score). All are read back exactly.
"""

from __future__ import annotations

from coach.rules.actions import (
    Action,
    Kontra,
    PassOn,
    PlayOn,
    Push,
    Re,
    Schenken,
    Seat,
    TakeGift,
)
from coach.rules.cards import Card
from coach.rules.contract import RULE_SETS, RuleSet
from coach.rules.rule_file import rules_from_json, rules_to_json

OWN_RULES_KEY = "XR"
RAMSCH_WORD = "x.ramsch"
RAMSCH_SCORES = "x.s"
_TOKENS: dict[type, str] = {
    Kontra: "x.kontra",
    Re: "x.re",
    Schenken: "x.schenken",
    TakeGift: "x.take",
    PlayOn: "x.playon",
    Push: "x.push",
}
PASS_ON = "x.pass."
_BY_TOKEN = {token: kind for kind, token in _TOKENS.items()}


def is_extension_token(token: str) -> bool:
    return token in _BY_TOKEN or token.startswith(PASS_ON)


def extension_token(action: Action) -> str | None:
    """The move token of a club announcement or push, None for any other action."""
    if isinstance(action, PassOn):
        cards = action.discard
        return PASS_ON + ("??.??" if cards is None else f"{cards[0].name}.{cards[1].name}")
    return _TOKENS.get(type(action))


def parse_extension(token: str, seat: Seat) -> Action:
    """The announcement `seat` made with `token` (`is_extension_token` must hold); raises
    `ValueError` for cards passed on that are not two cards."""
    if token.startswith(PASS_ON):
        names = token[len(PASS_ON) :].split(".")
        if names == ["??", "??"]:
            return PassOn(None)
        if len(names) != 2 or any(name not in Card.__members__ for name in names):
            raise ValueError(f"{token!r} does not pass two cards on")
        return PassOn((Card[names[0]], Card[names[1]]))
    kind = _BY_TOKEN[token]
    if kind is Kontra:
        return Kontra(seat)
    if kind is Schenken:
        return Schenken(seat)
    action: Action = kind()
    return action


def own_rules_text(rules: RuleSet) -> str | None:
    """``XR``'s value for a rule set of one's own; None for a built-in set (``RU`` names it)."""
    if RULE_SETS.get(rules.name) == rules:
        return None
    return rules_to_json(rules)


def read_own_rules(text: str) -> RuleSet:
    """The rule set of ``XR[...]``; raises `RuleSetError` saying what is wrong."""
    return rules_from_json(text)


def ramsch_text(scores: tuple[int, int, int]) -> str:
    return f"{RAMSCH_WORD} {RAMSCH_SCORES}:" + "/".join(str(score) for score in scores)


def parse_ramsch_scores(value: str) -> tuple[int, int, int]:
    """The seats' scores of ``x.s:a/b/c``; raises `ValueError` when they are not three numbers."""
    parts = [int(part) for part in value.split("/")]
    if len(parts) != 3:
        raise ValueError(f"three scores, not {len(parts)}")
    return (parts[0], parts[1], parts[2])
