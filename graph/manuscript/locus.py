"""Canonical loci: the part of a source a citation points at (``@key[locus]``).

``canonical_locus`` turns what a writer typed (``Jn 3.16``, ``Иоанна 3:16``,
``Joh 3,16``, ``S. 12``, ``pp. 12–14``) into one ``(scheme, canonical)`` address so
that the same passage cited in any project language lands on one ``Locus``
endpoint. Schemes: ``bible`` (canonical English book names, ``John 3:16``),
``page`` (``12``, ``12-14``) and ``text`` (anything else, whitespace-normalised).
"""

from __future__ import annotations

import re
import unicodedata

# --------------------------------------------------------------------------- bible books

# Canonical English name -> spellings and abbreviations in en, ru, fr, de, es.
# Spellings are separated by "|" and folded (case, accents and dots removed) before
# lookup, so list each once without dots; accents may be written or not.
_BOOKS: dict[str, str] = {
    # Old Testament
    "Genesis": "genesis|gen|ge|gn|gns|бытие|бытия|быт|бт|genese|genèse|génesis",
    "Exodus": "exodus|exod|exo|ex|исход|исх|exode|éxodo|exodo",
    "Leviticus": (
        "leviticus|lev|le|lv|левит|лев|лв|lévitique|levitique|levitikus|levítico|levitico"
    ),
    "Numbers": "numbers|num|nu|nm|nb|числа|чис|числ|nombres|numeri|números|numeros",
    "Deuteronomy": (
        "deuteronomy|deut|deu|dt|второзаконие|втор|deutéronome|deuteronome|"
        "deuteronomium|dtn|deuteronomio"
    ),
    "Joshua": ("joshua|josh|jsh|иисус навин|иисуса навина|навин|нав|josué|josue|jos|josua"),
    "Judges": "judges|judg|jdg|jdgs|jg|судьи|судей|суд|juges|richter|ri|jueces|jue",
    "Ruth": "ruth|rth|ru|rt|руфь|руф|rut",
    "Ezra": "ezra|ezr|ездра|ездры|езд|ездр|esdras|esd|esra|esr",
    "Nehemiah": ("nehemiah|neh|ne|неемия|неемии|неем|néhémie|nehemie|nehemia|nehemías|nehemias"),
    "Esther": "esther|esth|est|есфирь|есф|ester",
    "Job": "job|jb|иов|ио|hiob|hi",
    "Psalms": (
        "psalms|psalm|psa|psm|pss|ps|псалтирь|псалом|псалмы|пс|psaumes|psaume|"
        "psalmen|salmos|salmo|sal"
    ),
    "Proverbs": (
        "proverbs|prov|pro|prv|pr|притчи|притч|прит|proverbes|sprüche|sprueche|spr|proverbios"
    ),
    "Ecclesiastes": (
        "ecclesiastes|eccles|eccl|ecc|ec|qoh|qo|екклесиаст|еккл|екк|ecclésiaste|"
        "ecclesiaste|qohélet|qohelet|prediger|pred|kohelet|koh|eclesiastés|"
        "eclesiastes|ecl"
    ),
    "Song of Songs": (
        "song of songs|song of solomon|song|sos|canticles|песнь песней|песн|"
        "cantique des cantiques|cantique|ct|hoheslied|hld|"
        "cantar de los cantares|cantares|cnt|cant"
    ),
    "Isaiah": ("isaiah|isa|is|исаия|исаии|ис|ésaïe|esaie|isaïe|isaie|es|jesaja|jes|isaías|isaias"),
    "Jeremiah": (
        "jeremiah|jer|je|jr|иеремия|иеремии|иер|jérémie|jeremie|jeremia|jeremías|jeremias"
    ),
    "Lamentations": "lamentations|lam|lm|плач иеремии|плач|klagelieder|klgl|lamentaciones",
    "Ezekiel": (
        "ezekiel|ezek|eze|ezk|ez|иезекииль|иезекииля|иез|ézéchiel|ezechiel|hesekiel|hes|ezequiel"
    ),
    "Daniel": "daniel|dan|da|dn|даниил|даниила|дан",
    "Hosea": "hosea|hos|ho|осия|осии|ос|osée|osee|os|oseas",
    "Joel": "joel|jl|иоиль|иоил|joël",
    "Amos": "amos|am|амос|ам|amós",
    "Obadiah": "obadiah|obad|ob|авдий|авд|abdias|abd|obadja",
    "Jonah": "jonah|jon|jnh|иона|ион|jonas|jona|jonás",
    "Micah": "micah|mic|mi|михей|мих|michée|michee|micha|miqueas",
    "Nahum": "nahum|nah|na|наум|nahoum|nahúm",
    "Habakkuk": "habakkuk|hab|hb|аввакум|авв|habacuc|ha|habakuk",
    "Zephaniah": (
        "zephaniah|zeph|zep|zp|софония|софонии|соф|sophonie|so|zefanja|zef|sofonías|sofonias|sof"
    ),
    "Haggai": "haggai|hag|hg|аггей|агг|aggée|aggee|ag|hageo",
    "Zechariah": (
        "zechariah|zech|zec|zc|захария|захарии|зах|zacharie|za|sacharja|sach|zacarías|zacarias|zac"
    ),
    "Malachi": ("malachi|mal|ml|малахия|малахии|мал|malachie|maleachi|malaquías|malaquias"),
    # New Testament
    "Matthew": (
        "matthew|matt|mat|mt|матфей|матфея|мф|мт|matthieu|matthäus|matthaeus|matthaus|mateo"
    ),
    "Mark": "mark|mrk|mar|mk|mr|марк|марка|мк|marc|mc|markus|marcos",
    "Luke": "luke|luk|lk|лука|луки|лк|luc|lc|lukas|lucas",
    "John": "john|jhn|joh|jn|иоанн|иоанна|ин|jean|johannes|juan",
    "Acts": (
        "acts|act|ac|деяния|деяния апостолов|деян|actes|actes des apôtres|"
        "apostelgeschichte|apg|hechos|hechos de los apóstoles|hch|hech"
    ),
    "Romans": "romans|rom|ro|rm|римлянам|рим|romains|römer|roemer|röm|romanos",
    "Galatians": "galatians|gal|ga|галатам|гал|galates|galater|gálatas|galatas|gá",
    "Ephesians": ("ephesians|eph|ephes|ep|ефесянам|еф|éphésiens|ephesiens|epheser|efesios|ef"),
    "Philippians": (
        "philippians|phil|php|ph|филиппийцам|флп|philippiens|philipper|filipenses|fil|flp"
    ),
    "Colossians": "colossians|col|колоссянам|кол|colossiens|kolosser|kol|colosenses",
    "Titus": "titus|tit|ti|тит|tite|tt|tito",
    "Philemon": "philemon|philem|phlm|phm|филимону|флм|philémon|filemón|filemon|flm",
    "Hebrews": ("hebrews|heb|he|евреям|евр|hébreux|hebreux|hebräer|hebraeer|hebr|hebreos"),
    "James": "james|jas|jm|иаков|иакова|иак|jacques|jc|jakobus|jak|santiago|stg|sant",
    "Jude": "jude|jud|jd|иуда|иуды|иуд|judas",
    "Revelation": (
        "revelation|revelations|rev|apocalypse|apoc|откровение|"
        "откровение иоанна|апокалипсис|откр|ap|offenbarung|offb|apocalipsis"
    ),
}

