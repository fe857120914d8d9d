"""A post, a work or a property held over a period, against leaving it before
the period ends or taking it up after it began: "ran the hospital from 1920
until 1951" / "left the hospital in 1939", "управляла гостиницей с 1879 по
1912 год" / "продала гостиницу в 1895 году", "enseigna à l'école de 1888 à
1930" / "quitta l'école en 1899", "dirigió el museo hasta 1935" / "en 1929
destituyeron a Vorónova de la dirección del museo", "руководил оркестром с
1895 по 1931 год" / "принял оркестр лишь в 1919 году".

The holding is a statement's frame (`claims._Frame`: the main subject's
content lemmas and dates) with a date that ends a period ("from … to",
"until"), often with a verb of running, teaching, serving or owning. The
change is the other's frame, about the same subject, with a verb of leaving
(leaving, dismissal, resignation, handing over, selling) or of taking up
("became" too, of a person), and one year. The two must share a word of
what was held (the school, the hospital, the post) — a leaving may name
nothing else ("was dismissed in 1939") when the holding is a work (run,
teach, serve). Leaving before the end year, or taking up after the start
year, contradicts; in the very year, agrees.

The verbs are hand-written lemmas per language (no library groups them),
as the frame writes them (folded lemmas).
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import date
from typing import TYPE_CHECKING

from semnet.graph.judge.base import Stance
from semnet.graph.judge.cues import words
from semnet.graph.manuscript.names import fold

if TYPE_CHECKING:
    from semnet.graph.judge.claims import Analysis, Claim
    from semnet.graph.judge.compare import Finding
    from semnet.graph.judge.text import Tok
    from semnet.graph.judge.values import TimeValue
    from semnet.graph.manuscript.names import NameIndex

# running, teaching, serving, owning: what one does in a post or with a property
HOLD = words(
    "run direct head lead manage teach serve govern command own "
    "leiten führen lehren unterrichten dienen verwalten besitzen "
    "diriger enseigner servir gérer administrer posséder "
    "dirigir enseñar gestionar administrar poseer "
    "руководить заведовать служить прослужить преподавать управлять возглавлять владеть"
)
# leaving a post, being put out of it, handing it over, selling a property
LEAVE = words(
    "leave left quit resign retire dismiss sack sell sold "
    "entlassen verlassen abgeben aufgeben kündigen verkaufen "
    "quitter congédier congédié renvoyer renvoyé démissionner licencier licencié vendre "
    "dejar abandonar destituir destituido despedir despedido renunciar dimitir cesar cesado "
    "vender "
    "уволить уволен уволена уйти оставить покинуть снять снят снята передать продать "
    # since round 41: ceding, relinquishing, stepping down
    "cede relinquish abdicate vacate abtreten übergeben zurücktreten niederlegen céder "
    "abdiquer ceder traspasar abdicar уступить сдать сложить"
)
# leaving said by a verb and its particle ("handed the mill over", "gave up the post",
# "stepped down", "gab die Leitung ab", "trat zurück"), over the folded text (round 41)
PHRASAL = {
    "en": re.compile(
        r"\b(?:hand(?:ed|s)?|g[ia]ve|gives|step(?:ped|s)?|st(?:oo|an)d) "
        r"(?:[\w'-]+ ){0,5}?(?:over|up|down)\b"
    ),
    "de": re.compile(r"\b(?:gab|trat|legte)\b(?: [\w'-]+){0,8}? (?:ab|auf|zuruck|nieder)\b"),
}
# leaving whatever post one held: retiring, resigning one's office ("retired in 1888",
# "ging in den Ruhestand", "prit sa retraite", "se jubiló", "вышел в отставку")
LEAVE_ANY = words("retire ruhestand pensionieren retraite jubilar retirar retirer отставка пенсия")
# a post said by no name of its own ("resigned his post", "legte sein Amt nieder",
# "renunció a su cargo", "ушёл с должности")
POST_WORDS = words(
    "post office position amt posten stelle poste fonction charge cargo puesto должность пост"
)
# taking a post up
TAKE = words(
    "become übernehmen antreten werden prendre devenir tomar asumir принять возглавить "
    "получить поступить стать"
)
# "became" as written (the frame leaves it out with "to be")
BECOME = words("became become wurde wurden devint devenu devenue стал стала")


def finding(a: Analysis, b: Analysis, names: NameIndex | None = None) -> Finding | None:
    """Does one statement leave or take up, in another year, what the other
    holds over a period?"""
    for held, changed in ((a, b), (b, a)):
        post = any(c.slot in _POSTS for c in held.claims)
        frame = _frame(changed) or _late_denial(changed)
        if frame is not None and phrasal_leave(changed.clean, changed.lang):
            frame = replace(frame, frame=frame.frame | {"leave"})
        got = _against(_till_death(held), frame, _becomes(changed), names, post)
        if got is not None:
            return got
    return None


def apart(a: Analysis, b: Analysis, names: NameIndex | None = None) -> Finding | None:
    """Since round 47: one holding told with two ends or two starts ("ran the
    factory until 1914" / "… until 1910", "leitete die Fabrik von 1890 bis
    1914" / "… bis 1910", "dirigea l'usine à partir de 1890" / "… de 1895 à
    1914"): the same subject, a verb of holding or a post on both sides, a
    word of what was held in both (no proper name), and overlapping periods
    whose ends, or starts, are other years. The same ends and starts agree."""
    fa, fb = _frame(a), _frame(b)
    if fa is None or fb is None or fa.subject != fb.subject:
        return None  # (asked of every pair: the cheap test first)
    fa, fb = _till_death(a), _till_death(b)
    if fa is None or fb is None:
        return None
    na, nb = _thing(fa) & _proper(a), _thing(fb) & _proper(b)  # names of no note
    ka, kb = na | _notes(fa), nb | _notes(fb)
    if ka and kb and not ka & kb:
        return None  # "head carver at Lund & Co" / "… for the harbour works in Kerlaz"
    if not _shared(_named(_thing(fa) - na, names), _named(_thing(fb) - nb, names)):
        return None  # another thing held
    if (fa.frame | fb.frame) & (LEAVE | TAKE):
        return _changed(fa, fb, a, b)
    if not (_holds(fa) and _holds(fb)) or _lasted(a) or _lasted(b):
        return None  # (a stint of so many years: `tenures` reads it)
    if phrasal_leave(a.clean, a.lang) or phrasal_leave(b.clean, b.lang):
        return None  # "stepped down as director in 1925 but stayed on … until his death"
    pa, pb = _bounded(fa), _bounded(fb)
    if pa is None or pb is None or not pa.overlaps(pb):
        return None
    inner = (pa.start > pb.start and pa.end < pb.end) or (pb.start > pa.start and pb.end < pa.end)
    if pa.bound == pb.bound == "range" and inner:
        return None  # "from 1885 to 1911" / "between 1897 and 1900": a part of it
    pairs = []
    if pa.bound in ("until", "range") and pb.bound in ("until", "range"):
        pairs.append(("until", pa.end.year - 1, pb.end.year - 1))
    if pa.bound in ("from", "range") and pb.bound in ("from", "range"):
        pairs.append(("from", pa.start.year, pb.start.year))
    if not pairs:
        return None
    who = fa.label or "the subject"
    off = [(w, x, y) for w, x, y in pairs if x != y]
    if off:
        w, x, y = off[0]
        return _found(Stance.CONTRADICTS, f"{who}: held it {w} {x}, and {w} {y}", "tenure-span")
    w, x, _ = pairs[0]
    if fa.restricted != fb.restricted:
        return None  # the same holding, narrowed on one side
    return _found(Stance.AGREES, f"{who}: held it {w} {x}", "tenure-span")


def _changed(fa: Claim, fb: Claim, a: Analysis, b: Analysis) -> Finding | None:
    """Since round 47: the same thing taken up, or left, in two years ("übernahm
    die Leitung der Fabrik 1889" / "… 1895", "sold the mill in 1890" / "…
    in 1895"): one change, one year; the same year agrees."""
    kinds = [
        (
            bool(f.frame & TAKE) or _becomes(x),
            bool(f.frame & LEAVE) or phrasal_leave(x.clean, x.lang),
        )
        for f, x in ((fa, a), (fb, b))
    ]
    if kinds[0] != kinds[1] or kinds[0][0] == kinds[0][1]:
        return None  # one takes up, the other leaves (`finding`), or both in one
    ya, yb = _one_year(fa), _one_year(fb)
    if ya is None or yb is None or fa.subject_kind != "character":
        return None  # (a works that dismissed hands, "уволила рабочих", leaves nothing)
    if ya == yb and fa.restricted != fb.restricted:
        return None  # "…, только в литейном цехе": the same, narrowed
    who = fa.label or "the subject"
    what = "took it up" if kinds[0][0] else "left it"
    if ya == yb:
        return _found(Stance.AGREES, f"{who}: {what} in {ya}", "tenure-span")
    return _found(Stance.CONTRADICTS, f"{who}: {what} in {ya}, and in {yb}", "tenure-span")


def _one_year(c: Claim) -> int | None:
    """The one year of a frame's dates, when it has no period ("in 1889")."""
    if any(t.bound is not None for t in c.times):
        return None
    years = {t.start.year for t in c.times if t.precision in ("year", "month", "day")}
    return years.pop() if len(years) == 1 else None


def _lasted(a: Analysis) -> bool:
    """Does a statement say how many years a stint lasted ("for twenty years")?"""
    return any(c.slot == "measure" and c.qty is not None and c.qty.unit == "year"
               and (c.time is None or c.time.bound != "range") for c in a.claims)  # fmt: skip


def _notes(c: Claim) -> set[str]:
    """The notes a frame names ("@glossary/lund-mill.md")."""
    return {w for w in c.frame if w.startswith("@")}


def _proper(a: Analysis) -> set[str]:
    """The words a statement writes with a capital but its first (a German
    noun is no name): "Leeds" in "ran the shop in Leeds"."""
    if a.lang == "de":
        return set()
    ws = re.findall(r"[^\W\d_][\w-]*", a.clean)[1:]
    return {fold(w) for w in ws if w[0].isupper()}


# at the head of a thing ("in charge of", "à la tête de", "an der Spitze", "al frente de")
_AT_HEAD = words("charge tête spitze frente")


def _holds(c: Claim) -> bool:
    """A verb of holding or a post in a frame ("ran", "leitete", "director")."""
    from semnet.graph.judge.relations import POST

    return bool(c.frame & (HOLD | _AT_HEAD)) or any(w in POST for w in c.frame)


def _thing(c: Claim) -> frozenset[str]:
    """A frame's words but its verbs of holding and its posts: what was held."""
    from semnet.graph.judge.relations import POST

    return frozenset(w for w in c.frame - HOLD - _AT_HEAD - TAKE - LEAVE if w not in POST)


def _bounded(c: Claim) -> TimeValue | None:
    """A frame's one period with a bound ("until 1914", "from 1890", "1890–1914")."""
    got = {t for t in c.times if t.bound in ("from", "until", "range")}
    ranges = {t for t in got if t.bound == "range"}  # "von 1890 bis 1914": also "bis 1914"
    got = ranges if len(ranges) == 1 else got
    return got.pop() if len(got) == 1 else None


def phrasal_leave(clean: str, lang: str) -> bool:
    """Does a statement leave something by a verb and its particle ("handed
    the mill over to his son", "gab die Leitung ab", "trat 1890 zurück")?"""
    rx = PHRASAL.get(lang)
    return rx is not None and rx.search(fold(clean)) is not None


def leaves_post(toks: list[Tok], lang: str, k: int) -> bool:
    """Since round 41: is the post at token k one its holder leaves ("resigned
    as director", "stepped down as head", "trat als Direktor zurück"): a
    verb of leaving within four words before it, or a verb and its particle
    (`PHRASAL`) whose verb stands within eight words before it?"""
    if any(t.is_(LEAVE) for t in toks[max(0, k - 4) : k]):
        return True
    rx = PHRASAL.get(lang)
    before = " ".join(t.f for t in toks[max(0, k - 8) : k] if t.kind == "w")
    after = " ".join(t.f for t in toks[k:] if t.kind == "w")
    m = rx.search(f"{before} {after}") if rx is not None else None
    return m is not None and m.start() < len(before)


# held until one's death, or died holding it ("until his death in 1909", "jusqu'à sa
# mort", "hasta su muerte", "bis zu seinem Tod", "до самой смерти"; "died in office",
# "noch im Amt", "en fonctions", "en el cargo", "на посту"), over the folded text
_TILL_DEATH = {
    "en": r"\buntil (?:his|her|their) death\b|\bdied in office\b",
    "fr": r"\bjusqu.? ?a (?:sa|leur) mort\b|\ben fonctions?\b",
    "es": r"\bhasta su muerte\b|\ben (?:el cargo|funciones|activo)\b",
    "de": r"\bbis (?:zu )?(?:seinem|ihrem) tod|\b(?:noch )?im amt\b",
    "ru": r"\bдо (?:\w+ )?смерти\b|\bна посту\b",
}


def _till_death(a: Analysis) -> Claim | None:
    """Since round 43: the frame of a statement that holds something until its
    subject's death in a year ("ran the yard from 1887 until his death in
    1909", "starb 1842, noch im Amt") with that period, to the year of death."""
    from semnet.graph.judge.values import TimeValue

    frame = _frame(a)
    rx = _TILL_DEATH.get(a.lang)
    if frame is None or rx is None or any(t.bound in ("until", "range") for t in frame.times):
        return frame
    death = next((c for c in a.claims if c.slot == "death" and c.time is not None
                  and c.time.bound is None and c.subject == frame.subject), None)  # fmt: skip
    if death is None or death.time is None or re.search(rx, fold(a.clean)) is None:
        return frame
    since = next((t for t in frame.times if t.bound == "from"), None)
    start = since.start if since is not None else date(1, 1, 1)
    until = TimeValue(start, death.time.end, "range", f"until {death.time.text}",
                      "range" if since is not None else "until")  # fmt: skip
    return replace(frame, times=(*frame.times, until))


def _becomes(a: Analysis) -> bool:
    """Does the statement say its subject became something ("wurde erst 1908
    Gemeindepräsident"; the frame leaves the verb "to be" out)?"""
    return any(w in BECOME for w in fold(a.clean).split())


def _frame(a: Analysis) -> Claim | None:
    return next((c for c in a.claims if c.slot == "frame" and not c.negated), None)


def _late_denial(a: Analysis) -> Claim | None:
    """Since round 41: a frame denied only in a clause joined after its first
    ("left the school in 1885 and never came back to Kerlaz", "ушёл из школы в
    1885 году и больше в Керлаз не возвращался"), read for its leaving."""
    from semnet.graph.judge.frames import late_denial

    if not late_denial(a.clean, a.lang):
        return None
    framed = next((c for c in a.claims if c.slot == "frame" and c.negated), None)
    return replace(framed, negated=False) if framed is not None else None


# the claims of holding a post or a work
_POSTS = frozenset({"role:office", "role:took", "occupation", "employer"})


def _any_post(frame: frozenset[str]) -> bool:
    """Since round 38: does a leaving end whatever post its subject held
    ("retired in 1888", "resigned his post", "legte sein Amt nieder")?"""
    resigned = {"legen", "nieder"} <= frame  # "legte … nieder"
    return bool(frame & LEAVE_ANY) or (
        bool(frame & POST_WORDS) and (resigned or bool(frame & LEAVE))
    )


def _against(
    held: Claim | None,
    changed: Claim | None,
    becomes: bool,
    names: NameIndex | None,
    post: bool = False,
) -> Finding | None:
    if held is None or changed is None or held.subject != changed.subject:
        return None
    if held.frame & (LEAVE | TAKE):
        return None
    job = bool(held.frame & HOLD)
    ends = [t for t in held.times if t.bound in ("until", "range")]
    anypost = post and _any_post(changed.frame)
    leave = changed.frame & LEAVE or anypost
    # "became" of a person only ("wurde" is also the passive of a thing)
    take = changed.frame & TAKE or (becomes and not leave and held.subject_kind == "character")
    take = take and not anypost  # "prit sa retraite": no taking up
    years = [t for t in changed.times if t.bound is None and t.precision != "range"]
    by = not years and bool(leave)  # since round 41: left by a year ("By 1890 he had handed …")
    years = [t for t in changed.times if t.bound == "before"] if by else years
    if not ends or len(years) != 1 or bool(leave) == bool(take) or changed.frame & HOLD:
        return None
    what = held.frame - HOLD
    named = changed.frame - LEAVE - TAKE
    # (a retirement ends the post held, whatever else it names: "a year before the storm")
    shared = anypost or _shared(_named(what, names), _named(named, names))
    if not shared and (take or named or not job):
        return None  # another post, nothing named to take up, or no work held
    year = years[0].end.year if by else years[0].start.year  # "by 1890": the year named
    period = ends[0]
    end = period.end.year - 1  # "until 1951": to the end of 1951
    start = period.start.year if period.bound == "range" else None
    who = held.label or "the subject"
    if leave and by:  # left by that year: before the end only if before it
        ok = year < end and (start is None or year > start)
        return (
            _found(Stance.CONTRADICTS, f"{who}: left by {year}, yet held it until {end}")
            if ok
            else None
        )
    if leave:
        if year == end and not anypost:  # a retirement that year only fits the period
            return _found(Stance.AGREES, f"{who}: left in {year}, held until {end}")
        if year < end and (start is None or year >= start):
            return _found(Stance.CONTRADICTS, f"{who}: left in {year}, yet held it until {end}")
        return None
    if start is None or year > end:
        return None
    if year == start:
        return _found(Stance.AGREES, f"{who}: took it up in {year}, held from {start}")
    if year > start:
        return _found(Stance.CONTRADICTS, f"{who}: took it up in {year}, yet held it from {start}")
    return None


def _found(stance: Stance, why: str, rule: str = "tenure-end") -> Finding:
    from semnet.graph.judge.compare import Finding

    return Finding(stance, why, 0.7 if stance is Stance.CONTRADICTS else 0.6, rule)


def _named(xs: frozenset[str], names: NameIndex | None) -> frozenset[str]:
    """The words, a note's the words of its names too ("@Banda La Esperanza":
    оркестр, esperanza), so that "принял оркестр" takes up what "руководил
    оркестром «Эсперанса»" held (since round 24)."""
    if names is None:
        return xs
    from semnet.graph.judge.kindnames import name_words

    return xs.union(*(name_words(x[1:], names) for x in xs if x.startswith("@")))


def _shared(xs: frozenset[str], ys: frozenset[str]) -> bool:
    """A word in both, or an inflected form of one in the other (a lemma
    the lemmatiser missed: "хором" / "хор")."""
    if xs & ys:
        return True
    return any(
        len(short) >= 3 and long.startswith(short) and len(long) - len(short) <= 3
        for x in xs
        for y in ys
        if not x.startswith("@") and not y.startswith("@")
        for short, long in (sorted((x, y), key=len),)
    )
