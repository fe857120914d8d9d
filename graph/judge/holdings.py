"""Who held a property and how: a claim of slot `hold` says a named thing
(a mill, a farm, a firm) was owned, sold, bought, inherited, or founded and
run by one person at a time or for a period ("owned the mill until 1890",
"verkaufte die Mühle 1875", "hérita du moulin de son père", "compró el
molino en 1868", "владел имением с 1880 по 1900 год", "fundó La Esperanza y
la dirigió hasta su muerte").

Compared: one who sold a thing in a year cannot own it past that year, nor
sell it again in another (since round 22: one sale told twice is one year);
a thing inherited was not bought by the same heir; two owners of one thing
in overlapping periods (not at a handover year) contradict; an owner against
one who founded the thing and ran it. A part-owner ("a third of", "die
Hälfte", "un quart des parts", "una cuarta parte", "треть паев") or a
co-owner is no sole owner and is not compared.

Hand-written, per language (no offline library groups the verbs of selling,
buying, inheriting, owning, founding and running, nor the words of a share):
folded forms and lemmas, as `roles.py` lists its acts."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from semnet.graph.judge import offices, slots
from semnet.graph.judge.base import Stance
from semnet.graph.judge.cues import words
from semnet.graph.judge.people import Person, people, same_person
from semnet.graph.manuscript.names import fold

if TYPE_CHECKING:
    from semnet.graph.judge.claims import Claim
    from semnet.graph.judge.compare import Finding
    from semnet.graph.judge.lexical import Read
    from semnet.graph.judge.values import TimeValue

SLOTS = frozenset({"hold"})

_ACTS = {
    "sell": words(
        "sell sold verkaufen verkaufte verkauft veräußerte vendre vendit vendu vendait vender "
        "vendió vendido vendida продать продал продала продали"
    ),
    "buy": words(
        "buy bought purchase purchased kaufen kaufte gekauft erwerben erwarb erworben acheter "
        "acheta acheté acquérir acquit acquis comprar compró comprado comprada adquirir "
        "adquirió купить купил купила приобрести приобрёл приобрел приобрела"
    ),
    "inherit": words(
        "inherit inherited erben erbte geerbt hériter hérita hérité heredar heredó heredado "
        "heredada унаследовать унаследовал унаследовала inheritance erbschaft héritage herencia "
        "наследство"
    ),
    "own": words(
        "own owned possess possessed belong belonged besitzen besaß besass gehören gehörte "
        "posséder posséda possédait appartenir appartenait appartint poseer poseía poseyó "
        "pertenecer pertenecía perteneció владеть владел владела принадлежать принадлежал "
        "принадлежала принадлежало owner besitzer eigentümer propriétaire dueño dueña "
        "propietario propietaria владелец владелица"
    ),
    "found": words(
        "found founded gründen gründete gegründet fonder fonda fondé fundar fundó fundado "
        "fundada основать основал основала основан"
    ),
    "run": words(
        "run ran leiten leitete geleitet diriger dirigea dirigeait dirigé dirigir dirigió "
        "dirigía возглавлять возглавлял возглавляла руководить руководил управлять управлял"
    ),
}
# a share or a co-owner: no sole owner ("a third of", "die Hälfte", "un quart
# des parts", "una cuarta parte", "треть паев", "co-owner", "Mitbesitzer")
_SHARE = words(
    "share shares half third quarter part parts hälfte drittel viertel anteil anteile moitié "
    "tiers quart mitad tercio cuarta parte partes acciones половина половину треть третью "
    "четверть пай паев паи доля долю co-owner partner mitbesitzer teilhaber copropriétaire "
    "associé copropietario socio совладелец совладелица компаньон together zusammen ensemble "
    "junto вместе jointly gemeinsam"
)
# owned with one's own ("avec son frère", "with his partner", "mit seinem Bruder",
# "con su hermano", "со своим братом"): a co-owner
_WITH_KIN = re.compile(
    r"\b(?:with|avec|mit|con|с|со)\s+(?:his|her|their|son|sa|ses|leur|leurs|seinem|seiner|"
    r"seinen|ihrem|ihrer|ihren|su|sus|своим|своеи|своими)\b"
)
# the end of a life as the end of a period ("until his death", "bis zu seinem
# Tod", "jusqu'à sa mort", "hasta su muerte", "до самой смерти")
_TILL_DEATH = re.compile(
    r"\b(?:until|till) (?:his|her) death\b|\bbis zu (?:seinem|ihrem) tod|\bjusqu'?a (?:sa|la) mort"
    r"|\bhasta su muerte\b|\bдо (?:самои )?(?:своеи )?смерти\b"
)


# property as a noun of owning, before its owner ("remained the property of",
# "blieb im Besitz von", "resta la propriété de", "собственностью бельгийцев");
# without an owner after it, "the property" is an estate ("sold the property")
_PROPERTY = words("property propriété besitz eigentum propiedad собственность")
_OWNER_NEXT = words("of de d du des del von vom der")


def _property_of(r: Read) -> bool:
    for t, nxt in zip(r.toks, r.toks[1:], strict=False):
        if not t.is_(_PROPERTY):
            continue
        if nxt.kind == "w" and nxt.f in _OWNER_NEXT:
            return True
        if r.lang == "ru" and t.f.endswith("стью") and (nxt.cap or nxt.kind == "w"):
            return True  # the instrumental: "оставался собственностью Гусарова"
    return False


# "his own workshop", "their own boat": an adjective after a possessive, no owning
_OWN_AFTER = words("his her its their my our your one's")


def claims(r: Read) -> list[Claim]:
    acts = {
        act
        for i, t in enumerate(r.toks)
        for act, ws in _ACTS.items()
        if t.is_(ws) and not (t.f == "own" and i and r.toks[i - 1].f in _OWN_AFTER)
    }
    if _property_of(r):
        acts.add("own")
    if not acts:
        return []
    if any(t.is_word and t.f in slots.MODALS for t in r.toks):
        return []  # "tried to buy it but was outbid": no owner
    if acts == {"found", "run"} or acts == {"found", "run", "own"}:
        act = "found-run"
    elif len(acts) == 1:
        act = acts.pop()
    else:
        return []
    if act in ("found", "run"):
        return []
    things = _things(r) or _by_kind(r)
    if len(things) != 1:
        return []
    who = [p for p in people(r) if not p.family]
    main = r.main.key
    owner = next((p for p in who if p.key == main), None)
    if owner is None and act in ("sell", "buy"):
        party = _party(r, who, act)  # "The mill was sold to Paul Roux": he bought it
        if party is None:
            return []
        owner, act = party
    if owner is None:
        keys = {p.key for p in who}
        if len(keys) != 1:
            return []
        owner = who[0]
    if act == "found-run" and not _TILL_DEATH.search(r.folded):
        return []  # founded and ran it for a while: no owner throughout
    thing, label = things[0]
    time = None if act == "found-run" else offices.span(r.toks)
    share = any(t.is_(_SHARE) for t in r.toks) or _WITH_KIN.search(r.folded) is not None
    return [
        r.claim("hold", subject=f"@{thing}", label=label, status=owner.key, anchor=act,
                time=time, restricted=share, frame=frozenset({owner.label}))
    ]  # fmt: skip


# since round 31: the party a thing's sale or purchase names in the passive, past a title
# or an article ("was sold to Paul Roux", "wurde an den Brauer Kress verkauft", "fut
# vendu à Paul Roux", "fue vendido a Paul Roux"; "was bought by", "von", "par", "por")
_TO_BUYER = words("to an à au aux a")
_BY = words("by von durch par por")
_PARTY_LEADS = _TO_BUYER | _BY


def _party(r: Read, who: list[Person], act: str) -> tuple[Person, str] | None:
    """The one person a passive sale or purchase names, and what that person
    did: the buyer after "to" a sale ("buy"), the buyer or the seller after
    "by" ("bought by": "buy", "sold by": "sell")."""
    found: list[tuple[Person, str]] = []
    for p in who:
        before = [t.f for t in r.toks[max(0, p.start - 3) : p.start] if t.kind == "w"]
        lead = next((w for w in reversed(before) if w in _PARTY_LEADS), None)
        if lead in _TO_BUYER and act == "sell":
            found.append((p, "buy"))
        elif lead in _BY:
            found.append((p, act))
    return found[0] if len(found) == 1 else None


def _things(r: Read) -> list[tuple[str, str]]:
    """The place and thing notes the statement names, not one that only
    locates another ("bought a house in Вешки", "la maison à Vernay")."""
    out: list[tuple[str, str]] = []
    for start, _end, e in r.mentions():
        if r.names.kind(e) not in ("place", "glossary") or e in (x for x, _ in out):
            continue
        if start > 0 and r.toks[start - 1].f in slots.PLACE_PREPS | _PARTY:
            continue
        out.append((e, r.names.label(e)))
    return out


# before the other party of a sale: "sold the workshop to Jaquet-Lardet", "acheta le
# moulin aux Roux", "verkaufte die Mühle an die Firma", "vendió el molino a Ortega"
_PARTY = words("to from à au aux an von a у")
# an indefinite article: "bought a mill" is no note's mill
_INDEFINITE = words("a an un une ein eine einen einer uno una unos unas")


def _by_kind(r: Read) -> list[tuple[str, str]]:
    """The one note a definite noun names by its kind ("le moulin", "del
    molino", "мельницу": the note "Moulin de Vernay"), as `kindnames.py`
    reads a subject."""
    from semnet.graph.judge.kindnames import _table
    from semnet.graph.judge.nouns import kind_of

    table = _table(r.names)
    found: list[tuple[str, str]] = []
    for k, t in enumerate(r.toks):
        if t.kind != "w" or (k > 0 and r.toks[k - 1].f in _INDEFINITE):
            continue
        kinds = {c for x in t.lem if (c := kind_of(x, r.lang)) is not None}
        for c in kinds:
            ent = table.get(f"np:*:{c}")
            if ent is not None and ent not in (e for e, _ in found):
                found.append((ent, r.names.label(ent)))
    return found


def _who(c: Claim) -> str:
    return next(iter(c.frame), "") if c.frame else ""


def compare(ca: Claim, cb: Claim) -> Finding | None:
    from semnet.graph.judge.compare import Finding

    if ca.slot != "hold" or cb.slot != "hold":
        return None
    pa = Person(ca.status or "", _who(ca), 0, 0)
    pb = Person(cb.status or "", _who(cb), 0, 0)
    same = same_person(pa, pb)
    if same is None:
        return None
    if ca.restricted or cb.restricted:
        if same and ca.restricted != cb.restricted and ca.anchor == cb.anchor == "own":
            # "owned the Curlew" / "owned a half share in the Curlew", "… with his brother"
            why = f"{ca.label}: owned by {pa.label}, in part or with another on one side"
            return Finding(Stance.QUALIFIES, why, 0.6, "hold", "a" if ca.restricted else "b")
        return None
    acts = {ca.anchor, cb.anchor}
    ta, tb = ca.time, cb.time
    if same:
        if ca.anchor == cb.anchor and ca.anchor in ("sell", "buy") and ta and tb:
            return _one_sale(ca, ta, tb, pa.label)
        if acts == {"buy", "inherit"}:
            return Finding(Stance.CONTRADICTS,
                           f"{ca.label}: inherited by {pa.label} / bought by {pa.label}", 0.7,
                           "hold")  # fmt: skip
        if acts == {"sell", "own"} and ta is not None and tb is not None:
            sold, held = (ta, tb) if ca.anchor == "sell" else (tb, ta)
            still = ca if ca.anchor == "own" else cb
            if (
                sold.bound is None
                and held.bound is None
                and held.start >= sold.end
                and _still(still)
            ):
                return Finding(Stance.CONTRADICTS,
                               f"{ca.label}: sold by {pa.label} in {sold.text}, "
                               f"still owned in {held.text}", 0.75, "hold")  # fmt: skip
            if (
                sold.bound is None
                and held.bound != "from"  # "owned it from 1930": until when is not said
                and held.start <= sold.start
                and held.end > sold.end
            ):
                return Finding(Stance.CONTRADICTS,
                               f"{ca.label}: sold by {pa.label} in {sold.text}, "
                               f"owned until {held.text}", 0.75, "hold")  # fmt: skip
        return None
    if acts == {"own", "found-run"} and (ta is None or tb is None):
        own = ca if ca.anchor == "own" else cb
        if own.time is None or own.time.bound is None:
            return Finding(Stance.CONTRADICTS,
                           f"{ca.label}: owned by {pa.label} / founded and run by {pb.label}",
                           0.7, "hold")  # fmt: skip
        return None
    if acts == {"buy"} and ta is not None and tb is not None and ta.overlaps(tb):
        if ta.bound is None and tb.bound is None and not (ta.approx or tb.approx):
            return Finding(Stance.CONTRADICTS,  # since round 31: one thing, two buyers at once
                           f"{ca.label}: bought by {pa.label} in {ta.text}, by {pb.label} in "
                           f"{tb.text}", 0.7, "hold")  # fmt: skip
    if acts == {"own"} and ta is not None and tb is not None and ta.overlaps(tb):
        if offices.handover(ta, tb) or offices.open_(ta, tb):
            return None
        return Finding(Stance.CONTRADICTS,
                       f"{ca.label}: owned by {pa.label} in {ta.text}, by {pb.label} in {tb.text}",
                       0.75, "hold")  # fmt: skip
    return None


def _one_sale(c: Claim, ta: TimeValue, tb: TimeValue, who: str) -> Finding | None:
    """One person's sale (or purchase) of one thing, told twice: the same
    year agrees, another contradicts (in tension when either is a guess)."""
    from semnet.graph.judge.compare import Finding

    if ta.bound is not None or tb.bound is not None:
        return None
    did = "sold" if c.anchor == "sell" else "bought"
    if ta.overlaps(tb):
        return Finding(Stance.AGREES, f"{c.label}: {did} by {who} in {ta.text}", 0.7, "hold")
    stance = Stance.IN_TENSION if ta.approx or tb.approx else Stance.CONTRADICTS
    why = f"{c.label}: {did} by {who} in {ta.text} and in {tb.text}"
    return Finding(stance, why, 0.7, "hold")


def _still(c: Claim) -> bool:
    """Is the owning said "still" ("besaß die Mühle noch 1880")?"""
    from semnet.graph.judge.trades import _STILL

    return any(w in _STILL for w in re.findall(r"\w+", fold(c.clause)))
