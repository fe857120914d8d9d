"""A periodical's or a body's start said by its first issue, its first
appearance, its existence since a year or (of a glossary note) the year it
goes back to, as the founding the slot readers read: "The first issue of
the Gazette came out in 1862", "Le premier numéro de la Gazette parut en
1862", "Die erste Nummer der Zeitung erschien 1862", "El primer número de
la Gaceta salió en 1862", "Первый номер «Вестника» вышел в 1862 году", "The
Gazette first appeared in 1862", "«Вестник» выходил с 1862 года", "The
Gazette has existed since 1862", "besteht seit 1862", "существует с 1862
года", "The Gazette dates from 1862", "remonte à 1862" — each also says "…
was founded in 1862", added as a sentence of its own after the statement
(as `idioms.since_founding` does).

Only a place or glossary note is founded so (a person who "first appeared"
on a stage is not), and only a glossary note by the year it goes back to (a
building that dates from a year was built then); hand-written per language,
as no library reads a first issue as a start.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from semnet.graph.manuscript.names import WORD

if TYPE_CHECKING:
    from semnet.graph.manuscript.names import NameIndex

_Y = r"[^.;]*?\b(?P<y>1\d{3})\b"  # the first year after the verb, in its clause
_LEAD = r"^\s*(?P<x>[^,;.]{2,80}?)\s+"  # the statement's subject, up to the verb
# lang -> (pattern, the founding said as a sentence)
_FIRSTS: dict[str, tuple[list[str], str]] = {
    "en": ([r"\b[Tt]he first (?:issue|number|edition) of (?P<x>[^,;.]+?) (?:came out|appeared"
            r"|was published|was printed|went on sale)\b" + _Y,
            _LEAD + r"(?:first appeared|was first published|began publication|began to appear"
            r"|started publication)\b" + _Y,
            _LEAD + r"(?:has|had) (?:only )?existed since (?P<y>1\d{3})\b"],
           "{x} was founded in {y}."),
    "fr": ([r"\b[Ll]e premier numéro (?:de la |du |de l['’]|des |de )(?P<x>[^,;.]+?) (?:parut"
            r"|sortit|fut publié|a paru|est sorti|vit le jour)\b" + _Y,
            _LEAD + r"(?:parut|sortit|fut publiée?) pour la première fois\b" + _Y,
            _LEAD + r"(?:(?:existe|existait) (?:seulement )?|n['’](?:existe|existait) que )depuis "
            r"(?P<y>1\d{3})\b"],
           "{x} fut fondé en {y}."),
    "de": ([r"\b[Dd]ie erste (?:Nummer|Ausgabe) (?:der|des) (?P<x>[^,;.]+?) (?:erschien|kam)\b"
            + _Y,
            _LEAD + r"erschien (?:erstmals|zum ersten Mal)\b" + _Y,
            _LEAD + r"(?:besteht|bestand|existiert|existierte) (?:erst |schon |bereits )?seit "
            r"(?:dem Jahr )?(?P<y>1\d{3})\b"],
           "{x} wurde {y} gegründet."),
    "es": ([r"\b[Ee]l primer número (?:del |de la |de )(?P<x>[^,;.]+?) (?:salió|apareció"
            r"|se publicó|vio la luz)\b" + _Y,
            _LEAD + r"(?:apareció|salió|se publicó) por primera vez\b" + _Y,
            _LEAD + r"(?:existe|existía) (?:solo |sólo |solamente )?desde (?P<y>1\d{3})\b"],
           "{x} se fundó en {y}."),
    "ru": ([r"\b[Пп]ервый (?:номер|выпуск) (?P<x>«[^»]+»|[^,;.]+?) (?:вышел|появился"
            r"|увидел свет)\b" + _Y,
            _LEAD + r"(?:выходил|выходила|выходило|издавался|издавалась|издавалось) с "
            r"(?P<y>1\d{3})\b",
            _LEAD + r"(?:существует|существовал|существовала|существовало) (?:только |лишь )?с "
            r"(?P<y>1\d{3})\b"],
           "{x} основан в {y} году."),
}  # fmt: skip
_RX = {lang: [re.compile(p) for p in pats] for lang, (pats, _) in _FIRSTS.items()}
# an institution's age said by where it goes back to ("The Gazette dates from 1862", "remonte
# à 1862", "geht auf 1862 zurück", "se remonta a 1862", "ведёт историю с 1862 года"): its
# founding, of a glossary note only (a building that dates from a year was built then:
# `idioms.py`); since round 28
_ORIGINS = {
    "en": [_LEAD + r"(?:dates|dated) (?:back )?(?:from|to) (?P<y>1\d{3})\b",
           _LEAD + r"(?:goes|went) back to (?P<y>1\d{3})\b"],
    "fr": [_LEAD + r"(?:date|datait|remonte|remontait) (?:de|à) (?P<y>1\d{3})\b"],
    "de": [_LEAD + r"(?:stammt|stammte) aus dem Jahr (?P<y>1\d{3})\b",
           _LEAD + r"(?:geht|ging) auf (?:das Jahr )?(?P<y>1\d{3}) zurück\b"],
    "es": [_LEAD + r"(?:data|databa) de (?P<y>1\d{3})\b",
           _LEAD + r"se (?:remonta|remontaba) a (?P<y>1\d{3})\b"],
    "ru": [_LEAD + r"(?:ведёт|ведет|вёл|вел|ведут) (?:свою )?историю с (?P<y>1\d{3})\b"],
}  # fmt: skip
_ORIGIN_RX = {lang: [re.compile(p) for p in pats] for lang, pats in _ORIGINS.items()}


def _a_thing(x: str, lang: str, names: NameIndex, kinds: frozenset[str]) -> bool:
    """Does the phrase name a note of those kinds, and no person?"""
    got = {names.kind(m.entity) for m in names.find_all(WORD.findall(x), lang) if m.entity}
    return bool(got & kinds) and "character" not in got


def founding(s: str, lang: str, names: NameIndex | None) -> str:
    """The statement, and after it the founding its first issue or its
    existence since a year says, as a sentence of its own."""
    if names is None or lang not in _RX:
        return s
    things, glossary = frozenset({"place", "glossary"}), frozenset({"glossary"})
    pats = [*((x, things) for x in _RX[lang]), *((x, glossary) for x in _ORIGIN_RX[lang])]
    for rx, kinds in pats:
        m = rx.search(s)
        if m is None or not _a_thing(m["x"], lang, names, kinds):
            continue
        x = m["x"].strip()
        said = _FIRSTS[lang][1].format(x=x[:1].upper() + x[1:], y=m["y"])
        return f"{s.rstrip()} {said}"
    return s
