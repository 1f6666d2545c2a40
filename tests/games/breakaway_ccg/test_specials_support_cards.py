"""Breakaway: CCG, the Support special (Part 3: Support, with its six kinds StickHandling, Superstar,
No Penalty, Defensive Zone, Offensive and Goalie Stoppage).

A Support card works face up from its owner's bench: when it may turn over, who sees it, what each
kind gives the cards its side plays, and when a card leaves the bench for the bottom of the
Momentum pile. Ruling O120 in ``docs/rulings/breakaway-ccg.md``; the code is in ``support.py``.
"""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from tabletop.engine.actions import Action
from tabletop.engine.verdict import ALLOWED
from tabletop.games.breakaway_ccg.official import abilities as oc
from tabletop.games.breakaway_ccg.official import basics, turns
from tabletop.games.breakaway_ccg.official import sequence as fl
from tabletop.games.breakaway_ccg.official.basics import Effect
from tabletop.games.breakaway_ccg.official.penalties import Call
from tabletop.games.breakaway_ccg.specials import handlers as sh
from tabletop.games.breakaway_ccg.specials import support
from tabletop.games.breakaway_ccg.state import CHALLENGE, PLAY, START, STOPPAGE, USE, evolve
from tabletop.games.breakaway_ccg.tables import Tables
from tests.games.breakaway_ccg.helpers_flow import CAP0, K0, R0, R0S, kinds, run
from tests.games.breakaway_ccg.support import (
    GAME,
    PRINTINGS,
    SPOTS,
    T,
    act,
    benched,
    extra_card,
    official,
    on_bench,
    r,
    sup,
    up,
    verdict,
)


def test_every_kind_of_support_has_an_authored_printing_that_names_it():
    """Glossary, Support: six kinds; the set prints each (its name says the kind, O120)."""
    for kind, name in PRINTINGS.items():
        c = T.cards.by_id[name]
        assert c.source == "authored" and "support" in c.specials and c.player
        assert support.kind_of(T, extra_card(0, name)) == kind
    rules = T.cards.special_rules["support"]
    assert {r.change["handler"] for r in rules} == set(support.KINDS)
    assert all(r.window == "passive" and r.ruling == "O120" for r in rules)


#: The authored printing of each kind (``cards.yaml``, the O120 printings).
#: Seat 0's bench card each Support card takes the place of (a name not clashing with it).
def stoppage(state):
    """Play stops at center ice with nothing drawn (as the Time out tests do)."""
    return fl.stop_play(T, state, [], "end-zone", "center", chooser=0, discard=False, draws=False)


def test_a_support_card_turns_face_up_at_a_stoppage_for_no_switch_and_both_seats_see_it():
    """Glossary, Support: in a bench it may be placed face up, and turned face down whenever its
    owner may switch with the bench (O120: turning costs no switch, once per bench step; a face-up
    card is public, so the other seat's view shows it)."""
    state, card = benched("support-offensive", up=False, hands=((r(0, "grinder-3-helmet"),), ()))
    state = stoppage(state)
    assert state.phase == STOPPAGE
    action = Action(0, "special-card", ("support", card))
    assert action in GAME.legal_actions(state, 0)
    assert GAME.describe_action(state, action) == f"Support (Offensive): turn {T.label[card]} face up on the bench"
    assert card in GAME.hidden_from(state, 1)
    swaps = state.swaps
    new, events = GAME.apply(state, action)
    assert support.face_up(new, 0) == [("support-offensive", card, 0)]
    assert new.swaps == swaps and not new.ready[0]                     # no switch spent
    assert f"turns {T.label[card]} face up" in events[0].text and events[0].data["special"] == "support"
    assert card not in GAME.hidden_from(new, 1)                        # public now
    assert any(e.card == card for e in GAME.view(new, 1).effects)
    v = verdict(new, 0, "special-card", "support", card)
    assert not v.ok and v.code == "support-once" and "Support" in v.rule
    done = act(new, 0, "keep")
    v = verdict(done, 0, "special-card", "support", card)
    assert not v.ok and v.code == "support-when"


def test_a_support_card_turns_face_down_at_a_line_change_and_not_in_play():
    """Glossary, Support: turned face down whenever its owner may switch with the bench (a line
    change's bench step, O120), not while play goes on; a card not on the bench is refused."""
    state, card = benched("support-offensive", hands=((r(0, "grinder-3-helmet"),), ()), phase=START,
                          placing=(0, "line-change", ()), turn=0)
    assert Action(0, "special-card", ("support", card)) in GAME.legal_actions(state, 0)
    state = act(state, 0, "special-card", "support", card)
    assert not support.face_up(state, 0)
    in_play, card = benched("support-offensive", hands=((r(0, "grinder-3-helmet"),), ()), phase=PLAY, turn=0)
    v = verdict(in_play, 0, "special-card", "support", card)
    assert not v.ok and v.code == "support-when"
    v = verdict(in_play, 0, "special-card", "support", r(0, "grinder-3-helmet"))
    assert not v.ok and v.code == "support-not-on-bench"


def test_a_face_up_card_switched_off_the_bench_is_face_up_no_more():
    """Glossary, Support: only a card in a bench is face up (O120: it goes back face down)."""
    state, card = benched("support-offensive", hands=((r(0, "grinder-3-helmet"),), ()))
    state = act(stoppage(state), 0, "switch", r(0, "grinder-3-helmet"), card)
    assert card in state.hands[0] and not any(e.kind == support.UP for e in state.effects)


def gained_colors(state, card):
    return basics.gained(state, card, "color")


def test_stickhandling_support_gives_stick_cards_gold_and_a_green_x():
    """Glossary, Support — StickHandling: the StickHandling cards you play have the Gold ability and
    a Green X (O120: a StickHandling card shows the Stick suit; the X cancels an opponent's card
    laid on it with Green usable, as a printed Colored X)."""
    state, _card = benched("support-stickhandling", hands=((r(0, "rookie-0-stick"), r(0, "grinder-3-helmet")),
                                                           (r(1, "shutdown-defender-2-glove"),)),
                           puck="c9", control=0, turn=0)
    plain = act(state, 0, "play", r(0, "grinder-3-helmet"))
    assert "gold" not in gained_colors(plain, r(0, "grinder-3-helmet"))        # not a Stick card
    state = act(state, 0, "play", r(0, "rookie-0-stick"))
    assert "gold" in oc.usable_colors(T, state, r(0, "rookie-0-stick"), 0)
    assert Action(0, "color", ("gold",)) in GAME.legal_actions(state, 0)
    state = act(state, 0, "move", T.arrows["c9"][0])
    if state.phase == USE and state.turn == 0:
        state = act(state, 0, "end")
    state = act(state, 1, "go") if state.phase == START else state
    state = act(state, 1, "play", r(1, "shutdown-defender-2-glove"))
    assert basics.cancelled(state, r(1, "shutdown-defender-2-glove"))


