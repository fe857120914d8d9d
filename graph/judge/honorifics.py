"""Titles and callings before a name ("Mrs Hale", "Dr. Weber", "Frau Lindner",
"M. Fabre", "doña Carmen", "госпожа Волкова", "священник Сомов", "the
rector, Father Hugh, …"): they are part of how a person is named, not a
subject of their own, so the statement is about the person they name.

Abbreviated titles lose their full stop before a name (the stop would end
the clause: "Dr. | Weber starb"); a Russian calling before a surname that
agrees with it is an apposition ("священник Сомов", "госпожа Волкова"), not
the calling of the one the surname names in the genitive ("дочь Волкова"); a
clause that opens with a role noun set off by commas and then the name
("The baker, Jan Kowal, was born …", "El párroco, don Tomás, nació …",
"Jan Kowal's wife, Anna, …") is about the person the apposition names.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING

from semnet.graph.judge import cues
from semnet.graph.manuscript.names import fold, morph_ru

if TYPE_CHECKING:
    from semnet.graph.judge.subjects import Subject
    from semnet.graph.judge.text import Segment, Tok

# Titles of address and of the clergy, by language (no library lists them):
# they stand before a name and are no part of the subject's noun phrase.
_TITLES = {
    "en": "mr mrs miss ms dr doctor father reverend rev canon sister brother sir lady lord "
    "captain professor prof mister mistress master",
    "de": "herr frau fräulein dr doktor pfarrer pastor pater professor prof kapitän fürst graf "
    "gräfin baron baronin witwe",
    "fr": "m monsieur mme madame mlle mademoiselle dr docteur abbé l'abbé père mère soeur sœur "
    "frère maître capitaine professeur veuve",
    "es": "don doña dona señor señora señorita sr sra srta dr doctor padre fray sor madre "
    "capitán profesor viuda",
    "ru": "господин госпожа г-н г-жа мадам месье доктор отец батюшка матушка сестра брат "
    "священник профессор капитан вдова",
}
TITLES = {lang: frozenset(fold(w) for w in words.split()) for lang, words in _TITLES.items()}
ALL_TITLES = frozenset().union(*TITLES.values())

# an abbreviated title (or "St") whose full stop comes before a capitalised name
_DOTTED = re.compile(
    r"\b(Mr|Mrs|Ms|Dr|Rev|Prof|St|Ste|Mme|Mlle|Me|M|Sr|Sra|Srta|Hr|Fr|Pfr)\.(?=\s*[A-ZÀ-ÖØ-Þ])"
)


def undot(text: str) -> str:
    """ "Dr. Weber" → "Dr Weber", "M. Fabre" → "M Fabre", "St. Petersburg" → "St
    Petersburg": the full stop of an abbreviated title ends no clause."""
    return _DOTTED.sub(r"\1", text)


def is_title(t: Tok, lang: str) -> bool:
    """A title or calling of address ("Frau", "abbé", "doña", "госпожа")."""
    return t.kind == "w" and (t.f in TITLES.get(lang, frozenset()) or (t.f in ALL_TITLES and t.cap))


def ru_apposition(head: Tok, name: Tok, kind: str | None) -> bool:
    """A Russian calling before a surname that agrees with it in case and
    gender ("священник Сомов", "госпожа Волкова", "учительница Сомова") is
    an apposition; a kinship noun is not ("дочь Волкова" is Volkov's). So is
    a thing's kind before its name ("колокол «Благовест»", "шхуна «Надежда»")."""
    from semnet.graph.judge.kinship import term
    from semnet.graph.judge.relations import KIN

    if head.f in TITLES["ru"] and head.f not in ("сестра", "брат", "отец"):
        return True
    if term(head.lem) is not None or any(w in KIN["ru"] for w in head.lem):  # "Свекровь Анны"
        return False
    life = "anim" if kind == "character" else "inan"
    heads = [p for p in morph_ru().parse(head.text)[:2] if p.tag.POS == "NOUN" and life in p.tag]
    heads = [p for p in heads if p.tag.case == "nomn" and p.tag.number == "sing"]
    if not heads or kind not in ("character", "glossary"):
        return False
    names = [p for p in morph_ru().parse(name.text) if p.tag.case == "nomn"]
    if kind == "glossary":
        return any(n.tag.number == "sing" for n in names)
    return any(
        n.tag.gender in (None, h.tag.gender) or n.tag.POS == "ADJS"
        for h in heads for n in names
    )  # fmt: skip


def _only_name(seg: Segment, sub: Subject, lang: str) -> bool:
    """Is a segment only a name with its titles ("Father Hugh", "l'abbé Le Goff",
    "don Tomás")?"""
    stop = cues.STOPWORDS.get(lang, frozenset())
    for i, t in enumerate(seg.toks):
        if sub.start <= i < sub.end:
            continue
        if t.kind != "w" or not (is_title(t, lang) or t.f in stop or t.f in ("le", "l", "de")):
            return False
    return True


def _role_phrase(seg: Segment, lang: str) -> bool:
    """A short noun phrase with no verb and no name of its own ("The rector",
    "el párroco", "the doctor")."""
    stop = cues.STOPWORDS.get(lang, frozenset())
    content = [t for t in seg.toks if t.kind == "w" and t.f not in stop]
    return 1 <= len(content) <= 2 and all(lang == "de" or not t.cap for t in content[-1:])


def _named_then_kin(
    segs: list[Segment], i: int, own: Subject | None, nxt: Subject | None, lang: str
) -> bool:
    """Is segment i only a person's name and the next only someone's relative,
    another's ("Saul Gray, Helen Gray's husband, …", "Saul Gray, the husband
    of Helen Gray, …")?"""
    if own is None or nxt is None or own.kind != "character" or not own.key.startswith("@"):
        return False
    if not nxt.key.startswith("rel:") or nxt.key.endswith(own.key):
        return False
    if segs[i].kind != "main" or segs[i + 1].kind != "main" or segs[i + 2].kind == "adjunct":
        return False
    return _only_name(segs[i], own, lang) and _only_name(segs[i + 1], nxt, lang)


def named_main(
    segs: list[Segment], subjects: list[Subject | None], main: Subject | None, lang: str
) -> tuple[list[Subject | None], Subject | None]:
    """The subjects of the segments and the main one, a role phrase (or a
    relative of someone) followed by an apposition that only names someone
    ("The rector, Father Hugh, was born …", "Jan Kowal's wife, Anna, …")
    taking the subject that apposition names."""
    out = list(subjects)
    for i in range(len(segs) - 2):
        own, nxt = out[i], out[i + 1]
        if _named_then_kin(segs, i, own, nxt, lang):  # "Saul Gray, Helen's husband, died"
            assert own is not None and nxt is not None
            named = replace(own, word=nxt.word, relative=nxt.key)
            main = named if main is own else main
            out[i] = out[i + 1] = named
            continue
        if own is None or own.key.startswith("@") or nxt is None or not nxt.key.startswith("@"):
            continue
        if segs[i].kind != "main" or segs[i + 1].kind != "main" or segs[i + 2].kind == "adjunct":
            continue
        kin = own.key.startswith("rel:") and not own.key.endswith(nxt.key)  # "Jan's wife, Anna,"
        if nxt.kind == "character" and (kin or _role_phrase(segs[i], lang)):
            if _only_name(segs[i + 1], nxt, lang):
                if kin:  # "Jan Kowal's wife, Anna,": Jan has a wife
                    nxt = replace(nxt, word=own.word, relative=own.key)
                main = nxt if main is own else main
                out[i] = nxt
    return out, main
