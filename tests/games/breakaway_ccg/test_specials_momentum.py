"""Breakaway: CCG, the specials that draw from the Momentum pile, add tokens or touch the draws
and decks (Part 3: Extra Man, Extra Attacker, Crowd Special, Hit the Post, Hit the Crossbar, 1 on 1
Forward, 1 on 1 Defense, Skip, Skip 2, Shuffle; Part 2, "Game Components": Momentum Tokens and
Momentum Cards).

Rulings O46 (Crowd's token), O47 (Skip's draw), O51 (Extra Attacker), O57/O58 (1 on 1) and O99
(Shuffle) in ``docs/rulings/breakaway-ccg.md``.
"""

from __future__ import annotations

from tabletop.engine import chance
from tabletop.engine.actions import Action
from tabletop.engine.events import Event
from tabletop.engine.verdict import ALLOWED
from tabletop.games.breakaway_ccg.cards import SpecialRule
from tabletop.games.breakaway_ccg.specials import handlers as sh
from tabletop.games.breakaway_ccg.specials import interpreter as sp
from tabletop.games.breakaway_ccg.specials import play, windows
from tabletop.games.breakaway_ccg.state import START, USE, evolve
from tests.games.breakaway_ccg.helpers_specials import (
    BRK,
    BRK1,
    CAPTAIN,
    CROWD,
    DEF,
    GRINDER,
    ROOKIE,
    ROOKIE1,
    SPENT,
    changed,
    described,
    done,
    eff,
    ev,
    glossary,
    legal,
    own,
    play_new_card,
    pos,
    pub,
    refused_citing,
    said,
    to_play,
    used,
    using,
    x,
)
from tests.games.breakaway_ccg.support import GAME, T, act, official, r, verdict


def test_extra_man_takes_the_top_momentum_card_and_cannot_be_ignored():
    """Glossary, Extra Man: take a Momentum Card; this special cannot be ignored (no Tip on it)."""
    pile = (r(1, "rookie-0-stick"),)
    state = official(hands=((r(0, "shot-on-goal-4-helmet"), r(0, "tip-in-5-helmet")), (r(1, "power-play-7-all"),)),
                     puck="e4", control=0, turn=0, momentum=pile)
    state = act(state, 0, "play", r(0, "shot-on-goal-4-helmet"))
    state = done(act(state, 0, "shoot"), 0)
    state = act(state, 1, "play", r(1, "power-play-7-all"))       # the Shot Card
    state = act(state, 1, "special", "extra-man")
    assert pile[0] in state.hands[1] and pile[0] in state.extras[1] and not state.momentum
    state = done(state, 1)
    state = act(to_play(state, 0), 0, "play", r(0, "tip-in-5-helmet"))
    v = verdict(state, 0, "tip")
    assert not v.ok and v.code == "not-ignorable"


def test_extra_man_needs_a_momentum_card():
    """Part 3, "Extra Man"."""
    state = official(hands=((r(0, "rookie-0-helmet"),), (r(1, "power-play-7-all"),)), puck="c9", control=1, turn=1)
    state = act(state, 1, "play", r(1, "power-play-7-all"))
    v = verdict(state, 1, "special", "extra-man")
    assert not v.ok and v.code == "special-momentum-left"


EXTRA_MAN = "s1:power-play-7-all"  # Extra Man


