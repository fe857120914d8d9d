"""Workspace scan and project configuration (``semnet.toml`` at the workspace
root), and the workspace as a boundary: what may be read in it.

A file is read only if it is a regular file (a FIFO, device or socket named
``*.md`` is skipped with a note: opening one would wait forever) that lies
inside the workspace, or inside a folder of ``allow_outside`` when a symlink
leads out of it. `read_in_workspace` is the one way files are read; the scan
gives the same verdicts (`scan_workspace(…, skipped=…)`), and `inside` says
whether a path an edit would write stays in the workspace.

Ignore globs are matched against workspace-relative paths with forward slashes:
``*`` and ``?`` stay within one path component, ``**`` spans any number of
components (``drafts/**``, ``**/old/*.md``), ``[abc]`` is a character class. A
pattern without a ``/`` matches a file or folder name at any depth (``*.tmp.md``,
``attic``); a trailing ``/`` matches folders only. An ignored folder is not
descended into.
"""

from __future__ import annotations

import difflib
import os
import re
import stat
import tomllib
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, ValidationError, field_validator
from semnet.graph.errors import InputError
from semnet.graph.manuscript.lang import normalise_lang

CONFIG_FILE = "semnet.toml"

# Folders never scanned, whatever the config says (hidden folders are skipped too).
ALWAYS_SKIPPED: frozenset[str] = frozenset({".semnet", ".git", "node_modules"})


class CitationConfig(BaseModel):
    """``[citations]``: ``bare = "known"`` (the default) makes a bare ``@key`` a
    citation only when a source has that key, so an ``@handle`` in prose is
    no finding; ``"all"`` makes every bare ``@key`` one (unknown keys reported)."""

    model_config = ConfigDict(extra="forbid")

    bare: Literal["known", "all"] = "known"


class LinkConfig(BaseModel):
    """``[links]``: ``wiki = false`` makes ``[[x]]`` text, not a link (a book
    written for GitHub, where ``[[IsHTMLDDA]]`` is the ECMAScript spec's notation)."""

    model_config = ConfigDict(extra="forbid")

    wiki: bool = True


class ProjectConfig(BaseModel):
    """``semnet.toml``. All keys optional; unknown keys and sections are errors."""

    model_config = ConfigDict(extra="forbid")

    lang: str | None = None
    ignore: list[str] = []
    # Folders outside the workspace that symlinks in it may lead into (read there).
    allow_outside: list[str] = []
    citations: CitationConfig = CitationConfig()
    links: LinkConfig = LinkConfig()
    # `[judge]`: the judges' settings, validated by `semnet.graph.judge.config`.
    judge: dict[str, Any] | None = None
    # `[openalex]`: the works API (`semnet.graph.importers.openalex_fetch`).
    openalex: dict[str, Any] | None = None
    # `[wordnet]`: the wordnets of the lexical bridge (`semnet.graph.lexical.config`).
    wordnet: dict[str, Any] | None = None
    # `[similarity]`: the materialised `similar_to` cache (`semnet.graph.query.similar`).
    similarity: dict[str, Any] | None = None

    @field_validator("lang", mode="before")
    @classmethod
    def _check_lang(cls, value: Any) -> Any:
        if value is None:
            return None
        code = normalise_lang(value)
        if code is None:
            raise ValueError(f"not a language code: {value!r} (use e.g. 'en', 'ru', 'fr')")
        return code

    @field_validator("ignore", mode="before")
    @classmethod
    def _check_ignore(cls, value: Any) -> Any:
        if isinstance(value, str):
            return [value]
        return value


def _describe_error(err: Any, data: dict[str, Any]) -> str:
    loc = err.get("loc", ())
    top = str(loc[0]) if loc else ""
    known = list(ProjectConfig.model_fields)
    if err.get("type") == "extra_forbidden" and len(loc) == 1:
        close = difflib.get_close_matches(top, known, n=1)
        hint = f" (did you mean '{close[0]}'?)" if close else ""
        if isinstance(data.get(top), dict):
            return f"unknown section [{top}]{hint}; known keys: {', '.join(known)}"
        return f"unknown key '{top}'{hint}; known keys: {', '.join(known)}"
    where = ".".join(str(p) for p in loc) or "(top level)"
    return f"{where}: {err.get('msg', 'invalid value')}"


