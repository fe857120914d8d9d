"""The editor features' domain logic, without a server: which edges give
which diagnostics where, what points at a node, hover text, references,
completion, symbols, renames."""

from __future__ import annotations

from seeded import Seeded
from semnet.graph.editor.diagnostics import (
    edge_diagnostics,
    files_with_diagnostics,
    problem_diagnostics,
)
from semnet.graph.editor.hover import node_hover, target_hover
from semnet.graph.editor.livedoc import LiveDoc
from semnet.graph.editor.located import Located
from semnet.graph.editor.navigation import NameIndex, WorkspaceView
from semnet.graph.editor.rename import (
    RenameError,
    file_rename,
    heading_rename,
    rename_target,
    retarget_link,
)
from semnet.graph.store.edge_store import EdgeStore

ALL = {
    "contradicts",
    "in_tension",
    "qualifies",
    "agrees",
    "inaccurate",
    "dubious",
    "broken_link",
    "ambiguous_link",
    "unknown_citation",
    "parse_problem",
}
# Judged edges (suggestions) have setting keys of their own.
ALL |= {f"judged.{k}" for k in ("contradicts", "in_tension", "qualifies", "agrees",
                                "inaccurate", "dubious")}  # fmt: skip


def link(loc: Located) -> str:
    return f"file:///{loc.rel}#L{loc.start_line + 1}"


def line_of(seeded: Seeded):
    def get(rel: str, line: int) -> str:
        lines = seeded.text(rel).split("\n")
        return lines[line] if line < len(lines) else ""

    return get


# -- diagnostics ---------------------------------------------------------------------


def test_stance_edges_at_both_ends(view: WorkspaceView, seeded: Seeded) -> None:
    people = edge_diagnostics(view, "facts/people.md", ALL)
    two = edge_diagnostics(view, "book/two.md", ALL)
    (c1,) = [d for d in people if d.code == "contradicts"]
    (c2,) = [d for d in two if d.code == "contradicts"]
    assert c1.edge_id == c2.edge_id == seeded.edges["contradicts"]
    assert c1.judged and c1.message.startswith("Suggested: Contradicts")
    assert c1.span == Located("facts/people.md", 2, 0, 2, 62)
    assert c1.related[0].loc.rel == "book/two.md" and c1.related[0].loc.start_line == 2
    assert c2.related[0].loc.rel == "facts/people.md"
    (q,) = [d for d in two if d.code == "qualifies"]
    assert (
        not q.judged
        and q.message == "Qualifies “See Paris and the history and people.” — the wire came late"
    )
    (v,) = [d for d in people if d.code == "graded-dubious"]
    assert v.span.start_line == 4 and v.message.startswith("Suggested verdict: dubious")
    # agrees only when enabled
    no_agrees = ALL - {"agrees", "judged.agrees"}
    assert [d.code for d in edge_diagnostics(view, "book/one.md", no_agrees)].count("agrees") == 0
    assert [d.code for d in edge_diagnostics(view, "book/one.md", ALL)].count("agrees") == 2


def test_judged_noise_controls(view: WorkspaceView, seeded: Seeded) -> None:
    """The settings' defaults: a judged contradiction is a warning, a tension
    information, judged agreements and qualifications are not shown; the
    promoted qualification is; a weight threshold and the origins shown."""
    from semnet.graph.editor.diagnostics import EdgeNoise
    from semnet.server.settings import DiagnosticSettings

    d = DiagnosticSettings()
    sev = d.severities()
    assert (sev["judged.contradicts"], sev["judged.in_tension"]) == ("warning", "information")
    assert "judged.agrees" not in sev and "judged.qualifies" not in sev

    def shown(rel: str, noise: EdgeNoise | None = None) -> list[tuple[str, str, bool]]:
        return [(i.code, i.key, i.judged) for i in edge_diagnostics(view, rel, sev, noise)]

    # book/one.md: the judged agreement is left out; the promoted qualification
    # and the judged tension (information) are shown
    assert sorted(shown("book/one.md", d.noise())) == [
        ("in-tension", "judged.in_tension", True), ("qualifies", "qualifies", False),
    ]  # fmt: skip
    assert ("in-tension", "judged.in_tension", True) in shown("facts/people.md", d.noise())
    # the judged contradiction weighs 0.8: a threshold of 0.9 hides it, not the promoted edge
    heavy = EdgeNoise(None, 0.9)
    assert "contradicts" not in [c for c, _, _ in shown("facts/people.md", heavy)]
    assert ("qualifies", "qualifies", False) in shown("book/two.md", heavy)
    # judged left out of the origins: no suggestion at all
    trusted = DiagnosticSettings(origins=["authorial", "promoted"])
    assert not any(j for _, _, j in shown("facts/people.md", trusted.noise()))
    assert not [k for k in trusted.severities() if k.startswith("judged.")]


