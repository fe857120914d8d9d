"""Education: studying at a university or graduating from one against never
having studied. A claim of slot `study` says the subject studied ("studied
medicine at Edinburgh", "studierte Medizin in Leipzig", "a fait des études
de droit", "estudió medicina", "окончил медицинский факультет") or, denied,
that the subject never did ("never attended a university", "hat nie eine
Universität besucht", "n'a jamais fait d'études", "nunca fue a la
universidad", "никогда не учился в университете"). One against the other
contradicts; two studies say nothing here (the frame rules compare them).
Since round 13 a school or training counts as much as a university ("entered
the Academy", "had no formal training", "n'avait aucun diplôme", "nunca pisó
una universidad", "self-taught"), and graduating from a school contradicts
being sent away from the same school without a degree ("graduated from
Oxford" / "was sent down from Oxford", "окончил училище" / "из училища
отчислили").

The words are hand-written per language, matched on lemmas and stems: no
library lists the verbs of studying or the names of faculties.
"""

from __future__ import annotations

import re
from itertools import pairwise
from typing import TYPE_CHECKING

from semnet.graph.judge import cues
from semnet.graph.judge.base import Stance
from semnet.graph.judge.cues import words

if TYPE_CHECKING:
    from semnet.graph.judge.claims import Claim, _Extractor
    from semnet.graph.judge.compare import Finding
    from semnet.graph.judge.lexical import Read
    from semnet.graph.judge.text import Tok


# verbs of studying (a study when a subject, a place or a university follows)
_STUDY = words(
    "study studied studieren studierte studiert étudier étudia étudié estudiar "
    "estudió cursar cursó учиться учился училась изучать изучал изучала "
    "educate educated"
)
# verbs of graduating: a study by themselves
_GRADUATE = words(
    "graduate graduated promovieren promovierte absolvieren absolvierte diplômé "
    "diplômée licenciar licenció graduar graduó окончить окончил окончила"
)
# verbs of attending, with a university noun
_ATTEND = words(
    "attend attended go went besuchen besuchte fréquenter fréquenta aller alla "
    "ir fue asistir asistió посещать посещал поступить поступил поступила "
    "gehen ging ходить ходил ходила "
    "enter entered eintreten trat entrer entra sortir sortit ingresar ingresó pisar pisó "
    "set "
    # since round 20: training at a school ("trained at the Mining Academy", "se formó en la
    # École Centrale", "an der Akademie ausgebildet", "обучался в училище")
    "train trained former forma formé formée formar formó ausbilden ausgebildet bildete "
    "обучаться обучался обучалась выучиться выучился выучилась"
)
# German school compounds ("Uhrmacherschule", "Bergakademie"): a school by their ending
_DE_SCHOOLS = ("schule", "schulen", "akademie", "universitat", "gymnasium", "seminar")
# universities, faculties, studies, degrees (stems of folded words)
_UNIVERSITY = (
    "univers",
    "college",
    "hochschul",
    "fakultat",
    "faculte",
    "facultad",
    "университет",
    "факультет",
    "институт",
    "академи",
    "academ",
    "akadem",
    "etudes",
    "studium",
    "estudios",
    "образовани",
    "degree",
    "diplom",
    "licence",
    "licencia",
    # since round 13: schools and training ("no formal training", "aucune formation")
    "school",
    "schul",
    "ecole",
    "escuela",
    "школ",
    "училищ",
    "гимнази",
    "gymnas",
    "lycee",
    "liceo",
    "colegio",
    "semina",
    "семинари",
    "training",
    "formation",
    "ausbildung",
    "formacion",
    "обучени",
)
# fields of study (stems)
_FIELDS = (
    "medic",
    "medizin",
    "law",
    "droit",
    "derecho",
    "jura",
    "recht",
    "theolog",
    "teolog",
    "philosoph",
    "filosof",
    "chemi",
    "chemistr",
    "quimic",
    "engineer",
    "ingenier",
    "architect",
    "architekt",
    "arquitect",
    "mathemat",
    "matemat",
    "медицин",
    "прав",
    "богослов",
    "философ",
    "хими",
    "математ",
    "lettres",
    "letras",
    "history",
    "geschichte",
    "histoire",
    "historia",
    "истори",
    "music",
    "musik",
    "musique",
    "musica",
)
# verbs of taking a degree
_TAKE = words(
    "take took taken obtain obtained receive received get got obtenir obtint obtenu "
    "recevoir reçut erhalten erhielt machen machte obtener obtuvo recibir recibió "
    "получить получил получила have had avoir avait eut haben hatte tener tenía tuvo "
    "иметь имел имела"
)
# sent away without a degree ("expelled", "sent down", "отчислили")
_EXPELLED = words(
    "expelled relegiert exmatrikuliert renvoyé renvoyée exclu exclue expulsado "
    "expulsada отчислили отчислен отчислена исключили исключен исключена"
)
_SENT_DOWN = re.compile(r"\bsent down\b|\bleft without (?:a|any) degree\b|\bverwiesen\b")
# taught by no one ("self-taught", "autodidacte", "самоучка"): never studied
_SELF_TAUGHT = words("autodidact autodidacte autodidakt autodidacta самоучка")
_WHERE = words("at in an à a en в на from von de aus")
_ARTICLES = words("the der die das dem den le la l les el los las")


