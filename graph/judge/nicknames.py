"""What a person (or a place) was called: a by-name after a word of calling
("nicknamed «the Miller»", "den alle „Kapitän“ nannten", "surnommé « le
Borgne »", "lo llamaban «el Tuerto»", "по прозвищу Лис", "« Лис » — так
звали …"). The same by-name agrees, in any language when it is a name
(its script-free sketch); two by-names of one language with no word in
common but the person's own name (the note's title) contradict, for a
writer's facts note gives a person the one name the town used; a by-name
in part the same, or in two languages, says nothing.

The by-name is the quoted words next to the word of calling (or, unquoted,
the capitalised words right after "nicknamed", "genannt", "dit", "alias",
"по прозвищу"); the one it names is the person the statement is about, else
the first person it names, else the place or note it is about. Hand-written,
per language: no offline library lists the words of naming in five
languages.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from semnet.graph.judge.base import Stance
from semnet.graph.judge.cues import words
from semnet.graph.manuscript.names import best_lemma, fold, skeleton

if TYPE_CHECKING:
    from semnet.graph.judge.claims import Claim
    from semnet.graph.judge.compare import Finding
    from semnet.graph.judge.lexical import Read

SLOT = "byname"
SLOTS = frozenset({SLOT})

# words of calling (folded text; Russian by stem)
_CALLING = re.compile(
    r"\b(?:(?:called|call|calls)(?! (?:at|on|upon|for|in|off|up|to|out)\b)|nicknamed|nickname|"
    r"known as|dubbed|byname|alias|"
    r"genannt\w*|nannte\w*|nennt|nennen|spitzname\w*|beiname\w*|rief\w*|hiess|"
    r"surnom\w*|appel\w*|dite?|sobriquet|nommai\w*|"
    r"apod\w*|llamab\w*|llamado|llamada|conocid[oa] como|mote|"
    r"прозв\w*|звал\w*|зовут|называл\w*|кличк\w*|величал\w*)\b"
)
# a quoted by-name
_QUOTED = re.compile(
    r"[«„“\"‘]\s*([^«»„“”\"‘’]{1,40}?)\s*[»“”\"’]|(?<![\w'])'([^'«»„“”\"]{1,40}?)'(?!\w)"
)
# a by-name unquoted, right after a word of calling (capitalised words)
_BARE = re.compile(
    r"\b(?:nicknamed|known as|genannt|dit|dite|alias|apodado|apodada|по прозвищу)\s+"
    r"((?:(?:the|der|die|le|la|el)\s+)?[A-ZÀ-ÖØ-ÞА-ЯЁ][\w-]*(?:\s+[A-ZÀ-ÖØ-ÞА-ЯЁ][\w-]*){0,2})"
)
_ARTICLES = words("the a der die das den dem des le la l les el los las lo")


def _byname(r: Read) -> tuple[str | None, bool]:
    """The by-name the statement gives, if one — the quoted words next to a
    word of calling, or the only ones quoted in a statement that has one —,
    and whether it was unquoted."""
    quoted = list(_QUOTED.finditer(r.clean))
    for m in quoted:
        name = m.group(1) or m.group(2)
        if len(name.split()) > 4 or re.search(r"[!?.,;:]", name):
            continue  # a saying, not a by-name ("« Jamais ! », dit-il")
        before = fold(r.clean[max(0, m.start() - 60) : m.start()])
        after = fold(r.clean[m.end() : m.end() + 30])
        near = " ".join(before.split()[-6:]) + " | " + " ".join(after.split()[:4])
        if len(quoted) == 1 or _CALLING.search(near):
            return name, False
    m2 = _BARE.search(r.clean)
    return (m2.group(1), True) if m2 else (None, False)


def _key(name: str, lang: str) -> str:
    """The by-name's words, lemmatised (Russian inflects it: "звали Старым
    Филином"), without articles."""
    ws = [w for w in re.findall(r"\w+", name) if fold(w) not in _ARTICLES]
    return " ".join(best_lemma(w, lang) for w in ws)


def claims(r: Read) -> list[Claim]:
    if not _CALLING.search(r.folded):
        return []
    name, bare = _byname(r)
    if not name or not (key := _key(name, r.lang)):
        return []
    subject = r.main.key
    if not (subject.startswith("@") and r.main.kind == "character"):
        people = r.entities("character")
        if people:
            subject = f"@{people[0][0]}"
        elif not subject.startswith("@"):
            return []
    # the person's own name, by the note's title and the script-free sketch of
    # its words (the note's other names may hold the by-name itself)
    own = {skeleton(w) for w in re.findall(r"\w+", r.names.label(subject[1:]))}
    core = " ".join(w for w in key.split() if skeleton(w) not in own)  # "Тётка Марта": the aunt
    if not core and bare:
        return []  # the person's name after "dit": "« … », dit Greta Holm"
    status = f"{key}|{core}"  # the by-name, and its words but the person's own name
    return [r.claim(SLOT, subject=subject, status=status, anchor=name, time=r.when)]


def compare(ca: Claim, cb: Claim) -> Finding | None:
    from semnet.graph.judge.compare import Finding

    if ca.slot != SLOT or cb.slot != SLOT or ca.subject != cb.subject:
        return None
    (a, _, core_a), (b, _, core_b) = str(ca.status).partition("|"), str(cb.status).partition("|")
    if a == b or (ca.lang != cb.lang and skeleton(a) == skeleton(b) and len(skeleton(a)) >= 3):
        return Finding(Stance.AGREES, f"{ca.label}: called «{ca.anchor}»", 0.65, SLOT)
    if ca.lang != cb.lang or not core_a or not core_b or set(core_a.split()) & set(core_b.split()):
        return None  # another language's words, one's own name, or a by-name in part the same
    why = f"{ca.label}: called «{ca.anchor}» vs «{cb.anchor}»"
    return Finding(Stance.CONTRADICTS, why, 0.6, SLOT)
