"""German said in another shape, made plain for the slot extractors (a
part of `voice.py`): a fronted subject clause with a frame of record ("Dass
X 1901 in Kiel starb, steht im Kirchenbuch" → "X starb 1901 in Kiel"), a
fronted time clause taken up by a pronoun ("Als X 1880 Y heiratete, lebte
sie …" → "X heiratete 1880 Y. Sie lebte …"), a participle with its date
inside a place phrase ("in dem 1850 erbauten Haus": the house's, dropped),
a population said as a noun ("Die Einwohnerzahl von X betrug 1204" →
"X hatte 1204 Einwohner"), and, since round 35, a birth, a death or an
origin said by a participle before the name ("Die 1852 in Vigo geborene Ann
Hale kam 1870 nach Leeds" → "Ann Hale wurde 1852 in Vigo geboren. Ann Hale
kam 1870 nach Leeds"), and, since round 46, an object in the accusative
before a verb of taking, founding, running or owning with a name after it
("Den Vorsitz des Vereins übernahm 1889 Hans Hale" → "Hans Hale übernahm
1889 den Vorsitz des Vereins"). English "That X died in 1901 is recorded" is
read as the German "Dass"-clause.

Hand-written: the frames of record, the subordinators of time, the
prepositions and articles before a participle, the nouns of a population,
the participles of birth, death and origin."""

from __future__ import annotations

import re

_END = r"(?P<end>[.!;]?)\s*$"

# "Die Einwohnerzahl von X betrug 1204" → "X hatte 1204 Einwohner"
_DE_POPULATION = re.compile(
    r"^(?:Die\s+)?(?:Einwohnerzahl|Bevölkerung|Bevölkerungszahl)\s+(?:von\s+|des\s+|der\s+)?"
    r"(?P<who>[A-ZÄÖÜ][^,;]*?)\s+(?:betrug|belief sich(?: auf)?|lag bei|war)\s+(?P<rest>.+?)"
    r"(?P<end>[.!;]?)\s*$"
)
# a fronted subject clause with a frame of record: "Dass X 1901 starb, steht im Kirchenbuch"
_FRONT_THAT = {
    "de": re.compile(
        r"^Dass\s+(?P<clause>[^,]+),\s+(?:steht|ist|gilt|wird|war|lässt sich|"
        r"geht\s+aus\b[^,]*\bhervor|ergibt sich)\b[^,]*$"  # since round 23: "geht aus … hervor"
    ),
    "en": re.compile(
        r"^That\s+(?P<clause>.+?)\s+(?:is|was|has been)\s+(?:recorded|documented|"
        r"known|certain|attested|noted)\b[^,]*$"
    ),
}


def front_that(s: str, lang: str) -> str:
    """A fronted subject clause with a frame of record as the statement."""
    pat = _FRONT_THAT.get(lang)
    m = pat.match(s) if pat else None
    if m is None:
        return s
    clause = m["clause"]
    if lang == "de":  # the verb-final clause as a main clause: "Karl starb 1901 in Kiel"
        ws = clause.split()
        if len(ws) > 2 and ws[-1][:1].islower():
            clause = " ".join([*subject_words(ws), ws[-1], *ws[len(subject_words(ws)) : -1]])
    return clause[:1].upper() + clause[1:] + "."


# a fronted German time clause whose subject the main clause takes up with a
# pronoun: "Als Anna 1880 Karl heiratete, lebte sie in Bremen" → "Anna heiratete
# 1880 Karl. Sie lebte in Bremen."
_DE_WHEN = re.compile(
    r"^(?:Als|Nachdem|Bevor|Während|Seit|Sobald)\s+(?P<clause>[^,]+),\s+(?P<verb>[a-zäöüß]+)\s+"
    r"(?P<pron>er|sie)\s+(?P<rest>[^,;]+?)" + _END
)


def when_clause(s: str) -> str:
    """A fronted time clause as a main clause of its own, before the main one."""
    m = _DE_WHEN.match(s)
    if m is None:
        return s
    ws = m["clause"].split()
    subj = subject_words(ws)
    if not subj or len(ws) < len(subj) + 2 or not ws[-1][:1].islower():
        return s
    clause = " ".join([*subj, ws[-1], *ws[len(subj) : -1]])
    return f"{clause}. {m['pron'].capitalize()} {m['verb']} {m['rest']}{m['end'] or '.'}"


