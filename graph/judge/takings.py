"""A post taken in a year is held that year ("became mayor of Halvern in
1880", "wurde 1880 Bürgermeister von Halvern", "fut élu maire de Halvern en
1880", "стал городским головой Халверна в 1880 году"): besides the taking
(`roles._took`, compared with the holder's other takings), the post of the
one place or glossary note the statement names has that holder in that
year, against another holder whose period spans it (`roles.compare` of
"role:office", with its handover years: a predecessor who leaves in 1880
leaves room for a successor who comes that year). Two takings of one post by
one holder are compared here too, and the holder of a post over the period
a statement writes is read here (`office_claims`; both moved out of
`roles.py`, which stood at 700 lines).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from semnet.graph.judge import offices, postnouns, tenure_ends
from semnet.graph.judge.base import Stance
from semnet.graph.judge.cues import words
from semnet.graph.judge.people import people
from semnet.graph.judge.relations import POST, compound_post
from semnet.graph.judge.values import span_of

if TYPE_CHECKING:
    from semnet.graph.judge.claims import Claim
    from semnet.graph.judge.compare import Finding
    from semnet.graph.judge.lexical import Read
    from semnet.graph.judge.text import Tok


def named_things(r: Read) -> set[str]:
    """The place and glossary notes a statement names: where a post is held."""
    return {e for kind in ("place", "glossary") for e, _ in r.entities(kind)}


def held_then(r: Read, took: list[Claim]) -> list[Claim]:
    """The taking's post held that year at the one note the statement names."""
    if len(took) != 1 or took[0].time is None or not took[0].status:
        return []
    where = named_things(r)
    if len(where) > 1:  # since round 38: none named in a relative clause
        where = offices.post_places(r.toks, r.cuts, None, where, r.mentions())
    if len(where) != 1:
        return []
    place, c = where.pop(), took[0]
    return [r.claim("role:office", subject=f"office:{c.status}@{place}",
                    label=f"the {c.status} of {r.names.label(place)}", status=c.subject,
                    anchor=c.label, time=c.time)]  # fmt: skip


def compare_took(ca: Claim, cb: Claim) -> Finding | None:
    """Two years one took one post: the same agrees, two contradict (two
    elections may be a re-election: in tension); two periods are compared
    as periods (`compare` of "role:office")."""
    from semnet.graph.judge.compare import Finding

    if ca.subject != cb.subject or ca.status != cb.status or ca.time is None or cb.time is None:
        return None
    if ca.anchor == cb.anchor == "period":
        return None
    if ca.time.overlaps(cb.time):
        return Finding(Stance.AGREES, f"{ca.label}: {ca.status} from {ca.time.text}", 0.7, "role")
    why = f"{ca.label}: {ca.status} from {ca.time.text} and from {cb.time.text}"
    if {ca.anchor, cb.anchor} <= {"elected", "period"}:
        return Finding(Stance.IN_TENSION, f"{why} (elected again?)", 0.5, "role")
    return Finding(Stance.CONTRADICTS, why, 0.75, "role")


# the verbs of coming to a place to hold a post ("came to Kerlaz as priest in 1872")
ARRIVED = words("arrived came come kam kamen arriva arrive arrivee vint venu llego vino "
                "приехал приехала прибыл прибыла")  # fmt: skip


# posts of two words: "chef de gare", "jefe de estación", "городской голова", "al mando"
_NEED = {"gare": "chef", "estacion": "jefe", "master": "harbo", "голова": "городск",
         "головой": "городск", "mando": "al", "начальником": "", "начальник": ""}  # fmt: skip


def _came(r: Read) -> bool:
    """Does the statement say its subject came to a place ("came to Kerlaz",
    "kam 1872 nach Kerlaz"), not in a relative clause and not whence ("who
    had come from York")?"""
    toks = r.toks
    return any(
        t.kind == "w"
        and t.f in ARRIVED
        and not offices.in_relative(toks, r.cuts, k)
        and (k + 1 == len(toks) or toks[k + 1].f not in _WHENCE)
        for k, t in enumerate(toks)
    )


_WHENCE = words("from aus von de del из")


def post_word(toks: list[Tok], k: int) -> bool:
    need = _NEED.get(toks[k].f)
    if need is None:
        return True
    if need == "":  # "начальник станции"
        return k + 1 < len(toks) and toks[k + 1].f.startswith("станц")
    return any(t.f.startswith(need) for t in toks[max(0, k - 2) : k])


def _post(r: Read, t: Tok) -> str | None:
    """The post a word names; in German also by a compound's last word
    ("Generaldirektor", "Oberbürgermeister"), since round 39."""
    return POST.get(t.f) or (compound_post(t.f) if r.lang == "de" and t.cap else None)


def office_claims(r: Read) -> list[Claim]:
    """The holder of the post a statement names at its one place or glossary
    note, over the period it writes ("mayor of Kerlaz from 1880 to 1895", "in
    1888 the mayor of Kerlaz was Ned Gale"); since round 38 a year the
    holder came there is the start of the post ("kam erst 1872 nach Kerlaz")."""
    when = offices.span(r.toks) or offices.main_span(r.toks, r.cuts)  # none for two periods
    at = [k for k, t in enumerate(r.toks) if t.kind == "w" and _post(r, t) and post_word(r.toks, k)]
    posts = {_post(r, r.toks[k]) for k in at}
    if not posts and postnouns.heads(r):
        posts, when = {"head"}, when or r.when  # "In 1905 Sokol ran the depot"
    if (when is None and posts) or len(posts) > 1 or postnouns.denied(r, POST):
        return []  # (since round 35: "nunca llegó a dirigir la cofradía")
    if at and tenure_ends.leaves_post(r.toks, r.lang, at[0]):
        return []  # since round 41: "resigned as director in 1890" holds no post then
    who = [p for p in people(r) if not p.family]
    if len({p.key for p in who}) > 1:  # since round 32: none named in a relative clause
        who = offices.post_clause(r.toks, r.cuts, who)
        who = [p for p in who if not at or offices.same_part(r.cuts, at[0], p.start)]
    where = named_things(r)
    if len(where) > 1 and at:  # since round 38: the places of the post's clause
        where = offices.post_places(r.toks, r.cuts, at[0], where, r.mentions())
    if len({p.key for p in who}) != 1 or len(where) != 1:
        return []
    place, when = where.pop(), when or (None if posts else r.when)  # since round 35: a post
    post = posts.pop() if posts else postnouns.shaped(r, who[0])  # no list names
    if post is None or when is None:
        return []
    if when.bound is None and _came(r):
        when = span_of(when, None, "from", when.text)
    return [
        r.claim(
            "role:office",
            subject=f"office:{post}@{place}",
            label=f"the {post} of {r.names.label(place)}",
            status=who[0].key,
            anchor=who[0].label,
            time=when,
        )
    ]
