"""What a building's roof is covered with — thatch, slate, tiles, metal or
shingles —, one kind per roof: "the cottages were thatched" against "had
slate roofs" contradicts, "reetgedeckt" and "a thatched roof" agree.

A covering is read only near a word of a roof ("roof", "Dach", "toit",
"tejado", "крыша", "gedeckt", "couvert", "крыта") or in a word that is one
("thatched", "Reetdach", "chaumière", "черепичная"); a statement that
names two coverings (one replaced the other), denies one, or says "once"
says nothing. "The roof of the chapel" is the chapel's.

Hand-written, small and per language: no offline library knows what a roof
is covered with.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from semnet.graph.judge import cues, exclusive
from semnet.graph.judge.cues import words

if TYPE_CHECKING:
    from semnet.graph.judge.claims import Claim
    from semnet.graph.judge.compare import Finding
    from semnet.graph.judge.lexical import Read

SLOT = "kind:roof"
SLOTS = frozenset({SLOT})

# coverings (folded words); a word that is itself a roof is in `_ROOF_WORDS`
_COVERING = {
    "thatch": words("thatch thatched straw reed reet stroh chaume paja balago"),
    "slate": words("slate slated slates schiefer ardoise ardoises pizarra pizarras"),
    "tile": words(
        "tile tiles tiled pantile pantiles ziegel ziegeln pfannen dachpfannen tuile tuiles "
        "teja tejas"
    ),
    "metal": words(
        "zinc tin corrugated copper blech zink kupfer tole cuivre chapa cinc cobre жесть жестью"
    ),
    "shingle": words("shingle shingles shingled schindel schindeln bardeau bardeaux tejamanil"),
}
# stems of Russian coverings ("соломенная", "соломой", "черепицей", "железом")
_RU_STEMS = {
    "солом": "thatch",
    "камыш": "thatch",
    "шифер": "slate",
    "сланц": "slate",
    "черепиц": "tile",
    "черепичн": "tile",
    "желез": "metal",
    "жестян": "metal",
    "тес": "shingle",
    "тёс": "shingle",
    "дранк": "shingle",
    "гонт": "shingle",
}
# words that are a roof and its covering at once
_ROOF_WORDS = {
    "thatch": words("thatched reetdach strohdach reetgedeckt strohgedeckt chaumiere chaumieres"),
    "slate": words("schieferdach schiefergedeckt"),
    "tile": words("ziegeldach ziegelgedeckt"),
    "metal": words("blechdach kupferdach zinkdach"),
    "shingle": words("schindeldach"),
}
# words of a roof, near which a covering is the roof's
_ROOF = words(
    "roof roofs roofed rooftop dach dacher gedeckt eingedeckt toit toits toiture toitures "
    "couvert couverte couverts couvertes tejado tejados techo techos cubierta techado techada "
    "techados крыша крыши крышей крышу крыт крыта крыто крыты крытый крытая покрыт покрыта "
    "покрыты кровля кровлей"
)
# "the roof of the chapel": the roof's owner is the statement's thing
ROOF_NOUNS = words("roof dach toit toiture tejado techo cubierta крыша кровля")
_ONCE = words(
    "once formerly originally replaced re-roofed einst fruher ursprunglich ersetzt autrefois "
    "jadis remplace remplacee remplacees antes antiguamente sustituido sustituida sustituyo "
    "когда-то прежде раньше заменили заменена перекрыли"
)
_WINDOW = 3  # words either side, within one clause
_RU_ADJ_ENDS = ("ыи", "ая", "ое", "ои", "ые", "ии", "ую", "ых", "ым", "ыми", "ого", "ей")  # folded
# a copula before the covering: "the roof of the chapel is slate"
_BE = words("is was were are ist war waren est etait fut es era fue был была было были")


def _covering(w: str, lang: str) -> str | None:
    for kind, ws in _COVERING.items():
        if w in ws:
            return kind
    if lang == "ru":
        return next((k for stem, k in _RU_STEMS.items() if w.startswith(stem)), None)
    return None


def roof_of(r: Read) -> set[str]:
    """The coverings the statement gives a roof (none, one, or more)."""
    found: set[str] = set()
    for clause in re.split(r"[,;:.()—]", r.folded):
        ws = re.findall(r"[\w-]+", clause)
        for k, w in enumerate(ws):
            whole = next((c for c, xs in _ROOF_WORDS.items() if w in xs), None)
            if whole is None and w.endswith("-roofed"):  # "slate-roofed"
                whole = _covering(w.removesuffix("-roofed"), r.lang)
            if whole is not None:
                found.add(whole)
                continue
            c = _covering(w, r.lang)
            if c is None:
                continue
            span = 2 if c == "metal" else _WINDOW  # "a tin bath under the roof" is no tin roof
            if r.lang == "ru" and w.endswith(_RU_ADJ_ENDS):
                span = 1  # "железная крыша", not "под крышей висел железный фонарь"
            near = ws[max(0, k - span) : k] + ws[k + 1 : k + 1 + span]
            said = k > 0 and ws[k - 1] in _BE and any(_is_roof(x, r.lang) for x in ws[:k])
            if said or any(_is_roof(x, r.lang) for x in near):
                found.add(c)  # "a slate roof", "roofed with slate", "the roof … is slate"
    return found


def _is_roof(w: str, lang: str) -> bool:
    return w in _ROOF or (lang == "ru" and w.startswith(("крыш", "кровл", "покры", "крыт")))


def claims(r: Read) -> list[Claim]:
    if r.main.kind == "character":
        return []
    r = r.owner_of(ROOF_NOUNS)
    found = roof_of(r)
    if len(found) != 1:
        return []  # none, or one covering replaced by another
    ws = set(re.findall(r"[\w-]+", r.folded))
    if ws & (cues.NEGATION.get(r.lang, frozenset()) | cues.NEVER.get(r.lang, frozenset())):
        return []
    return [r.claim(SLOT, status=found.pop(), time=r.when, restricted=bool(ws & _ONCE))]


def compare(ca: Claim, cb: Claim) -> Finding | None:
    if ca.slot != SLOT or cb.slot != SLOT:
        return None
    return exclusive.compare(ca, cb, "a roof of", "roof")
