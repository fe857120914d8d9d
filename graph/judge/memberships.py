"""Time-bounded memberships: parties, churches and confessions, orders and
clubs. A claim of slot `member` says the subject belonged to an
organisation (`status`: "party:liberal", "confession:lutheran",
"club:…"), when (`time`), and how (`anchor`): `always` (lifelong, "toute sa
vie", "durchgehend", "всю жизнь"), `join` (joined, converted, trat … bei,
adhéra, se afilió, вступил, перешёл в), `leave` (left, trat … aus, quitta,
abandonó, вышел из) or None (a member, for a stated period or at no stated
time).

One belongs to one party and one confession at a time (a club is not
exclusive): a lifelong member of X who joins Y or leaves X contradicts;
two parties (or confessions) at overlapping stated times contradict; at
stated times that do not overlap they are a succession (nothing); the same
organisation for a period against no stated time qualifies; the same agree.
A confession inside another (Lutheran, Methodist in Protestant) is the same.
The Old Believers are a confession of their own (since round 26), and a
confession apposed to a name is the person's whatever the clause after it
denies ("Sorokine, athée déclaré, ne mettait jamais les pieds …").

The words are hand-written per language (member nouns, the verbs of joining
and leaving, party and club nouns, the names of confessions as stems): no
library lists them.
"""

from __future__ import annotations

import itertools
import re
from typing import TYPE_CHECKING

from semnet.graph.judge import cues
from semnet.graph.judge.base import Stance
from semnet.graph.judge.cues import words
from semnet.graph.manuscript.names import fold

if TYPE_CHECKING:
    from semnet.graph.judge.claims import Claim, _Extractor
    from semnet.graph.judge.compare import Finding
    from semnet.graph.judge.text import Tok
    from semnet.graph.judge.values import TimeValue


_MEMBER = words(
    "member members mitglied mitglieder membre membres miembro miembros член членом "
    "члены belong belonged gehoren angehoren angehören appartenir appartint appartenait "
    "pertenecer perteneció pertenecía militar militó militaba состоять состоял "
    "состояла"
)
_JOIN = words(
    "join joined beitreten eintreten adherer adhéra adhéré rejoignit rejoindre afiliar "
    "afilió afiliarse ingresar ingresó вступить вступил вступила вступили"
)
# becoming a member: "wurde Mitglied", "became a member", "devint membre", "стал членом"
_BECOME = words("become became wurde werden devint devenir devenu devenue hizo llegó стал стала")
# verbs that take a confession only: "embrassa le protestantisme", "принял католичество"
_EMBRACE = words(
    "embrace embraced embrasser embrassa abrazar abrazó принять принял приняла annehmen"
)
_LEAVE = words(
    "leave left austreten quitter quitta quitté abandonar abandonó выйти вышел вышла вышли"
)
_CONVERT = words(
    "convert converted konvertieren konvertierte übertreten convertir convertit "
    "converti convertie convirtió перейти перешел перешла обратиться обратился "
    "обратилась"
)
_ALWAYS = words(
    "lifelong zeitlebens lebenslang durchgehend always immer toujours siempre всегда lifetime"
)
_PARTY = words("party parties partei parti partido партия")
_CLUB = words(
    "club society verein gesellschaft orden order ordre société cercle loge lodge "
    "sociedad orden hermandad cofradía общество орден клуб ложа братство"
)
_ORG_STOP = words(
    "the a of der die das des dem den la le les l du de del el los las un une "
    "of in в во на из to into zum zur zu au aux à al a en im aus from"
)
_ORG_END = words(
    "all whole entire toute tout toda todo ganze ganzes sein seine ihr ihre sa son su "
    "sus всю вся весь his her life vie leben vida жизнь"
)
# confessions by stem (folded, lower case) -> concept; and what each lies in
_CONFESSIONS = {
    "cathol": "catholic",
    "kathol": "catholic",
    "catol": "catholic",
    "католи": "catholic",
    "protestant": "protestant",
    "протестант": "protestant",
    "evangel": "protestant",
    "luther": "lutheran",
    "лютеран": "lutheran",
    "methodi": "methodist",
    "metodi": "methodist",
    "методист": "methodist",
    "calvin": "calvinist",
    "kalvin": "calvinist",
    "кальвин": "calvinist",
    "anglican": "anglican",
    "anglikan": "anglican",
    "англикан": "anglican",
    "orthodox": "orthodox",
    "ortodox": "orthodox",
    "православ": "orthodox",
    "baptist": "baptist",
    "баптист": "baptist",
    "quaker": "quaker",
    "quäker": "quaker",
    "квакер": "quaker",
    "mennonit": "mennonite",
    "меннонит": "mennonite",
    "presbyterian": "presbyterian",
    "пресвитериан": "presbyterian",
    "jewish": "jewish",
    "judisch": "jewish",
    "judin": "jewish",
    "juif": "jewish",
    "juive": "jewish",
    "judio": "jewish",
    "judia": "jewish",
    "иудаи": "jewish",
    "иудеи": "jewish",
    "muslim": "muslim",
    "moslem": "muslim",
    "musulman": "muslim",
    "мусульман": "muslim",
    # since round 26: the Old Believers, apart from the state's Orthodox church
    # (one word in German and Russian; "Old Believer", "vieux-croyant" are two)
    "altglaub": "old_believer",
    "старовер": "old_believer",
    "старообряд": "old_believer",
    # since round 18: no confession at all ("athée déclaré", "ateo", "атеист")
    "atheis": "atheist",
    "athee": "atheist",
    "ateo": "atheist",
    "atea": "atheist",
    "атеист": "atheist",
}
_STEMS = tuple(_CONFESSIONS)
_IN = {
    c: "protestant"
    for c in (
        "lutheran",
        "methodist",
        "calvinist",
        "anglican",
        "baptist",
        "quaker",
        "mennonite",
        "presbyterian",
    )
}
_ACRONYM = re.compile(r"^[A-ZÄÖÜА-Я]{2,6}$")


