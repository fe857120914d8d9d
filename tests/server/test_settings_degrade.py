"""An invalid setting degrades only that setting: the client's `semnet.*`
settings and semnet.toml's `[judge]` table keep their valid keys."""

from __future__ import annotations

from pathlib import Path

from semnet.graph.judge.config import JudgeSettings, judge_settings_kept
from semnet.server.settings import Settings, parse_settings


def test_a_bad_client_setting_keeps_the_good_ones() -> None:
    s, err = parse_settings(
        {
            "semnet": {
                "debounceMs": 5,
                "codeLens": "maybe",
                "diagnostics": {"contradicts": "error", "agrees": "loud"},
            }
        }
    )
    assert s.debounce_ms == 5 and s.code_lens is True
    assert (
        s.diagnostics.contradicts == "error"
        and s.diagnostics.agrees == Settings().diagnostics.agrees
    )
    assert err is not None and "semnet.codeLens" in err and "semnet.diagnostics.agrees" in err


def test_a_bad_judge_value_keeps_the_rest(tmp_path: Path) -> None:
    (tmp_path / "semnet.toml").write_text(
        '[judge]\nbackend = "nope"\ncandidates = 5\n[judge.llm]\ntimeout = -3\nmodel = "m"\n'
    )
    s, err = judge_settings_kept(tmp_path)
    assert s.backend == JudgeSettings().backend and s.candidates == 5
    assert s.llm.model == "m" and s.llm.timeout == JudgeSettings().llm.timeout
    assert err is not None and "judge.backend" in err and "judge.llm.timeout" in err


def test_a_good_or_missing_table_has_no_error(tmp_path: Path) -> None:
    assert judge_settings_kept(tmp_path) == (JudgeSettings(), None)
    (tmp_path / "semnet.toml").write_text("[judge]\ncandidates = 3\n")
    assert judge_settings_kept(tmp_path)[0].candidates == 3
