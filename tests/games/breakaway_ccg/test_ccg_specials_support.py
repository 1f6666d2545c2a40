"""Breakaway: CCG's Support special (Part 3 of ``breakaway-ccg.md``, the Specials glossary: Support;
ruling O120 in ``docs/rulings/breakaway-ccg.md``): a card that works face up from its owner's
bench, with its six kinds (StickHandling, Superstar, No Penalty, Defensive Zone, Offensive, Goalie
Stoppage). One scenario per kind, citing the book, played through the checked ``apply``; the rule
is data in ``card_data/breakaway_ccg/cards.yaml`` with its code in ``support.py``."""

from __future__ import annotations

from tabletop.engine.actions import Action
from tabletop.games.breakaway_ccg import official_colors as oc
from tabletop.games.breakaway_ccg import official_flow as fl
from tabletop.games.breakaway_ccg import support
from tabletop.games.breakaway_ccg.official_flow import Effect
from tabletop.games.breakaway_ccg.penalties import Call
from tabletop.games.breakaway_ccg.state import CHALLENGE, PLAY, START, STOPPAGE, USE, evolve
from tests.games.breakaway_ccg.support import (
    GAME,
    PRINTINGS,
    T,
    act,
    benched,
    extra_card,
    official,
    r,
    verdict,
)


#: The authored printing of each kind (``cards.yaml``, the O120 printings).
#: Seat 0's bench card each Support card takes the place of (a name not clashing with it).
def stoppage(state):
    """Play stops at center ice with nothing drawn (as the Time out tests do)."""
    return fl.stop_play(T, state, [], "end-zone", "center", chooser=0, discard=False, draws=False)


def gained_colors(state, card):
    return oc.gained(state, card, "color")


# ----- the card set: every kind printed -----------------------------------------------------------------
def test_every_kind_of_support_has_an_authored_printing_that_names_it():
    """Glossary, Support: six kinds; the set prints each (its name says the kind, O120)."""
    for kind, name in PRINTINGS.items():
        c = T.cards.by_id[name]
        assert c.source == "authored" and "support" in c.specials and c.player
        assert support.kind_of(T, extra_card(0, name)) == kind
    rules = T.cards.special_rules["support"]
    assert {r.change["handler"] for r in rules} == set(support.KINDS)
    assert all(r.window == "passive" and r.ruling == "O120" for r in rules)


# ----- turning face up and down: whenever a switch with the bench is allowed -------------------------------
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


# ----- StickHandling ------------------------------------------------------------------------------------
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
    assert fl.cancelled(state, r(1, "shutdown-defender-2-glove"))


# ----- Superstar ------------------------------------------------------------------------------------------
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


# ----- No Penalty ------------------------------------------------------------------------------------------
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


# ----- Defensive Zone -----------------------------------------------------------------------------------
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


# ----- Offensive ----------------------------------------------------------------------------------------
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


# ----- Goalie Stoppage ----------------------------------------------------------------------------------
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
