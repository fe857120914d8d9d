"""The rules judge's mechanisms added with dev4-mech (issue 14): phrasal and
separable verbs, events of ships, fires, bells and childhoods, leaving a
place twice. Each test uses sentences of its own, not the evaluation sets'."""

from __future__ import annotations

from judge_helpers import stance_checker
from semnet.graph.judge.base import Statement
from semnet.graph.judge.phrasal import join
from semnet.graph.judge.rules import RulesJudge
from semnet.graph.judge.text import tokenize
from semnet.graph.manuscript.names import NamedEntity, NameIndex

NAMES = NameIndex(
    [
        NamedEntity("ros", "character", "Rosa Penhallow", "characters/rosa-penhallow.md"),
        NamedEntity("kurt", "character", "Kurt Ebeling", "characters/kurt-ebeling.md"),
        NamedEntity("odile", "character", "Odile Ferrand", "characters/odile-ferrand.md"),
        NamedEntity("gull", "glossary", "Sea Gull", "glossary/sea-gull.md"),
        NamedEntity("vega", "glossary", "Vega", "glossary/vega.md"),
        NamedEntity("bod", "place", "Bodwen", "places/bodwen.md"),
    ]
)  # fmt: skip
JUDGE = RulesJudge(NAMES)


check = stance_checker(JUDGE)


def test_particle_verbs_read_as_the_verb_they_mean() -> None:
    words = lambda text, lang: [t.f for t in join(tokenize(text, lang), lang)]  # noqa: E731
    assert words("Rosa moved away from Leeds", "en")[1] == "left"
    assert "away" not in words("Rosa moved away from Leeds", "en")
    # an object after the particle: not the phrasal verb
    assert words("Rosa went down the hill", "en")[1] == "went"
    got = words("Kurt wuchs in Celle auf.", "de")
    assert got[1] == "aufwachsen" and "auf" not in got
    # a preposition in the middle of the clause is no particle
    assert words("Kurt zog auf das Land.", "de")[1] == "zog"
    assert words("Odile fit naufrage", "fr")[1] == "sombra"


def test_phrasal_verbs_give_slot_claims() -> None:
    check([
        ("en", "Rosa Penhallow grew up in Exeter.", "Rosa Penhallow grew up in Carlisle.",
         "contradicts"),
        ("en", "Rosa Penhallow grew up in Exeter.", "Rosa Penhallow grew up in Exeter.", "agrees"),
        ("de", "Kurt Ebeling wuchs in Celle auf.", "Kurt Ebeling wuchs in Goslar auf.",
         "contradicts"),
        ("en", "Rosa Penhallow moved away from Bodwen in 1871.",
         "Rosa Penhallow lived in Bodwen until 1880.", "contradicts"),
        ("de", "Kurt Ebeling zog 1871 aus Bodwen weg.", "Kurt Ebeling wohnte bis 1880 in Bodwen.",
         "contradicts"),
        ("en", "Rosa Penhallow moved away from Bodwen in 1871.",
         "Rosa Penhallow left Bodwen in 1871.", "agrees"),
        # (since round 43 two leavings years apart contradict: "left" is for good here,
        # as an independent writer labels it, indie15 xx-005)
        ("en", "Rosa Penhallow left Bodwen in 1871.", "Rosa Penhallow left Bodwen in 1875.",
         "contradicts"),
        # a childhood spent somewhere is growing up there, in every language
        ("en", "Rosa Penhallow spent her childhood in Exeter.", "Rosa Penhallow grew up in Carlisle.",
         "contradicts"),
        ("de", "Kurt Ebeling wuchs in Celle auf.", "Kurt Ebeling verbrachte seine Kindheit in Goslar.",
         "contradicts"),
        ("fr", "Odile Ferrand passa son enfance à Lyon.", "Odile Ferrand grandit à Lyon.", "agrees"),
        ("es/fr", "Odile Ferrand pasó su infancia en Sevilla.", "Odile Ferrand grandit à Nantes.",
         "contradicts"),
        ("es", "Odile Ferrand se crió en Sevilla.", "Odile Ferrand creció en Cádiz.", "contradicts"),
        # holidays spent somewhere are no childhood
        ("en", "Rosa Penhallow spent her holidays in Exeter.", "Rosa Penhallow grew up in Carlisle.",
         "none"),
    ])  # fmt: skip


def test_ships_fires_and_bells_are_one_time_events() -> None:
    check([
        ("en", "The Sea Gull sank in 1911.", "The Sea Gull went down in 1913.", "contradicts"),
        ("en", "The Sea Gull sank in 1911.", "The Sea Gull went down in 1911.", "agrees"),
        ("de", "Die Vega sank 1911.", "Die Vega ging 1911 vor Borkum unter.", "agrees"),
        ("fr", "La Vega sombra en 1911.", "La Vega fit naufrage en 1914.", "contradicts"),
        ("en", "The Vega was launched in 1880.", "The Vega was launched in 1884.", "contradicts"),
        ("en", "The Bodwen mill burned down in 1890.", "The Bodwen mill burned down in 1895.",
         "contradicts"),
        ("fr", "La cloche de Bodwen fut fondue en 1690.", "La cloche de Bodwen fut fondue en 1702.",
         "contradicts"),
        # an object: the subject does not undergo it
        ("en", "Rosa Penhallow burned down the barn in 1890.", "Rosa Penhallow died in 1890.",
         "none"),
    ])  # fmt: skip


