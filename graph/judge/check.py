"""`semnet check`: the batch job, as a function the CLI and tests share.

Index the workspace (one run), run the offline rules judge over every fact
(a run below it), and gather the findings, grouped by file. Codes,
severities and messages are the diagnostic catalog's
(`semnet.graph.diagnostic_codes`, which the editor reads too), so a finding
has the same code here as in the editor:

| code | severity | what |
|---|---|---|
| `contradicts` | error | two statements that cannot both hold (both locations, the reason) |
| `in-tension` | warning | two statements that pull against each other |
| `graded-inaccurate` / `graded-dubious` / `graded-accurate` | error / warning / note | a verdict |
| `time-bounded` | note | a fact closed by a later one about the same slot ("until 2024-03-01") |
| `decision-conflict` | warning | two branches decided one relation differently (both sides) |
| `broken-link`, `unknown-citation`, `bad-date`, … | warning | the index's problems |

`exit_code` is 0 when there is no error or warning (notes do not count) and
1 otherwise, like a linter. `codes` and `severities` keep only the findings
asked for (the counts and the exit code follow them); `progress` hears of
each file indexed and of the judging.
"""

from __future__ import annotations

import os
from collections import Counter
from collections.abc import Callable, Collection
from datetime import datetime
from pathlib import Path
from typing import Any

from pydantic import Field
from semnet.graph.diagnostic_codes import (
    CATALOG,
    CheckSeverity,
    Code,
    lookup,
    stance_code,
    verdict_code,
)
from semnet.graph.judge.base import JudgeError
from semnet.graph.judge.config import load_judge_settings
from semnet.graph.judge.persist import run_offline_judge
from semnet.graph.judge.results import OfflineSummary
from semnet.graph.judge.rules import clean_text
from semnet.graph.judge.temporal import is_slot_edge
from semnet.graph.manuscript.indexer import Indexer, IndexSummary
from semnet.graph.manuscript.journal_sync import JournalSync
from semnet.graph.manuscript.lift import Problem
from semnet.graph.model import NodeRec, from_micros
from semnet.graph.query.views import Wire
from semnet.graph.store.edge_store import EdgeStore

Severity = CheckSeverity
_STANCE_CODES = (Code.CONTRADICTS, Code.IN_TENSION)
_RANK = {"error": 0, "warning": 1, "note": 2}


class Location(Wire):
    uri: str | None = None
    line: int = 0  # 0-based
    character: int = 0
    end_line: int | None = None
    end_character: int | None = None
    ref: str | None = None
    title: str | None = None

    def label(self) -> str:
        if self.uri is None:
            return self.ref or "?"
        return f"{self.uri}:{self.line + 1}"


class Finding(Wire):
    code: Code
    severity: Severity
    message: str
    location: Location
    related: list[Location] = Field(default_factory=list)
    reason: str | None = None
    edge_id: str | None = None
    origin: str | None = None
    model: str | None = None
    confidence: float | None = None
    cross_source: bool | None = None


class FileFindings(Wire):
    uri: str
    findings: list[Finding]


class Counts(Wire):
    errors: int = 0
    warnings: int = 0
    notes: int = 0
    total: int = 0


class CheckReport(Wire):
    root: str
    index_run_id: str | None = None
    judge_run_id: str | None = None
    index: dict[str, Any] = Field(default_factory=dict)
    judge: dict[str, Any] = Field(default_factory=dict)
    config_error: str | None = None
    files: list[FileFindings]
    counts: Counts
    by_code: dict[str, int] = Field(default_factory=dict)
    clean: bool


# (phase, done, total, item): phase "index" per file, then "judge".
CheckProgress = Callable[[str, int, int, str], None]


def _loc(node: NodeRec | None, ref: str) -> Location:
    if node is None:
        return Location(ref=ref)
    end_line = node.end_line - 1 if node.end_line is not None else None
    return Location(
        uri=node.uri,
        line=node.start_line or 0,
        character=0,
        end_line=end_line,
        end_character=node.end_char if node.text is not None else None,
        ref=ref,
        title=node.title,
    )


def _node(store: EdgeStore, ref: str) -> NodeRec | None:
    return store.nodes.get(ref[5:]) if ref.startswith("node:") else None


def _quote(text: str | None, n: int = 60) -> str:
    t = clean_text(text or "")
    return "“" + (t if len(t) <= n else t[: n - 1] + "…") + "”"


def _key(loc: Location) -> tuple[str, int, int]:
    return (loc.uri or "~", loc.line, loc.character)


def _iso_day(micros: int | None) -> str:
    dt = from_micros(micros)
    if dt is None:
        return "?"
    return dt.date().isoformat() if dt.time() == datetime.min.time() else dt.isoformat()


def _severity(code: Code) -> Severity:
    sev = CATALOG[code].check
    assert sev is not None, f"{code} is not reported by semnet check"
    return sev


