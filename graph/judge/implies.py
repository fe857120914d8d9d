"""What one claim rules out in another slot: a small table of implications
read from what a statement already says, so that the slot rules compare two
statements that say the same thing by different predicates.

    a life          born at T          → no act (nor baptism) before T
    a thing         "still" at T / now → the thing there at T (`in_use`)
                    visited, used, rung, crossed at T → there at T (`in_use`)
    kin             "his son Jacob"    → at least one son (`count`)
                    "his grandson"     → at least one child (`count`)
                    "her only son"     → exactly one son (`count`)
                    "both sons", "Los dos hijos de X" → two sons of X (`count`)
    marital status  "her husband", "enviudó", "овдовела" → married (`marital`)

The derived claims are compared by the rules that exist: a death against a
later act (`lifetimes.py`), an end against later use (`existence.py`), an
only child against a sibling (`sole.py`), two counts of kin
(`compare.py`), never married against married (`compare.py`). The birth
row's comparison is here. A step-, half- or foster relative is no kin of
the count ("Сводный брат", "demi-frère", "medio hermano"); a possessive
after another person's name is that person's ("Anna met Paul and his
sister"); "still" said of a wreck that lies somewhere, of ruins or of a
memory is no use.

Hand-written, small and per language (no offline library knows that a
widow was married or that "still" presupposes existence): the possessives,
the step-words, the words of "only" and "both", the still- and
present-words, the verbs of widowhood and the words of what outlasts a
thing.
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import UTC, date, datetime
from typing import TYPE_CHECKING

from semnet.graph.judge import cues, households, slots
from semnet.graph.judge.base import Stance
from semnet.graph.judge.cues import words
from semnet.graph.judge.values import Quantity, TimeValue, unit_of
from semnet.graph.manuscript.names import fold

if TYPE_CHECKING:
    from semnet.graph.judge.claims import Claim, _Extractor
    from semnet.graph.judge.compare import Finding
    from semnet.graph.judge.text import Tok


# the possessives of the clause's subject (folded)
POSSESSIVES = {
    "en": words("his her"),
    "de": words("sein seine seinem seinen seiner seines ihr ihre ihrem ihren ihrer ihres"),
    "fr": words("son sa ses"),
    "es": words("su sus"),
    "ru": words("свой своя своё свои своего своей своему своим своих своими свою его её ее"),
}
# a step-, half- or foster relative is no kin of the count
_STEP = words(
    "step half foster adoptive adopted stief halb demi beau belle medio media "
    "hermanastro hermanastra adoptivo adoptiva сводный сводная сводного сводной "
    "единокровный единокровная единоутробный единоутробная приёмный приемный приёмная "
    "приемная названый"
)
_KIN = frozenset({"child", "son", "daughter", "sister", "brother", "sibling"})
# "only", "both" right before (or, in French and Spanish, after) a kin noun
_ONLY = words("only sole einzige einziger einzigen einzigem einziges seul seule unique "
              "unico unica единственный единственная единственного единственной "
              "единственным единственную")  # fmt: skip
_BOTH = words("both beide beiden ambos ambas оба обе обоих обеих")

# the words that make a clause say the thing was still there
_STILL = cues.STILL_STATE
_STILL_PHRASES = ("до сих пор", "to this day", "bis heute", "a ce jour", "hasta hoy",
                  "hasta el dia de hoy", "en pie")  # fmt: skip
# present markers: "today", or a verb of being or standing in the present
_NOW = words(
    "today nowadays is stands remains heute ist steht bleibt aujourd'hui aujourd hui est reste "
    "demeure hoy sigue esta permanece сегодня ныне теперь стоит остается существует"
)
# what outlasts a thing: its wreck lying somewhere, ruins, a memory, a trace
_OUTLASTS = words(
    "lie lies lay lying remembered visible trace traces ruin ruins wreck wreckage site "
    "liegen liegt lag erinnert sichtbar spuren ruine ruinen wrack gisait gît git repose "
    "souvenir visibles ruines epave yace yacia recuerda recuerdo visibles ruinas restos "
    "лежит лежал лежала помнят видны руины развалины обломки остатки "
    # a state an end leaves: empty, derelict, closed
    "empty derelict abandoned closed unused vacant leer verlassen geschlossen verfallen vide "
    "abandonne abandonnee ferme fermee desaffecte vacio vacia abandonado abandonada cerrado "
    "cerrada пустой пустая пустовал пустовала заброшен заброшена закрыт закрыта"
)

# after a possessive, a spouse ("ihr Mann", "sa femme", "su mujer")
_MATE = words("mann frau femme mujer")
# the definite articles before an object's noun phrase
_YEAR = words("year jahr jahre annee ano год году года")
# widowhood said by a verb: the person was married
_WIDOWED = words("enviudo enviudar овдовел овдовела овдоветь")
_WIDOWED_EN = words("was became been")  # "was widowed", not "a widowed aunt"


def claims(x: _Extractor, got: list[Claim]) -> list[Claim]:
    """The claims one segment implies in other slots."""
    if x.negated:
        return []
    out: list[Claim] = []
    out += _counted_relatives(x)
    out += households.claims(x, got + out)  # "X's daughter", "la femme d'Yves", "died childless"
    if x.subject.kind == "character" and x.subject.key.startswith("@"):
        out += _kin(x)
        out += _married(x, got)
        out += _visited(x)
        out += _acted_at(x, got)
    elif x.subject.kind != "character" and not x.subject.key.startswith("rel:"):
        out += _still(x, got)
    return out


# the verbs of a visit to, a use of or a journey on a thing: it is there then
_USE = words(
    "visit visited enter entered use used ring rang board boarded cross crossed "
    "besuchen besuchte betreten betrat benutzen benutzte läuten läutete überqueren überquerte "
    "visiter visita visitait entrer entra utiliser utilisa sonner sonna traverser traversa "
    "visitar visitó visitaba entrar entró usar usó utilizar utilizó tocar tocó cruzar cruzó "
    "посетить посетил посетила войти вошёл вошла использовать использовал звонить звонил "
    "пересечь пересёк"
)


def _visited(x: _Extractor) -> list[Claim]:
    """ "In 1910 Anna visited the chapel at Penrose", "1912 läutete Jan die
    Glocke der Marienkirche": the listed thing the act is done to was there
    at the clause's one date."""
    from semnet.graph.judge.extract import _first_date

    if not any(t.is_(_USE) for t in x.toks) or existence_outlasted(x):
        return []
    times = x.context_times()
    when = _first_date(times) if len(times) == 1 else None
    return _things_used(x, when) if when is not None and when.bound is None else []


