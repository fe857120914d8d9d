"""A verbless phrase before a sentence's clause that opens with a
preposition ("Even at its height in 1904, the workshop …", "Durante sus
primeros años en la Argentina, Carmen …", "Schon 1931, mitten in der Krise,
musste …"), a participle ("Commencée le 3 juillet 1905, la grève …") or an
indefinite article ("A small boat, the Lastochka …") says when, where or
what: an adjunct, not the sentence's subject; since round 42 the dates of a
phrase a preposition opens are its clause's ("Pendant la grève de 1904, le
moulin employait 300 ouvriers": in 1904).

Hand-written: the adverbs before such a phrase's preposition, the
prepositions of time the shared list leaves out, the indefinite articles
and the endings of French and Spanish participles, per language."""

from __future__ import annotations

from typing import TYPE_CHECKING

from semnet.graph.judge import cues
from semnet.graph.judge.cues import words
from semnet.graph.judge.subjects import is_noun_ru, mention_role, verbal
from semnet.graph.judge.text import adjunct_times
from semnet.graph.manuscript.names import fold, morph_ru

if TYPE_CHECKING:
    from semnet.graph.judge.text import Segment, Tok
    from semnet.graph.manuscript.names import NameIndex

# an adverb before a fronted phrase's preposition: "Even at its height", "mitten in der Krise"
LEAD = words(
    "even already only just still right schon bereits noch erst mitten gleich kurz "
    "deja meme juste ya incluso aun justo solo ещё еще уже даже лишь только"
)
# prepositions of time that the shared list leaves out (it reads them elsewhere)
_OPEN = words("throughout wahrend pendant durant lors depuis des sous durante bajo среди между")


def fronted_phrases(segs: list[Segment], lang: str, names: NameIndex) -> None:
    """Mark as adjuncts the verbless phrases before a sentence's clause that
    open with a preposition and name no subject ("Even at its height in
    1904, the workshop …", "Durante sus diez primeros años en la Argentina,
    Carmen …", "Schon 1931, mitten in der Krise, musste …"), or with a
    participle ("Commencée le 3 juillet 1905, la grève …"), or an
    apposition with an indefinite article ("A small boat, the Lastochka
    …"): they say when, where or what, not who. The clause after them opens with its own subject,
    not a verb or an impersonal pronoun ("Du haut de la tour, on voit …")."""
    _when_dated(segs)
    preps = cues.PREPOSITIONS.get(lang, frozenset())
    marked: list[Segment] = []
    timed: list[Segment] = []  # the phrases a preposition opens: their dates are the clause's
    for s in segs[:-1]:
        if s.kind == "adjunct":
            continue
        if s.kind != "main":
            break
        ws = [t for t in s.toks if t.kind == "w"]
        k = 1 if len(ws) > 1 and ws[0].is_(LEAD) else 0
        if ws and participle(ws[0], lang) and not any(verbal(t, lang) for t in ws[1:]):
            marked.append(s)  # "Commencée le 3 juillet 1905, la grève …"
            continue
        if ws and ws[0].f in _INDEFINITE.get(lang, ()) and not any(verbal(t, lang) for t in ws):
            marked.append(s)  # an apposition first: "A small boat, the Lastochka …"
            continue
        if _child_of(ws) and not any(verbal(t, lang) for t in ws):
            marked.append(s)  # since round 32: "Hijo de un pescador de Vigo, Juan …"
            continue
        # since round 23 a verbless phrase after one marked ("Né à Brest en 1871, fils d'un
        # officier de marine, Marchal …"): an apposition of the subject after it
        bare = bool(marked) and bool(ws) and not any(verbal(t, lang) for t in ws)
        if not bare and (
            not ws
            or not (ws[k].is_(preps) or ws[k].is_(_OPEN))
            or any(verbal(t, lang) for t in s.toks)
        ):
            break
        texts = [t.text if t.kind == "w" else "" for t in s.toks]
        if any(mention_role(s, m, lang, texts, names) == "subject"
               for m in names.find_all(texts, lang)):  # fmt: skip
            break  # "Ещё в 1905 году Васкес, тогда …, играл": the subject is here
        marked.append(s)
        if not bare:
            timed.append(s)
    clause = next((s for s in segs if s.kind != "adjunct" and s not in marked), None)
    if clause is None or clause.kind != "main":
        return
    first = next((t for t in clause.toks if t.kind == "w"), None)
    if first is None or not _opens_subject(first, lang):
        return
    for s in marked:
        s.kind = "adjunct"
        if s in timed:  # since round 42: "Pendant la grève de 1904, le moulin …" then
            clause.context.extend(adjunct_times(s.toks, lang))


def _child_of(ws: list[Tok]) -> bool:
    """Does a phrase open with a child's noun, after an article or a rank
    ("The son of a Penzance fisherman", "Fils d'un meunier", "Сын рыбака")?"""
    from semnet.graph.judge.origins import BEFORE_CHILD, CHILD

    k = 0
    while k < len(ws) - 1 and ws[k].f in BEFORE_CHILD:
        k += 1
    return k < len(ws) - 1 and ws[k].f in CHILD


def _opens_subject(t: Tok, lang: str) -> bool:
    """Can a clause's subject begin with this word: a name, an article, a
    Russian noun, or the verb of a German clause (V2: "…, musste die
    Werkstatt …")? Not an impersonal pronoun ("on voit"), nor an adjective
    in apposition ("…, haute de 30 mètres, …")."""
    if t.is_(_IMPERSONAL):
        return False
    if t.cap or t.f in cues.STOPWORDS.get(lang, frozenset()):
        return True
    if lang == "ru":
        return is_noun_ru(t)
    return lang == "de" and verbal(t, lang)


