"""Paragraph identity through edits: which old id each new block inherits."""

from __future__ import annotations

import random
import unicodedata
from collections.abc import Sequence

import pytest
from semnet.bench.anchoring import EXACT_KINDS, run_anchoring_bench
from semnet.graph.manuscript import reanchor as reanchor_module
from semnet.graph.manuscript.reanchor import (
    NewBlock,
    OldBlock,
    ReanchorResult,
    reanchor,
)
from semnet.graph.manuscript.textmatch import Text, content_hash, normalise

EN = [
    "The lighthouse keeper had not spoken to anyone for eleven days when the supply boat "
    "finally rounded the northern cape. He watched it from the gallery, counting the oars, "
    "and wondered whether the new assistant would be another boy from the mainland who "
    "feared the dark.",
    "Marta kept the letters in a biscuit tin under the floorboards. There were forty-two of "
    "them, each folded into quarters, each signed with a single initial that she had never "
    "been able to match to any name in the parish register.",
    "By the time the storm reached the harbour, the fishing fleet had already been dragged "
    "up onto the shingle. Old Tomas refused to leave his boat and sat in the stern with a "
    "bottle of brandy, singing hymns nobody else remembered.",
    "The inquest lasted less than an hour. The coroner read the doctor's statement aloud, "
    "asked the widow two questions about the lamp oil, and recorded a verdict of accidental "
    "death before the church clock had struck eleven.",
    "Nobody in the village could say exactly when the chapel bell had been removed. Some "
    "claimed the soldiers took it in the first winter of the war; others insisted it had "
    "been sold by the vicar to pay his gambling debts in Exeter.",
    "On the last morning of August the assistant climbed to the lamp room with a notebook, "
    "determined to record every ship that passed, and by noon he had written down nine "
    "names, three of which did not appear in any registry he knew.",
]
RU = [
    "Смотритель маяка не разговаривал ни с кем одиннадцать дней, когда лодка с припасами "
    "наконец обогнула северный мыс. Он следил за ней с галереи, считал вёсла и думал, не "
    "пришлют ли снова мальчишку с материка, который боится темноты.",
    "Марта хранила письма в жестяной коробке из-под печенья под половицами. Их было сорок "
    "два, каждое сложено вчетверо, и каждое подписано одной буквой, которую она так и не "
    "смогла сопоставить ни с одним именем в приходской книге.",
    "Когда шторм дошёл до гавани, рыбацкие лодки уже вытащили на гальку. Старый Томас "
    "отказался уходить от своей лодки и сидел на корме с бутылкой коньяка, распевая "
    "псалмы, которых больше никто не помнил.",
    "Дознание длилось меньше часа. Коронер зачитал вслух заключение врача, задал вдове два "
    "вопроса о лампадном масле и записал несчастный случай ещё до того, как церковные часы "
    "пробили одиннадцать.",
    "Никто в деревне не мог точно сказать, когда с часовни сняли колокол. Одни уверяли, что "
    "его забрали солдаты в первую зиму войны, другие настаивали, что священник продал его, "
    "чтобы расплатиться с долгами.",
    "В последнее утро августа помощник поднялся в фонарное помещение с блокнотом, решив "
    "записывать каждое проходящее судно, и к полудню у него было девять названий, три из "
    "которых не значились ни в одном известном ему реестре.",
]
ACCENTED = [
    "Der Hafenmeister schloß die Tür hinter sich und ging über die nasse Straße zum Kai, wo "
    "die Fähre schon wartete und der Fährmann mürrisch auf die Uhr sah.",
    "El señor Muñoz llegó a la estación de Logroño a las once, cansado del viaje y con el "
    "equipaje empapado por la lluvia de otoño que no había cesado en toda la mañana.",
    "À l'aube, Hélène traversa le pont, les épaules couvertes d'un châle, et s'arrêta devant "
    "la boutique fermée du libraire où elle avait laissé son manuscrit.",
    "Die Straßenbahn hielt vor dem großen Gebäude, und die Fahrgäste stiegen schweigend aus, "
    "während der Schaffner die Türen öffnete.",
]
HEADING = {"en": "Chapter One: The Keeper", "ru": "Глава первая. Смотритель"}
TEXTS = {"en": EN, "ru": RU}
LANGS = pytest.mark.parametrize("lang", ["en", "ru"])

