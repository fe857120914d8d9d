"""The order of two events: a clause said to happen before or after an
event named by a noun ("after the fire the school moved", "vor dem Brand",
"до пожара", "después del incendio") or before or after another person
doing the same ("Edwin arrived before Martha", "kam vor Lena an",
"приехал раньше Анны"). Reversed order contradicts, the same order agrees;
a date inside the event phrase ("after the flood of 1880") bounds the
clause's event, checked against a date the other statement gives it.

Hand-written, small and per language (no offline library lists them): the
words of before and after, and the nouns of events that a date or an order
is commonly given against (fire, flood, war, storm, epidemic, revolution,
wedding, death)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from semnet.graph.judge import cues, slots
from semnet.graph.judge.base import Stance
from semnet.graph.judge.cues import words
from semnet.graph.judge.events import EVENTS
from semnet.graph.judge.nouns import concept_of, np_key, np_words

if TYPE_CHECKING:
    from semnet.graph.judge.claims import Claim
    from semnet.graph.judge.compare import Finding
    from semnet.graph.judge.lexical import Read
    from semnet.graph.judge.text import Tok

SLOTS = frozenset({"order", "order:pair"})

# (folded) marks of before and after; a second word completes a pair
_MARKS: dict[str, dict[str, str]] = {
    "en": {"before": "before", "after": "after", "following": "after", "prior": "before",
           "ahead": "before", "earlier": "before", "later": "after"},
    "de": {"vor": "before", "nach": "after", "fruher": "before", "spater": "after"},
    "fr": {"avant": "before", "apres": "after"},
    "es": {"antes": "before", "despues": "after", "tras": "after"},
    "ru": {"до": "before", "после": "after", "раньше": "before", "прежде": "before",
           "позже": "after", "позднее": "after"},
}  # fmt: skip
# the eve of an event, and the words before it ("on the eve of the war",
# "накануне войны", "à la veille de", "am Vorabend des", "en vísperas de")
_EVES = {"en": "eve", "fr": "veille", "de": "vorabend", "es": "visperas vispera",
         "ru": "накануне"}  # fmt: skip
_EVE = words(" ".join(_EVES.values()))
_EVE_LEAD = words("on the a à la am in en")
for _lang, _eve in _EVES.items():
    _MARKS[_lang].update(dict.fromkeys(words(_eve), "before"))
# words between a mark and what it orders against
_BETWEEN = words("to of than als que qu de del d l la el the der die das dem den des le les "
                 "his her their seiner seinem seines ihrer ihrem ihres son sa ses su sus "
                 "своего своей своих его ее brother sister bruder schwester frere soeur sœur "
                 "hermano hermana брата сестры noch even still aun ещё еще")  # fmt: skip
_OF_YEAR = words("of von de del года г in im en")
# event nouns (folded forms and lemmas) by concept
_EVENT_NOUNS = {
    **dict.fromkeys(words("fire blaze brand feuer grossbrand incendie incendio пожар пожара"),
                    "fire"),
    **dict.fromkeys(words("flood flooding hochwasser uberschwemmung flut inondation crue "
                          "inundacion riada avenida наводнение наводнения паводок паводка"),
                    "flood"),
    **dict.fromkeys(words("war krieg guerre guerra война воины"), "war"),
    **dict.fromkeys(words("storm gale sturm unwetter tempete orage tormenta temporal буря бури "
                          "шторм шторма"), "storm"),
    **dict.fromkeys(words("epidemic plague cholera epidemie seuche pest cholera epidemia peste "
                          "эпидемия эпидемии холера холеры"), "epidemic"),
    **dict.fromkeys(words("revolution revolucion революция революции"), "revolution"),
    **dict.fromkeys(words("wedding hochzeit mariage noces boda свадьба свадьбы"), "wedding"),
    **dict.fromkeys(words("death tod mort muerte fallecimiento смерть смерти"), "death"),
}  # fmt: skip


def _lemmas(t: Tok) -> tuple[str, ...]:
    return (t.f, *t.lem)


def _mark(r: Read, k: int) -> str | None:
    t = r.toks[k]
    side = _MARKS.get(r.lang, {}).get(t.f)
    if side is None:
        return None
    if r.lang == "en" and t.f in ("earlier", "later") and not _next_is(r, k, "than"):
        return None
    if r.lang == "es" and t.f in ("antes", "despues") and not _next_is(r, k, "de", "del", "que"):
        return None
    return side


def _next_is(r: Read, k: int, *w: str) -> bool:
    return k + 1 < len(r.toks) and r.toks[k + 1].f in w


def _event_class(t: Tok, lang: str) -> str | None:
    for cls, langs in EVENTS.items():
        if any(w in langs.get(lang, ()) for w in _lemmas(t)):
            return cls
    for cls in ("birth", "death"):
        if any(w in slots.PREDICATES[cls].get(lang, ()) for w in _lemmas(t)):
            return cls
    if any(w in _ARRIVE for w in _lemmas(t)):
        return "arrival"
    return None


# arriving, the commonest act two people are ordered by (lemmas)
_ARRIVE = words("arrive reach ankommen eintreffen arriver parvenir llegar приехать прибыть "
                "прийти добраться")  # fmt: skip


# "outlived", "überlebte", "survécut à", "sobrevivió a", "пережил": the other
# one died first
_OUTLIVE = words("outlived outlive survived uberlebte uberlebt survecut survecu sobrevivio "
                 "пережил пережила")  # fmt: skip


def _outlived(r: Read, marks: list[tuple[int, int, str]]) -> list[Claim]:
    main = r.main.key
    for k, t in enumerate(r.toks):
        if t.f not in _OUTLIVE:
            continue
        for s, _, e in marks:
            if k < s <= k + 4 and f"@{e}" != main and r.names.kind(e) == "character":
                pair = "|".join(sorted((main, f"@{e}")))
                return [r.claim("order:pair", subject=f"seq:{pair}",
                                label=f"{r.names.label(main[1:])} / {r.names.label(e)}",
                                status=f"@{e}", frame=frozenset({"ev:death"}))]  # fmt: skip
    return []


def claims(r: Read, found: list[Claim]) -> list[Claim]:
    got = _claims(r)
    if len(got) == 1 and got[0].slot == "order:pair" and got[0].frame == {"ev:birth"}:
        first = got[0].status or ""  # born first: the elder
        got.append(replace(got[0], slot="cmp", subject=got[0].subject.replace("seq:", "cmp:"),
                           status=f"age:{first}", frame=frozenset()))  # fmt: skip
    return got


def _claims(r: Read) -> list[Claim]:
    sides = _MARKS.get(r.lang, {})
    if not any(t.f in sides or t.f in _OUTLIVE for t in r.toks):
        return []
    marks = r.mentions()
    starts = {s: (e, end) for s, end, e in marks}
    main = r.main.key
    if main.startswith("@") and r.main.kind == "character":
        out = _outlived(r, marks)
        if out:
            return out
    for k, t in enumerate(r.toks):
        side = _mark(r, k) if t.is_word else None
        if side is None:
            continue
        j = k + 1
        while j < len(r.toks) and j not in starts and r.toks[j].f in _BETWEEN and j < k + 5:
            j += 1
        if j >= len(r.toks):
            return []
        if j in starts:
            ent, end = starts[j]
            kind = r.names.kind(ent)
            if not main.startswith("@") or kind != r.names.kind(main[1:]) or f"@{ent}" == main:
                return []
            if _clause_after(r, end):
                return []  # "left before Boris arrived": a clause of its own
            skip = set(range(k, end))
            first = main if side == "before" else f"@{ent}"
            pair = "|".join(sorted((main, f"@{ent}")))
            return [r.claim("order:pair", subject=f"seq:{pair}",
                            label=f"{r.names.label(main[1:])} / {r.names.label(ent)}",
                            status=first, frame=_frame(r, skip, marks))]  # fmt: skip
        event = next((_EVENT_NOUNS[w] for w in _lemmas(r.toks[j]) if w in _EVENT_NOUNS), None)
        own = _own_event(r, k)
        if event is not None and own is not None and own != event:
            first = own if side == "before" else event  # "the fire came before the flood"
            return [r.claim("order:pair", subject=f"seq:{'|'.join(sorted((own, event)))}",
                            label=f"the {own} / the {event}", status=first,
                            frame=frozenset())]  # fmt: skip
        thing = next((c for w in _lemmas(r.toks[j]) if (c := concept_of(w, r.lang))), None)
        if event is None and thing is not None and main.startswith("np:*:"):
            other = np_key([thing], "*")  # "the chapel was built before the school"
            if other == main:
                return []
            first, _ = (main, other) if side == "before" else (other, main)
            return [r.claim("order:pair", subject=f"seq:{'|'.join(sorted((main, other)))}",
                            label=f"{r.main.label} / {r.toks[j].text}", status=first,
                            frame=_frame(r, set(range(k, j + 1)), marks))]  # fmt: skip
        if event is None:
            return []
        end = j + 1
        when = None
        while (
            end < len(r.toks)
            and end < j + 4
            and (r.toks[end].time is not None or r.toks[end].f in _BETWEEN | _OF_YEAR)
        ):
            when = r.toks[end].time or when  # "after the flood of 1880"
            end += 1
        return [r.claim("order", status=side, anchor=f"event:{event}", time=when,
                        frame=_frame(r, set(range(k, end)), marks))]  # fmt: skip
    return []


def settle(c: Claim, added: list[Claim]) -> Claim:
    """A claim dated by the date inside an order phrase ("built after the
    epidemic of 1855") is not dated 1855: its date goes (the order claim
    keeps the bound)."""
    if c.time is None or c.slot in SLOTS or c.slot == "frame":
        return c
    if any(o.slot == "order" and o.time is not None and o.time == c.time for o in added):
        return replace(c, time=None)
    return c


def _clause_after(r: Read, end: int) -> bool:
    """A verb right after the second name: "before Boris arrived", "avant
    que Jeanne parte" (German puts it last: "bevor", not "vor")."""
    if end >= len(r.toks) or r.lang == "de":
        return False
    t = r.toks[end]
    if not t.is_word or t.text[:1].isupper():
        return False
    lem = t.lem[-1] if t.lem else t.f
    free = cues.function_words() | cues.AUXILIARIES | _BETWEEN
    return t.f not in free and lem not in free


