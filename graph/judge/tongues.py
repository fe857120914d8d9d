"""The languages a person cannot speak against what the person does in them:
"spoke no English", "knew no French", "sprach kein Deutsch", "ne parlait pas
anglais", "no hablaba inglés", "не знал немецкого" against preaching,
writing or reading in that language or translating from it; "spoke only
Welsh" (`kinds.py`) against an act in another language; an act done only in
one language ("schrieb ausschließlich auf Deutsch", "пела только по-русски")
against the same kind of act (writing, singing, speaking, preaching) in
another.

Hand-written, small and per language (no offline library knows that a
translation from French needs French): the words of denial and the verbs of
speaking and knowing before a language, the marks of an act in a language
("in", "auf", "en", "по-", "на") and of translating from one ("from the",
"aus dem", "de l'", "del", "с"). The language names are `kinds.language`'s."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from semnet.graph.judge.abilities import about_person
from semnet.graph.judge.base import Stance
from semnet.graph.judge.cues import words
from semnet.graph.judge.kinds import language, names_language
from semnet.graph.manuscript.names import fold

if TYPE_CHECKING:
    from semnet.graph.judge.claims import Claim
    from semnet.graph.judge.compare import Finding
    from semnet.graph.judge.lexical import Read

SLOTS = frozenset({"tongue", "tongue:act"})

# a denial before the language ("spoke no", "kein Wort", "pas un mot d'", "не знал")
_DENY = {
    "en": words("no not never n't unable"),
    "de": words("kein keine keinen keiner nicht nie niemals"),
    "fr": words("pas jamais ignorait ignorer ignore"),
    "es": words("no nunca desconocia desconoce"),
    "ru": words("не никогда"),
}
# verbs of speaking, knowing, understanding, learning (folded stems)
_KNOW = {
    "en": r"^(?:spo?ke|speak|knew|know|understo|learn|had|read|write|wrote)",
    "de": r"^(?:sprach|sprich|konnt|kann|verst|beherrsch|kannt|lernt|gelernt|las|schrieb)",
    "fr": r"^(?:parl|sav|sait|connai|connu|compr|appri|lis|ecriv|ignor)",
    "es": r"^(?:habl|sab|conoc|entend|aprend|desconoc|le[iy]|escrib)",
    "ru": r"^(?:говор|знал|знает|владел|понимал|выучил|учил|читал|писал)",
}
# a restriction that leaves the rest of life open ("as a child", "im Alter")
_WHILE = re.compile(
    r"\b(?:as a (?:child|boy|girl|young)|when (?:he|she) (?:arrived|came)|at first|"
    r"als (?:kind|junge|madchen)|anfangs|zunachst|enfant|au debut|d'abord|de nin[oa]|"
    r"al principio|al llegar|в детстве|сначала|поначалу|вначале)\b"
)
# the marks of an act in a language ("in English", "auf Englisch", "en anglais",
# "на английском"), the language right after
_IN = {
    "en": words("in into"),
    "de": words("auf ins"),
    "fr": words("en"),
    "es": words("en al"),
    "ru": words("на"),
}
# translating from a language ("from the French", "aus dem Französischen",
# "de l'anglais", "del alemán", "с немецкого"): the mark and the verb stem
_FROM = {
    "en": (words("from the"), r"\btranslat"),
    "de": (words("aus dem"), r"\bubersetz"),
    "fr": (words("de du l'"), r"\btradu"),
    "es": (words("del de"), r"\btradu"),
    "ru": (words("с со"), r"перев[оеи]д"),
}
# texts written or translated in a language ("German letters", "romans anglais")
_TEXTS = words("""letters letter poems poem novels novel sermons books verses briefe brief
    gedichte romane predigten bucher verse lettres lettre poemes romans sermons livres vers
    cartas carta poemas novelas sermones libros versos письма письмо стихи романы проповеди
    книги""")
_WRITE = {
    "en": r"\b(?:wrote|writes|written|translated|translates)\b",
    "de": r"\b(?:schrieb|schreibt|geschrieben|ubersetzte|ubersetzt)\b",
    "fr": r"\b(?:ecrivait|ecrivit|ecrit|traduisait|traduisit|traduit)\b",
    "es": r"\b(?:escribia|escribio|escrito|traducia|tradujo|traducido)\b",
    "ru": r"(?:писал\w*|написал\w*|перевод\w*|перевел\w*)",
}
_ONLY = words("only nur que solo solamente только exclusively ausschliesslich uniquement")


def _lacks(ws: list[str], k: int, lang: str) -> bool:
    """A denial and a verb of speaking or knowing within the six words before
    the language at `k` (the clause's own)."""
    back = ws[max(0, k - 6) : k]
    if any(w in _ONLY for w in back):
        return False  # "ne parlait que le breton": only, not a lack
    deny = _DENY.get(lang, frozenset())
    return any(w in deny or w.endswith("n't") for w in back) and any(
        re.match(_KNOW[lang], w) for w in back
    )


def _acts(ws: list[str], k: int, lang: str, text: str) -> bool:
    """An act in the language at `k`: "in English", "auf Englisch", "по-французски"
    (its own word), or translating from it."""
    prev = ws[k - 1] if k else ""
    if prev in _IN.get(lang, frozenset()) or ws[k].startswith("по-"):
        return not any(w in _DENY.get(lang, frozenset()) for w in ws[max(0, k - 5) : k])
    texts = set(ws[k + 1 : k + 2]) & _TEXTS  # "read Russian novels": maybe translated
    if (
        not texts
        and any(re.match(_KNOW[lang], w) for w in ws[max(0, k - 2) : k])
        and not any(w in _DENY.get(lang, frozenset()) for w in ws[max(0, k - 5) : k])
    ):
        return True  # "learned Russian", "выучила русский язык", "sprach fließend Deutsch"
    if set(ws[max(0, k - 1) : k] + ws[k + 1 : k + 2]) & _TEXTS:
        if re.search(_WRITE.get(lang, "$^"), text) and not any(
            w in _DENY.get(lang, frozenset()) for w in ws[max(0, k - 5) : k]
        ):
            return True  # "schrieb deutsche Briefe", "traduisait des romans anglais"
    marks, verb = _FROM.get(lang, (frozenset(), "$^"))
    near = ws[max(0, k - 2) : k]
    return bool(near) and any(w in marks for w in near) and re.search(verb, text) is not None


def claims(r: Read) -> list[Claim]:
    """The languages the statement's person lacks, and those the person acts in."""
    if r.lang not in _DENY or not names_language(r.folded):
        return []
    ws = re.findall(r"[\w'-]+", r.folded.replace("'", "' "))
    found = [(k, c) for k, w in enumerate(ws) if (c := language(w, r.lang)) is not None]
    if not found:
        return []
    aimed = about_person(r)
    if aimed is None:
        return []
    out: list[Claim] = []
    lacking: set[str] = set()
    for k, c in found:
        if c in lacking:
            continue
        if _lacks(ws, k, r.lang):
            lacking.add(c)
            if _WHILE.search(r.folded) is None:
                out.append(aimed.claim("tongue", status=c, time=r.when, negated=True))
        elif _acts(ws, k, r.lang, r.folded):
            said = " ".join(ws[max(0, k - 2) : k + 1])
            out.append(aimed.claim("tongue:act", status=c, anchor=said, time=r.when))
    return out


def compare(ca: Claim, cb: Claim) -> Finding | None:
    """A lack against an act in the same language, or a lack of a language
    against speaking it, contradicts; "spoke only X" against an act in
    another language contradicts; the same lack twice agrees."""
    from semnet.graph.judge.compare import Finding

    if cb.slot == "tongue" and ca.slot != "tongue":
        ca, cb = cb, ca
    if ca.slot == "tongue":
        if cb.slot == "tongue" and cb.status == ca.status:
            return Finding(Stance.AGREES, f"{ca.label}: knew no {ca.status}", 0.6, "tongue")
        spoken = set((cb.status or "").split("|")) if cb.slot == "kind:speaks" else set()
        if (cb.slot == "tongue:act" and cb.status == ca.status) or ca.status in spoken:
            if (
                ca.time is not None
                and cb.time is not None
                and ca.time.start.year != cb.time.start.year
            ):
                return None
            why = f"{ca.label}: knew no {ca.status}, yet “{cb.anchor or cb.status}”"
            if ca.time is not None and cb.time is None:
                return Finding(Stance.IN_TENSION, why, 0.55, "tongue")
            return Finding(Stance.CONTRADICTS, why, 0.8, "tongue")
        return None
    if ca.slot == cb.slot == "tongue:act" and ca.status != cb.status:
        return _only_in(ca, cb) or _only_in(cb, ca)
    if cb.slot == "kind:speaks":
        ca, cb = cb, ca
    if ca.slot == "kind:speaks" and ca.anchor == "only" and cb.slot == "tongue:act":
        if cb.status not in (ca.status or "").split("|"):
            why = f"{ca.label}: spoke only {ca.status}, yet “{cb.anchor}”"
            return Finding(Stance.CONTRADICTS, why, 0.8, "tongue")
    return None


# the kinds of act done in a language, by their verbs' stems over the folded
# statement (since round 26): one who wrote only in German wrote nothing in
# Castilian, one who sang only in Russian sang nothing in German
_ACT_KINDS = {
    "write": re.compile(
        r"\b(?:wr[io]te|writ|schrieb|schreib|geschrieben|ecri|escrib|escrit|publi|veroffentl"
        r"|писал|написа|публик)"
    ),
    "sing": re.compile(r"\b(?:sang|sing|sung|gesungen|chant|cant[oae]|пел|спел|поют|пою)"),
    "speak": re.compile(r"\b(?:spo?ke|speak|sprach|sprich|parl|habl|говор)"),
    "preach": re.compile(r"\b(?:preach|predig|prech|predic|пропове)"),
}


def _kinds(c: Claim) -> set[str]:
    text = fold(c.clause)
    return {k for k, rx in _ACT_KINDS.items() if rx.search(text)}


def _only_in(ca: Claim, cb: Claim) -> Finding | None:
    """ "Schrieb ausschließlich auf Deutsch", "пела только по-русски" against
    the same kind of act in another language."""
    from semnet.graph.judge.compare import Finding

    said = [w.rstrip("'") for w in (ca.anchor or "").split()]  # "qu' en allemand"
    if not any(w in _ONLY or w == "qu" for w in said[:-1]):
        return None
    if ca.time is not None and cb.time is not None and not ca.time.overlaps(cb.time):
        return None
    kinds = _kinds(ca)
    if len(kinds) != 1 or not kinds & _kinds(cb):
        return None
    why = f"{ca.label}: only in {ca.status}, yet “{cb.anchor}”"
    return Finding(Stance.CONTRADICTS, why, 0.75, "tongue")
