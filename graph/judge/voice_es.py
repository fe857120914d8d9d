"""Spanish clause order made plain before a statement is read (moved out of
`voice.py` in round 24): a subject after its verb ("Se fundó la escuela de X
en 1861" → "La escuela de X se fundó en 1861"), and a person after an
impersonal plural as the subject of the passive it means ("En 1929
destituyeron a Vorónova de la dirección del museo" → "En 1929 Vorónova fue
destituido de la dirección del museo"; since round 24). simplemma gives the
verb's infinitive, the participle is made from it (a few irregular ones are
listed: no library here conjugates Spanish)."""

from __future__ import annotations

import re

from semnet.graph.manuscript.names import best_lemma

_END = r"(?P<end>[.!;]?)\s*$"

# Spanish subject after its verb: "Se fundó la escuela de X en 1861", "En 1938 fue
# destruido el puente de X" → "La escuela de X se fundó en 1861"
_ES_POSTPOSED = re.compile(
    r"^(?P<pre>(?:(?:En|Hacia|Desde|Hasta|Durante)\s+[^,]*?\d{3,4}[^,]*?,?\s+))?"
    r"(?P<verb>[Ss]e\s+\w+|(?:fue|fueron|sería|había sido)\s+\w+(?:ado|ada|ados|adas|ido|ida|idos"
    r"|idas|to|ta|tos|tas|cho|cha))\s+"
    r"(?P<np>(?:el|la|los|las)\s+[^,;]+?)"
    r"(?P<rest>(?:,|\s+(?:en|por|hacia|durante|a|desde|hasta)\s+[^;]*?)?)" + _END
)

# an impersonal plural in the preterite or the imperfect and a named person
# after the personal "a": "destituyeron a Vorónova", "nombraron a don Eduardo"
_IMPERSONAL = re.compile(
    r"^(?P<pre>(?:(?:En|Hacia|Desde|Hasta|Durante|Ya en)\s+[^,]*?\d{3,4}[^,]*?,?\s+))?"
    r"(?P<verb>[A-Za-záéíóúñ][a-záéíóúñ]+(?:aron|ieron|yeron))\s+a\s+"
    r"(?P<who>(?:(?:don|doña|fray|sor|padre)\s+)?[A-ZÁÉÍÓÚÑ][\w'’-]+(?:\s+[A-ZÁÉÍÓÚÑ][\w'’-]+)*)"
    r"(?P<rest>[^;]*?)" + _END
)
# participles no rule makes from the infinitive
_IRREGULAR = {
    "hacer": "hecho", "poner": "puesto", "escribir": "escrito", "abrir": "abierto",
    "romper": "roto", "ver": "visto", "volver": "vuelto", "morir": "muerto",
    "cubrir": "cubierto", "decir": "dicho", "devolver": "devuelto", "deponer": "depuesto",
    "imponer": "impuesto", "proponer": "propuesto", "resolver": "resuelto", "absolver": "absuelto",
}  # fmt: skip


def plain(s: str) -> str:
    """One Spanish sentence with its subject put first."""
    return _impersonal(_postposed(s))


def _postposed(s: str) -> str:
    m = _ES_POSTPOSED.match(s)
    if m is None:
        return s
    np = m["np"]
    verb = m["verb"]
    verb = verb[0].lower() + verb[1:]
    pre = m["pre"] or ""
    head = f"{np[:1].upper()}{np[1:]}" if not pre else np
    return f"{pre}{head} {verb}{m['rest']}{m['end'] or '.'}"


def participle(verb: str) -> str | None:
    """The past participle of a Spanish verb form ("destituyeron" → "destituido")."""
    inf = best_lemma(verb, "es").lower()
    if inf in _IRREGULAR:
        return _IRREGULAR[inf]
    if inf.endswith("ar"):
        return inf[:-2] + "ado"
    if inf.endswith(("er", "ir", "ír")):
        return inf[:-2] + "ido"
    return None


def _impersonal(s: str) -> str:
    m = _IMPERSONAL.match(s)
    if m is None:
        return s
    done = participle(m["verb"])
    if done is None:
        return s
    pre = m["pre"] or ""
    who = m["who"] if pre else m["who"][:1].upper() + m["who"][1:]
    return f"{pre}{who} fue {done}{m['rest']}{m['end'] or '.'}"
