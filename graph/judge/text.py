"""The prose of a statement as the rules judge reads it: markup removed,
number words made figures, then a stream of tokens — words (with their
folded form and lemmas), dates, figures with units, punctuation — split into
segments at clause boundaries.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from semnet.graph.judge import cues, ranges
from semnet.graph.judge.cues import words
from semnet.graph.judge.values import (
    Quantity,
    TimeValue,
    bare_numbers,
    find_dates,
    find_quantities,
    marked_time,
    span_of,
)
from semnet.graph.manuscript.names import fold, lemmas

if TYPE_CHECKING:
    from semnet.graph.judge.claims import Place

_FIELD = re.compile(r"\[[^\W\d][\w \-]*::[^\[\]\n]*\]|\([^\W\d][\w \-]*::[^()\n]*\)")
_LINE_FIELD = re.compile(r"^[ \t]*[A-Za-z][\w \-]*::.*$", re.M)
_PANDOC = re.compile(r"\[[^\[\]\n]*@[A-Za-z][^\[\]\n]*\]")
_INKHAVEN = re.compile(r"(?<!\w)@[A-Za-z](?:[A-Za-z0-9_:-]*[A-Za-z0-9_])?(?:\[[^\[\]\n]*\])?")
_BLOCK_ID = re.compile(r"(?:^|\s)\^[A-Za-z0-9][A-Za-z0-9_-]*\s*$")
_WIKI = re.compile(r"!?\[\[([^\[\]\n|]*)(?:\|([^\[\]\n]*))?\]\]")
_MDLINK = re.compile(r"!?\[([^\[\]\n]*)\]\([^()\n]*\)")
_MARKUP = re.compile(r"[*_`~]+")
_SPACES = re.compile(r"\s+")
_SPACE_PUNCT = re.compile(r"\s+([.,;:!?])")


def strip_marks(text: str) -> str:
    """Case-folded, accents removed (Unicode-aware; ё → е, ß → ss)."""
    return fold(text)


def _wiki_text(m: re.Match[str]) -> str:
    if m.group(2):
        return m.group(2)
    target = m.group(1).split("#", 1)[0]
    return target.rsplit("/", 1)[-1]


def clean_text(text: str) -> str:
    """The prose of a statement: inline fields, citations, block ids and link
    syntax removed (a link keeps its shown text)."""
    t = _FIELD.sub(" ", text)
    t = _LINE_FIELD.sub(" ", t)
    t = _PANDOC.sub(" ", t)
    t = _INKHAVEN.sub(" ", t)
    t = _BLOCK_ID.sub(" ", t)
    t = _WIKI.sub(_wiki_text, t)
    t = _MDLINK.sub(lambda m: m.group(1), t)
    t = _MARKUP.sub("", t)
    return _SPACE_PUNCT.sub(r"\1", _SPACES.sub(" ", t)).strip()


@dataclass(frozen=True, slots=True)
class Tok:
    """One token: a word (`w`), a date (`t`), a figure with its unit (`q`), a
    figure without one (`n`) or punctuation (`p`)."""

    kind: str
    text: str
    f: str  # folded
    lem: tuple[str, ...] = ()  # folded lemmas, the folded form first
    time: TimeValue | None = None
    qty: Quantity | None = None

    @property
    def is_word(self) -> bool:
        return self.kind == "w"

    def is_(self, words: frozenset[str] | set[str]) -> bool:
        """Does this word (or one of its lemmas) belong to `words`?"""
        return self.kind == "w" and any(x in words for x in self.lem)

    @property
    def cap(self) -> bool:
        return self.kind == "w" and self.text[:1].isupper()


# (a hyphen between figures is a range's dash: "2.000-3.000 hombres", `ranges.py`)
_TOKEN = re.compile(r"\w+|[,;:()\[\]«»\"“”„?!]|[—–]|(?<=\d)-(?=\d)|\.(?=\s|$)")
_RU_YEAR_WORDS = words("года году год г гг")


def tokenize(text: str, lang: str) -> list[Tok]:
    """Tokens of a cleaned statement (number words already figures)."""
    dates = find_dates(text, lang)
    spans = [(s, e) for s, e, _ in dates]
    qtys = find_quantities(text, lang, spans)
    values: list[tuple[int, int, Tok]] = [
        (s, e, Tok("t", tv.text, fold(tv.text), time=tv)) for s, e, tv in dates
    ]
    values += [(s, e, Tok("q", q.text, fold(q.text), qty=q)) for s, e, q in qtys]
    taken = spans + [(s, e) for s, e, _ in qtys]
    for s, e, q in bare_numbers(text, lang, taken):
        values.append((s, e, Tok("n", q.text, fold(q.text), qty=q)))
    values.sort(key=lambda v: v[0])
    out: list[Tok] = []
    vi = 0
    for m in _TOKEN.finditer(text):
        while vi < len(values) and values[vi][1] <= m.start():
            vi += 1
        if vi < len(values) and values[vi][0] <= m.start() < values[vi][1]:
            if not out or out[-1] is not values[vi][2]:
                out.append(values[vi][2])
            continue
        w = m.group(0)
        if not (w[0].isalnum() or w[0] == "_"):
            out.append(Tok("p", w, w))
            continue
        f = fold(w)
        if out and out[-1].kind == "t" and f in _RU_YEAR_WORDS:
            continue  # "1871 года": the year word belongs to the date
        out.append(Tok("w", w, f, lemmas(w, lang)))
    return ranges.join(out, lang)


@dataclass(slots=True)
class Segment:
    """A run of tokens between clause boundaries. `kind` is `main`, `sub` (a
    subordinate or relative clause: "which …", "que …", "der …") or `adjunct`
    (only dates, places and prepositions: "In 1900,")."""

    toks: list[Tok]
    kind: str = "main"
    index: int = 0
    context: list[TimeValue] = field(default_factory=list)
    # the place of a trailing ", in Zarechensk" (`trailing.py`)
    places: list[Place] = field(default_factory=list)


# English subordinators that are prepositions before a date with no comma after
# it: "After 1905 Brandauer conducted in Vienna" is a main clause (since round 27)
_TIME_PREPS = frozenset({"after", "before", "since", "until", "till"})
# "until his death", "until her retirement": an end, no clause
_TILL_END = {(own, end) for own in ("his", "her", "their") for end in ("death", "retirement")}
# the words of a date phrase before its year ("the summer of 1869", "the end of 1870")
_DATE_WORDS = frozenset(
    str.split("the of end beginning start middle summer winter spring autumn fall late early")
)


def _date_phrase(toks: list[Tok]) -> bool:
    """Do these words reach a date through date words only?"""
    for u in toks:
        if u.kind == "t":
            return True
        if u.kind != "w" or u.f not in _DATE_WORDS:
            return False
    return False


# Words that open a relative clause after a comma but are articles first.
_ARTICLES = frozenset({"der", "die", "das", "dem", "den", "that", "que"})
_BOUNDARY = frozenset({",", ";", ":", "(", ")", "[", "]", "?", "!", "."})
_SENTENCE_ENDS = frozenset({".", "!", "?", ";", ":"})


# the words that open an English main clause after a when-clause's date
_WHEN_ENDS = frozenset({"the", "it", "he", "she", "they"})


def segments(toks: list[Tok], lang: str) -> list[Segment]:
    """Split tokens into segments at punctuation and before a subordinator;
    classify them; give each main segment the dates of the adjunct segments
    next to it ("In 1900, …", "…, in 1925.")."""
    subs = cues.SUBORDINATORS.get(lang, frozenset())
    segs: list[Segment] = []
    cur: list[Tok] = []
    # the segments that open a sentence: an article there is no relative pronoun
    # ("Die Mühle war alt. Die Mühle wurde 1862 gebaut.", since round 28)
    openers: set[int] = {0}
    for i, t in enumerate(toks):
        if t.kind == "p" and t.text in _BOUNDARY:
            if cur:
                segs.append(Segment(cur))
                if t.text in _SENTENCE_ENDS:
                    openers.add(len(segs))
            cur = []
            continue
        if t.kind == "p":
            continue
        if cur and t.kind == "w" and t.f in subs and _opens_clause(toks, i, lang):
            segs.append(Segment(cur))
            cur = []
        elif (
            cur
            and lang == "en"
            and cur[0].f in cues.WHEN
            and toks[i - 1].kind == "t"
            and (t.f in _WHEN_ENDS)
        ):  # since round 45: "When it opened in 1885 the school had …", no comma
            segs.append(Segment(cur))
            cur = []
        cur.append(t)
    if cur:
        segs.append(Segment(cur))
    for i, s in enumerate(segs):
        s.index = i
        first = s.toks[0]
        if (
            first.kind == "w"
            and first.f in subs
            and (i not in openers or first.f not in _ARTICLES)
            and not _preposition(s.toks, 0)
            and not _ordered(s.toks, 0, lang)
            and not (len(s.toks) > 2 and s.toks[1].kind == "t" and first.f in _TIME_PREPS)
        ):
            s.kind = "sub"
        elif _dated_adjunct(s.toks, lang):
            s.kind = "adjunct"
        elif (
            i == 0
            and len(segs) > 2
            and s.toks[0].is_(cues.PREPOSITIONS.get(lang, frozenset()))
            and _dated_adjunct(segs[1].toks, lang)
        ):
            s.kind = "adjunct"  # since round 35: "In the year of the great fire, 1880, …"
        elif i == 0 and len(segs) > 1 and _source_opening(s.toks):
            s.kind = "adjunct"  # "Selon Le Messager, …": who says it, not what it is about
        elif 0 < i < len(segs) - 1 and _before_after(s.toks):
            s.kind = "adjunct"  # "Dès 1870, avant même l'arrivée des Anglais, Valdecobre …"
        elif all(t.kind == "w" and t.is_(_EVEN) for t in s.toks):
            s.kind = "adjunct"  # "even" before "before the arrival", a subordinator
        elif (
            i < len(segs) - 1
            and all(x.kind == "adjunct" for x in segs[:i])
            and _fronted_place(s.toks, lang)
        ):
            s.kind = "adjunct"  # "In 1917, from the pulpit, Faustino …": where, not who
    for i, s in enumerate(segs):
        if s.kind == "sub" and i == 0 and s.toks[0].f in cues.WHEN and len(segs) > 1:
            # "When the mine burned in 1927, Concha was twelve": the main clause then
            target = _neighbour_main(segs, i, lang)
            if target is not None and not any(t.time for t in target.toks):
                target.context.extend(t.time for t in s.toks if t.time is not None)
        elif s.kind == "sub" and i > 0 and s.toks[0].f in cues.WHEN and segs[i - 1].kind == "main":
            # since round 42 after it: "The theatre seated 640 when it opened in 1838"
            before = segs[i - 1]
            if not any(t.time for t in before.toks) and not before.context:
                before.context.extend(t.time for t in s.toks if t.time is not None)
        if s.kind != "adjunct":
            continue
        times = adjunct_times(s.toks, lang)
        target = _neighbour_main(segs, i, lang)
        if target is not None:
            target.context.extend(times)
        bare = _bare_date(s.toks, lang)  # "в 1880-м", not "né en 1880" (a birth, not a time)
        nxt = segs[i + 1] if bare and target is segs[i - 1] and i + 1 < len(segs) else None
        if (
            nxt is not None
            and nxt.kind == "main"
            and nxt.toks[0].kind == "w"
            and not nxt.toks[0].cap
        ):
            nxt.context.extend(times)  # since round 35: "Anna, in 1880-м, было 32" goes on
        if i > 0 and segs[i - 1].kind == "sub" and len(segs[i - 1].toks) == 1:
            segs[i - 1].context.extend(times)  # "was nineteen when, in 1926, she …"
    return segs


_TO = words("to until till and à a au et bis und y hasta по до и")


def adjunct_times(toks: list[Tok], lang: str) -> list[TimeValue]:
    """The dates of a date phrase, as the words before them make them ("les
    années 1880" is a decade); "De 1920 à 1935,", "Von 1919 bis 1930,", "С
    1906 по 1917 год," are one period."""
    times = [t for t in toks if t.time is not None]
    if len(times) == 2:
        k = toks.index(times[0])
        if k + 2 < len(toks) and toks[k + 1].f in _TO and toks[k + 2] is times[1]:
            a, b = times[0], times[1]
            return [span_of(a.time, b.time, "range", f"{a.text}–{b.text}")]  # type: ignore[arg-type]
    out = []
    for t in times:
        k = toks.index(t)
        before = " ".join(u.text for u in toks[max(0, k - 5) : k] if u.kind == "w")
        out.append(marked_time(t.time, before, lang))  # type: ignore[arg-type]
    return out


# "während" before an article is a preposition ("während der Woche")
_PREP_BEFORE_ARTICLE = frozenset({"wahrend"})


def _preposition(toks: list[Tok], i: int) -> bool:
    nxt = toks[i + 1].f if i + 1 < len(toks) else ""
    return toks[i].f in _PREP_BEFORE_ARTICLE and nxt in ("der", "des", "dem", "den", "die")


def _ordered(toks: list[Tok], i: int, lang: str) -> bool:
    """ "after the fire", "before the war": an order phrase, no clause."""
    from semnet.graph.judge.sequence import leading

    return leading(toks, i, lang) > i


def _opens_clause(toks: list[Tok], i: int, lang: str) -> bool:
    """A subordinator in the middle of a segment opens a clause unless it is an
    article (German "der", French/Spanish "que" after "ne"/"más")."""
    t = toks[i]
    prev = toks[i - 1] if i > 0 else None
    if i + 1 < len(toks) and toks[i + 1].kind in ("t", "q", "n"):
        return False  # "until 1920", "since 1912": a preposition here
    if t.f in ("until", "till") and tuple(u.f for u in toks[i + 1 : i + 3]) in _TILL_END:
        return False  # since round 42: "until his death in 1965", a preposition
    if t.f in ("until", "till") and _date_phrase(toks[i + 1 : i + 6]):
        return False  # since round 44: "until the summer of 1869", "until late 1870"
    if lang == "de" and t.f in ("der", "die", "das", "dem", "den"):
        return False  # without a comma these are articles
    if _preposition(toks, i) or _ordered(toks, i, lang):
        return False  # "während der gesamten 1920er Jahre", "after the fire": a preposition
    if t.f in ("als", "comme") and _names_a_post(toks, i, lang):
        return False  # "arbeitete als Tischler", "travaillait comme pêcheur"
    if lang == "de" and t.f == "als":
        return False  # German sets a clause off by a comma: "war schon als Student … übergetreten"
    if t.f in ("que", "qu") and any(u.f in ("ne", "n") for u in toks[:i]):
        return False  # French "ne … que": only
    if _cleft(toks[:i]):
        return False  # "C'est en 1884 qu'est né …", "It was in 1884 that …"
    return not (prev is not None and prev.f in ("plus", "moins", "mas", "menos", "more", "less"))


def _names_a_post(toks: list[Tok], i: int, lang: str) -> bool:
    """ "als"/"comme" before a post, not a clause: in German the words up to
    the next punctuation do not end in a (lower-case) verb; in French a bare
    noun follows ("comme pêcheur", not "comme il")."""
    rest = [t for t in toks[i + 1 :]]
    end = next((k for k, t in enumerate(rest) if t.kind == "p"), len(rest))
    words = [t for t in rest[:end] if t.kind == "w"]
    if not words:
        return False
    if lang == "de":  # "als Mann von kaum über zwanzig": a figure is no verb either
        return words[-1].cap or rest[end - 1].kind in ("n", "q")
    nxt = rest[0]
    return nxt.kind == "w" and not nxt.cap and nxt.f not in cues.all_stopwords()


_CLEFTS = {("c", "est"), ("c", "etait"), ("it", "was"), ("it", "is"), ("fue",), ("es", "war"),
           ("это", "было")}  # fmt: skip


def _cleft(before: list[Tok]) -> bool:
    words = [t.f for t in before if t.kind == "w"]
    return any(tuple(words[: len(c)]) == c for c in _CLEFTS)


def _dated_adjunct(toks: list[Tok], lang: str) -> bool:
    """Is a segment only a date, or a war, with the words of a phrase of time?"""
    return all(t.kind == "t" or _adjunct_word(t, lang) for t in toks) and any(
        t.kind == "t" or t.is_(_WAR) for t in toks
    )


def _bare_date(toks: list[Tok], lang: str) -> bool:
    """Is a segment a date with its prepositions and nothing else?"""
    preps = cues.PREPOSITIONS.get(lang, frozenset())
    return any(t.kind == "t" for t in toks) and all(
        t.kind == "t" or t.is_(preps) or (lang == "ru" and t.f in _RU_ENDINGS) for t in toks
    )


# a Russian year's ordinal ending ("в 1880-м", "с 1895-го", "1880-й")
_RU_ENDINGS = frozenset({"м", "го", "й", "ом", "е", "х"})


def _adjunct_word(t: Tok, lang: str) -> bool:
    if t.kind != "w":
        return t.kind == "t"
    if lang == "ru" and t.f in _RU_ENDINGS:
        return True
    if t.is_(cues.SOURCES):
        return True  # "Según el censo de 1900, …", "По переписи 1897 года, …"
    if t.is_(_THROUGH) or t.is_(cues.TIME_NOUNS) or t.is_(_WAR) or t.is_(_ONWARD):
        return True  # "Pendant toutes les années 1880,", "Все 1910-е годы", "начиная с 1895-го"
    return t.is_(cues.PREPOSITIONS.get(lang, frozenset())) or t.f in cues.all_stopwords()


# the words that open a source phrase before its clause ("according to the parish
# register,", "selon Le Messager,", "d'après", "laut", "según", "по словам сестры,")
_SOURCE_OPENERS = (("according",), ("selon",), ("d", "apres"), ("laut",), ("gemass",),
                   ("segun",), ("согласно",), ("по", "словам"), ("по", "данным"),
                   ("по", "воспоминаниям"), ("по", "сведениям"),
                   ("по", "свидетельству"))  # fmt: skip


# a phrase of time by another event between commas: "even before the English came", "avant
# même l'arrivée des Anglais", "noch vor der Ankunft", "antes incluso de", "ещё до приезда"
_BEFORE_AFTER = words("before after avant apres vor nach antes despues до после")
_EVEN = words("even meme noch incluso aun ещё еще уже already deja schon ya")


def _before_after(toks: list[Tok]) -> bool:
    ws = [t for t in toks if t.kind == "w"]
    while ws and ws[0].is_(_EVEN):
        ws = ws[1:]
    if not 1 < len(ws) <= 6 or not ws[0].is_(_BEFORE_AFTER):
        return False
    return not any(t.is_(_THAT) for t in ws[1:])  # "avant même qu'il arrive" is a clause


_THAT = words("that que qu dass что чтобы как")


def _fronted_place(toks: list[Tok], lang: str) -> bool:
    """A short phrase of place that opens the sentence before its clause,
    naming nothing by a capital: "from the pulpit,", "du haut de la chaire,",
    "von der Kanzel herab,", "desde el púlpito,", "с амвона,"."""
    if not 1 < len(toks) <= 6 or not toks[0].is_(cues.PREPOSITIONS.get(lang, frozenset())):
        return False
    after_article = [lang == "de" and toks[k].f in cues.ARTICLES for k in range(len(toks))]
    return all(
        t.kind in ("w", "t")
        and (not t.cap or after_article[k])  # German nouns: "von der Kanzel herab"
        and not (lang == "de" and de_verb(t))  # "Aus dem Kirchenbuch geht hervor, dass …"
        for k, t in enumerate(toks[1:])
    )


def de_verb(t: Tok) -> bool:
    """A German verb form: a lowercase word whose lemma is another word ending
    like an infinitive ("geht" → gehen)."""
    lemma = t.lem[1] if len(t.lem) > 1 else t.f
    return not t.cap and lemma != t.f and lemma.endswith(("en", "ern", "eln"))


def _source_opening(toks: list[Tok]) -> bool:
    words = tuple(t.f for t in toks[:2] if t.kind == "w")
    return any(words[: len(o)] == o for o in _SOURCE_OPENERS)


# "Durante toda la guerra, de 1936 a 1939, …": a period named by its event,
# whose years the writer gives (never supplied here)
_WAR = words("war krieg kriege kriegs guerre guerra война войны войну")
# the words of a period's start: "starting in 1880,", "à partir de 1880,", "начиная с 1895-го,"
_ONWARD = words("starting beginning partir начиная")
# the words of a whole period: "throughout", "toutes les années", "die gesamten"
_THROUGH = words(
    "throughout during all whole entire durant pendant toutes tous toute während gesamten "
    "ganzen ganze durante toda todas todos все весь всю годы"
)


def _neighbour_main(segs: list[Segment], i: int, lang: str) -> Segment | None:
    """The main segment an adjunct belongs to: the next one when it comes
    first ("In 1900, Anna …"), else the previous one."""
    if i == 0 or segs[i - 1].kind != "main":
        for s in segs[i + 1 :]:
            if s.kind == "main" and not _apposed_age(s.toks):  # "In 1893, aged sixty, Tom died"
                return s
        # "… tenía 27 años cuando pintó La siega, en 1899": the clause before it
        if i > 1 and segs[i - 2].kind == "main" and _compared(segs[i - 1].toks):
            return segs[i - 2]  # since round 42: "died before her husband, in 1815"
        return segs[i - 1] if i > 0 and segs[i - 1].kind == "sub" else None
    k = i - 1  # past a place's name in apposition: "settled in Hazleton, Pennsylvania, in 1892"
    while (
        k > 0
        and segs[k - 1].kind == "main"
        and (_apposed_name(segs[k].toks) or _apposed_phrase(segs[k].toks, lang))
    ):
        k -= 1
    return segs[k]


# the words of a comparison with no verb of its own ("before her husband", "que su marido")
_COMPARED = frozenset({"before", "after", "than", "que", "als", "avant", "apres"})
_PRONOUNS = frozenset({"he", "she", "they", "il", "elle", "ils", "er", "sie", "el", "ella"})


def _compared(toks: list[Tok]) -> bool:
    """Is a subordinate segment a short comparison with no clause of its own?"""
    return (len(toks) <= 4 and bool(toks) and toks[0].f in _COMPARED
            and not any(t.f in _PRONOUNS or t.time is not None for t in toks))  # fmt: skip


_APPOSED_ARTICLES = frozenset(
    ("the", "a", "an", "le", "la", "l", "un", "une", "der", "die", "das", "ein", "eine", "einem",
     "el", "una")
)  # fmt: skip


def _apposed_phrase(toks: list[Tok], lang: str) -> bool:
    """Is a segment a short noun phrase in apposition, an article first and
    no verb ("born in Solombala, the shipbuilding quarter of Arkhangelsk, on
    12 May 1831": since round 23)?"""
    from semnet.graph.judge.subjects import verbal

    words = [t for t in toks if t.kind == "w"]
    if not 1 < len(toks) <= 7 or not words or words[0].f not in _APPOSED_ARTICLES:
        return False
    return not any(t.time is not None or verbal(t, lang) for t in toks[1:])


def _apposed_age(toks: list[Tok]) -> bool:
    """Is a segment only an age in apposition ("aged sixty", "âgé de 60 ans",
    "im Alter von 60 Jahren", "a los sesenta años", "в возрасте 60 лет")?"""
    words = [t.f for t in toks if t.kind == "w"]
    return (
        0 < len(toks) <= 5
        and any(t.kind in ("n", "q") for t in toks)
        and bool(words)
        and (words[0] in ("aged", "age", "agee") or tuple(words[:2]) in _AGE_OPENINGS)
    )


_AGE_OPENINGS = {("im", "alter"), ("a", "los"), ("в", "возрасте"), ("a", "l")}


def _apposed_name(toks: list[Tok]) -> bool:
    """Is a segment only a capitalised name ("Pennsylvania", "New South Wales")?"""
    return 0 < len(toks) <= 3 and all(t.cap for t in toks)


_DASHES = frozenset({"–", "—", "-"})


def dash_range(toks: list[Tok], j: int) -> tuple[TimeValue, int] | None:
    """Two years joined by a dash ("1921–1926", "1921-1926") as the period
    from the one to the other, and the token after it; else None."""
    a = toks[j].time
    k = j + 1
    if k < len(toks) and toks[k].kind == "p" and toks[k].text in _DASHES:
        k += 1
    b = toks[k].time if k < len(toks) and toks[k].kind == "t" else None
    if a is None or b is None or a.precision != "year" or b.precision != "year":
        return None
    if not a.start.year < b.start.year <= a.start.year + 100 or a.bound or b.bound:
        return None
    return span_of(a, b, "range", f"{toks[j].text}–{toks[k].text}"), k + 1


# what makes "von 1880" a start after all: "von 1880 an", "von 1880 ab", "von 1880 bis"
_VON_ON = frozenset({"an", "ab", "bis", "und"})


def noun_year(toks: list[Tok], j: int) -> bool:
    """Is the year at j the "of" of the German noun a clause opens with
    ("Die Volkszählung von 1880 ergab …": the census of that year, when the
    clause has no other date; since round 45), not the start of a period
    ("von 1880 an", "von 1880 bis 1890"), nor a noun's date inside the
    clause ("nach dem Brand von 1892")?"""
    if j < 2 or toks[j - 1].f != "von" or toks[j - 2].kind != "w" or not toks[j - 2].cap:
        return False
    if j + 1 < len(toks) and toks[j + 1].f in _VON_ON:
        return False
    lead = toks[1 : j - 2]  # the article's and the adjectives' words: no capital, no date
    others = [t for i, t in enumerate(toks) if t.kind == "t" and i != j]
    return (
        j > 2
        and toks[0].kind == "w"
        and not others
        and all(t.kind == "w" and not t.cap for t in lead)
    )


def coordinated(toks: list[Tok], j: int) -> bool:
    """Does the "and" at j open a clause of its own: is the word after it a
    lower-case word that is no article, preposition or number ("verließ
    Russland und ging nach Deutschland", "nació en 1850 y llegó"; German
    nouns are capitalised)?"""
    if toks[j].kind != "w" or toks[j].f not in cues.AND or j + 1 >= len(toks):
        return False
    t = toks[j + 1]
    return t.kind == "w" and not t.cap and t.f not in cues.all_stopwords()


_NE = frozenset({"ne", "n"})  # the French denial's first word ("n'a jamais vécu")


def denied_from(toks: list[Tok], lang: str) -> int:
    """Where the denial of a clause begins when it is only its second, joined
    verb's ("was born in Pamplona and never lived in Bilbao", "nació en 1853 y
    no pisó Bilbao", "est née à Pampelune et n'a jamais vécu à Bilbao"): the
    "and" before the first denial word, when that word follows it within three
    words and no denial comes before it; else 0 (the whole clause). Since
    round 31."""
    denials = cues.NEGATION.get(lang, frozenset()) | (_NE if lang == "fr" else frozenset())
    for j, t in enumerate(toks):
        if t.kind == "w" and t.f in denials:
            return 0  # a denial before any "and": the clause's
        if j > 0 and t.kind == "w" and t.f in cues.AND:
            if any(u.f in denials for u in toks[j + 1 : j + 4] if u.kind == "w"):
                return j
    return 0