def _acted_at(x: _Extractor, got: list[Claim]) -> list[Claim]:
    """ "Tom sang in Cardiff in 1880", "1930 dirigierte er in Leipzig": a
    person's dated act at a town is a stay there then (a `visit`)."""
    from semnet.graph.judge import slots
    from semnet.graph.judge.extract import _first_date
    from semnet.graph.judge.lifetimes import ACTS

    if any(c.slot in ("visit", "residence", "birth", "death") for c in got):
        return []
    acts = ACTS.get(x.lang, frozenset())
    if not any(t.is_(acts) for i, t in enumerate(x.toks) if i not in x.subj_span):
        return []
    times = x.context_times()
    when = _first_date(times) if len(times) == 1 else None
    if when is None or when.bound is not None:
        return []
    for k, t in enumerate(x.toks[:-1]):
        if t.kind != "w" or not slots.place_prep(t.f, x.lang):
            continue
        found = x._place_at(k + 1)
        if found is not None:
            return [x.claim("visit", place=found[0], time=when)]
    return []


def existence_outlasted(x: _Extractor) -> bool:
    """Does the clause speak of what outlasts a thing (its ruins, its site, a
    memory) or of a rebuilding?"""
    from semnet.graph.judge import existence

    return existence.rebuilt(x) or any(t.is_(_OUTLASTS | _SITE) for t in x.toks)


_SITE = words("site place spot grave memorial stelle platz grab emplacement lieu tombe "
              "sitio lugar tumba место могила")  # fmt: skip


# --------------------------------------------------------------------------- kin


def _own_possessive(x: _Extractor, k: int) -> bool:
    """Is the possessive at k the subject's: no other name or capitalised
    word stands between the subject and it ("Anna met Paul and his sister")?"""
    start = x.subject.end if x.subj_span else 0
    if k < start:  # "Nach dem Tod ihres Mannes zog Ida …": no one named before it
        return not any(m.start < k for m in x.mentions)
    if any(start <= m.start < k for m in x.mentions):
        return False
    if x.lang == "de":  # German nouns are capitalised: a title names another person
        from semnet.graph.judge.honorifics import TITLES

        return not any(t.f in TITLES["de"] for t in x.toks[start:k] if t.kind == "w")
    return not any(t.cap for t in x.toks[start:k] if t.kind == "w")


