"""Number words made figures before any value is read: "vingt-cinq ans" →
"25 ans", "пятеро детей" → "5 детей", "a twenty-year-old" → "a 20 year-old",
"75-jährig" → "75 jährig".

Libraries do the language work: text2num (`alpha2digit`) reads number words
in en, fr, de, es; number-parser reads Russian ones and pymorphy3 the
Russian collective numerals ("пятеро", "двоих") and the number stems of
"-летний" ages. What stays hand-written: the masks that keep articles and
short ordinals from being read as figures.
"""

from __future__ import annotations

import functools
import re

from semnet.graph.judge import cues, halves, magnitudes
from semnet.graph.manuscript.names import fold, morph_ru

_CYR = re.compile(r"[\u0400-\u04ff]")


# a year said in two halves after a word of time: "in 18 81", "of 19 05"
_EN_YEAR_WORDS = re.compile(
    r"(?i)\b((?:in|of|since|from|until|till|by|to|year|before|after|around|about|circa|between"
    r"|and|during) 1[0-9]) ([0-9]{2})\b"
)  # since round 35 after "the year", "before", "between" …


@functools.lru_cache(maxsize=1 << 14)
def words_to_digits(text: str, lang: str) -> str:
    """Number words as figures: "vingt-cinq ans" → "25 ans", "пятеро детей" →
    "5 детей", "75-jährig" → "75 jährig"; "one"/"un"/"ein" stay words (they are
    articles first)."""
    text = _approx_nouns(magnitudes.read(text, lang), lang)  # since round 36 "hundreds of"
    if lang == "ru":
        t = _collective_ru(_age_compound_ru(text))
        if _CYR.search(t) and any(w in fold(t) for w in cues.RU_NUMBER_STEMS):
            from number_parser import parse as np_parse

            # "53 тысячи": the figure's scale word stays for `find_quantities`
            scales: list[str] = []

            def mask(m: re.Match[str]) -> str:
                scales.append(m.group(1))
                return f" Zq{len(scales) - 1}x"

            masked = re.sub(r"(?i)(?<=\d)\s+(тысяч\w*|миллион\w*)", mask, t)
            parsed = np_parse(masked, language="ru")
            parsed = re.sub(r"Zq(\d+)x", lambda m: scales[int(m.group(1))], parsed)
            t = _ordinal_tail_ru(_keep_ones_ru(t, parsed))
    elif lang in ("en", "fr", "de", "es"):
        if lang == "en":  # "a twenty-year-old hewer": text2num reads no hyphened age
            text = re.sub(r"(?i)(?<=[a-z])-(years?-old)\b", r" \1", text)
        if lang == "fr":  # text2num leaves "de neuf" ("brand new"): "un garçon de neuf ans"
            text = re.sub(r"(?i)\bde neuf (?=\w+s\b)", "de 9 ", text)
        t = _alpha2digit(text, lang)
        if lang == "en":  # "in eighteen eighty-one": text2num reads "18 81"
            t = _EN_YEAR_WORDS.sub(r"\1\2", t)
            t = re.sub(r"(?i)\b(?:a|one)\s+(?=(?:100|1000)\b)", "", t)  # "barely a thousand"
        if lang == "de":
            t = re.sub(r"(?<=\d)\.(?=\s+[a-zäöüß])", "", t)  # "der zweite von" → "2."
            t = re.sub(
                r"(?i)\b([a-zäöüß]+?)(jährig\w*)",
                lambda m: _de_compound(m.group(1), m.group(2)),
                t,
            )
    else:
        t = text
    t = halves.read(_only_one(t, lang), lang)
    t = re.sub(r"(?<=\d)-(?=(?:jährig|летн|year-old|years?-old)\w*)", " ", t)
    t = _DOZENS.sub(lambda m: str(int(m.group(1)) * 12), t)
    if lang == "en":  # "a score of boats", "fourscore years": twenties (since round 24)
        t = _SCORES.sub(lambda m: str(_SCORE_WORDS.get(m.group(1).lower(), 0) * 20), t)
    return _A_DOZEN.sub("12", t)


