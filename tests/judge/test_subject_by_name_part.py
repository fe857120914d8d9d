"""Issue 13's acceptance case: "Anna was born in 1871." and "Anna was born in
1874." in `facts/`, with the character note `characters/anna.md` titled
"Anna Volkova" (no alias "Anna"), are a contradiction: "Anna" names the note
by its file name and by a part of its name.

The mentions find "Anna" through `mentions.py`; the rules judge finds its
subjects through the same names (`graph/manuscript/names.py`).
"""

from __future__ import annotations

from semnet.graph.judge.check import run_check
from semnet.graph.manuscript.indexer import index_folder
from semnet.graph.query.traverse import neighbors

FILES = {
    "characters/anna.md": "---\ntitle: Anna Volkova\n---\n\nA translator from Kazan.\n",
    "facts/people.md": "Anna was born in 1871.\n\nAnna was born in 1874.\n",
}


def write(root, files):  # type: ignore[no-untyped-def]
    for rel, text in files.items():
        p = root / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(text, encoding="utf-8")


def test_anna_is_mentioned_by_a_part_of_her_name(tmp_path) -> None:  # type: ignore[no-untyped-def]
    write(tmp_path, FILES)
    store, _ = index_folder(tmp_path)
    try:
        anna = next(n for n in store.nodes.values() if n.uri == "characters/anna.md" and n.ord == 0)
        got = neighbors(store.index, f"node:{anna.id}", ["mentions"], "in")
        assert sorted(store.nodes[h.other[5:]].text for h in got) == [
            "Anna was born in 1871.",
            "Anna was born in 1874.",
        ]
    finally:
        store.close()


def test_anna_born_1871_and_1874_contradict(tmp_path) -> None:  # type: ignore[no-untyped-def]
    write(tmp_path, FILES)
    report = run_check(tmp_path)
    found = {(f.code, f.location.uri) for ff in report.files for f in ff.findings}
    assert ("contradicts", "facts/people.md") in found
