"""A sense's words in other languages (`semnet graph translations`,
`semnet/translations`): the two-hop walk `sense → ili ← sense` over
`translates` edges, with each sense's lemmas and definition.

The endpoint may be a sense (`sense:ru:…`) or a paragraph: then every sense
its words are linked to (`mentions`) is translated. `langs` keeps only those
languages. It reads the graph only: the edges come from the lexical bridge
(`bridge.py`) during an index pass.
"""

from __future__ import annotations

from typing import Any

from pydantic import field_validator
from semnet.graph.manuscript.lang import normalise_lang
from semnet.graph.model import split_ref
from semnet.graph.query.api import EndpointParam, GraphAPI, Params, validate_params
from semnet.graph.query.traverse import iter_neighbors
from semnet.graph.query.views import EndpointInfo, Wire, endpoint_info

__all__ = ["SenseInfo", "Translation", "TranslationsParams", "TranslationsResult", "translations"]


class TranslationsParams(Params):
    endpoint: EndpointParam
    langs: list[str] | None = None

    @field_validator("langs")
    @classmethod
    def _langs(cls, v: list[str] | None) -> list[str] | None:
        if v is None:
            return v
        out = []
        for x in v:
            code = normalise_lang(x)
            if code is None:
                raise ValueError(f"not a language code: {x!r}")
            out.append(code)
        return out


class SenseInfo(Wire):
    ref: str
    lang: str
    lemmas: list[str]
    pos: str | None = None
    definition: str | None = None
    word: str | None = None  # as the paragraph wrote it (for a paragraph's senses)


class Translation(Wire):
    sense: SenseInfo
    ili: str | None = None
    translations: list[SenseInfo]


class TranslationsResult(Wire):
    endpoint: EndpointInfo
    senses: list[Translation]


def _sense_of(index: Any, ref: str) -> tuple[SenseInfo, str | None]:
    """A sense's own description (from its `translates` edge) and its ILI."""
    lang = split_ref(ref)[1].split(":", 1)[0]
    for hop in iter_neighbors(index, ref, {"translates"}, "out"):
        a = hop.edge.attrs
        return (
            SenseInfo(
                ref=ref,
                lang=lang,
                lemmas=list(a.get("lemmas") or []),
                pos=a.get("pos"),
                definition=a.get("definition"),
            ),
            hop.other,
        )
    lemmas: list[str] = []
    for hop in iter_neighbors(index, ref, {"hypernym", "hyponym", "antonym", "synonym"}):
        key = "src_lemmas" if hop.edge.src == ref else "dst_lemmas"
        lemmas = list(hop.edge.attrs.get(key) or [])
        if lemmas:
            break
    return SenseInfo(ref=ref, lang=lang, lemmas=lemmas), None


def translations(api: GraphAPI, raw: Any) -> TranslationsResult:
    p: TranslationsParams = validate_params(TranslationsParams, raw)
    langs = set(p.langs) if p.langs else None
    ref = api.resolve(p.endpoint)
    index = api.store.index
    if ref.startswith("sense:"):
        starts: list[tuple[str, str | None]] = [(ref, None)]
    else:
        starts = [
            (hop.other, hop.edge.attrs.get("word"))
            for hop in iter_neighbors(index, ref, {"mentions"}, "out")
            if hop.other.startswith("sense:")
        ]
    out: list[Translation] = []
    for sense_ref, word in starts:
        sense, ili = _sense_of(index, sense_ref)
        sense.word = word
        mates: list[SenseInfo] = []
        if ili is not None:
            for hop in iter_neighbors(index, ili, {"translates"}, "in"):
                if hop.other == sense_ref:
                    continue
                other, _ = _sense_of(index, hop.other)
                if langs is None or other.lang in langs:
                    mates.append(other)
        mates.sort(key=lambda s: (s.lang, s.ref))
        out.append(Translation(sense=sense, ili=ili, translations=mates))
    return TranslationsResult(endpoint=api._uri_of(endpoint_info(ref, api.store.nodes)), senses=out)
