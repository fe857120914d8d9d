"""One-time events of any subject, by verb class: founded, opened, closed,
built, baptised, buried. Two statements that give the same class of event
of the same subject a different date or place contradict; the same agree.

The classes are hand-written lists of forms and lemmas per language (no
library groups "founded", "established", "ins Leben gerufen", "учреждена"
as one event). A verb counts only when its subject undergoes the event: a
passive ("was founded", "fut fondé", "wurde gegründet", "fue fundado",
"основана"), a reflexive ("se fundó", "открылась", "s'ouvrit") or an
intransitive use without an object ("the foundry closed in 1911", "opened
its doors"); "Anna founded a school in 1880" says nothing of Anna's
founding.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from semnet.graph.judge import cues, existence, milestones, notuntil
from semnet.graph.judge.base import Stance
from semnet.graph.judge.cues import words
from semnet.graph.manuscript.names import fold, morph_ru

if TYPE_CHECKING:
    from semnet.graph.judge.claims import Claim, _Extractor
    from semnet.graph.judge.compare import Finding
    from semnet.graph.judge.text import Tok
    from semnet.graph.judge.values import TimeValue


def _cues(table: dict[str, dict[str, str]]) -> dict[str, dict[str, frozenset[str]]]:
    return {
        cls: {lang: frozenset(fold(w) for w in words.split()) for lang, words in langs.items()}
        for cls, langs in table.items()
    }


# event class -> lang -> forms and lemmas
EVENTS = _cues(
    {
        "founding": {
            "en": "founded established formed incorporated registered constituted"  # round 28
            " organized organised chartered instituted created",  # since round 37
            "ru": "основать основан основана основано основаны учредить учрежден учреждена "
            "учреждено учреждён учреждёна "
            "возникнуть возник возникла возникло"  # since round 27: "компания возникла в 1895"
            " появиться появился появилась появилось"  # since round 31: "цех появился в 1771"
            " создан создана создано создали"  # since round 44: "кооператив создали в 1861"
            # since round 37: "образована", "организована" (formed, organised)
            " образован образована образовано организован организована организовано"
            " организовали образовали",  # since round 44
            "fr": "fonder fondé fondée fondés fondées fonda créé créée créa constitué constituée"
            " constitua fondèrent créèrent"  # since round 32 ("se constitua", "se creó"); 39
            " établi établie institué instituée formé formée organisé organisée",  # round 37
            "de": "gegründet gründete gründen begründet gestiftet"  # (since round 37)
            " gründeten",  # since round 39 (the plural: "1862 gründeten die Brüder …")
            "es": "fundar fundado fundada fundó fundaron creado creada constituyó constituida creó"
            " establecido establecida instituido instituida organizado organizada",  # round 37
        },
        "opening": {
            "en": "opened inaugurated consecrated",  # since round 45 a church's consecration
            "ru": "открыть открыт открыта открыто открылся открылась открылось освящен освящена "
            "освящён освятили",
            "fr": "inaugurer inauguré inaugurée inaugura ouvrit ouvert ouverte",
            "de": "eröffnet eröffnete eröffnen eingeweiht weihte öffnete öffneten",
            "es": "inaugurar inaugurado inaugurada inauguró abrir abrió abierto abierta",
        },
        "closing": {
            "en": "closed shut",
            "ru": "закрыть закрыт закрыта закрыто закрылся закрылась закрылось",
            "fr": "fermée fermés fermées ferma",
            "de": "geschlossen schloss stillgelegt",
            "es": "cerrar cerrado cerrada cerró clausurar clausurado clausurada",
        },
        "building": {
            "en": "built constructed erected",
            "ru": "построить построен построена построено построены выстроен выстроена "
            "возведен возведена возведён строился строилась строилось строились "
            "сооружен сооружена сооружено сооружён соорудили "  # (since round 37; 44)
            "строить строил строила строило строили "  # since round 27: "строили с 1874 по 1881"
            # since round 23: a log church felled and set up ("срублена", "поставили")
            "срубить срублен срублена срублено срубили поставить поставлен поставлена "
            "поставлено поставили возвести возвели",
            "fr": "construit construite construits bâti bâtie édifié édifiée érigé érigée "
            "construisit bâtit édifia érigea élevé élevée élevés élevées éleva",
            "de": "erbaut gebaut errichtet erbaute entstand entstanden",
            "es": "construir construido construida construyó edificar edificado edificada erigir "
            "erigido erigida levantado levantada "  # (since round 37: "fue levantada")
            "levantó levantaron alzó alzaron alzado alzada",  # since round 47: "se levantó"
        },
        # since round 37: a thing sold, told in the passive ("was sold in 1946", "fut vendue",
        # "wurde verkauft", "fue vendida", "была продана"): one sale, one date
        "sale": {
            "en": "sold",
            "ru": "продан продана продано проданы",
            "fr": "vendu vendue vendus vendues",
            "de": "verkauft",
            "es": "vendido vendida vendidos vendidas vendió",
        },
        "baptism": {
            "en": "baptised baptized christened",
            "ru": "крестить окрестить крещен крещена крещён крещёна окрещен окрещена",
            "fr": "baptisé baptisée",
            "de": "getauft",
            "es": "bautizar bautizado bautizada",
        },
        # since dev4-mech: ships, fires, bells and clocks, childhoods
        "launch": {
            "en": "launched",
            "ru": "спущен спущена спущено",
            "fr": "lancé lancée",
            "de": "",
            "es": "botado botada botó",
        },
        "sinking": {
            "en": "sank sunk foundered",
            "ru": "затонул затонула затонуло затонуть",
            "fr": "sombra sombré sombrée coula coulé coulée",
            "de": "sank gesunken versank versunken untergehen",
            "es": "hundió hundido hundida naufragó",
        },
        "fire": {
            "en": "burntdown",
            "ru": "сгорел сгорела сгорело",
            "fr": "brûla brûlé brûlée incendié incendiée",
            "de": "abbrennen abgebrannt niederbrennen niedergebrannt",
            "es": "ardió incendió incendiado incendiada",
        },
        "casting": {
            "en": "cast manufactured",
            "ru": "отлит отлита отлито отлили",  # since round 31: "колокол отлили в 1822"
            "fr": "fondu fondue fabriqué fabriquée",
            "de": "gegossen hergestellt",
            "es": "fundido fundida fabricado fabricada",
        },
        "childhood": {
            "en": "grewup",
            "ru": "вырос выросла",
            "fr": "grandi grandit",
            "de": "aufwachsen aufgewachsen",
            "es": "creció crecido crecida crio crió criado criada",
        },
        "burial": {
            "en": "buried interred",
            "ru": "похоронить похоронен похоронена погребен погребена",
            "fr": "inhumé inhumée enterré enterrée",
            "de": "begraben beigesetzt bestattet",
            "es": "enterrar enterrado enterrada sepultar sepultado sepultada",
        },
    }
)

# the classes of `milestones.py` (and words it adds to these)
for _cls, _langs in _cues(milestones.EVENTS).items():
    for _lang, _forms in _langs.items():
        EVENTS.setdefault(_cls, {})[_lang] = EVENTS.get(_cls, {}).get(_lang, frozenset()) | _forms

NOUNS = {
    "founding": "founding",
    "opening": "opening",
    "closing": "closing",
    "building": "building",
    "baptism": "baptism",
    "burial": "burial",
    "launch": "launch",
    "sinking": "sinking",
    "sale": "sale",
    "fire": "fire",
    "casting": "casting",
    "childhood": "childhood",
    "outbreak": "outbreak",  # a fire's or a flood's (`happenings.py`)
    "end": "end",  # a strike's or a siege's (`happenings.py`)
    **milestones.NOUNS,
}
# classes whose verbs are intransitive: their subject always undergoes them
_UNDERGONE = frozenset({"sinking", "childhood"}) | milestones.UNDERGONE


# auxiliaries of a passive or a perfect of an intransitive ("was founded",
# "fut fondée", "a été créé", "wurde gegründet", "fue fundado", "была основана")


_PASSIVE = words(
    "was were is are been be fut furent été est sont était wurde wurden worden ist sind "
    "fue fueron sido es son был была было были"
)
# objects that keep a verb intransitive: "opened its doors"
_DOORS = words("doors door portes puertas türen tore двери")
# the prepositions that may follow an intransitive verb ("closed in 1911")
_INTRANSITIVE_NEXT = {
    "en": frozenset(("in", "at", "on", "during", "after", "before", "until", "till")),
    "fr": frozenset(("en", "le", "au", "dans", "apres", "avant")),
    "es": frozenset(("en", "el", "tras", "durante", "hasta")),
    "de": frozenset(("im", "am", "in")),
}
# forms that only an undergoer takes: "entstand", "schloss" (closed)
_INTRANSITIVE = words("entstand entstanden schloss") | words(milestones.INTRANSITIVE)
_REFLEXIVE = frozenset(("se", "s", "sich"))
# the words allowed between an intransitive verb and its values
_FREE = words("down up again its their his her ses sus seine ihre свои") | words(milestones.FREE)


def event_class(x: _Extractor, i: int) -> str | None:
    """The class of event the word at i names, when its subject undergoes it."""
    t = x.toks[i]
    if t.kind != "w":
        return None
    if (
        (t.f in _LIT or t.is_(_LIT))
        and x.subject.kind != "character"
        and (x.until_then or _first_time(x))
    ):
        return "opening"  # since round 31: a light first lit ("se encendió por primera vez")
    for cls, langs in EVENTS.items():
        table = langs.get(x.lang, frozenset())
        if t.is_(table) or (x.until_then and notuntil.past_form(t, x.lang, table)):
            if cls == "publication" and (
                x.subject.kind == "character" or any(u.is_(_EDITIONS) for u in x.toks)
            ):
                return None  # "she appeared at the Salon", "a second edition appeared"
            if cls == "building" and t.is_(_RAISED) and x.subject.kind == "character":
                return None  # "Juan se levantó", "elle fut élevée par sa tante": no building
            if cls in ("commissioning", "installation") and x.subject.kind == "character":
                return None  # "Иван заработал сто рублей": earned, not began to work
            if cls == "sale":  # told in the passive or the reflexive only ("se vendió")
                span = 8 if x.lang == "de" else 3  # "wurde 1946 an Tom Pike verkauft"
                before = [u.f for u in x.toks[max(0, i - span) : i] if u.kind == "w"]
                said = any(w in _PASSIVE or w in _REFLEXIVE for w in before)
                return cls if said and x.subject.kind != "character" else None
            return cls if cls in _UNDERGONE or _undergoes(x, i) else None
    return None


_EDITIONS = words(milestones.EDITIONS)
# since round 47 raised as a building ("se levantó en 1884", "fut élevée en 1884"); a
# person raised is brought up, or rises
_RAISED = words("levantó levantaron alzó alzaron levantado levantada alzado alzada élevé élevée "
                "élevés élevées éleva")  # fmt: skip
# a light lit, and the words of a first time ("was first lit", "erstmals entzündet",
# "allumé pour la première fois", "se encendió por primera vez", "впервые зажгли") or
# of a "not until" ("no se encendió hasta 1866"): the light's opening
_LIT = words(
    "lit lighted kindled entzündet angezündet entzundet angezundet allumé allumée alluma "
    "s'alluma encendió encendido encendida зажгли зажжён зажжен зажжена зажёгся загорелся "
    "загорелась засветился encender allumer entzünden anzünden зажечь загореться"
)
_FIRST_TIME = (
    r"\bfirst\b|\berstmals\b|\bzum ersten mal\b|\bpremiere fois\b|\bprimera vez\b|\bвпервые\b"
)


def _first_time(x: _Extractor) -> bool:
    return re.search(_FIRST_TIME, fold(x.clause)) is not None


def _german_passive(toks: list[Tok], i: int) -> bool:
    """German, since round 39: a pluperfect passive ("war 1862 in York
    gegründet worden"), or a passive whose auxiliary stands further back than
    four words ("wurde 1862 in York von Tom Pike gegründet")."""
    if i + 1 < len(toks) and toks[i + 1].f == "worden":
        return True
    return any(t.f in ("wurde", "wurden") for t in toks[max(0, i - 12) : i])


def _undergoes(x: _Extractor, i: int) -> bool:
    toks = x.toks
    lang = x.lang
    if i == 0:
        return True  # a fronted participle: "Founded in 1861, the Institute …"
    before = [t.f for t in toks[max(0, i - 7) : i] if t.kind == "w"][-4:]  # dates skipped
    if any(w in _REFLEXIVE for w in before[-2:]):
        return True
    if lang == "de" and _german_passive(toks, i):
        return True
    if _impersonal(x, i):
        return True
    if lang == "ru":
        f = toks[i].f
        if f in _INTRANSITIVE:
            return True  # "книга вышла в 1901 году"
        return f.endswith(("ся", "сь")) or not f.endswith(("ть", "л", "ла", "ли"))
    if any(w in _PASSIVE for w in before):
        if (
            lang == "de"
            and any(w in ("war", "ist") for w in before)
            and toks[i].f
            in (
                "geschlossen",
                "eroffnet",
            )
        ):
            return False  # "war geschlossen": a state
        if lang == "en" and toks[i].f in ("closed", "shut"):  # "was closed": a state, but
            return _for_good(toks, i)  # "was closed for good", "… permanently in 1920"
        return True
    if toks[i].f in _INTRANSITIVE or (lang == "en" and _for_good(toks, i)):
        return True  # "das Rathaus entstand 1611", "die Fabrik schloss 1911", "closed for good"
    k = next(
        (k for k in range(i + 1, len(toks)) if toks[k].f not in _FREE and toks[k].kind != "t"),
        len(toks),
    )  # a date between ("öffnete 1875 seine Tore", since round 38)
    if k < len(toks) and toks[k].f in _DOORS and x.subject.kind != "character":
        return True  # "ouvrit ses portes", "öffnete seine Tore": its own doors
    f = toks[i].f  # since round 46 a French simple past in -it, -ut ("l'atelier ouvrit en 1862")
    if lang != "en" and not (f.endswith(("o", "a")) or (lang == "fr" and _past_fr(f))):
        return False
    # an intransitive use: no object before the values ("closed in 1911")
    j = i + 1
    while j < len(toks) and toks[j].kind == "w" and toks[j].f in _FREE:
        j += 1
    if j >= len(toks) or toks[j].kind in ("t", "p"):
        return True
    nxt = toks[j]
    hedge = nxt.f in milestones.APPROX_NEXT.get(lang, ())
    if hedge and j + 1 < len(toks) and toks[j + 1].kind == "t":
        return True  # "closed around 1904"
    return nxt.f in _DOORS or nxt.f in _INTRANSITIVE_NEXT.get(lang, frozenset())


def _past_fr(f: str) -> bool:
    return f.endswith(("it", "ut")) and not f.endswith("ait")


def _for_good(toks: list[Tok], i: int) -> bool:
    """ "closed for good", "shut for ever", "closed permanently" (since round 37)."""
    after = [t.f for t in toks[i + 1 : i + 4] if t.kind == "w"]
    return after[:2] in (["for", "good"], ["for", "ever"]) or after[:1] in (
        ["forever"],
        ["permanently"],
    )


# Spanish object clitics: "A Inés la bautizaron", "La iglesia la construyeron"
_CLITICS = {"la": False, "lo": False, "las": True, "los": True}  # -> plural
_PLURAL_DET = words("los las unos unas")


def _impersonal(x: _Extractor, i: int) -> bool:
    """An indefinite-personal sentence: a verb in the third person plural with
    no agent, its object fronted as the subject — "Троицкую церковь построили
    в 1820 году", "Анну крестили в 1870 году" (the object is not nominative,
    by pymorphy3's likeliest parse), "A Inés la bautizaron en 1870", "La
    iglesia la construyeron en 1820" (a clitic of the subject's number right
    before the verb), French "on" ("On construisit la tour en 1520"). The
    object undergoes the event."""
    toks, subj = x.toks, x.subject
    if x.lang == "fr" and "on" in (t.f for t in toks[max(0, i - 3) : i]):
        return True  # "On construisit la tour …", "La tour, on la construisit …"
    if not 0 <= subj.start < subj.end <= i or subj.end > len(toks):
        return False
    if x.lang == "ru":
        verb = morph_ru().parse(toks[i].text)[0].tag
        if "plur" not in verb or not ("past" in verb or "3per" in verb) or "VERB" not in verb:
            return False
        head = morph_ru().parse(toks[subj.start].text)[0].tag
        if "nomn" not in head:
            return True
        # "Покровский храм освятили": a singular object that may be accusative
        # before a plural verb cannot be its agent
        alone = subj.end >= len(toks) or toks[subj.end].f not in ("и", ",")
        accs = any("accs" in p.tag for p in morph_ru().parse(toks[subj.start].text))
        return "sing" in head and accs and alone
    if x.lang == "es":
        clitic = toks[i - 1].f if toks[i - 1].kind == "w" else ""
        if clitic not in _CLITICS or not toks[i].f.endswith(("ron", "ban", "ian")):
            return False
        first = toks[subj.start]
        det = toks[subj.start - 1].f if subj.start > 0 else ""
        plural_subject = det in _PLURAL_DET or (not first.cap and first.f.endswith("s"))
        return plural_subject == _CLITICS[clitic] and subj.start < i - 1
    return False


# events that take years: a period is when they happened
_DURATIVE = frozenset({"building"})


def starts_apart(a: TimeValue, b: TimeValue) -> bool:
    """A building begun in one year ("work began in 1868": from 1868) against
    one over a period begun in another ("built from 1874 to 1881")."""
    return {a.bound, b.bound} == {"from", "range"} and a.start.year != b.start.year


def _never_done(x: _Extractor, i: int) -> bool:
    """A lifelong denial of the event's own verb (since round 27): "never" (or
    "jamais", "nie", "nunca", "никогда") right before it, two words at most
    between, and no date in the clause ("never published after 1900" is
    another claim)."""
    never = cues.NEVER.get(x.lang, frozenset())
    near = x.toks[max(0, i - 3) : i]
    return x.never and any(t.f in never for t in near) and not any(t.time for t in x.toks)


def never_against(ca: Claim, cb: Claim) -> Finding | None:
    """An event a statement says never happened against the same event
    happening (since round 27): "La Grammaire ne fut jamais publiée" / "La
    Grammaire parut en 1889" contradicts, in any two languages, since the
    event's class is of no language. Two denials say nothing."""
    from semnet.graph.judge.compare import Finding

    no, yes = (ca, cb) if ca.negated else (cb, ca)
    if yes.negated or not no.never:
        return None
    noun = NOUNS.get(no.slot[3:], no.slot[3:])
    return Finding(Stance.CONTRADICTS, f"{no.label}: never its {noun}, yet its {noun}", 0.8,
                   f"{no.slot}-never")  # fmt: skip