def _own_event(r: Read, k: int) -> str | None:
    """The event noun a clause starts with, before its order mark ("The
    fire broke out before the flood")."""
    for t in r.toks[:k]:
        if not t.is_word or t.f in cues.function_words():
            continue
        return next((_EVENT_NOUNS[w] for w in _lemmas(t) if w in _EVENT_NOUNS), None)
    return None


def _frame(r: Read, skip: set[int], marks: list[tuple[int, int, str]]) -> frozenset[str]:
    """The content lemmas of the ordered clause: not the subject, names, the
    order phrase or function words; an event verb stands for its class."""
    names = {i for s, e, x in marks for i in range(s, e) if r.names.kind(x) != "place"}
    places = {s: f"@{x}" for s, _, x in marks if r.names.kind(x) == "place"}
    own = np_words(r.main.key)
    own |= {w for w in own for c in [concept_of(w, r.lang)] if c} | {
        w for t in r.toks for w in _lemmas(t) if concept_of(w, r.lang) in own
    }
    drop = cues.function_words() | cues.AUXILIARIES | _BETWEEN
    out: set[str] = set()
    for i, t in enumerate(r.toks):
        if i in places and i not in skip:
            out.add(places[i])
        if i in skip or i in names or i in places or not t.is_word:
            continue
        cls = _event_class(t, r.lang)
        if cls is not None:
            out.add(f"ev:{cls}")  # "died": not the German article "die"
            continue
        lem = t.lem[-1] if t.lem else t.f
        if t.f in drop or lem in drop or lem in own or t.f in own:
            continue
        out.add(lem)
    return frozenset(out)


