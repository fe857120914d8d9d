"""How two named people are related: "A was B's cousin", "A war der Bruder von
B", "A était le père de B", "A era hija de B", "A был двоюродным братом B",
"A приходилась B тёткой"; "A and B were not related" (no kin at all). The
pair is kept in one order, so that a term and its converse agree ("A is B's
father" = "B is A's son") and two terms that cannot both hold contradict.

Hand-written (no offline library lists kin terms across the five
languages): the kin terms, their converse and the gender each implies."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from semnet.graph.judge.base import Stance
from semnet.graph.judge.subjects import BE_HAVE
from semnet.graph.manuscript.names import fold

if TYPE_CHECKING:
    from semnet.graph.judge.claims import Claim
    from semnet.graph.judge.compare import Finding
    from semnet.graph.judge.lexical import Read
    from semnet.graph.judge.text import Tok

SLOTS = frozenset({"kin"})

# relation -> gender -> folded forms (Russian in the cases a copula takes)
_TERMS = {
    ("parent", "m"): "father vater pere padre отец отцом отца",
    ("parent", "f"): "mother mutter mere madre мать матерью матери",
    ("child", "m"): "son sohn fils hijo сын сыном сына",
    ("child", "f"): "daughter tochter fille hija дочь дочерью дочери",
    ("sibling", "m"): "brother bruder frere hermano брат братом брата",
    ("sibling", "f"): "sister schwester soeur sœur hermana сестра сестрой сестры",
    ("spouse", "m"): "husband ehemann mann mari marido esposo муж мужем мужа",
    ("spouse", "f"): "wife ehefrau frau femme epouse esposa mujer жена женой жены",
    ("cousin", "m"): "cousin vetter primo",
    ("cousin", "f"): "cousine base prima",
    ("grandparent", "m"): "grandfather grossvater grand-pere abuelo дед дедом деда дедушкой",
    ("grandparent", "f"): "grandmother grossmutter grand-mere abuela бабушка бабушкой",
    ("grandchild", "m"): "grandson enkel petit-fils nieto внук внуком",
    ("grandchild", "f"): "granddaughter enkelin petite-fille nieta внучка внучкой",
    ("auncle", "m"): "uncle onkel oncle tio дядя дядей",
    ("auncle", "f"): "aunt tante tia тетя тетей тетка теткой",
    ("nibling", "m"): "nephew neffe neveu sobrino племянник племянником",
    ("nibling", "f"): "niece nichte niece sobrina племянница племянницей",
}  # fmt: skip
_TERM = {fold(w): rel for rel, ws in _TERMS.items() for w in ws.split()}


def term(forms: tuple[str, ...]) -> tuple[str, str] | None:
    """The (relation, gender) a word names, given its folded forms and lemmas."""
    return next((_TERM[f] for f in forms if f in _TERM), None)


_CONVERSE = {"parent": "child", "child": "parent", "grandparent": "grandchild",
             "grandchild": "grandparent", "auncle": "nibling", "nibling": "auncle"}  # fmt: skip
# Russian: "двоюродный брат" is a cousin, "родной брат" a brother
_RU_COUSIN = ("двоюродн", "троюродн")
_LINK = frozenset({"—", "-", "–"}) | {"приходился", "приходилась", "приходится"}
# two people said to be of no kin (folded text): against any kin term, it contradicts
_UNRELATED = {
    "en": r"\b(?:not related|unrelated|no relation|no relations|not kin)\b",
    "de": r"\b(?:nicht (?:miteinander )?verwandt|keine verwandten)\b",
    "fr": r"\b(?:pas parents|aucun lien de parente|sans lien de parente|pas apparente\w*)\b",
    "es": r"\b(?:no eran parientes|no (?:estaban )?emparentad\w*|sin (?:ningun )?parentesco)\b",
    "ru": r"(?:не (?:были |являлись )?родственник\w*|не состоял\w* в родстве)",
}


def claims(r: Read) -> list[Claim]:
    ws = [t.text if t.kind == "w" else "" for t in r.toks]
    ms = [
        m
        for m in r.names.find_all(ws, r.lang)
        if m.entity is not None and r.names.kind(m.entity) == "character"
    ]
    if len(ms) != 2 or ms[0].entity == ms[1].entity:
        return []
    a, b = ms
    be = BE_HAVE.get(r.lang, frozenset()) | _LINK
    toks = r.toks
    terms = [(k, _TERM[t.f]) for k, t in enumerate(toks) if t.kind == "w" and t.f in _TERM]
    if not terms and re.search(_UNRELATED.get(r.lang, r"$^"), r.folded):
        ea, eb = a.entity or "", b.entity or ""  # both found as characters above
        return [_claim(r, ea, eb, "none", "?")]  # "were not related"
    if len(terms) > 1:  # since round 41: "his nephew, not his son", "sobrino y no hijo"
        terms = [(k, x) for k, x in terms if not _denied(toks, k)]
    if len(terms) != 1:
        return []
    k, (rel, gender) = terms[0]
    if r.lang == "ru" and k > 0 and toks[k - 1].f.startswith(_RU_COUSIN):
        rel = "cousin"
    if r.lang == "fr" and k > 0 and toks[k - 1].f in ("grand", "petit", "petite"):
        rel = {"parent": "grandparent", "child": "grandchild"}.get(rel, rel)  # "grand-père"
    between = toks[a.end : b.start]
    linked = any(t.f in be or t.text in _LINK for t in toks[a.end : max(k, b.start)])
    if k < a.start or not (linked or (r.lang == "ru" and k == a.end)):
        return []  # Russian: "Пётр Федоров — отец Ивана" (the dash is no token)
    if a.end <= k < b.start and not _copula_before(between, k - a.end, be) and k != a.end:
        # "Mary Treloar's cousin was John Keast": the first is the possessor
        first, second = b.entity, a.entity
    else:
        first, second = a.entity, b.entity
    assert first is not None and second is not None
    return [_claim(r, first, second, rel, gender)]


# the denials before a kin term that rule it out ("not his son", "nicht sein Sohn")
_NOT = frozenset({"not", "no", "nicht", "kein", "keine", "pas", "non", "не", "ni"})


def _denied(toks: list[Tok], k: int) -> bool:
    """Is the kin term at k denied by a word of negation one to three words before it?"""
    return any(t.kind == "w" and t.f in _NOT for t in toks[max(0, k - 3) : k])


def _copula_before(between: list[Tok], k: int, be: frozenset[str]) -> bool:
    return any(t.f in be or t.text in _LINK for t in between[:k])


def _claim(r: Read, first: str, second: str, rel: str, gender: str) -> Claim:
    """The relation of the pair in the order of their ids, with the genders known."""
    if first > second:
        first, second = second, first
        rel = _CONVERSE.get(rel, rel)
        genders = f"?{gender}"
    else:
        genders = f"{gender}?"
    label = f"{r.names.label(first)} and {r.names.label(second)}"
    return r.claim("kin", subject=f"kin:{first}|{second}", label=label, status=rel,
                   anchor=genders)  # fmt: skip


def compare(ca: Claim, cb: Claim) -> Finding | None:
    from semnet.graph.judge.compare import Finding

    if ca.slot != cb.slot:
        return None
    if {ca.status, cb.status} == {"none", "spouse"}:
        return None  # spouses may be of no kin by blood
    if ca.status != cb.status:
        return Finding(Stance.CONTRADICTS, f"{ca.label}: {ca.status} vs {cb.status}", 0.8, "kin")
    ga, gb = ca.anchor or "??", cb.anchor or "??"
    if any(x != "?" and y != "?" and x != y for x, y in zip(ga, gb, strict=True)):
        return Finding(Stance.CONTRADICTS, f"{ca.label}: {ca.status}, another gender", 0.7, "kin")
    return Finding(Stance.AGREES, f"{ca.label}: {ca.status} in both", 0.7, "kin")
