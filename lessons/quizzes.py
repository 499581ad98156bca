"""The quiz kinds: how each draws a position, asks, and grades the search's analysis.

`Quiz` is the sibling of `lessons.exercises.Exercise` for decisions with many graded options.
Each kind draws plausible positions from a seeded `random.Random` (the heuristic coach plays the
auction where one is needed), and turns `coach.search.analyse` of the position into a `Graded`:
the search's options, best first, with the rule the heuristic coach names for each.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from dataclasses import replace
from typing import ClassVar

from coach.heuristic import Prospect, bid_limit, decide, explain_discard, prospects, quick_needs
from coach.rules import (
    FOREHAND,
    REARHAND,
    SEATS,
    Action,
    Announcement,
    Bid,
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
    game_value,
    matadors,
    opening,
    view_of,
)
from coach.sampled import Analysis, BidLevel, OptionStats, Progress, analyse, level_runs, loss
from lessons.quiz import (
    RIGHT_WITHIN,
    Answer,
    Difficulty,
    Graded,
    GradedOption,
    Limit,
    Position,
    QuizKind,
    Verdict,
    difficulty_note,
)
from lessons.quiz_texts import seat_reason

UNLIKELY_WIN = 0.5  # a right answer winning less often than this says why it is still right


class Unsuitable(ValueError):
    """The analysis of a drawn position does not make a question of this kind (draw again)."""


class Quiz(ABC):
    """One kind of quiz question: draw a position, ask, grade the analysis, judge an answer."""

    kind: ClassVar[QuizKind]
    skill: ClassVar[str]  # what the kind trains (`lessons.quiz_texts.SKILLS`)
    question_code: ClassVar[str]

    @abstractmethod
    def draw(self, rng: random.Random, rules: RuleSet) -> Position | None:
        """A position of this kind, or None when the deal does not make one (draw again)."""

    def draw_at(self, level: Difficulty, rng: random.Random, rules: RuleSet) -> Position | None:
        """A position for a learner at `level` (most kinds ask the same at every level)."""
        del level
        return self.draw(rng, rules)

    def question(self, position: Position) -> Reason:
        return Reason.of(self.question_code, seat=seat_reason(position.seat))

    def grade(self, position: Position, analysis: Analysis, rules: RuleSet) -> Graded:
        """Every option of the analysis graded, best first, with the coach's rule behind each;
        `Unsuitable` if it is no question."""
        options = _graded_options(analysis.options, _coach_rules(position.view(rules)))
        worlds = max(option.worlds for option in analysis.options)
        return Graded(position, options, self.skill, (), worlds)

    def verdict(self, graded: Graded, answer: Answer) -> Verdict:
        """The learner's answer judged against the graded options."""
        chosen = graded.option_for(answer)
        if chosen is None:
            raise ValueError(f"{answer!r} is not an option of this question")
        return _verdict(graded, answer, chosen.cost, self.missed_skill(graded, answer))

    def missed_skill(self, graded: Graded, answer: Answer) -> str:
        """The skill a wrong `answer` shows to practise."""
        del answer
        return graded.skill

    def quick_rule(self, position: Position, rules: RuleSet) -> tuple[Answer, tuple[Reason, ...]]:
        """What the heuristic's quick rule answers, and why (shown on request, never as a
        second verdict: the graded best is the one recommendation)."""
        decision = decide(position.view(rules))
        return decision.action, decision.reasons


def _verdict(graded: Graded, answer: Answer, cost: float, skill: str) -> Verdict:
    correct = cost <= RIGHT_WITHIN
    head = right_reason(graded) if correct else Reason.of("quiz.wrong", cost=round(cost, 1))
    reasons = (head, difficulty_note(graded), *graded.best.reasons)
    return Verdict(correct, cost, answer, graded.best, skill, reasons)


def right_reason(graded: Graded) -> Reason:
    """ "Richtig!", and where the best answer mostly loses, why it is still the best: every other
    answer brings less on average."""
    best = graded.best
    if best.win_rate is None or best.win_rate >= UNLIKELY_WIN:
        return Reason.of("quiz.right")
    return Reason.of(
        "quiz.right_unlikely", chance=round(100 * best.win_rate), expected=round(best.mean, 1)
    )