def _kin_after(toks: list[Tok], k: int, lang: str) -> tuple[str, Tok] | None:
    """The kin noun right after a possessive (one adjective may stand
    between: "her elder sister", "своей младшей дочери"), unless a
    step-word does."""
    for j in (k + 1, k + 2):
        if j >= len(toks) or toks[j].kind != "w":
            return None
        if toks[j].f in _STEP or toks[j].f.startswith(("step", "stief", "halb")):
            return None
        unit = unit_of(toks[j].text, lang)
        if unit is not None and unit[0] in _KIN:
            return unit[0], toks[j]
        if grandchild(toks[j].text):
            return "child", toks[j]  # a grandson has a parent among one's children
    return None


def _kin(x: _Extractor) -> list[Claim]:
    """ "left the farm to his son Jacob", "seiner Tochter Anna", "sa sœur
    Anne", "своей дочери Вере", "su hermano mayor": at least one of them."""
    own = POSSESSIVES.get(x.lang, frozenset())
    for k, t in enumerate(x.toks):
        if t.kind != "w" or t.f not in own or not _own_possessive(x, k):
            continue
        if households.apposed(x, k):
            continue  # "His son Robert …" said of Robert: another's son
        found = _kin_after(x.toks, k, x.lang)
        if found is not None:
            unit, noun = found
            q = Quantity(1.0, unit, f"{t.text} {noun.text}", "min")
            return [x.claim("count", qty=q, status=unit, time=None)]
    return []


def _counted_relatives(x: _Extractor) -> list[Claim]:
    """ "Los dos hijos de Tomás Vidal …", "Les deux fils de Pierre …": the
    person named has that many."""
    from semnet.graph.judge.subjects import _counted_kin

    for m in x.mentions:
        k = m.start - 1
        while k >= 0 and x.toks[k].kind == "w" and x.toks[k].f in cues.OF:
            k -= 1
        if k == m.start - 1 or k < 0 or not _counted_kin(x.toks[k]) or m.entity is None:
            continue
        if x.names.kind(m.entity) != "character":
            continue
        q = x.toks[k].qty
        assert q is not None
        c = x.claim("count", qty=q, status=q.unit, time=None)
        return [replace(c, subject=f"@{m.entity}", label=x.names.label(m.entity))]
    return []


# a grandchild is a child's child: at least one child
_GRAND = ("grandson", "granddaughter", "grandchild", "enkel", "petit-fils", "petite-fille",
          "petits-enfants", "petit", "nieto", "nieta", "внук", "внучк", "внуч")  # fmt: skip


def grandchild(word: str) -> bool:
    """Is the word a grandchild ("grandson", "Enkelin", "nieto", "внучка")?"""
    f = fold(word)
    return f.startswith(_GRAND) and f != "petit"


def relative_count(noun: str, clean: str, lang: str) -> Quantity | None:
    """How many relatives "X's son" says X has: none counted for a step-
    or half-relative, exactly one after "only" ("Walter's only son", "El único
    hijo de X", "le fils unique de X"), exactly two after "both" ("Оба сына
    X"), else at least one."""
    ws = re.findall(r"[\w'’-]+", fold(clean))
    stem = fold(noun)
    at = next((i for i, w in enumerate(ws) if w[:3] == stem[:3]), None)  # "дочери": дочь
    near = ws[max(0, at - 2) : at + 2] if at is not None else []
    if any(w in _STEP or w.startswith(("step", "stief", "halb", "demi")) for w in near[:2]):
        return None
    before = near[:2]
    if before and before[-1] in ("petit", "petite", "petits", "petites"):
        return Quantity(1.0, "child", noun, "min")  # "le petit-fils de X": X has a child
    after = ws[at + 1 : at + 2] if at is not None else []
    if any(w in _ONLY for w in before) or (lang in ("fr", "es") and any(w in _ONLY for w in after)):
        return Quantity(1.0, "", noun)
    if any(w in _BOTH for w in before):
        return Quantity(2.0, "", noun)
    return Quantity(1.0, "", noun, "min")


