"""`semnet bench judge`: the offline judge on labelled fact pairs, and its speed.

An evaluation set is JSON lines, one pair each:

    {"id", "lang_a", "lang_b", "a", "b",
     "label": contradicts | in_tension | qualifies | agrees | none,
     "category", "entities": [{"type", "title", "aliases", "file"}], "note"}

(`qualifies`: b qualifies a.) For each pair a real workspace is built — the
two facts as notes in `facts/` (front matter `lang:`), the entity notes as
they are listed — indexed, judged by the offline pass, and the stance edge
between the two facts is read from the store. Precision, recall and F1 are
reported per stance, per language (same-language pairs by language, the
rest as `xx`) and per category.

The speed figure: a seeded synthetic set of facts (5,000 by default, in the
five languages, about 200 characters and places) in one workspace, indexed
once, then the offline judge over all of them from cold caches; the median
of a few runs. Nothing here is asserted by the tests.
"""

from __future__ import annotations

import gc
import json
import random
import statistics
import tempfile
import time
from collections import Counter
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

from pydantic import BaseModel, ConfigDict, Field
from semnet.bench.judge_stages import pair_names, stage_counts

if TYPE_CHECKING:
    from semnet.graph.judge.compare import Finding

LABELS = ("contradicts", "in_tension", "qualifies", "agrees", "none")
STANCES = LABELS[:4]
_KINDS = {"character": "character", "place": "place", "glossary": "glossary",
          "source": "source", "fact": "fact"}  # fmt: skip


class EvalEntity(BaseModel):
    model_config = ConfigDict(extra="forbid")
    type: Literal["character", "place", "fact", "source", "glossary"]
    title: str
    aliases: list[str] = Field(default_factory=list)
    file: str


class EvalPair(BaseModel):
    model_config = ConfigDict(extra="forbid")
    id: str
    lang_a: str
    lang_b: str
    a: str
    b: str
    label: Literal["contradicts", "in_tension", "qualifies", "agrees", "none"]
    category: str
    entities: list[EvalEntity] = Field(default_factory=list)
    note: str = ""

    @property
    def group(self) -> str:
        return self.lang_a if self.lang_a == self.lang_b else "xx"


def load_set(path: str | Path) -> list[EvalPair]:
    """The pairs of one evaluation set (JSON lines)."""
    out = []
    for n, line in enumerate(Path(path).read_text(encoding="utf-8").splitlines(), start=1):
        if line.strip():
            try:
                out.append(EvalPair.model_validate_json(line))
            except ValueError as exc:
                raise ValueError(f"{path}:{n}: {exc}") from None
    return out


# --------------------------------------------------------------------------- workspaces


def _yaml_str(s: str) -> str:
    return json.dumps(s, ensure_ascii=False)


def entity_note(e: EvalEntity) -> str:
    aliases = ", ".join(_yaml_str(a) for a in e.aliases)
    return (
        f"---\ntitle: {_yaml_str(e.title)}\ntype: {e.type}\naliases: [{aliases}]\n---\n\n"
        f"# {e.title}\n"
    )


def fact_note(text: str, lang: str) -> str:
    return f"---\ntype: fact\nlang: {lang}\n---\n\n{text}\n"


# The two facts' notes: named so that no word of a fact names them.
FACT_A, FACT_B = "facts/pair-fact-1.md", "facts/pair-fact-2.md"


def write_pair(root: Path, pair: EvalPair) -> None:
    """The workspace of one pair: the entity notes and the two facts."""
    root.mkdir(parents=True, exist_ok=True)
    for e in pair.entities:
        if e.file in (FACT_A, FACT_B):
            continue
        path = root / e.file
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(entity_note(e), encoding="utf-8")
    (root / "facts").mkdir(exist_ok=True)
    (root / FACT_A).write_text(fact_note(pair.a, pair.lang_a), encoding="utf-8")
    (root / FACT_B).write_text(fact_note(pair.b, pair.lang_b), encoding="utf-8")


