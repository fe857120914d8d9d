"""What a household implies about a named person who need not be the
statement's subject: "X's daughter", "Otto Langes Tochter", "la femme d'Yves
Morvan", "La mujer de Tomás Ferrer", "Жена Петра Штерна" say X has a child
or a spouse (at least one: `count`; married: `marital`); "His son Robert
took over after Arthur's death" says Arthur has a son, not Robert; "died
childless", "blieb kinderlos" say no child (`count` 0), and so, since round
40, does a marriage that "remained childless" ("Die Ehe von Tom Pike blieb
kinderlos", "le mariage resta sans enfants") of its person.

The claims are compared by the rules that exist: two counts of kin and
never married against married (`compare.py`).

Hand-written (no library knows that a kin noun before "of" and a name is
that one's kin): the words of "of" and the genitive ending, and the
predicate words of childlessness beyond the "without children" that
`ru_forms.py` and the frame rules read."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING

from semnet.graph.judge import cues, slots
from semnet.graph.judge.cues import words
from semnet.graph.judge.values import Quantity, unit_of

if TYPE_CHECKING:
    from semnet.graph.judge.claims import Claim, _Extractor
    from semnet.graph.judge.text import Tok

# kin a count is kept of (as `implies._KIN`)
_KIN = frozenset({"child", "son", "daughter", "sister", "brother", "sibling"})
# a spouse by a noun ("wife", "Frau", "femme", "mujer", "жена"); not "widow":
# the widow of X is X's wife too, so it is read the same
_MATE = words("mann frau femme mujer")
# "of" between a kin noun and its person ("la femme d'Yves", "die Frau von Karl")
_OF = words("of de d del du des von vom")
# a half-, step- or foster relative is no kin of the count
_STEP = ("step", "stief", "halb", "demi", "medio", "сводн", "приёмн", "приемн", "foster")
# the predicate words of having no child ("died childless", "blieb kinderlos")
_CHILDLESS = words("childless kinderlos kinderlose")
_NO_ISSUE = (("sans", "descendance"), ("sans", "posterite"), ("sin", "descendencia"),
             ("ohne", "nachkommen"), ("без", "потомства"), ("without", "issue"),
             ("ohne", "kinder"))  # fmt: skip
# a marriage, a death or a life "sans enfants", "sin hijos" ("murió sin hijos"; a
# journey "sin hijos" is no childlessness), since round 40
_NO_CHILDREN = (
    ("sans", "enfants"),
    ("sin", "hijos"),
    ("without", "children"),
    ("без", "детеи"),
)  # (Russian "бездетный": `ru_forms`, since round 42)
_DIED_OR_STAYED = words("died remained murio fallecio quedo permanecio mourut deceda resta "
                        "demeura")  # fmt: skip


def _kin_word(t: Tok, lang: str) -> tuple[str, str] | None:
    """("count", unit) for a kin noun, ("marital", "spouse") for a spouse's."""
    if t.kind != "w" or t.f.startswith(_STEP):
        return None
    if t.is_(slots.SPOUSE_NOUNS | _MATE):
        return "marital", "spouse"
    unit = unit_of(t.text, lang)
    if unit is not None and unit[0] in _KIN:
        return "count", unit[0]
    return None


# "became": a spouse noun after it is the subject's own post ("стала женой Пети")
_BECAME = words("became become devint devenue wurde стала стал convirtió")


def _said(x: _Extractor, kind: str, unit: str, noun: Tok, entity: str) -> Claim:
    if kind == "marital":
        k = x.toks.index(noun)
        own = x.be_before(k, 4) or any(t.f in _BECAME for t in x.toks[max(0, k - 4) : k])
        who = x.subject.key if own and x.subject.key.startswith("@") else "spouse"
        c = x.claim("marital", status="married", time=None, anchor=who)  # "Anna was his wife"
    else:
        q = Quantity(1.0, unit, noun.text, "min")
        c = x.claim("count", qty=q, status=unit, time=None)
    return replace(c, subject=f"@{entity}", label=x.names.label(entity))


def claims(x: _Extractor, got: list[Claim]) -> list[Claim]:
    """The kin and spouses of the named people of a clause, and a childless
    subject: none of a slot the clause already says of that person."""
    if x.negated:
        return []
    said = {(c.subject, c.slot) for c in got}
    found = _named_kin(x) + _apposed_kin(x) + _childless(x)
    return [c for c in found if (c.subject, c.slot) not in said]


