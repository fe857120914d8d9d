"""The one catalog of diagnostics: every finding semnet shows, in the editor
(LSP diagnostics) and in `semnet check` (text and `--json`), has one stable
code here, with its severities and its message template.

As marksman keeps its diagnostics as one closed type (`BrokenLink`,
`AmbiguousLink`, …) with a code each, `Code` is the closed set and `CATALOG`
says for each code:

- `check`: its severity in `semnet check` (`error`, `warning`, `note`; the
  exit status counts errors and warnings), or None when the check does not
  report it (`qualifies` and `agrees` are not problems to fix);
- `setting`: the editor setting (`semnet.diagnostics.<setting>`) that sets
  its severity in the editor, and `editor`, that setting's default; None when
  the editor does not show it (`graded-accurate`, `time-bounded`);
- `judged`: for an edge's code, the default of the editor setting
  `semnet.diagnostics.judged.<setting>`, its severity when the edge is a
  judge's suggestion (origin `judged`: the noise a judge makes is kept down
  apart from what the writer accepted; `off` hides it); None for the codes
  that are no edge's;
- `template`: its message, a `str.format` template (`template_in` when read
  from the other end of a directed edge). The parser's and the linker's
  problems bring their own message (`{message}`: it names the link or key).

Beside the codes' own settings, `EDGE_FILTERS` are the editor settings that
say which edges become diagnostics at all (`origins`, `min_weight`), with
their defaults.

The parser and the linker create problems with these codes; the editor and
the check look them up here, so both print the same code for one finding.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from types import MappingProxyType
from typing import Literal

__all__ = [
    "CATALOG",
    "EDGE_FILTERS",
    "JUDGED",
    "CheckSeverity",
    "Code",
    "EdgeFilters",
    "EditorSeverity",
    "Entry",
    "editor_defaults",
    "judged_defaults",
    "judged_key",
    "lookup",
    "stance_code",
    "verdict_code",
]

CheckSeverity = Literal["error", "warning", "note"]
EditorSeverity = Literal["error", "warning", "information", "hint"]
JudgedSeverity = Literal["error", "warning", "information", "hint", "off"]

# The group of editor settings for judged edges: `judged.contradicts`, …
JUDGED = "judged"


@dataclass(frozen=True, slots=True)
class EdgeFilters:
    """The editor settings that say which edges are diagnostics at all, with
    their defaults: the origins shown (structural and derived edges are not),
    and the weight a judged edge needs."""

    origins: tuple[str, ...] = ("authorial", "promoted", "judged", "imported")
    min_weight: float = 0.0


EDGE_FILTERS = EdgeFilters()


class Code(StrEnum):
    """Every diagnostic code semnet prints (the closed set)."""

    # stance edges, on the paragraph or fact at each end
    CONTRADICTS = "contradicts"
    IN_TENSION = "in-tension"
    QUALIFIES = "qualifies"
    AGREES = "agrees"
    # verdicts (`graded_as`), on the fact
    GRADED_INACCURATE = "graded-inaccurate"
    GRADED_DUBIOUS = "graded-dubious"
    GRADED_ACCURATE = "graded-accurate"
    # a fact closed by a later one about the same slot
    TIME_BOUNDED = "time-bounded"
    # what the linker finds
    BROKEN_LINK = "broken-link"
    AMBIGUOUS_LINK = "ambiguous-link"
    UNKNOWN_CITATION = "unknown-citation"
    # what the parser finds
    MALFORMED_LINK = "malformed-link"
    BAD_FRONT_MATTER = "bad-front-matter"
    BAD_DATE = "bad-date"
    UNKNOWN_ENTITY_TYPE = "unknown-entity-type"
    BAD_LANG = "bad-lang"
    BAD_BIBTEX = "bad-bibtex"
    # what the decisions journal finds: two branches decided one relation differently
    DECISION_CONFLICT = "decision-conflict"


@dataclass(frozen=True, slots=True)
class Entry:
    """What the catalog says about one code (see the module docstring)."""

    code: Code
    what: str
    check: CheckSeverity | None
    setting: str | None
    editor: EditorSeverity
    template: str
    template_in: str | None = None
    judged: JudgedSeverity | None = None

    def message(self, *, incoming: bool = False, **fields: str) -> str:
        """The message, from the other end's side when `incoming`."""
        template = self.template_in if incoming and self.template_in else self.template
        return template.format(**fields)


def _problem(code: Code, what: str, setting: str = "parse_problem") -> Entry:
    return Entry(code, what, "warning", setting, "warning", "{message}")


