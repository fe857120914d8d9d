from __future__ import annotations

from uuid import UUID

import pytest
from pydantic import ValidationError
from semnet.graph.errors import RefSyntaxError
from semnet.graph.model import (
    Edge,
    EdgeKind,
    GradeRef,
    IliRef,
    LocusRef,
    NodeRef,
    SenseRef,
    SourceRef,
    WorkRef,
    coerce_ref,
    new_id,
    parse_ref,
)

NODE = "0193a1b2-c3d4-7e5f-8a6b-1c2d3e4f5a6b"


@pytest.mark.parametrize(
    "text, model",
    [
        (f"node:{NODE}", NodeRef(id=UUID(NODE))),
        (f"source:{NODE}:smith1901", SourceRef(book_node=UUID(NODE), key="smith1901")),
        (f"source:{NODE}:Толстой1869", SourceRef(book_node=UUID(NODE), key="Толстой1869")),
        (f"source:{NODE}:key:with:colons", SourceRef(book_node=UUID(NODE), key="key:with:colons")),
        ("work:openalex:W2741809807", WorkRef(registry="openalex", id="W2741809807")),
        ("work:arxiv:2101.00001", WorkRef(registry="arxiv", id="2101.00001")),
        ("locus:bible:John 3:16", LocusRef(scheme="bible", canonical="John 3:16")),
        ("locus:page:Préface, § 3", LocusRef(scheme="page", canonical="Préface, § 3")),
        ("sense:en:oewn-02084071-n", SenseRef(lang="en", synset="oewn-02084071-n")),
        ("sense:ru:собака-n-1", SenseRef(lang="ru", synset="собака-n-1")),
        ("ili:i46360", IliRef(id="i46360")),
        ("grade:dubious", GradeRef(level="dubious")),
    ],
)
def test_every_endpoint_kind_round_trips_through_its_text_form(text: str, model: object) -> None:
    ref = parse_ref(text)
    assert ref == model
    assert ref.text == text
    assert parse_ref(ref.text) == ref
    # and through JSON
    assert coerce_ref(ref.model_dump(mode="json")) == ref


@pytest.mark.parametrize(
    "text, needle",
    [
        ("nonsense", "no kind prefix"),
        ("node:not-a-uuid", "node:not-a-uuid"),
        ("grade:great", "grade"),
        ("work:openalex", "two parts"),
        ("work::W1", "registry"),
        ("locus:bible:", "locus"),
        ("planet:mars", "unknown kind 'planet'"),
        ("source:" + NODE + ":bad\x1fkey", "control characters"),
    ],
)
def test_malformed_refs_raise_a_clear_error(text: str, needle: str) -> None:
    with pytest.raises(RefSyntaxError) as exc:
        parse_ref(text)
    assert needle in str(exc.value)


def test_symmetric_kinds_are_undirected_and_stored_in_canonical_order() -> None:
    a, b = f"node:{new_id()}", f"node:{new_id()}"
    e = Edge(src=b, dst=a, kind="contradicts", origin="judged")
    assert e.directed is False
    rec = e.to_rec()
    assert (rec.src, rec.dst) == tuple(sorted((a, b)))
    assert Edge(src=a, dst=b, kind="links_to", origin="authorial").directed is True


def test_a_symmetric_kind_declared_directed_is_an_error() -> None:
    with pytest.raises(ValidationError) as exc:
        Edge(src=f"node:{NODE}", dst="grade:dubious", kind="agrees", directed=True, origin="judged")
    assert "directed" in str(exc.value)


@pytest.mark.parametrize(
    "field, value",
    [
        ("kind", "likes"),
        ("weight", 1.5),
        ("weight", -0.1),
        ("src", "node:xyz"),
        ("origin", "magic"),
    ],
)
def test_invalid_values_name_the_field(field: str, value: object) -> None:
    args: dict[str, object] = {
        "src": f"node:{NODE}",
        "dst": "work:openalex:W1",
        "kind": "cites",
        "origin": "imported",
    }
    args[field] = value
    with pytest.raises((ValidationError, RefSyntaxError)) as exc:
        Edge(**args)  # type: ignore[arg-type]
    assert field in str(exc.value)


def test_edge_kinds_are_the_closed_set_of_the_design() -> None:
    assert {k.value for k in EdgeKind} == {
        "links_to", "event_involves", "mentions", "sourced_from", "graded_as", "contradicts",
        "in_tension", "qualifies", "agrees", "cites", "cites_locus", "hypernym", "hyponym",
        "antonym", "synonym", "translates", "similar_to",
    }  # fmt: skip


def test_new_ids_are_uuid7() -> None:
    assert UUID(new_id()).version == 7
