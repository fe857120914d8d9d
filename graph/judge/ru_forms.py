"""Russian as writers write it, made plain before a statement is read: its
dates (`ru_dates.py`), a short adjective after a verb of being as the full
one the word lists know ("был неграмотен" → "был неграмотный", "была
слепа" → "была слепая"; pymorphy3 gives the full form of the same gender
and number), "так и не" and "ни разу (в жизни) не" as the "никогда не"
they mean ("так и не вышла замуж", "ни разу не видела моря"), and
"бездетный" as "без детей", and a count put after its noun as the guess it
is ("лет девятнадцать", "человек двести" → "около девятнадцать лет",
"около двести человек"; pymorphy3 tells the counted noun and the numeral),
and a census's year as the clause's ("По переписи 1897 года" → "В 1897 году");
and a relational adjective told from the noun it is made of ("сосновской
фабрике" is the factory of Сосновка, `adjective_of`).
"""

from __future__ import annotations

import functools
import itertools
import re

from semnet.graph.judge import ru_dates
from semnet.graph.manuscript.names import morph_ru

_NEVER = re.compile(r"(?i)\bтак\s+(?:ни\s+разу\s+)?и\s+не\b")
_IN_LIFE = re.compile(
    r"(?i)\b(ни\s+разу|никогда)\s+(?:в\s+(?:своей\s+)?жизни|за\s+всю\s+(?:свою\s+)?жизнь)\s+не\b"
)
_NOT_ONCE = re.compile(r"(?i)\bни\s+разу\s+не\b")
_CHILDLESS = re.compile(r"(?i)\bбездетн[а-яё]*")
_WORD = re.compile(r"[А-Яа-яЁё]+")
# the verbs of being a short adjective is predicated with
_BE = frozenset(
    [
        "был",
        "была",
        "было",
        "были",
        "будет",
        "будут",
        "есть",
        "стал",
        "стала",
        "стало",
        "стали",
        "оставался",
        "оставалась",
        "оставалось",
        "оставались",
        "остался",
        "осталась",
    ]  # fmt: skip
)


_STILL = re.compile(r"(?<!\w)вс[её] ещ[её](?!\w)")


def plain(text: str) -> str:
    """The statement with its Russian dates and forms made plain."""
    text = ru_dates.normalize(text)
    text = _NEVER.sub(lambda m: "никогда не" if m.group(0)[0].islower() else "Никогда не", text)
    text = _IN_LIFE.sub(lambda m: f"{m.group(1)} не", text)
    text = _NOT_ONCE.sub(lambda m: "никогда не" if m.group(0)[0].islower() else "Никогда не", text)
    text = _CHILDLESS.sub("без детей", text)
    text = _STILL.sub("ещё", text)  # "мельница всё ещё работала": no "всё" of the mill
    text = _HALF_HUNDRED.sub("50", text)  # "полсотни душ": number-parser reads no halves
    text = _CENSUS.sub(r"В \1 году ", text)  # "По переписи 1897 года в Туле жило …"
    text = _inverted_counts(text)
    return _full_adjectives(text)


def _inverted_counts(text: str) -> str:
    """ "лет девятнадцать" → "около девятнадцать лет": a genitive plural
    noun before a numeral in the nominative is an approximate count."""
    words = list(_WORD.finditer(text))
    edits: list[tuple[int, int, str]] = []
    for k, (a, b) in enumerate(itertools.pairwise(words)):
        between = text[a.end() : b.start()]
        if between.strip() or not _counted(a.group(0)) or not _numeral(b.group(0)):
            continue
        before = words[k - 1].group(0) if k > 0 else ""
        if before.isdigit() or _numeral(before):
            continue  # since round 31: "семь тысяч четыреста", "семь километров четыреста метров"
        if a.start() > 0 and text[a.start() - 1] == "-":
            continue  # "60-летие"
        edits.append((a.start(), b.end(), f"около {b.group(0)} {a.group(0)}"))
    for s, e, r in reversed(edits):
        text = text[:s] + r + text[e:]
    return text


@functools.lru_cache(maxsize=1 << 12)
def _counted(word: str) -> bool:
    """A noun in the genitive plural ("лет", "человек", "рабочих")."""
    w = word.lower()
    if w in ("лет", "человек"):
        return True
    return any(
        {"NOUN", "gent", "plur"} <= set(str(p.tag).replace(" ", ",").split(","))
        for p in morph_ru().parse(w)[:2]
        if p.score >= 0.2
    )


@functools.lru_cache(maxsize=1 << 12)
def _numeral(word: str) -> bool:
    """A cardinal numeral in the nominative ("девятнадцать", "двести")."""
    p = morph_ru().parse(word.lower())[0]
    return p.tag.POS == "NUMR" and p.tag.case in ("nomn", "accs")


# since round 29: a census that dates its clause without a comma ("По переписи 1897 года
# в Туле жило …": in 1897), not the clause's subject
_CENSUS = re.compile(r"(?i)\b(?:по|согласно)\s+(?:данным\s+)?переписи\s+(1\d{3})\s+года\b,?\s*")
_HALF_HUNDRED = re.compile(r"\bпол(?:у)?сотн[иея]\w*|\bпол(?:у)?сотни\b", re.I)


def _full_adjectives(text: str) -> str:
    words = list(_WORD.finditer(text))
    edits: list[tuple[int, int, str]] = []
    for k, m in enumerate(words):
        if not any(w.group(0).lower() in _BE for w in words[max(0, k - 3) : k]):
            continue
        if m.group(0)[:1].isupper():
            continue  # since round 29: a name ("была мэром Хальверна"), no short adjective
        full = _full_form(m.group(0))
        if full is not None:
            edits.append((m.start(), m.end(), full))
    for s, e, r in reversed(edits):
        text = text[:s] + r + text[e:]
    return text


# short forms that are read as they are: modal words and "жив" (the life slot)
_KEEP = frozenset(
    ["должен", "рад", "готов", "нужен", "обязан", "способен", "согласен", "намерен", "жив"]
)


@functools.lru_cache(maxsize=1 << 13)
def _full_form(word: str) -> str | None:
    """The full adjective of a short one ("слепа" → "слепая"), or None."""
    parses = morph_ru().parse(word)
    if parses and parses[0].normal_form in _KEEP | {"должный", "живой", "нужный", "готовый"}:
        return None
    if not parses or parses[0].tag.POS != "ADJS" or any(q.tag.POS == "PRTS" for q in parses[:3]):
        return None  # "закрыт" is a passive participle too: left alone
    p = parses[0]
    grams = {g for g in (p.tag.gender, p.tag.number) if g} | {"nomn"}
    for cand in morph_ru().parse(p.normal_form):
        if cand.tag.POS == "ADJF":
            got = cand.inflect(grams)
            if got is not None:
                return str(got.word)
    return None


# the endings of a relational adjective in "-ский" (folded: й → и)
_SK_ADJ = re.compile(r"^(\w{4,}?)ск(?:ии|ая|ое|ои|ую|ие|их|им|ом|ого|ому|ими)$")


def adjective_of(adj: str, noun: str) -> bool:
    """Is a folded Russian adjective in "-ский" made from a folded noun
    ("сосновскии" from "сосновка", "зареченскии" from "зареченск",
    "гусаровскии" from "гусаров")?"""
    m = _SK_ADJ.match(adj)
    return m is not None and noun.startswith(m.group(1)) and noun != adj
