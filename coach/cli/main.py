"""The `kiebitz` command line. Each subcommand lives in `coach.cli.<name>`.

Command modules are imported only to register their arguments; the heavy work they import lazily
inside their `run` function, so that `kiebitz value` starts fast.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence

from coach.rules.contract import RULE_SETS, RuleSet

# `--rules` on the command line -> the rule set; `iss` replays server records by the server's rules.
# Commands that read ISS records (DEFAULT_RULES = None) take each record's own rule set (its RU
# property) when --rules is not given, else the ISS's; a --rules given overrides the records'.
RULES_OPTIONS: dict[str, RuleSet] = {
    option: RULE_SETS[name]
    for option, name in (("iso", "isko"), ("1975", "sko1975"), ("iss", "iss"))
}

# name on the command line -> module in coach.cli
COMMANDS: dict[str, str] = {
    "advise": "coach.cli.advise",
    "hint": "coach.cli.hint",
    "playthrough": "coach.cli.playthrough",
    "replay": "coach.cli.replay",
    "review": "coach.cli.review",
    "scan": "coach.cli.scan",
    "scan-eval": "coach.cli.scan_eval",
    "solve": "coach.cli.solve",
    "value": "coach.cli.value",
}


def add_lang_argument(parser: argparse.ArgumentParser, default: str | None = None) -> None:
    """``--lang``: one of the languages with a catalogue (German unless `default` says)."""
    from words import LANGS

    chosen = default or LANGS[0]
    parser.add_argument("--lang", choices=LANGS, default=chosen, help=f"language ({chosen})")


def build_parser(
    commands: dict[str, str] = COMMANDS,
    prog: str = "kiebitz",
    description: str = "Kiebitz: Skat rules, bid values, coach and search.",
) -> argparse.ArgumentParser:
    """A parser with one subcommand per entry of `commands` (name -> module path)."""
    parser = argparse.ArgumentParser(prog=prog, description=description)
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    for name, module_name in commands.items():
        module = importlib.import_module(module_name)
        command = sub.add_parser(name, help=module.HELP, description=module.HELP)
        module.add_arguments(command)
        add_rules_argument(command, getattr(module, "DEFAULT_RULES", "iso"))
        command.set_defaults(run=module.run)
    return parser


def add_rules_argument(parser: argparse.ArgumentParser, default: str | None) -> None:
    """`--rules iso|1975|iss`: the rule set a command plays and scores by (`args.rules`); with
    `default` None, each record's own rule set unless one is given."""
    given = "each record's own (RU), else iss" if default is None else default
    parser.add_argument(
        "--rules",
        choices=tuple(RULES_OPTIONS),
        default=default,
        help=f"rule set: iso (ISkO), 1975 (Skatordnung 1975), iss (the ISS server) ({given})",
    )


def rules_of(args: argparse.Namespace) -> RuleSet:
    """The rule set chosen with `--rules` (or its default)."""
    return RULES_OPTIONS[args.rules]


def chosen_rules(args: argparse.Namespace) -> RuleSet | None:
    """The rule set given with `--rules`, or None: then each record's own (`iss.record_rules`)."""
    return None if args.rules is None else RULES_OPTIONS[args.rules]


def main(argv: Sequence[str] | None = None, parser: argparse.ArgumentParser | None = None) -> int:
    """Parse the arguments and run the chosen command; returns the exit status."""
    args = (parser or build_parser()).parse_args(argv)
    status: int = args.run(args)
    return status


if __name__ == "__main__":
    sys.exit(main())
