"""Where a person was at one moment: at an event (a wedding, a funeral, a
fire, a baptism: "was a witness at her sister's wedding", "watched the fire
of Truro") or away from it ("absent from the wedding", "fehlte bei der
Hochzeit", "no asistió a la boda", "не был на свадьбе"), somewhere on the
day of an event ("On the day of the fire she was in London"), or somewhere
on a dated day ("On 14 March 1881 he was in Bristol"). Absent against
present at the same event contradicts, and so do two places at the same
event or on the same day.

Hand-written, small and per language (no library reads presence at an
event): the event nouns, the words of attending, witnessing and missing,
the words of "on the day of", the kin nouns that tell whose event it is."""

from __future__ import annotations

import functools
import re
from typing import TYPE_CHECKING

from semnet.graph.judge.abilities import about_person
from semnet.graph.judge.base import Stance
from semnet.graph.judge.claims import Place, place_key
from semnet.graph.judge.places import same_place

if TYPE_CHECKING:
    from semnet.graph.judge.claims import Claim
    from semnet.graph.judge.compare import Finding
    from semnet.graph.judge.lexical import Read

SLOTS = frozenset({"presence", "presence:day"})

_EVENTS = {
    "wedding": r"(?:wedding|marriage|hochzeit|trauung|mariage|noces|boda|casamiento|"
               r"свадьб\w*|венчани\w*)",
    "funeral": r"(?:funeral|burial|beerdigung|begrabnis|beisetzung|enterrement|obseques|"
               r"funerailles|"
               r"entierro|funeral|похорон\w*)",
    "fire": r"(?:fire|brand\w*|feuer|incendie|incendio|пожар\w*)",
    "baptism": r"(?:baptism|christening|taufe|bapteme|bautizo|крестин\w*)",
}  # fmt: skip
_EVENT = "(?:" + "|".join(_EVENTS.values()) + ")"
_ABSENT = {
    "en": r"\b(?:absent from|did not attend|was not at|were not at|missed|stayed away from)\b",
    "de": r"\b(?:fehlte (?:bei|auf)|war nicht (?:bei|auf|zu)|nahm nicht an|blieb \w+ fern)\b",
    "fr": r"\b(?:absente? (?:au|a|du|de|lors)|n.assista pas|n.etait pas (?:au|a))\b",
    "es": r"\b(?:no asistio|no estuvo en|ausente (?:de|en)|falto a)\b",
    "ru": r"(?:\bне был\w* на|\bне присутствовал\w* на|\bотсутствовал\w* на|\bне пришл?\w* на)",
}
_PRESENT = {
    "en": r"\b(?:witness at|attended|was at|was present at|danced at|watched|witnessed|saw)\b",
    "de": r"\b(?:trauzeug\w* (?:bei|auf)|zeug\w* (?:bei|auf)|war bei|war auf|nahm an|sah|"
          r"beobachtete|"
          r"erlebte)\b",
    "fr": r"\b(?:temoin (?:au|a|lors)|assista a|etait au|vit|regarda|observa)\b",
    "es": r"\b(?:testigo en|asistio a|estuvo en|vio|presencio|miro)\b",
    "ru": r"(?:\bсвидетел\w* на|\bприсутствовал\w* на|\bбыл\w* на|\bсмотрел\w* на|\bвидел\w*|"
          r"\bнаблюдал\w*)",
}  # fmt: skip
# "on the day of the fire", "am Tag des Brandes", "le jour de l'incendie"
_DAY_OF = {
    "en": r"\b(?:on )?the (?:day|night|evening) of\b",
    "de": r"\b(?:am tag|in der nacht|am abend) (?:des|der)\b",
    "fr": r"\b(?:le jour|la nuit|le soir) (?:de|du)\b",
    "es": r"\b(?:el dia|la noche|la tarde) (?:de|del)\b",
    "ru": r"(?:\bв день|\bв ночь|\bв вечер)\b",
}
# being somewhere: "was in London", "se trouvait à Paris", "estaba en Madrid"
_BEING = {
    "en": r"\b(?:was|were|stayed|spent)\b",
    "de": r"\b(?:war|weilte|hielt)\b",
    "fr": r"\b(?:etait|trouvait|sejournait)\b",
    "es": r"\b(?:estaba|encontraba)\b",
    "ru": r"(?:\bбыл\w*|\bнаходил\w*)",
}
_KIN = {
    "sister": r"(?:sister|schwester|soeur|hermana|сестр\w*)",
    "brother": r"(?:brother|bruder\w*|frere|hermano|брат\w*)",
    "friend": r"(?:friend|freund\w*|ami|amie|amig[oa]|друг\w*|подруг\w*)",
    "cousin": r"(?:cousin\w*|vetter|prim[oa]|кузин\w*|двоюродн\w*)",
    "son": r"(?:son|sohn\w*|fils|hijo|сын\w*)",
    "daughter": r"(?:daughter|tochter|fille|hija|дочер\w*|дочь)",
}
_OF = frozenset(["of", "von", "de", "del", "des", "d", "в", "во", "in"])
_IN = frozenset(["in", "a", "au", "en", "в", "во"])
_IN_PLACE = re.compile(
    r"(?:\b(?:in|at|a|à|en|в|во|de|von|of|del|des)\s+)((?:[A-ZА-ЯЁ][\w-]+)(?:\s[A-ZА-ЯЁ][\w-]+)?)"
)


