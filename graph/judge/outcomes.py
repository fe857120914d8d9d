"""Opposite outcomes and converse roles said with different predicates: a
predicate is read as a concept of no language with a polarity ("won" and
"проиграл" are one contest, won and lost) or as a relation with a role for
each of two people ("A sold X to B" = "B bought X from A"), so that both
sides of a pair give the same slot in every language.

Hand-written, small and per language (no offline library maps "won",
"gewann", "remporta", "ganó" and "выиграл" to one concept, nor knows which
of two people a verb of selling or teaching makes the seller or the
teacher): the predicates of each concept and relation as lemma phrases
(simplemma and pymorphy3 give the lemmas: "проиграла" is "проиграть"; a
German separable particle is looked for at the end of the clause: "schlug
… aus"), the words that make a statement hearsay, and the fillers of an
object. What an outcome is about is read as `minds.thing` reads it: the
entities, listed concepts and other lemmas of the statement."""

from __future__ import annotations

import functools
from dataclasses import replace
from typing import TYPE_CHECKING

from semnet.graph.judge import cues, places, slots
from semnet.graph.judge.base import Stance
from semnet.graph.judge.cues import words
from semnet.graph.judge.minds import Thing, thing
from semnet.graph.judge.nouns import concept_of
from semnet.graph.judge.text import coordinated
from semnet.graph.manuscript.names import fold, morph_ru

if TYPE_CHECKING:
    from semnet.graph.judge.claims import Claim
    from semnet.graph.judge.compare import Finding
    from semnet.graph.judge.lexical import Read
    from semnet.graph.judge.text import Tok
    from semnet.graph.judge.values import TimeValue

SLOTS = frozenset({"outcome", "converse"})