def test_superstar_support_gives_purple_and_leaves_the_bench_after_a_faceoff_won():
    """Glossary, Support — Superstar: Superstars you play have Purple; after a face-off its owner
    wins the card goes to the bottom of the Momentum pile and the top Momentum card replaces it on
    the bench (O120: the first Momentum Card of the owner's team that may go on the bench)."""
    captain = r(0, "captain-8-helmet")
    state, card = benched("support-superstar",
                          hands=((captain, r(0, "captain-8-stick")), (r(1, "enforcer-1-skate"),)),
                          momentum=(r(1, "goal-skate"), r(0, "grinder-3-helmet")), puck="c9", control=0, turn=0)
    played = act(state, 0, "play", r(0, "captain-8-stick"))
    assert "purple" in gained_colors(played, r(0, "captain-8-stick"))
    state = stoppage(state)
    state = act(act(state, 0, "keep"), 1, "keep")
    assert state.phase == CHALLENGE and state.challenge.initiator == 0
    state = act(state, 0, "challenge", captain)
    new, events = GAME.apply(state, Action(1, "challenge", (r(1, "enforcer-1-skate"),)))
    assert new.benches[0][2] == r(0, "grinder-3-helmet") and card not in new.benches[0]
    assert new.momentum == (r(1, "goal-skate"), card)
    assert any("bottom of the Momentum pile" in e.text and e.data.get("special") == "support" for e in events)
    assert not support.face_up(new, 0)


def test_superstar_support_leaves_the_bench_at_the_end_of_a_period():
    """Glossary, Support — Superstar: at a period's end the card goes to the bottom of the Momentum
    pile and the top Momentum card replaces it on the bench (O120)."""
    state, card = benched("support-superstar", momentum=(r(0, "grinder-3-helmet"),), puck="c9", control=0, turn=0)
    events = []
    after = fl.end_period(T, state, events)
    assert r(0, "grinder-3-helmet") in after.benches[0] and card not in after.benches[0]
    assert card in after.momentum or card in after.decks[0] or card in after.hands[0]


def test_no_penalty_support_cancels_a_delayed_penalty_and_the_stoppage_still_happens():
    """Glossary, Support — No Penalty: discard it to the bottom of the Momentum cards to cancel a
    penalty; the stoppage still happens (O120: when the penalty is assessed at its whistle)."""
    state, card = benched("support-no-penalty", hands=((r(0, "enforcer-1-helmet"),), ()),
                          play=(r(1, "grinder-3-glove"),), momentum=(r(0, "rookie-0-helmet"),), puck="c9", control=1,
                          turn=0, calls=(Call(0, "Tripping", 2, "a trip"),))
    state = act(state, 0, "play", r(0, "enforcer-1-helmet"))
    new, events = GAME.apply(state, Action(0, "body-check"))
    assert new.phase == STOPPAGE and new.stoppage.reason == "penalty"      # the stoppage happens
    assert not new.box and not new.calls                                    # no penalty served
    assert new.momentum[-1] == card and r(0, "rookie-0-helmet") in new.benches[0]
    assert any("No Penalty" in e.text and "cancels Tripping" in e.text for e in events)


def test_no_penalty_support_face_down_cancels_nothing():
    """Glossary, Support: only a face-up card's special may be used (here it was just turned face
    down)."""
    state, card = benched("support-no-penalty", up=False, hands=((r(0, "enforcer-1-helmet"),), ()),
                          play=(r(1, "grinder-3-glove"),), momentum=(r(0, "rookie-0-helmet"),), puck="c9",
                          control=1, turn=0, calls=(Call(0, "Tripping", 2, "a trip"),))
    state = evolve(state, effects=(Effect(support.TURNED, 0, "turn", "support", card),))
    state = act(state, 0, "play", r(0, "enforcer-1-helmet"))
    state = act(state, 0, "body-check")
    assert state.box and card in state.benches[0]


def test_defensive_zone_support_gives_gold_d_and_takes_the_colored_number():
    """Glossary, Support — Defensive Zone: Player cards you play get a Gold D ability and lose their
    hashtag (O120: Gold while the puck is in your defensive zone, as a Colored Zone D; the hashtag is
    the Colored # symbol, whose color and Block no longer work)."""
    defender = r(0, "shutdown-defender-2-helmet")          # Colored # Gold 5
    base = official(hands=((defender,), ()), puck="e5", control=0, turn=0)
    base = act(base, 0, "play", defender)
    assert "gold" in oc.usable_colors(T, base, defender, 0)                 # the # grants Gold in area 5
    state, _card = benched("support-defensive-zone", hands=((defender,), ()), puck="e5", control=0, turn=0)
    state = act(state, 0, "play", defender)
    assert "gold" not in oc.usable_colors(T, state, defender, 0)            # hashtag lost, not in the D zone
    assert not oc.number_block(T, state, defender)
    own_end, _card = benched("support-defensive-zone", hands=((defender,), ()), puck="w4", control=0, turn=0)
    own_end = act(own_end, 0, "play", defender)
    assert "gold" in oc.usable_colors(T, own_end, defender, 0)              # Gold D


def test_offensive_support_gives_blue_and_takes_the_block():
    """Glossary, Support — Offensive: Player cards you play get the Blue ability but cannot play the
    Block action (O120: a Colored # that would allow the Block is refused too)."""
    state, _card = benched("support-offensive", hands=((r(0, "rookie-0-stick"),), ()), puck="c9", control=0, turn=0)
    state = act(state, 0, "play", r(0, "rookie-0-stick"))
    assert "blue" in oc.usable_colors(T, state, r(0, "rookie-0-stick"), 0)
    defender = r(0, "shutdown-defender-2-helmet")          # Colored # Gold 5: Block in an area 5
    fields = {"hands": ((defender,), ()), "play": (r(1, "sniper-7-glove"),), "puck": "w5", "control": 1,
              "turn": 0, "shot": 1, "stage": "shot-card", "shot_from": 0}
    plain = act(official(**fields), 0, "play", defender)
    assert verdict(plain, 0, "block").ok
    state, _card = benched("support-offensive", **fields)
    state = act(state, 0, "play", defender)
    v = verdict(state, 0, "block")
    assert not v.ok and v.code == "support-no-block" and "Offensive" in v.reason
    assert Action(0, "block") not in GAME.legal_actions(state, 0)