def test_dismissed_and_expired_edges_are_not_shown(store: EdgeStore, seeded: Seeded) -> None:
    with store.run("dismiss") as run:
        run.dismiss(seeded.edges["contradicts"])
    view = WorkspaceView(store, NameIndex(store))
    assert not [
        d for d in edge_diagnostics(view, "facts/people.md", ALL) if d.code == "contradicts"
    ]
    assert not [d for d in edge_diagnostics(view, "book/two.md", ALL) if d.code == "contradicts"]
    assert store.is_dismissed(
        f"node:{seeded.ids['born1871']}", f"node:{seeded.ids['file1874']}", "contradicts"
    )


def test_problem_diagnostics_and_files_with_any(view: WorkspaceView) -> None:
    items = problem_diagnostics("book/one.md", view.problems("book/one.md"), ALL)
    assert sorted(d.code for d in items) == ["ambiguous-link", "broken-link", "unknown-citation"]
    amb = next(d for d in items if d.code == "ambiguous-link")
    # Two files named station, as near as each other: followed to the shorter
    # path (as Obsidian does), and reported, since Foam would pick the other.
    assert amb.data["candidates"] == ["places/station.md", "glossary/station.md"]
    assert amb.data["chosen"] == "places/station.md"
    assert not problem_diagnostics("book/one.md", view.problems("book/one.md"), {"contradicts"})
    assert files_with_diagnostics(view) == {"book/one.md", "book/two.md", "facts/people.md"}


def test_stored_problems_are_those_of_the_stored_blocks(view: WorkspaceView) -> None:
    """Read off the nodes (no blocks built and kept), in block order."""
    index = view.name_index
    files = sorted(index.catalog.by_uri)
    assert any(index.stored_problems(rel) for rel in files)
    for rel in files:
        assert index.stored_problems(rel) == [
            p for b in index.stored_blocks(rel) for p in b.problems
        ], rel


# -- navigation ------------------------------------------------------------------------


def test_target_at_and_references(view: WorkspaceView, seeded: Seeded) -> None:
    t = view.target_at("book/one.md", 8, 8)
    assert t is not None and t.node is not None and t.node.id == seeded.ids["history"]
    assert t.span == Located("book/one.md", 8, 4, 8, 4 + len("[[Paris#History]]"))
    c = view.target_at("book/one.md", 10, 15)
    assert (
        c is not None and c.kind == "citation" and c.node is not None and c.node.uri == "refs.bib"
    )
    assert view.target_at("book/one.md", 10, 36).problem == "unknown-citation"
    refs = view.references(f"node:{seeded.ids['history']}")
    assert [(r.rel, r.start_line, r.start_char) for r in refs] == [
        ("book/one.md", 8, 4),
        ("book/one.md", 8, 26),
    ]
    paris = view.references(f"node:{seeded.ids['paris']}")
    assert ("characters/anna.md", 6, 14) in {(r.rel, r.start_line, r.start_char) for r in paris}


def test_live_positions_win_over_the_store(view: WorkspaceView, seeded: Seeded) -> None:
    rel = "facts/people.md"
    text = seeded.text(rel)
    doc = LiveDoc.from_store(rel, text, view.name_index.catalog.by_uri[rel].values())
    lines = text.split("\n")
    lines[2:2] = ["New first.", ""]
    doc.update("\n".join(lines), view.names)
    live = WorkspaceView(view.store, view.name_index, {rel: doc})
    assert live.locate(seeded.ids["born1871"]).start_line == 4
    assert view.locate(seeded.ids["born1871"]).start_line == 2
    assert live.node_at(rel, 4) == f"node:{seeded.ids['born1871']}"


def test_completion(view: WorkspaceView) -> None:
    ctx = view.completion("book/two.md", 0, "See [[Pa", "")
    assert ctx is not None and ctx.trigger == "wiki" and ctx.start_char == 6 and ctx.close == "]]"
    assert "Paris" in {c.label for c in ctx.candidates}
    ctx = view.completion("book/two.md", 0, "See [[station", "]]")
    assert ctx is not None and ctx.close == ""
    inserts = {c.label: c.insert for c in ctx.candidates}
    assert inserts["station"] in ("glossary/station", "places/station")  # ambiguous name: a path
    ctx = view.completion("book/two.md", 0, "[[Paris#", "")
    assert ctx is not None and [c.label for c in ctx.candidates] == ["Paris", "History"]
    ctx = view.completion("book/two.md", 0, "[[people#^", "")
    assert ctx is not None and [c.label for c in ctx.candidates] == ["^anna-born"]
    ctx = view.completion("book/two.md", 0, "as @smi", "")
    assert (
        ctx is not None
        and ctx.trigger == "citation"
        and [c.label for c in ctx.candidates] == ["smith1901"]
    )
    assert view.completion("book/two.md", 0, "mail me at x@y", "") is None
    assert view.completion("book/two.md", 0, "[[Paris|shown", "") is None