# concept -> (positive, negative) -> language -> phrases ("," between
# phrases; in a phrase "a|b" is either word, "x*" a word that starts with
# x, "*x" one that ends with x, "~x" a particle later in the clause)
_OUTCOMES: dict[str, tuple[dict[str, str], dict[str, str]]] = {
    "contest": (
        {"en": "win|won, be victorious, carry off, elected",
         "de": "gewinnen, siegen, gewählt|gewahlt",
         "fr": "gagner|gagné|gagnée|gagne, remporter|remporté|remportée, élu|élue|elu|elue",
         "es": "ganar, vencer en, elegido|elegida",
         "ru": "выиграть, выигрывать, победить в, избрать|избранный|избран|избрана"},
        {"en": "lose|lost, be beaten, be defeated, be outvoted",
         "de": "verlieren, unterliegen, werden geschlagen, geschlagen werden",
         "fr": "perdre|perdu|perdue, être battu|battue, être vaincu|vaincue",
         "es": "perder, ser derrotado|derrotada, ser vencido|vencida",
         "ru": "проиграть, проигрывать, потерпеть поражение, проиграть выборы"},
    ),
    "succeed": (  # an examination passed, an attempt that came off
        {"en": "pass, succeed in, manage to", "de": "bestehen, schaffen",
         "fr": "réussir, être reçu|reçue, parvenir à",
         "es": "aprobar, superar, lograr, conseguir", "ru": "сдать, выдержать, суметь"},
        {"en": "fail", "de": "durchfallen, fallen ~durch, fallen durch, scheitern",
         "fr": "échouer, être recalé|recalée",
         "es": "suspender, fracasar", "ru": "провалить, провалиться"},
    ),
    "accept": (
        {"en": "accept, agree to, consent to, take up",
         "de": "annehmen, nehmen ~an, bereit, zustimmen, stimmen ~zu, einwilligen, willigen ~ein",
         "fr": "accepter, consentir", "es": "aceptar, acceder a, consentir",
         "ru": "принять, принимать, согласиться, соглашаться"},
        {"en": "refuse, decline, reject, turn down, turn ~down",
         "de": "ablehnen, lehnen ~ab, ausschlagen, schlagen ~aus, weigern, zurückweisen, "
               "weisen ~zurück",
         "fr": "refuser|refusé|refusée, décliner|décliné|déclinée, rejeter|rejeté|rejetée, opposer",
         "es": "rechazar, rehusar, negar, declinar",
         "ru": "отказаться, отказываться, отклонить, отвергнуть"},
    ),
    "survive": (  # a wreck, a fire, an illness ("recovered from the fever" / "died of it")
        {"en": "survive, escape with, come|came through, recover from, live|lived out, see|saw out",
         "de": "überleben, uberleben, retten, genesen, erholen, unverletzt, unversehrt, "
               "überstehen, uberstehen",  # (since round 42 "live out", "überstehen")
         "fr": "survivre, réchapper, rechapper, guérir, rétablir, indemne",
         "es": "sobrevivir, salvarse, salvar, recuperarse, sanar, ileso|ilesa",
         "ru": "спастись, выжить, уцелеть, спасти, выздороветь, поправиться, пережить"},
        {"en": "perish, drown, be killed, die|died",
         "de": "umkommen, kommen ~um, kommen ums, ertrinken, sterben, getötet",
         "fr": "périr, perir, noyer, être tué|tuée, mourir",
         "es": "morir, perecer, ahogar, ahogado|ahogada",
         "ru": "погибнуть, утонуть, умереть"},
    ),
    "escape": (
        {"en": "escape|escaped, flee|fled", "de": "entkommen, fliehen, flüchten",
         "fr": "évader, échapper, enfuir", "es": "escapar, huir, fugarse",
         "ru": "бежать, сбежать, скрыться, убежать"},
        {"en": "be captured, be caught, be arrested",
         "de": "gefangen, gefasst, festgenommen, verhaftet",
         "fr": "être capturé|capturée|arrêté|arrêtée|pris|prise",
         "es": "ser capturado|capturada|apresado|apresada|detenido|detenida",
         "ru": "пойман|поймана, схвачен|схвачена, арестован|арестована, задержан|задержана"},
    ),
    "verdict": (
        {"en": "acquit, acquitted",
         "de": "freisprechen, freigesprochen, sprechen ~frei",
         "fr": "acquitter, acquitté|acquittée",
         "es": "absolver, absuelto|absuelta",
         "ru": "оправдать, оправдан|оправдана"},
        {"en": "convict, convicted, sentence, sentenced, find guilty",
         "de": "verurteilen, verurteilt, schuldig sprechen",
         "fr": "condamner, condamné|condamnée",
         "es": "condenar, condenado|condenada",
         "ru": "осудить, осуждён|осужден|осуждена|осуждённый, приговорить"},
    ),
    "keep": (
        {"en": "keep|kept, retain", "de": "behalten", "fr": "garder, conserver",
         "es": "conservar, quedarse con", "ru": "сохранить, оставить за собой"},
        {"en": "sell|sold, give|gave away", "de": "verkaufen, veräußern, verschenken",
         "fr": "vendre, céder", "es": "vender, regalar", "ru": "продать, подарить"},
    ),
    "stay": (
        {"en": "stay, remain", "de": "bleiben", "fr": "rester, demeurer",
         "es": "quedarse, quedar, permanecer", "ru": "остаться"},
        {"en": "leave|left", "de": "verlassen", "fr": "quitter",
         "es": "marcharse, marchar, irse, abandonar", "ru": "уехать, покинуть"},
    ),
    "arrive": (
        {"en": "arrive, reach, come to, land at, land in, set foot, disembark, step|stepped ashore",
         "de": "ankommen, kommen ~an, kommen nach, treffen ~ein, erreichen, eintreffen, landen, "
               "betreten", "fr": "arriver, atteindre, venir, débarquer, mettre pieds",
         "es": "llegar, alcanzar, venir, desembarcar, pisar", "ru": "прибыть, приехать, "
               "добраться, доехать, доплыть, появиться, высадиться, ступить, приплыть, прийти"},
        {},
    ),
}  # fmt: skip

