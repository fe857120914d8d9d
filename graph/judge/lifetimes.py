"""People and things over time, the rules `compare.py` hands over: a death
against the same person's later acts, emigration, the end of a thing against
its use (`existence.py`), memberships (`memberships.py`), education
(`education.py`) and tenures (`tenures.py`); and the claims of those
modules, read from each segment.

A burial dated before the death contradicts it. A person dead at a date
does nothing dated after it: an act (wrote, signed,
voted, attended, worked, returned, married, lived, moved …) of the same
subject at a later date contradicts the death; about then, when the death is
approximate, it is in tension; before the death it says nothing. The acts
are the frame's verbs (lemmas, hand-written per language: no library tells an
act from what happens to the dead — buried, mourned, published) and the
claims of slots that are acts (residence, employer, a wedding, a visit, a
retirement, an emigration, a membership joined).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from semnet.graph.judge import (
    cues,
    education,
    existence,
    fates,
    happenings,
    implies,
    joinings,
    journeys,
    lives,
    memberships,
    tenures,
    vessels,
)
from semnet.graph.judge.base import Stance
from semnet.graph.judge.cues import words
from semnet.graph.judge.places import same_place
from semnet.graph.manuscript.names import fold

if TYPE_CHECKING:
    from semnet.graph.judge.claims import Claim, _Extractor
    from semnet.graph.judge.compare import Finding
    from semnet.graph.judge.values import TimeValue

# a sentinel: the pair is none of these modules' business
PASS = object()


# the verbs of a living person's acts (lemmas and forms)
ACTS = {
    "en": words(
        "write wrote sign signed vote voted attend attended work worked return returned "
        "visit visited travel travelled traveled preach preached teach taught marry "
        "married meet met buy bought sell sold found founded testify testified speak spoke "
        "open opened join joined arrive arrived leave left move moved live lived take took "
        # since round 15: the arts ("conducted the revival", "sang Carmen", "exhibited")
        "conduct conducted sing sang paint painted perform performed exhibit exhibited "
        "direct directed compose composed lecture lectured dance danced "
        # since round 18: public acts ("led the procession", "cut the ribbon", "consecrated")
        "lead led march marched organise organised organize organized address addressed "
        "inaugurate inaugurated consecrate consecrated preside presided chair chaired "
        "analyse analysed analyze analyzed cut "
        # since round 19: refusing, and being arrested, are done by the living
        "refuse refused arrest arrested"
    ),
    "de": words(
        "schreiben schrieb unterzeichnen unterzeichnete unterschreiben unterschrieb "
        "wählen wählte teilnehmen besuchen besuchte arbeiten arbeitete zurückkehren "
        "reisen reiste predigen predigte unterrichten unterrichtete heiraten heiratete "
        "treffen traf kaufen kaufte verkaufen verkaufte gründen gründete sprechen sprach "
        "eröffnen eröffnete wohnen wohnte leben lebte ziehen zog nehmen teilnehmen kehren "
        "dirigieren dirigierte singen sang malen malte auftreten ausstellen stellte "
        "komponieren komponierte tanzen tanzte gastieren gastierte leiten leitete führen "
        "führte weihen weihte einweihen durchschneiden durchschnitt analysieren analysierte "
        "marschieren marschierte organisieren organisierte vorsitzen verlassen verließ "
        "weigerte verweigerte verhaftet festgenommen"
    ),
    "fr": words(
        "écrire écrivit signer signa voter vota assister assista travailler travailla "
        "revenir revint rentrer rentra visiter visita voyager voyagea prêcher prêcha "
        "enseigner enseigna épouser épousa rencontrer rencontra acheter acheta vendre "
        "vendit fonder fonda parler parla ouvrir ouvrit habiter habita vivre vécut "
        "participer participa tenir tenait tint diriger dirigea chanter chanta peindre "
        "peignit exposer exposa composer composa danser dansa mener mena conduire conduisit "
        "présider présida inaugurer inaugura consacrer consacra bénir bénit analyser "
        "analysa organiser organisa défiler défila quitter quitta refusa refuser arrêté arrêtée"
    ),
    "es": words(
        "escribir escribió firmar firmó votar votó asistir asistió trabajar trabajó "
        "trabajaba volver volvió regresar regresó visitar visitó viajar viajó predicar "
        "predicó enseñar enseñó casar casó conocer conoció comprar compró vender vendió "
        "fundar fundó hablar habló abrir abrió vivir vivió vivía participar participó "
        "dirigir dirigió cantar cantó pintar pintó actuar actuó exponer expuso componer "
        "compuso bailar bailó encabezar encabezó presidir presidió inaugurar inauguró "
        "consagrar consagró bendecir bendijo organizar organizó desfilar desfiló analizar "
        "analizó dejar dejó abandonar abandonó negó negarse detenido detenida arrestado "
        "arrestada"
    ),
    "ru": words(
        "написать написал написала писать писал писала подписать подписал подписала "
        "голосовать голосовал голосовала присутствовать присутствовал присутствовала "
        "работать работал работала вернуться вернулся вернулась посетить посетил "
        "посетила приехать приехал приехала ездить ездил ездила проповедовать "
        "преподавать преподавал преподавала жениться женился выйти вышла встретить "
        "встретил встретила купить купил купила продать продал продала основать основал "
        "основала выступить выступил выступила участвовать участвовал участвовала жить "
        "жил жила переехать переехал переехала навестить навестил навестила служить служил "
        "служила дирижировать дирижировал дирижировала петь пел пела спеть спел спела "
        "выставить выставил выставила сочинить сочинил сочинила гастролировать гастролировал "
        "гастролировала возглавить возглавил возглавила руководить руководил руководила "
        "открыть открыл открыла освятить освятил освятила организовать организовал "
        "организовала провести провёл провел провела покинуть покинул покинула оставить "
        "оставил оставила отказался отказалась отказаться арестован арестована арестовать "
        "задержан задержана задержать"
    ),
}
# since round 28: speeches, voyages, commands, fights, contests and games
for _lang, _more in {
    "en": "give gave deliver delivered sail sailed command commanded fight fought win won play "
    "played",
    "fr": "donner donna prononcer prononça naviguer navigua commander commanda combattre "
    "combattit gagner gagna jouer joua",
    "de": "geben gab halten hielt segeln segelte kommandieren kommandierte kämpfen kämpfte "
    "gewinnen gewann spielen spielte",
    "es": "dar dio pronunciar pronunció navegar navegó mandar mandó luchar luchó ganar ganó "
    "jugar jugó",
    "ru": "дать дал дала произнести произнёс произнесла командовать командовал плавать плавал "
    "сражаться сражался выиграть выиграл играть играл",
}.items():
    ACTS[_lang] = ACTS[_lang] | words(_more)
# since round 39: running a works, being appointed or elected, handing a thing over
for _lang, _more in {
    "en": "run ran manage managed head headed appoint appointed elect elected hand handed",
    "fr": "nommé nommée élu élue céder céda gérer géra",
    "de": "ernannt gewählt übergab übergeben verwaltete",
    "es": "nombrado nombrada elegido elegida ceder cedió traspasó gestionó administró",
    "ru": "назначен назначена избран избрана передал передала управлял управляла",
}.items():
    ACTS[_lang] = ACTS[_lang] | words(_more)
# slots whose claims are a living person's acts or states
_ACT_SLOTS = frozenset(
    {
        "residence",
        "employer",
        "marriage",
        "visit",
        "occupation",
        "ev:retirement",
        "ev:emigration",
        "member",
        "study",
        "role:took",  # since round 39: a post taken ("became director in 1895")
    }
)


def claims(x: _Extractor, got: list[Claim]) -> list[Claim]:
    """The claims of this module's mechanisms in one segment."""
    out = existence.in_use_claims(x, got)
    out += memberships.membership_claims(x)
    out += education.study_claims(x)
    out += vessels.claims(x) + vessels.berth_claims(x)
    return out + implies.claims(x, got + out)  # what a claim implies in other slots


