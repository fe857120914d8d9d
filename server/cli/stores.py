"""What a terminal question needs besides its command line: the workspace
and its store (read-only slices for one-hop questions), one-line errors with
an exit status, the origins shown by default, JSON output, output files.

It imports no command-line framework and no console library, so that a
question answered from the store (`semnet graph neighbors`, see
`semnet.server.cli.quick`) pays only for the store; the typer commands
(`semnet.server.cli.app` and the modules beside it) use the same functions.

Errors a person can act on (a locked store, a bad endpoint) are one line on
stderr and exit status 2; no traceback. A command run without `--root` finds
its workspace as git finds its repository: the current folder, or the
nearest folder above it that holds a store (`.semnet/graph.duckdb`).
"""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal, NoReturn, TypeVar, cast

from semnet.graph.errors import InputError, SemnetError, UnavailableError

if TYPE_CHECKING:
    from semnet.graph.query.api import GraphAPI
    from semnet.graph.query.views import EndpointInfo
    from semnet.graph.store.edge_store import EdgeStore

STORE_PATH = Path(".semnet") / "graph.duckdb"

T = TypeVar("T")


def default_origins() -> list[str]:
    """What a listing shows unless asked (`DEFAULT_ORIGINS`): judged edges
    (suggestions) are left out."""
    from semnet.graph.query.params import LISTING_ORIGINS

    return list(LISTING_ORIGINS)


def origins_param(origin: list[str] | None) -> list[str] | None:
    """The `origins` of a request from `--origin` (None: every origin)."""
    from semnet.graph.query.params import listing_origins

    return listing_origins(origin)


def with_filters(
    params: dict[str, Any],
    origin: list[str] | None,
    as_of: str | None,
    valid_at: str | None,
) -> dict[str, Any]:
    """`params` with what a question was narrowed to: the origins asked for
    (`origins_param`), the system time (`asOf`), the story time (`validAt`);
    only those given."""
    origins = origins_param(origin)
    if origins is not None:
        params["origins"] = origins
    if as_of:
        params["asOf"] = as_of
    if valid_at:
        params["validAt"] = valid_at
    return params


def hidden_note(shown: list[str] | None, judged: int) -> str | None:
    """A line saying that judged edges were left out, when some were."""
    if shown != default_origins() or not judged:
        return None
    return f"({judged} judged edge{'s' if judged != 1 else ''} hidden: --origin judged or all)"


def fail(message: str, code: int = 2) -> NoReturn:
    """One line on stderr (without any secret), then exit (status 2 unless told)."""
    sys.stderr.write(f"semnet: {one_line(message)}\n")
    sys.stderr.flush()
    raise SystemExit(code)


def one_line(message: str, limit: int = 500) -> str:
    """A message as the CLI prints it (`semnet.graph.secrets.one_line`)."""
    from semnet.graph.secrets import one_line as clean

    return clean(message, limit)


def guarded(fn: Callable[[], T]) -> T:
    """`fn()`, with a semnet error turned into `fail`: the caller's fault
    (`InputError`) and what cannot serve now (`UnavailableError`, a held store)
    as their message, semnet's own as an internal error (`semnet.graph.errors`)."""
    try:
        return fn()
    except (InputError, UnavailableError) as exc:
        fail(str(exc))
    except SemnetError as exc:
        fail(f"internal error: {type(exc).__name__}: {exc}")


def workspace_root(root: Path) -> Path:
    """The workspace a command means: `root` as given, but for the default
    (the current folder) the nearest folder from here up that holds a store."""
    if root != Path("."):
        return root
    here = Path.cwd()
    for folder in (here, *here.parents):
        if (folder / STORE_PATH).is_file():
            return folder
    return root


def open_store(
    root: Path,
    *,
    must_exist: bool = True,
    load: bool = True,
    hold: Literal["always", "writes"] = "always",
) -> EdgeStore:
    """The workspace's store, for writing (`load=False`: its graph is read
    only when a run or `load()` needs it; `hold="writes"` lets go of the file
    between runs: a command that waits on a judge must not keep other
    writers out)."""
    if must_exist:
        root = workspace_root(root)
    path = root / STORE_PATH
    if must_exist and not path.exists() and not path.parent.is_file():
        fail(f"no store at {path}; run `semnet index {root}` first")
    from semnet.graph.store.edge_store import EdgeStore

    return guarded(lambda: EdgeStore(path, lock_timeout=lock_timeout(), load=load, hold=hold))


def write_output(path: Path, text: str) -> None:
    """Write an output file (`--out`) where the user said: through a temporary
    file beside it, renamed over it, so a symlink already at that path is
    replaced, never followed to wherever it points."""
    import tempfile

    folder = path.parent if str(path.parent) else Path(".")
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", dir=folder)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
        umask = os.umask(0)
        os.umask(umask)
        os.chmod(tmp, 0o666 & ~umask)  # as an ordinary new file (mkstemp makes it private)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def lock_timeout() -> float:
    """How long to wait for another process (the language server, say) that writes."""
    return float(os.environ.get("SEMNET_LOCK_TIMEOUT", "10"))