def confession(t: Tok) -> str | None:
    if t.kind != "w":
        return None
    low = t.f
    if not low.startswith(_STEMS):
        return None
    for stem, concept in _CONFESSIONS.items():
        if low.startswith(stem):
            return concept
    return None


def _lifelong(x: _Extractor) -> bool:
    from semnet.graph.judge.stays import lifelong

    if lifelong(x) or any(t.is_(_ALWAYS) for t in x.toks):
        return True
    fs = [t.f for t in x.toks if t.kind == "w"]
    pairs = {
        ("leben", "lang"),
        ("vie", "durant"),
        ("toute", "vie"),
        ("toda", "vida"),
        ("всю", "жизнь"),
    }
    before = x.segs[x.seg.index - 1].toks if x.seg.index > 0 else []
    fs += [t.f for t in before if t.kind == "w" and len(before) <= 5]  # "Toute sa vie, X …"
    return any((a, b) in pairs for a, b in itertools.pairwise(fs)) or any(
        a in ("toute", "toda", "всю") and b in ("vie", "vida", "жизнь")
        for a, b in zip(fs, fs[2:], strict=False)
    )


def _org(x: _Extractor, k: int) -> tuple[str, str] | None:
    """The organisation named from token k on: (kind, key) — "the Liberal
    Party" is ("party", "liberal"), "der SPD" ("party", "spd"), "партии
    эсеров" ("party", "эсер"), "the Royal Society" ("club", "royal")."""
    from semnet.graph.manuscript.names import best_lemma

    toks = x.toks
    kind: str | None = None
    key: list[str] = []
    n = after = 0  # words read, and words after the party noun
    while k < len(toks) and n < 6:
        t = toks[k]
        if t.kind == "t":
            k += 1
            continue
        if t.kind != "w" or (k in x.subj_span and key):
            break
        if k in x.subj_span:
            k += 1
            continue
        n += 0 if t.f in _ORG_STOP or t.is_(_ORG_END) else 1
        if t.f in _ORG_STOP and not key and kind is None:
            k += 1
            continue
        c = confession(t)
        if c is not None and kind is None and not key:
            return ("confession", c)
        if t.is_(_PARTY) or t.f.endswith("partei"):
            kind = "party"
            stem = t.f[: -len("partei")] if t.f.endswith("partei") else ""
            if stem:
                key.append(stem)
        elif t.is_(_CLUB):
            kind = kind or "club"
        elif _ACRONYM.match(t.text):
            kind = kind or "party"
            key.append(t.f)
        elif t.f in _ORG_STOP:
            if key and kind:
                break
        elif t.is_(_ORG_END):
            if key or kind is not None:
                break  # "… Partido Liberal | toda su vida"
            # "militó toda su vida en el Partido …": the lifelong words come first
        elif t.cap or (kind is not None and after == 0):
            after += 1 if kind is not None else 0
            key.append(
                best_lemma(t.text, x.lang).rstrip("e")
                if x.lang == "de"
                else best_lemma(t.text, x.lang)
            )
            if kind is not None and len(key) >= 2:
                break
        else:
            break
        k += 1
    if kind is None or not key:
        return None
    return kind, " ".join(key)


