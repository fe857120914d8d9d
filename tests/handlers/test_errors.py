"""One error hierarchy: every error class semnet defines derives from
`SemnetError`, and the server and the CLI report each by its base class
(the caller's fault, what cannot serve now, semnet's own)."""

from __future__ import annotations

import ast
import importlib
from pathlib import Path

import pytest
from pygls.exceptions import JsonRpcInternalError, JsonRpcInvalidParams
from semnet.graph.errors import (
    InputError,
    RefSyntaxError,
    SemnetError,
    StoreLockedError,
    UnavailableError,
)
from semnet.handlers.errors import REQUEST_FAILED, JsonRpcRequestFailed, as_rpc_error
from semnet.server.cli.stores import guarded

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("graph", "handlers", "server", "bench")
# Not errors reported to anyone: the JSON-RPC error type itself, and the LLM
# client's private signal to retry a request.
NOT_SEMNET = {"semnet.handlers.errors.JsonRpcRequestFailed", "semnet.graph.judge.llm._Retry"}


def _error_classes() -> list[type[BaseException]]:
    """Every class in the packages whose base is named `…Error` or `…Exception`."""
    out = []
    for pkg in PACKAGES:
        for path in sorted((ROOT / pkg).rglob("*.py")):
            tree = ast.parse(path.read_text(encoding="utf-8"))
            for node in ast.walk(tree):
                if not isinstance(node, ast.ClassDef):
                    continue
                bases = [ast.unparse(b).rsplit(".", 1)[-1] for b in node.bases]
                if not any(b.endswith(("Error", "Exception")) for b in bases):
                    continue
                rel = path.relative_to(ROOT).with_suffix("")
                module = "semnet." + ".".join(rel.parts)
                if f"{module}.{node.name}" in NOT_SEMNET:
                    continue
                out.append(getattr(importlib.import_module(module), node.name))
    return out


def _instance(cls: type[BaseException]) -> BaseException:
    return StoreLockedError("/s", "PID 1") if cls is StoreLockedError else cls("what is wrong")


def test_every_error_is_a_semnet_error() -> None:
    found = _error_classes()
    names = {c.__name__ for c in found}
    # the ones that live outside graph/errors.py are found too
    assert {"JudgeError", "JudgeReplyError", "InkhavenError", "StoreUnavailable"} <= names
    assert {"FixtureError", "RenameError", "RefSyntaxError", "NotFoundError"} <= names
    assert [c.__name__ for c in found if not issubclass(c, SemnetError)] == []
    # each is one kind or the other, or semnet's own
    assert not [c for c in found if issubclass(c, InputError) and issubclass(c, UnavailableError)]


def test_the_server_maps_errors_by_base_class() -> None:
    for cls in _error_classes():
        exc = _instance(cls)
        got = as_rpc_error(exc, "t")
        if isinstance(exc, InputError):
            assert isinstance(got, JsonRpcInvalidParams) and got.message == str(exc), cls
        elif isinstance(exc, UnavailableError):
            assert isinstance(got, JsonRpcRequestFailed) and got.code == REQUEST_FAILED, cls
            assert got.message == str(exc)
        else:
            assert isinstance(got, JsonRpcInternalError), cls
    # semnet's own fault, and a bug, are internal errors naming the type
    got = as_rpc_error(SemnetError("the index is inconsistent"), "hover")
    assert isinstance(got, JsonRpcInternalError)
    assert got.message == "hover: SemnetError: the index is inconsistent"
    assert isinstance(as_rpc_error(KeyError("x"), "hover"), JsonRpcInternalError)
    # a bad reference is still a ValueError for pydantic validators
    assert issubclass(RefSyntaxError, ValueError)


@pytest.mark.parametrize(
    ("exc", "line"),
    [
        (InputError("radius must be between 1 and 3"), "semnet: radius must be between 1 and 3"),
        (StoreLockedError("/s", "PID 7"), "semnet: the store /s is held for writing by PID 7"),
        (SemnetError("inconsistent"), "semnet: internal error: SemnetError: inconsistent"),
    ],
)
def test_the_cli_prints_one_line_by_base_class(
    exc: SemnetError, line: str, capsys: pytest.CaptureFixture[str]
) -> None:
    def boom() -> None:
        raise exc

    with pytest.raises(SystemExit) as info:
        guarded(boom)
    assert info.value.code == 2
    err = capsys.readouterr().err
    assert err.startswith(line) and err.count("\n") == 1