def stance_findings(store: EdgeStore) -> list[Finding]:
    out = []
    for rec in store.index.by_id.values():
        code = stance_code(rec.kind)
        if rec.expired_at is not None or code not in _STANCE_CODES:
            continue
        assert code is not None
        a, b = _loc(_node(store, rec.src), rec.src), _loc(_node(store, rec.dst), rec.dst)
        if _key(b) < _key(a):
            a, b = b, a
        other = _node(store, b.ref or "")
        where = f"{b.label()} {_quote(other.text if other else b.title)}"
        out.append(
            Finding(
                code=code,
                severity=_severity(code),
                message=CATALOG[code].message(other=where),
                location=a,
                related=[b],
                reason=rec.reason,
                edge_id=rec.id,
                origin=rec.origin,
                model=rec.attrs.get("model"),
                confidence=round(rec.weight, 4),
                cross_source=rec.attrs.get("cross_source"),
            )
        )
    return out


def verdict_findings(store: EdgeStore) -> list[Finding]:
    out = []
    for rec in store.index.by_id.values():
        if rec.expired_at is not None or rec.kind != "graded_as":
            continue
        code = verdict_code(rec.dst.partition(":")[2])
        if code is None:
            continue
        who = "the writer" if rec.origin == "authorial" else (rec.attrs.get("model") or rec.origin)
        out.append(
            Finding(
                code=code,
                severity=_severity(code),
                message=CATALOG[code].message(by=f", by {who}"),
                location=_loc(_node(store, rec.src), rec.src),
                reason=rec.reason,
                edge_id=rec.id,
                origin=rec.origin,
                model=rec.attrs.get("model"),
                confidence=round(rec.weight, 4),
            )
        )
    return out


def temporal_findings(store: EdgeStore) -> list[Finding]:
    out: list[Finding] = []
    closed = [r for r in store.retired_edges(("invalidated", "superseded")) if is_slot_edge(r)]
    if not closed:
        return out
    causes: dict[str, str | None] = {}
    for ev in store.events_for(r.id for r in closed):
        if ev.event in ("invalidated", "superseded"):
            causes[ev.edge_id] = ev.caused_by_edge_id
    entry = CATALOG[Code.TIME_BOUNDED]
    for rec in closed:
        node = _node(store, rec.src)
        cause_id = causes.get(rec.id)
        cause = store.find_edge(cause_id) if cause_id else None
        related: list[Location] = []
        then = ""
        if cause is not None:
            cnode = _node(store, cause.src)
            loc = _loc(cnode, cause.src)
            related.append(loc)
            then = f", then {_quote(cnode.text if cnode else None)} ({loc.label()})"
        subject = _node(store, rec.dst)
        who = subject.title if subject else rec.dst
        out.append(
            Finding(
                code=entry.code,
                severity=_severity(entry.code),
                message=entry.message(
                    subject=who or rec.dst, until=_iso_day(rec.invalid_at), then=then
                ),
                location=_loc(node, rec.src),
                related=related,
                reason=rec.reason,
                edge_id=rec.id,
                origin=rec.origin,
                model=rec.attrs.get("model"),
            )
        )
    return out


def decision_findings(store: EdgeStore, sync: JournalSync | None) -> list[Finding]:
    """Conflicts in the decisions journal: a relation two branches decided
    differently, with both sides (`graph/manuscript/journal_sync.py`)."""
    out: list[Finding] = []
    entry = CATALOG[Code.DECISION_CONFLICT]
    for c in sync.conflicts if sync is not None else ():
        a, b = _loc(_node(store, c.src), c.src), _loc(_node(store, c.dst), c.dst)
        sides = []
        for side in c.sides:
            st, d = side.state, side.decision
            what = "deleted" if st is None else (st.retired or st.origin)
            sides.append(f"{d.event} → {what} (run {(d.run or '?')[-8:]}, {_iso_day(d.at)})")
        out.append(
            Finding(
                code=entry.code,
                severity=_severity(entry.code),
                message=entry.message(
                    kind=c.kind.replace("_", " "),
                    other=b.label(),
                    sides=" vs ".join(sides),
                    edge=c.edge_id,
                ),
                location=a,
                related=[b],
                edge_id=c.edge_id,
            )
        )
    return out


def problem_findings(problems: list[Problem]) -> list[Finding]:
    out = []
    for p in problems:
        entry = lookup(p.code)
        if entry is None or entry.check is None:
            continue
        out.append(
            Finding(
                code=entry.code,
                severity=entry.check,
                message=entry.message(message=p.message),
                location=Location(
                    uri=p.uri,
                    line=p.line,
                    character=p.start,
                    end_line=p.line,
                    end_character=p.end,
                    ref=f"node:{p.node_id}",
                ),
            )
        )
    return out