def membership_claims(x: _Extractor) -> list[Claim]:
    """ "a lifelong member of the Liberal Party", "trat 1920 der KPD bei",
    "se convertit au catholicisme en 1885", "всю жизнь был лютеранином"."""
    from semnet.graph.judge.extract import _first_date, _period

    if x.subject.kind != "character":
        return []
    if not x.subj_span and (apposed := _apposed(x)):
        return apposed  # "Sorokine, athée déclaré, ne mettait jamais …"
    if x.negated:
        return []
    toks = x.toks
    always = _lifelong(x)
    out: list[Claim] = []
    for i, t in enumerate(toks):
        if t.kind != "w" or i in x.subj_span:
            continue
        how: str | None
        if t.is_(_JOIN) or t.is_(_CONVERT):
            how = "join"
        elif t.is_(_EMBRACE):
            org = _org(x, i + 1)
            if org is not None and org[0] == "confession":
                out.append(_claim(x, org, "join", _first_date(x.context_times())))
                break
            continue
        elif t.is_(_LEAVE):
            how = "leave"
        elif t.is_(_MEMBER):
            how = "always" if always else None
            if any(u.is_(_BECOME) for u in toks[max(0, i - 4) : i]):
                how = "join"  # "1905 wurde Karl Degen Mitglied der SPD"
        elif confession(t) is not None and (x.be_before(i) or always or _became(toks, i)):
            how = "join" if _became(toks, i) else ("always" if always else None)
            got = ("confession", confession(t))
            out.append(_claim(x, got, how, _period(x.context_times())))  # type: ignore[arg-type]
            break
        else:
            continue
        org = _org(x, i + 1)
        if org is None:
            continue
        if how == "leave" and org[0] == "confession":
            continue
        when = _first_date(x.context_times()) if how in ("join", "leave") else None
        out.append(_claim(x, org, how, when or _period(x.context_times())))
        break
    return out


def _apposed(x: _Extractor) -> list[Claim]:
    """A confession in a short apposition right after the person's name
    ("Тихон Ермолаев, старовер, в церковь не ходил", "Sorokine, athée
    déclaré, ne mettait jamais …"): the person's, whatever the clause after
    it denies (since round 26)."""
    prev = next((s for s in x.segs if s.index == x.seg.index - 1), None)
    words = [t for t in x.toks if t.kind == "w"]
    if prev is None or not prev.toks or not 0 < len(words) <= 3 or len(x.toks) != len(words):
        return []
    last = prev.toks[-1]
    if not last.cap:
        return []  # the segment before does not end with a name
    neg = cues.NEGATION.get(x.lang, frozenset()) | cues.NEVER.get(x.lang, frozenset())
    if any(t.f in neg for t in words):
        return []
    c = next((c for t in words[:2] if (c := confession(t)) is not None), None)
    return [_claim(x, ("confession", c), None, None)] if c is not None else []


def _became(toks: list[Tok], i: int) -> bool:
    """ "became a Catholic", "wurde Katholikin", "devint protestant"."""
    return any(u.is_(_BECOME) for u in toks[max(0, i - 3) : i])


def _claim(x: _Extractor, org: tuple[str, str], how: str | None, when: TimeValue | None) -> Claim:
    return x.claim("member", status=f"{org[0]}:{org[1]}", anchor=how, time=when)


# --------------------------------------------------------------------------- comparing


def _same(a: str, b: str, lang_a: str, lang_b: str) -> bool | str | None:
    """Is organisation a the same as b (True), inside it ("within"), another
    (False), or can one not tell (None: names in two scripts)?"""
    ka, _, na = a.partition(":")
    kb, _, nb = b.partition(":")
    if ka == "confession" and kb == "confession":
        if na == nb:
            return True
        return "within" if _IN.get(na) == nb or _IN.get(nb) == na else False
    if ka != kb:
        return None
    if bool(re.search(r"[\u0400-\u04ff]", na)) != bool(re.search(r"[\u0400-\u04ff]", nb)):
        return None

    def norm(s: str) -> set[str]:
        s = s.replace("k", "c").replace("z", "c")
        return {w[:4] for w in s.split()}

    return norm(na) == norm(nb) if lang_a != lang_b else na == nb


