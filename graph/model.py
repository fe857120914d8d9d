"""The edge model: kinds, origins, endpoint references, edges, events and nodes.

Everything that crosses a boundary (CLI, LSP, tests) is one of these pydantic
models. Inside the store and the adjacency index an edge is an `EdgeRec`, a
slotted record keyed by canonical endpoint text, because that is what makes a
one-hop query cost microseconds.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import UTC, datetime
from enum import StrEnum
from functools import cache
from typing import Annotated, Any, Literal, Union
from uuid import UUID

import uuid_utils
import uuid_utils.compat as uuidc
from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    TypeAdapter,
    ValidationError,
    field_validator,
    model_validator,
)
from semnet.graph.errors import RefSyntaxError

__all__ = [
    "SYMMETRIC_KINDS",
    "Edge",
    "EdgeEventKind",
    "EdgeKind",
    "EdgeOrigin",
    "EdgeRec",
    "EndpointRef",
    "GradeLevel",
    "NodeKind",
    "from_micros",
    "new_id",
    "parse_ref",
    "to_micros",
]


def new_id() -> str:
    """A fresh UUIDv7 in canonical text form."""
    return str(uuid_utils.uuid7())  # the native object: ~5× faster than the stdlib's


class EdgeKind(StrEnum):
    LINKS_TO = "links_to"
    EVENT_INVOLVES = "event_involves"
    MENTIONS = "mentions"
    SOURCED_FROM = "sourced_from"
    GRADED_AS = "graded_as"
    CONTRADICTS = "contradicts"
    IN_TENSION = "in_tension"
    QUALIFIES = "qualifies"
    AGREES = "agrees"
    CITES = "cites"
    CITES_LOCUS = "cites_locus"
    HYPERNYM = "hypernym"
    HYPONYM = "hyponym"
    ANTONYM = "antonym"
    SYNONYM = "synonym"
    TRANSLATES = "translates"
    SIMILAR_TO = "similar_to"


SYMMETRIC_KINDS: frozenset[EdgeKind] = frozenset(
    {
        EdgeKind.CONTRADICTS,
        EdgeKind.IN_TENSION,
        EdgeKind.AGREES,
        EdgeKind.ANTONYM,
        EdgeKind.SYNONYM,
        EdgeKind.SIMILAR_TO,
    }
)
STANCE_KINDS: frozenset[EdgeKind] = frozenset(
    {EdgeKind.CONTRADICTS, EdgeKind.IN_TENSION, EdgeKind.QUALIFIES, EdgeKind.AGREES}
)
AGAINST_KINDS: frozenset[EdgeKind] = frozenset({EdgeKind.CONTRADICTS, EdgeKind.IN_TENSION})


class EdgeOrigin(StrEnum):
    AUTHORIAL = "authorial"
    STRUCTURAL = "structural"
    PROMOTED = "promoted"
    JUDGED = "judged"
    DERIVED = "derived"
    IMPORTED = "imported"


# A rebuild only re-derives structural and derived edges; it never deletes the others.
REBUILDABLE_ORIGINS: frozenset[EdgeOrigin] = frozenset({EdgeOrigin.STRUCTURAL, EdgeOrigin.DERIVED})
# A judged edge may never close one of these (trust rule).
TRUSTED_ORIGINS: frozenset[EdgeOrigin] = frozenset({EdgeOrigin.AUTHORIAL, EdgeOrigin.PROMOTED})


class EdgeEventKind(StrEnum):
    CREATED = "created"
    CONFIRMED = "confirmed"
    ENDED = "ended"
    INVALIDATED = "invalidated"
    SUPERSEDED = "superseded"
    PROMOTED = "promoted"
    DEMOTED = "demoted"
    DISMISSED = "dismissed"
    COLLECTED = "collected"
    RETRACTED = "retracted"
    # Written by an undo (each with `reverses`), besides the events above.
    REOPENED = "reopened"
    RESTORED = "restored"
    UNDONE = "undone"


GradeLevel = Literal["accurate", "dubious", "inaccurate"]


class NodeKind(StrEnum):
    """What a manuscript node is (the stored `kind` is the member's value)."""

    BOOK = "book"  # a top-level folder
    CHAPTER = "chapter"  # a Markdown file of the narrative
    SUBCHAPTER = "subchapter"  # a heading and its section
    PARAGRAPH = "paragraph"
    FACT = "fact"  # a paragraph of a fact note
    CHARACTER = "character"  # an entity note
    PLACE = "place"
    GLOSSARY = "glossary"
    FACT_NOTE = "fact_note"  # a note of facts (`type: fact`)
    SOURCE = "source"  # a source note, or an entry of a bibliography
    BIBLIOGRAPHY = "bibliography"  # a `.bib` file
    ATTACHMENT = "attachment"  # any other file of the workspace (a picture, a PDF, …)
    SCRIPT = "script"  # an imported inkhaven script (kept as a node, not a file)


# The node of a Markdown file: links resolve to these by title, alias or path.
NOTE_KINDS: frozenset[NodeKind] = frozenset(
    {
        NodeKind.CHAPTER,
        NodeKind.CHARACTER,
        NodeKind.PLACE,
        NodeKind.FACT_NOTE,
        NodeKind.SOURCE,
        NodeKind.GLOSSARY,
    }
)
# Notes a name in the text can mention without a link.
ENTITY_KINDS: frozenset[NodeKind] = frozenset(
    {NodeKind.CHARACTER, NodeKind.PLACE, NodeKind.GLOSSARY}
)
# What an event involves.
INVOLVABLE_KINDS: frozenset[NodeKind] = frozenset({NodeKind.CHARACTER, NodeKind.PLACE})
# Blocks whose text the lift reads.
PARAGRAPH_KINDS: frozenset[NodeKind] = frozenset({NodeKind.PARAGRAPH, NodeKind.FACT})


# The parser's block kind each block-level node kind is stored from.
_BLOCK_KIND: dict[str, Literal["heading", "paragraph"]] = {
    NodeKind.SUBCHAPTER: "heading",
    NodeKind.PARAGRAPH: "paragraph",
    NodeKind.FACT: "paragraph",
}


def block_kind_of(kind: str) -> Literal["heading", "paragraph"] | None:
    """The parser's block kind a node of `kind` was made from (None: not a block)."""
    return _BLOCK_KIND.get(kind)


def is_bib_entry(node: NodeRec) -> bool:
    """An entry of a `.bib` file (a source node placed on its entry's line)."""
    return node.kind == NodeKind.SOURCE and (node.uri or "").endswith(".bib")


def is_file_node(node: NodeRec) -> bool:
    """A node that stands for a whole file: a note, a bibliography or an
    attachment (not a heading, a paragraph or a bibliography entry)."""
    if node.kind == NodeKind.BIBLIOGRAPHY or node.kind == NodeKind.ATTACHMENT:
        return True
    return node.kind in NOTE_KINDS and not is_bib_entry(node)


# ---------------------------------------------------------------------------
# Endpoint references
# ---------------------------------------------------------------------------

_FORBIDDEN = re.compile(r"[\x00-\x1f\x7f]")
_NAME = re.compile(r"^[A-Za-z][A-Za-z0-9_.-]*$")


def _clean_part(value: str, what: str) -> str:
    value = value.strip()
    if not value:
        raise ValueError(f"{what} must not be empty")
    if _FORBIDDEN.search(value):
        raise ValueError(f"{what} must not contain control characters")
    return value


def _name_part(value: str, what: str) -> str:
    value = _clean_part(value, what)
    if not _NAME.match(value):
        raise ValueError(
            f"{what} {value!r}: start with a letter; use only letters, digits, '_', '.', '-'"
        )
    return value


class _Ref(BaseModel):
    # Each kind's schema is built at its first use, not at import (a terminal
    # question about a node builds only `NodeRef`'s).
    model_config = ConfigDict(frozen=True, extra="forbid", defer_build=True)

    @property
    def text(self) -> str:  # pragma: no cover - overridden
        raise NotImplementedError

    def __str__(self) -> str:
        return self.text


class NodeRef(_Ref):
    kind: Literal["node"] = "node"
    id: UUID

    @property
    def text(self) -> str:
        return f"node:{self.id}"


class SourceRef(_Ref):
    kind: Literal["source"] = "source"
    book_node: UUID
    key: str

    _v = field_validator("key")(lambda v: _clean_part(v, "source key"))

    @property
    def text(self) -> str:
        return f"source:{self.book_node}:{self.key}"


class WorkRef(_Ref):
    kind: Literal["work"] = "work"
    registry: str
    id: str

    _vr = field_validator("registry")(lambda v: _name_part(v, "work registry").lower())
    _vi = field_validator("id")(lambda v: _clean_part(v, "work id"))

    @property
    def text(self) -> str:
        return f"work:{self.registry}:{self.id}"


class LocusRef(_Ref):
    kind: Literal["locus"] = "locus"
    scheme: str
    canonical: str

    _vs = field_validator("scheme")(lambda v: _name_part(v, "locus scheme").lower())
    _vc = field_validator("canonical")(lambda v: _clean_part(v, "locus"))

    @property
    def text(self) -> str:
        return f"locus:{self.scheme}:{self.canonical}"


class SenseRef(_Ref):
    kind: Literal["sense"] = "sense"
    lang: str
    synset: str

    _vl = field_validator("lang")(lambda v: _name_part(v, "sense language").lower())
    _vs = field_validator("synset")(lambda v: _clean_part(v, "synset"))

    @property
    def text(self) -> str:
        return f"sense:{self.lang}:{self.synset}"


class IliRef(_Ref):
    kind: Literal["ili"] = "ili"
    id: str

    _vi = field_validator("id")(lambda v: _clean_part(v, "ili id"))

    @property
    def text(self) -> str:
        return f"ili:{self.id}"


class GradeRef(_Ref):
    kind: Literal["grade"] = "grade"
    level: GradeLevel

    @property
    def text(self) -> str:
        return f"grade:{self.level}"


EndpointRef = Annotated[
    Union[NodeRef, SourceRef, WorkRef, LocusRef, SenseRef, IliRef, GradeRef],  # noqa: UP007
    Field(discriminator="kind"),
]

ENDPOINT_KINDS = ("node", "source", "work", "locus", "sense", "ili", "grade")
# How the text form of each endpoint kind begins.
REF_PREFIXES = tuple(f"{k}:" for k in ENDPOINT_KINDS)


def parse_ref(text: str) -> EndpointRef:
    """Parse the canonical text form (`node:<uuid>`, `locus:bible:John 3:16`, …).

    Raises `RefSyntaxError` naming what is wrong.
    """
    if not isinstance(text, str):
        raise RefSyntaxError(f"endpoint reference must be a string, got {type(text).__name__}")
    kind, sep, rest = text.partition(":")
    if not sep:
        raise RefSyntaxError(
            f"endpoint reference {text!r} has no kind prefix; expected one of "
            + ", ".join(f"{k}:…" for k in ENDPOINT_KINDS)
        )
    try:
        if kind == "node":
            return NodeRef(id=UUID(rest.strip()))
        if kind == "grade":
            return GradeRef(level=rest.strip())  # type: ignore[arg-type]
        if kind == "ili":
            return IliRef(id=rest)
        first, sep2, second = rest.partition(":")
        if kind in ("source", "work", "locus", "sense") and not sep2:
            raise RefSyntaxError(f"endpoint reference {text!r}: {kind} needs two parts, {kind}:A:B")
        if kind == "source":
            return SourceRef(book_node=UUID(first.strip()), key=second)
        if kind == "work":
            return WorkRef(registry=first, id=second)
        if kind == "locus":
            return LocusRef(scheme=first, canonical=second)
        if kind == "sense":
            return SenseRef(lang=first, synset=second)
    except ValidationError as exc:
        msgs = "; ".join(f"{'.'.join(str(p) for p in e['loc'])}: {e['msg']}" for e in exc.errors())
        raise RefSyntaxError(f"endpoint reference {text!r}: {msgs}") from None
    except ValueError as exc:  # bad UUID
        raise RefSyntaxError(f"endpoint reference {text!r}: {exc}") from None
    raise RefSyntaxError(
        f"endpoint reference {text!r}: unknown kind {kind!r}; expected one of "
        + ", ".join(ENDPOINT_KINDS)
    )


def coerce_ref(value: Any) -> EndpointRef:
    """Accept a ref model, its canonical text, or its JSON object form."""
    if isinstance(value, _Ref):
        return value  # type: ignore[return-value]
    if isinstance(value, str):
        return parse_ref(value)
    if isinstance(value, UUID):
        return NodeRef(id=value)
    return _endpoint_adapter().validate_python(value)


@cache
def _endpoint_adapter() -> TypeAdapter[EndpointRef]:
    return TypeAdapter(EndpointRef)


def node_ref(node_id: str | UUID) -> str:
    """Canonical text of a node endpoint."""
    return f"node:{node_id}"


def split_ref(text: str) -> tuple[str, str]:
    kind, _, addr = text.partition(":")
    return kind, addr


# ---------------------------------------------------------------------------
# Time
# ---------------------------------------------------------------------------


def to_micros(value: datetime | None) -> int | None:
    """Microseconds since the Unix epoch (UTC); naive datetimes are taken as UTC."""
    if value is None:
        return None
    if value.tzinfo is None:
        value = value.replace(tzinfo=UTC)
    delta = value - _EPOCH
    return (delta.days * 86_400 + delta.seconds) * 1_000_000 + delta.microseconds


def from_micros(value: int | None) -> datetime | None:
    if value is None:
        return None
    from datetime import timedelta

    return _EPOCH + timedelta(microseconds=value)


_EPOCH = datetime(1970, 1, 1, tzinfo=UTC)


def now_micros() -> int:
    n = to_micros(datetime.now(UTC))
    assert n is not None
    return n


# ---------------------------------------------------------------------------
# Edge
# ---------------------------------------------------------------------------


class Edge(BaseModel):
    """A typed relation between two endpoints, with both timelines."""

    model_config = ConfigDict(extra="forbid", validate_assignment=False, defer_build=True)

    id: UUID = Field(default_factory=lambda: uuidc.uuid7())
    src: EndpointRef
    dst: EndpointRef
    kind: EdgeKind
    directed: bool | None = None
    weight: float = Field(default=1.0, ge=0.0, le=1.0)
    reason: str | None = None
    origin: EdgeOrigin
    attrs: dict[str, Any] = Field(default_factory=dict)
    created_at: datetime | None = None
    valid_at: datetime | None = None
    invalid_at: datetime | None = None
    expired_at: datetime | None = None

    @field_validator("src", "dst", mode="before")
    @classmethod
    def _parse_text_ref(cls, v: Any) -> Any:
        if isinstance(v, str):
            return parse_ref(v)
        return v

    @model_validator(mode="after")
    def _check_direction(self) -> Edge:
        symmetric = self.kind in SYMMETRIC_KINDS
        if self.directed is None:
            self.directed = not symmetric
        elif self.directed and symmetric:
            raise ValueError(f"directed: {self.kind.value} is symmetric and must be directed=false")
        elif not self.directed and not symmetric:
            raise ValueError(f"directed: {self.kind.value} is a directed kind")
        if self.valid_at and self.invalid_at and self.invalid_at < self.valid_at:
            raise ValueError("invalid_at: must not be earlier than valid_at")
        return self

    def to_rec(self) -> EdgeRec:
        src, dst = self.src.text, self.dst.text
        if not self.directed and dst < src:
            src, dst = dst, src
        return EdgeRec(
            id=str(self.id),
            src=src,
            dst=dst,
            kind=self.kind.value,
            directed=bool(self.directed),
            weight=float(self.weight),
            reason=self.reason,
            origin=self.origin.value,
            attrs=dict(self.attrs),
            created_at=to_micros(self.created_at) or 0,
            valid_at=to_micros(self.valid_at),
            invalid_at=to_micros(self.invalid_at),
            expired_at=to_micros(self.expired_at),
        )

    @classmethod
    def from_rec(cls, rec: EdgeRec) -> Edge:
        return cls(
            id=UUID(rec.id),
            src=parse_ref(rec.src),
            dst=parse_ref(rec.dst),
            kind=EdgeKind(rec.kind),
            directed=rec.directed,
            weight=rec.weight,
            reason=rec.reason,
            origin=EdgeOrigin(rec.origin),
            attrs=rec.attrs,
            created_at=from_micros(rec.created_at),
            valid_at=from_micros(rec.valid_at),
            invalid_at=from_micros(rec.invalid_at),
            expired_at=from_micros(rec.expired_at),
        )


@dataclass(slots=True)
class EdgeRec:
    """An edge as the store and the index hold it: refs in canonical text form,
    times in microseconds since the epoch (UTC). Symmetric edges keep
    `src <= dst` so that one row answers from either end."""

    id: str
    src: str
    dst: str
    kind: str
    directed: bool
    weight: float
    reason: str | None
    origin: str
    attrs: dict[str, Any]
    created_at: int
    valid_at: int | None = None
    invalid_at: int | None = None
    expired_at: int | None = None
    retired: str | None = None  # the event that expired it: invalidated, dismissed, …

    def relation_key(self) -> tuple[str, str, str, Any]:
        """Two edges with the same key state the same relation."""
        return (self.src, self.kind, self.dst, self.attrs.get("slot"))

    def visible_at(self, as_of: int | None) -> bool:
        if as_of is None:
            return self.expired_at is None
        return self.created_at <= as_of and (self.expired_at is None or self.expired_at > as_of)

    def copy(self) -> EdgeRec:
        return EdgeRec(
            self.id,
            self.src,
            self.dst,
            self.kind,
            self.directed,
            self.weight,
            self.reason,
            self.origin,
            dict(self.attrs),
            self.created_at,
            self.valid_at,
            self.invalid_at,
            self.expired_at,
            self.retired,
        )


def make_rec(
    src: str,
    kind: str | EdgeKind,
    dst: str,
    origin: str | EdgeOrigin,
    *,
    weight: float = 1.0,
    reason: str | None = None,
    attrs: dict[str, Any] | None = None,
    valid_at: int | None = None,
    invalid_at: int | None = None,
    edge_id: str | None = None,
) -> EdgeRec:
    """Fast constructor for trusted internal callers (lifts, bench): refs must
    already be canonical text; the kind decides `directed`."""
    k = EdgeKind(kind)
    directed = k not in SYMMETRIC_KINDS
    if not directed and dst < src:
        src, dst = dst, src
    return EdgeRec(
        id=new_id() if edge_id is None else edge_id,
        src=src,
        dst=dst,
        kind=k.value,
        directed=directed,
        weight=weight,
        reason=reason,
        origin=EdgeOrigin(origin).value,
        attrs=attrs or {},
        created_at=0,
        valid_at=valid_at,
        invalid_at=invalid_at,
    )


# ---------------------------------------------------------------------------
# Event and node records
# ---------------------------------------------------------------------------


@dataclass(slots=True)
class EventRec:
    """One row of the edge-event log, times in microseconds since the epoch."""

    id: int
    edge_id: str
    run_id: str | None
    event: str
    invalid_at_before: int | None
    invalid_at_after: int | None
    caused_by_edge_id: str | None
    created_at: int
    reverses: int | None = None  # an undo's event: the id of the event it reverses


def block_end_char(text: str, block_id: str | None) -> int:
    """Where a block ends on its last line: the length of its text's last line,
    plus ` ^id` when it carries a block id. Derived, never stored: a stored
    node computes it from its text (`NodeRec.end_char`), a live block from
    its parse."""
    return len(text.rsplit("\n", 1)[-1]) + (len(block_id) + 2 if block_id else 0)


@dataclass(slots=True)
class NodeRec:
    """A manuscript node as the store keeps it."""

    id: str
    kind: str
    title: str | None = None
    uri: str | None = None
    parent_id: str | None = None
    ord: int = 0
    start_line: int | None = None
    end_line: int | None = None
    content_hash: str | None = None
    text: str | None = None
    lang: str | None = None
    block_id: str | None = None
    attrs: dict[str, Any] = field(default_factory=dict)

    @property
    def end_char(self) -> int:
        """The column just past the node's text on its last line (see
        `block_end_char`); 0 for a node without text (a file, a book)."""
        return 0 if self.text is None else block_end_char(self.text, self.block_id)
