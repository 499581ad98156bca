"""XSkat 4.0's computer player as a reference: our deals in its game file, its log as typed games.

XSkat (Debian package ``xskat``) plays games of three computer players without a display:
``xskat -auto N -game FILE -log LOG -lang english``. The game file gives each deal as a 4×8
matrix (rows diamonds, hearts, spades, clubs; columns A 10 K Q J 9 8 7) naming the player who
holds each card (1, 2, 3; 0 for the skat). The numbers count from the dealer: with the default
``-start 2`` player 3 is forehand, 1 middlehand and 2 rearhand, in every game. The log's columns
are Computer1–3; forehand moves to the next column with every game (Computer3 first).

A log game lists the tricks (the winner's card in capitals, the leader's with an underscore when
the leader did not win), then each player's ten cards after the skat exchange, the skat after the
game ("Skat is", the discard) and before it ("Skat was"), the last bid, the declarer and game, the
hand and ouvert announcements and the result. A deal that all pass shows one row of passes and
the skat only.

`replay` plays a logged game through our own rules engine (`coach.rules.game`): every card must be
legal there, and the engine's verdict and list points can be set against XSkat's.
"""

from __future__ import annotations

import os
import subprocess
import tempfile
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from coach.rules.actions import Bid, Deal, Declare, Hold, Pass, PickUp, Play, Seat
from coach.rules.cards import Card, CardSet, Rank, Suit
from coach.rules.contract import Announcement, Contract, GameType, RuleSet
from coach.rules.game import GameState, apply
from coach.rules.result import GameResult, result

XSKAT = Path("/usr/games/xskat")
FILE_SUITS = (Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES, Suit.CLUBS)
FILE_RANKS = (
    Rank.ACE,
    Rank.TEN,
    Rank.KING,
    Rank.QUEEN,
    Rank.JACK,
    Rank.NINE,
    Rank.EIGHT,
    Rank.SEVEN,
)
PLAYER_OF_SEAT = (3, 1, 2)  # the game file's player number of forehand, middlehand, rearhand
SEPARATOR = "=" * 40
SUIT_WORDS = {
    "diamond": Suit.DIAMONDS,
    "heart": Suit.HEARTS,
    "spade": Suit.SPADES,
    "club": Suit.CLUBS,
}
RANK_WORDS = {"A": Rank.ACE, "10": Rank.TEN, "K": Rank.KING, "Q": Rank.QUEEN, "J": Rank.JACK}
RANK_WORDS |= {"9": Rank.NINE, "8": Rank.EIGHT, "7": Rank.SEVEN}
GAME_WORDS = {
    "Diamond": GameType.DIAMONDS,
    "Heart": GameType.HEARTS,
    "Spade": GameType.SPADES,
    "Club": GameType.CLUBS,
    "Grand": GameType.GRAND,
    "Null": GameType.NULL,
}
ANNOUNCEMENTS = {
    "Played Hand": "hand",
    "Played ouvert": "ouvert",
    "Played ouvert Hand": "ouvert hand",
    "Schneider announced": "schneider",
    "Schwarz announced": "schwarz",
}
COLUMN = 12  # characters per player column in the log


class XSkatLogError(ValueError):
    """A log line that is not what XSkat writes; the message names the line."""

    def __init__(self, line_number: int, line: str, problem: str) -> None:
        super().__init__(f"XSkat log line {line_number}: {problem}: {line.rstrip()!r}")
        self.line_number = line_number


@dataclass(frozen=True, slots=True)
class XSkatTrick:
    """One trick as XSkat played it: the leading seat and the cards in play order."""

    leader: Seat
    cards: tuple[Card, Card, Card]


@dataclass(frozen=True, slots=True)
class XSkatGame:
    """One game of the log, by our seats (0 forehand, 1 middlehand, 2 rearhand)."""

    index: int  # the game's number in the log, from 0
    deal: Deal  # the hands as dealt and the skat before any exchange
    declarer: Seat | None  # None: passed in
    contract: Contract | None
    bid: int  # the last bid (0 when passed in)
    discard: CardSet  # the skat after the game (the two cards put away; the skat in hand games)
    tricks: tuple[XSkatTrick, ...]
    declarer_points: int | None  # as XSkat counts them (None in Null and when passed in)
    won: bool | None  # XSkat's verdict (None when passed in)

    @property
    def passed(self) -> bool:
        return self.declarer is None


def game_file(deals: Sequence[Deal]) -> str:
    """The XSkat game file that deals `deals` in order, our forehand as XSkat's forehand."""
    blocks = []
    for number, deal in enumerate(deals):
        player = {card: PLAYER_OF_SEAT[seat] for seat in range(3) for card in deal.hands[seat]}
        rows = [
            " ".join(str(player.get(Card.of(suit, rank), 0)) for rank in FILE_RANKS)
            for suit in FILE_SUITS
        ]
        blocks.append(f"# deal {number}: diamonds, hearts, spades, clubs; A 10 K Q J 9 8 7")
        blocks.extend(rows)
    return "\n".join(blocks) + "\n"


