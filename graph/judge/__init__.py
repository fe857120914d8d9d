"""Judges: stance and verdict judgements over facts and paragraphs, and how
they persist as edges (`persist`), time-bounded facts (`temporal`), the
offline `rules` judge, the `llm` judge and the embedding backends.

Pure domain code: no pygls, no lsprotocol. The CLI (`server/cli/judge.py`)
and the language server call `persist.relate`, `persist.factcheck`,
`persist.mark` and `persist.run_offline_judge`.
"""

from __future__ import annotations

from semnet.graph.judge.base import (
    Judge,
    JudgeError,
    Judgement,
    JudgeReplyError,
    Stance,
    Statement,
    Verdict,
    select_candidates,
    statement_of,
)

__all__ = [
    "Judge",
    "JudgeError",
    "JudgeReplyError",
    "Judgement",
    "Stance",
    "Statement",
    "Verdict",
    "select_candidates",
    "statement_of",
]
