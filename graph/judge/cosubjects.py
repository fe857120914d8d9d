"""Two people as one subject: "Anna and Paul Reed were born in 1850", "Anna
Reed and her twin brother Paul were born …", "Anna und Paul wurden 1850
geboren", "Anne et son frère Paul naquirent …", "Ana y Pablo nacieron …",
"Анна и Павел родились …": what the statement says of the first one's
birth, death, baptism or burial it says of the second one's too.

The second person is named right after "and" ("und", "et", "y", "и"), with
at most a possessive and kinship words between ("her twin brother"), and
is not a possessor ("Anna and Paul's daughter"). No library splits a
coordinated subject; the joining words are listed here per language.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from semnet.graph.judge import cues
from semnet.graph.judge.cues import words

if TYPE_CHECKING:
    from semnet.graph.judge.claims import Claim
    from semnet.graph.judge.lexical import Read

# what may stand between "and" and the second name ("her twin brother")
_BETWEEN = words(
    "her his their twin brother sister husband wife elder younger older little "
    "ihr ihre ihrem ihren sein seine seinem seinen zwillingsbruder zwillingsschwester bruder "
    "schwester mann frau son sa ses frere soeur jumeau jumelle mari femme aine cadet "
    "su sus hermano hermana gemelo gemela marido esposa mayor menor "
    "ее её его свой своя своим своей брат сестра брат-близнец сестра-близнец муж жена "
    "старший старшая младший младшая"
)
# the events of one moment in a life that both people are said to share
_SHARED = frozenset({"birth", "death", "ev:baptism", "ev:burial"})
_POSSESSIVE = frozenset({"s", "'s", "’s"})


def amend(r: Read, found: list[Claim], added: list[Claim]) -> tuple[list[Claim], list[Claim]]:
    """The shared events of the second of two coordinated subjects; none of
    the first's when the two are a possessor ("Anna and Paul's daughter was
    born …": the daughter's birth)."""
    if r.main.kind != "character":
        return found, added
    got = _second(r)
    if got is None:
        return found, added
    second, owner = got
    if owner:
        key = r.main.key
        found = [c for c in found if not (c.subject == key and c.slot in _SHARED)]
        return found, [c for c in added if not (c.subject == key and c.slot in _SHARED)]
    label = r.names.label(second)
    have = {c.slot for c in found + added if c.subject == f"@{second}"}
    added = added + [
        replace(c, subject=f"@{second}", label=label)
        for c in found + added
        if c.subject == r.main.key and c.slot in _SHARED and c.slot not in have and not c.negated
    ]
    return found, added


def _second(r: Read) -> tuple[str, bool] | None:
    """The person named right after "and" and the statement's subject, and
    whether the two own what follows ("Anna and Paul's daughter")."""
    marks = r.mentions()
    first = next((m for m in marks if f"@{m[2]}" == r.main.key), None)
    if first is None:
        return None
    k = first[1]
    if k >= len(r.toks) or not (r.toks[k].is_word and r.toks[k].f in cues.AND):
        return None
    k += 1
    while k < len(r.toks) and r.toks[k].is_word and r.toks[k].f in _BETWEEN:
        k += 1
    nxt = next((m for m in marks if m[0] == k), None)
    if nxt is None or r.names.kind(nxt[2]) != "character" or f"@{nxt[2]}" == r.main.key:
        return None
    after = r.toks[nxt[1]] if nxt[1] < len(r.toks) else None
    owner = after is not None and (after.f in _POSSESSIVE or after.text in ("'s", "’s"))
    return nxt[2], owner