def query_api(
    root: Path,
    texts: Sequence[str] = (),
    *,
    edges: Sequence[str] = (),
    run: str | None = None,
    events: bool = False,
) -> GraphAPI:
    """The query API over the part of the store a one-hop question needs: the
    slice around the endpoints typed (`node:…`, `FILE.md`, `FILE.md:LINE`, …),
    around the ends of `edges`, or around the ends of the edges of `run`, read
    from a read-only connection (no write lock, no whole-graph load). The
    slice is read as rows (`rows.Around`: what `neighbors` and `contradicting`
    read of a store), or, for a question about the edge-event log (`events`,
    `run`: `history`), as a `StoreSlice`, which reads the log too. A store
    whose schema is not current is opened for writing instead (which migrates it)."""
    from semnet.graph.query.api import GraphAPI
    from semnet.graph.store.reads import connect_read_only, edge_ends, is_current

    root = workspace_root(root)
    path = root / STORE_PATH
    if not path.exists() and not path.parent.is_file():
        fail(f"no store at {path}; run `semnet index {root}` first")
    con = guarded(lambda: connect_read_only(path, lock_timeout()))
    if not is_current(con):
        con.close()
        return graph_api(root)

    def part(refs: list[str], files: list[str]) -> EdgeStore:
        if events or run is not None:
            from semnet.graph.store.slice import StoreSlice

            return StoreSlice(path, con, refs, files=files, reads=True)
        from semnet.graph.store.rows import Around

        # (What the one-hop questions read of a store, an `Around` has: its docstring.)
        return cast("EdgeStore", Around(path, con, refs, files=files, reads=True))

    refs, files = list(texts), []
    # `FILE.md` and `FILE.md:LINE` are resolved against the nodes of their file.
    typed = [t for t in texts if _names_file(t)]
    if typed or run is not None:
        probe = GraphAPI(part([], []), root)
        files = [guarded(partial(probe.rel_path, _file_part(t))) for t in typed]
        located = GraphAPI(part([], files), root)
        refs = [guarded(partial(located.resolve, t)) if _names_file(t) else t for t in texts]
        if run is not None:
            refs += edge_ends(con, sorted({e.edge_id for e in located.store.run_events(run)}))
    refs += edge_ends(con, list(edges))
    ok = [r for r in refs if _parses(r)]
    return GraphAPI(part(ok, files), root, file_uris=True)


def _names_file(text: str) -> bool:
    """Whether an endpoint as typed names a file (`FILE.md` or `FILE.md:LINE`)."""
    from semnet.graph.model import REF_PREFIXES

    if text.startswith(REF_PREFIXES):
        return False
    path, sep, line = text.rpartition(":")
    return not sep or bool(line.isdigit() and path)


def _file_part(text: str) -> str:
    path, sep, line = text.rpartition(":")
    return path if sep and line.isdigit() and path else text


def _parses(text: str) -> bool:
    from semnet.graph.errors import RefSyntaxError
    from semnet.graph.model import parse_ref

    try:
        parse_ref(text)
    except RefSyntaxError:
        return False  # the API says what is wrong with it
    return True


def emit_json(data: Any) -> None:
    sys.stdout.write(json.dumps(data, ensure_ascii=False, indent=2) + "\n")


def graph_api(root: Path, *, hold: Literal["always", "writes"] = "always") -> GraphAPI:
    """The query API over a workspace's store, with `file://` URIs as the
    language server answers, so that `--json` is the same JSON."""
    from semnet.graph.query.api import GraphAPI

    root = workspace_root(root)
    return GraphAPI(open_store(root, hold=hold), root, file_uris=True)


@contextmanager
def workspace_api(
    root: Path, *, hold: Literal["always", "writes"] = "always"
) -> Iterator[GraphAPI]:
    """`graph_api(root)` for the length of a `with` block; its store is
    closed when the block ends, however it ends."""
    api = graph_api(root, hold=hold)
    try:
        yield api
    finally:
        api.store.close()


def ask_store(
    root: Path, fn: Callable[[GraphAPI], T], *, hold: Literal["always", "writes"] = "always"
) -> T:
    """`fn(api)` over the workspace's store (`workspace_api`, closed after),
    a semnet error turned into `fail` (`guarded`)."""
    with workspace_api(root, hold=hold) as api:
        return guarded(lambda: fn(api))


def where_of(api: GraphAPI) -> Callable[[EndpointInfo], str | None]:
    """`path:line` of an endpoint (workspace-relative, 1-based), as printed."""

    def where(info: EndpointInfo) -> str | None:
        if info.uri is None:
            return None
        from semnet.graph.uris import rel_of

        rel = rel_of(api.root, info.uri) if api.root is not None else None
        line = info.range.start.line + 1 if info.range is not None else 1
        return f"{rel or info.uri}:{line}"

    return where


def endpoint_of(api: GraphAPI, text: str) -> dict[str, Any]:
    """An endpoint as typed (`node:…`, `FILE.md:LINE`, …) as request params."""
    return {"ref": guarded(lambda: api.resolve(text))}
