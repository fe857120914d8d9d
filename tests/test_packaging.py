"""`pip install .` (not editable) gives one `semnet` namespace and no top-level `graph`."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.slow
def test_a_plain_install_has_the_semnet_namespace_only(tmp_path: Path) -> None:
    src = tmp_path / "src"
    shutil.copytree(
        ROOT,
        src,
        ignore=shutil.ignore_patterns(
            ".venv",
            ".git",
            "node_modules",
            ".semnet",
            "build",
            "*.egg-info",
            "__pycache__",
            "tests",
        ),  # fmt: skip
    )
    target = tmp_path / "site"
    done = subprocess.run(
        [sys.executable, "-m", "pip", "install", "-q", "--no-deps", "--target", str(target), str(src)],
        capture_output=True, text=True, timeout=600,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    installed = sorted(p.name for p in target.iterdir() if not p.name.endswith(".dist-info"))
    assert "semnet" in installed
    assert not {"graph", "server", "handlers"} & set(installed)
    assert (target / "semnet" / "graph" / "store" / "edge_store.py").exists()
    assert (target / "semnet" / "graph" / "query" / "assets" / "graph_view.js").exists()
    assert (target / "semnet" / "bench" / "fixture.py").exists()
    assert (target / "bin" / "semnet").exists()
    # the dependencies come from this venv; the package from the plain install only
    env = {**os.environ, "PYTHONPATH": str(target)}
    probe = (
        "import semnet.graph.store.edge_store, semnet.server.cli.main, semnet.handlers\n"
        "print(semnet.graph.store.edge_store.__file__)\n"
        "try:\n    import graph\nexcept ModuleNotFoundError:\n    print('no graph')\n"
    )
    run = subprocess.run([sys.executable, "-c", probe], cwd=tmp_path, env=env, capture_output=True,
                         text=True, timeout=120)  # fmt: skip
    assert run.returncode == 0, run.stderr
    first, second = run.stdout.splitlines()
    assert first.startswith(str(target))
    assert second == "no graph"
