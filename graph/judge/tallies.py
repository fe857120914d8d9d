"""Counts that no figure of a counted noun states: kin and marriages a writer
counts by enumeration, rank or order, given as the same `count` claims the
figures give (exact, or at least), so the count rules compare them.

    enumeration   "her children, Anna and Jan", "Детей Анны звали Вера, Пётр
                  и Николай"                       → at least two (three) children
    rank in group "the youngest of five", "l'un des sept enfants", "младшей из
                  трёх сестёр", "the second of four sons"
                                                   → four (six) siblings, two sisters,
                                                     three brothers: the subject's
                  "the youngest of Mary's three daughters" → Mary's three daughters
    order of kin  "her third son", "le troisième fils de X", "вторым сыном X"
                                                   → X has at least three sons
    a group       "neither of her two sons", "Aucun des deux fils de X", "обоих
                  сыновей", "beide Söhne"          → exactly two sons
    no other      "had no other child than Jack", "no tuvo más hijo que Juan",
                  "не было других детей, кроме Ивана" → exactly one (two with
                  "and") child (since round 38)
    twins         "gave birth to twins", "родила двойню" → at least two children;
                  "was a twin", "sœur jumelle"     → at least one sister (sibling)
    marriages     "married three times", "zweimal verheiratet", "se casó una
                  sola vez", "был женат трижды"    → exactly three, two, one;
                  "her second husband", "in zweiter Ehe", "en secondes noces",
                  "вторично вышла замуж", "was her second" → at least two;
                  "se remaria deux fois"           → three  (`weddings.py`)

A son, a daughter or a twin counted is also a child counted ("her third son":
at least three children). Whose count it is: the name after "of", "de",
"von" or a Russian genitive; the name before "'s" or a German genitive; a
possessive's subject; else no one ("the third son of a cooper" counts the
cooper's sons, not the subject's). An ordinal of a thing (an edition, a
floor, a century, a mayor) counts nothing; "three times" of a visit is no
marriage; a relative born at a date counts from that date.

Number words and ordinals are read by text2num, number-parser and pymorphy3;
hand-written (no library groups them): the words of a rank in a group, of
twins, of "neither" and "both", the spouse nouns, the words of naming
("were called", "s'appelaient", "звали"); those of marriage in `weddings.py`.
"""

from __future__ import annotations

import functools
import re
from dataclasses import replace
from typing import TYPE_CHECKING

from semnet.graph.judge import cues
from semnet.graph.judge.cues import words
from semnet.graph.judge.numwords import RU_ORDINALS
from semnet.graph.judge.values import Quantity, unit_of
from semnet.graph.manuscript.names import best_lemma, fold

if TYPE_CHECKING:
    from semnet.graph.judge.claims import Claim
    from semnet.graph.judge.lexical import Read
    from semnet.graph.judge.values import TimeValue


def _folded(d: dict[str, int] | dict[str, str]) -> dict:  # type: ignore[type-arg]
    return {fold(k): v for k, v in d.items()}


_KIN = frozenset({"child", "son", "daughter", "sister", "brother", "sibling"})
# a group of boys or girls counts brothers or sisters
_GENDERED = {"en:boy": "son", "en:girl": "daughter", "fr:garcon": "son",
             "de:junge": "son", "de:madchen": "daughter", "es:chico": "son",
             "es:chica": "daughter", "es:varon": "son", "ru:мальчик": "son",
             "ru:девочка": "daughter"}  # fmt: skip
_SIB_OF = {"son": "brother", "brother": "brother", "daughter": "sister", "sister": "sister",
           "child": "sibling", "sibling": "sibling"}  # fmt: skip
_SPOUSE = words("husband wife mann ehemann frau ehefrau gatte gattin mari femme epoux epouse "
                "marido esposo esposa mujer муж жена супруг супруга")  # fmt: skip
