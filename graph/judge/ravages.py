"""What a fire, a flood or a storm did to a building or a bridge: "The 1894
flood swept away the old bridge", "La crue de 1894 emporta le vieux pont",
"the old bridge was carried off by the flood of 1894" say the thing was
lost in that happening (and so ended in its year); "the old bridge survived
the 1894 flood", "resistió la riada de 1894", "überstand das Hochwasser von
1894", "уцелел при пожаре 1887 года" say it was spared. Lost and spared in
one happening contradict; lost twice (or spared twice) agree.

A thing destroyed "by fire" ("durch einen Brand", "par un incendie", "por
el fuego", "пожаром") burned, whichever verb says so: "was destroyed by fire
in 1891" and "burned down in 1887" give two dates of one fire.

The happening is the one `happenings.py` names (by its kind and year, or
the note that describes it); the thing is an entity note other than a
person. No library knows which verbs ruin a thing and which spare it: the
lists below are per language, by lemma (simplemma, pymorphy3).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from semnet.graph.judge import cues, happenings
from semnet.graph.judge.base import Stance
from semnet.graph.judge.cues import words
from semnet.graph.judge.values import make_time

if TYPE_CHECKING:
    from semnet.graph.judge.claims import Claim
    from semnet.graph.judge.compare import Finding
    from semnet.graph.judge.lexical import Read
    from semnet.graph.judge.text import Tok

SLOT = "fate:ravage"
SLOTS = frozenset({SLOT})

# verbs (lemmas and forms) of a happening ruining a thing
_RUIN = {
    "en": words(
        "destroy destroyed gut gutted raze razed "
        "flatten flattened demolish demolished consume consumed engulf engulfed ruin "
        "ruined burn burned burnt burntdown sweptaway washedaway wreck wrecked victim"
    ),
    "de": words(
        "abbrennen abgebrannt niederbrennen niedergebrannt zerstören zerstört zerstörte "
        "vernichten vernichtet vernichtete wegreißen weggerissen riss fortreißen "
        "fortgerissen mitreißen mitgerissen einäschern eingeäschert äscherte verwüsten "
        "verwüstet verwüstete wegspülen weggespült opfer"
    ),
    "fr": words(
        "détruire détruit détruite détruisit emporter emporta emporté emportée ravager "
        "ravagea ravagé ravagée raser rasa rasé rasée anéantir anéantit anéanti "
        "anéantie consumer consuma consumé consumée dévaster dévasta dévasté dévastée "
        "brûler brûla brûlé brûlée victime"
    ),
    "es": words(
        "destruir destruyó destruido destruida arrasar arrasó arrasado arrasada "
        "arrastrar arrastró arrastrado arrastrada consumir consumió consumido "
        "consumida devastar devastó devastado devastada derribar derribó derribado "
        "arder ardió quemar quemó quemado quemada víctima"
    ),
    "ru": words(
        "уничтожить уничтожил уничтожило уничтожила уничтожен уничтожена снести снесло "
        "снесла снёс снес снесен снесён снесена сгореть сгорел сгорела сгорело смыть "
        "смыло смыла смыт смыта разрушить разрушило разрушил разрушила разрушен "
        "разрушена сжечь сожгло сжёг сожжён сожжена спалить спалило унести унесло "
        "унесла жертвой"
    ),
}
# verbs that ruin only with their particle ("swept away", "se llevó")
_CARRY = {"en": words("sweep swept carry carried wash washed"), "es": words("llevar llevó")}
# verbs of a thing coming through a happening whole
_SPARE = {
    "en": words("survive survived withstand withstood escape escaped spare spared"),
    "de": words("überstehen überstand überstanden überleben überlebte überlebt verschonen "
                "verschont verschonte"),
    "fr": words("survivre survécut survécu résister résista résisté échapper échappa échappé "
                "épargner épargna épargné épargnée"),
    "es": words("sobrevivir sobrevivió resistir resistió salvarse salvó respetar respetó "
                "respetado respetada"),
    "ru": words("пережить пережил пережила пережило уцелеть уцелел уцелела уцелело выдержать "
                "выдержал выдержала выдержало устоять устоял устояла пощадить пощадил пощадило "
                "пощадила"),
}  # fmt: skip
# left whole by a happening: "remained intact", "blieb unversehrt", "resta intact"
_WHOLE = {
    "en": words("intact unharmed undamaged unscathed untouched"),
    "de": words("unversehrt unbeschädigt intakt verschont"),
    "fr": words("intact intacte intacts intactes indemne indemnes"),
    "es": words("intacto intacta intactos intactas ileso ilesa indemne"),
    "ru": words("невредим невредима невредимо невредимым невредимой нетронутым нетронутой "
                "нетронут нетронута целым целой"),
}  # fmt: skip
# the past of "brennen", a ruin with its particle only ("brannte nieder", "brannte ab")
_DE_BURNED = words("brannte brannten")
# "by fire", "durch Feuer", "par le feu", "por el fuego", "огнём": the means of a ruin
_FIRE = words("fire fires feuer brand incendie feu incendio fuego")
_RU_FIRE = ("огнем", "огнём", "пожаром")


def _is(toks: list[Tok], i: int, table: dict[str, frozenset[str]], lang: str) -> bool:
    t = toks[i]
    if table is _RUIN and t.is_(_CARRY.get(lang, frozenset())):
        near = toks[i + 1].f if lang == "en" and i + 1 < len(toks) else toks[i - 1].f if i else ""
        return near in ("away", "off", "se")  # "swept away the bridge", "se llevó el puente"
    if table is _RUIN and lang == "de" and t.f in _DE_BURNED:
        return any(u.f in ("nieder", "ab") for u in toks[i + 1 :])  # "brannte 1888 nieder"
    return t.is_word and t.is_(table.get(lang, frozenset()))


def _first(r: Read, table: dict[str, frozenset[str]]) -> int | None:
    """The first word of a ruin or of a sparing; a thing left whole by the
    happening ("blieb beim Brand unversehrt", "sortit indemne de l'incendie")
    is spared, said within six words of its noun ("rebuilt after the fire of
    1888, the mill still stands intact" is not)."""
    toks = r.toks
    got = next((i for i in range(len(toks)) if _is(toks, i, table, r.lang)), None)
    at = happenings.find(toks, r.lang)
    if got is None and table is _SPARE and at is not None:
        whole = _WHOLE.get(r.lang, frozenset())
        near = range(max(0, at[2] - 6), min(len(toks), at[2] + 7))
        got = next((i for i in near if toks[i].is_word and toks[i].f in whole), None)
    return got


def _denied(toks: list[Tok], i: int, lang: str) -> bool:
    neg = cues.NEGATION.get(lang, frozenset())
    return any(t.is_word and t.f in neg for t in toks[max(0, i - 3) : i])


def amend(r: Read, found: list[Claim], added: list[Claim]) -> tuple[list[Claim], list[Claim]]:
    """Lost or spared in a happening; burned when destroyed by fire. A thing
    spared has no end in it ("se salvó del incendio de 1887" is no fire of
    the mill in 1887)."""
    added = added + _by_fire(r, found + added)
    got = happenings.named_in(r.toks, r.lang, r.names) or _burned(r, found + added)
    if got is None:
        return found, added
    hkey, year, kind = got
    ruin = _first(r, _RUIN)
    spare = _first(r, _SPARE)
    if (ruin is None) == (spare is None):
        return found, added  # neither, or both ("burned, but the chapel survived")
    verb = ruin if ruin is not None else spare
    assert verb is not None
    lost = ruin is not None and not _denied(r.toks, verb, r.lang)
    lost = lost if spare is None else _denied(r.toks, verb, r.lang)
    thing = _thing(r, hkey, verb)
    if thing is None:
        return found, added
    key, label = thing
    if not lost:
        found = [c for c in found if not _an_end(c, key)]
        added = [c for c in added if not _an_end(c, key)]
    said = r.names.label(hkey[1:]) if hkey.startswith("@") else f"the {kind} of {year}"
    fate = f"{hkey}|{_word(lost)}"
    added.append(r.claim(SLOT, subject=key, label=label, status=fate, anchor=said))
    when = make_time(year, None, None, str(year)) if year is not None else None
    if lost and when is not None:
        cls = _class(r.toks[verb], kind, r.lang)
        added.append(r.claim(f"ev:{cls}", subject=key, label=label, time=when))
    return found, added


def _burned(r: Read, found: list[Claim]) -> tuple[str, int | None, str] | None:
    """A thing burned down in a year was lost in that year's fire ("the old
    mill burned down in 1888", "was destroyed by fire in 1888"; the note
    that describes it, if any), when no happening is named."""
    key = r.main.key
    for c in found:
        t = c.time
        if c.slot == "ev:fire" and c.subject == key and not c.negated and t is not None:
            if t.precision == "year" and (at := _first(r, _RUIN)) is not None:
                year = t.start.year
                fire = happenings.resolve(r.toks, "fire", year, at, r.names)
                return (fire, year, "fire") if fire is not None else None
    return None


def _an_end(c: Claim, key: str) -> bool:
    from semnet.graph.judge.milestones import ENDS

    return c.subject == key and c.slot.startswith("ev:") and c.slot[3:] in ENDS


def _thing(r: Read, hkey: str, verb: int) -> tuple[str, str] | None:
    """What was lost or spared: the statement's subject ("the old bridge
    survived …", "… was carried off by the flood"), or, when the happening
    is the subject, the one thing named after the verb ("the flood swept
    away the old bridge"); never a person ("Anna survived the fire at the
    mill" says nothing of the mill)."""
    main = r.main
    if main.key != hkey:
        ent = main.key.removeprefix("rel:").partition("@")[2] or main.key[1:]
        own = main.key.startswith("@") or main.key.startswith("rel:")  # "the facade of the inn"
        thing = own and r.names.kind(ent) in ("place", "glossary")
        return (main.key, main.label) if thing and not happenings.named(main.key, r.names) else None
    after = [
        e for start, _end, e in r.mentions()
        if start > verb and r.names.kind(e) in ("place", "glossary")
        and not happenings.named(f"@{e}", r.names)
    ]  # fmt: skip
    if len(set(after)) != 1 or r.lang == "ru":
        return None
    return f"@{after[0]}", r.names.label(after[0])


def _class(t: Tok, kind: str, lang: str) -> str:
    """The end a ruin is (`events.py`): a fire's is a burning; else what its
    verb says ("swept away": a collapse), water's carrying off, or a
    destruction."""
    from semnet.graph.judge.events import EVENTS

    if kind == "fire":
        return "fire"  # "the 1887 fire destroyed the mill": it burned
    for cls in ("collapse", "destruction"):
        if t.is_(EVENTS[cls].get(lang, frozenset())):
            return cls
    return "collapse" if kind == "flood" else "destruction"


def _word(lost: bool) -> str:
    return "lost" if lost else "spared"


def _by_fire(r: Read, found: list[Claim]) -> list[Claim]:
    """A destruction said to be by fire is a fire too."""
    if any(c.slot == "ev:fire" for c in found):
        return []
    ruins = [c for c in found if c.slot == "ev:destruction" and not c.negated]
    if not ruins:
        return []
    toks = r.toks
    fire = any(t.f in _RU_FIRE for t in toks) if r.lang == "ru" else any(
        a.f in cues.AGENT_BY and (b.f in _FIRE or (c is not None and c.f in _FIRE))
        for a, b, c in zip(toks, toks[1:], [*toks[2:], None], strict=False)
    )  # fmt: skip
    return [replace(c, slot="ev:fire") for c in ruins] if fire else []


def compare(ca: Claim, cb: Claim) -> Finding | None:
    """Lost and spared in one happening contradict; the same fate agrees."""
    from semnet.graph.judge.compare import Finding

    if ca.slot != SLOT or cb.slot != SLOT or ca.subject != cb.subject:
        return None
    ha, _, fa = (ca.status or "").rpartition("|")
    hb, _, fb = (cb.status or "").rpartition("|")
    if not ha or ha != hb:
        return None
    said = ca.anchor or ha
    if fa == fb:
        return Finding(Stance.AGREES, f"{ca.label}: {fa} in {said}", 0.7, "ravages")
    return Finding(Stance.CONTRADICTS, f"{ca.label}: lost and spared in {said}", 0.8, "ravages")
