"""Round 31 (issue 14): a place note named after a settlement noun ("на
острове Скалл", "в деревне Олле"); a birth or a death at sea, aboard or off
a place, which is no town; no age at one's own birth ("born in 1880 and went
to sea at twelve"); a denial of the second of two joined verbs leaves the
first one said ("was born in Pamplona and never lived in Bilbao"); dwellers,
emigrants and seminarians counted as people and students; the parents named
after an only child had one child; a light first lit is opened; a passive
sale names its buyer ("was sold to Tom Hale"); a thing that stood or existed
until a year was there then; Russian "отлили", "появился"; fishermen and
sailors counted as men; one who lived until a year was alive then; "four years after the opening" is
no bare "later"; "семь тысяч четыреста метров" is 7,400 metres; a participle after a
clause's object is the object's ("épousa Paul Roux, né en 1845"), after
one's own relative the relative's ("a su marido, muerto en 1861"); years
between two ages are no age; a founding by a counted agent in a French cleft
or a German inversion; a lifespan said as years lived ("lived only sixty
years", "ne vécut que soixante ans"); a thing named in a when-clause is no second
person ("When Tom took over the Zehnthof, he was 22"); a cleft with a second
phrase of time ("It was in 1866, after the storm, that …", "Ce n'est qu'en");
a thing made named in apposition ("founded a dye works, Haller & Roux");
inside a place or out of it ("in the middle of", "far outside"). Sentences
of our own, not the evaluation sets'."""

from __future__ import annotations

from judge_helpers import stance_checker
from semnet.graph.judge.rules import RulesJudge
from semnet.graph.manuscript.names import NamedEntity, NameIndex

NAMES = NameIndex(
    [
        NamedEntity("tom", "character", "Tom Hale", "characters/tom-hale.md",
                    ("Том Хейл", "Тома Хейла", "Hale")),
        NamedEntity("mary", "character", "Mary Hale", "characters/mary-hale.md", ()),
        NamedEntity("anna", "character", "Anna Hale", "characters/anna-hale.md",
                    ("Anna", "Анна Хейл")),
        NamedEntity("ana", "character", "Ana Ruiz", "characters/ana-ruiz.md", ("Анна Руис",)),
        NamedEntity("dunmore", "place", "Dunmore", "places/dunmore.md", ("Данмор", "Данморе")),
        NamedEntity("skall", "place", "Skall", "places/skall.md", ("Скалл",)),
        NamedEntity("olle", "place", "Olle", "places/olle.md", ("Олле",)),
        NamedEntity("pamplona", "place", "Pamplona", "places/pamplona.md",
                    ("Pampelune", "Памплона", "Памплоне")),
        NamedEntity("light", "glossary", "Dunmore light", "glossary/dunmore-light.md",
                    ("The Dunmore light", "Das Dunmore-Feuer", "Le phare de Dunmore",
                     "El faro de Dunmore", "Маяк Данмора")),
        NamedEntity("zehnthof", "glossary", "Zehnthof", "glossary/zehnthof.md",
                    ("the Zehnthof", "The Zehnthof", "Der Zehnthof", "den Zehnthof", "Le Zehnthof",
                     "le Zehnthof", "El Zehnthof", "el Zehnthof")),
        NamedEntity("guild", "glossary", "Valmont guild", "glossary/valmont-guild.md",
                    ("Die Zunft von Valmont", "Die Zunft", "The Valmont guild",
                     "La guilde de Valmont", "La guilde", "Цех часовщиков")),
        NamedEntity("mill", "glossary", "Valmont mill", "glossary/valmont-mill.md",
                    ("The Valmont mill",)),
        NamedEntity("jude", "glossary", "St Jude church", "glossary/st-jude.md",
                    ("церкви Святого Иуды",)),
        NamedEntity("road", "glossary", "Val road", "glossary/val-road.md",
                    ("Дорога Валь — Перевал",)),
        NamedEntity("zarya", "glossary", "Zarya", "glossary/zarya.md", ("«Зарю»", "Заря")),
        NamedEntity("church", "glossary", "Dunmore church", "glossary/dunmore-church.md",
                    ("Церковь",)),
        NamedEntity("hr", "glossary", "Haller & Roux", "glossary/haller-roux.md", ()),
        NamedEntity("maria", "glossary", "Maria", "glossary/maria.md",
                    ("the Maria", "The Maria", "La Maria", "Die Maria", "del Maria")),
        NamedEntity("storm", "glossary", "Storm of 1882", "glossary/storm-1882.md",
                    ("Шторм 1882 года", "The storm of 1882", "Der Sturm von 1882",
                     "La tempête de 1882")),
        NamedEntity("seminary", "glossary", "Seminary", "glossary/seminary.md",
                    ("the seminary", "The seminary", "семинарии", "семинария")),
    ]
)  # fmt: skip
check = stance_checker(RulesJudge(NAMES))


