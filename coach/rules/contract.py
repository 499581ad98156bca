"""Game types, contracts (what the declarer announces) and rule sets."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from coach.rules.cards import Suit
from coach.rules.club import (
    REVOLUTION_VALUE,
    BockEvent,
    KontraUntil,
    KontraWho,
    RamschSkat,
    SchenkenWho,
)
from coach.rules.explain import Reason


class GameType(Enum):
    """The six kinds of game: four suit games, Grand and Null."""

    DIAMONDS = "D"
    HEARTS = "H"
    SPADES = "S"
    CLUBS = "C"
    GRAND = "G"
    NULL = "N"

    @property
    def trump_suit(self) -> Suit | None:
        """The trump suit of a suit game; `None` for Grand and Null."""
        return _TRUMP_SUITS.get(self)

    @property
    def iss_letter(self) -> str:
        return self.value


_TRUMP_SUITS = {
    GameType.DIAMONDS: Suit.DIAMONDS,
    GameType.HEARTS: Suit.HEARTS,
    GameType.SPADES: Suit.SPADES,
    GameType.CLUBS: Suit.CLUBS,
}
SUIT_GAMES: tuple[GameType, ...] = (
    GameType.DIAMONDS,
    GameType.HEARTS,
    GameType.SPADES,
    GameType.CLUBS,
)


class Announcement(Enum):
    """Levels a hand-game declarer may announce; Schwarz includes Schneider."""

    NONE = 0
    SCHNEIDER = 1
    SCHWARZ = 2


class InvalidContractError(ValueError):
    """A contract the rules do not allow; `reason` (when the rules forbid the combination) is
    the typed refusal."""

    def __init__(self, message: str, reason: Reason | None = None) -> None:
        super().__init__(message)
        self.reason = reason


def contract_refusal(
    game: GameType, hand: bool, announce: Announcement, ouvert: bool
) -> Reason | None:
    """Why the rules forbid this combination, or None (ISkO Spielansage: announcements only in
    hand games and never in Null; suit and Grand ouvert are hand games with Schwarz announced)."""
    if game is GameType.NULL:
        if announce is Announcement.NONE:
            return None
        return Reason.of("refused_null_no_announce")
    if announce is not Announcement.NONE and not hand:
        return Reason.of("refused_announce_needs_hand")
    if ouvert and not (hand and announce is Announcement.SCHWARZ):
        return Reason.of("refused_ouvert_needs_hand")
    return None


WIN_POINTS = 61
"""The declarer of a suit game or Grand wins with 61 of the 120 card points (ISkO)."""
SCHNEIDER_POINTS = 90
"""With 90 card points the declarer plays the defenders Schneider (ISkO, Gewinnstufen)."""
SCHNEIDERED_POINTS = 30
"""A declarer with 30 card points or fewer is Schneider himself (ISkO, Gewinnstufen)."""
ALL_TRICKS = 10


class ScoringList(Enum):
    """The score sheet: the simple list, or the tournament list (Seeger-Fabian)."""

    SIMPLE = "simple"
    TOURNAMENT = "tournament"


@dataclass(frozen=True, slots=True)
class Written:
    """A game as the list takes it: won or lost, the value charged, the signed list score."""

    won: bool
    value: int  # the game value, or the overbid charge when overbid
    score: int  # +value won; minus the value (doubled where the rules double it) lost
    overbid: bool


def overbid_charge(base: int, bid: int) -> int:
    """The smallest multiple of the base value that reaches the bid (ISkO, Überreiztes Spiel)."""
    return -(-bid // base) * base


@dataclass(frozen=True, slots=True)
class RuleSet:
    """The rules a table plays by; variants are data, not scattered conditions.

    `ISKO` is the default. `SKO_1975` is the older German Skatordnung of the seeds: Grand ouvert
    has base value 36 instead of counting ouvert as a level (suit ouvert still counts it), and lost
    hand games are not doubled. `ISS` is the server's practice: a few more bid values, and the
    declarer may resign at any time (after the first trick the rest of the tricks then go to the
    defenders, ISS-FORMAT §2.5).

    The club options (`coach.rules.club`, seed 000 Regelvarianten) are further fields, all off
    in the built-in sets: `ramsch` turns a deal all pass into a Ramsch without declarer (the skat
    to `ramsch_skat`, Jungfrau and Durchmarsch as set; with `schieberamsch` the skat goes round
    first, `coach.rules.ramsch`); `kontra` admits Kontra and Re during the first trick (each
    doubles the list score); `bock_events` start Bock rounds on the score sheet; `schenken` lets
    the defenders give a Grand away before play; `revolution` admits the Revolution, a Null
    ouvert hand worth more whose defenders rearrange their cards first (`coach.rules.revolution`);
    `bierlachs` is the Bierlachs list's goal (0: none); `patrols` admits Patrouillen announced
    with the declaration (`coach.rules.patrols`).
    """

    name: str
    grand_base: int = 24
    grand_ouvert_base: int = 24
    lost_hand_doubled: bool = True
    lost_doubled: bool = True
    null_values: tuple[int, int, int, int] = (23, 35, 46, 59)  # plain, hand, ouvert, ouvert hand
    declarer_bonus: int = 50
    defender_bonus_three: int = 40
    defender_bonus_four: int = 30
    min_cards_to_give_up: int = 9
    # the ISS: a declarer giving up after the first trick leaves the remaining tricks to the
    # defenders, so Schneider and Schwarz count as reached on the tricks taken so far
    give_up_leaves_tricks: bool = False
    extra_bid_values: tuple[int, ...] = ()
    # club options (seed 000, Regelvarianten); all off: tournament rules
    ramsch: bool = False
    ramsch_skat: RamschSkat = RamschSkat.LAST_TRICK
    durchmarsch: bool = True
    jungfrau_doubles: bool = True
    empty_tricks_count: bool = True  # a trick without Augen counts for Jungfrau and Durchmarsch
    ramsch_all_written: bool = False  # every player's Augen written as minus, not the loser's only
    schieberamsch: bool = False  # the skat goes round before a Ramsch; each unseen push doubles
    push_jacks: bool = False  # in Schieberamsch a jack may be pushed on with the skat
    push_grand: bool = False  # in Schieberamsch a seat may play Grand Hand instead of its turn
    kontra: KontraWho = KontraWho.NONE
    kontra_until: KontraUntil = KontraUntil.FIRST_TRICK
    re: bool = True
    bock_events: frozenset[BockEvent] = frozenset()
    schenken: SchenkenWho = SchenkenWho.NONE
    bierlachs: int = 0
    revolution: bool = False  # a Null ouvert hand may be declared as Revolution
    patrols: bool = False  # Patrouillen may be announced with a suit game (`coach.rules.patrols`)
    patrols_any_number: bool = False  # any number of Patrouillen, not only one
    patrols_grand: bool = False  # Patrouillen also in Grand
    patrols_silent: bool = False  # made unannounced they count once, announced ones twice

    def base_value(self, contract: Contract) -> int:
        """The base value (Grundwert) of a suit or Grand game; Null games have none."""
        game = contract.game
        if game is GameType.NULL:
            raise InvalidContractError("Null games have a fixed value, not a base value")
        if game is GameType.GRAND:
            return self.grand_ouvert_base if contract.ouvert else self.grand_base
        return SUIT_BASE_VALUES[game]

    def null_value(self, contract: Contract) -> int:
        """The fixed value of a Null game: 23, 35 hand, 46 ouvert, 59 ouvert hand (ISkO); a
        Revolution `REVOLUTION_VALUE` (club rules)."""
        if contract.revolution:
            return REVOLUTION_VALUE
        return self.null_values[contract.hand + 2 * contract.ouvert]

    def null_below_bid(self, contract: Contract, bid: int) -> bool:
        """A Null game worth less than the bid cannot be declared (ISkO, Spielansage)."""
        return contract.game is GameType.NULL and self.null_value(contract) < bid

    def declarer_wins(self, contract: Contract, points: int, tricks: int) -> bool:
        """Whether a game played out is won: Null without a trick; otherwise 61 card points and
        what was announced (90 for Schneider, every trick for Schwarz)."""
        if contract.game is GameType.NULL:
            return tricks == 0
        return (
            points >= WIN_POINTS
            and (not contract.schneider_announced or points >= SCHNEIDER_POINTS)
            and (not contract.schwarz_announced or tricks == ALL_TRICKS)
        )

    def lost_doubled_for(self, contract: Contract) -> bool:
        """Whether a lost game counts twice: always in the ISkO, not for hand games in 1975."""
        return self.lost_doubled and (not contract.hand or self.lost_hand_doubled)

    def written(self, contract: Contract, value: int, base: int, won: bool, bid: int) -> Written:
        """The list entry of a game worth `value` (base value `base`; 0 for Null) at `bid`.

        A suit or Grand game worth less than the bid is lost, charged at the smallest multiple
        of its base value that reaches the bid (ISkO, Überreiztes Spiel).
        """
        overbid = contract.game is not GameType.NULL and value < bid
        if overbid:
            value, won = overbid_charge(base, bid), False
        factor = 2 if self.lost_doubled_for(contract) else 1
        return Written(won, value, value if won else -factor * value, overbid)

    def sheet_points(
        self, won: bool, score: int, kind: ScoringList, players: int = 3
    ) -> tuple[int, int]:
        """(the declarer's points, each defender's points) of one game on the chosen list.

        The simple list takes the list score. The tournament list adds 50 for a won game and
        takes 50 for a lost one; when the declarer loses, each defender at the table gets 40
        (30 at a table of four).
        """
        if kind is ScoringList.SIMPLE:
            return (score, 0)
        if won:
            return (score + self.declarer_bonus, 0)
        bonus = self.defender_bonus_three if players == 3 else self.defender_bonus_four
        return (score - self.declarer_bonus, bonus)

    def counts_ouvert_level(self, contract: Contract) -> bool:
        """Whether ouvert adds a level; the 1975 rules raise the Grand ouvert base instead."""
        if not contract.ouvert or contract.game is GameType.NULL:
            return False
        return not (contract.game is GameType.GRAND and self.grand_ouvert_base != self.grand_base)


SUIT_BASE_VALUES = {
    GameType.DIAMONDS: 9,
    GameType.HEARTS: 10,
    GameType.SPADES: 11,
    GameType.CLUBS: 12,
}
_CONTRACT_ERRORS = {  # the messages of InvalidContractError (a learner reads the reason's words)
    "refused_null_no_announce": "Schneider and Schwarz cannot be announced in a Null game",
    "refused_announce_needs_hand": "Schneider and Schwarz can only be announced in a hand game",
    "refused_ouvert_needs_hand": "a suit or Grand ouvert is a hand game with Schwarz announced",
    "refused_revolution_is_null_ouvert_hand": "a Revolution is a Null ouvert hand",
    "refused_patrols_not_null": "Patrouillen are announced only in suit games and Grand",
    "refused_patrols_count": "no more Patrouillen than the game has lowest trumps for",
}
REVOLUTION_TOKEN = "x.revolution"
"""Kiebitz's ISS token for a Revolution (an extension: the ISS has no such game)."""
PATROLS_TOKEN = "x.patrols."
"""Kiebitz's prefix of a declaration with Patrouillen announced: ``x.patrols.2.C`` is Kreuz with
two (an extension: the ISS has no Patrouillen); the ISS declaration follows it unchanged."""
MOST_PATROLS = {GameType.GRAND: 4}
"""How many Patrouillen a game has room for: one per trump from the lowest up, at most one per
trick (ten in a suit game, whose eleven trumps outnumber the tricks; four jacks in Grand)."""
ISKO = RuleSet(name="isko")
SKO_1975 = RuleSet(name="sko1975", grand_ouvert_base=36, lost_hand_doubled=False)
# The ISS server accepts a few bids no game can be worth (XSkat's list); replays need them.
ISS = RuleSet(
    name="iss",
    extra_bid_values=(171, 189, 190, 200, 207, 209, 210, 220, 228),
    min_cards_to_give_up=0,
    give_up_leaves_tricks=True,
)
RULE_SETS = {rules.name: rules for rules in (ISKO, SKO_1975, ISS)}


