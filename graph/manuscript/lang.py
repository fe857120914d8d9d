"""Language codes and deterministic language detection for manuscript text.

Detection is restricted to the project languages (en, ru, fr, de, es). Text that is
too short, or that the model cannot place with confidence, gets the caller's
fallback (usually the project language). The py3langid model is loaded lazily, on
the first call, so importing this module (as the parser does) costs nothing.
"""

from __future__ import annotations

import os
import re
import threading
import unicodedata
from collections import Counter
from pathlib import Path
from typing import Any

SUPPORTED_LANGS: tuple[str, ...] = ("en", "ru", "fr", "de", "es")

# Names and ISO 639-2/3 codes that normalise to the supported 2-letter codes.
_LANG_NAMES: dict[str, str] = {
    "eng": "en",
    "english": "en",
    "anglais": "en",
    "englisch": "en",
    "ingles": "en",
    "английский": "en",
    "rus": "ru",
    "russian": "ru",
    "russe": "ru",
    "russisch": "ru",
    "ruso": "ru",
    "русский": "ru",
    "fra": "fr",
    "fre": "fr",
    "french": "fr",
    "francais": "fr",
    "franzosisch": "fr",
    "frances": "fr",
    "французский": "fr",
    "deu": "de",
    "ger": "de",
    "german": "de",
    "deutsch": "de",
    "allemand": "de",
    "aleman": "de",
    "немецкий": "de",
    "spa": "es",
    "spanish": "es",
    "espanol": "es",
    "castellano": "es",
    "espagnol": "es",
    "spanisch": "es",
    "испанский": "es",
}

_TAG_RE = re.compile(r"^([a-z]{2})(?:[-_][a-z0-9]+)*$")

# Markup that says nothing about the language of the prose around it.
_NOISE_RE = re.compile(
    r"\[\[[^\]\n]*\]\]"  # wiki links
    r"|\]\([^)\n]*\)"  # markdown link destinations
    r"|`[^`\n]*`"  # code spans
    r"|[A-Za-z][A-Za-z0-9+.-]*://\S+"  # URLs
    r"|(?<!\w)@[A-Za-z][\w:-]*"  # citation keys
    r"|\[\w[\w -]*+::"  # inline field names
)

_MIN_LETTERS = 3
_MIN_CONFIDENCE = 0.8
# The model reads at most this much prose (markup removed) from this much
# text: its cost grows with the sample, and a thousand characters place a
# note's language as surely as two thousand (measured on a public vault's
# notes in the five languages: the same answers for all 865).
_MAX_CHARS = 1000
_MAX_RAW = 2000

_lock = threading.Lock()
_identifier: Any = None


