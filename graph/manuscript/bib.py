"""Load BibTeX files (bibtexparser 2.x). Malformed input gives problems, never exceptions."""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from pathlib import Path

from bibtexparser.entrypoint import parse_string
from bibtexparser.model import (
    DuplicateBlockKeyBlock,
    DuplicateFieldKeyBlock,
    Entry,
    ParsingFailedBlock,
)

# bibtexparser logs each failed block; those failures are reported as problems here, so
# keep the library from printing them through logging's last-resort stderr handler.
# (Records still propagate to any handler the application configures.)
logging.getLogger("bibtexparser").addHandler(logging.NullHandler())


@dataclass(slots=True)
class BibEntry:
    """One entry. ``fields`` has lower-cased names and every field's value (braces of
    the outer delimiter removed, LaTeX escapes left as written)."""

    key: str
    entry_type: str
    title: str | None
    author: str | None
    year: str | None
    fields: dict[str, str]
    line: int = 0  # 0-based line of the entry's ``@type{`` in the file


@dataclass(slots=True)
class BibLoad:
    entries: list[BibEntry] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)

    def by_key(self) -> dict[str, BibEntry]:
        return {e.key: e for e in self.entries}


def _failure_message(block: ParsingFailedBlock) -> str:
    error = block.error
    reason = getattr(error, "abort_reason", None)
    if isinstance(block, DuplicateBlockKeyBlock):
        return f"duplicate entry key {block.key!r} (the first one is kept)"
    if isinstance(block, DuplicateFieldKeyBlock):
        entry = block.ignore_error_block
        key = getattr(entry, "key", "?")
        return (
            f"entry {key!r} repeats field(s) "
            + ", ".join(sorted(block.duplicate_keys))
            + " (the first value is kept)"
        )
    if reason:
        return " ".join(str(reason).split())
    text = " ".join(str(error).split()) if error is not None else ""
    raw = block.raw or ""
    return text or f"malformed block: {' '.join(raw[:60].split())!r}"


def _unenclose(value: str) -> str:
    if len(value) >= 2 and (
        (value[0] == "{" and value[-1] == "}") or (value[0] == '"' and value[-1] == '"')
    ):
        return value[1:-1].strip()
    return value


def parse_bib(text: str, origin: str = "<bib>") -> BibLoad:
    """Parse BibTeX text. ``origin`` (a path) prefixes problem messages."""
    result = BibLoad()
    try:
        library = parse_string(text)
    except Exception as exc:  # the library should not raise, but never let it escape
        result.problems.append(f"{origin}: could not parse BibTeX: {exc}")
        return result
    entries: list[Entry] = list(library.entries)
    raw_entries: set[int] = set()  # entries the middleware did not see
    for block in library.failed_blocks:
        line = (block.start_line or 0) + 1
        try:
            message = _failure_message(block)
        except Exception:  # pragma: no cover - defensive
            message = "malformed block"
        result.problems.append(f"{origin}:{line}: {message}")
        if isinstance(block, DuplicateFieldKeyBlock) and isinstance(
            block.ignore_error_block, Entry
        ):
            entries.append(block.ignore_error_block)
            raw_entries.add(id(block.ignore_error_block))
    entries.sort(key=lambda e: e.start_line or 0)
    for entry in entries:
        fields: dict[str, str] = {}
        raw = id(entry) in raw_entries
        for f in entry.fields:
            name = str(f.key).lower()
            if name not in fields:
                value = str(f.value).strip()
                fields[name] = _unenclose(value) if raw else value
        result.entries.append(
            BibEntry(
                key=str(entry.key).strip(),
                entry_type=str(entry.entry_type).lower(),
                title=fields.get("title") or None,
                author=fields.get("author") or fields.get("editor") or None,
                year=fields.get("year") or (fields.get("date") or "")[:4] or None,
                fields=fields,
                line=entry.start_line or 0,
            )
        )
    return result


def load_bib(path: str | Path) -> BibLoad:
    """Load one ``.bib`` file: its entries, and problems (unreadable file, bad blocks)."""
    p = Path(path)
    try:
        data = p.read_bytes()
    except OSError as exc:
        return BibLoad(problems=[f"{p}: cannot read: {exc.strerror or exc}"])
    problems: list[str] = []
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        text = data.decode("latin-1")
        problems.append(f"{p}: not UTF-8 (byte {exc.start}); read as Latin-1")
    result = parse_bib(text, str(p))
    result.problems[:0] = problems
    return result


__all__ = ["BibEntry", "BibLoad", "load_bib", "parse_bib"]
