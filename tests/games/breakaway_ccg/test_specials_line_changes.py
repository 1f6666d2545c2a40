"""Breakaway: CCG, the specials that change cards with the bench (Part 3: Rushed line Change,
Changing Lines, Bad Change, Time out; Part 2, "Game Setup": the bench, and "Stoppage": line changes).

Rulings O96 (Rushed line Change), O97 (Changing Lines), O98 (Bad Change) and O100 (Time out) in
``docs/rulings/breakaway-ccg.md``.
"""

from __future__ import annotations

from collections import Counter

import pytest

from tabletop.engine import chance
from tabletop.engine.actions import Action
from tabletop.engine.events import Event
from tabletop.engine.verdict import ALLOWED
from tabletop.games.breakaway_ccg.cards import SpecialRule
from tabletop.games.breakaway_ccg.official.basics import Stoppage
from tabletop.games.breakaway_ccg.specials import handlers as sh
from tabletop.games.breakaway_ccg.specials import interpreter as sp
from tabletop.games.breakaway_ccg.specials import play
from tabletop.games.breakaway_ccg.state import STOPPAGE, USE, evolve
from tests.games.breakaway_ccg.helpers_specials import (
    BRK,
    CAPTAIN,
    CROWD,
    FRESH,
    GRINDER,
    PLAYMAKER,
    ROOKIE,
    ROOKIE1,
    RUSHED,
    SPENT,
    TIMEOUT,
    TablesWithRules,
    changed,
    described,
    eff,
    ev,
    glossary,
    legal,
    own,
    pos,
    pub,
    refused,
    refused_citing,
    said,
    used,
    using,
    x,
)
from tests.games.breakaway_ccg.support import GAME, T, act, official, r, verdict

#: Seat 0's bench in the default position (``official()``): its five cards.
BENCH0 = ("s1:sniper-7-skate", "s1:playmaker-5-skate", "s1:enforcer-1-glove", "s1:goalie-g-skate",
          "s1:captain-8-glove")


#: Player cards of seat 0 whose names are not on its bench: each may replace any bench card.
FREE0 = (r(0, "grinder-3-helmet"), r(0, "rookie-0-helmet"), r(0, "power-forward-6-helmet"))


def test_rushed_line_change_allows_two_bench_switches_anywhere_and_cannot_be_ignored():
    """Glossary, Rushed line Change: change two cards anywhere on the ice; the special cannot be
    ignored (ruling O96: two switches with the bench in this Phase 3, from any zone)."""
    card = x(0, "rushed-change-2-stick")
    state = official(hands=((card, *FREE0), ()), extra=(("rushed-change-2-stick",), ()), puck="w5", control=1,
                     turn=0)
    assert state.benches[0] == BENCH0
    state = act(state, 0, "play", card)
    assert not verdict(state, 0, "switch", FREE0[0], BENCH0[0]).ok        # not before the special
    state = act(state, 0, "special", "rushed-line-change")
    assert state.phase == USE
    assert Action(0, "switch", (FREE0[0], BENCH0[0])) in legal(state, 0, "switch")
    state = act(state, 0, "switch", FREE0[0], BENCH0[0])
    state = act(state, 0, "switch", FREE0[1], BENCH0[1])
    assert FREE0[0] in state.benches[0] and FREE0[1] in state.benches[0]
    assert BENCH0[0] in state.hands[0] and BENCH0[1] in state.hands[0]
    assert state.turn == 1 or not verdict(state, 0, "switch", FREE0[2], BENCH0[2]).ok    # no third
    from tabletop.games.breakaway_ccg.specials import interpreter as specials
    assert specials.unignorable(T, state, card)


def test_rushed_line_change_is_not_offered_without_a_card_for_the_bench():
    """Glossary, Rushed line Change: with no Player card of its team in hand there is nothing to change."""
    card = x(0, "rushed-change-2-stick")
    state = official(hands=((r(0, "goal-skate"),), ()), play=(card,), extra=(("rushed-change-2-stick",), ()),
                     puck="c9", control=0, turn=0, phase=USE)
    assert not legal(state, 0, "special")
    v = verdict(state, 0, "special", "rushed-line-change")
    assert not v.ok and v.code == "special-can-switch"


