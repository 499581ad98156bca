"""Spielen with Patrouillen: how many to announce with the declaration, and the Patrouillen
made under the result."""

from __future__ import annotations

import streamlit as st

from coach.rules import GameResult, GameType, RuleSet, allowed_patrols, patrol_tricks
from ui import play_keys as keys
from ui.session import PageContext


def patrol_choice(ctx: PageContext, rules: RuleSet, game: GameType) -> int:
    """The Patrouillen the learner announces with `game` (0 where the rules allow none)."""
    most = allowed_patrols(rules, game)
    if not most:
        return 0
    count = st.radio(
        ctx.t("play.patrols_choice"), list(range(most + 1)), horizontal=True, key=keys.PATROLS
    )
    return int(count or 0)


def patrol_note(ctx: PageContext, outcome: GameResult) -> None:
    """Which tricks were Patrouillen (shown where some were announced or made)."""
    contract = outcome.contract
    if contract is None or not (contract.patrols or outcome.patrols):
        return
    tricks = ", ".join(str(number) for number in sorted(patrol_tricks(outcome.patrols))) or "–"
    st.caption(
        ctx.t("play.patrols_made", made=outcome.patrols, announced=contract.patrols, tricks=tricks)
    )
