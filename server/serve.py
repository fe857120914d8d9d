"""`semnet serve`: the language server on stdio, with as little as possible
between the process start and the first answer.

An editor starts this command every time it opens a workspace, so it does not
go through the full command line (typer, rich and every `semnet graph …`
module): `semnet.server.entry` sends `serve` here directly, and the typer
command of the same name (for `semnet serve --help`) calls the same code.
"""

from __future__ import annotations

import argparse
import gc
import logging
import sys
from pathlib import Path

from semnet.graph.errors import InputError, SemnetError

LOG_LEVELS = ("debug", "info", "warning", "error")


def _not_bad_params(record: logging.LogRecord) -> bool:
    from pygls.exceptions import JsonRpcInvalidParams

    exc = record.exc_info[1] if record.exc_info else None
    return not isinstance(exc, JsonRpcInvalidParams)


def configure_logging(log_file: Path | None, log_level: str) -> None:
    from semnet.graph.secrets import ScrubFilter

    """Our log at `log_level` to `log_file` (default stderr); pygls's quieter.
    Raises `InputError` for an unknown level."""

    level = getattr(logging, log_level.upper(), None)
    if log_level.lower() not in LOG_LEVELS or not isinstance(level, int):
        raise InputError(f"unknown log level {log_level!r} (one of {', '.join(LOG_LEVELS)})")
    handler: logging.Handler = (
        logging.FileHandler(log_file, encoding="utf-8")
        if log_file
        else logging.StreamHandler(sys.stderr)
    )
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    handler.addFilter(ScrubFilter())  # no API key in any log line
    root = logging.getLogger()
    root.handlers[:] = [handler]
    root.setLevel(logging.WARNING)
    logging.getLogger("semnet").setLevel(level)
    # pygls logs every message it sends at INFO; keep it quiet unless asked.
    logging.getLogger("pygls").setLevel(level if level <= logging.DEBUG else logging.WARNING)
    # ... and a traceback for every request answered with InvalidParams: that is
    # the client's mistake, reported to it, not the server's.
    logging.getLogger("pygls.protocol.json_rpc").addFilter(_not_bad_params)


def start() -> None:
    # Importing makes hundreds of thousands of objects that live as long as
    # the process; the cyclic collector would walk them again and again (a
    # tenth of the start). Off while importing; then they are frozen out of
    # its reach, as the store does with what it loads.
    gc.disable()
    try:
        from semnet.server.attrs_cache import import_lsprotocol

        import_lsprotocol()
        from semnet.server.features import create_server

        server = create_server()
        gc.freeze()
    finally:
        gc.enable()
    server.start_io()


def main(argv: list[str]) -> int:
    """`semnet serve [--stdio] [--log-file F] [--log-level L]`."""
    p = argparse.ArgumentParser(prog="semnet serve", add_help=False)
    p.add_argument("--stdio", action="store_true")
    p.add_argument("--log-file", type=Path)
    p.add_argument("--log-level", default="warning")
    try:
        args = p.parse_args(argv)
    except SystemExit:
        return 2
    try:
        configure_logging(args.log_file, args.log_level)
    except SemnetError as exc:
        print(f"semnet: {exc}", file=sys.stderr)
        return 2
    start()
    return 0
