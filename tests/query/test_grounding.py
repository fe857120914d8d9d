"""Grounding (RFC §8.4): what the graph knows about a paragraph, as JSON and
as prose bounded by a character budget, on the multilingual fixture workspace."""

from __future__ import annotations

import shutil
import unicodedata
from collections.abc import Iterator
from pathlib import Path

import pytest
from semnet.graph.errors import InvalidQueryError, NotFoundError
from semnet.graph.manuscript.indexer import Indexer
from semnet.graph.manuscript.parse import plain_text
from semnet.graph.model import Edge, NodeRec
from semnet.graph.query.api import GraphAPI
from semnet.graph.query.grounding import grounding
from semnet.graph.query.grounding_prose import clip
from semnet.graph.store.edge_store import EdgeStore

FIXTURE = Path(__file__).parent.parent / "fixtures" / "ws"


@pytest.fixture
def api(tmp_path: Path) -> Iterator[GraphAPI]:
    root = tmp_path / "ws"
    shutil.copytree(FIXTURE, root)
    store = EdgeStore(root / ".semnet" / "graph.duckdb")
    Indexer(store, root).index_workspace()
    yield GraphAPI(store, root)
    store.close()


def node(api: GraphAPI, uri: str, starts: str) -> NodeRec:
    found = [n for n in api.nodes_in(uri) if (n.text or n.title or "").startswith(starts)]
    assert len(found) == 1, (uri, starts, [n.text for n in api.nodes_in(uri)])
    return found[0]


def ref(n: NodeRec) -> dict[str, str]:
    return {"ref": f"node:{n.id}"}


def titles(items: list[dict]) -> list[str]:
    return [i["endpoint"]["title"] for i in items]


def test_an_event_paragraph_knows_its_people_places_and_time(api: GraphAPI) -> None:
    p = node(api, "book/en.md", "Anna Karlovna met")
    g = grounding(api, {"endpoint": ref(p)}).wire()

    assert titles(g["characters"]) == ["Anna Karlovna"]
    assert g["characters"][0]["via"][0] == "event_involves"
    assert titles(g["places"]) == ["Paris"]
    assert titles(g["terms"]) == ["Okhrana"]
    assert [c["title"] for c in g["context"]][:2] == ["book", "The station"]

    tl = g["timeline"]
    assert tl["basis"] == "story"
    assert tl["period"] == {"start": "1905-01-09", "end": "1905-01-10"}
    before = [t["endpoint"]["uri"] for t in tl["before"]]
    assert before == ["facts/people.md", "book/fr.md"]  # 1890, then December 1904
    assert [t["endpoint"]["uri"] for t in tl["concurrent"]] == ["book/ru.md"]
    assert tl["after"] == []
    assert "Anna Karlovna" in tl["before"][1]["shared"]

    prose = g["prose"]
    assert prose.startswith("Paragraph “Anna Karlovna met the city at dawn")
    for want in ("Characters: Anna Karlovna (in the event)", "Places: Paris", "When: 1905-01-09.",
                 "Okhrana", "Anya arriva à Parigi en hiver."):  # fmt: skip
        assert want in prose, (want, prose)
    assert len(prose) <= g["budget"]


def test_citations_become_named_sources_with_their_loci(api: GraphAPI) -> None:
    p = node(api, "book/en.md", "A line cites")
    g = grounding(api, {"endpoint": ref(p)}).wire()
    by_key = {s["key"]: s for s in g["sources"]}
    assert by_key["smith1901"]["endpoint"]["title"] == "Smith, Memoirs"
    assert by_key["smith1901"]["loci"] == ["p. 3"]
    assert by_key["jones1905"]["endpoint"]["title"] == "Winter Letters"
    assert by_key["bible"]["endpoint"]["ref"] == "locus:bible:John 3:16"
    assert "nobody" not in by_key  # an unknown key states nothing
    assert "Smith, Memoirs, p. 3" in g["prose"]
    assert "John 3:16 (bible)" in g["prose"]


