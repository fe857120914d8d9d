"""Ages: whether a figure is how old the subject was ("aged 25", "à 20
ans", "mit 22 Jahren", "was 20"), how old they lived to be ("lived to be
62", "wurde 61 Jahre alt"), and what an age is measured at — an event of its
clause, a date, or the event of the clause next to it ("se maria en 1850, à
20 ans", "When she married in 1860, Ann was 22", "died in 1899, when she was
70")."""

from __future__ import annotations

from datetime import date
from typing import TYPE_CHECKING

from semnet.graph.judge import cues, slots
from semnet.graph.judge.base import Stance
from semnet.graph.judge.cues import words
from semnet.graph.judge.people import AGE_SEX, PERSONS
from semnet.graph.judge.values import Quantity, TimeValue

if TYPE_CHECKING:
    from semnet.graph.judge.claims import Claim, _Extractor
    from semnet.graph.judge.compare import Finding
    from semnet.graph.judge.text import Tok


def is_age(x: _Extractor, j: int, q: Quantity) -> bool:
    if q.unit != "year" or _apart(x.toks, j):
        return False
    if "jahrig" in q.text.casefold().replace("ä", "a") or "летн" in q.text.casefold():
        return True
    near = x.toks[max(0, j - 4) : j + 3]
    if any(t.is_(slots.AGE_WORDS) for t in near if t.kind == "w"):
        return True
    if any(t.is_(slots.AGE_VERBS) for t in x.toks[max(0, j - 3) : j]):
        return True
    k = past_hedges(x, j)  # "avait tout juste 21 ans", "tenía apenas 19 años"
    if person_of(x, j):
        return True
    prev = [t.f for t in x.toks[max(0, k - 2) : k] if t.kind == "w"]
    if prev and prev[-1] in ("a", "à", "mit", "в", "con", "los", "at"):
        return not (prev[-1] == "в" and len(prev) > 1 and prev[-2] in ("течение",))
    have = {
        "avait",
        "eut",
        "a",
        "avoir",
        "tenia",
        "tiene",
        "tenía",
        "tuvo",
        "было",
        "исполнилось",
        "hatte",
    }
    return any(p in have for p in prev)


# since round 31: years between two people's ages ("six ans de moins que son mari", "six
# years younger than", "sechs Jahre jünger als", "seis años menor que", "на шесть лет
# моложе"): no age
_APART = words(
    "moins plus younger older elder junger alter menor mayor menos mas моложе старше младше"
)


def _apart(toks: list[Tok], j: int) -> bool:
    after = [t.f for t in toks[j + 1 : j + 3] if t.kind == "w"]
    if after[:1] == ["de"]:
        return after[1:2] in (["moins"], ["plus"])
    return bool(after) and after[0] in _APART


# people named by their age ("a man of thirty-four", "un garçon de neuf ans",
# "мальчик девяти лет") are `people.PERSONS`; these end German compounds of them
# ("Schuljunge")
_DE_PERSONS = ("junge", "madchen", "mann", "frau", "kind", "knabe", "bursche", "nonne", "witwe")


def past_hedges(x: _Extractor, j: int, least: int = 0) -> int:
    """Where the words before the figure at j begin once up to two hedge
    words are passed ("was about twenty", "well past 80", "of barely twenty"),
    never before token `least`."""
    hedges = cues.hedge_words(x.lang)
    k = j
    while k > least and j - k < 2 and x.toks[k - 1].f in hedges:
        k -= 1
    return k


def person_of(x: _Extractor, j: int) -> bool:
    """Is the figure at j the age of a person noun before it ("a man of 34",
    "ein Schuljunge von neun Jahren", "мальчик девяти лет")?"""
    k = past_hedges(x, j)  # "a boy of barely twenty"
    if k >= 1 and x.lang == "ru" and x.toks[k - 1].is_(PERSONS):
        return True
    if k < 2 or x.toks[k - 1].f not in cues.OF:
        return False
    t = x.toks[k - 2]
    if t.kind != "w":
        return False
    compound = x.lang == "de" and len(t.f) > 6 and t.f.endswith(_DE_PERSONS)  # "Schuljunge"
    return t.is_(PERSONS) or compound