_SPAN = frozenset({"ev:outbreak", "ev:end"})
# a person's work at a date, and the words that say it went on ("still", "encore")
_WORK = frozenset({"employer", "occupation", "role:office"})
_STILL = words(
    "still continued encore toujours continuait noch weiterhin todavia aun seguia continuaba"
    " ещё еще прежнему продолжал продолжала"  # ("по-прежнему": its second part)
)


def _still_at_work(ca: Claim, cb: Claim) -> Finding | None:
    """Retired in one year, and still at work in a later one ("retired in
    1905" / "was still working at the quarry in 1910", "travaillait encore
    au port", "arbeitete noch", "todavía trabajaba", "ещё работал"):
    contradicts (since round 44). Without "still" a later work may be
    another, after the retirement: nothing."""
    from semnet.graph.judge.compare import Finding

    ret, work = (ca, cb) if ca.slot == "ev:retirement" else (cb, ca)
    tr, tw = ret.time, work.time
    if ret.negated or work.negated or tr is None or tw is None:
        return None
    if tr.bound or tw.bound or tr.approx or tw.approx or tw.start.year <= tr.start.year:
        return None
    if not _STILL & set(fold(work.clause).split()):
        return None
    why = f"{ret.label}: retired in {tr.text}, still at work in {tw.text}"
    return Finding(Stance.CONTRADICTS, why, 0.7, "retired-still")


