"""A mother giving birth is her child's birth: "Maria Reed gave birth to
her daughter Anna in 1852", "had her first child, Anna, in 1852", "brachte
ihre Tochter Anna 1852 zur Welt", "mit au monde sa fille Anne en 1852",
"dio a luz a su hija Carmen en 1852", "родила дочь Анну в 1852 году", "у
Марии в 1852 году родилась дочь Анна" date Anna's birth (and place it, when
the statement names one place), not the mother's.

The child is every person the statement names other than the mother (the
subject, or in Russian the one after "у"); a statement that names no child
("gave birth to eleven children") says nothing here. The phrases are
hand-written per language: no library reads who was born of a verb of
giving birth.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from semnet.graph.judge.claims import Claim
    from semnet.graph.judge.lexical import Read

_ORDINAL = r"(?:first|second|third|fourth|fifth|sixth|seventh|eldest|youngest|only|last)"
_GAVE = {
    "en": rf"\b(?:gave birth to|give birth to|giving birth to|was delivered of|bore (?:him|her) "
    rf"|had (?:her|their|a|an) (?:{_ORDINAL} )?(?:child|son|daughter|baby|boy|girl)\b)",
    "de": r"\bbrachte\b.{0,60}\bzur welt\b|\bzur welt gebracht\b|\bgebar\b",  # not "kam zur Welt"
    "fr": r"\bmit au monde\b|\bmis au monde\b|\bdonna naissance\b|\bdonne naissance\b"
    r"|\baccoucha\b|\ba accouche\b",
    "es": r"\bdio a luz\b|\bdado a luz\b|\bpario\b|\balumbro\b",
    "ru": r"\bродила\b|\bпроизвела на свет\b|^(?:в \d+ году )?у \w+(?: \w+)?(?: в \d+ году)? "
    r"родил(?:ся|ась|ись)\b",
}
_GAVE_RX = {lang: re.compile(rx) for lang, rx in _GAVE.items()}


def amend(r: Read, found: list[Claim], added: list[Claim]) -> tuple[list[Claim], list[Claim]]:
    """The births of the children a mother is said to have given birth to;
    none of the mother's read from the same words."""
    rx = _GAVE_RX.get(r.lang)
    if rx is None or rx.search(r.folded) is None:
        return found, added
    if r.denies:
        return found, added
    mother = _mother(r)
    births = [c for c in found + added if c.slot == "birth" and c.subject == mother]
    place = next((c.place for c in births if c.place is not None), None)
    found = [c for c in found if c not in births]  # "gave birth … in 1852": not her birth
    added = [c for c in added if c not in births]
    named = [(s, e) for s, _end, e in r.mentions() if r.names.kind(e) == "character"]
    children = list(dict.fromkeys(e for _s, e in named if f"@{e}" != mother))
    dates = [t.time for t in r.toks if t.kind == "t" and t.time is not None]
    if not children or len(dates) != 1 or dates[0].bound:
        return found, added
    for child in children:
        label = r.names.label(child)
        born = r.claim("birth", subject=f"@{child}", label=label, time=dates[0], place=place)
        added.append(replace(born, subject_kind="character"))
    return found, added


def _mother(r: Read) -> str | None:
    """The one who gave birth: the subject, or the one after Russian "у"."""
    if r.lang == "ru":
        for s, _end, e in r.mentions():
            if s > 0 and r.toks[s - 1].f == "у" and r.names.kind(e) == "character":
                return f"@{e}"
    return r.main.key if r.main.kind == "character" else None
