"""Events said by an idiom, as the plain verb the slot readers read: "came
into the world" is "was born", "rendit l'âme" "mourut", "kam … ums Leben"
"starb", "dates from 1845" or "date du XVIe siècle" "was built in", "did not
die until 1945" "died in 1945", "work on the dam began in 1929" "the dam was
built from 1929" (`voice.py` applies them to every clause).

Hand-written per language (no library rewrites idioms); Russian's are in
`voice_ru.py`."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from semnet.graph.manuscript.names import NameIndex

# the words between a German verb and its particle: no clause ends there (a full stop
# after a figure is an ordinal's: "am 2. Februar")
_MID = r"(?:[^,.;]|(?<=\d)\.)*?"
# a name of up to four capitalised words ("Tom Pike", "Jean de Vries")
_NAMED = r"(?:[A-ZÀ-Ý][\w'’-]*\s(?:(?:de|van|von|del)\s)?){0,3}[A-ZÀ-Ý][\w'’-]*"
# an event said by an idiom: "came into the world", "vit le jour", "vio la luz",
# "erblickte … das Licht der Welt", "breathed his last", "rendit l'âme"
IDIOMS: dict[str, list[tuple[str, str]]] = {
    "en": [(r"\bcame into the world\b", "was born"),
           # since round 47: a death and its date set off ("until his death, which came in
           # 1970"; the other languages below too): the death in that year
           (r"\b(?P<d>death),? (?:which|that) (?:came|occurred|took place|followed)\b",
            "{d}"),
           # since round 43: "not A but B" names the one who did it ("It was not Tom Pike
           # but the vicar who founded …"; the other languages below too)
           (rf"\b(?P<i>[Ii]t) was not {_NAMED},? but\b", "{i} was"),
           # since round 39: a successor in a post ("succeeded Tom Pike as director of"): he
           # became it then
           (rf"\bsucceeded (?P<n>{_NAMED}) as\b", "succeeded {n} and became"),
           (rf"\bsucceeded (?P<n>{_NAMED}) at the head of\b",
            "succeeded {n} and took over the management of"),
           (r"\b(?:breathed|drew) (?:his|her|their) (?:last|last breath)\b", "died"),
           (r"\b(?:met|found) (?:his|her|their) death\b", "died"),
           (r"\blost (?:his|her|their) li(?:fe|ves)\b", "died"),
           (r"\bended (?:his|her|their) days\b", "died"),
           (r"\bwas laid to rest\b", "was buried"),
           (r"\btied the knot with\b", "married"),
           # since round 29: a wedding said by the spouse one became ("became Piet's wife",
           # "took her as his wife", "were wed")
           (r"\b(?:was|were) wed(?:ded)?\b(?! to\b)", "married"),
           (r"\b(?:was|were) wed(?:ded)? to\b", "married"),
           (r"\bbecame (?P<y>(?:[A-Z][\w'’-]*\s){0,3}[A-Z][\w'’-]*?)['’]s? (?:wife|husband)\b",
            "married {y}"),
           (r"\bbecame the (?:wife|husband) of\b", "married"),
           (r"\btook (?P<y>(?:[A-Z][\w'’-]*\s){0,3}[A-Z][\w'’-]*) as (?:his|her) "
            r"(?:wife|husband|bride)\b", "married {y}"),
           # since round 13: "dates from 1845" is the year it was built
           (r"\bdate[sd] from (?=(?:about |around |c\. )?\d|the \w+ century\b)", "was built in "),
           # since round 17: "did not die until 1945" died in 1945
           (r"\b(?:did|does) not (?P<v>die|marry|return|arrive|come|leave|settle) until\b",
            "{v} in"),
           # since round 17: "did not go into service until 1931" went into service then
           (r"\b(?:did not|didn't) (?P<v>go|come) into service until\b", "went into service in"),
           # since round 28: a firm's start by an idiom; a works that stopped, a house that
           # opened its doors to someone
           (r"\bcame into (?:being|existence)\b", "was founded"),
           # since round 35: a ship that "took to the water"; "set up the bank in 1862",
           # "the bank was set up in 1862"; since round 46 "set up his own practice"
           (r"\btook to the water\b", "was launched"),
           (r"\b(?P<v>was |were )?set up (?=the |in \d|by |(?:his|her|their) )", "{v}founded "),
           (r"\b(?P<x>(?:[A-Z][\w'’-]*\s){0,3}[A-Z][\w-]*)['’]s? funeral (?:took place|was held)\b",
            "{x} was buried"),
           (r"\b(?:shut down|closed down|ceased (?:production|operations|trading|working|work)"
            r"|stopped (?:production|working|work))(?: for good)?\b", "closed"),
           # since round 30: a works that stopped its trade ("ceased brewing in 1895")
           (r"\b(?:ceased|stopped) (?!publishing|appearing)[a-z]+ing(?: for good)?(?= in \d)",
            "closed"),
           (r"\b(?:closed|shut) (?:its|their) (?:doors|gates)(?: for good)?\b", "closed"),
           # since round 30: out of business, bankrupt
           (r"\bwent out of business\b", "closed"),
           (r"\b(?:went|was declared|were declared|was adjudged) bankrupt\b", "bankrupted"),
           (r"\bopened (?:its|their) (?:doors|gates) to (?:the |its )?[a-z][a-z ]{2,30}?(?= in \d)",
            "opened"),
           (r"\b(?:first )?raised (?:its|the) curtain\b", "opened"),
           # since round 45: a firm's or a works' start of trade ("began trading in 1835")
           (r"\b(?:began|started|commenced) (?:trading|operations|operating|business)\b",
            "opened"),
           (r"\bopened for (?:business|trade|traffic)\b", "opened"),
           # since round 17: a building's start ("work on the dam began in 1929")
           (r"\b(?:[Tt]he )?(?:[Cc]onstruction|[Bb]uilding|[Ww]ork) (?:of|on) (?P<x>[^,.;]+?) "
            r"(?:began|started|commenced) (?:only )?(?:in )?(?=\d{4})", "{x} was built from ")],
    "fr": [(r"\b(?P<d>mort|décès),? (?:survenue?|intervenue?|arrivée?)\b", "{d}"),
           (r"\bvit le jour\b", "naquit"), (r"\ba vu le jour\b", "est né"),
           (rf"\b(?P<c>[Cc])e n['’]est pas {_NAMED},? mais\b", "{c}'est"),
           (rf"\b(?P<c>[Cc])e ne fut pas {_NAMED},? mais\b", "{c}e fut"),
           (rf"\bsuccéda à (?P<n>{_NAMED}) (?:comme|en tant que)\b",  # since round 39
            "succéda à {n} et devint"),
           (rf"\bsuccéda à (?P<n>{_NAMED}) à la tête d", "succéda à {n} et prit la direction d"),
           # since round 19: "vint au monde en 1876"
           (r"\bvint au monde\b", "naquit"), (r"\best venue? au monde\b", "est né"),
           (r"\bvoit le jour\b", "naît"),
           (r"\b(?:rendit l['’]âme|rendit le dernier soupir|poussa son dernier soupir"
            r"|trouva la mort|finit ses jours)\b", "mourut"),
           (r"\b(?:a rendu l['’]âme|a trouvé la mort|a fini ses jours)\b", "est mort"),
           (r"\bfut (?:porté|portée|mis|mise) en terre\b", "fut inhumé"),
           (r"\bconvola (?:en justes noces )?avec\b", "épousa"),
           # since round 29: the spouse one became
           (r"\bdevint (?:la femme|l['’]épouse|le mari|l['’]époux) (?:de |d['’])", "épousa "),
           # since round 28: a burial said by its rite; a start dated by its noun; a works
           # that stopped
           (r"\b[Ll]es obsèques (?:de |d['’])(?P<x>[^,.;]+?) (?:eurent lieu|furent célébrées)\b",
            "{x} fut inhumé"),
           (r"\b[Ll]a fondation (?:de la |du |de l['’]|des |de )(?P<x>[^,.;]+?) "
            r"(?:remonte|date) (?:à|de) (?=\d{4})", "{x} fut fondé en "),
           (r"\bcessa (?:toute |son |ses )?(?:activité|activités|production|de fonctionner)\b",
            "ferma"),
           (r"\bferma (?:ses|leurs) portes\b", "ferma"),
           # since round 45: a start of trade ("commença ses activités en 1835")
           (r"\b(?:commença|débuta) (?:ses|son|leurs) (?:activités|activité|exploitation)\b",
            "fut ouvert"),
           (r"\bcommença à fonctionner\b", "fut ouvert"),
           # since round 30: a firm that went bankrupt (not "faillit", which is "nearly")
           (r"\b(?:fit|tomba en|fut (?:mise|mis|déclarée?) en) faillite\b", "fit faillite"),
           (r"\bdate de (?=\d)", "fut construit en "),
           (r"\bdate du (?=\S+ siècle\b)", "fut construit au "),
           (r"\bn['’](?:entra|est entrée?) en service qu['’](?:en|au|à)\b", "entra en service en"),
           (r"\b(?:[Ll]a construction|[Ll]es travaux) (?:du|de la|de l['’]|des|de) ?"
            r"(?P<x>[^,.;]+?) "
            r"(?:commença|commencèrent|débuta|débutèrent|a commencé|ont commencé) "
            r"(?:seulement )?en (?=\d{4})", "{x} fut construit depuis ")],
    "es": [(r"\b(?P<d>muerte|fallecimiento),? (?:ocurrid[oa]|acaecid[oa]|sobrevenid[oa])\b",
            "{d}"),
           (r"\b(?:vio la luz(?: primera)?|vino al mundo)\b", "nació"),
           (rf"\b[Nn]o fue {_NAMED},? sino\b", "fue"),
           (rf"\bsucedió a (?P<n>{_NAMED}) como\b",  # since round 39
            "sucedió a {n} y se convirtió en"),
           (rf"\bsucedió a (?P<n>{_NAMED}) al frente d", "sucedió a {n} y asumió la dirección d"),
           (r"\b(?:exhaló|dio) su último suspiro\b", "murió"),
           (r"\b(?:perdió la vida|halló la muerte|encontró la muerte|terminó sus días"
            r"|acabó sus días)\b", "murió"),
           (r"\brecibió sepultura\b", "fue enterrado"),
           (r"\bcontrajo (?:nupcias|matrimonio) con\b", "se casó con"),
           # since round 29: a wedding of two, the spouse one became
           (r"\bcontrajeron (?:nupcias|matrimonio)\b", "se casaron"),
           (r"\bse convirtió en (?:la esposa|la mujer|el esposo|el marido) de\b", "se casó con"),
           # since round 28: a start dated by its noun; a works that stopped
           (r"\b[Ll]a fundación (?:del |de la |de )(?P<x>[^,.;]+?) (?:data|se remonta) (?:de|a) "
            r"(?=\d{4})", "{x} se fundó en "),
           (r"\b(?:dejó de funcionar|cesó (?:su|toda) actividad|cesó de funcionar"
            r"|cerró sus puertas|echó el cierre)\b", "cerró"),
           # since round 30: a firm that went bankrupt
           (r"\b(?:se declaró|fue declarad[oa]|entró) en quiebra\b", "quebró"),
           (r"\bdata de (?=\d)", "fue construido en "),
           (r"\bdata del (?=siglo\b)", "fue construido en el "),
           (r"\bno (?P<v>murió|falleció|volvió|regresó|llegó|se casó) hasta\b", "{v} en"),
           (r"\bno entró en servicio hasta\b", "entró en servicio en"),
           (r"\b[Ll]as? (?:construcción|obras) (?:del|de la|de) (?P<x>[^,.;]+?) "
            r"(?:comenzó|comenzaron|empezó|empezaron|se inició|se iniciaron) (?:en )?(?=\d{4})",
            "{x} se construyó desde ")],
    "de": [(rf"\berblickte\b(?P<mid>{_MID})\bdas Licht der Welt\b", "wurde{mid}geboren"),
           # (two capitalised words: every German noun is capitalised, "nicht Regen, sondern")
           (r"\b[Nn]icht [A-ZÄÖÜ][\w'’-]+ (?:(?:von|van|de) )?[A-ZÄÖÜ][\w'’-]+,? sondern ", ""),
           # since round 39: "folgte Tom Pike (1875) als Leiter"
           (rf"\bfolgte (?P<a>auf )?(?P<n>{_NAMED})(?P<y> \d{{4}})? als\b",
            "folgte {a}{n} und wurde{y}"),
           (r"\b(?:verschied|entschlief)\b", "starb"),
           # since round 30: a firm that went bankrupt
           (rf"\b(?:ging|geriet)\b(?P<mid>{_MID})\bin (?:den )?Konkurs\b", "bankrottierte{mid}"),
           (rf"\bmachte\b(?P<mid>{_MID})\b[Bb]ankrott\b", "bankrottierte{mid}"),
           (rf"\bmeldete\b(?P<mid>{_MID})\bKonkurs an\b", "bankrottierte{mid}"),
           # since round 29: a wedding said by the vow, the spouse one became
           (rf"\bgaben sich\b(?P<mid>{_MID})\bdas Jawort\b", "heirateten{mid}"),
           (rf"\bwurde\b(?P<mid>{_MID})\b(?:die (?:Ehe)?[Ff]rau|der (?:Ehe)?[Mm]ann) von\b",
            "heiratete{mid}"),
           (rf"\b(?:beschloss|beendete)\b(?P<mid>{_MID})\bseine Tage\b", "starb{mid}"),
           (rf"\bfand\b(?P<mid>{_MID})\bden Tod\b", "starb{mid}"),
           # since round 28: a start dated by its noun; a works that stopped ("stellte 1930
           # den Betrieb ein")
           (r"\b[Dd]ie Gründung (?:der|des) (?P<x>[^,.;]+?) geht (?:auf das Jahr|ins Jahr) "
            r"(?P<y>\d{4}) zurück\b", "{x} wurde {y} gegründet"),
           (rf"\bstellte\b(?P<mid>{_MID})\b(?:den|seinen|ihren) Betrieb ein\b",
            "wurde{mid}geschlossen"),
           (rf"\bkam\b(?P<mid>{_MID})\bums Leben\b", "starb{mid} gewaltsam"),  # (round 42)
           # since round 39: a body called into life ("wurde 1862 ins Leben gerufen", "rief
           # … ins Leben") was founded
           (r"\bins Leben gerufen\b", "gegründet"),
           (rf"\b(?P<v>rief|riefen)\b(?P<mid>{_MID})\bins Leben\b",
            "gründete{mid}"),
           (rf"\bwurde\b(?P<mid>{_MID})\bzu Grabe getragen\b", "wurde{mid}beigesetzt"),
           # since round 43: a body set up ("richtete 1850 die Schule ein", "wurde 1850
           # eingerichtet"); a service begun ("nahm 1850 den Betrieb auf", "wurde 1850 in
           # Betrieb genommen")
           (rf"\b(?:richtete|richteten)\b(?! sich\b)(?P<mid>{_MID})\bein\b", "gründete{mid}"),
           (rf"\b(?P<w>wurde|wurden)\b(?P<mid>{_MID})\beingerichtet\b", "{w}{mid}gegründet"),
           # (since round 48 the date after the noun too: "nahm den Betrieb erst im Herbst 1869
           # auf", and a school's lessons: "nahm den Unterricht auf")
           (rf"\b(?:nahm|nahmen)\b(?P<mid>{_MID})\b(?:den|seinen|ihren) "
            rf"(?:Betrieb|Verkehr|Fährbetrieb|Unterricht|Schulbetrieb)\b(?P<end>{_MID})\bauf\b",
            "wurde{mid}{end}eröffnet"),
           # since round 44: "nahm 1861 die Arbeit (ihre Tätigkeit) auf", "ging 1861 in Betrieb"
           (rf"\b(?:nahm|nahmen)\b(?P<mid>{_MID})\b(?:die|seine|ihre) "
            rf"(?:Arbeit|Tätigkeit|Produktion)\b(?P<end>{_MID})\bauf\b", "wurde{mid}{end}eröffnet"),
           (rf"\b(?:ging|gingen)\b(?P<mid>{_MID})\bin Betrieb\b", "wurde{mid}eröffnet"),
           # since round 45: "öffnete 1835 ihre Pforten" (and its doors, its gates)
           (rf"\b(?:öffnete|öffneten)\b(?P<mid>{_MID})\b(?:seine|ihre|die) "
            r"(?:Pforten|Tore|Türen)\b", "wurde{mid}eröffnet"),
           (rf"\b(?P<w>wurde|wurden)\b(?P<mid>{_MID})\bin Betrieb genommen\b",
            "{w}{mid}eröffnet"),
           (r"\bstammt(?:e)? aus dem (?P<t>Jahre? \d{4}|\S+ Jahrhundert)\b",
            "wurde im {t} erbaut"),
           (r"\b(?:Der Bau|Die Arbeiten an) (?:des|der|dem|von) (?P<x>[^,.;]+?) "
            r"(?:begann|begannen) "
            r"(?:erst )?(?:im Jahr )?(?P<y>\d{4})", "{x} wurde ab {y} gebaut")],
}  # fmt: skip


# "… de La Unión desde su fundación, en 1904": La Unión was founded in 1904 (since
# round 18), said again as a sentence of its own after the statement
_NAME = r"(?P<x>(?:[A-ZÁÉÍÓÚÜÑ][\w'’-]*\s){0,3}[A-ZÁÉÍÓÚÜÑ][\w'’-]*)"
_SINCE_FOUNDING = {
    "en": (rf"{_NAME},? (?:ever )?since (?:its|their) (?:founding|foundation|creation),? "
           r"in (?P<y>\d{4})", "{x} was founded in {y}."),
    "es": (rf"{_NAME},? desde su (?:fundación|creación),? en (?P<y>\d{{4}})",
           "{x} se fundó en {y}."),
    "fr": (rf"{_NAME},? depuis sa (?:fondation|création),? en (?P<y>\d{{4}})",
           "{x} fut fondé en {y}."),
    "de": (rf"{_NAME},? seit (?:seiner|ihrer) Gründung,? (?:im Jahr )?(?P<y>\d{{4}})",
           "{x} wurde {y} gegründet."),
}  # fmt: skip
_SINCE_RX = {lang: (re.compile(rx), out) for lang, (rx, out) in _SINCE_FOUNDING.items()}


def since_founding(s: str, lang: str) -> str:
    """The statement, and after it the founding a "since its founding in
    1904" dates, as a sentence of its own."""
    got = _SINCE_RX.get(lang)
    if got is None or (m := got[0].search(s)) is None:
        return s
    return f"{s.rstrip()} {got[1].format(x=m['x'], y=m['y'])}"


