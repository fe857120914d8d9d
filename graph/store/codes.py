"""`EndpointCodes`: the store's `endpoints` table in memory.

An edge row names its ends by integer code; each endpoint's text form
(`node:0193…`, `work:openalex:W1`) is stored once, in `endpoints`. Codes are
handed out in order and never reused or reassigned, so a code read from the
table means the same endpoint for as long as the store lives.

A run that meets new endpoints gets their codes at once (its rows need them)
and the store takes them back with `forget` if the run does not commit.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np
import pyarrow as pa


class EndpointCodes:
    """Endpoint text → code (`code`) and code → text (`text`)."""

    __slots__ = ("code", "text")

    def __init__(self) -> None:
        self.code: dict[str, int] = {}
        self.text: list[str] = []

    def __len__(self) -> int:
        return len(self.text)

    def clear(self) -> None:
        self.code.clear()
        self.text.clear()

    def load(self, codes: Sequence[int], texts: Sequence[str]) -> None:
        """Take the table's rows (`codes` ascending, as read `ORDER BY code`)."""
        self.clear()
        if not codes:
            return
        if codes[-1] == len(codes) - 1:  # dense, as this store writes them
            self.text = list(texts)
        else:
            # Codes nobody holds (never written by semnet) stay empty slots.
            self.text = [""] * (codes[-1] + 1)
            for c, t in zip(codes, texts, strict=True):
                self.text[c] = t
        self.code = {t: c for c, t in zip(codes, texts, strict=True)}

    def codes_for(self, refs: Sequence[str]) -> np.ndarray[Any, np.dtype[np.int32]]:
        """The code of each ref; new refs get the next codes (a batch's new
        ones in text order, so that equal batches get equal codes)."""
        code = self.code
        for ref in sorted(set(refs).difference(code)):
            code[ref] = len(self.text)
            self.text.append(ref)
        return np.fromiter(map(code.__getitem__, refs), dtype=np.int32, count=len(refs))

    def forget(self, first: int) -> None:
        """Take back every code from `first` on (a run that did not commit)."""
        for ref in self.text[first:]:
            del self.code[ref]
        del self.text[first:]

    def table(self, first: int) -> pa.Table:
        """The rows of the codes from `first` on, for `endpoints` (ref whole)."""
        return pa.table(
            {
                "code": pa.array(np.arange(first, len(self.text), dtype=np.int32)),
                "ref": pa.array(self.text[first:], pa.string()),
            }
        )
