"""The edges an inkhaven import plans (see `inkhaven`): linked paragraphs
and events from `metadata.db` (event ticks read as dates), sources and
verdicts from the sidecar files, contradictions from the facts scan, and the
rows of an inkhaven 2.x `edges.db` as they are."""

from __future__ import annotations

import json
import re
import uuid
from collections.abc import Iterable
from datetime import UTC, date, datetime, timedelta
from difflib import SequenceMatcher
from typing import Any

from semnet.graph.importers.inkhaven_markdown import ImportPlan
from semnet.graph.importers.inkhaven_read import LEVELS, IkNode, InkhavenError, Project, check_uuid
from semnet.graph.model import (
    EdgeKind,
    EdgeOrigin,
    EdgeRec,
    NodeKind,
    NodeRec,
    make_rec,
    node_ref,
    to_micros,
)

US = "\x1f"  # separates the parts of a multi-part ref in edges.db
_EXTERN_KINDS = {"source", "work", "locus", "sense"}
_KINDS = {k.value for k in EdgeKind}
_ORIGINS = {o.value for o in EdgeOrigin}


# --------------------------------------------------------------------------- ticks


def _clamp_date(y: int, m: int, d: int) -> date | None:
    if not 1 <= y <= 9999:
        return None
    for day in range(d, 0, -1):
        try:
            return date(y, m, day)
        except ValueError:
            continue
    return None


def _add_months(d: date, n: int) -> date | None:
    y, m = divmod(d.month - 1 + n, 12)
    return _clamp_date(d.year + y, m + 1, d.day)


def ticks_to_date(ticks: int, calendar: str) -> date | None:
    if calendar == "days":
        try:
            return date.fromordinal(ticks + 1)
        except (ValueError, OverflowError):
            return None
    if calendar == "gregorian":
        if ticks < 0:
            return None
        year, rest = divmod(ticks, 360)
        month, day = divmod(rest, 30)
        return _clamp_date(year + 1, month + 1, day + 1)
    return None


def event_period(event: dict[str, Any], calendar: str) -> tuple[int | None, int | None]:
    """[valid_at, invalid_at) of an inkhaven event, in microseconds."""

    def micros(d: date | None) -> int | None:
        return None if d is None else to_micros(datetime(d.year, d.month, d.day, tzinfo=UTC))

    start = ticks_to_date(int(event["start_ticks"]), calendar)
    if start is None:
        return None, None
    if event.get("end_ticks") is not None:
        end = ticks_to_date(int(event["end_ticks"]), calendar)
        if end is not None and end < start:
            end = None
        return micros(start), micros(end)
    precision = str(event.get("precision") or "day").lower()
    end2: date | None
    if precision == "year":
        end2 = _clamp_date(start.year + 1, 1, 1) if start.month == 1 else _add_months(start, 12)
    elif precision == "season":
        end2 = _add_months(start, 3)
    elif precision == "month":
        end2 = _add_months(start, 1)
    elif precision == "week":
        end2 = start + timedelta(days=7)
    else:
        end2 = start + timedelta(days=1)
    return micros(start), micros(end2)


# --------------------------------------------------------------------------- edges


def plan_edges(project: Project, plan: ImportPlan, calendar: str) -> None:
    """Every edge the project states, into `plan` (what cannot be imported
    into `plan.skipped`)."""
    for n in project.nodes.values():
        _node_edges(n, plan, calendar)
    _source_edges(project, plan)
    _verdict_edges(project, plan)
    if project.scan is not None:
        _plan_scan(project, plan)
    for row in project.edges:
        rec = _edge_row(row, plan)
        if rec is not None:
            plan.edges.append(rec)