_LIVE = words("live lived vivre vécut vécu vivió vivir прожить прожил прожила leben lebte")
_BECOME = words("wurde wurden werden geworden")
# since round 30: reaching an age one died at ("lived to the age of 90", "erreichte
# ein Alter von 90 Jahren", "atteignit l'âge de 90 ans", "llegó a los 90 años",
# "дожил до девяноста лет"), and the words that may stand between verb and figure
_REACH = words(
    "reached erreichte atteignit alcanzó alcanzo llegó llego дожил дожила дожив достиг достигла"
)
_TO_AGE = words(
    "to be until till the age of jusqu à a l âge age de hasta los la edad cumplir ein alter "
    "von das до возраста"
)

_AGE_NOUNS = words("age âge alter edad возраста до")
_ONLY = words("only nur seulement solo всего que qu just barely")  # ("ne vécut que": round 31)
_VERBS = _REACH | _LIVE
_BEFORE_AGE = _AGE_NOUNS | _TO_AGE


def lifespan(x: _Extractor, j: int) -> bool:
    """Is the figure at j how old the subject lived to be: "lived to be 62",
    "wurde nur 61 Jahre alt", "прожил 58 лет", "vécut 80 ans", "vivió 90
    años", "lived to the age of 90", "дожил до девяноста лет" (and nothing
    after it: "lived 20 years in Paris" is a stay)?"""
    after = [t for t in x.toks[j + 1 :] if t.kind == "w"]
    if x.lang == "de" and [t.f for t in after] == ["alt"]:
        dated = any(t.kind == "t" for t in x.toks)
        return not dated and any(t.is_(_BECOME) for t in x.toks[max(0, j - 4) : j])
    k, hedges = j - 1, cues.hedge_words(x.lang)  # "vivió casi 90 años", "прожил всего 40 лет"
    while (
        k >= 0
        and x.toks[k].kind == "w"
        and j - k <= 6
        and not x.toks[k].is_(_VERBS)
        and (x.toks[k].is_(_TO_AGE) or x.toks[k].f in hedges or x.toks[k].f in _ONLY or _adj(x, k))
    ):
        k -= 1  # (and an adjective: "erreichte das gesegnete Alter von 90 Jahren")
    denied = k > 0 and x.toks[k - 1].is_(cues.NEGATION.get(x.lang, frozenset()))
    if k < 0 or after or x.toks[k].kind != "w" or denied:  # "не дожив до девяноста"
        return False
    if any(t.kind == "t" for t in x.toks[k:]) or _dated_before(x.toks, k):
        return False  # "in 1950 she reached the age of 90": an age at a date
    verb, between = x.toks[k], {t.f for t in x.toks[k + 1 : j]}
    if verb.is_(_REACH):
        spanish = x.lang == "es" and bool(between & {"los", "cumplir"})  # "llegó a los 90"
        return x.lang == "ru" or bool(between & _AGE_NOUNS) or spanish
    if not verb.is_(_LIVE):
        return False
    # since round 31 in English also "lived only sixty years", "lived sixty years"
    return x.lang != "en" or bool(between & {"to", "until", "till"}) or between <= _ONLY


def _adj(x: _Extractor, k: int) -> bool:
    """A lowercase word before an age noun that is none of the clause's verbs
    of reaching or living (an adjective: "gesegnete", "ripe", "bel")."""
    t = x.toks[k]
    return not t.cap and k + 1 < len(x.toks) and x.toks[k + 1].is_(_BEFORE_AGE)


def _dated_before(toks: list[Tok], k: int) -> bool:
    """A date before the verb at k in its own clause, not one an "and" closes
    ("kam 1792 zur Welt und erreichte …": the birth's)."""
    last = max((i for i in range(k) if toks[i].kind == "t"), default=-1)
    return last >= 0 and not any(t.f in cues.AND for t in toks[last + 1 : k])


