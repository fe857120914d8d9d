"""A relative clause about a note named just before it: "Brisson worked at
the Old Mill, which burned down in 1890" says the Old Mill burned down in
1890; "sa Grammaire, qui ne fut jamais publiée", "in der Alten Mühle, die
1890 abbrannte", "la fábrica, que ardió en 1890", "мельница, которая
сгорела в 1890 году" alike. The clause is read as the antecedent's own
clause when its relative pronoun is its subject: English "which" and "who",
French "qui", German "der", "die", "das", "welche(r/s)" and Spanish "que",
"quien" when no other subject (a pronoun, a possessive, an article or a
name) follows them, Russian "который" in the nominative. A
clause about the statement's own subject is `interposed.py`'s; an object's
relative ("que", "которую", "den") says what someone else did, not read.
The pronouns are hand-written per language (no library tells a relative
pronoun's role).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from semnet.graph.judge.cues import words
from semnet.graph.judge.subjects import Subject

if TYPE_CHECKING:
    from semnet.graph.judge.claims import Claim
    from semnet.graph.judge.text import Segment
    from semnet.graph.manuscript.names import Mention, NameIndex

# relative pronouns that can be the clause's subject (folded)
_PRONOUNS = {
    "en": words("which who"),
    "fr": words("qui lequel laquelle lesquels lesquelles"),
    "de": words("der die das welcher welche welches"),
    "es": words("que quien quienes"),
    "ru": words("который которая которое которые"),
}
# the pronouns a relative clause opens with, in any role (folded; since round 32,
# `offices.post_clause`)
OPENERS = frozenset().union(*_PRONOUNS.values()) | words(
    "whom whose dont quien cuyo cuya dem den deren dessen которого которой которым которую"
)
# words after the pronoun that are another subject: the pronoun is the object
_OTHER_SUBJECT = {
    "de": words(
        "er sie es man ich wir du ihr sein seine seinen seiner ihre ihren ihrer der die das "
        "den dem des ein eine einen einem"
    ),
    "es": words(
        "el la los las un una su sus mi mis yo tu el ella ellos ellas usted nosotros se le les "
        "lo me te nos"
    ),
    # "которые он построил": the inanimate accusative plural is the nominative's form
    "ru": words("он она оно они я мы ты вы его её ее их мой моя мои свой своя свои"),
}


def _antecedent(prev: Segment, mentions: list[Mention], names: NameIndex) -> Mention | None:
    """The note named last in the segment before, right at its end."""
    last = max((i for i, t in enumerate(prev.toks) if t.kind != "p"), default=-1)
    for m in mentions:
        if m.end == last + 1 and m.entity is not None and names.kind(m.entity) is not None:
            return m
    return None


def _pronoun_subject(seg: Segment, lang: str) -> bool:
    toks = seg.toks
    first = toks[0]
    if first.kind != "w" or first.f not in _PRONOUNS.get(lang, frozenset()):
        return False
    if len(toks) < 2:
        return False
    nxt = toks[1]
    if nxt.kind == "w" and nxt.f in _OTHER_SUBJECT.get(lang, frozenset()):
        return False
    return not nxt.cap  # "die Anna 1890 kaufte": Anna did it


def claims(
    segs: list[Segment],
    i: int,
    found: list[list[Mention]],
    main: Subject,
    lang: str,
    names: NameIndex,
) -> list[Claim]:
    """The claims of relative clause segs[i] about the note before it."""
    from semnet.graph.judge.claims import _Extractor

    seg = segs[i]
    if i == 0 or not seg.toks or not _pronoun_subject(seg, lang):
        return []
    m = _antecedent(segs[i - 1], found[i - 1], names)
    if m is None or m.entity is None or f"@{m.entity}" == main.key:
        return []
    ent = m.entity
    who = Subject(f"@{ent}", names.label(ent), names.kind(ent), 0, 1)
    x = _Extractor(seg, segs, who, True, lang, names)
    return [c for c in x.claims() if c.slot != "frame"]
