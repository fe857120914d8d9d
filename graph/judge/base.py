"""The judge interface: statements, stances, judgements, verdicts, candidates.

A judge is given one statement (a fact or a paragraph: the *claim*) and
candidate counterparts, and answers for each candidate a `Judgement`: how the
candidate stands toward the claim (contradicts, in_tension, qualifies, agrees,
silent — the original's `Relation`), why, and how sure it is. `silent` is "no
relation"; it never becomes an edge. `contradicts`, `in_tension` and `agrees`
are symmetric; `qualifies` is stored candidate → claim ("B qualifies A"), or
claim → candidate when the judgement says `reverse`.

Candidates are the statements that share an entity with the given one (the
characters, places, glossary entries it links to or names, and the subject
the rules judge finds) plus, when a vector index is given, the most similar
ones by embedding.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import TYPE_CHECKING, Protocol, runtime_checkable

from pydantic import BaseModel, ConfigDict, Field
from semnet.graph.errors import InvalidQueryError, NotFoundError, UnavailableError
from semnet.graph.model import EdgeKind, GradeLevel, NodeRec, node_ref

if TYPE_CHECKING:
    from semnet.graph.judge.embed import VectorIndex
    from semnet.graph.store.edge_store import EdgeStore

__all__ = [
    "STATEMENT_KINDS",
    "Judge",
    "JudgeError",
    "JudgeReplyError",
    "Judgement",
    "Stance",
    "Statement",
    "Verdict",
    "select_candidates",
    "statement_of",
]

# Node kinds a judge reads.
STATEMENT_KINDS = frozenset({"fact", "paragraph"})
# Node kinds that are entities a statement can be about or share.
ENTITY_NODE_KINDS = frozenset({"character", "place", "glossary", "fact_note", "source"})
# Edges that say "this statement is about / names that entity".
_ENTITY_EDGE_KINDS = frozenset({"mentions", "links_to", "event_involves"})


class JudgeError(UnavailableError):
    """A judge could not answer (its server failed, timed out, was misconfigured)."""


class JudgeReplyError(JudgeError):
    """A judge's reply could not be parsed."""


class Stance(StrEnum):
    CONTRADICTS = "contradicts"
    IN_TENSION = "in_tension"
    QUALIFIES = "qualifies"
    AGREES = "agrees"
    SILENT = "silent"

    @property
    def edge_kind(self) -> EdgeKind | None:
        """The edge kind of this stance; None for `silent` (no edge)."""
        return None if self is Stance.SILENT else EdgeKind(self.value)

    @classmethod
    def parse(cls, word: str) -> Stance | None:
        """A stance word as judges write it: `contradicts`, `CONTRADICTS`, the
        original's `TENSION`, `SUPPORTS`, … (None if it is none of them)."""
        w = word.strip().strip("*_`\"'.,:;").lower().replace("-", "_").replace(" ", "_")
        return _STANCE_WORDS.get(w)


_STANCE_WORDS: dict[str, Stance] = {
    "contradicts": Stance.CONTRADICTS,
    "contradict": Stance.CONTRADICTS,
    "contradiction": Stance.CONTRADICTS,
    "in_tension": Stance.IN_TENSION,
    "tension": Stance.IN_TENSION,
    "qualifies": Stance.QUALIFIES,
    "qualify": Stance.QUALIFIES,
    "agrees": Stance.AGREES,
    "agree": Stance.AGREES,
    "supports": Stance.AGREES,
    "support": Stance.AGREES,
    "silent": Stance.SILENT,
    "none": Stance.SILENT,
    "unrelated": Stance.SILENT,
}


class Judgement(BaseModel):
    """How one candidate stands toward the judged statement."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    candidate: str  # the candidate's endpoint ref (node:…)
    stance: Stance
    reason: str = ""
    confidence: float = Field(default=0.5, ge=0.0, le=1.0)
    model: str
    # `qualifies` only: the judged statement qualifies the candidate (by
    # default the candidate qualifies the judged statement)
    reverse: bool = False


class Verdict(BaseModel):
    """A fact-check grade of one fact."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    level: GradeLevel
    reason: str = ""
    confidence: float = Field(default=0.5, ge=0.0, le=1.0)
    model: str


@dataclass(frozen=True, slots=True)
class Statement:
    """What a judge reads of one node."""

    ref: str
    id: str
    kind: str
    text: str
    lang: str
    title: str | None = None
    uri: str | None = None
    line: int | None = None
    content_hash: str | None = None
    # [valid_from, valid_until) in microseconds, from the fact's period; None is open.
    period: tuple[int | None, int | None] | None = None
    # sourced_from destinations (endpoint refs)
    sources: frozenset[str] = field(default_factory=frozenset)

    @property
    def location(self) -> str:
        if self.uri is None:
            return self.ref
        return f"{self.uri}:{(self.line or 0) + 1}"


