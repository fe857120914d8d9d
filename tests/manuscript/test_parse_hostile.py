"""Hostile Markdown is bounded: front matter nested past the limit is a
problem (the YAML parser never sees it), and long alias lists keep their
order without a quadratic pass."""

from __future__ import annotations

from semnet.graph.manuscript.parse import parse_document


def test_deep_flow_front_matter_is_a_problem_not_a_recursion() -> None:
    doc = parse_document("---\ntags: " + "[" * 5000 + "]" * 5000 + "\n---\nBody.\n", "a.md")
    assert [p.code for p in doc.problems] == ["bad-front-matter"]
    assert "nested deeper" in doc.problems[0].message
    assert doc.paragraphs()[0].text == "Body."


def test_shallow_flow_front_matter_is_read() -> None:
    doc = parse_document("---\naliases: [[a], b, c]\ntags: {x: [1, 2]}\n---\nBody.\n", "a.md")
    assert doc.problems == [] and doc.aliases == ["b", "c"]


def test_many_aliases_keep_their_order_once_each() -> None:
    names = ", ".join(f"a{i % 5000}" for i in range(10_000))
    doc = parse_document(f"---\naliases: [{names}]\n---\n", "a.md")
    assert doc.aliases == [f"a{i}" for i in range(5000)]
