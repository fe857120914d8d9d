"""The HTML picture of a neighbourhood: one self-contained page that draws every
endpoint and edge of a subgraph. The e2e test renders it in headless Chromium
and reads the drawn DOM; its screenshot is kept in tests/artifacts/."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from collections.abc import Iterator
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import quote

import pytest
from semnet.graph.manuscript.indexer import Indexer
from semnet.graph.model import Edge, NodeRec
from semnet.graph.query.api import GraphAPI
from semnet.graph.query.html_view import embed_json, render_html
from semnet.graph.query.views import EndpointInfo, SubgraphEdge, SubgraphResult
from semnet.graph.store.edge_store import EdgeStore

FIXTURE = Path(__file__).parent.parent / "fixtures" / "ws"
ARTIFACTS = Path(__file__).parent.parent / "artifacts"


def chromium() -> str | None:
    for name in ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable"):
        found = shutil.which(name)
        if found:
            return found
    return None


@pytest.fixture
def workspace(tmp_path: Path) -> Iterator[tuple[Path, GraphAPI, dict[str, str]]]:
    """The fixture workspace, indexed, plus judged edges (dashed in the picture)."""
    root = tmp_path / "ws"
    shutil.copytree(FIXTURE, root)
    # hold="writes", as the language server does: the CLI can open the store too
    store = EdgeStore(root / ".semnet" / "graph.duckdb", hold="writes")
    Indexer(store, root).index_workspace()
    api = GraphAPI(store, root)

    def find(uri: str, starts: str) -> NodeRec:
        [n] = [n for n in api.nodes_in(uri) if (n.text or "").startswith(starts)]
        return n

    born = find("facts/people.md", "Anna Karlovna was born")
    lived = find("facts/people.md", "Anna lived in Paris")
    anna = next(n for n in store.nodes.values() if n.kind == "character")
    with store.run("judge") as run:
        c = run.assert_edge(Edge(src=f"node:{born.id}", dst=f"node:{lived.id}", kind="contradicts",
                                 origin="judged", reason="born in 1871, yet in Paris by 1890?"))  # fmt: skip
        g = run.assert_edge(Edge(src=f"node:{born.id}", dst="grade:dubious", kind="graded_as",
                                 origin="judged", reason="only one memoir"))  # fmt: skip
    ids = {"born": born.id, "lived": lived.id, "anna": anna.id, "contradicts": c.id, "graded": g.id}
    yield root, api, ids
    store.close()


class DrawnDom(HTMLParser):
    """Collects what the page drew: node refs, edge ids and their classes."""

    def __init__(self) -> None:
        super().__init__()
        self.nodes: dict[str, str] = {}
        self.edges: dict[str, str] = {}
        self.root: dict[str, str | None] = {}
        self.external: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = dict(attrs)
        cls = a.get("class") or ""
        if tag == "g" and "sg-node" in cls.split() and a.get("data-ref"):
            self.nodes[a["data-ref"] or ""] = cls
        if tag == "path" and "sg-edge" in cls.split() and a.get("data-edge-id"):
            self.edges[a["data-edge-id"] or ""] = cls
        if tag == "div" and "semnet-graph" in cls.split():
            self.root = a
        for key in ("src", "href"):
            v = a.get(key)
            if v and re.match(r"\s*(https?:|//)", v):
                self.external.append(f"{tag} {key}={v}")
        if tag == "link":
            self.external.append(f"link {a}")


def draw(browser: str, page: Path, tmp: Path, fragment: str = "") -> str:
    """The DOM after the page's script has drawn (virtual time lets it finish)."""
    profile = tmp / "chromium-profile"
    profile.mkdir(exist_ok=True)
    got = subprocess.run(
        [browser, "--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
         "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-extensions",
         f"--user-data-dir={profile}", "--virtual-time-budget=2000", "--dump-dom",
         page.as_uri() + fragment],
        capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert got.returncode == 0, got.stderr[-2000:]
    return got.stdout


def screenshot(browser: str, page: Path, tmp: Path, out: Path) -> None:
    profile = tmp / "chromium-shot"
    profile.mkdir(exist_ok=True)
    out.parent.mkdir(parents=True, exist_ok=True)
    got = subprocess.run(
        [browser, "--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
         "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-extensions",
         "--hide-scrollbars", "--window-size=1400,900", f"--user-data-dir={profile}",
         "--virtual-time-budget=2000", f"--screenshot={out}", page.as_uri()],
        capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert got.returncode == 0, got.stderr[-2000:]


# ---------------------------------------------------------------------------
# The page itself (no browser)
# ---------------------------------------------------------------------------


def tiny(title: str) -> SubgraphResult:
    a = EndpointInfo(ref="node:01a23370-0000-7000-8000-00000000000a", kind="paragraph", title=title)
    b = EndpointInfo(ref="grade:dubious", kind="grade", title="dubious")
    e = SubgraphEdge(id="01a23370-0000-7000-8000-0000000000e1", kind="graded_as", origin="judged",
                     src=a.ref, dst=b.ref, directed=True, weight=0.5,
                     created_at="2025-01-01T00:00:00Z")  # fmt: skip
    return SubgraphResult(seed=a, nodes=[a, b], edges=[e], truncated=False)


def test_the_page_is_self_contained() -> None:
    page = render_html(tiny("Anna"))
    assert "<script src" not in page and "<link" not in page
    assert not re.search(r"""(src|href)\s*=\s*["']?(https?:|//)""", page)
    assert not re.search(r"@import|url\(\s*['\"]?(https?:|//)", page)
    assert "default-src 'none'" in page  # the page may not fetch anything
    assert "SemnetGraph" in page  # the drawing script is inline


def test_data_cannot_break_out_of_its_script_element() -> None:
    evil = "</script><script>alert(1)</script> \u2028 <!-- & Анна"
    page = render_html(tiny(evil), title=evil)
    body = page.split('id="semnet-data">', 1)[1].split("</script>", 1)[0]
    assert json.loads(body)["subgraph"]["seed"]["title"] == evil
    assert "<script>alert(1)" not in page
    assert "<title>&lt;/script&gt;" in page
    assert "\u2028" not in embed_json({"t": "\u2028"})


def test_cli_writes_the_page(workspace: tuple[Path, GraphAPI, dict[str, str]]) -> None:
    root, api, ids = workspace
    out = root / "graph.html"
    got = subprocess.run(
        [sys.executable, "-m", "semnet.server", "graph", "view", f"node:{ids['born']}",
         "--radius", "2", "--out", str(out)],
        cwd=root, capture_output=True, text=True, timeout=120, env={**os.environ, "COLUMNS": "200"},
    )  # fmt: skip
    assert got.returncode == 0, got.stderr
    page = out.read_text(encoding="utf-8")
    body = page.split('id="semnet-data">', 1)[1].split("</script>", 1)[0]
    cli_api = GraphAPI(api.store, root, file_uris=True)  # the CLI answers as the LSP does
    want = cli_api.subgraph({"endpoint": {"ref": f"node:{ids['born']}"}, "radius": 2}).wire()
    assert json.loads(body)["subgraph"] == want
    assert "wrote" in got.stderr and f"{len(want['nodes'])} endpoints" in got.stderr


def test_cli_grounding(workspace: tuple[Path, GraphAPI, dict[str, str]]) -> None:
    root, _api, ids = workspace

    def run(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [sys.executable, "-m", "semnet.server", "graph", "grounding", *args],
            cwd=root, capture_output=True, text=True, timeout=120,
        )  # fmt: skip

    text = run("facts/people.md:3", "--budget", "400")
    assert text.returncode == 0, text.stderr
    assert text.stdout.startswith("Fact “Anna Karlovna was born in 1871")
    assert "Open contradictions" in text.stdout
    assert len(text.stdout.rstrip("\n")) <= 400
    js = run(f"node:{ids['born']}", "--json")
    data = json.loads(js.stdout)
    assert [c["edgeId"] for c in data["contradictions"]] == [ids["contradicts"]]
    bad = run("facts/people.md:3", "--budget", "3")
    assert bad.returncode == 2 and "budget" in bad.stderr and "Traceback" not in bad.stderr


# ---------------------------------------------------------------------------
# Drawn in a real browser
# ---------------------------------------------------------------------------


@pytest.mark.e2e
def test_chromium_draws_every_node_and_edge(
    workspace: tuple[Path, GraphAPI, dict[str, str]], tmp_path: Path
) -> None:
    browser = chromium()
    if browser is None:
        pytest.skip("chromium is not installed (CI installs Debian's `chromium`)")
    _root, api, ids = workspace
    result = api.subgraph({"endpoint": {"ref": f"node:{ids['anna']}"}, "radius": 2})
    assert len(result.nodes) > 10 and ids["contradicts"] in {e.id for e in result.edges}
    page = tmp_path / "graph.html"
    page.write_text(render_html(result), encoding="utf-8")

    dom = DrawnDom()
    dom.feed(draw(browser, page, tmp_path))
    assert dom.root.get("data-rendered") == "true"
    assert set(dom.nodes) == {n.ref for n in result.nodes}
    assert set(dom.edges) == {e.id for e in result.edges}
    assert dom.root.get("data-nodes") == str(len(result.nodes))
    assert dom.root.get("data-edges") == str(len(result.edges))
    # styled by kind and origin: the judged contradiction is dashed (origin-judged)
    assert {"kind-contradicts", "origin-judged"} <= set(dom.edges[ids["contradicts"]].split())
    assert "sg-seed" in dom.nodes[f"node:{ids['anna']}"].split()
    for e in result.edges:
        assert f"origin-{e.origin}" in dom.edges[e.id].split()
    assert dom.external == []

    # click to select: the page opens with `#select=` selected, its edges marked
    picked = DrawnDom()
    picked.feed(draw(browser, page, tmp_path, "#select=" + quote(f"node:{ids['born']}")))
    assert picked.root.get("data-selected") == f"node:{ids['born']}"
    assert "sg-selected" in picked.nodes[f"node:{ids['born']}"].split()
    assert "sg-incident" in picked.edges[ids["contradicts"]].split()

    shot = ARTIFACTS / "graph_view.png"
    screenshot(browser, page, tmp_path, shot)
    data = shot.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and len(data) > 10_000
