"""Hockey Card Game: scenarios written to kill mutants that survived the first mutation run.

See ``docs/testing.md`` for the run (mutmut 3.8.1 over ``hockey_card_game/rules.py``) and the
list of survivors. Rule numbers are the numbered paragraphs of the book
(``../shared/rules/hockey-card-game.md``). These tests pin what the first run showed the suite
never looked at: which rule a refusal cites, what a seat's view reports, that each player is
dealt a private hand (rule 2), that both seats appear in the action space, and the checks on
a new game's seed and names.
"""

from __future__ import annotations

from dataclasses import fields, replace

import pytest

from tabletop.engine.actions import Action
from tabletop.games import registry

GAME = registry().get("hockey-card-game")


def cited(n):
    return f"Hockey Card Game, rule {n}"


def cut_both(state):
    events = []
    for seat in (0, 1):
        state, more = GAME.apply(state, Action(seat, "cut"))
        events += more
    return state, events


def after_cut(seed=0):
    state = GAME.new_game(seed)
    while state.phase == "cut":
        state, _ = cut_both(state)
    return state


def started(seed=0, choice="lead"):
    state = after_cut(seed)
    state, _ = GAME.apply(state, Action(state.chooser, "choose", (choice,)))
    return state


def refused(state, action, code, rule_no):
    verdict = GAME.validate(state, action)
    assert not verdict.ok
    assert verdict.code == code
    assert verdict.rule == cited(rule_no)
    assert isinstance(verdict.reason, str) and verdict.reason
    assert f"rule {rule_no}" in verdict.message
    return verdict


# ----- each refusal cites the rule it comes from ----------------------------------------------
def test_playing_before_the_cut_cites_rule_1():
    """Rule 1: the game begins with both players cutting; no card is played before that."""
    refused(GAME.new_game(0), Action(0, "play", ("AS",)), "wrong-phase", 1)


def test_cutting_again_after_the_cut_cites_rule_1():
    state = after_cut(0)
    refused(state, Action(state.chooser, "cut"), "wrong-phase", 1)


def test_cutting_out_of_turn_cites_rule_1():
    refused(GAME.new_game(0), Action(1, "cut"), "not-your-turn", 1)


def test_choosing_before_the_cut_cites_rule_1():
    refused(GAME.new_game(0), Action(0, "choose", ("lead",)), "wrong-phase", 1)


def test_only_the_cut_winner_chooses_rule_1():
    """Rule 1: the player with the highest card chooses whether to deal or play first."""
    state = after_cut(0)
    verdict = refused(state, Action(1 - state.chooser, "choose", ("deal",)), "not-your-turn", 1)
    assert state.names[state.chooser] in verdict.reason


def test_playing_out_of_turn_cites_rule_4():
    """Rule 4: play alternates."""
    state = started(0)
    other = 1 - state.turn
    verdict = refused(state, Action(other, "play", (state.hands[other][0],)), "not-your-turn", 4)
    assert state.names[state.turn] in verdict.reason


def test_playing_a_card_not_in_hand_cites_rule_3():
    """Rule 3: the first player chooses a card (from their hand) and places it."""
    state = started(0)
    seat = state.turn
    card = state.deck[0]
    refused(state, Action(seat, "play", (card,)), "not-in-hand", 3)


def test_no_play_after_the_game_cites_rule_9():
    """Rule 9: the game is decided (or drawn) after three periods or the tie-breaker; no more play."""
    state = started(0)
    over = replace(state, phase="over", winners=(0,))
    refused(over, Action(over.turn, "play", (over.hands[over.turn][0],)), "game-over", 9)


# ----- dealing: each player gets a private hand (rule 2) --------------------------------------
def test_each_player_is_shown_only_their_own_new_hand():
    """Rule 2: each player looks at their cards without letting the other see them."""
    state = after_cut(1)
    state, events = GAME.apply(state, Action(state.chooser, "choose", ("deal",)))
    hands = [e for e in events if e.kind == "hand"]
    assert [e.audience for e in hands] == [frozenset({0}), frozenset({1})]
    for seat, e in enumerate(hands):
        assert e.data["seat"] == seat and tuple(e.data["cards"]) == state.hands[seat]
    deal = next(e for e in events if e.kind == "deal")
    assert deal.data == {"deal": 1, "size": 5} and deal.irreversible
    shuffle = next(e for e in events if e.kind == "shuffle")
    assert shuffle.chance and shuffle.irreversible and shuffle.data == {"seat": state.dealer}