def test_posts_held_are_in_tension_not_employers() -> None:
    check([
        ("en", "Rosa Penhallow worked as a seamstress in 1885.",
         "Rosa Penhallow worked as a cook in 1885.", "in_tension"),
        ("de", "Kurt Ebeling arbeitete 1885 als Schmied.", "Kurt Ebeling arbeitete 1885 als Bäcker.",
         "in_tension"),
        ("fr", "En 1885, Odile Ferrand travaillait comme blanchisseuse.",
         "En 1885, Odile Ferrand travaillait comme couturière.", "in_tension"),
        ("de", "Kurt Ebeling arbeitete als Schmied.", "Kurt Ebeling arbeitete als Schmied.",
         "agrees"),
        # different times: a change of trade
        ("en", "Rosa Penhallow worked as a seamstress in 1885.",
         "Rosa Penhallow worked as a cook in 1899.", "none"),
        # a post and an employer are not the same thing
        ("de", "Kurt Ebeling arbeitete als Schmied.", "Kurt Ebeling arbeitete in der Werft Bodwen.",
         "none"),
        ("fr", "Odile Ferrand travaillait comme couturière.",
         "Odile Ferrand travaillait à la filature de Bodwen.", "none"),
    ])  # fmt: skip


def test_als_before_a_verb_still_opens_a_clause() -> None:
    check([
        ("de", "Als sie 1890 heiratete, war Rosa Penhallow arm.",
         "Rosa Penhallow war 1890 reich.", "contradicts"),
    ])  # fmt: skip


def test_ages_in_words_beside_a_when_clause() -> None:
    check([
        ("en", "When he enlisted in 1914, Kurt Ebeling was nineteen.",
         "Kurt Ebeling was born in 1890.", "contradicts"),  # not a listed event: its date
        ("en", "When she married in 1871, Rosa Penhallow was nineteen.",
         "Rosa Penhallow was born in 1846.", "contradicts"),
        ("en", "When she married in 1871, Rosa Penhallow was nineteen.",
         "Rosa Penhallow was born in 1852.", "agrees"),
        ("en", "Rosa Penhallow died in 1920, when she was sixty.",
         "Rosa Penhallow was born in 1850.", "contradicts"),
        ("de", "Kurt Ebeling starb 1920, als er achtzig Jahre alt war.",
         "Kurt Ebeling wurde 1840 geboren.", "agrees"),
        ("fr", "Quand elle se maria en 1871, Odile Ferrand avait dix-neuf ans.",
         "Odile Ferrand est née en 1846.", "contradicts"),
        ("en", "Rosa Penhallow went into service in 1862, at the age of eleven.",
         "Rosa Penhallow was born in 1844.", "contradicts"),
    ])  # fmt: skip


def test_counts_inside_a_noun_phrase_and_the_workforce() -> None:
    check([
        ("en", "Bodwen was a hamlet of 120 souls in 1801.", "In 1801 Bodwen had 300 inhabitants.",
         "contradicts"),
        ("en", "Bodwen was a hamlet of 120 souls in 1801.", "In 1801 Bodwen had 120 inhabitants.",
         "agrees"),
        ("de", "Bodwen war 1801 ein Weiler von 120 Seelen.", "Bodwen hatte 1801 300 Einwohner.",
         "contradicts"),
        ("en", "The Bodwen quarry employed a workforce of 60 in 1890.",
         "In 1890 the Bodwen quarry employed 85 people.", "contradicts"),
        ("en", "The Bodwen quarry employed 60 men in 1890.",
         "In 1890 the Bodwen quarry employed 60 hands.", "agrees"),
        ("de", "Die Werft Bodwen beschäftigte 1890 genau 60 Arbeiter.",
         "Die Werft Bodwen beschäftigte 1890 mehr als 200 Arbeiter.", "contradicts"),
        # a bound just missed, or a hedged figure past it: in tension
        ("en", "The Bodwen quarry employed more than 60 men in 1890.",
         "The Bodwen quarry employed 57 men in 1890.", "in_tension"),
        # what the village has is not what the visitor saw
        ("en", "Rosa Penhallow was a woman of 40 in 1890.", "Bodwen had 40 inhabitants in 1890.",
         "none"),
    ])  # fmt: skip


