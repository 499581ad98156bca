"""``kiebitz value CARDS``: the bid values of a hand, each with its derivation."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from coach.rules.bid_value import ContractValue, ValueTable
    from coach.rules.cards import Card
    from coach.rules.contract import Announcement
    from words import Lang

HELP = "bid values (Reizwerte) of a hand: 10 cards, optionally the skat, or 12 after pick-up"

_GAME_WORDS = {
    "D": ("d", "diamonds", "karo"),
    "H": ("h", "hearts", "herz"),
    "S": ("s", "spades", "pik"),
    "C": ("c", "clubs", "kreuz"),
    "G": ("g", "grand"),
    "N": ("n", "null"),
}


def add_arguments(parser: argparse.ArgumentParser) -> None:
    from coach.cli.main import add_lang_argument

    parser.add_argument(
        "cards",
        nargs="+",
        help="10 cards (before the skat) or 12 (after pick-up): CJ ST ♣B Pik-Ass",
    )
    parser.add_argument("--skat", nargs="+", metavar="CARD", help="the two skat cards, if known")
    parser.add_argument("--game", help="one game: diamonds hearts spades clubs grand null (or D…N)")
    parser.add_argument("--hand", action="store_true", help="hand games only")
    parser.add_argument("--announce", choices=("schneider", "schwarz"), help="announced level")
    parser.add_argument("--ouvert", action="store_true", help="ouvert games only")
    add_lang_argument(parser)
    parser.add_argument("--json", action="store_true", help="print one JSON object")


def run(args: argparse.Namespace) -> int:
    import json

    from coach.cli.main import rules_of
    from coach.rules.bid_value import HandError, value_table
    from coach.rules.contract import Announcement, InvalidContractError
    from coach.rules.notation import CardNotationError, parse_cards

    try:
        cards = parse_cards(" ".join(args.cards))
        skat = None if args.skat is None else _parse_skat(" ".join(args.skat))
        table = value_table(cards, rules_of(args), skat)
        announce = Announcement[args.announce.upper()] if args.announce else None
        entries = _select(table.entries, args.game, args.hand, announce, args.ouvert)
    except (CardNotationError, HandError, InvalidContractError, ValueError) as error:
        print(f"kiebitz value: error: {error}", file=sys.stderr)
        return 2
    if args.json:
        data = table.as_dict()
        chosen = {entry.contract for entry in entries}
        data["games"] = [
            game
            for game, entry in zip(data["games"], table.entries, strict=True)
            if entry.contract in chosen
        ]
        print(json.dumps(data, ensure_ascii=False))
        return 0
    _print_table(table, entries, args.lang)
    return 0


def _parse_skat(text: str) -> tuple[Card, ...]:
    from coach.rules.notation import CardNotationError, parse_cards

    try:
        return parse_cards(text)
    except CardNotationError as error:
        raise ValueError(f"skat {error}") from None


def _select(
    entries: Sequence[ContractValue],
    game: str | None,
    hand: bool,
    announce: Announcement | None,
    ouvert: bool,
) -> list[ContractValue]:
    """The entries the options ask for; with --game the options name exactly one contract."""
    from coach.rules.contract import Announcement, Contract, GameType

    if game is None:
        return [
            e
            for e in entries
            if (not hand or e.contract.hand)
            and (announce is None or e.contract.announce is announce)
            and (not ouvert or e.contract.ouvert)
        ]
    letter = _game_letter(game)
    game_type = GameType(letter)
    hand = hand or announce is not None  # only hand games announce Schneider or Schwarz
    if ouvert:
        contract = Contract.ouvert_of(game_type, hand=hand)
    else:
        contract = Contract(game_type, hand=hand, announce=announce or Announcement.NONE)
    chosen = [e for e in entries if e.contract == contract]
    if not chosen:
        raise ValueError("after picking up the skat no hand game can be declared")
    return chosen


def _game_letter(word: str) -> str:
    low = word.strip().lower()
    for letter, words in _GAME_WORDS.items():
        if low in words:
            return letter
    raise ValueError(f"unknown game {word!r} (diamonds, hearts, spades, clubs, grand, null)")


def _print_table(table: ValueTable, entries: Sequence[ContractValue], lang: Lang) -> None:
    from words import contract_name, derivation, format_fact, render, t

    print(f"{t('value_cli.hand', lang)}: {format_fact(table.cards, lang)}")
    if table.picked_up:
        print(t("value_cli.picked_up", lang))
    else:
        known = table.skat is not None
        skat = format_fact(table.skat, lang) if known else t("value_cli.unknown", lang)
        print(f"{t('value_cli.skat', lang)}: {skat}")
    named = [(entry, contract_name(entry.contract, lang)) for entry in entries]
    width = max(len(name) for _, name in named)
    for entry, name in named:
        print(f"  {name:<{width}}  {entry.value:>4}   {derivation(entry.breakdown, lang)}")
    effects = [e for e in table.skat_effects if any(x.contract.game is e.game for x in entries)]
    if effects:
        print(t("value_cli.open", lang))
        for effect in effects:
            print(f"  {render(effect.reason(), lang)}")
