"""What the commands that answer for positions in ISS records share: the loop over the
records, and for those that sample worlds their options and progress bar."""

from __future__ import annotations

import argparse
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from coach.rules.contract import RuleSet
    from coach.rules.game import GameState
    from coach.sampled.runner import Progress
    from words import Lang

Answer = dict[str, Any]


def answer_each(
    command: str,
    path: str,
    rules: RuleSet | None,
    answer: Callable[[GameState], Answer],
    as_json: bool,
    print_text: Callable[[str, Answer], None],
    lang: Lang = "en",
) -> int:
    """Answer every record of `path` under `rules`, or each record's own when None (`--rules`
    not given); a bad file or record is reported (in `lang`) and the others go on.

    Returns the exit status: 0 when every record was answered, 2 otherwise.
    """
    import json
    import sys

    from coach.records.iss import IssFormatError, read_records
    from coach.records.iss_replay import position_of, record_rules
    from words import record_problem

    try:
        records = read_records(path)
    except OSError as error:
        print(f"kiebitz {command}: {path}: {error}", file=sys.stderr)
        return 2
    except IssFormatError as error:
        print(f"kiebitz {command}: {path}: {record_problem(error.problem, lang)}", file=sys.stderr)
        return 2
    status = 0
    for record in records:
        try:
            result = answer(position_of(record, record_rules(record, rules)))
        except IssFormatError as error:
            print(f"kiebitz {command}: {record_problem(error.problem, lang)}", file=sys.stderr)
            status = 2
            continue
        except ValueError as error:
            print(f"kiebitz {command}: record {record.id}: {error}", file=sys.stderr)
            status = 2
            continue
        if as_json:
            print(json.dumps(result, ensure_ascii=False))
        else:
            print_text(record.id, result)
    return status


def add_sampling_arguments(parser: argparse.ArgumentParser, worlds: int) -> None:
    """--worlds (default `worlds`), --seed, --lang and --json."""
    from coach.cli.main import add_lang_argument

    parser.add_argument("--worlds", type=int, default=worlds, help=f"worlds to sample ({worlds})")
    parser.add_argument("--seed", type=int, default=0, help="random seed (0)")
    add_lang_argument(parser)
    parser.add_argument("--json", action="store_true", help="print one JSON object per record")


def worlds_refused(command: str, worlds: int) -> bool:
    """Says so on stderr when `worlds` is below one."""
    import sys

    if worlds >= 1:
        return False
    print(f"kiebitz {command}: --worlds must be at least 1", file=sys.stderr)
    return True


@contextmanager
def world_bar() -> Iterator[Progress]:
    """A progress bar on stderr over the worlds an analysis plays out (its callback)."""
    import sys

    from tqdm import tqdm

    with tqdm(unit="world", file=sys.stderr, leave=False) as bar:

        def progress(done: int, total: int) -> None:
            bar.total = total
            bar.update(done - bar.n)

        yield progress
