"""The `llm` judge: an OpenAI-compatible chat-completions endpoint.

It works with a hosted API or with a local server (Ollama at
`http://127.0.0.1:11434/v1`, llama.cpp's `llama-server` at
`http://127.0.0.1:8080/v1`). Settings come from `[judge.llm]` in
`semnet.toml` (see `config.py`); the API key is read from the environment
variable named there, at call time, and never appears in logs, error
messages or the store (an edge records `attrs.model = "llm:<model>"`).

The prompt is written in the language of the judged statement (en, ru, fr,
de, es; others get English) and asks for JSON. Replies are parsed strictly:
the JSON asked for, or the original's `N. STANCE — reason` lines; anything
else is a `JudgeReplyError`. Timeouts, connection errors, HTTP 429/5xx and
unparseable replies are retried (`retries`, with `backoff`); other HTTP
errors fail at once. A cost counter adds up the tokens the server reports
(or estimates them from the text) and logs a warning past `cost_warn`: it
informs and never blocks.
"""

from __future__ import annotations

import json
import logging
import os
import re
import threading
import time
from collections.abc import Sequence
from typing import Any

import httpx
from semnet.graph import secrets
from semnet.graph.judge.base import (
    JudgeError,
    Judgement,
    JudgeReplyError,
    Stance,
    Statement,
    Verdict,
)
from semnet.graph.judge.config import LLMSettings

log = logging.getLogger("semnet.judge.llm")

_LANG_NAMES = {
    "en": "English",
    "ru": "русском языке",
    "fr": "français",
    "de": "Deutsch",
    "es": "español",
}

