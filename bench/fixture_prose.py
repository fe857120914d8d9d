"""Writing the synthetic fixture's chapters: sentences in each language,
and paragraphs with links (some broken), mentions, citations, events and
block ids at the rates below."""

from __future__ import annotations

import datetime as dt
from typing import Final

from semnet.bench.fixture_base import GenState
from semnet.bench.fixture_lang import BIBLE_VERSES, TONGUES, Tongue
from semnet.bench.fixture_names import UNKNOWN_KEYS, UNWRITTEN_PATHS
from semnet.bench.fixture_text import Chapter, Entity, cap, date_text, front_matter, words

# Per-paragraph rates in chapter files.
_EVENT_RATE: Final = 0.04
_ONE_LINK_RATE: Final = 0.22
_TWO_LINK_RATE: Final = 0.05
_BROKEN_LINK_RATE: Final = 0.01  # of links
_MENTION_RATE: Final = 0.15
_CITATION_RATE: Final = 0.08
_UNKNOWN_CITATION_RATE: Final = 0.05  # of citations
_BIBLE_CITATION_RATE: Final = 0.15  # of citations
_MAX_WORDS: Final = 120


class ProseWriter(GenState):
    """Writes sentences, paragraphs and chapter files."""

    def sentence(self, tongue: Tongue) -> str:
        rng = self.rng
        subject = rng.choice(tongue.subjects)
        verb, rest = rng.choice(tongue.verbs)
        shape = rng.random()
        if shape < 0.35:
            parts = (
                [subject, verb, rng.choice(tongue.adverbials), rest]
                if tongue.verb_second
                else [subject, verb, rest, rng.choice(tongue.adverbials)]
            )
            text = " ".join(p for p in parts if p)
        elif shape < 0.6:
            adverbial = rng.choice(tongue.adverbials)
            if tongue.verb_second:
                parts = [adverbial, verb, subject, rest]
            else:
                parts = [adverbial + ("," if tongue.fronted_comma else ""), subject, verb, rest]
            text = " ".join(p for p in parts if p)
        elif shape < 0.85:
            subject2 = rng.choice(tongue.subjects)
            verb2, rest2 = rng.choice(tongue.verbs)
            first = " ".join(p for p in (subject, verb, rest) if p)
            second = " ".join(p for p in (subject2, verb2, rest2) if p)
            text = f"{first}, {rng.choice(tongue.conjunctions)} {second}"
        else:
            text = " ".join(p for p in (subject, verb, rest) if p)
        return cap(text) + "."

    def prose(self, tongue: Tongue, low: int, high: int) -> str:
        target = self.rng.randint(low, high)
        out: list[str] = []
        n = 0
        while n < target:
            s = self.sentence(tongue)
            out.append(s)
            n += words(s)
        return " ".join(out)

    # ----------------------------------------------------------------- chapter paragraphs

    def character_ref(self, who: Entity, lang: str, *, link: bool) -> str:
        """``who`` as a wiki link, or as a plain mention (counted)."""
        rng = self.rng
        if link:
            self.counts.links += 1
            r = rng.random()
            if r < 0.35:
                return f"[[{who.title}]]"
            if r < 0.55 and who.aliases:
                return f"[[{rng.choice(who.aliases)}]]"
            if r < 0.8:
                return f"[[{who.title}|{who.short}]]"
            return f"[[{who.stem}]]"
        self.counts.mentions += 1
        spoken = [a for a in who.aliases if "," not in a]  # not the catalogue form
        if spoken and rng.random() < 0.35:
            return rng.choice(spoken)
        return who.by_lang[lang]

    def place_ref(self, where: Entity, lang: str, *, link: bool) -> str:
        rng = self.rng
        name = where.by_lang[lang]
        if link:
            self.counts.links += 1
            r = rng.random()
            if r < 0.5:
                return f"[[{name}]]"
            if r < 0.75:
                return f"[[{where.title}|{name}]]"
            return f"[[{where.title}#{where.history}]]"
        self.counts.mentions += 1
        return name

    def link_sentence(self, chapter: Chapter, tongue: Tongue, cast: list[Entity]) -> str:
        rng = self.rng
        if rng.random() < _BROKEN_LINK_RATE:
            self.counts.links += 1
            self.counts.broken_links += 1
            if rng.random() < 0.75 and self.unwritten:
                return rng.choice(tongue.person_frames).format(
                    x=f"[[{rng.choice(self.unwritten)}]]"
                )
            shown, target = rng.choice(UNWRITTEN_PATHS)
            return rng.choice(tongue.place_frames).format(x=f"[{shown}]({target})")
        r = rng.random()
        if r < 0.40:
            who = rng.choice(cast)
            return rng.choice(tongue.person_frames).format(
                x=self.character_ref(who, tongue.code, link=True)
            )
        if r < 0.60:
            where = rng.choice(self.places)
            return rng.choice(tongue.place_frames).format(
                x=self.place_ref(where, tongue.code, link=True)
            )
        if r < 0.82 and len(self.chapters) > 1:
            other = chapter
            while other is chapter:
                other = rng.choice(self.chapters)
            if r >= 0.75 and self.block_targets:
                holder, bid = rng.choice(self.block_targets)
                shown = f"|{holder.title}" if rng.random() < 0.3 else ""
                link = f"[[{holder.stem}#^{bid}{shown}]]"
            else:
                heading = rng.choice(sorted(other.headings.values()))
                s = rng.random()
                if s < 0.6:
                    link = f"[[{other.stem}#{heading}]]"
                elif s < 0.8:
                    link = f"[[{other.title}#{heading}]]"
                else:
                    link = f"[[{other.stem}#{heading}|{heading}]]"
            self.counts.links += 1
            return tongue.see_also.format(x=link)
        # relative Markdown link
        self.counts.links += 1
        s = rng.random()
        if s < 0.5:
            where = rng.choice(self.places)
            anchor = f"#{where.history_anchor}" if where.history_anchor.isascii() else ""
            link = f"[{where.by_lang[tongue.code]}](../places/{where.stem}.md{anchor})"
            return rng.choice(tongue.place_frames).format(x=link)
        if s < 0.75:
            who = rng.choice(cast)
            link = f"[{who.short}](../characters/{who.stem}.md)"
            return rng.choice(tongue.person_frames).format(x=link)
        other = rng.choice(self.chapters)
        link = f"[{other.title}](../{other.path})"
        return tongue.see_also.format(x=link)

    def citation(self, tongue: Tongue) -> str:
        rng = self.rng
        self.counts.citations += 1
        r = rng.random()
        if r < _BIBLE_CITATION_RATE:
            book, chap, verse = rng.choice(BIBLE_VERSES)
            return f"@bible[{tongue.bible[book]} {chap}.{verse}]"
        if r < _BIBLE_CITATION_RATE + _UNKNOWN_CITATION_RATE:
            self.counts.unknown_citations += 1
            key = rng.choice(UNKNOWN_KEYS)
        else:
            key = rng.choice(self.known_keys)
        page = f"{tongue.page} {rng.randint(1, 400)}"
        s = rng.random()
        if s < 0.5:
            return f"@{key}[{page}]"
        if s < 0.85:
            return f"[@{key}, {page}]"
        return f"[@{key}]"

    def event(self, chapter: Chapter, tongue: Tongue, cast: list[Entity]) -> tuple[str, str]:
        rng = self.rng
        self.counts.events += 1
        where = self.place_ref(rng.choice(self.places), tongue.code, link=rng.random() < 0.5)
        first = rng.choice(cast)
        x = self.character_ref(first, tongue.code, link=rng.random() < 0.5)
        if rng.random() < 0.6 or len(cast) < 2:
            sentence = rng.choice(tongue.arrival_frames).format(x=x, p=where)
        else:
            second = first
            while second is first:
                second = rng.choice(cast)
            y = self.character_ref(second, tongue.code, link=rng.random() < 0.5)
            sentence = rng.choice(tongue.meeting_frames).format(x=x, y=y, p=where)
        start_year = 1880 + ((chapter.book - 1) * 3) % 36
        year = start_year + (chapter.number - 1) * 4 // max(1, self.n_chapters)
        day = dt.date(year, 1, 1) + dt.timedelta(days=rng.randrange(365))
        r = rng.random()
        if r < 0.2:
            end = day + dt.timedelta(days=rng.randint(1, 10))
            when = f"{day.isoformat()} .. {end.isoformat()}"
        else:
            when = date_text(day, 2 if r < 0.7 else (1 if r < 0.9 else 0))
        return sentence, f"[when:: {when}]"

    def paragraph(self, chapter: Chapter, index: int) -> str:
        rng = self.rng
        tongue = TONGUES[chapter.lang]
        cast = self.casts[chapter.book - 1]
        extras: list[str] = []
        tail: list[str] = []
        if rng.random() < _EVENT_RATE:
            sentence, when = self.event(chapter, tongue, cast)
            extras.append(sentence)
            tail.append(when)
        r = rng.random()
        n_links = 1 if r < _ONE_LINK_RATE else (2 if r < _ONE_LINK_RATE + _TWO_LINK_RATE else 0)
        extras.extend(self.link_sentence(chapter, tongue, cast) for _ in range(n_links))
        if rng.random() < _MENTION_RATE:
            pick = rng.random()
            terms = [g for g in self.glossary if g.lang == tongue.code]
            if pick < 0.1 and terms:
                self.counts.mentions += 1
                extras.append(rng.choice(tongue.term_frames).format(x=rng.choice(terms).title))
            elif pick < 0.3:
                where = self.place_ref(rng.choice(self.places), tongue.code, link=False)
                extras.append(rng.choice(tongue.place_frames).format(x=where))
            else:
                who = self.character_ref(rng.choice(cast), tongue.code, link=False)
                extras.append(rng.choice(tongue.person_frames).format(x=who))
        cites: list[str] = []
        if rng.random() < _CITATION_RATE:
            cites.append(self.citation(tongue))
            if rng.random() < 0.15:
                cites.append(self.citation(tongue))
        block = chapter.blocks.get(index)
        if block is not None:
            self.counts.block_ids += 1
            tail.append(f"^{block}")
        fixed = sum(words(t) for t in (*extras, *tail, *cites))
        target = rng.randint(30, 110)
        base: list[str] = []
        n = fixed
        while n < target:
            sentence = self.sentence(tongue)
            base.append(sentence)
            n += words(sentence)
        while n > _MAX_WORDS and len(base) > 1:
            n -= words(base.pop())
        for e in extras:
            base.insert(rng.randint(0, len(base)), e)
        for c in cites:
            k = rng.randrange(len(base))
            base[k] = f"{base[k][:-1]} {c}{base[k][-1]}"
        text = " ".join([*base, *tail])
        return f"- {text}" if index in chapter.list_items else text

    def write_chapters(self) -> None:
        for chapter in self.chapters:
            lines = front_matter([("title", chapter.title), ("lang", chapter.lang)])
            for i in range(self.n_paragraphs):
                heading = chapter.headings.get(i)
                if heading is not None:
                    self.counts.headings += 1
                    lines += ["", f"## {heading}"]
                lines += ["", self.paragraph(chapter, i)]
            self.write(chapter.path, lines)
