"""Princeton WordNet's own database files (`data.*`, `index.*`: what Debian's
`wordnet-base` installs in `/usr/share/wordnet`) converted to WN-LMF, so that
one reader (`lmf.py`) serves every wordnet.

Synsets become `pwn-<offset>-<pos>` (the identifiers the Open Multilingual
Wordnet uses for WordNet 3.0), words `LexicalEntry`s with their senses in
`index.<pos>` order (most frequent first), pointers `SynsetRelation`s or, for
lexical pointers (antonyms, derivations), `SenseRelation`s. WordNet 3.0 has
no ILI ids of its own: with CILI's `ili-map-pwn30.tab` (`i46360<TAB>02084071-n`)
each synset gets its `ili`; without it, English senses have no `translates`
edges. The output declares the lexicon `pwn`, language `en`, version 3.0 and
the WordNet 3.0 licence.

This converter reads only the files named above; it does not read the
`*.exc` morphology (the bridge lemmatises with simplemma).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import IO
from xml.sax.saxutils import quoteattr

from semnet.graph.lexical.config import LexiconError

POS_FILES = {"n": "noun", "v": "verb", "a": "adj", "r": "adv"}
LICENSE = "https://wordnet.princeton.edu/license-and-commercial-use"

# Pointer symbols (wninput(5WN)) and their WN-LMF relation types.
POINTERS = {
    "@": "hypernym", "@i": "instance_hypernym", "~": "hyponym", "~i": "instance_hyponym",
    "!": "antonym", "&": "similar", "^": "also", "$": "similar",
    "#m": "holo_member", "#s": "holo_substance", "#p": "holo_part",
    "%m": "mero_member", "%s": "mero_substance", "%p": "mero_part",
    "=": "attribute", "+": "derivation", "*": "entails", ">": "causes",
    ";c": "domain_topic", "-c": "has_domain_topic", ";r": "domain_region",
    "-r": "has_domain_region", ";u": "exemplifies", "-u": "is_exemplified_by",
    "<": "participle", "\\": "pertainym",
}  # fmt: skip

_ID_SAFE = re.compile(r"[^A-Za-z0-9_.-]")
_ADJ_MARKER = re.compile(r"\((?:a|p|ip)\)$")


@dataclass(slots=True)
class _Synset:
    offset: str
    pos: str  # n v a s r
    words: list[str]
    pointers: list[tuple[str, str, str, int, int]]  # (symbol, offset, pos, src word, dst word)
    gloss: str


def _sid(offset: str, pos: str) -> str:
    return f"pwn-{offset}-{pos}"


def _word_id(lemma: str) -> str:
    return _ID_SAFE.sub(lambda m: f"_{ord(m.group()):x}_", lemma)


def _sense_id(lemma: str, offset: str, pos: str) -> str:
    return f"pwn-{_word_id(lemma)}-{offset}-{pos}"


def _parse_data(path: Path) -> Iterator[_Synset]:
    with open(path, encoding="utf-8", errors="replace") as fh:
        for n, line in enumerate(fh, start=1):
            if line.startswith("  ") or not line.strip():
                continue  # the licence header
            try:
                head, _, gloss = line.partition(" | ")
                f = head.split()
                offset, pos, w_cnt = f[0], f[2], int(f[3], 16)
                words = [_ADJ_MARKER.sub("", f[4 + 2 * i]) for i in range(w_cnt)]
                i = 4 + 2 * w_cnt
                p_cnt = int(f[i])
                ptrs = []
                for j in range(p_cnt):
                    sym, off, ppos, st = f[i + 1 + 4 * j : i + 5 + 4 * j]
                    ptrs.append((sym, off, ppos, int(st[:2], 16), int(st[2:], 16)))
            except (IndexError, ValueError):
                raise LexiconError(f"{path}:{n}: not a WordNet data line") from None
            yield _Synset(offset, pos, words, ptrs, gloss.strip())


def _parse_index(path: Path) -> Iterator[tuple[str, str, list[str]]]:
    with open(path, encoding="utf-8", errors="replace") as fh:
        for line in fh:
            if line.startswith("  ") or not line.strip():
                continue
            f = line.split()
            try:
                lemma, pos, syn_cnt, p_cnt = f[0], f[1], int(f[2]), int(f[3])
                offsets = f[4 + p_cnt + 2 :][:syn_cnt]
            except (IndexError, ValueError):
                continue
            yield lemma, pos, offsets


def read_ili_map(path: str | Path) -> dict[str, str]:
    """CILI's `ili-map-pwn30.tab`: `08-digit-offset-pos` → `iNNNN`."""
    out: dict[str, str] = {}
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as exc:
        raise LexiconError(f"{path}: cannot read the ILI map: {exc.strerror or exc}") from None
    for line in text.splitlines():
        parts = line.strip().split("\t")
        if len(parts) >= 2 and parts[0].startswith("i"):
            out[parts[1].strip()] = parts[0].strip()
    return out