def anchor(x: _Extractor, j: int) -> tuple[str | None, TimeValue | None]:
    """What an age is measured at: an event in the clause, else a date, else
    what the clause (or the one next to it: "when he ran away", "When she
    married in 1860, …") says happened."""
    from semnet.graph.judge.extract import _content, _first_date

    own_birth = False
    for i, t in enumerate(x.toks):
        if i in x.subj_span or slots.particle_ne(t):
            continue  # "Marie" is no "marier"; "n'avait que" no "né"
        if t.f in _OWN_BIRTH:
            own_birth = True  # since round 31: "born in 1880 and went to sea at twelve"
            continue
        for slot in _EVENTS:
            if t.is_(slots.PREDICATES[slot].get(x.lang, frozenset())) or any(
                s == slot and lang == x.lang and x._phrase_at(i, w) for s, lang, w in slots.PHRASES
            ):
                return f"event:{slot}", _first_date(x.context_times())
    dates = x.context_times()
    when = _first_date(dates[1:] if own_birth else dates)  # the first is the birth's
    if when is not None:
        return "date", when
    # not a word of having, nor a hedge ("was about twenty when she married")
    have = slots.PREDICATES["have"].get(x.lang, frozenset()) | cues.hedge_words(x.lang)
    have |= {lem for t in x.toks if t.kind == "w" and t.f in have for lem in t.lem}  # "всего"
    words = {w for w in _content(x, x.toks, skip_age=True) if w not in have and w not in AGE_SEX}
    if any(t.is_(_THEN) for t in x.toks):
        words = set()  # "тогда уже двадцатилетний забойщик": the age then, not a calling's
    if not words:
        # "se maria en 1850, à 20 ans": the age is the previous clause's
        # event's; so it is for a "when"-clause before or after the age
        for k in (x.seg.index - 1, x.seg.index + 1):
            seg = next((s for s in x.segs if s.index == k), None)
            if seg is None or (
                k < x.seg.index and seg.kind != "main" and not _when_clause(seg.toks)
            ):
                continue
            own = next((u.time for u in seg.toks if u.time is not None), None)
            at = own or next(iter(seg.context), None)  # "cuando pintó La siega, en 1899"
            for t in seg.toks:
                for slot in _EVENTS:
                    if t.is_(slots.PREDICATES[slot].get(x.lang, frozenset())):
                        return f"event:{slot}", at
            # a "when"-clause after the age: "was 27 when he painted it in 1899"
            later = k > x.seg.index and _when_clause(seg.toks)
            if (k < x.seg.index or later) and at is not None and at.bound is None:
                return "date", at  # "apprenticed in 1850, at the age of twelve"
    if not words:
        nxt = [s for s in x.segs if s.index == x.seg.index + 1]
        if nxt:
            words = _content(x, nxt[0].toks, skip_age=True)
    if not words:
        # since round 34: an age at a happening in a phrase before the clause
        # ("Durante la huelga de 1880, tenía 22 años"): `happenings` dates it
        return ("happening", None) if _at_happening(x) else (None, None)
    return "frame:" + x.lang + ":" + "|".join(sorted(words)), None


def _at_happening(x: _Extractor) -> bool:
    """Does a phrase before the clause name a happening ("Durante la huelga
    de 1880, …")?"""
    from semnet.graph.judge import happenings

    return any(s.index < x.seg.index and s.kind == "adjunct" and happenings.find(s.toks, x.lang)
               for s in x.segs)  # fmt: skip


_EVENTS = ("birth", "death", "marriage")
# the subject's own birth in the clause of an age: its date is the birth's, and an age
# is never had at one's own birth ("born in 1880 and went to sea at twelve")
_OWN_BIRTH = words("born né née nés nées naquit geboren nació nacido nacida родился родилась")
# "then", "already" in an apposed age ("alors âgé de vingt ans", "тогда уже
# двадцатилетний"): the age at the time of the clause next to it, no act of its own
_THEN = words("then already alors deja damals schon bereits entonces ya тогда уже")
# the subordinators of time: "when", "quand", "als", "cuando", "когда"
_WHEN = cues.WHEN | {"wenn"}


def _when_clause(toks: list[Tok]) -> bool:
    return bool(toks) and toks[0].kind == "w" and toks[0].f in _WHEN


# personal pronouns that make a "when"-clause about the main subject
_PRONOUNS = cues.HE_SHE | words("él")  # (folded "el": a "cuando el …" too)


def when_pronoun(toks: list[Tok]) -> bool:
    """ "…, when she was seventy", "…, als sie siebzig war", "…, quand il
    avait 70 ans": a "when"-clause about the main subject, whose age is the
    main clause's event's."""
    return _when_clause(toks) and len(toks) > 1 and toks[1].f in _PRONOUNS


# --------------------------------------------------------------------------- ages compared


def _who(c: Claim) -> str:
    return c.label or "the subject"


_GUESSED = ("approx", "barely", "under", "over")


