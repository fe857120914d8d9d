"""What a person died of: a disease, an illness in general, drowning, a fire,
an accident, a fall (since round 26), a murder, a violent end with no more
said (since round 42), old age, or a quiet death in bed; two causes that
cannot both be true contradict, the same cause (in any language) agrees, a
disease qualifies "an illness", and a violent end agrees with any violent
cause.

Hand-written (no offline library maps disease names across the five
languages): the words of dying and of each cause."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from semnet.graph.judge.base import Stance
from semnet.graph.judge.cues import words

if TYPE_CHECKING:
    from semnet.graph.judge.claims import Claim
    from semnet.graph.judge.compare import Finding
    from semnet.graph.judge.lexical import Read

SLOTS = frozenset({"death:cause"})

# verbs and phrases of dying (folded forms)
_DIE = words(
    "died dies die succumbed perished killed drowned starb stirbt gestorben erlag verstarb "
    "ertrank ertrunken mourut meurt mort morte succomba perit emporte emportee emporta decede "
    "decedee murio muere fallecio sucumbio pereció perecio ahogo ahogado ahogada умер умерла "
    "скончался скончалась погиб погибла утонул утонула унесла унес унесло murdered ermordet "
    "assassine assassinee asesinado asesinada убит убита tue tuee getotet "
    "noya noyee noye"  # since round 29: "se noya dans le canal"
    " burned burnt crushed"  # since round 42: "was burned to death", "was crushed"
)
# cause -> (kind, words as regular expressions over the folded text)
_CAUSES = {
    "tuberculosis": ("disease", r"tuber[ck]ul\w*|consumption|phthisis|schwindsucht|phtisie|"
                                r"tisis|чахотк\w*|туберкул\w*"),
    "typhus": ("disease", r"typh\w*|tifus|tifoidea|тиф\w*"),
    "pneumonia": ("disease", r"pneumon\w*|lungenentzundung|neumonia|воспалени\w* легк\w*|"
                             r"пневмони\w*"),
    "cholera": ("disease", r"choler\w*|colera|холер\w*"),
    "smallpox": ("disease", r"smallpox|pocken|variole|viruela|осп\w*"),
    "diphtheria": ("disease", r"diphth\w*|diphter\w*|difteria|дифтери\w*"),
    "influenza": ("disease", r"influenza|grippe|gripe|flu|испанк\w*|грипп\w*"),
    "cancer": ("disease", r"cancer|krebs|cancer|рак\w*"),
    "heart": ("disease", r"heart attack|heart failure|herzinfarkt|herzschlag|herzversagen|"
                         r"crise cardiaque|infarctus|infarto|ataque al corazon|инфаркт\w*|"
                         r"разрыв\w* сердца|сердечн\w* приступ\w*"),
    "stroke": ("disease", r"stroke|apoplexy|schlaganfall|apoplexie|apoplejia|инсульт\w*|"
                          r"апоплекси\w*"),
    "illness": ("illness", r"illness(?:es)?|diseases?|sickness|krankheit|maladies?|"
                           r"enfermedad(?:es)?|болезн\w*|"
                           r"недуг\w*|"
                           # since round 29: a fever, said of no disease in particular
                           r"fever|fieber|fievre|fiebre|лихорадк\w*|горячк\w*|"
                           # since round 30: in the plural ("murió de unas fiebres")
                           r"fevers|fievres|fiebres"),
    "old age": ("age", r"old age|altersschwache|vieillesse|vejez|старост\w*"),
    "drowning": ("violent", r"drown\w*|ertrank|ertrunken|noy[ae]\w*|ahog\w*|утонул\w*|утопл\w*"),
    "fire": ("violent", r"\bfire\b|\bbrand\b|\bbrande\b|\bincendie\b|\bincendio\b|\bпожар\w*"),
    # since round 13: an accident, a murder
    "accident": ("violent", r"accident\w*|\w*unfall\w*|accidente|несчастн\w* случа\w*|"
                             # since round 18: run over ("arrollado por una vagoneta")
                             r"run over|ran over|arrollad\w*|atropellad\w*|ecrase\w* par|"
                             r"uberfahren|задавил\w*|попал\w* под|"
                             r"killed outright|killed instantly|tue sur le coup|"
                             r"auf der stelle tot|murio en el acto|погиб\w* на месте"),
    "silicosis": ("disease", r"silicosis|silikose|silicose|силикоз\w*|miners'? lung"),
    # since round 26: a fall ("mourut d'une chute", "murió de una caída", "nach einem Sturz")
    "fall": ("violent", r"(?:of|from|after) a (?:bad )?fall|d une chute|suites d une chute|"
                        r"einem sturz|eines sturzes|abgesturzt|de una caida|tras una caida|"
                        r"от падения|после падения|разбился|разбилась"),
    "murder": ("violent", r"murder\w*|ermordet\w*|assassin\w*|asesinad\w*|убит\w*"),
    # since round 42: a violent end with no more said ("was killed in 1870 when his horse
    # fell", "burned to death", "fut tué", "kam ums Leben", "murió aplastado", "погиб"); any
    # other violent cause said beside it is the one meant
    "violence": ("violent", r"was killed|were killed|burn(?:ed|t) to death|crushed to death|"
                            r"was crushed|fatally (?:injured|wounded)|died of (?:his|her) "
                            r"(?:injuries|wounds)|broke (?:his|her) neck|fell to (?:his|her) "
                            r"death|getotet|ums leben|gewaltsam|todlich verungluckt|"
                            r"verungluckte todlich|verbrannte|erlag (?:seinen|ihren) "
                            r"verletzungen|erschlagen|"
                            r"fut tue|a ete tue|trouva la mort|mourut brule|mortellement "
                            r"blesse|succomba a ses blessures|aplastad[oa]|murio quemad[oa]|"
                            r"perdio la vida|resulto muert[oa]|погиб|погибла|сгорел|сгорела|"
                            r"задавлен\w*|раздавлен\w*|разбился насмерть"),
    "bed": ("bed", r"in (?:his|her) bed|in seinem bett|in ihrem bett|dans son lit|"
                   r"en su cama|в (?:своей )?постели"),
}  # fmt: skip
_RX = {c: re.compile(rf"(?<!\w)(?:{rx})(?!\w)") for c, (_, rx) in _CAUSES.items()}


def cause_of(folded: str) -> str | None:
    """The one cause of death a folded text names, if it names one."""
    found = [c for c, rx in _RX.items() if rx.search(folded) and _CAUSES[c][0] != "bed"]
    return found[0] if len(found) == 1 else None


def claims(r: Read) -> list[Claim]:
    if not any(t.kind == "w" and t.f in _DIE for t in r.toks) and "ums leben" not in r.folded:
        return []
    key, label = _who(r)
    if key is None:
        return []
    ws = [t.text if t.kind == "w" else "" for t in r.toks]
    named = {k for m in r.names.find_all(ws, r.lang) for k in range(m.start, m.end)}
    text = " ".join("" if k in named else t.f for k, t in enumerate(r.toks))  # "Hugo Brand"
    found = [c for c, rx in _RX.items() if rx.search(text)]
    specific = [c for c in found if _CAUSES[c][0] != "illness"]
    if len(specific) > 1 and "bed" in specific and any(_CAUSES[c][0] == "disease" for c in found):
        specific.remove("bed")  # "died in his bed of the Spanish flu": the flu (round 18)
    if len(specific) > 1 and "violence" in specific:
        specific.remove("violence")  # "was killed in a mining accident": the accident
    if len(specific) > 1 or not found:
        return []
    cause = specific[0] if specific else found[0]
    return [r.claim("death:cause", subject=key, label=label, status=cause, time=r.when)]


def _who(r: Read) -> tuple[str | None, str]:
    """The one who died: the statement's person (or relative), else the one
    person it names ("In 1871 typhoid fever killed Mary Treloar")."""
    if r.main.kind == "character" or r.main.key.startswith("rel:"):
        return r.main.key, r.main.label
    people = r.entities("character")
    if len(people) == 1:
        return f"@{people[0][0]}", people[0][1]
    return None, ""


def compare(ca: Claim, cb: Claim) -> Finding | None:
    from semnet.graph.judge.compare import Finding

    if ca.slot != cb.slot:
        return None
    a, b = ca.status or "", cb.status or ""
    ka, kb = _CAUSES[a][0], _CAUSES[b][0]
    if a == b:
        return Finding(Stance.AGREES, f"{ca.label}: died of {a} in both", 0.7, "cause")
    if "violence" in (a, b) and ka == kb == "violent":  # "погиб у мыса" / "drowned off it"
        return Finding(Stance.AGREES, f"{ca.label}: a violent end, {a} / {b}", 0.6, "cause")
    if {ka, kb} == {"disease", "illness"}:
        narrow = "a" if ka == "disease" else "b"
        return Finding(Stance.QUALIFIES, f"{ca.label}: {a} / {b}", 0.6, "cause", qualifier=narrow)
    if "violent" in (ka, kb) or ka == kb == "disease":
        return Finding(Stance.CONTRADICTS, f"{ca.label}: died of {a} vs {b}", 0.8, "cause")
    return None