class FileSkipped(InputError, OSError):
    """A file that is not read (the message says why: not a regular file, or
    a symlink that leads out of the workspace)."""


MAX_FILE_BYTES = 64 * 1024 * 1024


def _allowed_roots(root: Path, allow: list[str] | tuple[str, ...]) -> list[Path]:
    out = [root]
    for a in allow:
        p = Path(a).expanduser()
        try:
            out.append((p if p.is_absolute() else root / p).resolve())
        except (OSError, RuntimeError):
            continue
    return out


def inside(
    root: str | Path, rel: str | Path, allow: list[str] | tuple[str, ...] = ()
) -> Path | None:
    """The path `rel` names under `root` (resolved through any symlinks), or
    None when it leads out of the workspace (and of `allow`): an absolute
    path, `..`, a symlink loop or a symlink to elsewhere."""
    base = Path(root).resolve()
    r = Path(rel)
    if r.is_absolute() or ".." in r.parts or "\x00" in str(rel):
        return None
    try:
        target = (base / r).resolve()
    except (OSError, RuntimeError, ValueError):  # a symlink loop, a name the OS refuses
        return None
    for ok in _allowed_roots(base, allow):
        if target == ok or ok in target.parents:
            return target
    return None


def read_in_workspace(
    root: str | Path,
    rel: str,
    allow: list[str] | tuple[str, ...] = (),
    *,
    max_bytes: int = MAX_FILE_BYTES,
) -> bytes:
    """A workspace file's bytes. Raises `FileSkipped` for a path that leads out
    of the workspace, a file that is not a regular one (never opened, so a
    FIFO cannot block), or one larger than `max_bytes`; `OSError` when it
    cannot be read."""
    path = inside(root, rel, allow)
    if path is None:
        raise FileSkipped(f"{rel}: leads outside the workspace (not read)")
    return read_regular(path, rel, max_bytes=max_bytes)


def read_regular(path: str | Path, shown: str, *, max_bytes: int = MAX_FILE_BYTES) -> bytes:
    """A regular file's bytes, wherever it is (a file the user named). Raises
    `FileSkipped` (saying `shown`) for a FIFO, socket, device or folder (never
    blocked on) or a file larger than `max_bytes`; `OSError` when it cannot be read."""
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0))
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode):
            raise FileSkipped(f"{shown}: not a regular file ({_kind(st.st_mode)}); skipped")
        if st.st_size > max_bytes:
            raise FileSkipped(f"{shown}: larger than {max_bytes // 2**20} MB; skipped")
        chunks = []
        while True:
            b = os.read(fd, 1 << 20)
            if not b:
                break
            chunks.append(b)
        return b"".join(chunks)
    finally:
        os.close(fd)


def config_text(root: str | Path) -> str:
    """The text of ``<root>/semnet.toml``, read as every workspace file is
    (`read_in_workspace`: a FIFO never blocks, a symlink out of the workspace
    is not followed). Raises `FileNotFoundError` when there is none, another
    `OSError` (`FileSkipped` among them) or `UnicodeDecodeError` when it
    cannot be read: each table's loader says what that means for it."""
    return read_in_workspace(root, CONFIG_FILE, max_bytes=1 << 20).decode("utf-8")


def _kind(mode: int) -> str:
    if stat.S_ISFIFO(mode):
        return "a FIFO"
    if stat.S_ISSOCK(mode):
        return "a socket"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISDIR(mode):
        return "a folder"
    return "not a file"


def load_config(root: str | Path) -> tuple[ProjectConfig, str | None]:
    """Read ``<root>/semnet.toml``: ``(config, error message or None)``. Never raises.

    A missing file gives the defaults and no error. A file that is not valid TOML
    gives the defaults and the parser's message (with its line). Invalid or unknown
    keys are reported and left out; the valid keys are kept.
    """
    try:
        raw = read_in_workspace(root, CONFIG_FILE, max_bytes=1 << 20)
    except FileNotFoundError:
        return ProjectConfig(), None
    except FileSkipped as exc:
        return ProjectConfig(), str(exc)
    except OSError as exc:
        return ProjectConfig(), f"{CONFIG_FILE}: cannot read: {exc.strerror or exc}"
    try:
        data = tomllib.loads(raw.decode("utf-8"))
    except UnicodeDecodeError as exc:
        return ProjectConfig(), f"{CONFIG_FILE}: not UTF-8 (byte {exc.start})"
    except tomllib.TOMLDecodeError as exc:
        return ProjectConfig(), f"{CONFIG_FILE}: invalid TOML: {exc}"
    try:
        return ProjectConfig.model_validate(data), None
    except ValidationError as exc:
        errors = exc.errors()
        message = f"{CONFIG_FILE}: " + "; ".join(_describe_error(e, data) for e in errors)
        bad = {str(e["loc"][0]) for e in errors if e.get("loc")}
        kept = {k: v for k, v in data.items() if k not in bad}
        try:
            return ProjectConfig.model_validate(kept), message
        except ValidationError:  # pragma: no cover - every bad key was removed
            return ProjectConfig(), message


