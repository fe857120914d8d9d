"""The diagnostic catalog is closed and complete: every stance kind and verdict
level has a code, every code an entry, every editor setting a field."""

from __future__ import annotations

from dataclasses import fields as dataclass_fields
from typing import get_args

from semnet.graph.diagnostic_codes import (
    CATALOG,
    EDGE_FILTERS,
    JUDGED,
    Code,
    lookup,
    stance_code,
    verdict_code,
)
from semnet.graph.model import GradeLevel
from semnet.server.settings import (
    DiagnosticSettings,
    JudgedSeverities,
    Settings,
    parse_settings,
)


def test_every_code_has_one_entry() -> None:
    assert set(CATALOG) == set(Code)
    assert all(code is entry.code for code, entry in CATALOG.items())
    assert lookup("in-tension") is CATALOG[Code.IN_TENSION]
    assert lookup("in_tension") is None  # the edge kind is not a code


def test_stances_and_verdicts_map_to_codes() -> None:
    assert [stance_code(k) for k in ("contradicts", "in_tension", "qualifies", "agrees")] == [
        Code.CONTRADICTS,
        Code.IN_TENSION,
        Code.QUALIFIES,
        Code.AGREES,
    ]
    assert stance_code("links_to") is None
    assert {verdict_code(level) for level in get_args(GradeLevel)} == {
        Code.GRADED_ACCURATE,
        Code.GRADED_DUBIOUS,
        Code.GRADED_INACCURATE,
    }


def test_messages_follow_the_templates() -> None:
    q = CATALOG[Code.QUALIFIES]
    assert q.message(other="“x”") == "qualifies “x”"
    assert q.message(incoming=True, other="“x”") == "qualified by “x”"
    assert CATALOG[Code.BROKEN_LINK].message(message="broken link: no note 'A'") == (
        "broken link: no note 'A'"
    )


def test_the_editor_settings_are_the_catalogs() -> None:
    settings = {e.setting for e in CATALOG.values() if e.setting is not None}
    filters = {f.name for f in dataclass_fields(EDGE_FILTERS)}
    fields = set(DiagnosticSettings.model_fields) - {"show_agrees", JUDGED, *filters}
    assert settings == fields
    defaults = Settings().diagnostics
    for e in CATALOG.values():
        if e.setting is not None:
            assert getattr(defaults, e.setting) == e.editor
    # judged edges: one severity per setting of an edge's code, the catalog's default
    judged = {e.setting for e in CATALOG.values() if e.setting and e.judged is not None}
    assert judged == set(JudgedSeverities.model_fields)
    for e in CATALOG.values():
        if e.setting is not None and e.judged is not None:
            assert getattr(defaults.judged, e.setting) == e.judged
    assert defaults.origins == list(EDGE_FILTERS.origins)
    assert defaults.min_weight == EDGE_FILTERS.min_weight
    # a setting turns off every code it covers
    s, err = parse_settings({"diagnostics": {"parseProblem": "off"}})
    assert err is None and "parse_problem" not in s.diagnostics.severities()