def compare(ca: Claim, cb: Claim, pa: TimeValue | None, pb: TimeValue | None) -> object:
    """A finding (or None) when the pair is one of these mechanisms', else `PASS`
    (called for every pair of claims: the cheap tests come first)."""
    sa, sb = ca.slot, cb.slot
    if journeys.applies(ca, cb) and (got := journeys.compare(ca, cb)) is not None:
        return got  # bounds, a whole life in one place, returns (`journeys.py`)
    if sa == vessels.SLOT or sb == vessels.SLOT:
        return vessels.compare(ca, cb) if sa == sb else PASS
    if sa == vessels.BERTH or sb == vessels.BERTH:
        return vessels.compare_berths(ca, cb) if sa == sb else PASS
    if sa in lives.SLOTS or sb in lives.SLOTS or lives.once_married(ca, cb):
        return lives.compare(ca, cb)  # who died first, a child's age at a parent's death
    if sa == "in_use" or sb == "in_use":
        return existence.compare(ca, cb) if existence.applies(ca, cb) else PASS
    if sa != sb and (existence.staffed(ca) or existence.staffed(cb)) and existence.applies(ca, cb):
        return existence.compare(ca, cb)  # staff at a date: working then (round 43)
    if sa == sb == "employer" and (got := joinings.compare(ca, cb)) is not None:
        return got  # joined in one year, worked there from another
    if sa != sb:
        if "ev:retirement" in (sa, sb) and {sa, sb} & _WORK:
            return _still_at_work(ca, cb) or PASS  # retired, yet still at work later
        if {sa, sb} == _SPAN:
            return happenings.compare_span(ca, cb)  # an end before the outbreak
        if fates.applies(ca, cb):
            return fates.compare(ca, cb)  # two ends of a thing, a launch and a building
        if "birth" in (sa, sb):
            return implies.compare(ca, cb) or PASS  # no act before the birth
        if "death" not in (sa, sb):
            return PASS
        death, other = (ca, cb) if sa == "death" else (cb, ca)
        if other.slot == "ev:burial":
            return _buried_before(death, other) or PASS
        if other.slot == "measure" and tenures.from_period(other):
            return _in_post_after(death, other) or PASS  # "priest from 1867 to 1904"
        if other.slot == "frame" or other.slot in _ACT_SLOTS or _living_converse(other):
            got = _after_death(death, other)
            if got is not None:
                return got
        return PASS
    if sa == "member":
        return memberships.compare_members(ca, cb, pa, pb)
    if sa == "study":
        return education.compare_study(ca, cb)
    if sa == "ev:emigration":
        return _emigration(ca, cb)
    if sa == "measure" and tenures.applies(ca, cb):
        got = tenures.compare_tenures(ca, cb)
        return got if got is not None else PASS
    return PASS


