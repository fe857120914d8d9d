"""The `semnet/*` requests: the graph's questions over JSON-RPC.

Params and results are camelCase JSON (the pydantic models of
`semnet.graph.query.api` and `semnet.graph.query.views`; `docs/protocol.md` has an
example of each). An endpoint is `{"ref": "node:…"}` or a text document and
a position in it (the paragraph, heading or note there, at the buffer's
current lines). Node endpoints in results carry their file's URI and their
range in the client's position encoding.

While a folder's store is still loading (the first second or so of a
session), `semnet/neighbors` and `semnet/contradicting` about a ref are
answered from a slice of the store read for that endpoint (`StoreSlice`):
the answer the loaded index would give, ranges from the stored lines.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from semnet.graph.errors import InvalidQueryError, NotFoundError
from semnet.handlers.errors import guarded

# The query API (pydantic models) is imported at the first question, not at
# the server's start: `initialize` is answered before it is needed.
if TYPE_CHECKING:
    from semnet.graph.query.api import GraphAPI
    from semnet.graph.store.slice import StoreSlice
    from semnet.graph.store.triage import TriageAction
    from semnet.server.folder import Folder
    from semnet.server.lsp import SemnetServer

_ENDPOINT_KEYS = ("endpoint", "from", "to")


def _as_dict(params: Any) -> dict[str, Any]:
    """Params as a dict. `null` and an empty list mean "no params": a Lua
    client (Neovim) encodes an empty table `{}` as `[]`."""
    if params is None or params == []:
        return {}
    if isinstance(params, dict):
        return dict(params)
    raise InvalidQueryError(f"params must be an object, not {type(params).__name__}")


async def _endpoint_ref(
    ls: SemnetServer, ep: dict[str, Any], where: str
) -> tuple[Folder, dict[str, Any]]:
    """A position endpoint as `{"ref": …}` (resolved against the live buffer)."""
    doc = ep.get("textDocument")
    pos = ep.get("position")
    if not isinstance(doc, dict) or "uri" not in doc:
        raise InvalidQueryError(f"{where}.textDocument: give an object with a 'uri'")
    if not isinstance(pos, dict) or not isinstance(pos.get("line"), int) or pos["line"] < 0:
        raise InvalidQueryError(f"{where}.position: give {{'line': N, 'character': N}}, N >= 0")
    ws, rel = ls.document(str(doc["uri"]))
    async with ws.reading() as view:
        ls.flush_live(ws, rel, view)
        count = view.line_count(rel)
        if count is None:
            raise NotFoundError(f"{where}: {rel} is not indexed")
        line = pos["line"]
        if line >= count:
            raise InvalidQueryError(
                f"{where}.position: line {line} is outside {rel} (it has {count} lines)"
            )
        ref = view.endpoint_at(rel, line)
    if ref is None:
        raise NotFoundError(f"{where}: nothing indexed at {rel}:{line + 1}")
    return ws, {"ref": ref}


async def _prepare(ls: SemnetServer, raw: Any) -> tuple[Folder, dict[str, Any]]:
    """The workspace a request is about, and its params with endpoints as refs."""
    params = _as_dict(raw)
    ws: Folder | None = None
    folder = params.pop("workspace", None)
    if isinstance(folder, str):
        ws = ls.folders.get(folder) or next(
            (w for w in ls.folders.values() if w.uri == folder.rstrip("/")), None
        )
        if ws is None:
            raise InvalidQueryError(f"workspace: {folder} is not a folder of this session")
    for key in _ENDPOINT_KEYS:
        ep = params.get(key)
        if isinstance(ep, dict) and "ref" not in ep and ("textDocument" in ep or "position" in ep):
            ep_ws, params[key] = await _endpoint_ref(ls, ep, key)
            ws = ws or ep_ws
        elif isinstance(ep, dict) and isinstance(ep.get("ref"), str) and ws is None:
            ws = ls.workspace_for_ref(ep["ref"])
    if ws is None:
        if not ls.folders:
            raise InvalidQueryError("no workspace folder is open")
        ws = next(iter(ls.folders.values()))
    return ws, params


async def _prepare_waiting(ls: SemnetServer, raw: Any) -> tuple[Folder, dict[str, Any]]:
    """`_prepare`, waiting for the first index pass when a document is not indexed yet."""
    try:
        return await _prepare(ls, raw)
    except NotFoundError:
        pending = [w for w in ls.folders.values() if not w.indexed.is_set()]
        if not pending:
            raise
        for w in pending:
            await w.indexed.wait()
        return await _prepare(ls, raw)


# The one-hop questions a slice of the store answers as the whole store does.
_SLICE_ASKS = ("neighbors", "contradicting")
# A question: the name of a `GraphAPI` method, or a function of the API and the params.
Ask = str | Callable[..., Any]


def _ask(ask: Ask, api: GraphAPI, params: Any) -> Any:
    return getattr(api, ask)(params) if isinstance(ask, str) else ask(api, params)


async def _answer_early(ls: SemnetServer, raw: Any, ask: Ask) -> dict[str, Any] | None:
    """The answer from a slice of the store while the only folder's store is
    loading; None when that does not apply (then the loaded index answers)."""
    if ask not in _SLICE_ASKS or len(ls.folders) != 1 or not isinstance(raw, dict):
        return None
    ws = next(iter(ls.folders.values()))
    ep = raw.get("endpoint")
    if ws.loaded.is_set() or "workspace" in raw or "asOf" in raw or not isinstance(ep, dict):
        return None  # (as of a past time needs the store's event log)
    if not isinstance(ep.get("ref"), str):  # a position: the live view places it
        return None
    from semnet.graph.editor.located import stored_locator
    from semnet.graph.errors import RefSyntaxError
    from semnet.graph.model import parse_ref
    from semnet.graph.query.api import GraphAPI

    try:
        ref = parse_ref(ep["ref"]).text
    except RefSyntaxError:
        return None  # the loaded index says what is wrong with it

    def ask_slice(part: StoreSlice) -> dict[str, Any] | None:
        try:
            result: dict[str, Any] = _ask(ask, GraphAPI(part, ws.root, file_uris=True), raw).wire()
        except NotFoundError:
            return None  # unknown to the store as it is: the first index pass decides
        return ws.frame(ls.encoding).wire_ranges(result, stored_locator(part.nodes))

    return await ws.answer_early([ref], ask_slice)


async def _answer(ls: SemnetServer, raw: Any, ask: Ask) -> dict[str, Any]:
    """Ask the graph; wait for the first index pass if it does not know the endpoint yet."""
    early = await _answer_early(ls, raw, ask)
    if early is not None:
        return early
    for attempt in (1, 2):
        ws, params = await _prepare_waiting(ls, raw)
        try:
            if params.get("asOf") is not None:
                return await _answer_past(ls, ws, params, ask)
            async with ws.reading() as view:
                assert ws.api is not None
                result: dict[str, Any] = _ask(ask, ws.api, params).wire()
                return ws.frame(ls.encoding).wire_ranges(result, view.locate)
        except NotFoundError:
            if attempt == 2 or ws.indexed.is_set():
                raise
            await ws.indexed.wait()
    raise AssertionError("unreachable")


async def _answer_past(
    ls: SemnetServer,
    ws: Folder,
    params: dict[str, Any],
    ask: Ask,
) -> dict[str, Any]:
    """A question as of a past time: the edges current then include some no
    longer live, which only the store has, so it is asked on the writer thread."""
    await ws.loaded.wait()
    api = ws.api
    if api is None:
        raise InvalidQueryError(ws.error or "the store is not open")
    result: dict[str, Any] = (await ws.read_store(lambda: _ask(ask, api, params))).wire()
    async with ws.reading() as view:
        return ws.frame(ls.encoding).wire_ranges(result, view.locate)


@guarded
async def neighbors(ls: SemnetServer, params: Any) -> dict[str, Any]:
    """semnet/neighbors: one hop from an endpoint."""
    return await _answer(ls, params, "neighbors")


@guarded
async def contradicting(ls: SemnetServer, params: Any) -> dict[str, Any]:
    """semnet/contradicting: contradicts and in_tension, both directions."""
    return await _answer(ls, params, "contradicting")


@guarded
async def subgraph(ls: SemnetServer, params: Any) -> dict[str, Any]:
    """semnet/subgraph: the neighbourhood within a radius (1 to 3)."""
    return await _answer(ls, params, "subgraph")


@guarded
async def paths(ls: SemnetServer, params: Any) -> dict[str, Any]:
    """semnet/paths: shortest paths between two endpoints."""
    return await _answer(ls, params, "paths")


@guarded
async def group(ls: SemnetServer, params: Any) -> dict[str, Any]:
    """semnet/group: facts by source or verdict, loci, characters and places
    with their events (`graph/query/groups.py`)."""
    return await _answer(ls, params, "group")


@guarded
async def pending(ls: SemnetServer, params: Any) -> dict[str, Any]:
    """semnet/pending: judged edges awaiting triage."""
    return await _answer(ls, params, "pending")


@guarded
async def stats(ls: SemnetServer, params: Any) -> dict[str, Any]:
    """semnet/stats: node and edge counts."""
    return await _answer(ls, params, "stats")


@guarded
async def render(ls: SemnetServer, params: Any) -> dict[str, Any]:
    """semnet/render: the neighbourhood as monospace text."""
    return await _answer(ls, params, "render")


@guarded
async def history(ls: SemnetServer, params: Any) -> dict[str, Any]:
    """semnet/history: edge events, oldest first (read from the store's log)."""
    ws, p = await _prepare_waiting(ls, params)
    await ws.loaded.wait()
    api = ws.api
    if api is None:
        raise InvalidQueryError(ws.error or "the store is not open")
    result = await ws.read_store(lambda: api.history(p))
    out: dict[str, Any] = result.wire()
    return out


@guarded
async def grounding(ls: SemnetServer, params: Any) -> dict[str, Any]:
    """semnet/grounding: what the graph knows about a paragraph (`graph/grounding.py`)."""
    from semnet.graph.query.grounding import grounding as ask

    return await _answer(ls, params, ask)


async def _judge(ls: SemnetServer, raw: Any, method: str) -> dict[str, Any]:
    """A judge request: it writes judged (or authorial) edges on the writer
    thread, then the diagnostics of every open document are republished."""
    ws, params = await _prepare_waiting(ls, raw)
    await ws.indexed.wait()
    if ws.judges is None:
        raise InvalidQueryError(ws.error or "the store is not open")
    result = await ws.judge(method, params)
    await ls.after_write(ws, {}, full=True)
    async with ws.reading() as view:
        out: dict[str, Any] = ws.frame(ls.encoding).wire_ranges(result.wire(), view.locate)
    return out


@guarded
async def relate(ls: SemnetServer, params: Any) -> dict[str, Any]:
    """semnet/relate: judge a fact or paragraph against related ones; store judged edges."""
    return await _judge(ls, params, "relate")


@guarded
async def factcheck(ls: SemnetServer, params: Any) -> dict[str, Any]:
    """semnet/factcheck: a verdict for a fact (a judged `graded_as` edge)."""
    return await _judge(ls, params, "factcheck")


@guarded
async def mark(ls: SemnetServer, params: Any) -> dict[str, Any]:
    """semnet/mark: the writer's own verdict (an authorial `graded_as` edge)."""
    return await _judge(ls, params, "mark")


async def _triage(ls: SemnetServer, raw: Any, action: TriageAction) -> dict[str, Any]:
    """A triage request: it writes on the writer thread, then the files at
    the edges' ends are republished."""
    return await ls.triage(action, _as_dict(raw))


@guarded
async def promote(ls: SemnetServer, params: Any) -> dict[str, Any]:
    """semnet/promote: accept judged edges (`graph/judge/triage.py`)."""
    return await _triage(ls, params, "promote")


@guarded
async def dismiss(ls: SemnetServer, params: Any) -> dict[str, Any]:
    """semnet/dismiss: reject judged (or promoted) edges; not proposed again."""
    return await _triage(ls, params, "dismiss")


@guarded
async def demote(ls: SemnetServer, params: Any) -> dict[str, Any]:
    """semnet/demote: promoted edges back to suggestions."""
    return await _triage(ls, params, "demote")


@guarded
async def keep(ls: SemnetServer, params: Any) -> dict[str, Any]:
    """semnet/keep: decisions stand as they are (settles a journal conflict)."""
    return await _triage(ls, params, "keep")


@guarded
async def assert_relation(ls: SemnetServer, params: Any) -> dict[str, Any]:
    """semnet/assert: the writer states a relation (an authorial edge,
    `graph/judge/manual.py`); the diagnostics are republished."""
    ws, p = await _prepare_waiting(ls, params)
    await ws.indexed.wait()
    result = await ws.assert_relation(p)
    await ls.after_write(ws, {}, full=True)
    async with ws.reading() as view:
        out: dict[str, Any] = ws.frame(ls.encoding).wire_ranges(result.wire(), view.locate)
    return out


@guarded
async def undo(ls: SemnetServer, params: Any) -> dict[str, Any]:
    """semnet/undo: reverse what a run did (`graph/store/undo.py`); every
    folder's diagnostics are republished."""
    ws, p = await _prepare_waiting(ls, params)
    await ws.indexed.wait()
    result = await ws.undo(p)
    await ls.after_write(ws, {}, full=True)
    out: dict[str, Any] = result.wire()
    return out


@guarded
async def runs(ls: SemnetServer, params: Any) -> dict[str, Any]:
    """semnet/runs: the latest runs, newest first (read from the store)."""
    from semnet.graph.judge.triage import TriageAPI

    ws, p = await _prepare_waiting(ls, params)
    await ws.loaded.wait()
    api = ws.api
    if api is None:
        raise InvalidQueryError(ws.error or "the store is not open")
    result = await ws.read_store(lambda: TriageAPI(api).runs(p))
    out: dict[str, Any] = result.wire()
    return out


@guarded
async def import_works(ls: SemnetServer, params: Any) -> dict[str, Any]:
    """semnet/importWorks: OpenAlex / CSL-JSON works and their citations (writes)."""
    from semnet.handlers import bridge

    return await bridge.import_works(ls, params)


@guarded
async def rests_on(ls: SemnetServer, params: Any) -> dict[str, Any]:
    """semnet/restsOn: what in the manuscript rests on a work."""
    from semnet.handlers import bridge

    return await bridge.rests_on(ls, params)


@guarded
async def similar(ls: SemnetServer, params: Any) -> dict[str, Any]:
    """semnet/similar: the statements nearest an endpoint or a text, with scores."""
    from semnet.handlers import bridge

    return await bridge.similar(ls, params)


@guarded
async def translations(ls: SemnetServer, params: Any) -> dict[str, Any]:
    """semnet/translations: a sense's words in other languages, through the ILI."""
    from semnet.handlers import bridge

    return await bridge.translations(ls, params)


@guarded
async def ask(ls: SemnetServer, params: Any) -> dict[str, Any]:
    """semnet/ask: the llm answers a question by walking the graph."""
    from semnet.handlers import bridge

    return await bridge.ask(ls, params)


async def ping(ls: SemnetServer, params: Any) -> dict[str, Any]:
    """semnet/ping: an answer that does no work (the benchmarks' floor)."""
    return {}


METHODS: dict[str, Callable[..., Any]] = {
    "semnet/neighbors": neighbors,
    "semnet/contradicting": contradicting,
    "semnet/subgraph": subgraph,
    "semnet/paths": paths,
    "semnet/history": history,
    "semnet/pending": pending,
    "semnet/group": group,
    "semnet/stats": stats,
    "semnet/render": render,
    "semnet/grounding": grounding,
    "semnet/relate": relate,
    "semnet/factcheck": factcheck,
    "semnet/mark": mark,
    "semnet/promote": promote,
    "semnet/dismiss": dismiss,
    "semnet/demote": demote,
    "semnet/keep": keep,
    "semnet/assert": assert_relation,
    "semnet/undo": undo,
    "semnet/runs": runs,
    "semnet/importWorks": import_works,
    "semnet/restsOn": rests_on,
    "semnet/similar": similar,
    "semnet/translations": translations,
    "semnet/ask": ask,
    "semnet/ping": ping,
}
