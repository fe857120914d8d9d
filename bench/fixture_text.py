"""Text helpers and plan records of the synthetic fixture: transliteration,
slugs, front matter, dates; the entities, chapters, fact notes and counts
the generator plans."""

from __future__ import annotations

import datetime as dt
import json
import re
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Final, Literal

_CYRILLIC: Final = dict(
    zip(
        "абвгдеёжзийклмнопрстуфхцчшщъыьэюя",
        (
            "a",
            "b",
            "v",
            "g",
            "d",
            "e",
            "yo",
            "zh",
            "z",
            "i",
            "y",
            "k",
            "l",
            "m",
            "n",
            "o",
            "p",
            "r",
            "s",
            "t",
            "u",
            "f",
            "kh",
            "ts",
            "ch",
            "sh",
            "shch",
            "",
            "y",
            "",
            "e",
            "yu",
            "ya",
        ),
        strict=True,
    )
)
_GERMAN_FOLD: Final = {"ä": "ae", "ö": "oe", "ü": "ue", "Ä": "Ae", "Ö": "Oe", "Ü": "Ue", "ß": "ss"}


def translit(text: str) -> str:
    out: list[str] = []
    for ch in text:
        low = ch.lower()
        if low in _CYRILLIC:
            latin = _CYRILLIC[low]
            out.append(latin[:1].upper() + latin[1:] if ch != low else latin)
        else:
            out.append(ch)
    return "".join(out)


def ascii_fold(text: str, *, german: bool = False) -> str:
    if german:
        text = "".join(_GERMAN_FOLD.get(ch, ch) for ch in text)
    text = text.replace("ß", "ss")
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def slug(text: str) -> str:
    folded = ascii_fold(translit(text), german=True).lower()
    out: list[str] = []
    for ch in folded:
        if ch.isascii() and ch.isalnum():
            out.append(ch)
        elif out and out[-1] != "-":
            out.append("-")
    return "".join(out).strip("-")


def cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def words(text: str) -> int:
    return len(text.split())


def _quote(value: str) -> str:
    return json.dumps(value, ensure_ascii=False)


# Values YAML reads back as the same string without quotes (no yes/no/on/off).
_BARE: Final = re.compile(r"(?!(?:yes|no|on|off|true|false|null)$)[a-z][a-z0-9]*")


def front_matter(fields: Sequence[tuple[str, str | int | Sequence[str]]]) -> list[str]:
    lines = ["---"]
    for key, value in fields:
        if isinstance(value, str):
            bare = _BARE.fullmatch(value) is not None
            lines.append(f"{key}: {value if bare else _quote(value)}")
        elif isinstance(value, int):
            lines.append(f"{key}: {value}")
        else:
            lines.append(f"{key}: [{', '.join(_quote(v) for v in value)}]")
    lines.append("---")
    return lines


def date_text(day: dt.date, precision: int) -> str:
    if precision == 0:
        return f"{day.year:04d}"
    if precision == 1:
        return f"{day.year:04d}-{day.month:02d}"
    return day.isoformat()


@dataclass
class Entity:
    kind: Literal["character", "place", "glossary"]
    title: str
    aliases: list[str]
    stem: str
    lang: str  # language of the note's own prose
    by_lang: dict[str, str]  # the form a writer in that language would use
    short: str  # shown text for ``[[Title|short]]``
    gender: int = 0  # 0 masculine, 1 feminine (characters)
    history: str = ""  # place notes: the heading ``[[Place#History]]`` points at
    history_anchor: str = ""

    @property
    def folder(self) -> str:
        return {"character": "characters", "place": "places", "glossary": "glossary"}[self.kind]

    def names(self) -> list[str]:
        return [self.title, *self.aliases]

    def resolution_keys(self) -> set[str]:
        """Every string this note resolves by, case-folded."""
        return {n.casefold() for n in (*self.names(), self.stem)}


@dataclass
class Chapter:
    book: int
    number: int
    stem: str
    path: str  # workspace-relative
    title: str
    lang: str
    headings: dict[int, str]  # paragraph index -> heading text before it
    blocks: dict[int, str]  # paragraph index -> block id
    list_items: frozenset[int]


@dataclass
class Note:
    """A fact note under construction: its blocks, and where each fact lands."""

    path: str
    header: list[str]
    blocks: list[str] = field(default_factory=list)

    def add(self, text: str) -> int:
        self.blocks.append(text)
        return len(self.blocks) - 1

    def line_of(self, index: int) -> int:
        # header lines, a blank line, then one block and one blank line each
        return len(self.header) + 2 + 2 * index


@dataclass
class Counts:
    links: int = 0
    broken_links: int = 0
    events: int = 0
    citations: int = 0
    unknown_citations: int = 0
    mentions: int = 0
    block_ids: int = 0
    headings: int = 0
    files: int = 0
    bytes: int = 0
