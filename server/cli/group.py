"""`semnet graph group BY [KEY]`: the group views of `graph/query/groups.py`
(facts by source or by verdict, loci with every citing paragraph, characters
and places with their events), the same answers as `semnet/group`; `--json`
prints exactly its JSON."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Any

import typer
from semnet.server.cli.app import AsOfOpt, JsonOpt, OriginsOpt, RootOpt, ValidAtOpt, graph_app, out
from semnet.server.cli.stores import ask_store, emit_json, with_filters


def _line(text: str | None, n: int = 70) -> str:
    t = " ".join((text or "").split())
    return t if len(t) <= n else t[: n - 1] + "…"


@graph_app.command("group")
def graph_group(
    by: Annotated[str, typer.Argument(help="source, verdict, locus, character or place")],
    key: Annotated[
        str | None, typer.Argument(help="One group: an endpoint, or a verdict (dubious, …).")
    ] = None,
    root: RootOpt = Path("."),
    origin: OriginsOpt = None,
    limit: Annotated[int, typer.Option(help="At most this many items per group.")] = 200,
    as_of: AsOfOpt = None,
    valid_at: ValidAtOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Facts by source or verdict, loci with their citing paragraphs (an Index
    Locorum), characters and places with the events that involve them."""
    params: dict[str, Any] = {"by": by, "limit": limit}
    if key is not None:
        params["key"] = key
    with_filters(params, origin, as_of, valid_at)
    result = ask_store(root, lambda api: api.group(params))
    if as_json:
        emit_json(result.wire())
        return
    if not result.groups:
        out.print(f"no {by} groups", markup=False)
        return
    for g in result.groups:
        out.print(f"◆ {_line(g.key.title or g.key.ref)}  ({g.count})", markup=False)
        for item in g.items:
            ep = item.endpoint
            where = ""
            if ep.uri and ep.range is not None:
                where = f"{ep.uri.rsplit('/', 1)[-1]}:{ep.range.start.line + 1}  "
            mark = "  [suggested]" if item.origin == "judged" else ""
            out.print(f"   {where}{_line(ep.title or ep.ref)}{mark}", markup=False)
        if g.count > len(g.items):
            out.print(f"   … +{g.count - len(g.items)} more (--limit)", markup=False)
