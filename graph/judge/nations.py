"""A person's nationality, one at a time: a demonym after a verb of being
("was American", "war Österreicher", "était suisse", "era chilena", "была
полькой", "a Canadian citizen", "de nationalité espagnole") or before the
name ("Der Österreicher Friedrich Albers"). Two nationalities contradict, the
same agrees; a change with its verb ("became a British subject in 1901",
"fut naturalisé français", "obtuvo la nacionalidad", "принял подданство")
is a succession and gives no claim.

Hand-written, small and per language: the demonyms of 36 nations (Russian by their roots) (pycountry
names countries, not their people) and the words of a change of
nationality."""

from __future__ import annotations

from typing import TYPE_CHECKING

from semnet.graph.judge import cues
from semnet.graph.judge.base import Stance
from semnet.graph.judge.cues import words

if TYPE_CHECKING:
    from semnet.graph.judge.claims import Claim
    from semnet.graph.judge.compare import Finding
    from semnet.graph.judge.lexical import Read

SLOTS = frozenset({"nation"})

# demonym stems (folded; a stem matches a word that starts with it and adds
# at most five letters, a stem of four letters or fewer matches exactly or
# with -e, -n, -s, -a, -in)
_STEMS = {
    "american": "american amerikaner amerikanisch americain estadounidense norteamerican "
                "американ",
    "canadian": "canadian kanadier kanadisch canadien canadiense канад",
    "british": "british briton brite britin britisch britannique britanic британ",
    "english": "english englishman englishwoman englander englisch anglais ingles англичан",
    "scottish": "scottish scot schotte schottin schottisch ecossais escoces шотланд",
    "welsh": "welsh welshman waliser walisisch gallois gales валлии",
    "irish": "irish irishman ire irin irisch irlandais irlandes ирланд",
    "french": "french frenchman frenchwoman franzose franzosin franzosisch francais frances "
              "француз францужен",
    "german": "german deutsche deutscher deutsch allemand aleman немц немец немк немецк германск",
    "austrian": "austrian osterreicher osterreichisch autrichien austriac австри",
    "swiss": "swiss schweizer schweizerin schweizerisch suisse suissesse suizo suiza "
             "швеицар",
    "belgian": "belgian belgier belgisch belge belga бельги",
    "dutch": "dutch dutchman niederlander hollander niederlandisch hollandisch neerlandais "
             "hollandais holandes neerlandes голланд нидерланд",
    "italian": "italian italiener italienisch italien italian итальян",
    "spanish": "spanish spaniard spanier spanisch espagnol espanol испан",
    "portuguese": "portuguese portugiese portugiesin portugiesisch portugais portugues "
                  "португал",
    "polish": "polish pole polin polnisch polonais polaco polaca поляк польк польск",
    "russian": "russian russe russin russisch ruso rusa русск россиян",
    "swedish": "swedish swede schwede schwedin schwedisch suedois sueco sueca швед",
    "danish": "danish dane dane danin danisch danois danes danesa датчан датск",
    "norwegian": "norwegian norweger norwegisch norvegien noruego норвеж",
    "chilean": "chilean chilene chilenisch chilien chileno chilena чили",
    "argentine": "argentine argentinian argentinier argentinisch argentin argentino "
                 "argentina аргентин",
    "mexican": "mexican mexikaner mexicain mexicano mexicana мексикан",
    "hungarian": "hungarian ungar ungarin ungarisch hongrois hungaro hungara венгер",
    "greek": "greek grieche griechin griechisch grec grecque griego griega грек гречанк",
    "czech": "czech tscheche tschechin tschechisch tcheque checo checa чехом чешк чешск",
    "ukrainian": "ukrainian ukrainer ukrainisch ukrainien ucraniano украин",
    "uruguayan": "uruguayan uruguayer uruguayisch uruguayen uruguayo uruguaya уругва",
    "peruvian": "peruvian peruaner peruanisch peruvien peruano peruana перуан",
    "colombian": "colombian kolumbianer kolumbianisch colombien colombiano colombiana колумби",
    "venezuelan": "venezuelan venezolaner venezolanisch venezuelien venezolano venezolana "
                  "венесуэл",
    "cuban": "cuban kubaner kubanisch cubain cubano cubana кубин",
    "brazilian": "brazilian brasilianer brasilianisch bresilien brasileno brasilena бразил",
    "finnish": "finnish finn finnin finnisch finlandais finlandes финн финк финск",
    "turkish": "turkish turk turkin turkisch turc turque turco turca турок турчанк турецк",
}  # fmt: skip
_TABLE = {stem: nation for nation, text in _STEMS.items() for stem in words(text)}
# nations inside another (an Englishman is British)
_PART_OF = {"english": "british", "scottish": "british", "welsh": "british"}
# the words that may stand between a verb of being and a demonym
_GAP = words("a an the un une ein eine by birth de nationalite nacionalidad по "
             "национальности происхождению citizen subject staatsburger staatsburgerin "
             "citoyen citoyenne ciudadano ciudadana подданныи гражданин гражданкои "
             "zeitlebens always toujours siempre всегда all life native geburtiger geburtige "
             "geburtig")  # fmt: skip