def _graded_options(
    stats: tuple[OptionStats, ...], rules_of: dict[Action, tuple[Reason, ...]]
) -> tuple[GradedOption, ...]:
    """The search's options with their cost against the first and the coach's rule for each."""
    best = stats[0].mean
    return tuple(
        GradedOption(
            option.action,
            option.mean,
            None if option.estimated else option.win_rate,
            loss(best, option.mean),
            (option.reason(), *rules_of.get(option.action, ())),
        )
        for option in stats
    )


def _coach_rules(view: PlayerView) -> dict[Action, tuple[Reason, ...]]:
    """The heuristic coach's reasons for each option it scored."""
    decision = decide(view)
    found = {option.action: option.reasons for option in decision.alternatives}
    found[decision.action] = decision.reasons
    return found


def _hand_prospects(position: Position, rules: RuleSet) -> list[Prospect]:
    hand = position.deal.hands[position.seat]
    return prospects(hand, position.seat == FOREHAND, rules)


def _limit(position: Position, rules: RuleSet) -> int:
    return bid_limit(_hand_prospects(position, rules), quick_needs())[0]


# --- how high would you bid? ---------------------------------------------------------------------


class BidQuiz(Quiz):
    """Ten cards and a seat: name the highest bid (or pass) and the game you aim at; at the
    hard level after the auction so far, which the other seats bid as the coach would.

    The search plays the hand out at every bid level (`Analysis.levels`). Bidding up to a limit
    means playing at every level up to it and passing above; the best limit is the highest level
    whose expected list points are positive. A limit costs the most it gives away at a level
    where it decides otherwise than the best: a game that pays and is passed, or an overbid that
    loses. The game is judged by the coach's estimate of each game.
    """

    kind = QuizKind.BID
    skill = "bid_limit"
    question_code = "quiz.q_bid"

    def draw(self, rng: random.Random, rules: RuleSet) -> Position | None:
        deal = Deal.shuffled(rng)
        seat: Seat = rng.choice(SEATS)
        position = Position(self.kind, seat, deal, opening(seat))
        if _hand_prospects(position, rules)[0].chance < 0.3:
            return None  # nobody would think twice: a plain pass
        return position

    def draw_at(self, level: Difficulty, rng: random.Random, rules: RuleSet) -> Position | None:
        if level is Difficulty.EASY:
            return self.draw(rng, rules)
        return self.draw_in_auction(rng, rules)

    def draw_in_auction(self, rng: random.Random, rules: RuleSet) -> Position | None:
        """Forehand or rearhand once the others have bid as the coach would: the auction so far
        is part of the question (the search's deals agree with what the bids told)."""
        seat: Seat = rng.choice((FOREHAND, REARHAND))
        state = GameState.new(Deal.shuffled(rng), rules)
        while state.phase is Phase.BIDDING and state.to_move != seat:
            assert state.to_move is not None
            state = apply(state, decide(view_of(state, state.to_move)).action)
        if state.phase is not Phase.BIDDING or not any(
            isinstance(action, Bid) for action in state.history
        ):
            return None  # nobody bid before this seat: no auction to read
        position = Position(self.kind, seat, state.deal, state.history)
        candidates = _hand_prospects(position, rules)
        if candidates[0].chance < 0.3 or max(p.value for p in candidates) < state.bid:
            return None  # a plain pass
        return position

    def grade(self, position: Position, analysis: Analysis, rules: RuleSet) -> Graded:
        levels = analysis.levels
        if not levels:
            raise Unsuitable("no bid level was played out")
        best = best_limit(levels)
        games = game_estimates(position, levels, rules)
        options = [
            GradedOption(Limit(0), 0.0, None, limit_cost(levels, best, 0), (_pass_reason(levels),))
        ]
        for run in level_runs(levels):
            top = run[-1]
            game = games[0][0] if top.contract is None else top.contract.game
            options.append(
                GradedOption(
                    Limit(top.bid, game),
                    top.expected,
                    top.win_rate,
                    limit_cost(levels, best, top.bid),
                    (_level_reason(run),),
                )
            )
        options.sort(key=lambda option: (option.cost, -option.mean))
        return Graded(
            position,
            tuple(options),
            self.skill,
            (_worth(position, games[0][0], rules),),
            max((option.worlds for option in analysis.options), default=0),
            levels,
            games,
            answer_costs=_answer_costs(levels, best, games),
        )

    def quick_rule(self, position: Position, rules: RuleSet) -> tuple[Answer, tuple[Reason, ...]]:
        view = position.view(rules)
        limit = _limit(position, rules)
        if not limit:
            return Limit(0), (Reason.of("quiz.coach_pass"), *decide(view).reasons)
        answer = Limit(limit, coach_game(position, rules))
        said = Reason.of("quiz.coach_limit", limit=limit, game=answer.game)
        return answer, (said, *decide(view).reasons)

    def verdict(self, graded: Graded, answer: Answer) -> Verdict:
        if not isinstance(answer, Limit):
            raise ValueError(f"{answer!r} is not a bid limit")
        levels = graded.levels
        best = graded.best.answer
        assert isinstance(best, Limit)
        cost = limit_cost(levels, best.bid, answer.bid)
        skill = "overbid" if answer.bid > best.bid else "underbid"
        game_cost = 0.0
        if answer.bid and answer.game is not None and best.bid:
            game_cost = _game_cost(graded, answer.game)
            if cost <= RIGHT_WITHIN and game_cost > RIGHT_WITHIN:
                skill = "game_choice"
        verdict = _verdict(graded, answer, cost + game_cost, skill)
        if game_cost:
            extra = Reason.of("quiz.game_cost", cost=round(game_cost, 1))
            return Verdict(
                verdict.correct,
                verdict.cost,
                answer,
                verdict.best,
                skill,
                (*verdict.reasons, extra),
            )
        return verdict


