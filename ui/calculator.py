"""What the Reizwert page shows, computed from `coach.rules.bid_value` (no rule logic here).

Pure functions: table rows in the learner's language, the bid-ladder chart, the analysis saved to
the notebook. The value table itself is cached per hand.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

import plotly.graph_objects as go

from coach.rules import (
    GAME_KEYS,
    TABLE_ORDER,
    Card,
    Contract,
    ContractValue,
    GameType,
    RuleSet,
    ValueTable,
    bid_values,
    value_table,
)
from words import Lang, contract_name, derivation, game_name, t


@lru_cache(maxsize=256)
def cached_table(
    hand: tuple[Card, ...], skat: tuple[Card, ...] | None, rules: RuleSet
) -> ValueTable:
    """The value table of a hand (raises `coach.rules.bid_value.HandError` for a bad hand)."""
    return value_table(hand, rules, skat)


def matadors_text(count: int, lang: Lang) -> str:
    """``mit 2`` / ``ohne 3`` (``with 2`` / ``without 3``); Null has none: ``–``."""
    if count == 0:
        return t("bid.none", lang)
    return t("bid.with" if count > 0 else "bid.without", lang, count=abs(count))


def entry_matadors(entry: ContractValue, lang: Lang) -> str:
    """The matadors of an entry; when the skat leaves them open, every possible count."""
    if entry.contract.game is GameType.NULL:
        return t("bid.none", lang)
    shown = matadors_text(entry.counted_matadors, lang)
    if entry.matadors is None:
        options = " / ".join(matadors_text(count, lang) for count in entry.possible_matadors)
        shown += " (" + t("bid.open", lang, options=options) + ")"
    return shown


def _game_entries(table: ValueTable, game: GameType) -> list[ContractValue]:
    return [entry for entry in table.entries if entry.contract.game is game]


def summary_rows(table: ValueTable, lang: Lang) -> list[dict[str, str]]:
    """One row per game: matadors, plain pickup value, plain hand value, the highest value."""
    rows = []
    for game in TABLE_ORDER:
        entries = _game_entries(table, game)
        if not entries:
            continue
        values = {entry.contract: entry.value for entry in entries}
        hand = values.get(Contract(game, hand=True))
        rows.append(
            {
                t("bid.col_game", lang): game_name(game, lang),
                t("bid.col_matadors", lang): entry_matadors(entries[0], lang),
                t("bid.col_pickup", lang): str(values.get(Contract(game), "–")),
                t("bid.col_hand", lang): "–" if hand is None else str(hand),
                t("bid.col_best", lang): str(max(values.values())),
            }
        )
    return rows


def detail_rows(table: ValueTable, lang: Lang) -> list[dict[str, str]]:
    """One row per declarable contract with its derivation as a learner says it."""
    return [
        {
            t("bid.col_contract", lang): contract_name(entry.contract, lang),
            t("bid.col_matadors", lang): entry_matadors(entry, lang),
            t("bid.col_derivation", lang): derivation(entry.breakdown, lang),
            t("bid.col_value", lang): str(entry.value),
        }
        for entry in table.entries
    ]


def ladder_figure(table: ValueTable, game: GameType, lang: Lang) -> go.Figure:
    """The bid ladder from 18 up, with the values the chosen game's contracts reach marked."""
    entries = _game_entries(table, game)
    top = max(entry.value for entry in entries)
    ladder = [value for value in bid_values(table.rules) if value <= max(top + 12, 48)]
    reached: dict[int, list[str]] = {}
    for entry in entries:
        reached.setdefault(entry.value, []).append(contract_name(entry.contract, lang))
    figure = go.Figure()
    figure.add_trace(
        go.Scatter(
            x=ladder,
            y=[0] * len(ladder),
            mode="markers",
            marker={"size": 8, "color": "#b8b8b8"},
            name=t("bid.ladder_all", lang),
            hovertemplate="%{x}<extra></extra>",
        )
    )
    figure.add_trace(
        go.Scatter(
            x=list(reached),
            y=[0] * len(reached),
            mode="markers+text",
            text=[str(value) for value in reached],
            textposition="top center",
            marker={"size": 16, "color": "#1f6f43", "symbol": "diamond"},
            name=t("bid.ladder_reached", lang),
            customdata=[", ".join(names) for names in reached.values()],
            hovertemplate="%{x}: %{customdata}<extra></extra>",
        )
    )
    figure.update_layout(
        height=170,
        margin={"l": 10, "r": 10, "t": 10, "b": 30},
        yaxis={"visible": False, "range": [-1, 1.5]},
        xaxis={"title": None, "tickmode": "array", "tickvals": ladder[::2]},
        legend={"orientation": "h", "y": -0.35},
        plot_bgcolor="rgba(0,0,0,0)",
    )
    return figure


def analysis(table: ValueTable) -> dict[str, Any]:
    """What the notebook keeps of a table: the JSON of ``kiebitz value --json`` plus per game
    the plain pickup value, the plain hand value and the best value with announcements."""
    data = table.as_dict()
    best: dict[str, int] = {}
    plain: dict[str, dict[str, int]] = {"pickup": {}, "hand": {}}
    for entry in table.entries:
        key = GAME_KEYS[entry.contract.game]
        best[key] = max(best.get(key, 0), entry.value)
        if entry.contract in (
            Contract(entry.contract.game),
            Contract(entry.contract.game, hand=True),
        ):
            plain["hand" if entry.contract.hand else "pickup"][key] = entry.value
    data["best"] = best
    data.update(plain)
    return data


def best_rows(saved: dict[str, Any], lang: Lang) -> list[dict[str, str]]:
    """Per game of a saved analysis, in table order (♦ ♥ ♠ ♣ Grand Null): the pickup and hand
    values (older entries kept only the best value with announcements)."""
    columns = (("pickup", "bid.col_pickup"), ("hand", "bid.col_hand"), ("best", "bid.col_best"))
    rows = []
    for game in TABLE_ORDER:
        key = GAME_KEYS[game]
        if key not in saved.get("best", {}):
            continue
        row = {t("bid.col_game", lang): game_name(game, lang)}
        for kept, label in columns:
            if kept in saved:
                row[t(label, lang)] = str(saved[kept].get(key, "–"))
        rows.append(row)
    return rows