def test_a_cut_is_a_chance_event_that_cannot_be_undone():
    """Rule 1 / R1: the cut shows a random card; undo after seeing it would let a player re-cut."""
    state, events = GAME.apply(GAME.new_game(4), Action(0, "cut"))
    cut = events[0]
    assert cut.kind == "cut" and cut.chance and cut.irreversible
    assert cut.data == {"seat": 0, "card": state.cut_cards[0]}
    assert state.names[0] in cut.text


def test_the_cut_winner_event_names_the_winner():
    """Rule 1: the player with the highest card wins the cut and chooses."""
    state, events = GAME.new_game(2), []
    while state.phase == "cut":
        state, more = cut_both(state)
        events += more
    won = [e for e in events if e.kind == "cut-won"]
    assert len(won) == 1
    assert won[0].data == {"seat": state.chooser} and state.names[state.chooser] in won[0].text


# ----- the view and the action space ----------------------------------------------------------
def test_a_seats_view_reports_the_public_position():
    """Every public field of the position (breakaway holder, score, dealer, deals...) reaches the view."""
    state = started(0)
    state = replace(state, breakaway=1, goals=((2, 1), (0, 3)), deal=3)
    for finished in (state, replace(state, phase="over", winners=(1,))):
        for seat in (0, 1, None):
            view = GAME.view(finished, seat)
            for f in fields(view):
                if hasattr(finished, f.name) and f.name != "seat":
                    assert getattr(view, f.name) == getattr(finished, f.name), f.name
            assert view.totals == (2, 4)


def test_the_action_space_has_both_seats_actions():
    space = list(GAME.action_space(GAME.new_game(0)))
    assert {a.seat for a in space} == {0, 1}
    assert len(space) == 2 * (3 + 52)


# ----- a new game -----------------------------------------------------------------------------
@pytest.mark.parametrize("seed", [True, "7", 1.5])
def test_the_seed_must_be_a_whole_number(seed):
    with pytest.raises(TypeError, match="^the seed must be a whole number$"):
        GAME.new_game(seed)


def test_the_game_is_dealt_from_the_standard_deck_not_players_decks():
    """Rule 2 deals from one standard deck: there are no decks of one's own to bring."""
    from tabletop.engine.errors import IllegalDeckError

    with pytest.raises(IllegalDeckError, match="^Hockey Card Game is not played with decks of your own$"):
        GAME.new_game(0, decks=())


def test_players_names_are_kept():
    state = GAME.new_game(0, names=("Ana", "Ben"))
    assert state.names == ("Ana", "Ben")
    assert GAME.new_game(0).names == ("Player 1", "Player 2")


def test_the_game_is_for_exactly_two_players():
    with pytest.raises(ValueError, match="^Hockey Card Game is for exactly two players$"):
        GAME.new_game(0, names=("Ana", "Ben", "Cy"))


# ----- the score announced at the end of a period ---------------------------------------------
def test_the_period_end_announces_each_players_own_goals():
    """Rule 9 counts each player's goals over the periods; the period's end says whose are whose."""
    state = GAME.new_game(0, names=("Ana", "Ben"))
    while state.phase == "cut":
        state, _ = cut_both(state)
    state, _ = GAME.apply(state, Action(state.chooser, "choose", ("lead",)))
    first = state.turn
    hands = [(), ()]
    hands[first], hands[1 - first] = ("2C",), ("3D",)
    state = replace(state, deal=len(state.deals), hands=tuple(hands), pile=("9H",), breakaway=None,
                    goals=((2, 1),))
    state, _ = GAME.apply(state, Action(first, "play", ("2C",)))
    state, events = GAME.apply(state, Action(1 - first, "play", ("3D",)))
    end = next(e for e in events if e.kind == "period-end")
    assert end.text == "Period 1 ends: Ana 2, Ben 1."
    assert end.data == {"period": 1, "goals": (2, 1)}


# ----- what the players read: the menu's words and the decisions' prompts ----------------------
def test_each_action_is_named_in_words_for_the_menus():
    """The menu names a play by its card as printed (rank and suit), and the cut and the choice
    of rule 1 by what they do."""
    state = GAME.new_game(0)
    assert GAME.describe_action(state, Action(0, "cut")) == "Cut the deck"
    assert GAME.describe_action(state, Action(1, "choose", ("lead",))) == "Play first"
    assert GAME.describe_action(state, Action(1, "choose", ("deal",))) == "Deal"
    for card in ("7H", "QS", "AC"):
        assert GAME.describe_action(state, Action(0, "play", (card,))) == f"Play {GAME.label(card)}"
    assert GAME.label("7H") != GAME.label("7S") and "7" in GAME.label("7H")