def _place(name: str, lang: str) -> Place:
    cyr = re.search(r"[а-яё]", name.lower()) is not None
    return Place(key=place_key(name, lang), label=name, cyrillic=cyr, names=())


def _event_at(r: Read, at: int) -> tuple[str, str, Place | None, int] | None:
    """The event named within a few words after position `at` of the folded
    text: (concept, whose, its place, where its phrase ends)."""
    m = re.compile(r"\s*(?:\S+\s+){0,3}?\S*?(" + _EVENT + r")\b").match(r.folded, at)
    if m is None:
        return None
    concept = next(c for c, pat in _EVENTS.items() if re.fullmatch(pat, m.group(1)))
    tail = r.folded[m.end() : m.end() + 40]
    head = r.folded[max(0, m.start(1) - 25) : m.start(1)]
    near = (head + " " + " ".join(tail.split()[:3])).replace("œ", "oe")
    whose = next((k for k, pat in _KIN.items() if re.search(r"\b" + pat + r"\b", near)
                  and (k != "son" or r.lang == "en")), "")  # fmt: skip
    place: Place | None = None
    after = _name_after(r, m.group(1), _OF)
    if concept == "fire":
        place = after
    elif not whose and after is not None:
        whose = after.key  # "the wedding of Ida"
    return concept, whose, place, m.end()


def fold_name(name: str) -> str:
    return name.lower().strip()


@functools.lru_cache(maxsize=8)
def _any(lang: str) -> re.Pattern[str]:
    """One pattern for the words of attending, missing and "the day of"."""
    return re.compile("|".join(f"(?:{t[lang]})" for t in (_ABSENT, _PRESENT, _DAY_OF)))


def claims(r: Read, found: list[Claim]) -> list[Claim]:
    """The presence claims of a statement about one person."""
    if r.lang not in _ABSENT:
        return []
    if not _any(r.lang).search(r.folded) and not any(
        t.time is not None and t.time.precision == "day" for t in r.toks
    ):
        return []
    aimed = about_person(r)
    if aimed is None:
        return []
    r = aimed
    text, lang = r.folded, r.lang
    out: list[Claim] = []
    m = re.search(_ABSENT.get(lang, r"$^"), text)
    absent = m is not None
    if m is None:
        m = re.search(_DAY_OF.get(lang, r"$^"), text)
        if m is not None:  # "on the day of the fire … was in London"
            ev = _event_at(r, m.end())
            where = _being(r)
            if ev is not None and where is not None:
                out.append(_claim(r, ev, where, False, "day of"))
            return out
        m = re.search(_PRESENT.get(lang, r"$^"), text)
    if m is not None:
        ev = _event_at(r, m.end())
        if ev is not None:
            out.append(_claim(r, ev, ev[2], absent, m.group(0)))
            return out
    day = _day(r)
    if day is not None:
        out.append(day)
    return out


def _claim(r: Read, ev: tuple[str, str, Place | None, int], where: Place | None, absent: bool,
           how: str) -> Claim:  # fmt: skip
    concept, whose, place, _ = ev
    key = f"{concept}|{whose}|{place.key if place else ''}"
    return r.claim("presence", status=key, place=where, negated=absent, anchor=how, time=r.when,
                   places=frozenset({place.label}) if place else frozenset())  # fmt: skip


def _being(r: Read) -> Place | None:
    """Where the statement says the person was ("was in London")."""
    m = re.search(_BEING.get(r.lang, r"$^"), r.folded)
    if m is None:
        return None
    return _name_after(r, m.group(0).split()[-1], _IN, 5)


