"""A statement said again with "only" and what it is limited to qualifies the
plain one, when no claim of either is read (round 19): "Schooling at the
Gusarov school was free." / "Lessons at the Gusarov school cost nothing
only for the children of the works' employees", "Вход в музей был
бесплатным." / "Бесплатно в музей пускали только по воскресеньям", "Die
Hütte stellte Rubinglas her." / "Rubinglas wurde in der Hütte nur zwischen
1876 und 1899 hergestellt".

The plain statement's content words (their lemmas: simplemma, pymorphy3)
must be mostly (`SHARED`) in the other, which adds words of its own and says
"only" ("only", "seulement", "ne … que", "nur", "solo", "только", "лишь"); a
plain statement with a figure is left to the claims (a different figure
with "only" is another figure, not a limit). Both statements are in one
language. The words of "only" are hand-written per language."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from semnet.graph.judge import cues
from semnet.graph.judge.base import Stance
from semnet.graph.judge.numwords import words_to_digits
from semnet.graph.manuscript.names import fold, lemmas, morph_ru

if TYPE_CHECKING:
    from semnet.graph.judge.compare import Finding

_ONLY = {
    "en": re.compile(r"\bonly\b", re.I),
    "fr": re.compile(
        r"\bseulement\b|\bn(?:e\s|['’]\s?)(?:(?!pas\b|jamais\b|plus\b|rien\b)\w+\s+){1,4}"
        r"qu(?:e\b|['’])",
        re.I,
    ),
    "de": re.compile(r"\bnur\b", re.I),
    "es": re.compile(r"\b(?:solo|sólo|solamente|únicamente)\b", re.I),
    "ru": re.compile(r"(?<!\w)(?:только|лишь)(?!\w)", re.I),
}
# the share of the plain statement's content words the other must have
SHARED = 0.6


def _content(text: str, lang: str) -> tuple[set[str], set[str]]:
    """The content words' lemmas, and those of names (a capital past the first
    word; German writes every noun so, and names nothing by it)."""
    stop = cues.STOPWORDS.get(lang, frozenset())
    out: set[str] = set()
    names: set[str] = set()
    for i, w in enumerate(re.findall(r"\w+", text)):
        f = fold(w)
        if f in stop or f.isdigit() or len(f) < 3:
            continue
        lemma = lemmas(w, lang)[1]
        out.add(lemma)
        if _name(i, w, lang):
            names.add(lemma)
    return out, names


def _name(i: int, word: str, lang: str) -> bool:
    """A name: a capital past the first word, or a first word no dictionary
    knows ("Amos", not "Admission"); German writes every noun with one."""
    if lang == "de" or not word[:1].isupper():
        return False
    if i > 0:
        return True
    if lang == "ru":
        return any(t in morph_ru().parse(word)[0].tag for t in ("Name", "Surn", "Geox"))
    import simplemma

    return not simplemma.is_known(word.lower(), lang)


def _negated(text: str, lang: str) -> bool:
    neg = cues.NEGATION.get(lang, frozenset())
    return any(fold(w) in neg for w in re.findall(r"\w+", text))


def finding(a: str, b: str, lang_a: str, lang_b: str) -> Finding | None:
    """The qualification one statement makes of the other by "only", if any."""
    from semnet.graph.judge.compare import Finding

    only = _ONLY.get(lang_a)
    if only is None or lang_a != lang_b:
        return None
    for plain, said, side in ((a, b, "b"), (b, a, "a")):
        if not only.search(said) or only.search(plain):
            continue
        if re.search(r"\d", words_to_digits(plain, lang_a)):
            return None  # "twelve bedrooms" / "only eight": figures, for the claims
        if _negated(plain, lang_a):
            return None  # "never studied" / "had only lessons at home": no limit of a denial
        (cp, names), (cs, _) = _content(plain, lang_a), _content(said, lang_a)
        cs -= cues.ONLY_WORDS  # "only" itself is no content
        shared = cp & cs
        if len(cp) < 2 or not cs - cp or len(shared) < SHARED * len(cp):
            return None
        if len(shared - names) < 2:
            return None  # the same people, not the same thing said ("Ned Carver's only son")
        why = f'the same said with "only": {", ".join(sorted(cp & cs)[:4])}'
        return Finding(Stance.QUALIFIES, why, 0.5, "only", side)
    return None
