"""The `[wordnet]` table of `semnet.toml`: which wordnet serves which language.

```toml
[wordnet]
en = "packaged"               # Debian's wordnet-base (Princeton WordNet 3.0)
ru = "lexicon/ru-wordnet.xml" # any WN-LMF file (.xml or .xml.gz), workspace-relative
salient = 5                   # a paragraph's words linked to senses, at most
ili_map = "ili-map-pwn30.tab" # optional: CILI's map, gives "packaged" its ILI ids
cache_dir = "~/.cache/semnet" # where compiled wordnets go (default below)
```

A language key names a WN-LMF file whose lexicons in that language are used
(a file may hold several languages: name it under each). `packaged` is the
English wordnet a registry ships: Debian's `wordnet-base` package
(`apt-get install wordnet-base`, files in `/usr/share/wordnet`, or where
`$WNSEARCHDIR` says), converted to WN-LMF once (`pwn.py`).

Compiled wordnets are kept in `cache_dir`, else `$SEMNET_CACHE_DIR`, else
`$XDG_CACHE_HOME/semnet`, else `~/.cache/semnet`, under `wordnet/`; they are
rebuilt whenever the source file changes. Without a `[wordnet]` table nothing
is linked and indexing costs nothing more.
"""

from __future__ import annotations

import os
import tomllib
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field
from semnet.graph.errors import UnavailableError
from semnet.graph.manuscript.lang import normalise_lang
from semnet.graph.manuscript.workspace import config_text

PACKAGED = "packaged"
PWN_DIRS = ("/usr/share/wordnet", "/usr/local/share/wordnet", "/usr/share/WordNet-3.0/dict")


class LexiconError(UnavailableError):
    """A wordnet that cannot be read, converted or compiled."""


class WordnetSettings(BaseModel):
    model_config = ConfigDict(extra="forbid")

    sources: dict[str, str] = Field(default_factory=dict)  # language → file or "packaged"
    salient: int = Field(default=5, ge=0, le=50)
    ili_map: str | None = None
    cache_dir: str | None = None

    @property
    def enabled(self) -> bool:
        return bool(self.sources) and self.salient > 0


def wordnet_settings(table: dict[str, Any] | None) -> WordnetSettings:
    """Validate a `[wordnet]` table. Raises `LexiconError` naming a bad key."""
    if not table:
        return WordnetSettings()
    known = {"salient", "ili_map", "cache_dir"}
    sources: dict[str, str] = {}
    rest: dict[str, Any] = {}
    for key, value in table.items():
        if key in known:
            rest[key] = value
            continue
        lang = normalise_lang(key)
        if lang is None or len(key) > 3:
            raise LexiconError(
                f'wordnet.{key}: not a language code (give e.g. en = "packaged" or '
                f'ru = "path/to/wordnet.xml"), nor one of {", ".join(sorted(known))}'
            )
        if not isinstance(value, str) or not value.strip():
            raise LexiconError(f'wordnet.{key}: give a WN-LMF file or "{PACKAGED}"')
        sources[lang] = value.strip()
    try:
        return WordnetSettings(sources=sources, **rest)
    except ValueError as exc:
        raise LexiconError(f"wordnet: {exc}") from None


def load_wordnet_settings(root: str | Path) -> WordnetSettings:
    path = Path(root) / "semnet.toml"
    try:
        data = tomllib.loads(config_text(root))
    except FileNotFoundError:
        return WordnetSettings()
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as exc:
        raise LexiconError(f"{path}: {exc}") from None
    table = data.get("wordnet")
    if table is not None and not isinstance(table, dict):
        raise LexiconError(f"{path}: [wordnet] must be a table")
    return wordnet_settings(table)


def cache_root(settings: WordnetSettings) -> Path:
    if settings.cache_dir:
        return Path(settings.cache_dir).expanduser()
    from semnet.graph.caches import cache_dir

    return cache_dir()


def packaged_dir() -> Path | None:
    """Where Debian's `wordnet-base` (Princeton WordNet 3.0) is, if installed."""
    env = os.environ.get("WNSEARCHDIR")
    for d in ([env] if env else []) + list(PWN_DIRS):
        p = Path(d)
        if (p / "data.noun").is_file() and (p / "index.noun").is_file():
            return p
    return None


def resolve_source(value: str, root: str | Path) -> Path:
    """The file a source names (`packaged`: the Princeton data folder)."""
    if value == PACKAGED:
        found = packaged_dir()
        if found is None:
            raise LexiconError(
                'wordnet "packaged" is Debian\'s wordnet-base, which is not installed here '
                "(apt-get install wordnet-base; or set $WNSEARCHDIR to a WordNet 3.0 dict folder)"
            )
        return found
    p = Path(value).expanduser()
    if not p.is_absolute():
        p = Path(root) / p
    if not p.is_file():
        raise LexiconError(f"wordnet file {value} does not exist ({p})")
    return p
