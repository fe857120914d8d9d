"""A person's abilities, senses, health and body against acts that need
them: blind (from birth, since a date) against painting or watching, deaf
against hearing, unable to walk against a journey on foot, unable to read
against reading or writing letters, unable to swim against swimming across,
mute against singing; never ill against an illness; a lost arm against
playing with both hands after the loss; bald against a head of hair and a
beard against clean-shaven at the same date.

Hand-written, small and per language (no offline library knows which act
needs which faculty): one pattern per faculty for the lack, the loss and
the acts, over the folded text (no accents, ё → е, й → и). Literacy as a
state ("literate"/"illiterate") stays an antonym pair (`slots.py`); here
only its lack against an act of reading or writing."""

from __future__ import annotations

import functools
import re
from dataclasses import replace
from typing import TYPE_CHECKING

from semnet.graph.judge.base import Stance
from semnet.graph.judge.kinds import hair_colour

if TYPE_CHECKING:
    from semnet.graph.judge.claims import Claim
    from semnet.graph.judge.compare import Finding
    from semnet.graph.judge.lexical import Read
    from semnet.graph.judge.values import TimeValue

SLOTS = frozenset({"ability", "ability:act", "health", "limb", "limb:act", "hair", "beard"})

# the lack of a faculty (a state) and its loss (from a date)
_LACK: dict[str, dict[str, str]] = {
    "sight": {
        "en": r"\b(?:blind(?! to\b)|sightless|could not see)\b",  # not "blind to his faults"
        "de": r"\b(?:blind|konnte (?:\w+ ){0,3}?nicht (?:mehr )?sehen)\b",
        "fr": r"\b(?:aveugle|ne voyait (?:pas|plus|rien))\b",
        "es": r"\b(?:ciego|ciega|invidente|no veia)\b",
        "ru": r"(?:\bслеп(?:ои|ая|ым|ои|а|ыми|ого)?\b|\bне видел\w*)",
    },
    "hearing": {
        "en": r"\b(?:deaf(?! to\b)|could not hear)\b",
        "de": r"\b(?:taub|gehorlos|konnte (?:\w+ ){0,3}?nicht (?:mehr )?horen)\b",
        "fr": r"\b(?:sourde?|n.entendait (?:pas|plus|rien))\b",
        "es": r"\b(?:sord[oa]|no oia)\b",
        "ru": r"(?:\bглух(?:ои|ая|ым|а|ого)?\b|\bне слышал\w*)",
    },
    "walk": {
        "en": r"\b(?:could not walk|paraly[sz]ed|unable to walk|confined to a wheelchair)\b",
        "de": r"\b(?:konnte (?:\w+ ){0,3}?nicht (?:mehr )?(?:gehen|laufen)|gelahmt\w*)\b",
        "fr": r"\b(?:ne pouvait (?:pas|plus) marcher|paralyse\w*)\b",
        "es": r"\b(?:no podia (?:caminar|andar)|paralitic[oa]|tullid[oa])\b",
        "ru": r"(?:не мог\w* ходить|парализован\w*)",
    },
    "read": {
        "en": r"\b(?:could not read|never learned to read|illiterate|unable to read"
        r"|neither read nor write)\b",
        "de": r"\b(?:konnte (?:\w+ ){0,3}?(?:nicht|nie) lesen|analphabet\w*|nie lesen gelernt|"
        r"weder lesen noch schreiben|"
        r"lernte (?:\w+ ){0,2}?nie (?:richtig )?(?:zu )?lesen)\b",
        "fr": r"\b(?:ne savait (?:pas|ni) lire|illettre\w*|analphabete\w*|"
        r"n.(?:apprit|a) jamais (?:appris )?a lire|ne sut (?:jamais )?(?:ni )?lire|"
        r"ni lire ni ecrire)\b",
        "es": r"\b(?:no sabia (?:leer|ni leer)|analfabet[oa]s?|"
        r"(?:nunca|jamas) aprendio a leer|no aprendio nunca a leer)\b",
        "ru": r"(?:не (?:умел|научил)\w* (?:ни )?читать|неграмот\w*)",
    },
    "swim": {
        "en": r"\b(?:could not swim|never learned to swim|unable to swim)\b",
        "de": r"\b(?:konnte (?:\w+ ){0,3}?(?:nicht|nie) schwimmen|"
        r"lernte (?:\w+ ){0,2}?nie (?:zu )?schwimmen)\b",
        "fr": r"\b(?:ne savait pas nager|n.(?:apprit|a) jamais (?:appris )?a nager)\b",
        "es": r"\b(?:no sabia nadar|(?:nunca|jamas) aprendio a nadar)\b",
        "ru": r"(?:не (?:умел|научил)\w* плавать)",
    },
    "speech": {
        "en": r"\b(?:mute|dumb|could not speak)\b",
        "de": r"\b(?:stumm|konnte (?:\w+ ){0,3}?nicht sprechen)\b",
        "fr": r"\b(?:muet|muette|ne pouvait pas parler)\b",
        # "mudó" (moved) folds to "mudo": the mute are said to be so
        "es": r"\b(?:(?:era|es|fue|nacio|quedo|estaba|sordo|sorda) mud[oa]|sordomud[oa]"
        r"|no podia hablar)\b",
        "ru": r"(?:\bнем(?:ои|ая|ым|а|ого)\b|не мог\w* говорить)",
    },
}
_LOSS: dict[str, dict[str, str]] = {
    "sight": {
        "en": r"\b(?:lost (?:his|her) (?:sight|eyesight)|went blind|became blind)\b",
        "de": r"\b(?:erblindet\w*|verlor (?:sein|ihr) augenlicht)\b",
        "fr": r"\b(?:perdit la vue|a perdu la vue|devint aveugle)\b",
        "es": r"\b(?:perdio la vista|quedo ciega?)\b",
        "ru": r"(?:\bослеп\w*|потерял\w* зрение)",
    },
    "hearing": {
        "en": r"\b(?:lost (?:his|her) hearing|went deaf|became deaf)\b",
        "de": r"\b(?:ertaubt\w*|verlor (?:sein|ihr) gehor)\b",
        "fr": r"\b(?:perdit l.ouie|devint sourde?)\b",
        "es": r"\b(?:perdio el oido|quedo sord[oa])\b",
        "ru": r"(?:\bоглох\w*|потерял\w* слух)",
    },
}
# acts that need the faculty
_ACTS: dict[str, dict[str, str]] = {
    "sight": {
        "en": r"\b(?:painted|paints|sketched|watched|embroidered|saw|read|reads"
              r"|could (?:still )?see|sees? (?:well|perfectly|clearly))\b",  # seeing well too
        "de": r"\b(?:malte|zeichnete|beobachtete|stickte|sah|las"
              r"|konnte (?:\w+ ){0,4}?(?:gut|scharf|bestens) sehen)\b",
        "fr": r"\b(?:peignait|peignit|a peint|dessinait|dessina|regardait|regarda|observa|brodait|"
              r"broda|lisait|lut|voyait (?:encore )?(?:tres )?(?:bien|parfaitement|clair))\b",
        "es": r"\b(?:pintaba|pinto|dibujaba|dibujo|miraba|observo|bordaba|(?<!a )bordo|vio|leia|"
              r"leyo|veia (?:muy )?(?:bien|perfectamente|claramente))\b",
        "ru": r"(?:\b(?:на)?писал\w* (?:пеизаж|портрет|картин|икон)\w*|\bрисовал\w*|\bсмотрел\w*|"
              r"\bвышивал\w*|\bувидел\w*|\bчитал\w*|(?:прекрасно|хорошо|отлично) видел\w*)",
    },
    "hearing": {
        "en": r"\b(?:heard|listened)\b",
        "de": r"\b(?:horte|lauschte)\b",
        "fr": r"\b(?:entendit|entendait|ecoutait|ecouta)\b",
        "es": r"\b(?:oyo|oia|escuchaba|escucho)\b",
        "ru": r"(?:\bуслышал\w*|\bслышал\w*|\bслушал\w*)",
    },
    "walk": {
        "en": r"\b(?:walked|on foot|hiked|danced|climbed)\b",
        "de": r"\b(?:zu fuss|tanzte|bestieg)\b",
        "fr": r"\b(?:a pied|marcha|dansait|dansa|gravit)\b",
        "es": r"\b(?:a pie|camino|caminaba|bailaba|bailo)\b",
        "ru": r"(?:\bпешком|\bтанцевал\w*)",
    },
    "read": {
        # since round 15: keeping the accounts or the books ("tenait les comptes")
        "en": r"\b(?:read|reads|wrote letters|wrote to|kept a diary|wrote|"
        r"kept (?:the |his |her )?(?:\w+ )?(?:accounts|books|ledgers?|minutes))\b",
        "de": r"\b(?:las|liest|schrieb|"
        r"fuhrte (?:\w+ )?(?:die )?(?:bucher|buch|rechnungen|protokoll))\b",
        "fr": r"\b(?:lisait|lut|ecrivait|ecrivit|"
        r"tenait (?:[\w-]+ )?(?:les|ses) (?:comptes|livres|registres))\b",
        "es": r"\b(?:leia|leyo|escribia|escribio|"
        r"llevaba (?:[\w-]+ ){0,2}(?:las|sus) (?:cuentas|libros)|"
        r"redactaba)\b",
        "ru": r"(?:\bчитал\w*|\bпрочитал\w*|\bписал\w* (?:\w+ )?(?:письм|жалоб|прошени)\w*|"
        r"\bвел\w* (?:\w+ )?(?:счет|книг|учет|протокол)\w*)",
    },
    "swim": {
        "en": r"\b(?:swam|swimming across)\b",
        "de": r"\b(?:schwamm|durchschwamm)\b",
        "fr": r"\b(?:a la nage|nagea|nageait)\b",
        "es": r"\b(?:a nado|nado|nadaba)\b",
        "ru": r"(?:\bпереплыл\w*|\bплавал\w*|\bпереплыва\w*)",
    },
    "speech": {
        "en": r"\b(?:sang|sings|preached|gave a speech|spoke)\b",
        "de": r"\b(?:sang|predigte|sprach)\b",
        "fr": r"\b(?:chantait|chanta|prechait|precha|parlait)\b",
        "es": r"\b(?:cantaba|canto|predicaba|hablaba)\b",
        "ru": r"(?:\bпел\b|\bпела\b|\bспел\w*|\bпроповедовал\w*)",
    },
}  # fmt: skip
# a lack for life: from birth, from childhood, never learned
_LIFELONG = {
    "en": r"\b(?:from birth|born (?:blind|deaf|mute)|from (?:early )?childhood|never learned|"
          r"all (?:his|her) life)\b",
    "de": r"\b(?:von geburt an|seit (?:der|seiner|ihrer) (?:geburt|kindheit)|"
          r"(?:blind|taub) geboren|"
          r"(?:blind|taub) zur welt|nie \w+ gelernt|(?:sein|ihr) leben lang)\b",
    "fr": r"\b(?:de naissance|depuis (?:l.enfance|son enfance|sa naissance)|"
          r"nee? (?:aveugle|sourde?))\b",
    "es": r"\b(?:de nacimiento|desde (?:su nacimiento|nin[oa]|su infancia)|"
          r"naci[oa] (?:cieg[oa]|sord[oa]))\b",
    "ru": r"(?:от рождения|с рождения|с детства|родил\w* (?:слеп|глух)\w*)",
}  # fmt: skip
# a partial lack: one ear, one eye; in old age
_PARTIAL = {
    "en": r"\b(?:in (?:one|his left|his right|her left|her right|the left|the right) (?:ear|eye)|"
          r"in (?:his|her) old age)\b",
    "de": r"\b(?:auf (?:einem|dem linken|dem rechten) (?:ohr|auge)|im alter)\b",
    "fr": r"\b(?:d.une oreille|de l.oreille|d.un oeil|de l.oeil|dans sa vieillesse)\b",
    "es": r"\b(?:de un (?:oido|ojo)|del (?:oido|ojo)|en su vejez)\b",
    "ru": r"(?:на (?:одно|левое|правое) ухо|на (?:один|левый|правый) глаз|в старости)",
}  # fmt: skip
# a skill one lacks, said without a date, is lacking for life (one is born
# blind or deaf seldom; one who "could not read" never learned)
_SKILLS = frozenset({"read", "swim", "speech"})
_SINCE = r"\b(?:since|seit|depuis|desde|с)\b"
# a word before an adjective that makes it attributive ("her blind father")
_DET = {
    lang: re.compile(rf"\b(?:{words})\s+$")
    for lang, words in {
        "en": "a|an|the|his|her|their",
        "de": "ein|eine|einen|einem|einer|der|die|das|dem|den|sein\\w*|ihr\\w*",
        "fr": "le|la|les|l|un|une|du|des|au|aux|son|sa|ses|leur|leurs",
        "es": "el|la|los|las|un|una|al|del|su|sus",
        "ru": "его|ее|их|свою|своего|своеи|своим",
    }.items()
}
# a person noun right before an adjective: "sa mère malade", "su padre ciego"
_NOUN_BEFORE = re.compile(
    r"\b(?:wife|husband|mother|father|son|daughter|child|brother|sister|frau|mann|mutter|vater|"
    r"sohn|tochter|kind|bruder|schwester|femme|mari|mere|pere|fils|fille|enfant|frere|soeur|sœur|"
    r"esposa|marido|madre|padre|hijo|hija|nino|nina|hermano|hermana|жена|муж|мать|отец|сын|дочь|"
    r"брат|сестра)\s+$"
)
_NEG = re.compile(r"\b(?:not|never|nicht|nie|kein\w*|pas|jamais|не|ни|no|nunca)\s+(?:\w+\s+)?$")