# relation -> (role of the main subject 0, role 1) -> language -> phrases
_CONVERSES: dict[str, tuple[dict[str, str], dict[str, str]]] = {
    "sale": (
        {"en": "sell|sold", "de": "verkaufen", "fr": "vendre", "es": "vender", "ru": "продать"},
        {"en": "buy|bought, purchase", "de": "kaufen, erwerben", "fr": "acheter",
         "es": "comprar", "ru": "купить, приобрести"},
    ),
    "teach": (
        {"en": "teach|taught, teacher, tutor",
         "de": "unterrichten, lehren, lehrer, lehrerin, *lehrer, *lehrerin",
         "fr": "enseigner, professeur, maître, maîtresse",
         "es": "enseñar, dar clases, profesor, profesora, maestro, maestra",
         "ru": "учить, обучать, учитель, учительница, преподавать"},
        {"en": "study under, learn from, pupil, student, apprentice",
         "de": "lernen bei, schüler, schülerin, *schüler, *schülerin",
         "fr": "élève, disciple, étudier avec, étudier auprès",
         "es": "alumno, alumna, discípulo, discípula, estudiar con, aprender con",
         "ru": "учиться у, ученик, ученица, учиться"},
    ),
    "employ": (
        {"en": "employ, hire", "de": "beschäftigen, anstellen, einstellen",
         "fr": "employer, embaucher", "es": "emplear, contratar", "ru": "нанять, нанимать"},
        {"en": "work for", "de": "arbeiten für|bei", "fr": "travailler pour|chez",
         "es": "trabajar para", "ru": "служить у, работать у"},
    ),
    "inherit": (
        {"en": "inherit", "de": "erben", "fr": "hériter", "es": "heredar",
         "ru": "унаследовать, наследовать"},
        {"en": "bequeath, leave|left to", "de": "vermachen, vererben", "fr": "léguer",
         "es": "legar", "ru": "завещать"},
    ),
    "succeed": (
        {"en": "succeed, successor", "de": "nachfolger, nachfolgerin, nachfolge",
         "fr": "succéder, successeur", "es": "suceder, sucesor, sucesora",
         "ru": "сменить, преемник, преемница"},
        {"en": "precede, predecessor", "de": "vorgänger, vorgängerin, vorganger",
         "fr": "précéder, prédécesseur", "es": "preceder, predecesor, predecesora",
         "ru": "предшественник, предшественница"},
    ),
    "contest": (  # "A beat B", "won his case against B": A the winner
        {"en": "beat, defeat, win|won against", "de": "besiegen, schlagen, gewinnen gegen",
         "fr": "battre, vaincre, gagner contre", "es": "derrotar, vencer, ganar contra",
         "ru": "победить, выиграть у"},
        {},
    ),
}  # fmt: skip

# the things outcomes are about, in every language: concept -> nouns
# (folded lemmas; "*x" a German compound's last noun)
_OBJECTS = {
    "race": "race regatta rennen ringreiten course regate carrera regata скачки гонка регата",
    "case": "case lawsuit trial prozess rechtsstreit proces pleito juicio процесс тяжба",
    "exam": "examination exam prufung *prufung examen brevet oposiciones экзамен",
    "prize": "prize medal preis medaille prix medaille premio medalla приз премия медаль",
    "wreck": "wreck sinking shipwreck untergang schiffbruch naufrage naufragio крушение "
    "кораблекрушение",
    "fire": "fire brand feuer incendie incendio пожар",
    "explosion": "explosion explosion взрыв",
    "voyage": "voyage crossing uberfahrt traversee travesia плавание",
    "invitation": "invitation einladung invitacion приглашение",
    "mayor": "голова mayoral municipal municipales burgermeisterwahl kommunalwahl gemeindewahl",
    "farm": "farm hof bauernhof ferme finca granja ферма хутор",
    "boat": "boat boot barque bateau barca velero лодка",
}
_OBJECT = {w: c for c, ws in _OBJECTS.items() for w in ws.split() if not w.startswith("*")}
_TAILS = [(w[1:], c) for c, ws in _OBJECTS.items() for w in ws.split() if w.startswith("*")]
# the words of a statement told as hearsay, a wish or a rumour
_HEARSAY = words(
    "rumour rumoured rumor rumored wrongly falsely false allegedly gerücht gerucht hieß "
    "hiess fälschlich falschlich angeblich tort raconta racontait disait rumeur faux fausse "
    "prétendument falsamente falso falsa rumor supuestamente слух слухи ложный ложные "
    "ложно якобы"
)
# auxiliaries of a passive, in every language: "was beaten", "wurde geschlagen"
_AUX = words(
    "be was were been werden wurde wurden worden être fut furent été ser fue fueron быть был была"
)
# words of an outcome's object that say nothing of which thing it is
_FILLER = words(
    "election elections wahl election elections eleccion elecciones выборы "
    "werden wurde bereit good for immer toujours jamais siempre навсегда together "
    "offer offered angebot offre oferta предложение erklären erklärte declarar "
    "declaro объявить first erste premier primera первый "
)
# words after which a clause says when or how long, not what
_ENDS = words(
    "after before when while because until till nachdem bevor als weil bis après avant "
    "quand lorsque jusqu tras antes cuando porque hasta después после перед когда"
)
# words that restrict a statement ("won only the junior race")
_ONLY = words(
    "only except nur außer ausser seulement sauf solo solamente excepto только лишь кроме"
)
# concepts of two outcomes only: not the one is the other ("did not accept" is "refused")
_BINARY = frozenset({"accept", "succeed", "survive", "arrive"})
# the outcome of dying ("died", "did not survive the winter of 1946"): once, at one time
# (since round 30)
_DIED = "survive:1:"
# relations between two people, whatever the matter ("taught her the violin", "her piano teacher")
_PERSONAL = frozenset({"teach", "employ", "succeed"})
_UNTIL = words("until till bis jusqu jusque hasta")
# concepts whose negative side a frame reads as a denial ("refused", "failed")
_IMPLIED = frozenset({"accept", "succeed"})
# pronouns of an object told before ("When the living was offered to him, he turned it down")
_IT = words("it them es ihn le la les lo los las его её ее их это")
# words of a time told relative to an event
_ORDER = {fold(w): side for side, ws in (("b", "before vor avant antes до перед"),
                                          ("a", "after nach après después tras после"))
          for w in ws.split()}  # fmt: skip