def test_a_place_note_named_after_a_settlement_noun() -> None:
    check([
        ("ru/en", "Том Хейл родился на острове Скалл в 1830 году.",
         "Tom Hale was born at Dunmore in 1830.", "contradicts"),
        ("ru/en", "Том Хейл родился в деревне Олле в 1830 году.",
         "Tom Hale was born at Olle in 1830.", "agrees"),
        ("ru/en", "Том Хейл родился в деревне Олле в 1830 году.",
         "Tom Hale was born in the village of Skall in 1830.", "contradicts"),
    ])  # fmt: skip


def test_a_birth_or_a_death_at_sea_is_in_no_town() -> None:
    check([
        ("en", "Ana Ruiz was born in Vigo in 1850.",
         "Ana Ruiz was born at sea in 1850, aboard her father's brig.", "contradicts"),
        ("es", "Ana Ruiz nació en Vigo en 1850.",
         "Ana Ruiz nació en 1850 a bordo de un velero en el Atlántico.", "contradicts"),
        ("de", "Ana Ruiz wurde 1850 in Vigo geboren.",
         "Ana Ruiz wurde 1850 auf hoher See geboren.", "contradicts"),
        ("fr", "Ana Ruiz est née à Vigo en 1850.", "Ana Ruiz naquit en mer en 1850.",
         "contradicts"),
        ("ru", "Анна Руис родилась в Виго в 1850 году.",
         "Анна Руис родилась в 1850 году в открытом море, на борту отцовского брига.",
         "contradicts"),
        ("en", "Tom Hale died at sea in 1880.", "Tom Hale died in his bed at Dunmore in 1880.",
         "contradicts"),
        ("ru", "Том Хейл умер в 1880 году в Данморе.", "Том Хейл умер на борту «Марии» в 1880 году.",
         "contradicts"),
        # off a place is at sea, near it: against the sea it agrees, against the place
        # itself nothing is told, against another town it contradicts
        ("en", "Tom Hale drowned off Dunmore in 1880.", "Tom Hale died at sea in 1880.", "agrees"),
        ("fr", "Tom Hale se noya au large de Dunmore en 1880.", "Tom Hale mourut à Brest en 1880.",
         "contradicts"),
        ("de", "Tom Hale ertrank 1880 vor der Küste von Skall.", "Tom Hale starb 1880 in Kiel.",
         "contradicts"),
        # a house by the sea, a house at a German lake: on land (since round 36 a death
        # in a building no note names is no agreement by date with one in a town)
        ("en", "Tom Hale died at sea in 1880.",
         "Tom Hale died in 1880 at his house by the sea in Dunmore.", "contradicts"),
        ("de", "Tom Hale starb 1880 auf See.", "Tom Hale starb 1880 in seinem Haus am See.",
         "contradicts"),
        ("de", "Tom Hale starb 1880 in Dunmore.", "Tom Hale starb 1880 in seinem Haus am See.",
         "none"),
    ])  # fmt: skip


def test_no_age_is_had_at_ones_own_birth() -> None:
    check([
        ("en", "Tom Hale was born in Dunmore in 1880.",
         "Tom Hale was born in 1880 and went to sea at twelve.", "agrees"),
        ("de", "Tom Hale wurde 1880 in Dunmore geboren.",
         "Tom Hale wurde 1880 geboren und ging mit zwölf Jahren zur See.", "agrees"),
        ("fr", "Tom Hale est né à Dunmore en 1880.",
         "Tom Hale, né en 1880, partit en mer à douze ans.", "agrees"),
        # the age at a dated event of its own still gives the year of birth
        ("en", "Tom Hale was born in 1870.",
         "Tom Hale was born in Dunmore and went to sea in 1892 at twelve.", "contradicts"),
    ])  # fmt: skip


