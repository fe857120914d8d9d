"""Russian said in another shape rewritten as the plain clause the slot
extractors read: an event as a noun ("Смерть Петра Штерна наступила в 1901
году" → "Пётр Штерн умер в 1901 году"), a property in the instrumental
("Местом рождения Анны была Тверь" → "Анна родилась в Твери", "Причиной
смерти стал тиф" → "умер от тифа"), a focus particle ("Именно в Твери …"),
an apposition ("Анна, лютеранка, …" → "… Анна была лютеранкой") and a
trade ("был кузнецом по профессии" → "работал кузнецом").

Hand-written: the event and property nouns, the light verbs, the marks of a
trade (no library maps them to verbs). pymorphy3 gives the cases and the
gender of a name."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from semnet.graph.judge.voice import wordset

if TYPE_CHECKING:
    from semnet.graph.manuscript.names import NameIndex

_CAP = r"[А-ЯЁ][а-яё-]+"
_WHO = rf"(?P<who>(?:[а-яё]+\s+)?{_CAP}(?:\s+{_CAP}){{0,2}})"
_END = r"(?P<end>[.!;]?)\s*$"

# event noun → (masculine, feminine) verb
_EVENTS = {
    "рождение": ("родился", "родилась"),
    "смерть": ("умер", "умерла"),
    "кончина": ("скончался", "скончалась"),
    "гибель": ("погиб", "погибла"),
    "свадьба": ("вступил в брак", "вступила в брак"),
    "венчание": ("вступил в брак", "вступила в брак"),
    "бракосочетание": ("вступил в брак", "вступила в брак"),
    "похороны": ("был похоронен", "была похоронена"),
    "погребение": ("был похоронен", "была похоронена"),
    "крещение": ("был крещён", "была крещена"),
}
# a thing's one-time event said as a noun → the short participle's stem
_THING_EVENTS = {
    "основание": "основан", "строительство": "построен", "постройка": "построен",
    "сооружение": "построен", "возведение": "построен", "открытие": "открыт",
    "закрытие": "закрыт", "разрушение": "разрушен", "освящение": "освящен",
}  # fmt: skip
_THING = rf"(?P<thing>[а-яё]+(?:\s+[а-яё]+)?(?:\s+(?:в|во|на|у)\s+{_CAP})?)"
_BE = {"masc": "был", "femn": "была", "neut": "было", "plur": "были"}
_ENDING = {"masc": "", "femn": "а", "neut": "о", "plur": "ы"}
_LIGHT = (
    r"наступила|наступило|последовала|последовало|произошла|произошло|произошли|состоялась"
    r"|состоялось|состоялись|случилась|случилось|пришлась|пришлось|пришлись|была|было|были"
)
# a property in the instrumental → (verb m., verb f., preposition, case of the value)
_PROPS = {
    "местом рождения": ("родился", "родилась", "в", "loct"),
    "местом жительства": ("жил", "жила", "в", "loct"),
    "местом проживания": ("жил", "жила", "в", "loct"),
    "местом смерти": ("умер", "умерла", "в", "loct"),
    "местом кончины": ("скончался", "скончалась", "в", "loct"),
    "местом погребения": ("был похоронен", "была похоронена", "в", "loct"),
    "местом захоронения": ("был похоронен", "была похоронена", "в", "loct"),
    "причиной смерти": ("умер от", "умерла от", "", "gent"),
    "причиной кончины": ("умер от", "умерла от", "", "gent"),
}
_COP = r"был|была|было|стал|стала|стало|являлся|являлась|являлось"
_TRADE = re.compile(
    r"\b(?P<cop>был|была|являлся|являлась)\s+(?P<n>[а-яё]+)\s+по\s+"
    r"(?:профессии|ремеслу|роду занятий)\b"
)
# an event said by an idiom: "ушёл из жизни", "отошёл в мир иной", "предан земле"
_IDIOMS = [
    # since round 47: a death and its date set off ("до смерти, последовавшей в 1970 году")
    (r"\b(?P<d>смерти),? (?:последовавшей|наступившей)\b", "{d}"),
    (r"\b(?:ушёл|ушел|отошёл|отошел) (?:из жизни|в мир иной)\b", "умер"),
    (r"\b(?:ушла|отошла) (?:из жизни|в мир иной)\b", "умерла"),
    (r"\b(?:окончил|закончил|кончил) (?:свои|свой) (?:дни|век)\b", "умер"),
    (r"\b(?:окончила|закончила|кончила) (?:свои|свой) (?:дни|век)\b", "умерла"),
    (r"\bпредан земле\b", "похоронен"),
    (r"\bпредана земле\b", "похоронена"),
    (r"\bсочетался браком\b", "вступил в брак"),
    (r"\bсочеталась браком\b", "вступила в брак"),
    # since round 29: the spouse one became ("стала женой Пита Класа": married him)
    (r"\bстала (?:женой|супругой)\b", "вышла замуж за"),
    # since round 28: a works that stopped ("прекратила работу в 1930 году")
    (r"\b(?:прекратил|перестал) (?:работу|существование|деятельность|работать)\b", "закрылся"),
    (r"\b(?:прекратила|перестала) (?:работу|существование|деятельность|работать)\b", "закрылась"),
    (r"\b(?:прекратило|перестало) (?:работу|существование|деятельность|работать)\b", "закрылось"),
    # since round 45: a door opened or closed ("открыл свои двери в 1835 году")
    (r"\bоткрыл (?:свои )?двери\b", "открылся"),
    (r"\bоткрыла (?:свои )?двери\b", "открылась"),
    (r"\bоткрыло (?:свои )?двери\b", "открылось"),
    (r"\bоткрыли (?:свои )?двери\b", "открылись"),
    (r"\bзакрыл (?:свои )?двери\b", "закрылся"),
    (r"\bзакрыла (?:свои )?двери\b", "закрылась"),
    (r"\bзакрыло (?:свои )?двери\b", "закрылось"),
    (r"\bзакрыли (?:свои )?двери\b", "закрылись"),
    (r"\bдатируется (?P<y>\d{4}) годом\b", r"построен в \g<y> году"),
    (r"\bдатируется (?P<c>[IVX]+) веком\b", r"построен в \g<c> веке"),
    (
        r"\bСтроительство (?P<x>[^,.;]+?) началось (?:лишь |только |ещё )?в (?P<y>\d{4})",
        r"\g<x> строился с \g<y>",
    ),
]
_APPOS = re.compile(
    rf"^(?P<name>{_CAP}(?:\s+{_CAP}){{0,2}}),\s+(?P<app>[^,;]{{2,40}}?),\s+(?P<rest>[^,;]+?)" + _END
)
_APP_STOP = wordset(
    "который которая которое которые где когда после до в во на с из родившийся "
    "родившаяся умерший умершая"
)


def plain(s: str, names: NameIndex | None = None) -> str:
    s = re.sub(r"^(?:Именно|Как раз)\s+(?=(?:в|во|на|с)\s)", "", s)
    s = _fronted_participle(s)
    s = _participle_before_noun(s)
    s = _apposition(s, names)
    s = _fronted_apposition(s)
    s = _relative(s)
    out = []
    for clause in re.split(r"(?<=[.!?])\s+", s):
        clause = _event_noun(clause)
        clause = _thing_event(clause)
        clause = _property(clause)
        clause = _TRADE.sub(_trade, clause)
        for pat, verb in _IDIOMS:
            clause = re.sub(pat, verb, clause)
        out.append(clause)
    return " ".join(out)


def _morph() -> Any:
    from semnet.graph.manuscript.names import morph_ru

    return morph_ru()


def _inflect(phrase: str, case: str, source: str | None = None) -> str:
    """Each word of a phrase in another case (a name keeps its capital)."""
    out = []
    for w in phrase.split():
        parses = _morph().parse(w)
        pick = next((p for p in parses if source is None or p.tag.case == source), parses[0])
        form = pick.inflect({case})
        word = form.word if form is not None else w
        out.append(word[:1].upper() + word[1:] if w[:1].isupper() else word)
    return " ".join(out)


def _person(who: str) -> tuple[str, bool]:
    """A person in the genitive as the nominative, and whether she is a
    woman: "Анны Волковой" → ("Анна Волкова", True); "мужа Анны" → ("муж
    Анны", False): a head noun keeps its possessor."""
    ws = who.split()
    if ws[0][:1].islower():
        head = _inflect(ws[0], "nomn", "gent")
        parse = _morph().parse(head)[0]
        return " ".join([head, *ws[1:]]), parse.tag.gender == "femn"
    nom = _inflect(who, "nomn", "gent")
    first = _morph().parse(ws[0])
    gent = next((p for p in first if p.tag.case == "gent"), first[0])
    return nom, gent.tag.gender == "femn"


def _event_noun(s: str) -> str:
    nouns = "|".join(_EVENTS)
    m = re.match(
        rf"^(?P<noun>{nouns})\s+{_WHO}(?:\s+(?:и|с)\s+(?P<with>{_CAP}(?:\s+{_CAP}){{0,2}}))?"
        rf"\s+(?P<light>{_LIGHT})\b(?P<rest>.*?)" + _END,
        s,
        flags=re.I,
    )
    if m is None:
        return s
    who, fem = _person(m["who"])
    verb = _EVENTS[m["noun"].lower()][1 if fem else 0]
    with_ = ""
    if m["with"]:
        with_ = " с " + _inflect(m["with"], "ablt", "gent")
    return f"{who} {verb}{with_}{m['rest']}{m['end'] or '.'}"


def _thing_event(s: str) -> str:
    """ "Основание школы в Сосновке состоялось в 1861 году" → "Школа в
    Сосновке была основана в 1861 году"."""
    nouns = "|".join(_THING_EVENTS)
    m = re.match(
        rf"^(?P<noun>{nouns})\s+{_THING}\s+(?P<light>{_LIGHT})\b(?P<rest>.*?)" + _END, s, flags=re.I
    )
    if m is None:
        return s
    ws = m["thing"].split()
    parse = next((p for p in _morph().parse(ws[0]) if p.tag.POS == "NOUN" and p.tag.case == "gent"),
                 None)  # fmt: skip
    if parse is None:
        return s
    head = parse.inflect({"nomn"})
    if head is None:
        return s
    key = "plur" if parse.tag.number == "plur" else (parse.tag.gender or "masc")
    rest_np = ws[1:]
    if rest_np and rest_np[0] not in ("в", "во", "на", "у"):  # an adjective after? keep as is
        rest_np = [_inflect(rest_np[0], "nomn", "gent"), *rest_np[1:]]
    thing = " ".join([head.word, *rest_np])
    part = _THING_EVENTS[m["noun"].lower()] + _ENDING[key]
    return f"{thing[:1].upper()}{thing[1:]} {_BE[key]} {part}{m['rest']}{m['end'] or '.'}"


def _property(s: str) -> str:
    props = "|".join(_PROPS)
    m = re.match(
        rf"^(?P<prop>{props})\s+{_WHO}(?P<mid>(?:\s+[^,;]*?\d{{3,4}}[^,;]*?)?)\s+(?:{_COP})\s+"
        rf"(?P<val>[^,;]+?)" + _END,
        s,
        flags=re.I,
    )
    if m is None:  # the value first: "Тверь — место рождения Анны", "… была местом рождения"
        nominal = "|".join(p.replace("ом ", "о ", 1).replace("ой ", "а ", 1) for p in _PROPS)
        m = re.match(
            rf"^(?P<val>{_CAP}(?:\s+{_CAP})?)\s+(?:—|–|-|{_COP}|является)\s+"
            rf"(?P<prop>{props}|{nominal})\s+{_WHO}(?P<mid>)" + _END,
            s,
            flags=re.I,
        )
    if m is None:
        return s
    key = m["prop"].lower()
    if key not in _PROPS:  # "место рождения" is "местом рождения"
        same = [p for p in _PROPS if p[:4] == key[:4] and p.split()[1] == key.split()[1]]
        if not same:
            return s
        key = same[0]
    verb_m, verb_f, prep, case = _PROPS[key]
    who, fem = _person(m["who"])
    value = _inflect(m["val"], case, "nomn")
    prep = f" {prep}" if prep else ""
    return f"{who} {verb_f if fem else verb_m}{prep} {value}{m['mid']}{m['end'] or '.'}"


def _trade(m: re.Match[str]) -> str:
    fem = m["cop"].endswith("а")
    return f"{'работала' if fem else 'работал'} {m['n']}"


def _apposition(s: str, names: NameIndex | None) -> str:
    """ "Анна Волкова, лютеранка, преподавала" → the same, and "Анна Волкова
    была лютеранкой."; "Пётр, кузнец по ремеслу, жил" → … "Пётр был
    кузнецом по ремеслу"."""
    m = _APPOS.match(s)
    if m is None:
        return s
    app = m["app"].strip()
    ws = app.split()
    if ws[0].lower() in _APP_STOP or not ws[0][:1].islower():
        return s
    head = _morph().parse(ws[0])
    noun = next((p for p in head if p.tag.POS == "NOUN" and p.tag.case == "nomn"), None)
    if noun is None:
        return s
    fem = noun.tag.gender == "femn"
    form = noun.inflect({"ablt"})
    ws[0] = form.word if form is not None else ws[0]
    cop = "была" if fem else "был"
    said = s if s.rstrip()[-1:] in ".!;" else s.rstrip() + "."
    return f"{said} {m['name']} {cop} {' '.join(ws)}."


_FRONT_PRTS = re.compile(
    r"^(?P<part>[А-ЯЁ][а-яё]+)\s+(?P<np>[а-яё][^,;]*?)\s+(?P<cop>был|была|было|были)\s+(?P<rest>.+)$"
)


def _fronted_participle(s: str) -> str:
    """ "Основана школа в Сосновке была в 1861 году" → "Школа в Сосновке была
    основана в 1861 году": a short participle put first for focus."""
    m = _FRONT_PRTS.match(s)
    if m is None:
        return s
    parse = next((p for p in _morph().parse(m["part"].lower()) if p.tag.POS == "PRTS"), None)
    if parse is None:
        return s
    np = m["np"]
    return f"{np[:1].upper()}{np[1:]} {m['cop']} {m['part'].lower()} {m['rest']}"


_PRONOUN = {"masc": "Он", "femn": "Она", "neut": "Оно"}
# the endings of a full participle (a cheap test before pymorphy3's parse)
_PRTF_END = re.compile(r"(?:нн|н|т|вш|ш|щ|м)(?:ый|ий|ая|яя|ое|ее|ые|ие)$")


def _participle_before_noun(s: str) -> str:
    """ "Построенная из камня часовня в Сосновке стоит с 1750 года" → "Часовня
    в Сосновке стоит с 1750 года. Она построена из камня.": a participle with
    its phrase before a thing's noun (a person's — "Родившаяся в Твери Анна"
    — is read as it is)."""
    ws = s.split()
    if len(ws) < 4 or _PRTF_END.search(ws[0]) is None:
        return s
    first = next((p for p in _morph().parse(ws[0].lower()) if p.tag.POS == "PRTF"), None)
    if first is None or first.tag.case != "nomn":
        return s
    for k in range(2, min(len(ws) - 1, 7)):
        w = ws[k].strip(",")
        if w[:1].isupper():
            return s
        noun = next(
            (p for p in _morph().parse(w) if p.tag.POS == "NOUN" and p.tag.case == "nomn"
             and p.tag.gender == first.tag.gender and p.tag.number == first.tag.number),
            None,
        )  # fmt: skip
        if noun is None:
            continue
        short = first.inflect({"PRTS", first.tag.gender or "masc"})
        if short is None or first.tag.gender not in _PRONOUN:
            return s
        phrase = " ".join(ws[1:k])
        rest = " ".join(ws[k:])
        rest = rest[:1].upper() + rest[1:]
        end = "" if rest[-1:] in ".!;" else "."
        return f"{rest}{end} {_PRONOUN[first.tag.gender]} {short.word} {phrase}."
    return s


_FRONT_APP = re.compile(
    rf"^(?P<noun>{_CAP})\s+(?P<gen>{_CAP}(?:\s+{_CAP})?)\s+(?P<name>{_CAP}\s+{_CAP})\s+"
    r"(?P<rest>[а-яё][^,;]*?)" + _END
)


def _fronted_apposition(s: str) -> str:
    """ "Вдова Петра Штерна Анна Волкова жила в Твери" → the same, and "Анна
    Волкова была вдовой Петра Штерна.": a noun with its genitive before a
    name in the nominative is said of that name."""
    m = _FRONT_APP.match(s)
    if m is None:
        return s
    noun = next(
        (p for p in _morph().parse(m["noun"].lower())
         if p.tag.POS == "NOUN" and p.tag.case == "nomn" and "Name" not in p.tag
         and "Surn" not in p.tag),
        None,
    )  # fmt: skip
    if noun is None:
        return s
    if not all(
        any(p.tag.case == "gent" for p in _morph().parse(w)) for w in m["gen"].split()
    ) or not all(any(p.tag.case == "nomn" for p in _morph().parse(w)) for w in m["name"].split()):
        return s
    form = noun.inflect({"ablt"})
    if form is None:
        return s
    cop = "была" if noun.tag.gender == "femn" else "был"
    said = s if s.rstrip()[-1:] in ".!;" else s.rstrip() + "."
    return f"{said} {m['name']} {cop} {form.word} {m['gen']}."


_REL = re.compile(
    rf"^(?P<name>{_CAP}(?:\s+{_CAP}){{0,2}}),\s+(?:который|которая|которое)\s+(?P<clause>[^,;]+?),"
    r"\s+(?P<rest>[^;]+?)" + _END
)


def _relative(s: str) -> str:
    """ "Анна, которая родилась в Твери, переехала в Москву" → the same, and
    "Анна родилась в Твери.": a relative clause in the nominative right after
    the name that opens the sentence is said of it."""
    m = _REL.match(s)
    if m is None:
        return s
    said = s if s.rstrip()[-1:] in ".!;" else s.rstrip() + "."
    return f"{said} {m['name']} {m['clause']}."