# a rank in a group: "the youngest of", "l'un des", "одним из"
_RANK_HEAD = words(
    "one eldest oldest youngest elder younger middle first last "
    "un une l'un l'une aine ainee cadet cadette benjamin benjamine puine puinee dernier derniere "
    "eines einer eins einem eine alteste altester altesten jungste jungster jungsten altere "
    "alterer jungere jungerer mittlere letzte uno una mayor menor primogenito primogenita "
    "ultimo ultima один одна одним одной одною старший старшая старшим старшей младший "
    "младшая младшим младшей средний средним последний последним"
)
_OF = words("of von unter de des d del из среди entre among")
_ARTICLE = words("the der die das den les los las la el")
# the possessives of the clause's subject (folded)
_POSS = words("his her their sein seine seinem seinen seiner seines ihr ihre ihrem ihren ihrer "
              "ihres son sa ses su sus свой своя свое свои своего своей своему своим своих "
              "своими свою его ее")  # fmt: skip
_NEITHER = words("neither none keiner keine keinem aucun aucune ninguno ninguna ни")
_BOTH = words("both beide beiden ambos ambas оба обе обоих обеих обоим обеим")
_TWINS_BORN = {"twins": "child", "zwillinge": "child", "jumeaux": "child",
               "jumelles": "daughter", "gemelos": "child", "gemelas": "daughter",
               "mellizos": "child", "mellizas": "daughter", "близнецов": "child",
               "близнецы": "child", "двойню": "child", "двойня": "child",
               "двойняшек": "child"}  # fmt: skip
# bearing or having, before the twins born
_BEAR = re.compile(
    r"\b(?:had|has|bore|birth to|bekam|hatte|gebar|brachte|eut|avait|au monde|"
    r"accoucha|naissance a|tuvo|tenia|luz a|pario|родила|родились|было|были)\b"
)
_TWIN = words("twin zwilling jumeau jumelle gemelo gemela mellizo melliza близнец близнецом "
              "близнеца")  # fmt: skip
_SISTER = words("sister sisters schwester soeur hermana сестра сестрой")
_BROTHER = words("brother bruder frere hermano брат братом")
_AND = words("and und et y и")
# the verbs of naming between a group and its names
_NAMED = words("were was are called named hiessen hiess heissen namens s'appelaient "
               "appelaient s'appellent se llamaban llamaban eran sont etaient waren звали "
               "зовут были")  # fmt: skip
_ORD_HAND = {"second": 2, "seconde": 2, "secondes": 2, "seconds": 2, "segundo": 2,
             "segunda": 2, "segundas": 2, "segundos": 2, "tercer": 3, "primer": 1}  # fmt: skip
# (folded, as the words they are looked up with)
_TWINS_BORN, _ORD_HAND = _folded(_TWINS_BORN), _folded(_ORD_HAND)
_RU_ORD = {fold(k): v for k, v in RU_ORDINALS.items() if v <= 10}
_SUFFIX = re.compile(r"^(\d{1,2})(?:st|nd|rd|th|eme|e|er|re|\.|º|ª|ᵃˢ|ᵒˢ)$")
_TOKEN = re.compile(r"[^\W\d_]+(?:-[^\W\d_]+)*|\d+|[^\w\s]")


@functools.lru_cache(maxsize=8192)
def cardinal(word: str, lang: str) -> int | None:
    """A number word or figure as a whole number ("seven", "sieben", "семи")."""
    if word.isdigit():
        return int(word)
    if lang == "ru":
        from number_parser import parse_number

        got = parse_number(word, language="ru")
        return int(got) if isinstance(got, int) else None
    if lang not in ("en", "fr", "de", "es"):
        return None
    from text_to_num import alpha2digit

    got = alpha2digit(word, lang, threshold=0)
    return int(got) if got.isdigit() and got != word else None


