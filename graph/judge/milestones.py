"""More one-time events, by verb class: a thing's end (destroyed, scrapped,
dissolved), its consecration, its putting into service (a light first lit),
its completion, a ship's wreck; a person's retirement and emigration. They
join the classes of `events.py` (which compares them: two dates or two places
of one event contradict); emigration is compared in `lifetimes.py` (another
country the same year contradicts, another year is a second journey).

The forms are hand-written per language (no library groups "demolished",
"abgerissen", "démoli", "derribado", "снесён" as one event); multi-word
forms are phrases ("prit sa retraite", "in den Ruhestand", "вышел в
отставку", "vom Stapel") and particle verbs ("pulled down", "broken up",
German "wanderte … aus"), read by `phrasal.py`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from semnet.graph.judge.cues import words

if TYPE_CHECKING:
    from semnet.graph.judge.claims import Place, _Extractor

# event class -> lang -> forms and lemmas (folded by `events.py`)
EVENTS: dict[str, dict[str, str]] = {
    "destruction": {
        "en": "destroyed demolished razed pulleddown",
        "ru": "разрушен разрушена разрушено разрушены разрушили снесен снесена снесено снесён "
        "снесли взорван взорвана взорвано взорвали уничтожен уничтожена уничтожено",
        "fr": "détruit détruite détruits détruites démoli démolie démolis démolies rasé rasée",
        "de": "zerstört abgerissen gesprengt abreißen niedergerissen",
        "es": "destruido destruida destruyó demolido demolida demolió derribado derribada derribó",
    },
    "scrapping": {
        "en": "scrapped brokenup",
        "ru": "разобран разобрана разобрано разобрали",
        "fr": "démantelé démantelée démantelés",
        "de": "abgewrackt verschrottet abwracken",
        "es": "desguazado desguazada desguazó",
    },
    "dissolution": {
        "en": "dissolved liquidated woundup",
        "ru": "ликвидирован ликвидирована ликвидировано ликвидировали распущен распущена распущено",
        "fr": "dissous dissoute liquidé liquidée",
        "de": "aufgelöst liquidiert auflösen",
        "es": "disuelto disuelta disolvió liquidado liquidada",
    },
    # since round 44: a toll, a tax, a post abolished is no more ("the tolls were abolished
    # in 1870" / "were still paying their tolls in 1880")
    "abolition": {
        "en": "abolished",
        "ru": "отменен отменена отменено отменены отменён отменили упразднен упразднена "
        "упразднено упразднён упразднили",
        "fr": "aboli abolie abolis abolies abolit supprimé supprimée",
        "de": "abgeschafft aufgehoben",
        "es": "abolido abolida abolió suprimido suprimida",
    },
    # since round 19: a works taken by the state
    "nationalisation": {
        "en": "nationalised nationalized expropriated",
        "ru": "национализирован национализирована национализировано национализировали",
        "fr": "nationalisé nationalisée nationalisa exproprié expropriée",
        "de": "verstaatlicht enteignet",
        "es": "nacionalizado nacionalizada nacionalizó expropiado expropiada",
    },
    # a consecration is the opening of a church: one event
    "opening": {
        "en": "consecrated",
        "ru": "освятили освящено",
        "fr": "consacré consacrée consacra bénit bénite",
        "de": "geweiht",
        "es": "consagrado consagrada consagró",
    },
    "completion": {
        "en": "completed finished",  # "finished" since round 36
        "ru": "достроен достроена достроено достроили завершен завершена завершено завершён "
        "закончен закончена закончено закончили окончен окончена окончено",  # since round 36
        "fr": "achevé achevée achevés achevées achevèrent terminé terminée terminés terminées",
        "de": "vollendet fertiggestellt",
        "es": "terminado terminada terminó completado completada concluido concluida concluyó "
        "finalizado finalizada finalizó",  # since round 36 (not "completó": "por completo")
    },
    "commissioning": {
        "en": "commissioned",
        # since round 26: began to work ("«Нурдлюс» заработал в 1919 году")
        "ru": "заработал заработала заработало",
        "fr": "",
        "de": "",
        "es": "",
    },
    "retirement": {
        "en": "retired",
        "ru": "",
        "fr": "retraité retraitée",
        "de": "pensioniert emeritiert",
        "es": "jubiló jubilado jubilada retiró",
    },
    "emigration": {
        "en": "emigrated",
        "ru": "эмигрировал эмигрировала эмигрировали эмигрировать",
        "fr": "émigra émigré émigrée émigrer exila exilé exilée",
        "de": "auswandern ausgewandert emigrierte emigriert",
        "es": "emigró emigrado emigrada emigrar exilió exiliado exiliada",
    },
    # since round 14: a work's first publication ("appeared in 1894", "parut en
    # 1889", "erschien 1907", "se publicó en 1921", "вышла в 1901 году"); not of
    # a person, nor of another edition (`events.event_class`)
    "publication": {
        "en": "published appeared",
        "ru": "опубликован опубликована опубликовано издан издана издано вышла вышел вышло",
        "fr": "publié publiée parut paru parue",
        "de": "erschien erschienen veröffentlicht",
        "es": "publicado publicada publicó apareció",
    },
    "wreck": {
        "en": "wrecked stranded",
        "ru": "",
        "fr": "échoua échoué échouée",
        "de": "strandete gestrandet",
        "es": "encalló encallado encallada",
    },
    # since dev11-fates: a thing that fell or was carried off by water ("swept
    # away by the flood", "emporté par la crue", "arrastrado por la riada")
    "collapse": {
        "en": "collapsed sweptaway washedaway",
        "ru": "обрушился обрушилась обрушилось обрушились рухнул рухнула рухнуло снесло смыло "
        "смыт смыта смыто",
        "fr": "effondra effondré effondrée écroula écroulé écroulée emporté emportée",
        "de": "einstürzen eingestürzt weggerissen fortgerissen weggespült",
        "es": "derrumbó derrumbado derrumbada desplomó desplomado desplomada arrastrado arrastrada",
    },
    # since round 30: a firm that went bankrupt (the idioms of `idioms.py` say it by
    # these verbs: "went bankrupt", "ging in Konkurs", "fit faillite", "se declaró en quiebra")
    "bankruptcy": {
        "en": "bankrupted",
        "ru": "обанкротился обанкротилась обанкротилось обанкротились",
        "fr": "faillite",
        "de": "bankrottierte",
        "es": "quebró",
    },
    # since round 41: a thing put in place (an organ, a bell, an engine, a clock), not a
    # person ("installed as vicar", "se instaló en Kerlaz": `events.event_class`)
    "installation": {
        "en": "installed",
        "ru": "установлен установлена установлено установлены установили смонтирован "
        "смонтирована смонтировано смонтировали",
        "fr": "installé installée installés installées installa",
        "de": "eingebaut installiert aufgestellt montiert",
        "es": "instalado instalada instalados instaladas instaló",
    },
    # words an existing class of `events.py` lacks
    "launch": {"ru": "спустили", "de": "", "en": "", "fr": "", "es": ""},
}
# forms only an undergoer takes: German "brannte … ab" (the particle joined)
INTRANSITIVE = (
    "abbrennen appeared parut erschien apareció вышла вышел вышло заработал заработала заработало"
    " возникнуть возник возникла возникло"  # since round 27: "компания возникла в 1895 году"
)
# another edition, not the first publication
EDITIONS = (
    "edition reprint reprinted edition auflage ausgabe neuauflage edicion reedicion издание "
    "переиздан переиздана"
)
# words allowed between an intransitive event verb and its date: "cerró
# definitivamente en 1931", "closed for good in 1911"
FREE = "definitivamente définitivement endgültig permanently finally навсегда окончательно"
# hedges of a date right after an intransitive event verb ("closed around 1904")
APPROX_NEXT = {
    "en": ("around", "about", "circa", "c"),
    "fr": ("vers",),
    "de": ("um", "gegen", "etwa"),
    "es": ("hacia", "hacia", "alrededor"),
}
# classes whose subject always undergoes them (intransitive verbs)
UNDERGONE = frozenset({"retirement", "emigration", "wreck", "fire", "collapse", "bankruptcy"})
NOUNS = {
    "publication": "publication",
    "destruction": "destruction",
    "scrapping": "scrapping",
    "dissolution": "dissolution",
    "abolition": "abolition",
    "withdrawal": "withdrawal from service",
    "completion": "completion",
    "commissioning": "putting into service",
    "retirement": "retirement",
    "emigration": "emigration",
    "wreck": "wreck",
    "collapse": "collapse",
    "nationalisation": "nationalisation",
    "bankruptcy": "bankruptcy",
    "installation": "installation",
}
# the end of a thing: it is not in use after it
ENDS = frozenset(
    {
        "destruction",
        "scrapping",
        "dissolution",
        "fire",
        "sinking",
        "wreck",
        "collapse",
        "abolition",
        "withdrawal",
    }
)

# multi-word forms: (class, lang, words)
PHRASES: tuple[tuple[str, str, str], ...] = (
    ("retirement", "fr", "prit sa retraite"),
    ("retirement", "fr", "pris sa retraite"),
    ("retirement", "fr", "prend sa retraite"),
    ("retirement", "de", "in den ruhestand"),
    ("retirement", "ru", "вышел в отставку"),
    ("retirement", "ru", "вышла в отставку"),
    ("retirement", "ru", "ушел в отставку"),
    ("retirement", "ru", "ушёл в отставку"),
    ("retirement", "ru", "вышел на пенсию"),
    ("retirement", "ru", "вышла на пенсию"),
    ("retirement", "es", "se retiro"),
    ("commissioning", "en", "first lit"),
    ("commissioning", "en", "put into service"),
    ("commissioning", "en", "entered service"),
    # since round 13
    ("commissioning", "en", "came into service"),
    ("commissioning", "en", "went into service"),
    ("commissioning", "en", "taken into service"),
    ("commissioning", "en", "first shown"),
    ("commissioning", "en", "first exhibited"),
    ("commissioning", "fr", "entra en service"),
    ("commissioning", "de", "ging in betrieb"),
    ("commissioning", "es", "entro en servicio"),
    ("commissioning", "ru", "вступил в строй"),
    ("commissioning", "fr", "allume pour la premiere fois"),
    ("commissioning", "fr", "allumee pour la premiere fois"),
    ("commissioning", "fr", "mis en service"),
    ("commissioning", "fr", "mise en service"),
    ("commissioning", "de", "in betrieb genommen"),
    ("commissioning", "de", "erstmals entzundet"),
    ("commissioning", "es", "encendido por primera vez"),
    ("commissioning", "es", "encendida por primera vez"),
    ("commissioning", "es", "puesto en servicio"),
    ("commissioning", "es", "puesta en servicio"),
    ("commissioning", "ru", "впервые зажжен"),
    ("commissioning", "ru", "впервые зажжён"),
    ("commissioning", "ru", "впервые зажгли"),
    ("commissioning", "ru", "введен в эксплуатацию"),
    ("commissioning", "ru", "введён в эксплуатацию"),
    ("commissioning", "ru", "введена в эксплуатацию"),  # since round 17
    ("commissioning", "ru", "введено в эксплуатацию"),
    ("commissioning", "ru", "вступила в строй"),
    # since round 26: began to work
    ("commissioning", "en", "began operating"),
    ("commissioning", "en", "started operating"),
    ("commissioning", "en", "began to operate"),
    ("commissioning", "fr", "commenca a fonctionner"),
    ("commissioning", "de", "nahm den betrieb auf"),
    ("commissioning", "es", "empezo a funcionar"),
    ("commissioning", "es", "comenzo a funcionar"),
    ("commissioning", "ru", "начал работать"),
    ("commissioning", "ru", "начала работать"),
    ("commissioning", "ru", "начало работать"),
    # since round 44
    ("commissioning", "en", "went into operation"),
    ("commissioning", "en", "came into operation"),
    ("commissioning", "en", "began production"),
    ("commissioning", "fr", "entra en activite"),
    ("commissioning", "fr", "entra en fonctionnement"),
    ("commissioning", "es", "entro en funcionamiento"),
    ("commissioning", "es", "entro en funciones"),
    ("commissioning", "ru", "начал работу"),
    ("commissioning", "ru", "начала работу"),
    ("commissioning", "ru", "начало работу"),
    # since round 44: taken out of service, an end
    ("withdrawal", "en", "withdrawn from service"),
    ("withdrawal", "en", "taken out of service"),
    ("withdrawal", "fr", "retire du service"),
    ("withdrawal", "fr", "retiree du service"),
    ("withdrawal", "de", "ausser dienst gestellt"),
    ("withdrawal", "es", "retirado del servicio"),
    ("withdrawal", "es", "retirada del servicio"),
    ("withdrawal", "ru", "выведен из эксплуатации"),
    ("withdrawal", "ru", "выведена из эксплуатации"),
    ("launch", "de", "vom stapel"),
    ("launch", "ru", "спущен на воду"),
    ("wreck", "ru", "потерпел крушение"),
    ("wreck", "ru", "потерпела крушение"),
    ("sinking", "ru", "пошла ко дну"),
    ("sinking", "ru", "пошел ко дну"),
    ("sinking", "ru", "пошёл ко дну"),
    ("sinking", "en", "went to the bottom"),
    ("sinking", "fr", "alla par le fond"),
    ("sinking", "fr", "coula a pic"),
    ("sinking", "es", "se fue a pique"),
    ("sinking", "es", "se fue al fondo"),
    # since round 18: a periodical or a body that ceased to be ("ceased publication")
    ("dissolution", "en", "ceased publication"),
    ("dissolution", "en", "ceased to appear"),
    ("dissolution", "en", "stopped appearing"),
    ("dissolution", "en", "ceased to exist"),
    ("dissolution", "fr", "cessa de paraitre"),
    ("dissolution", "fr", "cessa sa publication"),
    ("dissolution", "fr", "cessa d exister"),
    ("dissolution", "de", "stellte sein erscheinen ein"),
    ("dissolution", "de", "stellte ihr erscheinen ein"),
    ("dissolution", "de", "horte auf zu erscheinen"),
    ("dissolution", "es", "dejo de publicarse"),
    ("dissolution", "es", "dejo de salir"),
    ("dissolution", "es", "dejo de existir"),
    ("dissolution", "ru", "перестала выходить"),
    ("dissolution", "ru", "перестал выходить"),
    ("dissolution", "ru", "перестало выходить"),
    ("dissolution", "ru", "прекратила существование"),
    ("dissolution", "ru", "прекратил существование"),
    ("dissolution", "ru", "прекратило существование"),
)

# particle verbs: (verb lemma, particle) -> the word they mean (German: particle first)
PARTICLE_VERBS: dict[str, dict[tuple[str, str], str]] = {
    "en": {
        ("pull", "down"): "pulleddown",
        ("tear", "down"): "pulleddown",
        ("break", "up"): "brokenup",
        ("broken", "up"): "brokenup",
        ("wind", "up"): "woundup",
        ("wound", "up"): "woundup",
        ("blow", "up"): "destroyed",
        ("sweep", "away"): "sweptaway",
        ("swept", "away"): "sweptaway",
        ("wash", "away"): "washedaway",
        ("carry", "away"): "sweptaway",
        ("carry", "off"): "sweptaway",
        ("fall", "down"): "collapsed",
        ("cave", "in"): "collapsed",
    },
    "de": {
        ("aus", "wandern"): "auswandern",
        ("ab", "reissen"): "abreißen",
        ("ab", "wracken"): "abwracken",
        ("auf", "losen"): "auflösen",
        ("teil", "nehmen"): "teilnehmen",
        ("zuruck", "kehren"): "zurückkehren",
        ("bei", "treten"): "beitreten",
        ("aus", "treten"): "austreten",
        ("an", "gehoren"): "angehören",
        ("uber", "treten"): "übertreten",
        ("ein", "treten"): "eintreten",
        ("ein", "sturzen"): "einstürzen",
    },
}


# prepositions of where a ship was wrecked, launched or built, and where an
# emigrant went, besides those of any place ("off Lundy", "vor Borkum",
# "devant Ouessant", "au large de", "frente a", "у Самары"; "to", "nach")


_WHERE = words(
    "off on near at in to into vor bei nach devant large pres au aux en a à frente "
    "cerca у под в во возле близ"
)
# nouns of a yard before the place: "the yards of Bilbao", "los astilleros de Cádiz"
_YARDS = words(
    "yard yards shipyard shipyards werft werften chantier chantiers astillero "
    "astilleros верфи верфь верфях the los las der den dem de del la le les du des of"
)


def place_for(x: _Extractor, i: int, cls: str) -> Place | None:
    """The place of an event of `cls` at token i when the prepositions of any
    place found none: where a ship was wrecked, launched or built ("off
    Lundy", "vor Borkum", "in den Werften von Kiel"), where an emigrant went
    ("to Canada", "nach Brasilien")."""
    if cls not in ("wreck", "sinking", "launch", "building", "emigration"):
        return None
    toks = x.toks
    for k in list(range(i + 1, min(len(toks), i + 7))) + list(range(i - 1, max(-1, i - 6), -1)):
        t = toks[k]
        if t.kind != "w" or t.f not in _WHERE or k in x.subj_span:
            continue
        j = k + 1
        while j < len(toks) and toks[j].kind == "w" and toks[j].f in _YARDS and not toks[j].cap:
            j += 1
        found = x._place_at(j) if j < len(toks) else None
        if found is not None and not any(m in x.subj_span for m in range(j, found[1])):
            return found[0]
    return None