# pronouns of a clause's subject
_PRONOUNS = cues.HE_SHE | words("they ils elles él ellos они")
# words that open a clause of their own
_SUBS = words(
    "after before when while because nachdem bevor als weil après avant quand lorsque "
    "parce tras antes cuando porque после перед когда потому"
)


def _folded(word: str) -> str:
    """A phrase word with its alternatives folded, its marks ("~", "*") kept."""
    mark = "~" if word.startswith("~") else ""
    alts = []
    for alt in word.lstrip("~").split("|"):
        head, tail = ("*" if alt.startswith("*") else ""), ("*" if alt.endswith("*") else "")
        alts.append(head + fold(alt.strip("*")) + tail)
    return mark + "|".join(alts)


def _phrases(table: dict[str, str], lang: str) -> list[tuple[str, ...]]:
    got = table.get(lang, "")
    return [tuple(_folded(w) for w in p.split()) for p in got.split(",") if p.strip()]


@functools.lru_cache(maxsize=8)
def _lexicon(lang: str) -> list[tuple[str, str, int, tuple[str, ...]]]:
    """(kind, concept, side, phrase), the longest phrases first."""
    out = [
        (kind, concept, side, phrase)
        for kind, table in (("outcome", _OUTCOMES), ("converse", _CONVERSES))
        for concept, sides in table.items()
        for side, per_lang in enumerate(sides)
        for phrase in _phrases(per_lang, lang)
    ]
    return sorted(out, key=lambda e: -len(e[3]))


@functools.lru_cache(maxsize=8)
def _starts(lang: str) -> tuple[dict[str, tuple[int, ...]], tuple[int, ...]]:
    """The lexicon's entries by the words that start them (the entries whose
    first word has a wildcard apart): a token is tried only against these."""
    exact: dict[str, list[int]] = {}
    wild: list[int] = []
    for n, (*_, phrase) in enumerate(_lexicon(lang)):
        for alt in phrase[0].split("|"):
            if "*" in alt:
                wild.append(n)
            else:
                exact.setdefault(alt, []).append(n)
    return {k: tuple(v) for k, v in exact.items()}, tuple(sorted(set(wild)))


def _fit(word: str, t: Tok) -> bool:
    return t.kind == "w" and _fits(word, t.lem, t.f)


def _fits(word: str, lems: tuple[str, ...], form: str) -> bool:
    """Does a (folded) word of a phrase ("a|b", "x*", "*x") fit these lemmas or form?"""
    for alt in word.split("|"):
        if alt.startswith("*") and any(x.endswith(alt[1:]) and x != alt[1:] for x in lems):
            return True
        if alt.endswith("*") and any(x.startswith(alt[:-1]) for x in lems):
            return True
        if alt in lems or alt == form:
            return True
    return False


def _match(
    toks: list[Tok], i: int, phrase: tuple[str, ...], cuts: frozenset[int]
) -> list[int] | None:
    """The tokens of `phrase` from token i (up to two words between its
    words; a "~" particle anywhere later in the clause), or None."""
    if not _fit(phrase[0], toks[i]):
        return None
    got, j = [i], i + 1
    for w in phrase[1:]:
        if w.startswith("~"):
            k = j
            while k < len(toks) and k not in cuts:
                k += 1
            if k - 1 >= j and toks[k - 1].kind == "w" and _fit(w[1:], toks[k - 1]):
                got.append(k - 1)
                j = k
                continue
            return None
        for k in range(j, min(j + 3, len(toks))):
            if _fit(w, toks[k]):
                got.append(k)
                j = k + 1
                break
        else:
            return None
    return got