@functools.lru_cache(maxsize=8192)
def ordinal(word: str, lang: str) -> int | None:
    """An ordinal word as its number ("third", "troisième", "dritten",
    "tercer", "вторым"), or None."""
    f = fold(word)
    if f in _ORD_HAND:
        return _ORD_HAND[f]
    if lang == "ru":
        return _RU_ORD.get(best_lemma(word, lang))
    if lang not in ("en", "fr", "de", "es"):
        return None
    from text_to_num import alpha2digit

    m = _SUFFIX.match(fold(alpha2digit(word, lang, threshold=0)))
    return int(m.group(1)) if m else None


class _Text:
    """A statement's words as written, with the names it gives."""

    def __init__(self, r: Read) -> None:
        self.r = r
        self.toks = _TOKEN.findall(r.clean)
        self.f = [fold(t) for t in self.toks]
        words_ = [t if t[0].isalpha() else "" for t in self.toks]
        self.owner_at: dict[int, str] = {}  # first token of a name → its entity
        self.name_end: dict[int, int] = {}
        for m in r.names.find_all(words_, r.lang):
            if m.entity is not None and r.names.kind(m.entity) == "character":
                self.owner_at[m.start] = m.entity
                self.name_end[m.start] = m.end

    def word(self, i: int) -> bool:
        return 0 <= i < len(self.toks) and self.toks[i][0].isalpha()

    def kin(self, i: int) -> str | None:
        """The kin concept of the word at i ("sons": son, "девочек": daughter)."""
        if not self.word(i):
            return None
        u = unit_of(self.toks[i], self.r.lang)
        if u is None:
            return None
        return u[0] if u[0] in _KIN else _GENDERED.get(u[0])

    def spouse(self, i: int) -> bool:
        if not self.word(i):
            return False
        return self.f[i] in _SPOUSE or best_lemma(self.toks[i], self.r.lang) in _SPOUSE

    def name_after(self, i: int) -> str | None:
        """The character named at i, or after "of", "de", "von" and an article
        at i ("of Paul Stein", "de la", "del", Russian: the genitive at i)."""
        j = i
        while j < len(self.toks) and self.f[j] in _OF | _ARTICLE | {"'", "’"}:
            j += 1
        if j > i + 3:
            return None
        got = self.owner_at.get(j)
        if j == i and got is not None and not self._genitive(j):
            return None  # "ihr zweiter Sohn Martin": an apposition, not an owner
        return got

    def _genitive(self, j: int) -> bool:
        """Is the name at j in the genitive ("Karl Vogts", "Марии Зуевой")?"""
        if self.r.lang == "de":
            return self.f[self.name_end[j] - 1].endswith("s")
        if self.r.lang == "ru":
            from semnet.graph.manuscript.names import morph_ru

            return any("gent" in p.tag for p in morph_ru().parse(self.toks[j])[:2])
        return False

    def name_before(self, i: int) -> str | None:
        """The character whose name ends right before i, with "'s" or a
        German genitive between ("Jacob Rowe's", "Greta Albers'", "Karl Vogts")."""
        for s, e in self.name_end.items():
            gap = self.f[e:i]
            if gap and all(g in ("'", "’", "s") for g in gap):
                return self.owner_at[s]
            if not gap and e == i and self.r.lang == "de" and self.f[e - 1].endswith("s"):
                return self.owner_at[s]
        return None

    def main(self) -> str | None:
        m = self.r.main
        return m.key[1:] if m.kind == "character" and m.key.startswith("@") else None

    def one(self) -> str | None:
        """The one character the statement names ("Dass Ida Berger dreimal
        heiratete, wusste im Dorf jeder")."""
        if self.r.main.key.startswith("rel:"):
            return None  # "Anna's father married twice": not Anna
        ents = set(self.owner_at.values())
        return next(iter(ents)) if len(ents) == 1 else None

    def owner(self, start: int, end: int, poss_ok: bool = True) -> str | None:
        """Whose kin the phrase start..end names: the name after it, the name
        before it, or the subject after a possessive."""
        got = self.name_after(end) or self.name_before(start)
        if got is None and poss_ok and start > 0 and self.f[start - 1] in _POSS:
            got = self.main() if self.own(start - 1) else None
        return got

    def own(self, k: int) -> bool:
        """Is the possessive at k the subject's: no other person named before
        it ("Anna met Maria and her second son": Maria's)?"""
        main = self.main()
        return all(e == main for s, e in self.owner_at.items() if s < k)