def test_extra_man_s_card_comes_outside_the_hand_size_and_the_card_stays_unignorable_to_the_stoppage():
    """Extra Man: the top Momentum Card to the hand (outside the hand size), and the card can no
    longer be Ignored until the stoppage."""
    s = pos((EXTRA_MAN,), momentum=(ROOKIE1, GRINDER))
    new, events = used(s, "extra-man")
    assert events == [
        said(0, "extra-man", EXTRA_MAN, "Take the top Momentum Card; this cannot be ignored."),
        pub("special-momentum", "Player 1 takes a Momentum Card.", {"seat": 0}),
        own(
            0,
            "momentum-own",
            "You take Rookie 0 (helmet) from the Momentum pile.",
            {"seat": 0, "card": ROOKIE1},
            irreversible=True,
        ),
    ]
    assert changed(s, new) == {
        "special_used": True,
        "hands": ((ROOKIE1,), ()),
        "extras": ((ROOKIE1,), ()),
        "momentum": (GRINDER,),
        "effects": (eff("unignorable", 0, "stoppage", "extra-man", EXTRA_MAN),),
    }
    assert sp.unignorable(T, new, EXTRA_MAN) and not sp.unignorable(T, s, EXTRA_MAN)


def test_a_momentum_change_counts_its_cards_and_stops_at_an_empty_pile():
    """Game Components, Momentum Cards: each taken from the top; none when the pile is empty."""
    s = pos((EXTRA_MAN,), hands=((BRK,), ()), momentum=(ROOKIE1, GRINDER, CAPTAIN))
    events = []
    new = play._change(T, s, 0, EXTRA_MAN, "x", SpecialRule("use", (), "self", {"momentum": 2}, "now"), events)
    assert new.hands == ((BRK, ROOKIE1, GRINDER), ()) and new.momentum == (CAPTAIN,)
    assert new.extras == ((ROOKIE1, GRINDER), ())
    assert len(events) == 4
    events = []
    s1 = pos((EXTRA_MAN,), hands=((), (BRK1,)), momentum=(ROOKIE1,))
    new = sp.take_momentum(T, s1, 1, events)
    assert changed(s1, new) == {"hands": ((), (BRK1, ROOKIE1)), "extras": ((), (ROOKIE1,)), "momentum": ()}
    assert ev(events) == [
        pub("special-momentum", "Player 2 takes a Momentum Card.", {"seat": 1}),
        own(
            1,
            "momentum-own",
            "You take Rookie 0 (helmet) from the Momentum pile.",
            {"seat": 1, "card": ROOKIE1},
            irreversible=True,
        ),
    ]
    events = []
    assert sp.take_momentum(T, new, 1, events) is new and events == []


def test_extra_attacker_takes_a_momentum_card():
    """Glossary (named only); ruling O51 from the fight example "Extra Attacker/Crowd (Draw Momentum Card)"."""
    pile = (r(0, "rookie-0-stick"),)
    state = act(play_new_card(["sixth-attacker-glove"], puck="c9", control=0, momentum=pile), 0, "special", "extra-attacker")
    assert pile[0] in state.extras[0]


def test_crowd_adds_a_momentum_token_up_to_three():
    """Glossary, Crowd Special: add one token (a momentum token, ruling O46; at most three)."""
    state = play_new_card(["home-crowd-helmet"], puck="c9", control=0, tokens=(1, 0))
    state = act(state, 0, "special", "crowd")
    assert state.tokens == (2, 0)
    full = play_new_card(["home-crowd-helmet"], puck="c9", control=0, tokens=(3, 0))
    assert verdict(full, 0, "special", "crowd").code == "special-tokens-below-max"


def test_crowd_adds_a_token_and_never_past_three():
    """Crowd (O46): one more momentum token, at most three (Game Components)."""
    s = pos((CROWD,), tokens=(1, 2))
    new, events = used(s, "crowd")
    assert events == [
        said(0, "crowd", CROWD, "The crowd lifts you: one more momentum token (at most three)."),
        pub("special-token", "Player 1 now holds 2 momentum token(s).", {"seat": 0, "tokens": 2}),
    ]
    assert changed(s, new) == {"tokens": (2, 2), "special_used": True}
    rule = SpecialRule("use", (), "opponent", {"tokens": 2}, "now")
    events = []
    new = play._change(T, s, 0, CROWD, "crowd", rule, events)
    assert ev(events) == [
        pub("special-token", "Player 2 now holds 3 momentum token(s).", {"seat": 1, "tokens": 3})
    ]
    assert new.tokens == (1, 3)