def only_owned(folded: str, start: int, end: int, label: str) -> bool:
    """Is an "only son" phrase at folded[start:end] someone's ("Karl Vogts
    einziger Sohn", "Единственный сын Николая Корфа", "the only son of
    Walter Hoskin"): the son of the person named, not the person himself?"""
    stems = [fold(w)[:4] for w in label.split() if len(w) >= 4]
    if not stems:
        return False
    before = folded[:start].rstrip().split()
    after = folded[end:].lstrip().split()
    if before and any(before[-1].startswith(s) for s in stems):
        return before[-1].endswith(("s", "'s", "’s"))  # "Karl Vogts", "Walter Hoskin's"
    after = [w for w in after[:3] if w not in ("of", "de", "del", "du", "des", "von", "d")]
    return bool(after) and any(after[0].startswith(s) for s in stems)


# --------------------------------------------------------------------------- marital


def _married(x: _Extractor, got: list[Claim]) -> list[Claim]:
    """ "Nach dem Tod ihres Mannes …", "her husband kept the toll-house",
    "Elvira Sanz enviudó en 1885", "Вера овдовела": married."""
    from semnet.graph.judge import slots

    if any(c.slot in ("marital", "marriage") for c in got):
        return []
    own = POSSESSIVES.get(x.lang, frozenset())
    for k, t in enumerate(x.toks):
        if t.kind != "w" or k in x.subj_span:
            continue
        widowed = t.is_(_WIDOWED) or (t.f == "widowed" and k > 0 and x.toks[k - 1].f in _WIDOWED_EN)
        spouse = (
            t.f in own
            and k + 1 < len(x.toks)
            and x.toks[k + 1].is_(slots.SPOUSE_NOUNS | _MATE)
            and _own_possessive(x, k)
        )
        if widowed:  # widowed from then on: married before ("enviudó en 1885")
            from semnet.graph.judge.extract import _first_date, _period

            times = x.context_times()
            return [x.claim("marital", status="widowed", time=_first_date(times) or _period(times))]
        if spouse:  # "her husband": married once (a widow has one too)
            return [x.claim("marital", status="married", time=None, anchor="spouse")]
    return []


def led_spouse(x: _Extractor, i: int) -> str | None:
    """The person named between the verb and a phrase of going to the altar
    ("led Carmen Lozano to the altar", "повёл Мерседес под венец")."""
    floor = x.subject.end if x.subj_span and x.subject.end <= i else 0
    for j in range(i - 1, floor - 1, -1):
        m = x._mention_at(j)
        if m is not None and m.entity is not None and x.names.kind(m.entity) == "character":
            return f"@{m.entity}" if f"@{m.entity}" != x.subject.key else None
    return None


def spouse_too(x: _Extractor, i: int, c: Claim) -> list[Claim]:
    """ "X was married to Y", "был женат на Кармен", "war mit Anna verheiratet":
    Y was married too (her "never married" contradicts it)."""
    if c.status != "married":
        return [c]
    for j in (*range(i + 1, min(len(x.toks), i + 6)), *range(max(0, i - 3), i)):
        m = x._mention_at(j)
        if m is None or m.entity is None or j in x.subj_span:
            continue
        if x.names.kind(m.entity) == "character" and f"@{m.entity}" != c.subject:
            spouse = replace(c, subject=f"@{m.entity}", label=x.names.label(m.entity),
                             anchor=c.anchor or c.subject)  # fmt: skip
            return [replace(c, anchor=c.anchor or f"@{m.entity}"), spouse]
    after = [t.f for t in x.toks[i + 1 :]] + [t.f for s in x.segs if s.index == x.seg.index + 1
                                             for t in s.toks]  # fmt: skip
    if c.anchor is None and any(w in _INDEFINITE for w in after[:5]):
        return [replace(c, anchor="described")]  # "verheiratet, und zwar mit einer …"
    return [c]


# the indefinite articles of a spouse told by a description ("married a pastor's
# daughter", "verheiratet, und zwar mit einer Pfarrerstochter", "épousa une veuve")
_INDEFINITE = frozenset(("a", "an", "une", "un", "eine", "einer", "einen", "einem", "una"))