def _count(r: Read, who: str, unit: str, n: int, text: str, at_least: bool) -> Claim:
    q = Quantity(float(n), unit, text, "min" if at_least else None)
    return r.claim("count", subject=f"@{who}", label=r.names.label(who), qty=q, status=unit)


def _with_child(r: Read, who: str, unit: str, n: int, text: str, at_least: bool) -> list[Claim]:
    """The count, and a son's or a daughter's as at least as many children
    (a sister's or a brother's as siblings)."""
    out = [_count(r, who, unit, n, text, at_least)]
    whole = {"son": "child", "daughter": "child", "sister": "sibling", "brother": "sibling"}
    if unit in whole:
        out.append(_count(r, who, whole[unit], n, text, True))
    return out


# --------------------------------------------------------------------------- readers


def _ranks(t: _Text) -> tuple[list[Claim], set[int], set[int]]:
    """ "the youngest of five (children)", "one of seven children", "la
    cadette de trois filles", "младшей из трёх сестёр", "the youngest of
    Mary Hosken's three daughters"; the places and the figures of the groups."""
    r, out, used, figures = t.r, [], set(), set()
    for i in range(len(t.toks) - 2):
        if t.f[i] not in _RANK_HEAD and ordinal(t.toks[i], r.lang) is None:
            continue
        j = i + 1
        if t.f[j] not in _OF and not (r.lang == "de" and t.f[j] in ("der", "des")):
            continue  # "eines der sieben Kinder": the genitive article
        j += 1
        while j < len(t.toks) and t.f[j] in _ARTICLE | {"'", "’"}:
            j += 1
        if j < len(t.toks) and t.f[j] in _POSS:
            continue  # "the eldest of his three sons": whose, the writer's context says
        owner = t.owner_at.get(j)
        if owner is not None:  # "of Mary Hosken's three daughters"
            j = t.name_end[j]
            while j < len(t.toks) and t.f[j] in ("'", "’", "s"):
                j += 1
        n = cardinal(t.toks[j], r.lang) if j < len(t.toks) else None
        if n is None or n < 2 or n > 30:
            continue
        k = j + 1
        unit = t.kin(k)
        if unit is None and k + 1 < len(t.toks) and t.toks[k][:1].isupper():
            k += 1  # "the three Oates sisters"
            unit = t.kin(k)
        if unit is None:
            if t.word(k) and t.f[k] not in _OF | _AND and t.f[k] not in cues.TIME_NOUNS:
                continue  # "the first of three bridges"
            if t.word(k) and t.f[k] in cues.TIME_NOUNS:
                continue
            unit, k = "child", j  # "the youngest of five"
        owner = owner or (t.name_after(k + 1) if unit != "child" or k != j else None)
        used.add(j)
        figures.add(n)
        if owner is not None:
            out += _with_child(r, owner, unit, n, t.toks[j], False)
            continue
        who = t.main()
        if who is None or _another_owns(t, i):
            continue
        sib = _SIB_OF[unit]
        out += _with_child(r, who, sib, n - 1, t.toks[j], False)
    return out, used, figures


def _another_owns(t: _Text, i: int) -> bool:
    """Is the rank said of someone's relative ("Jakob Rehms Sohn war das
    zweite …", "El hijo de Ramón Ortega era el menor …")?"""
    return not t.r.main.key.startswith("@")