# --------------------------------------------------------------------------- globs


@lru_cache(maxsize=512)
def _glob_regex(pattern: str) -> re.Pattern[str]:
    out: list[str] = []
    i, n = 0, len(pattern)
    while i < n:
        c = pattern[i]
        if c == "*":
            if pattern.startswith("**", i):
                i += 2
                if i < n and pattern[i] == "/":
                    out.append("(?:.*/)?")  # zero or more folders
                    i += 1
                else:
                    out.append(".*")
                continue
            out.append("[^/]*")
        elif c == "?":
            out.append("[^/]")
        elif c == "[":
            end = pattern.find("]", i + 2 if pattern.startswith("[!", i) else i + 1)
            if end == -1:
                out.append(re.escape(c))
            else:
                body = pattern[i + 1 : end]
                if body.startswith("!"):
                    body = "^" + body[1:]
                out.append("[" + body.replace("\\", "\\\\") + "]")
                i = end
        else:
            out.append(re.escape(c))
        i += 1
    return re.compile("".join(out) + r"\Z")


class _Ignore:
    """Compiled ignore globs."""

    __slots__ = ("_anywhere", "_dirs_anywhere", "_dirs_rooted", "_rooted")

    def __init__(self, patterns: list[str]) -> None:
        self._rooted: list[re.Pattern[str]] = []
        self._anywhere: list[re.Pattern[str]] = []
        self._dirs_rooted: list[re.Pattern[str]] = []
        self._dirs_anywhere: list[re.Pattern[str]] = []
        for raw in patterns:
            pat = raw.strip().replace("\\", "/")
            while pat.startswith("./"):
                pat = pat[2:]
            if not pat:
                continue
            dir_only = pat.endswith("/")
            pat = pat.rstrip("/")
            rooted = "/" in pat
            pat = pat.lstrip("/")
            if not pat:
                continue
            regex = _glob_regex(pat)
            if dir_only:
                (self._dirs_rooted if rooted else self._dirs_anywhere).append(regex)
            else:
                (self._rooted if rooted else self._anywhere).append(regex)
                if pat.endswith("/**"):  # "drafts/**" prunes the folder itself
                    self._dirs_rooted.append(_glob_regex(pat[:-3]))

    def __bool__(self) -> bool:
        return bool(self._rooted or self._anywhere or self._dirs_rooted or self._dirs_anywhere)

    def file(self, rel: str, name: str) -> bool:
        return any(r.match(rel) for r in self._rooted) or any(r.match(name) for r in self._anywhere)

    def folder(self, rel: str, name: str) -> bool:
        return (
            self.file(rel, name)
            or any(r.match(rel) for r in self._dirs_rooted)
            or any(r.match(name) for r in self._dirs_anywhere)
        )


def is_ignored(rel_path: str, config: ProjectConfig | None = None) -> bool:
    """Whether a workspace-relative path is excluded from the scan (by an always-skipped
    or hidden folder, or by the config's ignore globs), as :func:`scan_workspace` decides."""
    parts = [p for p in rel_path.replace("\\", "/").split("/") if p and p != "."]
    if not parts:
        return False
    for part in parts[:-1]:
        if part in ALWAYS_SKIPPED or part.startswith("."):
            return True
    if parts[-1].startswith("."):
        return True
    ignore = _Ignore(config.ignore) if config is not None else None
    if not ignore:
        return False
    for k in range(1, len(parts)):
        if ignore.folder("/".join(parts[:k]), parts[k - 1]):
            return True
    return ignore.file("/".join(parts), parts[-1])


