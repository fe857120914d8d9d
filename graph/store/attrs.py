"""The JSON text in which the store keeps attribute dicts (of edges, nodes and
runs), written and read back; not what any attribute means."""

from __future__ import annotations

import json
from typing import Any

EMPTY_ATTRS = "{}"
# Edges without attributes share one empty dict; nothing mutates attrs in place.
_EMPTY: dict[str, Any] = {}
# One encoder for every dump: `json.dumps` with options builds one per call
# (a fifth of a cold index's 100k attribute dumps).
_ENCODE = json.JSONEncoder(ensure_ascii=False, sort_keys=True).encode


def dump_attrs(attrs: dict[str, Any]) -> str:
    return _ENCODE(attrs) if attrs else EMPTY_ATTRS


def load_attrs(text: str | None) -> dict[str, Any]:
    if not text or text == EMPTY_ATTRS:
        return {}
    value = json.loads(text)
    return value if isinstance(value, dict) else {"value": value}


def load_attrs_all(texts: list[str | None]) -> list[dict[str, Any]]:
    """Parse many attribute texts with one `json.loads` (a single C-level
    parse, not one Python call each)."""
    todo = [t for t in texts if t and t != EMPTY_ATTRS]
    parsed: dict[str, dict[str, Any]] = {}
    if todo:
        try:
            values = json.loads("[" + ",".join(todo) + "]")
        except ValueError:
            values = [load_attrs(t) for t in todo]
        for t, v in zip(todo, values, strict=True):
            parsed[t] = v if isinstance(v, dict) else {"value": v}
    return [parsed[t] if (t and t != EMPTY_ATTRS) else _EMPTY for t in texts]
