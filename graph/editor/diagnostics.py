"""Which edges and problems are diagnostics, on which paragraph, saying what.

Their codes, severity settings and message templates are the catalog's
(`semnet.graph.diagnostic_codes`, which `semnet check` reads too); the items
are built here as plain data and turned into LSP objects only at the edge:

- stance edges (`contradicts`, `in_tension`, `qualifies`, `agrees`) on the
  paragraph at **each** node end, pointing at the other end;
- verdict edges (`graded_as` `grade:inaccurate` / `grade:dubious`) on the
  fact, pointing at its sources and the evidence the judge named;
- the text's problems: broken, ambiguous and malformed links, unknown
  citation keys, bad front matter.

Only current edges count: dismissed, invalidated or otherwise expired ones
are not shown. A judged edge says it is a suggestion; a promoted one does not.
Judged edges have severities of their own (the catalog's `judged.<setting>`
keys, so the noise a judge makes is kept down apart from what the writer
accepted), and `EdgeNoise` (the catalog's `EDGE_FILTERS` settings) says which
origins show at all and the weight below which a judged edge is not shown.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable
from dataclasses import dataclass, field
from typing import Any, Literal

from semnet.graph.diagnostic_codes import (
    CATALOG,
    Code,
    judged_key,
    lookup,
    stance_code,
    verdict_code,
)
from semnet.graph.editor.located import Located
from semnet.graph.editor.navigation import WorkspaceView, block_span, node_label
from semnet.graph.model import EdgeKind, EdgeOrigin, EdgeRec, node_ref, split_ref
from semnet.graph.query.traverse import iter_neighbors

__all__ = [
    "DiagnosticItem",
    "EdgeNoise",
    "Related",
    "edge_diagnostics",
    "files_at_other_ends",
    "files_with_diagnostics",
    "problem_diagnostics",
]

_STANCE = frozenset(
    k.value
    for k in (EdgeKind.CONTRADICTS, EdgeKind.IN_TENSION, EdgeKind.QUALIFIES, EdgeKind.AGREES)
)
_SHOWN_KINDS = frozenset({*_STANCE, EdgeKind.GRADED_AS.value})
_EVIDENCE_KEYS = ("evidence", "against", "sources")


@dataclass(frozen=True, slots=True)
class EdgeNoise:
    """Which edges become diagnostics at all: those of `origins` (None: every
    origin), and of judged ones only those weighing at least `min_weight`."""

    origins: frozenset[str] | None = None
    min_weight: float = 0.0

    def shows(self, rec: EdgeRec) -> bool:
        if self.origins is not None and rec.origin not in self.origins:
            return False
        return rec.origin != EdgeOrigin.JUDGED.value or rec.weight >= self.min_weight


@dataclass(frozen=True, slots=True)
class Related:
    loc: Located
    message: str


@dataclass(frozen=True, slots=True)
class DiagnosticItem:
    """One diagnostic, before it is an LSP object.

    `key` names the setting that decides its severity (`contradicts`,
    `broken_link`, …: the catalog's `setting`); `code` is its code in the
    catalog; `data` travels with it to the client and back in code-action
    requests.
    """

    span: Located
    key: str
    code: Code
    message: str
    origin: Literal["edge", "problem"]
    edge_id: str | None = None
    judged: bool = False
    related: tuple[Related, ...] = ()
    data: dict[str, Any] = field(default_factory=dict)


def _title(view: WorkspaceView, ref: str) -> str:
    kind, addr = split_ref(ref)
    if kind == "node":
        n = view.nodes.get(addr)
        return node_label(n) if n is not None else ref
    return addr


def _sentence(text: str) -> str:
    return text[:1].upper() + text[1:]


def _tail(rec: EdgeRec) -> str:
    parts = []
    if rec.reason:
        parts.append(" ".join(rec.reason.split()))
    if rec.origin == EdgeOrigin.JUDGED.value:
        conf = f"confidence {rec.weight:.2f}; " if rec.weight < 1.0 else ""
        parts.append(f"({conf}promote or dismiss)")
    return (" — " + " ".join(parts)) if parts else ""


def _edges_of(view: WorkspaceView, ref: str) -> Iterable[tuple[EdgeRec, str, str]]:
    for hop in iter_neighbors(view.index, ref, _SHOWN_KINDS, "both"):
        yield hop.edge, hop.direction, hop.other


def edge_diagnostics(
    view: WorkspaceView, rel: str, enabled: Collection[str], noise: EdgeNoise | None = None
) -> list[DiagnosticItem]:
    """The stance and verdict diagnostics of one file (at its blocks' current
    lines): the settings `enabled` names (a judged edge's is `judged.<setting>`),
    of the edges `noise` lets through."""
    noise = noise or EdgeNoise()
    out: list[DiagnosticItem] = []
    spans: list[tuple[str, Located]] = []
    for b in view.blocks(rel):
        if b.node_id is not None:
            spans.append((node_ref(b.node_id), block_span(rel, b)))
    f = view.file_node(rel)
    if f is not None:
        spans.append((node_ref(f.id), Located(rel, 0, 0, 0, 0)))
    for ref, span in spans:
        for rec, direction, other in _edges_of(view, ref):
            if not noise.shows(rec):
                continue
            item = _edge_item(view, rec, direction, other, span, enabled)
            if item is not None:
                out.append(item)
    out.sort(key=lambda d: (d.span.start_line, d.code, d.edge_id or ""))
    return out


def _edge_item(
    view: WorkspaceView,
    rec: EdgeRec,
    direction: str,
    other: str,
    span: Located,
    enabled: Collection[str],
) -> DiagnosticItem | None:
    judged = rec.origin == EdgeOrigin.JUDGED.value
    data = {"edgeId": rec.id, "kind": rec.kind, "origin": rec.origin}
    if rec.kind == EdgeKind.GRADED_AS.value:
        if direction != "out":
            return None
        code = verdict_code(rec.dst.partition(":")[2])
    else:
        code = stance_code(rec.kind)
    entry = CATALOG[code] if code is not None else None
    if entry is None or entry.setting is None:
        return None
    key = judged_key(entry.setting) if judged else entry.setting
    if key not in enabled:
        return None
    if rec.kind == EdgeKind.GRADED_AS.value:
        head = entry.message(by="")
        message = ("Suggested " + head if judged else _sentence(head)) + _tail(rec)
        related = _verdict_related(view, rec)
    else:
        title = _title(view, other)
        head = _sentence(entry.message(incoming=direction != "out", other=f"“{title}”"))
        message = ("Suggested: " if judged else "") + head + _tail(rec)
        loc = view.locate(other) if other.startswith("node:") else None
        related = (Related(loc, title),) if loc is not None else ()
    return DiagnosticItem(span, key, entry.code, message, "edge", rec.id, judged, related, data)


def _verdict_related(view: WorkspaceView, rec: EdgeRec) -> tuple[Related, ...]:
    refs: list[str] = []
    for k in _EVIDENCE_KEYS:
        v = (rec.attrs or {}).get(k)
        for x in [v] if isinstance(v, str) else (v or ()):
            if isinstance(x, str) and x.startswith("node:"):
                refs.append(x)
    for hop in iter_neighbors(view.index, rec.src, {EdgeKind.SOURCED_FROM.value}, "out"):
        refs.append(hop.other)
    out: list[Related] = []
    seen: set[str] = set()
    for r in refs:
        if r in seen:
            continue
        seen.add(r)
        loc = view.locate(r) if r.startswith("node:") else None
        if loc is not None:
            out.append(Related(loc, _title(view, r)))
    return tuple(out)


def problem_diagnostics(
    rel: str, problems: Iterable[dict[str, Any]], enabled: Collection[str]
) -> list[DiagnosticItem]:
    """Broken, ambiguous and malformed links, unknown citations, bad front matter."""
    out = []
    for p in problems:
        entry = lookup(str(p["code"]))
        if entry is None or entry.setting is None or entry.setting not in enabled:
            continue
        line = int(p["line"])
        start, end = int(p.get("start") or 0), int(p.get("end") or 0)
        data = {"problem": entry.code.value, **(p.get("data") or {})}
        out.append(
            DiagnosticItem(
                Located(rel, line, start, line, max(end, start)),
                entry.setting,
                entry.code,
                entry.message(message=str(p["message"])),
                "problem",
                data=data,
            )
        )
    return out


def files_with_diagnostics(view: WorkspaceView) -> set[str]:
    """Every file that may have a diagnostic: problems, or an end of a stance
    or verdict edge."""
    out: set[str] = set()
    for n in view.nodes.values():
        if n.uri and n.attrs and n.attrs.get("problems"):
            out.add(n.uri)
    for rec in view.index.by_id.values():
        if rec.expired_at is not None or rec.kind not in _SHOWN_KINDS:
            continue
        for end in (rec.src, rec.dst):
            if end.startswith("node:"):
                m = view.nodes.get(end[5:])
                if m is not None and m.uri:
                    out.add(m.uri)
    for rel, doc in view.live.items():
        if doc.problems():
            out.add(rel)
    return out


def files_at_other_ends(view: WorkspaceView, node_ids: Iterable[str]) -> set[str]:
    """The files at the far end of the stance and verdict edges of some nodes:
    their diagnostics point here, so they change when these nodes move."""
    out: set[str] = set()
    for nid in node_ids:
        for rec, _direction, other in _edges_of(view, node_ref(nid)):
            refs = [other]
            if rec.kind == EdgeKind.GRADED_AS.value:
                refs = [rec.src]
            for r in refs:
                if r.startswith("node:"):
                    m = view.nodes.get(r[5:])
                    if m is not None and m.uri:
                        out.add(m.uri)
    return out