def stance_in_store(store: Any) -> str:
    """The live stance edge between the two facts of a pair workspace: its
    kind ("qualifies" only when b qualifies a), or "none"."""
    facts = {n.uri: n for n in store.nodes.values() if n.kind == "fact"}
    a, b = facts.get(FACT_A), facts.get(FACT_B)
    if a is None or b is None:
        return "none"
    ra, rb = f"node:{a.id}", f"node:{b.id}"
    for rec in store.index.touching(ra):
        if rec.expired_at is not None or rec.kind not in STANCES or {rec.src, rec.dst} != {ra, rb}:
            continue
        if rec.kind == "qualifies" and rec.src != rb:
            return "qualifies-reversed"
        return str(rec.kind)
    return "none"


def judge_pair(pair: EvalPair, root: Path) -> str:
    """Build, index and judge one pair's workspace; the stance found."""
    from semnet.graph.judge.persist import run_offline_judge
    from semnet.graph.manuscript.indexer import index_folder

    write_pair(root, pair)
    store, _ = index_folder(root)
    try:
        run_offline_judge(store, force=True)
        return stance_in_store(store)
    finally:
        store.close()


def judge_pair_in_memory(pair: EvalPair) -> str:
    """The same judgement without a store: the facts parsed as the indexer
    parses them, the names of the pair's entity notes, the rules judge."""
    f = finding_in_memory(pair)
    if f is None:
        return "none"
    if f.stance.value == "qualifies" and f.qualifier == "a":
        return "qualifies-reversed"
    return str(f.stance.value)


def finding_in_memory(pair: EvalPair) -> Finding | None:
    """The rules judge's finding on a pair (stance, reason, rule), or None."""
    from semnet.graph.judge.base import Statement
    from semnet.graph.judge.rules import RulesJudge
    from semnet.graph.manuscript.lift import iso_micros
    from semnet.graph.manuscript.parse import parse_document

    names = pair_names(pair)

    def statement(key: str, text: str, lang: str) -> Statement:
        doc = parse_document(fact_note(text, lang), FACT_A if key == "a" else FACT_B)
        block = next(b for b in doc.blocks if b.kind == "paragraph")
        start, until = block.period()
        period = None
        if start or until:
            period = (
                iso_micros(start.isoformat()) if start else None,
                iso_micros(until.isoformat()) if until else None,
            )
        return Statement(ref=f"node:{key}", id=key, kind="fact", text=block.text, lang=lang,
                         period=period)  # fmt: skip

    sa, sb = statement("a", pair.a, pair.lang_a), statement("b", pair.b, pair.lang_b)
    return RulesJudge(names).finding(sa, sb)


# --------------------------------------------------------------------------- scores


def _prf(tp: int, fp: int, fn: int) -> dict[str, Any]:
    p = tp / (tp + fp) if tp + fp else None
    r = tp / (tp + fn) if tp + fn else None
    f1 = 2 * p * r / (p + r) if p and r else (0.0 if p is not None and r is not None else None)
    return {"precision": _r(p), "recall": _r(r), "f1": _r(f1), "tp": tp, "fp": fp, "fn": fn}


def _r(x: float | None) -> float | None:
    return None if x is None else round(x, 3)


def scores(rows: Sequence[tuple[EvalPair, str]]) -> dict[str, Any]:
    """Precision, recall and F1 per stance; per language and per category."""

    def table(items: Sequence[tuple[EvalPair, str]]) -> dict[str, Any]:
        out: dict[str, Any] = {"pairs": len(items)}
        for st in STANCES:
            tp = sum(1 for p, got in items if p.label == st and got == st)
            fp = sum(1 for p, got in items if p.label != st and got == st)
            fn = sum(1 for p, got in items if p.label == st and got != st)
            out[st] = _prf(tp, fp, fn)
        out["accuracy"] = _r(sum(1 for p, got in items if p.label == got) / len(items))
        return out

    by_lang: dict[str, list[tuple[EvalPair, str]]] = {}
    by_cat: dict[str, list[tuple[EvalPair, str]]] = {}
    for p, got in rows:
        by_lang.setdefault(p.group, []).append((p, got))
        by_cat.setdefault(p.category, []).append((p, got))
    confusion = Counter(f"{p.label}->{got}" for p, got in rows)
    return {
        "overall": table(rows),
        "languages": {k: table(v) for k, v in sorted(by_lang.items())},
        "categories": {k: table(v) for k, v in sorted(by_cat.items())},
        "confusion": dict(sorted(confusion.items())),
    }


