"""The rules judge's mechanisms of people and things over time (dev5-life):
existence (an end against later use), a death against later acts, one-time
events (retirement, consecration, putting into service, completion, a ship's
wreck and yards, emigration), memberships, tenures, education, residence
through a period, and cities whose name several countries share. Each test
uses sentences of its own, not the evaluation sets'."""

from __future__ import annotations

from judge_stances import StanceCheck
from semnet.graph.judge.claims import Place, place_key
from semnet.graph.judge.places import same_place
from semnet.graph.judge.rules import RulesJudge
from semnet.graph.manuscript.names import NamedEntity, NameIndex

NAMES = NameIndex(
    [
        NamedEntity("tom", "character", "Tomasz Wilk", "characters/tomasz-wilk.md"),
        NamedEntity("ida", "character", "Ida Brenner", "characters/ida-brenner.md"),
        NamedEntity("lou", "character", "Louise Gaudin", "characters/louise-gaudin.md"),
        NamedEntity("pil", "character", "Pilar Ruiz", "characters/pilar-ruiz.md"),
        NamedEntity("sav", "character", "Савва Лосев", "characters/savva-losev.md",
                    ("Savva Losev",)),
        NamedEntity("gan", "glossary", "Gannet", "glossary/gannet.md"),
        NamedEntity("mir", "place", "Mirow", "places/mirow.md"),
    ]
)  # fmt: skip
CHECK = StanceCheck(RulesJudge(NAMES), directed=True)


def test_an_end_against_later_use() -> None:
    CHECK.check(
        [
            ("en", "The Mirow brewery was demolished in 1911.",
             "In 1914 the Mirow brewery was still operating.", "contradicts"),
            ("en", "The Mirow brewery was demolished in 1911.",
             "In 1905 the Mirow brewery was still operating.", "none"),
            ("en", "The Mirow brewery was demolished in 1911.",
             "The Mirow tannery was still operating in 1914.", "none"),
            ("en", "The Mirow brewery burned down in 1890 and was never rebuilt.",
             "The Mirow brewery was still working in 1899.", "contradicts"),
            ("en", "The Mirow brewery burned down in 1890 and was rebuilt in 1892.",
             "The Mirow brewery was still working in 1899.", "none"),
            ("en", "The Mirow brewery was demolished about 1911.",
             "The Mirow brewery was still operating in 1912.", "in_tension"),
            ("de", "Die Brauerei in Mirow wurde 1911 abgerissen.",
             "1920 war die Mirower Brauerei noch in Betrieb.", "contradicts"),
            ("de", "Die Mühle von Mirow brannte 1890 ab und wurde nie wieder aufgebaut.",
             "1899 war die Mühle von Mirow noch in Betrieb.", "contradicts"),
            ("fr", "Le pont de Mirow fut détruit en 1915.",
             "En 1921, le pont de Mirow était encore en service.", "contradicts"),
            ("es", "El puente de Mirow fue destruido en 1915.",
             "En 1921 el puente de Mirow seguía en servicio.", "contradicts"),
            ("fr", "L'église de Mirow fut démolie en 1930.",
             "En 1935, l'église de Mirow existait encore.", "contradicts"),
            ("ru", "Мост в Мирове был взорван в 1943 году.",
             "В 1950 году мост в Мирове ещё действовал.", "contradicts"),
            ("en", "The Gannet was scrapped in 1921.",
             "The Gannet was sailing between Hull and Riga in 1925.", "contradicts"),
            ("es", "La fábrica de Mirow cerró definitivamente en 1931.",
             "En 1936 la fábrica de Mirow seguía en funcionamiento.", "contradicts"),
            # raised, rebuilt, reopened, a new one, a wreck: not the thing that ended
            ("en", "The Gannet sank in 1902.",
             "The Gannet was raised and sailing again in 1904.", "none"),
            ("en", "The Gannet sank in 1902.",
             "In 1904 divers worked on the wreck of the Gannet.", "none"),
            ("en", "The Mirow mill burned down in 1890.",
             "In 1895 the new Mirow mill was working.", "none"),
            ("en", "The Mirow mill closed in 1890.",
             "The Mirow mill reopened in 1893 and was working in 1895.", "none"),
            ("en/fr", "The Mirow mill was destroyed in 1915.",
             "En 1921, le moulin de Mirow fonctionnait encore.", "contradicts"),
        ]
    )  # fmt: skip