Item = str | tuple[str, str]  # a paragraph, or (kind, text)


def _kind_text(item: Item) -> tuple[str, str]:
    return item if isinstance(item, tuple) else ("paragraph", item)


def _block_id(text: str) -> str | None:
    last = text.rsplit(" ", 1)[-1]
    return last[1:] if last.startswith("^") else None


def olds(uri: str, items: Sequence[Item], prefix: str | None = None) -> list[OldBlock]:
    """Old nodes of one file; node ids are ``<prefix><position>``."""
    prefix = prefix if prefix is not None else f"{uri}#"
    blocks = []
    for k, item in enumerate(items):
        kind, text = _kind_text(item)
        blocks.append(
            OldBlock(f"{prefix}{k}", uri, k, kind, text, content_hash(text), _block_id(text))
        )
    return blocks


def news(uri: str, items: Sequence[Item]) -> list[NewBlock]:
    blocks = []
    for k, item in enumerate(items):
        kind, text = _kind_text(item)
        blocks.append(NewBlock(uri, k, kind, text, content_hash(text), _block_id(text)))
    return blocks


def file_of(lang: str) -> list[Item]:
    return [("heading", HEADING[lang]), *TEXTS[lang]]


def check(result: ReanchorResult, ids: Sequence[str | None]) -> None:
    assert result.ids == list(ids)


def typo(text: str) -> str:
    """Three slips: a swapped pair, a dropped letter, a doubled letter."""
    words = text.split(" ")
    for k, slip in ((2, "swap"), (9, "drop"), (15, "double")):
        w = words[k]
        if slip == "swap":
            words[k] = w[1] + w[0] + w[2:]
        elif slip == "drop":
            words[k] = w[:1] + w[2:]
        else:
            words[k] = w + w[-1]
    return " ".join(words)


def reword(text: str, replacement: str) -> str:
    """Replace every third word (a third of the paragraph)."""
    words = text.split(" ")
    return " ".join(replacement if k % 3 == 1 else w for k, w in enumerate(words))


# -- normalisation -----------------------------------------------------------


def test_content_hash_normalises_unicode_case_and_space() -> None:
    decomposed = unicodedata.normalize("NFD", "Hélène à Logroño")
    assert content_hash(decomposed) == content_hash("Hélène à Logroño")
    assert content_hash("  STRASSE\n und  Fähre ") == content_hash("straße und fähre")
    assert content_hash("МАЯК  и\tлодка") == content_hash("маяк и лодка")
    assert content_hash("Marta kept the letters.") != content_hash("Marta kept the letter.")


def test_content_hash_ignores_a_trailing_block_id() -> None:
    assert content_hash("Marta kept the letters. ^letters") == content_hash(
        "Marta kept the letters."
    )
    assert normalise("Ёлка   Ñandú ^x-1") == "ёлка ñandú"


# -- unchanged, typo, reword, add sentence ------------------------------------


@LANGS
def test_unchanged_file_keeps_every_id(lang: str) -> None:
    items = file_of(lang)
    result = reanchor(olds("a.md", items), news("a.md", items))
    check(result, [f"a.md#{k}" for k in range(len(items))])
    assert result.gone == []
    assert result.absorbed == {}


@LANGS
def test_typo_keeps_id(lang: str) -> None:
    items = file_of(lang)
    edited = list(items)
    edited[3] = typo(TEXTS[lang][2])
    result = reanchor(olds("a.md", items), news("a.md", edited))
    check(result, [f"a.md#{k}" for k in range(len(items))])


@LANGS
def test_typo_in_heading_keeps_id(lang: str) -> None:
    items = file_of(lang)
    edited = list(items)
    heading = HEADING[lang]
    edited[0] = ("heading", heading[:3] + heading[4:])
    result = reanchor(olds("a.md", items), news("a.md", edited))
    assert result.ids[0] == "a.md#0"


@LANGS
def test_reword_keeps_id(lang: str) -> None:
    items = file_of(lang)
    edited = list(items)
    edited[2] = reword(TEXTS[lang][1], "then" if lang == "en" else "тогда")
    result = reanchor(olds("a.md", items), news("a.md", edited))
    check(result, [f"a.md#{k}" for k in range(len(items))])