def run_sets(paths: Iterable[str | Path], *, store: bool = True) -> dict[str, Any]:
    """Judge every pair of every set; the scores per set and the misses."""
    report: dict[str, Any] = {}
    for path in paths:
        pairs = load_set(path)
        rows: list[tuple[EvalPair, str]] = []
        t0 = time.perf_counter()
        with tempfile.TemporaryDirectory(prefix="semnet-bench-judge-") as tmp:
            for p in pairs:
                got = judge_pair(p, Path(tmp) / p.id) if store else judge_pair_in_memory(p)
                rows.append((p, got))
        result = scores(rows)
        result["seconds"] = round(time.perf_counter() - t0, 2)
        missed = [(p, got) for p, got in rows if got != p.label]
        result["misses"] = [
            {"id": p.id, "label": p.label, "got": got, "category": p.category} for p, got in missed
        ]
        result["stages"] = stage_counts(missed)
        report[str(path)] = result
    return report


# --------------------------------------------------------------------------- speed

_FIRST = [
    "Anna",
    "Boris",
    "Clara",
    "Daniel",
    "Elena",
    "Felix",
    "Greta",
    "Hugo",
    "Irene",
    "Jonas",
    "Karl",
    "Lucia",
    "Marta",
    "Nikolai",
    "Olga",
    "Pablo",
    "Rosa",
    "Sofia",
    "Tomas",
    "Vera",
]
_LAST = [
    "Stern",
    "Volkov",
    "Marchand",
    "Weber",
    "Ortega",
    "Lindner",
    "Hale",
    "Fabre",
    "Navarro",
    "Sokolov",
]
_PLACES = [
    "Riga",
    "Lyon",
    "Bremen",
    "Toledo",
    "Kazan",
    "Harrowgate",
    "Millbrook",
    "Rouen",
    "Sevilla",
    "Dresden",
    "Tver",
    "Leeds",
]
_TEMPLATES = {
    "en": ["{p} was born in {y}.", "{p} was born in {c} on {d} March {y}.", "{p} died in {y}.",
           "In {y} {p} lived in {c}.", "{p} had {n} children.", "{p} worked at the {c} mill "
           "from {y} to {y2}.", "{p} never visited {c}.", "{p} was {n} years old in {y}.",
           "In {y}, {c} had {big} inhabitants.", "The {c} tower is {n} metres high."],
    "ru": ["{p} родился в {y} году.", "{p} умер в {y} году.", "В {y} году {p} жил в городе {c}.",
           "У {p} было {n} детей.", "{p} никогда не был в городе {c}."],
    "fr": ["{p} est né en {y}.", "{p} est mort en {y} à {c}.", "En {y}, {p} habitait à {c}.",
           "{p} a eu {n} enfants.", "La tour de {c} mesure {n} mètres."],
    "de": ["{p} wurde {y} geboren.", "{p} starb {y} in {c}.", "Im Jahr {y} wohnte {p} in {c}.",
           "{p} hatte {n} Kinder.", "{p} war nie in {c}."],
    "es": ["{p} nació en {y}.", "{p} murió en {y} en {c}.", "En {y} {p} vivía en {c}.",
           "{p} tuvo {n} hijos.", "{p} nunca visitó {c}."],
}  # fmt: skip


