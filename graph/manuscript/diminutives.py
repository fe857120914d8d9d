"""The everyday forms of Russian first names (Аня, Анечка, Нюра are Анна;
Саша and Шура are Александр and Александра; Ваня is Иван), so that a name
written as a writer calls the person matches the note's full name.

No library lists them (pymorphy3 knows "Аня" as a name of its own, not as
Анна): the table is hand-written, the common forms of about seventy names,
nominative only — pymorphy3 gives the lemma of an inflected form ("Ане" →
аня), and that lemma is looked up here.
"""

from __future__ import annotations

import functools
import unicodedata

# full name (nominative, lower case) -> its everyday forms
_FORMS: dict[str, str] = {
    "александр": "саша сашенька сашка шура шурочка саня",
    "александра": "саша сашенька сашка шура шурочка саня",
    "алексей": "алёша алеша алёшка лёша леша алёшенька",
    "анатолий": "толя толик",
    "анастасия": "настя настенька настасья ася",
    "андрей": "андрюша андрюшка",
    "анна": "аня анечка анюта нюра нюша анька аннушка",
    "антонина": "тоня тонечка",
    "борис": "боря борька",
    "валентина": "валя валечка",
    "варвара": "варя варенька",
    "василий": "вася васенька васька",
    "вера": "верочка",
    "виктор": "витя витенька",
    "владимир": "володя вова володенька",
    "всеволод": "сева",
    "вячеслав": "слава",
    "галина": "галя галочка",
    "георгий": "жора гоша егор",
    "григорий": "гриша",
    "дарья": "даша дашенька",
    "дмитрий": "митя дима митенька митька",
    "евгений": "женя женечка",
    "евгения": "женя женечка",
    "евдокия": "дуня дуняша авдотья",
    "екатерина": "катя катенька катюша катька",
    "елена": "лена леночка алёна",
    "елизавета": "лиза лизонька лизанька",
    "зинаида": "зина",
    "иван": "ваня ванечка ванюша ванька",
    "игорь": "игорёк",
    "илья": "илюша",
    "ирина": "ира ириша",
    "константин": "костя",
    "ксения": "ксюша аксинья",
    "лариса": "лара",
    "лев": "лёва",
    "любовь": "люба любочка",
    "людмила": "люда мила",
    "марина": "мариночка",
    "мария": "маша машенька маруся маня муся",
    "матвей": "мотя",
    "михаил": "миша мишенька мишка",
    "надежда": "надя наденька",
    "наталья": "наташа наташенька ната",
    "наталия": "наташа наташенька ната",
    "никита": "никитка",
    "николай": "коля коленька николаша",
    "нина": "ниночка",
    "ольга": "оля оленька",
    "павел": "паша павлуша",
    "пётр": "петя петенька петруша",
    "полина": "поля",
    "прасковья": "паша параша",
    "раиса": "рая",
    "семён": "сеня",
    "сергей": "серёжа сережа серёженька",
    "софья": "соня сонечка",
    "софия": "соня сонечка",
    "степан": "стёпа степа",
    "тамара": "тома",
    "татьяна": "таня танечка танюша",
    "фёдор": "федя",
    "юлия": "юля",
    "юрий": "юра",
    "яков": "яша",
}


def _fold(word: str) -> str:
    """As `names.fold`: case-folded, marks removed (ё is е, й is и)."""
    decomposed = unicodedata.normalize("NFD", word.casefold())
    return "".join(ch for ch in decomposed if unicodedata.category(ch) != "Mn")


@functools.lru_cache(maxsize=1)
def _table() -> dict[str, frozenset[str]]:
    return {
        _fold(full): frozenset(_fold(w) for w in forms.split()) for full, forms in _FORMS.items()
    }


def everyday_forms(full_name: str) -> frozenset[str]:
    """The everyday forms of a full first name, folded (ё is е, й is и): Анна →
    {аня, анечка, …}; nothing for a name not in the table."""
    return _table().get(_fold(full_name), frozenset())
