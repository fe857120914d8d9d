"""What the code lenses of a file say: how many edges point at each block,
and, on the note's title line (or its first line), how many notes link to
the note. A note and its title heading are one endpoint (see `lift`)."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from semnet.graph.editor.navigation import WorkspaceView
from semnet.graph.model import node_ref
from semnet.graph.query.traverse import iter_neighbors


@dataclass(frozen=True, slots=True)
class Lens:
    """One lens: a title on `line`, opening the incoming neighbours of `ref`."""

    line: int
    title: str
    ref: str


def _incoming(view: WorkspaceView, ref: str) -> tuple[Counter[str], set[str]]:
    """Incoming edges of `ref` by kind, and the files `links_to` edges come from."""
    kinds: Counter[str] = Counter()
    files: set[str] = set()
    for hop in iter_neighbors(view.index, ref, None, "in"):
        kinds[hop.edge.kind] += 1
        if hop.edge.kind == "links_to" and hop.other.startswith("node:"):
            src = view.nodes.get(hop.other[5:])
            if src is not None and src.uri:
                files.add(src.uri)
    return kinds, files


def _parts(kinds: Counter[str]) -> str:
    return " · ".join(f"{c} {k}" for k, c in sorted(kinds.items(), key=lambda x: (-x[1], x[0])))


def file_lenses(view: WorkspaceView, rel: str) -> list[Lens]:
    """The lenses of file `rel`: the note's, then each block's that has
    incoming edges."""
    out: list[Lens] = []
    note = view.file_node(rel)
    blocks = view.blocks(rel)
    title_line = 0
    title_id: str | None = None
    for b in blocks:
        node = view.nodes.get(b.node_id or "")
        if node is not None and (node.attrs or {}).get("title"):
            title_line, title_id = b.start_line, b.node_id
            break
    if note is not None:
        ref = node_ref(note.id)
        kinds, files = _incoming(view, ref)
        files.discard(rel)
        if kinds:
            linking = f"{len(files)} note{'s' if len(files) != 1 else ''} link here"
            out.append(Lens(title_line, f"{linking} · {_parts(kinds)}", ref))
    for b in blocks:
        if b.node_id is None or b.node_id == title_id:
            continue
        ref = node_ref(b.node_id)
        kinds, _ = _incoming(view, ref)
        if kinds:
            out.append(Lens(b.start_line, f"{sum(kinds.values())} incoming: {_parts(kinds)}", ref))
    return out