# health: never ill (for life) against an illness
_NEVER_ILL = {
    "en": r"\b(?:never (?:once )?(?:ill|sick)|robust health all|never had a day.s illness)\b",
    "de": r"\b(?:nie krank|niemals krank|nie einen tag krank|kerngesund)\b",
    "fr": r"\b(?:jamais malade|sante de fer)\b",
    "es": r"\b(?:(?:nunca|no) estuvo enferm[oa]|salud de hierro)\b",
    "ru": r"(?:ни разу не болел\w*|никогда не болел\w*|железн\w* здоровь\w*)",
}
_ILL = {
    "en": r"\b(?:ill(?!-)|sick|fever|bedridden|typhoid|typhus|cholera|illness)\b",
    "de": r"\b(?:krank|erkrankte|fieber|bettlagerig|typhus|cholera)\b",
    "fr": r"\b(?:malade|fievre|alite\w*|typhoide|cholera|maladie)\b",
    "es": r"\b(?:enferm[oa]|enfermo|fiebres?|guardo cama|tifus|colera)\b",
    "ru": r"(?:\bболел\w*|\bзаболел\w*|\bслег\w*|\bгорячк\w*|\bлихорадк\w*|\bтиф\w*)",
}
# body: a lost arm; playing or working with both hands (or that hand)
_LIMB = {
    "en": r"\blost (?:his|her) (left |right )?(arm|hand)\b",
    "de": r"\bverlor (?:\w+ )*?(?:den|die|seinen|ihren|seine|ihre) "
          r"(linken |rechten |linke |rechte )?(arm|hand)\b",
    "fr": r"\bperdit (?:le|la|son|sa) (bras|main)( gauche| droite?)?\b",
    "es": r"\bperdio (?:el|la|su) (brazo|mano)( izquierd[oa]| derech[oa])?\b",
    "ru": r"\bпотерял\w* (левую |правую )?(руку|кисть)\b",
}  # fmt: skip
_BOTH = {
    "en": r"\bwith both hands\b",
    "de": r"\bmit beiden handen\b",
    "fr": r"\bdes deux mains\b|\bà deux mains\b",
    "es": r"\bcon (?:ambas|las dos) manos\b",
    "ru": r"\bобеими руками\b|\bдвумя руками\b",
}
_LEFT = re.compile(r"left|link|gauche|izquierd|лев")
_RIGHT = re.compile(r"right|recht|droit|derech|прав")
# hair and beards
_BALD = {
    "en": r"\b(?:bald|hairless)\b",
    "de": r"\b(?:kahl\w*|glatzkopfig\w*|glatze)\b",
    "fr": r"\b(?:chauve)\b",
    "es": r"\b(?:calv[oa])\b",
    "ru": r"(?:\bлыс\w*)",
}
_HAIR = {
    "en": r"\b(?:thick|curly|black|fair|long|full|dark|red|head of)\b(?:\s\w+){0,3}\s(?:hair)\b",
    "de": r"\b(?:dichte|volle|lockige|schwarze|blonde|lange|dunkle)\w*(?:\s\w+){0,2}\s"
          r"(?:haar|haare|locken)\b",
    "fr": r"\b(?:cheveux|chevelure)\b",
    "es": r"\b(?:el pelo|el cabello|la melena)\b",
    "ru": r"(?:\bволосы\b|\bшевелюр\w*)",
}  # fmt: skip
_BEARD = {
    "en": r"\b(?:beard|bearded)\b",
    "de": r"\b(?:bart|vollbart|backenbart|bartig\w*)\b",
    "fr": r"\b(?:barbe|barbu)\b",
    "es": r"\b(?:barba|barbudo)\b",
    "ru": r"(?:\bбород\w*)",
}
_SHAVEN = {
    "en": r"\b(?:clean-shaven|clean shaven|beardless)\b",
    "de": r"\b(?:glatt rasiert|bartlos)\b",
    "fr": r"\b(?:rase de pres|imberbe|glabre)\b",
    "es": r"\b(?:afeitado|lampin[oa]|rasurado)\b",
    "ru": r"(?:\bвыбрит\w*|\bбезбород\w*)",
}


