"""Club options as data (seed 000, Regelvarianten and Regeleinstellung): the built-in sets stay as
they are, own sets are named values that JSON holds exactly, every option explains itself."""

from __future__ import annotations

import json
from dataclasses import fields
from enum import Enum

import pytest
from hypothesis import given
from hypothesis import strategies as st

from coach.rules.club import BockEvent, KontraUntil, KontraWho, RamschSkat, SchenkenWho
from coach.rules.contract import ISKO, ISS, RULE_SETS, SKO_1975, RuleSet
from coach.rules.rule_file import (
    CLUB_OPTIONS,
    RuleSetError,
    own_rules,
    rules_from_json,
    rules_to_json,
)
from words import LANGS, t

CLUB = own_rules(
    "Stammtisch",
    ISKO,
    ramsch=True,
    ramsch_skat=RamschSkat.MOST_AUGEN,
    kontra=KontraWho.BIDDERS,
    bock_events=frozenset({BockEvent.KONTRA_WON, BockEvent.SIXTY_SIXTY}),
    schenken=SchenkenWho.ONE_DEFENDER,
    bierlachs=301,
)


@pytest.mark.parametrize("rules", [ISKO, SKO_1975, ISS])
def test_tournament_rules_know_no_club_option(rules: RuleSet) -> None:
    # seed 000, Regelvarianten: by the Skatordnung all-passed deals are thrown in, no Spritzen
    assert not rules.ramsch
    assert rules.kontra is KontraWho.NONE
    assert rules.bock_events == frozenset()
    assert rules.schenken is SchenkenWho.NONE
    assert rules.bierlachs == 0


@pytest.mark.parametrize("name", sorted(RULE_SETS))
def test_a_built_in_set_cannot_be_taken_over(name: str) -> None:
    # seed 000, Regeleinstellung: the tournament rules can be neither changed nor deleted
    with pytest.raises(RuleSetError) as caught:
        own_rules(name, ISKO, ramsch=True)
    assert caught.value.reason.code == "refused_rules_built_in"
    changed = json.loads(rules_to_json(RULE_SETS[name]))
    changed["ramsch"] = True
    with pytest.raises(RuleSetError):
        rules_from_json(json.dumps(changed))


def test_an_own_set_keeps_its_base_and_changes_only_what_is_asked() -> None:
    own = own_rules("Alt", SKO_1975, kontra=KontraWho.ANY_DEFENDER)
    assert own.grand_ouvert_base == 36 and not own.lost_hand_doubled
    assert own.kontra is KontraWho.ANY_DEFENDER and not own.ramsch


@pytest.mark.parametrize(
    ("change", "code"),
    [
        ({"name": "  "}, "refused_rules_no_name"),
        ({"name": "x", "spitze": True}, "refused_rules_unknown_option"),
    ],
)
def test_bad_own_sets_are_refused_with_a_reason(change: dict[str, object], code: str) -> None:
    name = str(change.pop("name"))
    with pytest.raises(RuleSetError) as caught:
        own_rules(name, ISKO, **change)
    assert caught.value.reason.code == code


@pytest.mark.parametrize("rules", [ISKO, SKO_1975, ISS, CLUB])
def test_json_reads_back_exactly(rules: RuleSet) -> None:
    assert rules_from_json(rules_to_json(rules)) == rules


@given(
    ramsch=st.booleans(),
    skat=st.sampled_from(RamschSkat),
    kontra=st.sampled_from(KontraWho),
    until=st.sampled_from(KontraUntil),
    bock=st.frozensets(st.sampled_from(BockEvent)),
    schenken=st.sampled_from(SchenkenWho),
    bierlachs=st.integers(0, 1000),
)
def test_any_own_set_reads_back_exactly(
    ramsch: bool,
    skat: RamschSkat,
    kontra: KontraWho,
    until: KontraUntil,
    bock: frozenset[BockEvent],
    schenken: SchenkenWho,
    bierlachs: int,
) -> None:
    rules = own_rules(
        "eigen",
        ISKO,
        ramsch=ramsch,
        ramsch_skat=skat,
        kontra=kontra,
        kontra_until=until,
        bock_events=bock,
        schenken=schenken,
        bierlachs=bierlachs,
    )
    assert rules_from_json(rules_to_json(rules)) == rules


@pytest.mark.parametrize(
    ("key", "value", "code"),
    [
        ("kontra", "always", "refused_rules_bad_value"),
        ("ramsch", 1, "refused_rules_bad_value"),
        ("bock_events", ["rain"], "refused_rules_bad_value"),
        ("spitze", True, "refused_rules_unknown_option"),
    ],
)
def test_a_bad_file_names_the_option(key: str, value: object, code: str) -> None:
    data = json.loads(rules_to_json(CLUB))
    data[key] = value
    with pytest.raises(RuleSetError) as caught:
        rules_from_json(json.dumps(data))
    assert caught.value.reason.code == code
    assert caught.value.reason.fact("option") == key


def test_a_file_lacking_an_option_is_refused() -> None:
    data = json.loads(rules_to_json(CLUB))
    del data["re"]
    with pytest.raises(RuleSetError) as caught:
        rules_from_json(json.dumps(data))
    assert caught.value.reason.code == "refused_rules_missing"


@pytest.mark.parametrize("lang", LANGS)
def test_every_club_option_and_choice_explains_itself(lang: str) -> None:
    assert {o.field for o in CLUB_OPTIONS} <= {f.name for f in fields(RuleSet)}
    for option in CLUB_OPTIONS:
        assert t(option.explain, lang)  # type: ignore[arg-type]
        for choice in option.choices:
            key = (
                f"rule_value_{choice.value}"
                if isinstance(choice, Enum)
                else ("rule_value_on" if choice else "rule_value_off")
            )
            assert t(key, lang)  # type: ignore[arg-type]