def test_a_fact_shows_its_contradictions_verdicts_and_what_links_to_it(api: GraphAPI) -> None:
    born = node(api, "facts/people.md", "Anna Karlovna was born")
    lived = node(api, "facts/people.md", "Anna lived in Paris")
    with api.store.run("judge") as run:
        c = run.assert_edge(Edge(src=f"node:{born.id}", dst=f"node:{lived.id}", kind="contradicts",
                                 origin="judged", weight=0.8, reason="she cannot be born there"))  # fmt: skip
        v = run.assert_edge(Edge(src=f"node:{born.id}", dst="grade:dubious", kind="graded_as",
                                 origin="judged", reason="only one memoir says so"))  # fmt: skip

    g = grounding(api, {"endpoint": ref(born)}).wire()
    [con] = g["contradictions"]
    assert con["edgeId"] == c.id
    assert con["other"]["ref"] == f"node:{lived.id}"
    assert con["pending"] is True and con["kind"] == "contradicts"
    [verdict] = g["verdicts"]
    assert (verdict["edgeId"], verdict["grade"], verdict["pending"]) == (v.id, "dubious", True)
    assert [s["key"] for s in g["sources"]] == ["smith1901"]
    [linker] = g["linkedFrom"]
    assert linker["other"]["uri"] == "book/en.md" and linker["kinds"] == ["links_to"]

    prose = g["prose"]
    assert (
        "Open contradictions: “Anna lived in Paris.” (contradicts, suggested by a judge)" in prose
    )
    assert "she cannot be born there" in prose
    assert "Verdicts: dubious [suggested] — only one memoir says so" in prose
    assert "Linked from: “See Paris and the history and people.” (link)" in prose

    # The other end sees the same contradiction.
    other = grounding(api, {"endpoint": ref(lived)}).wire()
    assert [x["edgeId"] for x in other["contradictions"]] == [c.id]

    # A dismissed judgement is no longer open.
    with api.store.run("dismiss") as run:
        run.dismiss(c.id)
    assert grounding(api, {"endpoint": ref(born)}).wire()["contradictions"] == []


@pytest.mark.parametrize("budget", [80, 100, 150, 200, 300, 500, 1200, 5000])
def test_prose_never_exceeds_the_budget(api: GraphAPI, budget: int) -> None:
    for n in list(api.store.nodes.values()):
        g = grounding(api, {"endpoint": ref(n), "budget": budget})
        assert len(g.prose) <= budget, (budget, g.prose)
        assert g.prose  # always says at least what the endpoint is


def test_a_small_budget_keeps_what_matters_most(api: GraphAPI) -> None:
    born = node(api, "facts/people.md", "Anna Karlovna was born")
    lived = node(api, "facts/people.md", "Anna lived in Paris")
    with api.store.run("judge") as run:
        run.assert_edge(Edge(src=f"node:{born.id}", dst=f"node:{lived.id}", kind="contradicts",
                             origin="judged", reason="dates"))  # fmt: skip
    full = grounding(api, {"endpoint": ref(born), "budget": 5000})
    small = grounding(api, {"endpoint": ref(born), "budget": 160})
    assert not full.truncated
    assert small.truncated
    assert "Open contradictions" in small.prose
    assert "Linked from" in full.prose and "Linked from" not in small.prose


def test_lists_are_bounded_by_limit_with_full_totals(api: GraphAPI) -> None:
    anna = next(n for n in api.store.nodes.values() if n.kind == "character")
    g = grounding(api, {"endpoint": ref(anna), "limit": 2}).wire()
    assert len(g["linkedFrom"]) == 2
    assert g["totals"]["linkedFrom"] > 2
    assert g["truncated"] is True
    assert f"(+{g['totals']['linkedFrom'] - 2} more)" in g["prose"]