def forehand_column(index: int) -> int:
    """The log column (0 = Computer1) of forehand in game `index` (with ``-start 2``)."""
    return (2 + index) % 3


def play(deals: Sequence[Deal], binary: Path = XSKAT) -> str:
    """Let XSkat's three computer players (full strength) play `deals`; returns the log text."""
    with tempfile.TemporaryDirectory(prefix="kiebitz-xskat-") as folder:
        games, log = Path(folder) / "games.txt", Path(folder) / "games.log"
        games.write_text(game_file(deals))
        command = [str(binary), "-auto", str(len(deals)), "-game", str(games)]
        command += ["-log", str(log), "-lang", "english", "-start", "2", "-newrules"]
        env = {**os.environ, "HOME": folder}  # no options file of the user is read
        subprocess.run(command, check=True, capture_output=True, cwd=folder, env=env)
        return log.read_text(encoding="latin-1")


def parse_log(text: str) -> list[XSkatGame]:
    """The games of an XSkat log (English), in order; `XSkatLogError` names a malformed line."""
    games: list[XSkatGame] = []
    block: list[tuple[int, str]] = []
    for number, line in enumerate(text.splitlines(), start=1):
        if line.startswith(SEPARATOR):
            games.append(_game(len(games), block))
            block = []
        elif line.strip():
            block.append((number, line))
    if block:
        number, line = block[-1]
        raise XSkatLogError(number, line, "the last game does not end with a line of '='")
    return games


def parse_card(text: str) -> Card:
    """A card as the log writes it: ``Diamond 10``, ``HEART_J``, ``Club A``."""
    words = text.strip().replace("_", " ").split()
    if len(words) != 2 or words[0].lower() not in SUIT_WORDS or words[1] not in RANK_WORDS:
        raise ValueError(f"not a card: {text.strip()!r}")
    return Card.of(SUIT_WORDS[words[0].lower()], RANK_WORDS[words[1]])


def _cells(line: str) -> tuple[str, str, str]:
    padded = line.ljust(2 + 3 * COLUMN)
    cells = tuple(padded[2 + i * COLUMN : 2 + (i + 1) * COLUMN].strip() for i in range(3))
    return cells[0], cells[1], cells[2]


def _game(index: int, block: list[tuple[int, str]]) -> XSkatGame:
    """One game from its non-empty lines (header, tricks, hands, skat, result)."""
    if not block:
        raise XSkatLogError(0, "", f"game {index} is empty")
    rules = [i for i, (_, line) in enumerate(block) if line.startswith("----")]
    if len(rules) != 3:
        number, line = block[0]
        raise XSkatLogError(number, line, f"game {index} lacks its three lines of '-'")
    trick_lines = block[rules[0] + 1 : rules[1]]
    hand_lines = block[rules[1] + 1 : rules[2]]
    tail = block[rules[2] + 1 :]
    first = forehand_column(index)

    def seat_of(column: int) -> Seat:
        return (column - first) % 3

    played: list[list[Card]] = [[], [], []]
    for number, line in hand_lines:
        for column, cell in enumerate(_cells(line)):
            if cell:
                played[seat_of(column)].append(_card(number, line, cell))
    facts = _tail(tail)
    skat_line = facts.get("Skat is")
    if skat_line is None:
        raise XSkatLogError(block[-1][0], block[-1][1], "no 'Skat is:' line")
    discard = _card_set(*skat_line)
    passed = "Last bid" not in facts
    hands = [CardSet.of(cards) for cards in played]
    declarer: Seat | None = None
    contract = None
    skat = discard
    tricks: tuple[XSkatTrick, ...] = ()
    if not passed:
        number, line = facts["Last bid"]
        bid = _number(number, line, line.split(":", 1)[1])
        declarer, contract = _declaration(facts, seat_of)
        skat = _card_set(*facts.get("Skat was", skat_line))
        hands[declarer] = (hands[declarer] | discard) - skat
        tricks = tuple(_trick(number, line, seat_of) for number, line in trick_lines)
    try:
        deal = Deal((hands[0], hands[1], hands[2]), skat)
    except ValueError as error:
        number, line = hand_lines[0] if hand_lines else block[0]
        problem = f"the hands of game {index} are no deal ({error})"
        raise XSkatLogError(number, line, problem) from error
    points, won = _outcome(facts) if not passed else (None, None)
    return XSkatGame(
        index=index,
        deal=deal,
        declarer=declarer,
        contract=contract,
        bid=0 if passed else bid,
        discard=discard,
        tricks=tricks,
        declarer_points=points,
        won=won,
    )


