"""The one scrubber: the key and every piece of it of 8+ characters go;
shorter pieces and other text stay; a key that cannot be sent is refused
by position, never shown."""

from __future__ import annotations

import logging

import pytest
from semnet.graph.secrets import BadKey, ScrubFilter, check_key, remember, scrub, scrub_with

KEY = "sk-proj-A1b2C3d4E5f6G7h8I9j0"


def test_whole_key_and_cut_pieces_are_removed() -> None:
    assert scrub_with(f"bad key {KEY}.", KEY) == "bad key ***."
    cut = f"...HTTP 401: invalid key {KEY[:13]}…"  # an error body cut in the middle of the key
    assert KEY[:13] not in scrub_with(cut, KEY)
    assert scrub_with(f"x{KEY[5:25]}y", KEY) == "x***y"


def test_short_pieces_and_unrelated_text_stay() -> None:
    text = "sk-proj is a prefix; A1b2C3d is seven"
    assert scrub_with(text, KEY) == text
    assert scrub_with("nothing to see", KEY) == "nothing to see"


def test_two_pieces_in_one_text() -> None:
    got = scrub_with(f"{KEY[:10]} and {KEY[-10:]}", KEY)
    assert got == "*** and ***"


def test_remembered_keys_are_scrubbed_everywhere() -> None:
    remember("zz-another-secret-value-123")
    assert scrub("token zz-another-secret and more") == "token *** and more"


def test_log_records_are_scrubbed(caplog: pytest.LogCaptureFixture) -> None:
    remember(KEY)
    rec = logging.LogRecord("x", logging.WARNING, __file__, 1, "failed: %s", (KEY[2:20],), None)
    assert ScrubFilter().filter(rec)
    assert KEY[2:20] not in rec.getMessage()


@pytest.mark.parametrize(
    ("value", "why"),
    [
        ("abc\ndef", "control character"),
        ("abcé", "non-ASCII"),
        ("ab cd", "a space"),
        ("a\x00b", "control"),
    ],
)
def test_bad_keys_are_refused_by_position(value: str, why: str) -> None:
    with pytest.raises(BadKey) as got:
        check_key(value, "$K")
    assert why in str(got.value) and "position" in str(got.value)
    assert value.strip() not in str(got.value)


def test_a_good_key_is_stripped() -> None:
    assert check_key(f"  {KEY}\n", "$K") == KEY
