"""What is said at a real Skat table, as typed reasons the UI renders in German or English.

`spoken_auction` gives the auction and the declaration as the players say them: "18?" – "ja" –
"20?" – "passe" – "Ich nehme den Skat" – "Kreuz Hand". `result_words` gives the result with its
derivation as the declarer counts it: "Kreuz: mit 2, Spiel 3, Schneider 4 × 12 = 48".
Render them with `words.render` (one utterance: its words joined by spaces).
"""

from __future__ import annotations

from dataclasses import dataclass

from coach.advice.club_talk import club_words, ramsch_words
from coach.advice.surprises import surprises
from coach.rules.actions import (
    Action,
    Bid,
    Concede,
    Declare,
    Ending,
    GiveUp,
    Hold,
    Kontra,
    Pass,
    PassOn,
    PickUp,
    PlayOn,
    Push,
    Re,
    Schenken,
    Seat,
    TakeGift,
)
from coach.rules.contract import Contract, GameType
from coach.rules.explain import Reason
from coach.rules.game import AuctionStage, GameState, Phase, apply
from coach.rules.result import result
from coach.rules.values import game_value


@dataclass(frozen=True, slots=True)
class Utterance:
    """What one seat said (`None`: the table as a whole), as reasons spoken one after another."""

    seat: Seat | None
    words: tuple[Reason, ...]


def spoken_auction(state: GameState) -> tuple[Utterance, ...]:
    """The auction, the pick-up, the declaration and any giving up (in Schieberamsch each turn
    with the skat), as said at the table."""
    said: list[Utterance] = []
    current = GameState.new(state.deal, state.rules)
    for action in state.history:
        seat = current.to_move
        words = _words(current, action)
        if words:
            said.append(Utterance(seat, words))
        current = apply(current, action)
        if current.ending is Ending.PASSED:
            said.append(Utterance(None, (Reason.of("say_all_passed"),)))
        elif current.ramsch and isinstance(action, Pass):
            said.append(Utterance(None, (Reason.of("say_ramsch"),)))
    return tuple(said)


def _words(state: GameState, action: Action) -> tuple[Reason, ...]:
    if isinstance(action, Bid):
        if state.phase is Phase.BIDDING and state.stage is AuctionStage.FOREHAND_ALONE:
            return (Reason.of("say_play", value=action.value),)
        return (Reason.of("say_bid", value=action.value),)
    if isinstance(action, Declare):
        return contract_words(action.contract)
    if isinstance(action, Hold):
        code = "say_hold"
    elif isinstance(action, Pass):
        code = "say_pass"
    elif isinstance(action, PickUp):
        code = "say_pick_up"
    elif isinstance(action, GiveUp):
        code = "say_give_up"
    elif isinstance(action, Concede):
        code = "say_concede"
    elif isinstance(action, Push):
        code = "say_push"
    elif isinstance(action, PassOn):  # said aloud, the cards stay hidden
        code = "say_pass_on_hidden"
    elif isinstance(action, Kontra | Re | Schenken | TakeGift | PlayOn):
        return (_ANNOUNCED[type(action)],)
    else:
        return ()
    return (Reason.of(code),)


_ANNOUNCED = {
    Kontra: Reason.of("say_kontra"),
    Re: Reason.of("say_re"),
    Schenken: Reason.of("say_schenken"),
    TakeGift: Reason.of("say_take_gift"),
    PlayOn: Reason.of("say_play_on"),
}


def contract_words(contract: Contract) -> tuple[Reason, ...]:
    """A declaration as said: the contract's name ("Kreuz Hand Schneider angesagt")."""
    return (Reason.of("say_declare", contract=contract),)


def result_words(state: GameState) -> tuple[Reason, ...]:
    """The result of a finished game: its value with the derivation ("Kreuz: mit 2, Spiel 3,
    Schneider 4 × 12 = 48"), how it ended, won or lost with the list score, then whatever about
    it would surprise a learner (`surprises`: an overbid, 60 points losing, ...)."""
    game = result(state)
    if game.passed:
        return (Reason.of("result_passed"),)
    if game.ramsch is not None:
        return ramsch_words(game.ramsch)
    contract = game.contract
    assert contract is not None
    value = game_value(
        contract, game.matadors, schneider=game.schneider, schwarz=game.schwarz, rules=state.rules
    )
    words = [Reason.of("result_value", game=contract.game, value=value)]
    if game.ending is Ending.DECLARER_GAVE_UP:
        words.append(Reason.of("result_gave_up"))
    elif game.ending is Ending.DEFENDERS_CONCEDED:
        words.append(Reason.of("result_conceded"))
    if contract.game is GameType.NULL:
        code = "result_null_won" if game.won else "result_null_lost"
        words.append(Reason.of(code, score=game.score))
    else:
        code = "result_won" if game.won else "result_lost"
        words.append(Reason.of(code, points=game.declarer_points, score=game.score))
    if not game.won and abs(game.score) > game.value:
        words.append(Reason.of("result_doubled"))
    return (*words, *club_words(game), *surprises(state, game))
