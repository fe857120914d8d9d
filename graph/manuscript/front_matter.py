"""Front matter as semnet reads it: the YAML mapping at the top of a note
(nesting bounded, every error a problem at its line), its list and scalar
values, the line a key is on, and the entity type a note's folder implies."""

from __future__ import annotations

import re
from typing import Any

import yaml
from semnet.graph.diagnostic_codes import Code
from semnet.graph.manuscript.lang import normalise_lang
from semnet.graph.manuscript.parsed import Problem

ENTITY_TYPES: frozenset[str] = frozenset({"character", "place", "fact", "source", "glossary"})

_FOLDER_TYPES: dict[str, str] = {
    "characters": "character",
    "character": "character",
    "places": "place",
    "place": "place",
    "facts": "fact",
    "fact": "fact",
    "sources": "source",
    "source": "source",
    "glossary": "glossary",
    "glossaries": "glossary",
}

_YAML_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def key_line(lines: list[str], fm_end: int, key: str) -> int:
    pat = re.compile(rf"^{re.escape(key)}\s*:")
    for i in range(1, max(1, fm_end - 1)):
        if pat.match(lines[i]):
            return i
    return 0


# Front matter nested deeper than this (in flow style, `[[[…`) is not given
# to the YAML parser, which would recurse down to Python's limit first.
_FM_MAX_DEPTH = 64
_FLOW_BRACKETS = re.compile(r"[\[\]{}]")


def _flow_depth(content: str) -> int:
    depth = deepest = 0
    for ch in _FLOW_BRACKETS.findall(content):
        depth = depth + 1 if ch in "[{" else max(0, depth - 1)
        deepest = max(deepest, depth)
    return deepest


def load_front_matter(content: str, problems: list[Problem]) -> tuple[dict[str, Any], str | None]:
    if "[" in content or "{" in content:
        if _flow_depth(content) > _FM_MAX_DEPTH:
            msg = f"front matter is nested deeper than {_FM_MAX_DEPTH} levels (line 2)"
            problems.append(Problem(Code.BAD_FRONT_MATTER, msg, 1))
            return {}, msg
    try:
        data = yaml.load(content, Loader=_YAML_LOADER) if content.strip() else None
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line = 1 + mark.line if mark is not None else 0
        what = exc.problem or exc.context or "malformed YAML"
        msg = f"front matter is not valid YAML (line {line + 1}): {what}"
        problems.append(Problem(Code.BAD_FRONT_MATTER, msg, line))
        return {}, msg
    except Exception as exc:  # yaml.YAMLError, RecursionError, ...
        msg = f"front matter is not valid YAML (line 2): {exc}"
        problems.append(Problem(Code.BAD_FRONT_MATTER, msg, 1))
        return {}, msg
    if data is None:
        return {}, None
    if not isinstance(data, dict):
        kind = "a list" if isinstance(data, list) else f"a {type(data).__name__}"
        msg = f"front matter must be a mapping of keys to values, not {kind} (line 2)"
        problems.append(Problem(Code.BAD_FRONT_MATTER, msg, 1))
        return {}, msg
    return {str(k): v for k, v in data.items()}, None


def str_list(value: Any) -> list[str]:
    items = value if isinstance(value, (list, tuple)) else [value]
    out: list[str] = []
    seen: set[str] = set()
    for item in items:
        if item is None or isinstance(item, (dict, list, tuple)):
            continue
        text = str(item).strip()
        if text and text not in seen:
            seen.add(text)
            out.append(text)
    return out


def scalar(value: Any) -> str | None:
    if value is None or isinstance(value, (dict, list, tuple)):
        return None
    text = str(value).strip()
    return text or None


def folder_type(rel_path: str) -> str | None:
    parts = rel_path.split("/")[:-1]
    for part in reversed(parts):
        t = _FOLDER_TYPES.get(part.lower())
        if t is not None:
            return t
    return None


def entity_type(
    front_matter: dict[str, Any], lines: list[str], fm_end: int, rel_path: str,
    problems: list[Problem],
) -> str | None:  # fmt: skip
    """The note's entity type: its front matter's `type`, else its folder's."""
    fm_type = scalar(front_matter.get("type"))
    if fm_type is not None:
        if fm_type.lower() in ENTITY_TYPES:
            return fm_type.lower()
        line = key_line(lines, fm_end, "type")
        problems.append(
            Problem(
                Code.UNKNOWN_ENTITY_TYPE,
                f"front matter type {fm_type!r} is not one of " + ", ".join(sorted(ENTITY_TYPES)),
                line,
            )
        )
    return folder_type(rel_path)


def declared_lang(
    front_matter: dict[str, Any], lines: list[str], fm_end: int, problems: list[Problem]
) -> str | None:
    """The language the front matter declares (`lang` or `language`), as a
    code; a value that is no language code is a problem at its line."""
    raw_lang = front_matter.get("lang", front_matter.get("language"))
    if raw_lang is None:
        return None
    lang = normalise_lang(raw_lang)
    if lang is None:
        key = "lang" if "lang" in front_matter else "language"
        problems.append(
            Problem(
                Code.BAD_LANG,
                f"front matter {key} {raw_lang!r} is not a language code",
                key_line(lines, fm_end, key),
            )
        )
    return lang


__all__ = [
    "ENTITY_TYPES",
    "declared_lang",
    "entity_type",
    "folder_type",
    "key_line",
    "load_front_matter",
    "scalar",
    "str_list",
]