def test_a_death_against_later_acts() -> None:
    CHECK.check(
        [
            ("en", "Tomasz Wilk died in 1880.", "Tomasz Wilk signed a petition in 1884.",
             "contradicts"),
            ("en", "Tomasz Wilk died in 1880.", "Tomasz Wilk signed a petition in 1876.", "none"),
            ("en", "Tomasz Wilk died in 1880.", "Tomasz Wilk's son signed a petition in 1884.",
             "none"),
            ("en", "Tomasz Wilk died around 1880.", "Tomasz Wilk signed a petition in 1881.",
             "in_tension"),
            ("en", "Tomasz Wilk died in 1880.", "Tomasz Wilk lived in Gdansk from 1870.", "none"),
            ("en", "Tomasz Wilk died in 1880.", "In 1884 Tomasz Wilk lived in Gdansk.",
             "contradicts"),
            ("de", "Ida Brenner starb 1902.", "1905 schrieb Ida Brenner an ihren Bruder.",
             "contradicts"),
            ("de", "Ida Brenner starb 1902.", "1906 kehrte Ida Brenner nach Kiel zurück.",
             "contradicts"),
            ("fr", "Louise Gaudin mourut en 1870.", "En 1873, Louise Gaudin signa un bail.",
             "contradicts"),
            ("es", "Pilar Ruiz murió en 1931.", "En 1934 Pilar Ruiz escribió a su hermano.",
             "contradicts"),
            ("ru", "Савва Лосев умер в 1899 году.", "В 1902 году Савва Лосев подписал договор.",
             "contradicts"),
            ("ru/en", "Савва Лосев умер в 1899 году.", "Savva Losev signed a contract in 1902.",
             "contradicts"),
            # a burial before the death; after it, or the same year, is what follows a death
            ("en", "Tomasz Wilk died in 1880.", "Tomasz Wilk was buried in 1879.", "contradicts"),
            ("fr", "Louise Gaudin mourut en 1870.", "Louise Gaudin fut inhumée à Nantes en 1868.",
             "contradicts"),
            ("ru", "Савва Лосев умер в 1899 году.", "Савву Лосева похоронили в 1897 году.",
             "contradicts"),
            ("en", "Tomasz Wilk died on 30 December 1880.",
             "Tomasz Wilk was buried on 2 January 1881.", "none"),
            ("es", "Pilar Ruiz murió hacia 1931.", "Pilar Ruiz fue enterrada en 1930.",
             "in_tension"),
        ]
    )  # fmt: skip


