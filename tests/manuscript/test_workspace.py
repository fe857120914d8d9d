"""Tests for semnet.graph.manuscript.workspace."""

from __future__ import annotations

from pathlib import Path

from semnet.graph.manuscript.workspace import (
    ProjectConfig,
    is_ignored,
    load_config,
    scan_bib,
    scan_workspace,
)


def make(root: Path, *paths: str) -> None:
    for rel in paths:
        p = root / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text("x\n", encoding="utf-8")


def test_scan_skips_special_and_hidden_folders(tmp_path: Path) -> None:
    make(
        tmp_path,
        "intro.md",
        "Book One/Глава 1.md",
        "Book One/notes.txt",
        "characters/Наташа.md",
        "UPPER.MD",
        ".semnet/cache.md",
        ".git/x.md",
        "node_modules/pkg/readme.md",
        ".obsidian/ws.md",
        "book/.hidden/h.md",
        "book/.dotfile.md",
        "refs/library.bib",
        "refs/.hidden.bib",
    )
    assert scan_workspace(tmp_path, ProjectConfig()) == [
        "Book One/Глава 1.md",
        "UPPER.MD",
        "characters/Наташа.md",
        "intro.md",
    ]
    assert scan_bib(tmp_path, ProjectConfig()) == ["refs/library.bib"]
    assert scan_workspace(tmp_path) == scan_workspace(tmp_path, ProjectConfig())


def test_scan_ignore_globs(tmp_path: Path) -> None:
    make(
        tmp_path,
        "keep.md",
        "drafts/a.md",
        "drafts/deep/b.md",
        "book/drafts/c.md",
        "book/ch1.md",
        "book/ch1.tmp.md",
        "book/old/x.md",
        "attic/y.md",
        "z/attic/y.md",
        "templates/t.md",
    )
    config = ProjectConfig(ignore=["drafts/**", "*.tmp.md", "**/old/*.md", "attic", "/templates/"])
    assert scan_workspace(tmp_path, config) == [
        "book/ch1.md",
        "book/drafts/c.md",
        "keep.md",
    ]
    assert is_ignored("drafts/a.md", config)
    assert is_ignored("z/attic/y.md", config)
    assert is_ignored(".git/x.md", config)
    assert not is_ignored("book/ch1.md", config)


def test_double_star_matches_zero_or_more_folders(tmp_path: Path) -> None:
    make(tmp_path, "a.md", "x/a.md", "x/y/a.md", "b.md")
    config = ProjectConfig(ignore=["**/a.md"])
    assert scan_workspace(tmp_path, config) == ["b.md"]


def test_load_config_missing_file(tmp_path: Path) -> None:
    config, error = load_config(tmp_path)
    assert config == ProjectConfig()
    assert error is None


def test_load_config_values(tmp_path: Path) -> None:
    (tmp_path / "semnet.toml").write_text(
        'lang = "RU"\nignore = ["drafts/**", "*.bak.md"]\n', encoding="utf-8"
    )
    config, error = load_config(tmp_path)
    assert error is None
    assert config.lang == "ru"
    assert config.ignore == ["drafts/**", "*.bak.md"]


def test_broken_toml_gives_defaults_and_message(tmp_path: Path) -> None:
    (tmp_path / "semnet.toml").write_text('lang = "en"\nignore = [unclosed\n', encoding="utf-8")
    config, error = load_config(tmp_path)
    assert config == ProjectConfig()
    assert error is not None
    assert "semnet.toml" in error
    assert "line" in error


def test_unknown_key_is_reported_with_a_hint(tmp_path: Path) -> None:
    (tmp_path / "semnet.toml").write_text('lnag = "en"\nignore = ["x/**"]\n', encoding="utf-8")
    config, error = load_config(tmp_path)
    assert error is not None
    assert "unknown key 'lnag'" in error
    assert "did you mean 'lang'" in error
    assert config.ignore == ["x/**"]  # the valid keys are kept


def test_unknown_section_is_reported(tmp_path: Path) -> None:
    (tmp_path / "semnet.toml").write_text('lang = "fr"\n[juge]\nmodel = "x"\n', encoding="utf-8")
    config, error = load_config(tmp_path)
    assert error is not None
    assert "unknown section [juge]" in error
    assert config.lang == "fr"


def test_the_judge_section_is_known(tmp_path: Path) -> None:
    (tmp_path / "semnet.toml").write_text('[judge]\nbackend = "rules"\n', encoding="utf-8")
    config, error = load_config(tmp_path)
    assert error is None and config.judge == {"backend": "rules"}


def test_bad_values_are_reported(tmp_path: Path) -> None:
    (tmp_path / "semnet.toml").write_text('lang = "klingonese"\nignore = 5\n', encoding="utf-8")
    config, error = load_config(tmp_path)
    assert error is not None
    assert "lang" in error and "ignore" in error
    assert config == ProjectConfig()


def test_non_utf8_config(tmp_path: Path) -> None:
    (tmp_path / "semnet.toml").write_bytes(b'lang = "\xff"\n')
    config, error = load_config(tmp_path)
    assert config == ProjectConfig()
    assert error is not None
