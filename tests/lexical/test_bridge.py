"""The lexical bridge in an index pass: a paragraph's salient lemmas link to
their senses (`mentions`, derived), the senses' one-hop relations and their
ILI translations are imported, and "the German word for this Russian sense"
is a two-hop query; edits and rebuilds keep the links in step."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from bridge_helpers import MINI, pwn_dict
from judge_helpers import write
from semnet.graph.lexical.bridge import LexicalBridge
from semnet.graph.lexical.config import WordnetSettings
from semnet.graph.lexical.translations import translations
from semnet.graph.manuscript.indexer import Indexer, index_folder
from semnet.graph.query.api import GraphAPI
from semnet.graph.store.edge_store import EdgeStore

RU = """---
lang: ru
---
# Зима

Собака спала на снегу у вокзала, и было очень холодно.

Она написала письмо брату и отправила его по почте.
"""
DE = """---
lang: de
---
# Winter

Der Hund schlief im Schnee vor dem Bahnhof.
"""


def workspace(tmp_path: Path, table: str | None = None) -> Path:
    cache = tmp_path / "cache"
    table = table or f'ru = "{MINI}"\nde = "{MINI}"\ncache_dir = "{cache}"\n'
    return write(
        tmp_path / "ws",
        {"semnet.toml": f"[wordnet]\n{table}", "book/ru.md": RU, "book/de.md": DE},
    )


def live(store: EdgeStore, kind: str) -> list[Any]:
    return sorted(
        (r for r in store.index.by_id.values() if r.kind == kind and r.expired_at is None),
        key=lambda r: (r.src, r.dst),
    )


def para(store: EdgeStore, start: str) -> str:
    n = next(n for n in store.nodes.values() if (n.text or "").startswith(start))
    return f"node:{n.id}"


def test_paragraph_words_link_to_senses(tmp_path: Path) -> None:
    store, _ = index_folder(workspace(tmp_path))
    try:
        dog_para = para(store, "Собака")
        got = {
            (r.dst, r.attrs["word"], r.weight) for r in live(store, "mentions") if r.src == dog_para
        }
        assert got == {
            ("sense:ru:mini-ru-dog-n", "Собака", 1.0),  # sentence-initial: not a name
            ("sense:ru:mini-ru-snow-n", "снегу", 1.0),  # lemmatised
            ("sense:ru:mini-ru-station-n", "вокзала", 1.0),
            ("sense:ru:mini-ru-cold-a", "холодно", 1.0),
        }
        assert all(r.origin == "derived" for r in live(store, "mentions"))
        # "письмо": the paragraph shares words with the "letter" sense's
        # definition (отправить, почта), so it wins over the first sense.
        (letter,) = [r for r in live(store, "mentions") if r.src == para(store, "Она")]
        assert letter.dst == "sense:ru:mini-ru-letter-n"
        assert letter.weight == pytest.approx(0.7) and letter.attrs["overlap"] >= 2
        # German nouns are capitalised and still linked.
        de = {r.dst for r in live(store, "mentions") if r.src == para(store, "Der Hund")}
        assert de == {"sense:de:mini-de-dog-n", "sense:de:mini-de-snow-n",
                      "sense:de:mini-de-station-n"}  # fmt: skip
    finally:
        store.close()


def test_relations_and_translations_are_imported_once(tmp_path: Path) -> None:
    ws = workspace(tmp_path)
    store, _ = index_folder(ws)
    try:
        rel = {(r.src, r.kind, r.dst) for k in ("hypernym", "antonym") for r in live(store, k)}
        assert rel == {
            ("sense:ru:mini-ru-dog-n", "hypernym", "sense:ru:mini-ru-animal-n"),
            ("sense:de:mini-de-dog-n", "hypernym", "sense:de:mini-de-animal-n"),
            ("sense:ru:mini-ru-letter-n", "hypernym", "sense:ru:mini-ru-message-n"),
            ("sense:ru:mini-ru-cold-a", "antonym", "sense:ru:mini-ru-hot-a"),
        }
        (h,) = [r for r in live(store, "hypernym") if r.src == "sense:ru:mini-ru-dog-n"]
        assert (h.origin, h.attrs["src_lemmas"], h.attrs["dst_lemmas"]) == (
            "imported", ["собака", "пёс"], ["животное"]
        )  # fmt: skip
        tr = {(r.src, r.dst) for r in live(store, "translates")}
        # The Russian letter's German mate is imported though no German text names it.
        assert ("sense:de:mini-de-letter-n", "ili:i72450") in tr
        assert ("sense:ru:mini-ru-dog-n", "ili:i46360") in tr and len(tr) == 10
        n = len(store.index.by_id)
        # A second pass over the same texts (a full relift) imports nothing again.
        Indexer(store, ws).rebuild()
        assert len(store.index.by_id) == n
    finally:
        store.close()


def test_the_german_word_for_a_russian_sense_is_two_hops(tmp_path: Path) -> None:
    ws = workspace(tmp_path)
    store, _ = index_folder(ws)
    try:
        api = GraphAPI(store, ws)
        got = api.paths(
            {"from": {"ref": "sense:ru:mini-ru-dog-n"}, "to": {"ref": "sense:de:mini-de-dog-n"},
             "kinds": ["translates"], "direction": "both"}
        )  # fmt: skip
        (path,) = got.paths
        assert [s.to.ref for s in path] == ["ili:i46360", "sense:de:mini-de-dog-n"]
        t = translations(api, {"endpoint": {"ref": "sense:ru:mini-ru-letter-n"}, "langs": ["de"]})
        (one,) = t.senses
        assert one.sense.lemmas == ["письмо"] and one.ili == "ili:i72450"
        assert [(m.lang, m.lemmas) for m in one.translations] == [("de", ["Brief"])]
        # From a paragraph: each linked word with its translations.
        t = translations(api, {"endpoint": {"ref": para(store, "Собака")}})
        words = {s.sense.word: [m.lemmas[0] for m in s.translations] for s in t.senses}
        assert words == {"Собака": ["Hund"], "снегу": ["Schnee"], "вокзала": ["Bahnhof"],
                         "холодно": ["kalt"]}  # fmt: skip
    finally:
        store.close()


def test_an_edit_retracts_the_mention_and_keeps_reference_data(tmp_path: Path) -> None:
    ws = workspace(tmp_path)
    store, _ = index_folder(ws)
    store.close()
    (ws / "book" / "ru.md").write_text(RU.replace("Собака спала", "Кошка спала"), "utf-8")
    store, _ = index_folder(ws)
    try:
        assert not any(r.dst == "sense:ru:mini-ru-dog-n" for r in live(store, "mentions"))
        retired = store.retired_edges(("retracted", "collected"))  # the store keeps them
        assert any(r.dst == "sense:ru:mini-ru-dog-n" for r in retired)
        # Imported relations are reference data: they stay.
        assert any(r.src == "sense:ru:mini-ru-dog-n" for r in live(store, "hypernym"))
    finally:
        store.close()


def test_a_missing_wordnet_is_reported_and_indexing_goes_on(tmp_path: Path) -> None:
    ws = workspace(tmp_path, f'ru = "nowhere.xml"\ncache_dir = "{tmp_path / "c"}"\n')
    store = EdgeStore.for_workspace(ws)
    try:
        ix = Indexer(store, ws)
        summary = ix.index_workspace()
        assert summary.files == 2 and not live(store, "mentions")
        assert ix.lexical is not None and "nowhere.xml does not exist" in (ix.lexical.error or "")
    finally:
        store.close()
    bad = workspace(tmp_path / "b", "english = 3\n")
    store = EdgeStore.for_workspace(bad)
    try:
        ix = Indexer(store, bad)
        assert ix.lexical is None and "wordnet.english" in (ix.config_error or "")
    finally:
        store.close()


def test_packaged_means_princetons_files(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import semnet.graph.lexical.config as config

    monkeypatch.delenv("WNSEARCHDIR", raising=False)
    monkeypatch.setattr(config, "PWN_DIRS", ())
    bridge = LexicalBridge(tmp_path, WordnetSettings(sources={"en": "packaged"}))
    assert bridge.lexicons() == {} and "apt-get install wordnet-base" in (bridge.error or "")
    monkeypatch.setenv("WNSEARCHDIR", str(pwn_dict(tmp_path)))
    ws = write(
        tmp_path / "ws",
        {
            "semnet.toml": f'lang = "en"\n[wordnet]\nen = "packaged"\ncache_dir = "{tmp_path}/c"\n',
            "book/a.md": "# One\n\nThe dog slept; Anna said it was cold.\n",
        },
    )
    store, _ = index_folder(ws)
    try:
        got = {(r.attrs["word"], r.dst.split("-")[-1]) for r in live(store, "mentions")}
        assert got == {("dog", "n"), ("cold", "a")}  # "Anna", mid-sentence, is a name
        assert len(list((tmp_path / "c" / "wordnet").glob("*.sqlite"))) == 1  # compiled once
    finally:
        store.close()


def test_words_skip_link_targets_citations_and_fields() -> None:
    b = LexicalBridge(".", WordnetSettings())
    text = "See [[Warsaw Station|the station]] @marchand1906[f. 3r] [from:: 1890] and snow. ^blk"
    assert b.words(text, "en") == ["See", "the", "station", "and", "snow"]