def spouse_told(c: Claim) -> bool:
    """Does a "married" claim tell who the spouse was: a name or a
    description ("married a pastor's daughter")? A spouse only mentioned ("her
    husband") tells nothing of which one."""
    if c.anchor not in (None, "bounded", "spouse"):
        return True
    words = [fold(w) for w in re.findall(r"\w+", c.clause)]
    at = next((k for k, w in enumerate(words) if w in _MARRYING), len(words))
    return any(w in _INDEFINITE for w in words[at + 1 :][:4])


def spouse_said(c: Claim) -> bool:
    """Does a "married" claim tell or mention a spouse ("married a pastor's
    daughter", "brought his wife from Baccarat", "seine Frau")? "married in
    1880", "was married", "married just once" do not."""
    if spouse_told(c) or c.anchor == "spouse":
        return True
    return any(fold(w) in _SPOUSES for w in re.findall(r"\w+", c.clause))


# a spouse, named by a noun (the nouns of `slots.SPOUSE_NOUNS`, the words of
# "woman" that say "wife" after a possessive, Russian cases) or as someone's daughter
_SPOUSES = slots.SPOUSE_NOUNS | words(
    "frau femme mujer жену жены женой мужа мужу мужем "
    "daughter tochter fille hija дочь дочери дочерью"  # "épousa la fille d'un souffleur"
)


# the words of marrying and of being married, in every language (`slots.py`)
_MARRYING = frozenset().union(
    *slots.PREDICATES["marriage"].values(), *slots.MARITAL["married"].values()
) - words("wife husband")


def attributive(toks: list[Tok], i: int) -> bool:
    """Is the word at i an adjective between an indefinite article and a
    word ("a widowed aunt", "eine verwitwete Tante", "una tía viuda" is not
    read): someone else's state."""

    if i == 0 or i + 1 >= len(toks) or toks[i + 1].kind != "w":
        return False
    nxt, t = toks[i + 1], toks[i]
    preps = frozenset().union(*cues.PREPOSITIONS.values())
    if nxt.f in _AND or nxt.is_(preps):
        return False  # "was left a widow with three children": hers
    adjective = t.f.endswith("ed") or (not t.cap and t.f.startswith(("verwitwet", "geschieden")))
    return adjective and toks[i - 1].f in _AN  # not "remained a bachelor all his life"


def wed_object(toks: list[Tok], i: int) -> bool:
    """Is the word at i the one married, not the subject's state ("married a
    widower", "heiratete einen Witwer", "épousa une veuve", "se casó con un
    viudo")?"""
    k = i - 1
    if k < 1 or toks[k].f not in _AN | {"una"}:
        return False
    k -= 1
    if toks[k].f in _SPOUSE_GLUE and k > 0:
        k -= 1  # "se casó con | un viudo", "married to | a widower"
    return toks[k].is_(_MARRYING) or (toks[k].kind == "t" and k > 0 and toks[k - 1].is_(_MARRYING))


_AN = words("a an ein eine einer einen einem un une")
_SPOUSE_GLUE = words("to con mit avec")
_AND = words("and und et y и or oder ou o")


# --------------------------------------------------------------------------- existence


def _present() -> TimeValue:
    y = datetime.now(UTC).year
    return TimeValue(date(y, 1, 1), date(y + 1, 1, 1), "year", "today")


def _still(x: _Extractor, got: list[Claim]) -> list[Claim]:
    """ "In 1910 the inn was still serving ale", "Le Saint-Guénolé pêchait
    encore en 1891", "La ermita sigue en pie", "Церковь стоит до сих пор":
    the thing there at the clause's date, or today."""
    from semnet.graph.judge import existence
    from semnet.graph.judge.extract import _first_date

    if any(c.slot == "in_use" for c in got) or existence.rebuilt(x):
        return []
    ws = [t for t in x.toks if t.kind == "w"]
    text = " " + " ".join(t.f for t in ws) + " "
    still = any(t.f in _STILL for t in ws) or any(f" {p} " in text for p in _STILL_PHRASES)
    if not still or any(t.is_(_OUTLASTS) for t in ws):
        return []
    when = _first_date(x.context_times())
    if when is None and any(t.f in _NOW for t in ws):
        when = _present()
    if when is None:
        return []
    out = [x.claim("in_use", time=when, status="exists")]
    return out + _things_used(x, when)


