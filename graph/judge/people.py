"""The people a statement names, where they stand in it, and when two of them
are the same person: character notes, and runs of capitalised words that
name someone no note describes ("Thomas Bilbie", "Ильёй Репиным"), or a
family ("the Vivian family", "семье Федоровых"); since round 39 also a firm
as the agent of a passive act of making."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from anyascii import anyascii
from semnet.graph.judge import cues
from semnet.graph.judge.cues import words
from semnet.graph.judge.nouns import concept_of
from semnet.graph.manuscript.names import best_lemma, fold

if TYPE_CHECKING:
    from semnet.graph.judge.lexical import Read
    from semnet.graph.judge.text import Tok


@dataclass(frozen=True, slots=True)
class Person:
    key: str  # "@<entity>", "name:<words>" or "family:<name>"
    label: str
    start: int  # token span in the statement
    end: int

    @property
    def family(self) -> bool:
        return self.key.startswith("family:")


# the word for a family before or after its name ("the Vivian family",
# "der Familie Weber", "la famille Dubois", "la familia Ibarra", "семье Федоровых")
FAMILY = words("family familie famille familia семья семье семьи семьей семьею")
# words before a name that are no part of it (titles and callings), and
# capitalised words that are no names
CALLINGS = words(
    "mr mrs miss dr reverend rev sir lord lady captain master engineer architect painter "
    "mason merchant shipowner miller ingenieur architekt maler müller kaufmann reeder "
    "baumeister meister kapitän pfarrer l'ingénieur ingénieur architecte peintre abbé "
    "l'abbé maître armateur capitaine don doña ingeniero arquitecto pintor maestro "
    "armador capitán padre инженер архитектор художник купец мастер купцу купца отец"
)  # fmt: skip
# nouns of persons by age, sex, state or calling: what a person is named by with an
# age ("a man of thirty-four", "eine junge Nonne von kaum zwanzig Jahren": `ages.py`)
# or after a demonym ("the French master", "der russische Arzt": `kindnames.py`);
# no library lists them
# (`AGE_SEX`, the nouns by age or sex alone, name no post or calling: since round 38
# "war er ein Mann von dreißig Jahren" has no occupation and dates its age by the clause
# next to it)
AGE_SEX = words(
    "boy girl man woman child lad lass youth youngster garçon fille homme femme enfant gamin "
    "jeune junge mädchen mann frau kind knabe bursche jüngling greis niño niña hombre mujer "
    "chico chica muchacho muchacha joven мальчик девочка мужчина женщина ребенок юноша девушка "
    "парень старик старуха"
)
PERSONS = AGE_SEX | words(
    "nun monk priest soldier widow widower student bride bridegroom apprentice religieuse "
    "moine prêtre soldat veuve veuf étudiant étudiante mariée apprenti nonne mönch priester "
    "soldat witwe witwer student studentin braut bräutigam lehrling monja monje sacerdote "
    "soldado viuda viudo estudiante novia novio aprendiz монахиня монах священник солдат "
    "вдова вдовец студент студентка невеста жених "
    "doctor physician chemist teacher arzt doktor chemiker lehrer médecin docteur chimiste "
    "instituteur médico químico врач доктор химик учитель"
)
TITLES = CALLINGS | words("in im en el la le the die der das den dem des a an на в c")
# words that join the parts of one name ("Luis de Morales", "Duke of Bedford")
_JOINERS = words("de del von of van le la y")


def _is_name_word(t: Tok, prev: Tok | None, lang: str) -> bool:
    if t.kind != "w" or not t.cap or t.f in TITLES or t.f in FAMILY:
        return False
    if t.f in cues.STOPWORDS.get(lang, frozenset()) or concept_of(t.lem[-1], lang):
        return False
    # German: after an article a capitalised word is a noun ("die Brücke", "dem Müller")
    return not (lang == "de" and prev is not None and prev.f in _DE_ARTICLES)


_DE_ARTICLES = words("der die das dem den des ein eine einen einem einer eines")


def people(r: Read) -> list[Person]:
    """Every person the statement names, left to right."""
    toks = r.toks
    ws = [t.text if t.kind == "w" else "" for t in toks]
    out: list[Person] = []
    taken: set[int] = set()
    for m in r.names.find_all(ws, r.lang):
        taken.update(range(m.start, m.end))
        e = m.entity
        if e is not None and r.names.kind(e) == "character":
            out.append(Person(f"@{e}", r.names.label(e), m.start, m.end))
    i = 0
    while i < len(toks):
        if i in taken or not _is_name_word(toks[i], toks[i - 1] if i else None, r.lang):
            i += 1
            continue
        j = i + 1
        while j < len(toks) and j not in taken:
            t = toks[j]
            if _is_name_word(t, toks[j - 1], r.lang) or (
                t.cap and toks[j - 1].cap and r.lang == "en"
            ):
                j += 1  # "Trinity House"
            elif t.f in _JOINERS and j + 1 < len(toks) and toks[j + 1].cap:
                j += 1
            else:
                break
        run = toks[i:j]
        fam = _family_at(toks, i, j)
        if fam is not None:
            out.append(Person(f"family:{_name_key(run[:1], r.lang)}", fam, i, j))
        elif len([t for t in run if t.cap]) >= 2:
            out.append(
                Person(f"name:{_name_key(run, r.lang)}", " ".join(t.text for t in run), i, j)
            )
        i = j
    return sorted(out, key=lambda p: p.start)


def _family_at(toks: list[Tok], i: int, j: int) -> str | None:
    """ "the Vivian family", "der Familie Weber": the family's label."""
    before = toks[i - 1] if i > 0 else None
    after = toks[j] if j < len(toks) else None
    if before is not None and before.f in FAMILY:
        return f"{before.text} {toks[i].text}"
    if after is not None and after.f in FAMILY:
        return f"{toks[i].text} {after.text}"
    return None