def test_goalie_stoppage_support_gives_goalie_cards_black():
    """Glossary, Support — Goalie Stoppage: Goalies you play get the Black ability (a Goalie card
    with no Black of its own may stop play)."""
    glove = extra_card(0, "glove-save-g-glove")
    state, _card = benched("support-goalie-stoppage", extra=("glove-save-g-glove",), hands=((glove,), ()),
                           puck="w4", control=0, turn=0)
    state = act(state, 0, "play", glove)
    assert "black" in oc.usable_colors(T, state, glove, 0)
    state = act(state, 0, "color", "black")
    assert state.phase == STOPPAGE


def test_support_hands_its_offer_check_and_turning_to_its_module():
    """Part 3, Support (O120): a bench card turned face up; its code is in ``support``."""
    state, card = benched("support-offensive", up=False, seat=1, turn=1, phase=STOPPAGE, ready=(False, False))
    action = Action(1, "special-card", ("support", card))
    handler = sh.HANDLERS["support-offensive"]
    assert handler.actions(T, state, "support") == support.actions(T, state, 1) == [action]
    assert handler.verdict(T, state, action) == ALLOWED
    assert handler.verdict(T, state, Action(1, "special-card", ("support", "s2:goal-skate"))).code == \
        "support-not-on-bench"
    mine, theirs = [], []
    assert handler.apply(T, state, action, mine) == support.turn(T, state, action, theirs)
    assert mine == theirs and mine


RULE = "Breakaway: CCG, Specials glossary — Support"


WORDS = {
    "support-stickhandling": "the Stick cards you play have the Gold ability and a Green X",
    "support-superstar": "the Superstars (#8) you play have the Purple ability",
    "support-no-penalty": "it may be given up to cancel a penalty against you",
    "support-defensive-zone": "the Player cards you play have Gold in your defensive zone and lose their "
                              "Colored # symbols",
    "support-offensive": "the Player cards you play have the Blue ability but may not Block",
    "support-goalie-stoppage": "the Goalie cards you play have the Black ability",
}


def test_the_six_kinds_say_what_each_gives_and_to_which_cards():
    """Glossary, Support: StickHandling gives Gold (and a Green X), Superstar Purple and leaves the
    bench, No Penalty cancels a penalty, Defensive Zone Gold D and no hashtag, Offensive Blue and no
    Block, Goalie Stoppage Black (O120: the Gold D is Gold in the defensive zone)."""
    K = support.Kind
    assert support.KINDS == {
        "support-stickhandling": K("StickHandling", "stickhandling", "gold", "", False, False, False, False),
        "support-superstar": K("Superstar", "superstar", "purple", "", False, False, True, False),
        "support-no-penalty": K("No Penalty", "", "", "", False, False, False, True),
        "support-defensive-zone": K("Defensive Zone", "player", "gold", "defensive", True, False, False, False),
        "support-offensive": K("Offensive", "player", "blue", "", False, True, False, False),
        "support-goalie-stoppage": K("Goalie Stoppage", "goalie", "black", "", False, False, False, False),
    }
    assert K("Plain") == K("Plain", "", "", "", False, False, False, False)
    with pytest.raises(AttributeError):
        support.KINDS["support-offensive"].color = "red"          # frozen
    assert support.WORDS == WORDS
    assert (support.SID, support.UP, support.TURNED) == ("support", "support-up", "support-turned")
    assert (support.X, support.NO_HASHTAG, support.NO_BLOCK) == ("support-x", "support-no-hashtag",
                                                                 "support-no-block")
    assert support.RULE == RULE


@pytest.mark.parametrize("kind", sorted(PRINTINGS))
def test_each_printing_names_its_kind(kind):
    """O120: a card's name says its kind ("Offensive Support"...)."""
    assert support.kind_of(T, sup(kind)) == kind
    assert support.kind_of(T, sup(kind, 1)) == kind


# The default benches: seat 0 (s1:) sniper-7-skate, playmaker-5-skate, enforcer-1-glove, goalie-g-skate,
# captain-8-glove; seat 1 (s2:) power-forward-6-helmet, two-way-forward-4-stick, shutdown-defender-2-helmet,
# goalie-g-helmet, rookie-0-stick.
def fake_table(name, rules, specials=("support",)):
    """A one-card stand-in for ``Tables`` (fresh, so no cache is filled yet)."""
    card = SimpleNamespace(specials=specials)
    return SimpleNamespace(name={"c": name}, special_rules={"c": tuple(rules)}, label={"c": f"{name} 9 (skate)"},
                           card={"c": card}, owner={"c": 0})


def rule_of(handler):
    return SimpleNamespace(change={"handler": handler})


def test_a_support_card_s_kind_needs_the_support_special_a_known_handler_and_the_matching_name():
    """O120: one Support special with six kinds; the name picks the kind, so a name naming none,
    a rule of another special or a handler the set does not have gives no kind."""
    assert support.kind_of(T, "s1:enforcer-1-glove") is None
    t = fake_table("Offensive Support", [("support", rule_of("support-offensive"))])
    assert support.kind_of(t, "c") == "support-offensive"
    assert t.support_kinds == {"c": "support-offensive"}                        # kept for next time
    t.support_kinds["c"] = "support-superstar"
    assert support.kind_of(t, "c") == "support-superstar"                       # read from the cache
    assert support.kind_of(fake_table("offensive support", [("support", rule_of("support-offensive"))]),
                           "c") == "support-offensive"                          # case does not matter
    assert support.kind_of(fake_table("Offensive Support", [("other", rule_of("support-offensive"))]), "c") is None
    assert support.kind_of(fake_table("Offensive Support", [("support", rule_of("support-superstar"))]),
                           "c") is None
    assert support.kind_of(fake_table("Nothing Support", [("support", rule_of("support-offensive"))]), "c") is None
    assert support.kind_of(fake_table("Offensive Support", [("support", rule_of("bogus"))]), "c") is None
    t = fake_table("Offensive Support", [("support", rule_of(h)) for h in support.KINDS])
    assert support.kind_of(t, "c") == "support-offensive"
    assert t.support_kinds == {"c": "support-offensive"}
    blank = fake_table("Offensive Support", [("support", SimpleNamespace(change={}))])
    assert support.kind_of(blank, "c") is None


def test_the_green_x_is_the_stickhandling_kinds_only():
    """Glossary, Support — StickHandling: a Green X; no other kind gives an X."""
    assert support.x_color(T, "support-stickhandling") == "green"
    for kind in PRINTINGS:
        if kind != "support-stickhandling":
            assert support.x_color(T, kind) == ""
    assert support.x_color(T, "bogus") == ""
    bare = SimpleNamespace(cards=SimpleNamespace(special_rules={}))
    assert support.x_color(bare, "support-stickhandling") == ""


