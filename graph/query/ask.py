"""`semnet graph ask "QUESTION"` and `semnet/ask`: the llm judge's endpoint
answers a question about the manuscript by walking the graph.

The walk:

1. The `k` statements nearest the question (the embedding index; without
   one, those sharing the most words with it) are the starting context: for
   each, its grounding (`graph/query/grounding.py`), labelled with its ref.
2. The model replies with JSON only, one of

       {"neighbors": ["node:…", "work:…"]}          see what the graph ties to these
       {"answer": "…", "refs": ["node:…", …]}       the answer and what it rests on

   A `neighbors` request (at most 5 refs) is answered with each ref's edges
   (kind, direction, the other end's title) and the grounding of statements
   not shown yet; at most `steps` requests are answered. After the last, the
   model is told to answer; a model that asks again gets an `AskError`.
3. The answer's refs are kept if they were shown to the model (anything else
   is listed in `unknownRefs`, not linked), as endpoints with their file and
   range, so an editor can link them.

A reply that is not that JSON is retried like any judge reply
(`[judge.llm] retries`) and then fails with a `JudgeError` naming the
endpoint. Nothing is written to the store.
"""

from __future__ import annotations

import json
import re
from typing import Any

from pydantic import Field
from semnet.graph.errors import NotFoundError, SemnetError
from semnet.graph.judge.base import JudgeError, JudgeReplyError
from semnet.graph.model import node_ref, split_ref
from semnet.graph.query.api import Params, validate_params
from semnet.graph.query.traverse import iter_neighbors
from semnet.graph.query.views import EndpointInfo, Wire, endpoint_info

__all__ = ["AskError", "AskParams", "AskResult", "ask", "parse_ask_reply"]

MAX_REFS_PER_STEP = 5
EDGES_PER_REF = 12
_TEXT_CHARS = 300

SYSTEM = (
    "You answer a question about a writer's manuscript from a graph of it: paragraphs, facts, "
    "characters, places, sources, works and word senses, each named by a ref such as "
    "node:…, work:…, sense:…. Use only the context given, not outside knowledge. Reply with "
    'JSON only, one of: {{"neighbors": ["<ref>", ...]}} to see what the graph ties to up to '
    '{per} refs (you may ask this at most {steps} times), or {{"answer": "<your answer>", '
    '"refs": ["<ref>", ...]}} with the refs of the context your answer rests on. If the '
    "context does not answer the question, say so in the answer. Write the answer in the "
    "language of the question."
)


class AskError(JudgeError):
    """The model did not answer within its steps."""


class AskParams(Params):
    question: str = Field(min_length=1, max_length=4000)
    k: int = Field(default=6, ge=1, le=30)
    steps: int = Field(default=3, ge=0, le=10)
    budget: int = Field(default=800, ge=80, le=4000)  # characters of grounding per statement


class AskStep(Wire):
    requested: list[str]
    shown: list[str]  # refs shown for the first time in the answer to it
    refused: bool = False  # asked after the last step: told to answer instead


class AskResult(Wire):
    question: str
    answer: str
    refs: list[EndpointInfo]
    unknown_refs: list[str] = Field(default_factory=list)
    start: list[str]  # the statements the walk began from
    steps: list[AskStep]
    model: str
    cost: dict[str, Any] | None = None


# --------------------------------------------------------------------------- the reply

_FENCE = re.compile(r"^\s*```[a-zA-Z]*\s*\n?(.*?)\n?```\s*$", re.S)


def _json_of(text: str) -> Any:
    t = text.strip()
    m = _FENCE.match(t)
    if m:
        t = m.group(1).strip()
    try:
        return json.loads(t)
    except ValueError:
        a, b = t.find("{"), t.rfind("}")
        if a != -1 and b > a:
            try:
                return json.loads(t[a : b + 1])
            except ValueError:
                return None
    return None


def parse_ask_reply(text: str) -> tuple[str, Any]:
    """("neighbors", [refs]) or ("answer", (text, [refs])); `JudgeReplyError` otherwise."""
    data = _json_of(text)
    if not isinstance(data, dict):
        snippet = " ".join(text.split())[:160]
        raise JudgeReplyError(f"the reply is not the JSON object asked for: {snippet!r}")
    if isinstance(data.get("answer"), str) and data["answer"].strip():
        refs = data.get("refs", [])
        if not isinstance(refs, list) or not all(isinstance(r, str) for r in refs):
            raise JudgeReplyError("'refs' must be a list of refs")
        return "answer", (data["answer"].strip(), refs)
    asked = data.get("neighbors", data.get("neighbours"))
    if isinstance(asked, list) and asked and all(isinstance(r, str) for r in asked):
        return "neighbors", asked
    raise JudgeReplyError(
        'the reply has neither a non-empty "answer" nor a list of "neighbors": '
        + " ".join(text.split())[:160]
    )


# --------------------------------------------------------------------------- context


def _clip(text: str, n: int) -> str:
    t = " ".join(text.split())
    return t if len(t) <= n else t[: n - 1] + "…"


