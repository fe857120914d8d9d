"""A denial that someone ever held public office contradicts a civic post the
other statement has them hold, and a denial of one post contradicts that
post held (since round 40).

- Public office: "Tom Pike never held public office", "hatte nie ein
  öffentliches Amt inne", "n'exerça jamais de fonction publique", "nunca
  ocupó un cargo público", "никогда не занимал выборных должностей",
  "always refused public office", "never sat on the town council" against
  "was mayor of Kerlaz from 1848 to 1866", "war Stadtrat", "saß im
  Landtag".
- One post: "Zum Bürgermeister wurde Tom Pike nie gewählt", "Das Amt des
  Obermeisters hat er nie bekleidet", "nunca llegó a ser alcalde", "так и
  не стал городским головой" against that post held, when the denial names
  no other body than the post's.

The denial is read from the words of its sentence: a "never" (or "in all
his life … not", "так и не", or a refusal said of a whole life: "always
refused", "refusa toute sa vie") and a public office (a public, political,
elected or civic office, a seat on a council) or a post's noun. A civic post
held is a `role:office` claim whose holder is the denier, or a sentence
about the denier that names a civic post (not after an article or "of":
"the daughter of the mayor") or a seat, and denies nothing. "Never again",
a denial bounded by a year ("after 1870 he never held office") or a wish
("never wanted to be mayor") says nothing of the years before, and is left
alone. Hand-written, per language: no library lists the words of public
office.
"""

from __future__ import annotations

import functools
import re
from typing import TYPE_CHECKING

from semnet.graph.judge import cues
from semnet.graph.judge.base import Stance
from semnet.graph.judge.cues import words
from semnet.graph.judge.relations import POST, compound_post
from semnet.graph.judge.text import tokenize
from semnet.graph.manuscript.names import fold

if TYPE_CHECKING:
    from semnet.graph.judge.claims import Analysis
    from semnet.graph.judge.compare import Finding
    from semnet.graph.manuscript.names import NameIndex

# public office, folded: a qualified office, a seat on a council
_OFFICE = {
    "en": r"\b(?:public|political|elected|elective|civic|municipal|local|any) "
          r"(?:office|post|position)s?"
          r"|\b(?:town|city|parish|village|borough|municipal|county) council\b"
          r"|\bseat on the council\b|\bstood for (?:election|office)\b",
    "de": r"\b(?:offentlich|politisch|kommunal|stadtisch|gewahlt)\w* "
          r"(?:amt|amter|ehrenamt|posten)\b"
          r"|\b(?:gemeinderat|stadtrat|rat der stadt|magistrat|stadtverordnet)\w*|\bkein\w* amt\b",
    "fr": r"\b(?:fonction|charge|mandat|poste)s? (?:publique|politique|elective|electif|municipal"
          r"|municipale)s?\b|\bconseil municipal\b|\baucune? (?:fonction|charge|mandat)\b",
    "es": r"\bcargos? (?:publico|politico|electivo|municipal)s?\b|\bconcejo\b|\bconcejal\b"
          r"|\bningun cargo\b|\bcargo alguno\b",
    "ru": r"\b(?:выборн|государственн|обществен|городск|никак)\w* должност|\bдум[аеуы]\b|\bгласн",
}  # fmt: skip
_OFFICE_RX = {lang: re.compile(rx) for lang, rx in _OFFICE.items()}
# a seat held in a body ("saß von 1893 bis 1899 im Landtag", "siégea à la Chambre")
_SEAT = {
    "en": r"\bsat (?:on|in) the (?:\w+ )?(?:council|parliament|assembly|chamber|diet)\b"
          r"|\bmember of (?:the )?(?:\w+ )?(?:parliament|assembly|council)\b",
    "de": r"\bsass\b.*\b(?:im|in der) \w*(?:rat|tag|ausschuss|parlament|versammlung|kammer)\b"
          r"|\bmitglied de[sr] \w*(?:rat|rates|rats|tags|tages|parlaments|versammlung)\b",
    "fr": r"\bsieg\w* (?:au|a la|a l|dans)\b|\bmembre du conseil\b",
    "es": r"\bescano\b|\bmiembro del (?:concejo|ayuntamiento|parlamento|congreso)\b",
    "ru": r"\bзаседал\w*|\bчлен\w* (?:городск\w+ )?(?:думы|совета)",
}  # fmt: skip
_SEAT_RX = {lang: re.compile(rx) for lang, rx in _SEAT.items()}
# the nouns of an office before "of" ("the office of mayor", "das Amt des Obermeisters")
_POST_OF = words("office post position amt posten fonction charge poste cargo puesto "
                 "должность должности пост поста")  # fmt: skip