@runtime_checkable
class Judge(Protocol):
    """One judge interface for the offline rules and the llm judge.

    `model` is recorded on every edge the judge proposes (`attrs.model`);
    `deterministic` judges always answer the same for the same texts, so a
    `silent` answer from one retracts its own earlier judgement of the pair.
    """

    @property
    def model(self) -> str: ...

    @property
    def deterministic(self) -> bool: ...

    def judge(self, subject: Statement, candidates: Sequence[Statement]) -> list[Judgement]:
        """One judgement per candidate, in the candidates' order."""
        ...

    def factcheck(self, fact: Statement, evidence: Sequence[Statement]) -> Verdict | None:
        """A verdict for `fact`, or None when the judge cannot grade it."""
        ...


def _period(node: NodeRec) -> tuple[int | None, int | None] | None:
    from semnet.graph.manuscript.lift import iso_micros

    p = node.attrs.get("period") if node.attrs else None
    if not p:
        return None
    try:
        return (iso_micros(p[0]), iso_micros(p[1]))
    except (ValueError, TypeError, IndexError):
        return None


def sources_of(store: EdgeStore, ref: str) -> frozenset[str]:
    """The live `sourced_from` destinations of an endpoint."""
    return frozenset(
        r.dst
        for r in store.index.out.get(ref, ())
        if r.kind == "sourced_from" and r.expired_at is None
    )


def statement_from_node(node: NodeRec, sources: Iterable[str] = ()) -> Statement:
    return Statement(
        ref=node_ref(node.id),
        id=node.id,
        kind=node.kind,
        text=node.text or node.title or "",
        lang=(node.lang or "en").lower(),
        title=node.title,
        uri=node.uri,
        line=node.start_line,
        content_hash=node.content_hash,
        period=_period(node),
        sources=frozenset(sources),
    )


def node_id_of(ref_or_id: str) -> str:
    return ref_or_id[5:] if ref_or_id.startswith("node:") else ref_or_id


def statement_of(store: EdgeStore, ref_or_id: str) -> Statement:
    """The statement of one node (`node:<uuid>` or a bare id).

    Raises `NotFoundError` if the store has no such node, and
    `InvalidQueryError` if the node is not a fact or a paragraph (nothing to
    judge)."""
    nid = node_id_of(ref_or_id)
    node = store.nodes.get(nid)
    if node is None:
        raise NotFoundError(f"no node {nid} in the graph")
    if node.kind not in STATEMENT_KINDS:
        raise InvalidQueryError(
            f"node {nid} is a {node.kind}; only facts and paragraphs can be judged"
        )
    return statement_from_node(node, sources_of(store, node_ref(nid)))


def entities_of(store: EdgeStore, ref: str) -> set[str]:
    """The entity endpoints a statement links to, names or involves."""
    out: set[str] = set()
    for r in store.index.out.get(ref, ()):
        if r.kind in _ENTITY_EDGE_KINDS and r.expired_at is None and r.dst.startswith("node:"):
            n = store.nodes.get(r.dst[5:])
            if n is not None and n.kind in ENTITY_NODE_KINDS:
                out.add(r.dst)
    return out


def select_candidates(
    store: EdgeStore,
    subject: Statement,
    *,
    k: int = 8,
    vectors: VectorIndex | None = None,
    entity_limit: int = 32,
    kinds: Iterable[str] = STATEMENT_KINDS,
    subject_entity: str | None = None,
    same_subject: Iterable[str] = (),
) -> list[Statement]:
    """Candidate counterparts of `subject`: statements sharing an entity with it
    (facts first, at most `entity_limit`) and the `k` most similar by embedding.

    `subject_entity` (an endpoint ref) is the entity the statement is about, if
    the caller knows it (the rules judge's subject); `same_subject` are node ids
    of statements about it."""
    want = frozenset(kinds)
    picked: dict[str, NodeRec] = {}

    def take(nid: str) -> None:
        if nid == subject.id or nid in picked:
            return
        n = store.nodes.get(nid)
        if n is not None and n.kind in want and (n.text or "").strip():
            picked[nid] = n

    for nid in same_subject:
        take(nid)
    ents = entities_of(store, subject.ref)
    if subject_entity:
        ents.add(subject_entity)
    sharing: list[NodeRec] = []
    for ent in sorted(ents):
        for r in store.index.inc.get(ent, ()):
            if r.kind in _ENTITY_EDGE_KINDS and r.expired_at is None and r.src.startswith("node:"):
                n = store.nodes.get(r.src[5:])
                if n is not None and n.id != subject.id:
                    sharing.append(n)
    sharing.sort(key=lambda n: (n.kind != "fact", n.uri or "", n.start_line or 0, n.id))
    for n in sharing:
        if len(picked) >= entity_limit:
            break
        take(n.id)
    if vectors is not None and k > 0:
        for nid, _score in vectors.similar_text(subject.text, k + 1, exclude={subject.id}):
            take(nid)
    return [
        statement_from_node(n, sources_of(store, node_ref(n.id)))
        for n in sorted(picked.values(), key=lambda n: (n.uri or "", n.start_line or 0, n.id))
    ]
