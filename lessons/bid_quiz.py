"""Üben's bidding questions: how high would you bid, and on which game. The best answer is the
limit the hint names for the same decision (`coach.advice.limit_judgement`); every other limit
is priced against it by the judgement's figures per bid level, every game by the coach's
estimate."""

from __future__ import annotations

import random
from dataclasses import replace

from coach.advice import LimitJudgement, limit_judgement, limit_verdict
from coach.heuristic import Grade, bid_limit, decide, quick_needs
from coach.rules import (
    FOREHAND,
    REARHAND,
    SEATS,
    Bid,
    Contract,
    Deal,
    GameState,
    GameType,
    Phase,
    Prompt,
    Reason,
    RuleSet,
    Seat,
    apply,
    game_value,
    matadors,
    next_bid,
    opening,
    view_of,
)
from coach.sampled import Progress, level_reason, level_runs, limit_cost, loss
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
)
from lessons.quiz_base import (
    Quiz,
    Unsuitable,
    _hand_prospects,
    _verdict,
)


class BidQuiz(Quiz):
    """Ten cards and a seat: name the highest bid (or pass) and the game you aim at; at the
    hard level after the auction so far, which the other seats bid as the coach would.

    The best limit is the one the hint names for this decision (`LimitJudgement.limit`); the
    search plays the hand out at every bid level beside it (`LimitJudgement.levels`). Bidding up
    to a limit means playing at every level up to it and passing above. A limit costs the most it
    gives away against the hint's limit at a level where the two decide otherwise: a game that
    pays and is passed, or an overbid that loses (no cost where the figures show it no worse).
    A limit is right where the coach's verdict on it is good: the verdict the table gives the bid
    that shows it (`LimitJudgement.verdict`). The game is judged by the coach's estimate of each
    game.
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

    def judge(
        self, position: Position, rules: RuleSet, worlds: int, progress: Progress | None = None
    ) -> Graded:
        judgement = limit_judgement(position.state(rules), position.seat, worlds, progress)
        return self.grade(position, judgement, rules)

    def grade(self, position: Position, judgement: LimitJudgement, rules: RuleSet) -> Graded:
        """The hint's limit first, then passing and every run of levels, each with the coach's
        verdict on bidding up to it (`LimitJudgement.verdict`, the one the table gives)."""
        levels = judgement.levels
        if not levels:
            raise Unsuitable("no bid level was played out")
        best = judgement.best
        games = game_estimates(position, judgement, rules)
        game = games[0][0]
        options = [_best_option(judgement, best, game)]
        if best:
            options.append(_limit_option(judgement, Limit(0), 0.0, None, _pass_reason(best)))
        for run in level_runs(levels):
            top = run[-1]
            if top.bid == best:
                continue
            answer = Limit(top.bid, game if top.contract is None else top.contract.game)
            options.append(
                _limit_option(judgement, answer, top.expected, top.win_rate, level_reason(run))
            )
        options[1:] = sorted(options[1:], key=lambda option: (option.cost, -option.mean))
        return Graded(
            position,
            tuple(options),
            self.skill,
            (_worth(position, game, rules),),
            judgement.worlds,
            levels,
            games,
            answer_costs=_wrong_costs(judgement, games),
        )

    def quick_rule(self, position: Position, rules: RuleSet) -> tuple[Answer, tuple[Reason, ...]]:
        """The instant hint at the table: in the auction the rule of thumb bids to the same
        limit as the checked hint (`limit_judgement` without played-out levels)."""
        judgement = limit_judgement(position.state(rules), position.seat, 0)
        view = position.view(rules)
        first = view.bid if view.prompt is Prompt.ANSWER_BID else next_bid(view.bid, rules)
        if judgement.game is None or first is None or judgement.limit < first:
            return Limit(0), (Reason.of("quiz.coach_pass"), *judgement.reasons)
        answer = Limit(judgement.limit, judgement.game)
        said = Reason.of("quiz.coach_limit", limit=judgement.limit, game=judgement.game)
        return answer, (said, *judgement.reasons)

    def verdict(self, graded: Graded, answer: Answer) -> Verdict:
        if not isinstance(answer, Limit):
            raise ValueError(f"{answer!r} is not a bid limit")
        best = graded.best
        assert isinstance(best.answer, Limit) and best.voice is not None
        voice = limit_verdict(graded.levels, best.answer.bid, answer.bid, best.voice.best)
        cost = limit_cost(graded.levels, best.answer.bid, answer.bid)
        skill = "overbid" if answer.bid > best.answer.bid else "underbid"
        game_cost = 0.0
        if answer.bid and answer.game is not None and best.answer.bid:
            game_cost = _game_cost(graded, answer.game)
            if voice.grade is Grade.GOOD and game_cost > RIGHT_WITHIN:
                skill = "game_choice"
        correct = voice.grade is Grade.GOOD and game_cost <= RIGHT_WITHIN
        verdict = _verdict(graded, answer, cost + game_cost, skill, correct, voice)
        extra = () if voice.grade is Grade.GOOD else voice.reasons[:1]  # whose limit, what lost
        if game_cost:
            extra = (*extra, Reason.of("quiz.game_cost", cost=round(game_cost, 1)))
        return replace(verdict, reasons=(*verdict.reasons, *extra))


def _limit_option(
    judgement: LimitJudgement,
    answer: Limit,
    mean: float,
    win_rate: float | None,
    reason: Reason,
) -> GradedOption:
    """Bidding up to `answer`, with the judgement's figures and the coach's verdict on it."""
    cost = limit_cost(judgement.levels, judgement.best, answer.bid)
    return GradedOption(answer, mean, win_rate, cost, (reason,), judgement.verdict(answer.bid))


def _wrong_costs(
    judgement: LimitJudgement, games: tuple[tuple[GameType, float], ...]
) -> tuple[float, ...]:
    """What the wrong answers the form offers cost: every limit the coach's verdict does not call
    good (a limit between two levels costs as the lower one), and aiming at an estimated game
    beside the best one."""
    bids = (0, *(level.bid for level in judgement.levels))
    limits = (
        limit_cost(judgement.levels, judgement.best, bid)
        for bid in bids
        if judgement.verdict(bid).grade is not Grade.GOOD
    )
    aims = (loss(games[0][1], value) for _, value in games) if judgement.best else ()
    return (*limits, *(cost for cost in aims if cost > RIGHT_WITHIN))


def _best_option(judgement: LimitJudgement, best: int, game: GameType) -> GradedOption:
    """The hint's limit (or its pass) with the judgement's figures there and the hint's reasons."""
    reasons = judgement.reasons or (Reason.of("search_no_bid"),)
    voice = judgement.verdict(best)
    level = judgement.expected_at(best) if best else None
    if level is None:
        return GradedOption(Limit(0), 0.0, None, 0.0, reasons, voice)
    figures = level_reason([level])
    return GradedOption(
        Limit(best, game), level.expected, level.win_rate, 0.0, (figures, *reasons), voice
    )


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
    position: Position, judgement: LimitJudgement, rules: RuleSet
) -> tuple[tuple[GameType, float], ...]:
    """The best game first, then every game with the coach's best expected list points.

    The best game is the one the hint's limit counts on; where the hint passes, the coach's.
    """
    best: dict[GameType, float] = {}
    for prospect in _hand_prospects(position, rules):
        game = prospect.contract.game
        best[game] = max(best.get(game, prospect.expected), prospect.expected)
    first = judgement.game or coach_game(position, rules)
    if first not in best:
        return ((first, 0.0), *best.items())
    return ((first, best[first]), *((g, v) for g, v in best.items() if g is not first))


def _pass_reason(best: int) -> Reason:
    return Reason.of("search_pass", limit=best)