# The stance prompt, per language. The stance words stay in English in every
# language so that one parser reads every reply.
_RELATE_SYSTEM = {
    "en": (
        "You relate a CLAIM from a writer's manuscript to numbered PASSAGES. For each passage "
        "give its stance toward the claim: CONTRADICTS (they cannot both be true), TENSION "
        "(they sit uneasily together), QUALIFIES (it says the same with a restriction of time, "
        "place or condition), AGREES (it says the same), SILENT (it says nothing relevant). "
        "A paraphrase or a translation of the claim AGREES; it does not contradict. A statement "
        "may hold only for a period, written [from:: DATE], [until:: DATE] (inclusive) or "
        "[when:: DATE .. DATE] and repeated after it as 'period: …': two statements whose "
        "periods do not overlap never contradict. Judge from the passages; you may use common "
        "knowledge only for what names refer to and what contains what (a city is in its "
        "country, Wien is Vienna), never for other facts. Reply with JSON only, one entry per "
        'passage: {"judgements": [{"n": 1, "stance": "CONTRADICTS", "reason": "…", '
        '"confidence": 0.8}]}. Keep the stance words in English; write the reasons in English.'
    ),
    "ru": (
        "Ты сопоставляешь УТВЕРЖДЕНИЕ из рукописи писателя с пронумерованными ФРАГМЕНТАМИ. Для "
        "каждого фрагмента укажи его отношение к утверждению: CONTRADICTS (оба не могут быть "
        "верны), TENSION (плохо согласуются), QUALIFIES (говорит то же с ограничением по "
        "времени, месту или условию), AGREES (говорит то же), SILENT (ничего не говорит по "
        "существу). Пересказ или перевод утверждения — это AGREES, а не противоречие. "
        "Утверждение может быть верно только в течение срока, записанного как [from:: ДАТА] "
        "(с), [until:: ДАТА] (по, включительно) или [when:: ДАТА .. ДАТА] и повторённого после "
        "него как 'period: …': утверждения, сроки которых не пересекаются, не противоречат "
        "друг другу. Суди по фрагментам; общеизвестные сведения можно использовать только о "
        "том, что обозначают названия и что в чём находится (город — в своей стране, Wien — "
        "это Вена), но не о других фактах. Ответь только JSON, по одной записи на фрагмент: "
        '{"judgements": [{"n": 1, "stance": "CONTRADICTS", "reason": "…", "confidence": 0.8}]}. '
        "Слова отношения оставь по-английски; объяснения пиши на русском языке."
    ),
    "fr": (
        "Tu mets en relation une AFFIRMATION du manuscrit d'un écrivain avec des PASSAGES "
        "numérotés. Pour chaque passage, donne sa position envers l'affirmation : CONTRADICTS "
        "(les deux ne peuvent être vrais), TENSION (ils s'accordent mal), QUALIFIES (il dit la "
        "même chose avec une restriction de temps, de lieu ou de condition), AGREES (il dit la "
        "même chose), SILENT (il ne dit rien de pertinent). Une paraphrase ou une traduction de "
        "l'affirmation est AGREES, pas une contradiction. Une affirmation peut ne valoir que "
        "pour une période, écrite [from:: DATE] (à partir de), [until:: DATE] (jusqu'à, "
        "inclus) ou [when:: DATE .. DATE] et répétée ensuite sous la forme 'period: …' : deux "
        "affirmations dont les périodes ne se chevauchent pas ne se contredisent jamais. Juge "
        "d'après les passages ; tu peux utiliser les connaissances communes seulement pour ce "
        "que désignent les noms et ce qui contient quoi (une ville est dans son pays, Wien est "
        "Vienne), jamais pour d'autres faits. Réponds uniquement en JSON, une entrée par "
        'passage : {"judgements": [{"n": 1, "stance": "CONTRADICTS", "reason": "…", '
        '"confidence": 0.8}]}. Garde les mots de position en anglais ; écris les raisons en '
        "français."
    ),
    "de": (
        "Du setzt eine BEHAUPTUNG aus dem Manuskript eines Autors zu nummerierten PASSAGEN in "
        "Beziehung. Gib für jede Passage ihre Haltung zur Behauptung an: CONTRADICTS (beide "
        "können nicht wahr sein), TENSION (sie passen schlecht zusammen), QUALIFIES (sagt "
        "dasselbe mit einer Einschränkung nach Zeit, Ort oder Bedingung), AGREES (sagt "
        "dasselbe), SILENT (sagt nichts Relevantes). Eine Umschreibung oder Übersetzung der "
        "Behauptung ist AGREES, kein Widerspruch. Eine Aussage kann nur für einen Zeitraum "
        "gelten, geschrieben als [from:: DATUM] (ab), [until:: DATUM] (bis einschließlich) "
        "oder [when:: DATUM .. DATUM] und danach als 'period: …' wiederholt: Aussagen, deren "
        "Zeiträume sich nicht überschneiden, widersprechen einander nie. Urteile nach den "
        "Passagen; Allgemeinwissen darfst du nur dafür nutzen, was Namen bezeichnen und was in "
        "was liegt (eine Stadt liegt in ihrem Land, Wien ist Vienna), nie für andere Tatsachen. "
        'Antworte nur mit JSON, ein Eintrag pro Passage: {"judgements": [{"n": 1, "stance": '
        '"CONTRADICTS", "reason": "…", "confidence": 0.8}]}. Lass die Haltungswörter auf '
        "Englisch; schreibe die Begründungen auf Deutsch."
    ),
    "es": (
        "Relacionas una AFIRMACIÓN del manuscrito de un escritor con PASAJES numerados. Para "
        "cada pasaje indica su postura ante la afirmación: CONTRADICTS (no pueden ser ciertos "
        "a la vez), TENSION (encajan mal), QUALIFIES (dice lo mismo con una restricción de "
        "tiempo, lugar o condición), AGREES (dice lo mismo), SILENT (no dice nada relevante). "
        "Una paráfrasis o una traducción de la afirmación es AGREES, no una contradicción. Una "
        "afirmación puede valer solo durante un periodo, escrito [from:: FECHA] (desde), "
        "[until:: FECHA] (hasta, inclusive) o [when:: FECHA .. FECHA] y repetido después como "
        "'period: …': dos afirmaciones cuyos periodos no se solapan nunca se contradicen. "
        "Juzga a partir de los pasajes; puedes usar conocimientos comunes solo para lo que "
        "designan los nombres y qué contiene qué (una ciudad está en su país, Wien es Viena), "
        "nunca para otros hechos. Responde solo con JSON, una entrada por pasaje: "
        '{"judgements": [{"n": 1, "stance": "CONTRADICTS", "reason": "…", "confidence": 0.8}]}. '
        "Mantén las palabras de postura en inglés; escribe las razones en español."
    ),
}