def test_one_time_events_of_new_classes() -> None:
    CHECK.check(
        [
            ("en", "Tomasz Wilk retired in 1890.", "Tomasz Wilk retired in 1895.", "contradicts"),
            ("en", "Tomasz Wilk retired in 1890.", "In 1890 Tomasz Wilk retired.", "agrees"),
            ("fr", "Louise Gaudin prit sa retraite en 1890.",
             "Louise Gaudin prit sa retraite en 1896.", "contradicts"),
            ("ru", "Савва Лосев вышел в отставку в 1881 году.",
             "Савва Лосев вышел в отставку в 1888 году.", "contradicts"),
            ("de", "Ida Brenner ging 1900 in den Ruhestand.", "Ida Brenner ging 1904 in den Ruhestand.",
             "contradicts"),
            ("en", "The Mirow chapel was consecrated on 2 May 1850.",
             "The Mirow chapel was consecrated on 12 May 1850.", "contradicts"),
            ("es", "La capilla de Mirow fue consagrada el 2 de mayo de 1850.",
             "La capilla de Mirow fue consagrada el 2 de junio de 1850.", "contradicts"),
            ("en", "The Mirow light was first lit in 1860.", "The Mirow light was first lit in 1866.",
             "contradicts"),
            ("de", "Der Leuchtturm von Mirow wurde 1860 in Betrieb genommen.",
             "Der Leuchtturm von Mirow wurde 1866 in Betrieb genommen.", "contradicts"),
            # since round 13: more ways of saying it, and "dates from" for a building
            ("en", "The Mirow light was first lit in 1860.",
             "The Mirow light came into service in 1866.", "contradicts"),
            ("fr", "Le phare de Mirow entra en service en 1860.",
             "Le phare de Mirow fut mis en service en 1866.", "contradicts"),
            ("en", "The Mirow chapel was built in 1820.", "The Mirow chapel dates from 1845.",
             "contradicts"),
            ("en", "The Mirow chapel was built in 1820.", "The Mirow chapel dates from 1820.",
             "agrees"),
            ("fr", "La cathédrale de Mirow fut achevée en 1877.",
             "La cathédrale de Mirow fut achevée en 1883.", "contradicts"),
            ("en", "The Gannet was wrecked off Lundy.", "The Gannet was wrecked on the Goodwin Sands.",
             "contradicts"),
            ("de", "Die Gannet strandete 1899 vor Borkum.", "Die Gannet strandete 1899 vor Juist.",
             "contradicts"),
            ("de", "Die Gannet lief 1870 in Kiel vom Stapel.", "Die Gannet lief 1870 in Emden vom Stapel.",
             "contradicts"),
            ("es", "El Gannet fue construido en los astilleros de Bilbao.",
             "El Gannet fue construido en Cádiz.", "contradicts"),
        ]
    )  # fmt: skip


def test_two_days_or_two_seasons_of_one_year_never_agree() -> None:
    CHECK.check(
        [
            ("es", "El Gannet fue botado el 1.º de mayo de 1790.",
             "El Gannet fue botado el 2 de mayo de 1790.", "contradicts"),
            ("en", "The Gannet was launched in the spring of 1790.",
             "The Gannet was launched in the autumn of 1790.", "contradicts"),
            ("de", "Die Gannet lief im Sommer 1790 vom Stapel.",
             "Die Gannet lief im Sommer 1790 in Kiel vom Stapel.", "agrees"),
            ("fr", "La Gannet fut lancée au printemps 1790.",
             "La Gannet fut lancée en mai 1790.", "agrees"),
        ]
    )  # fmt: skip


def test_emigration_the_same_year_to_two_countries() -> None:
    CHECK.check(
        [
            ("en", "Tomasz Wilk emigrated to Brazil in 1890.", "Tomasz Wilk emigrated to Chile in 1890.",
             "contradicts"),
            ("en", "Tomasz Wilk emigrated to Brazil in 1890.", "Tomasz Wilk emigrated to Chile in 1901.",
             "none"),
            ("en", "Tomasz Wilk emigrated to Brazil in 1890.", "In 1890 Tomasz Wilk emigrated to Brazil.",
             "agrees"),
            ("de", "Ida Brenner wanderte 1883 nach Chile aus.", "Ida Brenner wanderte 1883 nach Peru aus.",
             "contradicts"),
            ("fr", "En 1888, Louise Gaudin émigra aux États-Unis.",
             "Louise Gaudin émigra au Canada en 1888.", "contradicts"),
            ("ru/en", "Савва Лосев эмигрировал во Францию в 1920 году.",
             "Savva Losev emigrated to Italy in 1920.", "contradicts"),
        ]
    )  # fmt: skip