def _things_used(x: _Extractor, when: TimeValue) -> list[Claim]:
    """The things a still-clause uses after its verb ("the carts still
    crossed the old bridge", "tagte noch im alten Rathaus von Sandau"): a
    noun phrase of a listed building or object after a preposition or an
    article is in use too."""
    from semnet.graph.judge import fates
    from semnet.graph.judge.nouns import is_thing, np_words
    from semnet.graph.judge.subjects import noun_phrase_subject
    from semnet.graph.judge.text import Segment

    preps = cues.PREPOSITIONS.get(x.lang, frozenset())
    start = x.subject.start if x.subj_span else 0
    end = next((j for j in range(start, len(x.toks)) if x.toks[j].kind == "t"), len(x.toks))
    while end > start and x.toks[end - 1].kind == "w" and x.toks[end - 1].is_(preps | _YEAR):
        end -= 1  # "… im alten Rathaus | im Jahr 1946"
    out: list[Claim] = []
    seen = {x.subject.key}
    for m in x.mentions:  # a glossary thing by its name ("besuchte die Marienkirche")
        key = f"@{m.entity}"
        kind = x.names.kind(m.entity) if m.entity else None
        if kind == "place" and (
            x.subject.kind == "character" or not fates.building_note(x.names, m.entity or "")
        ):
            kind = None  # a town is not in use, nor where someone lived; a bridge carts cross is
        if start < m.start < end and m.entity and kind in ("glossary", "place"):
            if key not in seen:
                seen.add(key)
                c = x.claim("in_use", time=when, status="exists")
                out.append(replace(c, subject=key, label=x.names.label(m.entity)))
    for j in range(start + 1, end - 1):
        t = x.toks[j]
        if t.kind != "w" or not (t.is_(preps) or t.f in cues.ARTICLES):
            continue
        toks = x.toks[j + 1 : end] if t.is_(preps) else x.toks[j:end]
        words = [u.text if u.kind == "w" else "" for u in toks]
        seg = Segment(toks)
        np = noun_phrase_subject(seg, x.names.find_all(words, x.lang), x.lang, x.names)
        if np is None:
            continue
        from semnet.graph.judge.thingnames import named

        np = named(seg, np, x.names)  # "in der Genossenschaft Stekloduw": the note
        if np.key in seen or not np.key.startswith("np:"):
            continue
        seen.add(np.key)
        if any(is_thing(w) for w in np_words(np.key)):
            c = x.claim("in_use", time=when, status="exists")
            out.append(replace(c, subject=np.key, label=np.label, subject_kind=np.kind))
    return out


# --------------------------------------------------------------------------- birth


def compare(ca: Claim, cb: Claim) -> Finding | None:
    """A birth against an act of the same person dated before it."""
    from semnet.graph.judge.compare import Finding
    from semnet.graph.judge.lifetimes import _ACT_SLOTS, _act_time, _mid
    from semnet.graph.judge.slots import PREDICATES

    birth, act = (ca, cb) if ca.slot == "birth" else (cb, ca)
    if birth.slot != "birth" or act.slot == "birth" or birth.time is None or birth.negated:
        return None
    if birth.time.bound is not None:
        return None
    if act.slot == "ev:baptism" and act.time is not None and not act.negated:
        if act.time.bound is None and not (act.time.approx or birth.time.approx):
            if act.time.end <= birth.time.start:  # baptised before being born
                why = f"{birth.label}: born in {birth.time.text}, baptised in {act.time.text}"
                return Finding(Stance.CONTRADICTS, why, 0.85, "birth-baptism")
        return None
    if act.slot != "frame" and act.slot not in _ACT_SLOTS:
        return None  # "born in the house her father built in 1850": no act of hers
    if act.slot == "frame" and act.frame & PREDICATES["birth"].get(act.lang, frozenset()):
        return None
    t = _act_time(act)
    if t is None or t.bound is not None:
        return None
    who = birth.label or "the subject"
    why = f"{who}: born in {birth.time.text}, yet acted in {t.text}"
    if birth.time.approx or t.approx:
        gap = _mid(birth.time) - _mid(t)
        if gap <= 0:
            return None
        if gap <= 2.5:
            return Finding(Stance.IN_TENSION, why + " (approximate)", 0.6, "birth-act")
        return Finding(Stance.CONTRADICTS, why, 0.8, "birth-act")
    if t.end <= birth.time.start:
        return Finding(Stance.CONTRADICTS, why, 0.85, "birth-act")
    return None
