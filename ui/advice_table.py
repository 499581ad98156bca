"""The search's graded options as table rows: bid levels, and games with their discards.

Shared by the Reizwert page's advice and the Üben page's feedback, so both show a check the same
way: per row the game, how often it was won in the sampled deals and its expected list points.
"""

from __future__ import annotations

from collections.abc import Iterable

from coach.rules import Contract, Declare, format_cards
from coach.sampled import BidLevel, OptionStats, level_runs
from words import Lang, card_style, contract_name, t


def game_label(contract: Contract | None, lang: Lang) -> str:
    """A contract's name (``Kreuz Hand``); ``None`` stands for picking up the skat."""
    if contract is None:
        return t("advice.pickup", lang)
    return contract_name(contract, lang)  # in the learner's language ("Schneider announced")


def percent(rate: float) -> str:
    return f"{100 * rate:.0f} %"


def level_rows(levels: Iterable[BidLevel], lang: Lang) -> list[dict[str, str]]:
    """One row per run of bid levels with the same best game and figures."""
    rows = []
    for run in level_runs(tuple(levels)):
        first, last = run[0], run[-1]
        bids = str(first.bid) if first is last else f"{first.bid}–{last.bid}"
        rows.append(
            {
                t("advice.col_bid", lang): bids,
                t("advice.col_game", lang): game_label(first.contract, lang),
                t("advice.col_won", lang): percent(first.win_rate),
                t("advice.col_points", lang): f"{first.expected:+.1f}",
            }
        )
    return rows


def declaration_row(option: OptionStats, lang: Lang) -> dict[str, str]:
    """A game with its discard: the declared game, the two cards, won share, list points."""
    declare = option.action
    assert isinstance(declare, Declare) and declare.discard is not None
    style = card_style(lang)
    return {
        t("advice.col_declared", lang): game_label(declare.contract, lang),
        t("advice.col_discard", lang): format_cards(declare.discard, style),
        t("advice.col_won", lang): percent(option.win_rate) if not option.estimated else "–",
        t("advice.col_points", lang): f"{option.mean:+.1f}",
    }