def group(findings: list[Finding]) -> tuple[list[FileFindings], Counts]:
    files: dict[str, list[Finding]] = {}
    counts = Counts()
    for f in findings:
        files.setdefault(f.location.uri or "(no file)", []).append(f)
        counts.total += 1
        if f.severity == "error":
            counts.errors += 1
        elif f.severity == "warning":
            counts.warnings += 1
        else:
            counts.notes += 1
    grouped = [
        FileFindings(
            uri=uri,
            findings=sorted(
                fs,
                key=lambda f: (
                    f.location.line,
                    f.location.character,
                    _RANK[f.severity],
                    f.code,
                    f.message,
                ),
            ),
        )
        for uri, fs in sorted(files.items())
    ]
    return grouped, counts


def _config_error(indexer: Indexer) -> str | None:
    msg = indexer.config_error
    if not msg:
        return None
    # [judge] is read by graph/judge/config.py, not by the workspace config.
    prefix = "semnet.toml: "
    body = msg.removeprefix(prefix)
    parts = [p for p in body.split("; unknown ") if "[judge]" not in p]
    kept = "; unknown ".join(parts).strip()
    if not kept or kept.startswith("known keys"):
        return None
    return prefix + kept


def run_check(
    root: str | os.PathLike[str],
    *,
    store: EdgeStore | None = None,
    lock_timeout: float = 10.0,
    progress: CheckProgress | None = None,
    codes: Collection[str] | None = None,
    severities: Collection[str] | None = None,
) -> CheckReport:
    """Index, lift, judge and report (see the module docstring)."""
    root_path = Path(root).resolve()
    own = store is None
    st = (
        store
        if store is not None
        else EdgeStore.for_workspace(root_path, lock_timeout=lock_timeout)
    )
    try:
        try:
            st.dismissal_cooldown = load_judge_settings(root_path).cooldown_micros()
        except JudgeError:
            pass  # (the CLI reports a bad [judge] table before it gets here)
        indexer = Indexer(st, root_path)
        tick = (lambda done, total, rel: progress("index", done, total, rel)) if progress else None
        summary: IndexSummary = indexer.index_workspace(tick)
        if progress is not None:
            progress("judge", 0, 1, "")
        judged: OfflineSummary = run_offline_judge(st, parent_run_id=summary.run_id, force=True)
        findings = [
            *stance_findings(st),
            *verdict_findings(st),
            *temporal_findings(st),
            *decision_findings(st, summary.journal),
            *problem_findings(indexer.problems()),
        ]
        findings = [
            f
            for f in findings
            if (not codes or f.code in codes) and (not severities or f.severity in severities)
        ]
        files, counts = group(findings)
        by_code = Counter(f.code for f in findings)
        return CheckReport(
            root=str(root_path),
            index_run_id=summary.run_id,
            judge_run_id=judged.run_id,
            index={
                "files": summary.files,
                "changed": len(summary.changed),
                "deleted": len(summary.deleted),
                "nodes": summary.nodes,
            },
            judge=judged.wire(),
            config_error=_config_error(indexer),
            files=files,
            counts=counts,
            by_code=dict(sorted(by_code.items(), key=lambda x: (-x[1], x[0]))),
            clean=counts.errors == 0 and counts.warnings == 0,
        )
    finally:
        if own:
            st.close()


def exit_code(report: CheckReport) -> int:
    return 0 if report.clean else 1


def format_report(report: CheckReport) -> str:
    """The human-readable report: findings by file, then a summary line."""
    lines: list[str] = []
    for ff in report.files:
        lines.append(ff.uri)
        for f in ff.findings:
            pos = f"{f.location.line + 1}:{f.location.character + 1}"
            text = f.message
            if f.reason and f.code in _STANCE_CODES:
                text = f"{f.reason} — {f.message}"
            elif f.reason and f.code == Code.TIME_BOUNDED:
                text = f"{f.reason}; {f.message.split(': ', 1)[-1]}"
            elif f.reason and f.code.startswith("graded-"):
                text = f"{f.message}: {f.reason}"
            tags = [t for t in (f.model, "cross-source" if f.cross_source else None) if t]
            if f.origin in ("promoted", "authorial") and f.code in _STANCE_CODES:
                tags.append(f.origin)
            tail = f"  [{', '.join(tags)}]" if tags else ""
            lines.append(f"  {pos:>7}  {f.severity:<7}  {f.code:<16} {text}{tail}")
    c = report.counts
    if c.total == 0:
        lines.append("no findings")
    else:
        parts = []
        for n, word in ((c.errors, "error"), (c.warnings, "warning"), (c.notes, "note")):
            if n:
                parts.append(f"{n} {word}{'s' if n != 1 else ''}")
        nfiles = len(report.files)
        lines.append(
            f"{c.total} finding{'s' if c.total != 1 else ''} in {nfiles} "
            f"file{'s' if nfiles != 1 else ''}: " + ", ".join(parts)
        )
        lines.append("by code: " + ", ".join(f"{k} {v}" for k, v in report.by_code.items()))
    return "\n".join(lines)
