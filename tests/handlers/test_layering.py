"""The handlers never import `semnet.server` at run time: what they need of
the server reaches them through the server object they are given (imports
for annotations, under `TYPE_CHECKING`, are allowed)."""

from __future__ import annotations

import ast
from pathlib import Path

HANDLERS = Path(__file__).resolve().parents[2] / "handlers"


def _type_checking_block(node: ast.AST) -> bool:
    return isinstance(node, ast.If) and (
        (isinstance(node.test, ast.Name) and node.test.id == "TYPE_CHECKING")
        or (isinstance(node.test, ast.Attribute) and node.test.attr == "TYPE_CHECKING")
    )


def run_time_imports(tree: ast.AST) -> list[tuple[int, str]]:
    """The modules a file imports when it runs (not those under TYPE_CHECKING)."""
    found: list[tuple[int, str]] = []

    def visit(node: ast.AST) -> None:
        if _type_checking_block(node):
            assert isinstance(node, ast.If)
            for child in node.orelse:
                visit(child)
            return
        if isinstance(node, ast.Import):
            found.extend((node.lineno, a.name) for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            found.append((node.lineno, node.module))
        for child in ast.iter_child_nodes(node):
            visit(child)

    visit(tree)
    return found


def test_the_check_sees_a_run_time_import_inside_a_function() -> None:
    src = (
        "from typing import TYPE_CHECKING\n"
        "if TYPE_CHECKING:\n    from semnet.server.lsp import SemnetServer\n"
        "def f():\n    from semnet.server.lsp import ClientFeatures\n"
    )
    assert [m for _, m in run_time_imports(ast.parse(src))] == ["typing", "semnet.server.lsp"]


def test_handlers_import_no_server_module_at_run_time() -> None:
    bad = []
    for path in sorted(HANDLERS.glob("*.py")):
        for line, module in run_time_imports(ast.parse(path.read_text(encoding="utf-8"))):
            if module == "semnet.server" or module.startswith("semnet.server."):
                bad.append(f"{path.name}:{line}: {module}")
    assert bad == []