# "held Swiss citizenship", "avait la nationalité suisse", "имел шведское гражданство"
_NATIONALITY = words("citizenship nationality passport staatsburgerschaft staatsangehorigkeit "
                     "pass nationalite passeport nacionalidad ciudadania pasaporte гражданство "
                     "подданство паспорт")  # fmt: skip
_BE = words("was is were war ist etait fut est era fue es был была являлся являлась")
# a change of nationality: a succession, no claim
_CHANGE = words("became naturalised naturalized wurde eingeburgert naturalise naturalisee "
                "devint obtuvo adquirio nacionalizo naturalizo принял приняла получил "
                "получила stala стал took acquired erhielt annahm")  # fmt: skip


def nation_of(word: str) -> str | None:
    """The nation of a demonym: the longest stem the word starts with."""
    for n in range(len(word), 2, -1):
        stem = word[:n]
        nation = _TABLE.get(stem)
        if nation is None:
            continue
        rest = word[n:]
        if stem[0] >= "а":  # Russian: a root and its endings ("полькой", "канадцем")
            ok = len(rest) <= 6
        elif n <= 4:
            ok = rest in ("", "e", "n", "s", "a", "in")
        else:
            ok = len(rest) <= 5
        if ok:
            return nation
    return None


def claims(r: Read, found: list[Claim]) -> list[Claim]:
    main = r.main
    if main.kind != "character" or not main.key.startswith("@"):
        return []
    toks = r.toks
    neg = cues.NEGATION.get(r.lang, frozenset())
    if any(t.f in _CHANGE or t.f in neg for t in toks):
        return []
    hits = {k: n for k, t in enumerate(toks) if t.is_word and (n := nation_of(t.f))}
    if not hits:
        return []
    marks = r.mentions()
    first = next((s for s, _, e in marks if f"@{e}" == main.key), -1)
    ends = {end - 1 for _, end, e in marks if f"@{e}" == main.key}  # (commas are not tokens)
    got: set[str] = set()
    for k, nation in hits.items():
        if _of_a_noun(r, k):
            continue  # "a French teacher": a teacher of French, perhaps
        j = k - 1
        while j >= 0 and toks[j].f in _GAP and j > k - 5:
            j -= 1
        before_name = (
            first >= 0
            and k < first
            and all(
                u.f in _GAP | cues.STOPWORDS.get(r.lang, frozenset()) for u in toks[k + 1 : first]
            )
        )
        apposed = j >= 0 and j in ends  # "Uwe Haber, a Swede by birth, …"
        owned = any(u.f in _NATIONALITY for u in toks[max(0, k - 3) : k + 4])
        if (j >= 0 and toks[j].f in _BE) or before_name or apposed or owned:
            got.add(nation)
    if len(got) != 1:
        return []
    return [r.claim("nation", status=got.pop(), time=None)]


# English nouns after a demonym that keep it a nationality ("a Danish citizen")
_PERSON_NOUNS = words("citizen subject national woman man girl boy lady gentleman by")


def _of_a_noun(r: Read, k: int) -> bool:
    """An English demonym before another noun is an adjective of that noun
    ("a French teacher", "a German grammar"), not the person's nationality."""
    if r.lang != "en" or k + 1 >= len(r.toks):
        return False
    nxt = r.toks[k + 1]
    return nxt.is_word and nxt.text[:1].islower() and nxt.f not in _PERSON_NOUNS | _NATIONALITY


def compare(ca: Claim, cb: Claim) -> Finding | None:
    from semnet.graph.judge.compare import Finding

    if ca.slot != cb.slot:
        return None
    na, nb = ca.status or "", cb.status or ""
    if na == nb or _PART_OF.get(na) == nb or _PART_OF.get(nb) == na:
        return Finding(Stance.AGREES, f"{ca.label}: {na}", 0.7, "nation")
    return Finding(Stance.CONTRADICTS, f"{ca.label}: {na} vs {nb}", 0.8, "nation")