def _node_edges(n: IkNode, plan: ImportPlan, calendar: str) -> None:
    """A node's linked paragraphs, and the characters and places of its event."""
    ref = node_ref
    for target in n.linked:
        plan.edges.append(make_rec(ref(n.id), EdgeKind.LINKS_TO, ref(target), "imported"))
    if n.event is None:
        return
    valid, invalid = event_period(n.event, calendar)
    attrs = {
        k: n.event[k]
        for k in ("start_ticks", "end_ticks", "precision", "track")
        if n.event.get(k) is not None
    }
    for target in [*n.event["characters"], *n.event["places"]]:
        plan.edges.append(
            make_rec(
                ref(n.id),
                EdgeKind.EVENT_INVOLVES,
                ref(target),
                "imported",
                attrs=dict(attrs),
                valid_at=valid,
                invalid_at=invalid,
            )
        )


def _source_edges(project: Project, plan: ImportPlan) -> None:
    for nid, rec in sorted(project.sources.items()):
        if nid not in plan.nodes:
            plan.skipped.append(f".inkhaven/fact-sources.json: {nid} is not a node of the project")
            continue
        origin = str(rec["origin"]).strip()
        attrs = {"source_origin": origin}
        for k in ("detail", "query", "thread", "created_at"):
            if rec.get(k):
                attrs[k] = rec[k]
        plan.edges.append(
            make_rec(
                node_ref(nid),
                EdgeKind.SOURCED_FROM,
                _work_ref(origin, rec, nid),
                "imported",
                attrs=attrs,
            )
        )


def _verdict_edges(project: Project, plan: ImportPlan) -> None:
    for nid, rec in sorted(project.verdicts.items()):
        if nid not in plan.nodes:
            plan.skipped.append(f".inkhaven/fact-verdicts.json: {nid} is not a node of the project")
            continue
        level = LEVELS[str(rec["level"]).lower()]
        plan.edges.append(
            make_rec(
                node_ref(nid),
                EdgeKind.GRADED_AS,
                f"grade:{level}",
                "judged",
                weight=0.7,
                reason=str(rec.get("reason") or "") or None,
                attrs={
                    "slot": "verdict",
                    "model": "inkhaven-factcheck",
                    **({"checked_at": rec["checked_at"]} if rec.get("checked_at") else {}),
                },
            )
        )


def _work_ref(origin: str, rec: dict[str, Any], nid: str) -> str:
    registry = re.sub(r"[^A-Za-z0-9_.-]+", "-", origin.strip().lower()).strip("-") or "unknown"
    if not registry[0].isalpha():
        registry = "x" + registry
    ident = ""
    for k in ("detail", "query", "thread"):
        v = rec.get(k)
        if isinstance(v, str) and v.strip():
            ident = v.strip()
            break
    ident = re.sub(r"[\x00-\x1f\x7f]", " ", ident).strip() or f"fact {nid}"
    return f"work:{registry}:{ident}"


def _norm(text: str) -> str:
    return " ".join(text.casefold().split())


def _find_text(cands: Iterable[NodeRec], needle: str) -> NodeRec | None:
    want = _norm(needle)
    if not want:
        return None
    best: tuple[float, NodeRec] | None = None
    for n in cands:
        have = _norm(n.text or n.title or "")
        if want in have or (n.title and _norm(n.title) == want):
            return n
        score = SequenceMatcher(None, want, have).ratio() if len(have) < 4000 else 0.0
        if score >= 0.75 and (best is None or score > best[0]):
            best = (score, n)
    return best[1] if best else None