def _hits(r: Read) -> list[tuple[str, str, int, list[int]]]:
    """The predicates a statement's tokens hold, left to right: outcomes and
    converse relations apart (one word may be both: "sold")."""
    hits: list[tuple[str, str, int, list[int]]] = []
    used: dict[str, set[int]] = {"outcome": set(), "converse": set()}
    toks, lexicon = r.toks, _lexicon(r.lang)
    exact, wild = _starts(r.lang)
    for i, t in enumerate(toks):
        if t.kind != "w":
            continue
        found = [n for x in (*t.lem, t.f) for n in exact.get(x, ())]
        if not found and not wild:
            continue
        done: set[str] = set()
        for n in sorted({*wild, *found}):
            kind, concept, side, phrase = lexicon[n]
            if kind in done or i in used[kind]:
                continue
            at = _match(toks, i, phrase, r.cuts)
            if at is not None and not used[kind] & set(at):
                hits.append((kind, concept, side, at))
                used[kind].update(at)
                done.add(kind)
    return hits


def _denied(r: Read, at: list[int]) -> bool:
    """A denial just before the predicate, or after it in its clause
    (German "erreichte … nie", French "n'arriva jamais")."""
    toks, lang = r.toks, r.lang
    neg = cues.NEGATION.get(lang, frozenset())
    start = at[0]
    before = [t for t in toks[max(0, start - 3) : start] if t.kind == "w"]
    if any(t.f in neg for t in before):
        return True
    if lang in ("de", "fr"):
        for k in range(start + 1, min(start + 6, len(toks))):
            if k in r.cuts:
                break
            if toks[k].kind == "w" and toks[k].f in neg:
                return True
    return False


def _modal(toks: list[Tok], start: int) -> bool:
    """A wish, a plan or an attempt before the predicate ("hoped to win")."""
    return any(t.is_(slots.MODALS) for t in toks[max(0, start - 4) : start])


def _people(r: Read, main: str) -> list[tuple[int, int, str]]:
    """The other entities the statement names (not places), left to right."""
    out: list[tuple[int, int, str]] = []
    for s, e, ent in r.mentions():
        if f"@{ent}" == main or r.names.kind(ent) == "place":
            continue
        if all(ent != x for *_, x in out):
            out.append((s, e, ent))
    return out


def claims(r: Read, found: list[Claim]) -> list[Claim]:
    """The outcomes and converse roles a statement gives its people."""
    del found
    if r.lang not in ("en", "de", "fr", "es", "ru"):
        return []
    toks = r.toks
    hits = _hits(r)
    if not hits or any(t.kind == "w" and t.f in _HEARSAY for t in toks):
        return []
    out: list[Claim] = []
    main = r.main.key
    others = _people(r, main)
    skip = {toks[k].f for *_, at in hits for k in at} | _FILLER | cues.NEGATION.get(r.lang, set())
    for concept in dict.fromkeys(c for k, c, _, _ in hits if k == "outcome"):
        mine = [(s, at) for k, c, s, at in hits if k == "outcome" and c == concept]
        if len({s for s, _ in mine}) > 1:  # "refused X but accepted Y": not read
            continue
        side, at = mine[0]
        span = _clause(r, at)
        lo, hi = _clause(r, at, when=True)  # with "after the storm"
        clause = toks[lo:hi]
        ordered = "".join(sorted({_ORDER[t.f] for n, t in enumerate(clause, lo)
                                  if t.kind == "w" and t.f in _ORDER and n not in at}))  # fmt: skip
        who = _person(r, at, others, span)
        if who is None or _modal(toks, at[0]) or _others_clause(r, span, who[0]):
            continue
        denied = _denied(r, at)
        if denied and any(t.is_(_UNTIL) for t in toks[at[-1] : span[1] + 1]):
            if concept != "arrive":
                continue  # "did not arrive until March": it did arrive
            denied = False  # since round 32 the arrival, then ("no llegó a Vigo hasta 1872")
        if concept == "stay" and any(t.is_(_UNTIL) for t in clause):
            continue  # "stayed until 1916": living there until then (`stays.until_claims`)
        what = _object(r, skip, who[0], others, span)
        if what.key() == "#" and any(t.is_(_IT) for t in toks[span[0] : span[1]]):
            what = _object(r, skip, who[0], others, (0, len(toks)))  # "turned it down"
        pol = side if not denied else 1 - side
        out.append(r.claim("outcome", subject=who[0], label=who[1],
                           status=f"{concept}:{pol}:{int(denied)}:{ordered}",
                           anchor=what.key(), time=r.when_at(at[0]),
                           restricted=any(t.is_(_ONLY) for t in toks)))  # fmt: skip
    if main.startswith("@") and r.names.kind(main[1:]) != "place":
        out += _converse(r, [h for h in hits if h[0] == "converse"], others, skip)
    return out