def born_between(age: Claim) -> TimeValue | None:
    """The years of birth an age at a date allows; an approximate age ("barely
    nineteen", "about thirty") one more each way, a bound ("past eighty",
    "not yet forty") all years on its side."""
    if age.qty is None or age.time is None:
        return None
    y = age.time.start.year - int(age.qty.value)
    lo, hi = y - 1, y
    if age.qty.approx in _GUESSED:
        lo, hi = lo - 1, hi + 1
    elif age.qty.approx == "min":
        lo = 1
    elif age.qty.approx == "max":
        hi = 9998
    elif age.qty.approx:
        return None
    text = f"{hi} or before" if lo == 1 else f"{lo}–{hi}"
    text = f"{lo} or after" if hi == 9998 else text
    try:
        return TimeValue(date(lo, 1, 1), date(hi + 1, 1, 1), "range", text)
    except ValueError:
        return None


def _missed(age: Claim, span: TimeValue, other: TimeValue) -> Stance:
    """How a guessed age that misses the years of birth it should allow
    stands: in tension while it is out by two years or a quarter of itself at
    most ("about nineteen" at 22, "barely over twenty" at 27), a
    contradiction past that ("barely twenty" at 35) or for an age said
    outright."""
    if age.qty is None or age.qty.approx not in _GUESSED:
        return Stance.CONTRADICTS
    gap = max(span.start.year - other.end.year + 1, other.start.year - span.end.year + 1, 0)
    return Stance.IN_TENSION if gap <= max(2.0, age.qty.value / 4) else Stance.CONTRADICTS


def past_death(ca: Claim, cb: Claim) -> Finding | None:
    """An age at something a person did or was, above the age they died at
    ("died at 73" / "at 80 he opened a hotel"), since round 35."""
    from semnet.graph.judge.compare import Finding

    for death, other in ((ca, cb), (cb, ca)):
        if death.anchor != "event:death" or not other.anchor or other.anchor == death.anchor:
            continue
        if other.anchor.startswith("event:birth") or ca.subject_kind not in (None, "character"):
            continue
        qd, qo = death.qty, other.qty
        if qd is None or qo is None or qd.approx or qo.approx or qd.band or qo.band:
            continue
        if qo.value > qd.value + 1:
            why = f"{_who(death)}: aged {qo.text} at another time, yet died at {qd.text}"
            return Finding(Stance.CONTRADICTS, why, 0.7, "age-past-death")
    return None


def ages_apart(ca: Claim, cb: Claim) -> Finding | None:
    """Ages at two different dated events ("married in 1860 at 25", "died in
    1899 aged 64") each give the years of birth; they must meet."""
    from semnet.graph.judge.compare import Finding

    sa, sb = born_between(ca), born_between(cb)
    if sa is None or sb is None or ca.qty is None or cb.qty is None:
        return None
    if sa.overlaps(sb):
        return Finding(
            Stance.AGREES,
            f"{_who(ca)}: aged {ca.qty.text} and {cb.qty.text}: born in {sa.text} either way",
            0.6,
            "age-age",
        )
    stance = _missed(ca, sa, sb)
    stance = _missed(cb, sb, sa) if stance is Stance.CONTRADICTS else stance
    return Finding(
        stance,
        f"{_who(ca)}: aged {ca.qty.text} in {ca.time.text if ca.time else '?'} means born in "
        f"{sa.text}, aged {cb.qty.text} in {cb.time.text if cb.time else '?'} in {sb.text}",
        0.8 if stance is Stance.CONTRADICTS else 0.6,
        "age-age",
    )


def age_birth(age: Claim, birth: Claim, flip: bool) -> Finding | None:
    from semnet.graph.judge.compare import Finding

    span = born_between(age)
    if span is None or birth.time is None or age.qty is None or age.time is None:
        return None
    if span.overlaps(birth.time):
        return Finding(
            Stance.AGREES,
            f"{_who(age)}: age {age.qty.text} fits birth in {birth.time.text}",
            0.7,
            "age-birth",
        )
    stance = _missed(age, span, birth.time)
    return Finding(
        stance,
        f"{_who(age)}: aged {age.qty.text} in {age.time.text} means born in {span.text}, "
        f"not {birth.time.text}",
        0.85 if stance is Stance.CONTRADICTS else 0.6,
        "age-birth",
    )