def _orders(t: _Text) -> list[Claim]:
    """ "Jacob Rowe's third son", "le troisième fils de Marie", "вторым сыном
    Николая", "her second husband": at least that many sons (marriages)."""
    r, out = t.r, []
    for i in range(len(t.toks) - 1):
        if not t.word(i):
            continue
        n = ordinal(t.toks[i], r.lang)
        if n is None or n < 2 or n > 20:
            continue
        k = i + 1
        unit = t.kin(k)
        spouse = unit is None and t.spouse(k)
        if unit is None and not spouse:
            continue
        start = i - 1 if i > 0 and t.f[i - 1] in _ARTICLE else i
        who = t.owner(start, k + 1)
        if who is None:
            continue
        if spouse:
            out.append(_count(r, who, "marriage", n, f"{t.toks[i]} {t.toks[k]}", True))
        else:
            assert unit is not None
            claims = _with_child(r, who, unit, n, f"{t.toks[i]} {t.toks[k]}", True)
            out += [replace(c, time=_born(r)) for c in claims]
    return out


def _born(r: Read) -> TimeValue | None:
    """The date a relative's birth clause gives ("Le quatrième enfant … naquit
    en 1883": counted from then), or None."""
    if not re.search(_BIRTH.get(r.lang, r"$^"), r.folded):
        return None
    return r.when


_BIRTH = {
    "en": r"\bborn\b",
    "de": r"\bgeboren\b|\bzur welt\b",
    "fr": r"\bnaquit\b|\bne[e]? (?:en|le|a)\b|\bvit le jour\b",
    "es": r"\bnacio\b|\bnacida?\b",
    "ru": r"\bродил(?:ся|ась)\b|\bпоявил(?:ся|ась) на свет\b",
}


def _groups(t: _Text, used: set[int]) -> list[Claim]:
    """ "neither of her two sons", "Aucun des deux fils d'Hélène", "ses deux
    fils", "beide Söhne", "обоих сыновей": exactly that many."""
    r, out = t.r, []
    for i in range(len(t.toks) - 1):
        if i in used or not t.word(i):
            continue
        both = t.f[i] in _BOTH
        n = 2 if both else cardinal(t.toks[i], r.lang) if t.f[i] not in ("one", "ein") else None
        if n is None or n < 2 or n > 30:
            continue
        k = i + 1
        if t.word(k) and t.f[k] in _POSS:  # "both his sons"
            k += 1
        unit = t.kin(k)
        if unit is None:
            continue
        poss = (i > 0 and t.f[i - 1] in _POSS) or k > i + 1
        start = i - 1 if i > 0 and t.f[i - 1] in _POSS else i
        named = t.name_after(k + 1) or t.name_before(start)
        while start > 0 and t.f[start - 1] in _ARTICLE | _OF | {"'", "’", "s"}:
            start -= 1  # "Neither of Louisa Carne's two sons", "Aucun des deux fils de"
        neither = start > 0 and t.f[start - 1] in _NEITHER | {"один"}
        if i > 0 and t.f[i - 1] in _OF and not neither and named is None:
            continue  # "one of seven children": `_ranks`
        who = named or (t.main() if (poss or both) and t.own(i) else None)
        if who is None:
            continue
        some = k > i + 1 and not both  # "zwei seiner Kinder": two of them, at least
        out += _with_child(r, who, unit, n, f"{t.toks[i]} {t.toks[k]}", some)
    return out


def _enumerations(t: _Text) -> list[Claim]:
    """ "her children, Anna and Jan", "Elinor Vance's children were Agnes,
    Walter and Ruth", "Детей Анны Волковой звали Вера, Пётр и Николай": at
    least as many as the names."""
    r, out = t.r, []
    for k in range(len(t.toks)):
        unit = t.kin(k)
        if unit is None or not _plural(t, k):
            continue
        who = t.name_after(k + 1)
        j = k + 1
        if who is not None:
            j = next((e for s, e in t.name_end.items() if s >= k + 1 and s <= k + 4), j)
        else:
            who = t.owner(k - (1 if k and t.f[k - 1] in _POSS else 0), k + 1)
            if who is None and k and t.f[k - 1] in _POSS and t.own(k - 1):
                who = t.main()
        if who is None:
            continue
        while j < len(t.toks) and (
            t.f[j] in (",", ":", "—", "-", "'", "’", "s", "se") or t.f[j] in _NAMED
        ):
            j += 1
        n = _names(t, j)
        if n >= 2:
            out += _with_child(r, who, unit, n, " ".join(t.toks[k:j]), True)
    return out