# "X fiel 1918 der Grippe zum Opfer", "Dem Sturm fielen 23 Seeleute zum Opfer": a
# person's death (since round 23); a thing that falls victim to a fire or a flood is
# lost, not dead (`ravages.py`: "Die Mühle fiel dem Hochwasser zum Opfer")
_FELL_VICTIM = re.compile(r"\b(?P<v>fiel|fielen)\b(?P<mid>[^.;]*?)\bzum Opfer\b")


def fell_victim(s: str, lang: str, names: NameIndex | None) -> str:
    """German "fiel … zum Opfer" as "starb …" when the sentence names a person
    (a character note or a noun of persons)."""
    if lang != "de" or "Opfer" not in s:
        return s
    m = _FELL_VICTIM.search(s)
    if m is None or not _of_people(s, names):
        return s
    verb = "starben" if m["v"] == "fielen" else "starb"
    return s[: m.start()] + verb + m["mid"] + s[m.end() :]


def _of_people(s: str, names: NameIndex | None) -> bool:
    from semnet.graph.judge.happenings import PERSONS_DE
    from semnet.graph.judge.people import PERSONS
    from semnet.graph.manuscript.names import fold

    words = re.findall(r"\w+", s)
    if any(fold(w) in (PERSONS | PERSONS_DE) - {"opfer"} for w in words):
        return True
    if names is None:
        return False
    found = names.find_all(words, "de")
    return any(m.entity is not None and names.kind(m.entity) == "character" for m in found)