def test_memberships_over_time() -> None:
    CHECK.check(
        [
            ("en", "Tomasz Wilk was a lifelong member of the Liberal Party.",
             "Tomasz Wilk joined the Labour Party in 1922.", "contradicts"),
            ("en", "Tomasz Wilk was a lifelong member of the Liberal Party.",
             "Tomasz Wilk joined the Geological Society in 1922.", "none"),
            ("en", "Tomasz Wilk was a Catholic all his life.",
             "Tomasz Wilk converted to Methodism in 1890.", "contradicts"),
            ("en", "From 1900 to 1915 Tomasz Wilk was a member of the Liberal Party.",
             "Tomasz Wilk was a member of the Labour Party from 1910 to 1920.", "contradicts"),
            ("en", "From 1900 to 1909 Tomasz Wilk was a member of the Liberal Party.",
             "Tomasz Wilk was a member of the Labour Party from 1910 to 1920.", "none"),
            ("en", "Tomasz Wilk was a member of the Liberal Party.",
             "Tomasz Wilk was a member of the Liberal Party until 1912.", "qualifies"),
            ("de", "Ida Brenner war zeitlebens Mitglied der SPD.", "Ida Brenner trat 1931 aus der SPD aus.",
             "contradicts"),
            ("de", "Ida Brenner trat 1905 in die SPD ein.", "1905 wurde Ida Brenner Mitglied der SPD.",
             "agrees"),
            ("fr", "Louise Gaudin resta protestante toute sa vie.",
             "Louise Gaudin embrassa le catholicisme en 1870.", "contradicts"),
            ("es", "Pilar Ruiz militó toda su vida en el Partido Liberal.",
             "En 1910 Pilar Ruiz abandonó el Partido Liberal.", "contradicts"),
            ("ru", "Савва Лосев всю жизнь был лютеранином.",
             "В 1880 году Савва Лосев перешёл в православие.", "contradicts"),
            ("ru", "Савва Лосев всю жизнь был лютеранином.",
             "В 1880 году Савва Лосев перешёл в протестантизм.", "none"),
            ("en", "Tomasz Wilk was a Lutheran all his life.", "In 1880 Tomasz Wilk became a Catholic.",
             "contradicts"),
        ]
    )  # fmt: skip


def test_tenures_of_one_post() -> None:
    CHECK.check(
        [
            ("en", "Tomasz Wilk was harbour master of Mirow for thirty years.",
             "Tomasz Wilk was harbour master of Mirow for nine years.", "contradicts"),
            ("en", "Tomasz Wilk was harbour master of Mirow for about thirty years.",
             "Tomasz Wilk served as harbour master of Mirow for twenty years.", "in_tension"),
            ("en", "Tomasz Wilk was harbour master of Mirow for thirty years.",
             "Tomasz Wilk was mayor of Mirow for nine years.", "none"),
            ("ru", "Савва Лосев тридцать лет был старостой.", "Савва Лосев был старостой девять лет.",
             "contradicts"),
        ]
    )  # fmt: skip


def test_education_against_never_studied() -> None:
    CHECK.check(
        [
            ("en", "Ida Brenner studied chemistry at Zurich.", "Ida Brenner never attended a university.",
             "contradicts"),
            ("en", "Ida Brenner's brother studied chemistry at Zurich.",
             "Ida Brenner never attended a university.", "none"),
            ("de", "Ida Brenner studierte Chemie in Zürich.", "Ida Brenner hat nie studiert.",
             "contradicts"),
            ("fr", "Louise Gaudin obtint son diplôme à Lyon.", "Louise Gaudin n'a jamais fait d'études.",
             "contradicts"),
            ("es", "Pilar Ruiz se licenció en Derecho.", "Pilar Ruiz nunca fue a la universidad.",
             "contradicts"),
            ("ru", "Савва Лосев окончил Казанский университет.",
             "Савва Лосев никогда не учился в университете.", "contradicts"),
        ]
    )  # fmt: skip


def test_schooling_training_and_being_sent_away() -> None:
    CHECK.check(
        [
            ("en", "Ida Brenner entered the Zurich Academy of Art in 1894.",
             "Ida Brenner had no formal training at all.", "contradicts"),
            ("en", "Ida Brenner was self-taught.", "Ida Brenner studied chemistry at Zurich.",
             "contradicts"),
            ("fr", "Louise Gaudin sortit de l'École normale en 1878.",
             "Louise Gaudin n'avait aucun diplôme.", "contradicts"),
            ("es", "Pilar Ruiz se licenció en Derecho en Salamanca.",
             "Pilar Ruiz nunca pisó una universidad.", "contradicts"),
            ("en", "Ida Brenner graduated from Zurich University in 1898.",
             "Ida Brenner was expelled from Zurich University in 1896.", "contradicts"),
            ("ru", "Савва Лосев окончил Казанский университет.",
             "Из Казанского университета Савву Лосева отчислили на втором курсе.", "contradicts"),
            # another school; a school noun before a noun; not graduating is no denial of study
            ("en", "Ida Brenner was expelled from the Mirow school in 1880.",
             "Ida Brenner graduated from Zurich University in 1898.", "none"),
            ("en", "Ida Brenner never went to the school concert.",
             "Ida Brenner was educated at Zurich.", "none"),
            ("ru", "Савва Лосев так и не окончил гимназию.", "Савва Лосев учился в гимназии.",
             "none"),
        ]
    )  # fmt: skip


