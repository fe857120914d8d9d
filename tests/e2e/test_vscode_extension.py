"""The VS Code extension's own logic: `npm ci && npm run compile && npm test`
from the lock file, in a copy of the extension (its node_modules are not reused)."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
EXT = ROOT / "editor-clients" / "vscode"

pytestmark = [pytest.mark.e2e, pytest.mark.slow]


@pytest.mark.skipif(shutil.which("npm") is None, reason="npm is not installed")
def test_the_extension_compiles_and_its_unit_tests_pass(tmp_path: Path) -> None:
    work = tmp_path / "repo"
    # copy-assets reads graph/query/assets relative to the extension, so keep the layout
    shutil.copytree(EXT, work / "editor-clients" / "vscode",
                    ignore=shutil.ignore_patterns("node_modules", "out", "*.vsix", "media"))  # fmt: skip
    shutil.copytree(ROOT / "graph" / "query" / "assets", work / "graph" / "query" / "assets")
    ext = work / "editor-clients" / "vscode"
    for cmd in (
        ["npm", "ci", "--no-audit", "--no-fund"],
        ["npm", "run", "compile"],
        ["npm", "test"],
    ):
        done = subprocess.run(cmd, cwd=ext, capture_output=True, text=True, timeout=900)
        assert done.returncode == 0, (
            f"{' '.join(cmd)}:\n{done.stdout[-3000:]}\n{done.stderr[-3000:]}"
        )
    assert "fail 0" in done.stdout
    assert (ext / "media" / "graph_view.js").exists()
