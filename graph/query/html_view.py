"""A picture of a neighbourhood: a `SubgraphResult` as one self-contained HTML page.

The page inlines its script and stylesheet (`graph/query/assets/graph_view.js` and
`.css`) and the subgraph as JSON, and its Content-Security-Policy forbids
every network request, so it opens the same from a mail attachment as from
disk. The VS Code extension's "Show Subgraph" webview bundles the same two
assets (its build copies them into `media/`) and feeds them the same
`semnet/subgraph` result, so both show one picture.
"""

from __future__ import annotations

import html
import json
from functools import cache
from importlib import resources
from typing import Any

from semnet.graph.query.views import SubgraphResult

__all__ = ["ASSET_NAMES", "asset_text", "embed_json", "render_html"]

ASSET_NAMES = ("graph_view.js", "graph_view.css")

# Nothing may be fetched: no script, style, image, font or connection from anywhere.
CSP = (
    "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; "
    "img-src data:; font-src 'none'; connect-src 'none'; base-uri 'none'; form-action 'none'"
)


@cache
def asset_text(name: str) -> str:
    """The text of one of the view's assets, from the installed package."""
    if name not in ASSET_NAMES:
        raise ValueError(f"unknown asset {name!r}; the view has {', '.join(ASSET_NAMES)}")
    return (resources.files(__package__) / "assets" / name).read_text(encoding="utf-8")


def embed_json(data: Any) -> str:
    """JSON that is safe inside a `<script type="application/json">` element:
    no `</script>`, no `<!--`, and no raw U+2028/U+2029."""
    text = json.dumps(data, ensure_ascii=False, separators=(",", ":"), sort_keys=False)
    return (
        text.replace("<", "\\u003c")
        .replace(">", "\\u003e")
        .replace("&", "\\u0026")
        .replace("\u2028", "\\u2028")
        .replace("\u2029", "\\u2029")
    )


def _inline_script(text: str) -> str:
    # A literal "</script" inside the script would end the element early.
    return text.replace("</script", "<\\/script").replace("<!--", "<\\!--")


def _inline_style(text: str) -> str:
    return text.replace("</style", "<\\/style")


def render_html(result: SubgraphResult, *, title: str | None = None) -> str:
    """One HTML document that draws `result` with no network access."""
    seed = result.seed
    shown = title or f"semnet — {seed.title or seed.ref}"
    payload: dict[str, Any] = {"subgraph": result.wire()}
    if title:
        payload["title"] = title
    return "\n".join(
        [
            "<!DOCTYPE html>",
            '<html lang="en">',
            "<head>",
            '<meta charset="utf-8">',
            f'<meta http-equiv="Content-Security-Policy" content="{CSP}">',
            '<meta name="viewport" content="width=device-width, initial-scale=1">',
            '<meta name="generator" content="semnet graph view">',
            f"<title>{html.escape(shown)}</title>",
            f"<style>\n{_inline_style(asset_text('graph_view.css'))}\n</style>",
            "</head>",
            "<body>",
            '<div id="semnet-root"></div>',
            f'<script type="application/json" id="semnet-data">{embed_json(payload)}</script>',
            f"<script>\n{_inline_script(asset_text('graph_view.js'))}\n</script>",
            "</body>",
            "</html>",
            "",
        ]
    )
