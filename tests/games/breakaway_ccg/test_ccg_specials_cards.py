"""Breakaway: CCG specials of the bench, the wilds, the goalies and cancelling (Part 3 of
``breakaway-ccg.md``, the Specials glossary; rulings O96-O115 in ``docs/rulings/breakaway-ccg.md``):
one scenario per special, citing its glossary entry, played through the checked ``apply``. The rules
are data in ``card_data/breakaway_ccg/cards.yaml`` read by ``specials.py`` (handlers in
``special_handlers.py``)."""

from __future__ import annotations

from collections import Counter

from tabletop.engine.actions import Action
from tabletop.games.breakaway_ccg.state import STOPPAGE, USE, evolve
from tests.games.breakaway_ccg.support import GAME, T, act, extra_card, official, r, verdict

#: Seat 0's bench in the default position (``official()``): its five cards.
BENCH0 = ("s1:sniper-7-skate", "s1:playmaker-5-skate", "s1:enforcer-1-glove", "s1:goalie-g-skate",
          "s1:captain-8-glove")
#: Player cards of seat 0 whose names are not on its bench: each may replace any bench card.
FREE0 = (r(0, "grinder-3-helmet"), r(0, "rookie-0-helmet"), r(0, "power-forward-6-helmet"))


def x(seat, name):
    """A card the starter teams lack (given to ``official(extra=...)``)."""
    return extra_card(seat, name)


def legal(state, seat, kind):
    return [a for a in GAME.legal_actions(state, seat) if a.kind == kind]


def described(state, action):
    return GAME.describe_action(state, action)


# ----- Rushed line Change -----------------------------------------------------------------------------
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
    from tabletop.games.breakaway_ccg import specials
    assert specials.unignorable(T, state, card)


def test_rushed_line_change_is_not_offered_without_a_card_for_the_bench():
    """Glossary, Rushed line Change: with no Player card of its team in hand there is nothing to change."""
    card = x(0, "rushed-change-2-stick")
    state = official(hands=((r(0, "goal-skate"),), ()), play=(card,), extra=(("rushed-change-2-stick",), ()),
                     puck="c9", control=0, turn=0, phase=USE)
    assert not legal(state, 0, "special")
    v = verdict(state, 0, "special", "rushed-line-change")
    assert not v.ok and v.code == "special-can-switch"


# ----- Changing Lines ----------------------------------------------------------------------------------
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


# ----- Bad Change -------------------------------------------------------------------------------------
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


# ----- Shuffle ------------------------------------------------------------------------------------------
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
    card = x(0, "line-shuffle-3-skate")
    state = official(hands=((card,), ()), extra=(("line-shuffle-3-skate",), ()), puck="c9", control=0, turn=0)
    state = act(evolve(state, momentum=()), 0, "play", card)
    v = verdict(state, 0, "special-choice", "shuffle", "momentum")
    assert not v.ok and v.code == "special-no-effect"


# ----- Time out ----------------------------------------------------------------------------------------
def _stoppage(hands, **fields):
    state = official(hands=hands, extra=(("time-out-helmet",), ()), **fields)
    from tabletop.games.breakaway_ccg import official_flow as fl
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


def _once(seat):
    from tabletop.games.breakaway_ccg.official_flow import Effect
    return Effect("once", seat, "game", "timeout", "")


# ----- Goalie Promotion: Skate, Helmet, Stick (Glove is O49) ---------------------------------------------
def _to_play(state, seat):
    while state.turn == seat and state.phase == "start":
        state = act(state, seat, "go") if verdict(state, seat, "go").ok else act(state, seat, "keep")
    return state


def test_goalie_promotions_cancel_a_card_laid_on_them_with_their_x_color():
    """Glossary, Goalie Promotion (Skate): gains the Orange X; Symbols, Colored X: a card with the
    matching usable ability played on top is Cancelled (ruling O101)."""
    from tabletop.games.breakaway_ccg import official_flow as fl
    kick = x(1, "kick-save-g-skate")
    state = official(hands=((r(0, "playmaker-5-helmet"), r(0, "rookie-0-helmet")), ()), play=(kick,),
                     extra=((), ("kick-save-g-skate",)), puck="c9", control=0, turn=0)
    orange = act(state, 0, "play", r(0, "playmaker-5-helmet"))
    assert fl.cancelled(orange, r(0, "playmaker-5-helmet"))
    assert orange.turn == 1 or "move" not in {a.kind for a in GAME.legal_actions(orange, 0)}
    pink = act(state, 0, "play", r(0, "rookie-0-helmet"))
    assert not fl.cancelled(pink, r(0, "rookie-0-helmet"))