def _name_key(run: list[Tok], lang: str) -> str:
    parts = []
    for t in run:
        if t.f in _JOINERS:
            continue
        word = best_lemma(t.text, "ru") if lang == "ru" else t.f
        parts.append(fold(anyascii(word)).rstrip("s") if lang == "ru" else word)
    return " ".join(parts)


def same_person(a: Person, b: Person) -> bool | None:
    """True, False, or None when it cannot be told (a name in another script,
    a name that shares a word with a note's)."""
    if a.key == b.key:
        return True
    if a.key.startswith("@") and b.key.startswith("@"):
        return False
    if a.family or b.family:
        return False
    wa, wb = _words_of(a), _words_of(b)
    if a.key.startswith("name:") and b.key.startswith("name:"):
        if _script(a.label) != _script(b.label):
            return None
        return wa <= wb or wb <= wa
    if wa & wb or _script(a.label) != _script(b.label):
        return None  # an entity and a name: perhaps the same person
    return False


def same_named(a: str, b: str) -> bool | None:
    """Two people as a claim holds them (a spouse: a note "@id", or the folded
    words of a name no note describes, "karl weber"): True, False, or None
    when it cannot be told (a note and a name, names in two scripts). A name
    and a part of it are one person ("Karl Weber", "Weber")."""
    if a == b:
        return True
    if a.startswith("@") or b.startswith("@"):
        return False if a.startswith("@") and b.startswith("@") else None
    if _script(a) != _script(b):
        return None
    wa, wb = set(a.split()), set(b.split())
    return wa <= wb or wb <= wa


def _words_of(p: Person) -> set[str]:
    return {fold(anyascii(w)) for w in p.label.replace("-", " ").split()}


def _script(text: str) -> str:
    return "cyr" if any("\u0400" <= ch <= "\u04ff" for ch in text) else "lat"


# the words after an agent that name another agent with it ("and his brother")
_WITH = words("and with together mit gemeinsam zusammen avec et con junto вместе и y")


def co_agent(r: Read, end: int) -> bool:
    """Does "and", "with" right after an agent ending at token `end` name
    another agent ("by Tom Hale and his brother")? Since round 32 not before
    a participle or a verb ("by Tom Hale, and funded by a shipowner": another
    act)."""
    from semnet.graph.judge.fronted import participle
    from semnet.graph.judge.subjects import verbal

    after = r.toks[end : end + 3]
    for k, t in enumerate(after[:2]):
        if t.f in _WITH:
            nxt = after[k + 1] if k + 1 < len(after) else None
            return nxt is None or not (participle(nxt, r.lang) or verbal(nxt, r.lang))
    return False


# since round 39: a firm or a body (a glossary note) as the agent of a passive act of
# making ("was built in 1890 by the York firm Pike & Gale", "wurde von Pike & Gale gebaut")
FIRM_ACTS = frozenset({"build", "found", "design", "cast"})


def firm_agent(r: Read, i: int, who: list[Person]) -> list[Person]:
    """The glossary note named within four words after a "by" next to the
    act's verb at `i` (after it, or before it in German), as an agent whose
    key no person's is ("firm:@…")."""
    toks = r.toks
    near = range(max(0, i - 8), i) if r.lang == "de" else range(i + 1, min(i + 4, len(toks)))
    for k in (k for k in near if toks[k].f in cues.AGENT_BY):
        for s, e, ent in r.mentions():
            if k < s <= k + 4 and r.names.kind(ent) == "glossary" and (r.lang != "de" or e <= i):
                if not any(k < p.start < e for p in who):
                    return [Person(f"firm:@{ent}", r.names.label(ent), k + 1, e)]
    return []