def test_a_part_is_not_its_whole() -> None:
    names = NameIndex(
        [
            NamedEntity("jak", "place", "Jakobikirche", "places/jakobikirche.md"),
            NamedEntity("mar", "place", "Saint-Martial", "places/saint-martial.md",
                        ("église Saint-Martial",)),
        ]
    )  # fmt: skip
    judge = RulesJudge(names)

    def got(a: str, b: str, lang: str) -> str:
        sa = Statement(ref="node:a", id="a", kind="fact", text=a, lang=lang)
        sb = Statement(ref="node:b", id="b", kind="fact", text=b, lang=lang)
        f = judge.finding(sa, sb)
        return "none" if f is None else f.stance.value

    assert got("Der Chor der Jakobikirche wurde 1480 erbaut.",
               "Die Jakobikirche wurde 1350 erbaut.", "de") == "none"  # fmt: skip
    assert got("Die Jakobikirche wurde 1480 erbaut.",
               "Die Jakobikirche wurde 1350 erbaut.", "de") == "contradicts"  # fmt: skip
    assert got("Le chœur de l'église Saint-Martial fut bâti en 1480.",
               "L'église Saint-Martial fut bâtie en 1350.", "fr") == "none"  # fmt: skip
    assert got("Le clocher de l'église Saint-Martial mesure 40 mètres.",
               "Le clocher de Saint-Martial mesure 52 mètres.", "fr") == "contradicts"  # fmt: skip


def test_german_places_with_articles_verb_final_visits_and_v2_subjects() -> None:
    check([
        ("de", "Kurt Ebeling wurde in der Türkei geboren.", "Kurt Ebeling wurde in Lyon geboren.",
         "contradicts"),
        ("de", "Kurt Ebeling besuchte 1880 Mailand.", "Kurt Ebeling hat Italien nie betreten.",
         "contradicts"),
        ("de", "Kurt Ebeling besuchte 1880 Mailand.", "Kurt Ebeling hat Spanien nie betreten.",
         "none"),
        ("de", "1880 wohnte die Familie Ebeling in Wien.", "1880 wohnte die Familie Ebeling in Rom.",
         "contradicts"),
    ])  # fmt: skip


def test_nouns_of_noun_phrase_subjects_meet_across_languages() -> None:
    from semnet.graph.judge.nouns import np_key

    assert np_key(["kirchturm", "@bod"], "de") == np_key(["church", "tower", "@bod"], "en")
    assert np_key(["town", "hall"], "en") == np_key(["rathaus"], "de") == np_key(["mairie"], "fr")
    # a word that is no listed concept keeps the key in its language
    assert np_key(["tower", "gasworks"], "en").startswith("np:en:")
    # "tour" is a tower only in French
    assert np_key(["tour"], "en") != np_key(["tour"], "fr")
    check([
        ("en/de", "The church tower of Bodwen is 31 metres high.",
         "Der Kirchturm von Bodwen ist 38 Meter hoch.", "contradicts"),
        ("fr/de", "Le pont de Bodwen fut inauguré en 1902.",
         "Die Brücke von Bodwen wurde 1902 eröffnet.", "agrees"),
        ("en/fr", "The mill at Bodwen burned down in 1880.", "Le moulin de Bodwen brûla en 1884.",
         "contradicts"),
        # a part and its whole stay apart across languages too
        ("en/de", "The tower of Bodwen church is 31 metres high.",
         "Die Kirche von Bodwen ist 38 Meter hoch.", "none"),
    ])  # fmt: skip


def test_the_same_state_restricted_qualifies() -> None:
    check([
        ("en", "The Bodwen ford is closed.", "The Bodwen ford is closed in winter.", "qualifies"),
        ("en", "The Bodwen ford is closed.", "The Bodwen ford is closed.", "agrees"),
    ])  # fmt: skip


def test_a_narrower_place_qualifies() -> None:
    check([
        ("en", "Rosa Penhallow lived in Italy.", "Rosa Penhallow lived in Turin.", "qualifies"),
        ("en", "Rosa Penhallow lived in Turin.", "Rosa Penhallow lived in Spain.", "in_tension"),
        ("en", "The Vega carried timber.", "The Vega carried timber to Bristol.", "qualifies"),
    ])  # fmt: skip
    sa = Statement(ref="node:a", id="a", kind="fact", text="Rosa Penhallow lived in Turin.",
                   lang="en")  # fmt: skip
    sb = Statement(ref="node:b", id="b", kind="fact", text="Rosa Penhallow lived in Italy.",
                   lang="en")  # fmt: skip
    f = JUDGE.finding(sa, sb)
    assert f is not None and f.qualifier == "a"  # the narrower statement qualifies


def test_two_places_towers_of_one_height_do_not_agree() -> None:
    names = NameIndex(
        [
            NamedEntity("a", "place", "Amberley", "places/amberley.md"),
            NamedEntity("b", "place", "Bexcombe", "places/bexcombe.md"),
        ]
    )
    judge = RulesJudge(names)
    sa = Statement(ref="node:a", id="a", kind="fact", text="The Amberley tower is 31 metres high.",
                   lang="en")  # fmt: skip
    sb = Statement(ref="node:b", id="b", kind="fact", text="La tour de Bexcombe mesure 31 mètres.",
                   lang="fr")  # fmt: skip
    sc = Statement(ref="node:c", id="c", kind="fact", text="The Bexcombe tower is 31 metres high.",
                   lang="en")  # fmt: skip
    assert judge.finding(sa, sb) is None
    assert judge.finding(sa, sc) is None
    f = judge.finding(sb, sc)
    assert f is not None and f.stance.value == "agrees"