def test_changing_lines_on_a_playmaker_allows_up_to_five_switches():
    """Glossary, Changing Lines: played on a Playmaking card, change any number of cards with the
    bench (ruling O97: up to five switches, the bench's size; a Playmaker is a Playmaking card)."""
    card = x(0, "fresh-legs-4-helmet")
    state = official(hands=((card, *FREE0, r(0, "sniper-7-helmet"), r(0, "two-way-forward-4-helmet")), ()),
                     play=(r(1, "playmaker-5-glove"),), extra=(("fresh-legs-4-helmet",), ()), puck="c9", control=0,
                     turn=0)
    state = act(state, 0, "play", card)
    state = act(state, 0, "special", "changing-lines")
    outs = (*FREE0, r(0, "sniper-7-helmet"), r(0, "two-way-forward-4-helmet"))
    backs = (BENCH0[1], BENCH0[2], BENCH0[3], BENCH0[0], BENCH0[4])
    for out, back in zip(outs, backs):
        assert state.phase == USE and state.turn == 0
        state = act(state, 0, "switch", out, back)
    assert set(state.benches[0]) == set(outs)
    assert not legal(state, 0, "switch")


def test_changing_lines_needs_a_playmaker_or_substitution_card_beneath():
    """Glossary, Changing Lines: only when played on a Playmaking or Substitution card."""
    card = x(0, "fresh-legs-4-helmet")
    state = official(hands=((card, *FREE0), ()), play=(r(1, "goal-skate"),), extra=(("fresh-legs-4-helmet",), ()),
                     puck="c9", control=0, turn=0)
    state = act(state, 0, "play", card)
    v = verdict(state, 0, "special", "changing-lines")
    assert not v.ok and v.code == "special-on-playmaking-or-substitution"
    sub = official(hands=((card, *FREE0), ()), play=(x(1, "line-change-helmet"),),
                   extra=(("fresh-legs-4-helmet",), ("line-change-helmet",)), puck="c9", control=0, turn=0)
    sub = act(sub, 0, "play", card)
    assert verdict(sub, 0, "special", "changing-lines").ok


def test_switchable_hand_cards_are_own_player_cards_without_a_second_name_on_the_bench():
    """Game Setup: a bench holds no two cards of one name; Rushed line Change / Changing Lines (O96,
    O97): only the side's own Player cards go to the bench."""
    hand = (PLAYMAKER, ROOKIE, BRK, ROOKIE1, GRINDER)
    s = pos((RUSHED,), hands=(hand, ()))
    assert s.benches[0] == BENCH0
    assert sp.switchable(T, s, 0) == (PLAYMAKER, ROOKIE, GRINDER)
    assert sp.switchable(T, s, 0, back="s1:playmaker-5-skate") == (PLAYMAKER, ROOKIE, GRINDER)
    assert sp.switchable(T, s, 0, back="s1:captain-8-glove") == (ROOKIE, GRINDER)
    two = pos((RUSHED,), hands=(hand, ()), benches=(("s1:playmaker-5-skate", "s1:playmaker-5-stick"), ()))
    assert sp.switchable(T, two, 0) == (ROOKIE, GRINDER)
    assert sp.switchable(T, two, 0, back="s1:playmaker-5-skate") == (ROOKIE, GRINDER)
    assert sp.switchable(T, pos((RUSHED,), hands=(hand, ()), benches=((), ())), 0) == ()
    assert sp._card_holds(T, s, 0, RUSHED, "can-switch")
    assert not sp._card_holds(T, pos((RUSHED,), hands=((BRK, ROOKIE1), ())), 0, RUSHED, "can-switch")