def _named_kin(x: _Extractor) -> list[Claim]:
    toks, out = x.toks, []
    subject = x.subject.key[1:] if x.subject.key.startswith("@") else None
    for m in x.mentions:
        e = m.entity
        if e is None or x.names.kind(e) != "character":
            continue
        k = None
        after = m.end
        if after < len(toks) and toks[after].f == "s" and x.lang == "en":
            after += 1  # "Rowe's wife"
        if (
            x.lang in ("en", "de")
            and after < len(toks)
            and (after > m.end or (x.lang == "de" and toks[m.end - 1].f.endswith("s")))
        ):
            k = after  # "Otto Langes Tochter"
        if k is None or _kin_word(toks[k], x.lang) is None:
            k = m.start - 1  # "la femme d'Yves", "Жена Петра Штерна"
            while k >= 0 and toks[k].kind == "w" and toks[k].f in _OF and x.lang != "ru":
                k -= 1
            if x.lang != "ru" and k == m.start - 1:
                continue
            if k < 0 or (x.lang == "ru" and k != m.start - 1):
                continue
        got = _kin_word(toks[k], x.lang)
        if got is None or (k < m.start and not _bare(toks, k)):
            continue  # "Сводный брат Лизы", "the second son of": another count
        if e == subject and any(k == j for j in x.subj_span):
            continue
        out.append(_said(x, *got, toks[k], e))
    return out


# the words that may stand before a kin noun of "the son of X" (articles, "a")
_BEFORE = words("the a an le la les l un une el los las un una der die das den dem des ein eine")
_RU_ADJ = re.compile(r"(?:ый|ий|ой|ая|яя|ое|ее|ые|ие|ого|его|ому|ему|ую|юю|ей|ым|им)$")


def _bare(toks: list[Tok], k: int) -> bool:
    """Is the kin noun at k without a word of its own before it (a rank, a
    step-word: "the second son", "Сводный брат")?"""
    if k == 0 or toks[k - 1].kind != "w":
        return True
    prev = toks[k - 1]
    if prev.f.startswith(_STEP):
        return False
    return prev.f in _BEFORE or (bool(re.search("[а-я]", prev.f)) and not _RU_ADJ.search(prev.f))


def apposed(x: _Extractor, k: int) -> bool:
    """Is the kin noun after the possessive at k followed by the subject's
    own name ("His son Robert took over …"): the kin is another's?"""
    j = k + 1
    while j < len(x.toks) and x.toks[j].kind == "w" and _kin_word(x.toks[j], x.lang) is None:
        j += 1
        if j > k + 2:
            return False
    return j + 1 < len(x.toks) and (j + 1) in x.subj_span


def _apposed_kin(x: _Extractor) -> list[Claim]:
    """ "His son Robert took over the brewery after Arthur's death": the one
    other person named has the son."""
    from semnet.graph.judge.implies import POSSESSIVES

    own = POSSESSIVES.get(x.lang, frozenset())
    toks = x.toks
    for k, t in enumerate(toks):
        if t.kind != "w" or t.f not in own or k + 2 >= len(toks):
            continue
        got = _kin_word(toks[k + 1], x.lang)
        if got is None or got[0] != "count":
            continue
        named = next((m for m in x.mentions if m.start == k + 2), None)
        if named is None or named.entity is None:
            continue
        words = [t.text if t.kind == "w" else "" for seg in x.segs for t in seg.toks]
        others = {
            m.entity
            for m in x.names.find_all(words, x.lang)  # the whole statement's names
            if m.entity not in (None, named.entity) and x.names.kind(m.entity) == "character"
        }
        if len(others) == 1:
            return [_said(x, *got, toks[k + 1], others.pop())]
    return []


def _childless(x: _Extractor) -> list[Claim]:
    owner = _married(x)
    if owner is None and (not x.subject.key.startswith("@") or x.subject.kind != "character"):
        return []
    toks = x.toks
    for k, t in enumerate(toks):
        if t.kind != "w":
            continue
        pair = (t.f, toks[k + 1].f) if k + 1 < len(toks) else ("", "")
        stayed = owner is not None or (k > 0 and toks[k - 1].f in _DIED_OR_STAYED)
        if t.is_(_CHILDLESS) or pair in _NO_ISSUE or (stayed and pair in _NO_CHILDREN):
            if k > 0 and toks[k - 1].f in cues.ARTICLES:
                return []  # "the childless widow": another's
            q = Quantity(0.0, "child", t.text)
            c = x.claim("count", qty=q, status="child", time=None, negated=True)
            if owner is not None:  # "Die Ehe von Tom Pike blieb kinderlos": his
                c = replace(c, subject=f"@{owner}", label=x.names.label(owner))
            return [c]
    return []


# a marriage as the subject of childlessness ("his marriage remained childless")
_MARRIAGE = words("marriage ehe mariage union matrimonio брак")


def _married(x: _Extractor) -> str | None:
    """The person whose marriage the clause's subject is ("rel:ehe@…"), since
    round 40."""
    head, _, owner = x.subject.key.removeprefix("rel:").partition("@")
    if not x.subject.key.startswith("rel:") or head not in _MARRIAGE or not owner:
        return None
    return owner if x.names.kind(owner) == "character" else None
