"""The table: engine players of a chosen strength (`players`), a coached table that deals,
bids, plays and scores a series (`table`), its file format (`table_file`), and the same deal
played again by the engines for comparison (`duplicate`).
"""

from coach.play.duplicate import Comparison, engine_replay
from coach.play.players import Strength
from coach.play.table import (
    DEAL_NUMBERS,
    SERIES_GAMES,
    MoveVerdict,
    Participant,
    ShownHint,
    Table,
    Turn,
    Waiting,
    act,
    decision_seed,
    engine_step,
    learner_turns,
    next_game,
    run_engines,
    sandbox,
    seed_at,
    show_hint,
    start,
    with_verdict,
)
from coach.play.table_file import (
    TableFormatError,
    dumps,
    loads_with_sandbox,
    reason_from_json,
    reason_json,
)

__all__ = [
    "DEAL_NUMBERS",
    "SERIES_GAMES",
    "Comparison",
    "MoveVerdict",
    "Participant",
    "ShownHint",
    "Strength",
    "Table",
    "TableFormatError",
    "Turn",
    "Waiting",
    "act",
    "decision_seed",
    "dumps",
    "engine_replay",
    "engine_step",
    "learner_turns",
    "loads_with_sandbox",
    "next_game",
    "reason_from_json",
    "reason_json",
    "run_engines",
    "sandbox",
    "seed_at",
    "show_hint",
    "start",
    "with_verdict",
]
