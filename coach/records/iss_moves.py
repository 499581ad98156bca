"""Single moves in the ISS notation: an action as its token and a token read back in a state."""

from __future__ import annotations

from coach.records.club_record import SWAP, extension_token, is_extension_token, parse_extension
from coach.records.iss import UNKNOWN, IssFormatError, _card
from coach.rules.actions import (
    Action,
    Bid,
    Concede,
    Declare,
    GiveUp,
    Hold,
    Pass,
    PickUp,
    Play,
    Seat,
)
from coach.rules.cards import Card, CardSet
from coach.rules.contract import PATROLS_TOKEN, Contract, InvalidContractError
from coach.rules.explain import Reason
from coach.rules.game import GameState, Phase


def action_token(state: GameState, action: Action) -> str:
    """The ISS token of `action`: ``27``, ``y``, ``p``, ``s``, ``G.ST.H8``, ``CHSZ``, ``DA``.

    Giving up and conceding are both ``RE`` (conceding takes one ``RE`` from each defender).
    """
    if isinstance(action, Bid):
        return str(action.value)
    if isinstance(action, Hold):
        return "y"
    if isinstance(action, Pass):
        return "p"
    if isinstance(action, PickUp):
        return "s"
    if isinstance(action, Declare):
        if action.discard is None:
            return action.contract.iss_token
        first, second = action.discard
        return f"{action.contract.iss_token}.{first.name}.{second.name}"
    if isinstance(action, Play):
        return action.card.name
    return extension_token(action) or "RE"


def parse_action(state: GameState, token: str, actor: Seat | None = None) -> Action:
    """The action an ISS token stands for in `state` (the inverse of `action_token`).

    `actor` (default: the seat to move) decides what ``RE`` means: the declarer gives up, a
    defender concedes. Ouvert cards after a declaration are checked against the declarer's hand.
    Raises `IssFormatError` (a `ValueError`) with the typed reason what is wrong with the token.
    """
    seat = state.to_move if actor is None else actor
    if is_extension_token(token) and seat is not None:
        try:
            return parse_extension(token, seat)
        except ValueError:
            code = "iss_bad_swap" if token.startswith(SWAP) else "iss_bad_pass_on"
            raise IssFormatError(Reason.of(code, token=token)) from None
    if state.phase is Phase.BIDDING:
        if token == "y":
            return Hold()
        if token == "p":
            return Pass()
        if token.isdecimal():
            return Bid(int(token))
        raise IssFormatError(Reason.of("iss_expected_bid"))
    if token == "RE" and state.phase is Phase.PLAY:
        return GiveUp() if seat == state.declarer else Concede()
    if state.phase in (Phase.SKAT, Phase.PUSH) and token == "s":
        return PickUp()
    if state.phase in (Phase.SKAT, Phase.DECLARE, Phase.PUSH):  # PUSH: Grand Hand instead
        return _parse_declaration(state, token)
    if state.phase is Phase.PLAY:
        if token == UNKNOWN:
            raise IssFormatError(Reason.of("iss_card_unknown"))
        return Play(_card(token))
    raise IssFormatError(Reason.of("iss_game_over"))


def _parse_declaration(state: GameState, token: str) -> Declare:
    parts = token.split(".")
    if token.startswith(PATROLS_TOKEN):  # Kiebitz's extension: x.patrols.N before the game
        parts = [".".join(parts[:4]), *parts[4:]]
    try:
        contract = Contract.from_iss(parts[0])
    except InvalidContractError as error:
        why = Reason.of("iss_bad_game", token=parts[0])
        if error.reason is not None:
            why = Reason.of("iss_declaration_refused", token=parts[0], why=error.reason)
        raise IssFormatError(why) from None
    cards = parts[1:]
    discard: tuple[Card, Card] | None = None
    if state.phase is Phase.DECLARE:
        if len(cards) < 2:
            raise IssFormatError(Reason.of("iss_discard_missing"))
        if UNKNOWN in cards[:2]:
            raise IssFormatError(Reason.of("iss_discard_unknown"))
        discard = (_card(cards[0]), _card(cards[1]))
        cards = cards[2:]
    if cards:
        _check_open_cards(state, contract, cards, discard)
    return Declare(contract, discard)


def _check_open_cards(
    state: GameState, contract: Contract, names: list[str], discard: tuple[Card, Card] | None
) -> None:
    if not contract.ouvert:
        raise IssFormatError(Reason.of("iss_open_not_ouvert"))
    if len(names) != 10:
        raise IssFormatError(Reason.of("iss_open_count", count=len(names)))
    assert state.declarer is not None
    hand = state.hands[state.declarer] - CardSet.of(discard or ())
    shown = CardSet.of(_card(name) for name in names if name != UNKNOWN)
    if shown - hand:
        raise IssFormatError(Reason.of("iss_open_not_in_hand", cards=shown - hand))