@LANGS
def test_added_sentence_keeps_id(lang: str) -> None:
    items = file_of(lang)
    edited = list(items)
    extra = {
        "en": "It was the last time anyone saw the boat.",
        "ru": "Больше эту лодку никто не видел.",
    }[lang]
    edited[4] = f"{TEXTS[lang][3]} {extra}"
    edited[1] = f"{extra} {TEXTS[lang][0]}"
    result = reanchor(olds("a.md", items), news("a.md", edited))
    check(result, [f"a.md#{k}" for k in range(len(items))])


def test_accents_and_sharp_s_survive_typos_and_case() -> None:
    edited = [
        ACCENTED[0].replace("schloß", "schloss").replace("Fähre", "Fähe"),
        ACCENTED[1].replace("Muñoz", "MUÑOZ").replace("Logroño", "Logrono"),
        unicodedata.normalize("NFD", ACCENTED[2]).replace("libraire", "librare"),
        ACCENTED[3],
    ]
    result = reanchor(olds("de.md", list(ACCENTED)), news("de.md", list(edited)))
    check(result, [f"de.md#{k}" for k in range(4)])


def test_casefold_only_change_is_an_exact_match() -> None:
    old = olds("a.md", ["Die STRASSE war leer.", "Ещё одна строка текста здесь."])
    new = news("a.md", ["die straße war leer.", "ЕЩЁ ОДНА СТРОКА ТЕКСТА ЗДЕСЬ."])
    check(reanchor(old, new), ["a.md#0", "a.md#1"])


# -- insert, delete, reorder -------------------------------------------------


@LANGS
def test_inserted_paragraph_is_new(lang: str) -> None:
    items = file_of(lang)
    other = TEXTS["ru" if lang == "en" else "en"][4]
    edited = [*items[:3], other, *items[3:]]
    result = reanchor(olds("a.md", items), news("a.md", edited))
    check(result, ["a.md#0", "a.md#1", "a.md#2", None, "a.md#3", "a.md#4", "a.md#5", "a.md#6"])


@LANGS
def test_deleted_paragraph_is_gone_and_neighbours_stay(lang: str) -> None:
    items = file_of(lang)
    edited = [*items[:2], *items[3:]]
    result = reanchor(olds("a.md", items), news("a.md", edited))
    check(result, ["a.md#0", "a.md#1", "a.md#3", "a.md#4", "a.md#5", "a.md#6"])
    assert result.gone == ["a.md#2"]
    assert result.absorbed == {}


@LANGS
def test_reorder_keeps_ids(lang: str) -> None:
    items = file_of(lang)
    # swap two, and move the last paragraph to the front
    edited = [items[6], items[0], items[3], items[2], items[1], items[4], items[5]]
    result = reanchor(olds("a.md", items), news("a.md", edited))
    check(result, ["a.md#6", "a.md#0", "a.md#3", "a.md#2", "a.md#1", "a.md#4", "a.md#5"])


@LANGS
def test_moved_and_edited_within_file_keeps_id(lang: str) -> None:
    items = file_of(lang)
    moved = typo(TEXTS[lang][0])
    edited = [items[0], items[2], items[3], items[4], items[5], moved, items[6]]
    result = reanchor(olds("a.md", items), news("a.md", edited))
    check(result, ["a.md#0", "a.md#2", "a.md#3", "a.md#4", "a.md#5", "a.md#1", "a.md#6"])


# -- across files ------------------------------------------------------------


@LANGS
def test_paragraph_moved_to_another_file_keeps_id(lang: str) -> None:
    a = file_of(lang)
    b: list[Item] = [("heading", "Notes"), *ACCENTED[:2]]
    old = olds("a.md", a) + olds("b.md", b)
    new_a = [a[0], a[1], a[3], a[4], a[5], a[6]]
    new_b = [b[0], b[1], a[2], b[2]]
    result = reanchor(old, news("a.md", new_a) + news("b.md", new_b))
    check(
        result,
        [
            *("a.md#0", "a.md#1", "a.md#3", "a.md#4", "a.md#5", "a.md#6"),
            *("b.md#0", "b.md#1", "a.md#2", "b.md#2"),
        ],
    )
    assert result.gone == []


@LANGS
def test_paragraph_moved_to_another_file_and_edited_keeps_id(lang: str) -> None:
    a = file_of(lang)
    b: list[Item] = [("heading", "Notes"), *ACCENTED[:2]]
    old = olds("a.md", a) + olds("b.md", b)
    new_a = [a[0], a[1], a[3], a[4], a[5], a[6]]
    new_b = [b[0], b[1], b[2], typo(TEXTS[lang][1])]
    result = reanchor(old, news("a.md", new_a) + news("b.md", new_b))
    assert result.ids[-1] == "a.md#2"


