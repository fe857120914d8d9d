"""The names of the synthetic fixture (data): people by language, places
with their names in each language, glossary terms, sources, bibliography
entries, and the names no note is written for (broken links)."""

from __future__ import annotations

from typing import Final

# fmt: off
# (male first names, female first names, surnames as (masculine, feminine))
NamePool = tuple[tuple[str, ...], tuple[str, ...], tuple[tuple[str, str], ...]]
NAME_POOLS: Final[dict[str, NamePool]] = {
    "en": (
        ("Arthur", "Edmund", "Frederick", "George", "Harold", "Henry", "Jasper", "Lionel",
         "Percival", "Reginald", "Rupert", "Sidney", "Walter", "Ambrose", "Bertram",
         "Cedric", "Desmond", "Horace"),
        ("Agatha", "Beatrice", "Clara", "Dorothy", "Edith", "Florence", "Gwendolyn",
         "Harriet", "Imogen", "Louisa", "Mabel", "Matilda", "Millicent", "Philippa",
         "Rosalind", "Ursula", "Violet", "Winifred"),
        tuple((s, s) for s in (
            "Ashworth", "Blackwood", "Carrington", "Davenport", "Ellsworth", "Fairfax",
            "Gresham", "Hargreaves", "Kingsley", "Langford", "Merriweather", "Northcote",
            "Pemberton", "Quayle", "Ravensworth", "Sinclair", "Thornbury", "Underhill",
            "Whitcombe", "Yardley", "Aldridge", "Beckett", "Cartwright", "Dunmore",
            "Everett", "Fenwick", "Gilchrist", "Holloway", "Ingram", "Lockhart",
        )),
    ),
    "ru": (
        ("Алексей", "Борис", "Василий", "Григорий", "Дмитрий", "Евгений", "Иван",
         "Константин", "Михаил", "Николай", "Павел", "Пётр", "Сергей", "Фёдор", "Андрей",
         "Аркадий", "Лев", "Илья"),
        ("Анна", "Варвара", "Дарья", "Екатерина", "Елена", "Зинаида", "Ирина", "Ксения",
         "Лидия", "Мария", "Наталья", "Ольга", "Софья", "Татьяна", "Юлия", "Александра",
         "Евдокия", "Полина"),
        (*((s, s + "а") for s in (
            "Орлов", "Волков", "Соколов", "Лебедев", "Морозов", "Новиков", "Кузнецов",
            "Павлов", "Семёнов", "Голубев", "Виноградов", "Богданов", "Воробьёв",
            "Фёдоров", "Михайлов", "Беляев", "Тарасов", "Белов", "Комаров", "Жуков",
            "Зайцев", "Соловьёв", "Ершов", "Карпов", "Громов", "Миронов", "Дорофеев",
            "Крылов", "Щербаков", "Якушев",
        )), ("Штерн", "Штерн"), ("Гольдберг", "Гольдберг")),
    ),
    "fr": (
        ("Émile", "Lucien", "Théodore", "Gaston", "Honoré", "Jérôme", "Léon", "René",
         "Édouard", "Aurélien", "Benoît", "Clément", "Félix", "Hippolyte", "Marcel",
         "Octave", "Raphaël", "Séraphin"),
        ("Hélène", "Adèle", "Béatrice", "Cécile", "Éloïse", "Geneviève", "Joséphine",
         "Léonie", "Mathilde", "Noémie", "Odette", "Pauline", "Thérèse", "Valérie",
         "Yvonne", "Zoé", "Amélie", "Irène"),
        tuple((s, s) for s in (
            "Dubois", "Lefèvre", "Moreau", "Girard", "Rousseau", "Bérenger", "Chevalier",
            "Fontaine", "Gauthier", "Lemaître", "Mercier", "Périer", "Renaud", "Tessier",
            "Vasseur", "Delacroix", "Duchêne", "Faucher", "Garnier", "Hébert", "Jourdain",
            "Lacroix", "Mallet", "Picard", "Roussel", "Séguin", "Thibault", "Valette",
            "Aubert", "Brassac",
        )),
    ),
    "de": (
        ("Jürgen", "Friedrich", "Heinrich", "Wilhelm", "Ludwig", "Gottfried", "Konrad",
         "Matthias", "Siegfried", "Ulrich", "Wolfgang", "Bernhard", "Dietrich", "Günther",
         "Karl", "Otto", "Rüdiger", "Ansgar"),
        ("Käthe", "Ilse", "Gertrud", "Hildegard", "Liesel", "Margarete", "Ottilie",
         "Rosamunde", "Brünhilde", "Charlotte", "Dorothea", "Elfriede", "Franziska",
         "Henriette", "Irmgard", "Luise", "Mathilde", "Sophie"),
        tuple((s, s) for s in (
            "Weiß", "Müller", "Schröder", "Groß", "Köhler", "Böhm", "Fuchs", "Hoffmann",
            "Krüger", "Möller", "Neumann", "Pfeiffer", "Schäfer", "Vogel", "Wagner",
            "Zimmermann", "Brandt", "Dörfler", "Engel", "Falkenrath", "Günzel", "Haßler",
            "Jäger", "Kessler", "Lorenz", "Nußbaum", "Roth", "Seidel", "Thälmann",
            "Wüstenfeld",
        )),
    ),
    "es": (
        ("Íñigo", "José", "Andrés", "Joaquín", "Ramón", "Sebastián", "Tomás", "Álvaro",
         "Agustín", "Fermín", "Germán", "Julián", "Martín", "Nicolás", "Rubén", "Simón",
         "Víctor", "Ignacio"),
        ("Begoña", "María", "Inés", "Lucía", "Mercedes", "Pilar", "Remedios", "Rocío",
         "Soledad", "Teresa", "Amparo", "Asunción", "Concepción", "Dolores", "Encarnación",
         "Montserrat", "Nuria", "Ángeles"),
        tuple((s, s) for s in (
            "Muñoz", "García", "Fernández", "González", "Rodríguez", "López", "Martínez",
            "Sánchez", "Pérez", "Gómez", "Jiménez", "Ruiz", "Hernández", "Díaz", "Moreno",
            "Álvarez", "Romero", "Alonso", "Gutiérrez", "Navarro", "Torres", "Domínguez",
            "Vázquez", "Ramos", "Gil", "Serrano", "Blanco", "Suárez", "Molina", "Castillo",
        )),
    ),
}

