"""Writing the synthetic fixture's notes: characters, places and glossary
terms, sources and the bibliography, and the fact notes with their
deliberately conflicting and agreeing pairs."""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence

from semnet.bench.fixture_base import FactLocation, FactPair, PairKind
from semnet.bench.fixture_lang import TONGUES
from semnet.bench.fixture_names import BIB_ENTRIES, SOURCE_NOTES
from semnet.bench.fixture_prose import ProseWriter
from semnet.bench.fixture_text import Entity, Note, date_text, front_matter


class NoteWriter(ProseWriter):
    """Writes entity, source and fact notes."""

    def write_entity_notes(self) -> None:
        for i, e in enumerate(self.characters + self.places + self.glossary):
            tongue = TONGUES[e.lang]
            fm: list[tuple[str, str | int | Sequence[str]]] = [("title", e.title)]
            if e.aliases:
                fm.append(("aliases", e.aliases))
            if i % 2 == 0:  # the other half is typed by its folder alone
                fm.append(("type", e.kind))
            fm.append(("lang", e.lang))
            lines = front_matter(fm)
            if e.kind == "place":
                lines += ["", f"## {e.history}", "", self.prose(tongue, 30, 80)]
                lines += ["", self.prose(tongue, 30, 60), "", f"## {tongue.notes}", ""]
                lines.append(self.prose(tongue, 20, 50))
            else:
                lines += ["", self.prose(tongue, 30, 80)]
                if e.kind == "character":
                    lines += ["", self.prose(tongue, 20, 60)]
            self.write(f"{e.folder}/{e.stem}.md", lines)

    def write_sources(self) -> None:
        for i, (key, author, title, year) in enumerate(SOURCE_NOTES):
            lang = self.languages[i % len(self.languages)]
            fm: list[tuple[str, str | int | Sequence[str]]] = [
                ("title", title),
                ("key", key),
                ("author", author),
                ("year", year),
            ]
            if i % 2 == 0:
                fm.append(("type", "source"))
            fm.append(("lang", lang))
            lines = [*front_matter(fm), "", self.prose(TONGUES[lang], 30, 70)]
            self.write(f"sources/{key}.md", lines)
        bib: list[str] = []
        for key, kind, fields in BIB_ENTRIES:
            bib.append(f"@{kind}{{{key},")
            body = [f"  {name} = {{{value}}}" for name, value in fields]
            bib.append(",\n".join(body))
            bib += ["}", ""]
        self.write("bibliography.bib", bib[:-1])

    # ----------------------------------------------------------------- facts

    def fact_note(self, lang: str, part: int) -> Note:
        tongue = TONGUES[lang]
        stem = ("births", "residences", "places")[part]
        path = f"facts/{stem}-{lang}.md"
        note = self.fact_notes.get(path)
        if note is None:
            fm: list[tuple[str, str | int | Sequence[str]]] = [("title", tongue.fact_titles[part])]
            if part != 1:
                fm.append(("type", "fact"))
            fm.append(("lang", lang))
            note = Note(path=path, header=front_matter(fm))
            self.fact_notes[path] = note
        return note

    def subject(self, e: Entity, lang: str) -> str:
        name = e.by_lang[lang]
        if self.rng.random() < 0.25:
            self.counts.links += 1
            return f"[[{name}]]"
        return name

    def with_source(self, fact: str, lang: str) -> str:
        """Add a citation to about a third of the facts, before the full stop."""
        if self.rng.random() >= 0.3:
            return fact
        self.counts.citations += 1
        key = self.rng.choice(self.known_keys)
        page = f"{TONGUES[lang].page} {self.rng.randint(1, 300)}"
        cite = f"@{key}[{page}]" if self.rng.random() < 0.5 else f"[@{key}, {page}]"
        return f"{fact[:-1]} {cite}."

    def add_fact(self, lang: str, part: int, text: str, period: str = "") -> FactLocation:
        note = self.fact_note(lang, part)
        fact = self.with_source(text, lang)
        index = note.add(f"{fact} {period}" if period else fact)
        self.facts += 1
        return FactLocation(path=note.path, line=note.line_of(index))

    def pair(self, kind: PairKind, subject: str, a: FactLocation, b: FactLocation) -> None:
        self.pairs.append(FactPair(kind=kind, subject=subject, first=a, second=b))

    def plan_facts(self) -> None:
        self.character_facts()
        self.place_facts()

    def character_facts(self) -> None:
        rng = self.rng
        langs = self.languages
        for i, who in enumerate(self.characters):
            lang = langs[i % len(langs)]
            other = langs[(i + 1) % len(langs)]
            t, t2 = TONGUES[lang], TONGUES[other]
            g = who.gender
            born = rng.randint(1840, 1885)
            first = self.add_fact(lang, 0, t.born[g].format(x=self.subject(who, lang), y=born))
            r = rng.random()
            if r < 0.12:
                wrong = born + rng.choice((-4, -3, -2, -1, 1, 2, 3, 4))
                text = t2.born[g].format(x=self.subject(who, other), y=wrong)
                self.pair("year_conflict", who.title, first, self.add_fact(other, 0, text))
            elif r < 0.2:
                text = t2.born_alt[g].format(x=self.subject(who, other), y=born)
                self.pair("agreement", who.title, first, self.add_fact(other, 0, text))
            if rng.random() < 0.5:
                n = rng.randint(5, 12)
                text = t.children[g].format(x=self.subject(who, lang), n=n)
                kids = self.add_fact(lang, 0, text)
                if rng.random() < 0.15:
                    wrong = n + rng.choice((-3, -2, -1, 1, 2, 3, 4))
                    text = t2.children[g].format(x=self.subject(who, other), n=wrong)
                    self.pair("number_conflict", who.title, kids, self.add_fact(other, 0, text))
            year = born + rng.randint(18, 25)
            for k in range(rng.randint(1, 3)):
                where = rng.choice(self.places)
                until = year + rng.randint(2, 10)
                text = t.lived[g].format(x=self.subject(who, lang), p=where.by_lang[lang])
                start = date_text(
                    dt.date(year, rng.randint(1, 12), rng.randint(1, 28)), rng.randint(0, 2)
                )
                period = f"[from:: {start}]"
                if k < 2 and rng.random() < 0.8:
                    end = dt.date(until, rng.randint(1, 12), rng.randint(1, 28))
                    period += f" [until:: {date_text(end, rng.randint(0, 2))}]"
                    self.add_fact(lang, 1, text, period)
                    year = until + 1
                else:
                    self.add_fact(lang, 1, text, period)
                    break

    def place_facts(self) -> None:
        rng = self.rng
        langs = self.languages
        for i, where in enumerate(self.places):
            lang = langs[i % len(langs)]
            other = langs[(i + 1) % len(langs)]
            year = rng.randint(1880, 1910)
            n = rng.randint(20, 2000) * 1000 + rng.randint(0, 999)
            text = TONGUES[lang].population.format(y=year, p=self.subject(where, lang), n=n)
            first = self.add_fact(lang, 2, text)
            if rng.random() < 0.2:
                wrong = n + rng.randint(1, 40) * 1000
                text = TONGUES[other].population.format(
                    y=year, p=self.subject(where, other), n=wrong
                )
                self.pair("number_conflict", where.title, first, self.add_fact(other, 2, text))

    def write_facts(self) -> None:
        for path in sorted(self.fact_notes):
            note = self.fact_notes[path]
            lines = list(note.header)
            for block in note.blocks:
                lines += ["", block]
            self.write(path, lines)
