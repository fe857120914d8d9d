"""How a name in Latin letters sounds when read as French or as Spanish, spelled
the plain way Russian writers transcribe it ("Louis Fabre" is "Луи Фабр",
"Jacques Moreau" "Жак Моро", "Jaime Olmedo" "Хайме Ольмедо"), so that the
sketch of a name can meet its Cyrillic form.

Pure and small: a few spelling rules per language, applied to a lower-case
word. No library transcribes names by their source language's sound; the
general sketch (`names.skeleton`) reads letters, which is right for German
and English names and wrong where French and Spanish letters are silent or
sound otherwise.
"""

from __future__ import annotations

import re

# French: silent final letters, digraphs and vowel groups as they sound.
_FR = (
    (re.compile(r"(?<![cpst])h"), ""),  # Thibault / Тибо, Henri / Анри
    (re.compile(r"ault$|aux$|eaux?$"), "o"),  # Perrault / Перро, Moreau / Моро
    (re.compile(r"eau|au"), "o"),
    (re.compile(r"oi"), "ua"),  # Dubois / Дюбуа
    (re.compile(r"ou"), "u"),  # Louis / Луи
    (re.compile(r"^e([nm])(?![aeiou])"), r"a\1"),  # Henri / Анри
    (re.compile(r"qu"), "k"),  # Jacques / Жак
    (re.compile(r"ch"), "sh"),  # Michel / Мишель, Charles / Шарль
    (re.compile(r"th"), "t"),
    (re.compile(r"ph"), "f"),
    (re.compile(r"g(?=[eiy])"), "j"),  # Girard / Жирар, Georges / Жорж
    (re.compile(r"guill|gui|gue"), lambda m: "gi" if m.group() == "guill" else "g" + m.group()[2]),
    (re.compile(r"(?<=[aeiou])ill"), "i"),  # Guillaume / Гийом
    (re.compile(r"gn"), "ni"),
    (re.compile(r"(?<=\w)(?:e|es)$"), ""),  # Fabre / Фабр
    (re.compile(r"(?<=\w\w)[stdxzp]$"), ""),  # Louis / Луи, Renaud / Рено, Laurent / Лоран
)

# Spanish: j and g before e/i as the Russian х, a silent h, qu and gu.
_ES = (
    (re.compile(r"h"), ""),  # Hernández / Эрнандес
    (re.compile(r"qu"), "k"),
    (re.compile(r"gu(?=[ei])"), "g"),
    (re.compile(r"j|g(?=[ei])"), "kh"),  # Jaime / Хайме, Gil / Хиль
)


def _plain(word: str) -> str:
    """Lower case without accents (`names.fold`), with ç and ñ as they sound;
    letters of another script dropped."""
    from semnet.graph.manuscript.names import fold  # names imports this module

    w = fold(word.lower().replace("ç", "s").replace("ñ", "ni"))
    return "".join(c for c in w if c.isascii() and c.isalpha())


def sounds(word: str) -> tuple[str, ...]:
    """The word read as French and as Spanish, where either reading differs
    from its letters: "Louis" → ("lui",); none for a word in another script."""
    w = _plain(word)
    if not w:
        return ()
    out = []
    for rules in (_FR, _ES):
        s = w
        for rx, rep in rules:
            s = rx.sub(rep, s)
        if s and s != w and s not in out:
            out.append(s)
    return tuple(out)
