"""How many boats a place's or a firm's fleet numbers (round 15,
`counts.fleet_owner`, the boats of `nouns.py`'s ship, `counts._adjective`):
luggers, Kutter, chaloupes, lanchas, суда are its ships; two approximate
figures far apart are in tension. Sentences of our own, not the evaluation
sets'."""

from __future__ import annotations

from judge_helpers import stance_checker
from semnet.graph.judge.rules import RulesJudge
from semnet.graph.manuscript.names import NamedEntity, NameIndex

NAMES = NameIndex(
    [
        NamedEntity("porth", "place", "Porthleven", "places/porthleven.md",
                    ("Портлевен",)),
        NamedEntity("hain", "glossary", "Hain Line", "glossary/hain-line.md"),
    ]
)  # fmt: skip
check = stance_checker(RulesJudge(NAMES))


def test_a_fleet_is_its_places_boats() -> None:
    check([
        ("en", "The Porthleven fleet numbered around forty boats in 1890.",
         "By 1890 the Porthleven fleet had grown to nearly a hundred luggers.", "in_tension"),
        ("de", "Um 1890 zählte die Fischereiflotte von Porthleven etwa vierzig Kutter.",
         "1890 hatte Porthleven rund hundert kleine Kutter.", "in_tension"),
        ("fr", "En 1890, la flottille de Porthleven comptait environ huit cents bateaux.",
         "En 1890, Porthleven avait à peine trois cents chaloupes.", "contradicts"),
        ("es", "Hacia 1890 Porthleven tenía una flota de unas cuarenta lanchas.",
         "En 1890 Porthleven tenía casi cien barcos.", "in_tension"),
        ("ru", "В 1890 году в Портлевене было около сорока рыболовных судов.",
         "К 1890 году рыболовный флот Портлевена насчитывал почти сто судов.", "in_tension"),
        ("en", "The Hain Line owned twelve steamers in 1900.",
         "The Hain Line had a fleet of twelve ships in 1900.", "agrees"),
    ])  # fmt: skip


def test_what_a_fleet_does_not_tell() -> None:
    check([
        # two years apart: the fleet grew
        ("en", "The Porthleven fleet numbered forty boats in 1850.",
         "The Porthleven fleet numbered a hundred boats in 1900.", "none"),
        # courts are no vessels, and a boat's crew is no fleet
        ("en", "The Porthleven fleet numbered forty boats in 1890.",
         "The Porthleven lifeboat had a crew of twelve in 1890.", "none"),
    ])  # fmt: skip