def _act_time(c: Claim) -> TimeValue | None:
    """When the act happened: its one date (a frame with several dates says
    nothing: which is the act's?)."""
    if c.slot == "frame":
        refused = c.negated and _refused(c)
        if (c.negated and not refused) or len(c.times) != 1:
            return None
        words = ACTS.get(c.lang, frozenset())
        from semnet.graph.judge.slots import PREDICATES

        dying = PREDICATES["death"].get(c.lang, frozenset())
        acts = c.frame & words or c.frame & _LIVED  # (no union built per claim)
        if not (acts or refused or _still_doing(c)) or c.frame & dying:
            return None
        t = c.times[0]
        if t.bound == "until" and (c.frame & _LIVED or acts):  # since round 31: "lived until
            return existence.last_year([t])  # 1905", "дожил до"; 39: "ran the mill until 1902"
        return t if t.bound in (None, "from") else None
    if c.negated or c.time is None or c.time.bound in ("until", "before"):
        return None
    if c.slot == "member" and c.anchor not in ("join", None):
        return None
    return c.time


# living, and living to a time: alive in its last year
_LIVED = words("live lived leben lebte vivre vécut vivait vivir vivió vivía жить жил жила прожить "
               "прожил прожила дожить дожил дожила")  # fmt: skip


def _refused(c: Claim) -> bool:
    """Is a frame denied only by a verb of refusing, failing or denying ("se
    negó a entregar las llaves", "refused to sign")? That is an act too."""
    from semnet.graph.judge.slots import IMPLICATIVE_NEGATIONS

    ws = re.findall(r"\w+", fold(c.clause))
    plain = cues.NEGATION.get(c.lang, frozenset()) | cues.NEVER.get(c.lang, frozenset())
    return any(w in IMPLICATIVE_NEGATIONS for w in ws) and not any(w in plain for w in ws)


# "still" before what a person did at a date: alive then ("In 1901 Davenne was
# still at his wheel", "ещё водила экскурсии", "todavía tallaba", `cues.STILL`); not
# "not yet" ("pas encore", "noch nicht", "todavía no", "ещё не"), nor what the living
# do to the dead's memory ("was still remembered", "on l'honorait encore")
_NOT_YET = words("pas jamais nicht nie kein keine no не")
_MEMORY = words(
    "remember recall mention honour honor mourn revere souvenir rappeler evoquer honorer "
    "pleurer erinnern gedenken ehren recordar honrar llorar помнить вспоминать чтить оплакивать"
)


def _still_doing(c: Claim) -> bool:
    """A person's dated frame said with "still", no memory of them."""
    if c.subject_kind != "character" or c.frame & _MEMORY:
        return False
    ws = re.findall(r"\w+", fold(c.clause))
    return any(
        w in cues.STILL
        and (k == 0 or ws[k - 1] not in _NOT_YET)
        and (k + 1 == len(ws) or ws[k + 1] not in _NOT_YET)
        for k, w in enumerate(ws)
    )


def _mid(t: TimeValue) -> float:
    return (max(t.start.year, 1) + min(t.end.year, 9999)) / 2


# relations both sides of which are alive (`outcomes.py`): teaching, employing, a sale,
# a contest; not an inheritance or a succession, whose other side may be dead
_LIVING_RELATIONS = ("teach:", "employ:", "sale:", "contest:")


def _living_converse(c: Claim) -> bool:
    """ "Amsel taught Grete from 1921": Amsel was alive then."""
    return c.slot == "converse" and (c.status or "").startswith(_LIVING_RELATIONS)