def _modifier(toks: list[Tok], t: Tok, lang: str) -> bool:
    """An English school noun before another noun modifies it ("the school
    concert", "the college chapel"): no schooling."""
    if lang != "en":
        return False
    k = toks.index(t) + 1
    return k < len(toks) and toks[k].is_word and not toks[k].cap and toks[k].f not in _STOP


_STOP = words("of in at for from with and or but where when which who that to on by since "
              "until as was were is had")  # fmt: skip


def study_claims(x: _Extractor) -> list[Claim]:
    """A study, or (denied) never having studied."""
    if x.subject.kind != "character":
        return []
    toks = x.toks
    words = [t for t in toks if t.kind == "w"]
    uni = any(
        (t.f.startswith(_UNIVERSITY) or (x.lang == "de" and t.f.endswith(_DE_SCHOOLS)))
        and not _modifier(toks, t, x.lang)
        for t in words
    )
    selfmade = any(t.is_(_SELF_TAUGHT) for t in words) or any(
        a.f == "self" and b.f == "taught" for a, b in pairwise(words)
    )
    if not uni and not selfmade and not any(t.is_(_STUDY) or t.is_(_GRADUATE) for t in words):
        return []  # no study here (the common case: say so quickly)
    if selfmade and (not x.negated or x.never):  # "autodidacta y nunca pisó una escuela"
        return [x.claim("study", status="studied", negated=True, never=True)]
    if not x.negated and (
        any(t.is_(_EXPELLED) for t in words) or _SENT_DOWN.search(" ".join(t.f for t in words))
    ):
        return [x.claim("study", status="expelled", anchor=_institution(x))]
    field = any(t.f.startswith(_FIELDS) for t in words)
    for i, t in enumerate(toks):
        if t.kind != "w" or i in x.subj_span:
            continue
        study = t.is_(_STUDY) or t.f.startswith(("etudes", "studium", "estudios"))
        study = study or (t.is_(_TAKE) and uni)  # "took a degree in law"
        grad = t.is_(_GRADUATE)
        attend = t.is_(_ATTEND) and uni
        if not (study or grad or attend):
            continue
        if x.negated:
            if grad and not (study or attend):
                return []  # "never graduated from the gymnasium": may have studied there
            if (x.never or uni) and not field:
                return [x.claim("study", status="studied", negated=True, never=True)]
            return []
        after = [u for u in toks[i + 1 : i + 5] if u.f not in _ARTICLES]
        placed = any(
            u.kind == "w" and u.f in _WHERE and k + 1 < len(after) and after[k + 1].cap
            for k, u in enumerate(after)
        )  # "studied at the Slade"
        if grad:
            return [x.claim("study", status="graduated", anchor=_institution(x))]
        if attend or uni or field or placed:
            return [x.claim("study", status="studied")]
        return []
    return []


def _institution(x: _Extractor) -> str | None:
    """The school a clause names: a note that is no person, else its school noun."""
    for j in range(len(x.toks)):
        m = x._mention_at(j)
        if m is not None and m.entity is not None and x.names.kind(m.entity) != "character":
            return f"@{m.entity}"
    return next((t.lem[-1] for t in x.toks if t.is_word and t.f.startswith(_UNIVERSITY)), None)


def compare_study(ca: Claim, cb: Claim) -> Finding | None:
    from semnet.graph.judge.compare import Finding

    if not (ca.negated or cb.negated) and {ca.status, cb.status} == {"graduated", "expelled"}:
        if ca.anchor is None or ca.anchor != cb.anchor:
            return None  # expelled from a school, graduated from a university
        who = ca.label or "the subject"
        why = f"{who}: graduated, yet was sent away without a degree"
        return Finding(Stance.CONTRADICTS, why, 0.75, "study")
    if ca.negated and cb.negated and (ca.never or cb.never):
        who = ca.label or "the subject"  # "never went to university" / "never attended one"
        return Finding(Stance.AGREES, f"{who}: never studied, in both", 0.6, "study")
    if ca.negated == cb.negated:
        return None
    who = ca.label or "the subject"
    return Finding(Stance.CONTRADICTS, f"{who}: studied, yet never did", 0.8, "study")