def _name_after(r: Read, word: str, preps: frozenset[str], reach: int = 1) -> Place | None:
    """The capitalised name after a preposition that follows `word` (within
    `reach` tokens): "fire of Truro", "Brandes von Hamburg", "était à Paris"."""
    toks = r.toks
    own = {w.lower() for w in r.main.label.split()}
    for i, t in enumerate(toks):
        if t.f != word:
            continue
        for j in range(i + 1, min(i + 1 + reach, len(toks) - 1)):
            if toks[j].f in preps and toks[j + 1].cap and toks[j + 1].text.lower() not in own:
                name = toks[j + 1].text
                if j + 2 < len(toks) and toks[j + 2].cap and toks[j + 2].text.lower() not in own:
                    name += " " + toks[j + 2].text
                return _place(name, r.lang)
        return None
    return None


# a letter or a parcel sent somewhere puts no one there
_SENT = re.compile(
    r"\b(?:wrote|sent|telegraphed|posted|schrieb|sandte|schickte|telegrafierte|ecrivit|envoya|"
    r"escribio|envio|написал\w*|отправил\w*|послал\w*)\b"
)


def _day(r: Read) -> Claim | None:
    """A dated day and the one place named: where the person was that day."""
    if _SENT.search(r.folded):
        return None
    days = [t.time for t in r.toks if t.time is not None and t.time.precision == "day"]
    if len(days) != 1:
        return None
    names = {fold_name(w) for w in r.main.label.split()}
    places = []
    for p in _IN_PLACE.finditer(r.clean):
        name = p.group(1)
        if fold_name(name.split()[0]) in names or re.match(r"\d", name):
            continue
        if p.group(0).split()[0].lower() in ("of", "de", "von", "del", "des"):
            continue
        places.append(_place(name, r.lang))
    if len({p.key for p in places}) != 1:
        return None
    return r.claim("presence:day", place=places[0], time=days[0])


def compare(ca: Claim, cb: Claim) -> Finding | None:
    from semnet.graph.judge.compare import Finding

    if ca.slot != cb.slot:
        return None
    if ca.slot == "presence:day":
        assert ca.time is not None and cb.time is not None and ca.place and cb.place
        if ca.time.start != cb.time.start or ca.place.cyrillic != cb.place.cyrillic:
            return None
        if same_place(ca.place, cb.place) is False:
            return Finding(Stance.CONTRADICTS, f"{ca.label}: in {ca.place.label} and in "
                           f"{cb.place.label} on {ca.time.text}", 0.75, "presence")  # fmt: skip
        return None
    if not _same_event(ca, cb):
        return None
    what = (ca.status or "").split("|")[0]
    if ca.negated != cb.negated:
        return Finding(Stance.CONTRADICTS, f"{ca.label}: absent from the {what} and present at it",
                       0.8, "presence")  # fmt: skip
    if ca.negated:
        return Finding(
            Stance.AGREES, f"{ca.label}: absent from the {what} in both", 0.6, "presence"
        )
    if ca.place is not None and cb.place is not None:
        same = same_place(ca.place, cb.place)
        if same is False and ca.place.cyrillic == cb.place.cyrillic:
            return Finding(Stance.CONTRADICTS, f"{ca.label}: in {ca.place.label} and in "
                           f"{cb.place.label} at the {what}", 0.8, "presence")  # fmt: skip
        if same is False:
            return None
        return Finding(Stance.AGREES, f"{ca.label}: at the {what} in {ca.place.label}", 0.6,
                       "presence")  # fmt: skip
    if ca.anchor == "day of" or cb.anchor == "day of":
        return None
    return Finding(Stance.AGREES, f"{ca.label}: present at the {what} in both", 0.6, "presence")


def _same_event(ca: Claim, cb: Claim) -> bool:
    ka, kb = (ca.status or "").split("|"), (cb.status or "").split("|")
    if ka[0] != kb[0] or ka[1] != kb[1]:
        return False
    if ca.time is not None and cb.time is not None and ca.time.start.year != cb.time.start.year:
        return False
    if ka[2] and kb[2] and ka[2] != kb[2]:
        pa = Place(key=ka[2], label=ka[2], cyrillic=bool(re.search(r"[а-я]", ka[2])), names=())
        pb = Place(key=kb[2], label=kb[2], cyrillic=bool(re.search(r"[а-я]", kb[2])), names=())
        return same_place(pa, pb) is not False
    return True
