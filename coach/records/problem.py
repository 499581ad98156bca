"""Skat problems: a position, the question it asks and the intended answer, as text or a code.

A problem asks the seat to move for one decision: the card to play, the bid, the two cards to
put away, the game to play. Its text is the position's ``key: value`` lines followed by
``question``, ``answer`` (an ISS move token) and ``topic`` (the strategy theme, a catalogue code);
a problem file holds such blocks separated by blank lines. The short code packs the same into a
few bytes (rule set, each card's place, one byte per move) written in base32 with a checksum, to
type or paste; both round-trip exactly. Whether the answer is really the best is the search's
question (`coach.advice.problems`).
"""

from __future__ import annotations

import base64
import zlib
from dataclasses import dataclass
from enum import Enum

from coach.records.iss import IssFormatError
from coach.records.iss_moves import action_token, parse_action
from coach.records.position import SKAT_SIZE, Position, PositionError, fields_of
from coach.rules.actions import Action, Bid, Deal, Declare, Hold, Pass, PickUp, Play
from coach.rules.cards import Card, CardSet
from coach.rules.contract import RULE_SETS, Contract
from coach.rules.explain import Reason
from coach.rules.game import HAND_CONTRACTS, PICKUP_CONTRACTS, GameState, Phase, apply
from coach.rules.legal import check
from coach.rules.values import bid_values


class Question(Enum):
    """What a problem asks."""

    CARD = "card"  # the card to play
    BID = "bid"  # bid on, hold or pass
    DISCARD = "discard"  # the two cards to put away (the game is given)
    GAME = "game"  # pick up or the hand game; after a pick-up: the game to declare


_PHASES = {
    Question.CARD: (Phase.PLAY,),
    Question.BID: (Phase.BIDDING,),
    Question.DISCARD: (Phase.DECLARE,),
    Question.GAME: (Phase.SKAT, Phase.DECLARE),
}


_ANSWERS: dict[Question, type | tuple[type, ...]] = {
    Question.CARD: Play,
    Question.BID: (Bid, Hold, Pass),
    Question.DISCARD: Declare,
    Question.GAME: (PickUp, Declare),
}


@dataclass(frozen=True, slots=True)
class Problem:
    """A position, its question and the intended answer (a legal action of the seat to move)."""

    position: Position
    question: Question
    answer: Action
    topic: str = ""

    def __post_init__(self) -> None:
        state = self.position.state
        if state.phase not in _PHASES[self.question]:
            raise PositionError(Reason.of("problem_wrong_phase", question=self.question.value))
        refusal = check(state, self.answer)
        if refusal is not None:
            move = action_token(state, self.answer)
            raise PositionError(Reason.of("problem_answer_refused", move=move, why=refusal))
        if not isinstance(self.answer, _ANSWERS[self.question]):  # giving up is no answer
            move = action_token(state, self.answer)
            raise PositionError(Reason.of("problem_answer_not_asked", move=move))
        if not self.topic.replace("_", "").isalnum() and self.topic:
            raise PositionError(Reason.of("problem_bad_topic", topic=self.topic))

    @property
    def state(self) -> GameState:
        return self.position.state

    # --- text --------------------------------------------------------------------------------

    def text(self) -> str:
        lines = [
            *self.position.lines(),
            f"question: {self.question.value}",
            f"answer: {action_token(self.state, self.answer)}",
        ]
        if self.topic:
            lines.append(f"topic: {self.topic}")
        return "\n".join(lines) + "\n"

    @classmethod
    def parse(cls, text: str) -> Problem:
        """A problem from its text; `PositionError` names what is wrong."""
        fields = fields_of(text)
        position = Position.parse_lines(fields)
        try:
            question = Question(fields.get("question", ""))
        except ValueError:
            raise PositionError(
                Reason.of("problem_bad_question", question=fields.get("question", ""))
            ) from None
        token = fields.get("answer", "")
        if not token:
            raise PositionError(Reason.of("position_missing_field", field="answer"))
        try:
            answer = parse_action(position.state, token)
        except IssFormatError as error:  # the ISS reader says why the token is no move here
            why = error.reason
            raise PositionError(Reason.of("problem_answer_refused", move=token, why=why)) from None
        return cls(position, question, answer, fields.get("topic", ""))

    # --- the short code ----------------------------------------------------------------------

    def code(self) -> str:
        """The problem as a short base32 code (letters and digits 2–7, in groups of five)."""
        deal = self.position.deal
        places = (*deal.hands, deal.skat)
        packed = 0
        for card in Card:
            place = next(i for i, cards in enumerate(places) if card in cards)
            packed |= place << (2 * card)
        rules = self.position.rules
        body = bytearray((CODE_VERSION, _RULE_NAMES.index(rules.name)))
        body += packed.to_bytes(8, "big")
        body.append(list(Question).index(self.question))
        state = GameState.new(deal, rules)
        for action in self.position.history:
            body += _action_bytes(state, action)
            state = apply(state, action)
        body += _action_bytes(state, self.answer)
        body.append(END)
        body += self.topic.encode("ascii")
        body += (zlib.crc32(bytes(body)) & 0xFFFF).to_bytes(2, "big")
        text = base64.b32encode(bytes(body)).decode("ascii").rstrip("=")
        return "-".join(text[i : i + 5] for i in range(0, len(text), 5))

    @classmethod
    def from_code(cls, code: str) -> Problem:
        """The problem behind a code (`code`); `PositionError` when it is mistyped or damaged."""
        clean = "".join(ch for ch in code.upper() if ch.isalnum())
        try:
            raw = base64.b32decode(clean + "=" * (-len(clean) % 8))
        except ValueError:
            raise PositionError(Reason.of("problem_bad_code")) from None
        body, check_sum = raw[:-2], raw[-2:]
        if len(raw) < 14 or (zlib.crc32(body) & 0xFFFF).to_bytes(2, "big") != check_sum:
            raise PositionError(Reason.of("problem_bad_code"))
        if body[0] != CODE_VERSION or body[1] >= len(_RULE_NAMES) or body[10] >= len(Question):
            raise PositionError(Reason.of("problem_bad_code"))
        rules = RULE_SETS[_RULE_NAMES[body[1]]]
        packed = int.from_bytes(body[2:10], "big")
        places: list[list[Card]] = [[], [], [], []]
        for card in Card:
            places[packed >> (2 * card) & 3].append(card)
        if [len(p) for p in places] != [10, 10, 10, SKAT_SIZE]:
            raise PositionError(Reason.of("problem_bad_code"))
        hands = (CardSet.of(places[0]), CardSet.of(places[1]), CardSet.of(places[2]))
        deal = Deal(hands, CardSet.of(places[3]))
        question = list(Question)[body[10]]
        state = GameState.new(deal, rules)
        actions: list[Action] = []
        index = 11
        try:
            while body[index] != END:
                action, index = _read_action(state, body, index)
                actions.append(action)
                if body[index] != END:
                    state = apply(state, action)
            topic = body[index + 1 :].decode("ascii")
        except (IndexError, ValueError):
            raise PositionError(Reason.of("problem_bad_code")) from None
        if not actions:
            raise PositionError(Reason.of("problem_bad_code"))
        position = Position(rules, deal, tuple(actions[:-1]))
        return cls(position, question, actions[-1], topic)


