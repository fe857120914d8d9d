"""The README's main job (`make demo` = examples/demo.sh) runs and shows real findings."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.slow
def test_the_demo_checks_the_example_novella(tmp_path: Path) -> None:
    shutil.copytree(
        ROOT / "examples", tmp_path / "examples", ignore=shutil.ignore_patterns(".semnet")
    )
    semnet = Path(sys.executable).parent / "semnet"
    done = subprocess.run(["bash", str(tmp_path / "examples" / "demo.sh"), str(semnet)],
                          capture_output=True, text=True, timeout=600)  # fmt: skip
    assert done.returncode == 0, done.stderr
    out = done.stdout
    assert "3 errors, 3 warnings, 1 note" in out
    assert "the year of birth differs: 1871 vs 1874" in out
    assert "broken link: no note named 'Café Anglais'" in out
    assert "⇄ Anna Karlovna Stern was born in 1874" in out
    assert "◆ Anna Karlovna Stern  (character)" in out
    assert "invalidated event_involves (suggested) Alice works at Acme." in out
    assert "invalid_at open → 2024-03-01" in out
