"""The `semnet` command line: the app of `semnet.server.cli.app` with every
command group registered, in the order `semnet --help` lists them.

`semnet graph …` answers the same questions as the language server's
`semnet/*` requests; with `--json` it prints exactly what they return.
Errors a person can act on (a locked store, a bad endpoint) are one line on
stderr and exit status 2; no traceback. `graph neighbors` and `graph
contradicting` are answered without the apps when argparse reads them whole
(`semnet.server.cli.quick`).
"""

from __future__ import annotations

import importlib
import logging
import os
import sys
from typing import Any

from semnet.server.cli.stores import one_line

__all__ = ["COMMAND_MODULES", "main", "register"]

# The modules of this package that register commands on the apps when
# imported. `--help` lists a group's commands in the order they were
# registered, so the order of this list (alphabetical) is the order shown.
MODULES = (
    "ask",
    "bench",
    "citations",
    "graph",
    "group",
    "index",
    "judge",
    "lexicon",
    "lookup",
    "mcp",
    "serve",
    "similar",
    "triage",
    "view",
)
# The module that registers each command, by the words that name it. A run
# of one of these commands imports only its module: typer reads the signature
# of every registered command at each start, and each module imports what its
# commands need, so a question pays for its own command only. Anything else
# (`--help`, a group alone, a typo) imports every module.
COMMAND_MODULES: dict[tuple[str, ...], str] = {
    ("check",): "judge",
    ("index",): "index",
    ("gen-fixture",): "index",
    ("mcp",): "mcp",
    ("serve",): "serve",
    **{
        ("graph", c): m
        for m, cs in {
            "judge": ("link", "factcheck", "mark", "relate"),
            "ask": ("ask",),
            "citations": ("rests-on",),
            "graph": (
                "stats",
                "neighbors",
                "contradicting",
                "subgraph",
                "paths",
                "history",
                "rebuild",
            ),
            "group": ("group",),
            "lexicon": ("translations",),
            "lookup": ("search",),
            "similar": ("similar",),
            "triage": ("pending", "promote", "dismiss", "demote", "keep", "runs", "undo"),
            "view": ("view", "grounding"),
        }.items()
        for c in cs
    },
    **{
        ("bench", c): "bench"
        for c in ("graph", "anchoring", "index", "lsp", "judge", "soak", "links", "vault", "peer")
    },
    ("import", "inkhaven"): "judge",
    ("import", "openalex"): "citations",
    ("wordnet", "convert"): "lexicon",
    ("wordnet", "status"): "lexicon",
}


def register(argv: list[str] | None = None) -> None:
    """Register the commands a run with these arguments needs: those of the
    one command they name, else (or with no `argv`) every command."""
    named = None
    if argv is not None and not {"-h", "--help"} & set(argv):
        named = COMMAND_MODULES.get(tuple(argv[:1])) or COMMAND_MODULES.get(tuple(argv[:2]))
    for name in (named,) if named else MODULES:
        importlib.import_module(f"semnet.server.cli.{name}")


def __getattr__(name: str) -> Any:
    """`app`: the `semnet` app with every command registered."""
    if name == "app":
        from semnet.server.cli.app import app

        register()
        return app
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def main() -> None:
    """Run the CLI. Whatever goes wrong ends in one line on stderr (status 2),
    never a traceback, unless SEMNET_DEBUG is set; the log is scrubbed of keys."""
    _log_to_stderr()
    argv = sys.argv[1:]
    try:
        if argv[:1] == ["graph"]:
            from semnet.server.cli.quick import answer

            if answer(argv[1:]):  # read and answered without typer and rich
                return
        from semnet.server.cli.app import app

        register(argv)
        app()
    except KeyboardInterrupt:
        sys.stderr.write("semnet: interrupted\n")
        raise SystemExit(130) from None
    except Exception as exc:
        if os.environ.get("SEMNET_DEBUG"):
            raise
        what = f"{type(exc).__name__}: {exc}" if str(exc) else type(exc).__name__
        sys.stderr.write(f"semnet: {one_line(what)} (SEMNET_DEBUG=1 shows where)\n")
        raise SystemExit(2) from None


def _log_to_stderr() -> None:
    """Warnings and errors to stderr, one line each, with no API key in them."""
    from semnet.graph.secrets import ScrubFilter

    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(logging.Formatter("semnet: %(message)s"))
    handler.addFilter(ScrubFilter())
    root = logging.getLogger()
    root.handlers[:] = [handler]
    root.setLevel(logging.WARNING)


if __name__ == "__main__":  # pragma: no cover
    main()
