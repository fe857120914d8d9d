"""How the judge tests ask the rules judge for one pair's stance and check a
table of cases (imported as `judge_stances`)."""

from __future__ import annotations

from semnet.graph.judge.base import Stance, Statement
from semnet.graph.judge.rules import RulesJudge

Period = tuple[int | None, int | None] | None


def statement(text: str, lang: str, period: Period = None) -> Statement:
    return Statement(ref=f"node:{hash(text)}", id=str(hash(text)), kind="fact", text=text,
                     lang=lang, period=period)  # fmt: skip


class StanceCheck:
    """One judge's answers as strings: a stance's value, `none` when silent,
    and (when `directed`) `qualifies<` when a qualifies b."""

    def __init__(self, judge: RulesJudge, *, directed: bool = True) -> None:
        self.judge = judge
        self.directed = directed

    def stance(
        self,
        a: str,
        b: str,
        la: str,
        lb: str | None = None,
        *,
        pa: Period = None,
        pb: Period = None,
    ) -> str:
        f = self.judge.finding(statement(a, la, pa), statement(b, lb or la, pb))
        if f is None:
            return "none"
        if self.directed and f.stance is Stance.QUALIFIES and f.qualifier == "a":
            return "qualifies<"
        return f.stance.value

    def check(self, cases: list[tuple[str, str, str, str]]) -> None:
        """Each case is (`la` or `la/lb`, a, b, the stance wanted); every wrong
        answer is listed at once."""
        wrong = []
        for lang, a, b, want in cases:
            la, _, lb = lang.partition("/")
            got = self.stance(a, b, la, lb or None)
            if got != want:
                wrong.append((a, b, want, got))
        assert not wrong, wrong
