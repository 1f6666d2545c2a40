"""Every sentence the engines write reads right for a single player's name.

A name is one player, so its verb is singular ("Ana wins the toss", never "Ana win the toss"
or "Computer call heads", as a sentence written for a team would read), a sentence ends with
one mark ("Doubles!", never "Doubles!."), and the article fits the sound of the word after it
("an end", "an Enforcer", "an 8-8 tie", never "a end" or "a Ana touchdown"; "a unit" stays).
Random games with one-word names collect every event text, action description, refusal and
prompt, and look for a name followed by a bare plural verb, for doubled end punctuation and for
an article that does not fit. A bare verb is one from the list below, or one whose -s form
follows a name elsewhere in the same game's sentences ("Ana choose" where "Ben chooses" is
written too), except after "let", "make" or "help" ("lets Ana look at Ben's hand").
"""

from __future__ import annotations

import itertools
import random
import re

import pytest

from tabletop.engine.words import with_article
from tabletop.games import registry

GAMES = list(registry())
NAMES = ("Ana", "Ben")
PLURAL_VERBS = ("win", "call", "choose", "take", "have", "are", "discard", "return", "fail", "recover",
                "put", "announce", "decline", "decide", "throw", "kick", "go", "keep", "pick", "muff",
                "fumble", "field", "accept", "earn", "let", "start", "play", "draw", "shoot", "score",
                "pass", "lose", "get", "make", "turn", "move", "lead", "deal", "cut")
NAME = r"\b(?:" + "|".join(NAMES) + r")"
BAD_VERB = re.compile(NAME + r" (?:" + "|".join(PLURAL_VERBS) + r")\b")
AFTER_NAME = re.compile(r"(\b\w+ )?" + NAME + r" ([a-z]+)\b")
BARE_INFINITIVE_AFTER = ("let ", "lets ", "make ", "makes ", "help ", "helps ")
BAD_PUNCTUATION = re.compile(r"[!?.]\.|\.\.(?!\.)| \.")
ARTICLE = re.compile(r"\b([Aa]n?) ([A-Za-z0-9][\w-]*)")
#: Words whose first letter does not give their first sound.
VOWEL_SOUND_CONSONANT = ("hour", "honest", "honour", "heir")
CONSONANT_SOUND_VOWEL = ("one", "once", "uni", "use", "usu", "ute", "euro", "ewe")


def vowel_sound(word: str) -> bool:
    """Whether ``word`` is said starting with a vowel sound ("end", "8-8", "11th"; not "unit")."""
    lower = word.lower()
    if lower[0].isdigit():
        digits = re.match(r"\d+", lower).group()
        return digits[0] == "8" or (len(digits) in (2, 5) and digits[:2] in ("11", "18"))
    if lower.startswith(VOWEL_SOUND_CONSONANT):
        return True
    if lower.startswith(CONSONANT_SOUND_VOWEL):
        return False
    return len(lower) > 1 and lower[0] in "aeiou"


def wrong_article(text: str) -> bool:
    for match in ARTICLE.finditer(text):
        article, word = match.groups()
        if word.isupper() and len(word) > 1:
            continue                     # an abbreviation is said letter by letter: "an FG", "a UN"
        if (article.lower() == "an") != vowel_sound(word):
            return True
    return False


def bare_verbs(texts: list[str]) -> set[str]:
    """Verbs written bare after a name where the same game also writes their -s form after one."""
    seen: dict[str, set[str]] = {}
    for text in texts:
        for before, word in AFTER_NAME.findall(text):
            seen.setdefault(word, set()).add(before.lower())
    singular = set(seen)
    bare = set()
    for word, befores in seen.items():
        if {word + "s", word + "es", word[:-1] + "ies"} & singular and \
                any(b not in BARE_INFINITIVE_AFTER for b in befores):
            bare.add(word)
    return bare


def _sentences(game, seed: int) -> list[str]:
    rng = random.Random(seed)
    state = game.new_game(seed, names=NAMES)
    texts: list[str] = []
    for _ in range(4000):
        if game.is_over(state):
            break
        pending = game.pending(state)
        texts.extend(d.prompt for d in pending)
        seat = pending[0].seat
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
    outcome = game.outcome(state)
    if outcome is not None:
        texts.append(outcome.text)
    return texts


def test_the_checks_catch_what_they_are_for():
    assert wrong_article("Ana calls Inside Run 2 (a end down) face down.")
    assert wrong_article("Hail Mary INTERCEPTED and returned for a Ana touchdown!")
    assert wrong_article("The game ends in a 8-8 tie.")
    assert wrong_article("The bench holds different cards, and a Enforcer is already on it.")
    assert wrong_article("an Sniper")
    assert not wrong_article("Take a unit aboard, an hour, a one-timer, an 11-10 win, a 1-0 lead, an FG")
    assert bare_verbs(["Ana choose to receive.", "Ben chooses to kick."]) == {"choose"}
    assert bare_verbs(["Vojt-n-Swet lets Ana look at Ben's hand.", "Ben looks away."]) == set()


def test_engines_fill_names_and_scores_in_with_the_article_that_fits():
    """Card names, colours and scores come in at run time ("an Enforcer", "an Orange X", "an 8-8 tie")."""
    for word in ("end", "Enforcer", "Orange", "8-8", "11-10", "Sniper", "unit", "2-2", "one-timer"):
        assert not wrong_article(f"There is {with_article(word)} here."), word
    assert with_article("8-8", capital=True) == "An 8-8"


def reads_wrong(text: str, bare: set[str]) -> bool:
    """A name with a bare plural verb, doubled end punctuation, or an article that does not fit."""
    named_bare = any(before.lower() not in BARE_INFINITIVE_AFTER and word in bare
                     for before, word in AFTER_NAME.findall(text))
    return bool(BAD_VERB.search(text) or named_bare or BAD_PUNCTUATION.search(text) or wrong_article(text))


@pytest.mark.parametrize("game", GAMES, ids=[g.id for g in GAMES])
def test_sentences_read_right_for_one_name(game):
    texts = [text for seed in range(6) for text in _sentences(game, seed)]
    bare = bare_verbs(texts)
    bad = {text for text in texts if reads_wrong(text, bare)}
    assert not bad, "\n".join(sorted(bad)[:20])