def test_which_cards_laid_a_kind_gives_to():
    """O120: a StickHandling card shows the Stick suit; a Superstar is a #8 Player card; a Goalie a
    numbered Goalie card; "Player cards" are Player cards; a kind that gives nothing gives to none."""
    assert support.gets(T, "s1:rookie-0-stick", "stickhandling") is True
    assert support.gets(T, "s1:rookie-0-helmet", "stickhandling") is False
    assert support.gets(T, "s1:grinder-3-helmet", "player") is True
    assert support.gets(T, "s1:goal-helmet", "player") is False
    assert support.gets(T, "s1:captain-8-helmet", "superstar") is True
    assert support.gets(T, "s1:sniper-7-helmet", "superstar") is False
    assert support.gets(T, "s1:goalie-g-helmet", "goalie") is True
    assert support.gets(T, "s1:grinder-3-helmet", "goalie") is False
    assert support.gets(T, "s1:grinder-3-helmet", "") is False


def test_face_up_lists_the_cards_still_on_their_benches_for_either_seat():
    """O120: a face-up card is face up only while it stays on its bench; both seats see it."""
    assert support.face_up(official()) == []
    assert support.shown(official()) == set()
    off, star = sup("support-offensive"), sup("support-superstar", 1)
    state = on_bench("support-offensive")
    state = on_bench("support-superstar", seat=1, benches=(state.benches[0], official().benches[1]))
    gone = Effect("support-up", 0, "game", "support-goalie-stoppage", "s1:goalie-stoppage-support-5-glove")
    other = Effect("support-turned", 0, "turn", "support", off)
    state = evolve(state, effects=(other, up("support-offensive"), gone, up("support-superstar", 1)))
    assert support.face_up(state) == [("support-offensive", off, 0), ("support-superstar", star, 1)]
    assert support.face_up(state, 0) == [("support-offensive", off, 0)]
    assert support.face_up(state, 1) == [("support-superstar", star, 1)]
    assert support.shown(state) == {off, star}
    wrong_seat = evolve(state, effects=(Effect("support-up", 1, "game", "support-offensive", off),))
    assert support.face_up(wrong_seat) == []                                 # not on seat 1's bench


def test_a_card_that_left_its_bench_loses_its_face_up_mark_and_the_others_keep_theirs():
    """O120: switched into the hand, a face-up card goes back face down."""
    plain = official()
    assert support.tidy(plain) is plain
    other = evolve(plain, effects=(Effect("cancelled", 0, "stoppage", "x", "s1:enforcer-1-glove"),))
    assert support.tidy(other) is other
    kept = on_bench("support-offensive", effects=(up("support-offensive"),))
    assert support.tidy(kept) is kept
    turned = Effect("support-turned", 0, "turn", "support", "s1:goalie-stoppage-support-5-glove")
    stray = Effect("support-up", 0, "game", "support-goalie-stoppage", "s1:goalie-stoppage-support-5-glove")
    mixed = evolve(kept, effects=(turned, stray, up("support-offensive")))
    assert support.tidy(mixed).effects == (turned, up("support-offensive"))


def test_support_answers_only_a_special_card_action_naming_support_and_a_card():
    """O120: turning is ``special-card ("support", card)``."""
    assert support.owns(Action(0, "special-card", ("support", "s1:x")))
    assert not support.owns(Action(0, "special-card", ("support",)))
    assert not support.owns(Action(0, "special-card", ("support", "s1:x", "y")))
    assert not support.owns(Action(0, "special-card", ("specialized", "s1:x")))
    assert not support.owns(Action(0, "special", ("support", "s1:x")))


def test_bench_step_at_a_stoppage_until_the_side_is_done():
    """O120: a stoppage's bench step, before that side is done."""
    state = official(phase=STOPPAGE, ready=(False, True))
    assert support.bench_step(state, 0) is True
    assert support.bench_step(state, 1) is False


def test_bench_step_in_phase_1_only_for_the_side_placing():
    """O120: a Phase 1 bench step (line change and the like) is the side's whose turn it is."""
    state = official(phase=START, placing=(0, "line-change", ()), turn=0)
    assert support.bench_step(state, 0) is True
    assert support.bench_step(state, 1) is False
    assert support.bench_step(evolve(state, placing=None), 0) is False


def test_bench_step_in_phase_3_while_a_specials_switches_last():
    """O120: while a special's switches (Changing Lines, Rushed line Change) last."""
    switches = Effect("bench-switches", 0, "turn", "2", "")
    state = official(phase=USE, turn=0, effects=(switches,))
    assert support.bench_step(state, 0) is True
    assert support.bench_step(evolve(state, turn=1), 1) is False          # switches are seat 0's
    assert support.bench_step(evolve(state, turn=1), 0) is False          # not seat 0's turn
    assert support.bench_step(evolve(state, effects=()), 0) is False
    spent = Effect("bench-switches", 0, "turn", "0", "")
    assert support.bench_step(evolve(state, effects=(spent,)), 0) is False
    one = Effect("bench-switches", 0, "turn", "1", "")
    assert support.bench_step(evolve(state, effects=(one,)), 0) is True
    assert support.bench_step(official(phase=PLAY, turn=0, ready=(False, False)), 0) is False


def test_the_turnable_cards_are_the_support_cards_not_yet_turned_this_step():
    """O120: each card turns over at most once per bench step; only Support cards turn."""
    off, stick = sup("support-offensive"), sup("support-stickhandling")
    state = on_bench("support-offensive", "support-stickhandling", phase=STOPPAGE, ready=(False, False))
    assert support.actions(T, state, 0) == [Action(0, "special-card", ("support", off)),
                                            Action(0, "special-card", ("support", stick))]
    assert support.actions(T, state, 1) == []                              # no Support card there
    turned = evolve(state, effects=(Effect("support-turned", 0, "turn", "support", off),))
    assert support.actions(T, turned, 0) == [Action(0, "special-card", ("support", stick))]
    assert support.actions(T, evolve(state, ready=(True, False)), 0) == []
    theirs = on_bench("support-offensive", seat=1, phase=STOPPAGE, ready=(False, False))
    assert support.actions(T, theirs, 1) == [Action(1, "special-card", ("support", sup("support-offensive", 1)))]


def test_in_phase_3_the_legal_moves_turn_a_support_card_only_while_switches_last():
    """O120: a Support card turns over in a bench step, and Changing Lines' switches in Phase 3 are
    one: while they last the game's legal moves offer the turn beside the card's own uses; without
    them, or on the other side's turn, they do not."""
    from tests.games.breakaway_ccg.support import GAME, card
    off = sup("support-offensive")
    turn_over = Action(0, "special-card", ("support", off))
    switches = Effect("bench-switches", 0, "turn", "2", "")
    state = on_bench("support-offensive", phase=USE, turn=0, control=0, play=(card(0, "rookie-0-helmet"),),
                     effects=(switches,))
    legal = GAME.legal_actions(state, 0)
    assert turn_over in legal and Action(0, "move", ("nw9",)) in legal
    assert turn_over not in GAME.legal_actions(evolve(state, effects=()), 0)
    assert GAME.legal_actions(evolve(state, turn=1), 0) == []


