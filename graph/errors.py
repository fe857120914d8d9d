"""Named errors of the domain layer. The server turns them into JSON-RPC errors,
the CLI into one-line messages; neither shows a traceback for these."""

from __future__ import annotations


class SemnetError(Exception):
    """Base of every error semnet reports to a person."""


class StoreError(SemnetError):
    """The store cannot be opened or written."""


class StoreLockedError(StoreError):
    """Another process holds the store for writing."""

    def __init__(self, path: str, holder: str | None) -> None:
        self.path = path
        self.holder = holder
        who = f" by {holder}" if holder else " by another process"
        super().__init__(
            f"the store {path} is held for writing{who}; "
            "semnet lets one process write a store at a time"
        )


class SchemaTooNewError(StoreError):
    """The store was written by a newer semnet."""


class NotFoundError(SemnetError):
    """An endpoint, edge or run that is not in the store."""


class InvalidQueryError(SemnetError):
    """A query whose parameters are out of range (radius 9, an unknown kind)."""


class RenameError(ValueError):
    """What is under the cursor cannot be renamed (and why)."""


class TriageError(InvalidQueryError):
    """A promote, dismiss or demote the triage rules refuse (`graph/store/triage.py`):
    the edge is not a judgement, or no longer current. Bad params to the LSP."""
