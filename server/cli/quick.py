"""`semnet graph neighbors` and `semnet graph contradicting` answered and
printed without the command-line framework: the typer commands call these
functions, and `semnet.server.cli.main` reads their options with argparse
first, so that a one-hop question pays for the store, not for typer and rich.

The options are the typer commands' (`semnet.server.cli.graph`; a test keeps
the two lists equal). Anything argparse does not read as given (help, an
unknown option, a bad value) goes to the typer command line, which says what
is wrong as it always has.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import Any

from semnet.graph.errors import InputError
from semnet.server.cli.stores import (
    emit_json,
    endpoint_of,
    guarded,
    hidden_note,
    origins_param,
    query_api,
    where_of,
    with_filters,
)

# What a terminal line may hold when the output is piped (cut only at its end).
PIPED_WIDTH = 200


def say(text: str) -> None:
    """Print text as it is (no markup, no emoji codes, no wrapping)."""
    sys.stdout.write(text + "\n")


def width() -> int:
    """The terminal's width (wide when piped: a line is cut only at its end)."""
    if not sys.stdout.isatty():
        return PIPED_WIDTH
    try:
        return os.get_terminal_size(sys.stdout.fileno()).columns
    except OSError:
        return 80


def neighbors(
    endpoint: str,
    *,
    root: Path = Path("."),
    kind: list[str] | None = None,
    direction: str = "both",
    origin: list[str] | None = None,
    limit: int | None = None,
    as_of: str | None = None,
    valid_at: str | None = None,
    as_json: bool = False,
) -> None:
    """One hop from an endpoint, each neighbour with its file:line."""
    from semnet.graph.query.render import DEFAULT_PER_KIND, HARD_CAP, render_neighbors

    api = query_api(root, [endpoint])
    params: dict[str, Any] = {
        "endpoint": endpoint_of(api, endpoint),
        "kinds": kind,
        "direction": direction,
        "origins": origins_param(origin),
        "perKind": limit if as_json else None,
        "asOf": as_of,
        "validAt": valid_at,
    }
    params = {k: v for k, v in params.items() if v is not None}
    result = guarded(lambda: api.neighbors(params))
    if as_json:
        emit_json(result.wire())
        return
    say(
        render_neighbors(
            result,
            per_kind=limit or DEFAULT_PER_KIND,
            width=width(),
            cap=None if limit else HARD_CAP,
            where=where_of(api),
        )
    )
    judged = guarded(lambda: api.neighbors({**params, "origins": ["judged"]}))
    note = hidden_note(params.get("origins"), len(judged.edges))
    if note:
        say(note)


def contradicting(
    endpoint: str,
    *,
    root: Path = Path("."),
    origin: list[str] | None = None,
    as_of: str | None = None,
    valid_at: str | None = None,
    as_json: bool = False,
) -> None:
    """What contradicts or is in tension with an endpoint."""
    from semnet.graph.query.render import HARD_CAP, render_neighbors

    api = query_api(root, [endpoint])
    params = with_filters({"endpoint": endpoint_of(api, endpoint)}, origin, as_of, valid_at)
    result = guarded(lambda: api.contradicting(params))
    if as_json:
        emit_json(result.wire())
        return
    say(render_neighbors(result, per_kind=HARD_CAP, cap=None, where=where_of(api)))
    judged = guarded(lambda: api.contradicting({**params, "origins": ["judged"]}))
    note = hidden_note(params.get("origins"), len(judged.edges))
    if note:
        say(note)


class _Unread(InputError):
    """argparse could not read the arguments as given (typer will say why)."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> Any:  # the typer command line says it
        raise _Unread(message)


def parser(command: str) -> argparse.ArgumentParser:
    """The options of `semnet graph <command>` (neighbors or contradicting)."""
    p = _Parser(prog=f"semnet graph {command}", add_help=False, allow_abbrev=False)
    p.add_argument("endpoint")
    p.add_argument("--root", "-r", type=Path, default=Path("."))
    if command == "neighbors":
        p.add_argument("--kind", "-k", action="append")
        p.add_argument("--direction", default="both")
        p.add_argument("--limit", type=int)
    p.add_argument("--origin", action="append")
    p.add_argument("--as-of")
    p.add_argument("--valid-at")
    p.add_argument("--json", dest="as_json", action="store_true")
    return p


ANSWERS = {"neighbors": neighbors, "contradicting": contradicting}


def answer(argv: list[str]) -> bool:
    """Answer `argv` (after `semnet graph`) here if it is a question read
    here and argparse reads it whole; False: the typer command line must."""
    if not argv or argv[0] not in ANSWERS or {"-h", "--help"} & set(argv):
        return False
    try:
        ns = parser(argv[0]).parse_args(argv[1:])
    except _Unread:
        return False
    fields = vars(ns)
    ANSWERS[argv[0]](fields.pop("endpoint"), **fields)
    return True