@dataclass(frozen=True, slots=True)
class Contract:
    """What the declarer plays: game type, hand or not, announced level, ouvert.

    Suit and Grand ouvert are always hand games with Schwarz announced (ISkO, Gewinnstufen);
    Schneider and Schwarz may only be announced in hand games; Null knows no announcements.
    A Revolution (club rules) is a Null ouvert hand whose defenders rearrange their cards first;
    its ISS token is Kiebitz's extension `REVOLUTION_TOKEN`, as the ISS has no such game.
    `patrols` counts the Patrouillen announced with a suit game or Grand (club rules).
    """

    game: GameType
    hand: bool = False
    announce: Announcement = Announcement.NONE
    ouvert: bool = False
    revolution: bool = False
    patrols: int = 0  # Patrouillen announced with the declaration (club rules)

    def __post_init__(self) -> None:
        reason = self.invalid_reason()
        if reason is not None:
            raise InvalidContractError(_CONTRACT_ERRORS[reason.code], reason)

    def invalid_reason(self) -> Reason | None:
        """Why the rules do not allow this contract, or None."""
        if self.revolution and not (self.game is GameType.NULL and self.hand and self.ouvert):
            return Reason.of("refused_revolution_is_null_ouvert_hand")
        if self.patrols and self.game is GameType.NULL:
            return Reason.of("refused_patrols_not_null")
        most = MOST_PATROLS.get(self.game, ALL_TRICKS)
        if not 0 <= self.patrols <= most:
            return Reason.of("refused_patrols_count", count=self.patrols, most=most)
        return contract_refusal(self.game, self.hand, self.announce, self.ouvert)

    @classmethod
    def ouvert_of(cls, game: GameType, hand: bool = True) -> Contract:
        """The ouvert contract of a game: Null ouvert (hand or not) or suit/Grand ouvert."""
        if game is GameType.NULL:
            return cls(game, hand=hand, ouvert=True)
        return cls(game, hand=True, announce=Announcement.SCHWARZ, ouvert=True)

    @property
    def schneider_announced(self) -> bool:
        return self.announce is not Announcement.NONE

    @property
    def schwarz_announced(self) -> bool:
        return self.announce is Announcement.SCHWARZ

    @property
    def iss_token(self) -> str:
        """The ISS declaration: the game letter, then O, H, S, Z as they apply (e.g. ``CHSZ``);
        a Revolution is `REVOLUTION_TOKEN`; Patrouillen put `PATROLS_TOKEN` and their number
        before it (``x.patrols.1.C``)."""
        if self.revolution:
            return REVOLUTION_TOKEN
        mods = ("O" if self.ouvert else "") + ("H" if self.hand else "")
        mods += "S" if self.schneider_announced else ""
        mods += "Z" if self.schwarz_announced else ""
        if self.patrols:
            return f"{PATROLS_TOKEN}{self.patrols}.{self.game.iss_letter}{mods}"
        return self.game.iss_letter + mods

    @classmethod
    def from_iss(cls, token: str) -> Contract:
        """Read an ISS declaration such as ``G``, ``CH``, ``NOH``, ``CHZ`` or ``GO``.

        Modifiers are a set; for suit and Grand games ``O`` implies hand and Schwarz announced,
        and ``Z`` implies ``S`` (ISS-FORMAT §2.4). `REVOLUTION_TOKEN` reads as a Revolution,
        ``x.patrols.N.`` before a declaration as N Patrouillen announced with it.
        """
        if token == REVOLUTION_TOKEN:
            return cls(GameType.NULL, hand=True, ouvert=True, revolution=True)
        if token.startswith(PATROLS_TOKEN):
            count, _, rest = token[len(PATROLS_TOKEN) :].partition(".")
            if not count.isdecimal():
                raise InvalidContractError(f"no number of Patrouillen in {token!r}")
            plain = cls.from_iss(rest)
            return cls(plain.game, plain.hand, plain.announce, plain.ouvert, patrols=int(count))
        if not token or token[0] not in "DHSCGN":
            raise InvalidContractError(f"unknown game {token!r} (D, H, S, C, G or N first)")
        game = GameType(token[0])
        mods = set(token[1:])
        unknown = mods - set("OHSZ")
        if unknown:
            raise InvalidContractError(
                f"unknown modifier(s) {''.join(sorted(unknown))!r} in {token!r}"
            )
        ouvert = "O" in mods
        if game is not GameType.NULL and ouvert:
            return cls.ouvert_of(game)
        if "Z" in mods:
            announce = Announcement.SCHWARZ
        elif "S" in mods:
            announce = Announcement.SCHNEIDER
        else:
            announce = Announcement.NONE
        return cls(game, hand="H" in mods, announce=announce, ouvert=ouvert)

    def __str__(self) -> str:
        return self.iss_token
