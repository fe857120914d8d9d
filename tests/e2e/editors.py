"""Where the real editors of the e2e tests are: the manifest `.ci/editors.sh`
writes (`$SEMNET_EDITORS`, else `~/.cache/semnet-editors/manifest.json`).

An editor that is not installed skips its test with the reason and the
command that installs it; under CI (`CI=true`) it fails instead, so a CI
run can never pass by skipping the editors."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from pathlib import Path
from typing import Any, NoReturn

import pytest

ROOT = Path(__file__).resolve().parents[2]
INSTALL = "bash .ci/editors.sh"
NVIM_VERSIONS = ("0.7", "0.10", "0.11")


def in_ci() -> bool:
    return os.environ.get("CI", "").lower() in ("true", "1", "yes")


def missing(what: str) -> NoReturn:
    """Skip (locally) or fail (in CI) because `what` is not there."""
    if in_ci():
        pytest.fail(f"{what}; CI must run it (.ci/run installs it with {INSTALL})", pytrace=False)
    pytest.skip(f"{what} (install it with `{INSTALL}`)")


def manifest_path() -> Path:
    given = os.environ.get("SEMNET_EDITORS")
    if given:
        return Path(given)
    cache = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache")
    return cache / "semnet-editors" / "manifest.json"


def manifest() -> dict[str, Any]:
    path = manifest_path()
    if not path.exists():
        return {}
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


def runs(argv: list[str]) -> bool:
    try:
        return subprocess.run(argv, capture_output=True, timeout=60).returncode == 0
    except (OSError, subprocess.TimeoutExpired):
        return False


def nvim(version: str) -> str:
    """The Neovim binary of `version` ("0.7", "0.10", "0.11")."""
    found = manifest().get("nvim", {}).get(version)
    if not found and version == "0.7":
        found = shutil.which("nvim")
    if not found or not runs([found, "--version"]):
        missing(f"Neovim {version} is not installed")
    out = subprocess.run([found, "--version"], capture_output=True, text=True, timeout=60).stdout
    if not out.startswith(f"NVIM v{version}."):
        missing(f"{found} is not Neovim {version} ({out.splitlines()[0] if out else '?'})")
    return str(found)


def code_server() -> tuple[str, str, str]:
    """code-server, the playwright-core package folder, and Chromium."""
    m = manifest()
    cs, pw = m.get("codeServer"), m.get("playwrightCore")
    chromium = m.get("chromium") or shutil.which("chromium")
    if not cs or not runs([cs, "--version"]):
        missing("code-server is not installed")
    if not pw or not Path(pw, "package.json").exists():
        missing("playwright-core is not installed")
    if not chromium or not runs([chromium, "--version"]):
        missing("chromium is not installed")
    if shutil.which("node") is None:
        missing("node is not installed")
    return str(cs), str(pw), str(chromium)


def path_without_semnet() -> str:
    """$PATH without any folder that holds a `semnet` command (so a client
    must use the command it was given, as on a machine without semnet on PATH)."""
    keep = [
        d
        for d in os.environ.get("PATH", "").split(os.pathsep)
        if d and not (Path(d) / "semnet").exists()
    ]
    return os.pathsep.join(keep)