# the indefinite articles an apposition before its subject opens with
_INDEFINITE = {"en": ("a", "an"), "fr": ("un", "une"), "de": ("ein", "eine"), "es": ("un", "una")}
# pronouns that open a clause without naming its subject
_IMPERSONAL = words("it there one on il se es man они")


# the endings of a participle whose lemma is an infinitive, per language
_PARTICIPLE = {
    # since round 23 also -u, -i ("Devenue veuve en 1912, la comtesse …", "Parti en 1890")
    "fr": (
        ("e", "ee", "es", "ees", "u", "ue", "us", "ues", "i", "ie", "is", "ies"),
        ("er", "ir", "re", "oir"),
    ),
    "es": (("ado", "ada", "ados", "adas", "ido", "ida", "idos", "idas"), ("ar", "er", "ir")),
}
# past participles of being born, dying, drowning whose endings `cues` does
# not list ("born", "geboren", "mort", "muerto")
_LIFE_PARTICIPLES = words(
    "born ne nee dead geboren gestorben verstorben ertrunken gefallen mort morte muerto muerta"
)


def participle(t: Tok, lang: str) -> bool:
    """Is a word a past participle ("commencée", "fundada", "gegründet",
    "founded", "born", "основанная")? By its ending, or by a lemma that is
    an infinitive."""
    if t.kind != "w":
        return False
    f = t.f
    if f in _LIFE_PARTICIPLES or f in cues.IRREGULAR_VERBS:
        return True
    if lang == "ru":
        parses = morph_ru().parse(t.text)
        return bool(parses) and parses[0].tag.POS in ("PRTF", "PRTS")
    if len(f) > 4 and f.endswith(cues.PARTICIPLE_ENDINGS.get(lang, ())):
        return True
    lemma = t.lem[-1] if t.lem else f
    if lang == "de":
        return f.startswith("ge") and f.endswith(("t", "en")) and lemma != f and len(f) > 5
    ends, infinitives = _PARTICIPLE.get(lang, ((), ()))
    return f.endswith(ends) and lemma != f and fold(lemma).endswith(infinitives)


# "во время эпидемии 1918 года": during the event, whose toll a count may be
_DURING_RU = words("время")


# since round 47: Russian nouns of a stretch of time ("в самые трудные времена", "в пору расцвета")
_ERA_RU = words("время времена пора эпоха период сезон")


def time_lead(toks: list[Tok], i: int, lang: str) -> int:
    """Past a Russian phrase of time a preposition opens before the place
    phrase a clause's figure is counted in ("В год открытия в школе было 40
    учеников", "После перестройки 1894 года в гостинице было …"; not "во
    время эпидемии 1918 года", the event's): the index of the place phrase;
    else i. Since round 48 also past a German year of a kind ("Im letzten
    Friedensjahr 1913 zählte die Fabrik …", "Im Gründungsjahr hatte die
    Schule …": `_year_de`)."""
    if lang == "de":
        return _year_de(toks, i)
    at = i + 1 if lang == "ru" and i + 1 < len(toks) and toks[i].is_(LEAD) else i  # "Даже в …"
    if (
        lang != "ru"
        or at >= len(toks)
        or not toks[at].is_(cues.PREPOSITIONS.get(lang, frozenset()))
    ):
        return i
    for p in range(at + 1, min(at + 6, len(toks))):
        t = toks[p]
        if t.kind == "w" and t.is_(cues.PREPOSITIONS.get(lang, frozenset())):
            lead = toks[at + 1 : p]
            timed = any(u.kind == "t" or u.is_(cues.TIME_NOUNS) or u.is_(_ERA_RU) for u in lead)
            timed = timed and not lead[0].is_(_DURING_RU)
            return p if timed and p > at + 1 and not any(u.cap for u in lead) else i
        if t.kind in ("q", "n", "p"):
            return i
    return i


_IM = words("im in")
_YEAR_ENDS = ("jahr", "jahre", "jahres", "jahren")


def _year_de(toks: list[Tok], i: int) -> int:
    """Past "im" (after a date, or before adjectives) and a compound year
    noun ("Friedensjahr", "Gründungsjahr") with its date: the index after,
    else i."""
    if i >= len(toks) or not toks[i].is_(_IM):
        return i
    k = i + 1
    while k < len(toks) and toks[k].kind == "w" and not toks[k].cap:
        k += 1  # "im letzten", "im ersten vollen"
    if k >= len(toks) or k - i > 3 or not toks[k].cap or not toks[k].f.endswith(_YEAR_ENDS):
        return i
    if toks[k].f in ("jahr", "jahre", "jahres", "jahren"):
        return i  # "im Jahr 1900": the year noun's own reading
    k += 1
    while k < len(toks) and toks[k].kind == "t":
        k += 1
    return k


def _when_dated(segs: list[Segment]) -> None:
    """Since round 45: a clause after a fronted when-clause, with no date of
    its own, is dated by it ("When the school opened in 1885, it had 120
    pupils", "Cuando la escuela abrió en 1885, tenía 120 alumnos")."""
    for i, s in enumerate(segs[:-1]):
        ws = [t for t in s.toks if t.kind == "w"]
        if s.kind != "sub" or not ws or ws[0].f not in cues.WHEN:
            return
        nxt = segs[i + 1]
        dates = [t.time for t in s.toks if t.time is not None]
        if nxt.kind == "main" and dates and not nxt.context and not any(t.time for t in nxt.toks):
            nxt.context.extend(dates)
            return
