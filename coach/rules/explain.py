"""Typed explanations: a `Reason` is a code with facts; the core never holds sentences.

The words for each code live in the catalogues of the `words` package (one per language), which
render a reason for the UI and the command line: ``words.render(reason, lang)``. Templates use
`str.format` fields named after the facts.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, TypeAlias

if TYPE_CHECKING:  # facts only: the reasons sit below the contracts and values they mention
    from coach.rules.cards import Card, CardSet, Suit
    from coach.rules.contract import Contract, GameType
    from coach.rules.values import GameValue

Fact: TypeAlias = (
    "int | float | str | bool | Card | CardSet | Suit | GameType | Contract | GameValue"
    " | tuple[Card, ...] | Reason | None"
)


@dataclass(frozen=True, slots=True)
class Reason:
    """Why: a stable code (tests assert on it) and the facts behind it (cards, counts, values).

    A fact may itself be a reason (``spoken=Reason.of("value_with", count=2)``), written out in
    the same language as the sentence around it.
    """

    code: str
    facts: tuple[tuple[str, Fact], ...] = ()

    @classmethod
    def of(cls, code: str, **facts: Fact) -> Reason:
        return cls(code, tuple(facts.items()))

    def fact(self, name: str) -> Fact:
        """The value of one fact; raises `KeyError` when the reason has no such fact."""
        for key, value in self.facts:
            if key == name:
                return value
        raise KeyError(name)

    @property
    def fact_dict(self) -> dict[str, Fact]:
        return dict(self.facts)


def code_text(reason: Reason) -> str:
    """A reason as its code and facts, ``refused_not_in_hand (card=DA)``, for logs and tracebacks
    (a learner reads ``words.render``); a fact that is a reason is written the same way."""
    if not reason.facts:
        return reason.code
    return (
        f"{reason.code} ({', '.join(f'{key}={_fact_code(value)}' for key, value in reason.facts)})"
    )


def _fact_code(value: Fact) -> str:
    if isinstance(value, Reason):
        return code_text(value)
    if isinstance(value, tuple):
        return " ".join(str(card) for card in value)
    return str(value)