def _find(
    pattern: str | None, text: str, lang: str = "", act: bool = False
) -> re.Match[str] | None:
    """The first match that is not denied ("was not blind", "never saw", an
    act's "wrote nothing down"), nor, given the language, attributive ("her
    blind father")."""
    if not pattern:
        return None
    det = _DET.get(lang)
    for m in re.finditer(pattern, text):
        before = text[: m.start()]
        if (det is not None and (det.search(before) or _NOUN_BEFORE.search(before))) or (
            _NEG.search(before) or (act and _NEG_AFTER.match(text, m.end()))
        ):
            continue
        return m
    return None


# a denial right after the act: "wrote nothing down", "las nie", "n'écrivait rien"
_NEG_AFTER = re.compile(r"\s+(?:nothing|never|nichts|nie|rien|jamais|nada|nunca|ничего)\b")


def who(r: Read) -> tuple[str, str] | None:
    """The person a statement is about: its main subject, or the one
    character it names when the clause starts with something else ("On the
    day of the fire, Anna was in London")."""
    if r.main.kind == "character" and r.main.key.startswith("@"):
        return r.main.key, r.main.label
    if r.main.key.startswith("rel:"):
        return None  # "Anna's father", "Дочь Анны": another person
    people = r.entities("character")
    return (f"@{people[0][0]}", people[0][1]) if len(people) == 1 else None