def event_claims(x: _Extractor, i: int, cls: str) -> list[Claim]:
    """A one-time event of the subject: its date and place."""
    from semnet.graph.judge.extract import _first_date

    if x.negated and not existence.never_rebuilt(x, i):
        if _never_done(x, i):  # "ne fut jamais publiée", "never caught fire"
            return [x.claim(f"ev:{cls}", negated=True, never=True)]
        return []  # "burned down and was never rebuilt": the denial is the rebuilding's
    got = x.attached(i, f"ev:{cls}")
    time = _first_date(got.times) or _first_date(x.fronted_times())
    if time is None and cls in _DURATIVE:  # "built between 1921 and 1926": those years
        time = next((t for t in got.times if t.bound in ("range", "from")), None)
    place = got.places[0] if got.places else milestones.place_for(x, i, cls)
    if time is None and place is None and not _dated_later(x, i):
        return []
    if cls == "collapse" and x.subject.kind == "character":  # "carried off by the flood"
        return [x.claim("death", time=time, place=place, negated=False, never=False)]
    out = [x.claim(f"ev:{cls}", time=time, place=place, negated=False, never=False)]
    if cls == "commissioning":  # "went into service in 1931": its opening too
        out.append(x.claim("ev:opening", time=time, place=place, negated=False, never=False))
    return out


def _dated_later(x: _Extractor, i: int) -> bool:
    """Is a thing's event at i dated by a relative date in its clause ("built
    three years after the flood of 1910")? `reltime.py` dates it then."""
    from semnet.graph.judge import reltime

    if x.subject.kind not in ("place", "glossary"):
        return False
    return bool(reltime.find(x.toks, x.lang))  # (German: "drei Jahre nach … gebaut")


# since round 37: the agent of a passive event ("founded in 1890 by the Company" /
# "… by the governor"): an agreement by date alone is withheld when both name one and
# they share no word
_BY_AGENT = re.compile(r"\b(?:by|par|von|durch|por|от|de parte de)\s+(.{1,60}?)(?=[,.;:]|$)")


def same_agents(ca: Claim, cb: Claim) -> bool:
    """Do two tellings of one event name no agents, or agents with a content
    word in common?"""
    said = []
    for c in (ca, cb):
        m = _BY_AGENT.search(fold(c.clause))
        if m is None:
            return True
        stop = cues.STOPWORDS.get(c.lang, frozenset())
        said.append(
            {w for w in re.findall(r"\w+", m.group(1)) if w not in stop and not w.isdigit()}
        )
    return not (said[0] and said[1]) or bool(said[0] & said[1])