def _plan_scan(project: Project, plan: ImportPlan) -> None:
    assert project.scan is not None
    nodes = plan.nodes
    ik = project.nodes
    facts = [n for n in nodes.values() if n.kind == NodeKind.FACT]
    prose = [n for n in nodes.values() if n.kind == NodeKind.PARAGRAPH]

    def under(n: NodeRec, chapter_ids: set[str]) -> bool:
        cur = ik.get(n.id)
        while cur is not None:
            if cur.id in chapter_ids:
                return True
            cur = ik.get(cur.parent_id) if cur.parent_id else None
        return False

    lang = str(project.scan.get("language") or "")
    for i, f in enumerate(project.scan["findings"]):
        where = f".inkhaven/facts_scan.json: finding {i}"
        chapters = {
            n.id
            for n in ik.values()
            if n.kind == "chapter" and _norm(n.title) == _norm(f["chapter"])
        }
        scope = [p for p in prose if under(p, chapters)] if chapters else prose
        para = _find_text(scope, f["claim"]) or _find_text(prose, f["claim"])
        fact_text = f["fact"]
        fact = _find_text(facts, fact_text)
        if fact is None and ":" in fact_text:
            head, _, tail = fact_text.partition(":")
            fact = _find_text(facts, tail) or _find_text(facts, head)
        if para is None or fact is None:
            what = "the claim" if para is None else "the fact"
            plan.skipped.append(f"{where}: {what} is in no paragraph of the project")
            continue
        plan.edges.append(
            make_rec(
                node_ref(para.id),
                EdgeKind.CONTRADICTS,
                node_ref(fact.id),
                "judged",
                weight=0.7,
                reason=f["detail"],
                attrs={
                    "model": "inkhaven-facts-scan",
                    "claim": f["claim"],
                    **({"lang": lang} if lang else {}),
                    **(
                        {"scan_version": project.scan["version"]}
                        if project.scan.get("version")
                        else {}
                    ),
                },
            )
        )


def _ref_of(kind: str, raw: str, where: str) -> str | None:
    if kind == "node":
        return node_ref(check_uuid(raw, where))
    if kind in _EXTERN_KINDS:
        a, sep, b = raw.partition(US)
        if not sep:
            raise InkhavenError(f"{where}: {kind} reference {raw!r} has no U+001F separator")
        if kind == "source":
            a = check_uuid(a, where)
        if kind == "work":
            a = a.lower()
        return f"{kind}:{a}:{b}"
    if kind == "ili":
        return f"ili:{raw}"
    if kind == "grade":
        level = LEVELS.get(raw.strip().lower())
        return f"grade:{level}" if level else None
    return None


def _edge_row(row: dict[str, Any], plan: ImportPlan) -> EdgeRec | None:
    eid = str(row.get("id"))
    where = f"edges.db: edge {eid}"
    check_uuid(eid, where + ": id")
    kind = str(row.get("kind") or "")
    if kind not in _KINDS:
        plan.skipped.append(f"{where}: kind {kind!r} has no semnet equivalent")
        return None
    src = _ref_of(str(row.get("src_kind")), str(row.get("src_ref")), where + ": src")
    dst = _ref_of(str(row.get("dst_kind")), str(row.get("dst_ref")), where + ": dst")
    if src is None or dst is None:
        side = "src" if src is None else "dst"
        plan.skipped.append(
            f"{where}: endpoint kind {row.get(side + '_kind')!r} has no semnet equivalent"
        )
        return None
    origin = str(row.get("origin") or "imported")
    if origin not in _ORIGINS:
        raise InkhavenError(f"{where}: unknown origin {origin!r}")
    attrs: dict[str, Any] = {}
    raw_attrs = row.get("attrs")
    if raw_attrs not in (None, "", "null"):
        try:
            loaded = json.loads(raw_attrs) if isinstance(raw_attrs, str) else raw_attrs
        except json.JSONDecodeError as exc:
            raise InkhavenError(f"{where}: attrs is not JSON: {exc}") from None
        if isinstance(loaded, dict):
            attrs.update(loaded)
        elif loaded is not None:
            attrs["value"] = loaded
    # semnet re-derives structural and derived edges from the Markdown; what
    # inkhaven derived is kept, as imported data, with its origin noted.
    if origin in ("structural", "derived"):
        attrs["inkhaven_origin"] = origin
        origin = "imported"
    if row.get("created_at") is not None:
        attrs["inkhaven_created_at"] = row["created_at"]
    try:
        raw_weight: Any = row.get("weight")
        weight = float(raw_weight) if raw_weight is not None else 1.0
    except (TypeError, ValueError):
        raise InkhavenError(f"{where}: weight {row.get('weight')!r} is not a number") from None
    if not 0.0 <= weight <= 1.0:
        raise InkhavenError(f"{where}: weight {weight} is outside 0..1")
    return make_rec(
        src,
        kind,
        dst,
        origin,
        weight=weight,
        reason=row.get("reason") or None,
        attrs=attrs,
        edge_id=str(uuid.UUID(eid)),
    )