def _plural(t: _Text, k: int) -> bool:
    f = t.f[k]
    if t.r.lang == "ru":
        from semnet.graph.manuscript.names import morph_ru

        return bool("plur" in morph_ru().parse(t.toks[k])[0].tag)
    return t.r.lang == "de" or f.endswith(("s", "x")) or f == "children"  # German: its case


def _names(t: _Text, j: int) -> int:
    """How many names a list at j gives ("Agnes, Walter and Ruth": three)."""
    n, expect = 0, True
    while j < len(t.toks):
        tok = t.toks[j]
        if expect and tok[:1].isupper() and t.word(j):
            n += 1
            expect = False
            j += 1
            if j < len(t.toks) and t.toks[j][:1].isupper() and t.word(j):
                j += 1  # a surname
            continue
        if not expect and (t.f[j] == "," or t.f[j] in _AND):
            last = t.f[j] in _AND
            expect = True
            j += 1
            if last:
                return n + 1 if j < len(t.toks) and t.toks[j][:1].isupper() else n
            continue
        break
    return n if n >= 2 and not expect else 0


# "had one child", "у неё была одна дочь": "one" no article there, exactly one
_HAD_ONE = {"en": (words("had has have"), words("one")),
            "ru": (words("был была было"), words("один одна одно"))}  # fmt: skip


def _one(t: _Text) -> list[Claim]:
    have, one = _HAD_ONE.get(t.r.lang, (frozenset(), frozenset()))
    who = t.main()
    for i in range(1, len(t.toks) - 1):
        if who is not None and t.f[i] in one and t.f[i - 1] in have:
            unit = t.kin(i + 1)
            if unit is not None:
                return _with_child(t.r, who, unit, 1, f"{t.toks[i]} {t.toks[i + 1]}", False)[:1]
    return []


def _twins(t: _Text) -> list[Claim]:
    """ "gave birth to twins", "родила двойню": at least two children; "was a
    twin", "her twin brother", "Zwillingsschwester", "sœur jumelle",
    "hermana gemela", "сестра-близнец": at least one sister (brother, sibling)."""
    r, who = t.r, t.main()
    if who is None:
        return []
    for i, f in enumerate(t.f):
        if f in _TWINS_BORN and not (i and t.f[i - 1] in _SISTER | _BROTHER):
            if not _BEAR.search(" ".join(t.f[max(0, i - 4) : i])):
                continue  # "godmother to the twins of the miller"
            return _with_child(r, who, _TWINS_BORN[f], 2, t.toks[i], True)
        parts = re.split(r"-", f)
        twin = any(p in _TWIN or p.startswith("zwilling") for p in parts)
        if not twin:
            continue
        near = set(parts) | set(t.f[max(0, i - 1) : i + 2])
        tail = f.removeprefix("zwillings")
        brood = t.kin(i + 1) or {"sohne": "son", "tochter": "daughter"}.get(tail)
        if brood in ("son", "daughter", "child"):  # "her twin sons", "Zwillingssöhne"
            return _with_child(r, who, brood, 2, t.toks[i], True)
        unit = ("sister" if near & _SISTER or tail == "schwester" else
                "brother" if near & _BROTHER or tail == "bruder" else "sibling")  # fmt: skip
        return _with_child(r, who, unit, 1, t.toks[i], True)
    return []


# --------------------------------------------------------------------------- amend


