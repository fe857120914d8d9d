"""Judge settings: the `[judge]` table of `semnet.toml`.

```toml
[judge]
backend = "rules"        # the judge `semnet graph link` / factcheck use: rules | llm
embedding = "auto"       # candidates by similarity: auto | use | hashing | none | module:attr
candidates = 8           # how many similar statements are candidates
cooldown_days = 0        # after a dismissal, nothing on the same two paragraphs for so long

[judge.llm]              # an OpenAI-compatible chat-completions endpoint
base_url = "http://127.0.0.1:11434/v1"   # Ollama; llama.cpp's server is …:8080/v1
model = "llama3.1"
api_key_env = "SEMNET_LLM_API_KEY"       # the *name* of the variable holding the key
timeout = 60.0           # seconds per request
retries = 2              # further attempts after a timeout, HTTP 429/5xx or a garbled reply
backoff = 0.5            # seconds before the first retry, doubled each time
json_mode = false        # also send response_format = {"type": "json_object"}
temperature = 0.0
price_input_per_1k = 0.0 # for the cost counter (it informs, never blocks)
price_output_per_1k = 0.0
cost_warn = 1.0          # log a warning once the run's estimated cost passes this
```

The key itself never goes in the file: only the name of the environment
variable that holds it.
"""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError
from semnet.graph.judge.base import JudgeError
from semnet.graph.manuscript.workspace import config_text

CONFIG_FILE = "semnet.toml"


class LLMSettings(BaseModel):
    model_config = ConfigDict(extra="forbid")

    base_url: str = "http://127.0.0.1:11434/v1"
    model: str = "llama3.1"
    api_key_env: str | None = "SEMNET_LLM_API_KEY"
    timeout: float = Field(default=60.0, gt=0)
    retries: int = Field(default=2, ge=0, le=10)
    backoff: float = Field(default=0.5, ge=0)
    json_mode: bool = False
    temperature: float = Field(default=0.0, ge=0, le=2)
    max_candidates: int = Field(default=12, ge=1, le=100)
    price_input_per_1k: float = Field(default=0.0, ge=0)
    price_output_per_1k: float = Field(default=0.0, ge=0)
    cost_warn: float | None = Field(default=1.0, ge=0)


class JudgeSettings(BaseModel):
    model_config = ConfigDict(extra="forbid")

    backend: Literal["rules", "llm"] = "rules"
    # The language server runs the offline (rules) judge by itself after index passes.
    auto: bool = True
    embedding: str = "auto"
    candidates: int = Field(default=8, ge=0, le=100)
    # After a dismissal, no judgement between the same two ends is proposed
    # for this long, even once their texts changed (0: off; the same pair of
    # texts is never proposed again either way).
    cooldown_days: float = Field(default=0.0, ge=0.0, le=3650.0)
    llm: LLMSettings = Field(default_factory=LLMSettings)

    def cooldown_micros(self) -> int:
        return int(self.cooldown_days * 86_400 * 1_000_000)


def load_judge_settings(root: str | Path | None) -> JudgeSettings:
    """The `[judge]` table of `<root>/semnet.toml` (defaults when absent).

    Raises `JudgeError` naming the key when the table is invalid; the rest of
    `semnet.toml` is not this module's business."""
    if root is None:
        return JudgeSettings()
    path = Path(root) / CONFIG_FILE
    try:
        data = tomllib.loads(config_text(root))
    except FileNotFoundError:
        return JudgeSettings()
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as exc:
        raise JudgeError(f"{path}: {exc}") from None
    table = data.get("judge")
    if table is None:
        return JudgeSettings()
    if not isinstance(table, dict):
        raise JudgeError(f"{path}: [judge] must be a table")
    try:
        return JudgeSettings.model_validate(table)
    except ValidationError as exc:
        parts = []
        for e in exc.errors():
            loc = ".".join(str(p) for p in e["loc"])
            parts.append(f"judge.{loc}: {e['msg']}")
        raise JudgeError(f"{path}: " + "; ".join(parts)) from None


def judge_settings_kept(root: str | Path | None) -> tuple[JudgeSettings, str | None]:
    """The `[judge]` table for a process that must keep running (the language
    server): an invalid value degrades only that setting (its default is
    used, the rest is kept) and the error says which; never raises."""
    try:
        return load_judge_settings(root), None
    except JudgeError as exc:
        message = str(exc)
    if root is None:
        return JudgeSettings(), message
    try:
        table = tomllib.loads(config_text(root)).get("judge")
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError):
        return JudgeSettings(), message
    if not isinstance(table, dict):
        return JudgeSettings(), message
    for _ in range(8):  # each pass drops the keys the last one named
        try:
            return JudgeSettings.model_validate(table), message
        except ValidationError as exc:
            table = _without(table, [tuple(e["loc"]) for e in exc.errors()])
    return JudgeSettings(), message


def _without(table: dict[str, object], locs: list[tuple[object, ...]]) -> dict[str, object]:
    out: dict[str, object] = {k: (dict(v) if isinstance(v, dict) else v) for k, v in table.items()}
    for loc in locs:
        cur: object = out
        for key in loc[:-1]:
            cur = cur.get(str(key)) if isinstance(cur, dict) else None
        if isinstance(cur, dict) and loc:
            cur.pop(str(loc[-1]), None)
        if not loc or not isinstance(cur, dict):
            out.pop(str(loc[0]) if loc else "", None)
    return out