_FACTCHECK_SYSTEM = {
    "en": (
        "You fact-check a FACT from a writer's reference notes, using the numbered PASSAGES "
        "and what is generally known. Grade it ACCURATE, DUBIOUS or INACCURATE. Reply with "
        'JSON only: {"level": "DUBIOUS", "reason": "…", "confidence": 0.7}. Keep the grade in '
        "English; write the reason in English."
    ),
    "ru": (
        "Ты проверяешь ФАКТ из заметок писателя по пронумерованным ФРАГМЕНТАМ и общеизвестным "
        "сведениям. Оцени его как ACCURATE, DUBIOUS или INACCURATE. Ответь только JSON: "
        '{"level": "DUBIOUS", "reason": "…", "confidence": 0.7}. Оценку оставь по-английски; '
        "объяснение пиши на русском языке."
    ),
    "fr": (
        "Tu vérifies un FAIT des notes d'un écrivain à l'aide des PASSAGES numérotés et de ce "
        "qui est communément connu. Note-le ACCURATE, DUBIOUS ou INACCURATE. Réponds uniquement "
        'en JSON : {"level": "DUBIOUS", "reason": "…", "confidence": 0.7}. Garde la note en '
        "anglais ; écris la raison en français."
    ),
    "de": (
        "Du prüfst eine TATSACHE aus den Notizen eines Autors anhand der nummerierten PASSAGEN "
        "und des allgemein Bekannten. Bewerte sie als ACCURATE, DUBIOUS oder INACCURATE. "
        'Antworte nur mit JSON: {"level": "DUBIOUS", "reason": "…", "confidence": 0.7}. Lass '
        "die Bewertung auf Englisch; schreibe die Begründung auf Deutsch."
    ),
    "es": (
        "Verificas un HECHO de las notas de un escritor con los PASAJES numerados y lo que se "
        "sabe en general. Califícalo como ACCURATE, DUBIOUS o INACCURATE. Responde solo con "
        'JSON: {"level": "DUBIOUS", "reason": "…", "confidence": 0.7}. Mantén la calificación '
        "en inglés; escribe la razón en español."
    ),
}

_LABELS = {
    "en": ("Claim", "Passages", "Fact"),
    "ru": ("Утверждение", "Фрагменты", "Факт"),
    "fr": ("Affirmation", "Passages", "Fait"),
    "de": ("Behauptung", "Passagen", "Tatsache"),
    "es": ("Afirmación", "Pasajes", "Hecho"),
}

_LEVEL_WORDS = {
    "accurate": "accurate",
    "dubious": "dubious",
    "inaccurate": "inaccurate",
    "plausible": "accurate",
    "odd": "dubious",
    "incoherent": "inaccurate",
}

_PASSAGE_CHARS = 1200


def prompt_language(lang: str | None) -> str:
    return lang if lang in _RELATE_SYSTEM else "en"


def period_text(s: Statement) -> str:
    """A statement's period as the prompt shows it: "period: from 1900-01-01
    until 1905-06-30" (both ends inclusive), or "" when it has none."""
    if s.period is None or (s.period[0] is None and s.period[1] is None):
        return ""
    from semnet.graph.model import from_micros

    parts = []
    if s.period[0] is not None:
        start = from_micros(s.period[0])
        parts.append(f"from {start.date().isoformat()}" if start else "")
    if s.period[1] is not None:
        end = from_micros(s.period[1] - 1)
        parts.append(f"until {end.date().isoformat()}" if end else "")
    return "period: " + " ".join(p for p in parts if p)


def _with_period(s: Statement, text: str) -> str:
    period = period_text(s)
    return f"{text} ({period})" if period else text


def relate_messages(subject: Statement, candidates: Sequence[Statement]) -> list[dict[str, str]]:
    lang = prompt_language(subject.lang)
    claim, passages, _ = _LABELS[lang]
    body = [f"{claim}:", _with_period(subject, subject.text.strip()), "", f"{passages}:"]
    for i, c in enumerate(candidates, start=1):
        text = " ".join(c.text.split())[:_PASSAGE_CHARS]
        body.append(f"{i}. [{c.location}] {_with_period(c, text)}")
    return [
        {"role": "system", "content": _RELATE_SYSTEM[lang]},
        {"role": "user", "content": "\n".join(body)},
    ]


def factcheck_messages(fact: Statement, evidence: Sequence[Statement]) -> list[dict[str, str]]:
    lang = prompt_language(fact.lang)
    _, passages, label = _LABELS[lang]
    body = [f"{label}:", fact.text.strip()]
    if evidence:
        body += ["", f"{passages}:"]
        for i, c in enumerate(evidence, start=1):
            body.append(f"{i}. [{c.location}] {' '.join(c.text.split())[:_PASSAGE_CHARS]}")
    return [
        {"role": "system", "content": _FACTCHECK_SYSTEM[lang]},
        {"role": "user", "content": "\n".join(body)},
    ]