# Books that exist in numbered series: "alias|alias|..." -> {number: canonical}.
_NUMBERED: dict[str, dict[int, str]] = {
    "samuel|sam|sa|sm|s|самуил|самуила": {1: "1 Samuel", 2: "2 Samuel"},
    "kings|kgs|ki|kin|rois|r|könige|koenige|kön|koen|kon|kö|reyes|re|rey": {
        1: "1 Kings",
        2: "2 Kings",
    },
    # Russian Synodal: 1-2 Царств = Samuel, 3-4 Царств = Kings.
    "царств|цар": {1: "1 Samuel", 2: "2 Samuel", 3: "1 Kings", 4: "2 Kings"},
    "chronicles|chron|chr|ch|паралипоменон|пар|chroniques|chronik|crónicas|cronicas|cr|cro": {
        1: "1 Chronicles",
        2: "2 Chronicles",
    },
    # German: 1. Mose ... 5. Mose.
    "mose|mos|mo": {1: "Genesis", 2: "Exodus", 3: "Leviticus", 4: "Numbers", 5: "Deuteronomy"},
    "corinthians|cor|co|коринфянам|кор|corinthiens|korinther|kor|corintios": {
        1: "1 Corinthians",
        2: "2 Corinthians",
    },
    (
        "thessalonians|thess|thes|th|фессалоникийцам|фес|thessaloniciens|thessalonicher|"
        "tesalonicenses|tes|ts"
    ): {
        1: "1 Thessalonians",
        2: "2 Thessalonians",
    },
    "timothy|tim|ti|tm|тимофею|тим|timothée|timothee|timotheus|timoteo": {
        1: "1 Timothy",
        2: "2 Timothy",
    },
    "peter|pet|pe|pt|петра|петр|пет|pierre|p|pi|petrus|petr|pedro": {1: "1 Peter", 2: "2 Peter"},
    "john|jn|jhn|joh|иоанна|ин|иоан|jean|johannes|juan": {1: "1 John", 2: "2 John", 3: "3 John"},
}

