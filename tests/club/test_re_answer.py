"""The declarer's Re after a Kontra (seed 000, strategy, Spritze geben: Re in a suit game when
fewer than five tricks are given away, in a Grand when fewer than four), with the hand's win
chance as a second check, and the reason the learner reads."""

from __future__ import annotations

import pytest

from coach.heuristic import decide
from coach.heuristic.re_answer import RE_RULES, given_away, re_verdict
from coach.rules.actions import Deal, Declare, Kontra, Play, Re
from coach.rules.cards import Card, CardSet
from coach.rules.club import KontraWho
from coach.rules.contract import ISKO, Contract, GameType
from coach.rules.game import GameState, apply
from coach.rules.legal import auction_won_at
from coach.rules.notation import parse_cards
from coach.rules.rule_file import own_rules
from coach.rules.view import view_of
from words.catalogue import t


def cards(text: str) -> CardSet:
    return CardSet.of(parse_cards(text)) if text else CardSet.of([])


@pytest.mark.parametrize(
    ("hand", "game", "away", "code", "given"),
    [
        # three jacks from the top, clubs A-10-K, two side aces: one trump trick given away
        ("CJ SJ HJ CA CT CK C9 SA ST HA", GameType.CLUBS, "", "re_strong", 1),
        # a lone diamond jack and small cards: six tricks go to the defenders
        ("DJ CA C9 C8 C7 SA SK HA H9 D8", GameType.CLUBS, "", "re_too_many_given", 6),
        # only two trumps: few tricks given away on paper, but the hand is rarely won
        ("CJ CA SA ST SK HA HT HK DA DT", GameType.CLUBS, "", "re_chance_low", 1),
        # the same cards as a club game with Re are four tricks short of a Re in a Grand
        ("SJ DJ CA CT C9 C8 SA SK HA H9", GameType.GRAND, "", "re_too_many_given", 4),
        # four jacks and five side tricks from the top: a Grand without a loser
        ("CJ SJ HJ DJ SA ST HA HT DA DT", GameType.GRAND, "", "re_strong", 0),
    ],
)
def test_re_verdict_table(hand: str, game: GameType, away: str, code: str, given: int) -> None:
    verdict = re_verdict(cards(hand), cards(away), game, forehand=False)
    assert verdict.code == code
    assert verdict.fact_dict["given"] == given
    assert verdict.fact_dict["most"] == RE_RULES[game is GameType.GRAND].max_given
    for lang in ("de", "en"):
        assert str(given) in t(code, lang, **verdict.fact_dict)


def test_a_card_in_the_skat_no_longer_stands_above_the_own() -> None:
    hand = cards("CJ SJ HJ CA CT CK C9 ST SK HA")
    assert given_away(hand, cards(""), GameType.CLUBS) == 3  # the spade ace is out: 10 and K lost
    assert given_away(hand, cards("SA D7"), GameType.CLUBS) == 1  # the ace lies in the own skat


def test_the_engine_declarer_answers_a_kontra_with_re() -> None:
    deal = Deal.from_order(
        parse_cards(
            "SJ DJ SA SK HK DK CQ SQ HQ DQ "  # forehand: the defender who says Kontra
            "CJ HJ CA CT CK C9 HA ST DA HT "  # middlehand: a club hand game with few losers
            "C8 C7 S9 S8 S7 H9 H8 H7 D9 D8 "  # rearhand
            "DT D7"
        )
    )
    rules = own_rules("Kontra", ISKO, kontra=KontraWho.ANY_DEFENDER)
    state = GameState.new(deal, rules)
    for step in auction_won_at(1, 18):
        state = apply(state, step)
    state = apply(state, Declare(Contract(GameType.CLUBS, hand=True)))
    state = apply(state, Kontra(0))
    state = apply(state, Play(parse_cards("SA")[0]))  # forehand leads; middlehand answers now
    answer = decide(view_of(state, 1))
    assert answer.action == Re()
    assert answer.reasons[0].code == "re_strong"


def _kontra_table(forehand: str) -> GameState:
    """Middlehand plays a club hand game; forehand holds `forehand`, rearhand and skat the rest."""
    declarer = parse_cards("CJ HJ CA CT CK C9 ST HT DT D9")
    own = parse_cards(forehand)
    rest = [c for c in Card if c not in own and c not in declarer]
    deal = Deal.from_order([*own, *declarer, *rest])
    state = GameState.new(deal, own_rules("Kontra", ISKO, kontra=KontraWho.ANY_DEFENDER))
    for step in auction_won_at(1, 18):
        state = apply(state, step)
    return apply(state, Declare(Contract(GameType.CLUBS, hand=True)))


def test_kontra_with_five_trumps_behind_the_declarer() -> None:
    decision = decide(view_of(_kontra_table("SJ DJ CQ C8 C7 SK S9 HK DK D8"), 0))
    assert decision.action == Kontra(0)
    assert decision.reasons[0].code == "kontra_trumps"
    assert decision.reasons[0].fact_dict["trumps"] == 5


def test_no_kontra_with_side_aces_alone() -> None:
    # three side aces and the top jack are three "sure" tricks, but with two trumps the
    # declarer draws them and ruffs: such hands beat the game about one time in seven
    decision = decide(view_of(_kontra_table("SJ C8 SA SK S9 HA HK H9 DA DK"), 0))
    assert not isinstance(decision.action, Kontra)


def test_the_declarer_who_says_no_re_hears_why() -> None:
    """Middlehand's club hand game after forehand's Kontra: a weak hand plays its card, and the
    hint says why no Re (the tricks it gives away)."""
    deal = Deal.from_order(
        parse_cards(
            "SJ DJ CQ C8 C7 SK S9 HK DK D8 "  # forehand: five trumps, says Kontra
            "HJ CA C9 SA SQ HA H9 DA D9 D7 "  # middlehand: one jack, small clubs
            "CJ CT CK S8 S7 HQ H8 H7 DQ DT "  # rearhand
            "ST HT"
        )
    )
    state = GameState.new(deal, own_rules("Kontra", ISKO, kontra=KontraWho.ANY_DEFENDER))
    for step in auction_won_at(1, 18):
        state = apply(state, step)
    state = apply(state, Declare(Contract(GameType.CLUBS, hand=True)))
    state = apply(state, Kontra(0))
    state = apply(state, Play(parse_cards("SK")[0]))
    view = view_of(state, 1)
    assert Re() in view.announce_options
    decision = decide(view)
    assert isinstance(decision.action, Play)
    why = decision.reasons[-1]
    assert why.code in ("re_too_many_given", "re_chance_low")
    assert t(why.code, "de", **why.fact_dict).startswith("Kein Re")