def _overlap(ta: TimeValue | None, tb: TimeValue | None) -> bool:
    return ta is not None and tb is not None and ta.overlaps(tb)


# upbringing: a confession one was raised in may not be one's own later
_RAISED = re.compile(r"\b(?:raised|brought up|born|erzogen|aufgewachsen|geboren|eleve|elevee|"
                     r"ne|nee|criado|criada|nacido|nacida|воспитан\w*|родил\w*|крещ\w*)\b",
                     re.IGNORECASE)  # fmt: skip


def compare_members(
    ca: Claim, cb: Claim, pa: TimeValue | None, pb: TimeValue | None
) -> Finding | None:
    from semnet.graph.judge.compare import Finding

    sa, sb = ca.status or "", cb.status or ""
    same = _same(sa, sb, ca.lang, cb.lang)
    if same is None:
        return None
    who = ca.label or "the subject"
    exclusive = sa.split(":")[0] in ("party", "confession")
    na, nb = sa.split(":", 1)[1], sb.split(":", 1)[1]
    ha, hb = ca.anchor, cb.anchor
    ta, tb = ca.time or pa, cb.time or pb

    def found(stance: Stance, why: str, q: str | None = None) -> Finding:
        conf = {Stance.CONTRADICTS: 0.8, Stance.IN_TENSION: 0.6}.get(stance, 0.7)
        return Finding(stance, f"{who}: {why}", conf, "member", q)

    if {ha, hb} == {"always", "leave"} and same:
        return found(Stance.CONTRADICTS, f"always a member of {na}, yet left it")
    if "always" in (ha, hb) and same is False and exclusive and "leave" not in (ha, hb):
        return found(
            Stance.CONTRADICTS,
            f"always of {na if ha == 'always' else nb}, yet of {nb if ha == 'always' else na}",
        )
    if ha == hb == "join":
        if same and _overlap(ta, tb):
            return found(Stance.AGREES, f"joined {na} in {ta.text}")  # type: ignore[union-attr]
        if same and ta is not None and tb is not None:
            return found(Stance.IN_TENSION, f"joined {na} in {ta.text} and in {tb.text}")
        return None
    if "leave" in (ha, hb) or "always" in (ha, hb):
        if ha == hb and same:
            return found(Stance.AGREES, f"the same membership of {na}")
        return None
    if "join" in (ha, hb):
        join, member = (ca, cb) if ha == "join" else (cb, ca)
        tj, tm = (ta, tb) if ha == "join" else (tb, ta)
        if same is False and exclusive and tj is not None and tm is not None:
            if tm.start < tj.start and tj.end <= tm.end and tm.bound == "range":
                return found(
                    Stance.CONTRADICTS,
                    f"joined {join.status} in {tj.text}, while a member of {member.status}",
                )
        if same and tj is not None and tm is not None and tm.bound == "from" and tj.overlaps(tm):
            return found(Stance.AGREES, f"a member of {na} from {tj.text}")
        return None
    # two memberships
    if same:
        bounded_a = ta is not None and ta.bound is not None
        bounded_b = tb is not None and tb.bound is not None
        if bounded_a != bounded_b and (ta is None or tb is None):
            return found(
                Stance.QUALIFIES, f"a member of {na}, for a time", "a" if bounded_a else "b"
            )
        if ta is None or tb is None or ta.overlaps(tb):
            return found(Stance.AGREES, f"a member of {na}")
        return None
    if not exclusive:
        return None
    if ta is not None and tb is not None:
        if ta.overlaps(tb) and not (ta.bound == tb.bound and ta.bound in ("from", "until")):
            return found(Stance.CONTRADICTS, f"a member of {na} and of {nb} at the same time")
        return None
    if ta is None and tb is None:
        if sa.startswith("confession:") and not _RAISED.search(fold(ca.clause + " " + cb.clause)):
            return found(Stance.CONTRADICTS, f"of {na} and of {nb}: one confession")
        return found(Stance.IN_TENSION, f"a member of {na} and of {nb}")
    return None