def test_a_denial_of_the_second_joined_verb_leaves_the_first_said() -> None:
    check([
        ("en", "Ana Ruiz was born in Bilbao in 1853.",
         "Ana Ruiz was born in 1853 in Pamplona and did not see Bilbao until she was twenty.",
         "contradicts"),
        ("es", "Ana Ruiz nació en Bilbao en 1853.",
         "Ana Ruiz nació en 1853 en Pamplona y nunca vivió en Bilbao.", "contradicts"),
        ("fr", "Ana Ruiz est née à Bilbao en 1853.",
         "Ana Ruiz est née en 1853 à Pampelune et n'a jamais vécu à Bilbao.", "contradicts"),
        ("de", "Ana Ruiz wurde 1853 in Bilbao geboren.",
         "Ana Ruiz wurde 1853 in Pamplona geboren und hat nie in Bilbao gelebt.", "contradicts"),
        ("ru", "Анна Руис родилась в Бильбао в 1853 году.",
         "Анна Руис родилась в 1853 году в Памплоне и никогда не жила в Бильбао.", "contradicts"),
        # the second verb stays denied; a denial before the "and" is the clause's
        ("en", "Ana Ruiz lived in Bilbao from 1870.",
         "Ana Ruiz was born in 1853 in Pamplona and never lived in Bilbao.", "contradicts"),
        ("en", "Ana Ruiz was born in Bilbao in 1853.",
         "Ana Ruiz was not born in Bilbao, and she never lived there.", "contradicts"),
    ])  # fmt: skip


def test_dwellers_emigrants_and_seminarians_are_counted_across_languages() -> None:
    check([
        ("de", "Olle hatte 1880 300 Bewohner.", "Olle hatte 1880 500 Einwohner.", "contradicts"),
        ("en/fr", "The Maria carried 300 emigrants to New York in 1880.",
         "La Maria emmena 300 émigrants à New York en 1880.", "agrees"),
        ("en/de", "The Maria carried 300 people to New York in 1880.",
         "Die Maria brachte 1880 200 Auswanderer nach New York.", "contradicts"),
        ("ru/en", "В семинарии в 1880 году было 40 семинаристов.",
         "The seminary had 60 students in 1880.", "contradicts"),
    ])  # fmt: skip


def test_the_parents_named_after_an_only_child_had_one() -> None:
    check([
        ("en", "Tom and Mary Hale had four children.",
         "Anna Hale was the only child of Tom and Mary Hale.", "contradicts"),
        ("fr", "Tom Hale avait deux enfants.", "Anna était la fille unique de Tom Hale.",
         "contradicts"),
        ("de", "Tom Hale hatte drei Kinder.", "Anna war das einzige Kind von Tom Hale.",
         "contradicts"),
        ("es", "Tom Hale tuvo tres hijos.", "Anna Hale fue la hija única de Tom Hale.",
         "contradicts"),
        ("ru", "У Тома Хейла было три дочери.", "Анна Хейл — единственная дочь Тома Хейла.",
         "contradicts"),
        # another parent, or a son against daughters: nothing told
        ("en", "Mary Hale had four children.", "Anna Hale was the only child of Tom Hale.",
         "none"),
        ("en", "Tom Hale had two sons.", "Anna Hale was the only daughter of Tom Hale.", "none"),
    ])  # fmt: skip


def test_a_light_first_lit_is_opened() -> None:
    check([
        ("en", "The Dunmore light was first lit in 1859.", "The Dunmore light was not lit until 1866.",
         "contradicts"),
        ("en", "The Dunmore light was first lit in 1859.", "The Dunmore light was opened in 1859.",
         "agrees"),
        ("de", "Das Dunmore-Feuer wurde 1859 erstmals entzündet.",
         "Das Dunmore-Feuer wurde 1866 eröffnet.", "contradicts"),
        ("fr", "Le phare de Dunmore fut allumé pour la première fois en 1859.",
         "Le phare de Dunmore fut inauguré en 1866.", "contradicts"),
        ("es", "El faro de Dunmore se encendió por primera vez en 1859.",
         "El faro de Dunmore no se encendió hasta la primavera de 1866.", "contradicts"),
        ("ru", "Маяк Данмора впервые зажгли в 1859 году.", "Маяк Данмора открыли в 1866 году.",
         "contradicts"),
        # lit on other nights, or a person's first lamp: no opening
        ("en", "The Dunmore light was lit every night from 1859.",
         "The Dunmore light was opened in 1866.", "none"),
        ("en", "Tom Hale first lit the lamp in 1859.", "Tom Hale opened the station in 1866.",
         "none"),
    ])  # fmt: skip


