"""What is said at a real Skat table, as typed reasons the UI renders in German or English.

`spoken_auction` gives the auction and the declaration as the players say them: "18?" – "ja" –
"20?" – "passe" – "Ich nehme den Skat" – "Kreuz". `result_words` gives the result with its
derivation as the declarer counts it: "Kreuz: mit 2, Spiel 3, Schneider 4 × 12 = 48".
"""

from __future__ import annotations

from dataclasses import dataclass

from coach.bid_value import derivation, derivation_reasons
from coach.contract import Contract, GameType
from coach.explain import Lang, Reason, register_texts, render
from coach.game import (
    Action,
    Bid,
    Concede,
    Declare,
    Ending,
    GameState,
    GiveUp,
    Hold,
    Pass,
    Phase,
    PickUp,
    Seat,
    apply,
    result,
)
from coach.values import game_value

register_texts(
    {
        "say_bid": {"de": "{value}?", "en": "{value}?"},
        "say_hold": {"de": "ja", "en": "yes"},
        "say_pass": {"de": "passe", "en": "pass"},
        "say_play": {"de": "Ich spiele ({value}).", "en": "I'll play ({value})."},
        "say_all_passed": {
            "de": "Alle haben gepasst: eingepasst, neu geben.",
            "en": "Everyone passed: the deal is thrown in.",
        },
        "say_pick_up": {"de": "Ich nehme den Skat.", "en": "I'll take the skat."},
        "say_game": {"de": "{game}", "en": "{game}"},
        "say_hand": {"de": "Hand", "en": "hand"},
        "say_ouvert": {"de": "ouvert", "en": "ouvert"},
        "say_schneider_announced": {"de": "Schneider angesagt", "en": "Schneider announced"},
        "say_schwarz_announced": {"de": "Schwarz angesagt", "en": "Schwarz announced"},
        "say_give_up": {"de": "Ich gebe auf.", "en": "I give up."},
        "say_concede": {"de": "Wir geben auf.", "en": "We give up."},
        "result_game": {"de": "{game}:", "en": "{game}:"},
        "result_won": {
            "de": "Gewonnen mit {points} Augen: +{score}.",
            "en": "Won with {points} card points: +{score}.",
        },
        "result_lost": {
            "de": "Verloren mit {points} Augen: {score}.",
            "en": "Lost with {points} card points: {score}.",
        },
        "result_null_won": {
            "de": "Gewonnen: der Alleinspieler bekam keinen Stich. +{score}.",
            "en": "Won: the declarer took no trick. +{score}.",
        },
        "result_null_lost": {
            "de": "Verloren: der Alleinspieler bekam einen Stich. {score}.",
            "en": "Lost: the declarer took a trick. {score}.",
        },
        "result_overbid": {
            "de": "Überreizt: gereizt bis {bid}, das Spiel ist nur {value} wert; "
            "es zählt das nächste Vielfache des Grundwerts, {charge}.",
            "en": "Overbid: the bid was {bid}, the game is worth only {value}; "
            "the next multiple of the base value counts, {charge}.",
        },
        "result_gave_up": {
            "de": "Der Alleinspieler hat aufgegeben.",
            "en": "The declarer gave up.",
        },
        "result_conceded": {
            "de": "Die Gegenspieler haben aufgegeben.",
            "en": "The defenders conceded.",
        },
        "result_passed": {
            "de": "Eingepasst: niemand spielt, keine Punkte.",
            "en": "Thrown in: nobody plays, no score.",
        },
        "result_doubled": {
            "de": "Verlorene Spiele zählen doppelt.",
            "en": "Lost games count double.",
        },
    }
)


@dataclass(frozen=True, slots=True)
class Utterance:
    """What one seat said (`None`: the table as a whole), as reasons spoken one after another."""

    seat: Seat | None
    words: tuple[Reason, ...]


def spoken_auction(state: GameState) -> tuple[Utterance, ...]:
    """The auction, the pick-up, the declaration and any giving up, as said at the table."""
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
    return tuple(said)


def _words(state: GameState, action: Action) -> tuple[Reason, ...]:
    if isinstance(action, Bid):
        if state.phase is Phase.BIDDING and state.stage == 3:
            return (Reason.of("say_play", value=action.value),)
        return (Reason.of("say_bid", value=action.value),)
    simple = {Hold: "say_hold", Pass: "say_pass", PickUp: "say_pick_up", GiveUp: "say_give_up"}
    if type(action) in simple:
        return (Reason.of(simple[type(action)]),)
    if isinstance(action, Concede):
        return (Reason.of("say_concede"),)
    if isinstance(action, Declare):
        return contract_words(action.contract)
    return ()


def contract_words(contract: Contract) -> tuple[Reason, ...]:
    """A declaration as said: the game, then hand, Schneider or Schwarz announced, ouvert.

    A suit or Grand ouvert is named without the hand and Schwarz it implies.
    """
    words = [Reason.of("say_game", game=contract.game)]
    implied = contract.ouvert and contract.game is not GameType.NULL
    if contract.hand and not implied:
        words.append(Reason.of("say_hand"))
    if contract.schwarz_announced and not implied:
        words.append(Reason.of("say_schwarz_announced"))
    elif contract.schneider_announced and not implied:
        words.append(Reason.of("say_schneider_announced"))
    if contract.ouvert:
        words.append(Reason.of("say_ouvert"))
    return tuple(words)


def result_words(state: GameState) -> tuple[Reason, ...]:
    """The result of a finished game with its derivation, the declarer's points and list score."""
    game = result(state)
    if game.passed:
        return (Reason.of("result_passed"),)
    contract = game.contract
    assert contract is not None
    value = game_value(
        contract, game.matadors, schneider=game.schneider, schwarz=game.schwarz, rules=state.rules
    )
    words = [Reason.of("result_game", game=contract.game), *derivation_reasons(value)]
    if game.ending is Ending.DECLARER_GAVE_UP:
        words.append(Reason.of("result_gave_up"))
    elif game.ending is Ending.DEFENDERS_CONCEDED:
        words.append(Reason.of("result_conceded"))
    if game.overbid:
        words.append(
            Reason.of("result_overbid", bid=game.bid, value=value.value, charge=game.value)
        )
    if contract.game is GameType.NULL:
        code = "result_null_won" if game.won else "result_null_lost"
        words.append(Reason.of(code, score=game.score))
    else:
        code = "result_won" if game.won else "result_lost"
        words.append(Reason.of(code, points=game.declarer_points, score=game.score))
    if not game.won and abs(game.score) > game.value:
        words.append(Reason.of("result_doubled"))
    return tuple(words)


def result_text(state: GameState, lang: Lang = "de") -> str:
    """`result_words` as one line: "Kreuz: mit 2, Spiel 3, Schneider 4 × 12 = 48. Gewonnen …"."""
    words = result_words(state)
    game = result(state)
    if game.passed:
        return render(words[0], lang)
    assert game.contract is not None
    value = game_value(
        game.contract,
        game.matadors,
        schneider=game.schneider,
        schwarz=game.schwarz,
        rules=state.rules,
    )
    steps = len(derivation_reasons(value))
    rest = " ".join(render(word, lang) for word in words[1 + steps :])
    return f"{render(words[0], lang)} {derivation(value, lang)}. {rest}"
