"""From a paragraph's words to wordnet senses (RFC §6.8, P5), lazily.

For each paragraph an index pass lifts, in the paragraph's language:

1. Words: letters only, three or more, outside link targets, citation keys,
   fields and block ids; capitalised words (names: the entity links cover
   them) are skipped except in German, where every noun is capitalised.
   Each is lemmatised with simplemma (MIT; per language) and looked up as
   lemma, then as written.
2. Salient lemmas: those the wordnet knows, nouns first, then the least
   ambiguous (fewest senses: "telegram" before "take"), then the most
   frequent in the paragraph; at most `[wordnet] salient` of them. A lemma
   with more than 20 senses, or on the small list of very common verbs and
   adverbs below, is never salient.
3. The sense: simplified Lesk — the candidate synset whose definition and
   member words share the most content words (or lemmas) with the paragraph;
   the most frequent sense (the wordnet's order; between parts of speech,
   nouns first) keeps its place unless another beats it by two words.
   `weight` says how sure: 1.0 one sense only, 0.7 some overlap, 0.5 none.

What is written: `mentions` paragraph → `sense:<lang>:<synset>` (origin
`derived`: the text states it, so an index pass keeps it in step and
`graph rebuild` re-derives it; `attrs` has the lemma, the word as written,
the part of speech and how many senses competed); for each linked synset,
its one-hop wordnet relations as `hypernym`, `hyponym` (the first 20),
`antonym` and `synonym` edges to the related synsets (`similar`, WordNet's tie between
near-synonymous adjectives, and `eq_synonym` are `synonym`; instance
hypernyms are `hypernym` with `attrs.rel`), and `translates` from it to its
`ili:` id, with every synset of another configured wordnet that shares that
ILI (so "the German word for this Russian sense" is two hops: `sense:ru:… →
ili:… ← sense:de:…`). Those are reference data: origin `imported`, written
once, never retracted. Each carries the lemmas of its ends (`src_lemmas`,
`dst_lemmas`; on `translates`, `lemmas` and `definition`), since a sense
endpoint is only an identifier.

Not done here: multi-word expressions ("domestic dog"), part-of-speech
tagging, word-sense disambiguation beyond the overlap above.
"""

from __future__ import annotations

import heapq
import logging
import re
import tempfile
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from semnet.graph.lexical.config import (
    PACKAGED,
    LexiconError,
    WordnetSettings,
    cache_root,
    resolve_source,
)
from semnet.graph.lexical.lmf import FORMAT, Lexicon, SenseHit, compile_lmf, source_stamp
from semnet.graph.model import EdgeRec, NodeRec, make_rec, node_ref

log = logging.getLogger("semnet.lexical")

MAX_SENSES = 20
MAX_CANDIDATES = 12
MAX_HYPONYMS = 20  # a general sense ("person") has hundreds: the first ones are enough
_FIRST_SENSE_BONUS = 1
RELATIONS = {
    "hypernym": "hypernym",
    "instance_hypernym": "hypernym",
    "hyponym": "hyponym",
    "instance_hyponym": "hyponym",
    "antonym": "antonym",
    "similar": "synonym",
    "eq_synonym": "synonym",
}
# Words a wordnet knows (sometimes by accident: "him" → "he" → helium) that
# say little about a paragraph: pronouns, determiners, very common verbs and
# adverbs. Never salient, and left out of the overlap that picks a sense.
# Kept small: everything else is ranked, not dropped.
COMMON = {
    "en": "i me my you your he him his she her it its we us our they them their one ones "
    "this that these those who whom what which all any some no not none each other such "
    "the and but for with from into than then there here now still even only much well back "
    "again also very just be have do make get go say take come give see know seem",
    "ru": "я мне меня ты тебя он его ему она её ее ей мы нас вы вас они их им это этот тот "
    "такой весь все всё который кто что быть иметь делать сказать мочь стать так уже ещё еще "
    "тоже очень только потом там тут здесь сейчас и а но для с из",
    "de": "ich mich mir du dich dir er ihn ihm sie ihr es wir uns euch der die das den dem "
    "des ein eine einer einen dieser jener alle kein nicht und aber für mit aus sein haben "
    "werden machen sagen gehen kommen geben sehen wissen auch sehr noch schon nur dann dort "
    "hier jetzt wieder",
    "fr": "je me moi tu te toi il lui elle nous vous ils eux elles le la les un une des ce "
    "cette ces tout tous qui que quoi ne pas et mais pour avec être avoir faire dire aller "
    "venir voir savoir pouvoir aussi très encore déjà seulement puis alors ici maintenant",
    "es": "yo me mí tú te ti él ella nosotros vosotros ellos ellas le les lo la los las un "
    "una unos este ese aquel todo todos quien que no y pero para con ser estar haber tener "
    "hacer decir ir venir ver saber poder también muy todavía ya solo luego entonces aquí "
    "ahora",
}
_COMMON = {lang: frozenset(words.split()) for lang, words in COMMON.items()}
_CAPITALISED_NOUNS = frozenset({"de", "lb"})

