"""A short editing day (`semnet bench soak`, bounded; SEMNET_RELIABILITY=full
runs it for 30 minutes): no internal error, a clean shutdown, no duplicate
live edge, and after `semnet index` the store equals a clean index of the
same files. The figures (ops/s, latency, RSS) are printed, not asserted."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from semnet.bench.soak import run_soak

from .conftest import FULL

DURATION = 1800.0 if FULL else 25.0
# The bench's mix (2% edits) at full size; more edits in the short run.
EDITS = 0.02 if FULL else 0.05


@pytest.mark.timeout(DURATION + 900)
def test_soak_without_drift() -> None:
    report = run_soak(DURATION, warmup=min(120.0, DURATION / 3), edit_share=EDITS)
    if os.environ.get("SEMNET_SOAK_OUT"):  # the whole report, for bench/results
        Path(os.environ["SEMNET_SOAK_OUT"]).write_text(json.dumps(report, indent=2) + "\n")
    drift = report["drift"]
    summary = {k: v for k, v in report.items() if k not in ("latency_ms", "drift")}
    summary["rss_mb"] = {k: v for k, v in report["rss_mb"].items() if k != "over_time"}
    print("\nsoak: " + json.dumps(summary) + "\ndrift: " + json.dumps(drift))
    assert report["internal_errors"] == 0, report["replies_by_code"]
    assert report["server_log_errors"] == 0
    assert report["exit_status"] == 0
    assert drift["in_server_store"]["duplicate_live_edges"] == 0
    assert drift["after_semnet_index"] == {"detached": 0, "duplicate_live_edges": 0}
    assert drift["equal"], drift
