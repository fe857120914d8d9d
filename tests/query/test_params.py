"""The traversals' params share their filters (`FilterParams`): each takes
and checks the edge kinds, origins and times the same way."""

from __future__ import annotations

from typing import Any

import pytest
from semnet.graph.errors import InvalidQueryError
from semnet.graph.query.params import (
    ContradictingParams,
    NeighborsParams,
    Params,
    PathsParams,
    SubgraphParams,
    validate_params,
)

EP = {"ref": "node:01890000-0000-7000-8000-000000000000"}
TRAVERSALS: list[tuple[type[Params], dict[str, Any]]] = [
    (NeighborsParams, {"endpoint": EP}),
    (SubgraphParams, {"endpoint": EP}),
    (PathsParams, {"from": EP, "to": EP}),
]


@pytest.mark.parametrize(("model", "base"), TRAVERSALS, ids=lambda x: getattr(x, "__name__", ""))
def test_filters_are_taken_and_checked_alike(model: type[Params], base: dict[str, Any]) -> None:
    p = validate_params(
        model,
        {**base, "kinds": ["links_to"], "origins": ["judged"], "asOf": "2026-01-02T03:04:05Z"}
        | {"validAt": "1905-06"},
    )
    assert (p.kinds, p.origins, p.as_of.year, p.valid_at) == (
        ["links_to"],
        ["judged"],
        2026,
        "1905-06",
    )
    for bad, says in (
        ({"kinds": ["likes"]}, "kinds: unknown edge kind 'likes'"),
        ({"origins": ["gossip"]}, "origins: unknown origin 'gossip'"),
        ({"validAt": "June"}, "validAt: 'June' is not a date"),
        ({"asOf": "yesterday"}, "asOf: Input should be a valid datetime"),
    ):
        with pytest.raises(InvalidQueryError, match=says):
            validate_params(model, {**base, **bad})


def test_contradicting_takes_origins_and_times_but_no_kinds() -> None:
    with pytest.raises(InvalidQueryError, match="origins: unknown origin"):
        validate_params(ContradictingParams, {"endpoint": EP, "origins": ["gossip"]})
    with pytest.raises(InvalidQueryError, match="kinds: Extra inputs are not permitted"):
        validate_params(ContradictingParams, {"endpoint": EP, "kinds": ["links_to"]})