def test_hit_the_post_draws_a_momentum_card_only_when_higher_than_the_card_beneath():
    """Glossary, Hit the Post: higher than the card it is played on, draw the top Momentum Card."""
    pile = (r(0, "rookie-0-stick"),)
    state = official(hands=((), (x(1, "slap-shot-8-skate"),)), play=(r(0, "rookie-0-helmet"),), puck="c9",
                     control=1, turn=1, momentum=pile, extra=((), ("slap-shot-8-skate",)))
    state = act(state, 1, "play", x(1, "slap-shot-8-skate"))
    state = act(state, 1, "special", "hit-the-post")
    assert pile[0] in state.hands[1]
    same = official(hands=((), (x(1, "slap-shot-8-skate"),)), play=(r(0, "captain-8-helmet"),), puck="c9",
                    control=1, turn=1, momentum=pile, extra=((), ("slap-shot-8-skate",)))
    same = act(same, 1, "play", x(1, "slap-shot-8-skate"))
    v = verdict(same, 1, "special", "hit-the-post")
    assert not v.ok and v.code == "special-higher-than-beneath"


def test_hit_the_crossbar_draws_when_higher_and_can_never_be_ignored():
    """Glossary, Hit the Crossbar: higher than the card beneath, may draw a Momentum Card; this
    card cannot be ignored (a Tip on it is refused even when the special was not used)."""
    pile = (r(1, "rookie-0-stick"),)
    state = play_new_card(["crossbar-7-stick"], seat=1, play=(r(0, "rookie-0-helmet"),), puck="c9", control=1, momentum=pile)
    state = act(state, 1, "special", "hit-the-crossbar")
    assert pile[0] in state.hands[1]
    shot = official(hands=((r(0, "shot-on-goal-4-helmet"), r(0, "tip-in-5-helmet")), (x(1, "crossbar-7-stick"),)),
                    puck="e4", control=0, turn=0, extra=((), ("crossbar-7-stick",)))
    shot = done(act(act(shot, 0, "play", r(0, "shot-on-goal-4-helmet")), 0, "shoot"), 0)
    shot = done(act(shot, 1, "play", x(1, "crossbar-7-stick")), 1)
    shot = act(to_play(shot, 0), 0, "play", r(0, "tip-in-5-helmet"))
    assert verdict(shot, 0, "tip").code == "not-ignorable"


def test_1_on_1_forward_plays_the_top_momentum_card_at_once():
    """Glossary, 1 on 1 Forward: take a Momentum Card, then play it immediately (ruling O57: it is
    laid on the play area as this turn's new card, with all that playing a card does)."""
    pile = (r(0, "captain-8-stick"),)
    state = official(hands=((x(0, "one-on-one-6-helmet"),), (r(1, "goal-skate"),)), puck="c9", control=0,
                     turn=0, momentum=pile, extra=(("one-on-one-6-helmet",), ()))
    state = act(state, 0, "play", x(0, "one-on-one-6-helmet"))
    state = act(state, 0, "special", "1-on-1-forward")
    assert state.play[-1] == pile[0] and pile[0] not in state.hands[0] and not state.momentum
    assert state.phase == USE and state.turn == 0 and not state.special_used     # the new card's own use
    empty = official(hands=((x(0, "one-on-one-6-helmet"),), (r(1, "goal-skate"),)), puck="c9", control=0,
                     turn=0, extra=(("one-on-one-6-helmet",), ()))
    empty = act(empty, 0, "play", x(0, "one-on-one-6-helmet"))
    assert verdict(empty, 0, "special", "1-on-1-forward").code == "special-momentum-left"


