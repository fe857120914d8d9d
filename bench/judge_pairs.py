"""Per-pair outcomes of the in-memory rules judge on evaluation sets, kept
without the pairs' text, and the pairs two such runs disagree on (how a
change to the judge is checked pair by pair, on sets that must not be read).

    python -m semnet.bench.judge_pairs run OUT.json SET.jsonl …
    python -m semnet.bench.judge_pairs diff BEFORE.json AFTER.json
    python -m semnet.bench.judge_pairs summary RUN.json [SET]

A record: set, id, label, group (language, or `xx` across languages),
category, got (the stance found, `none` when nothing), rule (the finding's
rule name) and, for a miss, the stage at which the pair was lost. `diff`
prints one line per pair whose stance or rule changed, and the count of
pairs gained and lost per label. `summary` prints, per set and per group,
the pairs found and the precision and recall of each stance, and where the
misses were lost.
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from multiprocessing import Pool
from pathlib import Path
from typing import Any

from semnet.bench.judge import EvalPair, finding_in_memory, load_set
from semnet.bench.judge_stages import stage_of


def _record(job: tuple[str, EvalPair]) -> dict[str, Any]:
    name, pair = job
    f = finding_in_memory(pair)
    got = "none" if f is None else f.stance.value
    if got == "qualifies" and f is not None and f.qualifier == "a":
        got = "qualifies-reversed"
    rec = {"set": name, "id": pair.id, "label": pair.label, "group": pair.group,
           "category": pair.category, "got": got, "rule": f.rule if f else ""}  # fmt: skip
    if got != pair.label:
        rec["stage"] = f"judged {got}" if pair.label == "none" else stage_of(pair)
    return rec


def run(out: str, sets: list[str], processes: int = 2) -> list[dict[str, Any]]:
    """Judge every pair of every set; write the records to `out` as JSON."""
    jobs = [(Path(path).stem, pair) for path in sets for pair in load_set(path)]
    with Pool(processes) as pool:
        records = pool.map(_record, jobs, chunksize=50)
    Path(out).write_text(json.dumps(records, ensure_ascii=False), encoding="utf-8")
    return records


def diff(before: list[dict[str, Any]], after: list[dict[str, Any]]) -> list[str]:
    """One line per pair whose stance or rule changed, then the totals."""
    old = {(r["set"], r["id"]): r for r in before}
    lines, gained, lost = [], Counter[str](), Counter[str]()
    for r in after:
        o = old.get((r["set"], r["id"]))
        if o is None or (o["got"], o["rule"]) == (r["got"], r["rule"]):
            continue
        was, now = o["got"] == r["label"], r["got"] == r["label"]
        mark = "+" if now and not was else "-" if was and not now else "~"
        gained[r["label"]] += mark == "+"
        lost[r["label"]] += mark == "-"
        lines.append(f"{mark} {r['set']}:{r['id']} {r['label']} {o['got']}/{o['rule']} -> "
                     f"{r['got']}/{r['rule']}")  # fmt: skip
    lines.append(f"gained {sum(gained.values())} {dict(+gained)}; "
                 f"lost {sum(lost.values())} {dict(+lost)}")  # fmt: skip
    return lines


def summary(records: list[dict[str, Any]], only: str = "") -> list[str]:
    """Per set and per group: found/labelled and precision per stance; the stages."""
    rows = [r for r in records if not only or r["set"] == only]
    lines = []

    def cells(rs: list[dict[str, Any]]) -> str:
        out = []
        for st in ("contradicts", "agrees", "qualifies", "in_tension"):
            tp = sum(r["got"] == st == r["label"] for r in rs)
            lab = sum(r["label"] == st for r in rs)
            got = sum(r["got"] == st for r in rs)
            rec = f"{tp / lab:.3f}" if lab else "-"
            prec = f"{tp / got:.3f}" if got else "-"
            out.append(f"{st[:5]} {tp}/{lab} R {rec} P {prec} ({got - tp} false)")
        return "  ".join(out)

    for key in ("set", "group"):
        for name in sorted({r[key] for r in rows}):
            lines.append(f"{name:<16} {cells([r for r in rows if r[key] == name])}")
        lines.append("")
    lines.append(f"{'all':<16} {cells(rows)}")
    stages = Counter(r["stage"] for r in rows if "stage" in r and r["label"] != "none")
    lines.append(
        "stages of missed pairs: " + ", ".join(f"{k} {v}" for k, v in stages.most_common())
    )
    return lines


def _load(path: str) -> list[dict[str, Any]]:
    records: list[dict[str, Any]] = json.loads(Path(path).read_text(encoding="utf-8"))
    return records


def main(argv: list[str]) -> int:
    if len(argv) >= 3 and argv[0] == "run":
        records = run(argv[1], argv[2:])
        right = sum(r["got"] == r["label"] for r in records)
        print(f"{len(records)} pairs, {right} judged as labelled")
        return 0
    if len(argv) == 3 and argv[0] == "diff":
        print("\n".join(diff(_load(argv[1]), _load(argv[2]))))
        return 0
    if len(argv) in (2, 3) and argv[0] == "summary":
        records = json.loads(Path(argv[1]).read_text(encoding="utf-8"))
        print("\n".join(summary(records, argv[2] if len(argv) == 3 else "")))
        return 0
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