def _fold(text: str) -> str:
    decomposed = unicodedata.normalize("NFD", text.casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def normalise_lang(value: object) -> str | None:
    """Normalise a language tag or name to a lower-case 2-letter code, or None.

    ``"en-US"`` -> ``"en"``, ``"RU"`` -> ``"ru"``, ``"Deutsch"`` -> ``"de"``,
    ``"fra"`` -> ``"fr"``; any other 2-letter tag is kept (``"it"``); anything else
    (empty, not a string, unknown name) gives None.
    """
    if not isinstance(value, str):
        return None
    text = value.strip()
    if not text:
        return None
    folded = _fold(text)
    named = _LANG_NAMES.get(folded)
    if named is not None:
        return named
    m = _TAG_RE.match(folded)
    if m is not None:
        return m.group(1)
    return None


def _model_cache() -> Path:
    from importlib.metadata import version

    from semnet.graph.caches import cache_dir

    tag = f"{version('py3langid')}-{'-'.join(SUPPORTED_LANGS)}"
    return cache_dir() / f"langid-{tag}.npz"


def _restricted_model() -> tuple[Any, ...]:
    """py3langid's model restricted to the supported languages: read from a
    cache of ours (an uncompressed file of ~40 MB instead of the whole
    compressed model, ~70 MB once unpacked, which takes a second or more to
    read), written the first time."""
    import numpy as np
    from py3langid.langid import MODEL_DIR, MODEL_FILE
    from py3langid.modelio import _to_array, load_model

    path = _model_cache()
    try:
        with np.load(path, allow_pickle=False) as d:
            got = {k: d[k] for k in d.files}
    except (OSError, ValueError, KeyError):
        ptc, pc, classes, nextmove, row, output = load_model(MODEL_DIR / MODEL_FILE)
        keep = [i for i, c in enumerate(classes) if c in SUPPORTED_LANGS]
        got = {
            "ptc": np.ascontiguousarray(np.asarray(ptc)[:, keep]),
            "pc": np.asarray(pc)[keep],
            "classes": np.array([classes[i] for i in keep]),
            "nextmove": np.frombuffer(nextmove, dtype=np.dtype(nextmove.typecode)),
            "row": np.frombuffer(row, dtype=np.dtype(row.typecode)),
            "output": np.asarray(output, dtype=np.int32),
        }
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            tmp = path.with_name(f"{path.name}.{os.getpid()}.tmp")
            with tmp.open("wb") as f:
                np.savez(f, **got)
            os.replace(tmp, path)
        except OSError:
            pass
    return (
        got["ptc"],
        got["pc"],
        got["classes"].tolist(),
        _to_array(got["nextmove"]),
        _to_array(got["row"]),
        got["output"].tolist(),
    )


def _get_identifier() -> Any:
    global _identifier
    if _identifier is None:
        with _lock:
            if _identifier is None:
                from py3langid.langid import MODEL_FILE, LanguageIdentifier

                try:
                    ptc, pc, classes, nextmove, row, output = _restricted_model()
                    ident = LanguageIdentifier(
                        ptc, pc, classes, nextmove, output, norm_probs=True, tk_row=row
                    )
                except Exception:  # another py3langid: its own way, slower
                    ident = LanguageIdentifier.from_model_file(MODEL_FILE, norm_probs=True)
                    ident.set_languages(list(SUPPORTED_LANGS))
                _identifier = ident
    return _identifier


def load_model() -> None:
    """Load the model now (before forking workers that will use it)."""
    _get_identifier()


def release_model() -> None:
    """Let go of the model (~45 MB) once no more text is to be placed soon
    (a one-shot index, before it writes); the next detection loads it again."""
    global _identifier
    with _lock:
        _identifier = None


def detect_language(text: str, fallback: str | None = None) -> str | None:
    """The language of ``text``: one of :data:`SUPPORTED_LANGS`, else ``fallback``.

    Deterministic: the same text always gives the same answer. Markup (links,
    citation keys, code spans, URLs) is ignored. Text with fewer than three letters,
    or that the model places with less than 0.8 confidence, gives ``fallback``.
    Mostly-Cyrillic text is Russian without consulting the model; text mostly
    in another script than Latin or Cyrillic gets the fallback.
    """
    if not text:
        return fallback
    sample = _NOISE_RE.sub(" ", text[:_MAX_RAW])[:_MAX_CHARS]
    letters = 0
    cyrillic = 0
    latin = 0
    # Each distinct character once (a text has a few dozen), with its count.
    for ch, n in Counter(sample).items():
        if ch.isalpha():
            letters += n
            if ch < "\u0250" or "\u1e00" <= ch <= "\u1eff":
                latin += n
            elif "\u0400" <= ch <= "\u04ff":
                cyrillic += n
    if letters < _MIN_LETTERS:
        return fallback
    if cyrillic * 2 > letters:
        return "ru"
    if latin * 2 <= letters:
        return fallback  # mostly another script: none of the supported languages
    lang, confidence = _get_identifier().classify(sample)
    if confidence < _MIN_CONFIDENCE or lang not in SUPPORTED_LANGS:
        return fallback
    return str(lang)


__all__ = ["SUPPORTED_LANGS", "detect_language", "load_model", "normalise_lang", "release_model"]