def _same_clause(a: frozenset[str], b: frozenset[str], across: bool = False) -> bool:
    """The same clause: half the words of the shorter in common; across
    languages, the same places and a verb on each side ("kam … in Wendorf
    an" / "arrived in Wendorf")."""
    ea, eb = {w for w in a if w.startswith("ev:")}, {w for w in b if w.startswith("ev:")}
    if ea and eb:
        return ea == eb  # "died", "starb", "outlived": the same event
    if across:
        pa, pb = {w for w in a if w.startswith("@")}, {w for w in b if w.startswith("@")}
        return bool(pa) and pa == pb and len(a - pa) <= 2 and len(b - pb) <= 2
    wa, wb = {w for w in a if not w.startswith("@")}, {w for w in b if not w.startswith("@")}
    if (wa or wb) and not wa & wb:
        return False  # "quitta Quimper" / "revint à Quimper": two events at one place
    small, big = (a, b) if len(a) <= len(b) else (b, a)
    if not small:
        return not big
    return len(small & big) * 2 >= len(small) + (1 if len(small) > 2 else 0)


def compare(ca: Claim, cb: Claim) -> Finding | None:
    from semnet.graph.judge.compare import Finding

    if ca.slot == cb.slot:
        if not _same_clause(ca.frame, cb.frame, ca.lang != cb.lang) or ca.anchor != cb.anchor:
            return None
        if ca.slot == "order" and ca.time and cb.time and not ca.time.overlaps(cb.time):
            return None  # two fires
        what = (ca.anchor or "").removeprefix("event:") if ca.slot == "order" else "the other"
        if ca.status == cb.status:
            return Finding(Stance.AGREES, f"{ca.label}: the same order", 0.6, "order")
        return Finding(
            Stance.CONTRADICTS,
            f"{ca.label}: before and after {what}: the order is reversed",
            0.8,
            "order",
        )
    order, other = (ca, cb) if ca.slot == "order" else (cb, ca)
    if order.slot != "order" or order.time is None:
        return None
    return _dated(order, other)