_MAX_PARSED = 120  # longer text is never a Bible or page reference

_ROMAN = {"i": 1, "ii": 2, "iii": 3, "iv": 4}
_DOTS_RE = re.compile(r"[.\u00b7]")
_SPACES_RE = re.compile(r"\s+")
# "1", "1.", "I", "II", "1-е", "1e", "1er", "1st" ... followed by a name.
_NUMBER_PREFIX_RE = re.compile(
    r"^(?:([1-5])|(iv|i{1,3})(?=\s))\s*"
    r"(?:(?:-?(?:е|я|й|ое|ая)|st|nd|rd|th|er|re|ere|eme|e|o|a|º|ª)(?=\s))?\s*(\D.*)$"
)
_BIBLE_RE = re.compile(
    r"^(?P<book>.*?\D)\s*(?P<c1>\d{1,3})"
    r"(?:\s*[:.,]\s*(?P<v1>\d{1,3})[a-c]?"
    r"(?:\s*[-\u2010-\u2015]\s*(?:(?P<c2>\d{1,3})\s*[:.,]\s*)?(?P<v2>\d{1,3})[a-c]?)?"
    r"|\s*[-\u2010-\u2015]\s*(?P<cc2>\d{1,3}))?"
    r"\s*$"
)
_PAGE_RE = re.compile(
    r"^(?:(?P<prefix>p|pp|pg|pgs|page|pages|s|ss|seite|seiten|с|сс|стр|pag|pags|pág|págs|"
    r"pagina|paginas|página|páginas)\s*\.?\s*)?"
    r"(?P<a>\d+|[ivxlcdm]+)"
    r"(?:\s*[-\u2010-\u2015]\s*(?P<b>\d+|[ivxlcdm]+))?"
    r"(?P<f>\s*ff?\.?)?\s*$",
    re.IGNORECASE,
)


def _fold(text: str) -> str:
    """Case-fold, strip accents and dots, collapse whitespace."""
    decomposed = unicodedata.normalize("NFD", text.casefold())
    stripped = "".join(c for c in decomposed if not unicodedata.combining(c))
    stripped = _DOTS_RE.sub(" ", stripped)
    return _SPACES_RE.sub(" ", stripped).strip()