CODE_VERSION = 1
END = 0xFF
_RULE_NAMES = tuple(RULE_SETS)
_PASS, _HOLD, _PICK_UP = 32, 33, 34
_BID = 40  # 40 + the bid's place among the rule set's values
_DECLARE = 128  # 128 + the contract's place in `_CONTRACTS`, then the discard's two cards
_CONTRACTS: tuple[Contract, ...] = tuple(dict.fromkeys((*HAND_CONTRACTS, *PICKUP_CONTRACTS)))


def _action_bytes(state: GameState, action: Action) -> bytes:
    if isinstance(action, Play):
        return bytes((int(action.card),))
    if isinstance(action, Pass):
        return bytes((_PASS,))
    if isinstance(action, Hold):
        return bytes((_HOLD,))
    if isinstance(action, PickUp):
        return bytes((_PICK_UP,))
    if isinstance(action, Bid):
        return bytes((_BID + bid_values(state.rules).index(action.value),))
    if isinstance(action, Declare):
        head = bytes((_DECLARE + _CONTRACTS.index(action.contract),))
        return head + (bytes(int(c) for c in action.discard) if action.discard else b"")
    raise ValueError(f"{action} has no place in a problem")


def _read_action(state: GameState, body: bytes, index: int) -> tuple[Action, int]:
    byte = body[index]
    if byte < len(Card):
        return Play(Card(byte)), index + 1
    if byte in (_PASS, _HOLD, _PICK_UP):
        simple: dict[int, Action] = {_PASS: Pass(), _HOLD: Hold(), _PICK_UP: PickUp()}
        return simple[byte], index + 1
    if _BID <= byte < _DECLARE:
        return Bid(bid_values(state.rules)[byte - _BID]), index + 1
    contract = _CONTRACTS[byte - _DECLARE]
    if state.phase is Phase.DECLARE:
        return Declare(contract, (Card(body[index + 1]), Card(body[index + 2]))), index + 3
    return Declare(contract), index + 1


# --- files of problems -------------------------------------------------------------------------


def problems_text(problems: list[Problem]) -> str:
    """Problems as one file: their texts separated by blank lines."""
    return "\n".join(problem.text() for problem in problems)


def read_problems(text: str) -> list[Problem]:
    """Every problem of a file; `PositionError` names the first bad one by its place (from 1)."""
    problems = []
    for number, block in enumerate(_blocks(text), start=1):
        try:
            problems.append(Problem.parse(block))
        except PositionError as error:
            raise PositionError(
                Reason.of("problem_in_file", number=number, why=error.reason)
            ) from None
    return problems


def _blocks(text: str) -> list[str]:
    blocks, current = [], []
    for line in text.splitlines():
        if line.strip():
            current.append(line)
        elif current:
            blocks.append("\n".join(current))
            current = []
    if current:
        blocks.append("\n".join(current))
    return [b for b in blocks if any(not ln.strip().startswith("#") for ln in b.splitlines())]