def about_person(r: Read) -> Read | None:
    """The statement read as about the person `who` finds, or None."""
    person = who(r)
    if person is None:
        return None
    return replace(r, main=replace(r.main, key=person[0], label=person[1], kind="character"))


def _since(r: Read) -> TimeValue | None:
    m = re.search(_SINCE, r.folded)
    return r.when if m is not None else None


@functools.lru_cache(maxsize=8)
def _any(lang: str) -> re.Pattern[str]:
    """One pattern for every word of this module in a language: a statement
    that matches none of them is not read further."""
    tables = [*_LACK.values(), *_LOSS.values(), *_ACTS.values()]
    tables += [_NEVER_ILL, _ILL, _LIMB, _BOTH, _BALD, _HAIR, _BEARD, _SHAVEN]
    return re.compile("|".join(f"(?:{t[lang]})" for t in tables if lang in t))


def claims(r: Read) -> list[Claim]:
    """The abilities, health, body and hair claims of a statement about one
    person."""
    if r.lang not in _ILL or not _any(r.lang).search(r.folded):
        return []
    aimed = about_person(r)
    if aimed is None:
        return []
    r = aimed
    text, lang = r.folded, r.lang
    out: list[Claim] = []
    lifelong = re.search(_LIFELONG.get(lang, r"$^"), text) is not None
    partial = re.search(_PARTIAL.get(lang, r"$^"), text) is not None
    lacking: set[str] = set()
    for faculty, table in _LACK.items():
        loss = _find(_LOSS.get(faculty, {}).get(lang), text)
        lack = loss or _find(table.get(lang), text, lang)
        if lack is None:
            continue
        lacking.add(faculty)
        onset = r.when if loss is not None else _since(r)
        skill = faculty in _SKILLS and r.when is None  # "could not swim": never learned
        anchor = "life" if (lifelong or skill) and loss is None else ("onset" if onset else None)
        time = onset if anchor == "onset" else (None if anchor == "life" else r.when)
        out.append(r.claim("ability", status=faculty, anchor=anchor, time=time,
                           restricted=partial, negated=True))  # fmt: skip
    for faculty, table in _ACTS.items():
        if faculty in lacking:
            continue
        act = _find(table.get(lang), text, lang, act=True)  # "el camino", "son fils lisait"
        if act is not None:
            out.append(r.claim("ability:act", status=faculty, anchor=act.group(0), time=r.when))
    out.extend(_health(r))
    out.extend(_body(r))
    return out