def test_a_passive_sale_names_its_buyer() -> None:
    check([
        ("en", "The Zehnthof was sold to Tom Hale in 1880.", "Tom Hale bought the Zehnthof in 1880.",
         "agrees"),
        ("en", "The Zehnthof was sold to Tom Hale in 1880.",
         "The Zehnthof was sold to Tom Hale in 1885.", "contradicts"),
        ("de", "Der Zehnthof wurde 1880 an den Weinhändler Tom Hale verkauft.",
         "Ana Ruiz kaufte 1880 den Zehnthof.", "contradicts"),
        ("fr", "Le Zehnthof fut vendu à Tom Hale en 1880.", "Tom Hale acheta le Zehnthof en 1886.",
         "contradicts"),
        ("es", "El Zehnthof fue vendido a Tom Hale en 1880.",
         "El Zehnthof fue comprado por Ana Ruiz en 1880.", "contradicts"),
        ("en", "The Zehnthof was sold by Tom Hale in 1880.",
         "Tom Hale still owned the Zehnthof in 1890.", "contradicts"),
        # two buyers in two years: sold on, nothing told against it
        ("en", "Tom Hale bought the Zehnthof in 1880.", "Ana Ruiz bought the Zehnthof in 1895.",
         "none"),
    ])  # fmt: skip


def test_a_thing_that_stood_until_a_year_was_there_then() -> None:
    check([
        ("de", "Die Zunft von Valmont wurde 1856 aufgelöst.", "Die Zunft bestand bis zum Jahr 1871.",
         "contradicts"),
        ("en", "The Valmont guild was dissolved in 1856.", "The Valmont guild existed until 1871.",
         "contradicts"),
        ("en", "The Valmont mill was pulled down in 1856.", "The Valmont mill stood until 1871.",
         "contradicts"),
        ("fr", "La guilde de Valmont fut dissoute en 1856.", "La guilde exista jusqu'en 1871.",
         "contradicts"),
        # standing beside something, with no "until": nothing told
        ("en", "The Valmont mill was pulled down in 1856.",
         "The Valmont mill stood next to the church in 1871.", "none"),
    ])  # fmt: skip


def test_russian_castings_and_appearances_in_the_active() -> None:
    check([
        ("ru", "Колокол церкви Святого Иуды отлили в 1822 году.",
         "Колокол церкви Святого Иуды был отлит в 1827 году.", "contradicts"),
        ("ru", "Цех часовщиков был основан в 1766 году.",
         "Цех часовщиков появился в Вальмоне лишь в 1771 году.", "contradicts"),
    ])  # fmt: skip


def test_fishermen_and_sailors_are_men_counted() -> None:
    check([
        ("ru/en", "Шторм 1882 года унёс жизни двенадцати рыбаков.",
         "The storm of 1882 killed five fishermen.", "contradicts"),
        ("de/fr", "Der Sturm von 1882 tötete zwölf Fischer.",
         "La tempête de 1882 fit périr cinq pêcheurs.", "contradicts"),
        ("en/es", "The Maria had a crew of twelve sailors.",
         "La tripulación del Maria era de doce marineros.", "agrees"),
    ])  # fmt: skip


def test_one_who_lived_until_a_year_was_alive_then() -> None:
    check([
        ("en", "Tom Hale died in 1898.", "Tom Hale lived until 1905.", "contradicts"),
        ("de", "Tom Hale starb 1898.", "Tom Hale lebte bis 1905.", "contradicts"),
        ("fr", "Tom Hale mourut en 1898.", "Tom Hale vécut jusqu'en 1905.", "contradicts"),
        ("es", "Tom Hale murió en 1898.", "Tom Hale vivió hasta 1905.", "contradicts"),
        ("ru", "Том Хейл умер в 1898 году.", "Том Хейл дожил до 1905 года.", "contradicts"),
        ("ru", "Том Хейл умер в 1898 году.", "Том Хейл дожил до открытия моста в 1905 году.",
         "contradicts"),
        # dead later, or not living to it: nothing against the death
        ("ru", "Том Хейл умер в 1910 году.", "Том Хейл дожил до открытия моста в 1905 году.",
         "none"),
        ("ru", "Том Хейл умер в 1898 году.", "Том Хейл не дожил до открытия моста в 1905 году.",
         "none"),
        ("en", "Tom Hale died in 1898.", "Tom Hale lived in Dunmore until 1890.", "none"),
    ])  # fmt: skip