def _dated(order: Claim, other: Claim) -> Finding | None:
    """ "after the fire of 1890" against the same event in 1885."""
    from semnet.graph.judge.compare import Finding

    assert order.time is not None
    if other.slot.startswith("ev:"):
        if f"ev:{other.slot[3:]}" not in order.frame or other.time is None:
            return None
        times = [other.time]
    elif other.slot == "frame":
        if not _same_clause(order.frame, other.frame - {w for w in other.frame if w.isdigit()}):
            return None
        times = [t for t in other.times if t.bound is None]
    else:
        return None
    if len(times) != 1 or times[0].approx:
        return None
    t, ref = times[0], order.time
    wrong = t.end <= ref.start if order.status == "after" else t.start >= ref.end
    if not wrong:
        return None
    return Finding(
        Stance.CONTRADICTS,
        f"{order.label}: {order.status} {ref.text}, yet dated {t.text}",
        0.75,
        "order",
    )


def leading(toks: list[Tok], i: int, lang: str) -> int:
    """Past a fronted order phrase ("After the fire, …", "Nach dem Brand
    zog …", "После пожара …", "Накануне войны …", "On the eve of the war
    …"): the index where the clause's own subject starts, or `i`."""
    start = k = i
    while k < len(toks) and k < i + 2 and toks[k].f in _EVE_LEAD:
        k += 1  # "on the eve of", "à la veille de", "am Vorabend", "en vísperas de"
    if k < len(toks) and toks[k].f in _EVE:
        i = k
    if i >= len(toks) or _MARKS.get(lang, {}).get(toks[i].f) is None:
        return start
    j = i + 1
    while j < len(toks) and j < i + 4 and toks[j].f in _BETWEEN:
        j += 1
    if j >= len(toks) or not any(w in _EVENT_NOUNS for w in _lemmas(toks[j])):
        return start
    j += 1
    while j < len(toks) and j < i + 8 and (toks[j].kind == "t" or toks[j].f in _BETWEEN):
        j += 1
    return j + 1 if j < len(toks) and toks[j].f == "," else j
