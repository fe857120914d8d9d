"""Judges: stance and verdict judgements over facts and paragraphs, and how
they persist as edges (`persist`; verdicts and sources: `verdicts`),
time-bounded facts (`temporal`), the offline `rules` judge, the `llm`
judge and the embedding backends.

Pure domain code: no pygls, no lsprotocol. The CLI (`server/cli/judge.py`)
and the language server call `persist.relate`, `verdicts.factcheck`,
`verdicts.mark` and `persist.run_offline_judge`.
"""
