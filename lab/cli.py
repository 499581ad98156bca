"""The lab's command line: arenas and benchmarks, built like the `kiebitz` command."""

from __future__ import annotations

from collections.abc import Sequence

from coach.cli.main import build_parser
from coach.cli.main import main as run_main

COMMANDS = {
    "arena": "lab.commands.arena",
    "bench": "lab.commands.bench",
    "bench-hint": "lab.commands.bench_hint",
    "bench-play": "lab.commands.bench_play",
    "bench-problems": "lab.commands.bench_problems",
    "bench-ramsch": "lab.commands.bench_ramsch",
    "bench-review": "lab.commands.bench_review",
    "bench-search": "lab.commands.bench_search",
}


def main(argv: Sequence[str] | None = None) -> int:
    """Parse the arguments and run the chosen lab command; returns the exit status."""
    parser = build_parser(COMMANDS, "python -m lab", "Kiebitz's lab: arenas and benchmarks.")
    return run_main(argv, parser)