def test_residence_through_a_period() -> None:
    CHECK.check(
        [
            ("en", "Ida Brenner lived in Kiel throughout the 1890s.",
             "In 1894 Ida Brenner lived in Bremen.", "contradicts"),
            ("en", "Ida Brenner lived in Kiel throughout the 1890s.",
             "In 1902 Ida Brenner lived in Bremen.", "none"),
            ("fr", "Pendant toutes les années 1890, Louise Gaudin habita Nantes.",
             "En 1895, Louise Gaudin habitait à Rennes.", "contradicts"),
            ("de", "Während der gesamten 1890er Jahre lebte Ida Brenner in Kiel.",
             "1894 wohnte Ida Brenner in Bremen.", "contradicts"),
            ("ru", "Все 1890-е годы Савва Лосев прожил в Казани.", "В 1894 году Савва Лосев жил в Перми.",
             "contradicts"),
            ("es", "Durante toda la guerra, de 1936 a 1939, Pilar Ruiz vivió en Valencia.",
             "En 1937 Pilar Ruiz vivía en Barcelona.", "contradicts"),
            # "the war" without its years is not computed: no stated overlap
            ("es", "Durante toda la guerra Pilar Ruiz vivió en Valencia.",
             "En 1937 Pilar Ruiz vivía en Barcelona.", "in_tension"),
        ]
    )  # fmt: skip


def test_a_city_name_of_several_countries_is_neither_inside_nor_outside() -> None:
    def p(name: str) -> Place:
        return Place(place_key(name, "en"), name)

    assert same_place(p("Valencia"), p("Spain")) is None
    assert same_place(p("Valencia"), p("Venezuela")) is None
    assert same_place(p("Lyon"), p("France")) == "within"
    assert same_place(p("Lyon"), p("Italy")) is False
    CHECK.check(
        [
            ("es", "Pilar Ruiz nació en Córdoba.", "Pilar Ruiz nació en Argentina.", "none"),
            ("en", "Tomasz Wilk was born in Lyon.", "Tomasz Wilk was born in France.", "agrees"),
        ]
    )  # fmt: skip


def test_leaving_after_death_and_a_nationalisation() -> None:
    # round 19: leaving a post is an act in every language; a nationalisation is one event
    CHECK.check(
        [
            (
                "es",
                "Pilar Ruiz murió en 1894.",
                "Pilar Ruiz dejó la dirección de la escuela en 1900.",
                "contradicts",
            ),
            (
                "fr",
                "Louise Gaudin mourut en 1894.",
                "Louise Gaudin quitta la filature en 1900.",
                "contradicts",
            ),
            (
                "ru",
                "Савва Лосев умер в 1894 году.",
                "Савва Лосев покинул завод в 1900 году.",
                "contradicts",
            ),
            (
                "fr/es",
                "Le Gannet fut nationalisé en décembre 1917.",
                "El Gannet fue nacionalizado en junio de 1918.",
                "contradicts",
            ),
            (
                "de/en",
                "Der Gannet wurde 1918 verstaatlicht.",
                "The Gannet was nationalised in 1918.",
                "agrees",
            ),
        ]
    )


def test_a_launch_said_reflexively() -> None:
    CHECK.check([("es/es", "El Gannet se botó en 1872.", "El Gannet fue botado en 1880.",
                  "contradicts")])  # fmt: skip