def _health(r: Read) -> list[Claim]:
    text, lang = r.folded, r.lang
    if re.search(_NEVER_ILL.get(lang, r"$^"), text):
        return [r.claim("health", status="never-ill", anchor="life")]
    ill = _find(_ILL.get(lang), text, lang)
    if ill is not None:
        return [r.claim("health", status="ill", anchor=ill.group(0), time=r.when)]
    return []


def _body(r: Read) -> list[Claim]:
    text, lang = r.folded, r.lang
    out: list[Claim] = []
    m = re.search(_LIMB.get(lang, r"$^"), text)
    if m is not None:
        side = "left" if _LEFT.search(m.group(0)) else "right" if _RIGHT.search(m.group(0)) else ""
        out.append(r.claim("limb", status=side, time=r.when, anchor=m.group(0)))
    else:
        both = _find(_BOTH.get(lang), text)
        if both is not None:
            out.append(r.claim("limb:act", status="both", anchor=both.group(0), time=r.when))
    for slot, (yes, no, y_word, n_word) in {
        "hair": (_HAIR, _BALD, "hair", "bald"),
        "beard": (_BEARD, _SHAVEN, "beard", "clean-shaven"),
    }.items():
        neg = _find(no.get(lang), text)
        pos = None if neg is not None else _find(yes.get(lang), text)
        if neg is not None or pos is not None:
            status = n_word if neg is not None else y_word
            colour = hair_colour(r) if slot == "hair" and pos is not None else None
            out.append(r.claim(slot, status=status, time=r.when, anchor=colour))
    return out


