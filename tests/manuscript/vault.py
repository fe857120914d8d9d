"""A vault in memory for the conformance tests: files → the nodes an index
pass would write (parse, file and block records, attachments) → the name
table, without a store. Resolution and the lift run on exactly these."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from semnet.graph.manuscript.index_pass import block_records, file_record
from semnet.graph.manuscript.inline import LinkRec, links_of
from semnet.graph.manuscript.lift import LiftResult, lift
from semnet.graph.manuscript.parse import parse_document
from semnet.graph.manuscript.resolve import (
    BareCitations,
    Conventions,
    Followed,
    NameTable,
    Outside,
    build_names,
    resolve_link,
)
from semnet.graph.manuscript.textmatch import content_hash
from semnet.graph.model import NodeKind, NodeRec, new_id


@dataclass
class Vault:
    names: NameTable
    nodes: dict[str, list[NodeRec]]  # uri -> nodes of that file (file node first)

    def file(self, rel: str) -> NodeRec:
        return self.nodes[rel][0]

    def links(self, rel: str) -> list[LinkRec]:
        return [ln for n in self.nodes[rel] for ln in links_of(n.attrs)]

    def resolve(self, rel: str, index: int = 0) -> str:
        """What the `index`-th link of `rel` resolves to, described."""
        got = self.links(rel)
        assert len(got) > index, f"{rel} has {len(got)} links: {got}"
        return describe(resolve_link(got[index], self.file(rel), self.names))

    def lift(self, rel: str) -> LiftResult:
        blocks = [n for n in self.nodes[rel][1:]]
        return lift(blocks, self.names)

    def title(self, node_id: str) -> str:
        for nodes in self.nodes.values():
            for n in nodes:
                if n.id == node_id:
                    return describe(n)
        return node_id


def describe(hit: object) -> str:
    """`path`, `path#Heading`, `path#^block`; `path (code)` when followed with
    a problem; `outside`; or the problem's code."""
    if isinstance(hit, Followed):
        return f"{describe(hit.node)} ({hit.problem[0]})"
    if isinstance(hit, Outside):
        return "outside"
    if isinstance(hit, NodeRec):
        if hit.kind == NodeKind.SUBCHAPTER:
            return f"{hit.uri}#{hit.title}"
        if hit.block_id and hit.kind in (NodeKind.PARAGRAPH, NodeKind.FACT):
            return f"{hit.uri}#^{hit.block_id}"
        return hit.uri or hit.id
    assert isinstance(hit, tuple), hit
    return str(hit[0])


def build(files: Mapping[str, str], bare: BareCitations = "known", wiki: bool = True) -> Vault:
    """The nodes of `files` (Markdown parsed, anything else an attachment)."""
    nodes: dict[str, list[NodeRec]] = {}
    for rel, text in files.items():
        if not rel.endswith(".md"):
            name = rel.rsplit("/", 1)[-1]
            nodes[rel] = [NodeRec(id=new_id(), kind=NodeKind.ATTACHMENT, title=name, uri=rel)]
            continue
        doc = parse_document(text, rel)
        f = file_record(rel, doc, new_id(), None, doc.lang or "en", "")
        fresh = ((None, content_hash(b.text)) for b in doc.blocks)
        nodes[rel] = [f, *block_records(rel, doc, f, fresh)]
    by_uri = {u: {n.id: n for n in ns} for u, ns in nodes.items()}
    files_and_attachments = [ns[0] for ns in nodes.values()]
    conventions = Conventions(bare, wiki)
    return Vault(build_names(files_and_attachments, by_uri, conventions=conventions), nodes)