def _scan(
    root: str | Path,
    config: ProjectConfig | None,
    suffix: str,
    skipped: list[str] | None = None,
) -> list[str]:
    ignore = _Ignore(config.ignore if config is not None else [])
    allow = tuple(config.allow_outside) if config is not None else ()
    root_str = os.fspath(root)
    found: list[str] = []
    # (absolute path, workspace-relative prefix)
    stack: list[tuple[str, str]] = [(root_str, "")]
    while stack:
        path, prefix = stack.pop()
        try:
            it = os.scandir(path)
        except OSError:
            continue
        with it:
            for entry in it:
                name = entry.name
                if name.startswith("."):
                    continue
                rel = prefix + name
                try:
                    is_dir = entry.is_dir(follow_symlinks=False)
                except OSError:
                    continue
                if is_dir:
                    if name in ALWAYS_SKIPPED or (ignore and ignore.folder(rel, name)):
                        continue
                    stack.append((entry.path, rel + "/"))
                    continue
                if not name.lower().endswith(suffix) or (ignore and ignore.file(rel, name)):
                    continue
                why = _not_readable(root_str, rel, entry, allow)
                if why is None:
                    found.append(rel)
                elif skipped is not None and why:
                    skipped.append(f"{rel}: {why}")
    found.sort()
    if skipped is not None:
        skipped.sort()
    return found


def _not_readable(
    root: str, rel: str, entry: os.DirEntry[str], allow: tuple[str, ...]
) -> str | None:
    """Why the scan leaves a file out (None: it is read; "": a symlinked folder)."""
    try:
        if entry.is_symlink():
            if inside(root, rel, allow) is None:
                return "a symlink that leads outside the workspace (not read)"
        st = entry.stat()  # follows a symlink; never opens the file
    except OSError:
        return "cannot be read (a broken or looping symlink)"
    if stat.S_ISDIR(st.st_mode):
        return ""  # a symlinked folder: not followed
    if not stat.S_ISREG(st.st_mode):
        return f"not a regular file ({_kind(st.st_mode)}); skipped"
    return None


def scan_workspace(
    root: str | Path, config: ProjectConfig | None = None, *, skipped: list[str] | None = None
) -> list[str]:
    """Workspace-relative paths (forward slashes, sorted) of the ``*.md`` files under
    ``root``. Skips ``.semnet/``, ``.git/``, ``node_modules/``, hidden files and
    folders, and the config's ignore globs. Symlinked folders are not followed;
    files that are not regular files, or symlinks that lead out of the
    workspace (and of ``allow_outside``), are left out and, with ``skipped``,
    listed there with the reason."""
    return _scan(root, config, ".md", skipped)


def scan_bib(
    root: str | Path, config: ProjectConfig | None = None, *, skipped: list[str] | None = None
) -> list[str]:
    """Like :func:`scan_workspace`, for ``*.bib`` files."""
    return _scan(root, config, ".bib", skipped)


@dataclass(frozen=True, slots=True)
class WorkspaceFiles:
    """The files of a workspace, by what semnet makes of them."""

    markdown: list[str]
    bib: list[str]
    attachments: list[str]  # every other file: pictures, PDFs, text, …


def is_markdown(rel: str) -> bool:
    return rel.lower().endswith(".md")


def is_bib(rel: str) -> bool:
    return rel.lower().endswith(".bib")


def scan_all(
    root: str | Path, config: ProjectConfig | None = None, *, skipped: list[str] | None = None
) -> WorkspaceFiles:
    """Every file under ``root`` in one walk (skipping what :func:`scan_workspace`
    skips, and ``semnet.toml``), sorted into Markdown, BibTeX and attachments;
    with ``skipped``, what is left out and why is listed there."""
    md: list[str] = []
    bib: list[str] = []
    other: list[str] = []
    for rel in _scan(root, config, "", skipped):
        if is_markdown(rel):
            md.append(rel)
        elif is_bib(rel):
            bib.append(rel)
        elif rel != CONFIG_FILE:
            other.append(rel)
    return WorkspaceFiles(md, bib, other)


__all__ = [
    "ALWAYS_SKIPPED",
    "CONFIG_FILE",
    "FileSkipped",
    "ProjectConfig",
    "WorkspaceFiles",
    "config_text",
    "inside",
    "is_bib",
    "is_ignored",
    "is_markdown",
    "load_config",
    "read_in_workspace",
    "read_regular",
    "scan_all",
    "scan_bib",
    "scan_workspace",
]