# "two dozen houses", "dos docenas de casas", "zwei Dutzend", "две дюжины": N × 12
_DOZENS = re.compile(
    r"(?i)\b(\d{1,2})\s+(?:dozens?|douzaines?|dutzend|docenas?|дюжин\w*)(?:\s+(?:of|de|d['’]))?"
    r"(?=\s|[.,;:!?]|$)"
)

# "a score of stores", "threescore years", "two score men": N × 20 (English)
_SCORE_WORDS = {"a": 1, "one": 1, "two": 2, "three": 3, "four": 4, "1": 1, "2": 2, "3": 3, "4": 4}
_SCORES = re.compile(r"(?i)\b(a|one|two|three|four|[1-4])\s*score(?:\s+of)?(?=\s|[.,;:!?']|$)")

# "a dozen hands", "ein Dutzend Männer", "una docena de casas", "дюжина рабочих": 12
# (since round 23; French "une douzaine" is `_approx_nouns`' "environ 12")
_A_DOZEN = re.compile(
    r"(?i)(?<![\d\w])(?:(?:a|one|ein|eine|una|un)\s+(?:dozen|dutzend|docena)(?:\s+(?:of|de))?"
    r"|дюжин[аыу])(?=\s|[.,;:!?]|$)"
)


def _alpha2digit(text: str, lang: str) -> str:
    """text2num's figures, with "unos diez" kept as "about ten" (not "1 10")
    and "2 million" keeping its scale word for `find_quantities` (text2num
    reads it as 1000000)."""
    from text_to_num import alpha2digit

    names: list[str] = []

    def name(m: re.Match[str]) -> str:
        names.append(m.group(0))
        return f"Zn{len(names) - 1}x"

    if lang != "de":  # "la Quinta del Roble", "Fifth Avenue": a name, not an ordinal
        text = _NAME_WORD.sub(name, text)
    masked = _MASKABLE.sub(lambda m: f"Zq{_MASKS.index(m.group(0).lower())}x", text)
    scales: list[str] = []

    def keep(m: re.Match[str]) -> str:
        if fold(m.group(1)) not in cues.SCALES:
            return m.group(0)
        scales.append(m.group(1))
        return f" Zs{len(scales) - 1}x"

    masked = re.sub(r"(?<=\d)\s+([^\W\d]+)", keep, masked)
    t = alpha2digit(masked, lang, threshold=2)
    t = re.sub(r"Zq(\d+)x", lambda m: _MASKS[int(m.group(1))], t)
    t = re.sub(r"Zn(\d+)x", lambda m: names[int(m.group(1))], t)
    return re.sub(r" ?Zs(\d+)x", lambda m: " " + scales[int(m.group(1))], t)


# a capitalised word inside a sentence (after a word or a comma), which is a
# name's: German capitalises every noun ("Hundert", "Tausende"), so not there
_NAME_WORD = re.compile(r"(?<=[\w,;:] )[A-ZÀ-ÖØ-Þ][\w'’-]*")


def _only_one(text: str, lang: str) -> str:
    """ "only one sister" → "only 1 sister", "qu'une sœur" → "qu'1 sœur", "un
    solo hijo" → "1 hijo": "one" after "only" (or "a single") is a figure."""
    for rx, repl in cues.ONLY_ONE.get(lang, ()):
        text = re.sub(rx, repl, text, flags=re.I)
    return text


def _approx_nouns(text: str, lang: str) -> str:
    """ "une trentaine de mètres" → "environ 30 mètres", "una treintena de" →
    "unos 30", "около десятка" stays approximate."""
    nouns = cues.APPROX_NOUNS.get(lang)
    if not nouns or not any(n in text.lower() for n in nouns):
        return text
    word = cues.APPROX_NOUN_WORD[lang]
    alt = "|".join(nouns)
    rx = rf"(?i)\b(?:une|un|una|un|около|примерно)?\s*\b({alt})\b(?:\s+(?:de|d['’]?)\s*)?"
    return re.sub(rx, lambda m: f" {word} {nouns[m.group(1).lower()]} ", text)