def synthetic_facts(root: Path, facts: int = 5000, seed: int = 1) -> int:
    """A seeded workspace of `facts` one-sentence facts in en, ru, fr, de, es
    about ~200 characters and a dozen places; returns the number written."""
    rng = random.Random(seed)
    people = [f"{f} {last}" for f in _FIRST for last in _LAST]
    (root / "characters").mkdir(parents=True, exist_ok=True)
    (root / "places").mkdir(exist_ok=True)
    (root / "facts").mkdir(exist_ok=True)
    for name in people:
        slug = name.lower().replace(" ", "-")
        (root / "characters" / f"{slug}.md").write_text(
            f"---\ntitle: {name}\ntype: character\n---\n\n# {name}\n", encoding="utf-8"
        )
    for c in _PLACES:
        (root / "places" / f"{c.lower()}.md").write_text(
            f"---\ntitle: {c}\ntype: place\n---\n\n# {c}\n", encoding="utf-8"
        )
    langs = list(_TEMPLATES)
    per_file = 100
    written = 0
    for f in range((facts + per_file - 1) // per_file):
        lang = langs[f % len(langs)]
        lines = [f"---\ntype: fact\nlang: {lang}\n---\n"]
        for _ in range(min(per_file, facts - written)):
            y = rng.randint(1850, 1920)
            text = rng.choice(_TEMPLATES[lang]).format(
                p=rng.choice(people), y=y, y2=y + rng.randint(1, 9), c=rng.choice(_PLACES),
                d=rng.randint(1, 28), n=rng.randint(2, 60), big=f"{rng.randint(2, 900)},000",
            )  # fmt: skip
            lines.append(text + "\n")
            written += 1
        (root / "facts" / f"facts-{f:03d}.md").write_text("\n".join(lines), encoding="utf-8")
    return written


def clear_caches() -> None:
    """Forget every cached analysis, lemma, date and figure (a cold judge)."""
    from semnet.graph.judge import numwords, rules, values
    from semnet.graph.manuscript import names

    rules._ANALYSES.clear()
    for fn in (names.fold, names.lemmas, names.name_keys, numwords.words_to_digits,
               values._dateparser, values.unit_of):  # fmt: skip
        fn.cache_clear()


def run_speed(facts: int = 5000, runs: int = 3, seed: int = 1) -> dict[str, Any]:
    """Seconds for the offline judge over `facts` facts: each run on a freshly
    indexed store (so every edge is written) with the judge's caches cleared.
    The first run also loads the libraries (dictionaries, place names); the
    median is over all runs."""
    import shutil

    from semnet.graph.judge.persist import run_offline_judge
    from semnet.graph.manuscript.indexer import index_folder

    times: list[float] = []
    last: Any = None
    edges: Counter[str] = Counter()
    with tempfile.TemporaryDirectory(prefix="semnet-bench-judge-speed-") as tmp:
        root = Path(tmp) / "ws"
        n = synthetic_facts(root, facts, seed)
        for _ in range(runs):
            shutil.rmtree(root / ".semnet", ignore_errors=True)
            store, _summary = index_folder(root)
            try:
                clear_caches()
                gc.collect()
                t0 = time.perf_counter()
                last = run_offline_judge(store, force=True)
                times.append(time.perf_counter() - t0)
                edges = Counter(
                    str(r.kind)
                    for r in store.index.by_id.values()
                    if r.expired_at is None and r.kind in STANCES
                )
            finally:
                store.close()
    return {
        "facts": n,
        "runs": [round(t, 2) for t in times],
        "first_s": round(times[0], 2),
        "median_s": round(statistics.median(times), 2),
        "target_s": 30.0,
        "pairs": last.pairs if last is not None else 0,
        "edges": dict(sorted(edges.items())),
    }


def format_report(report: dict[str, Any]) -> str:
    """A readable summary: per set, per stance, per language, per category."""
    lines: list[str] = []
    for path, res in report.get("sets", {}).items():
        lines.append(f"{path}: {res['overall']['pairs']} pairs, {res['seconds']} s")
        for scope, tables in (("", {"all": res["overall"]}), ("", res["languages"]),
                              ("", res["categories"])):  # fmt: skip
            for name, t in tables.items():
                cells = []
                for st in STANCES:
                    s = t[st]
                    if s["tp"] + s["fp"] + s["fn"] == 0:
                        continue
                    cells.append(f"{st} P={_fmt(s['precision'])} R={_fmt(s['recall'])}")
                lines.append(f"  {scope}{name:<15} n={t['pairs']:<4} " + "  ".join(cells))
            lines.append("")
        for label, stages in res.get("stages", {}).items():
            where = ", ".join(f"{k} {v}" for k, v in stages.items())
            lines.append(f"  missed {label}: {where}")
        lines.append("")
    speed = report.get("speed")
    if speed:
        lines.append(
            f"speed: {speed['facts']} facts judged in {speed['median_s']} s (median of "
            f"{speed['runs']}, the first loading the libraries; target {speed['target_s']} s), "
            f"{speed['pairs']} pairs, edges {speed['edges']}"
        )
    return "\n".join(lines)


def _fmt(x: float | None) -> str:
    return "-" if x is None else f"{x:.2f}"


def run_judge_bench(
    sets: Sequence[str | Path], *, facts: int = 5000, runs: int = 3, store: bool = True
) -> dict[str, Any]:
    report: dict[str, Any] = {"sets": run_sets(sets, store=store)}
    if facts > 0:
        report["speed"] = run_speed(facts, runs)
    return report
