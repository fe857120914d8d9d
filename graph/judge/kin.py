"""Counts of kin that no figure states: none ("had no children", "детей не
имела", "murió sin hijos", "без детей") and at least one ("El hijo mayor de
Inés …", "У Лидии была дочь", "tuvo una hija")."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from semnet.graph.judge import cues, implies, slots
from semnet.graph.judge.subjects import BE_HAVE
from semnet.graph.judge.values import Quantity, unit_of
from semnet.graph.manuscript.names import best_lemma, fold, morph_ru

if TYPE_CHECKING:
    from semnet.graph.judge.claims import Claim, _Extractor
    from semnet.graph.judge.subjects import Subject
    from semnet.graph.judge.text import Tok

# counted nouns of kin: a relative named without a figure is at least one of them
KIN = frozenset({"child", "son", "daughter", "sister", "brother", "sibling"})
_NONE_AFTER = frozenset({"no", "keine", "keinen", "kein", "keiner", "aucun", "aucune",
                         "ningun", "ninguna", "ninguno", "нет"})  # fmt: skip
# since round 42: offspring, said as none only ("left no descendants", "hinterließ keine
# Nachkommen", "ne laissa aucune descendance", "no dejó descendencia", "не оставил
# потомства"): no children (a count of descendants is no count of children)
_OFFSPRING = frozenset({"descendant", "descendants", "offspring", "descendance", "descendencia",
                        "descendientes", "nachkommen", "nachkommenschaft", "потомство",
                        "потомства", "потомков"})  # fmt: skip
_LEFT = frozenset({"left", "leave", "hinterliess", "hinterlassen", "laissa", "laisse", "dejo",
                   "оставил", "оставила"})  # fmt: skip
# the indefinite article before one relative ("tuvo una hija", "had a son")
_A = frozenset({"a", "an", "ein", "eine", "einen", "un", "une", "una", "uno"})
# with pymorphy3's likeliest parse, not an article: "у неё была дочь"


def _when(x: _Extractor) -> object:
    from semnet.graph.judge.extract import _first_date, _period

    times = x.context_times()
    return _first_date(times) or _period(times)


def _kin_unit(t: Tok, lang: str) -> str | None:
    unit = unit_of(t.text, lang) if t.kind == "w" else None
    return unit[0] if unit is not None and unit[0] in KIN else None


def none_claims(x: _Extractor) -> list[Claim]:
    """ "had no children", "keine Kinder", "pas d'enfants", "не было детей", "no
    tuvo hijos", Russian "детей не имела" (the noun first), and a relative
    after "without" ("murió sin hijos", "умерла без детей"): a count of zero."""
    if any(t.kind in ("q", "n") for t in x.toks):
        return []
    words = [t for t in x.toks if t.kind == "w"]
    if not x.negated:
        return _without(x, words)
    have = slots.PREDICATES["have"].get(x.lang, frozenset())
    if any(w.f in _OFFSPRING for w in words):
        have = have | _LEFT
    for k, t in enumerate(words[:-1]):
        nxt = words[k + 1]
        never = t.f in cues.NEVER.get(x.lang, frozenset())
        ru = x.lang == "ru"  # the noun anywhere in the clause ("детей", "потомства")
        kin = [w for w in words if ru and (_kin_unit(w, "ru") is not None or w.f in _OFFSPRING)]
        if kin and t.f == "не" and nxt.is_(have):
            noun = kin[0]  # "детей не имела", "Детей у Лидии не было": anywhere in the clause
        elif (t.f in ("не", "no", "нет") or never) and nxt.is_(have) and k + 2 < len(words):
            noun = words[k + 2]
        elif t.f in _NONE_AFTER:
            noun = nxt
        elif t.f in ("pas", "jamais", "point") and nxt.f in ("de", "d") and k + 2 < len(words):
            noun = words[k + 2]
        else:
            continue
        unit = ("child", None) if noun.f in _OFFSPRING else unit_of(noun.text, x.lang)
        if unit is None or unit[1] is not None:
            return []
        if not any(u.is_(have) for u in words[: k + 2]) and noun not in kin:
            return []
        q = Quantity(0.0, unit[0], noun.text)
        return [x.claim("count", qty=q, status=q.unit, time=_when(x))]
    return []


def _without(x: _Extractor, words: list[Tok]) -> list[Claim]:
    """ "died without children", "blieb ohne Kinder": only after a death or a
    state verb ("travelled without her children" says nothing of them)."""
    death = slots.PREDICATES["death"].get(x.lang, frozenset())
    be = BE_HAVE.get(x.lang, frozenset())
    for k, t in enumerate(words[:-1]):
        if t.f in cues.WITHOUT and k > 0 and (words[k - 1].is_(death) or words[k - 1].f in be):
            unit = _kin_unit(words[k + 1], x.lang)
            if unit is not None:
                q = Quantity(0.0, unit, words[k + 1].text)
                return [x.claim("count", qty=q, status=unit, time=_when(x))]
    return []


def _one(t: Tok, lang: str) -> bool:
    """A relative in the singular ("дочь", "hija" after "una")."""
    if lang != "ru":
        return False
    tag = morph_ru().parse(t.text)[0].tag
    return "sing" in tag and "nomn" in tag


def one_claims(x: _Extractor) -> list[Claim]:
    """ "У Лидии была дочь", "tuvo una hija", "had a son": at least one of them."""
    if x.negated or any(t.kind in ("q", "n") for t in x.toks):
        return []
    have = slots.PREDICATES["have"].get(x.lang, frozenset())
    words = [t for t in x.toks if t.kind == "w"]
    for k, t in enumerate(words[:-1]):
        if not t.is_(have):
            continue
        j = k + 1
        if x.lang != "ru" and words[j].f in _A and j + 1 < len(words):
            j += 1
        elif not _one(words[j], x.lang):
            continue
        unit = _kin_unit(words[j], x.lang)
        if unit is not None:
            q = Quantity(1.0, unit, words[j].text, "min")
            return [x.claim("count", qty=q, status=unit, time=_when(x))]
    return []


def relative_claims(subjects: list[Subject | None], lang: str, clean: str) -> list[Claim]:
    """ "El hijo mayor de Inés …", "Дочь Анны …": Inés has at least one child,
    Anna at least one daughter."""
    from semnet.graph.judge.claims import Claim

    out = []
    for s in subjects:
        key = s.relative if s is not None and s.relative else s.key if s is not None else ""
        if s is None or not key.startswith("rel:"):
            continue
        noun, _, ent = key[4:].partition("@")
        word = (s.word or noun).split()[-1]  # "fils" (the key has its concept, "son")
        lemma = fold(best_lemma(word, lang))
        unit = cues.COUNT_CONCEPTS.get(lemma) or cues.COUNT_CONCEPTS.get(fold(noun))
        unit = unit or ("child" if implies.grandchild(word) or implies.grandchild(noun) else None)
        got = implies.relative_count(word, clean, lang) if unit in KIN else None
        if unit in KIN and got is not None:  # "only", "both", a step-relative
            label = s.label.rsplit(" (", 1)[0]
            q = replace(got, unit=got.unit or unit)  # "le petit-fils": a child's son
            out.append(Claim(f"@{ent}", label, "count", lang, clean, qty=q, status=q.unit))
    return out