def test_detached_node_from_an_earlier_pass_is_found_again() -> None:
    # the paragraph left a.md in an earlier pass; the indexer passes it along
    detached = olds("a.md", [EN[3]], prefix="cut-")
    b = ["Intro line for the notes file.", EN[0]]
    old = detached + olds("b.md", b)
    result = reanchor(old, news("b.md", [b[0], EN[3], b[1]]))
    check(result, ["b.md#0", "cut-0", "b.md#1"])


@LANGS
def test_renamed_file_keeps_ids(lang: str) -> None:
    items = file_of(lang)
    result = reanchor(olds("draft.md", items), news("book/01-keeper.md", items))
    check(result, [f"draft.md#{k}" for k in range(len(items))])
    assert result.gone == []


@LANGS
def test_renamed_and_edited_file_aligns_against_its_old_self(lang: str) -> None:
    items = file_of(lang)
    edited = list(items)
    edited[2] = reword(TEXTS[lang][1], "xx")  # about a third of the words
    edited[5] = typo(TEXTS[lang][4])
    result = reanchor(olds("draft.md", items), news("final.md", edited))
    check(result, [f"draft.md#{k}" for k in range(len(items))])


# -- duplicates --------------------------------------------------------------


@LANGS
def test_duplicate_paragraphs_map_one_to_one_and_stably(lang: str) -> None:
    refrain = "It was raining again." if lang == "en" else "Снова шёл дождь."
    t = TEXTS[lang]
    items: list[Item] = [t[0], refrain, t[1], t[2], refrain, t[3], refrain, t[4]]
    old = olds("a.md", items)
    # a paragraph inserted at the top shifts every copy
    shifted = [t[5], *items]
    result = reanchor(old, news("a.md", shifted))
    check(result, [None] + [f"a.md#{k}" for k in range(len(items))])
    # the middle copy deleted: the other two keep theirs
    fewer = [t[0], refrain, t[1], t[2], t[3], refrain, t[4]]
    result = reanchor(old, news("a.md", fewer))
    check(result, ["a.md#0", "a.md#1", "a.md#2", "a.md#3", "a.md#5", "a.md#6", "a.md#7"])
    assert result.gone == ["a.md#4"]
    # the same input twice gives the same answer
    assert reanchor(old, news("a.md", fewer)) == result


def test_duplicate_moved_with_its_neighbour_follows_it() -> None:
    refrain = "Silence."
    items: list[Item] = [EN[0], refrain, EN[1], EN[2], refrain, EN[3]]
    # the first copy moves to the end together with the paragraph after it
    edited = [EN[0], EN[2], refrain, EN[3], refrain, EN[1]]
    result = reanchor(olds("a.md", items), news("a.md", edited))
    check(result, ["a.md#0", "a.md#3", "a.md#4", "a.md#5", "a.md#1", "a.md#2"])


def test_duplicate_moved_to_another_file_is_the_one_that_left() -> None:
    refrain = "Тишина."
    a: list[Item] = [("heading", HEADING["ru"]), refrain, RU[1], RU[2], refrain, RU[3]]
    b: list[Item] = [EN[0], EN[1]]
    old = olds("a.md", a) + olds("b.md", b)
    # the first copy goes to b.md with the two paragraphs after it; the copy
    # left in a.md now follows the heading, as the first one did
    new_a = [a[0], refrain, RU[3]]
    new_b = [EN[0], refrain, RU[1], RU[2], EN[1]]
    result = reanchor(old, news("a.md", new_a) + news("b.md", new_b))
    check(result, ["a.md#0", "a.md#4", "a.md#5", "b.md#0", "a.md#1", "a.md#2", "a.md#3", "b.md#1"])


def test_run_of_identical_paragraphs_moved_to_another_file_keeps_its_order() -> None:
    refrain = "Снова шёл дождь."
    a: list[Item] = [RU[0], refrain, refrain, RU[1]]
    b: list[Item] = [EN[0], EN[1], EN[2], EN[3]]
    old = olds("a.md", a) + olds("b.md", b)
    new = news("a.md", [RU[0], RU[1]]) + news(
        "b.md", [EN[0], EN[1], EN[2], refrain, refrain, EN[3]]
    )
    result = reanchor(old, new)
    assert result.ids[5:7] == ["a.md#1", "a.md#2"]


