"""The `semnet` command line (typer): index, check, the `graph` queries, the
judges, views, imports, `serve` and the benchmarks. Every command prints what
the language server's matching request returns (with `--json`), or one line on
stderr and exit status 2.
"""
