"""No learner-facing text writes a card as its ISS code ("HQ", "CQ", "DK", "SA").

Cards are written as the deck shows them (``♥D`` in German, ``♥Q`` in English). Checked three
ways: every template of both catalogues filled with sample facts; the reasons of coached games
(instant and checked hints, verdicts on followed and deviating decisions, the review after the
game). The pages of the app are walked in tests/app/test_card_codes_on_pages.py. Only the help
texts of the card input name the ISS notation, because the learner may type it.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Iterator

import pytest
from card_codes import NOTATION_HELP, raw_codes

from coach.advice import checked_hint, hint, post_mortem, verdict
from coach.play.players import Strength
from coach.play.table import Participant, Waiting, act, run_engines, start
from coach.rules.cards import Card, CardSet, Suit
from coach.rules.contract import ISKO, Contract, GameType
from coach.rules.explain import Fact, Reason
from words import LANGS, Lang, render
from words.catalogue import fields, texts

COACHED_DEALS = (19, 22, 25, 30)  # among them decisions that cost list points


def _sample(name: str) -> Fact:
    """A sample fact for a template field, by its name."""
    lowered = name.lower()
    if lowered in {"cards", "hand", "skat", "discard", "line", "held", "shown", "trumps"}:
        return CardSet.of((Card.HQ, Card.SA, Card.D7))
    if lowered == "suit":
        return Suit.HEARTS
    if lowered == "game":
        return GameType.CLUBS
    if lowered == "contract":
        return Contract(GameType.HEARTS)
    if lowered.endswith(("card", "ace", "ten", "best", "move", "instead", "smear", "lead")):
        return Card.DK
    return 7


def test_the_detector_finds_codes_and_spares_the_deck_cards() -> None:
    assert raw_codes("CQ kostete 4.0, besser war HQ") == ["CQ", "HQ"]
    assert raw_codes("♣D kostete 4.0, besser war ♥D; ♠10 und ♦K") == []


def test_the_card_input_help_is_the_only_text_naming_iss_codes() -> None:
    keys = {key for key, text in texts("de").items() if raw_codes(text)}
    keys |= {key for key, text in texts("en").items() if raw_codes(text)}
    assert keys == NOTATION_HELP


@pytest.mark.parametrize("lang", LANGS)
def test_every_template_filled_with_sample_facts_writes_deck_cards(lang: Lang) -> None:
    for key, template in texts(lang).items():
        if key in NOTATION_HELP:
            continue
        facts = {name: _sample(name) for name in fields(template)}
        text = render(Reason(key, tuple(facts.items())), lang)
        assert not raw_codes(text), f"{lang} {key}: {text}"


@pytest.mark.parametrize("lang", LANGS)
def test_a_card_stored_as_its_code_is_written_as_the_deck_shows_it(lang: Lang) -> None:
    """Saved games hold reasons whose cards are ISS codes in text: they read as deck cards."""
    reason = Reason.of("search_cost", move="CQ", cost=4.0, best="HQ")
    text = render(reason, lang)
    assert not raw_codes(text)
    queen = "D" if lang == "de" else "Q"
    assert f"♣{queen}" in text and f"♥{queen}" in text


def _coached_reasons(deal: int) -> Iterator[Reason]:
    """Every reason the coach gives in one game at a table: the learner follows the instant hint
    at two decisions of three and takes a random legal action at the third."""
    players = (Participant("L"), Participant("A", Strength.CLUB), Participant("B", Strength.CLUB))
    table = run_engines(start(ISKO, players, deal))
    rng = random.Random(deal)
    while table.waiting is Waiting.LEARNER:
        quick = hint(table)
        checked = checked_hint(table, worlds=8, seconds=None)
        yield from (*quick.reasons, *checked.reasons, *checked.quick)
        ply = table.ply
        legal = table.learner_view.legal_actions()
        table = act(table, quick.action if ply % 3 else rng.choice(legal))
        yield from verdict(table, ply, worlds=8, seconds=None).reasons
        table = run_engines(table)
    review = post_mortem(table.state, table.learner_seat, deal_number=deal, worlds=8)
    for decision in review.decisions:
        yield from decision.verdict.reasons
    yield from review.surprises


def _rendered(reasons: Iterable[Reason]) -> Iterator[tuple[str, str]]:
    for reason in reasons:
        for lang in LANGS:
            yield reason.code, render(reason, lang)


@pytest.mark.parametrize("deal", COACHED_DEALS)
def test_coached_games_write_deck_cards(deal: int) -> None:
    seen = 0
    for code, text in _rendered(_coached_reasons(deal)):
        seen += 1
        assert not raw_codes(text), f"{code}: {text}"
    assert seen
