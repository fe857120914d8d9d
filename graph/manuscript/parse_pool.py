"""Parse many Markdown files on more than one core for a one-shot first index:
forked workers parse each file and place its language, the caller gets them
back in the order it asked, and does the rest (ids, nodes) itself.

Only `semnet index` on a folder with no store uses it (`Indexer(one_shot=True)`,
nothing to re-anchor): a language server keeps its single process. Workers are
forked, so they read the texts from the caller's memory without copying them
through a pipe; only the parsed documents come back (pickled). Set
`SEMNET_INDEX_WORKERS=1` to parse in the calling process (the same result)."""

from __future__ import annotations

import multiprocessing
import os
from collections.abc import Iterator, Mapping, Sequence

from semnet.graph.manuscript.lang import detect_language, load_model
from semnet.graph.manuscript.parse import parse_document
from semnet.graph.manuscript.parsed import ParsedDoc

# Below this many files a pool costs more than it saves (its start, ~50 ms).
MIN_FILES = 400
_CHUNK = 24

# The texts the forked workers read (set in the parent just before the fork).
_texts: Mapping[str, str | None] = {}
_default_lang: str | None = None


def workers() -> int:
    """How many processes may parse: `SEMNET_INDEX_WORKERS`, else the cores
    this process may run on (at most 4); 1 where processes cannot be forked."""
    if "fork" not in multiprocessing.get_all_start_methods():
        return 1
    raw = os.environ.get("SEMNET_INDEX_WORKERS", "").strip()
    if raw:
        try:
            return max(1, int(raw))
        except ValueError:
            return 1
    try:
        cores = len(os.sched_getaffinity(0))
    except AttributeError:  # pragma: no cover - not Linux
        cores = os.cpu_count() or 1
    return max(1, min(cores, 4))


def file_language(doc: ParsedDoc, default_lang: str | None) -> str:
    """A file's language: its front matter's, else the workspace's, else the
    one its first forty blocks are written in (English when unsure)."""
    lang = doc.lang or default_lang
    if lang is None:
        lang = detect_language("\n".join(b.text for b in doc.blocks[:40]), fallback="en")
    return lang or "en"


def _parse_chunk(rels: list[str]) -> list[tuple[str, ParsedDoc | None, str | None]]:
    out: list[tuple[str, ParsedDoc | None, str | None]] = []
    for rel in rels:
        text = _texts.get(rel)
        if text is None:
            out.append((rel, None, None))
            continue
        doc = parse_document(text, rel)
        out.append((rel, doc, file_language(doc, _default_lang)))
    return out


def parse_many(
    rels: Sequence[str],
    texts: Mapping[str, str | None],
    default_lang: str | None,
    processes: int,
    min_files: int | None = None,
) -> Iterator[tuple[str, ParsedDoc | None, str | None]]:
    """(path, parsed document or None for a file that is gone, its language)
    for each path of `rels`, in order; parsed by `processes` forked workers
    when there are `min_files` (default `MIN_FILES`) or more, else here."""
    global _texts, _default_lang
    if processes <= 1 or len(rels) < (MIN_FILES if min_files is None else min_files):
        for rel in rels:
            text = texts.get(rel)
            if text is None:
                yield rel, None, None
                continue
            doc = parse_document(text, rel)
            yield rel, doc, file_language(doc, default_lang)
        return
    chunks = [list(rels[i : i + _CHUNK]) for i in range(0, len(rels), _CHUNK)]
    _texts, _default_lang = texts, default_lang
    if default_lang is None:
        load_model()  # before the fork: the workers share it instead of each loading it
    ctx = multiprocessing.get_context("fork")
    try:
        with ctx.Pool(processes) as pool:
            for got in pool.imap(_parse_chunk, chunks):
                yield from got
    finally:
        _texts, _default_lang = {}, None


__all__ = ["MIN_FILES", "file_language", "parse_many", "workers"]
