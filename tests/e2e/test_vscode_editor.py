"""The VS Code extension: its unit tests (`npm test`), and the packaged
extension in real VS Code (code-server) driven through headless Chromium
(`vscode_driver.mjs`): it activates and starts `semnet serve`, the Problems
panel shows semnet's diagnostics, the Semantic Net and Pending views fill,
Promote from a quick fix updates the store and the Pending view, Show
Contradicting, Show History and Show Subgraph open. Screenshots of each step
are kept in `tests/artifacts/vscode/`."""

from __future__ import annotations

import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from semnet.graph.query.api import GraphAPI
from semnet.graph.store.edge_store import EdgeStore

from .editors import code_server, missing, path_without_semnet
from .support import seed_workspace

ROOT = Path(__file__).resolve().parents[2]
EXT = ROOT / "editor-clients" / "vscode"
DRIVER = Path(__file__).with_name("vscode_driver.mjs")
NOISY = Path(__file__).with_name("vscode_noisy")
ARTIFACTS = ROOT / "tests" / "artifacts" / "vscode"

pytestmark = [pytest.mark.e2e, pytest.mark.slow]


def run(cmd: list[str], cwd: Path, timeout: float = 900) -> subprocess.CompletedProcess[str]:
    done = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True, timeout=timeout)
    assert done.returncode == 0, f"{' '.join(cmd)}:\n{done.stdout[-3000:]}\n{done.stderr[-3000:]}"
    return done


@pytest.fixture(scope="module")
def extension(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Path, str]]:
    """The extension built from the lock file in a copy of the repository
    layout (its node_modules are not reused): its folder and `npm test`'s output."""
    if shutil.which("npm") is None:
        missing("npm is not installed")
    work = tmp_path_factory.mktemp("ext") / "repo"
    # copy-assets reads graph/query/assets relative to the extension, so keep the layout
    shutil.copytree(EXT, work / "editor-clients" / "vscode",
                    ignore=shutil.ignore_patterns("node_modules", "out", "*.vsix", "media"))  # fmt: skip
    shutil.copytree(EXT / "media", work / "editor-clients" / "vscode" / "media",
                    ignore=shutil.ignore_patterns("graph_view.*"))  # fmt: skip
    shutil.copytree(ROOT / "graph" / "query" / "assets", work / "graph" / "query" / "assets")
    ext = work / "editor-clients" / "vscode"
    run(["npm", "ci", "--no-audit", "--no-fund"], ext)
    run(["npm", "run", "compile"], ext)
    tested = run(["npm", "test"], ext)
    yield ext, tested.stdout


def test_the_extension_compiles_and_its_unit_tests_pass(extension: tuple[Path, str]) -> None:
    ext, out = extension
    assert "# fail 0" in out and "# pass" in out, out[-2000:]
    assert (ext / "media" / "graph_view.js").exists()


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


def wait_http(url: str, proc: subprocess.Popen[str], timeout: float = 60) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise AssertionError(f"code-server exited with {proc.returncode}")
        try:
            with urllib.request.urlopen(url, timeout=2):
                return
        except OSError:
            time.sleep(0.25)
    raise AssertionError(f"code-server did not answer at {url}")


