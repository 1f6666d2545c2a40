"""A joined seat's bad messages: each is refused with a reason and leaves the host's game as it was.

Issue 48's transport rules: a malformed, oversized, out-of-turn or wrong-seat message is refused
with a reason sent back; it never changes the game or crashes the host, and repeated abuse closes
that connection only. Driven through the referee without sockets (``helpers.Table``).
"""

from __future__ import annotations

import json

import pytest

from tabletop.engine.actions import Action
from tabletop.remote.protocol import MAX_CLIENT_BYTES, VERSION
from tabletop.remote.referee import BURST, MAX_STRIKES, new_code, normal_code
from tests.remote.helpers import Table


def joined(conn: int = 1) -> Table:
    table = Table()
    replies = table.join(conn)
    assert [m["type"] for m in replies] == ["welcome", "update"]
    assert replies[0]["seat"] == 1
    return table


def only_refusal(replies: list[dict]) -> dict:
    assert len(replies) == 1 and replies[0]["type"] == "refused", replies
    assert replies[0]["reason"]
    return replies[0]


def current(lines: list[bytes]) -> list[bytes]:
    """The lines in this protocol's version (written as version 1 for reading)."""
    return [line.replace(b'"v": 1,', b'"v": %d,' % VERSION) for line in lines]


@pytest.mark.parametrize("line", current([
    b"garbage\n", b"{\"v\": 1, \"type\": \n", b"[1, 2, 3]\n", b"\xff\xfe\x00\n", b"NaN\n",
    b'{"v": 1, "type": "act", "seq": 1, "action": {"seat": 1, "kind": "cut", "args": [1.5]}}\n',
    b'{"v": 1, "type": "act", "seq": 1, "action": {"seat": true, "kind": "cut"}}\n',
    b'{"v": 1, "type": "act", "seq": 1, "action": {"seat": 1, "kind": "cut", "evil": 1}}\n',
    b'{"v": 1, "type": "act", "seq": "1", "action": {"seat": 1, "kind": "cut"}}\n',
    b'{"v": 1, "type": "shout"}\n', b'{"v": 1, "type": "hello", "code": 5}\n',
    b'{"v": 1, "type": "act", "seq": 1, "action": {"seat": 1, "kind": "play", "args": ["ZZ"]}}\n',
    b'{"v": 1, "type": "act", "seq": 1, "action": {"seat": 1, "kind": "cut"}, "more": 1}\n',
    b"[" * 4000 + b"\n",
    b'{"v": 1, "type": "answer", "seq": 1, "ask": 1, "agree": "yes"}\n',
    b'{"v": 1, "type": "answer", "seq": 1, "ask": 0, "agree": true}\n',
    b'{"v": 1, "type": "undo", "seq": 1, "action": {"seat": 1, "kind": "cut"}}\n',
]))
def test_malformed_lines_are_refused_with_a_reason_and_change_nothing(line):
    table = joined()
    before = table.digest()
    refusal = only_refusal(table.feed(1, line))
    assert refusal["code"] in {"malformed", "turn"}
    assert table.digest() == before and 1 not in table.closed


def test_a_message_of_another_version_is_refused_naming_both_versions():
    table = joined()
    refusal = only_refusal(table.feed(1, json.dumps({"v": VERSION + 1, "type": "hello", "code": "x"}).encode()
                                      + b"\n"))
    assert refusal["code"] == "version" and str(VERSION) in refusal["reason"]