def test_each_decision_says_who_decides_and_what():
    """Rule 1: both players cut, the first then the second; the winner chooses to deal or to play
    first. Rules 3-4: then the players take turns playing a card onto the pile."""
    state = GAME.new_game(0)
    assert [(d.seat, d.kind, d.prompt) for d in GAME.pending(state)] == [(0, "cut", "Cut the deck")]
    state, _ = GAME.apply(state, Action(0, "cut"))
    assert [(d.seat, d.kind, d.prompt) for d in GAME.pending(state)] == [(1, "cut", "Cut the deck")]
    state = after_cut(0)
    assert [(d.seat, d.kind, d.prompt) for d in GAME.pending(state)] == [
        (state.chooser, "choose", "You won the cut: deal, or play first?")]
    state, _ = GAME.apply(state, Action(state.chooser, "choose", ("lead",)))
    for _ in range(3):
        assert [(d.seat, d.kind, d.prompt) for d in GAME.pending(state)] == [
            (state.turn, "play", "Play a card onto the pile")]
        state, _ = GAME.apply(state, GAME.legal_actions(state, state.turn)[0])
    assert GAME.pending(replace(state, phase="over")) == ()


def test_the_choice_event_says_who_plays_first_or_deals():
    state = after_cut(3)
    chooser = state.chooser
    for choice, verb in (("lead", "plays first"), ("deal", "deals")):
        after, events = GAME.apply(state, Action(chooser, "choose", (choice,)))
        assert events[0].kind == "choose"
        assert events[0].text == f"{state.names[chooser]} {verb}."
        assert events[0].data == {"seat": chooser, "choice": choice}
        assert after.player_one == (chooser if choice == "lead" else 1 - chooser)


# ----- malformed actions say what is wrong -----------------------------------------------------
@pytest.mark.parametrize("action, words", [
    (Action(0, "play", ()), "'play' needs one card of the standard deck, got []"),
    (Action(0, "play", ("ZZ",)), "'play' needs one card of the standard deck, got ['ZZ']"),
    (Action(0, "cut", ("7H",)), "'cut' takes no arguments"),
    (Action(0, "choose", ("first",)), "'choose' takes 'lead' or 'deal'"),
    (Action(0, "steal", ()), "Hockey Card Game has no action 'steal'"),
])
def test_a_malformed_action_says_what_is_wrong(action, words):
    from tabletop.engine.errors import MalformedActionError

    with pytest.raises(MalformedActionError) as error:
        GAME.validate(GAME.new_game(0), action)
    assert str(error.value) == words


# ----- the computer's guess at the hidden cards ------------------------------------------------
def positions(seed, steps):
    """Positions of one random game, every few moves."""
    import random as _random

    rng = _random.Random(seed)
    state = GAME.new_game(seed)
    out = []
    for n in range(steps):
        if GAME.is_over(state):
            break
        seat = GAME.pending(state)[0].seat
        state, _ = GAME.apply(state, rng.choice(GAME.legal_actions(state, seat)))
        if n < 3 or n % 7 == 3:          # the cut and the choice too, then every few moves
            out.append(state)
    return out


def test_a_guessed_position_looks_the_same_to_the_seat_that_guessed():
    """The computer player plays from a position it cannot tell from the real one (rule 2: the
    other hand and the deck are hidden): the guess shows the seat exactly its own view, holds the
    52 cards once each, and offers the same moves."""
    import random as _random

    rng = _random.Random(5)
    seen = set()
    for state in positions(11, 400) + positions(12, 400):
        for seat in (0, 1):
            view = GAME.view(state, seat)
            guess = GAME.determinize(view, rng)
            assert GAME.view(guess, seat) == view
            assert sorted(GAME.inventory(guess)) == sorted(GAME.card_ids)
            assert GAME.legal_actions(guess, seat) == GAME.legal_actions(state, seat)
            assert GAME.pending(guess) == GAME.pending(state)
            assert not set(guess.hands[1 - seat]) & (set(view.hand) | set(view.pile))
            seen.add(state.period)
    assert {0, 1, 2} <= seen


def test_a_guessed_position_can_be_played_on_to_the_end():
    """The computer plays its guesses out to the end of the game (later periods shuffle and deal
    from the guess's own chance), so a guess must be a whole game, not only a look-alike."""
    import random as _random

    rng = _random.Random(9)
    for state in positions(13, 60)[::3]:
        for seat in (0, 1):
            guess = GAME.determinize(GAME.view(state, seat), rng)
            steps = 0
            while not GAME.is_over(guess):
                mover = GAME.pending(guess)[0].seat
                guess, _ = GAME.apply(guess, rng.choice(GAME.legal_actions(guess, mover)))
                steps += 1
            assert steps > 0 and GAME.outcome(guess) is not None


def test_a_guess_from_a_view_that_does_not_add_up_is_refused():
    import random as _random

    state = started(0)
    view = replace(GAME.view(state, 0), deck_size=GAME.view(state, 0).deck_size + 1)
    with pytest.raises(ValueError, match="does not add up"):
        GAME.determinize(view, _random.Random(0))