def test_1_on_1_defense_trades_a_hand_card_for_the_top_momentum_card():
    """Glossary, 1 on 1 Defense: switch one card of your hand with the top of the Momentum deck (O58)."""
    pile = (r(1, "captain-8-skate"), r(0, "rookie-0-stick"))
    give = r(0, "rookie-0-helmet")
    state = official(hands=((x(0, "lockdown-4-stick"), give), (r(1, "goal-skate"),)), puck="c9",
                     control=0, turn=0, momentum=pile, extra=(("lockdown-4-stick",), ()))
    state = act(state, 0, "play", x(0, "lockdown-4-stick"))
    assert verdict(state, 0, "special", "1-on-1-defense").code == "special-card"
    assert verdict(state, 0, "special-card", "1-on-1-defense", r(0, "captain-8-helmet")).code == "not-in-hand"
    state = act(state, 0, "special-card", "1-on-1-defense", give)
    assert state.momentum == (give, pile[1]) and state.hands[0] == (pile[0],) and state.extras[0] == (pile[0],)
    assert sorted(GAME.inventory(state).elements()) == sorted(GAME.inventory(official(
        hands=((x(0, "lockdown-4-stick"), give), (r(1, "goal-skate"),)), puck="c9", control=0, turn=0,
        momentum=pile, extra=(("lockdown-4-stick",), ()))).elements())


FWD = "s1:one-on-one-6-helmet"  # 1 on 1 Forward


def test_1_on_1_forward_s_card_is_laid_as_the_turn_s_new_card_and_the_next_change_still_acts():
    """1 on 1 Forward (O57): the top Momentum Card comes to the hand and is laid at once."""
    s = pos((FWD,), hands=((ROOKIE,), ()), momentum=(ROOKIE1, "s2:grinder-3-helmet"))
    new, events = used(s, "1-on-1-forward")
    assert events[:4] == [
        said(0, "1-on-1-forward", FWD, "Take the top Momentum Card and play it straight away."),
        pub("special-momentum", "Player 1 takes a Momentum Card.", {"seat": 0}),
        own(
            0,
            "momentum-own",
            "You take Rookie 0 (helmet) from the Momentum pile.",
            {"seat": 0, "card": ROOKIE1},
            irreversible=True,
        ),
        pub("special-play", "Player 1 plays the Momentum Card at once.", {"seat": 0, "card": ROOKIE1}),
    ]
    assert events[4][0] == "play"
    assert (new.play, new.hands, new.momentum, new.special_used) == (
        (FWD, ROOKIE1),
        ((ROOKIE,), ()),
        ("s2:grinder-3-helmet",),
        False,
    )
    rule = SpecialRule("use", (), "self", {"play-momentum": True, "tokens": 1}, "now")
    new = play._change(T, pos((FWD,)), 0, FWD, "1-on-1-forward", rule, [])
    assert new.tokens == (1, 0)  # nothing to play: the next change still acts


def test_1_on_1_defense_trades_the_named_card_for_the_top_momentum_card():
    """1 on 1 Defense (O58): the named card goes face down on the pile, the top card comes to the hand
    as a Momentum Card; the other side only hears that a swap happened."""
    s = pos(
        (DEF,),
        hands=((ROOKIE, GRINDER), ()),
        momentum=(ROOKIE1, "s2:grinder-3-helmet"),
        extras=((GRINDER,), ()),
    )
    new, events = used(s, "1-on-1-defense", card=GRINDER)
    assert events == [
        said(0, "1-on-1-defense", DEF, "Trade one card of your hand for the top Momentum Card."),
        pub("special-swap", "Player 1 swaps a card with the top of the Momentum pile.", {"seat": 0}),
        own(
            0,
            "momentum-own",
            "You put Grinder 3 (helmet) on the Momentum pile and take Rookie 0 (helmet).",
            {"seat": 0, "card": ROOKIE1},
            irreversible=True,
        ),
    ]
    assert changed(s, new) == {
        "special_used": True,
        "hands": ((ROOKIE, ROOKIE1), ()),
        "extras": ((ROOKIE1,), ()),
        "momentum": (GRINDER, "s2:grinder-3-helmet"),
    }
    events = []
    s1 = pos((), hands=((), (ROOKIE1, BRK1)), momentum=(ROOKIE,))
    new = sp.swap_momentum(T, s1, 1, BRK1, events)
    assert (new.hands, new.extras, new.momentum) == (((), (ROOKIE1, ROOKIE)), ((), (ROOKIE,)), (BRK1,))
    assert ev(events)[1][3] == frozenset((1,))
    events = []
    assert sp.swap_momentum(T, s1, 1, None, events) is s1 and events == []
    empty = pos((), hands=((), (BRK1,)))
    assert sp.swap_momentum(T, empty, 1, BRK1, events) is empty and events == []