def test_after_an_unknown_event_is_no_bare_later() -> None:
    check([
        ("es", "Tom Hale murió en 1893.",
         "Tom Hale murió en 1893, cuatro años después de la inauguración del ferrocarril.",
         "agrees"),
        ("fr", "Tom Hale mourut en 1893.",
         "Tom Hale mourut en 1893, quatre ans après l'ouverture de la ligne.", "agrees"),
        # a bare "après", "después": later than the date before
        ("fr", "Tom Hale mourut en 1882.", "Tom Hale se maria en 1880 et mourut deux ans après.",
         "agrees"),
        ("es", "Tom Hale murió en 1885.", "Tom Hale se casó en 1880 y murió dos años después.",
         "contradicts"),
    ])  # fmt: skip


def test_russian_compound_figures_are_no_inverted_counts() -> None:
    check([
        ("ru", "Дорога Валь — Перевал тянется на 7,4 километра.",
         "Дорога Валь — Перевал тянется на семь тысяч четыреста метров.", "agrees"),
        ("ru", "Дорога Валь — Перевал тянется на 7,4 километра.",
         "Дорога Валь — Перевал тянется на семь километров четыреста метров.", "agrees"),
        # a counted noun before its numeral with no numeral before it is a guess
        ("ru", "В 1900 году в Данморе жило 5000 человек.",
         "В 1900 году в Данморе жило тысяч пять человек.", "agrees"),
    ])  # fmt: skip


def test_a_participle_after_a_clause_s_object_is_the_object_s() -> None:
    check([
        ("fr", "Tom Hale est né en 1845.", "Ana Ruiz avait épousé Tom Hale, né en 1844.",
         "contradicts"),
        ("fr", "Ana Ruiz est née en 1879.", "Ana Ruiz avait épousé Tom Hale, né en 1845.", "none"),
        ("fr", "Ana Ruiz est née au Havre en 1879.",
         "Ana Ruiz était la demi-sœur cadette de son frère Tom, lui-même né en 1845.", "none"),
        ("en", "Ana Ruiz was born in 1879.", "Ana Ruiz married Tom Hale, himself born in 1845.",
         "none"),
        # an apposition of kin is the subject's own: her birth, not her father's
        ("fr", "Tom Hale est né en 1845.", "Anna Hale, fille unique de Tom Hale, née en 1871.",
         "none"),
    ])  # fmt: skip


def test_a_participle_after_ones_own_relative_is_the_relatives() -> None:
    check([
        ("es", "Ana Ruiz murió en 1866.",
         "Ana Ruiz sobrevivió cinco años a su marido, muerto en 1861.", "agrees"),
        ("fr", "Ana Ruiz est née en 1885.",
         "Ana Ruiz avait six ans de moins que son mari, né en 1879.", "none"),
        ("en", "Ana Ruiz's husband died in 1870.",
         "Ana Ruiz outlived her husband, killed in 1861.", "contradicts"),
        # years between two ages are no age
        ("ru", "Анна Руис родилась в 1885 году.", "Анна Руис была на шесть лет моложе мужа.",
         "none"),
        ("de", "Ana Ruiz wurde 1885 geboren.",
         "Ana Ruiz war 1891 sechs Jahre jünger als ihr Bruder.", "none"),
    ])  # fmt: skip


def test_a_founding_by_a_counted_agent_in_a_cleft_or_german_inversion() -> None:
    check([
        ("fr", "La guilde de Valmont fut fondée en 1898.",
         "C'est en 1902 que douze vignerons fondèrent la guilde de Valmont.", "contradicts"),
        ("de", "Die Zunft wurde 1898 gegründet.", "1902 gründeten zwölf Arbeiter die Zunft.",
         "contradicts"),
        ("de", "Die Zunft wurde 1898 gegründet.", "Die Zunft gründeten 1902 zwölf Arbeiter.",
         "contradicts"),
        # the body founding something else: its own founding is not told
        ("de", "Die Zunft wurde 1898 gegründet.", "Die Zunft gründete 1902 zwölf Filialen.",
         "none"),
        # a subject after its verb in a cleft is still turned round
        ("fr", "Tom Hale mourut en 1898.", "C'est en 1902 que mourut Tom Hale.", "contradicts"),
    ])  # fmt: skip