def amend(r: Read, found: list[Claim], lexical: list[Claim]) -> tuple[list[Claim], list[Claim]]:
    """The statement's claims with the counts no figure states added, a
    rank's figure no count of the subject's own kin, "brothers and sisters"
    one count of siblings, a relative born at a date counted from it, and
    an only child had ("hatte einen einzigen Sohn") one child of hers."""
    from semnet.graph.judge import weddings

    lexical = [c for c in lexical if not _had_only(r, c)] + _had_one(r, lexical)
    other = _no_other(r)  # since round 38: "no tuvo más hijo que Juan": one son
    if other is not None:
        found = [c for c in found if not (c.slot == "count" and c.qty and not c.qty.value)]
        found = [replace(c, negated=False, never=False) if c.slot == "frame" else c for c in found]
        found.append(other)  # (no denial: "only")
    t = _Text(r)
    ranked, used, figures = _ranks(t)
    added = ranked + _orders(t) + _groups(t, used) + _enumerations(t) + _twins(t)
    added += weddings.claims(t) + _one(t)  # times married, a later wedding
    found = weddings.later(found, added)
    if figures:  # "one of seven children": no seven children of hers
        found = [c for c in found if not _from_rank(c, figures, r)]
    found = [_siblings(r, c) for c in found]
    found += _hermanos(r, found)
    born = _born(r)
    if born is not None and any(c.slot == "birth" and c.subject.startswith("rel:") for c in found):
        found = [_dated(c, born) for c in found]
    return found + added, lexical


# "had an only son", "hatte einen einzigen Sohn", "n'eut qu'un seul fils",
# "tenía un único hijo", "у Николая был единственный сын": one son of hers,
# not an only son herself (folded text)
_HAD_ONLY = {
    "en": r"\b(?:had|has|have) (?:an? |one )?(?:only|sole|single) (child|son|daughter)\b",
    "de": r"\b(?:hatte|hat|hatten) (?:nur )?(?:ein(?:en|e)? )?einzige[nrs]? (kind|sohn|tochter)\b",
    "fr": r"\b(?:eut|avait|a eu|n'eut qu'|n'avait qu'|n'a eu qu')\s*(?:un |une )?"
          r"(?:seule?|unique) (enfant|fils|fille)\b"
          r"|\b(?:eut|avait) (?:un |une )?(enfant|fils|fille) unique\b",
    "es": r"\b(?:tuvo|tenia|tiene|ha tenido) (?:un |una )?(?:unic[oa]|sol[oa]) (hij[oa])\b"
          r"|\b(?:tuvo|tenia) (?:un |una )?(hij[oa]) unic[oa]\b",
    "ru": r"\bу \w+(?: \w+)? (?:был|была|было|есть) единственн\w* (сын|доч\w*|ребен\w*)",
}  # fmt: skip
_ONE_OF = {"child": "child", "son": "son", "daughter": "daughter", "enfant": "child",
           "fils": "son", "fille": "daughter", "kind": "child", "sohn": "son",
           "tochter": "daughter", "hijo": "child", "hija": "daughter", "сын": "son"}  # fmt: skip


def _had(r: Read) -> str | None:
    m = re.search(_HAD_ONLY.get(r.lang, r"$^"), r.folded)
    if m is None:
        return None
    w = next(g for g in m.groups() if g)
    return _ONE_OF.get(w) or ("daughter" if w.startswith("доч") else "child")


def _had_only(r: Read, c: Claim) -> bool:
    return c.slot == "sole:kin" and _had(r) is not None


def _had_one(r: Read, lexical: list[Claim]) -> list[Claim]:
    unit = _had(r)
    if unit is None or not any(c.slot == "sole:kin" for c in lexical):
        return []
    q = Quantity(1.0, unit, "1")
    return [r.claim("count", qty=q, status=unit)]


def _from_rank(c: Claim, figures: set[int], r: Read) -> bool:
    if c.slot == "age" and c.qty is not None and c.qty.value == 1 and r.lang == "ru":
        return bool(re.search(r"\b(?:одним|одной|один|одна) из\b", r.folded))
    if c.slot != "count" or c.qty is None or c.status not in _KIN or c.qty.approx:
        return False
    return int(c.qty.value) in figures


