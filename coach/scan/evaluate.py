"""Accuracy and speed of the scanner over a folder of labelled photos (see `kiebitz scan-eval`)."""

from __future__ import annotations

import json
import statistics
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np

from coach.rules.cards import Card, Rank, Suit
from coach.scan.reading import SURE_CUTS, UNCERTAIN_BELOW, ScannedCard
from coach.scan.scanner import ScanResult, recognise

_RANK_LABELS = {"7": 0, "8": 1, "9": 2, "10": 3, "T": 3, "J": 4, "Q": 5, "K": 6, "A": 7}


def skat_card(label: str) -> Card | None:
    """`10H`, `TH`, `QS` -> the card; a rank 2-6 -> None; anything else raises ValueError."""
    rank, suit = label[:-1].upper(), label[-1].upper()
    if suit not in "DHSC" or not rank:
        raise ValueError(f"bad card label {label!r}")
    if rank in {"2", "3", "4", "5", "6"}:
        return None
    if rank not in _RANK_LABELS:
        raise ValueError(f"bad card label {label!r}")
    return Card.of(Suit("DHSC".index(suit)), Rank(_RANK_LABELS[rank]))


def _cards(labels: Any) -> set[Card]:
    found = (skat_card(str(label)) for label in labels if label)
    return {card for card in found if card is not None}


def load_manifest(folder: Path) -> list[dict[str, Any]]:
    """The entries of `folder/manifest.json`; ValueError when it is malformed."""
    entries = json.loads((folder / "manifest.json").read_text(encoding="utf-8"))
    if not isinstance(entries, list):
        raise ValueError("manifest.json must hold a list of photo entries")
    for number, entry in enumerate(entries):
        if not isinstance(entry, dict) or "image" not in entry or "skat_cards" not in entry:
            raise ValueError(f"manifest entry {number} needs 'image' and 'skat_cards'")
        _cards(entry["skat_cards"])
    return entries


_FIX_FIELDS = {"image", "group", "key", "was", "is", "why"}


def apply_fixes(entries: list[dict[str, Any]], fixes: Path) -> list[dict[str, Any]]:
    """The entries with label corrections applied: `fixes` is a JSON list of {image, group, key,
    was, is, why}, each checked (the photo is there and its label reads `was`); ValueError else.
    The card is changed in the group and once (its last time) in `cards` and `skat_cards`."""
    fixed = {str(entry["image"]): entry for entry in entries}
    for number, fix in enumerate(json.loads(fixes.read_text(encoding="utf-8"))):
        if not isinstance(fix, dict) or not set(fix) >= _FIX_FIELDS:
            raise ValueError(f"{fixes}: fix {number} needs image, group, key, was, is and why")
        entry = fixed.get(str(fix["image"]))
        group = entry.get(str(fix["group"])) if entry is not None else None
        if not isinstance(group, dict) or group.get(str(fix["key"])) != fix["was"]:
            where = f"{fix['image']} {fix['group']} {fix['key']}"
            raise ValueError(f"{fixes}: fix {number}: {where} is not {fix['was']}")
        skat_card(str(fix["is"]))
        assert entry is not None
        entry = {**entry, str(fix["group"]): {**group, str(fix["key"]): fix["is"]}}
        for field in ("cards", "skat_cards"):
            labels = list(entry.get(field, []))
            if fix["was"] in labels:
                at = len(labels) - 1 - labels[::-1].index(fix["was"])
                labels[at] = fix["is"]
            entry[field] = labels
        fixed[str(fix["image"])] = entry
    return [fixed[str(entry["image"])] for entry in entries]


def only_part(entries: list[dict[str, Any]], split: Path, part: str) -> list[dict[str, Any]]:
    """The entries whose image `split` (a JSON object of named lists of images) lists under
    `part`; ValueError when there is no such list or it names a photo the manifest lacks."""
    parts = json.loads(split.read_text(encoding="utf-8"))
    if not isinstance(parts, dict) or not isinstance(parts.get(part), list):
        raise ValueError(f"{split} has no list {part!r}")
    wanted = {str(image) for image in parts[part]}
    kept = [entry for entry in entries if str(entry["image"]) in wanted]
    if len(kept) != len(wanted):
        raise ValueError(f"{split}: {len(wanted) - len(kept)} photos of {part!r} are not listed")
    return kept


