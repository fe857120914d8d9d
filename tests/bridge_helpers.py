"""Helpers of the bridge tests (imported as `bridge_helpers`): the shipped
two-language WN-LMF file, a tiny WordNet 3.0 dict folder built in place, and a
workspace with every bridge feature configured."""

from __future__ import annotations

from pathlib import Path

from judge_helpers import write

MINI = Path(__file__).parent / "fixtures" / "wordnet" / "mini-ru-de.xml"


def pwn_dict(root: Path) -> Path:
    """A three-synset WordNet 3.0 dict folder (offsets are byte positions, as in the real files)."""
    header = "  1 This software and database is being provided to you, the LICENSEE\n"
    noun = [
        ("dog", "02 dog 0 domestic_dog 0 001 @ {animal} n 0000",
         "a member of the genus Canis; \"the dog barked all night\""),
        ("animal", "01 animal 0 001 ~ {dog} n 0000", "a living organism"),
    ]  # fmt: skip
    adj = [
        ("cold", "01 cold 0 001 ! {hot} a 0101", "having a low temperature"),
        ("hot", "01 hot 0 001 ! {cold} a 0101", "having a high temperature"),
    ]

    def data(rows: list[tuple[str, str, str]], pos: str, lex: str) -> tuple[str, dict[str, str]]:
        offsets: dict[str, str] = {}
        pos_now = len(header.encode())
        lines = []
        for name, body, gloss in rows:  # two passes: offsets first
            line = f"00000000 {lex} {pos} {body} | {gloss}  \n"
            offsets[name] = f"{pos_now:08d}"
            pos_now += len(line.encode())
            lines.append((name, body, gloss))
        out = header
        for name, body, gloss in lines:
            for other, off in offsets.items():
                body = body.replace("{" + other + "}", off)
            out += f"{offsets[name]} {lex} {pos} {body} | {gloss}  \n"
        return out, offsets

    d = root / "dict"
    d.mkdir()
    noun_text, noff = data(noun, "n", "05")
    adj_text, aoff = data(adj, "a", "00")
    (d / "data.noun").write_text(noun_text)
    (d / "data.adj").write_text(adj_text)
    (d / "data.verb").write_text(header)
    (d / "data.adv").write_text(header)
    (d / "index.noun").write_text(
        header + f"animal n 1 1 ~ 1 0 {noff['animal']}  \n"
        f"dog n 1 1 @ 1 0 {noff['dog']}  \ndomestic_dog n 1 1 @ 1 0 {noff['dog']}  \n"
    )
    (d / "index.adj").write_text(
        header + f"cold a 1 1 ! 1 0 {aoff['cold']}  \nhot a 1 1 ! 1 0 {aoff['hot']}  \n"
    )
    (d / "index.verb").write_text(header)
    (d / "index.adv").write_text(header)
    (root / "ili.tab").write_text(f"i46360\t{noff['dog']}-n\ni35563\t{noff['animal']}-n\n")
    return d


def bridge_workspace(root: Path, llm_url: str = "http://127.0.0.1:9/v1") -> Path:
    """A workspace with every bridge feature configured (shared with the e2e tests)."""
    return write(
        root,
        {
            "semnet.toml": f'[judge]\nembedding = "hashing"\n[judge.llm]\nbase_url = "{llm_url}"\n'
            'model = "walker"\napi_key_env = "SEMNET_TEST_NO_KEY"\nretries = 0\n'
            f'[wordnet]\nru = "{MINI}"\nde = "{MINI}"\ncache_dir = "{root / ".cache"}"\n',
            "refs.bib": "@article{petitions, title = {Labour Petitions}, year = {1998},\n"
            "  doi = {10.5555/semnet.1001}}\n",
            "facts/f.md": "---\ntype: fact\n---\n\nThe petition asked for an eight-hour day "
            "[@petitions, p. 4].\n",
            "book/ru.md": "---\nlang: ru\n---\n# Зима\n\nСобака спала на снегу у вокзала.\n",
            "book/en.md": "# One\n\nThe telegram from Petersburg arrived on a snowy morning.\n\n"
            "On a snowy morning a telegram came from Petersburg.\n",
        },
    )
