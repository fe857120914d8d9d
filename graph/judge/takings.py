"""A post taken in a year is held that year ("became mayor of Halvern in
1880", "wurde 1880 Bürgermeister von Halvern", "fut élu maire de Halvern en
1880", "стал городским головой Халверна в 1880 году"): besides the taking
(`roles._took`, compared with the holder's other takings), the post of the
one place or glossary note the statement names has that holder in that
year, against another holder whose period spans it (`roles.compare` of
"role:office", with its handover years: a predecessor who leaves in 1880
leaves room for a successor who comes that year). Two takings of one post by
one holder are compared here too (moved out of `roles.py`, which stood at
700 lines).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from semnet.graph.judge.base import Stance

if TYPE_CHECKING:
    from semnet.graph.judge.claims import Claim
    from semnet.graph.judge.compare import Finding
    from semnet.graph.judge.lexical import Read


def named_things(r: Read) -> set[str]:
    """The place and glossary notes a statement names: where a post is held."""
    return {e for kind in ("place", "glossary") for e, _ in r.entities(kind)}


def held_then(r: Read, took: list[Claim]) -> list[Claim]:
    """The taking's post held that year at the one note the statement names."""
    if len(took) != 1 or took[0].time is None or not took[0].status:
        return []
    where = named_things(r)
    if len(where) != 1:
        return []
    place, c = where.pop(), took[0]
    return [r.claim("role:office", subject=f"office:{c.status}@{place}",
                    label=f"the {c.status} of {r.names.label(place)}", status=c.subject,
                    anchor=c.label, time=c.time)]  # fmt: skip


def compare_took(ca: Claim, cb: Claim) -> Finding | None:
    """Two years one took one post: the same agrees, two contradict (two
    elections may be a re-election: in tension); two periods are compared
    as periods (`compare` of "role:office")."""
    from semnet.graph.judge.compare import Finding

    if ca.subject != cb.subject or ca.status != cb.status or ca.time is None or cb.time is None:
        return None
    if ca.anchor == cb.anchor == "period":
        return None
    if ca.time.overlaps(cb.time):
        return Finding(Stance.AGREES, f"{ca.label}: {ca.status} from {ca.time.text}", 0.7, "role")
    why = f"{ca.label}: {ca.status} from {ca.time.text} and from {cb.time.text}"
    if {ca.anchor, cb.anchor} <= {"elected", "period"}:
        return Finding(Stance.IN_TENSION, f"{why} (elected again?)", 0.5, "role")
    return Finding(Stance.CONTRADICTS, why, 0.75, "role")