def compare(ca: Claim, cb: Claim) -> Finding | None:
    from semnet.graph.judge.compare import Finding

    if ca.slot.endswith(":act") and not cb.slot.endswith(":act"):
        ca, cb = cb, ca
    pair = (ca.slot, cb.slot)
    if pair == ("ability", "ability:act") and ca.status == cb.status:
        return _lack_act(ca, cb)
    if pair == ("ability", "ability") and ca.status == cb.status:
        if ca.restricted != cb.restricted:
            why = f"{ca.label}: {ca.status} lacking, in part on one side"
            return Finding(Stance.QUALIFIES, why, 0.6, "ability", "a" if ca.restricted else "b")
        if _meet(ca.time, cb.time) or ca.anchor == "life" or cb.anchor == "life":
            return Finding(Stance.AGREES, f"{ca.label}: {ca.status} lacking in both", 0.6,
                           "ability")  # fmt: skip
        return None
    if pair == ("health", "health"):
        return _health_pair(ca, cb)
    if pair == ("limb", "limb:act"):
        return _limb_act(ca, cb)
    if ca.slot == cb.slot and ca.slot in ("hair", "beard"):
        return _look(ca, cb)
    return None


def _lack_act(lack: Claim, act: Claim) -> Finding | None:
    from semnet.graph.judge.compare import Finding

    if lack.restricted:
        return None
    why = f"{lack.label}: {lack.status} lacking, yet “{act.anchor}”"
    if lack.anchor == "life":
        return Finding(Stance.CONTRADICTS, why + " (for life)", 0.8, "ability")
    if lack.anchor == "onset":
        assert lack.time is not None
        if act.time is None:
            return None  # the act may come before the loss
        if act.time.start.year > lack.time.start.year:
            return Finding(Stance.CONTRADICTS, why + f" after {lack.time.text}", 0.8, "ability")
        if act.time.start.year == lack.time.start.year:
            return Finding(Stance.IN_TENSION, why + f" in {lack.time.text}", 0.55, "ability")
        return None
    if lack.time is None and act.time is None:
        return Finding(Stance.CONTRADICTS, why, 0.7, "ability")
    if lack.time is None or act.time is None:
        return Finding(Stance.IN_TENSION, why + " (at a date the other does not give)", 0.55,
                       "ability")  # fmt: skip
    if _meet(lack.time, act.time):
        return Finding(Stance.CONTRADICTS, why + f" in {act.time.text}", 0.8, "ability")
    return None


