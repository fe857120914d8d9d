"""The `semnet` command line: the app of `semnet.server.cli.app` with every
command group registered, in the order `semnet --help` lists them.

`semnet graph …` answers the same questions as the language server's
`semnet/*` requests; with `--json` it prints exactly what they return.
Errors a person can act on (a locked store, a bad endpoint) are one line on
stderr and exit status 2; no traceback.
"""

from __future__ import annotations

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
from semnet.server.cli.app import app

__all__ = ["app", "main"]


def main() -> None:
    app()


if __name__ == "__main__":  # pragma: no cover
    main()