_MASKS = ("unos", "unas", "tercer", "primer")  # Spanish short ordinals are no figures
_MASKABLE = re.compile(r"(?i)\b(?:unos|unas|tercer|primer)\b")


_RU_AGE_ADJ = re.compile(r"(?i)(?<![\w-])([а-яё]{3,}?)(летн[а-яё]*)")


def _age_compound_ru(text: str) -> str:
    """ "двадцатилетняя", "семидесятипятилетний": a number word joined to
    "-летний" (number-parser reads the number word once it stands alone,
    split where both halves are number words: "семидесяти пяти") → "20-летняя"."""

    def repl(m: re.Match[str]) -> str:
        num = ru_number_word(m.group(1))
        return f"{num}-{m.group(2)}" if num else m.group(0)

    return _RU_AGE_ADJ.sub(repl, text)


@functools.lru_cache(maxsize=4096)
def ru_number_word(word: str) -> str | None:
    from number_parser import parse as np_parse

    got = str(np_parse(word, language="ru")).strip()
    if got.isdigit():
        return got
    for k in range(3, len(word) - 2):
        got = str(np_parse(f"{word[:k]} {word[k:]}", language="ru")).strip()
        if got.isdigit():
            return got
    return None


def _de_compound(num: str, rest: str) -> str:
    from text_to_num import alpha2digit

    got = alpha2digit(num, "de", threshold=0)
    return f"{got} {rest}" if got.isdigit() else num + rest


RU_ORDINALS = {
    "первый": 1, "второй": 2, "третий": 3, "четвёртый": 4, "четвертый": 4, "пятый": 5,
    "шестой": 6, "седьмой": 7, "восьмой": 8, "девятый": 9, "десятый": 10, "двадцатый": 20,
    "тридцатый": 30, "сороковой": 40, "пятидесятый": 50, "шестидесятый": 60,
    "семидесятый": 70, "восьмидесятый": 80, "девяностый": 90,
    # since round 41 the teens ("в тысяча девятьсот одиннадцатом году")
    "одиннадцатый": 11, "двенадцатый": 12, "тринадцатый": 13, "четырнадцатый": 14,
    "пятнадцатый": 15, "шестнадцатый": 16, "семнадцатый": 17, "восемнадцатый": 18,
    "девятнадцатый": 19,
}  # fmt: skip


def _ordinal_tail_ru(text: str) -> str:
    """ "в тысяча девятьсот двадцатом году": number-parser reads the cardinal
    head (1900) and leaves the ordinal tail; the year is their sum (1920)."""

    def repl(m: re.Match[str]) -> str:
        head = int(m.group(1))
        for p in morph_ru().parse(m.group(2))[:2]:
            n = RU_ORDINALS.get(p.normal_form)
            if n is not None and head % (10 if n < 10 else 100) == 0:
                return str(head + n) + m.group(3)
        return m.group(0)

    return re.sub(r"(?<![\d.,])(\d{3,4})\s+([а-яё]+)(\s+год)", repl, text)


def _keep_ones_ru(before: str, after: str) -> str:
    """number-parser turns "одна дочь" into "1 дочь": keep "один/одна" words."""
    if not re.search(r"(?i)\bодн|\bодин", before):
        return after
    return before if re.fullmatch(r"[^\d]*\b1\b[^\d]*", after) else after


def _collective_ru(text: str) -> str:
    def repl(m: re.Match[str]) -> str:
        w = m.group(0)
        for p in morph_ru().parse(w):
            n = cues.RU_COLLECTIVE.get(fold(p.normal_form))
            if n is not None and "NUMR" in str(p.tag):
                return str(n)
        return w

    return re.sub(
        r"(?i)\b(?:дво|тро|четвер|пятер|шестер|семер|восьмер|девятер|десятер)\w*", repl, text
    )