def test_symbols_and_links(view: WorkspaceView) -> None:
    syms = view.document_symbols("book/one.md")
    (top,) = syms
    assert top.name == "The Station" and [c.name for c in top.children] == ["Later"]
    assert [c.name for c in top.children[0].children] == ["^telegram"]
    found = view.workspace_symbols("station")
    assert {s.name for s in found} >= {"Station (place)", "Station (term)", "The Station"}
    links = view.document_links("book/one.md")
    assert (Located("book/one.md", 6, 18, 6, 36), Located("places/paris.md", 0, 0, 0, 0)) in links


# -- hover ------------------------------------------------------------------------------


def test_node_hover(view: WorkspaceView, seeded: Seeded) -> None:
    h = node_hover(view, f"node:{seeded.ids['born1874']}", link)
    assert h is not None
    text = h.markdown
    assert text.index("**Verdict:** dubious") < text.index("**What points at this**")
    assert "**in_tension** (1)" in text and "the telegram says otherwise *(suggested)*" in text
    assert "file:///book/one.md#L19" in text
    assert node_hover(view, f"node:{seeded.ids['nothing']}", link) is None
    many = node_hover(view, f"node:{seeded.ids['paris']}", link, per_kind=1)
    assert many is not None and "… +" in many.markdown


def test_target_hover(view: WorkspaceView) -> None:
    t = view.target_at("book/one.md", 8, 8)
    assert t is not None
    h = target_hover(view, t, link)
    assert "History" in h.markdown and "> Old streets, older stories." in h.markdown
    broken = view.target_at("book/one.md", 12, 12)
    assert broken is not None and "broken link" in target_hover(view, broken, link).markdown


# -- rename -----------------------------------------------------------------------------


def test_heading_rename(view: WorkspaceView, seeded: Seeded) -> None:
    plan = heading_rename(view, seeded.ids["history"], "Past Times", line_of(seeded))
    got = [(e.rel, e.line, e.start, e.end, e.new_text) for e in plan.edits]
    md = "[the history](../places/paris.md#history)"
    assert got == [
        ("book/one.md", 8, 4, 4 + len("[[Paris#History]]"), "[[Paris#Past Times]]"),
        ("book/one.md", 8, 26, 26 + len(md), "[the history](../places/paris.md#past-times)"),
        ("places/paris.md", 4, 3, 10, "Past Times"),
    ]
    try:
        heading_rename(view, seeded.ids["history"], "  ", line_of(seeded))
    except RenameError as exc:
        assert "text" in str(exc)
    else:
        raise AssertionError("an empty heading was accepted")


def test_title_heading_rename_renames_links_by_title(view: WorkspaceView, seeded: Seeded) -> None:
    title = next(
        n
        for n in view.nodes.values()
        if n.uri == "places/paris.md" and n.kind == "subchapter" and n.ord == 1
    )
    plan = heading_rename(view, title.id, "Lutetia", line_of(seeded))
    texts = {(e.rel, e.new_text) for e in plan.edits}
    assert ("places/paris.md", "Lutetia") in texts
    # [[Paris]] names the note by its file name as much as by its title: renamed.
    assert ("characters/anna.md", "[[Lutetia]]") in texts


def test_file_rename(view: WorkspaceView, seeded: Seeded) -> None:
    plan = file_rename(view, "places/paris.md", "notes/lutetia.md", line_of(seeded))
    texts = sorted((e.rel, e.line, e.new_text) for e in plan.edits)
    assert ("book/one.md", 8, "[[lutetia#History]]") in texts
    assert ("book/one.md", 8, "[the history](../notes/lutetia.md#history)") in texts
    assert ("characters/anna.md", 6, "[[lutetia]]") in texts
    assert plan.renames == [("places/paris.md", "notes/lutetia.md")]


def test_rename_target_and_retarget(view: WorkspaceView, seeded: Seeded) -> None:
    assert rename_target(view, "places/paris.md", 4, 3)[:2] == ("heading", seeded.ids["history"])
    assert rename_target(view, "book/one.md", 6, 20)[:2] == ("file", "places/paris.md")
    try:
        rename_target(view, "book/one.md", 10, 2)
    except RenameError:
        pass
    else:
        raise AssertionError("a plain paragraph was renameable")
    e = retarget_link(view, "book/one.md", 12, 45, "places/station", line_of(seeded))
    assert e is not None and e.new_text == "[[places/station]]"
