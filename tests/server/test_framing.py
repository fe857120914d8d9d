"""The base protocol's framing, read from bytes that a client may break:
each broken frame is one error, and the frames after it are read."""

from __future__ import annotations

import json

from semnet.server.framing import FrameParser


def msg(i: int) -> bytes:
    return json.dumps({"jsonrpc": "2.0", "id": i, "method": "semnet/ping"}).encode()


def frame(body: bytes, extra: bytes = b"") -> bytes:
    return b"Content-Length: %d\r\n%s\r\n" % (len(body), extra) + body


def bodies(frames: list) -> list:
    return [json.loads(f.body)["id"] if f.body is not None else f.error for f in frames]


def test_well_formed_frames_with_other_headers_and_split_anywhere() -> None:
    data = frame(msg(1), b"Content-Type: application/vscode-jsonrpc; charset=utf-8\r\n") + frame(
        msg(2)
    )
    for cut in range(len(data)):
        p = FrameParser()
        got = p.feed(data[:cut]) + p.feed(data[cut:])
        assert bodies(got) == [1, 2]


def test_non_ascii_bodies_are_counted_in_bytes() -> None:
    body = json.dumps({"id": 1, "text": "Ёлка — été"}, ensure_ascii=False).encode()
    got = FrameParser().feed(frame(body) + frame(msg(2)))
    assert [f.body for f in got] == [body, msg(2)]


def test_an_absurd_length_is_one_error_then_the_next_frame_is_read() -> None:
    data = b"Content-Length: 99999999999999999999\r\n\r\n{}" + frame(msg(2))
    got = FrameParser().feed(data)
    assert got[0].body is None and "not a byte count" in (got[0].error or "")
    assert bodies(got[1:]) == [2]


def test_a_length_over_the_limit_is_refused_without_reading_it() -> None:
    p = FrameParser(max_body=1000)
    got = p.feed(b"Content-Length: 5000\r\n\r\n" + b"x" * 5000 + frame(msg(3)))
    assert got[0].body is None and "over the limit" in (got[0].error or "")
    assert bodies(got[1:]) == [3]


def test_headers_without_length_and_garbage_lines_are_errors_not_the_end() -> None:
    data = b"Content-Type: x\r\n\r\n" + b"garbage\r\n\r\n" + frame(msg(4))
    got = FrameParser().feed(data)
    assert [f.body is None for f in got] == [True, True, False]
    assert bodies(got[2:]) == [4]


def test_a_length_shorter_than_the_body_loses_only_that_message() -> None:
    body = msg(5)
    data = b"Content-Length: %d\r\n\r\n" % (len(body) - 5) + body + frame(msg(6))
    got = FrameParser().feed(data)
    assert got[-1].body == msg(6)
    assert all(f.body != body for f in got)


def test_a_length_longer_than_the_body_gives_back_the_next_frame() -> None:
    body = msg(7)
    nxt = frame(msg(8))
    data = b"Content-Length: %d\r\n\r\n" % (len(body) + len(nxt) + 40) + body + nxt
    p = FrameParser()
    got = p.feed(data)
    assert got == []  # still waiting for the bytes it was promised
    got = p.idle()  # the stream went quiet
    assert got[0].body is None and bodies(got[1:]) == [8]


def test_a_lone_frame_that_promised_more_is_read_when_the_stream_goes_quiet() -> None:
    body = msg(9)
    p = FrameParser()
    assert p.feed(b"Content-Length: %d\r\n\r\n" % (len(body) + 100) + body) == []
    assert bodies(p.idle()) == [9]


def test_a_header_line_without_end_is_bounded() -> None:
    p = FrameParser(max_header=1024)
    got = p.feed(b"X" * 100_000)
    assert len(got) == 1 and got[0].body is None
    assert bodies(p.feed(frame(msg(10)))) == [10]


def test_lf_only_headers_and_zero_length() -> None:
    got = FrameParser().feed(
        b"Content-Length: 0\n\n" + b"Content-Length: %d\n\n" % len(msg(11)) + msg(11)
    )
    assert got[0].body is None and bodies(got[1:]) == [11]


def test_blank_lines_between_frames_are_skipped() -> None:
    assert bodies(FrameParser().feed(b"\r\n\r\n\r\n\r\n" + frame(msg(12)))) == [12]
