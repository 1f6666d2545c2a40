"""Every sentence the engines write reads right for a single player's name.

A name is one player, so its verb is singular ("Ana wins the toss", never "Ana win the toss"
or "Computer call heads", as a sentence written for a team would read), and a sentence ends with
one mark ("Doubles!", never "Doubles!."). Random games with one-word names collect every event
text, action description and refusal, and look for a name followed by a bare plural verb and for
doubled end punctuation.
"""

from __future__ import annotations

import itertools
import random
import re

import pytest

from tabletop.games import registry

GAMES = list(registry())
NAMES = ("Ana", "Ben")
PLURAL_VERBS = ("win", "call", "choose", "take", "have", "are", "discard", "return", "fail", "recover",
                "put", "announce", "decline", "decide", "throw", "kick", "go", "keep", "pick", "muff",
                "fumble", "field", "accept", "earn", "let", "start", "play", "draw", "shoot", "score",
                "pass", "lose", "get", "make", "turn", "move", "lead", "deal", "cut")
BAD_VERB = re.compile(r"\b(?:" + "|".join(NAMES) + r") (?:" + "|".join(PLURAL_VERBS) + r")\b")
BAD_PUNCTUATION = re.compile(r"[!?.]\.|\.\.(?!\.)| \.")


def _sentences(game, seed: int) -> list[str]:
    rng = random.Random(seed)
    state = game.new_game(seed, names=NAMES)
    texts: list[str] = []
    for _ in range(4000):
        if game.is_over(state):
            break
        seat = game.pending(state)[0].seat
        legal = game.legal_actions(state, seat)
        for action in legal:
            texts.append(game.describe_action(state, action))
        other = 1 - seat
        for action in itertools.islice(game.action_space(state), 40):
            if action.seat == other:
                verdict = game.validate(state, action)
                if not verdict.ok:
                    texts.append(verdict.message)
        state, events = game.apply(state, rng.choice(legal))
        texts.extend(e.text for e in events)
    return texts


@pytest.mark.parametrize("game", GAMES, ids=[g.id for g in GAMES])
def test_sentences_read_right_for_one_name(game):
    bad = set()
    for seed in range(6):
        for text in _sentences(game, seed):
            if BAD_VERB.search(text) or BAD_PUNCTUATION.search(text):
                bad.add(text)
    assert not bad, "\n".join(sorted(bad)[:20])