def test_the_bench_specials_allow_their_switches_this_turn():
    """Rushed line Change (O96): two switches, and the card cannot be Ignored; Changing Lines (O97):
    five."""
    s = pos((RUSHED,), hands=((ROOKIE,), ()))
    new, events = used(s, "rushed-line-change")
    assert events == [
        said(
            0,
            "rushed-line-change",
            RUSHED,
            "Wherever the puck is, trade up to two cards with your bench this turn. "
            "This card cannot be ignored.",
        ),
        pub("special-bench", "Player 1 may switch up to 2 card(s) with the bench this turn.", {"seat": 0}),
    ]
    assert changed(s, new) == {
        "special_used": True,
        "effects": (
            eff("bench-switches", 0, "turn", "2", RUSHED),
            eff("unignorable", 0, "stoppage", "rushed-line-change", RUSHED),
        ),
    }
    assert sp.bench_switches(new, 0) == 2 and sp.bench_switches(new, 1) == 0
    s = pos((PLAYMAKER, FRESH), hands=((ROOKIE,), ()))
    new, events = used(s, "changing-lines")
    assert events[1] == pub(
        "special-bench", "Player 1 may switch up to 5 card(s) with the bench this turn.", {"seat": 0}
    )
    assert changed(s, new) == {
        "special_used": True,
        "effects": (eff("bench-switches", 0, "turn", "5", FRESH),),
    }
    rule = SpecialRule("use", (), "opponent", {"bench-switches": 1}, "turn")
    events = []
    new = play._change(T, s, 0, FRESH, "changing-lines", rule, events)
    assert ev(events) == [
        pub("special-bench", "Player 2 may switch up to 1 card(s) with the bench this turn.", {"seat": 1})
    ]
    assert new.effects == (eff("bench-switches", 1, "turn", "1", FRESH),)


def test_a_special_s_switch_leaves_the_stoppage_count_alone_and_counts_its_own_down():
    """Rushed line Change (O96): the special's switches are its own, not the stoppage's two."""
    s = pos(
        (RUSHED,),
        hands=((ROOKIE,), ()),
        swaps=(1, 0),
        ready=(True, False),
        effects=(eff("bench-switches", 1, "turn", "1", "x"), eff("bench-switches", 0, "turn", "2", RUSHED)),
    )
    events = []
    new = play.use_switch(T, s, 0, ROOKIE, "s1:sniper-7-skate", events)
    assert [e.kind for e in events[:2]] == ["bench", "bench-own"]
    assert new.hands == (("s1:sniper-7-skate",), ()) and new.benches[0][0] == ROOKIE
    assert (new.swaps, new.ready) == ((1, 0), (True, False))
    assert new.effects == (
        eff("bench-switches", 1, "turn", "1", "x"),
        eff("bench-switches", 0, "turn", "1", RUSHED),
    )
    assert new.phase == USE and new.turn == 0
    assert sp.bench_switches(new, 0) == 1 and sp.bench_switches(new, 1) == 1
    assert sp.bench_switches(pos(()), 0) == 0
    assert sp.bench_switches(pos((), effects=(eff("free-actions", 0, "turn", "2", BRK),)), 0) == 0


def test_bad_change_takes_the_named_bench_card_and_a_random_hand_card_goes_on_the_bench():
    """Glossary, Bad Change: switch one card with the bench, the opponent choosing at random which
    card goes onto it (ruling O98: the user names the bench card; the card that goes is drawn by
    chance among those that may)."""
    card = x(0, "too-many-men-1-glove")
    outs = Counter()
    for seed in range(12):
        state = official(hands=((card, *FREE0), ()), extra=(("too-many-men-1-glove",), ()), puck="c9", control=0,
                         turn=0, seed=seed)
        state = act(state, 0, "play", card)
        offered = legal(state, 0, "special-card")
        assert {a.args[1] for a in offered} == set(BENCH0)
        assert "from the bench" in described(state, offered[0])
        state = act(state, 0, "special-card", "bad-change", BENCH0[4])
        assert BENCH0[4] in state.hands[0]
        went = [c for c in state.benches[0] if c not in BENCH0]
        assert len(went) == 1 and went[0] in FREE0
        outs[went[0]] += 1
    assert len(outs) > 1                       # chance, not the user, picks the card


def test_bad_change_on_a_substitution_card_sends_an_opponent_card_to_its_deck():
    """Glossary, Bad Change: played on a Substitution card, a card of the opponent's hand goes on its
    deck (ruling O98: a random one, on top)."""
    card = x(0, "too-many-men-1-glove")
    theirs = (r(1, "goal-skate"), r(1, "save-helmet"))
    state = official(hands=((card, *FREE0), theirs), play=(x(1, "line-change-helmet"),),
                     extra=(("too-many-men-1-glove",), ("line-change-helmet",)), puck="c9", control=0, turn=0)
    state = act(state, 0, "play", card)
    state = act(state, 0, "special-card", "bad-change", BENCH0[0])
    gone = [c for c in theirs if c not in state.hands[1]]
    assert len(gone) == 1 and state.decks[1][0] == gone[0]


