"""Occupations: "worked as a carpenter", "arbeitete als Tischler",
"travaillait comme pêcheur", "trabajaba como minero" — the post a person
held, apart from whom they worked for. Two different posts at the same time
(or both at no stated time) are in tension — a person may hold two —, the
same post agrees; a post and an employer ("as a miner" / "at Wheal Rose")
are not compared.

Since round 36 a post said with a copula at a workplace ("was a spinner at
the glove factory", "war Näherin in der Handschuhfabrik", "était ouvrière
à la ganterie", "fue obrera en la fábrica", "была работницей на фабрике")
is also an employer claim of that workplace, so that "never worked at the
glove factory" denies it. Since round 43 a statement that denies something
of its subject's work and then gives a post ("hat in der Fischerei nie
gearbeitet; er war Schmied") corrects another post. The copulas and
prepositions are hand-written per language; the post is a noun after its
article (a German noun, a Russian noun of a person in the instrumental).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from semnet.graph.judge import cues, slots, trades
from semnet.graph.judge.base import Stance
from semnet.graph.judge.people import AGE_SEX

if TYPE_CHECKING:
    from semnet.graph.judge.claims import Analysis, Claim, _Extractor
    from semnet.graph.judge.compare import Finding
    from semnet.graph.judge.text import Tok

AS_WORDS = frozenset({"as", "comme", "als", "como", "как"})
_ARTICLES = frozenset({"a", "an", "the", "un", "une", "ein", "eine", "einen", "uno", "una"})


def occupation_claims(x: _Extractor) -> list[Claim]:
    """The post after a work verb and "as": one claim, dated by its clause."""
    from semnet.graph.judge.claims import lemma_of
    from semnet.graph.judge.extract import _period

    if x.negated:
        return []
    work = slots.PREDICATES["employer"].get(x.lang, frozenset())
    toks = x.toks
    for i, t in enumerate(toks):
        if not t.is_(work) or i in x.subj_span:
            continue
        if x.lang == "ru":  # "работала учительницей": the post in the instrumental
            k = next((k for k in range(i + 1, min(i + 5, len(toks))) if _ru_post(toks, k)), None)
            if k is None:
                continue
            role = lemma_of(toks[k], x.lang)
            return [x.claim("occupation", status=role, time=_period(x.context_times()))]
        k = next((k for k in range(i + 1, min(i + 4, len(toks))) if toks[k].f in AS_WORDS), None)
        if k is None or any(u.kind == "w" and u.f in slots.EMPLOYER_PREPS for u in toks[i + 1 : k]):
            continue
        k += 1
        while k < len(toks) and toks[k].f in _ARTICLES:
            k += 1
        if k >= len(toks) or toks[k].kind != "w" or toks[k].f in slots.EMPLOYER_PREPS:
            continue
        role = lemma_of(toks[k], x.lang)
        time = _period(x.context_times())
        return [x.claim("occupation", status=role, time=time)]
    return trades.lifelong_claims(x) + _post_at(x) or _copula_post(x)  # "was a farmer all …"


def _copula_post(x: _Extractor) -> list[Claim]:
    """ "Tom Pike was a miner", "war Gerber in Kerlaz", "fue minero", "был
    шахтёром": a post said with a copula (since round 37), anchored
    `copula`: it agrees with the same post and is set against a denied
    workplace of its stem (`against_workplace`), not against another post
    (one may be both)."""
    from semnet.graph.judge.claims import lemma_of
    from semnet.graph.judge.extract import _period
    from semnet.graph.judge.postnouns import _MANY

    toks = x.toks
    found = _after_copula(x) if not x.negated and x.subject.kind == "character" else None
    if found is None:
        return []
    i, k = found
    if k >= len(toks) or toks[k].kind != "w" or toks[k].is_(_MANY) or toks[k].f in _STOP:
        return []
    if toks[k].is_(AGE_SEX):
        return []  # since round 38: "war er ein Mann von dreißig Jahren" is no post
    if not _post_noun(x, k, articled=k > i + 1) or k in x.subj_span:
        return []
    nxt = toks[k + 1] if k + 1 < len(toks) else None
    if nxt is not None and nxt.kind == "w" and not (nxt.f in _STOP or nxt.is_(_AT_ALL)):
        return []  # "was a tall man", "war Gerber und Färber": a phrase, not one post
    time = _period(x.context_times())
    return [x.claim("occupation", status=lemma_of(toks[k], x.lang), time=time, anchor="copula")]


def _after_copula(x: _Extractor) -> tuple[int, int] | None:
    """The first copula outside the subject and the word after its articles."""
    toks = x.toks
    for i, t in enumerate(toks):
        if not t.is_(trades.BE) or i in x.subj_span:
            continue
        k = i + 1
        while k < len(toks) and toks[k].f in _ARTICLES:
            k += 1
        return i, k
    return None


def against_workplace(occ: Claim, emp: Claim) -> Finding | None:
    """A post ("was a miner") against a denied workplace of its stem ("never
    worked in the mine", "nunca trabajó en la mina", "не работал на шахте")."""
    from semnet.graph.judge.compare import Finding, _who
    from semnet.graph.manuscript.names import fold

    if occ.negated or not emp.negated or not occ.status or not emp.status:
        return None
    post = fold(occ.status)
    for w in fold(emp.status).split():
        stem = w[:-1] if w[-1:] in "aeoаоуыя" else w
        if (
            w.startswith(post)  # "brewer" / "brewery"
            or (len(w) >= 4 and post.startswith(w))  # "miller" / "mill"
            or any(post == stem + end for end in _AGENT_ENDS)  # "minero" / "mina"
        ):
            why = f"{_who(occ)}: {occ.status}, yet never worked at the {emp.status}"
            return Finding(Stance.CONTRADICTS, why, 0.7, "occupation")
    return None


# the endings that make a workplace's stem its worker ("min-er", "min-eur", "min-ero",
# "шахт-ёр", "fabric-ante"), folded
_AGENT_ENDS = ("er", "eur", "ero", "era", "ier", "iere", "ante", "ер", "ор", "щик", "чик", "ник")


# the prepositions of a workplace after a post ("a spinner at the mill")
_AT = {
    "en": frozenset({"at", "in"}),
    "de": frozenset({"in", "im", "bei", "am"}),
    "fr": frozenset({"a", "au", "dans", "chez"}),
    "es": frozenset({"en"}),
    "ru": frozenset({"на", "в", "во"}),
}


def _post_at(x: _Extractor) -> list[Claim]:
    """ "was a spinner at the glove factory": an employer claim of the
    workplace (not of a place note: "was a teacher in Leeds" says where)."""
    from semnet.graph.judge.extract import _employer

    if x.negated or x.subject.kind != "character" or x.employer is not None:
        return []
    toks, at = x.toks, _AT.get(x.lang, frozenset())
    found = _after_copula(x)
    if found is None:
        return []
    i, k = found
    # the preposition right after the post or past two words of it ("a master
    # carver at", "maestro tallista en", "ouvrière qualifiée à")
    p = next((p for p in range(k + 1, min(k + 4, len(toks))) if toks[p].f in at), None)
    if p is None or toks[k].kind != "w" or not _post_noun(x, k, articled=k > i + 1):
        return []
    if any(u.kind != "w" or u.cap or u.f in _STOP for u in toks[k + 1 : p]):
        return []
    if x.attached(k, "employer").places or _in_town(x, p):
        return []  # "a teacher in Leeds", "a baker in the town": where, not for whom
    return _employer(x, k)


def _in_town(x: _Extractor, p: int) -> bool:
    """Is the noun after the preposition at p a town or a village ("in the
    town", "au bourg", "im Dorf", "en el pueblo", "в городе"; since round 43)?"""
    from semnet.graph.judge.townnouns import town_noun

    return any(town_noun(t, x.lang) for t in x.toks[p + 1 : p + 4] if t.kind == "w")


_STOP = cues.all_stopwords()
_AT_ALL = frozenset().union(*_AT.values())


def _post_noun(x: _Extractor, k: int, articled: bool) -> bool:
    """Is the word at k a post: a noun after its article (English, French,
    Spanish), a German noun, a Russian noun of a person in the instrumental?"""
    t = x.toks[k]
    if x.lang == "ru":
        return _ru_post(x.toks, k)
    if x.lang == "de":
        return t.cap and k not in x.subj_span
    if t.cap:
        return False
    if articled or x.lang not in _AGENT:
        return articled
    if x.lang == "fr" and len(t.f) > 5 and t.f.endswith(("ger", "cher")):
        return True  # since round 43: "était boulanger", "était boucher"; not "était léger"
    return t.f.endswith(_AGENT[x.lang])  # "était ouvrière", "fue obrera"; not "était absente"


# French and Spanish posts said without an article end as agent nouns
_AGENT = {
    "fr": (*trades.AGENT["fr"], "rice"),  # "institutrice"
    "es": (*trades.AGENT["es"], "tro", "tra"),  # "maestra"
}


def _ru_post(toks: list[Tok], k: int) -> bool:
    """A Russian noun of a person in the instrumental, after no preposition
    ("служил в Покровском *фельдшером*", not "*с братом*")."""
    from semnet.graph.manuscript.names import morph_ru

    t, prev = toks[k], toks[k - 1]
    if t.kind != "w" or t.cap or prev.f in cues.PREPOSITIONS["ru"]:
        return False
    return any(
        p.tag.POS == "NOUN" and "ablt" in p.tag and "anim" in p.tag and "Name" not in p.tag
        for p in morph_ru().parse(t.text)[:2]
    )


def compare_occupations(ca: Claim, cb: Claim) -> Finding | None:
    """The same post agrees; two posts of one language at the same time (or
    both undated) are in tension."""
    from semnet.graph.judge.compare import Finding, _times_overlap, _who

    life = trades.compare(ca, cb)  # a trade for life against another
    if life is not None:
        return life
    ta, tb = ca.time, cb.time
    if (ta is None) != (tb is None) or not _times_overlap(ta, tb):
        return None
    if "copula" in (ca.anchor, cb.anchor) and ca.status != cb.status:
        return None  # "was a miner" / "was a lay preacher": one may be both
    if "copula" in (ca.anchor, cb.anchor) and not _same_names(ca, cb):
        return None  # "a tanner of Leeds" / "a tanner, who never left York"
    if ca.status == cb.status:
        return Finding(Stance.AGREES, f"{_who(ca)}: worked as {ca.status}", 0.7, "occupation")
    if ca.lang != cb.lang:
        return None  # the names of posts are not translated
    why = f"{_who(ca)}: worked as {ca.status} and as {cb.status} at the same time"
    return Finding(Stance.IN_TENSION, why, 0.6, "occupation")


_CAP = re.compile(r"\b[A-ZÀ-ÖØ-ÞА-ЯЁ][\w'-]+")


def _same_names(ca: Claim, cb: Claim) -> bool:
    """Do two clauses name no other names, or the same ones, beside their
    subject's (a post's place: "a tanner of Leeds" / "… of York")?"""
    said = []
    for c in (ca, cb):
        own = set(c.label.split())
        said.append({w for w in _CAP.findall(c.clause)[1:] if w not in own})
    return not (said[0] and said[1]) or said[0] == said[1]


# a denial, then the post said in its place after a colon, a semicolon or a dash
_CORRECTION = re.compile(r"^(?P<denial>[^;:—–]+)\s*[;:—–]\s*(?P<post>.+)$")


def corrected(a: Analysis, b: Analysis) -> Finding | None:
    """One statement's post against the other's denial of something of the
    same person's work followed by another post in its place ("Hans Brandt
    war Fischer" / "Hans Brandt hat in der Fischerei nie gearbeitet; er war
    Schmied in Kiel"): a correction (since round 43; one language: posts are
    not translated)."""
    from semnet.graph.judge.compare import Finding, _who
    from semnet.graph.manuscript.names import fold

    if a.lang != b.lang:
        return None
    for one, other in ((a, b), (b, a)):
        posts = [c for c in one.claims if c.slot == "occupation" and not c.negated and c.status]
        fixed = [c for c in other.claims if c.slot == "occupation" and not c.negated and c.status]
        if len(posts) != 1 or len(fixed) != 1 or any(c.negated for c in one.claims):
            continue
        post, other_post = posts[0], fixed[0]
        if post.subject != other_post.subject or post.status == other_post.status:
            continue
        m = _CORRECTION.match(other.clean)
        denials = cues.NEGATION.get(other.lang, frozenset()) | cues.NEVER.get(
            other.lang, frozenset()
        )
        if m is None or not set(fold(m.group("denial")).split()) & denials:
            continue
        said, stem = fold(m.group("post")), fold(other_post.status)
        if stem[: max(4, len(stem) - 2)] not in said:
            continue  # the post is not the one said after the denial ("портнихой")
        why = f"{_who(post)}: {post.status}, yet, by the other, {other_post.status} instead"
        return Finding(Stance.CONTRADICTS, why, 0.6, "occupation")
    return None
