"""workspace/executeCommand: `semnet.promote`, `semnet.dismiss`,
`semnet.demote` (the code actions' commands; the rules are those of
`graph/store/triage.py`), and `semnet.rebuild`, `semnet.stats`,
`semnet.neighbors` for clients that cannot send custom requests."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from semnet.graph.errors import InvalidQueryError
from semnet.handlers import requests
from semnet.handlers.errors import guarded

if TYPE_CHECKING:
    from semnet.server.lsp import SemnetServer


def _triage_params(args: tuple[Any, ...]) -> tuple[dict[str, Any], bool]:
    """The params of a triage command, and whether it named one edge (then
    its answer is that edge's, as `{edgeId, origin, dismissed, …}`)."""
    first = args[0] if args else None
    if isinstance(first, str):
        return {"edges": [first]}, True
    if isinstance(first, dict) and isinstance(first.get("edgeId"), str):
        return {"edges": [str(first["edgeId"])]}, True
    if isinstance(first, dict) and "edgeId" not in first:
        return dict(first), False
    raise InvalidQueryError(
        'give the edge id: ["<edge id>"], [{"edgeId": "…"}] or [{"edges": ["…", …]}]'
    )


@guarded
async def execute_command(ls: SemnetServer, name: str, args: tuple[Any, ...]) -> Any:
    """Run one of semnet's commands."""
    if name in ("semnet.promote", "semnet.dismiss", "semnet.demote", "semnet.keep"):
        params, single = _triage_params(args)
        action = name.split(".", 1)[1]
        result = await ls.triage(action, params)  # type: ignore[arg-type]
        return {**result["edges"][0], "runId": result["runId"]} if single else result
    if name == "semnet.rebuild":
        out = []
        for ws in _folders(ls, args):
            await ws.indexed.wait()
            summary = await ws.rebuild()
            await ls.after_write(ws, {}, full=True)
            out.append({"workspace": ws.uri, **summary.as_dict()})
        return out[0] if len(out) == 1 else out
    if name == "semnet.stats":
        results = [await requests.stats(ls, {"workspace": ws.uri}) for ws in _folders(ls, args)]
        return results[0] if len(results) == 1 else results
    if name == "semnet.neighbors":
        return await requests.neighbors(ls, args[0] if args else None)
    if name == "semnet.assert":
        return await requests.assert_relation(ls, args[0] if args else None)
    if name == "semnet.undo":
        first = args[0] if args else None
        return await requests.undo(ls, {"run": first} if isinstance(first, str) else first)
    if name in ("semnet.relate", "semnet.factcheck", "semnet.mark"):
        ask = getattr(requests, name.split(".", 1)[1])
        return await ask(ls, args[0] if args else None)
    raise InvalidQueryError(f"unknown command {name}")


def _folders(ls: SemnetServer, args: tuple[Any, ...]) -> list[Any]:
    if args and isinstance(args[0], str):
        ws = ls.folders.get(args[0])
        if ws is None:
            raise InvalidQueryError(f"{args[0]} is not a workspace folder of this session")
        return [ws]
    return list(ls.folders.values())


def _command(name: str) -> Callable[..., Any]:
    # No annotation on `ls`: pygls reads the hints of a command to convert its
    # arguments, and the server's type is not importable here.
    async def run(ls, *args: Any) -> Any:  # type: ignore[no-untyped-def]
        return await execute_command(ls, name, args)

    run.__name__ = run.__qualname__ = name.replace(".", "_")
    return run


COMMANDS = {
    name: _command(name)
    for name in (
        "semnet.promote",
        "semnet.dismiss",
        "semnet.demote",
        "semnet.keep",
        "semnet.undo",
        "semnet.assert",
        "semnet.rebuild",
        "semnet.stats",
        "semnet.neighbors",
        "semnet.relate",
        "semnet.factcheck",
        "semnet.mark",
    )
}