# --------------------------------------------------------------------------- parsing

_FENCE = re.compile(r"^\s*```[a-zA-Z]*\s*\n?(.*?)\n?```\s*$", re.S)
_LINE = re.compile(
    r"^\s*(?:[-*•]\s*)?(?:\*\*)?\s*(\d{1,3})\s*[.):]\s*(?:\*\*)?\s*([A-Za-z_]+)\b\**\s*"
    r"(?:(?:—|–|-{1,2}|:)\s*(.*))?$"
)
_VERDICT_LINE = re.compile(
    r"^\s*(?:[-*•]\s*)?(?:\d{1,3}\s*[.):]\s*)?\**\s*([A-Za-z]+)\b\**\s*(?:(?:—|–|-{1,2}|:)\s*(.*))?$"
)


def _load_json(text: str) -> Any:
    t = text.strip()
    m = _FENCE.match(t)
    if m:
        t = m.group(1).strip()
    try:
        return json.loads(t)
    except ValueError:
        pass
    for open_c, close_c in (("{", "}"), ("[", "]")):
        a, b = t.find(open_c), t.rfind(close_c)
        if a != -1 and b > a:
            try:
                return json.loads(t[a : b + 1])
            except ValueError:
                continue
    return None


def _confidence(raw: Any, where: str) -> float:
    if raw is None:
        return 0.6
    try:
        c = float(raw)
    except (TypeError, ValueError):
        raise JudgeReplyError(f"{where}: confidence {raw!r} is not a number") from None
    if 1.0 < c <= 100.0:
        c /= 100.0
    if not 0.0 <= c <= 1.0:
        raise JudgeReplyError(f"{where}: confidence {raw!r} is outside 0..1")
    return c


def _first(d: dict[str, Any], *keys: str) -> Any:
    for k in keys:
        if k in d:
            return d[k]
    return None


def parse_relate_reply(text: str, candidates: Sequence[Statement], model: str) -> list[Judgement]:
    """One judgement per candidate (silent for those the reply leaves out)."""
    n = len(candidates)
    found: dict[int, tuple[Stance, str, float]] = {}
    data = _load_json(text)
    if data is not None:
        entries = data
        if isinstance(data, dict):
            entries = _first(data, "judgements", "judgments", "results", "relations", "passages")
            if entries is None and ("stance" in data or "relation" in data):
                entries = [data]
        if not isinstance(entries, list):
            raise JudgeReplyError("the JSON reply has no list of judgements")
        for i, e in enumerate(entries, start=1):
            where = f"judgement {i}"
            if not isinstance(e, dict):
                raise JudgeReplyError(f"{where} is not an object")
            idx = _first(e, "n", "index", "passage", "candidate", "id", "source")
            try:
                k = int(str(idx).strip().lstrip("#")) if idx is not None else i
            except ValueError:
                raise JudgeReplyError(f"{where}: passage number {idx!r} is not a number") from None
            if not 1 <= k <= n:
                raise JudgeReplyError(f"{where}: passage {k} is not one of 1..{n}")
            if k in found:
                raise JudgeReplyError(f"{where}: passage {k} is judged twice")
            word = _first(e, "stance", "relation", "label", "verdict")
            stance = Stance.parse(str(word)) if word is not None else None
            if stance is None:
                raise JudgeReplyError(f"{where}: unknown stance {word!r}")
            reason = str(_first(e, "reason", "why", "explanation") or "").strip()
            found[k] = (stance, reason, _confidence(e.get("confidence"), where))
    else:
        for line in text.splitlines():
            m = _LINE.match(line)
            if m is None:
                continue
            k = int(m.group(1))
            stance = Stance.parse(m.group(2))
            if stance is None or not 1 <= k <= n or k in found:
                continue
            found[k] = (stance, (m.group(3) or "").strip(), 0.6)
        if not found:
            snippet = " ".join(text.split())[:160]
            raise JudgeReplyError(
                "the reply is neither the JSON asked for nor `N. STANCE — reason` lines: "
                f"{snippet!r}"
            )
    out = []
    for i, c in enumerate(candidates, start=1):
        stance, reason, conf = found.get(i, (Stance.SILENT, "", 0.0))
        out.append(
            Judgement(candidate=c.ref, stance=stance, reason=reason, confidence=conf, model=model)
        )
    return out