def _groups(entry: dict[str, Any]) -> dict[str, set[Card]]:
    """The photo's cards by set: its layout (rendered photos) or the real photos' groups."""
    groups: dict[str, set[Card]] = {}
    if "layout" in entry:
        groups[str(entry["layout"])] = _cards(entry["skat_cards"])
    if "table_cards_separate" in entry:
        groups["separate"] = _cards(entry["table_cards_separate"])
    if "grid_rows_top_to_bottom" in entry:
        groups["separate"] = _cards(
            label for row in entry["grid_rows_top_to_bottom"] for label in row
        )
    if "player_pairs_overlapping" in entry:
        groups["overlapping"] = _cards(entry["player_pairs_overlapping"].values())
    if "photo_group" in entry:
        groups[str(entry["photo_group"])] = _cards(entry["skat_cards"])
    return groups


def _right(result: ScanResult, truth: set[Card], entry: dict[str, Any]) -> bool:
    """The photo is read rightly: exactly its cards, or none and the problem it should name."""
    if "problem" in entry:
        return not result.cards and entry["problem"] in {p.code for p in result.problems}
    return set(result.card_set) == truth


def evaluate(
    folder: Path,
    entries: list[dict[str, Any]],
    progress: Callable[[str], None] | None = None,
    details: list[dict[str, Any]] | None = None,
) -> dict[str, Any]:
    """Cards and whole photos right (in all and per set), false cards, how often a reading
    marked sure is right, and the median time per photo (wall clock, and CPU time: on a busy
    machine it says more; also its 90th percentile). Each photo's truth and readings are
    appended to `details` when given."""
    totals = {"photos": 0, "photos_right": 0, "cards": 0, "cards_right": 0, "false_cards": 0}
    sure = {"readings": 0, "right": 0}
    groups: dict[str, dict[str, int]] = {}
    seconds: list[float] = []
    cpu_seconds: list[float] = []
    for entry in entries:
        truth = _cards(entry["skat_cards"])
        data = (folder / entry["image"]).read_bytes()
        start, cpu_start = time.perf_counter(), time.process_time()
        result = recognise(data, expect=entry.get("expect"))
        seconds.append(time.perf_counter() - start)
        cpu_seconds.append(time.process_time() - cpu_start)
        found = set(result.card_set)
        right = _right(result, truth, entry)
        totals["photos"] += 1
        totals["photos_right"] += right
        totals["cards"] += len(truth)
        totals["cards_right"] += len(found & truth)
        totals["false_cards"] += len(found - truth)
        for card in result.cards:
            if not card.uncertain:
                sure["readings"] += 1
                sure["right"] += card.card in truth
        for name, cards in _groups(entry).items():
            group = groups.setdefault(name, {"photos": 0, "photos_right": 0})
            group["photos"] += 1
            whole = name in (entry.get("layout"), entry.get("photo_group"))
            group["photos_right"] += right if whole else found >= cards
            group["cards"] = group.get("cards", 0) + len(cards)
            group["cards_right"] = group.get("cards_right", 0) + len(found & cards)
        if details is not None:
            details.append(_detail(entry, truth, result, cpu_seconds[-1]))
        if progress is not None:
            progress(str(entry["image"]))
    report: dict[str, Any] = {**totals, "sure": sure}
    report["seconds_per_photo"] = round(statistics.median(seconds), 3) if seconds else 0.0
    report["cpu_seconds_per_photo"] = round(statistics.median(cpu_seconds), 3) if seconds else 0.0
    report["cpu_seconds_p90"] = round(float(np.percentile(cpu_seconds, 90)), 3) if seconds else 0.0
    if groups:
        report["groups"] = groups
    return report


def _doubts(found: ScannedCard) -> list[str]:
    """Why a reading is not sure (the flags of `ScannedCard.uncertain` that hold)."""
    flags = {
        "unlikely": found.confidence < UNCERTAIN_BELOW,
        "unsteady": not found.steady,
        "cuts": found.least < SURE_CUTS,
        "foreign_ink": not found.ink_fits,
        "covered": found.covered,
        "not_seconded": not found.seconded,
        "light_print": found.light_print,
        "off_corner": not found.in_corner,
    }
    return [name for name, holds in flags.items() if holds]


def _detail(
    entry: dict[str, Any], truth: set[Card], result: ScanResult, cpu: float
) -> dict[str, Any]:
    """One photo's truth and readings (card, confidence, sure, runner-ups), for a closer look."""
    return {
        "image": entry["image"],
        "group": entry.get("photo_group", entry.get("layout", entry.get("set"))),
        "truth": sorted(card.name for card in truth),
        "read": [
            {
                "card": found.card.name,
                "confidence": found.confidence,
                "sure": not found.uncertain,
                "right": found.card in truth,
                "at": [round(v) for v in found.index_at],
                "alternatives": [card.name for card, _ in found.alternatives[:2]],
                "why": _doubts(found),
            }
            for found in result.cards
        ],
        "problems": [reason.code for reason in result.problems],
        "cpu": round(cpu, 3),
    }
