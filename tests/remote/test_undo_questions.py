"""Undo in a hosted game: taken back only when every other player agrees.

The question and its answers (``tabletop.remote.undo_vote``), and the referee's part: a joined seat
asks and answers in numbered messages; a host without an undo refuses with a sentence.
"""

from __future__ import annotations

import pytest

from tabletop.remote.undo_vote import LEFT, MOVED_ON, REFUSED, TAKEN, UndoRefused, UndoVotes, end_message
from tests.remote.helpers import Table

NAMES = ["Ann", "Bo", "Cy"]


def name(seat: int) -> str:
    return NAMES[seat]


def test_taken_back_only_after_the_last_asked_player_agrees():
    votes = UndoVotes()
    question = votes.ask(0, [1, 2], steps=7, lines=["Ann plays 5H"])
    assert votes.answer(1, question.ask, True, 7, name) is None          # Cy has not answered
    end = votes.answer(2, question.ask, True, 7, name)
    assert end.how == TAKEN and end.taken and "Ann asked and everyone agreed: Ann plays 5H" in end.text
    assert votes.question is None
    assert end_message(end) == {"type": "undo-end", "ask": question.ask, "taken": True, "text": end.text}


def test_one_refusal_ends_the_question_and_takes_nothing_back():
    votes = UndoVotes()
    question = votes.ask(0, [1, 2], 7, ["x"])
    end = votes.answer(2, question.ask, False, 7, name)
    assert end.how == REFUSED and not end.taken and end.text.startswith("Cy did not agree")
    assert votes.answer(1, question.ask, True, 7, name) is None          # too late: nothing open


def test_a_move_made_meanwhile_ends_the_question_with_nothing_taken_back():
    votes = UndoVotes()
    question = votes.ask(0, [1], 7, ["x"])
    assert votes.moved(7) is None
    end = votes.moved(8)
    assert end.how == MOVED_ON and not end.taken
    question = votes.ask(0, [1], 8, ["x"])
    assert votes.answer(1, question.ask, True, 9, name).how == MOVED_ON   # agreed, but to another position


def test_answers_from_a_seat_not_asked_or_to_another_question_change_nothing():
    votes = UndoVotes()
    question = votes.ask(0, [1], 7, ["x"])
    assert votes.answer(0, question.ask, True, 7, name) is None           # the asker has no vote
    assert votes.answer(2, question.ask, True, 7, name) is None           # not at this table's question
    assert votes.answer(1, question.ask + 1, True, 7, name) is None       # another question
    assert votes.question is question and question.waiting == {1}


def test_one_question_at_a_time_and_none_to_a_player_who_is_away():
    votes = UndoVotes()
    with pytest.raises(UndoRefused, match="Bo is not at the table"):
        votes.ask(0, [1], 7, ["x"], absent=["Bo"])
    assert votes.question is None
    votes.ask(0, [1], 7, ["x"])
    with pytest.raises(UndoRefused, match="already asked"):
        votes.ask(1, [0], 7, ["x"])


def test_an_asked_player_who_leaves_ends_the_question():
    votes = UndoVotes()
    votes.ask(0, [1, 2], 7, ["x"])
    assert votes.left(0, name) is None
    end = votes.left(2, name)
    assert end.how == LEFT and "Cy left" in end.text


def test_nobody_else_at_the_table_takes_back_at_once():
    votes = UndoVotes()
    votes.ask(1, [], 7, ["Bo plays 5H"])
    end = votes.settle(name)
    assert end.taken and end.text == "Taken back, as Bo asked: Bo plays 5H"


def test_a_joined_seats_undo_is_refused_with_a_sentence_when_the_host_takes_nothing_back():
    table = Table()
    table.join(1)
    before = table.digest()
    replies = table.send(1, type="undo", seq=1)
    assert [(m["type"], m["code"]) for m in replies] == [("refused", "undo")] and replies[0]["reason"]
    assert table.digest() == before


def test_a_joined_seat_asks_and_answers_through_the_hosts_hooks_in_sequence():
    table = Table()
    table.join(1)
    asked, answers = [], []
    table.referee.ask_undo = lambda seat: asked.append(seat) or "Nothing to undo yet."
    table.referee.answer_undo = lambda seat, ask, agree: answers.append((seat, ask, agree))
    replies = table.send(1, type="undo", seq=1)
    assert asked == [1] and replies[0]["code"] == "undo" and replies[0]["reason"] == "Nothing to undo yet."
    assert table.send(1, type="answer", seq=2, ask=3, agree=False) == [] and answers == [(1, 3, False)]
    replies = table.send(1, type="answer", seq=2, ask=3, agree=True)        # a replayed number
    assert replies[0]["code"] == "seq" and answers == [(1, 3, False)]
    table.referee.tell([1], {"type": "undo-ask", "ask": 4, "asker": 0, "lines": ["x"]})
    table.flush()
    assert table.sent[1][-1]["type"] == "undo-ask"


def test_a_question_opened_from_a_record_names_the_moves_and_refuses_what_cannot_be_taken_back():
    table = Table()
    record, game = table.record, table.game
    with pytest.raises(UndoRefused, match="no move to take back"):
        UndoVotes().open(record, 1, [0, 1], lambda s: False, name)
    while not (record.steps and record.steps[-1].action.seat == 0 and not record.steps[-1].irreversible):
        state = record.state
        seat = game.pending(state)[0].seat
        record.submit(game.legal_actions(state, seat)[0])
    question = UndoVotes().open(record, 0, [0, 1], lambda s: False, name)
    assert question.asked == (1,) and len(question.lines) == 1 and question.steps == len(record.steps)
    with pytest.raises(UndoRefused, match="Bo is not at the table"):
        UndoVotes().open(record, 0, [0, 1], lambda s: s == 1, name)


def test_a_flood_of_undo_questions_closes_that_connection_only():
    from tabletop.remote.referee import MAX_STRIKES

    table = Table()
    table.join(1)
    before = table.digest()
    for seq in range(1, MAX_STRIKES + 1):
        table.clock.now += 1.0              # paced within the rate limit: only the refusals count
        table.send(1, type="undo", seq=seq)
    assert 1 in table.closed and table.digest() == before
