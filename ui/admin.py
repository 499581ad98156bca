"""Set up a club server from the command line: ``python -m ui.admin add-teacher NAME``.

The teacher's password is asked on the terminal (never given on the command line, where other
users of the machine could read it); it goes to the database in ``KIEBITZ_DB_URL`` (or the
default SQLite file), hashed like every learner's PIN.
"""

from __future__ import annotations

import argparse
import getpass
import sys

from ui.store import TEACHER, Store, StoreError


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m ui.admin", description=__doc__)
    commands = parser.add_subparsers(dest="command", required=True)
    teacher = commands.add_parser("add-teacher", help="create a teacher account (club mode)")
    teacher.add_argument("name")
    reset = commands.add_parser("reset-secret", help="set a new password for any account")
    reset.add_argument("name")
    args = parser.parse_args(argv)
    secret = getpass.getpass("Password: ")
    if getpass.getpass("Again: ") != secret:
        print("the two passwords differ; nothing changed", file=sys.stderr)
        return 2
    store = Store()
    try:
        if args.command == "add-teacher":
            created = store.add_learner(args.name, secret=secret, role=TEACHER)
            print(f"teacher {created.name!r} created")
        else:
            found = next((one for one in store.learners() if one.name == args.name), None)
            if found is None:
                raise StoreError(f"no learner named {args.name!r}")
            store.set_secret(found.id, secret)
            print(f"new password set for {found.name!r}")
    except StoreError as refusal:
        print(f"refused: {refusal}", file=sys.stderr)
        return 1
    finally:
        store.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