def test_the_action_space_offers_every_bench_card_of_both_seats():
    """O120: the action space holds each bench card's turning, legal or not."""
    state = official()
    expected = [Action(s, "special-card", ("support", c)) for s in (0, 1) for c in state.benches[s]]
    assert list(support.space(T, state)) == expected


def test_turning_a_card_not_on_the_bench_is_refused_with_its_label():
    """O120: a Support card turns over only on its owner's bench."""
    state = on_bench("support-offensive", phase=STOPPAGE, ready=(False, False))
    fresh = Tables(T.cards, T.rink)    # nothing looked up yet: the label comes from the copy id alone
    v = support.verdict(fresh, state, Action(0, "special-card", ("support", "s1:grinder-3-helmet")))
    assert (v.ok, v.code, v.rule) == (False, "support-not-on-bench", RULE)
    assert v.reason == ("Grinder 3 (helmet) is not on your bench: a Support card is turned over only on its "
                        "owner's bench.")
    theirs = support.verdict(T, state, Action(1, "special-card", ("support", sup("support-offensive"))))
    assert theirs.code == "support-not-on-bench"
    assert theirs.reason.startswith("Offensive Support 6 (helmet) is not on your bench")
    odd = support.verdict(T, state, Action(0, "special-card", ("support", "no-such-card")))
    assert odd.reason.startswith("no-such-card is not on your bench:")


def test_turning_a_bench_card_with_no_kind_is_refused_saying_why():
    """O120: only a Support card of one of the six kinds turns over."""
    state = official(phase=STOPPAGE, ready=(False, False))
    v = support.verdict(T, state, Action(0, "special-card", ("support", "s1:enforcer-1-glove")))
    assert (v.ok, v.code, v.reason, v.rule) == (False, "support-no-kind", "Enforcer 1 (glove) has no Support special.",
                                                RULE)
    t = fake_table("Odd Support", [("support", rule_of("support-offensive"))])
    bench = evolve(state, benches=(("c",), ()))
    v = support.verdict(t, bench, Action(0, "special-card", ("support", "c")))
    assert (v.code, v.reason) == ("support-no-kind", "Odd Support 9 (skate) names no kind of Support.")
    t = fake_table("Odd", [], specials=())
    assert support.verdict(t, bench, Action(0, "special-card", ("support", "c"))).reason == \
        "Odd 9 (skate) has no Support special."


def test_turning_outside_a_bench_step_and_twice_is_refused():
    """O120: only when the owner may switch with the bench, at most once per bench step."""
    off = sup("support-offensive")
    state = on_bench("support-offensive", phase=PLAY, turn=0)
    v = support.verdict(T, state, Action(0, "special-card", ("support", off)))
    assert (v.ok, v.code, v.rule) == (False, "support-when", RULE)
    assert v.reason == ("A Support card is turned over only when you may switch with your bench: at a stoppage "
                        "before you are done with the bench, at a line change, or while a special lets you switch.")
    open_ = evolve(state, phase=STOPPAGE, ready=(False, False))
    assert support.verdict(T, open_, Action(0, "special-card", ("support", off))) == ALLOWED
    twice = evolve(open_, effects=(Effect("support-turned", 0, "turn", "support", off),))
    v = support.verdict(T, twice, Action(0, "special-card", ("support", off)))
    assert (v.ok, v.code, v.rule) == (False, "support-once", RULE)
    assert v.reason == "Offensive Support 6 (helmet) has already been turned over at this bench step."
    other = evolve(open_, effects=(Effect("support-turned", 0, "turn", "support", "s1:sniper-7-skate"),
                                   Effect("support-up", 0, "game", "support", off)))
    assert support.verdict(T, other, Action(0, "special-card", ("support", off))) == ALLOWED


TITLES = {"support-stickhandling": "StickHandling", "support-superstar": "Superstar",
          "support-no-penalty": "No Penalty", "support-defensive-zone": "Defensive Zone",
          "support-offensive": "Offensive", "support-goalie-stoppage": "Goalie Stoppage"}


@pytest.mark.parametrize("kind", sorted(PRINTINGS))
def test_turning_face_up_says_what_the_kind_does(kind):
    """Glossary, Support: placed face up its kind acts (O120: no switch is spent, marked turned)."""
    card = sup(kind)
    keep = Effect("cancelled", 1, "stoppage", "x", "s2:rookie-0-stick")
    state = on_bench(kind, phase=STOPPAGE, ready=(False, False), effects=(keep,))
    events = []
    new = support.turn(T, state, Action(0, "special-card", ("support", card)), events)
    assert new.effects == (keep, Effect("support-turned", 0, "turn", "support", card),
                           Effect("support-up", 0, "game", kind, card))
    [event] = events
    assert event.kind == "special-support"
    assert event.text == (f"Player 1 turns {T.label[card]} face up on the bench. Support ({TITLES[kind]}): "
                          f"{WORDS[kind]}.")
    assert event.data == {"seat": 0, "special": "support", "kind": kind, "card": card, "up": True}
    assert new.swaps == state.swaps and new.benches == state.benches


def test_turning_face_down_stops_the_kind_for_seat_2_too():
    """Glossary, Support: it may be turned face down whenever its owner may switch with the bench."""
    card = sup("support-superstar", 1)
    state = on_bench("support-superstar", seat=1, phase=STOPPAGE, ready=(False, False),
                     effects=(up("support-superstar", 1),))
    events = []
    new = support.turn(T, state, Action(1, "special-card", ("support", card)), events)
    assert new.effects == (Effect("support-turned", 1, "turn", "support", card),)
    [event] = events
    assert event.text == f"Player 2 turns {T.label[card]} face down on the bench: its Support (Superstar) stops."
    assert event.data == {"seat": 1, "special": "support", "kind": "support-superstar", "card": card, "up": False}
    again = support.turn(T, evolve(new, effects=()), Action(1, "special-card", ("support", card)), [])
    assert again.effects[-1] == Effect("support-up", 1, "game", "support-superstar", card)