# -- block ids ---------------------------------------------------------------


@LANGS
def test_block_id_pins_identity_through_a_complete_rewrite(lang: str) -> None:
    t = TEXTS[lang]
    items: list[Item] = [t[0], f"{t[1]} ^letters", t[2]]
    other = TEXTS["ru" if lang == "en" else "en"][5]
    edited: list[Item] = [t[0], f"{other} ^letters", t[2]]
    result = reanchor(olds("a.md", items), news("a.md", edited))
    check(result, ["a.md#0", "a.md#1", "a.md#2"])


def test_block_id_follows_a_rewritten_paragraph_to_another_file() -> None:
    old = olds("a.md", [EN[0], f"{EN[1]} ^key"]) + olds("b.md", [RU[0]])
    new = news("a.md", [EN[0]]) + news("b.md", [RU[0], f"{RU[4]} ^key"])
    check(reanchor(old, new), ["a.md#0", "b.md#0", "a.md#1"])


def test_same_block_id_in_two_files_matches_its_own_file_first() -> None:
    old = olds("a.md", [f"{EN[0]} ^summary"]) + olds("b.md", [f"{RU[0]} ^summary"])
    new = news("b.md", [f"{RU[5]} ^summary"]) + news("a.md", [f"{EN[5]} ^summary"])
    check(reanchor(old, new), ["b.md#0", "a.md#0"])


def test_block_id_added_to_a_paragraph_keeps_its_id() -> None:
    old = olds("a.md", [EN[0], EN[1]])
    new = news("a.md", [EN[0], f"{EN[1]} ^letters"])
    check(reanchor(old, new), ["a.md#0", "a.md#1"])


# -- split, merge, rewrite ---------------------------------------------------


def test_sentence_added_to_a_one_liner_keeps_its_id() -> None:
    items: list[Item] = [EN[0], "He left.", EN[1]]
    grown = "He left. Then the rain came down over the hills and nobody followed him home."
    result = reanchor(olds("a.md", items), news("a.md", [EN[0], grown, EN[1]]))
    check(result, ["a.md#0", "a.md#1", "a.md#2"])


def test_split_longer_part_by_characters_keeps_id_even_with_fewer_words() -> None:
    many_short = "He said no, and she said so, and so it was, as it is now and as it will be."
    few_long = "Extraordinarily unbelievable circumstances notwithstanding, Marta persevered."
    items: list[Item] = [EN[0], f"{many_short} {few_long}", EN[1]]
    result = reanchor(olds("a.md", items), news("a.md", [EN[0], many_short, few_long, EN[1]]))
    check(result, ["a.md#0", None, "a.md#1", "a.md#2"])


def _sentences(text: str) -> tuple[str, str]:
    first, rest = text.split(". ", 1)
    return first + ".", rest


@LANGS
def test_split_larger_part_keeps_id(lang: str) -> None:
    t = TEXTS[lang]
    small, large = _sentences(t[1])
    assert len(small) < len(large)
    items: list[Item] = [t[0], t[1], t[2]]
    result = reanchor(olds("a.md", items), news("a.md", [t[0], small, large, t[2]]))
    check(result, ["a.md#0", None, "a.md#1", "a.md#2"])
    assert result.gone == []
    assert result.absorbed == {}


@LANGS
def test_split_larger_first_part_keeps_id(lang: str) -> None:
    t = TEXTS[lang]
    long_text = f"{t[3]} {t[4].split('. ')[0]}."
    first, last = long_text.rsplit(". ", 1)[0] + ".", long_text.rsplit(". ", 1)[1]
    assert len(first) > len(last)
    result = reanchor(
        olds("a.md", [t[0], long_text, t[2]]), news("a.md", [t[0], first, last, t[2]])
    )
    check(result, ["a.md#0", "a.md#1", None, "a.md#2"])


@LANGS
def test_merge_larger_keeps_id_and_smaller_is_absorbed(lang: str) -> None:
    t = TEXTS[lang]
    short = t[3].split(". ")[0] + "."
    items: list[Item] = [t[0], short, t[1], t[2]]
    merged = f"{short} {t[1]}"
    result = reanchor(olds("a.md", items), news("a.md", [t[0], merged, t[2]]))
    check(result, ["a.md#0", "a.md#2", "a.md#3"])
    assert result.absorbed == {"a.md#1": "a.md#2"}
    assert result.gone == []


