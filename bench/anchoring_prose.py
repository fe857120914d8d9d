"""Seeded pseudo-prose for the anchoring benchmark: English, Russian, German
and Spanish word shapes with a Zipf-like word frequency."""

from __future__ import annotations

import random


def _words(text: str) -> list[str]:
    return text.split()


LANGUAGES: dict[str, dict[str, list[str]]] = {
    "en": {
        "function": _words(
            "the of and to a in that it was he she his her with as for on at by not but "
            "from they had is be this which or we you all were there an so one when no my "
            "what out up if into them then me could would"
        ),
        "onset": _words("b br c ch d f g gr h l m n p r s sh st t th tr w"),
        "vowel": _words("a e i o u ea ou ai"),
        "coda": ["", "n", "r", "s", "t", "nd", "ll", "ck", "ng"],
    },
    "ru": {
        "function": _words(
            "и в не что он на я с как а то она это по к но они мы из у же за бы от о так "
            "его её для вы был была уже ещё когда только там где нет да тоже всё их"
        ),
        "onset": _words("б в г д ж з к л м н п р с т х ш ст пр кр"),
        "vowel": _words("а е и о у ы я ё ю"),
        "coda": ["", "н", "р", "с", "т", "л", "к", "й", "ь"],
    },
    "de": {
        "function": _words(
            "der die und in den von zu das mit sich des auf für ist im dem nicht ein eine "
            "als auch es an er sie so dass über noch nach bei aus wie nur"
        ),
        "onset": _words("b d f g h k l m n p r s sch st t w z"),
        "vowel": _words("a e i o u ä ö ü ei au"),
        "coda": ["", "n", "r", "s", "t", "ß", "ch", "ng", "ck"],
    },
    "es": {
        "function": _words(
            "de la que el en y a los se del las un por con no una su para es al lo como más "
            "pero sus le ya o él está así sí después también"
        ),
        "onset": _words("b c d f g l ll m n ñ p r s t v"),
        "vowel": _words("a e i o u á é í ó ú"),
        "coda": ["", "n", "r", "s", "l"],
    },
}
_VOCABULARY = 2500
_REFRAINS = 5


class Prose:
    """Seeded pseudo-prose in one language, with a Zipf-like word frequency."""

    def __init__(self, lang: str, rng: random.Random) -> None:
        spec = LANGUAGES[lang]
        words: list[str] = list(spec["function"])
        seen = set(words)
        while len(words) < len(spec["function"]) + _VOCABULARY:
            word = "".join(
                rng.choice(spec["onset"]) + rng.choice(spec["vowel"])
                for _ in range(rng.choice((1, 2, 2, 3)))
            ) + rng.choice(spec["coda"])
            if word not in seen:
                seen.add(word)
                words.append(word)
        self.words = words
        self.letters = sorted({c for w in words for c in w})
        weights = [1.0 / (rank + 1) ** 1.05 for rank in range(len(words))]
        total = 0.0
        self.cumulative: list[float] = []
        for w in weights:
            total += w
            self.cumulative.append(total)
        self.rng = rng
        self.refrains = [self.sentence(3, 7) for _ in range(_REFRAINS)]

    def word(self) -> str:
        return self.rng.choices(self.words, cum_weights=self.cumulative)[0]

    def sentence(self, low: int = 4, high: int = 20) -> str:
        n = self.rng.randint(low, high)
        words = [self.word() for _ in range(n)]
        if n > 6 and self.rng.random() < 0.3:
            words[self.rng.randrange(1, n - 1)] += ","
        return " ".join(words).capitalize() + self.rng.choice(".....?!")

    def paragraph(self, low: int = 30, high: int = 120) -> str:
        target = self.rng.randint(low, high)
        sentences: list[str] = []
        count = 0
        while count < target:
            s = self.sentence(4, min(20, max(4, target - count)))
            sentences.append(s)
            count += len(s.split())
        return " ".join(sentences)

    def heading(self) -> str:
        return " ".join(self.word() for _ in range(self.rng.randint(1, 5))).capitalize()
