"""Education: studying at a university or graduating from one against never
having studied. A claim of slot `study` says the subject studied ("studied
medicine at Edinburgh", "studierte Medizin in Leipzig", "a fait des études
de droit", "estudió medicina", "окончил медицинский факультет") or, denied,
that the subject never did ("never attended a university", "hat nie eine
Universität besucht", "n'a jamais fait d'études", "nunca fue a la
universidad", "никогда не учился в университете"). One against the other
contradicts; two studies say nothing here (the frame rules compare them).

The words are hand-written per language, matched on lemmas and stems: no
library lists the verbs of studying or the names of faculties.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from semnet.graph.judge.base import Stance
from semnet.graph.judge.cues import words

if TYPE_CHECKING:
    from semnet.graph.judge.claims import Claim, _Extractor
    from semnet.graph.judge.compare import Finding


# verbs of studying (a study when a subject, a place or a university follows)
_STUDY = words(
    "study studied studieren studierte studiert étudier étudia étudié estudiar "
    "estudió cursar cursó учиться учился училась изучать изучал изучала"
)
# verbs of graduating: a study by themselves
_GRADUATE = words(
    "graduate graduated promovieren promovierte absolvieren absolvierte diplômé "
    "diplômée licenciar licenció graduar graduó окончить окончил окончила"
)
# verbs of attending, with a university noun
_ATTEND = words(
    "attend attended go went besuchen besuchte fréquenter fréquenta aller alla "
    "ir fue asistir asistió посещать посещал поступить поступил поступила"
)
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
    "получить получил получила"
)
_WHERE = words("at in an à a en в на from von de aus")


def study_claims(x: _Extractor) -> list[Claim]:
    """A study, or (denied) never having studied."""
    if x.subject.kind != "character":
        return []
    toks = x.toks
    words = [t for t in toks if t.kind == "w"]
    uni = any(t.f.startswith(_UNIVERSITY) for t in words)
    if not uni and not any(t.is_(_STUDY) or t.is_(_GRADUATE) for t in words):
        return []  # no study here (the common case: say so quickly)
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
            if (x.never or uni) and not field:
                return [x.claim("study", status="studied", negated=True, never=True)]
            return []
        after = toks[i + 1 : i + 4]
        placed = any(
            u.kind == "w" and u.f in _WHERE and k + 1 < len(after) and after[k + 1].cap
            for k, u in enumerate(after)
        )
        if grad or attend or uni or field or placed:
            return [x.claim("study", status="studied")]
        return []
    return []


def compare_study(ca: Claim, cb: Claim) -> Finding | None:
    from semnet.graph.judge.compare import Finding

    if ca.negated and cb.negated and (ca.never or cb.never):
        who = ca.label or "the subject"  # "never went to university" / "never attended one"
        return Finding(Stance.AGREES, f"{who}: never studied, in both", 0.6, "study")
    if ca.negated == cb.negated:
        return None
    who = ca.label or "the subject"
    return Finding(Stance.CONTRADICTS, f"{who}: studied, yet never did", 0.8, "study")
