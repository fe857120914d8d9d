"""The WN-LMF reader and its compiled lookup file, on the two-language test
wordnet the repository ships (`tests/fixtures/wordnet/mini-ru-de.xml`), and
Princeton's database format converted to WN-LMF."""

from __future__ import annotations

import gzip
import io
from pathlib import Path

import pytest
from bridge_helpers import MINI, pwn_dict
from semnet.graph.lexical.config import LexiconError, wordnet_settings
from semnet.graph.lexical.lmf import Entry, Lexicon, LexiconInfo, Synset, compile_lmf, iter_lmf
from semnet.graph.lexical.pwn import convert_pwn, read_ili_map


@pytest.fixture(scope="module")
def mini(tmp_path_factory: pytest.TempPathFactory) -> Lexicon:
    dest = tmp_path_factory.mktemp("lex") / "mini.sqlite"
    compile_lmf([MINI], dest, "t")
    return Lexicon(dest)


def test_the_reader_streams_lexicons_entries_and_synsets() -> None:
    items = list(iter_lmf(MINI))
    lexicons = [i for i in items if isinstance(i, LexiconInfo)]
    assert [(x.id, x.lang, x.version) for x in lexicons] == [("mini-ru", "ru", "0.1"),
                                                             ("mini-de", "de", "0.1")]  # fmt: skip
    entries = [i for i in items if isinstance(i, Entry)]
    assert len(entries) == 21
    pismo = next(e for e in entries if e.lemma == "письмо")
    assert [s for _, s in pismo.senses] == ["mini-ru-writing-n", "mini-ru-letter-n"]
    pyos = next(e for e in entries if e.lemma == "пёс")
    assert pyos.forms == ["пес"]
    cold = next(e for e in entries if e.lemma == "холодный")
    assert cold.sense_relations == [("mini-ru-холодный-a-1", "antonym", "mini-ru-горячий-a-1")]
    dog = next(i for i in items if isinstance(i, Synset) and i.id == "mini-de-dog-n")
    assert (dog.lang, dog.ili, dog.relations) == (
        "de",
        "i46360",
        [("hypernym", "mini-de-animal-n")],
    )
    assert dog.definition == "ein Haustier, das bellt und das Haus bewacht"


def test_lookups_in_the_compiled_file(mini: Lexicon) -> None:
    assert mini.langs == {"ru", "de"}
    assert [h.synset for h in mini.lookup("ru", "письмо")] == ["mini-ru-writing-n",
                                                                "mini-ru-letter-n"]  # fmt: skip
    assert [h.synset for h in mini.lookup("ru", "ПЕС")] == ["mini-ru-dog-n"]  # a Form, case-folded
    assert mini.lookup("de", "собака") == []  # languages do not mix
    info = mini.synsets(["mini-ru-dog-n"])["mini-ru-dog-n"]
    assert (info.ili, info.lemmas) == ("i46360", ["собака", "пёс"])
    # Sense relations are lifted to the synsets of their senses.
    assert ("mini-ru-cold-a", "antonym", "mini-ru-hot-a") in mini.relations(["mini-ru-cold-a"])
    assert mini.by_ili(["i46360"]) == {"i46360": ["mini-de-dog-n", "mini-ru-dog-n"]}
    assert mini.counts() == {"synsets": 21, "senses": 22, "relations": 11}


def test_gzip_and_malformed_files(tmp_path: Path) -> None:
    gz = tmp_path / "mini.xml.gz"
    gz.write_bytes(gzip.compress(MINI.read_bytes()))
    assert sum(isinstance(i, Synset) for i in iter_lmf(gz)) == 21
    bad = tmp_path / "bad.xml"
    bad.write_text('<LexicalResource>\n<Lexicon id="x" language="en">\n<Synset id="a">\n</Lexicon>')
    with pytest.raises(LexiconError, match=r"bad\.xml: not well-formed WN-LMF XML \(line 4\)"):
        list(iter_lmf(bad))
    empty = tmp_path / "empty.xml"
    empty.write_text("<LexicalResource/>")
    with pytest.raises(LexiconError, match="no <Lexicon>"):
        compile_lmf([empty], tmp_path / "e.sqlite", "t")
    assert not (tmp_path / "e.sqlite").exists()


def test_the_config_table_is_checked() -> None:
    s = wordnet_settings({"en": "packaged", "RU": "a.xml", "salient": 3})
    assert s.sources == {"en": "packaged", "ru": "a.xml"} and s.salient == 3 and s.enabled
    with pytest.raises(LexiconError, match=r"wordnet\.english: not a language code"):
        wordnet_settings({"english": "packaged"})
    with pytest.raises(LexiconError, match=r"wordnet\.de: give a WN-LMF file"):
        wordnet_settings({"de": 3})
    assert not wordnet_settings({"en": "x.xml", "salient": 0}).enabled


# --------------------------------------------------------------------------- Princeton's format


def test_princeton_database_files_become_wn_lmf(tmp_path: Path) -> None:
    d = pwn_dict(tmp_path)
    ili = read_ili_map(tmp_path / "ili.tab")
    buf = io.StringIO()
    assert convert_pwn(d, buf, ili) == 4
    xml = tmp_path / "pwn.xml"
    xml.write_text(buf.getvalue(), encoding="utf-8")
    dest = tmp_path / "pwn.sqlite"
    (info,) = compile_lmf([xml], dest, "t")
    assert (info.id, info.lang, info.version) == ("pwn", "en", "3.0")
    lex = Lexicon(dest)
    (dog,) = lex.lookup("en", "Domestic Dog")
    syn = lex.synsets([dog.synset])[dog.synset]
    assert syn.definition == "a member of the genus Canis"  # the example is not the definition
    assert syn.ili == "i46360" and syn.lemmas == ["dog", "domestic dog"]
    rels = {(t, lex.synsets([b])[b].lemmas[0]) for _, t, b in lex.relations([dog.synset])}
    assert rels == {("hypernym", "animal")}
    (cold,) = lex.lookup("en", "cold")
    # The antonym is a lexical pointer (word 1 → word 1): a sense relation in WN-LMF.
    assert [(t, b) for _, t, b in lex.relations([cold.synset])] == [
        ("antonym", lex.lookup("en", "hot")[0].synset)
    ]
    assert lex.synsets([cold.synset])[cold.synset].ili is None  # not in the ILI map


def test_a_folder_that_is_not_wordnet_is_refused(tmp_path: Path) -> None:
    with pytest.raises(LexiconError, match="not a WordNet dict folder"):
        convert_pwn(tmp_path, io.StringIO())