# Native language, then the name in en, ru, fr, de, es.
PLACES: Final[tuple[tuple[str, tuple[str, str, str, str, str]], ...]] = (
    ("ru", ("Moscow", "Москва", "Moscou", "Moskau", "Moscú")),
    ("ru", ("Saint Petersburg", "Санкт-Петербург", "Saint-Pétersbourg", "Sankt Petersburg",
            "San Petersburgo")),
    ("fr", ("Paris", "Париж", "Paris", "Paris", "París")),
    ("de", ("Berlin", "Берлин", "Berlin", "Berlin", "Berlín")),
    ("es", ("Madrid", "Мадрид", "Madrid", "Madrid", "Madrid")),
    ("en", ("London", "Лондон", "Londres", "London", "Londres")),
    ("ru", ("Odessa", "Одесса", "Odessa", "Odessa", "Odesa")),
    ("fr", ("Lyon", "Лион", "Lyon", "Lyon", "Lyon")),
    ("de", ("Munich", "Мюнхен", "Munich", "München", "Múnich")),
    ("es", ("Barcelona", "Барселона", "Barcelone", "Barcelona", "Barcelona")),
    ("en", ("Edinburgh", "Эдинбург", "Édimbourg", "Edinburgh", "Edimburgo")),
    ("ru", ("Kazan", "Казань", "Kazan", "Kasan", "Kazán")),
    ("fr", ("Marseilles", "Марсель", "Marseille", "Marseille", "Marsella")),
    ("de", ("Hamburg", "Гамбург", "Hambourg", "Hamburg", "Hamburgo")),
    ("es", ("Seville", "Севилья", "Séville", "Sevilla", "Sevilla")),
    ("en", ("Manchester", "Манчестер", "Manchester", "Manchester", "Mánchester")),
    ("ru", ("Nizhny Novgorod", "Нижний Новгород", "Nijni Novgorod", "Nischni Nowgorod",
            "Nizhni Nóvgorod")),
    ("fr", ("Bordeaux", "Бордо", "Bordeaux", "Bordeaux", "Burdeos")),
    ("de", ("Cologne", "Кёльн", "Cologne", "Köln", "Colonia")),
    ("es", ("Valencia", "Валенсия", "Valence d'Espagne", "Valencia", "Valencia")),
    ("en", ("Liverpool", "Ливерпуль", "Liverpool", "Liverpool", "Liverpool")),
    ("ru", ("Yaroslavl", "Ярославль", "Iaroslavl", "Jaroslawl", "Yaroslavl")),
    ("fr", ("Strasbourg", "Страсбург", "Strasbourg", "Straßburg", "Estrasburgo")),
    ("de", ("Dresden", "Дрезден", "Dresde", "Dresden", "Dresde")),
    ("es", ("Saragossa", "Сарагоса", "Saragosse", "Saragossa", "Zaragoza")),
    ("en", ("Oxford", "Оксфорд", "Oxford", "Oxford", "Oxford")),
    ("ru", ("Tver", "Тверь", "Tver", "Twer", "Tver")),
    ("fr", ("Lille", "Лилль", "Lille", "Lille", "Lille")),
    ("de", ("Leipzig", "Лейпциг", "Leipzig", "Leipzig", "Leipzig")),
    ("es", ("Granada", "Гранада", "Grenade", "Granada", "Granada")),
    ("en", ("Dublin", "Дублин", "Dublin", "Dublin", "Dublín")),
    ("ru", ("Samara", "Самара", "Samara", "Samara", "Samara")),
    ("fr", ("Toulouse", "Тулуза", "Toulouse", "Toulouse", "Tolosa")),
    ("de", ("Frankfurt", "Франкфурт", "Francfort", "Frankfurt", "Fráncfort")),
    ("es", ("Bilbao", "Бильбао", "Bilbao", "Bilbao", "Bilbao")),
    ("en", ("Glasgow", "Глазго", "Glasgow", "Glasgow", "Glasgow")),
    ("ru", ("Riga", "Рига", "Riga", "Riga", "Riga")),
    ("fr", ("Rouen", "Руан", "Rouen", "Rouen", "Ruan")),
    ("de", ("Nuremberg", "Нюрнберг", "Nuremberg", "Nürnberg", "Núremberg")),
    ("es", ("Toledo", "Толедо", "Tolède", "Toledo", "Toledo")),
    ("en", ("Bristol", "Бристоль", "Bristol", "Bristol", "Bristol")),
    ("ru", ("Novgorod", "Новгород", "Novgorod", "Nowgorod", "Nóvgorod")),
    ("fr", ("Nantes", "Нант", "Nantes", "Nantes", "Nantes")),
    ("de", ("Bremen", "Бремен", "Brême", "Bremen", "Bremen")),
    ("es", ("Salamanca", "Саламанка", "Salamanque", "Salamanca", "Salamanca")),
    ("en", ("York", "Йорк", "York", "York", "York")),
    ("ru", ("Smolensk", "Смоленск", "Smolensk", "Smolensk", "Smolensk")),
    ("fr", ("Dijon", "Дижон", "Dijon", "Dijon", "Dijon")),
    ("de", ("Heidelberg", "Гейдельберг", "Heidelberg", "Heidelberg", "Heidelberg")),
    ("es", ("Cordoba", "Кордова", "Cordoue", "Córdoba", "Córdoba")),
    ("ru", ("Tula", "Тула", "Toula", "Tula", "Tula")),
    ("fr", ("Rheims", "Реймс", "Reims", "Reims", "Reims")),
    ("de", ("Lübeck", "Любек", "Lubeck", "Lübeck", "Lübeck")),
    ("es", ("Cadiz", "Кадис", "Cadix", "Cádiz", "Cádiz")),
    ("en", ("Cambridge", "Кембридж", "Cambridge", "Cambridge", "Cambridge")),
    ("ru", ("Vitebsk", "Витебск", "Vitebsk", "Witebsk", "Vítebsk")),
    ("fr", ("Grenoble", "Гренобль", "Grenoble", "Grenoble", "Grenoble")),
    ("de", ("Weimar", "Веймар", "Weimar", "Weimar", "Weimar")),
    ("es", ("Malaga", "Малага", "Malaga", "Málaga", "Málaga")),
    ("en", ("Norwich", "Норидж", "Norwich", "Norwich", "Norwich")),
)

