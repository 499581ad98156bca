"""The coach's voice: hints and verdicts at the table (`coaching`, `hint`), the review after a
game (`post_mortem`), what a seat can know (`insight`), surprising moments (`surprises`), the
table's spoken lines (`table_talk`) and a game's decisions as a list (`game_progress`).
"""

from coach.advice.auction_limit import LimitJudgement, limit_judgement
from coach.advice.coaching import checked_hint, hint, verdict
from coach.advice.game_progress import game_decisions, game_key
from coach.advice.insight import SEAT_NAMES, insight
from coach.advice.post_mortem import (
    Chance,
    PostMortem,
    ReviewedDecision,
    TrickLine,
    post_mortem,
    seat_decisions,
)
from coach.advice.puzzles import Puzzle, attempt, puzzles_of, solved, table_puzzles
from coach.advice.table_talk import result_words, spoken_auction
from coach.advice.voice import (
    JUDGE,
    NOT_JUDGED,
    budget_of,
    hint_at,
    judgement_at,
    limit_verdict,
    option_verdicts,
    verdict_of,
)

__all__ = [
    "JUDGE",
    "NOT_JUDGED",
    "SEAT_NAMES",
    "Chance",
    "LimitJudgement",
    "PostMortem",
    "Puzzle",
    "ReviewedDecision",
    "TrickLine",
    "attempt",
    "budget_of",
    "checked_hint",
    "game_decisions",
    "game_key",
    "hint",
    "hint_at",
    "insight",
    "judgement_at",
    "limit_judgement",
    "limit_verdict",
    "option_verdicts",
    "post_mortem",
    "puzzles_of",
    "result_words",
    "seat_decisions",
    "solved",
    "spoken_auction",
    "table_puzzles",
    "verdict",
    "verdict_of",
]
