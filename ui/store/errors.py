"""Errors the store raises: bad input, a database that cannot write, a corrupt record."""

from __future__ import annotations

from sqlalchemy.exc import DBAPIError


class StoreError(ValueError):
    """A request the store refuses, with the reason (empty name, unknown entry, ...)."""


class StorageError(StoreError):
    """The database could not keep a write (a read-only file, a full disk, a server out of
    reach); nothing of it was saved. `reason` is a code the UI names in words."""

    def __init__(self, reason: str, detail: str) -> None:
        super().__init__(f"not saved ({reason}): {detail}")
        self.reason = reason


STORAGE_REASONS = {  # a driver's words -> our reason code
    "readonly": "read_only",
    "read-only": "read_only",
    "read only": "read_only",
    "disk is full": "disk_full",
    "no space left": "disk_full",
    "disk full": "disk_full",
    "is locked": "busy",
    "unable to open": "unreachable",
    "connection": "unreachable",
}


def storage_error(error: DBAPIError) -> StorageError:
    """Our `StorageError` for a driver's refusal, its reason told by the driver's words."""
    detail = str(error.orig) if error.orig is not None else str(error)
    lowered = detail.lower()
    reason = next((code for words, code in STORAGE_REASONS.items() if words in lowered), "other")
    return StorageError(reason, detail.splitlines()[0] if detail else reason)


class CorruptRecordError(StoreError):
    """A saved entry that can no longer be read; names the entry and what is wrong."""