def test_the_turning_button_says_up_or_down():
    """O120: the action turns the card face up, or back face down."""
    card = sup("support-offensive")
    state = on_bench("support-offensive")
    action = Action(0, "special-card", ("support", card))
    assert support.describe(T, state, action) == f"Support (Offensive): turn {T.label[card]} face up on the bench"
    shown = evolve(state, effects=(up("support-offensive"),))
    assert support.describe(T, shown, action) == f"Support (Offensive): turn {T.label[card]} face down on the bench"
    assert support.describe(T, shown, Action(1, "special-card", ("support", card))).endswith("face up on the bench")
    assert support.describe(T, state, Action(0, "special-card", ("support", "s1:enforcer-1-glove"))) == \
        "Support: turn Enforcer 1 (glove) face up on the bench"


def _laid(kinds, card, seat=0, puck="c9", extra=()):
    state = on_bench(*kinds, seat=seat, puck=puck, effects=tuple(up(k, seat) for k in kinds) + tuple(extra))
    events = []
    new = support.on_play(T, state, seat, card, events)
    return state, new, events


def test_stickhandling_gives_a_stick_card_gold_and_a_green_x():
    """Glossary, Support — StickHandling: Gold and a Green X (O120: the X lasts while the card is in
    play, the ability for its turn)."""
    card = "s1:rookie-0-stick"
    state, new, events = _laid(["support-stickhandling"], card)
    assert new.effects[len(state.effects):] == (Effect("gain-color", 0, "turn", "gold", card),
                                                Effect("support-x", 0, "stoppage", "green", card))
    [event] = events
    assert event.kind == "special-support"
    assert event.text == "Support (StickHandling): Rookie 0 (stick) has the Gold ability this turn and carries a Green X."
    assert event.data == {"seat": 0, "special": "support", "kind": "support-stickhandling", "card": card}
    _s, same, none = _laid(["support-stickhandling"], "s1:rookie-0-helmet")
    assert same.effects == _s.effects and none == []


def test_defensive_zone_gives_gold_only_in_the_users_defensive_zone_and_takes_the_hashtag():
    """Glossary, Support — Defensive Zone: Gold D and no hashtag (O120: Gold while the puck is in
    the owner's defensive zone as the card is laid)."""
    card = "s1:grinder-3-helmet"
    state, new, events = _laid(["support-defensive-zone"], card, puck="w4")       # seat 0's own end
    assert new.effects[len(state.effects):] == (
        Effect("gain-color", 0, "turn", "gold", card),
        Effect("support-no-hashtag", 0, "stoppage", "support-defensive-zone", card))
    assert events[0].text == ("Support (Defensive Zone): Grinder 3 (helmet) has the Gold ability this turn and loses "
                              "its Colored # symbols.")
    state, new, events = _laid(["support-defensive-zone"], card, puck="e5")       # the far end
    assert new.effects[len(state.effects):] == (
        Effect("support-no-hashtag", 0, "stoppage", "support-defensive-zone", card),)
    assert events[0].text == "Support (Defensive Zone): Grinder 3 (helmet) loses its Colored # symbols."
    theirs = "s2:rookie-0-glove"
    state, new, events = _laid(["support-defensive-zone"], theirs, seat=1, puck="e5")   # seat 1's own end
    assert new.effects[len(state.effects)] == Effect("gain-color", 1, "turn", "gold", theirs)
    assert events[0].data["seat"] == 1
    state, new, _e = _laid(["support-defensive-zone"], theirs, seat=1, puck="w4")
    assert [e.kind for e in new.effects[len(state.effects):]] == ["support-no-hashtag"]


def test_offensive_gives_blue_and_takes_the_block_and_two_kinds_both_act():
    """Glossary, Support — Offensive: Blue, but no Block; several face-up cards each act (O120)."""
    card = "s1:captain-8-helmet"
    state, new, events = _laid(["support-offensive", "support-superstar"], card)
    assert new.effects[len(state.effects):] == (
        Effect("gain-color", 0, "turn", "blue", card),
        Effect("support-no-block", 0, "stoppage", "support-offensive", card),
        Effect("gain-color", 0, "turn", "purple", card))
    assert [e.text for e in events] == [
        "Support (Offensive): Captain 8 (helmet) has the Blue ability this turn and may not Block.",
        "Support (Superstar): Captain 8 (helmet) has the Purple ability this turn."]
    assert events[1].data == {"seat": 0, "special": "support", "kind": "support-superstar", "card": card}


def test_goalie_stoppage_and_no_penalty_and_the_other_seats_cards():
    """Glossary, Support — Goalie Stoppage gives Black to Goalie cards; No Penalty gives nothing to
    cards played; a Support card acts for its owner's cards only (O120)."""
    goalie = "s1:goalie-g-helmet"
    state, new, events = _laid(["support-goalie-stoppage", "support-no-penalty"], goalie)
    assert new.effects[len(state.effects):] == (Effect("gain-color", 0, "turn", "black", goalie),)
    assert [e.text for e in events] == ["Support (Goalie Stoppage): Goalie (helmet) has the Black ability this turn."]
    state = on_bench("support-offensive", effects=(up("support-offensive"),))
    events = []
    assert support.on_play(T, state, 1, "s2:rookie-0-glove", events) == state and events == []


def test_the_green_x_cancels_an_opponents_green_card_laid_on_it():
    """Glossary, Support — StickHandling's Green X, as a printed Colored X (O101, O120): the
    opponent's card laid on it with Green usable is Cancelled."""
    below, card = "s1:rookie-0-stick", "s2:shutdown-defender-2-glove"
    mark = Effect("support-x", 0, "stoppage", "green", below)
    state = official(play=(below, card), effects=(mark,))
    events = []
    new = support.on_played_on(T, state, 1, card, below, events)
    assert new.effects == (mark, Effect("cancelled", 1, "stoppage", "support", card))
    [event] = events
    assert event.text == ("Support: Shutdown Defender 2 (glove) carries green onto Rookie 0 (stick)'s green X and is "
                          "Cancelled.")
    assert event.data == {"seat": 1, "special": "support", "card": card}
    for quiet in (official(play=(below, card), effects=(Effect("support-x", 1, "stoppage", "green", below),)),
                  official(play=(below, card), effects=(Effect("support-x", 0, "stoppage", "green", card),)),
                  official(play=(below, card), effects=(Effect("support-no-block", 0, "stoppage", "green", below),)),
                  official(play=(below, card), effects=(mark, Effect("cancelled", 0, "stoppage", "x", below)))):
        events = []
        assert support.on_played_on(T, quiet, 1, card, below, events) is quiet and events == []
    blue = evolve(state, effects=(Effect("support-x", 0, "stoppage", "blue", below),))
    assert support.on_played_on(T, blue, 1, card, below, []) is blue