_AND_SISTERS = re.compile(
    r"^\s*(?:and|or|und|oder|et|ou|y|o|и|или)\s+(?:sisters|schwestern|s(?:oe|œ)urs|hermanas|сест)"
)


def _siblings(r: Read, c: Claim) -> Claim:
    """ "six frères et sœurs", "no brothers or sisters", "восемь братьев и
    сестёр", Spanish "hermanos": one count of siblings."""
    if c.slot != "count" or c.status != "brother" or c.qty is None:
        return c
    at = r.folded.find(fold(c.qty.text).split()[-1])
    tail = r.folded[at + len(fold(c.qty.text).split()[-1]) :] if at >= 0 else ""
    if _AND_SISTERS.match(tail):
        return replace(c, status="sibling", qty=replace(c.qty, unit="sibling"))
    return c


def _hermanos(r: Read, found: list[Claim]) -> list[Claim]:
    """Spanish "tenía seis hermanos": six brothers, or six brothers and
    sisters; at least six siblings either way."""
    if r.lang != "es":
        return []
    return [
        replace(c, status="sibling", qty=replace(c.qty, unit="sibling", approx="min"))
        for c in found
        if c.slot == "count" and c.status == "brother" and c.qty is not None
        and c.qty.approx is None and c.qty.value > 0 and "hermanos" in fold(c.qty.text)
    ]  # fmt: skip


def _dated(c: Claim, born: TimeValue) -> Claim:
    """A relative's count ("El segundo hijo de Paloma Gil nació en 1874"):
    from the birth's date on."""
    if c.slot == "count" and c.time is None and c.qty is not None and c.qty.approx == "min":
        return replace(c, time=born)
    return c


# "had no other child than Jack", "keine anderen Kinder als Hans", "n'eut pas d'autre
# enfant que Jean", "no tuvo más hijo que Juan", "не было других детей, кроме Ивана":
# as many children as the names after it (folded text)
_NO_OTHER = {
    "en": r"\bno (?:other )?(children|child|sons?|daughters?) "
          r"(?:but|than|except|save|other than)\b",
    "de": r"\bkein(?:e|en)? (?:andere[ns]? )?(kinder|kind|sohne|sohn|tochter)"
          r"(?: \w+)? (?:als|ausser)\b",
    "fr": r"\bpas d'?autres? (enfants?|fils|filles?) que\b",
    "es": r"\bno tuv\w+ (?:mas|otr[oa]s?) (hij[oa]s?) que\b",
    "ru": r"\bне было (?:других|иных) (дет\w*|сынов\w*|дочер\w*),? кроме\b",
}  # fmt: skip
# the kin of those phrases by their stems ("hijos" are children, "hija" a daughter)
_NO_OTHER_UNIT = (("son", "son"), ("soh", "son"), ("fils", "son"), ("сын", "son"),
                  ("daughter", "daughter"), ("toch", "daughter"), ("fille", "daughter"),
                  ("hija", "daughter"), ("доч", "daughter"))  # fmt: skip


def _no_other(r: Read) -> Claim | None:
    """ "had no other child than Jack": exactly as many children as the names
    after it (one, or two with "and"), of the statement's person."""
    m = re.search(_NO_OTHER.get(r.lang, r"$^"), r.folded)
    if m is None or r.main.kind != "character" or not r.main.key.startswith("@"):
        return None
    w = m.group(1)
    unit = next((u for stem, u in _NO_OTHER_UNIT if w.startswith(stem)), "child")
    rest = re.split(r"[.;:(]", r.folded[m.end() :], maxsplit=1)[0]
    n = 1 + len(re.findall(r"\s(?:and|und|et|y|и)\s", rest))
    q = Quantity(float(n), unit, str(n))
    return r.claim("count", qty=q, status=unit)
