"""Planning the synthetic fixture: its characters, places and glossary
terms (names unique across them), and its chapters (titles, headings,
block ids, list runs)."""

from __future__ import annotations

from collections import Counter
from typing import Final

from semnet.bench.fixture_base import SUPPORTED_LANGUAGES, FixtureError, GenState
from semnet.bench.fixture_lang import TONGUES
from semnet.bench.fixture_names import GLOSSARY, NAME_POOLS, PLACES, UNWRITTEN
from semnet.bench.fixture_text import Chapter, Entity, ascii_fold, cap, slug, translit

_BLOCK_ID_RATE: Final = 0.03
_LIST_RUN_RATE: Final = 0.25  # of chapters: one run of three list items


class Planner(GenState):
    """Plans what the fixture holds before any file is written."""

    def plan_entities(self) -> None:
        self.plan_characters()
        self.plan_places()
        self.plan_glossary()
        self.settle_names()

    def plan_characters(self) -> None:
        rng = self.rng
        n_characters = 20 + 4 * self.n_books
        combos: dict[str, list[tuple[int, str, str]]] = {}
        for code in SUPPORTED_LANGUAGES:
            males, females, surnames = NAME_POOLS[code]
            pool = [(0, f, s[0]) for f in males for s in surnames]
            pool += [(1, f, s[1]) for f in females for s in surnames]
            rng.shuffle(pool)
            combos[code] = pool
        drawn: list[tuple[str, int, str, str]] = []
        for i in range(n_characters):
            code = SUPPORTED_LANGUAGES[i % len(SUPPORTED_LANGUAGES)]
            if not combos[code]:
                raise FixtureError(f"too many characters for the {code} name pool: {n_characters}")
            gender, first, surname = combos[code].pop()
            drawn.append((code, gender, first, surname))
        surname_uses = Counter(surname for _, _, _, surname in drawn)
        for i, (code, gender, first, surname) in enumerate(drawn):
            title = f"{first} {surname}"
            aliases: list[str] = []
            if code == "ru":
                latin = translit(title)
                aliases.append(latin)
                by_lang = {lang: latin for lang in SUPPORTED_LANGUAGES}
                by_lang["ru"] = title
            else:
                folded = ascii_fold(title, german=code == "de")
                if folded != title:
                    aliases.append(folded)
                aliases.append(f"{first[0]}. {surname}")
                by_lang = {lang: title for lang in SUPPORTED_LANGUAGES}
            if surname_uses[surname] == 1:
                aliases.append(surname)
            self.characters.append(
                Entity(
                    kind="character",
                    title=title,
                    aliases=aliases,
                    stem=slug(title),
                    lang=self.languages[i % len(self.languages)],
                    by_lang=by_lang,
                    short=first,
                    gender=gender,
                )
            )

    def plan_places(self) -> None:
        n_places = min(len(PLACES), 8 + 2 * self.n_books)
        for i, (native, names) in enumerate(PLACES[:n_places]):
            by_lang = dict(zip(SUPPORTED_LANGUAGES, names, strict=True))
            title = by_lang[native]
            aliases = []
            for name in names:
                if name.casefold() != title.casefold() and name not in aliases:
                    aliases.append(name)
            lang = self.languages[i % len(self.languages)]
            history = TONGUES[lang].history
            self.places.append(
                Entity(
                    kind="place",
                    title=title,
                    aliases=aliases,
                    stem=slug(names[0]),
                    lang=lang,
                    by_lang=by_lang,
                    short=by_lang["en"],
                    history=history,
                    history_anchor=history.lower(),
                )
            )

    def plan_glossary(self) -> None:
        for term, lang, term_aliases in GLOSSARY:
            if lang not in self.languages:
                continue
            self.glossary.append(
                Entity(
                    kind="glossary",
                    title=term,
                    aliases=list(term_aliases),
                    stem=slug(term),
                    lang=lang,
                    by_lang={lang: term},
                    short=term,
                )
            )

    def settle_names(self) -> None:
        # A name that means two entities is no alias: drop it everywhere.
        entities = self.characters + self.places + self.glossary
        stems: set[str] = set()
        for i, e in enumerate(entities):
            if e.stem in stems:
                e.stem = f"{e.stem}-{i}"
            stems.add(e.stem)
        uses = Counter(key for e in entities for key in e.resolution_keys())
        for e in entities:
            if uses[e.title.casefold()] > 1:
                raise AssertionError(f"duplicate entity title {e.title!r}")
            e.aliases = [a for a in e.aliases if uses[a.casefold()] == 1]
            if e.kind == "character" and not e.aliases:
                # a catalogue's spelling, unique because the title is
                first, _, rest = e.title.partition(" ")
                e.aliases.append(f"{rest}, {first}")
            kept = e.names()
            e.by_lang = {k: (v if v in kept else e.title) for k, v in e.by_lang.items()}
        taken = set(uses)
        self.unwritten = [n for n in UNWRITTEN if n.casefold() not in taken]
        shared = self.characters[:20]
        for b in range(self.n_books):
            self.casts.append(shared + self.characters[20 + 4 * b : 24 + 4 * b])

    def plan_chapters(self) -> None:
        titles: set[str] = set()
        for b in range(1, self.n_books + 1):
            lang = self.languages[(b - 1) % len(self.languages)]
            for c in range(1, self.n_chapters + 1):
                chapter = self.plan_chapter(b, c, lang, titles)
                self.chapters.append(chapter)
                self.block_targets.extend(
                    (chapter, bid) for _, bid in sorted(chapter.blocks.items())
                )

    def plan_chapter(self, b: int, c: int, lang: str, titles: set[str]) -> Chapter:
        rng = self.rng
        tongue = TONGUES[lang]
        wb = max(2, len(str(self.n_books)))
        wc = max(2, len(str(self.n_chapters)))
        wp = max(3, len(str(self.n_paragraphs)))
        stem = f"b{b:0{wb}d}-ch{c:0{wc}d}"
        title = ""
        for _ in range(20):
            title = cap(f"{rng.choice(tongue.subjects)} {rng.choice(tongue.adverbials)}")
            if title.casefold() not in titles:
                break
        else:
            title = f"{title} ({b}.{c})"
        titles.add(title.casefold())
        headings: dict[int, str] = {}
        used: set[str] = set()
        pos = 0
        while pos < self.n_paragraphs:
            text = cap(rng.choice(tongue.subjects))
            n = 2
            base = text
            while text in used:
                text = f"{base} {n}"
                n += 1
            used.add(text)
            headings[pos] = text
            pos += rng.randint(8, 12)
        blocks = {
            i: f"b{b:0{wb}d}-c{c:0{wc}d}-p{i:0{wp}d}"
            for i in range(self.n_paragraphs)
            if rng.random() < _BLOCK_ID_RATE
        }
        items: frozenset[int] = frozenset()
        if self.n_paragraphs >= 3 and rng.random() < _LIST_RUN_RATE:
            start = rng.randrange(self.n_paragraphs - 2)
            items = frozenset(range(start, start + 3))
        return Chapter(
            book=b,
            number=c,
            stem=stem,
            path=f"book-{b:0{wb}d}/{stem}.md",
            title=title,
            lang=lang,
            headings=headings,
            blocks=blocks,
            list_items=items,
        )
