"""Clauses read together: an age in a when-clause right after the main clause
is the age at that clause's event ("умер, когда ему было 42 года"), a
correction after a denial states the right value ("no nació en Sevilla, sino
en Oviedo", "родилась не в Твери, а в Казани"), and a main clause of a
pronoun after a clause naming one person is about that person ("When Anna
arrived in 1890, she was twenty")."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from semnet.graph.judge import cues, relations, slots

if TYPE_CHECKING:
    from semnet.graph.judge.claims import Analysis, Claim
    from semnet.graph.judge.subjects import Subject
    from semnet.graph.judge.text import Segment, Tok
    from semnet.graph.manuscript.names import Mention, NameIndex

# a kin noun of any language, by its lemma ("отца", "padres")
_KIN_ANY = frozenset(w for table in relations.KIN.values() for w in table)


def _read(
    joined: Segment,
    segs: list[Segment],
    own: Subject | None,
    main: Subject,
    lang: str,
    names: NameIndex,
) -> list[Claim]:
    from semnet.graph.judge.claims import _Extractor

    subj = own if own is not None else main
    x = _Extractor(joined, segs, subj, own is not None and own.key == subj.key, lang, names)
    return [c for c in x.claims() if c.slot != "frame"]


def age_when(
    segs: list[Segment],
    i: int,
    subjects: list[Subject | None],
    main: Subject,
    lang: str,
    names: NameIndex,
) -> list[Claim]:
    """ "умер, когда ему было 42 года", "murió cuando tenía 75 años", "died
    when she was 80": the when-clause is read with the main clause before it
    (ages only)."""
    seg, prev = segs[i], segs[i - 1] if i > 0 else None
    words = [t for t in seg.toks if t.kind == "w"]
    if prev is None or prev.kind != "main" or not words or words[0].f not in cues.WHEN:
        return []
    if not any(t.kind == "q" and t.qty is not None and t.qty.unit == "year" for t in seg.toks):
        return []
    start = seg.toks.index(words[0]) + 1
    joined = replace(prev, toks=prev.toks + seg.toks[start:])
    return [c for c in _read(joined, segs, subjects[i - 1], main, lang, names) if c.slot == "age"]


def fronted_when(
    segs: list[Segment],
    i: int,
    subjects: list[Subject | None],
    main: Subject,
    lang: str,
    names: NameIndex,
) -> list[Claim]:
    """ "Cuando murió en 1931, Lucía vivía en Sevilla", "When she died in 1931,
    …": a when-clause before the main clause, with no subject of its own (or
    the main one: "When Anna died in 1931, she …"), says its event happened
    to the main subject; one that names a note as its subject, to that note
    (events only)."""
    seg = segs[i]
    words = [t for t in seg.toks if t.kind == "w"]
    own = subjects[i]
    if not words or words[0].f not in cues.WHEN:
        return []
    if own is not None and own.key != main.key and not own.key.startswith("@"):
        return []  # (since round 43 a note named in it is its own subject: "When Peter
        # married Mercedes in 1869, she was seventeen")
    if any(t.f in relations.KIN.get(lang, {}) or t.is_(_KIN_ANY) for t in words[1:]):
        return []  # "Quand son père mourut en 1927, …": the father's event, not the subject's
    if any(s.kind == "main" for s in segs[:i]) or not any(s.kind == "main" for s in segs[i:]):
        return []
    cut = seg.toks.index(words[0]) + 1
    joined = replace(seg, toks=seg.toks[cut:], kind="main")
    nxt = segs[i + 1] if i + 1 < len(segs) else None
    if nxt is not None and nxt.kind == "adjunct" and not any(t.time for t in joined.toks):
        from semnet.graph.judge.text import adjunct_times  # "When Anna married, in 1869, she …"

        joined = replace(joined, context=[*joined.context, *adjunct_times(nxt.toks, lang)])
    if own is not None:  # "When Anna arrived in 1890, she …": its span without "when"
        own = replace(own, start=own.start - cut, end=own.end - cut)
    return [
        c
        for c in _read(joined, segs, own, main, lang, names)
        if c.slot in ("birth", "death", "marriage") or c.slot.startswith("ev:")
    ]


def when_only(
    a: Analysis,
    segs: list[Segment],
    subjects: list[Subject | None],
    lang: str,
    names: NameIndex,
) -> Analysis:
    """A statement with no main subject but a fronted when-clause that names
    its own ("When Peter married Mercedes in 1869, she was barely seventeen":
    the pronoun may be either's): the when-clause's event only."""
    own = subjects[0] if segs and segs[0].kind == "sub" else None
    if own is not None and own.key.startswith("@"):
        a.claims.extend(fronted_when(segs, 0, subjects, own, lang, names))
    return a


def corrected(
    segs: list[Segment],
    i: int,
    subjects: list[Subject | None],
    main: Subject,
    lang: str,
    names: NameIndex,
) -> list[Claim]:
    """ "no nació en Sevilla, sino en Oviedo": the denied clause up to its
    first value, without the denial, then the values after "sino" — "nació
    en Oviedo" (the correction holds only values: four words at most)."""
    word = cues.CORRECTION.get(lang)
    toks = segs[i].toks
    k = next((n for n, t in enumerate(toks) if t.kind == "w" and t.f == word), None)
    if k is not None and k > 0:
        denied, fix, own, base = toks[:k], toks[k + 1 :], subjects[i], segs[i]
    elif k == 0 and i > 0 and segs[i - 1].kind == "main":
        denied, fix, own, base = segs[i - 1].toks, toks[1:], subjects[i - 1], segs[i - 1]
    else:
        return []
    neg = cues.NEGATION.get(lang, frozenset())
    n = next((m for m, t in enumerate(denied) if t.kind == "w" and t.f in neg), None)
    if n is None or sum(t.kind == "w" for t in fix) > 4 or (own is not None and own.end > n):
        return []
    c = next((m for m in range(n + 1, len(denied)) if _value_start(denied[m], lang)), None)
    if c is None:
        return []
    kept = [t for t in denied[:c] if not (t.kind == "w" and t.f in neg)]
    joined = replace(base, toks=kept + [t for t in fix if t.kind != "p"])
    return _read(joined, segs, own, main, lang, names)


def _value_start(t: Tok, lang: str) -> bool:
    """Where a clause's values begin: a date, a figure, a preposition."""
    if t.kind in ("t", "q", "n"):
        return True
    return t.kind == "w" and (
        t.f in slots.PLACE_PREPS or t.is_(cues.PREPOSITIONS.get(lang, frozenset()))
    )


# personal pronouns a main clause may open with (or, in German, put after its verb),
# with the Russian ones of "ему было", "её звали"
_PERSONAL = cues.HE_SHE | cues.words("ему ей его её")
# languages that leave a person's pronoun out ("tenía veinte años")
_PRO_DROP = frozenset({"es", "ru"})


# the pronouns of a thing a main clause may open with ("it had", "elle comptait", "hatte
# sie", "она насчитывала"); Spanish leaves it out ("tenía 120 alumnos")
_IT = {"en": cues.words("it"), "fr": cues.words("il elle"), "de": cues.words("er sie es"),
       "ru": cues.words("он она оно")}  # fmt: skip


def _thing_pronoun(words: list[Tok], lang: str) -> bool:
    """Does a main clause open with a thing's pronoun (in German as its
    second word, after the verb: "hatte sie"), or with none in Spanish?"""
    its = _IT.get(lang, frozenset())
    if words[0].f in its or (lang == "de" and len(words) > 1 and words[1].f in its):
        return True
    return lang == "es"


def pronoun_main(
    segs: list[Segment],
    subjects: list[Subject | None],
    found: list[list[Mention]],
    lang: str,
    names: NameIndex,
) -> Subject | None:
    """ "When Anna arrived in Kvalnes in 1890, she was twenty", "Cuando Anna
    llegó en 1890, tenía veinte años": a first main clause with no subject
    of its own but a personal pronoun (or none, where the language leaves it
    out), after clauses that name one person and nobody else, is about that
    person."""
    first = next((i for i, seg in enumerate(segs) if seg.kind == "main"), None)
    if first is None or first == 0 or subjects[first] is not None:
        return None  # no main clause, or no clause before it
    if any(names.kind(m.entity or "") != "place" for m in found[first]):
        return None  # the main clause names someone (or something) itself
    words = [t for t in segs[first].toks if t.kind == "w"]
    if not words or not (words[0].f in _PERSONAL or (lang == "de" and len(words) > 1 and
                                                     words[1].f in _PERSONAL)
                         or lang in _PRO_DROP or _thing_pronoun(words, lang)):  # fmt: skip
        return None
    named = {m.entity for ms in found[:first] for m in ms if names.kind(m.entity or "") != "place"}
    if None in named:
        return None  # an ambiguous name
    # since round 31 a thing named beside the one person is no second person ("When Kraus
    # took over the Zarya in 1896, he was twenty-two")
    people = {e for e in named if names.kind(e or "") == "character"}
    person = next(iter(people)) if len(people) == 1 else None
    if person is None and not people and len(named) == 1 and _thing_pronoun(words, lang):
        person = next(iter(named))  # since round 45: "When the school opened in 1885, it had …"
    if person is None:
        return None  # nobody, two people, or a thing
    own = next((s for s in subjects[:first] if s is not None and s.key == f"@{person}"), None)
    if own is None:
        return None
    return replace(own, start=-1, end=-1)