def test_a_renaming_is_a_use() -> None:
    # round 19: a ship renamed after it sank
    CHECK.check([
        ("ru", "«Ганнет» затонул в 1917 году, и его так и не подняли.",
         "В 1920 году «Ганнет» переименовали в «Зарю».", "contradicts"),
        ("en", "The Gannet sank in 1917 and was never raised.", "The Gannet was renamed in 1920.",
         "contradicts"),
    ])  # fmt: skip


def test_gone_for_good_yet_there_later() -> None:
    # round 19: "left Mirow for good in 1899" / "died in Mirow in 1903"
    CHECK.check([
        ("en", "Tomasz Wilk left Mirow for good in 1899.",
         "Tomasz Wilk died in Mirow in 1903 and was buried there.", "contradicts"),
        ("en", "Tomasz Wilk left Mirow for good in 1899.", "Tomasz Wilk died in Bristol in 1903.",
         "none"),
    ])  # fmt: skip


def test_years_later_is_after_the_year_before() -> None:
    # round 19: "where he died years later" was a death in 1878 itself
    CHECK.check([
        ("en", "Tomasz Wilk died in 1878.",
         "In 1878 Tomasz Wilk went back to Mirow, where he died years later.", "contradicts"),
        ("es", "Pilar Ruiz murió en 1885.",
         "En 1878 Pilar Ruiz volvió a Mirow, donde murió años después.", "agrees"),
        ("ru", "Савва Лосев умер в 1878 году.",
         "В 1878 году Савва Лосев вернулся в Миров, где и умер спустя годы.", "contradicts"),
    ])  # fmt: skip


def test_never_remarried_is_one_marriage() -> None:
    # round 19: "never remarried" counted two marriages
    CHECK.check([
        ("en/es", "Tomasz Wilk was widowed in 1880 and never remarried.",
         "En 1890, Tomasz Wilk se casó en segundas nupcias.", "contradicts"),
        ("fr", "Louise Gaudin devint veuve en 1880 et ne se remaria jamais.",
         "Louise Gaudin se remaria en 1890.", "contradicts"),
    ])  # fmt: skip


def test_years_later_leaves_a_given_year_alone() -> None:
    # round 19: the year of the event itself, before or after "years later", stays
    CHECK.check([
        ("es", "Pilar Ruiz murió en 1915.",
         "Pilar Ruiz llegó a Mirow en 1880 y allí murió, años después, en 1921.", "contradicts"),
        ("es", "Pilar Ruiz murió en 1890.",
         "Pilar Ruiz murió en 1890, pocos años después que su marido.", "agrees"),
        ("es", "Pilar Ruiz murió en 1890.",
         "Pilar Ruiz murió en 1890, pocos años después de su marido.", "agrees"),
        ("es", "Pilar Ruiz murió en 1895.",
         "Pilar Ruiz se casó en 1880 y murió un par de años después.", "contradicts"),
    ])  # fmt: skip


def test_lived_on_for_years_after_a_date() -> None:
    # round 19: "where he lived another twenty years" against a death in between
    CHECK.check([
        ("en", "Tomasz Wilk died in 1905.",
         "In 1901 Tomasz Wilk retired to Mirow, where he lived another twenty years.",
         "contradicts"),
        ("fr", "Louise Gaudin mourut en 1901.",
         "En 1901, Louise Gaudin se retira à Mirow, où elle vécut encore vingt ans.",
         "contradicts"),
        ("de", "Ida Brenner starb 1905.",
         "1901 zog sich Ida Brenner nach Mirow zurück, wo sie noch zwanzig Jahre lebte.",
         "contradicts"),
        ("es", "Pilar Ruiz murió en 1905.",
         "En 1901 Pilar Ruiz se retiró a Mirow, donde vivió otros veinte años.", "contradicts"),
        ("ru", "Савва Лосев умер в 1905 году.",
         "В 1901 году Савва Лосев уехал в Миров, где прожил ещё двадцать лет.", "contradicts"),
        ("en", "Tomasz Wilk died in 1925.",
         "In 1901 Tomasz Wilk retired to Mirow, where he lived another twenty years.", "none"),
    ])  # fmt: skip
