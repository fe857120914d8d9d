"""The language server's settings: `semnet.*` in the client's configuration.

They arrive in `initializationOptions` (either `{"semnet": {...}}` or the
inner object itself) and in `workspace/didChangeConfiguration`
(`settings.semnet`). Keys are camelCase on the wire. A value that does not
validate is reported (`window/showMessage` and the log) and only that
setting falls back to its default; the others are kept.
Top-level keys semnet does not know are ignored (the editor's own settings
share the `semnet.` prefix).
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError
from pydantic.alias_generators import to_camel
from semnet.graph.diagnostic_codes import editor_defaults

Severity = Literal["error", "warning", "information", "hint", "off"]


class _Model(BaseModel):
    model_config = ConfigDict(alias_generator=to_camel, populate_by_name=True, extra="forbid")


_DEFAULT = editor_defaults()  # the diagnostic catalog's default severity of each setting


class DiagnosticSettings(_Model):
    """The severity of each kind of diagnostic ("off" hides it). Each field is
    a `setting` of the diagnostic catalog (`semnet.graph.diagnostic_codes`),
    which says which codes it covers and its default."""

    contradicts: Severity = _DEFAULT["contradicts"]
    in_tension: Severity = _DEFAULT["in_tension"]
    qualifies: Severity = _DEFAULT["qualifies"]
    agrees: Severity = _DEFAULT["agrees"]
    show_agrees: bool = False
    inaccurate: Severity = _DEFAULT["inaccurate"]
    dubious: Severity = _DEFAULT["dubious"]
    broken_link: Severity = _DEFAULT["broken_link"]
    ambiguous_link: Severity = _DEFAULT["ambiguous_link"]
    unknown_citation: Severity = _DEFAULT["unknown_citation"]
    parse_problem: Severity = _DEFAULT["parse_problem"]

    def severities(self) -> dict[str, Severity]:
        """Diagnostic setting → severity, for the kinds that are shown."""
        out: dict[str, Severity] = {}
        for name in _DEFAULT:
            sev: Severity = getattr(self, name)
            if sev != "off" and (name != "agrees" or self.show_agrees):
                out[name] = sev
        return out


class HoverSettings(_Model):
    max_per_kind: int = Field(default=3, ge=1, le=50)


class Settings(_Model):
    """`semnet.*`. Unknown keys at this level are left alone: editors keep
    their own client settings under the same name (`semnet.server.path`,
    `semnet.trace.server`, …). Inside `diagnostics` and `hover` they are errors."""

    model_config = ConfigDict(alias_generator=to_camel, populate_by_name=True, extra="ignore")

    diagnostics: DiagnosticSettings = Field(default_factory=DiagnosticSettings)
    hover: HoverSettings = Field(default_factory=HoverSettings)
    code_lens: bool = True
    # Live diagnostics follow the buffer this long after the last keystroke.
    debounce_ms: int = Field(default=150, ge=0, le=10_000)
    # The store takes the buffer (an index pass, one run) this long after it.
    write_delay_ms: int = Field(default=1000, ge=0, le=120_000)
    # How long a write waits for a terminal `semnet` command that holds the store.
    lock_timeout: float = Field(default=10.0, ge=0.0, le=600.0)
    # A request still running after this many seconds is answered "request failed".
    request_timeout: float = Field(default=300.0, ge=1.0, le=3600.0)


def parse_settings(raw: Any) -> tuple[Settings, str | None]:
    """Settings from a client payload: (settings, error message or None).
    `null` and an empty list are "no settings" (Lua's empty table is `[]`)."""
    if raw is None or raw == []:
        return Settings(), None
    if isinstance(raw, dict) and isinstance(raw.get("semnet"), dict):
        raw = raw["semnet"]
    elif isinstance(raw, dict) and "semnet" in raw and raw["semnet"] is None:
        return Settings(), None
    if not isinstance(raw, dict):
        return Settings(), f"invalid settings: expected an object, not {type(raw).__name__}"
    parts: list[str] = []
    for _ in range(8):  # each pass drops the keys the last one named
        try:
            settings = Settings.model_validate(raw)
        except ValidationError as exc:
            errors = exc.errors()
            for e in errors:
                loc = ".".join(str(p) for p in e["loc"]) or "settings"
                parts.append(f"semnet.{loc}: {e['msg']}")
            raw = _without(raw, [tuple(str(p) for p in e["loc"]) for e in errors])
            continue
        if parts:
            return settings, "invalid settings (their defaults are used): " + "; ".join(parts)
        return settings, None
    return Settings(), "invalid settings (using the defaults): " + "; ".join(parts)


def _without(raw: dict[str, Any], locs: list[tuple[str, ...]]) -> dict[str, Any]:
    """`raw` without the values at `locs` (camelCase or snake_case keys)."""
    out = {k: (dict(v) if isinstance(v, dict) else v) for k, v in raw.items()}
    for loc in locs:
        if not loc:
            return {}
        cur: Any = out
        for key in loc[:-1]:
            cur = cur.get(key, cur.get(to_camel(key))) if isinstance(cur, dict) else None
        if isinstance(cur, dict):
            cur.pop(loc[-1], None)
            cur.pop(to_camel(loc[-1]), None)
    return out