def _answer_costs(
    levels: tuple[BidLevel, ...], best: int, games: tuple[tuple[GameType, float], ...]
) -> tuple[float, ...]:
    """What every limit the form offers costs (a limit between two levels costs as the lower
    one), and what aiming at each estimated game costs beside the best game."""
    limits = (limit_cost(levels, best, bid) for bid in (0, *(level.bid for level in levels)))
    aims = (loss(games[0][1], value) for _, value in games) if best else ()
    return (*limits, *aims)


def best_limit(levels: tuple[BidLevel, ...]) -> int:
    """The highest bid level whose expected list points are positive (0: pass)."""
    return max((level.bid for level in levels if level.expected > 0), default=0)


def limit_cost(levels: tuple[BidLevel, ...], best: int, limit: int) -> float:
    """The most a `limit` gives away, against `best`, at a level where the two decide
    differently; levels above the table count as its highest one."""

    def expected(bid: int) -> float:
        below = [level for level in levels if level.bid <= bid]
        return (below[-1] if below else levels[0]).expected

    if limit == best:
        return 0.0
    low, high = sorted((limit, best))
    bids = [level.bid for level in levels if low < level.bid <= high]
    if limit > high or not bids:
        bids.append(high)
    lost = [expected(bid) if limit < best else -expected(bid) for bid in bids]
    return max(0.0, *lost)


def _worth(position: Position, game: GameType, rules: RuleSet) -> Reason:
    """The hand's value for `game` with its derivation ("mit 2, Spiel 3 × 12 = 36")."""
    hand = position.deal.hands[position.seat]
    value = game_value(Contract(game), matadors(game, hand), rules=rules)
    return Reason.of("quiz.value", game=game, value=value)


def coach_game(position: Position, rules: RuleSet) -> GameType:
    """The game the heuristic coach bids on (its best prospect within the limit)."""
    candidates = _hand_prospects(position, rules)
    best = bid_limit(candidates, quick_needs())[1] or candidates[0]
    return best.contract.game


def _game_cost(graded: Graded, game: GameType) -> float:
    """The coach's estimate of what aiming at `game` loses against the best game."""
    estimates = dict(graded.games)
    best = graded.games[0][1] if graded.games else 0.0
    return loss(best, estimates.get(game, best))


def game_estimates(
    position: Position, levels: tuple[BidLevel, ...], rules: RuleSet
) -> tuple[tuple[GameType, float], ...]:
    """The best game first, then every game with the coach's best expected list points.

    The best game is the search's where it found one: the hand game it plays at the best
    limit. Where it picks up the skat (the game is chosen after seeing it), it is the coach's.
    """
    best: dict[GameType, float] = {}
    for prospect in _hand_prospects(position, rules):
        game = prospect.contract.game
        best[game] = max(best.get(game, prospect.expected), prospect.expected)
    limit = best_limit(levels)
    chosen = next((level.contract for level in levels if level.bid == limit), None)
    first = coach_game(position, rules) if chosen is None else chosen.game
    if first not in best:
        return ((first, 0.0), *best.items())
    return ((first, best[first]), *((g, v) for g, v in best.items() if g is not first))