# since round 36: a cause that killed a person ("The Spanish flu killed Ann Hale in
# 1918", "La grippe emporta Ann Hale", "El tifus se llevó a Ann Hale", "Die Cholera
# raffte Ann Hale dahin", "Тиф унёс Анну Хейл"): the person died of it
_KILLED = {
    "en": (r"\b(?:killed|carried off|carried away|took the life of|claimed the life of)\s+",
           "{who} died of {cause}"),
    "fr": (r"\b(?:emporta|tua|a emporté|emporte)\s+", "{who} mourut de {cause}"),
    "es": (r"\b(?:se llevó a|mató a|se lleva a)\s+", "{who} murió de {cause}"),
    "de": (r"\b(?:raffte|tötete)\s+", "{who} starb an {cause}"),
    "ru": (r"(?<!\w)(?:унесла|унёс|унес|унесло|убила|убил|убило|сгубила|сгубил)\s+",
           "{who} умер от {cause}"),
}  # fmt: skip
_KILLED_RX = {lang: (re.compile(rx), out) for lang, (rx, out) in _KILLED.items()}


# the same said of the person ("Ann Hale was carried off by typhus"; not of a thing:
# "the bridge was carried off by the flood" is its collapse)
_CARRIED_OFF = {
    "en": (re.compile(r"\s+(?:was|were) carried off by\s+"), " died of "),
    "fr": (re.compile(r"\s+(?:fut|a été) emportée? par\s+"), " mourut de "),
}


