"""The club options a rule set may switch on: Ramsch, Kontra and Re, Bock rounds, Schenken,
Revolution, Patrouillen, the Bierlachs list (seed 000, Regelvarianten). Plain values here;
`RuleSet` holds them as fields.

Tournament rules (the ISkO, the Skatordnung) know none of them: a deal all pass is thrown in,
no one doubles, every game is played out.
"""

from __future__ import annotations

from enum import Enum


class RamschSkat(Enum):
    """Whose Augen the skat joins after a Ramsch."""

    LAST_TRICK = "last_trick"  # the winner of the tenth trick
    MOST_AUGEN = "most_augen"  # the player with the most Augen in his tricks (the loser)


class KontraWho(Enum):
    """Who may say Kontra."""

    NONE = "none"  # no Kontra at this table
    ANY_DEFENDER = "any_defender"
    BIDDERS = "bidders"  # only a defender who said or held a value in the auction


class KontraUntil(Enum):
    """Until when Kontra (and the answer Re) may be said."""

    OWN_FIRST_CARD = "own_first_card"  # before one's own first card
    FIRST_TRICK = "first_trick"  # until the first trick is complete


class SchenkenWho(Enum):
    """Whether the defenders may give a Grand to the declarer before play."""

    NONE = "none"
    BOTH_DEFENDERS = "both_defenders"  # the offer stands when both defenders make it
    ONE_DEFENDER = "one_defender"  # one defender's offer is enough


class BockEvent(Enum):
    """What starts a Bock round (a round of games whose list value counts double)."""

    KONTRA_WON = "kontra_won"  # the defenders won a game they said Kontra to
    KONTRA_RE = "kontra_re"  # a game with Kontra and Re
    SIXTY_SIXTY = "sixty_sixty"  # the declarer lost with exactly 60 Augen
    GRAND_HAND_WON = "grand_hand_won"
    VALUE_100 = "value_100"  # a game worth more than 100
    DECLARER_SCHNEIDER = "declarer_schneider"  # the declarer was Schneider himself


BOCK_ROUND_GAMES = 3
"""A Bock round lasts one round of three games (seed 000, Sonderspiele)."""


REVOLUTION_VALUE = 92
"""What a Revolution is worth. The seed names the variant (a Null ouvert hand whose defenders may
rearrange their cards and the skat) but gives no value; XSkat's manual (option ``-revolution``)
counts it 92, which is also the value clubs commonly use."""