_WORD = re.compile(r"[^\W\d_]+(?:['’-][^\W\d_]+)*")
# A word at the start of the text or of a sentence (after . ! ? … : ;).
_INITIAL = re.compile(r"(?:^|[.!?…:;])[\s\"'«„“(*_—–-]*([^\W\d_]+(?:['’-][^\W\d_]+)*)")
_NOISE = re.compile(
    r"\[\[[^\]|]*\|?|\]\]"  # wikilink targets (the shown text stays)
    r"|\]\([^)]*\)"  # markdown link targets
    r"|\[[\w-]+::[^\]]*\]"  # inline fields
    r"|@[\w:.-]+(?:\[[^\]]*\])?"  # citations
    r"|\^[\w-]+\s*$"  # block ids
    r"|https?://\S+"
)


@dataclass(slots=True)
class Links:
    mentions: list[EdgeRec] = field(default_factory=list)  # paragraph → sense, derived
    imported: list[EdgeRec] = field(default_factory=list)  # between senses and ILIs


class LexicalBridge:
    """The wordnets of one workspace and the linking of its paragraphs."""

    def __init__(self, root: str | Path, settings: WordnetSettings) -> None:
        self.root = Path(root)
        self.settings = settings
        self.error: str | None = None
        self._lexicons: dict[str, Lexicon] | None = None
        self._lemmas: dict[tuple[str, str], str] = {}
        self._names: frozenset[str] = frozenset()
        self._word_hits: dict[tuple[str, str], tuple[str, list[SenseHit]]] = {}
        self._candidates: dict[
            tuple[str, str], tuple[str, list[SenseHit], tuple[bool, int]] | None
        ] = {}
        self._context_words: dict[tuple[str, str], tuple[str, ...]] = {}
        self._glosses: dict[tuple[str, str], set[str]] = {}

    # -- the wordnets ------------------------------------------------------------

    def lexicons(self) -> dict[str, Lexicon]:
        """Language → its compiled wordnet (compiled on first use). A wordnet
        that cannot be had is left out and named in `error`."""
        if self._lexicons is None:
            self._lexicons = {}
            errors = []
            by_file: dict[Path, Lexicon] = {}
            for lang, value in sorted(self.settings.sources.items()):
                try:
                    src = resolve_source(value, self.root)
                    lex = by_file.get(src) or self._open(src, value == PACKAGED)
                    by_file[src] = lex
                except LexiconError as exc:
                    errors.append(str(exc))
                    continue
                if lang not in lex.langs:
                    errors.append(
                        f"wordnet.{lang}: {value} has no lexicon in language {lang!r} "
                        f"(it has {', '.join(sorted(lex.langs)) or 'none'})"
                    )
                    continue
                self._lexicons[lang] = lex
            self.error = "; ".join(errors) or None
            if self.error:
                log.warning("wordnet: %s", self.error)
        return self._lexicons

    def _open(self, src: Path, packaged: bool) -> Lexicon:
        from semnet.graph.lexical.pwn import POS_FILES, convert_pwn, read_ili_map

        ili_path = self.settings.ili_map
        ili_file = None
        if ili_path:
            ili_file = Path(ili_path).expanduser()
            if not ili_file.is_absolute():
                ili_file = self.root / ili_file
        inputs = (
            [src / f"{k}.{v}" for v in POS_FILES.values() for k in ("data", "index")]
            if src.is_dir()
            else [src]
        )
        extra = f"pwn:{packaged}"
        if src.is_dir() and ili_file is not None and ili_file.is_file():
            inputs.append(ili_file)
        try:
            stamp = source_stamp(inputs, extra)
        except OSError as exc:
            raise LexiconError(f"{src}: cannot read: {exc}") from None
        dest = cache_root(self.settings) / "wordnet" / f"{stamp}.sqlite"
        if not dest.exists():
            log.info("compiling the wordnet %s (once) into %s", src, dest)
            if src.is_dir():
                ili = read_ili_map(ili_file) if ili_file is not None else None
                dest.parent.mkdir(parents=True, exist_ok=True)
                with tempfile.TemporaryDirectory(dir=dest.parent) as tmp:
                    xml = Path(tmp) / "pwn.xml"
                    with open(xml, "w", encoding="utf-8") as fh:
                        convert_pwn(src, fh, ili)
                    compile_lmf([xml], dest, stamp)
            else:
                compile_lmf([src], dest, stamp)
        try:
            return Lexicon(dest)
        except Exception as exc:  # a damaged cache: compile again next time
            dest.unlink(missing_ok=True)
            raise LexiconError(f"the compiled wordnet {dest} is unreadable ({exc})") from None

    # -- words ---------------------------------------------------------------------

    def lemma(self, lang: str, word: str) -> str:
        key = (lang, word)
        got = self._lemmas.get(key)
        if got is None:
            import simplemma

            try:
                got = str(simplemma.lemmatize(word, lang=lang)).casefold()
            except (ValueError, KeyError):  # a language simplemma does not know
                got = word.casefold()
            self._lemmas[key] = got
        return got

    def words(self, text: str, lang: str) -> list[str]:
        """The paragraph's candidate words, as written: a capitalised word
        counts only at the start of a sentence (elsewhere it is a name), except
        in languages that capitalise their nouns."""
        clean = _NOISE.sub(" ", text)
        tokens = _WORD.findall(clean)
        if lang in _CAPITALISED_NOUNS:
            return [t for t in tokens if len(t) >= 3]
        initial = set(_INITIAL.findall(clean))
        return [t for t in tokens if len(t) >= 3 and (not t[0].isupper() or t in initial)]

    def _hits(self, lex: Lexicon, lang: str, word: str) -> tuple[str, list[SenseHit]]:
        key = (lang, word)
        got = self._word_hits.get(key)
        if got is None:
            got = self._word_hits[key] = self._hits_of(lex, lang, word)
        return got

    def _hits_of(self, lex: Lexicon, lang: str, word: str) -> tuple[str, list[SenseHit]]:
        """The word's senses, through its lemma; the word as written when the
        wordnet lists it as an adjective or adverb ("tired", not "tire"). A word
        written in lower case does not mean a name ("born" is not Max Born), and
        an English "-ed" or "-ing" form means the verb when the lemma is one."""
        folded = word.casefold()
        lemma = self.lemma(lang, word)
        hits: list[SenseHit] = []
        if lemma != folded:
            own = lex.lookup(lang, folded)
            if any(h.pos in ("a", "s", "r") for h in own):
                lemma, hits = folded, own
        if not hits:
            hits = lex.lookup(lang, lemma)
        if not hits and lemma != folded:
            lemma, hits = folded, lex.lookup(lang, folded)
        if word[:1].islower():
            common = [h for h in hits if not h.lemma[:1].isupper()]
            hits = common or hits
        if lang == "en" and folded.endswith(("ed", "ing")) and lemma != folded:
            verbs = [h for h in hits if h.pos == "v"]
            hits = verbs or hits
        return lemma, hits

    # -- linking ---------------------------------------------------------------------

    def link(
        self,
        paragraphs: Iterable[NodeRec],
        stored: Callable[[str], Iterable[EdgeRec]],
        names: Iterable[str] = (),
    ) -> Links:
        """The edges of these paragraphs' salient lemmas (`stored(ref)`: the edges
        the store holds at an endpoint, so imported edges are written once;
        `names`: the words of the workspace's character, place and glossary
        names, case-folded, which are the entities' and not the wordnet's)."""
        self._names = frozenset(names)
        out = Links()
        lexicons = self.lexicons()
        if not lexicons:
            return out
        chosen: dict[str, set[str]] = {}  # lang → synsets linked
        picks: list[tuple[NodeRec, str, list[tuple[str, str, list[SenseHit]]], set[str]]] = []
        for n in paragraphs:
            lang = n.lang or ""
            lex = lexicons.get(lang)
            if lex is None or not n.text:
                continue
            words = self.words(n.text, lang)
            salient = self._salient(lex, lang, words)
            if salient:
                picks.append((n, lang, salient, self._context(lang, words)))
        for lang, lex in lexicons.items():
            lex.synsets(
                h.synset
                for n, lg, sal, _ in picks
                if lg == lang
                for _, _, hits in sal
                for h in hits[:MAX_CANDIDATES]
            )
        for n, lang, salient, context in picks:
            lex = lexicons[lang]
            for lemma, word, hits in salient:
                hit, overlap = self._choose(lex, lang, lemma, hits, context)
                weight = 1.0 if len(hits) == 1 else (0.7 if overlap else 0.5)
                out.mentions.append(
                    make_rec(
                        node_ref(n.id),
                        "mentions",
                        f"sense:{lang}:{hit.synset}",
                        "derived",
                        weight=weight,
                        attrs={
                            "lemma": hit.lemma,
                            "word": word,
                            "pos": hit.pos,
                            "senses": len(hits),
                            "overlap": overlap,
                        },
                    )
                )
                chosen.setdefault(lang, set()).add(hit.synset)
        out.imported = self._imported(lexicons, chosen, stored)
        return out

    def _salient(
        self, lex: Lexicon, lang: str, words: list[str]
    ) -> list[tuple[str, str, list[SenseHit]]]:
        counts: Counter[str] = Counter()
        first: dict[str, tuple[str, list[SenseHit], tuple[bool, int]]] = {}
        names = self._names
        for w, c in Counter(words).items():
            if w[:1].isupper() and w.casefold() in names:
                continue
            got = self._candidate(lex, lang, w)
            if got is None:
                continue
            lemma, hits, key = got
            counts[lemma] += c
            if lemma not in first:
                first[lemma] = (w, hits, key)

        def rank(lemma: str) -> tuple[Any, ...]:
            return (*first[lemma][2], -counts[lemma], -len(lemma), lemma)

        best = heapq.nsmallest(self.settings.salient, first, key=rank)
        return [(lemma, first[lemma][0], first[lemma][1]) for lemma in best]

    def _candidate(
        self, lex: Lexicon, lang: str, word: str
    ) -> tuple[str, list[SenseHit], tuple[bool, int]] | None:
        """A word's lemma, senses and rank (nouns first, fewest senses first),
        or None when it cannot be salient. Cached per word."""
        key = (lang, word)
        if key in self._candidates:
            return self._candidates[key]
        got: tuple[str, list[SenseHit], tuple[bool, int]] | None = None
        common = _COMMON.get(lang, frozenset())
        folded = word.casefold()
        if folded not in common:
            lemma, hits = self._hits(lex, lang, word)
            if hits and lemma not in common and len(hits) <= MAX_SENSES:
                got = (lemma, hits, (not any(h.pos == "n" for h in hits), len(hits)))
        self._candidates[key] = got
        return got

    def _context(self, lang: str, words: list[str]) -> set[str]:
        """The paragraph's content words, as written and as lemmas (for the overlap)."""
        bag: set[str] = set()
        cache = self._context_words
        for w in set(words):
            got = cache.get((lang, w))
            if got is None:
                got = cache[(lang, w)] = tuple(self._bag(lang, w))
            bag.update(got)
        return bag

    def _bag(self, lang: str, text: str) -> set[str]:
        """The content words of a text, as written and as lemmas (for the overlap)."""
        common = _COMMON.get(lang, frozenset())
        bag: set[str] = set()
        for w in _WORD.findall(_NOISE.sub(" ", text)):
            if len(w) >= 4:
                f = w.casefold()
                if f not in common:
                    bag.add(f)
                    bag.add(self.lemma(lang, w))
        return bag - common

    def _choose(
        self, lex: Lexicon, lang: str, lemma: str, hits: list[SenseHit], context: set[str]
    ) -> tuple[SenseHit, int]:
        """The sense whose definition and words overlap the paragraph most; the
        most frequent sense keeps its place unless another beats it by two
        words (the most frequent sense is the stronger guess on its own)."""
        if len(hits) == 1:
            return hits[0], 0
        ctx = context - {lemma}
        infos = lex.synsets(h.synset for h in hits[:MAX_CANDIDATES])
        scored = []
        for i, h in enumerate(hits[:MAX_CANDIDATES]):
            info = infos.get(h.synset)
            if info is None:
                continue
            bag = self._glosses.get((lang, h.synset))
            if bag is None:
                gloss = " ".join([info.definition or "", *info.lemmas])
                bag = self._glosses[(lang, h.synset)] = self._bag(lang, gloss)
            overlap = len(ctx & bag)
            scored.append((overlap + (_FIRST_SENSE_BONUS if i == 0 else 0), -i, overlap, h))
        if not scored:
            return hits[0], 0
        _, _, overlap, best = max(scored, key=lambda t: (t[0], t[1]))
        return best, overlap

    def _imported(
        self,
        lexicons: dict[str, Lexicon],
        chosen: dict[str, set[str]],
        stored: Callable[[str], Iterable[EdgeRec]],
    ) -> list[EdgeRec]:
        recs: list[EdgeRec] = []
        for lang, synsets in sorted(chosen.items()):
            lex = lexicons[lang]
            rels = []
            down: Counter[str] = Counter()
            for src, t, dst in lex.relations(sorted(synsets)):
                if t not in RELATIONS:
                    continue
                if RELATIONS[t] == "hyponym":
                    down[src] += 1
                    if down[src] > MAX_HYPONYMS:
                        continue
                rels.append((src, t, dst))
            infos = lex.synsets([*synsets, *(d for _, _, d in rels)])
            for src, rel, dst in rels:
                attrs: dict[str, Any] = {
                    "src_lemmas": infos[src].lemmas if src in infos else [],
                    "dst_lemmas": infos[dst].lemmas if dst in infos else [],
                }
                if RELATIONS[rel] != rel:
                    attrs["rel"] = rel
                recs.append(
                    make_rec(
                        f"sense:{lang}:{src}",
                        RELATIONS[rel],
                        f"sense:{lang}:{dst}",
                        "imported",
                        attrs=attrs,
                    )
                )
            ilis = sorted({i for s in synsets if s in infos and (i := infos[s].ili)})
            # Every configured wordnet's synsets on these ILIs (this one's too).
            files = {id(x): x for x in lexicons.values()}
            for other in files.values():
                mates = other.by_ili(ilis)
                found = other.synsets(sid for ili in ilis for sid in mates.get(ili, ()))
                for info in found.values():
                    if lexicons.get(info.lang) is other:
                        recs.append(_translates(info.lang, info))
        return _new_only(recs, stored)