@LANGS
def test_merge_of_longer_first_paragraph(lang: str) -> None:
    t = TEXTS[lang]
    tail = t[4].split(". ")[0] + "."
    items: list[Item] = [t[0], t[1], tail, t[2]]
    result = reanchor(olds("a.md", items), news("a.md", [t[0], f"{t[1]} {tail}", t[2]]))
    check(result, ["a.md#0", "a.md#1", "a.md#3"])
    assert result.absorbed == {"a.md#2": "a.md#1"}


@LANGS
def test_completely_rewritten_paragraph_is_a_new_node(lang: str) -> None:
    t = TEXTS[lang]
    items: list[Item] = [t[0], t[1], t[2]]
    result = reanchor(olds("a.md", items), news("a.md", [t[0], t[4], t[2]]))
    check(result, ["a.md#0", None, "a.md#2"])
    assert result.gone == ["a.md#1"]


def test_every_text_of_one_language_is_unlike_the_others() -> None:
    """The rewritten-paragraph test holds for any pair of the samples."""
    for texts in (EN, RU):
        for i, a in enumerate(texts):
            for b in texts[i + 1 :]:
                result = reanchor(olds("a.md", [EN[0], a]), news("a.md", [EN[0], b]))
                assert result.ids[1] is None, (a[:30], b[:30])


def test_file_wide_heavy_revision_keeps_ids_by_position() -> None:
    """Every paragraph of a long file loses 60% of its words: too little for
    the similarity stage alone, enough between anchors."""
    texts = [*EN, *RU, *ACCENTED, *EN[:2]]

    def revise(text: str) -> str:
        return " ".join("zz" if k % 5 in (1, 2, 3) else w for k, w in enumerate(text.split()))

    items: list[Item] = [("heading", "Part One"), *texts, ("heading", "Part Two")]
    edited: list[Item] = [items[0], *(revise(t) for t in texts), items[-1]]
    result = reanchor(olds("a.md", items), news("a.md", edited))
    check(result, [f"a.md#{k}" for k in range(len(items))])


def test_kinds_do_not_cross() -> None:
    old = olds("a.md", [("heading", "The Keeper"), EN[0]])
    new = news("a.md", [("paragraph", "The Keeper"), EN[0]])
    check(reanchor(old, new), [None, "a.md#1"])


def test_empty_inputs() -> None:
    assert reanchor([], []) == ReanchorResult(ids=[], absorbed={}, gone=[])
    assert reanchor(olds("a.md", [EN[0]]), []).gone == ["a.md#0"]
    assert reanchor([], news("a.md", [EN[0]])).ids == [None]


def test_similarity_stage_never_compares_all_pairs(monkeypatch: pytest.MonkeyPatch) -> None:
    """Thousands of edited, shuffled paragraphs: comparisons stay a small
    multiple of the block count."""
    rng = random.Random(5)
    words = [f"w{k}" for k in range(3000)]
    texts = [" ".join(rng.choices(words, k=40)) for _ in range(2000)]
    old = olds("a.md", list(texts))
    order = list(range(len(texts)))
    rng.shuffle(order)
    new = news("b.md", [texts[k] + " amen" for k in order])
    calls = 0
    real = reanchor_module.similarity

    def counting(a: Text, b: Text, floor: float = 0.0) -> float:
        nonlocal calls
        calls += 1
        score: float = real(a, b, floor)
        return score

    monkeypatch.setattr(reanchor_module, "similarity", counting)
    result = reanchor(old, new)
    assert result.ids == [f"a.md#{k}" for k in order]
    assert 0 < calls <= 10 * len(texts)


# -- the benchmark, small --------------------------------------------------


def test_bench_small_trace_keeps_exact_edits_perfect() -> None:
    report = run_anchoring_bench(edits=500, seed=11, paragraphs=600)
    for kind in EXACT_KINDS:
        assert report["kinds"][kind]["count"] > 0
        assert report["kinds"][kind]["correct_pct"] == 100.0, kind
    assert report["under_half"]["correct_pct"] >= 99.0
    assert sum(row["count"] for row in report["kinds"].values()) == 500