# term, language, aliases
GLOSSARY: Final[tuple[tuple[str, str, tuple[str, ...]], ...]] = (
    ("hansom cab", "en", ("hansom",)),
    ("music hall", "en", ("music-hall",)),
    ("penny dreadful", "en", ()),
    ("самовар", "ru", ("samovar",)),
    ("извозчик", "ru", ("izvozchik",)),
    ("охранка", "ru", ("okhranka", "Okhrana")),
    ("fiacre", "fr", ()),
    ("estaminet", "fr", ()),
    ("octroi", "fr", ()),
    ("Droschke", "de", ("Droschken",)),
    ("Stammtisch", "de", ()),
    ("Pickelhaube", "de", ()),
    ("tertulia", "es", ()),
    ("sereno", "es", ()),
    ("zarzuela", "es", ()),
)

# Source notes: key, author, title, year. A note's prose is in a project language.
SOURCE_NOTES: Final = (
    ("harlow1901", "Edwin Harlow", "Railways of the Continent", 1901),
    ("delorme1898", "Paul Delorme", "Paris et ses faubourgs", 1898),
    ("ignatiev1903", "Сергей Игнатьев", "Петербург в начале века", 1903),
    ("brenner1905", "Ottokar Brenner", "Die Städte des Nordens", 1905),
    ("quiroga1899", "Eulalia Quiroga", "Crónica de los puertos", 1899),
    ("whitlock1910", "Agnes Whitlock", "A Traveller's Almanac", 1910),
    ("marceau1904", "Jules Marceau", "Lettres de Russie", 1904),
    ("sokolsky1907", "Игорь Сокольский", "Записки губернского врача", 1907),
)

