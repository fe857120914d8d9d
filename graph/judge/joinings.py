"""Joining an employer dates the start of the work there: "joined the
Bellevue in 1919" against "worked at the Bellevue from 1909 to 1924" says
two starts and contradicts ("entra à l'hôpital en 1919", "trat 1919 in die
Firma ein", "ingresó en el sanatorio en 1919").

Hand-written per language (no library marks the verbs that begin a
stay at an employer): the verbs of joining, read in the employer claim's
own clause."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from semnet.graph.judge.base import Stance
from semnet.graph.manuscript.names import fold

if TYPE_CHECKING:
    from semnet.graph.judge.claims import Claim
    from semnet.graph.judge.compare import Finding

# the verbs that begin work at a place, as folded words of the clause
_JOIN = re.compile(
    r"\b(?:joined|joins|was hired|were hired|took up (?:a|her|his) post|entered the service"
    r"|rejoignit|rejoint|entra (?:a|au|aux|chez|dans)|embauchee?|fut engagee?"
    r"|trat\b.*\bein\b|eingetreten|eingestellt|kam\b.*\bals\b"
    r"|ingreso en|entro (?:a trabajar|en|al)|fue contratad[oa]|empezo a trabajar"
    r"|поступила? (?:в|на)|пришла? (?:в|на) работу|устроила?сь)"
)


def started(c: Claim) -> bool:
    """Does the employer claim's clause say the work began ("joined")?"""
    return _JOIN.search(fold(c.clause)) is not None


def compare(ca: Claim, cb: Claim) -> Finding | None:
    """A joining in one year against a period there that began in another."""
    from semnet.graph.judge.compare import Finding

    if ca.slot != "employer" or cb.slot != "employer" or ca.negated or cb.negated:
        return None
    wa, wb = set((ca.status or "").split()), set((cb.status or "").split())
    if not wa or not (wa <= wb or wb <= wa):
        return None
    for join, stay in ((ca, cb), (cb, ca)):
        t, p = join.time, stay.time
        if t is None or p is None or t.bound is not None or not started(join):
            continue
        if (p.precision != "range" and p.bound != "from") or started(stay):
            continue
        if abs(t.start.year - p.start.year) > 1:
            why = f"{ca.label}: began at {stay.status} in {t.text}, yet worked there from {p.text}"
            return Finding(Stance.CONTRADICTS, why, 0.75, "employer")
    return None