# a refusal said of a whole life or of every offer
_REFUSED = {
    "en": r"\b(?:always|consistently) (?:refused|declined)\b"
          r"|\b(?:refused|declined) (?:all|every|any)\b",
    "de": r"\b(?:stets|immer|zeitlebens|jedes|jede)\b"
          r".*(?:\bab\W*$|\bablehn|\babgelehnt|\bausschlug)",
    "fr": r"\brefusa\w* (?:toujours|toute sa vie|toute)\b|\btoujours refuse\b",
    "es": r"\b(?:siempre|toda su vida) (?:rechazo|rehuso|declino)\b"
          r"|\brechazo (?:siempre|todo|toda|cualquier)\b",
    "ru": r"\b(?:всегда|всю жизнь) отказыва\w*|\bотказывался от (?:всяк|любых|любой)",
}  # fmt: skip
_REFUSED_RX = {lang: re.compile(rx) for lang, rx in _REFUSED.items()}
# "never again", "plus jamais", "nie wieder", "nunca más", "больше никогда"
_AGAIN = re.compile(r"\bagain\b|\bwieder\b|\bplus jamais\b|\bjamais plus\b|\bnunca mas\b|больше")
# a bound before the denial ("after 1870", "nach seiner Niederlage", "depuis 1870")
_BOUND = words("after since afterwards thereafter nach seit danach apres depuis ensuite "
               "despues desde tras после с тех пор затем")  # fmt: skip
# a wish or an attempt, not a holding ("never wanted to be mayor", "n'a jamais brigué")
_WISH = words(
    "want wanted wish wished hope hoped seek sought aspire aspired dream dreamed dreamt intend "
    "intended try tried aim aimed "
    "wollte wollten wunschte hoffte strebte angestrebt traumte versuchte "
    "voulut voulait voulu souhaita souhaitait espera reva chercha brigua brigue ambitionna "
    "quiso queria deseo espero aspiro sono intento busco "
    "хотел хотела стремился стремилась мечтал мечтала пытался пыталась добивался желал"
)  # fmt: skip
# civic posts, folded: one of them held is a public office held
_CIVIC = words(
    "mayor mayoralty councillor councilor alderman deputy magistrate reeve provost burgess "
    "burgomaster headman selectman syndic assemblyman "
    "burgermeister oberburgermeister stadtrat gemeinderat ratsherr schoffe abgeordneter "
    "stadtverordneter gemeindeprasident stadtprasident landrat schultheiss dorfschulze "
    "maire adjoint conseiller depute echevin prevot syndic "
    "alcalde alcaldesa concejal regidor diputado preboste "
    "голова головой мэр мэром бургомистр бургомистром гласный гласным депутат депутатом "
    "староста старостой"
)  # fmt: skip
# an article or "of" just before a civic noun: someone else's post ("the daughter of the
# mayor", "la fille du maire")
_OF = words("the a an of der die das des dem den ein eine eines einer le la les du de un une "
            "el los las del uno una")  # fmt: skip
_TOKEN = re.compile(r"\w+")


def finding(a: Analysis, b: Analysis, names: NameIndex) -> Finding | None:
    """Does one statement deny that a person ever held public office, or one
    post, while the other has them hold a civic post, or that post?"""
    from semnet.graph.judge.compare import Finding

    for deny, held in ((a, b), (b, a)):
        who = deny.subject
        if who is None or deny.subject_kind != "character":
            continue
        office, never = _denial(deny.clean, deny.lang, bool(deny.times))
        post = _civic_post(held, who) if office else None
        if post is not None:
            why = f"{deny.subject_name} never held public office, but was {post}"
            return Finding(Stance.CONTRADICTS, why, 0.7, "no-public-office")
        post = _denied_post(deny, held, who, names) if never else None
        if post:
            why = f"{deny.subject_name} was never {post}, but held it"
            return Finding(Stance.CONTRADICTS, why, 0.7, "post-never-held")
    return None