def parse_verdict_reply(text: str, model: str) -> Verdict:
    data = _load_json(text)
    if isinstance(data, list) and len(data) == 1:
        data = data[0]
    if isinstance(data, dict):
        word = _first(data, "level", "verdict", "grade")
        level = _LEVEL_WORDS.get(str(word).strip().lower()) if word is not None else None
        if level is None:
            raise JudgeReplyError(f"unknown verdict {word!r}")
        reason = str(_first(data, "reason", "why", "explanation") or "").strip()
        conf = _confidence(data.get("confidence"), "the verdict")
        return Verdict(level=level, reason=reason, confidence=conf, model=model)  # type: ignore[arg-type]
    for line in text.splitlines():
        m = _VERDICT_LINE.match(line)
        if m is None:
            continue
        level = _LEVEL_WORDS.get(m.group(1).lower())
        if level is not None:
            return Verdict(
                level=level,  # type: ignore[arg-type]
                reason=(m.group(2) or "").strip(),
                confidence=0.6,
                model=model,
            )
    snippet = " ".join(text.split())[:160]
    raise JudgeReplyError(
        f"the reply is neither the JSON asked for nor an `ACCURATE — reason` line: {snippet!r}"
    )


# --------------------------------------------------------------------------- cost


class CostCounter:
    """Requests and tokens of one judge, and their estimated price. Informs only."""

    def __init__(
        self, price_in: float = 0.0, price_out: float = 0.0, warn_at: float | None = None
    ) -> None:
        self.price_in = price_in
        self.price_out = price_out
        self.warn_at = warn_at
        self.requests = 0
        self.prompt_tokens = 0
        self.completion_tokens = 0
        self.estimated = False
        self._warned = False
        self._lock = threading.Lock()

    @property
    def cost(self) -> float:
        return (
            self.prompt_tokens * self.price_in + self.completion_tokens * self.price_out
        ) / 1000.0

    def add(self, usage: Any, prompt: str, completion: str) -> None:
        with self._lock:
            self.requests += 1
            if isinstance(usage, dict) and isinstance(usage.get("prompt_tokens"), int):
                self.prompt_tokens += int(usage["prompt_tokens"])
                self.completion_tokens += int(usage.get("completion_tokens") or 0)
            else:
                # about four characters a token
                self.estimated = True
                self.prompt_tokens += max(1, len(prompt) // 4)
                self.completion_tokens += max(1, len(completion) // 4)
            if self.warn_at is not None and not self._warned and self.cost > self.warn_at:
                self._warned = True
                log.warning(
                    "llm judge: estimated cost %.4f has passed cost_warn %.4f (not stopping)",
                    self.cost,
                    self.warn_at,
                )

    def snapshot(self) -> dict[str, Any]:
        return {
            "requests": self.requests,
            "prompt_tokens": self.prompt_tokens,
            "completion_tokens": self.completion_tokens,
            "estimated": self.estimated,
            "cost": round(self.cost, 6),
        }


# --------------------------------------------------------------------------- the judge


class _Retry(Exception):
    pass


class LLMJudge:
    """The llm judge over one chat-completions endpoint."""

    deterministic = False

    def __init__(
        self,
        settings: LLMSettings,
        *,
        transport: httpx.BaseTransport | None = None,
        sleep: Any = time.sleep,
    ) -> None:
        self.settings = settings
        self.cost = CostCounter(
            settings.price_input_per_1k, settings.price_output_per_1k, settings.cost_warn
        )
        self._transport = transport
        self._sleep = sleep

    def __repr__(self) -> str:
        return f"LLMJudge(base_url={self.settings.base_url!r}, model={self.settings.model!r})"

    @property
    def model(self) -> str:
        return f"llm:{self.settings.model}"

    @property
    def url(self) -> str:
        return self.settings.base_url.rstrip("/") + "/chat/completions"

    def _key(self) -> str | None:
        """The key, checked before it is used (and scrubbed from everything
        from then on: `semnet.graph.secrets`)."""
        name = self.settings.api_key_env
        if not name:
            return None
        value = os.environ.get(name)
        if not value or not value.strip():
            return None
        secrets.remember(value.strip())
        try:
            return secrets.check_key(value, f"${name}")
        except secrets.BadKey as exc:
            raise JudgeError(f"{exc}; set a valid key") from None

    def _scrub(self, text: str) -> str:
        return secrets.scrub(text)

    def _fail(self, message: str) -> JudgeError:
        return JudgeError(self._scrub(message))

    def chat(self, messages: list[dict[str, str]], parse: Any) -> Any:
        """POST the messages, parse the reply with `parse(text)`; retry what can
        be retried. Raises `JudgeError` with a message naming the endpoint."""
        s = self.settings
        payload: dict[str, Any] = {
            "model": s.model,
            "messages": messages,
            "temperature": s.temperature,
            "stream": False,
        }
        if s.json_mode:
            payload["response_format"] = {"type": "json_object"}
        headers = {"Content-Type": "application/json", "Accept": "application/json"}
        key = self._key()
        if key:
            headers["Authorization"] = f"Bearer {key}"
        attempts = 1 + s.retries
        last = ""
        prompt_text = "".join(m["content"] for m in messages)
        with httpx.Client(timeout=httpx.Timeout(s.timeout), transport=self._transport) as client:
            for attempt in range(1, attempts + 1):
                log.debug("llm judge: POST %s model=%s attempt %d", self.url, s.model, attempt)
                try:
                    text, usage = self._once(client, payload, headers)
                    self.cost.add(usage, prompt_text, text)
                    try:
                        # An endpoint that echoes the key must not get it stored (reasons).
                        return parse(self._scrub(text))
                    except JudgeReplyError as exc:
                        raise _Retry(f"unusable reply: {exc}") from None
                except _Retry as exc:
                    last = str(exc)
                if attempt < attempts:
                    delay = s.backoff * (2 ** (attempt - 1))
                    log.warning(
                        "llm judge: %s; retrying (%d/%d)",
                        self._scrub(last),
                        attempt,
                        attempts - 1,
                    )
                    if delay > 0:
                        self._sleep(delay)
        raise self._fail(
            f"the llm judge at {self.url} (model {s.model}) failed after {attempts} "
            f"attempt{'s' if attempts != 1 else ''}: {last}"
        )

    def _once(
        self, client: httpx.Client, payload: dict[str, Any], headers: dict[str, str]
    ) -> tuple[str, Any]:
        s = self.settings
        try:
            resp = client.post(self.url, json=payload, headers=headers)
        except httpx.TimeoutException:
            raise _Retry(f"no answer within {s.timeout:g} s (timeout)") from None
        except httpx.TransportError as exc:
            raise _Retry(f"cannot reach the server: {type(exc).__name__}: {exc}") from None
        if resp.status_code == 429 or resp.status_code >= 500:
            raise _Retry(f"HTTP {resp.status_code}: {_snippet(resp.text)}")
        if resp.status_code >= 400:
            hint = ""
            if resp.status_code in (401, 403):
                hint = f" (check the key in ${s.api_key_env})" if s.api_key_env else ""
            raise self._fail(
                f"the llm judge at {self.url} refused the request: HTTP {resp.status_code}"
                f"{hint}: {_snippet(resp.text)}"
            )
        try:
            data = resp.json()
            content = data["choices"][0]["message"]["content"]
        except (ValueError, KeyError, IndexError, TypeError):
            raise _Retry(f"the response is not a chat completion: {_snippet(resp.text)}") from None
        if not isinstance(content, str):
            raise _Retry("the chat completion has no text content")
        return content, data.get("usage") if isinstance(data, dict) else None

    # -- the Judge protocol -------------------------------------------------

    def judge(self, subject: Statement, candidates: Sequence[Statement]) -> list[Judgement]:
        cands = list(candidates)[: self.settings.max_candidates]
        if not cands:
            return []
        got: list[Judgement] = self.chat(
            relate_messages(subject, cands),
            lambda text: parse_relate_reply(text, cands, self.model),
        )
        return got

    def factcheck(self, fact: Statement, evidence: Sequence[Statement]) -> Verdict | None:
        ev = list(evidence)[: self.settings.max_candidates]
        got: Verdict = self.chat(
            factcheck_messages(fact, ev), lambda text: parse_verdict_reply(text, self.model)
        )
        return got


def _snippet(text: str, n: int = 200) -> str:
    """An error body as it may be shown: cut to `n` characters, then scrubbed."""
    t = " ".join((text or "")[: 4 * n].split())
    return secrets.scrub(t if len(t) <= n else t[: n - 1] + "…")
