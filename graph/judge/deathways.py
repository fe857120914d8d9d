"""How and where a person died, beside what they died of (`causes.py`): at
sea or drowned, in war ("fell at Verdun", "killed in action"), executed
("guillotiné", "fusilado", "расстреляли"), or a natural death (of old age,
peacefully, in bed, at home); a violent end against a natural one
contradicts, the same way agrees (drowned and "at sea" are one).

Hand-written, small and per language (no offline library classes the ways
of dying): the phrases of each way, as regular expressions over the folded
statement."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from semnet.graph.judge import nearmiss
from semnet.graph.judge.base import Stance
from semnet.graph.manuscript.names import fold

if TYPE_CHECKING:
    from semnet.graph.judge.claims import Claim
    from semnet.graph.judge.compare import Finding
    from semnet.graph.judge.lexical import Read

SLOTS = frozenset({"death:way"})

# way -> (violent?, phrases over the folded text)
_WAYS = {
    "sea": (True, r"at sea|lost with (?:his|her|the|all) (?:ship|boat|vessel|crew|hands)|"
                  r"went down with (?:his|her|the) (?:ship|boat)|auf see|"
                  r"mit (?:seinem|ihrem|dem) (?:schiff|boot|kutter)(?: \w+){1,4} unter|"
                  r"en mer|en (?:el )?mar|в море"),
    "water": (True, r"drown\w*|ertrank|ertrunken|se noya|noye\w*|se ahogo|ahogad\w*|"
                    r"утонул\w*|утопил\w*"),
    "war": (True, r"killed in action|killed in battle|died in battle|fell in (?:battle|action)|"
                  r"fell (?:in \d+ )?at [a-z]\w+|fell in the (?:war|battle)|gefallen|"
                  r"fiel(?: \d+)? (?:bei|vor|in|an) \w+|"
                  r"im (?:krieg|kampf|felde) (?:gefallen|getotet)|tomba (?:a|au|devant|sous) "
                  r"(?!la renverse)\w+|mort au combat|mort pour la france|tue a l'ennemi|"
                  r"cayo en (?:combate|[a-z]\w+)|murio en combate|muerto en combate|"
                  r"пал (?:под|в бою|на поле)|погиб(?:ла)? (?:в бою|на фронте|на войне|под \w+)"),
    "execution": (True, r"executed|guillotined|beheaded|hanged for|was hanged|were hanged|"
                        r"shot by (?:a )?firing squad|hingerichtet|enthauptet|gehenkt|"
                        r"(?:standrechtlich )?erschossen|guillotine|execute|fusille|pendu|"
                        r"ejecutado|ejecutada|fusilad\w*|fusilaron|ahorcad\w*|agarrotad\w*|"
                        r"ajusticiad\w*|казн[её]н\w*|казнили|расстрел\w*|повешен\w*|повесили"),
    "natural": (False, r"natural death|natural causes|of old age|peacefully|in (?:his|her) bed|"
                       r"at home|in (?:his|her) (?:cottage|house|home)|naturlichen todes|"
                       r"altersschwache|hochbetagt|friedlich|in (?:seinem|ihrem) bett|zu hause|"
                       r"daheim|in (?:seinem|ihrem) haus|mort naturelle|de vieillesse|"
                       r"paisiblement|s'eteignit|dans son lit|chez (?:lui|elle)|a la maison|"
                       r"dans sa maison|muerte natural|de viejo|de vieja|de vejez|tranquilamente|"
                       r"en (?:su|la) cama|en su casa|en paz|естественной смертью|своей смертью|"
                       r"от старости|в глубокой старости|тихо скончал\w*|мирно скончал\w*|"
                       r"в (?:своей )?постели|в своем доме|в своём доме|дома"),
}  # fmt: skip
_RX = {w: re.compile(rf"(?<!\w)(?:{fold(rx)})(?!\w)") for w, (_, rx) in _WAYS.items()}
# a death said at all: a place of death and the natural ways need one ("at
# home", "at sea" alone are no death)
_DIE = re.compile(
    fold(
        r"(?<!\w)(?:died|dies|passed away|perished|lost|starb|verstarb|gestorben|ums leben|unter|"
        r"blieb|mourut|meurt|deceda|s'eteignit|perit|disparut|murio|fallecio|perecio|desaparecio|"
        r"умер|умерла|скончал\w*|погиб\w*|пропал\w*|сгинул\w*)(?!\w)"
    )
)
_NEEDS_DEATH = frozenset({"natural", "sea"})


def claims(r: Read) -> list[Claim]:
    """The way the statement's person (or relative) died, when it says one."""
    from semnet.graph.judge import causes

    if nearmiss.said(r.toks, r.lang):
        return []  # "nearly drowned", "чуть не утонул": no death (since round 30)
    text = r.unnamed()  # "The Drowned Orchard" drowned no one
    found = [w for w, rx in _RX.items() if rx.search(text)]
    if not found:
        return []
    if not _DIE.search(text):
        found = [w for w in found if w not in _NEEDS_DEATH]
    violent = [w for w in found if _WAYS[w][0]]
    if violent and "natural" in found:
        return []  # both in one statement: read neither
    if len({"sea", "water"} & set(found)) == 2:
        found.remove("water")
    if len(found) != 1:
        return []
    key, label = causes._who(r)
    if key is None:
        return []
    dates = [t.time for t in r.toks if t.time is not None]  # "Born in 1848, executed in 1918"
    when = dates[0] if len(dates) == 1 else None  # dates the way only when it is the only one
    return [r.claim("death:way", subject=key, label=label, status=found[0], time=when)]


def compare(ca: Claim, cb: Claim) -> Finding | None:
    from semnet.graph.judge.compare import Finding

    if {ca.slot, cb.slot} == {"death", "death:way"}:
        return _dated_way(ca, cb)
    if ca.slot != cb.slot:
        return None
    a, b = ca.status or "", cb.status or ""
    if a == b or {a, b} == {"sea", "water"}:
        return Finding(Stance.AGREES, f"{ca.label}: died {a} in both", 0.6, "death-way")
    if _WAYS[a][0] != _WAYS[b][0]:
        return Finding(Stance.CONTRADICTS, f"{ca.label}: died {a} vs {b}", 0.8, "death-way")
    return None


def _dated_way(ca: Claim, cb: Claim) -> Finding | None:
    """A way of dying dated in another year than the death ("умер в 1940" /
    "расстреляли в августе 1936", "was shot in 1936"): two deaths (round 18)."""
    from semnet.graph.judge.compare import Finding

    death, way = (ca, cb) if ca.slot == "death" else (cb, ca)
    td, tw = death.time, way.time
    if td is None or tw is None or death.negated or td.bound or tw.bound or td.approx or tw.approx:
        return None
    if way.status == "natural":
        return None  # "Né en 1848, il s'éteignit en 1918": a quiet death dates nothing of its own
    if td.overlaps(tw):
        return None
    why = f"{ca.label}: died in {td.text}, yet {way.status} in {tw.text}"
    return Finding(Stance.CONTRADICTS, why, 0.8, "death-way")