class _Walk:
    """What has been shown to the model, and how to describe more."""

    def __init__(self, api: Any, budget: int) -> None:
        self.api = api
        self.budget = budget
        self.shown: dict[str, None] = {}

    def title(self, ref: str) -> str:
        info = endpoint_info(ref, self.api.store.nodes)
        return _clip(info.title or ref, 80)

    def statement(self, ref: str) -> str:
        """A statement's grounding (its text, when it has none)."""
        from semnet.graph.query.grounding import grounding

        self.shown[ref] = None
        try:
            prose = grounding(self.api, {"endpoint": {"ref": ref}, "budget": self.budget}).prose
        except SemnetError:
            node = self.api.store.nodes.get(split_ref(ref)[1])
            prose = _clip((node.text if node else None) or self.title(ref), self.budget)
        return f"[{ref}]\n{prose}"

    def neighbours(self, refs: list[str]) -> tuple[str, list[str]]:
        lines: list[str] = []
        new: list[str] = []
        for raw in refs[:MAX_REFS_PER_STEP]:
            try:
                ref = self.api.resolve(raw)
            except SemnetError as exc:
                lines.append(f"[{raw}]: {exc}")
                continue
            self.shown[ref] = None
            hops = list(iter_neighbors(self.api.store.index, ref))[:EDGES_PER_REF]
            lines.append(f"[{ref}] {self.title(ref)}: {len(hops)} edge(s)")
            for hop in hops:
                arrow = {"out": "->", "in": "<-"}.get(hop.direction, "--")
                other = hop.other
                lines.append(f"  {arrow} {hop.edge.kind} [{other}] {self.title(other)}")
                if other not in self.shown:
                    new.append(other)
                    self.shown[other] = None
        for other in new:
            kind, addr = split_ref(other)
            node = self.api.store.nodes.get(addr) if kind == "node" else None
            if node is not None and node.kind in ("paragraph", "fact") and node.text:
                lines.append(f"[{other}] {_clip(node.text, _TEXT_CHARS)}")
        return "\n".join(lines), new


def _start(judges: Any, question: str, k: int) -> list[str]:
    """The statements nearest the question."""
    vectors = judges.vectors()
    if vectors is not None:
        return [node_ref(nid) for nid, _ in vectors.similar_text(question, k)]
    words = set(re.findall(r"\w{3,}", question.casefold()))
    scored = []
    for n in judges.store.nodes.values():
        if n.kind in ("paragraph", "fact") and n.text:
            overlap = len(words & set(re.findall(r"\w{3,}", n.text.casefold())))
            if overlap:
                scored.append((-overlap, n.uri or "", n.start_line or 0, n.id))
    return [node_ref(s[3]) for s in sorted(scored)[:k]]


# --------------------------------------------------------------------------- ask


def ask(judges: Any, raw: Any, *, llm: Any = None) -> AskResult:
    """Answer `question` by walking the graph with the llm judge (`judges`: a
    `JudgeAPI`; `llm`: an `LLMJudge` to use instead of the configured one)."""
    from semnet.graph.judge.llm import LLMJudge

    p: AskParams = validate_params(AskParams, raw)
    api = judges.api
    model = llm or LLMJudge(judges.settings.llm)
    start = _start(judges, p.question, p.k)
    if not start:
        raise NotFoundError("no paragraph or fact to start from: is the workspace indexed?")
    walk = _Walk(api, p.budget)
    context = "\n\n".join(walk.statement(r) for r in start)
    messages = [
        {"role": "system", "content": SYSTEM.format(per=MAX_REFS_PER_STEP, steps=p.steps)},
        {"role": "user", "content": f"Question: {p.question}\n\nContext:\n{context}"},
    ]
    steps: list[AskStep] = []
    used, told = 0, False
    while True:
        kind, value = model.chat(messages, parse_ask_reply)
        if kind == "answer":
            answer, refs = value
            return _result(p, api, walk, start, steps, answer, refs, model)
        if told:
            raise AskError(
                f"the model at {model.url} asked for neighbours again after its {p.steps} "
                "step(s), the limit, and being told to answer; no answer"
            )
        messages.append({"role": "assistant", "content": json.dumps({"neighbors": value})})
        if used >= p.steps:
            steps.append(AskStep(requested=list(value), shown=[], refused=True))
            messages.append({"role": "user", "content": _ANSWER_NOW})
            told = True
            continue
        text, new = walk.neighbours(list(value))
        used += 1
        steps.append(AskStep(requested=list(value), shown=new))
        left = p.steps - used
        tail = (
            f"(You may ask for neighbours {left} more time(s).)"
            if left
            else "(No more neighbour requests: answer next.)"
        )
        messages.append({"role": "user", "content": f"Neighbours:\n{text}\n\n{tail}"})


_ANSWER_NOW = (
    'You have no neighbour requests left. Answer now, as {"answer": "…", "refs": [...]}, '
    "from the context you have."
)


def _result(
    p: AskParams,
    api: Any,
    walk: _Walk,
    start: list[str],
    steps: list[AskStep],
    answer: str,
    refs: list[str],
    model: Any,
) -> AskResult:
    kept: list[EndpointInfo] = []
    unknown: list[str] = []
    for r in dict.fromkeys(refs):
        if r in walk.shown:
            kept.append(api._uri_of(endpoint_info(r, api.store.nodes)))
        else:
            unknown.append(r)
    cost = model.cost.snapshot() if hasattr(model, "cost") else None
    return AskResult(
        question=p.question,
        answer=answer,
        refs=kept,
        unknown_refs=unknown,
        start=start,
        steps=steps,
        model=model.model,
        cost=cost,
    )