MEN = "s1:too-many-men-1-glove"
HELD1 = (r(1, "goal-skate"), r(1, "save-helmet"))


def changing(below=(), hand=FREE0, theirs=HELD1, **fields):
    return using(MEN, below, hands=(hand, theirs), **fields)


def test_bad_change_offers_each_bench_card_some_hand_card_may_replace():
    """Part 3, Bad Change: switch a card with the bench (O98: the user names the bench card)."""
    assert sh._bad_change_actions(T, changing(), "bad-change") == [Action(0, "special-card", ("bad-change", b))
                                                                   for b in BENCH0]
    sniper = (r(0, "sniper-7-helmet"),)
    assert sh._bad_change_actions(T, changing(hand=sniper), "bad-change") == [
        Action(0, "special-card", ("bad-change", "s1:sniper-7-skate"))]
    seat1 = using(MEN, seat=1, hands=((), (r(1, "rookie-0-glove"),)))
    assert sh._bad_change_actions(T, seat1, "bad-change") == [
        Action(1, "special-card", ("bad-change", "s2:rookie-0-stick"))]          # the one Rookie of the bench


def test_bad_change_names_a_bench_card_that_a_hand_card_may_replace():
    """O98: the card named comes from the user's bench; some hand card must be able to go there."""
    state = changing(hand=(r(0, "sniper-7-helmet"),))
    assert sh._bad_change_check(T, state, Action(0, "special-card", ("bad-change", "s1:sniper-7-skate"))) == ALLOWED
    refused_citing(sh._bad_change_check(T, state, Action(0, "special-card", ("bad-change", "s1:captain-8-glove"))),
            "special-can-switch", "Bad Change: no card of your hand may go on the bench in its place.",
            glossary("Bad Change"))
    why = "Bad Change names the card you take from your bench."
    refused_citing(sh._bad_change_check(T, state, Action(0, "special-card", ("bad-change", r(0, "sniper-7-helmet")))),
            "special-card", why, glossary("Bad Change"))
    refused_citing(sh._bad_change_check(T, state, Action(0, "special", ("bad-change",))), "special-card", why,
            glossary("Bad Change"))
    refused_citing(sh._bad_change_check(T, state, Action(0, "special-choice", ("bad-change", "s1:sniper-7-skate"))),
            "special-card", why, glossary("Bad Change"))


def test_bad_change_benches_a_hand_card_drawn_by_chance():
    """Part 3, Bad Change: the opponent picks at random the card that goes on the bench (O98: drawn
    with the game's chance among those that may; no switch of a stoppage is spent)."""
    state = changing(seed=3)
    back = BENCH0[4]
    out = chance.pick(state.seed, state.chance, FREE0)
    events = []
    after = sh._bad_change_apply(T, state, Action(0, "special-card", ("bad-change", back)), events)
    assert events[0] == Event("special", "Bad Change: Player 1 takes a card from the bench; Player 2 picks blindly "
                                         "which card goes on it.", chance=True, irreversible=True)
    assert events[0].data == {"seat": 0, "special": "bad-change"}
    assert back in after.hands[0] and out in after.benches[0] and out not in after.hands[0]
    assert (after.swaps, after.ready, after.chance, after.special_used) == ((0, 0), (True, True),
                                                                            state.chance + 1, True)
    assert after.hands[1] == state.hands[1] and after.decks[1] == state.decks[1]
    picks = set()
    for seed in range(8):
        other = evolve(changing(), seed=seed, chance=seed + 2)
        benched_now = sh._bad_change_apply(T, other, Action(0, "special-card", ("bad-change", back)), []).benches[0][4]
        assert benched_now == chance.pick(seed, seed + 2, FREE0)
        picks.add(benched_now)
    assert picks == set(FREE0)
    # a Sniper of the hand cannot take the Captain's place while the bench keeps its Sniper (Game Setup)
    grinder, sniper = FREE0[0], r(0, "sniper-7-helmet")
    for seed in range(6):
        other = changing(hand=(sniper, grinder), seed=seed)
        after = sh._bad_change_apply(T, other, Action(0, "special-card", ("bad-change", back)), [])
        assert after.benches[0] == (*BENCH0[:4], grinder) and sniper in after.hands[0]


