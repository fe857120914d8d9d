"""A singer's voice: soprano, mezzo-soprano, contralto, tenor, baritone or
bass ("Inés was a mezzo-soprano", "war Sopranistin", "était contralto",
"era tenor", "Инес — меццо-сопрано", "sang as a baritone"). One voice per
singer: two different voices contradict, the same agrees.

Hand-written (no offline library names the voices in five languages): the
words of each voice, and the words a voice follows when it is the
subject's own (a verb of being, "as", a dash, "voice"); a voice named after
anything else is another singer's ("sang with the tenor Ricci")."""

from __future__ import annotations

from typing import TYPE_CHECKING

from semnet.graph.judge.base import Stance
from semnet.graph.judge.cues import words

if TYPE_CHECKING:
    from semnet.graph.judge.claims import Claim
    from semnet.graph.judge.compare import Finding
    from semnet.graph.judge.lexical import Read

SLOTS = frozenset({"kind:voice"})

# voice -> its words (folded); not the words that also say "high", "old" or
# "low" ("alto", "alt", "bajo", "basse")
_VOICES = {
    "soprano": "soprano sopran sopranistin сопрано",
    "mezzo-soprano": "mezzo-soprano mezzosoprano mezzo mezzosopran mezzosopranistin "
    "меццо-сопрано меццо",
    "contralto": "contralto kontraalt altistin контральто",
    "tenor": "tenor tenore tenorin тенор тенором",
    "baritone": "baritone bariton baryton baritono баритон баритоном",
    "bass": "bass bassist бас басом",
}
_VOICE = {w: v for v, ws in _VOICES.items() for w in words(ws)}
# what a voice of the subject's own follows: being, "as", "voice", a dash
_OWN = words(
    "was is were became war ist wurde etait fut est devint era fue es был была стал "
    "стала as als comme como как voice stimme voix voz голос голосом пела пел sang sings "
    "sung chantait chanta cantaba canto"
)
_VOICE_NOUNS = words("voice stimme voix voz голос")
# words between the lead and the voice: articles and the kinds of a voice
_BETWEEN = words(
    "a an the ein eine un une una el la le lyric lyrical dramatic light coloratura famous "
    "fine deep high clear lyrischer lyrische dramatischer dramatische leggero lyrique "
    "dramatique lirico lirica dramatico dramatica лирический лирическое драматический "
    "her his ihre seine sa son su ее его de"
)


def claims(r: Read) -> list[Claim]:
    """The voice a statement gives its person, said as theirs."""
    person = r.person
    if person is None:
        return []
    found: set[str] = set()
    for k, t in enumerate(r.toks):
        voice = _VOICE.get(t.f) if t.kind == "w" else None
        if voice is None:
            continue
        if k > 0 and r.toks[k - 1].f in ("mezzo", "меццо"):
            continue  # "меццо-сопрано", "mezzo soprano": one voice
        j = k - 1
        while j >= 0 and r.toks[j].kind == "w" and r.toks[j].f in _BETWEEN:
            j -= 1
        lead = r.toks[j] if j >= 0 else None
        voiced = k + 1 < len(r.toks) and r.toks[k + 1].f in _VOICE_NOUNS  # "a baritone voice"
        named = any(
            (end == j + 1 or start == k + 1) and f"@{e}" == person[0]
            for start, end, e in r.mentions()
        )  # "Oyarzun, soprano", "Ояржун — сопрано", "the soprano Carmen Oyarzun"
        if (
            voiced
            or named
            or (lead is not None and (lead.f in _OWN or (lead.kind == "p" and lead.text in "—–-")))
        ):
            found.add(voice)
    if len(found) != 1:
        return []  # none, or two ("a tenor who sang baritone parts"): not read
    return [r.claim("kind:voice", subject=person[0], label=person[1], status=found.pop())]


def compare(ca: Claim, cb: Claim) -> Finding | None:
    from semnet.graph.judge.compare import Finding

    if ca.slot != cb.slot:
        return None
    if ca.status == cb.status:
        return Finding(Stance.AGREES, f"{ca.label}: a {ca.status}", 0.7, "voice")
    return Finding(Stance.CONTRADICTS, f"{ca.label}: a {ca.status} vs a {cb.status}", 0.8, "voice")