def test_goalie_skate_save_keeps_the_puck_without_a_stoppage():
    """Glossary, Goalie Promotion (Skate): when its Save is used, stop play or put the puck in an
    adjacent area and take it (ruling O102: no whistle, the shot's cards are discarded)."""
    kick = x(1, "kick-save-g-skate")
    shot = (r(0, "sniper-7-stick"), r(1, "rookie-0-glove"), r(0, "goal-helmet"))
    state = official(hands=((r(0, "rookie-0-helmet"),), (kick,)), play=shot, puck="e3", control=0, turn=1, shot=0,
                     stage="save", shot_from=0, extra=((), ("kick-save-g-skate",)))
    state = act(state, 1, "play", kick)
    areas = {a.args[1] for a in legal(state, 1, "special-area")}
    assert areas == set(T.arrows["e3"]) and Action(1, "save") in GAME.legal_actions(state, 1)
    assert not verdict(state, 1, "special-area", "goalie-skate", "c9").ok
    state = act(state, 1, "special-area", "goalie-skate", "e1")
    assert state.phase != STOPPAGE and state.puck == "e1" and state.control == 1
    assert state.shot is None and not state.play and kick in state.discards[1]
    assert state.turn == 0


def test_goalie_helmet_stretches_the_puck_up_to_three_areas():
    """Glossary, Goalie Promotion (Helmet): a Stretch Pass of three spaces (ruling O103: up to three
    areas along the arrows, keeping control)."""
    outlet = x(1, "outlet-goalie-g-helmet")
    state = official(hands=((), (outlet,)), play=(r(0, "rookie-0-stick"),), puck="e3", control=1, turn=1,
                     extra=((), ("outlet-goalie-g-helmet",)))
    state = act(state, 1, "play", outlet)
    areas = {a.args[1] for a in legal(state, 1, "special-area")}
    assert "c9" in areas and all(a in areas for a in T.arrows["e3"])
    state = act(state, 1, "special-area", "goalie-helmet", "c9")
    assert state.puck == "c9" and state.control == 1


def test_goalie_stick_intercepts_only_in_its_defensive_zone():
    """Glossary, Goalie Promotion (Stick): the Intercept action in the defensive zone (ruling O103)."""
    stick = x(1, "stick-save-g-stick")

    def stick_turn(puck, to):
        """Seat 0 moves the puck from ``puck`` to ``to``; then seat 1 lays the Stick."""
        state = official(hands=((r(0, "rookie-0-helmet"),), (stick,)), puck=puck, control=0, turn=0,
                         extra=((), ("stick-save-g-stick",)))
        state = act(act(state, 0, "play", r(0, "rookie-0-helmet")), 0, "move", to)
        if state.turn == 0:
            state = act(state, 0, "end")
        return act(_to_play(state, 1), 1, "play", stick)

    state = stick_turn("e8", "e1")
    assert Action(1, "special", ("goalie-stick",)) in GAME.legal_actions(state, 1)
    state = act(state, 1, "special", "goalie-stick")
    assert state.puck == "e8" and state.control == 1
    far = stick_turn("c9", "ne9")
    v = verdict(far, 1, "special", "goalie-stick")
    assert not v.ok and v.code == "special-defensive-zone"


# ----- Enforcer and Enforced ----------------------------------------------------------------------------
def _end(state, seat):
    return act(state, seat, "end") if state.turn == seat and state.phase == USE else state


def test_enforcer_cancels_a_goalie_card_for_the_rest_of_the_period():
    """Glossary, Enforcer: played on top of a Goalie card, it cancels it and its actions for the rest
    of the period (ruling O104: a stoppage does not end it, the period does)."""
    from tabletop.games.breakaway_ccg import official_flow as fl
    hitter, goalie = x(0, "heavy-hitter-6-skate"), r(1, "goalie-g-skate")
    state = official(hands=((hitter,), ()), play=(goalie,), extra=(("heavy-hitter-6-skate",), ()), puck="c9",
                     control=0, turn=0)
    state = act(state, 0, "play", hitter)
    state = act(state, 0, "special", "enforcer")
    assert fl.cancelled(state, goalie) and not fl.cancelled(state, hitter)
    stopped = fl.stop_play(T, state, [], "end-zone", "center", chooser=0)
    assert fl.cancelled(stopped, goalie)
    over = fl._next_period(T, stopped, [], 2, 0)
    assert not fl.cancelled(over, goalie)


