"""``kiebitz replay FILE.sgf``: ISS game records replayed through the engine, results checked."""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from coach.records.iss import IssFormatError
    from coach.records.iss_replay import Replay

HELP = "replay ISS game records (.sgf, .sgf.bz2), validate every move and recompute the results"
DEFAULT_RULES = None  # each record's own rule set, else the ISS's (`iss.record_rules`)
PROGRESS_FROM = 200  # records; shorter files need no progress bar


def add_arguments(parser: argparse.ArgumentParser) -> None:
    from coach.cli.main import add_lang_argument

    parser.add_argument("file", help="ISS records, one game per line")
    parser.add_argument("--json", action="store_true", help="one JSON object per record")
    parser.add_argument(
        "--max-mb",
        type=int,
        default=None,
        help="read at most this many MB of (unpacked) text (default: 200)",
    )
    add_lang_argument(parser, default="en")  # the language of a damaged record's problem


def run(args: argparse.Namespace) -> int:
    import json

    from tqdm import tqdm

    from coach.cli.main import chosen_rules
    from coach.records.iss import (
        MAX_TEXT_MB,
        IssFormatError,
        iter_records,
        read_text,
        record_starts,
    )
    from coach.records.iss_replay import record_rules, replay_record
    from coach.rules.explain import Reason
    from words import record_problem, render

    try:
        text = read_text(args.file, args.max_mb or MAX_TEXT_MB)
    except IssFormatError as error:  # over the limit
        print(f"kiebitz replay: error: {record_problem(error.problem, args.lang)}", file=sys.stderr)
        return 2
    except (OSError, EOFError, ValueError) as error:  # unreadable, not UTF-8
        print(f"kiebitz replay: error: cannot read {args.file}: {error}", file=sys.stderr)
        return 2
    total = len(record_starts(text))
    if not total:
        none = render(Reason.of("iss_no_record", path=args.file), args.lang)
        print(f"kiebitz replay: error: {none}", file=sys.stderr)
        return 2
    counts: Counter[str] = Counter()
    items = tqdm(
        iter_records(text),
        total=total,
        unit="game",
        file=sys.stderr,
        disable=None if total >= PROGRESS_FROM else True,
    )
    for item in items:
        try:
            if isinstance(item, IssFormatError):
                raise item
            replayed = replay_record(item, record_rules(item, chosen_rules(args)))
        except IssFormatError as error:
            counts["error"] += 1
            text = record_problem(error.problem, args.lang)
            if args.json:
                print(json.dumps(_error_json(error, text), ensure_ascii=False))
            else:
                items.write(f"ERROR  {text}", file=sys.stdout)
            continue
        counts[_tally(replayed)] += 1
        if args.json:
            print(json.dumps(replayed.as_dict()))
        else:
            items.write(_line(replayed), file=sys.stdout)
    failed = counts["error"] + counts["differs"]
    if not args.json:
        summary = ", ".join(f"{count} {name}" for name, count in sorted(counts.items()))
        print(f"{sum(counts.values())} records: {summary}")
    return 1 if failed else 0


def _error_json(error: IssFormatError, text: str) -> dict[str, object]:
    """A damaged record in ``--json``: where (line, ID, move and token), the code and the text."""
    problem = error.problem
    return {
        "id": problem.record_id,
        "line": problem.line,
        "move": problem.move,
        "token": problem.token,
        "code": problem.reason.code,
        "error": text,
        "agrees": False,
    }


def _tally(replayed: Replay) -> str:
    if replayed.agrees is False:
        return "differs"
    return replayed.outcome.value


def _line(replayed: Replay) -> str:
    verdict = {True: "agrees", False: "DIFFERS", None: "no result"}[replayed.agrees]
    what = replayed.outcome.value
    record = replayed.record.result
    server = "" if record is None else record.text()
    line = f"{replayed.record.id:>10}  {what:<10} {verdict:<9} {server}"
    if replayed.mismatches:
        mine = replayed.result_dict()
        diffs = ", ".join(f"{key}: engine {mine.get(key)}" for key in replayed.mismatches)
        line += f"  ({diffs})"
    return line