def _converse(
    r: Read,
    hits: list[tuple[str, str, int, list[int]]],
    others: list[tuple[int, int, str]],
    skip: set[str],
) -> list[Claim]:
    """ "A sold X to B": A the seller and B the buyer of X, a claim for each
    (a firm may employ; else the other party is a person)."""
    if len(hits) != 1:
        return []
    _, rel, side, at = hits[0]
    start = _clause(r, at)[0]  # "never met Mabire; she was the pupil of one Pélissier"
    party = [o for o in others if (rel == "employ" or r.names.kind(o[2]) == "character")
             and o[0] >= start]  # fmt: skip
    if len(party) != 1 or _modal(r.toks, at[0]) or _denied(r, at):
        return []
    ent = party[0][2]
    other, main = f"@{ent}", r.main.key
    got = _object(r, skip, main, others, _clause(r, at))
    what = Thing(got.entities, frozenset(c for c in got.concepts if not c.startswith("kin:")),
                 got.lemmas).key()  # fmt: skip
    if _passive(r.toks, at) or _object_first_ru(r, main[1:], ent):  # "was beaten by B"
        side = 1 - side
    return [
        r.claim("converse", status=f"{rel}:{side}", anchor=f"{other}${what}", time=r.when),
        r.claim("converse", subject=other, label=r.names.label(ent), status=f"{rel}:{1 - side}",
                anchor=f"{main}${what}", time=r.when),
    ]  # fmt: skip


def _object_first_ru(r: Read, main: str, other: str) -> bool:
    """ "Веру учил Николай": the main name in the accusative, the other in the
    nominative — the main one is the object (Russian order is free)."""
    if r.lang != "ru":
        return False
    first = {e: r.toks[s] for s, _, e in reversed(r.mentions())}
    if main not in first or other not in first:
        return False

    def cases(t: Tok) -> set[str]:
        return {str(p.tag.case) for p in morph_ru().parse(t.text)[:3] if p.tag.POS == "NOUN"}

    mine, theirs = cases(first[main]), cases(first[other])
    return "accs" in mine and "nomn" not in mine and "nomn" in theirs


def _clause(r: Read, at: list[int], when: bool = False) -> tuple[int, int]:
    """The tokens of the predicate's clause: its segment (cut at punctuation
    and before a subordinator, and before "and" with a clause of its own),
    ended before a word of when or how long (or, `when`, with them)."""
    toks = r.toks
    start = at[0]
    while start > 0 and start not in r.cuts and not toks[start - 1].is_(_SUBS):
        start -= 1
    end = at[-1] + 1
    while end < len(toks) and end not in r.cuts and (when or not toks[end].is_(_ENDS)):
        if coordinated(toks, end):
            break  # "verließ Russland und ging nach Deutschland zurück": a clause of its own
        end += 1
    return start, end


def _others_clause(r: Read, span: tuple[int, int], who: str) -> bool:
    """A clause opened by a subordinator that neither names the person nor
    has a pronoun for them ("stayed on after her husband died"): someone
    else's outcome."""
    if span[0] == 0 or not r.toks[span[0] - 1].is_(_SUBS):
        return False
    if any(span[0] <= s < span[1] and f"@{e}" == who for s, _, e in r.mentions()):
        return False
    return not any(t.is_(_PRONOUNS) for t in r.toks[span[0] : span[1]])