def test_a_lifespan_said_as_years_lived() -> None:
    born = "Tom Hale was born in 1758 and died in 1831."
    check([
        ("en", born, "Tom Hale lived only sixty years.", "contradicts"),
        ("en", born, "Tom Hale lived seventy-three years.", "agrees"),
        ("fr", "Tom Hale naquit en 1758 et mourut en 1831.", "Tom Hale ne vécut que soixante ans.",
         "contradicts"),
        # years lived somewhere, or after something: no lifespan
        ("en", born, "Tom Hale lived sixty years in Dunmore.", "none"),
    ])  # fmt: skip


def test_a_thing_named_in_a_when_clause_is_no_second_person() -> None:
    check([
        ("en", "Tom Hale was born in 1870.",
         "When Tom Hale took over the Zehnthof in 1896, he was twenty-two.", "contradicts"),
        ("es", "Tom Hale nació en 1870.",
         "Cuando Tom Hale compró el Zehnthof en 1896, tenía veintidós años.", "contradicts"),
        ("ru", "Том Хейл родился в 1874 году.",
         "Когда в 1896 году Том Хейл возглавил «Зарю», ему было двадцать два года.", "agrees"),
        # two people named: whose age is it?
        ("en", "Tom Hale was born in 1870.",
         "When Tom Hale met Ana Ruiz in 1896, she was twenty-two.", "none"),
    ])  # fmt: skip


def test_a_cleft_with_a_second_phrase_of_time() -> None:
    check([
        ("en", "The Zehnthof was sold to Tom Hale in 1880.",
         "It was in the spring of 1885, after the great flood, that the Zehnthof was sold to Tom "
         "Hale.", "contradicts"),
        ("fr", "La guilde de Valmont fut fondée en 1898.",
         "Ce n'est qu'en 1905, après la crise du phylloxéra, que fut fondée la guilde de Valmont.",
         "contradicts"),
        ("fr", "La guilde de Valmont fut fondée en 1898.",
         "Ce n'est qu'en 1905 que fut fondée la guilde de Valmont.", "contradicts"),
    ])  # fmt: skip


def test_a_thing_made_named_in_apposition() -> None:
    check([
        ("en", "Haller & Roux was founded in 1898.",
         "In 1902 Tom Hale founded a dye works, Haller & Roux.", "contradicts"),
        ("fr", "Haller & Roux fut fondée en 1898.",
         "En 1902, Tom Hale fonda sa propre maison, Haller & Roux.", "contradicts"),
        ("de", "Haller & Roux wurde 1898 gegründet.",
         "1902 gründete Tom Hale seine eigene Firma, Haller & Roux.", "contradicts"),
        ("en", "Haller & Roux was founded in 1898.",
         "It was in 1902 that Tom Hale founded his own dye works, Haller & Roux.", "contradicts"),
        # the note in a clause of its own after the comma: not the thing made
        ("en", "Haller & Roux was founded in 1898.",
         "In 1902 Tom Hale founded a school, and Haller & Roux bought it.", "none"),
    ])  # fmt: skip


def test_inside_a_place_or_out_of_it() -> None:
    check([
        ("en", "The Zehnthof stood in the middle of Dunmore.",
         "The Zehnthof stood far outside Dunmore, on the hill.", "contradicts"),
        ("de", "Der Zehnthof stand mitten in Dunmore.",
         "Der Zehnthof stand weit außerhalb von Dunmore.", "contradicts"),
        ("fr", "Le Zehnthof se trouvait au centre de Dunmore.",
         "Le Zehnthof se trouvait loin de Dunmore, sur la colline.", "contradicts"),
        ("ru", "Церковь стояла в самом центре Данмора.", "Церковь стояла вдали от Данмора.",
         "contradicts"),
        ("en", "The Zehnthof stood in Dunmore.", "The Zehnthof stood outside Dunmore.",
         "contradicts"),
        # the centre narrows "in"; a move between two years is no contradiction
        ("en", "The Zehnthof stood in Dunmore.", "The Zehnthof stood in the centre of Dunmore.",
         "qualifies"),
        ("en", "The Zehnthof stood in Dunmore in 1850.",
         "The Zehnthof was moved outside Dunmore in 1890.", "none"),
    ])  # fmt: skip