# --------------------------------------------------------------------------- leaving school

SCHOOLING = "schooling"
# schools (stems of folded words), not universities: the age one leaves them
_SCHOOL = ("school", "schul", "ecole", "escuela", "colegio", "школ", "училищ", "gymnas",
           "lycee", "liceo", "гимнази")  # fmt: skip
# verbs of leaving school ("left", "quitta", "verließ", "dejó", "бросил")
_LEAVE_SCHOOL = words(
    "left leave leaving quit quitted quitta quitte quittait quitter verliess verlassen "
    "abgegangen dejo dejar abandono abandonar salio бросил бросила оставил оставила ушел ушла "
    "покинул покинула"
)
# "ging mit vierzehn von der Schule ab": a separable verb
_GO = words("ging gingen")
_UNTIL = words("until till bis jusqu jusque hasta до")
# teaching or working at a school: no pupil's years
_TAUGHT = words(
    "teach taught teaching work worked unterrichten unterrichtete lehrte arbeitete enseigner "
    "enseigna enseignait travailla travaillait ensenar enseno ensenaba trabajo trabajaba "
    "преподавать преподавал преподавала работал работала учительствовал учительствовала"
)
_ABOUT = words("about around some nearly vers environ etwa ungefahr fast unos casi около почти")


def _age_token(t: Tok) -> float | None:
    """A figure that may be an age at school (4 to 25, no date, no unit but
    years)."""
    if t.kind not in ("n", "q") or t.time is not None or t.qty is None:
        return None
    if t.qty.unit not in ("", "year") or not 4 <= t.qty.value <= 25:
        return None
    return float(t.qty.value)


def leaving_claims(r: Read) -> list[Claim]:
    """The age a person left school at: "left school at twelve", "quitta
    l'école à douze ans", "ging mit vierzehn von der Schule ab", "dejó la
    escuela a los doce años", "бросил школу в двенадцать лет", or was at
    school until ("stayed at school until she was sixteen", "jusqu'à quinze
    ans", "hasta los quince años", "учился в школе до пятнадцати лет")."""
    if r.main.kind != "character":
        return []
    toks = r.toks
    if not any(t.kind == "w" and t.f.startswith(_SCHOOL) for t in toks):
        return []
    denial = cues.NEGATION.get(r.lang, frozenset()) | cues.NEVER.get(r.lang, frozenset())
    if any(t.kind == "w" and t.f in denial for t in toks):
        return []
    ab = r.lang == "de" and any(t.f == "ab" for t in toks)
    leave = next(
        (i for i, t in enumerate(toks) if t.is_(_LEAVE_SCHOOL) or (ab and t.is_(_GO))), None
    )
    if leave is None and any(t.is_(_TAUGHT) for t in toks):
        return []  # "taught at the school until she was twenty": a teacher's years
    for i, t in enumerate(toks):
        age = _age_token(t)
        if age is None:
            continue
        before = [u for u in toks[max(0, i - 5) : i] if u.kind == "w"]
        if (leave is not None and leave < i) or any(u.f in _UNTIL for u in before):
            approx = any(u.f in _ABOUT for u in before[-2:])
            return [r.claim(SCHOOLING, status="left", anchor=f"{age:g}", restricted=approx)]
        return []
    return []


def compare_leaving(ca: Claim, cb: Claim) -> Finding | None:
    """Two ages at leaving school: the same agrees, another contradicts (a
    year either side of an approximate one agrees, three is in tension)."""
    from semnet.graph.judge.compare import Finding

    if ca.slot != SCHOOLING or cb.slot != SCHOOLING:
        return None
    a, b = float(ca.anchor or 0), float(cb.anchor or 0)
    who = ca.label or "the subject"
    if a == b or (abs(a - b) <= 1 and (ca.restricted or cb.restricted)):
        return Finding(Stance.AGREES, f"{who}: left school at {ca.anchor}", 0.7, SCHOOLING)
    why = f"{who}: left school at {ca.anchor} and at {cb.anchor}"
    if abs(a - b) <= 3 and (ca.restricted or cb.restricted):
        return Finding(Stance.IN_TENSION, why, 0.6, SCHOOLING)
    return Finding(Stance.CONTRADICTS, why, 0.75, SCHOOLING)