def test_skip_passes_on_your_next_end_of_turn_draw():
    """Glossary, Skip: skip Phase 4 (the next end-of-turn draw; ruling O47)."""
    state = play_new_card(["stall-2-glove"], puck="c9", control=1)           # no Move owed without the puck
    state = act(state, 0, "special", "skip")
    held = len(state.hands[0])
    state = done(state, 0)
    assert len(state.hands[0]) == held and not any(e.kind == "skip-draw" for e in state.effects)
    plain = done(play_new_card(["stall-2-glove"], puck="c9", control=1), 0)
    assert len(plain.hands[0]) == held + 1


def test_skip_2_makes_the_opponent_pass_on_their_next_draw():
    """Glossary, Skip 2: the opponent skips their next Phase 4 (ruling O47)."""
    state = play_new_card(["ragging-the-puck-3-skate"], puck="c9", control=0)   # no Body-Check owed with the puck
    state = done(act(state, 0, "special", "skip-2"), 0)
    assert state.turn == 1
    before = len(state.hands[1])
    state = done(act(state, 1, "go") if state.phase == START else state, 1)
    state = done(act(state, 1, "play", state.hands[1][0]), 1)
    assert len(state.hands[1]) == before - 1


SKIP = "s1:stall-2-glove"  # Skip
SKIP2 = "s1:ragging-the-puck-3-skate"  # Skip 2


def test_skip_and_skip_2_mark_the_next_draw_of_their_side():
    """Skip, Skip 2 (O47): the user's / the opponent's next end-of-turn draw is passed, waiting at
    most to the period's end."""
    s = pos((SKIP,))
    new, events = used(s, "skip")
    assert events == [
        said(0, "skip", SKIP, "You pass on your next end-of-turn draw."),
        pub("special-skip", "Player 1 skips the next end-of-turn draw.", {"seat": 0}),
    ]
    assert changed(s, new) == {"special_used": True, "effects": (eff("skip-draw", 0, "period", "skip"),)}
    s = pos((SKIP2,))
    new, events = used(s, "skip-2")
    assert events == [
        said(0, "skip-2", SKIP2, "Your opponent passes on their next end-of-turn draw."),
        pub("special-skip", "Player 2 skips the next end-of-turn draw.", {"seat": 1}),
    ]
    assert changed(s, new) == {"special_used": True, "effects": (eff("skip-draw", 1, "period", "skip-2"),)}


def test_phase_4_regains_the_puck_and_spends_a_skip():
    """O42: the loser's regain happens when the other side's turn ends; O47: a skip is spent at its
    side's next Phase 4 (one at a time)."""
    regain = eff("regain", 1, "stoppage", "faceoff", "s2:face-off-specialist-7-helmet")
    skip0, skip1 = eff("skip-draw", 0, "period", "skip"), eff("skip-draw", 1, "period", "skip-2")
    other = eff("unignorable", 0, "stoppage", "x", ROOKIE)
    s = pos((), control=0, effects=(regain, skip0, other, skip0, skip1))
    events = []
    new, skip = windows.at_turn_end(T, s, 0, events)
    assert skip is True
    assert ev(events) == [
        pub("special-regain", "Faceoff: Player 2 takes the puck.", {"seat": 1, "special": "faceoff"}),
        pub("special-skip", "Player 1 skips this end-of-turn draw.", {"seat": 0}),
    ]
    assert changed(s, new) == {"control": 1, "effects": (other, skip0, skip1)}
    events = []
    new, skip = windows.at_turn_end(T, s, 1, events)  # seat 1's own regain waits; its skip is spent
    assert skip is True and new.control == 0
    assert new.effects == (regain, skip0, other, skip0)
    assert ev(events) == [pub("special-skip", "Player 2 skips this end-of-turn draw.", {"seat": 1})]
    plain = pos((), effects=(other,))
    events = []
    assert windows.at_turn_end(T, plain, 0, events) == (plain, False) and events == []