def _object(
    r: Read, skip: set[str], who: str, others: list[tuple[int, int, str]], span: tuple[int, int]
) -> Thing:
    """What an outcome or a role is about: the statement's other words, the
    people it names left out, its nouns of contests and events as concepts."""
    got = thing(replace(r, toks=r.toks[span[0] : span[1]], marks=None), skip, who)
    people = {f"@{e}" for *_, e in others if r.names.kind(e) == "character"}
    concepts, lemmas = set(got.concepts), set()
    for t in r.toks[span[0] : span[1]]:  # nouns of things `thing` takes for its cue words ("дом")
        c = concept_of(t.lem[-1], r.lang) if t.kind == "w" and t.f not in skip else None
        if c is not None:
            concepts.add(c)
    for lem in got.lemmas - _FILLER:
        c = _concept(lem)
        if c is None:
            lemmas.add(lem)
        else:
            concepts.add(c)
    names, gone = _names(r, span, got.lemmas)
    return Thing(
        (got.entities - people) | {f"~{n}" for n in names},
        frozenset(concepts),
        frozenset(lemmas - gone),
    )


def _names(r: Read, span: tuple[int, int], lemmas: frozenset[str]) -> tuple[set[str], set[str]]:
    """Capitalised words inside a clause that no note names ("Buenos Aires",
    "St Enodoc"): the same in every language. German capitalises its nouns:
    there, only a run of two capitalised words."""
    toks = r.toks
    out: set[str] = set()
    gone: set[str] = set()
    for k in range(max(span[0], 1), span[1]):
        t = toks[k]
        if not t.cap or toks[k - 1].text in (".", "!", "?"):
            continue
        lem = t.lem[1] if len(t.lem) > 1 else t.f
        if lem not in lemmas and t.f not in lemmas:
            continue
        if r.lang == "de" and not any(
            0 <= j < len(toks) and j != k and toks[j].cap and j > 0 for j in (k - 1, k + 1)
        ):
            continue
        name = lem if r.lang == "ru" else t.f  # Russian names decline
        known = places.resolve(fold(name))  # "Russie", "Russland", "Россия": one country
        out.add(f"{known[0]}:{known[1]}" if known is not None else name)
        gone.update((lem, t.f))
    return out, gone


def _concept(lem: str) -> str | None:
    if lem in _OBJECT:
        return _OBJECT[lem]
    return next((c for tail, c in _TAILS if lem.endswith(tail) and lem != tail), None)


def _person(
    r: Read, at: list[int], others: list[tuple[int, int, str]], span: tuple[int, int]
) -> tuple[str, str] | None:
    """Whose outcome a predicate gives: the main subject when it is a person;
    else ("The regatta was won by Pascoe", "Регату выиграл Паско", "In the
    1901 election Nance was defeated") the one person named in its clause."""
    if (r.main.kind == "character" and r.main.key.startswith("@")) or r.main.key.startswith("rel:"):
        return r.main.key, r.main.label  # a person, or a relative ("Rowe's brother Arthur")
    inside = [e for s, _, e in others if span[0] <= s < span[1] and r.names.kind(e) == "character"]
    if len(inside) == 1:
        return f"@{inside[0]}", r.names.label(inside[0])
    return None


def _passive(toks: list[Tok], at: list[int]) -> bool:
    """A passive: an auxiliary just before the verb, and "by" after it."""
    k = at[0]
    return any(t.is_(_AUX) for t in toks[max(0, k - 2) : k]) and any(
        t.f in ("by", "von", "par", "por", "durch") for t in toks[k + 1 : k + 3]
    )


def _same(ta: Thing, tb: Thing, one_lang: bool) -> bool:
    """The same object of an outcome: one side's entities, concepts and other
    words all within the other's ("the regatta" and "the regatta, to a
    Falmouth crew"; not "her hat at the fair" and "a prize at the fair");
    across languages, where other words cannot be compared, one side's
    entities and concepts within the other's, and no word of the lesser
    left over when the greater has more."""
    if one_lang:
        a = ta.entities | ta.concepts | ta.lemmas
        b = tb.entities | tb.concepts | tb.lemmas
        return (a <= b or b <= a) and bool(a) == bool(b)  # "died" is no "died in the wreck"
    ka, kb = ta.entities | ta.concepts, tb.entities | tb.concepts
    if not (ka <= kb or kb <= ka):
        return False
    if ka == kb:
        return bool(ka) or not (ta.lemmas or tb.lemmas)
    small = ta if len(ka) < len(kb) else tb
    return bool(small.entities | small.concepts) and not small.lemmas