def test_enforcer_needs_a_goalie_superstar_or_specialist_beneath():
    """Glossary, Enforcer: it acts on Specialists, Superstars and Goalie cards (O104: a Superstar is
    a #8 Player card, a Specialist a card named "... Specialist")."""
    hitter = x(0, "heavy-hitter-6-skate")
    for beneath, ok in ((r(1, "rookie-0-skate"), False), (r(1, "captain-8-skate"), True),
                        (x(1, "face-off-specialist-7-glove"), True)):
        state = official(hands=((hitter,), ()), play=(beneath,), puck="c9", control=0, turn=0,
                         extra=(("heavy-hitter-6-skate",), ("face-off-specialist-7-glove",)))
        state = act(state, 0, "play", hitter)
        v = verdict(state, 0, "special", "enforcer")
        assert v.ok == ok, beneath
        if not ok:
            assert v.code == "special-on-goalie-superstar-or-specialist"


def test_enforced_cancels_the_enforcer_and_frees_what_it_cancelled():
    """Glossary, Enforced: played on top of an enforcer, it cancels it and the Enforcer special (for
    the rest of the period; ruling O105)."""
    from tabletop.games.breakaway_ccg import official_flow as fl
    hitter, goalie, agitator = x(0, "heavy-hitter-6-skate"), r(1, "goalie-g-skate"), x(1, "agitator-3-glove")
    state = official(hands=((hitter, r(0, "rookie-0-helmet")), (agitator, r(1, "rookie-0-skate"))), play=(goalie,),
                     extra=(("heavy-hitter-6-skate",), ("agitator-3-glove",)), puck="c9", control=0, turn=0)
    state = _end(act(act(state, 0, "play", hitter), 0, "special", "enforcer"), 0)
    assert fl.cancelled(state, goalie)
    state = act(_to_play(state, 1), 1, "play", agitator)
    assert verdict(state, 1, "special", "enforced").ok
    state = act(state, 1, "special", "enforced")
    assert fl.cancelled(state, hitter) and not fl.cancelled(state, goalie)
    plain = official(play=(r(0, "rookie-0-helmet"), agitator), extra=((), ("agitator-3-glove",)), puck="c9",
                     control=0, turn=1, phase=USE)
    assert verdict(plain, 1, "special", "enforced").code == "special-on-enforcer"


# ----- Select Promotion ---------------------------------------------------------------------------------
def test_select_promotion_makes_a_player_card_its_numbered_wild_for_the_regulation():
    """Glossary, Select Promotion: a player card becomes the selected wild for the rest of the
    regulation, e.g. 3: Faceoff gets the Bronze ability (ruling O106: the wild numbered as the card)."""
    from tabletop.games.breakaway_ccg import official_colors as oc
    call_up, grinder = x(0, "call-up-4-stick"), r(0, "grinder-3-helmet")
    state = official(hands=((call_up, grinder, r(0, "goal-skate")), ()), extra=(("call-up-4-stick",), ()),
                     puck="c9", control=1, turn=0)
    state = act(state, 0, "play", call_up)
    offered = {a.args[1] for a in legal(state, 0, "special-card")}
    assert offered == {grinder}                                  # a Player card of the team, not a Goal card
    assert "promoting" in described(state, Action(0, "special-card", ("select-promotion", grinder)))
    state = act(state, 0, "special-card", "select-promotion", grinder)
    wild = tuple(e for e in state.effects if e.kind == "wild")
    later = official(hands=((grinder,), ()), play=(r(1, "rookie-0-skate"),), puck="c9", control=1, turn=0,
                     effects=wild)
    assert "bronze" not in T.colors[grinder]
    played = act(later, 0, "play", grinder)
    assert "bronze" in oc.usable_colors(T, played, grinder, 0)
    overtime = act(evolve(later, overtime=1), 0, "play", grinder)
    assert "bronze" not in oc.usable_colors(T, overtime, grinder, 0)      # the regulation's wild only