def _build() -> tuple[dict[str, str], dict[str, dict[int, str]]]:
    plain: dict[str, str] = {}
    for canonical, aliases in _BOOKS.items():
        for alias in (canonical, *aliases.split("|")):
            plain.setdefault(_fold(alias), canonical)
    numbered: dict[str, dict[int, str]] = {}
    for aliases, by_number in _NUMBERED.items():
        for alias in aliases.split("|"):
            numbered.setdefault(_fold(alias), by_number)
    return plain, numbered


_PLAIN_BOOKS, _NUMBERED_BOOKS = _build()


def bible_book(name: str) -> str | None:
    """The canonical English name of a Bible book written in en/ru/fr/de/es, or None.

    ``"Jn"``, ``"Иоанна"``, ``"Jean"``, ``"Joh."``, ``"Juan"`` -> ``"John"``;
    ``"1 Kor"``, ``"1-е Коринфянам"``, ``"I Cor"`` -> ``"1 Corinthians"``;
    ``"1. Mose"`` -> ``"Genesis"``.
    """
    folded = _fold(name)
    if not folded:
        return None
    m = _NUMBER_PREFIX_RE.match(folded)
    if m is not None:
        number = int(m.group(1)) if m.group(1) else _ROMAN[m.group(2)]
        series = _NUMBERED_BOOKS.get(m.group(3).strip())
        if series is not None:
            return series.get(number)
        return None
    return _PLAIN_BOOKS.get(folded)


def _bible(text: str) -> str | None:
    m = _BIBLE_RE.match(text)
    if m is None:
        return None
    book = bible_book(m.group("book"))
    if book is None:
        return None
    c1 = int(m.group("c1"))
    if m.group("v1") is not None:
        v1 = int(m.group("v1"))
        out = f"{book} {c1}:{v1}"
        if m.group("v2") is not None:
            v2 = int(m.group("v2"))
            if m.group("c2") is not None and int(m.group("c2")) != c1:
                out += f"-{int(m.group('c2'))}:{v2}"
            elif v2 != v1:
                out += f"-{v2}"
        return out
    if m.group("cc2") is not None and int(m.group("cc2")) != c1:
        return f"{book} {c1}-{int(m.group('cc2'))}"
    return f"{book} {c1}"


def _page(text: str) -> str | None:
    m = _PAGE_RE.match(text)
    if m is None:
        return None
    a, b = m.group("a"), m.group("b")
    if not a.isdigit() and m.group("prefix") is None:
        return None  # a bare roman numeral is not a page
    out = a.lower() if not a.isdigit() else str(int(a))
    if b is not None:
        out += "-" + (b.lower() if not b.isdigit() else str(int(b)))
    if m.group("f"):
        out += "ff" if "ff" in m.group("f").lower() else "f"
    return out


def canonical_locus(text: str, scheme: str | None = None) -> tuple[str, str] | None:
    """``(scheme, canonical)`` for a locus as written, or None for empty text.

    With no ``scheme`` the text is tried as a Bible reference, then as a page
    reference, else it is ``("text", <whitespace-normalised text>)``. With
    ``scheme="bible"`` or ``"page"`` only that parser is tried (falling back to
    ``text``); any other scheme is kept as given (lower-cased) with the
    whitespace-normalised text.
    """
    normalised = " ".join(text.split())
    if not normalised:
        return None
    wanted = scheme.strip().lower() if scheme else None
    if len(normalised) > _MAX_PARSED:
        return (wanted if wanted not in (None, "bible", "page") else "text", normalised)
    if wanted in (None, "bible"):
        bible = _bible(normalised)
        if bible is not None:
            return ("bible", bible)
    if wanted in (None, "page"):
        page = _page(normalised)
        if page is not None:
            return ("page", page)
    if wanted in (None, "bible", "page", "text"):
        return ("text", normalised)
    return (str(wanted), normalised)


__all__ = ["bible_book", "canonical_locus"]
