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

from typing import TYPE_CHECKING, Any, Literal, cast

from pydantic import BaseModel, ConfigDict, Field, ValidationError
from pydantic.alias_generators import to_camel
from semnet.graph.diagnostic_codes import (
    EDGE_FILTERS,
    JUDGED,
    editor_defaults,
    judged_defaults,
    judged_key,
)

if TYPE_CHECKING:
    from semnet.graph.editor.diagnostics import EdgeNoise

Severity = Literal["error", "warning", "information", "hint", "off"]
Origin = Literal["authorial", "structural", "promoted", "judged", "derived", "imported"]


class _Model(BaseModel):
    model_config = ConfigDict(alias_generator=to_camel, populate_by_name=True, extra="forbid")


_DEFAULT = editor_defaults()  # the diagnostic catalog's default severity of each setting
_JUDGED = judged_defaults()  # … and of each setting's judged edges (`judged.<setting>`)


class JudgedSeverities(_Model):
    """The severity of judged edges (a judge's suggestions) by setting ("off"
    hides them); the defaults are the catalog's `judged`: a judged
    contradiction is a warning, a tension information, and agreements and
    qualifications are not shown."""

    contradicts: Severity = _JUDGED["contradicts"]
    in_tension: Severity = _JUDGED["in_tension"]
    qualifies: Severity = _JUDGED["qualifies"]
    agrees: Severity = _JUDGED["agrees"]
    inaccurate: Severity = _JUDGED["inaccurate"]
    dubious: Severity = _JUDGED["dubious"]


class DiagnosticSettings(_Model):
    """The severity of each kind of diagnostic ("off" hides it). Each severity
    field is a `setting` of the diagnostic catalog
    (`semnet.graph.diagnostic_codes`), which says which codes it covers and its
    default; for edges, those the writer asserted or accepted (`judged` has the
    suggestions', the catalog's `judged`), and `origins` and `min_weight` (the
    catalog's `EDGE_FILTERS`) say which origins show at all and the weight a
    suggestion needs to show."""

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
    judged: JudgedSeverities = Field(default_factory=JudgedSeverities)
    # The catalog's `EDGE_FILTERS`: which edges are diagnostics at all.
    origins: list[Origin] = Field(
        default_factory=lambda: [cast(Origin, o) for o in EDGE_FILTERS.origins]
    )
    min_weight: float = Field(default=EDGE_FILTERS.min_weight, ge=0.0, le=1.0)

    def noise(self) -> EdgeNoise:
        """Which edges show at all (`graph/editor/diagnostics.py`)."""
        from semnet.graph.editor.diagnostics import EdgeNoise

        return EdgeNoise(frozenset(self.origins), self.min_weight)

    def severities(self) -> dict[str, Severity]:
        """Diagnostic setting → severity, for the kinds that are shown."""
        out: dict[str, Severity] = {}
        for name in _DEFAULT:
            sev: Severity = getattr(self, name)
            if sev != "off" and (name != "agrees" or self.show_agrees):
                out[name] = sev
        if JUDGED in self.origins:
            for name in _JUDGED:
                judged: Severity = getattr(self.judged, name)
                if judged != "off":
                    out[judged_key(name)] = judged
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
