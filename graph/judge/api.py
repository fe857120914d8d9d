"""The judge requests, over a `GraphAPI`: what `semnet/relate`,
`semnet/factcheck` and the "Mark as …" code action call (the provenance and
verdict groupings are group views: `graph/query/groups.py`), with the same
params/JSON conventions as `graph/query/api.py` (camelCase,
`InvalidQueryError` naming the bad field).

    params                                              result
    semnet/relate     {endpoint, judge?, k?}            RelateResult
    semnet/factcheck  {endpoint, judge?, k?}            FactcheckResult
    (code action)     {endpoint, level, reason?}        MarkResult
    (code action)     {edge}                            TriageResult: promote / dismiss
                                                        (`graph/judge/triage.py`)

`endpoint` is an `EndpointParam` (`{"ref": …}` or `{"textDocument", "position"}`).
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field
from semnet.graph.errors import InvalidQueryError
from semnet.graph.judge.base import Judge
from semnet.graph.judge.config import JudgeSettings, LLMSettings, load_judge_settings
from semnet.graph.judge.embed import VectorIndex, vector_index_for
from semnet.graph.judge.persist import (
    FactcheckResult,
    JudgeCall,
    MarkResult,
    RelateResult,
    plan_relate,
    store_relate,
)
from semnet.graph.judge.rules import RulesJudge
from semnet.graph.judge.triage import TriageResult, triage
from semnet.graph.judge.verdicts import GRADE_LEVELS, mark, plan_factcheck, store_factcheck
from semnet.graph.query.api import GraphAPI
from semnet.graph.query.params import EndpointParam, Params, validate_params
from semnet.graph.store.edge_store import EdgeStore

JudgeName = Literal["rules", "llm"]


class RelateParams(Params):
    endpoint: EndpointParam
    judge: JudgeName | None = None
    k: int | None = Field(default=None, ge=0, le=100)


class FactcheckParams(Params):
    endpoint: EndpointParam
    judge: JudgeName | None = None
    k: int | None = Field(default=None, ge=0, le=100)


class MarkParams(Params):
    endpoint: EndpointParam
    level: Literal["accurate", "dubious", "inaccurate"]
    reason: str | None = None


class EdgeParams(Params):
    edge: str


def make_judge(
    name: str | None,
    store: EdgeStore,
    settings: JudgeSettings | None = None,
    *,
    llm: LLMSettings | None = None,
) -> Judge:
    """The judge called `name` ("rules" or "llm"; None: the configured one)."""
    settings = settings or JudgeSettings()
    which = name or settings.backend
    if which == "rules":
        return RulesJudge.for_store(store)
    if which == "llm":
        from semnet.graph.judge.llm import LLMJudge

        return LLMJudge(llm or settings.llm)
    raise InvalidQueryError(f"unknown judge {which!r}; use rules or llm")


class JudgeAPI:
    """The judge requests of one workspace."""

    def __init__(self, api: GraphAPI, settings: JudgeSettings | None = None) -> None:
        self.api = api
        self.store = api.store
        self.settings = settings if settings is not None else load_judge_settings(api.root)
        self.store.dismissal_cooldown = self.settings.cooldown_micros()
        self._vectors: VectorIndex | None = None
        self._vectors_gen = -1

    def vectors(self) -> VectorIndex | None:
        """The similarity index (None when `embedding = "none"`), synced lazily."""
        if self.settings.embedding == "none":
            return None
        if self._vectors is None or self._vectors_gen != self.store.generation:
            self._vectors = vector_index_for(self.store, self.settings.embedding)
            self._vectors_gen = self.store.generation
        return self._vectors

    def _judge_and_vectors(self, name: str | None) -> tuple[Judge, VectorIndex | None]:
        judge = make_judge(name, self.store, self.settings)
        # The rules judge compares only statements about the same subject:
        # similarity adds nothing it could prove.
        vectors = None if isinstance(judge, RulesJudge) else self.vectors()
        return judge, vectors

    def relate(self, raw: Any, *, judge: Judge | None = None) -> RelateResult:
        call = self.plan("relate", raw, judge=judge)
        return store_relate(self.store, call, call.ask())

    def factcheck(self, raw: Any, *, judge: Judge | None = None) -> FactcheckResult:
        call = self.plan("factcheck", raw, judge=judge)
        return store_factcheck(self.store, call, call.ask())

    def plan(self, method: str, raw: Any, *, judge: Judge | None = None) -> JudgeCall:
        """A `relate` or `factcheck` request planned against the store; its
        `ask()` (the judge, maybe over the network) needs no store, and
        `finish` stores the answer in one short run."""
        model = RelateParams if method == "relate" else FactcheckParams
        p: RelateParams | FactcheckParams = validate_params(model, raw)
        ref = self.api.resolve(p.endpoint)
        if judge is None:
            judge, vectors = self._judge_and_vectors(p.judge)
        else:
            vectors = None if isinstance(judge, RulesJudge) else self.vectors()
        k = self.settings.candidates if p.k is None else p.k
        if method == "relate":
            return plan_relate(self.store, ref, judge, k=k, vectors=vectors)
        return plan_factcheck(self.store, ref, judge, k=k, vectors=vectors)

    def finish(self, call: JudgeCall, answer: Any) -> RelateResult | FactcheckResult:
        """Store the judge's answer to a planned call."""
        if call.kind == "relate":
            return store_relate(self.store, call, answer)
        return store_factcheck(self.store, call, answer)

    def mark(self, raw: Any) -> MarkResult:
        p: MarkParams = validate_params(MarkParams, raw)
        ref = self.api.resolve(p.endpoint)
        assert p.level in GRADE_LEVELS
        return mark(self.store, ref, p.level, reason=p.reason)

    def promote(self, raw: Any) -> TriageResult:
        p: EdgeParams = validate_params(EdgeParams, raw)
        return triage(self.store, "promote", [p.edge], request="promote")

    def dismiss(self, raw: Any) -> TriageResult:
        p: EdgeParams = validate_params(EdgeParams, raw)
        return triage(self.store, "dismiss", [p.edge], request="dismiss")
