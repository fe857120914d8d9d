"""The `semnet` command (and `python -m semnet.server`).

`semnet serve` (without `--help`) goes straight to the language server; every
other command goes through the full command line in `semnet.server.cli.main`.
A question that reads the store and answers at once (`QUESTIONS`) runs
without the cyclic garbage collector: its process lives a fraction of a
second, and the collector's passes over what its imports allocate cost a
tenth of that. So does `semnet index`, a one-shot pass: its records are
acyclic and live until it ends, and the collector's two passes over them
after the run freed a few hundred objects in 0.6–1.2 s at 250k nodes (the
peak memory is the same without them).
"""

from __future__ import annotations

import sys

QUESTIONS = frozenset({"stats", "neighbors", "contradicting", "history"})


def main() -> None:
    argv = sys.argv[1:]
    if argv[:1] == ["serve"] and not {"-h", "--help"} & set(argv):
        from semnet.server.serve import main as serve

        raise SystemExit(serve(argv[1:]))
    if argv[:1] == ["index"] or (argv[:1] == ["graph"] and argv[1:2] and argv[1] in QUESTIONS):
        import gc

        gc.disable()
    from semnet.server.cli.main import main as cli

    cli()


if __name__ == "__main__":  # pragma: no cover
    main()
