"""Games on paper: ISS records read and written (`iss`), a learner's games as records
(`game_records`). Every reader names what is wrong and where.
"""

from coach.records.club_record import own_rules_text
from coach.records.game_records import (
    JUDGEMENTS_KEY,
    ReadGame,
    learner_seat,
    read_games,
    records_file,
    shorten_note,
    with_note,
    write_game,
)
from coach.records.iss import (
    MAX_TEXT_MB,
    IssFormatError,
    IssRecord,
    RecordProblem,
    iter_records,
    parse_records,
    read_records,
    read_text,
    record_starts,
)
from coach.records.iss_moves import action_token, parse_action
from coach.records.iss_replay import Replay, position_of, record_rules, replay_record, walk
from coach.records.iss_writer import format_record
from coach.records.position import Position, PositionError, fields_of
from coach.records.problem import Problem, Question, problems_text, read_problems

__all__ = [
    "JUDGEMENTS_KEY",
    "MAX_TEXT_MB",
    "IssFormatError",
    "IssRecord",
    "Position",
    "PositionError",
    "Problem",
    "Question",
    "ReadGame",
    "RecordProblem",
    "Replay",
    "action_token",
    "fields_of",
    "format_record",
    "iter_records",
    "learner_seat",
    "own_rules_text",
    "parse_action",
    "parse_records",
    "position_of",
    "problems_text",
    "read_games",
    "read_problems",
    "read_records",
    "read_text",
    "record_rules",
    "record_starts",
    "records_file",
    "replay_record",
    "shorten_note",
    "walk",
    "with_note",
    "write_game",
]