@functools.lru_cache(maxsize=4096)
def _denial(clean: str, lang: str, timed: bool) -> tuple[bool, bool]:
    """Does a statement deny public office over a whole life, and does it
    deny at every time (once per statement: the pairs are many)? Neither
    when it is bounded ("after 1870 he never …"), "never again" or a wish
    ("never wanted to be mayor")."""
    text = fold(clean)
    toks = _TOKEN.findall(text)
    if (timed and any(t in _BOUND for t in toks)) or _AGAIN.search(text) is not None:
        return False, False
    if any(t in _WISH for t in toks):
        return False, False
    never = cues.NEVER.get(lang, frozenset())
    ever = any(t in never for t in toks) or cues.whole_life(text, lang) or "так и не" in text
    office, refused = _OFFICE_RX.get(lang), _REFUSED_RX.get(lang)
    if office is None or refused is None or office.search(text) is None:
        return False, ever
    return ever or refused.search(text) is not None, ever


def _civic_post(an: Analysis, who: str) -> str | None:
    """The civic post the statement has `who` hold, if it names one or a
    seat, and denies nothing."""
    for c in an.claims:
        if c.slot == "role:office" and c.status == f"@{who}" and not c.negated:
            noun = c.subject.split("@", 1)[0].removeprefix("office:")
            if noun in _CIVIC:
                return noun
    if an.subject != who:
        return None
    text = fold(an.clean)
    toks = _TOKEN.findall(text)
    if any(t in cues.NEGATION.get(an.lang, frozenset()) for t in toks):
        return None
    held = (t for i, t in enumerate(toks) if t in _CIVIC and not _OF.intersection(toks[i - 2 : i]))
    seats = (m.group(0) for rx in (_OFFICE_RX, _SEAT_RX) if (m := _search(rx, an.lang, text)))
    return next(held, None) or next(seats, None)


def _search(table: dict[str, re.Pattern[str]], lang: str, text: str) -> re.Match[str] | None:
    rx = table.get(lang)
    return rx.search(text) if rx is not None else None


def _denied_post(deny: Analysis, held: Analysis, who: str, names: NameIndex) -> str | None:
    """The post `who` holds in `held` that `deny` names as its own, naming no
    other body than the post's."""
    posts = _posts_held(held, who)
    if not posts:
        return None
    toks = _TOKEN.findall(fold(deny.clean))
    bodies: set[str] | None = None
    for noun, body in posts:
        for i, t in enumerate(toks):
            if (
                _OF.intersection(toks[i - 1 : i])
                and toks[i - 2 : i - 1]
                and toks[i - 2] not in _POST_OF
            ):
                continue  # "never met the mayor": someone else's post
            if t in _POST_OF or not _same_post(t, noun, deny.lang):
                continue
            bodies = _bodies(deny, names) if bodies is None else bodies
            if not bodies - {body}:
                return noun
    return None


def _bodies(an: Analysis, names: NameIndex) -> set[str]:
    """The notes other than people a statement names."""
    words_ = [t.text if t.kind == "w" else "" for t in tokenize(an.clean, an.lang)]
    return {
        m.entity for m in names.find_all(words_, an.lang)
        if m.entity is not None and names.kind(m.entity) != "character"
    }  # fmt: skip


def _posts_held(an: Analysis, who: str) -> list[tuple[str, str | None]]:
    """The posts `who` holds in a statement, with their bodies."""
    out: list[tuple[str, str | None]] = []
    for c in an.claims:
        if c.negated:
            continue
        if c.slot == "role:office" and c.status == f"@{who}" and "@" in c.subject:
            noun, body = c.subject.removeprefix("office:").split("@", 1)
            out.append((noun, body))
        elif c.slot == "role:took" and c.subject == f"@{who}" and c.status:
            out.append((c.status, None))
    return out


def _same_post(t: str, noun: str, lang: str) -> bool:
    """Does the denial's word `t` name the post `noun` ("burgermeister",
    "obermeisters" / "obermeister")?"""
    key = POST.get(t) or (compound_post(t) if lang == "de" else None)
    if key is not None:
        return key == noun
    return len(noun) >= 5 and t.startswith(noun) and len(t) - len(noun) <= 2
