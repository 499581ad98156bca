"""Hand game or pick-up under other rules, scored by a study's double-dummy means, no new play.

`lab/studies/study_declaring.py` plays out, at every skat decision, picking up and the promising
hand
games in the same sampled worlds and records each one's mean list points. This script decides
those skats again with `HAND_CHANCE` and `HAND_MARGIN` (`coach.heuristic.declaring`) set to each
pair of the values given, and prints per pair how many decisions change and the mean gain per
skat decision (the new choice's mean minus the recorded choice's). A new choice that the study
did not play out is counted as missing. The hand is rebuilt from the record (cards, seat, bid);
the other seats' cards do not enter the decision.

    python -m lab.studies.skat_rules /tmp/s131.jsonl /tmp/s132.jsonl --chance 0.7,0.8,0.9 --margin
    0,4
"""

from __future__ import annotations

import argparse
import json
from itertools import product
from typing import Any

from coach.cli.main import RULES_OPTIONS
from coach.heuristic import declaring
from coach.rules.actions import Deal
from coach.rules.cards import CardSet
from coach.rules.contract import RuleSet
from coach.rules.game import replay
from coach.rules.legal import auction_won_at
from coach.rules.notation import parse_card_set
from coach.rules.view import PlayerView, view_of
from lab.studies.study_declaring import label

Record = dict[str, Any]


def skat_view(record: Record, rules: RuleSet) -> PlayerView:
    """The declarer's view at the skat: the record's cards, seat and winning bid."""
    hand = parse_card_set(record["cards"])
    rest = list(CardSet.full() - hand)
    hands = [CardSet.of(rest[:10]), CardSet.of(rest[10:20])]
    hands.insert(record["seat"], hand)
    deal = Deal((hands[0], hands[1], hands[2]), CardSet.of(rest[20:22]))
    state = replay(deal, auction_won_at(record["seat"], record["bid"]), rules)
    return view_of(state, record["seat"])


def rescored(
    records: list[Record], views: list[PlayerView], chance: float, margin: float
) -> tuple[float, int, int]:
    """Mean gain per decision, decisions changed and changed ones not played out in the study."""
    saved = declaring.HAND_CHANCE, declaring.HAND_MARGIN
    declaring.HAND_CHANCE, declaring.HAND_MARGIN = chance, margin
    try:
        gain, changed, missing = 0.0, 0, 0
        for record, view in zip(records, views, strict=True):
            chosen = label(declaring.decide_skat(view).action)
            if chosen == record["chosen"]:
                continue
            changed += 1
            if chosen not in record["means"]:
                missing += 1
                continue
            gain += record["means"][chosen] - record["means"][record["chosen"]]
    finally:
        declaring.HAND_CHANCE, declaring.HAND_MARGIN = saved
    return gain / max(1, len(records)), changed, missing


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("studies", nargs="+", help="JSON-lines files of study_declaring.py")
    parser.add_argument("--chance", default="0.7,0.8,0.9", help="HAND_CHANCE values, commas")
    parser.add_argument("--margin", default="-10,0,4,10", help="HAND_MARGIN values, commas")
    parser.add_argument("--rules", default="iso", choices=sorted(RULES_OPTIONS))
    args = parser.parse_args()
    rules = RULES_OPTIONS[args.rules]
    records: list[Record] = []
    for path in args.studies:
        with open(path, encoding="utf-8") as lines:
            records += [r for line in lines if (r := json.loads(line))["kind"] == "skat"]
    views = [skat_view(record, rules) for record in records]
    print(f"{len(records)} skat decisions (now HAND_CHANCE {declaring.HAND_CHANCE}, ", end="")
    print(f"HAND_MARGIN {declaring.HAND_MARGIN})")
    chances = [float(x) for x in args.chance.split(",")]
    margins = [float(x) for x in args.margin.split(",")]
    for chance, margin in product(chances, margins):
        gain, changed, missing = rescored(records, views, chance, margin)
        print(f"HAND_CHANCE {chance} HAND_MARGIN {margin:+}: {gain:+.2f} per decision, ", end="")
        print(f"{changed} changed, {missing} not played out")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
