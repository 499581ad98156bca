"""Numbers and moments written the learner's way: ``0,5`` and ``28.11.2026, 14:05`` in German,
``0.5`` and ``Nov 28, 2026, 2:05 PM`` in English (Babel's locale data, nothing hand-made)."""

from __future__ import annotations

from datetime import datetime

from babel.dates import format_datetime
from babel.numbers import format_decimal

from words.catalogue import Lang


def format_number(value: float, lang: Lang, decimals: int = 1) -> str:
    """`value` with `decimals` places in `lang`'s notation."""
    pattern = "#,##0" + ("." + "0" * decimals if decimals else "")
    return format_decimal(value, format=pattern, locale=lang)


MOMENT = {"de": "dd.MM.yyyy, HH:mm", "en": "MMM d, yyyy, h:mm a"}


def format_moment(moment: datetime, lang: Lang) -> str:
    """A date and time in the local zone, as `lang` writes it (minutes, no seconds)."""
    return format_datetime(moment.astimezone(), format=MOMENT[lang], locale=lang)