def test_no_hashtag_and_no_block_read_their_own_marks_on_that_card():
    """O120: Defensive Zone takes the card's Colored #; Offensive its Block."""
    card = "s1:grinder-3-helmet"
    assert support.no_hashtag(official(), card) is False
    assert support.no_block(official(), card) is False
    both = official(effects=(Effect("support-no-hashtag", 0, "stoppage", "k", card),
                             Effect("support-no-block", 0, "stoppage", "k", "s1:rookie-0-stick")))
    assert support.no_hashtag(both, card) is True
    assert support.no_hashtag(both, "s1:rookie-0-stick") is False
    assert support.no_block(both, "s1:rookie-0-stick") is True
    assert support.no_block(both, card) is False
    v = support.block_refused()
    assert (v.ok, v.code, v.rule) == (False, "support-no-block", RULE)
    assert v.reason == ("Support (Offensive): the Player cards you play while it is face up may not use the Block "
                        "action.")


def test_the_replacement_is_the_first_momentum_card_that_may_sit_on_that_bench():
    """O120: the top Momentum Card that is a Player card of the owner's team with a name not on
    the bench (the leaving card's own name does not count)."""
    star = sup("support-superstar")
    state = on_bench("support-superstar", momentum=("s2:grinder-3-helmet", "s1:goal-helmet", "s1:sniper-7-helmet",
                                                    "s1:superstar-support-7-skate~2", "s1:grinder-3-helmet"))
    assert support._replacement(T, state, 0, star) == "s1:superstar-support-7-skate~2"
    later = evolve(state, momentum=state.momentum[:3] + state.momentum[4:])
    assert support._replacement(T, later, 0, star) == "s1:grinder-3-helmet"
    assert support._replacement(T, evolve(state, momentum=state.momentum[:3]), 0, star) is None
    assert support._replacement(T, state, 1, "s2:shutdown-defender-2-helmet") == "s2:grinder-3-helmet"


def test_leaving_sends_the_card_under_the_pile_and_seats_the_replacement_face_down():
    """Glossary, Support — Superstar: to the bottom of the Momentum cards, the top one drawn to the
    bench in its place (O120: face down; its face-up and turned marks go)."""
    star = sup("support-superstar")
    keep = Effect("support-up", 0, "game", "support-offensive", "s1:sniper-7-skate")
    state = on_bench("support-superstar", momentum=("s2:rookie-0-helmet", "s1:grinder-3-helmet", "s1:goal-helmet"),
                     effects=(up("support-superstar"), Effect("support-turned", 0, "turn", "support", star), keep))
    events = []
    new = support._leave(T, state, 0, star, "Why", events)
    assert new.momentum == ("s2:rookie-0-helmet", "s1:goal-helmet", star)
    bench = list(state.benches[0])
    bench[bench.index(star)] = "s1:grinder-3-helmet"
    assert new.benches == (tuple(bench), state.benches[1])
    assert new.effects == (keep,)
    public, private = events
    assert public.kind == "special-support" and public.audience is None
    assert public.text == ("Why: Player 1's Superstar Support 7 (skate) goes to the bottom of the Momentum pile, and a "
                           "Momentum Card takes its place on the bench, face down.")
    assert public.data == {"seat": 0, "special": "support", "kind": "support-superstar", "card": star}
    assert private.kind == "support-own" and private.audience == frozenset({0}) and private.irreversible
    assert private.text == "Grinder 3 (helmet) comes from the Momentum pile to your bench."
    assert private.data == {"seat": 0, "card": "s1:grinder-3-helmet"}
    theirs = sup("support-superstar", 1)
    state = on_bench("support-superstar", seat=1, momentum=("s2:grinder-3-helmet",))
    events = []
    new = support._leave(T, state, 1, theirs, "Why", events)
    assert new.benches[0] == state.benches[0] and "s2:grinder-3-helmet" in new.benches[1]
    assert theirs not in new.benches[1] and new.momentum == (theirs,)
    assert events[1].audience == frozenset({1}) and events[0].text.startswith("Why: Player 2's Superstar Support")
    nothing = []
    assert support._leave(T, evolve(state, momentum=("s1:grinder-3-helmet",)), 1, theirs, "Why", nothing) is None
    assert nothing == []


def test_a_superstar_support_leaves_after_its_owners_faceoff_win_only():
    """Glossary, Support — Superstar: after a face-off its owner wins (O120)."""
    star = sup("support-superstar")
    state = on_bench("support-superstar", momentum=("s1:grinder-3-helmet",), effects=(up("support-superstar"),))
    events = []
    new = support.after_faceoff(T, state, 0, events)
    assert star not in new.benches[0] and new.momentum == (star,)
    assert events[0].text.startswith("Support (Superstar), after a face-off won: Player 1's Superstar Support 7 "
                                     "(skate) goes to the bottom")
    lost = []
    assert support.after_faceoff(T, state, 1, lost) is state and lost == []
    plain = official()
    assert support.after_faceoff(T, plain, 0, []) is plain
    stuck = evolve(state, momentum=())
    assert support.after_faceoff(T, stuck, 0, []) == stuck                    # no card may take its place
    other = on_bench("support-offensive", momentum=("s1:grinder-3-helmet",), effects=(up("support-offensive"),))
    assert support.after_faceoff(T, other, 0, []) is other


def test_superstar_supports_of_both_seats_leave_at_a_periods_end():
    """Glossary, Support — Superstar: at the end of a period (O120)."""
    s0, s1 = sup("support-superstar"), sup("support-superstar", 1)
    state = on_bench("support-superstar", momentum=("s1:grinder-3-helmet", "s2:grinder-3-helmet"))
    state = evolve(state, benches=(state.benches[0], tuple(s1 if c == SPOTS[1] else c for c in state.benches[1])),
                   effects=(up("support-superstar"), up("support-superstar", 1)))
    events = []
    new = support.at_period_end(T, state, events)
    assert new.momentum == (s0, s1)
    assert "s1:grinder-3-helmet" in new.benches[0] and "s2:grinder-3-helmet" in new.benches[1]
    assert [e.text.split(":")[0] for e in events if e.audience is None] == \
        ["Support (Superstar), at the end of the period"] * 2
    assert support.at_period_end(T, official(), []) == official()
    plain = official()
    assert support.at_period_end(T, plain, []) is plain


