"""The style a building is built in: Gothic, Romanesque, Baroque,
Renaissance, Neoclassical, Art Nouveau, Moorish, Byzantine, and their
revivals ("in the Gothic style", "im neugotischen Stil", "de style
néo-classique", "de estilo barroco", "в стиле модерн", "Jugendstil"). One
style per building: another contradicts, the same agrees; a revival against
its model ("Gothic" / "neo-Gothic") is in tension (a revival is often
called by its model's name).

Hand-written (no offline library names architectural styles in five
languages): the words of each style, read beside a word of style or in
the noun phrase a verb of being gives the building ("was a Baroque church")."""

from __future__ import annotations

from typing import TYPE_CHECKING

from semnet.graph.judge import attributive
from semnet.graph.judge.base import Stance
from semnet.graph.judge.cues import words

if TYPE_CHECKING:
    from semnet.graph.judge.claims import Claim
    from semnet.graph.judge.compare import Finding
    from semnet.graph.judge.lexical import Read

SLOTS = frozenset({"kind:style"})

# style -> its words (folded; Russian adjectives by their stems below)
_STYLES = {
    "gothic": "gothic gotisch gothique gotico gotica готика готики",
    "romanesque": "romanesque romanisch romanico romanica",
    "baroque": "baroque barock barroco barroca барокко",
    "renaissance": "renaissance renacentista ренессанс ренессанса",
    "classical": "neoclassical classical classicist klassizistisch klassizismus neoclassique "
    "classique neoclasico neoclasica clasicista "
    "классицизм классицизма ампир",
    "art nouveau": "nouveau jugendstil modernisme modernista модерн",
    "moorish": "moorish maurisch mauresque morisco neomudejar mudejar",
    "byzantine": "byzantine byzantinisch byzantin bizantino bizantina",
    "rococo": "rococo rokoko rococó рококо",
    "art deco": "deco",  # "Art Deco", "art déco"
}
_STYLE = {w: s for s, ws in _STYLES.items() for w in words(ws)}
# German adjectives in every ending ("ein barocker Bau", "im gotischen Stil")
_STYLE |= {
    stem + end: style
    for stem, style in (("gotisch", "gothic"), ("romanisch", "romanesque"), ("barock", "baroque"),
                        ("klassizistisch", "classical"), ("maurisch", "moorish"),
                        ("byzantinisch", "byzantine"))
    for end in ("e", "en", "er", "es", "em")
}  # fmt: skip
_RU_STEMS = {"готическ": "gothic", "неоготическ": "neo-gothic", "романск": "romanesque",
             "классическ": "classical", "неоклассическ": "classical", "мавританск": "moorish",
             "византийск": "byzantine", "неовизантийск": "neo-byzantine",
             "ренессансн": "renaissance", "барочн": "baroque"}  # fmt: skip
# the words of style; "Jugendstil", "Barockstil" carry it themselves
_STYLE_NOUNS = words("style styles stil stils estilo стиль стиле стиля")
_REACH = 3  # words between a style word and the word of style


def _style_at(r: Read, k: int) -> str | None:
    t = r.toks[k]
    if t.kind != "w":
        return None
    if t.f.endswith("stil") and len(t.f) > 4:  # "Jugendstil", "Barockstil", "Neugotikstil"
        return _STYLE.get(t.f) or _STYLE.get(t.f[:-4])
    found = _STYLE.get(t.f)
    if found is None and r.lang == "ru":
        stem = max((s for s in _RU_STEMS if t.f.startswith(s)), key=len, default=None)
        return _RU_STEMS[stem] if stem else None
    if found is None and t.f.startswith(("neo", "neu")) and len(t.f) > 5:
        base = _STYLE.get(t.f[3:])  # "neugotisch", "neogotico"
        return f"neo-{base}" if base and base != "classical" else base
    if found is not None and k > 0 and r.toks[k - 1].f in ("neo", "neu"):
        return f"neo-{found}" if found != "classical" else found  # "neo-Gothic"
    return found


def claims(r: Read) -> list[Claim]:
    """The style a statement gives its building, beside a word of style."""
    if r.main.kind == "character":
        return []
    found: set[str] = set()
    for k, t in enumerate(r.toks):
        style = _style_at(r, k)
        if style is None:
            continue
        near = r.toks[max(0, k - _REACH) : k + _REACH + 1]
        said = t.f.endswith("stil") or any(u.f in _STYLE_NOUNS for u in near)
        if said or attributive.predicate_np([u.f for u in r.toks], k):  # "was a Baroque church"
            found.add(style)
    if len(found) != 1:
        return []  # none, or a Romanesque nave with a Gothic choir: not read
    return [r.claim("kind:style", status=found.pop(), time=r.when)]


def compare(ca: Claim, cb: Claim) -> Finding | None:
    from semnet.graph.judge.compare import Finding, _times_overlap

    if ca.slot != cb.slot or not _times_overlap(ca.time, cb.time):
        return None
    a, b = ca.status or "", cb.status or ""
    if a == b:
        return Finding(Stance.AGREES, f"{ca.label}: built in the {a} style", 0.7, "style")
    if a.removeprefix("neo-") == b.removeprefix("neo-"):
        why = f"{ca.label}: {a} or {b}"
        return Finding(Stance.IN_TENSION, why, 0.6, "style")
    return Finding(Stance.CONTRADICTS, f"{ca.label}: {a} vs {b}", 0.8, "style")