@functools.lru_cache(maxsize=4096)
def decides(word: str, lang: str) -> bool:
    """Is `word` (a frame's lemma) a predicate of an outcome? Then a denial
    read from the frames ("refused" against "accepted the living of St
    Just") is left to this module, which compares what each is about."""
    return (
        any(
            _fits(p[0], (word,), word)
            for k, c, _, p in _lexicon(lang)
            if k == "outcome" and c in _IMPLIED
        )
        is True
    )


def _meet(ta: TimeValue | None, tb: TimeValue | None) -> bool:
    return ta is None or tb is None or ta.overlaps(tb)


def _died_twice(ca: Claim, cb: Claim) -> bool:
    """Two deaths at exact times that do not meet, one of them said as an event
    not survived ("did not survive the winter of 1946" / "died in 1953"; two
    plain deaths are the `death` slot's)."""
    if ca.slot != "outcome" or not all((c.status or "").startswith(_DIED) for c in (ca, cb)):
        return False
    if not any((c.status or "").startswith(_DIED + "1") for c in (ca, cb)):
        return False
    return all(c.time is not None and not c.time.approx and c.time.bound is None for c in (ca, cb))


def compare(ca: Claim, cb: Claim) -> Finding | None:
    from semnet.graph.judge.compare import Finding

    if {ca.slot, cb.slot} in ({"outcome", "residence"}, {"outcome", "birth"}):  # round 32
        from semnet.graph.judge.arrivals import arrival_move, born_then_came

        return arrival_move(ca, cb) or born_then_came(ca, cb)
    if ca.slot != cb.slot or not ca.status or not cb.status:
        return None
    one_lang = ca.lang == cb.lang
    if not _meet(ca.time, cb.time):  # another time: another contest, another sale
        if _died_twice(ca, cb):
            assert ca.time is not None and cb.time is not None
            why = f"{ca.label}: died in {ca.time.text} and in {cb.time.text}"  # one dies once
            return Finding(Stance.CONTRADICTS, why, 0.75, "outcome")
        if ca.slot != "outcome" or not ca.status.startswith("arrive:"):
            return None
        from semnet.graph.judge.arrivals import two_arrivals  # but one arrival (round 28)

        same = _same(Thing.parse(ca.anchor or ""), Thing.parse(cb.anchor or ""), one_lang)
        return two_arrivals(ca, cb, same)
    if ca.slot == "converse":
        rel_a, side_a = ca.status.split(":")
        rel_b, side_b = cb.status.split(":")
        oa, _, ka = (ca.anchor or "").partition("$")
        ob, _, kb = (cb.anchor or "").partition("$")
        if rel_a != rel_b or oa != ob:
            return None
        if rel_a not in _PERSONAL and not _same(Thing.parse(ka), Thing.parse(kb), one_lang):
            return None
        if side_a == side_b:
            return Finding(Stance.AGREES, f"{ca.label}: the same {rel_a}, told from either side",
                           0.65, "converse")  # fmt: skip
        why = f"{ca.label}: the roles of the {rel_a} are the other way round"
        return Finding(Stance.CONTRADICTS, why, 0.75, "converse")
    con_a, pol_a, neg_a, ord_a = ca.status.split(":")
    con_b, pol_b, neg_b, ord_b = cb.status.split(":")
    if con_a != con_b:
        return None
    if not _same(Thing.parse(ca.anchor or ""), Thing.parse(cb.anchor or ""), one_lang):
        return None
    if (ca.restricted or cb.restricted) and pol_a != pol_b:
        return None
    if ord_a != ord_b and ((ord_a and ord_b) or pol_a == pol_b):
        return None  # "before the fire" and "after" it: times this module does not compare
    if pol_a == pol_b:
        if neg_a != neg_b and con_a not in _BINARY:
            return None  # "did not win" is not "lost"
        if ca.restricted != cb.restricted:
            q = "a" if ca.restricted else "b"
            return Finding(Stance.QUALIFIES, f"{ca.label}: the same outcome, restricted", 0.6,
                           "outcome", q)  # fmt: skip
        return Finding(Stance.AGREES, f"{ca.label}: the same outcome", 0.65, "outcome")
    why = f"{ca.label}: opposite outcomes: “{ca.clause}” vs “{cb.clause}”"
    return Finding(Stance.CONTRADICTS, why, 0.75, "outcome")