def test_shuffle_shuffles_the_named_deck():
    """Glossary, Shuffle: shuffle any deck (ruling O99: the user's, the opponent's or the Momentum
    pile, with the game's chance)."""
    card = x(0, "line-shuffle-3-skate")
    state = official(hands=((card,), ()), extra=(("line-shuffle-3-skate",), ()), puck="c9", control=0, turn=0)
    before = state.decks[1]
    state = act(state, 0, "play", card)
    choices = {a.args[1] for a in legal(state, 0, "special-choice")}
    assert choices == {"me", "them"}                     # no Momentum pile in this position
    action = Action(0, "special-choice", ("shuffle", "them"))
    assert "opponent's deck" in described(state, action)
    chance = state.chance
    state = act(state, 0, "special-choice", "shuffle", "them")
    assert sorted(state.decks[1]) == sorted(before) and state.decks[1] != before
    assert state.chance == chance + 1
    assert not verdict(state, 0, "special-choice", "shuffle", "me").ok        # one special per card


def test_shuffle_refuses_a_deck_too_small_to_shuffle():
    """Part 3, "Shuffle" (ruling O99)."""
    card = x(0, "line-shuffle-3-skate")
    state = official(hands=((card,), ()), extra=(("line-shuffle-3-skate",), ()), puck="c9", control=0, turn=0)
    state = act(evolve(state, momentum=()), 0, "play", card)
    v = verdict(state, 0, "special-choice", "shuffle", "momentum")
    assert not v.ok and v.code == "special-no-effect"


SHUFFLER = "s1:line-shuffle-3-skate"
MINE = (r(0, "rookie-0-stick"), r(0, "goal-helmet"), r(0, "grinder-3-helmet"))
THEIRS = (r(1, "goal-skate"), r(1, "rookie-0-skate"))
PILE = (r(1, "rookie-0-glove"),)


def shuffling(seat=0, decks=(MINE, THEIRS), momentum=PILE, **fields):
    state = using(SHUFFLER, seat=seat, **fields)
    return evolve(state, decks=decks, momentum=momentum)


def test_shuffle_names_its_own_deck_the_opponents_or_the_momentum_pile():
    """Part 3, Shuffle: any deck (O99: the user's, the opponent's, the Momentum pile)."""
    assert sh.SHUFFLE_DECKS == ("me", "them", "momentum")
    state = shuffling()
    assert (sh._pile(state, 0, "me"), sh._pile(state, 0, "them"), sh._pile(state, 0, "momentum")) == \
        (MINE, THEIRS, PILE)
    assert (sh._pile(state, 1, "me"), sh._pile(state, 1, "them")) == (THEIRS, MINE)


