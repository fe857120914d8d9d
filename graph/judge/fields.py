"""The field a person studied ("studied law", "studierte Medizin",
"étudiait le droit", "estudiaba derecho", "изучал медицину"): two fields at
the same dated time are in tension (one may study two things, rarely), the
same field agrees. A denial ("never studied law") is the frame's and
`education.py`'s.

Hand-written, small and per language (no offline library maps the names of
disciplines across languages): twelve fields and the words of studying."""

from __future__ import annotations

from typing import TYPE_CHECKING

from semnet.graph.judge import cues
from semnet.graph.judge.base import Stance
from semnet.graph.judge.cues import words

if TYPE_CHECKING:
    from semnet.graph.judge.claims import Claim
    from semnet.graph.judge.compare import Finding
    from semnet.graph.judge.lexical import Read

SLOTS = frozenset({"field"})

_FIELDS = {
    "law": "law laws jura jus jurisprudenz rechtswissenschaft rechtswissenschaften droit "
           "derecho leyes право юриспруденция",
    "medicine": "medicine medical medizin medecine medicina медицина",
    "theology": "theology divinity theologie teologia богословие теология",
    "philosophy": "philosophy philosophie filosofia философия",
    "mathematics": "mathematics maths mathematik mathematiques matematicas математика",
    "chemistry": "chemistry chemie chimie quimica химия",
    "physics": "physics physik physique fisica физика",
    "history": "history geschichte histoire historia история",
    "music": "music musik musique musica музыка",
    "engineering": "engineering ingenieurwesen maschinenbau ingenieria инженерия",
    "architecture": "architecture architektur arquitectura архитектура",
    "philology": "philology philologie filologia филология",
}  # fmt: skip
_FIELD = {w: f for f, text in _FIELDS.items() for w in words(text)}
# verbs and nouns of studying (folded forms and lemmas)
_STUDY = words("study studied studying studieren studierte studiert studium etudier etudes "
               "etude estudiar estudios cursar изучать учиться student studentin etudiant "
               "etudiante estudiante студент студентка")  # fmt: skip


def claims(r: Read, found: list[Claim]) -> list[Claim]:
    person = r.person
    if person is None or r.main.key != person[0]:
        return []
    neg = cues.NEGATION.get(r.lang, frozenset())
    toks = r.toks
    if any(t.f in neg for t in toks):
        return []
    for k, t in enumerate(toks):
        if not (t.is_word and ({t.f, *t.lem} & _STUDY)):
            continue
        for u in toks[max(0, k - 1) : k] + toks[k + 1 : k + 7]:  # "a medical student"
            if u.kind == "p":
                break
            field = next((_FIELD[w] for w in (u.f, *u.lem) if w in _FIELD), None)
            if field is not None:
                return [r.claim("field", subject=person[0], label=person[1], status=field,
                                time=r.when)]  # fmt: skip
    return []


def compare(ca: Claim, cb: Claim) -> Finding | None:
    from semnet.graph.judge.compare import Finding

    if ca.slot != cb.slot or ca.time is None or cb.time is None:
        return None
    if not ca.time.overlaps(cb.time):
        return None
    if ca.status == cb.status:
        return Finding(Stance.AGREES, f"{ca.label}: studied {ca.status}", 0.6, "field")
    return Finding(
        Stance.IN_TENSION,
        f"{ca.label}: studied {ca.status} and {cb.status} in {ca.time.text}",
        0.6,
        "field",
    )
