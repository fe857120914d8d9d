"""Existence over time: a thing destroyed, demolished, burned down, sunk,
scrapped, wrecked, dissolved or closed at one date cannot be in use,
standing, sailing, operating or open at a later one, nor one founded,
built, opened or launched at a date at an earlier one.

The ends are the one-time events of `events.py` and `milestones.py`
(`milestones.ENDS`, and closing); being in use is a claim of slot `in_use`
read here (a verb of working, operating, sailing, standing, serving — with
"still" for standing and existing —, or Spanish "seguir" with a gerund,
"seguía dando carbón", at a stated date or up to one: "worked until 1958",
"работала до 1958 года"), or the working/open side of an antonym pair ("in
Betrieb", "en service", "abierto"); a ship a person sailed on at a date is
in use then ("sailed for New York on the SS Corinthic in April 1921", "a
bordo del Pilar", "mit der Paloma"; since round 14); since round 15 a
building a person acts in at a date ("gave her farewell recital at Harcourt
Hall in 1910", "dirigierte 1908 in der Tonhalle") and a body that does a
dated act as its agent ("The Co-op opened its first shop in 1868") are in
use then, and "did not exist until 1921" is a founding then. Being in
use after the end contradicts, and before the start; about then, when the
end or the start is approximate, is in tension; before the end, or after
the start, it says nothing. A statement that says the thing was rebuilt
or reopened is not in use "after" its end, and "burned down … and was never
rebuilt" is an end (the denial is the rebuilding's).

The verbs are hand-written per language, matched on lemmas (simplemma,
pymorphy3): no library lists the verbs of a building or a ship in use.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from semnet.graph.judge import cues
from semnet.graph.judge.base import Stance
from semnet.graph.judge.cues import words
from semnet.graph.judge.milestones import ENDS
from semnet.graph.judge.values import make_time
from semnet.graph.manuscript.names import fold, morph_ru

if TYPE_CHECKING:
    from semnet.graph.judge.claims import Claim, _Extractor
    from semnet.graph.judge.compare import Finding
    from semnet.graph.judge.text import Tok
    from semnet.graph.judge.values import TimeValue


# verbs (lemmas and forms) of a thing in use, per language
_IN_USE = {
    "en": words(
        "operate operated operating work worked working function functioned sail sailed "
        "sailing run running ran serve served serving trade traded trading grind ground "
        "grinding ply plied teach taught produce produced producing ring rang ringing "
        # since round 17: turned into something else ("became a hotel in 1949")
        "became converted "
        # since round 18: a periodical appearing ("El Eco appeared until 1936")
        "appeared appearing "
        # since round 19: renamed (in every language below: "переименовали", "umbenannt")
        "renamed"
    ),
    "de": words(
        "arbeiten arbeitete betreiben betrieben fahren fuhr segeln segelte tätig "
        "unterrichten mahlen verkehren verkehrte dienen diente fördern förderte produzieren "
        "produzierte läuten läutete umgewandelt umgebaut erschien erschienen umbenannt"
    ),
    "fr": words(
        "fonctionner fonctionnait naviguer naviguait servir servait tourner tournait "
        "accueillir accueillait enseigner exploiter exploité exploitée produire produisait "
        "sonner sonnait sonna devint transformé transformée paraissait parut rebaptisé rebaptisée "
        "renommé renommée"
    ),
    "es": words(
        "funcionar funcionaba funcionando navegar navegaba navegando operar operaba "
        "operando servir servía trabajar trabajaba moler molía producir producía sonar sonaba "
        "sonó convirtió transformado transformada salía publicaba rebautizado rebautizada "
        "rebautizó renombrado renombrada"
    ),
    "ru": words(
        "работать работал работала работало действовать действовал действовала "
        "действовало функционировать ходить ходил ходила плавать плавал плавала служить "
        "служил служила добывать добывала добывал выпускать выпускала выпускал звонить "
        "звонил звонило превратили превращен превращён превращена переоборудован выходило "
        "выходила выходил переименовали переименован переименована переименовано"
    ),
}
# verbs of standing or existing: in use only with "still" ("stand noch")
_STANDING = {
    "en": words("stand stood standing exist existed"),
    "de": words("stehen stand bestehen bestand existieren existierte"),
    "fr": words("debout exister existait"),
    "es": words("existir existía"),
    "ru": words(
        "стоять стоял стояла стояло существовать существовал существовала "
        # since round 35: "просуществовал до 1890 года"
        "просуществовать просуществовал просуществовала просуществовало"
    ),
}
_STILL = cues.STILL_STATE
# a thing in ruins is not in use ("stood in ruins")
_RUINS = words(
    "ruin ruins ruine ruinen ruines ruinas руины развалины wreck wreckage wrack wrackteile épave "
    "épaves restos pecio обломки"
)
# words that say it was rebuilt or reopened (prefixes of folded forms)
_REBUILT = {
    "en": ("rebuil", "reopen", "restor", "reconstruct", "refloat"),
    "de": ("wiederaufgebaut", "wiedereroffnet", "wiederhergestellt", "gehoben"),
    "fr": ("reconstrui", "rouvert", "restaur", "rebati", "renflou"),
    "es": ("reconstrui", "reabiert", "reabri", "restaur", "reflot"),
    "ru": ("восстан", "отстро", "перестро", "поднят"),
}
# whole words that say so: "raised", "sailing again", "the new mill"
_AGAIN = words(
    "raised again new wieder neu neue neuen neuer nouveau nouvel nouvelle nuevo nueva снова "
    "вновь новый новая новое новую"
)


def _says_rebuilt(f: str, lang: str) -> bool:
    return f.startswith(_REBUILT.get(lang, ())) or f in _AGAIN


_ALL_IN_USE = frozenset().union(*_IN_USE.values(), *_STANDING.values()) - {"debout"}


def in_use_verb(t: Tok) -> bool:
    """Is the word a verb of being in use, in any language (it ends a noun
    phrase: "le moulin de Saint-Aubin | fonctionnait")?"""
    return t.is_(_ALL_IN_USE) and not t.cap


def rebuilt(x: _Extractor) -> bool:
    """Does the statement say the thing was rebuilt, reopened, raised, or is
    a new one ("the new mill")?"""
    return any(t.kind == "w" and _says_rebuilt(t.f, x.lang) for s in x.segs for t in s.toks)


def never_rebuilt(x: _Extractor, i: int) -> bool:
    """ "burned down in 1887 and was never rebuilt": the clause's denial is
    the rebuilding's, after the event at i, not the event's."""
    from semnet.graph.judge import cues

    neg = cues.NEGATION.get(x.lang, frozenset()) | cues.NEVER.get(x.lang, frozenset())
    negs = [k for k, t in enumerate(x.toks) if t.kind == "w" and t.f in neg]
    if not negs or min(negs) < i:
        return False
    return all(
        any(t.kind == "w" and _says_rebuilt(t.f, x.lang) for t in x.toks[k + 1 : k + 4])
        for k in negs
    )


def _rebuilt_after(end: Claim) -> bool:
    """ "destroyed in 1941 and rebuilt in 1950": the end's own clause says it
    was rebuilt (not "never rebuilt")."""
    from semnet.graph.judge import cues

    words = [fold(w) for w in end.clause.split()]
    neg = cues.NEGATION.get(end.lang, frozenset()) | cues.NEVER.get(end.lang, frozenset())
    for k, w in enumerate(words):
        if _says_rebuilt(w, end.lang) and not any(u in neg for u in words[max(0, k - 3) : k]):
            return True
    return False


def in_use_claims(x: _Extractor, got: list[Claim]) -> list[Claim]:
    """ "In 1925 the lighthouse was still in use", "1947 war die Brücke noch
    in Betrieb", "En 1914, l'Hirondelle naviguait encore", "В 1910 году
    мельница ещё работала": the subject in use at a date; and the building
    people (named or not: "die Nonnen") act in at a date."""
    if x.subject.kind == "character" and not x.negated:
        return _aboard(x) or _venue(x)
    own = _own_use(x, got)
    if x.subject.kind is None and not x.negated:  # "Schon 1885 unterrichteten die Nonnen in der
        return own + _venue(x)  # Josephsschule" (a noun phrase of people, since round 20)
    return own


def _own_use(x: _Extractor, got: list[Claim]) -> list[Claim]:
    """The subject (no person) in use at a date."""
    from semnet.graph.judge.extract import _first_date

    if (x.negated or x.until_then) and x.subject.kind != "character":
        return _not_until(x)
    if x.subject.kind == "character" or rebuilt(x):
        return []
    acted = _agent_act(x) or _already(x, got)
    if acted:
        return acted
    for c in got:  # "in Betrieb", "en service", "abierto": the working or open side
        if c.slot == "antonym" and c.status in ("working:0", "open:0") and c.time is not None:
            if not c.restricted or c.time.bound == "until":  # since round 46 "remained open
                return [x.claim("in_use", time=c.time, status="in_use")]  # until 1935" too
    toks = x.toks
    if any(t.is_(_RUINS) for t in toks):
        return []
    still = any(t.is_(_STILL) for t in toks)
    # since round 31: standing or existing until a year ("bestand bis 1871", "stood until")
    lasted = still or last_year(x.context_times()) is not None or _until_dated(toks)
    still_doing = still or any(t.is_(_CONTINUED) for t in toks)  # "continued brewing"
    verbs = _IN_USE.get(x.lang, frozenset())
    standing = _STANDING.get(x.lang, frozenset())
    for i, t in enumerate(toks):
        if t.kind != "w" or i in x.subj_span:
            continue
        going = x.lang == "es" and t.f.startswith("segu") and _gerund(toks, i + 1)
        going = going or (still_doing and _doing(x, i))
        if t.is_(verbs) or (lasted and t.is_(standing)) or going:
            if (
                x.subj_span
                and i < x.subject.start
                and not (x.lang == "de" and x.subject.start - i <= 2)
            ):
                continue  # "In 1904 divers worked on the wreck of the Gannet"
            when = _first_date(x.context_times()) or last_year(x.context_times())
            if when is None:
                return []
            return [x.claim("in_use", time=when, status="in_use")]
    return []


# acts of a body or a thing as their agent: it exists when it does them ("The
# Co-op opened its first shop in 1868", "eröffnete seinen ersten Laden")
_AGENT_ACTS = words(
    "opened held employed paid bought sold issued published elected hired admitted organised "
    "organized eroffnete hielt beschaftigte zahlte kaufte verkaufte wahlte veranstaltete "
    "ouvrit ouvrait tint employa employait paya acheta vendit publia elut organisa "
    "abrio celebro empleo empleaba pago compro vendio publico eligio organizo "
    "открыл открыла открыло провел провела провело нанял наняла купил купила купило продал "
    "продала продало издал издала издало организовал организовала"
)
_BE_AUX = words("was were is are been wurde wurden ist war fut etait est fue era был была было")


def _agent_act(x: _Extractor) -> list[Claim]:
    """A body or a thing that does a dated act as its agent (the verb after
    its name, no passive) exists then."""
    from semnet.graph.judge.extract import _first_date

    if not x.subj_span or x.subject.kind not in ("glossary", None):
        return []
    when = _first_date(x.context_times())
    if when is None or when.bound is not None:
        return []
    end, start = x.subject.end, x.subject.start
    for i, t in enumerate(x.toks):
        if t.kind != "w" or not t.is_(_AGENT_ACTS) or t.cap:
            continue
        between = [u for u in x.toks[end:i] if u.kind == "w"]
        after = 0 <= i - end <= 3 and not any(u.is_(_BE_AUX) for u in between)
        inverted = x.lang == "de" and 0 < start - i <= 1  # "1880 eröffnete der Verein"
        if after or inverted:
            return [x.claim("in_use", time=when, status="exists")]
    return []


# "already" at a date: the subject was there then ("By 1849 the works were already
# sending barges", "Schon 1885 berichtete der Westnik", "торговала уже с 1899 года")
_ALREADY = words("already schon bereits deja ya уже")
# words of a thing not there yet: being planned, built, dug or sunk
_MAKING = words(
    "plan plans planned planning construction build building built project projected "
    "designed dig digging dug sink sinking sunk planung geplant bau baute gebaut projekt "
    "errichtet gegraben abgeteuft projet projete construit construire chantier "
    "creuse creusement fonce proyecto proyectado construccion construido construir obras "
    "excavacion planeado план планировать проект строительство строить строился построен "
    "строили проходка копать рыть"
)


def _already(x: _Extractor, got: list[Claim]) -> list[Claim]:
    """A thing named as its clause's subject that "already" does or is
    something at a date exists then; not one that is being planned or built,
    nor a clause that tells its start or end."""
    if not x.subj_span or x.subject.kind not in ("glossary", "place", None):
        return []
    if not any(t.is_(_ALREADY) for t in x.toks) or any(t.is_(_MAKING) for t in x.toks):
        return []
    if any(c.slot.startswith("ev:") for c in got):
        return []
    for t in x.context_times():  # the first date: "By 1924 … over a thousand" is of 1924
        if t.approx or (t.bound is None and t.precision == "range"):
            return []
        if t.bound in (None, "from", "before"):
            # "уже с 1899 года": from 1899, so in 1899; "by 1849": in 1849 at the latest
            year = t.end.year if t.bound == "before" else t.start.year
            return [x.claim("in_use", time=make_time(year, None, None, str(year)), status="exists")]
        return []
    return []


# verbs of existing: denied up to a year ("did not exist before 1891", "no
# existió hasta 1921", "не существовал до 1921 года"), a start at that year
_EXIST = words("exist existed existieren existierte exister existait exista existir existio "
               "existia существовать существовал существовала существовало")  # fmt: skip


def _not_until(x: _Extractor) -> list[Claim]:
    """ "La cooperativa no existió hasta 1921": founded in 1921."""
    if not any(t.is_(_EXIST) for t in x.toks):
        return []
    for t in x.context_times():
        year = re.search(r"\d{4}", t.text or "")
        if (t.bound in ("until", "before") or x.until_then) and year is not None:
            y = int(year.group(0))
            return [x.claim("ev:founding", time=make_time(y, None, None, str(y)))]
    return []


# since round 30: a thing still doing its trade at a date ("was still brewing in 1905",
# "brassait encore", "braute 1905 noch", "todavía producía", "ещё варила пиво"), or going
# on with it ("continued to brew", "продолжала варить пиво"): any active verb of it
_CONTINUED = words("continued continuait continua continuaba continuo продолжал продолжала "
                   "продолжало продолжали weiterhin")  # fmt: skip
# auxiliaries and verbs of being or having, whose forms look like an imperfect's, and
# the states of a thing out of use (belonging, standing empty, lying idle, decaying)
_NOT_DOING = words(
    "etait etaient avait avaient era eran habia habian estaba estaban tenia tenian todavia "
    "hatte hatten wurde wurden being appartenait appartenaient gehorte gehorten pertenecia "
    "pertenecian принадлежал принадлежала принадлежало принадлежали пустовал пустовала "
    "пустовало пустовали lying rotting decaying crumbling waiting awaiting belonging "
    "pourrissait verfiel verfielen"
)


def _doing(x: _Extractor, i: int) -> bool:
    """Is the word at i an active verb the subject does, in the imperfect or
    the progressive of its language, after the subject ("the brewery | was
    still brewing", "la brasserie | brassait encore") or, in German, second
    in its clause ("1905 | braute die Brauerei noch")? A passive ("was still
    owned by") or a verb of being or having is none."""
    t = x.toks[i]
    if not x.subject.key.startswith("@") or not x.subj_span or t.cap or t.is_(_NOT_DOING):
        return False  # "les charrettes passaient encore sur le pont": the bridge's use
    inverted = (  # "1905 braute die Brauerei noch": the verb second, before its subject
        x.lang == "de" and 0 < x.subject.start - i <= 2 and all(u.kind != "w" for u in x.toks[:i])
    )
    if i < x.subject.end and not inverted:
        return False
    f, prev = t.f, x.toks[i - 1].f if i > 0 else ""
    if x.lang == "en":
        return (
            len(f) > 5
            and f.endswith("ing")
            and (prev in ("was", "were", "still") or x.toks[i - 1].is_(_CONTINUED))
        )
    if x.lang == "fr":
        return len(f) > 5 and f.endswith(("ait", "aient"))
    if x.lang == "es":
        return len(f) > 4 and f.endswith(("aba", "aban", "ia", "ian"))
    if x.lang == "de":
        return len(f) > 4 and f.endswith(("te", "ten")) and (i == x.subject.end or i == 1)
    from semnet.graph.judge.subjects import verb_ru

    if x.lang != "ru" or not f.endswith(("л", "ла", "ло", "ли", "ать", "ить")) or not verb_ru(t):
        return False
    # imperfective ("ещё работала"); a perfective after "ещё в 1866" says "as early as"
    return "impf" in morph_ru().parse(t.text)[0].tag


def _gerund(toks: list[Tok], k: int) -> bool:
    """ "seguía dando carbón", "sigue funcionando": going on doing a thing."""
    return k < len(toks) and toks[k].kind == "w" and toks[k].f.endswith(("ando", "iendo"))


_UNTIL = words("until till bis hasta jusqu jusque до")


def _until_dated(toks: list[Tok]) -> bool:
    """A date with "until" up to three words before it ("bis zum Jahr 1871")."""
    return any(
        t.kind == "t" and any(u.f in _UNTIL for u in toks[max(0, k - 3) : k])
        for k, t in enumerate(toks)
    )


def last_year(times: list[TimeValue]) -> TimeValue | None:
    """ "worked until 1958", "förderte bis 1958", "работала до 1958 года": in
    use in the last year of the period."""
    from semnet.graph.judge.values import make_time

    for t in times:
        if t.bound == "until" and 1 < t.end.year < 9999:
            year = t.end.year if t.end.month > 1 or t.end.day > 1 else t.end.year - 1
            return make_time(year, None, None, str(year))
    return None


# a person on board a ship: "on the SS Corinthic", "aboard", "à bord du", "an Bord
# der", "mit dem Dampfer", "a bordo del", "на борту", "на пароходе"
_ABOARD = (
    "on the",
    "on board the",
    "on board",
    "aboard the",
    "aboard",
    "a bord du",
    "a bord de la",
    "a bord de",
    "an bord der",
    "an bord des",
    "mit dem dampfer",
    "mit der",
    "mit dem",
    "a bordo del",
    "a bordo de",
    "на борту",
    "на пароходе",
    "на судне",
)


def _aboard(x: _Extractor) -> list[Claim]:
    """ "sailed for New York on the SS Corinthic in April 1921": the ship (a
    note) was in use then."""
    from dataclasses import replace

    from semnet.graph.judge.extract import _first_date

    when = _first_date(x.context_times())
    if when is None:
        return []
    for m in x.mentions:
        e = m.entity
        if e is None or x.names.kind(e) == "character" or m.start < 1:
            continue
        before = " ".join(t.f for t in x.toks[max(0, m.start - 3) : m.start] if t.kind == "w")
        if any(f" {before} ".endswith(f" {p} ") for p in _ABOARD) and _voyage(x):
            c = x.claim("in_use", time=when, status="in_use")
            return [replace(c, subject=f"@{e}", label=x.names.label(e), subject_kind=None)]
    return []


# the words before a building where a person does a thing there ("at Harcourt
# Hall", "in der Tonhalle", "à la salle Rameau", "en el teatro", "в усадьбе")
_AT = words("at in im inside à au dans en auf bei в во")
_AT_ARTICLES = words("the der die dem des la le l el los las")


def _venue(x: _Extractor) -> list[Claim]:
    """ "Clara gave her farewell recital at Harcourt Hall in 1910",
    "Rauscher dirigierte 1908 … in der Tonhalle": a building a person acts in
    at a date stands then (`status` "exists")."""
    from dataclasses import replace

    from semnet.graph.judge.extract import _first_date
    from semnet.graph.judge.fates import building_note

    when = _first_date(x.context_times()) or last_year(x.context_times())
    if when is None or when.bound is not None or rebuilt(x):
        return []
    out: list[Claim] = []
    for m in x.mentions:
        e = m.entity
        if e is None or m.start < 1 or x.names.kind(e) not in ("place", "glossary"):
            continue
        if x.subject.key == f"@{e}":
            continue  # the subject's own use is read by `_own_use`
        k = m.start - 1
        if k > 0 and x.toks[k].kind == "w" and x.toks[k].f in _AT_ARTICLES:
            k -= 1
        if x.toks[k].kind == "w" and x.toks[k].f in _AT and building_note(x.names, e):
            c = x.claim("in_use", time=when, status="in_use" if _going_on(x) else "exists")
            out.append(replace(c, subject=f"@{e}", label=x.names.label(e), subject_kind=None))
    return out


# since round 41: work that went on in a building at a date uses it then ("weaving went on
# at the mill until 1957", "se siguió moliendo en el molino hasta 1975")
_GOING_ON = words(
    "still continued continue kept noch weiterhin encore toujours continua continuait "
    "continuaient seguia siguio siguieron seguian todavia aun еще ещё продолжал продолжала "
    "продолжали продолжалось"
)
_WENT_ON = re.compile(r"\b(?:went|go|goes|carried) on\b|\bging (?:\w+ )*weiter\b")


def _going_on(x: _Extractor) -> bool:
    """Does the clause say work went on (still, continued, "went on")?"""
    return any(t.is_(_GOING_ON) for t in x.toks) or bool(
        _WENT_ON.search(" ".join(t.f for t in x.toks if t.kind == "w"))
    )


def _voyage(x: _Extractor) -> bool:
    """Does the clause tell a journey (a verb of sailing, arriving, leaving)?"""
    return any(t.is_(_VOYAGE) for t in x.toks)


_VOYAGE = words(
    "sail sailed sailing travel travelled traveled cross crossed arrive arrived left embark "
    "embarked voyage steamed reach reached partit arriva embarqua traversa navigua "
    "fuhr reiste kam erreichte emigrierte auswandern uberquerte llego llegar partio zarpo "
    "viajo cruzo embarco приплыл приплыла прибыл прибыла уплыл уплыла отплыл отплыла "
    "плыл плыла приехал приехала"
)


# since round 43: a body with workers, pupils or members at a date is working then
# ("In 1912 the ropewalk employed forty men", "1900 zählte die Schule 46 Schüler")
_STAFFED = frozenset({"worker", "student", "member"})


def staffed(c: Claim) -> bool:
    """Is a claim a dated count of a body's workers, pupils or members?"""
    return (
        c.slot == "count" and c.status in _STAFFED and c.time is not None
        and not c.negated and c.qty is not None
    )  # fmt: skip


def _in_use(c: Claim) -> bool:
    return c.slot == "in_use" or staffed(c)


# "closed for good": a closed state that is an end
_FOR_GOOD = (
    "for good",
    "permanently",
    "definitivement",
    "endgultig",
    "fur immer",
    "definitivamente",
    "para siempre",
    "навсегда",
    "окончательно",
)


def _ends(c: Claim) -> bool:
    if c.slot == "antonym" and c.status in ("open:1", "working:1") and c.time is not None:
        return any(w in fold(c.clause) for w in _FOR_GOOD)
    return c.slot.startswith("ev:") and (c.slot[3:] in ENDS or c.slot == "ev:closing")


def _mid(t: TimeValue) -> float:
    return (max(t.start.year, 1) + min(t.end.year, 9999)) / 2


def compare_end_use(ca: Claim, cb: Claim) -> Finding | None:
    """An end (destroyed, sunk, closed …) against being in use later."""
    from semnet.graph.judge.compare import Finding

    end, use = (ca, cb) if _ends(ca) else (cb, ca)
    if end.time is None or use.time is None or end.time.bound in ("after", "from"):
        return None
    if end.negated or use.negated or _rebuilt_after(end):
        return None
    if use.status == "exists" and end.slot[3:] not in ENDS:
        return None  # "closed in 1911" / "still stands today" (`implies.py`): no conflict
    what = end.slot[3:] if end.slot.startswith("ev:") else "closing"
    who = end.label or "the subject"
    if end.time.approx or use.time.approx:
        gap = _mid(use.time) - _mid(end.time)
        if gap <= 0:
            return None
        stance = Stance.CONTRADICTS if gap > 2.5 else Stance.IN_TENSION
    elif use.time.start >= end.time.end:
        stance = Stance.CONTRADICTS
    elif use.time.bound == "until" and use.time.end.year > end.time.end.year:
        stance = Stance.CONTRADICTS  # "appeared until July 1936" / "ceased in 1931"
    else:
        return None
    why = f"{who}: in use in {use.time.text}, after its {what} in {end.time.text}"
    conf = 0.8 if stance is Stance.CONTRADICTS else 0.6
    return Finding(stance, why, conf, "existence")


# the start of a thing: it is not in use before it (a rebuilding, a reopening
# or "the new hall" is no first start)
_STARTS = frozenset({"ev:founding", "ev:opening", "ev:building", "ev:launch"})


def _starts(c: Claim) -> bool:
    return c.slot in _STARTS and not any(_says_rebuilt(fold(w), c.lang) for w in c.clause.split())


def compare_start_use(ca: Claim, cb: Claim) -> Finding | None:
    """A start (built, opened, founded, launched) against being in use before
    it: "Rauscher conducted there in 1908" / "the hall opened only in 1912"."""
    from semnet.graph.judge.compare import Finding

    start, use = (ca, cb) if _starts(ca) else (cb, ca)
    if start.time is None or use.time is None or start.negated or use.negated:
        return None
    if start.time.bound is not None or use.time.bound is not None:
        return None
    what = start.slot[3:]
    who = start.label or "the subject"
    why = f"{who}: in use in {use.time.text}, before its {what} in {start.time.text}"
    if start.time.approx or use.time.approx:
        gap = _mid(start.time) - _mid(use.time)
        if gap <= 0:
            return None
        stance = Stance.CONTRADICTS if gap > 2.5 else Stance.IN_TENSION
    elif use.time.end <= start.time.start:
        stance = Stance.CONTRADICTS
    else:
        return None
    return Finding(stance, why, 0.8 if stance is Stance.CONTRADICTS else 0.6, "existence")


def compare(ca: Claim, cb: Claim) -> Finding | None:
    """An end or a start against being in use after or before it."""
    if _starts(ca) or _starts(cb):
        return compare_start_use(ca, cb)
    return compare_end_use(ca, cb)


def applies(ca: Claim, cb: Claim) -> bool:
    ends = (_ends(ca) and _in_use(cb)) or (_ends(cb) and _in_use(ca))
    return ends or (_starts(ca) and _in_use(cb)) or (_starts(cb) and _in_use(ca))