CATALOG: Mapping[Code, Entry] = MappingProxyType(
    {
        e.code: e
        for e in (
            Entry(
                Code.CONTRADICTS,
                "two statements that cannot both hold",
                "error",
                "contradicts",
                "warning",
                "contradicts {other}",
                judged="warning",
            ),
            Entry(
                Code.IN_TENSION,
                "two statements that pull against each other",
                "warning",
                "in_tension",
                "warning",
                "in tension with {other}",
                judged="information",
            ),
            Entry(
                Code.QUALIFIES,
                "a statement that narrows another",
                None,
                "qualifies",
                "information",
                "qualifies {other}",
                "qualified by {other}",
                judged="off",
            ),
            Entry(
                Code.AGREES,
                "two statements that say the same",
                None,
                "agrees",
                "hint",
                "agrees with {other}",
                judged="off",
            ),
            Entry(
                Code.GRADED_INACCURATE,
                "a fact graded inaccurate",
                "error",
                "inaccurate",
                "warning",
                "verdict: inaccurate{by}",
                judged="warning",
            ),
            Entry(
                Code.GRADED_DUBIOUS,
                "a fact graded dubious",
                "warning",
                "dubious",
                "information",
                "verdict: dubious{by}",
                judged="information",
            ),
            Entry(
                Code.GRADED_ACCURATE,
                "a fact graded accurate",
                "note",
                None,
                "hint",
                "verdict: accurate{by}",
            ),
            Entry(
                Code.TIME_BOUNDED,
                "a fact closed by a later one about the same slot",
                "note",
                None,
                "hint",
                "{subject}: holds until {until}{then}",
            ),
            _problem(Code.BROKEN_LINK, "a link to no note, heading or block", "broken_link"),
            _problem(Code.AMBIGUOUS_LINK, "a wiki link naming several notes", "ambiguous_link"),
            _problem(
                Code.UNKNOWN_CITATION,
                "a citation key in no bibliography or source note",
                "unknown_citation",
            ),
            _problem(Code.MALFORMED_LINK, "an empty or unclosed wiki link"),
            _problem(Code.BAD_FRONT_MATTER, "front matter that does not parse or close"),
            _problem(Code.BAD_DATE, "a date field that is not a date"),
            _problem(Code.UNKNOWN_ENTITY_TYPE, "a front matter `type` semnet does not know"),
            _problem(Code.BAD_LANG, "a front matter `lang` that is not a language code"),
            _problem(Code.BAD_BIBTEX, "a `.bib` file that does not parse"),
            Entry(
                Code.DECISION_CONFLICT,
                "a relation two branches decided differently (both sides)",
                "warning",
                None,
                "warning",
                "decisions disagree on {kind} with {other}: {sides}; the latest stands"
                " (decide again, or `semnet graph keep {edge}`)",
            ),
        )
    }
)

_STANCES = {
    "contradicts": Code.CONTRADICTS,
    "in_tension": Code.IN_TENSION,
    "qualifies": Code.QUALIFIES,
    "agrees": Code.AGREES,
}
_VERDICTS = {
    "inaccurate": Code.GRADED_INACCURATE,
    "dubious": Code.GRADED_DUBIOUS,
    "accurate": Code.GRADED_ACCURATE,
}


def lookup(code: str) -> Entry | None:
    """The entry of a code as stored or sent (None for a code not in the catalog)."""
    try:
        return CATALOG[Code(code)]
    except ValueError:
        return None


def stance_code(edge_kind: str) -> Code | None:
    """The code of a stance edge kind (`in_tension` → `in-tension`)."""
    return _STANCES.get(edge_kind)


def verdict_code(level: str) -> Code | None:
    """The code of a verdict level (`dubious` → `graded-dubious`)."""
    return _VERDICTS.get(level)


def editor_defaults() -> dict[str, EditorSeverity]:
    """Editor setting → its default severity (one setting may cover several codes)."""
    out: dict[str, EditorSeverity] = {}
    for e in CATALOG.values():
        if e.setting is not None:
            out.setdefault(e.setting, e.editor)
    return out


def judged_key(setting: str) -> str:
    """The severity key of a judged edge's diagnostic (`judged.contradicts`)."""
    return f"{JUDGED}.{setting}"


def judged_defaults() -> dict[str, JudgedSeverity]:
    """Editor setting → the default severity of its judged edges (the settings
    `judged.<setting>`)."""
    out: dict[str, JudgedSeverity] = {}
    for e in CATALOG.values():
        if e.setting is not None and e.judged is not None:
            out.setdefault(e.setting, e.judged)
    return out
