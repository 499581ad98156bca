"""A game value said the way players say it: "mit 2, Spiel 3 × 12 = 36"."""

from __future__ import annotations

from coach.contract import Contract, GameType
from coach.explain import GAME_NAMES, Lang
from coach.values import GameValue, Level

_LEVEL_WORDS: dict[Lang, dict[Level, str]] = {
    "de": {
        Level.GAME: "Spiel",
        Level.HAND: "Hand",
        Level.SCHNEIDER: "Schneider",
        Level.SCHNEIDER_ANNOUNCED: "Schneider angesagt",
        Level.SCHWARZ: "Schwarz",
        Level.SCHWARZ_ANNOUNCED: "Schwarz angesagt",
        Level.OUVERT: "Ouvert",
    },
    "en": {
        Level.GAME: "game",
        Level.HAND: "Hand",
        Level.SCHNEIDER: "Schneider",
        Level.SCHNEIDER_ANNOUNCED: "Schneider announced",
        Level.SCHWARZ: "Schwarz",
        Level.SCHWARZ_ANNOUNCED: "Schwarz announced",
        Level.OUVERT: "Ouvert",
    },
}
_WITH: dict[Lang, tuple[str, str]] = {"de": ("mit", "ohne"), "en": ("with", "without")}
_NULL_WORDS: dict[Lang, tuple[str, str]] = {"de": ("Hand", "Ouvert"), "en": ("Hand", "Ouvert")}


def spoken_value(value: GameValue, lang: Lang) -> str:
    """The derivation of a value: matadors, one step per level, times the base value."""
    if value.contract.game is GameType.NULL:
        hand_word, ouvert_word = _NULL_WORDS[lang]
        words = ["Null"]
        words += [ouvert_word] if value.contract.ouvert else []
        words += [hand_word] if value.contract.hand else []
        return f"{' '.join(words)} = {value.value}"
    with_word, without_word = _WITH[lang]
    count = abs(value.matadors)
    parts = [f"{with_word if value.matadors > 0 else without_word} {count}"]
    for step, level in enumerate(value.levels, start=count + 1):
        parts.append(f"{_LEVEL_WORDS[lang][level]} {step}")
    return f"{', '.join(parts)} × {value.base} = {value.value}"


def spoken_matadors(matadors: int, lang: Lang) -> str:
    """ "mit 2" / "ohne 3" ("with 2" / "without 3")."""
    with_word, without_word = _WITH[lang]
    return f"{with_word if matadors > 0 else without_word} {abs(matadors)}"


_CONTRACT_WORDS: dict[Lang, dict[str, str]] = {
    "de": {
        "hand": "Hand",
        "schneider": "Schneider angesagt",
        "schwarz": "Schwarz angesagt",
        "ouvert": "Ouvert",
    },
    "en": {
        "hand": "Hand",
        "schneider": "Schneider announced",
        "schwarz": "Schwarz announced",
        "ouvert": "Ouvert",
    },
}


def contract_name(contract: Contract, lang: Lang) -> str:
    """A contract as players name it: "Kreuz Hand, Schneider angesagt", "Null Ouvert"."""
    words = _CONTRACT_WORDS[lang]
    name = GAME_NAMES[lang][contract.game]
    if contract.ouvert:
        name += f" {words['ouvert']}"
    if contract.hand:
        name += f" {words['hand']}"
    if contract.schwarz_announced and not contract.ouvert:
        name += f", {words['schwarz']}"
    elif contract.schneider_announced and not contract.schwarz_announced:
        name += f", {words['schneider']}"
    return name