def test_no_penalty_cancels_the_first_time_penalty_against_its_owner():
    """Glossary, Support — No Penalty: discarded under the Momentum cards to cancel a penalty; the
    stoppage still happens (O120: the first penalty against its owner, not a penalty shot)."""
    card = sup("support-no-penalty")
    shot = Call(0, "Hooking", 2, "", shot=True)
    first, second, theirs = Call(0, "Tripping", 2, "a trip"), Call(0, "Slashing", 2, "a slash"), Call(1, "Holding", 2)
    state = on_bench("support-no-penalty", momentum=("s1:grinder-3-helmet",), effects=(up("support-no-penalty"),),
                     calls=(theirs, shot, first, second), phase=STOPPAGE)
    events = []
    new = support.waive(T, state, events)
    assert new.calls == (theirs, shot, second)
    assert new.momentum == (card,) and "s1:grinder-3-helmet" in new.benches[0]
    assert new.phase == STOPPAGE
    assert events[0].text == ("Support (No Penalty) cancels Tripping on Player 1: Player 1's No Penalty Support 2 "
                              "(glove) goes to the bottom of the Momentum pile, and a Momentum Card takes its place "
                              "on the bench, face down.")
    assert events[0].data == {"seat": 0, "special": "support", "kind": "support-no-penalty", "card": card}


def test_no_penalty_waits_without_a_penalty_of_its_owner_or_a_replacement():
    """O120: no penalty against its owner, or no card to take its place: it cancels nothing."""
    calls = (Call(1, "Holding", 2), Call(0, "Hooking", 2, "", shot=True))
    state = on_bench("support-no-penalty", momentum=("s1:grinder-3-helmet",), effects=(up("support-no-penalty"),),
                     calls=calls)
    assert support.waive(T, state, []) is state
    stuck = evolve(state, calls=(Call(0, "Tripping", 2),), momentum=())
    events = []
    assert support.waive(T, stuck, events) is stuck and events == []
    other = on_bench("support-offensive", momentum=("s1:grinder-3-helmet",), effects=(up("support-offensive"),),
                     calls=(Call(0, "Tripping", 2),))
    assert support.waive(T, other, []) is other
    plain = official(calls=(Call(0, "Tripping", 2),))
    assert support.waive(T, plain, []) is plain
    theirs = on_bench("support-no-penalty", seat=1, momentum=("s2:grinder-3-helmet",),
                      effects=(up("support-no-penalty", 1),), calls=(Call(0, "Tripping", 2), Call(1, "Holding", 2)))
    assert support.waive(T, theirs, []).calls == (Call(0, "Tripping", 2),)


def test_with_only_face_up_marks_the_mark_of_the_card_off_the_bench_is_dropped():
    """O120: a face-up card that left the bench is face down, even when every mark is a face-up one."""
    stray = Effect("support-up", 0, "game", "support-goalie-stoppage", "s1:goalie-stoppage-support-5-glove")
    state = on_bench("support-offensive", effects=(stray, up("support-offensive")))
    assert support.tidy(state).effects == (up("support-offensive"),)
    assert support.tidy(evolve(state, effects=(stray,))).effects == ()


def test_turning_one_card_keeps_the_other_face_up_cards_and_their_marks():
    """O120: each Support card turns on its own; the others stay as they are."""
    off, stick = sup("support-offensive"), sup("support-stickhandling")
    x = Effect("support-x", 0, "stoppage", "green", off)
    state = on_bench("support-offensive", "support-stickhandling", phase=STOPPAGE, ready=(False, False),
                     effects=(up("support-stickhandling"), x))
    new = support.turn(T, state, Action(0, "special-card", ("support", off)), [])
    assert new.effects == (up("support-stickhandling"), x, Effect("support-turned", 0, "turn", "support", off),
                           up("support-offensive"))
    down = support.turn(T, new, Action(0, "special-card", ("support", stick)), [])
    assert support.face_up(down, 0) == [("support-offensive", off, 0)]


def test_a_leaving_card_may_be_replaced_by_a_card_of_its_own_name():
    """O120: the bench holds different names; the leaving card's own name is free once it goes."""
    star, twin = sup("support-superstar"), "s1:superstar-support-7-skate~2"
    state = on_bench("support-superstar", momentum=(twin,), effects=(up("support-superstar"),))
    new = support.after_faceoff(T, state, 0, [])
    assert twin in new.benches[0] and new.momentum == (star,)


def test_a_kind_that_gives_nothing_to_a_card_does_not_stop_the_next_one():
    """O120: each face-up Support card acts on its own, in turn."""
    card = "s1:grinder-3-helmet"
    state, new, events = _laid(["support-no-penalty", "support-goalie-stoppage", "support-offensive"], card)
    assert [e.kind for e in new.effects[len(state.effects):]] == ["gain-color", "support-no-block"]
    assert [e.data["kind"] for e in events] == ["support-offensive"]


def test_no_penalty_is_found_behind_another_face_up_kind_and_for_the_seat_with_a_call():
    """O120: each face-up No Penalty card cancels the first penalty against its own owner."""
    state = on_bench("support-offensive", "support-no-penalty", momentum=("s1:grinder-3-helmet",),
                     effects=(up("support-offensive"), up("support-no-penalty")), calls=(Call(0, "Tripping", 2),))
    assert support.waive(T, state, []).calls == ()
    both = on_bench("support-no-penalty", momentum=("s1:grinder-3-helmet", "s2:grinder-3-helmet"),
                    calls=(Call(1, "Holding", 2),))
    both = evolve(both, benches=(both.benches[0], tuple(sup("support-no-penalty", 1) if c == SPOTS[1] else c
                                                      for c in both.benches[1])),
                  effects=(up("support-no-penalty"), up("support-no-penalty", 1)))
    new = support.waive(T, both, [])
    assert new.calls == () and new.momentum == ("s1:grinder-3-helmet", sup("support-no-penalty", 1))
    assert sup("support-no-penalty") in new.benches[0]


def test_support_cards_act_on_the_card_laid_and_on_the_card_laid_on_it():
    """Part 3: Support (O120): StickHandling gives a Stick card Gold and a Green X; a card that carries its
    color onto a gained X is Cancelled."""
    state = on_bench(
        "support-stickhandling", hands=((R0S, CAP0), (K0,)), puck="c9", effects=(up("support-stickhandling"),)
    )
    new, events = run(turns.play_card, state, 0, R0S)
    assert kinds(events)[:2] == ["play", "special-support"]
    assert new.effects[-2:] == (
        Effect("gain-color", 0, "turn", "gold", R0S),
        Effect("support-x", 0, "stoppage", "green", R0S),
    )
    green = r(1, "shutdown-defender-2-skate")
    carried = official(
        hands=((R0,), (green, K0)),
        play=(R0S,),
        turn=1,
        puck="c9",
        control=0,
        effects=(Effect("support-x", 0, "stoppage", "green", R0S),),
    )
    out, events = run(turns.play_card, carried, 1, green)
    assert Effect("cancelled", 1, "stoppage", "support", green) in out.effects and "special" in kinds(events)
    marked = evolve(carried, effects=carried.effects + (Effect("challenge-card", 0, "stoppage", card=R0S),))
    fine, _ = run(turns.play_card, marked, 1, green)
    assert not any(e.kind == "cancelled" for e in fine.effects)
