"""Kiebitz's extensions of the ISS record for club rules, clearly marked as not the server's.

The ISS knows no club rules, so a record of a variant game carries them in fields of its own:
``XR[...]`` holds an own rule set as JSON (beside ``RU[name]``); the announcements are the move
tokens ``x.kontra``, ``x.re``, ``x.schenken``, ``x.take`` and ``x.playon``; in Schieberamsch a
seat takes the skat up with the ISS's ``s`` and passes two cards on with ``x.pass.C7.D8`` (``??``
for cards not seen) or pushes it unseen with ``x.push``; a Ramsch's result is
``R[x.ramsch x.s:-60/0/0]`` (each seat's list score). A Revolution is declared ``x.revolution``;
the defenders' swaps are ``x.swap.C7.DA`` (``??`` for cards not seen), the end of their exchange
``x.exchanged``. Patrouillen announced with a game go before its ISS declaration:
``x.patrols.1.C.ST.H8`` is Kreuz with one Patrouille and ♠10 ♥8 put away. All are read back
exactly.
"""

from __future__ import annotations

from coach.rules.actions import (
    Action,
    Declare,
    ExchangeDone,
    Kontra,
    PassOn,
    PlayOn,
    Push,
    Re,
    Schenken,
    Seat,
    Swap,
    TakeGift,
)
from coach.rules.cards import Card
from coach.rules.contract import REVOLUTION_TOKEN, RULE_SETS, RuleSet
from coach.rules.revolution import REVOLUTION
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
    ExchangeDone: "x.exchanged",
}
PASS_ON = "x.pass."
SWAP = "x.swap."
_BY_TOKEN = {token: kind for kind, token in _TOKENS.items()}


def is_extension_token(token: str) -> bool:
    return (
        token in _BY_TOKEN
        or token == REVOLUTION_TOKEN
        or token.startswith(PASS_ON)
        or token.startswith(SWAP)
    )


def extension_token(action: Action) -> str | None:
    """The move token of a club announcement, push or swap, None for any other action (a
    Revolution's declaration is its contract's token)."""
    if isinstance(action, PassOn):
        cards = action.discard
        return PASS_ON + ("??.??" if cards is None else f"{cards[0].name}.{cards[1].name}")
    if isinstance(action, Swap):
        if action.first is None or action.second is None:
            return SWAP + "??.??"
        return SWAP + f"{action.first.name}.{action.second.name}"
    return _TOKENS.get(type(action))


def parse_extension(token: str, seat: Seat) -> Action:
    """The announcement `seat` made with `token` (`is_extension_token` must hold); raises
    `ValueError` for cards passed on or swapped that are not two cards."""
    if token == REVOLUTION_TOKEN:
        return Declare(REVOLUTION)
    if token.startswith(PASS_ON):
        pair = _two_cards(token, PASS_ON)
        return PassOn(None if pair is None else (pair[0], pair[1]))
    if token.startswith(SWAP):
        pair = _two_cards(token, SWAP)
        return Swap(None, None) if pair is None else Swap(pair[0], pair[1])
    kind = _BY_TOKEN[token]
    if kind is Kontra:
        return Kontra(seat)
    if kind is Schenken:
        return Schenken(seat)
    action: Action = kind()
    return action


def _two_cards(token: str, prefix: str) -> tuple[Card, Card] | None:
    """The two cards after `prefix`, None for ``??.??``; `ValueError` for anything else."""
    names = token[len(prefix) :].split(".")
    if names == ["??", "??"]:
        return None
    if len(names) != 2 or any(name not in Card.__members__ for name in names):
        raise ValueError(f"{token!r} does not name two cards")
    return (Card[names[0]], Card[names[1]])


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