def test_a_pile_of_fewer_than_two_cards_is_not_offered():
    """O99: a pile of fewer than two cards cannot be named."""
    assert sh._shuffle_actions(T, shuffling(), "shuffle") == [Action(0, "special-choice", ("shuffle", "me")),
                                                              Action(0, "special-choice", ("shuffle", "them"))]
    assert sh._shuffle_actions(T, shuffling(seat=1, decks=(MINE, PILE), momentum=THEIRS), "shuffle") == [
        Action(1, "special-choice", ("shuffle", "them")), Action(1, "special-choice", ("shuffle", "momentum"))]
    state = shuffling(decks=(PILE, ()), momentum=())
    assert sh._shuffle_actions(T, state, "shuffle") == []
    refused_citing(sh._shuffle_check(T, state, Action(0, "special-choice", ("shuffle", "me"))), "special-no-effect",
            "Shuffle: that deck has fewer than two cards.", glossary("Shuffle"))
    assert sh._shuffle_check(T, state, Action(0, "special-choice", ("shuffle", "them"))).code == "special-no-effect"
    assert sh._shuffle_check(T, shuffling(), Action(0, "special-choice", ("shuffle", "them"))) == ALLOWED
    assert sh._shuffle_check(T, shuffling(), Action(0, "special-choice", ("shuffle", "momentum"))).code == \
        "special-no-effect"


def test_shuffle_refuses_anything_but_a_named_deck():
    """O99: the user names one of the three piles."""
    why = "Shuffle names a deck: yours ('me'), the opponent's ('them') or the Momentum pile ('momentum')."
    refused_citing(sh._shuffle_check(T, shuffling(), Action(0, "special", ("shuffle",))), "special-choice", why,
            glossary("Shuffle"))
    refused_citing(sh._shuffle_check(T, shuffling(), Action(0, "special-choice", ("shuffle", "hand"))), "special-choice",
            why, glossary("Shuffle"))


def test_shuffle_shuffles_the_named_pile_with_the_games_chance():
    """O99: the named pile is shuffled with the game's chance and nobody sees it."""
    state = shuffling(decks=(MINE, THEIRS + PILE), momentum=MINE[:2])
    seed, counter = state.seed, state.chance
    cases = {"me": ("their own deck", 0), "them": ("Player 2's deck", 1), "momentum": ("the Momentum pile", None)}
    for choice, (whose, deck) in cases.items():
        events = []
        after = sh._shuffle_apply(T, state, Action(0, "special-choice", ("shuffle", choice)), events)
        assert events[0] == Event("special", f"Shuffle: Player 1 shuffles {whose}.", chance=True, irreversible=True)
        assert events[0].data == {"seat": 0, "special": "shuffle", "deck": choice}
        assert (after.chance, after.special_used) == (counter + 1, True)
        before = sh._pile(state, 0, choice)
        mixed = chance.shuffled(seed, counter, sorted(before))
        if deck is None:
            assert after.momentum == mixed and after.decks == state.decks
        else:
            assert after.decks[deck] == mixed and after.decks[1 - deck] == state.decks[1 - deck]
            assert after.momentum == state.momentum
    them = sh._shuffle_apply(T, state, Action(0, "special-choice", ("shuffle", "them")), [])
    assert them.decks[1] == (r(1, "rookie-0-skate"), r(1, "goal-skate"), r(1, "rookie-0-glove"))
    assert them.turn == 0
    for seed in range(2, 6):
        other = evolve(state, seed=seed, chance=seed + 3)
        after = sh._shuffle_apply(T, other, Action(0, "special-choice", ("shuffle", "them")), [])
        assert after.decks[1] == chance.shuffled(seed, seed + 3, sorted(THEIRS + PILE))
    ended = sh._shuffle_apply(T, shuffling(hands=((ROOKIE,), (r(1, "goal-skate"),)), **SPENT),
                              Action(0, "special-choice", ("shuffle", "me")), [])
    assert ended.turn == 1
    # seat 1 names seat 0's deck
    events = []
    state = shuffling(seat=1, decks=(THEIRS + PILE, MINE))
    after = sh._shuffle_apply(T, state, Action(1, "special-choice", ("shuffle", "them")), events)
    assert events[0].text == "Shuffle: Player 2 shuffles Player 1's deck."
    assert after.decks == (chance.shuffled(state.seed, state.chance, sorted(THEIRS + PILE)), MINE)
