"""The quiz kinds: how each draws a position, asks, and grades the decision's one judgement.

`Quiz` is the sibling of `lessons.exercises.Exercise` for decisions with many graded options.
Each kind draws plausible positions from a seeded `random.Random` (the heuristic coach plays the
auction where one is needed), and turns the decision's judgement (`coach.advice.hint_at`, with
the seed the same decision has in a game) into a `Graded`: its options, best first, each graded
as the coach's verdict grades it, with the rule the heuristic coach names for each.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace
from typing import ClassVar

from coach.heuristic import Prospect, bid_limit, decide, explain_discard, quick_needs
from coach.rules import (
    FOREHAND,
    SEATS,
    Action,
    Announcement,
    Card,
    Contract,
    Deal,
    Declare,
    GameState,
    GameType,
    Phase,
    PickUp,
    PlayerView,
    Rank,
    Reason,
    RuleSet,
    Seat,
    apply,
    auction_won_at,
    bid_values,
    view_of,
)
from coach.sampled import FIRST_WORLDS, Judgement, Progress, rated_declarations
from lessons.bid_quiz import BidQuiz
from lessons.quiz import (
    Answer,
    Difficulty,
    Graded,
    GradedOption,
    Position,
    PositionError,
    QuizKind,
)
from lessons.quiz_base import (
    JudgedQuiz,
    Quiz,
    Unsuitable,
    _coach_rules,
    _hand_prospects,
    judged_options,
)
from lessons.ramsch_quiz import RamschLeadQuiz, RamschPushQuiz

# --- how high would you bid? ---------------------------------------------------------------------


# --- what do you put away, what do you play? ----------------------------------------------------


def _declarer_position(
    kind: QuizKind, rng: random.Random, rules: RuleSet, bids: tuple[int, ...] | None = None
) -> tuple[Position, list[Prospect]] | None:
    """A deal won by a seat at a bid its hand carries, just before the skat decision."""
    deal = Deal.shuffled(rng)
    seat: Seat = rng.choice(SEATS)
    probe = Position(kind, seat, deal, ())
    candidates = _hand_prospects(probe, rules)
    limit = bid_limit(candidates, quick_needs())[0]
    allowed = [value for value in bids or bid_values(rules) if value <= limit]
    if not allowed:
        return None
    bid = rng.choice(allowed[:6])  # the auction mostly stops low
    return Position(kind, seat, deal, auction_won_at(seat, bid)), candidates


def _discard_rules(view: PlayerView, actions: Sequence[Action]) -> dict[Action, tuple[Reason, ...]]:
    """Why each discard helps its game (the rule behind it)."""
    found: dict[Action, tuple[Reason, ...]] = {}
    for declare in actions:
        if isinstance(declare, Declare) and declare.discard is not None:
            found[declare] = explain_discard(view.hand, declare.discard, declare.contract.game)
    return found


_DISCARD_SKILLS = {
    "discard_points": "points_away",
    "discard_blank_ten": "points_away",
    "discard_free_suit": "void_suit",
    "discard_keep_aces": "keep_aces",
    "discard_null_danger": "null_gaps",
}


def _discard_skill(option: GradedOption) -> str:
    codes = [reason.code for reason in option.reasons]
    return next((_DISCARD_SKILLS[code] for code in codes if code in _DISCARD_SKILLS), "discard")


def _game_of(answer: Answer) -> GameType | None:
    return answer.contract.game if isinstance(answer, Declare) else None


def _declarations(position: Position, judgement: Judgement, rules: RuleSet) -> list[GradedOption]:
    """Every game with every discard, graded: those the judgement played out and those the
    heuristic coach only rates (as the verdict on a declaration in a game rates them)."""
    actions = [option.action for option in judgement.options]
    known = set(actions)
    actions += [r.action for r in rated_declarations(position.view(rules)) if r.action not in known]
    return list(judged_options(position, judgement, rules, actions, _discard_rules))


class DeclareQuiz(JudgedQuiz):
    """Twelve cards after the pick-up and the bid: choose the game and the two cards to put away.

    Every game with each of the 66 discards is an option: the search plays out the best-rated
    ones and keeps the heuristic coach's estimate for the rest (marked as estimates).
    """

    kind = QuizKind.DECLARE
    skill = "discard"
    question_code = "quiz.q_declare"

    def draw(self, rng: random.Random, rules: RuleSet) -> Position | None:
        drawn = _declarer_position(self.kind, rng, rules)
        if drawn is None:
            return None
        position, _ = drawn
        return Position(self.kind, position.seat, position.deal, (*position.actions, PickUp()))

    def grade(self, position: Position, judgement: Judgement, rules: RuleSet) -> Graded:
        options = _declarations(position, judgement, rules)
        skill = _discard_skill(options[0])
        return Graded(position, tuple(options), skill, (), judgement.worlds)

    def missed_skill(self, graded: Graded, answer: Answer) -> str:
        if _game_of(answer) is not _game_of(graded.best.answer):
            return "game_choice"
        return graded.skill


class NullQuiz(JudgedQuiz):
    """Twelve cards that could play Null or a suit game: which one (with its best discard)?"""

    kind = QuizKind.NULL
    skill = "null_or_suit"
    question_code = "quiz.q_null"

    def draw(self, rng: random.Random, rules: RuleSet) -> Position | None:
        drawn = _declarer_position(self.kind, rng, rules, bids=(18, 20, 22, 23))
        if drawn is None:
            return None
        position, candidates = drawn
        chance = {p.contract.game: p.chance for p in candidates if not p.contract.hand}
        if chance.get(GameType.NULL, 0.0) < 0.25:
            return None
        return Position(self.kind, position.seat, position.deal, (*position.actions, PickUp()))

    def grade(self, position: Position, judgement: Judgement, rules: RuleSet) -> Graded:
        options = _declarations(position, judgement, rules)  # the best first
        null = next((o for o in options if _game_of(o.answer) is GameType.NULL), None)
        suit = next((o for o in options if _game_of(o.answer) is not GameType.NULL), None)
        if null is None or suit is None:
            raise Unsuitable("Null or a suit game is missing")
        pair = tuple(o for o in options if o in (null, suit))
        return Graded(position, pair, self.skill, (), judgement.worlds)


# --- hand or pick up, announce Schneider ---------------------------------------------------------


def _strong_deal(rng: random.Random, seat: Seat) -> Deal:
    """A deal whose `seat` holds three or four jacks and two or more aces: a hand-game hand."""
    jacks = [card for card in Card if card.rank is Rank.JACK]
    aces = [card for card in Card if card.rank is Rank.ACE]
    hand = rng.sample(jacks, rng.choice((3, 4))) + rng.sample(aces, rng.choice((2, 3)))
    rest = [card for card in Card if card not in hand]
    rng.shuffle(rest)
    fill = 10 - len(hand)
    hand += rest[:fill]
    others = rest[fill:]
    hands = [others[0:10], others[10:20]]
    ordered = [hand if s == seat else hands.pop() for s in SEATS]
    return Deal.from_order([*ordered[0], *ordered[1], *ordered[2], *others[20:22]])


class SkatQuiz(JudgedQuiz):
    """After winning the auction: pick up the skat, or play one of the hand games?"""

    kind = QuizKind.SKAT
    skill = "hand_or_skat"
    question_code = "quiz.q_skat"

    def draw(self, rng: random.Random, rules: RuleSet) -> Position | None:
        drawn = _declarer_position(self.kind, rng, rules)
        if drawn is None:
            return None
        position, candidates = drawn
        hand_games = [p for p in candidates if p.contract.hand and not p.contract.ouvert]
        if max((p.chance for p in hand_games), default=0.0) < 0.5:
            return None  # a hand nobody would play without the skat
        return position


class SchneiderQuiz(JudgedQuiz):
    """A strong hand game: announce Schneider, or play it plain?"""

    kind = QuizKind.SCHNEIDER
    skill = "schneider"
    question_code = "quiz.q_schneider"

    def draw(self, rng: random.Random, rules: RuleSet) -> Position | None:
        seat: Seat = rng.choice(SEATS)
        deal = _strong_deal(rng, seat)
        position = Position(self.kind, seat, deal, auction_won_at(seat, 18))
        if not _hand_prospects(position, rules)[0].contract.hand:
            return None
        return position

    def grade(self, position: Position, judgement: Judgement, rules: RuleSet) -> Graded:
        """Plain or with Schneider announced: the hand game the judgement finds best, played
        out both ways (else no question)."""
        best = judgement.best
        played = {option.action for option in judgement.options if not option.estimated}
        if best is None or not isinstance(best.action, Declare) or best.action.contract.ouvert:
            raise Unsuitable("the best choice is no hand game")
        game = best.action.contract.game
        plain = Declare(Contract(game, hand=True))
        announced = Declare(Contract(game, hand=True, announce=Announcement.SCHNEIDER))
        if not {plain, announced} <= played:
            raise Unsuitable("the hand game was not played out with and without Schneider")
        options = judged_options(position, judgement, rules, (plain, announced), _coach_rules)
        return Graded(position, options, self.skill, (), judgement.worlds)


# --- the first lead ------------------------------------------------------------------------------


def _auction_by_coach(deal: Deal, rules: RuleSet) -> GameState:
    """The heuristic coach bids, declares and puts away for all three seats."""
    state = GameState.new(deal, rules)
    while state.phase in (Phase.BIDDING, Phase.SKAT, Phase.DECLARE):
        assert state.to_move is not None
        state = apply(state, decide(view_of(state, state.to_move)).action)
    return state


class _LeadQuiz(JudgedQuiz):
    """Forehand leads to the first trick (as declarer or as defender): which card?"""

    declaring: ClassVar[bool]

    def draw(self, rng: random.Random, rules: RuleSet) -> Position | None:
        state = _auction_by_coach(Deal.shuffled(rng), rules)
        if state.phase is not Phase.PLAY or (state.declarer == FOREHAND) != self.declaring:
            return None  # passed in, or forehand is on the other side
        return Position(self.kind, FOREHAND, state.deal, state.history)


class LeadDeclarerQuiz(_LeadQuiz):
    kind = QuizKind.LEAD_DECLARER
    skill = "lead_declarer"
    question_code = "quiz.q_lead_declarer"
    declaring = True


class LeadDefenderQuiz(_LeadQuiz):
    kind = QuizKind.LEAD_DEFENDER
    skill = "lead_defender"
    question_code = "quiz.q_lead_defender"
    declaring = False


QUIZZES: dict[QuizKind, Quiz] = {
    quiz.kind: quiz
    for quiz in (
        BidQuiz(),
        DeclareQuiz(),
        SkatQuiz(),
        SchneiderQuiz(),
        NullQuiz(),
        LeadDeclarerQuiz(),
        LeadDefenderQuiz(),
        RamschLeadQuiz(),
        RamschPushQuiz(),
    )
}


def quiz_rules(kind: QuizKind, rules: RuleSet) -> RuleSet:
    """The rules a question of `kind` is asked under, given the learner's (a Ramsch quiz: with
    Ramsch on)."""
    return QUIZZES[kind].rules_for(rules)


def parse_position(text: str, rules: RuleSet) -> Position:
    """The position a stored `text` describes, read under its kind's rules (`quiz_rules`);
    `PositionError` says what is wrong."""
    word = text.split(maxsplit=1)[0] if text.strip() else ""
    try:
        kind = QuizKind(word)
    except ValueError:
        raise PositionError(f"unknown quiz kind {word!r}") from None
    return Position.parse(text, quiz_rules(kind, rules))


WORLDS = FIRST_WORLDS  # worlds a question's options are played out in first, as in a game
MAX_DRAWS = 400  # positions drawn before a kind gives up
MAX_GRADED = 6  # positions analysed before one of the other difficulty is served (and the
# page says so before asking: a "klar" question is never a close call)


class NoQuestionError(RuntimeError):
    """No position of the kind could be drawn (should not happen with real deals)."""


def grade_position(
    position: Position,
    rules: RuleSet,
    worlds: int = WORLDS,
    progress: Progress | None = None,
) -> Graded:
    """The position judged as the same decision is in a game and graded by its kind (seeded by
    the deal and the decision: repeatable, and the hint and the reviews say the same)."""
    quiz = QUIZZES[position.kind]
    rules = quiz.rules_for(rules)
    quick, why = quiz.quick_rule(position, rules)
    graded = quiz.judge(position, rules, worlds, progress)
    return replace(graded, quick=quick, quick_reasons=why)


def prepare(
    kind: QuizKind,
    difficulty: Difficulty,
    rng: random.Random,
    rules: RuleSet,
    worlds: int = WORLDS,
    progress: Progress | None = None,
) -> Graded:
    """A graded question of `kind`, of the wanted difficulty when one turns up within
    `MAX_GRADED` analysed positions; else the first one, whose `Graded.difficulty` is the other
    (the page says so before asking, `ui.quiz_view.level_note`)."""
    quiz = QUIZZES[kind]
    rules = quiz.rules_for(rules)
    fallback: Graded | None = None
    tried = 0
    for _ in range(MAX_DRAWS):
        position = quiz.draw_at(difficulty, rng, rules)
        if position is None:
            continue
        try:
            graded = grade_position(position, rules, worlds, progress)
        except Unsuitable:
            continue
        if graded.gap == float("inf"):
            continue  # every answer equally good: nothing to ask
        if graded.difficulty is difficulty:
            return graded
        fallback = fallback or graded
        tried += 1
        if tried >= MAX_GRADED:
            break
    if fallback is None:
        raise NoQuestionError(f"no {kind.value} question in {MAX_DRAWS} deals")
    return fallback