def _health_pair(ca: Claim, cb: Claim) -> Finding | None:
    from semnet.graph.judge.compare import Finding

    kinds = {ca.status, cb.status}
    if kinds == {"never-ill"}:
        return Finding(Stance.AGREES, f"{ca.label}: never ill in both", 0.6, "health")
    if kinds == {"never-ill", "ill"}:
        ill = ca if ca.status == "ill" else cb
        return Finding(Stance.CONTRADICTS, f"{ca.label}: never ill, yet “{ill.anchor}”", 0.8,
                       "health")  # fmt: skip
    return None


def _limb_act(loss: Claim, act: Claim) -> Finding | None:
    from semnet.graph.judge.compare import Finding

    if loss.time is None or act.time is None or act.time.start.year < loss.time.start.year:
        return None
    why = f"{loss.label}: {loss.anchor} ({loss.time.text}), yet “{act.anchor}” in {act.time.text}"
    if act.time.start.year == loss.time.start.year:
        return Finding(Stance.IN_TENSION, why, 0.55, "body")
    return Finding(Stance.CONTRADICTS, why, 0.8, "body")


def _look(ca: Claim, cb: Claim) -> Finding | None:
    from semnet.graph.judge.compare import Finding

    if ca.time is not None and cb.time is not None and not _meet(ca.time, cb.time):
        return None
    if ca.status == cb.status:
        if ca.anchor and cb.anchor and ca.anchor != cb.anchor:
            return None  # hair of two colours: `kinds.py` says what it means
        return Finding(Stance.AGREES, f"{ca.label}: {ca.status} in both", 0.55, ca.slot)
    why = f"{ca.label}: {ca.status} / {cb.status}"
    if ca.time is not None and cb.time is not None:
        return Finding(Stance.CONTRADICTS, why + f" in {ca.time.text}", 0.8, ca.slot)
    return Finding(Stance.IN_TENSION, why + " (no date on one side)", 0.55, ca.slot)


def _meet(ta: TimeValue | None, tb: TimeValue | None) -> bool:
    """No date on one side, or years that meet."""
    if ta is None or tb is None:
        return True
    return ta.start.year <= tb.end.year - (tb.end.month == 1 and tb.end.day == 1) and (
        tb.start.year <= ta.end.year - (ta.end.month == 1 and ta.end.day == 1)
    )
