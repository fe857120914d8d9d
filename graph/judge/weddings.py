"""Marriages counted without a figure of spouses: "married three times",
"war zweimal verheiratet", "se casó una sola vez", "был женат трижды" (exactly
that many), "se remaria deux fois" (one more), "in zweiter Ehe", "en secondes
noces", "вторично вышла замуж", "… was her second" (at least two), "her only
marriage" (one): `count` claims of `marriage` for `tallies.py`.

"Three times" of another verb is no marriage ("visited his married sister
three times"), nor one inside a relative clause ("married Paul, who had been
married twice"). Hand-written (no library lists them): the verbs,
participles and nouns of marriage and remarriage, the words of times and the
words that may stand between them and the verb.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING

from semnet.graph.judge import cues
from semnet.graph.judge.cues import words
from semnet.graph.judge.tallies import _AND, _POSS, _count, _folded, cardinal, ordinal

if TYPE_CHECKING:
    from semnet.graph.judge.claims import Claim
    from semnet.graph.judge.tallies import _Text

# marriage: the verbs and participles a count of times goes with
_MARRY = words(
    "married marry marries wed wedded verheiratet heiratete heirateten geheiratet heiraten "
    "maria marie mariee maries mariees marierent casa caso casado casada casaron casarse "
    "женат женатый женился женилась замужем замуж"
)
_REMARRY = words("remarried remaria remarie remariee remarierent")
_MARRIAGE_NOUN = words("marriage marriages ehe heirat mariage noces matrimonio nupcias "
                       "boda брак браком")  # fmt: skip
_ONLY = words("only sole einzige einzigen einziges seul seule unique unico unica "
              "единственный единственным единственного")  # fmt: skip
# times: the words and the figure-less adverbs ("zweimal", "дважды")
_TIMES = words("times time mal fois vez veces раз раза")
_TIMES_ADV = {"once": 1, "twice": 2, "thrice": 3, "einmal": 1, "zweimal": 2, "dreimal": 3,
              "viermal": 4, "однажды": 1, "дважды": 2, "трижды": 3, "четырежды": 4}  # fmt: skip
_AGAIN_ORD = {"вторично": 2, "remarried": 2}
# "again" by a marriage verb, before or after it ("married again", "heiratete
# 1895 erneut", "se maria de nouveau", "volvió a casarse", "снова вышла замуж")
_AGAIN = words("again erneut wieder nouveau volvio volvia nuevamente снова вновь повторно")
_TIMES_ADV, _AGAIN_ORD = _folded(_TIMES_ADV), _folded(_AGAIN_ORD)


def claims(t: _Text) -> list[Claim]:
    """ "married three times", "war zweimal verheiratet", "se casó una sola
    vez", "был женат трижды", "se remaria deux fois", "in zweiter Ehe", "en
    secondes noces", "вторично вышла замуж", "was her second", "her only
    marriage"."""
    r, who = t.r, t.main() or t.one()
    if who is None:
        return []
    for i, f in enumerate(t.f):
        if _RELATIVE.search(" ".join(t.f[:i])):
            break  # "Anna married Paul, who had been married twice": Paul's
        marry = f in _MARRY or f in _REMARRY
        if marry:
            n = _times_near(t, i)
            if n is not None:
                n += 1 if f in _REMARRY else 0
                return [_count(r, who, "marriage", n, f"{t.toks[i]} ×{n}", False)]
            near = t.f[max(0, i - 2) : i] + t.f[i + 1 : i + 4]
            if f in _REMARRY or any(g in _AGAIN_ORD or g in _AGAIN for g in near):
                if any(g in cues.NEGATION.get(r.lang, ()) for g in t.f[max(0, i - 3) : i + 3]):
                    # "never remarried", "ne se remaria jamais", "nie wieder": one marriage
                    return [_count(r, who, "marriage", 1, t.toks[i], False)]
                return [_count(r, who, "marriage", 2, t.toks[i], True)]
        if f in _MARRIAGE_NOUN and i:
            n = ordinal(t.toks[i - 1], r.lang)
            if n is not None and n >= 2:
                return [_count(r, who, "marriage", n, f"{t.toks[i - 1]} {t.toks[i]}", True)]
            if t.f[i - 1] in _ONLY and i > 1 and t.f[i - 2] in _POSS:
                return [_count(r, who, "marriage", 1, f"{t.toks[i - 1]} {t.toks[i]}", False)]
            m = re.search(_WAS_HER, r.folded)
            n = ordinal(m.group(1), r.lang) if m else None
            if n is not None and n >= 2:
                return [_count(r, who, "marriage", n, m.group(0), True)]  # type: ignore[union-attr]
    return []


def later(found: list[Claim], counted: list[Claim]) -> list[Claim]:
    """A wedding the statement counts as a second or later one ("married
    again in 1895", "in zweiter Ehe") is marked `anchor="later"`: another
    date of a wedding is then no tension (`compare._marriage`), and the
    married state it gives is no agreement with the first wedding's."""
    again = {
        c.subject
        for c in counted
        if c.slot == "count" and c.status == "marriage" and c.qty and c.qty.base >= 2
    }
    if not again:
        return found
    return [
        replace(c, anchor="later") if c.slot == "marriage" and c.subject in again else c
        for c in found
        if not (c.slot == "marital" and c.status == "married" and c.subject in again)
    ]


# a relative clause's opening: what follows is another person's
_RELATIVE = re.compile(
    r"(?:^|, )(?:who|whom|whose|der|die|den|dem|deren|dessen|qui|que|quien|"
    r"quienes|cual|который|которая|которого|которой|которым|чья|чей)\b"
)
# "… was her second" at the end of a statement about a marriage
_WAS_HER = r"\b(?:was|war|fut|fue|был) (?:her|his|ihre|seine|son|sa|su) (\w+)\s*\.?$"


def _times_near(t: _Text, i: int) -> int | None:
    """A count of times right before or after a marriage word ("married
    three times", "zweimal verheiratet", "ne se maria qu'une fois", "женат
    лишь однажды"), with no other clause between."""
    for side in (range(i + 1, min(len(t.toks), i + 7)), range(i - 1, max(-1, i - 4), -1)):
        n = _times_at(t, side)
        if n is not None:
            return n
    return None


def _times_at(t: _Text, side: range) -> int | None:
    for j in side:
        f = t.f[j]
        if f in (",", ";", ".", "—") or f in _AND or (f.isdigit() and len(f) == 4):
            break
        if f in _TIMES_ADV:
            return _TIMES_ADV[f]
        if f in _TIMES and j > 0:
            k = j - 1
            while k > 0 and t.f[k] in _ONLY | words("seule sola unica single einziges"):
                k -= 1
            n = cardinal(t.toks[k], t.r.lang) if t.f[k] not in ("ein", "eine") else 1
            n = n or (1 if t.f[k] in ("un", "une", "una", "один", "one", "a", "ein") else None)
            if n is not None:
                return n
        if t.word(j) and f not in _BETWEEN and cardinal(t.toks[j], t.r.lang) is None:
            break  # "married sister three times": another word's times
    return None


# the words that may stand between a marriage word and its times ("war nur
# einmal verheiratet", "ne se maria qu'une seule fois", "был женат лишь однажды")
_BETWEEN = (
    words(
        "only just but ever all in total been was had nur ein einziges mal war hat ist que qu ne n "
        "s se seule seul une un est fut a ete sola una unica solo vez estuvo fue ha "
        "лишь только всего один одна был была раз"
    )
    | _ONLY
    | _TIMES
)
