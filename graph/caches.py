"""Where semnet keeps what it derives once per machine and may throw away
(the language model cut to the five languages, the towns' other names,
compiled wordnets): `$SEMNET_CACHE_DIR`, else `$XDG_CACHE_HOME/semnet`, else
`~/.cache/semnet`."""

from __future__ import annotations

import os
from pathlib import Path


def cache_dir() -> Path:
    """The folder (not created here)."""
    env = os.environ.get("SEMNET_CACHE_DIR")
    if env:
        return Path(env).expanduser()
    xdg = os.environ.get("XDG_CACHE_HOME")
    return (Path(xdg) if xdg else Path.home() / ".cache") / "semnet"


__all__ = ["cache_dir"]
