"""Shared loop of the commands that answer for decision positions in cut-off ISS records."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from coach.game import GameState

Answer = dict[str, Any]


def answer_each(
    command: str,
    path: str,
    answer: Callable[[GameState], Answer],
    as_json: bool,
    print_text: Callable[[str, Answer], None],
) -> int:
    """Answer every record of `path`; a bad file or record is reported and the others go on.

    Returns the exit status: 0 when every record was answered, 2 otherwise.
    """
    import json
    import sys

    from coach.iss import IssFormatError, position_of, read_records

    try:
        records = read_records(path)
    except (OSError, IssFormatError) as error:
        print(f"kiebitz {command}: {path}: {error}", file=sys.stderr)
        return 2
    status = 0
    for record in records:
        try:
            result = answer(position_of(record))
        except (IssFormatError, ValueError) as error:
            print(f"kiebitz {command}: record {record.id}: {error}", file=sys.stderr)
            status = 2
            continue
        if as_json:
            print(json.dumps(result, ensure_ascii=False))
        else:
            print_text(record.id, result)
    return status
