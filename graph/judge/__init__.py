"""Judges: stance and verdict judgements over facts and paragraphs, and how
they persist as edges (`persist`), time-bounded facts (`temporal`), the
offline `rules` judge, the `llm` judge and the embedding backends.

Pure domain code: no pygls, no lsprotocol. The CLI (`server/cli/judge.py`)
and the language server call `persist.relate`, `persist.factcheck`,
`persist.mark` and `persist.run_offline_judge`.
"""
