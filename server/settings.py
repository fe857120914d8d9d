"""The language server's settings: `semnet.*` in the client's configuration.

They arrive in `initializationOptions` (either `{"semnet": {...}}` or the
inner object itself) and in `workspace/didChangeConfiguration`
(`settings.semnet`). Keys are camelCase on the wire. A value that does not
validate is reported (`window/showMessage` and the log) and the defaults are
used for the whole object, so a typo never leaves the server half-configured.
Top-level keys semnet does not know are ignored (the editor's own settings
share the `semnet.` prefix).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError
from pydantic.alias_generators import to_camel

if TYPE_CHECKING:
    from semnet.graph.editor.diagnostics import EdgeNoise

Severity = Literal["error", "warning", "information", "hint", "off"]
Origin = Literal["authorial", "structural", "promoted", "judged", "derived", "imported"]
_EDGE_KEYS = ("contradicts", "in_tension", "qualifies", "agrees", "inaccurate", "dubious")


class _Model(BaseModel):
    model_config = ConfigDict(alias_generator=to_camel, populate_by_name=True, extra="forbid")


class JudgedSeverities(_Model):
    """The severity of judged edges (a judge's suggestions) by kind ("off"
    hides them): by default a judged contradiction is a warning, a tension
    information, and agreements and qualifications are not shown."""

    contradicts: Severity = "warning"
    in_tension: Severity = "information"
    qualifies: Severity = "off"
    agrees: Severity = "off"
    inaccurate: Severity = "warning"
    dubious: Severity = "information"


class DiagnosticSettings(_Model):
    """The severity of each kind of diagnostic ("off" hides it); for edges,
    those the writer asserted or accepted (`judged` has the suggestions'),
    which origins show at all, and the weight a suggestion needs to show."""

    contradicts: Severity = "warning"
    in_tension: Severity = "warning"
    qualifies: Severity = "information"
    agrees: Severity = "hint"
    show_agrees: bool = False
    inaccurate: Severity = "warning"
    dubious: Severity = "information"
    broken_link: Severity = "warning"
    ambiguous_link: Severity = "warning"
    unknown_citation: Severity = "warning"
    parse_problem: Severity = "warning"
    judged: JudgedSeverities = Field(default_factory=JudgedSeverities)
    origins: list[Origin] = Field(
        default_factory=lambda: ["authorial", "promoted", "judged", "imported"]
    )
    min_weight: float = Field(default=0.0, ge=0.0, le=1.0)

    def noise(self) -> EdgeNoise:
        """Which edges show at all (`graph/editor/diagnostics.py`)."""
        from semnet.graph.editor.diagnostics import EdgeNoise

        return EdgeNoise(frozenset(self.origins), self.min_weight)

    def severities(self) -> dict[str, Severity]:
        """Diagnostic key → severity, for the kinds that are shown."""
        out: dict[str, Severity] = {}
        for name in (
            "contradicts",
            "in_tension",
            "qualifies",
            "agrees",
            "inaccurate",
            "dubious",
            "broken_link",
            "ambiguous_link",
            "unknown_citation",
            "parse_problem",
        ):
            sev: Severity = getattr(self, name)
            if sev != "off" and (name != "agrees" or self.show_agrees):
                out[name] = sev
        if "judged" in self.origins:
            for name in _EDGE_KEYS:
                judged: Severity = getattr(self.judged, name)
                if judged != "off":
                    out[f"judged.{name}"] = judged
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


def parse_settings(raw: Any) -> tuple[Settings, str | None]:
    """Settings from a client payload: (settings, error message or None)."""
    if raw is None:
        return Settings(), None
    if isinstance(raw, dict) and isinstance(raw.get("semnet"), dict):
        raw = raw["semnet"]
    elif isinstance(raw, dict) and "semnet" in raw and raw["semnet"] is None:
        return Settings(), None
    try:
        return Settings.model_validate(raw), None
    except ValidationError as exc:
        parts = []
        for e in exc.errors():
            loc = ".".join(str(p) for p in e["loc"]) or "settings"
            parts.append(f"semnet.{loc}: {e['msg']}")
        return Settings(), "invalid settings (using the defaults): " + "; ".join(parts)
