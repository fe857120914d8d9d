"""The `semnet/*` requests of the citation graph, the lexical bridge,
similarity and `ask`: thin, like `requests.py` (whose helpers they share).

    semnet/importWorks   {paths?, fetch?, baseUrl?, refresh?}  → ImportWorksResult (writes)
    semnet/restsOn       {endpoint, depth?, limit?}            → RestsOnResult
    semnet/similar       {endpoint | text, k?, minScore?}      → SimilarResult
    semnet/translations  {endpoint, langs?}                    → TranslationsResult
    semnet/ask           {question, steps?, k?, …}             → AskResult

Requests that need DuckDB, the embedding index or an HTTP server run on the
folder's writer thread; results get their node ranges in the client's units.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from semnet.graph.errors import InvalidQueryError
from semnet.handlers.requests import _answer, _prepare_waiting

if TYPE_CHECKING:
    from semnet.server.folder import Folder
    from semnet.server.lsp import SemnetServer


async def _on_writer(
    ls: SemnetServer, raw: Any, work: Callable[[Folder, dict[str, Any]], Any], *, wrote: bool
) -> dict[str, Any]:
    """Run `work(ws, params)` on the writer thread, after the first index pass."""
    ws, params = await _prepare_waiting(ls, raw)
    await ws.indexed.wait()
    if ws.api is None or ws.judges is None:
        raise InvalidQueryError(ws.error or "the store is not open")
    result = await ws.read_store(lambda: work(ws, params))
    if wrote:
        await ls.after_write(ws, {}, full=True)
    async with ws.reading() as view:
        out: dict[str, Any] = ws.frame(ls.encoding).wire_ranges(result.wire(), view.locate)
    return out


async def import_works(ls: SemnetServer, params: Any) -> dict[str, Any]:
    from semnet.graph.importers.works import import_works_request

    def work(ws: Folder, p: dict[str, Any]) -> Any:
        assert ws.api is not None
        return import_works_request(ws.api, p)

    return await _on_writer(ls, params, work, wrote=True)


async def rests_on(ls: SemnetServer, params: Any) -> dict[str, Any]:
    from semnet.graph.query.citations import rests_on as ask

    return await _answer(ls, params, ask)


async def similar(ls: SemnetServer, params: Any) -> dict[str, Any]:
    from semnet.graph.query.similar import similar as ask

    def work(ws: Folder, p: dict[str, Any]) -> Any:
        assert ws.api is not None and ws.judges is not None
        return ask(ws.api, p, ws.judges.vectors())

    return await _on_writer(ls, params, work, wrote=False)


async def translations(ls: SemnetServer, params: Any) -> dict[str, Any]:
    from semnet.graph.lexical.translations import translations as ask

    return await _answer(ls, params, ask)


async def ask(ls: SemnetServer, params: Any) -> dict[str, Any]:
    from semnet.graph.query.ask import ask as ask_graph

    def work(ws: Folder, p: dict[str, Any]) -> Any:
        assert ws.judges is not None
        return ask_graph(ws.judges, p)

    return await _on_writer(ls, params, work, wrote=False)