def subject_words(ws: list[str]) -> list[str]:
    """The capitalised words a clause starts with (its subject's name), after
    an article (since round 23: "die Konservenfabrik Nordlys")."""
    out = ws[:1] if ws and ws[0] in _ARTICLES and len(ws) > 1 and ws[1][:1].isupper() else []
    for w in ws[len(out) :]:
        if not w[:1].isupper():
            break
        out.append(w)
    return out


_ARTICLES = frozenset(("der", "die", "das", "den", "dem", "des", "ein", "eine", "einen"))


def population(s: str) -> str:
    """ "Die Einwohnerzahl von X betrug 1204" → "X hatte 1204 Einwohner"."""
    m = _DE_POPULATION.match(s)
    if m is None or not re.search(r"\d", m["rest"]):
        return s
    rest = re.sub(r"\s*Einwohner\w*\s*$", "", m["rest"])
    return f"{m['who']} hatte {rest} Einwohner{m['end'] or '.'}"


# "in dem 1850 erbauten Haus": what comes before the participle is the house's
_DE_PART = re.compile(
    r"\b(?P<prep>in|an|auf|aus|bei|mit|nach|vor|zu|im|am|beim|vom|zum|zur)\s+"
    r"(?:(?P<art>dem|der|den|einem|einer|des|eines)\s+)?"
    r"(?P<inner>(?:[a-zäöüß\d][^\s,.;]*\s+){1,5}?)(?P<part>[a-zäöüß]+(?:t|en)(?:e|en|em|er|es))\s+"
    r"(?P<noun>[A-ZÄÖÜ][\w-]+)"
)


def inner_participle(s: str) -> str:
    """The clause without the values of a participle inside a place phrase."""
    return _DE_PART.sub(_participle, s)


def _participle(m: re.Match[str]) -> str:
    """ "im 1850 erbauten Haus" → "im Haus": the participle phrase's values
    are the house's, not the clause's."""
    inner = m["inner"]
    if not re.search(r"\d|\b(?:von|vom|in|im|aus|bei|nach)\b", inner):
        return m.group(0)
    art = f" {m['art']}" if m["art"] else ""
    return f"{m['prep']}{art} {m['noun']}"


# since round 35: "Die 1852 in Vigo geborene Ann Hale kam …", "Der aus Leeds stammende
# Tom Pike …", "Die 1890 verstorbene …": the participle's phrase is the named one's
_DE_LIFE = re.compile(
    r"^(?:Der|Die|Das)\s+(?P<inner>(?:[^\s,.;]+\s+){1,6}?)"
    r"(?P<part>geboren|verstorben|gestorben|stammend)(?:e|er|en)\s+(?P<tail>[^,;]+?)" + _END
)
_LIFE_VERB = {"geboren": "wurde {} geboren", "verstorben": "starb {}", "gestorben": "starb {}",
              "stammend": "stammte {}"}  # fmt: skip


def attributive_life(s: str) -> str:
    """A birth, a death or an origin said by a participle before the name, as
    a sentence of its own before the clause."""
    m = _DE_LIFE.match(s)
    if m is None:
        return s
    ws = m["tail"].split()
    name = subject_words(ws)
    if not name or len(ws) <= len(name) or not ws[len(name)][:1].islower():
        return s
    who = " ".join(name)
    said = _LIFE_VERB[m["part"]].format(m["inner"].strip())
    rest = " ".join(ws[len(name) :])
    return f"{who} {said}. {who} {rest}{m['end'] or '.'}"


# "Den Vorsitz des Vereins übernahm (1889, erst 1889) Hans Hale …": "Den" opens only an
# accusative (or a dative plural); the name after the verb is its subject
_OBJECT_FIRST = re.compile(
    r"^Den\s+(?P<obj>[^,;]+?)\s+(?P<verb>übernahm|übernahmen|gründete|gründeten|leitete|"
    r"leiteten|führte|baute|bauten|kaufte|verkaufte|erbte|erwarb|entwarf|eröffnete|hielt|"
    r"erhielt|besaß)\s+(?P<when>(?:(?:erst|schon|bereits|im\s+Jahr)\s+)*(?:\d{4}\s+)?)"
    r"(?P<who>[A-ZÄÖÜ][\w'’-]+(?:\s+[A-ZÄÖÜ][\w'’-]+){0,2})(?=[\s,.;]|$)(?P<rest>.*)$"
)


def object_first(s: str) -> str:
    m = _OBJECT_FIRST.match(s)
    if m is None:
        return s
    when = m["when"].strip()
    return f"{m['who']} {m['verb']} {when + ' ' if when else ''}den {m['obj']}{m['rest']}"
