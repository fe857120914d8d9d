"""The triage rules: which edges a writer may promote, dismiss or demote.

This is their one home. `RunWriter.promote`, `dismiss` and `demote` check
every edge here before they change it, so every path that triages (the
CLI's `semnet graph promote | dismiss | demote`, the language server's
requests, commands and code actions, the judges' API) refuses the same edges
with the same `TriageError`, whose message says why.

- **promote**: a current `judged` edge becomes `promoted` (the writer accepts it).
- **dismiss**: a current `judged` or `promoted` edge expires (`dismissed`, not
  deleted), and its pair of texts is not proposed again. A promotion can be
  taken back this way.
- **demote**: a current `promoted` edge is `judged` again (a suggestion).
- **keep**: a decision stands as it is (`confirmed`): a judged, promoted or
  authorial edge, current or not. It is how a conflict in the decisions
  journal (two branches decided differently) is settled on what stands.

Authorial, structural, derived and imported edges are not judgements and are
never triaged; expired edges (dismissed, invalidated, retracted, …) neither.
"""

from __future__ import annotations

from typing import Literal

from semnet.graph.errors import TriageError
from semnet.graph.model import EdgeOrigin, EdgeRec

TriageAction = Literal["promote", "dismiss", "demote", "keep"]
ACTIONS: tuple[TriageAction, ...] = ("promote", "dismiss", "demote", "keep")

_JUDGED = EdgeOrigin.JUDGED.value
_PROMOTED = EdgeOrigin.PROMOTED.value
# The origin an edge must have for each action.
_FROM: dict[str, frozenset[str]] = {
    "promote": frozenset({_JUDGED}),
    "dismiss": frozenset({_JUDGED, _PROMOTED}),
    "demote": frozenset({_PROMOTED}),
    "keep": frozenset({_JUDGED, _PROMOTED, EdgeOrigin.AUTHORIAL.value}),
}
_WHAT = {
    "promote": "a current judged edge can be promoted",
    "dismiss": "a current judged or promoted edge can be dismissed",
    "demote": "a current promoted edge can be demoted",
    "keep": "a judged, promoted or authorial edge can be kept",
}


def refusal(action: str, rec: EdgeRec) -> str | None:
    """Why `action` may not be applied to `rec` (None: it may)."""
    if action not in _FROM:
        return f"unknown triage action {action!r}; use one of {', '.join(ACTIONS)}"
    if rec.expired_at is not None and action != "keep":
        return f"is {rec.retired or 'expired'}: only {_WHAT[action]}"
    if rec.origin not in _FROM[action]:
        if action == "promote" and rec.origin == _PROMOTED:
            return f"is already promoted, not judged: only {_WHAT[action]}"
        return f"is {rec.origin}: only {_WHAT[action]}"
    return None


def allowed(action: str, rec: EdgeRec) -> bool:
    return refusal(action, rec) is None


def check(action: str, rec: EdgeRec) -> None:
    """Raise `TriageError` if the rules refuse `action` on `rec`."""
    why = refusal(action, rec)
    if why is not None:
        raise TriageError(f"edge {rec.id} {why}")
