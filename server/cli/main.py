"""The `semnet` command line: the app of `semnet.server.cli.app` with every
command group registered, in the order `semnet --help` lists them.

`semnet graph …` answers the same questions as the language server's
`semnet/*` requests; with `--json` it prints exactly what they return.
Errors a person can act on (a locked store, a bad endpoint) are one line on
stderr and exit status 2; no traceback.
"""

from __future__ import annotations

import logging
import os
import sys

# Each module registers its commands on the apps when imported. `--help` lists
# a group's commands in the order they were registered, so the order of these
# imports (alphabetical, as isort keeps it) is the order shown.
from semnet.server.cli import (  # noqa: F401
    ask,
    bench,
    citations,
    graph,
    group,
    index,
    judge,
    lexicon,
    lookup,
    mcp,
    serve,
    similar,
    triage,
    view,
)
from semnet.server.cli.app import app, one_line

__all__ = ["app", "main"]


def main() -> None:
    """Run the CLI. Whatever goes wrong ends in one line on stderr (status 2),
    never a traceback, unless SEMNET_DEBUG is set; the log is scrubbed of keys."""
    _log_to_stderr()
    try:
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