SUB = "s2:line-change-helmet"


def test_bad_change_on_a_substitution_card_puts_an_opponents_card_on_its_deck():
    """Part 3, Bad Change: on a Substitution card a card of the opponent's hand goes on its deck
    (O98: one at random, not a Momentum Card; only its owner learns which)."""
    theirs = (r(1, "goal-skate"), r(1, "save-helmet"), r(1, "rookie-0-glove"))
    state = changing((SUB,), theirs=theirs, extras=((), (theirs[0],)), seed=5)
    events = []
    after = sh._bad_change_apply(T, state, Action(0, "special-card", ("bad-change", BENCH0[0])), events)
    lost = chance.pick(state.seed, state.chance + 1, theirs[1:])
    assert after.decks[1] == (lost, *state.decks[1])
    assert after.hands[1] == tuple(c for c in theirs if c != lost)
    assert after.chance == state.chance + 2
    deck_events = [e for e in events if e.kind in ("special-deck", "deck-own")]
    assert deck_events[0] == Event("special-deck", "Bad Change on a Substitution card: a card of Player 2's hand "
                                                   "goes on top of their deck.", chance=True, irreversible=True)
    assert deck_events[0].data == {"seat": 1, "special": "bad-change"}
    assert deck_events[1].audience == frozenset({1})
    assert deck_events[1].text == f"{T.label[lost]} goes from your hand to the top of your deck."
    assert deck_events[1].data == {"seat": 1, "card": lost}
    # the other way round: seat 1's Bad Change sends a card of seat 0's hand to seat 0's deck
    mine = (r(0, "goal-helmet"), ROOKIE)
    state = using("s2:too-many-men-1-glove", ("s1:line-change-helmet",), seat=1, control=0,
                  hands=(mine, (r(1, "grinder-3-glove"),)))
    after = sh._bad_change_apply(T, state, Action(1, "special-card", ("bad-change", "s2:power-forward-6-helmet")), [])
    lost = chance.pick(state.seed, state.chance + 1, mine)
    assert after.decks[0] == (lost, *state.decks[0]) and after.decks[1] == state.decks[1]
    assert after.hands[0] == tuple(c for c in mine if c != lost)
    assert after.hands[1] == ("s2:power-forward-6-helmet",) and after.benches[1][0] == r(1, "grinder-3-glove")
    lost_set = {sh._bad_change_apply(T, changing((SUB,), theirs=theirs, extras=((), (theirs[0],)), seed=s),
                                     Action(0, "special-card", ("bad-change", BENCH0[0])), []).decks[1][0]
                for s in range(10)}
    assert lost_set == set(theirs[1:])


def test_bad_change_takes_no_opponents_card_off_a_substitution_or_from_momentum_cards_only():
    """Part 3, Bad Change: only on a Substitution card; O98: a Momentum Card of the hand is not taken."""
    for below in ((), (r(1, "rookie-0-skate"),)):
        state = changing(below)
        after = sh._bad_change_apply(T, state, Action(0, "special-card", ("bad-change", BENCH0[0])), [])
        assert (after.hands[1], after.decks[1], after.chance) == (state.hands[1], state.decks[1], state.chance + 1)
    only_momentum = changing((SUB,), theirs=(r(1, "goal-skate"),), extras=((), (r(1, "goal-skate"),)))
    after = sh._bad_change_apply(T, only_momentum, Action(0, "special-card", ("bad-change", BENCH0[0])), [])
    assert (after.hands[1], after.decks[1]) == (only_momentum.hands[1], only_momentum.decks[1])
    assert after.turn == 0
    ended = sh._bad_change_apply(T, changing(**SPENT),
                                 Action(0, "special-card", ("bad-change", BENCH0[0])), [])
    assert ended.turn == 1


def _stoppage(hands, **fields):
    state = official(hands=hands, extra=(("time-out-helmet",), ()), **fields)
    from tabletop.games.breakaway_ccg.official import sequence as fl
    return fl.stop_play(T, state, [], "end-zone", "center", chooser=0, discard=False, draws=False)


