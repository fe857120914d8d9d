"""A birth dated by another's: "Paul Reed was born in 1848, four years
before his sister Anna" dates Anna's birth (1852); so do "vier Jahre vor
seiner Schwester Anna", "quatre ans avant sa sœur Anne", "cuatro años
antes que su hermana Carmen", "за два года до сестры Анны", and "was four
years older than Anna", "vier Jahre älter als Anna", "на четыре года старше
Анны" said with the subject's birth year.

The offset is a figure of years; the other person is the one named after
it (with a possessive and a kin noun between at most). The words of
"before", "after", "older", "younger" are listed here per language: no
library reads a date by another person's.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from semnet.graph.judge import cues
from semnet.graph.judge.cues import words
from semnet.graph.judge.lineage import own_birth
from semnet.graph.judge.values import make_time

if TYPE_CHECKING:
    from semnet.graph.judge.claims import Claim
    from semnet.graph.judge.lexical import Read

# the subject's birth is this many years before (-1) or after (+1) the other's
_BEFORE = words("before vor avant antes до раньше earlier")
_AFTER = words("after nach apres despues после позже later")
_OLDER = words("older elder alter aine mayor старше")
_YOUNGER = words("younger junger cadet menor младше моложе")
# what may stand between the comparison and the name ("than his sister", "que su hermana")
_BETWEEN = words(
    "than als que de del of his her their sein seine seiner seinem ihr ihre ihrer ihrem son sa "
    "ses su sus его её ее brother sister bruder schwester bruders frere soeur sœur hermano hermana "
    "брат брата сестра сестры plus"
)
_YEAR = words("year jahr an ano год")


def claims(r: Read, found: list[Claim]) -> list[Claim]:
    """The other person's birth, by the subject's and an offset of years."""
    time = own_birth(r, found)
    if time is None:
        return []
    toks = r.toks
    for k, t in enumerate(toks):
        if not t.is_word:
            continue
        sign = (
            -1 if t.f in _BEFORE or t.f in _OLDER else 1 if t.f in _AFTER or t.f in _YOUNGER else 0
        )
        if not sign:
            continue
        n = _years_before(r, k)
        other = _named_after(r, k + 1)
        if n is None or other is None:
            continue
        year = time.start.year - sign * n
        when = make_time(year, None, None, str(year))
        if when is None:
            return []
        label = r.names.label(other)
        born = r.claim("birth", subject=f"@{other}", label=label, time=when)
        return [replace(born, subject_kind="character")]
    return []


def _years_before(r: Read, k: int) -> int | None:
    """The whole years written just before token k ("four years", "a year",
    Russian "на четыре года"), or None."""
    for j in range(k - 1, max(-1, k - 4), -1):
        t = r.toks[j]
        if (
            t.kind == "q"
            and t.qty is not None
            and t.qty.unit == "year"
            and t.qty.value.is_integer()
        ):
            return int(t.qty.value) if 0 < t.qty.value < 60 else None
        if t.is_word and t.f in _YEAR and j > 0 and r.toks[j - 1].f in cues.ONE:
            return 1
    return None


def _named_after(r: Read, k: int) -> str | None:
    """The person named from token k on, past a possessive and a kin noun."""
    while k < len(r.toks) and r.toks[k].is_word and r.toks[k].f in _BETWEEN:
        k += 1
    m = next((m for m in r.mentions() if m[0] == k), None)
    if m is None or r.names.kind(m[2]) != "character" or f"@{m[2]}" == r.main.key:
        return None
    return m[2]
