"""Conformance: names as writers use them. An entity (a character, place or
glossary entry) is named in prose by its file name, its title, its aliases
and, for a character, by a part of its name that no other character shares;
inflected forms count (issue 13, "Names"; `graph/manuscript/names.py`:
pymorphy3 for Russian, simplemma for German, French, Spanish). A mention is
a `mentions` edge from the paragraph; hover and references read those edges.
"""

from __future__ import annotations

import pytest
from vault import build

ANNA = "characters/anna.md"
ANNA_NOTE = "---\ntitle: Anna Volkova\n---\n\nA translator from Kazan.\n"


def mentioned(files: dict[str, str], rel: str = "book/one.md") -> list[str]:
    """The notes the paragraphs of `rel` mention, in order."""
    v = build(files)
    return [v.title(e.dst[5:]) for e in v.lift(rel).edges if e.kind == "mentions"]


# fmt: off
CASES: list[tuple[str, dict[str, str], list[str]]] = [
    ("a character by its title",
     {ANNA: ANNA_NOTE, "book/one.md": "Anna Volkova arrived at dawn."}, [ANNA]),
    ("a character by an alias",
     {ANNA: "---\ntitle: Anna Volkova\naliases: [Anyuta]\n---\n",
      "book/one.md": "Anyuta laughed."}, [ANNA]),
    ("a character by its file name (the title says something else)",
     {"characters/volkov.md": "---\ntitle: The Colonel\n---\n",
      "book/one.md": "Volkov waited."}, ["characters/volkov.md"]),
    ("a character by a part of its name no other character has",
     {ANNA: ANNA_NOTE, "book/one.md": "Anna was born in 1871."}, [ANNA]),
    ("a character by its surname",
     {ANNA: ANNA_NOTE, "book/one.md": "Volkova said nothing."}, [ANNA]),
    ("a part two characters share names neither",
     {"characters/volkova.md": ANNA_NOTE, "characters/petrova.md": "---\ntitle: Anna Petrova\n---\n",
      "book/one.md": "Anna was there."}, []),
    ("a file name names its note even when another character shares the part",
     {ANNA: ANNA_NOTE, "characters/petrova.md": "---\ntitle: Anna Petrova\n---\n",
      "book/one.md": "Anna was there."}, [ANNA]),
    ("the full name still names the one it is",
     {ANNA: ANNA_NOTE, "characters/petrova.md": "---\ntitle: Anna Petrova\n---\n",
      "book/one.md": "Anna Petrova was there."}, ["characters/petrova.md"]),
    ("Russian: a declined first name (genitive) — pymorphy3",
     {"characters/anna.md": "---\ntitle: Анна Волкова\n---\n",
      "book/one.md": "---\nlang: ru\n---\n\nАнны не было дома."}, [ANNA]),
    ("Russian: a declined first name (instrumental)",
     {"characters/anna.md": "---\ntitle: Анна Волкова\n---\n",
      "book/one.md": "---\nlang: ru\n---\n\nОн говорил с Анной."}, [ANNA]),
    ("Russian: a declined surname (Волковой)",
     {"characters/anna.md": "---\ntitle: Анна Волкова\n---\n",
      "book/one.md": "---\nlang: ru\n---\n\nПисьмо Волковой пришло."}, [ANNA]),
    ("Russian: a declined full name (Анне Волковой)",
     {"characters/anna.md": "---\ntitle: Анна Волкова\n---\n",
      "book/one.md": "---\nlang: ru\n---\n\nОн написал Анне Волковой."}, [ANNA]),
    ("German: the genitive -s (Annas Bruder)",
     {ANNA: ANNA_NOTE, "book/one.md": "---\nlang: de\n---\n\nAnnas Bruder kam spät."}, [ANNA]),
    ("a one-word proper name is capitalised: rose is no Rose",
     {"characters/rose.md": "# Rose\n", "book/one.md": "A rose on the table."}, []),
    ("a place by its title",
     {"places/paris.md": "# Paris\n", "book/one.md": "Paris was cold."}, ["places/paris.md"]),
    ("a glossary term in any case",
     {"glossary/droshky.md": "# Droshky\n", "book/one.md": "A droshky waited."},
     ["glossary/droshky.md"]),
    ("a name in another script, two words: Анна Волкова is Anna Volkova",
     {ANNA: ANNA_NOTE, "book/one.md": "---\nlang: ru\n---\n\nАнна Волкова приехала."}, [ANNA]),
    ("a linked entity is a link, not also a mention",
     {ANNA: ANNA_NOTE, "book/one.md": "[[anna|Anna Volkova]] arrived; Anna smiled."}, []),
    ("an entity's own note does not mention it",
     {ANNA: "---\ntitle: Anna Volkova\n---\n\nAnna was born in Kazan."}, []),
    ("a name inside a word is no mention (Annapolis)",
     {ANNA: ANNA_NOTE, "book/one.md": "They sailed to Annapolis."}, []),
    ("an alias with the article, said with a possessive: her bindery (round 46)",
     {"glossary/lind-bindery.md": "---\ntitle: Lind Bindery\naliases: [the bindery]\n---\n",
      "book/one.md": "She sold her bindery in 1890."}, ["glossary/lind-bindery.md"]),
    ("German: an alias's article in another case (Direktor der Schule)",
     {"glossary/school.md": "---\ntitle: Dunmore School\naliases: [die Schule]\n---\n",
      "book/one.md": "---\nlang: de\n---\n\nEr war Direktor der Schule."},
     ["glossary/school.md"]),
    ("French: an article merged with a preposition (directeur du moulin)",
     {"glossary/mill.md": "---\ntitle: Hale Mill\naliases: [le moulin]\n---\n",
      "book/one.md": "---\nlang: fr\n---\n\nIl fut directeur du moulin."},
     ["glossary/mill.md"]),
]
# fmt: on


@pytest.mark.parametrize("rule, files, want", CASES, ids=[c[0][:70] for c in CASES])
def test_mentions(rule: str, files: dict[str, str], want: list[str]) -> None:
    rel = "book/one.md" if "book/one.md" in files else ANNA
    assert mentioned(files, rel) == want, rule


def test_names_cases_and_link_cases_are_over_eighty() -> None:
    from test_conformance_links import CASES as LINKS
    from test_conformance_links import NOT_LINKS

    assert len(LINKS) + len(NOT_LINKS) + len(CASES) >= 80