def test_an_oversized_message_closes_that_connection_only_and_the_game_goes_on():
    table = joined(1)
    table.open(2)
    before = table.digest()
    chunk = b"x" * 65536
    replies = []
    for _ in range(100 * 1024 * 1024 // len(chunk) // 64):        # the start of a 100 MB line is enough
        replies += table.feed(1, chunk)
        if 1 in table.closed:
            break
    assert replies[-1]["type"] == "bye" and f"{MAX_CLIENT_BYTES:,}" in replies[-1]["reason"]
    assert 1 in table.closed and 2 not in table.closed
    assert table.digest() == before
    assert table.feed(1, b"more\n") == []        # a closed connection is not heard any more


def test_an_action_for_another_seat_is_refused():
    table = joined()
    seq_action = Action(0, "cut")          # seat 0 is the host's own, and it is seat 0's turn
    before = table.digest()
    refusal = only_refusal(table.act(1, 1, seq_action))
    assert refusal["code"] == "seat" and "seat 2" in refusal["reason"] and refusal["ref"] == 1
    assert table.digest() == before


def test_an_action_out_of_turn_is_refused():
    table = joined()
    refusal = only_refusal(table.act(1, 1, Action(1, "cut")))   # Hockey: seat 0 cuts first
    assert refusal["code"] == "turn"


def test_a_replayed_sequence_number_is_refused_and_not_applied_twice():
    table = joined()
    table.submit(Action(0, "cut"))                     # the host's seat cuts; now seat 1 cuts
    first = table.act(1, 5, Action(1, "cut"))
    assert first[-1]["type"] == "update"
    after = table.digest()
    refusal = only_refusal(table.act(1, 5, Action(1, "cut")))
    assert refusal["code"] == "seq"
    refusal = only_refusal(table.act(1, 3, Action(1, "cut")))
    assert refusal["code"] == "seq" and table.digest() == after


def test_an_act_before_hello_is_refused():
    table = Table()
    table.open(1)
    assert only_refusal(table.act(1, 1, Action(1, "cut")))["code"] == "hello"


def test_a_wrong_code_closes_the_connection_and_seats_nobody():
    table = Table()
    table.open(1)
    replies = table.send(1, type="hello", code="AAAAA-AAAAA")
    assert [m["type"] for m in replies] == ["bye"] and "join code" in replies[0]["reason"]
    assert 1 in table.closed and table.referee.empty_seats() == [1]


def test_a_thousand_messages_a_second_are_refused_then_the_connection_closes():
    table = joined()
    before = table.digest()
    line = json.dumps({"v": VERSION, "type": "act", "seq": 1, "action": {"seat": 1, "kind": "cut"}}).encode()
    replies = table.feed(1, (line + b"\n") * 1000)               # all at the same instant
    kinds = [m.get("code") for m in replies if m["type"] == "refused"]
    assert "flood" in kinds and replies[-1]["type"] == "bye"
    assert len([m for m in replies if m["type"] == "refused"]) == MAX_STRIKES
    assert table.digest() == before and 1 in table.closed


def test_a_steady_pace_is_never_refused_as_a_flood():
    table = joined()
    for seq in range(1, 4 * BURST):
        table.clock.now += 0.1
        replies = table.send(1, type="hello", code=table.referee.code)   # refused as already seated
        assert only_refusal(replies)["code"] == "seated"
        if seq % 10 == 0:
            table.referee.sessions[1].strikes = 0     # only the rate is under test here


def test_join_codes_carry_fifty_bits_and_are_typed_forgivingly():
    codes = {new_code() for _ in range(200)}
    assert len(codes) == 200
    code = codes.pop()
    assert len(normal_code(code)) == 10                     # 10 symbols of 32: 50 bits
    assert normal_code(code.lower().replace("-", " ")) == normal_code(code)


def test_a_seat_that_is_not_remote_or_is_taken_cannot_be_joined():
    table = Table()
    table.open(1)
    assert only_refusal(table.send(1, type="hello", code=table.referee.code, seat=0))["code"] == "seat"
    assert table.send(1, type="hello", code=table.referee.code, seat=1)[0]["type"] == "welcome"
    table.open(2)
    assert only_refusal(table.send(2, type="hello", code=table.referee.code, seat=1))["code"] == "seat"
    table.referee.lost(1)
    assert table.send(2, type="hello", code=table.referee.code, seat=1)[0]["type"] == "welcome"


def test_host_messages_are_numbered_from_one_on_each_connection():
    table = joined()
    table.submit(Action(0, "cut"))
    table.flush()
    assert [m["seq"] for m in table.sent[1]] == list(range(1, len(table.sent[1]) + 1))


def test_two_dropped_players_never_swap_seats():
    """A seat played before is only taken again by asking for it, so nobody sees another's hand."""
    table = Table("hull-breach", names=["A", "B", "C"], remote=(1, 2))
    assert table.join(1)[0]["seat"] == 1 and table.join(2)[0]["seat"] == 2
    table.referee.lost(1)
    table.referee.lost(2)
    refusal = only_refusal(table.join(3))
    assert refusal["code"] == "seat" and "seat 2 or 3" in refusal["reason"]
    assert table.send(3, type="hello", code=table.referee.code, seat=2)[0]["seat"] == 2