def _tail(lines: list[tuple[int, str]]) -> dict[str, tuple[int, str]]:
    """The lines after the hands by their key: 'Skat is', 'Last bid', 'played', 'Won' ..."""
    facts: dict[str, tuple[int, str]] = {}
    for number, line in lines:
        text = line.strip()
        if text in ANNOUNCEMENTS:
            facts[ANNOUNCEMENTS[text]] = (number, text)
        elif " played " in text:
            facts["played"] = (number, text)
        elif text.startswith(("Won", "Lost")):
            facts["result"] = (number, text)
        elif ":" in text and text.split(":", 1)[0] in ("Skat is", "Skat was", "Last bid"):
            facts[text.split(":", 1)[0]] = (number, text)
        elif text != "Overbid !":
            raise XSkatLogError(number, line, "not a line XSkat writes after the hands")
    return facts


def _declaration(
    facts: dict[str, tuple[int, str]], seat_of: Callable[[int], Seat]
) -> tuple[Seat, Contract]:
    if "played" not in facts:
        number, line = facts["Last bid"]
        raise XSkatLogError(number, line, "a bid but no 'ComputerN played ...' line")
    number, line = facts["played"]
    player, _, game_word = line.partition(" played ")
    if not player.startswith("Computer") or player[8:] not in ("1", "2", "3"):
        raise XSkatLogError(number, line, "the declarer is not Computer1, 2 or 3")
    if game_word not in GAME_WORDS:
        raise XSkatLogError(number, line, f"unknown game {game_word!r}")
    seat: Seat = seat_of(int(player[8:]) - 1)
    game = GAME_WORDS[game_word]
    hand = "hand" in facts or "ouvert hand" in facts
    ouvert = "ouvert" in facts or "ouvert hand" in facts
    announce = Announcement.NONE
    if "schneider" in facts:
        announce = Announcement.SCHNEIDER
    if "schwarz" in facts or (ouvert and game is not GameType.NULL):
        announce = Announcement.SCHWARZ
    try:
        return seat, Contract(game, hand=hand, announce=announce, ouvert=ouvert)
    except ValueError as error:
        raise XSkatLogError(number, line, str(error)) from error


def _outcome(facts: dict[str, tuple[int, str]]) -> tuple[int | None, bool]:
    if "result" not in facts:
        number, line = facts["Last bid"]
        raise XSkatLogError(number, line, "a declared game without 'Won'/'Lost'")
    number, line = facts["result"]
    won = line.startswith("Won")
    if ":" not in line:
        return None, won
    words = line.split(":", 1)[1].split()
    if len(words) != 2 or words[1] != "points":
        raise XSkatLogError(number, line, "expected 'with: N points'")
    return _number(number, line, words[0]), won


def _trick(number: int, line: str, seat_of: Callable[[int], Seat]) -> XSkatTrick:
    """A trick row: the underscored card led; without one, the capitalised (winning) card."""
    cells = _cells(line)
    underscored = [column for column, cell in enumerate(cells) if "_" in cell]
    capital = [column for column, cell in enumerate(cells) if cell and cell.split()[0].isupper()]
    leading = underscored or capital
    if len(leading) != 1 or len(capital) != 1:
        raise XSkatLogError(number, line, "a trick row needs one winner and one leader")
    column = leading[0]
    cards = tuple(_card(number, line, cells[(column + k) % 3]) for k in range(3))
    return XSkatTrick(seat_of(column), (cards[0], cards[1], cards[2]))


def _card(number: int, line: str, text: str) -> Card:
    try:
        return parse_card(text)
    except ValueError as error:
        raise XSkatLogError(number, line, str(error)) from error


def _card_set(number: int, line: str) -> CardSet:
    names = line.split(":", 1)[1].split(",")
    cards = CardSet.of(_card(number, line, name) for name in names)
    if len(cards) != 2:
        raise XSkatLogError(number, line, "a skat has two cards")
    return cards


def _number(number: int, line: str, text: str) -> int:
    try:
        return int(text.strip())
    except ValueError as error:
        raise XSkatLogError(number, line, f"not a number: {text.strip()!r}") from error


def replay(game: XSkatGame, rules: RuleSet) -> GameResult:
    """XSkat's game played through our rules engine: the auction reduced to the last bid, then
    XSkat's pick-up, discard and cards. An illegal card raises `IllegalActionError`."""
    state = GameState.new(game.deal, rules)
    for action in _auction(game.declarer, game.bid):
        state = apply(state, action)
    if game.contract is not None:
        if game.contract.hand:
            state = apply(state, Declare(game.contract))
        else:
            state = apply(state, PickUp())
            discard = tuple(game.discard)
            state = apply(state, Declare(game.contract, (discard[0], discard[1])))
        for trick in game.tricks:
            for card in trick.cards:
                if state.is_over:
                    break
                state = apply(state, Play(card))
    return result(state)


def _auction(declarer: Seat | None, bid: int) -> tuple[Bid | Hold | Pass, ...]:
    """The shortest auction that leaves `declarer` with `bid` (or passes the deal in)."""
    if declarer is None:
        return Pass(), Pass(), Pass()
    if declarer == 0:
        return Bid(bid), Hold(), Pass(), Pass()
    if declarer == 1:
        return Bid(bid), Pass(), Pass()
    return Pass(), Bid(bid), Pass()