def test_time_out_before_a_faceoff_takes_a_momentum_card_and_rebuilds_the_bench():
    """Glossary, Time out: before a face-off, once per game: a Momentum Card, hand and bench
    combined into a new five-card bench, and the opponent one more switch (ruling O100)."""
    card = x(0, "time-out-helmet")
    hand = (card, *FREE0, r(0, "sniper-7-helmet"), r(0, "two-way-forward-4-helmet"))
    state = _stoppage((hand, ()), momentum=(r(1, "goal-skate"),))
    state = act(state, 1, "keep")
    assert state.phase == STOPPAGE and state.ready[1]
    action = Action(0, "special-card", ("timeout", card))
    assert action in GAME.legal_actions(state, 0)
    assert described(state, action).startswith("Call Time out")
    state = act(state, 0, "special-card", "timeout", card)
    assert card in state.discards[0] and r(1, "goal-skate") in state.hands[0]
    assert not state.ready[1]                                  # the opponent's extra switch
    outs = hand[1:]
    for out, back in zip(outs, (BENCH0[1], BENCH0[2], BENCH0[3], BENCH0[0], BENCH0[4])):
        state = act(state, 0, "switch", out, back)
    assert set(state.benches[0]) == set(outs)                  # a whole new bench
    assert legal(state, 0, "switch")                           # and two more switches, as at any stoppage


def _once(seat):
    from tabletop.games.breakaway_ccg.official.basics import Effect
    return Effect("once", seat, "game", "timeout", "")


def test_time_out_is_once_per_game_and_not_in_play():
    """Glossary, Time out: once per game, per player, and only before a face-off."""
    card = x(0, "time-out-helmet")
    state = _stoppage(((card, *FREE0), ()))
    used = evolve(state, effects=state.effects + (_once(0),))
    v = verdict(used, 0, "special-card", "timeout", card)
    assert not v.ok and v.code == "special-once-per-game"
    in_play = official(hands=((card,), ()), extra=(("time-out-helmet",), ()), puck="c9", control=0, turn=0)
    in_play = act(in_play, 0, "play", card)
    assert not verdict(in_play, 0, "special", "timeout").ok


def test_time_out_is_offered_from_the_hand_before_the_faceoff_once_a_game():
    """Time out (O100): played from the hand during a stoppage, before its side is done with the
    bench, once a game per side."""
    st = Stoppage("end-zone", "west-end", 0)
    s = pos(
        (),
        hands=((TIMEOUT, ROOKIE), (ROOKIE1,)),
        phase=STOPPAGE,
        stoppage=st,
        momentum=(GRINDER,),
        ready=(False, True),
        swaps=(1, 2),
    )
    assert sp.stoppage_actions(T, s, 0) == [Action(0, "special-card", ("timeout", TIMEOUT))]
    assert sp.stoppage_actions(T, s, 1) == []
    assert sp.stoppage_rules(T, TIMEOUT) == [("timeout", T.cards.special_rules["timeout"][0])]
    assert sp.stoppage_rules(T, CROWD) == []
    assert sp.stoppage_verdict(T, s, 0, "timeout", TIMEOUT) == ALLOWED
    refused(
        sp.stoppage_verdict(T, s, 1, "timeout", TIMEOUT),
        "not-in-hand",
        "Time Out (helmet) is not in your hand.",
        "Time out",
    )
    refused(
        sp.stoppage_verdict(T, s, 0, "timeout", ROOKIE),
        "special-window",
        "Rookie 0 (helmet) has no Time out to call before a face-off.",
        "Time out",
    )
    refused(
        sp.stoppage_verdict(T, s, 0, "crowd", TIMEOUT),
        "special-window",
        "Time Out (helmet) has no Crowd to call before a face-off.",
        "Crowd",
    )
    refused(
        sp.stoppage_verdict(T, evolve(s, ready=(True, False)), 0, "timeout", TIMEOUT),
        "bench-done",
        "Time out comes before you are done with the bench for this face-off.",
        "Time out",
    )
    refused(
        sp.stoppage_verdict(
            T, evolve(s, effects=(eff("once", 0, "game", "timeout"),)), 0, "timeout", TIMEOUT
        ),
        "special-once-per-game",
        "Time out: each side calls it once a game.",
        "Time out",
    )
    assert sp.stoppage_actions(T, evolve(s, ready=(True, False)), 0) == []
    s1 = pos((), hands=((), ("s2:time-out-helmet",)), phase=STOPPAGE, stoppage=st, ready=(False, False))
    assert sp.stoppage_actions(T, s1, 1) == [Action(1, "special-card", ("timeout", "s2:time-out-helmet"))]