def test_an_entity_has_a_timeline_of_its_events(api: GraphAPI) -> None:
    anna = next(n for n in api.store.nodes.values() if n.kind == "character")
    tl = grounding(api, {"endpoint": ref(anna)}).wire()["timeline"]
    assert tl["basis"] == "entity"
    starts = [t["period"]["start"] for t in tl["events"]]
    assert starts == sorted(starts)
    # "Anna lived in Paris. [from:: 1890]" names Anna by her file name
    # (characters/anna.md): the earliest of her events.
    assert [t["endpoint"]["uri"] for t in tl["events"]] == [
        "facts/people.md",
        "book/fr.md",
        "book/en.md",
        "book/ru.md",
    ]


def test_an_undated_paragraph_is_placed_by_its_dated_neighbours(api: GraphAPI) -> None:
    p = node(api, "book/ru.md", "Анна пишет письмо")
    g = grounding(api, {"endpoint": ref(p)}).wire()
    assert g["lang"] == "ru"
    assert g["timeline"]["basis"] == "document"
    [before] = g["timeline"]["before"]
    assert before["endpoint"]["ref"] == f"node:{node(api, 'book/ru.md', 'Анна встретила').id}"
    assert "Анна пишет письмо" in g["prose"]
    assert "Earlier in the file: “Анна встретила Anna Karlovna у Охраны в Париже.”" in g["prose"]


def test_a_position_in_a_document_is_an_endpoint(api: GraphAPI) -> None:
    assert api.root is not None
    uri = (api.root / "book" / "en.md").as_uri()
    g = grounding(
        api, {"endpoint": {"textDocument": {"uri": uri}, "position": {"line": 2, "character": 5}}}
    )
    assert g.endpoint.title is not None and g.endpoint.title.startswith("Anna Karlovna met")


def test_bad_params_are_named(api: GraphAPI) -> None:
    p = node(api, "book/en.md", "Anna Karlovna met")
    with pytest.raises(InvalidQueryError, match="budget"):
        grounding(api, {"endpoint": ref(p), "budget": 5})
    with pytest.raises(InvalidQueryError, match="endpoint"):
        grounding(api, {})
    with pytest.raises(NotFoundError):
        grounding(api, {"endpoint": {"ref": "node:01a23370-0000-7000-8000-000000000000"}})


def test_plain_text_drops_markdown_but_keeps_the_words() -> None:
    assert plain_text("Anna met [[Paris|the city]] at [Warsaw](../w.md). [when:: 1905] ^b1") == (
        "Anna met the city at Warsaw."
    )
    assert plain_text("Анна у [[Охрана]] — *очень* рано") == "Анна у Охрана — очень рано"


@pytest.mark.parametrize(
    "unit",
    ["e\u0301", "й", "👩\u200d👩\u200d👧", "👍🏽", "❤\ufe0f", "е\u0308"],
    ids=["combining", "cyrillic", "zwj", "modifier", "selector", "nfd-cyrillic"],
)
def test_clip_never_cuts_inside_a_grapheme(unit: str) -> None:
    text = unit * 40
    for limit in range(2, 30):
        got = clip(text, limit)
        assert len(got) <= limit
        assert got.endswith("…")
        body = got[:-1]
        assert body == unit * (len(body) // len(unit)), (limit, got)
        assert not body or not unicodedata.combining(body[0])


def test_an_editor_api_gets_file_uris_and_the_prose_keeps_short_paths(api: GraphAPI) -> None:
    if "file_uris" not in GraphAPI.__init__.__code__.co_varnames:
        pytest.skip("this GraphAPI has no file_uris option")
    assert api.root is not None
    editor_api = GraphAPI(api.store, api.root, file_uris=True)  # type: ignore[call-arg]
    p = node(api, "book/en.md", "Anna Karlovna met")
    g = grounding(editor_api, {"endpoint": ref(p)}).wire()
    assert g["endpoint"]["uri"] == (api.root / "book" / "en.md").as_uri()
    assert g["characters"][0]["endpoint"]["uri"] == (api.root / "characters" / "anna.md").as_uri()
    assert "(book/en.md:3, language en)" in g["prose"]
