"""Every named error semnet raises, under one base, `SemnetError`, in three
kinds that say whose fault it is:

- `InputError`: the caller asked for something that cannot be (a bad
  reference, an unknown endpoint, radius 9, a heading that cannot be
  renamed). The server answers JSON-RPC `InvalidParams`; the CLI prints one
  line and exits with status 2.
- `UnavailableError`: what the request needs cannot serve it now (the store
  is held by another process or cannot be opened, the judge's backend fails).
  The server answers `RequestFailed`; the CLI prints one line, status 2.
- any other `SemnetError`: semnet's own fault. The server logs it and answers
  an internal error; the CLI prints one line, status 2.

Errors of one area may live in that area's module (`JudgeError` in
`semnet.graph.judge.base`, `InkhavenError` in the inkhaven importer,
`StoreUnavailable` in the server's store) but derive from these classes.
"""

from __future__ import annotations


class SemnetError(Exception):
    """Base of every error semnet reports to a person."""


class InputError(SemnetError):
    """The caller's fault: the request or command asks for what cannot be."""


class UnavailableError(SemnetError):
    """Not the caller's fault nor a bug: what the request needs cannot serve it now."""


class StoreError(UnavailableError):
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


class NotFoundError(InputError):
    """An endpoint, edge or run that is not in the store."""


class InvalidQueryError(InputError):
    """A query whose parameters are out of range (radius 9, an unknown kind)."""


class RefSyntaxError(InvalidQueryError, ValueError):
    """A text endpoint reference that does not parse (a `ValueError` too, so
    that a pydantic validator that parses one reports it as a field error)."""


class RenameError(InputError):
    """What is under the cursor cannot be renamed (and why)."""


class TriageError(InvalidQueryError):
    """A promote, dismiss or demote the triage rules refuse (`graph/store/triage.py`):
    the edge is not a judgement, or no longer current. Bad params to the LSP."""
