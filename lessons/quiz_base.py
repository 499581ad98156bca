"""What every quiz of Üben shares: the question kind's base class, the grading of a decision's
options from its one judgement (`coach.advice`: the hint's, the verdict's and the reviews'), the
verdict on an answer and the reasons a right answer is right."""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence
from typing import ClassVar

from coach.advice import budget_of, hint_at, option_verdicts
from coach.heuristic import Prospect, decide, prospects
from coach.play import MoveVerdict
from coach.rules import (
    FOREHAND,
    Action,
    PlayerView,
    Reason,
    RuleSet,
)
from coach.sampled import Judgement, Progress
from lessons.quiz import (
    Answer,
    Difficulty,
    Graded,
    GradedOption,
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
    """One kind of quiz question: draw a position, ask, judge and grade it, judge an answer."""

    kind: ClassVar[QuizKind]
    skill: ClassVar[str]  # what the kind trains (`lessons.quiz_texts.SKILLS`)
    question_code: ClassVar[str]

    @abstractmethod
    def draw(self, rng: random.Random, rules: RuleSet) -> Position | None:
        """A position of this kind, or None when the deal does not make one (draw again)."""

    def rules_for(self, rules: RuleSet) -> RuleSet:
        """The rules the question is asked under, given the learner's (most kinds: theirs)."""
        return rules

    def draw_at(self, level: Difficulty, rng: random.Random, rules: RuleSet) -> Position | None:
        """A position for a learner at `level` (most kinds ask the same at every level)."""
        del level
        return self.draw(rng, rules)

    def question(self, position: Position) -> Reason:
        return Reason.of(self.question_code, seat=seat_reason(position.seat))

    @abstractmethod
    def judge(
        self, position: Position, rules: RuleSet, worlds: int, progress: Progress | None = None
    ) -> Graded:
        """The position judged by the coach's one voice (`worlds` first worlds, as the app's
        judgements with `coach.advice.budget_of`) and graded; `Unsuitable` if it is no
        question."""

    def verdict(self, graded: Graded, answer: Answer) -> Verdict:
        """The learner's answer judged against the graded options."""
        chosen = graded.option_for(answer)
        if chosen is None:
            raise ValueError(f"{answer!r} is not an option of this question")
        skill = self.missed_skill(graded, answer)
        return _verdict(graded, answer, chosen.cost, skill, chosen.right, chosen.voice)

    def missed_skill(self, graded: Graded, answer: Answer) -> str:
        """The skill a wrong `answer` shows to practise."""
        del answer
        return graded.skill

    def quick_rule(self, position: Position, rules: RuleSet) -> tuple[Answer, tuple[Reason, ...]]:
        """What the heuristic's quick rule answers, and why (shown on request, never as a
        second verdict: the graded best is the one recommendation)."""
        decision = decide(position.view(rules))
        return decision.action, decision.reasons


class JudgedQuiz(Quiz):
    """A question on a decision the search judges (the skat, the declaration, a card): every
    answer graded as the hint, the verdict and the reviews grade that decision in a game."""

    def judge(
        self, position: Position, rules: RuleSet, worlds: int, progress: Progress | None = None
    ) -> Graded:
        hint = hint_at(position.state(rules), position.seat, budget_of(worlds), progress)
        if hint.judgement is None or not hint.judgement.searched:
            raise Unsuitable("the search did not judge this decision")
        return self.grade(position, hint.judgement, rules)

    def grade(self, position: Position, judgement: Judgement, rules: RuleSet) -> Graded:
        """Every option of the judgement graded by the coach's verdict, best first, with the
        coach's rule behind each; `Unsuitable` if it is no question."""
        actions = [option.action for option in judgement.options]
        options = judged_options(position, judgement, rules, actions, _coach_rules)
        return Graded(position, options, self.skill, (), judgement.worlds)


RulesOf = Callable[[PlayerView, Sequence[Action]], dict[Action, tuple[Reason, ...]]]


def judged_options(
    position: Position,
    judgement: Judgement,
    rules: RuleSet,
    actions: Sequence[Action],
    rules_of: RulesOf,
) -> tuple[GradedOption, ...]:
    """The `actions` of a judged decision graded as the coach's verdict grades each once taken
    (`coach.advice.option_verdicts`): its figures, its cost against the judgement's best, and
    the rule `rules_of` names for it; the judgement's best first, then the options played out
    and those only rated, cheapest first."""
    best = judgement.best
    if best is None or best.action not in actions:
        raise Unsuitable("the coach's best option is no answer of this question")
    verdicts = option_verdicts(judgement, position.state(rules), actions)
    judged = verdicts[0].judgement  # with the declarations it only rated
    assert judged is not None
    figures = {stats.action: stats for stats in judged.analysis().options}
    why = rules_of(position.view(rules), actions)
    options = [
        GradedOption(
            action,
            figures[action].mean,
            None if figures[action].estimated else figures[action].win_rate,
            verdict.cost or 0.0,
            (figures[action].reason(), *why.get(action, ())),
            verdict,
        )
        for action, verdict in zip(actions, verdicts, strict=True)
    ]
    options.sort(key=lambda o: (o.answer != best.action, o.win_rate is None, o.cost, -o.mean))
    return tuple(options)


def _verdict(
    graded: Graded,
    answer: Answer,
    cost: float,
    skill: str,
    correct: bool,
    voice: MoveVerdict | None = None,
) -> Verdict:
    """The learner's `answer`, right or not, at `cost`; the coach's verdict on it (`voice`)
    says why where the answer is not the best one."""
    head = right_reason(graded) if correct else Reason.of("quiz.wrong", cost=round(cost, 1))
    said = () if voice is None else _voice_reasons(voice, correct)
    reasons = _unique((head, difficulty_note(graded), *said, *graded.best.reasons))
    return Verdict(correct, cost, answer, graded.best, skill, reasons)


def _voice_reasons(voice: MoveVerdict, correct: bool) -> tuple[Reason, ...]:
    """What the coach's verdict adds: why an answer that is not the best is right too (equally
    good), or what a wrong one breaks besides its cost (a thrown ace, Augen given away); its
    head, its figures and the rule behind the best answer the quiz says itself."""
    if not voice.reasons or voice.reasons[0].code == "verdict_best":
        return ()
    if correct:
        return voice.reasons[:1]
    known = set(voice.judgement.quick_reasons) if voice.judgement is not None else set()
    return tuple(
        reason
        for reason in voice.reasons[1:-1]  # the last: the answer's figures (in the table)
        if reason not in known and reason.code != "verdict_refined"
    )


def _unique(reasons: Sequence[Reason]) -> tuple[Reason, ...]:
    return tuple(dict.fromkeys(reasons))


def right_reason(graded: Graded) -> Reason:
    """ "Richtig!", and where the best answer mostly loses, why it is still the best: every other
    answer brings less on average (said only where that is so: a bid limit is the coach's, and
    its levels may say otherwise, which the feedback shows beside it)."""
    best = graded.best
    if best.win_rate is None or best.win_rate >= UNLIKELY_WIN:
        return Reason.of("quiz.right")
    if any(option.mean > best.mean for option in graded.options):
        return Reason.of("quiz.right")  # the coach's limit, kept although a level says otherwise
    return Reason.of(
        "quiz.right_unlikely", chance=round(100 * best.win_rate), expected=round(best.mean, 1)
    )


def _coach_rules(view: PlayerView, actions: Sequence[Action]) -> dict[Action, tuple[Reason, ...]]:
    """The heuristic coach's reasons for each option it scored."""
    del actions
    decision = decide(view)
    found = {option.action: option.reasons for option in decision.alternatives}
    found[decision.action] = decision.reasons
    return found


def _hand_prospects(position: Position, rules: RuleSet) -> list[Prospect]:
    hand = position.deal.hands[position.seat]
    return prospects(hand, position.seat == FOREHAND, rules)