def _carried_off(s: str, lang: str, names: NameIndex) -> str:
    got = _CARRIED_OFF.get(lang)
    if got is None or (m := got[0].search(s)) is None:
        return s
    before = re.findall(r"\w+", s[: m.start()])
    found = names.find_all(before, lang)
    if not any(x.entity is not None and names.kind(x.entity) == "character" for x in found):
        return s  # a person named before it ("Tom, son of Ann Hale, was carried off by …")
    return s[: m.start()] + got[1] + s[m.end() :]


def killed_by(s: str, lang: str, names: NameIndex | None) -> str:
    """ "The Spanish flu killed Ann Hale in 1918" as "Ann Hale died of The
    Spanish flu in 1918", when what killed is a cause of death
    (`causes.cause_of`) and a character note follows the verb; "Ann Hale was
    carried off by typhus" as "Ann Hale died of typhus"."""
    from semnet.graph.judge.causes import cause_of
    from semnet.graph.manuscript.names import fold

    if names is None:
        return s
    s = _carried_off(s, lang, names)
    got = _KILLED_RX.get(lang)
    if got is None or (m := got[0].search(s)) is None:
        return s
    cause, after = s[: m.start()].strip(), s[m.end() :]
    if not cause or cause_of(fold(cause).lower()) is None:
        return s
    spans = [w.span() for w in re.finditer(r"\w+", after)]
    found = names.find_all([after[a:b] for a, b in spans], lang)
    first = next((x for x in found if x.start == 0), None)
    if first is None or first.entity is None or names.kind(first.entity) != "character":
        return s
    end = spans[first.end - 1][1]
    rest = re.sub(r"\s+dahin\b", "", after[end:]) if lang == "de" else after[end:]
    return got[1].format(who=after[:end], cause=cause) + rest