def _definition(gloss: str) -> str:
    """The gloss without its quoted examples."""
    cut = gloss.find('"')
    text = gloss[:cut] if cut > 0 else gloss
    return text.strip().rstrip(";").strip() or gloss.strip()


def convert_pwn(dict_dir: str | Path, out: IO[str], ili: dict[str, str] | None = None) -> int:
    """Write WordNet 3.0's database as WN-LMF to `out`; returns the synset count."""
    d = Path(dict_dir)
    missing = [f"{k}.{v}" for v in POS_FILES.values() for k in ("data", "index")
               if not (d / f"{k}.{v}").is_file()]  # fmt: skip
    if missing:
        raise LexiconError(f"{d} is not a WordNet dict folder (no {', '.join(missing)})")
    synsets: dict[tuple[str, str], _Synset] = {}
    for name in POS_FILES.values():
        for s in _parse_data(d / f"data.{name}"):
            synsets[(s.offset, "a" if s.pos == "s" else s.pos)] = s
    ili = ili or {}

    def sense_of(s: _Synset, word_no: int) -> str | None:
        if not 1 <= word_no <= len(s.words):
            return None
        return _sense_id(s.words[word_no - 1].lower(), s.offset, s.pos)

    out.write('<?xml version="1.0" encoding="UTF-8"?>\n<LexicalResource>\n')
    out.write(
        '<Lexicon id="pwn" label="Princeton WordNet" language="en" '
        f'email="wordnet@princeton.edu" license={quoteattr(LICENSE)} version="3.0" '
        'url="https://wordnet.princeton.edu/">\n'
    )
    for name in POS_FILES.values():
        for lemma, pos, offsets in _parse_index(d / f"index.{name}"):
            written = lemma.replace("_", " ")
            first = synsets.get((offsets[0], pos)) if offsets else None
            for w in first.words if first is not None else ():
                if w.lower() == lemma:  # the index is lower-cased; the data keeps "Paris"
                    written = w.replace("_", " ")
                    break
            lines = []
            for off in offsets:
                found = synsets.get((off, pos))
                if found is None:
                    continue
                s = found
                sid = _sense_id(lemma, s.offset, s.pos)
                rels = []
                pos_in = [w.lower() for w in s.words]
                word_no = pos_in.index(lemma) + 1 if lemma in pos_in else 0
                for sym, toff, tpos, src_no, dst_no in s.pointers:
                    rel = POINTERS.get(sym)
                    if rel is None or src_no == 0 or src_no != word_no:
                        continue
                    t = synsets.get((toff, "a" if tpos == "s" else tpos))
                    target = sense_of(t, dst_no) if t is not None else None
                    if target:
                        rels.append(f'<SenseRelation relType="{rel}" target="{target}"/>')
                body = "".join(rels)
                tag = f'<Sense id="{sid}" synset="{_sid(s.offset, s.pos)}"'
                lines.append(f"{tag}>{body}</Sense>" if body else f"{tag}/>")
            if lines:
                out.write(
                    f'<LexicalEntry id="pwn-{_word_id(lemma)}-{pos}">'
                    f'<Lemma writtenForm={quoteattr(written)} partOfSpeech="{pos}"/>'
                    + "".join(lines)
                    + "</LexicalEntry>\n"
                )
    for s in synsets.values():
        key = f"{s.offset}-{s.pos}"
        ili_id = ili.get(key) or (ili.get(f"{s.offset}-a") if s.pos == "s" else None) or ""
        rels = []
        for sym, toff, tpos, src_no, _ in s.pointers:
            rel = POINTERS.get(sym)
            if rel is not None and src_no == 0:
                rels.append(f'<SynsetRelation relType="{rel}" target="{_sid(toff, tpos)}"/>')
        out.write(
            f'<Synset id="{_sid(s.offset, s.pos)}" ili="{ili_id}" partOfSpeech="{s.pos}">'
            f"<Definition>{_escape(_definition(s.gloss))}</Definition>"
            + "".join(rels)
            + "</Synset>\n"
        )
    out.write("</Lexicon>\n</LexicalResource>\n")
    return len(synsets)


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