def _pass_reason(levels: tuple[BidLevel, ...]) -> Reason:
    best = best_limit(levels)
    if best:
        return Reason.of("search_pass", limit=best)
    return Reason.of("search_no_bid")


def _level_reason(run: list[BidLevel]) -> Reason:
    first = run[0]
    return Reason.of(
        "search_bid_level",
        bid=str(first.bid) if len(run) == 1 else f"{first.bid}–{run[-1].bid}",
        contract="Skat" if first.contract is None else first.contract,  # named, not its ISS token
        win_rate=round(100 * first.win_rate, 1),
        expected=round(first.expected, 1),
    )


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


def _discard_rules(
    view: PlayerView, stats: tuple[OptionStats, ...]
) -> dict[Action, tuple[Reason, ...]]:
    """Why each discard helps its game (the rule behind it)."""
    found: dict[Action, tuple[Reason, ...]] = {}
    for option in stats:
        declare = option.action
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


class DeclareQuiz(Quiz):
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

    def grade(self, position: Position, analysis: Analysis, rules: RuleSet) -> Graded:
        view = position.view(rules)
        options = _graded_options(analysis.options, _discard_rules(view, analysis.options))
        skill = _discard_skill(options[0])
        worlds = max(option.worlds for option in analysis.options)
        return Graded(position, options, skill, (), worlds)

    def missed_skill(self, graded: Graded, answer: Answer) -> str:
        if _game_of(answer) is not _game_of(graded.best.answer):
            return "game_choice"
        return graded.skill


class NullQuiz(Quiz):
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

    def grade(self, position: Position, analysis: Analysis, rules: RuleSet) -> Graded:
        view = position.view(rules)
        null = next((o for o in analysis.options if _game_of(o.action) is GameType.NULL), None)
        suit = next((o for o in analysis.options if _game_of(o.action) is not GameType.NULL), None)
        if null is None or suit is None:
            raise Unsuitable("Null or a suit game is missing")
        pair = tuple(o for o in analysis.options if o in (null, suit))  # in the search's order
        options = _graded_options(pair, _discard_rules(view, pair))
        return Graded(position, options, self.skill, (), max(o.worlds for o in pair))


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


class SkatQuiz(Quiz):
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


class SchneiderQuiz(Quiz):
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

    def grade(self, position: Position, analysis: Analysis, rules: RuleSet) -> Graded:
        hand_games = [
            option
            for option in analysis.options
            if isinstance(option.action, Declare) and not option.action.contract.ouvert
        ]
        for option in hand_games:
            assert isinstance(option.action, Declare)
            contract = option.action.contract
            plain = Contract(contract.game, hand=True)
            announced = Contract(contract.game, hand=True, announce=Announcement.SCHNEIDER)
            pair = [o for o in hand_games if o.action in (Declare(plain), Declare(announced))]
            if len(pair) == 2:
                pair.sort(key=lambda o: -o.mean)
                options = _graded_options(tuple(pair), _coach_rules(position.view(rules)))
                return Graded(position, options, self.skill, (), max(o.worlds for o in pair))
        raise Unsuitable("no hand game was played out with and without Schneider")


# --- the first lead ------------------------------------------------------------------------------


def _auction_by_coach(deal: Deal, rules: RuleSet) -> GameState:
    """The heuristic coach bids, declares and puts away for all three seats."""
    state = GameState.new(deal, rules)
    while state.phase in (Phase.BIDDING, Phase.SKAT, Phase.DECLARE):
        assert state.to_move is not None
        state = apply(state, decide(view_of(state, state.to_move)).action)
    return state


class _LeadQuiz(Quiz):
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
    )
}


WORLDS = 40  # sampled deals a question's options are played out in
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
    """The position analysed by the search and graded by its kind (seeded: repeatable)."""
    quiz = QUIZZES[position.kind]
    analysis = analyse(position.view(rules), worlds, seed=0, progress=progress)
    quick, why = quiz.quick_rule(position, rules)
    return replace(quiz.grade(position, analysis, rules), quick=quick, quick_reasons=why)


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