# ----- a game object reading its cards afresh ---------------------------------------------------
def test_a_game_object_reading_the_deck_afresh_plays_exactly_as_the_registered_one():
    """The card tables (ranks for matching, cut values for rule 1's highest card, labels, the
    order hands are sorted in, the prepared actions and decisions) are read on first use. A
    second game object that reads them afresh must play the same games move for move: same
    decisions, same legal moves, same menu words, same events, same views."""
    import random as _random

    from tabletop.games.hockey_card_game.rules import HockeyCardGame

    fresh = HockeyCardGame()
    assert fresh.card_ids == GAME.card_ids and len(fresh.card_ids) == 52
    for seed in (3, 8, 21):
        rng = _random.Random(seed)
        a = GAME.new_game(seed, names=("Ana", "Ben"))
        b = fresh.new_game(seed, names=("Ana", "Ben"))
        while not GAME.is_over(a):
            assert fresh.pending(b) == GAME.pending(a)
            seat = GAME.pending(a)[0].seat
            legal = GAME.legal_actions(a, seat)
            assert fresh.legal_actions(b, seat) == legal
            assert [fresh.describe_action(b, x) for x in legal] == [GAME.describe_action(a, x) for x in legal]
            for other in (0, 1):
                assert fresh.view(b, other) == GAME.view(a, other)
            action = rng.choice(legal)
            a, events_a = GAME.apply(a, action)
            b, events_b = fresh.apply(b, action)
            assert events_b == events_a
            assert b == a
        assert fresh.outcome(b) == GAME.outcome(a)


# ----- what the log and the refusals say, word for word -----------------------------------------
def test_three_whole_games_say_exactly_what_they_said_when_recorded():
    """The log is what the players read of the game: who cut what, who deals, each play, each
    breakaway, goal, interception and steal, the period scores, the tie-breaker and the result.
    Three seeded games (``transcripts.GAMES``: a cut tie and tie-breaker; a tie-breaker won by a
    goal; rule 6's block variant with rule 3 off, drawn) must say, step by step, what they said
    when recorded: the decisions and prompts, the menu words, a refused move's words, and every
    event (kind, sentence, data, who may see it, chance, irreversible)."""
    import gzip
    import json

    from tests.games import transcripts

    transcripts.check("hockey-card-game")
    recorded = json.loads(gzip.decompress(transcripts.path("hockey-card-game").read_bytes()))
    kinds = {e[0] for steps in recorded.values() for step in steps for e in step["events"]}
    assert {"cut-tie", "cut-won", "breakaway", "goal", "intercepted", "stolen", "blocked", "tied",
            "period-end", "game-over", "hand"} <= kinds


def test_each_refusal_says_why_in_words():
    """The player is told why a move is refused, naming the rule (rules 1, 3, 4, 9)."""
    fresh = GAME.new_game(0, names=("Ana", "Ben"))
    assert GAME.validate(fresh, Action(0, "play", ("7H",))).reason == \
        "No cards are played until the deck is cut and dealt."
    assert GAME.validate(fresh, Action(1, "cut")).reason == "Ana cuts now."
    assert GAME.validate(fresh, Action(0, "choose", ("lead",))).reason == \
        "Dealer and first player are chosen once, after the cut."
    state = after_cut(0)
    state = replace(state, names=("Ana", "Ben"))
    assert GAME.validate(state, Action(0, "cut")).reason == "The deck has already been cut."
    other = 1 - state.chooser
    assert GAME.validate(state, Action(other, "choose", ("deal",))).reason == \
        f"{state.names[state.chooser]} won the cut and chooses."
    state, _ = GAME.apply(state, Action(state.chooser, "choose", ("lead",)))
    turn = state.turn
    assert GAME.validate(state, Action(1 - turn, "play", (state.hands[1 - turn][0],))).reason == \
        f"It is {state.names[turn]}'s turn; players take turns to play."
    missing = next(c for c in GAME.card_ids if c not in state.hands[turn])
    assert GAME.validate(state, Action(turn, "play", (missing,))).reason == \
        f"{GAME.label(missing)} is not in your hand."
    state = replace(state, pile=("9H",), hands=tuple(("9S", "2C") if s == turn else state.hands[s] for s in (0, 1)))
    assert GAME.validate(state, Action(turn, "play", ("2C",))).reason == \
        "You hold a card that matches the 9♥; you may play a different card only when you cannot match."
    over = replace(state, phase="over", winners=(0,))
    assert GAME.validate(over, Action(turn, "play", ("9S",))).reason == "The game is over."