# .bib entries: key, entry type, fields
BIB_ENTRIES: Final[tuple[tuple[str, str, tuple[tuple[str, str], ...]], ...]] = (
    ("bible", "book", (("title", "The Holy Bible"), ("year", "1611"),
                       ("publisher", "Robert Barker"))),
    ("ferrand1896", "book", (("author", "Ferrand, Marguerite"),
                             ("title", "Histoire des chemins de fer"), ("year", "1896"),
                             ("publisher", "Hachette"))),
    ("kessler1902", "article", (("author", "Keßler, Anton"),
                                ("title", "Der Verkehr der Großstädte"),
                                ("journal", "Zeitschrift für Verkehrswesen"), ("year", "1902"),
                                ("volume", "12"), ("pages", "33--57"))),
    ("oakes1908", "book", (("author", "Oakes, Margaret"), ("title", "The Northern Capitals"),
                           ("year", "1908"), ("publisher", "Longmans, Green and Co."))),
    ("petrova1906", "book", (("author", "Петрова, Елена"),
                             ("title", "Очерки городской жизни"), ("year", "1906"),
                             ("publisher", "Знание"))),
    ("valverde1900", "book", (("author", "Valverde, Ramón"), ("title", "Viajes por Europa"),
                              ("year", "1900"), ("publisher", "Librería de Fernando Fe"))),
    ("lindqvist1911", "article", (("author", "Lindqvist, Harald"),
                                  ("title", "On Municipal Statistics"),
                                  ("journal", "Journal of the Royal Statistical Society"),
                                  ("year", "1911"), ("volume", "74"), ("pages", "101--130"))),
    ("duval1903", "misc", (("author", "Duval, Henri"), ("title", "Carnets de voyage"),
                           ("year", "1903"), ("note", "Manuscrit"))),
)

UNKNOWN_KEYS: Final = ("anon1890", "grimaldi1897", "tarasenko1904", "whitaker1912")

# Notes that are linked to but never written.
UNWRITTEN: Final = (
    "Madame Sorel", "Captain Hale", "Baron Krüdener", "Doña Elvira", "Князь Мещерский",
    "Père Anselme", "Fräulein Adler", "Mr Tolliver",
)
UNWRITTEN_PATHS: Final = (
    ("Vineta", "../places/vineta.md"), ("Kitezh", "../places/kitezh.md"),
    ("Madame Sorel", "../characters/madame-sorel.md"),
)
# fmt: on
