"""`kiebitz scan PHOTO [--expect 10] [--json]`: recognise the Skat cards in one photo."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

HELP = "Recognise the Skat cards in a photo (JPEG/PNG) by their corner indices, offline."


def add_arguments(parser: argparse.ArgumentParser) -> None:
    from coach.cli.main import add_lang_argument

    parser.add_argument("photo", type=Path, help="the photo of the cards")
    parser.add_argument("--expect", type=int, default=None, help="cards in the hand (10 or 12)")
    add_lang_argument(parser)
    parser.add_argument("--json", action="store_true", help="print one JSON object")


def run(args: argparse.Namespace) -> int:
    from coach.rules.notation import format_card
    from coach.scan import recognise
    from words import card_style, render

    try:
        data = args.photo.read_bytes()
    except OSError as error:
        print(f"kiebitz scan: cannot read {args.photo}: {error.strerror}", file=sys.stderr)
        return 2
    result = recognise(data, expect=args.expect)
    if args.json:
        print(
            json.dumps(
                {
                    "photo": str(args.photo),
                    "cards": [
                        {
                            "card": found.card.name,
                            "confidence": found.confidence,
                            "sure": not found.uncertain,
                            "alternatives": [
                                {"card": card.name, "confidence": p}
                                for card, p in found.alternatives
                            ],
                            "outline": [[round(x, 1), round(y, 1)] for x, y in found.outline],
                        }
                        for found in result.cards
                    ],
                    "extra": [found.card.name for found in result.extra],
                    "not_skat": result.not_skat,
                    "complete": result.complete,
                    "problems": [
                        {"code": reason.code, "text": render(reason, args.lang)}
                        for reason in result.problems
                    ],
                },
                ensure_ascii=False,
            )
        )
    else:
        style = card_style(args.lang)
        for found in result.cards:
            mark = " ?" if found.uncertain else ""
            print(f"{format_card(found.card, style):4} {found.confidence:6.1%}{mark}")
        for reason in result.problems:
            print(render(reason, args.lang))
    fatal = {"scan_not_image", "scan_too_large", "scan_too_many_pixels", "scan_no_cards"}
    return 1 if any(reason.code in fatal for reason in result.problems) else 0
