"""The code stays readable in size: no module over 700 lines and no
function over 100 lines in `graph/`, `handlers/`, `server/` and `bench/`;
the offenders are listed."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("graph", "handlers", "server", "bench")
MAX_FILE_LINES = 700
MAX_FUNCTION_LINES = 100


def _modules() -> list[tuple[str, str]]:
    out = []
    for pkg in PACKAGES:
        for path in sorted((ROOT / pkg).rglob("*.py")):
            out.append((path.relative_to(ROOT).as_posix(), path.read_text(encoding="utf-8")))
    return out


def test_the_packages_are_walked() -> None:
    rels = {rel for rel, _ in _modules()}
    assert {"graph/model.py", "handlers/convert.py", "server/lsp.py", "bench/fixture.py"} <= rels


def test_no_module_over_700_lines() -> None:
    long = [
        f"{rel}: {text.count(chr(10))} lines"
        for rel, text in _modules()
        if text.count("\n") > MAX_FILE_LINES
    ]
    assert long == [], "modules over 700 lines:\n" + "\n".join(long)


def test_no_function_over_100_lines() -> None:
    long = []
    for rel, text in _modules():
        for node in ast.walk(ast.parse(text)):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                n = (node.end_lineno or node.lineno) - node.lineno + 1
                if n > MAX_FUNCTION_LINES:
                    long.append(f"{rel}:{node.lineno} {node.name}: {n} lines")
    assert long == [], "functions over 100 lines:\n" + "\n".join(long)
