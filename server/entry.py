"""The `semnet` command (and `python -m semnet.server`).

`semnet serve` (without `--help`) goes straight to the language server; every
other command goes through the full command line in `semnet.server.cli.main`.
"""

from __future__ import annotations

import sys


def main() -> None:
    argv = sys.argv[1:]
    if argv[:1] == ["serve"] and not {"-h", "--help"} & set(argv):
        from semnet.server.serve import main as serve

        raise SystemExit(serve(argv[1:]))
    from semnet.server.cli.main import main as cli

    cli()


if __name__ == "__main__":  # pragma: no cover
    main()
