"""Language codes and deterministic language detection for manuscript text.

Detection is restricted to the project languages (en, ru, fr, de, es). Text that is
too short, or that the model cannot place with confidence, gets the caller's
fallback (usually the project language). The py3langid model is loaded lazily, on
the first call, so importing this module (as the parser does) costs nothing.
"""

from __future__ import annotations

import re
import threading
import unicodedata
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
_MAX_CHARS = 2000

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


def _get_identifier() -> Any:
    global _identifier
    if _identifier is None:
        with _lock:
            if _identifier is None:
                from py3langid.langid import MODEL_FILE, LanguageIdentifier

                ident = LanguageIdentifier.from_model_file(MODEL_FILE, norm_probs=True)
                ident.set_languages(list(SUPPORTED_LANGS))
                _identifier = ident
    return _identifier


def detect_language(text: str, fallback: str | None = None) -> str | None:
    """The language of ``text``: one of :data:`SUPPORTED_LANGS`, else ``fallback``.

    Deterministic: the same text always gives the same answer. Markup (links,
    citation keys, code spans, URLs) is ignored. Text with fewer than three letters,
    or that the model places with less than 0.8 confidence, gives ``fallback``.
    Mostly-Cyrillic text is Russian without consulting the model.
    """
    if not text:
        return fallback
    sample = _NOISE_RE.sub(" ", text[:_MAX_CHARS])
    letters = 0
    cyrillic = 0
    for ch in sample:
        if ch.isalpha():
            letters += 1
            if "\u0400" <= ch <= "\u04ff":
                cyrillic += 1
    if letters < _MIN_LETTERS:
        return fallback
    if cyrillic * 2 > letters:
        return "ru"
    lang, confidence = _get_identifier().classify(sample)
    if confidence < _MIN_CONFIDENCE or lang not in SUPPORTED_LANGS:
        return fallback
    return str(lang)


__all__ = ["SUPPORTED_LANGS", "detect_language", "normalise_lang"]