def test_time_out_takes_a_momentum_card_rebuilds_the_bench_and_gives_the_opponent_a_switch():
    """Time out (O100): the card goes to its owner's discards; a Momentum Card; the hand and bench
    remade (five switches); the opponent one more switch, even once done."""
    st = Stoppage("end-zone", "west-end", 0)
    s = pos(
        (),
        hands=((TIMEOUT, ROOKIE), (ROOKIE1,)),
        phase=STOPPAGE,
        stoppage=st,
        momentum=(GRINDER,),
        ready=(False, True),
        swaps=(1, 2),
        extras=((TIMEOUT,), ()),
    )
    events = []
    new = sp.use_at_stoppage(T, s, 0, "timeout", TIMEOUT, events)
    assert ev(events) == [
        pub(
            "special",
            "Player 1 plays Time Out (helmet) for Time out: Once a game, before a face-off: play this card "
            "from your hand to take a Momentum Card and rebuild your bench from hand and bench; your "
            "opponent gets one more switch.",
            {"seat": 0, "special": "timeout", "card": TIMEOUT},
        ),
        pub("special-momentum", "Player 1 takes a Momentum Card.", {"seat": 0}),
        own(
            0,
            "momentum-own",
            "You take Grinder 3 (helmet) from the Momentum pile.",
            {"seat": 0, "card": GRINDER},
            irreversible=True,
        ),
        pub("special-bench", "Player 2 may switch 1 more card(s) with the bench.", {"seat": 1}),
    ]
    assert changed(s, new) == {
        "hands": ((ROOKIE, GRINDER), (ROOKIE1,)),
        "discards": ((TIMEOUT,), ()),
        "swaps": (-4, 1),
        "ready": (False, False),
        "momentum": (),
        "extras": ((GRINDER,), ()),
        "effects": (eff("once", 0, "game", "timeout", TIMEOUT),),
    }
    s2 = evolve(s, ready=(False, False), swaps=(0, 1))
    assert sp.use_at_stoppage(T, s2, 0, "timeout", TIMEOUT, []).swaps == (-5, 0)
    with pytest.raises(ValueError, match=r"^the change 'tokens' of 'timeout' has no stoppage meaning$"):
        sp.use_at_stoppage(
            TablesWithRules(T, {TIMEOUT: [("timeout", SpecialRule("stoppage", (), "self", {"tokens": 1}, "now"))]}),
            s,
            0,
            "timeout",
            TIMEOUT,
            [],
        )
    twice = TablesWithRules(T, {TIMEOUT: [("timeout", SpecialRule("stoppage", (), "self", {"momentum": 2}, "now"))]})
    new = sp.use_at_stoppage(twice, evolve(s, momentum=(GRINDER, CAPTAIN, BRK)), 0, "timeout", TIMEOUT, [])
    assert new.hands[0] == (ROOKIE, GRINDER, CAPTAIN) and new.effects == ()


def test_more_switches_are_not_given_to_a_side_barred_by_its_icing():
    """Time out (O100): the opponent's extra switch, unless its own Icing bars its switches (O8)."""
    st = Stoppage("icing", "west-end", 0, no_bench=1)
    s = pos((), phase=STOPPAGE, stoppage=st, ready=(False, True), swaps=(0, 2))
    events = []
    assert sp._more_switches(s, 1, 1, events) is s and events == []
    new = sp._more_switches(s, 0, 2, events)
    assert (new.swaps, new.ready) == ((-2, 2), (False, True))
    assert ev(events) == [
        pub("special-bench", "Player 1 may switch 2 more card(s) with the bench.", {"seat": 0})
    ]
    s = pos((), phase=STOPPAGE, stoppage=None, ready=(True, True), swaps=(1, 1))
    assert sp._more_switches(s, 1, 1, []).swaps == (1, 1) and sp._more_switches(s, 1, 1, []).ready == (
        True,
        False,
    )
