"""Games on paper: ISS records read and written (`iss`), a learner's games as records
(`game_records`). Every reader names what is wrong and where."""

from coach.records.game_records import (
    JUDGEMENTS_KEY,
    ReadGame,
    RecordProblem,
    learner_seat,
    read_games,
    records_file,
    with_note,
    write_game,
)
from coach.records.iss import (
    IssFormatError,
    IssRecord,
    iter_records,
    parse_records,
    read_records,
    read_text,
    record_starts,
)
from coach.records.iss_moves import action_token, parse_action
from coach.records.iss_replay import Replay, position_of, record_rules, replay_record, walk
from coach.records.iss_writer import format_record

__all__ = [
    "JUDGEMENTS_KEY",
    "IssFormatError",
    "IssRecord",
    "ReadGame",
    "RecordProblem",
    "Replay",
    "action_token",
    "format_record",
    "iter_records",
    "learner_seat",
    "parse_action",
    "parse_records",
    "position_of",
    "read_games",
    "read_records",
    "read_text",
    "record_rules",
    "record_starts",
    "records_file",
    "replay_record",
    "walk",
    "with_note",
    "write_game",
]