def test_vscode_extension_in_code_server(extension: tuple[Path, str], tmp_path: Path) -> None:
    cs, playwright, chromium = code_server()
    ext, _ = extension
    run(["npm", "run", "package"], ext)
    vsix = ext / "semnet.vsix"
    # a neighbour whose diagnostics change every 200 ms (a busy background tab)
    noisy = tmp_path / "noisy"
    shutil.copytree(NOISY, noisy)
    vsce = str(ext / "node_modules" / ".bin" / "vsce")
    run(
        [vsce, "package", "--allow-missing-repository", "--skip-license", "--out", "noisy.vsix"],
        noisy,
    )
    seeded = seed_workspace(tmp_path / "ws")
    home, data, exts = tmp_path / "home", tmp_path / "data", tmp_path / "extensions"
    (data / "User").mkdir(parents=True)
    home.mkdir()
    semnet_exe = Path(sys.executable).with_name("semnet")
    settings = {
        # the `semnet` the writer installed; not on PATH here
        "semnet.server.path": str(semnet_exe) if semnet_exe.exists() else "",
        "semnet.server.python": sys.executable,
        "workbench.startupEditor": "none",
        "workbench.tips.enabled": False,
        "telemetry.telemetryLevel": "off",
        "extensions.autoCheckUpdates": False,
        "extensions.autoUpdate": False,
        "update.mode": "none",
        "git.enabled": False,
        "workbench.enableExperiments": False,
    }
    (data / "User" / "settings.json").write_text(json.dumps(settings), encoding="utf-8")
    env = {
        **os.environ,
        "HOME": str(home),
        "PATH": path_without_semnet(),
        "XDG_CONFIG_HOME": str(home / ".config"),
        "XDG_DATA_HOME": str(home / ".local" / "share"),
        "XDG_CACHE_HOME": str(home / ".cache"),
    }
    base = [cs, "--user-data-dir", str(data), "--extensions-dir", str(exts)]
    for package in (vsix, noisy / "noisy.vsix"):
        installed = subprocess.run([*base, "--install-extension", str(package)], env=env,
                                   capture_output=True, text=True, timeout=300)  # fmt: skip
        assert installed.returncode == 0, installed.stdout + installed.stderr
    port = free_port()
    cfg = tmp_path / "code-server.yaml"
    cfg.write_text(f"bind-addr: 127.0.0.1:{port}\nauth: none\ncert: false\n", encoding="utf-8")
    log = (tmp_path / "code-server.log").open("w")
    proc = subprocess.Popen(
        [*base, "--config", str(cfg), "--disable-telemetry", "--disable-update-check",
         "--disable-workspace-trust", "--disable-getting-started-override", str(seeded.root)],
        env=env, stdout=log, stderr=subprocess.STDOUT, text=True, start_new_session=True,
    )  # fmt: skip
    if ARTIFACTS.exists():
        shutil.rmtree(ARTIFACTS)
    ARTIFACTS.mkdir(parents=True)
    report_path = tmp_path / "report.json"
    try:
        wait_http(f"http://127.0.0.1:{port}/healthz", proc)
        driver_cfg = {
            "url": f"http://127.0.0.1:{port}/?folder={seeded.root}",
            "playwrightCore": playwright,
            "chromium": chromium,
            "artifacts": str(ARTIFACTS),
            "report": str(report_path),
        }
        (tmp_path / "driver.json").write_text(json.dumps(driver_cfg), encoding="utf-8")
        driven = subprocess.run(["node", str(DRIVER), str(tmp_path / "driver.json")],
                                capture_output=True, text=True, timeout=600)  # fmt: skip
    finally:
        os.killpg(proc.pid, signal.SIGTERM)
        try:
            proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
        log.close()
    assert report_path.exists(), f"the driver wrote no report:\n{driven.stdout}\n{driven.stderr}"
    report = json.loads(report_path.read_text(encoding="utf-8"))
    check_report(report, seeded, tmp_path)


def step(report: dict[str, Any], name: str) -> dict[str, Any]:
    found = [s for s in report["steps"] if s["name"] == name]
    assert found, f"the driver did not reach {name!r}: {report['steps']}"
    s: dict[str, Any] = found[0]
    assert s["ok"], f"{name}: {s.get('error')} (notifications: {s.get('notifications')})"
    return s


def check_report(report: dict[str, Any], seeded: Any, tmp_path: Path) -> None:
    logs = (tmp_path / "code-server.log").read_text(encoding="utf-8", errors="replace")
    step(report, "open the workbench")
    assert step(report, "open a manuscript file")["activeTab"] == "people.md"

    problems = step(report, "problems panel")["problems"]
    assert any("years differ (1871 vs 1874)" in p for p in problems), (problems, logs[-3000:])

    net = step(report, "semantic net view")
    assert any("years differ" in r for r in net["neighbors"]), net
    assert any(r.startswith("contradicts") for r in net["neighbors"]), net

    pending = step(report, "pending view")
    assert len(pending["pending"]) == 4, pending
    assert pending["badge"] == "4", pending

    picker = step(report, "show contradicting")
    assert picker["descriptions"], picker
    assert not [d for d in picker["descriptions"] if "file:" in d], picker
    assert any("book/two.md:3" in d for d in picker["descriptions"]), picker

    promoted = step(report, "promote from a quick fix")
    assert any(q.startswith("Promote this contradicts") for q in promoted["quickFixes"]), promoted
    # the Pending view and its badge follow at once, though book/two.md, open in a
    # background tab, has its diagnostics changed every 200 ms (vscode_noisy)
    assert len(promoted["pendingAfter"]) == len(promoted["pendingBefore"]) - 1 == 3, promoted
    assert promoted["badgeAfter"] == "3", promoted
    store = EdgeStore.for_workspace(seeded.root)
    try:
        api = GraphAPI(store, seeded.root)
        edge = api.neighbors({"endpoint": {"ref": f"node:{seeded.ids['born1871']}"}})
        origins = {e.id: e.origin for e in edge.edges}
        assert origins[seeded.edges["contradicts"]] == "promoted"
        assert seeded.edges["contradicts"] not in {e.id for e in api.pending({}).edges}
    finally:
        store.close()

    history = step(report, "show history")
    text = "\n".join(history["history"])
    assert history["tab"].endswith(".md") and history["tab"] != "people.md", history
    assert "promoted" in text and "created" in text, text
    # the Semantic Net view stays on the manuscript's paragraph, not on the history document
    assert any("years differ" in r for r in history["neighborsAfter"] or []), history
    assert not [r for r in history["neighborsAfter"] or [] if "not inside" in r or "rror" in r]

    sub = step(report, "show subgraph")
    assert sub["subgraph"] and sub["subgraph"]["nodes"] >= 3 and sub["subgraph"]["edges"] >= 2, sub
    for name in ("problems-panel", "semantic-net-view", "pending-view", "show-subgraph"):
        assert (ARTIFACTS / f"{name}.png").stat().st_size > 10_000, name