def _after_death(death: Claim, act: Claim) -> Finding | None:
    """An act of the same person dated after the death."""
    from semnet.graph.judge.compare import Finding

    if death.time is None or death.negated or death.time.bound in ("after", "from"):
        return None
    t = _act_time(act)
    if t is None:
        return None
    who = death.label or "the subject"
    why = f"{who}: died in {death.time.text}, yet acted in {t.text}"
    if death.time.approx or t.approx:
        gap = _mid(t) - _mid(death.time)
        if gap <= 0:
            return None
        if gap <= 2.5:
            return Finding(Stance.IN_TENSION, why + " (approximate)", 0.6, "death-act")
        return Finding(Stance.CONTRADICTS, why, 0.8, "death-act")
    if t.start >= death.time.end:
        return Finding(Stance.CONTRADICTS, why, 0.85, "death-act")
    return None


def _in_post_after(death: Claim, tenure: Claim) -> Finding | None:
    """A period in a post that ends two years and more after the death
    ("parish priest from 1867 to 1904" / "died in office in 1898"); begun
    after it, it is an act after the death (`_after_death`)."""
    from semnet.graph.judge.compare import Finding

    d, t = death.time, tenure.time
    if d is None or t is None or death.negated or d.bound or d.approx or t.bound != "range":
        return None
    last = t.end.year - 1
    if last <= d.start.year + 1 or t.start >= d.end:
        return None  # ended by the year after the death (a successor named late); or begun
    why = f"{death.label or 'the subject'}: died in {d.text}, yet still at it until {last}"
    return Finding(Stance.CONTRADICTS, why, 0.8, "death-act")


def _buried_before(death: Claim, burial: Claim) -> Finding | None:
    """A burial dated before the death ("died in 1920" / "buried in 1919")."""
    from semnet.graph.judge.compare import Finding

    d, b = death.time, burial.time
    if d is None or b is None or death.negated or burial.negated or d.bound or b.bound:
        return None
    if not (d.approx or b.approx) and (b.start - d.end).days > 365:  # a year and more after
        why = (
            f"{death.label or 'the subject'}: buried in {b.text}, years after the death in {d.text}"
        )
        return Finding(Stance.CONTRADICTS, why, 0.75, "death-burial")
    if b.end > d.start:
        return None
    why = f"{death.label or 'the subject'}: buried in {b.text}, before the death in {d.text}"
    if d.approx or b.approx:
        return Finding(Stance.IN_TENSION, why + " (approximate)", 0.6, "death-burial")
    return Finding(Stance.CONTRADICTS, why, 0.85, "death-burial")


def _emigration(ca: Claim, cb: Claim) -> Finding | None:
    """Emigration: another country the same year contradicts; the same
    country two or more years apart contradicts too (since round 40: the
    writers of every such pair took it for one emigration told twice), a
    year apart is in tension; another country another year is a second
    journey."""
    from semnet.graph.judge.compare import Finding

    who = ca.label or "the subject"
    same = same_place(ca.place, cb.place) if ca.place and cb.place else None
    dated = ca.time is not None and cb.time is not None
    overlap = ca.time is not None and cb.time is not None and ca.time.overlaps(cb.time)
    if same is False and (overlap or not dated):
        why = f"{who}: emigrated to {ca.place.label} and to {cb.place.label}"  # type: ignore[union-attr]
        stance = Stance.CONTRADICTS if overlap else Stance.IN_TENSION
        return Finding(stance, why, 0.8 if overlap else 0.6, "ev:emigration-place")
    if same is False:
        return None
    if same is None and (ca.place is not None or cb.place is not None):
        return None  # one place unread: an agreement on the year alone proves nothing
    if dated and not overlap:
        why = f"{who}: emigrated in {ca.time.text} and in {cb.time.text}"  # type: ignore[union-attr]
        apart = abs(ca.time.start.year - cb.time.start.year)  # type: ignore[union-attr]
        stance = Stance.CONTRADICTS if apart >= 2 else Stance.IN_TENSION
        return Finding(stance, why, 0.7 if apart >= 2 else 0.6, "ev:emigration-date")
    if same or overlap:
        return Finding(Stance.AGREES, f"{who}: the same emigration", 0.8, "ev:emigration")
    return None