def _translates(lang: str, info: Any) -> EdgeRec:
    attrs: dict[str, Any] = {"lemmas": info.lemmas, "pos": info.pos}
    if info.definition:
        attrs["definition"] = info.definition
    return make_rec(
        f"sense:{lang}:{info.id}", "translates", f"ili:{info.ili}", "imported", attrs=attrs
    )


def _new_only(recs: list[EdgeRec], stored: Callable[[str], Iterable[EdgeRec]]) -> list[EdgeRec]:
    """Drop repeats, and relations the store already holds (live)."""
    out: list[EdgeRec] = []
    seen: set[tuple[str, str, str]] = set()
    have: dict[str, set[tuple[str, str, str]]] = {}
    for r in recs:
        key = (r.src, r.kind, r.dst)
        if key in seen:
            continue
        seen.add(key)
        held = have.get(r.src)
        if held is None:
            held = have[r.src] = {
                (e.src, e.kind, e.dst) for e in stored(r.src) if e.expired_at is None
            }
        if key not in held:
            out.append(r)
    return out


def bridge_for(root: str | Path, table: dict[str, Any] | None) -> LexicalBridge | None:
    """The bridge of a workspace whose `semnet.toml` has a `[wordnet]` table
    (None without one). Raises `LexiconError` for an invalid table."""
    from semnet.graph.lexical.config import wordnet_settings

    settings = wordnet_settings(table)
    return LexicalBridge(root, settings) if settings.enabled else None


__all__ = ["FORMAT", "LexicalBridge", "Links", "bridge_for"]
