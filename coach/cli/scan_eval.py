"""`kiebitz scan-eval DIR [--json]`: accuracy and speed of the scanner on labelled photos.

DIR holds `manifest.json` (the format of `shared/data/cards/`): one entry per photo with `image`
(relative path) and `skat_cards` (the cards of Skat rank 7-A on it, e.g. `10H`, `TH`, `QS`).
Sets are reported separately: the `layout` of rendered photos (`lab/scan/scan_synth.py`: fan,
closeup, separate, backs, empty) and the groups of the real photos (`table_cards_separate`,
`player_pairs_overlapping`, `grid_rows_top_to_bottom`). An entry's `expect` is passed to the
scanner; an entry with a `problem` (a reason code) is right when no card is read and the scanner
names that problem. "sure & right" counts the readings not marked uncertain that are right.
`--fixes FILE` corrects labels checked by eye (`lab/scan/scan_label_fixes.json`: two of the real
photos' labels), each only if the manifest says what the fix expects. `--split FILE --part NAME`
measures only the photos listed under NAME in FILE (`lab/scan/scan_cardcounter_split.json`: `dev`
and `held_out`); real photos with a `photo_group` are also reported per group. `--details FILE`
writes each photo's truth and readings (JSON lines, with why a card is doubtful) for a closer look.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

HELP = "Measure the scanner on a folder of labelled photos (manifest.json with skat_cards)."


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("folder", type=Path, help="folder with manifest.json and the photos")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument(
        "--fixes",
        type=Path,
        help="JSON list of label corrections checked by eye (image, group, key, was, is, why)",
    )
    parser.add_argument(
        "--split", type=Path, help="JSON object of named lists of images (with --part)"
    )
    parser.add_argument("--part", help="the list of --split to measure (e.g. dev, held_out)")
    parser.add_argument("--details", type=Path, help="write each photo's readings (JSON lines)")


def run(args: argparse.Namespace) -> int:
    from coach.scan.evaluate import apply_fixes, evaluate, load_manifest, only_part

    try:
        entries = load_manifest(args.folder)
        if args.fixes is not None:
            entries = apply_fixes(entries, args.fixes)
        if (args.split is None) != (args.part is None):
            raise ValueError("--split and --part go together")
        if args.split is not None:
            entries = only_part(entries, args.split, args.part)
    except (OSError, ValueError) as error:
        print(f"kiebitz scan-eval: {error}", file=sys.stderr)
        return 2
    details: list[dict[str, Any]] | None = [] if args.details is not None else None
    report = evaluate(args.folder, entries, _progress_bar(len(entries)), details)
    if args.details is not None and details is not None:
        lines = (json.dumps(photo) + "\n" for photo in details)
        args.details.write_text("".join(lines), encoding="utf-8")
    if args.json:
        print(json.dumps(report))
    else:
        _print(report)
    return 0


def _progress_bar(total: int) -> Any:
    from tqdm import tqdm

    bar = tqdm(total=total, unit="photo", file=sys.stderr, leave=False)

    def step(name: str) -> None:
        bar.set_postfix_str(name, refresh=False)
        bar.update(1)
        if bar.n == total:
            bar.close()

    return step


def _print(report: dict[str, Any]) -> None:
    def share(right: int, total: int) -> str:
        return f"{right}/{total} ({right / total:.1%})" if total else "0/0"

    print(f"cards right:   {share(report['cards_right'], report['cards'])}")
    print(f"photos right:  {share(report['photos_right'], report['photos'])}")
    print(f"false cards:   {report['false_cards']}")
    sure = report["sure"]
    print(f"sure & right:  {share(sure['right'], sure['readings'])}")
    print(f"wrong & sure:  {sure['readings'] - sure['right']}")
    for name, group in report.get("groups", {}).items():
        cards = share(group["cards_right"], group["cards"])
        photos = share(group["photos_right"], group["photos"])
        print(f"{name + ':':14} cards {cards}, photos {photos}")
    seconds, cpu = report["seconds_per_photo"], report["cpu_seconds_per_photo"]
    p90 = report["cpu_seconds_p90"]
    print(f"time / photo:  {seconds:.3f} s, CPU {cpu:.3f} s (median), CPU {p90:.3f} s (p90)")
