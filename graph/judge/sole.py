"""The only one of a kind: an only child (son, daughter) against a sibling
named or counted, and the only doctor (teacher, priest, …) of a place at a
time said of two different people.

Hand-written (no library lists them): the words of "only child" in the five
languages and the posts a place has one of."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from semnet.graph.judge import implies, slots
from semnet.graph.judge.base import Stance
from semnet.graph.judge.cues import words
from semnet.graph.judge.values import Quantity, TimeValue, unit_of
from semnet.graph.manuscript.names import fold

if TYPE_CHECKING:
    from semnet.graph.judge.claims import Claim
    from semnet.graph.judge.compare import Finding
    from semnet.graph.judge.lexical import Read

SLOTS = frozenset({"sole:kin", "sole:post"})

# "only child", "Einzelkind", "fils unique", "единственный ребёнок", "hija única"
# ("fils unique" and "hija única" say no brother or sister; "le seul fils",
# "the only son" say no brother)
# (folded text: no accents, ё → е, й → и)
_KIN: dict[str, list[tuple[str, str | None]]] = {
    "en": [(r"\b(?:an |the )?(?:only|sole) (child|son|daughter)\b", None)],
    "de": [(r"\beinzelkind\b", "child"),
           (r"\beinzige[nrs]? (kind|sohn|tochter)\b", None)],
    "fr": [(r"\b(?:fils|fille|enfant) unique\b", "child"),
           (r"\b(?:seule?|unique) (fils|fille|enfant)\b", None)],
    "ru": [(r"\bединственн\w* (ребен\w*|сын\w*|доч\w*|дет\w*)", None)],
    "es": [(r"\bhij[oa] unic[oa]\b", "child"), (r"\bunic[oa] (hij[oa])\b", None)],
}  # fmt: skip
_KIN_WORD = {
    "child": "child", "son": "son", "daughter": "daughter", "kind": "child", "sohn": "son",
    "tochter": "daughter", "enfant": "child", "fils": "son", "fille": "daughter",
    "hijo": "son", "hija": "daughter",
}  # fmt: skip

# the posts a place has one of, by concept (folded word forms)
_POSTS = {
    "doctor": "doctor doctors physician surgeon arzt arztin medecin medico medica "
              "врач врачом врача доктор доктором лекарь лекарем",
    "teacher": "teacher schoolmaster schoolmistress lehrer lehrerin instituteur institutrice "
               "maitre maestro maestra учитель учителем учительница учительницей",
    "priest": "priest vicar rector parson pfarrer priester pastor cure pretre "
              "священник священником батюшка cura sacerdote parroco",
    "midwife": "midwife hebamme sage-femme акушерка акушеркой повитуха comadrona partera",
    "innkeeper": "innkeeper publican wirt aubergiste трактирщик tabernero posadero",
    "shop": "shop shopkeeper laden geschaft boutique epicerie лавка лавочник tienda",
    "pharmacist": "pharmacist chemist apotheker pharmacien аптекарь farmaceutico boticario",
    "blacksmith": "blacksmith smith schmied forgeron кузнец кузнецом herrero",
    "policeman": "policeman constable gendarme polizist урядник городовой guardia",
    "lawyer": "lawyer solicitor notary notar anwalt notaire avocat нотариус адвокат notario "
              "abogado",
}  # fmt: skip
POST_CONCEPTS = {fold(w): concept for concept, words in _POSTS.items() for w in words.split()}
_ONLY = {
    "en": r"\b(?:only|sole)\s+(\S+)",
    "de": r"\beinzige[nrs]?\s+(\S+)",
    "fr": r"\b(?:seule?|unique)\s+(\S+)",
    "ru": r"\bединственн\w*\s+(\S+)",
    "es": r"\bunic[oa]\s+(\S+)",
}
_NOT = re.compile(r"\b(?:not|nicht|kein\w*|pas|не|no)\s+(?:\S+\s+)?$")


def claims(r: Read) -> list[Claim]:
    return [*_kin(r), *_post(r), *_own_kin(r), *_a_relative(r)]


# "with his three brothers", "ses deux sœurs", "seine drei Brüder", "sus tres
# hermanas", "своих трёх братьев": the subject's kin, counted
_POSSESSIVE = words(
    "his her their ses leurs seine seinen seiner ihre ihren ihrer sus своих своими свои своим"
)
_KIN_UNITS = frozenset({"sister", "brother", "sibling", "child", "son", "daughter"})


# "brachte sieben Kinder zur Welt", "mit au monde cinq enfants", "dio a luz a
# seis hijos": children borne, counted
_BORE = re.compile(r"\bzur welt\b|\bau monde\b|\ba luz\b|\bgave birth\b")
_BORNE = frozenset({"child", "son", "daughter"})


def _own_kin(r: Read) -> list[Claim]:
    if r.main.kind != "character" or not r.main.key.startswith("@"):
        return []
    bore = _BORE.search(r.folded) is not None
    for k, t in enumerate(r.toks):
        q = t.qty
        if q is None or t.kind != "q" or q.unit not in _KIN_UNITS or k == 0 or q.value < 1:
            continue
        prev = r.toks[k - 1]
        if (prev.kind == "w" and prev.f in _POSSESSIVE) or (bore and q.unit in _BORNE):
            return [r.claim("count", qty=q, status=q.unit, time=r.when)]
    return []


_AN = words("a an ein eine einen un une una uno")


def _a_relative(r: Read) -> list[Claim]:
    """ "hatte einen älteren Bruder", "had an elder sister", "tenía una
    hermana mayor": at least one, with a word between the article and the
    noun (kin.py reads the article right before it)."""
    have = slots.PREDICATES["have"].get(r.lang, frozenset())
    ws = [t for t in r.toks if t.kind == "w"]
    for k in range(1, len(ws) - 2):
        if not (ws[k].f in _AN and ws[k - 1].is_(have)):
            continue
        for noun in ws[k + 1 : k + 3]:
            unit = unit_of(noun.text, r.lang)
            if unit is not None and unit[0] in _KIN_UNITS:
                q = Quantity(1.0, unit[0], f"{ws[k].text} … {noun.text}", "min")
                return [r.claim("count", qty=q, status=unit[0], time=r.when)]
    return []


# no brother and no sister: an only child
_NO_SIBLINGS = {
    "en": r"\b(?:no|neither) (?:brothers? [on]or sisters?|sisters? [on]or brothers?|siblings)\b",
    "de": r"\bkeine geschwister\b|\bweder bruder noch schwester",
    "fr": r"\bni frere,? ni s(?:oe|œ)ur|\bsans frere ni s(?:oe|œ)ur",
    "ru": r"\bни братьев,? ни сестер|\bне было братьев и сестер|\bбез братьев и сестер",
    "es": r"\bni hermanos ni hermanas\b|\bsin hermanos\b",
}


def _kin(r: Read) -> list[Claim]:
    if r.main.kind != "character" or not r.main.key.startswith("@"):
        return []
    if re.search(_NO_SIBLINGS.get(r.lang, r"$^"), r.folded):
        return [r.claim("sole:kin", status="child")]
    for rx, fixed in _KIN.get(r.lang, []):
        m = re.search(rx, r.folded)
        if m is None or _NOT.search(r.folded[: m.start()]):
            continue
        word = fixed or m.group(1)
        kin = _KIN_WORD.get(word)
        if word == "hijo" and not r.folded[m.end() :].lstrip().startswith("varon"):
            kin = "child"  # "el único hijo": the only child, unless "hijo varón" (since round 37)
        if kin is None and r.lang == "ru":
            kin = "child" if word.startswith(("ребен", "дет")) else (
                "son" if word.startswith("сын") else "daughter")  # fmt: skip
        if kin is not None and implies.only_owned(r.folded, m.start(), m.end(), r.main.label):
            return [
                r.claim("count", qty=Quantity(1.0, kin, m.group(0)), status=kin)
            ]  # his only son
        if kin is not None:
            parents = _parents_one(r, m.end(), kin) + _parents_before(r, m.start(), kin)
            return [r.claim("sole:kin", status=kin), *parents]
    return []


# the words between "only child" and the parents named ("of", "de", "von", "and")
_OF = words("of de del du des d von and und et y e и")


def _parents_one(r: Read, end: int, kin: str) -> list[Claim]:
    """The parents named right after an only child ("Anna was the only child of
    Tom and Mary Hale", "la fille unique de Pierre Marel", "единственная дочь
    Петра Рида"): each had one child (son, daughter) of that kind. Since round
    31."""
    after = [w for w in r.folded[end:].split()[:8] if w.strip(".,;:") not in _OF]
    return _parents_in(r, " ".join(after[:5]), kin)


def _parents_before(r: Read, start: int, kin: str) -> list[Claim]:
    """The parent named in a genitive right before an only child ("Anna was
    Tom Hale's only child", "war Tom Hales einziges Kind"; since round 36)."""
    before = r.folded[:start].split()[-3:]
    if r.lang not in ("en", "de") or not before:
        return []
    last = before[-1]
    if r.lang == "en" and not last.endswith(("'s", "’s")):
        return []
    if r.lang == "de" and not last.endswith("s"):
        return []
    near = " ".join(w.removesuffix("'s").removesuffix("’s") for w in before)
    return _parents_in(r, near, kin)


def _parents_in(r: Read, near: str, kin: str) -> list[Claim]:
    """Each character a few words `near` name had one child (son, daughter)
    of that kind."""
    out = []
    for ent, label in r.entities("character"):
        forms = [[fold(w)[:4] for w in f.split() if len(w) >= 3] for f in r.names.forms(ent)]
        if f"@{ent}" == r.main.key or not any(f and all(s in near for s in f) for f in forms):
            continue  # every word of one of its names ("Tom … Hale" in "Tom and Mary Hale")
        q = Quantity(1.0, kin, f"an only {kin}")
        out.append(r.claim("count", subject=f"@{ent}", label=label, qty=q, status=kin))
    return out


def _post(r: Read) -> list[Claim]:
    rx = _ONLY.get(r.lang)
    if rx is None:
        return []
    for m in re.finditer(rx, r.folded):
        word = m.group(1).strip(".,;:")
        post = POST_CONCEPTS.get(word)
        if post is None:
            continue
        people = r.entities("character")
        places = r.entities("place")
        if len(people) != 1 or len(places) != 1:
            return []
        place_id, place_label = places[0]
        return [
            r.claim(
                "sole:post",
                subject=f"sole:{post}@{place_id}",
                label=f"the only {post} of {place_label}",
                status=people[0][0],
                anchor=people[0][1],
                time=r.when,
            )
        ]
    return []


def read_as_one(c: Claim, added: list[Claim]) -> bool:
    """A count of one child that an only child's words gave ("единственным
    ребёнком" is no child of her own)."""
    return (
        c.slot == "count"
        and c.qty is not None
        and c.qty.value == 1
        and c.status in ("child", "son", "daughter")
        and any(a.slot == "sole:kin" for a in added)
    )


_SIB = {"child": ("sister", "brother", "sibling"), "son": ("brother",), "daughter": ("sister",)}


def compare(ca: Claim, cb: Claim) -> Finding | None:
    from semnet.graph.judge.compare import Finding

    if ca.slot == cb.slot == "sole:post":
        if not _when_together(ca.time, cb.time):
            return None
        if ca.status == cb.status:
            return Finding(Stance.AGREES, f"{ca.label}: {ca.anchor} in both", 0.7, "sole")
        return Finding(
            Stance.CONTRADICTS,
            f"{ca.label}: {ca.anchor} vs {cb.anchor}",
            0.8,
            "sole",
        )
    if ca.slot == cb.slot == "sole:kin":
        if ca.status == cb.status or "child" in (ca.status, cb.status):
            return Finding(Stance.AGREES, f"{ca.label}: an only {ca.status} in both", 0.7, "sole")
        return None
    only, count = (ca, cb) if ca.slot == "sole:kin" else (cb, ca)
    if count.slot != "count" or count.qty is None or only.status not in _SIB:
        return None
    if count.status not in _SIB[only.status or ""]:
        return None
    if count.qty.value == 0 and count.qty.approx is None:
        return Finding(
            Stance.AGREES,
            f"{only.label}: an only {only.status}, with no {count.status}s",
            0.7,
            "sole",
        )
    if count.qty.value >= 1 and count.qty.approx in (None, "min", "approx"):
        return Finding(
            Stance.CONTRADICTS,
            f"{only.label}: an only {only.status}, yet {count.qty.text}",
            0.8,
            "sole",
        )
    return None


def _when_together(ta: TimeValue | None, tb: TimeValue | None) -> bool:
    """Both undated, or dates that overlap."""
    if ta is None or tb is None:
        return ta is None and tb is None
    return ta.overlaps(tb)
