"""Breakaway: CCG, the specials of challenges (Part 3: Dump In, Final Say, Faceoff, Dump, Grind
Challenge, Stretch Dump, Dig it out; Part 2, "Challenges": Dump In and Dump Out, Face-Off, Grind).

Rulings O42 (regaining the puck after a lost challenge), O43 (two Final Says), O86 (Stretch Dump)
and O117 (Dig it out) in ``docs/rulings/breakaway-ccg.md``.
"""

from __future__ import annotations

from tabletop.engine.actions import Action
from tabletop.engine.verdict import ALLOWED
from tabletop.games.breakaway_ccg.official import basics as fl
from tabletop.games.breakaway_ccg.official import challenges as ch
from tabletop.games.breakaway_ccg.official import legality
from tabletop.games.breakaway_ccg.official.basics import Effect
from tabletop.games.breakaway_ccg.specials import handlers as sh
from tabletop.games.breakaway_ccg.specials import windows as sp
from tabletop.games.breakaway_ccg.state import CHALLENGE, PLACE, PLAY, SHOT_CARD, STOPPAGE, USE, evolve
from tests.games.breakaway_ccg.helpers_specials import (
    CHALLENGES_RULE,
    CORNER,
    DUMP,
    FACEOFF_SP,
    PHASES_RULE,
    ROOKIE,
    ROOKIE1,
    VETERAN,
    at_a_faceoff,
    changed,
    dumping,
    eff,
    ev,
    pos,
    pub,
    refused_citing,
    specials_offered,
    x,
)
from tests.games.breakaway_ccg.support import GAME, T, act, extra_card, official, r, verdict


def test_dump_in_is_the_handler_s_challenge_and_counts_as_the_card_s_special():
    """Glossary, Dump In: starts a Dump and Chase (or Dump Out) challenge; one special per card."""
    state = official(hands=((r(0, "dump-and-chase-1-stick"), r(0, "rookie-0-helmet")), (r(1, "goal-skate"),)),
                     puck="c9", control=0, turn=0)
    state = act(state, 0, "play", r(0, "dump-and-chase-1-stick"))
    assert {a.kind for a in GAME.legal_actions(state, 0)} >= {"dump-in"}
    state = act(state, 0, "dump-in", "e3")
    assert state.phase == CHALLENGE and state.challenge.kind == ch.DUMP_IN and state.special_used


EAST = ("e8", "e0", "e1", "e3", "e2", "e5", "e4", "e6", "e7")      # seat 0's offensive zone, the rink's order


def test_a_dump_in_starts_from_the_neutral_zone_into_the_offensive_zone():
    """Challenges, Dump In: begun in the neutral zone, the target an offensive-zone area."""
    assert legality.dump_verdict(T, dumping(), ch.DUMP_IN, None) == ALLOWED
    for target in EAST:
        assert legality.dump_verdict(T, dumping(), ch.DUMP_IN, target) == ALLOWED
    for target in ("w3", "ne9", "c9"):
        refused_citing(legality.dump_verdict(T, dumping(), ch.DUMP_IN, target), "dump-in-target",
                "A Dump In sends the puck into your offensive zone.", CHALLENGES_RULE)
    for puck in ("e8", "w3", "w8"):
        refused_citing(legality.dump_verdict(T, dumping(puck), ch.DUMP_IN, None), "dump-in-zone",
                "A Dump In starts from the neutral zone.", CHALLENGES_RULE)
    assert legality.dump_verdict(T, dumping("nw9"), ch.DUMP_IN, "e3") == ALLOWED
    # seat 1 attacks west
    assert legality.dump_verdict(T, dumping(seat=1), ch.DUMP_IN, "w3") == ALLOWED
    assert legality.dump_verdict(T, dumping(seat=1), ch.DUMP_IN, "e3").code == "dump-in-target"


def test_a_dump_out_starts_from_the_defensive_zone():
    """Challenges, Dump Out: begun in the user's defensive zone."""
    assert legality.dump_verdict(T, dumping("w3"), ch.DUMP_OUT, None) == ALLOWED
    assert legality.dump_verdict(T, dumping("w8"), ch.DUMP_OUT, None) == ALLOWED
    for puck in ("c9", "nw9", "e3"):
        refused_citing(legality.dump_verdict(T, dumping(puck), ch.DUMP_OUT, None), "dump-out-zone",
                "A Dump Out starts from your defensive zone.", CHALLENGES_RULE)
    assert legality.dump_verdict(T, dumping("e3", seat=1), ch.DUMP_OUT, None) == ALLOWED
    assert legality.dump_verdict(T, dumping("w3", seat=1), ch.DUMP_OUT, None).code == "dump-out-zone"


def test_a_dump_needs_the_special_unused_the_puck_and_no_shot():
    """Phases of a Turn: one special per card; Challenges: the dumper has the puck; How to Score a
    Goal, silent on a challenge between a shot's cards: no dump while a shot is under way (O122)."""
    refused_citing(legality.dump_verdict(T, dumping(special_used=True), ch.DUMP_IN, None), "one-special",
            "This card's special is used (one per card).", PHASES_RULE)
    refused_citing(legality.dump_verdict(T, dumping(shot=0), ch.DUMP_IN, None), "dump-during-shot",
            "A dump cannot start while a shot is under way: the shot's next cards are the Shot Card, the score "
            "attempt and the save (ruling O122).", CHALLENGES_RULE.replace("Challenges", "How to Score a Goal"))
    for control in (1, None):
        refused_citing(legality.dump_verdict(T, dumping(control=control), ch.DUMP_IN, None), "dump-control",
                "You must have the puck to dump it.", CHALLENGES_RULE)
    assert legality.dump_verdict(T, dumping(seat=1, control=0), ch.DUMP_IN, None).code == "dump-control"


def test_a_challenge_winner_with_one_use_has_spent_it_on_an_ability_or_action():
    """General Challenge Procedure: the winner of a one-use challenge uses one ability, action or
    special of the card; a contested Grind's winner one of each (its Dump In stays usable)."""
    one = ch.Challenge(ch.FACEOFF, 0, "c9", winner=0, uses="one")
    for used in ({"ability_used": True}, {"action_used": True}):
        refused_citing(legality.dump_verdict(T, dumping(challenge=one, **used), ch.DUMP_IN, None), "challenge-one-use",
                "The challenge card gives one ability, action or special.", CHALLENGES_RULE)
    assert legality.dump_verdict(T, dumping(challenge=one), ch.DUMP_IN, None) == ALLOWED
    each = ch.Challenge(ch.GRIND, 0, "c9", winner=0, uses="each")
    assert legality.dump_verdict(T, dumping(challenge=each, ability_used=True, action_used=True), ch.DUMP_IN, None) == \
        ALLOWED
    pending = ch.Challenge(ch.FACEOFF, 0, "c9")
    assert legality.dump_verdict(T, dumping(challenge=pending, ability_used=True), ch.DUMP_IN, None) == ALLOWED


def test_only_a_card_with_dump_in_or_a_red_gain_of_it_dumps():
    """Part 3: Dump In is the card's special; Abilities, Red: Red gains it for the turn (O72)."""
    refused_citing(legality.dump_verdict(T, dumping(top=ROOKIE), ch.DUMP_IN, None), "no-dump-in",
            "Rookie 0 (helmet) has no Dump In special.", CHALLENGES_RULE)
    red = (Effect("gain-special", 0, "turn", "dump-in", ROOKIE),)
    assert legality.dump_verdict(T, dumping(top=ROOKIE, effects=red), ch.DUMP_IN, None) == ALLOWED
    other = (Effect("gain-special", 0, "turn", "cycle", ROOKIE), Effect("gain-special", 0, "turn", "dump-in", DUMP))
    assert legality.dump_verdict(T, dumping(top=ROOKIE, effects=other), ch.DUMP_IN, None).code == "no-dump-in"


WEST = ("w7", "w5", "w4", "w6", "w1", "w3", "w2", "w8", "w0")      # seat 1's


def test_the_dumps_offered_are_each_offensive_area_or_the_dump_out():
    """Challenges: a Dump In names its offensive-zone target; a Dump Out names none."""
    assert sh._dump_actions(T, dumping(), "dump-in") == [Action(0, "dump-in", (a,)) for a in EAST]
    assert sh._dump_actions(T, dumping(seat=1), "dump-in") == [Action(1, "dump-in", (a,)) for a in WEST]
    assert sh._dump_actions(T, dumping("w3"), "dump-in") == [Action(0, "dump-out")]
    assert sh._dump_actions(T, dumping("e3", seat=1), "dump-in") == [Action(1, "dump-out")]
    assert sh._dump_actions(T, dumping("e3"), "dump-in") == []
    assert sh._dump_actions(T, dumping(control=1), "dump-in") == []


def test_the_dump_check_reads_the_action_kind_and_target():
    """Challenges: the two dumps; anything else is not how Dump In is used."""
    assert sh._dump_check(T, dumping(), Action(0, "dump-in", ("e3",))) == ALLOWED
    assert sh._dump_check(T, dumping(), Action(0, "dump-in", ("w3",))).code == "dump-in-target"
    assert sh._dump_check(T, dumping("w3"), Action(0, "dump-out")) == ALLOWED
    assert sh._dump_check(T, dumping(), Action(0, "dump-out")).code == "dump-out-zone"
    refused_citing(sh._dump_check(T, dumping(), Action(0, "special", ("dump-in",))), "dump-how",
            "Dump In is used as a dump in (with a target area) or a dump out.", CHALLENGES_RULE)


def test_a_dump_in_opens_its_challenge_at_the_target_and_a_dump_out_at_the_closest_nine():
    """Challenges, Dump In: the puck goes to the chosen target; Dump Out: to the closest area 9."""
    events = []
    state = sh._dump_apply(T, dumping(), Action(0, "dump-in", ("e3",)), events)
    assert state.phase == CHALLENGE and state.special_used and state.puck == "e3"
    assert state.challenge == ch.Challenge(ch.DUMP_IN, 0, "c9", "e3")
    assert events[0].data == {"seat": 0, "kind": ch.DUMP_IN, "target": "e3", "special": "dump-in"}
    events = []
    state = sh._dump_apply(T, dumping("w3"), Action(0, "dump-out"), events)
    assert state.challenge == ch.Challenge(ch.DUMP_OUT, 0, "w3", "nw9") and state.puck == "nw9"
    assert events[0].data["kind"] == ch.DUMP_OUT


def test_final_say_wins_a_faceoff_whatever_the_numbers():
    """Glossary, Final Say: as a challenge card it wins a face-off or a dump-in challenge."""
    state = at_a_faceoff((r(0, "veteran-leadership-6-helmet"),), (r(1, "captain-8-skate"),))
    state = act(state, 0, "challenge", r(0, "veteran-leadership-6-helmet"))
    state = act(state, 1, "challenge", r(1, "captain-8-skate"))
    assert state.control == 0


def test_two_final_says_cancel_and_the_numbers_decide():
    """Ruling O43: both challenge cards with Final Say: the book's comparison decides."""
    state = at_a_faceoff((r(0, "veteran-leadership-6-helmet"), r(0, "rookie-0-helmet")),
                     (r(1, "veteran-leadership-6-skate"), r(1, "goal-skate")))
    state = act(state, 0, "challenge", r(0, "veteran-leadership-6-helmet"))
    state = act(state, 1, "challenge", r(1, "veteran-leadership-6-skate"))
    assert state.phase == CHALLENGE and state.challenge.winner is None      # a tie: the skate is at fault
    assert state.challenge.faults == (0, 1)


def test_final_say_does_not_win_a_grind():
    """Glossary, Final Say names dump-ins and face-offs only."""
    state = official(hands=((r(0, "grinder-3-helmet"), r(0, "rookie-0-helmet")),
                            (r(1, "veteran-leadership-6-skate"), r(1, "goal-skate"))), puck="c9", control=1, turn=0)
    state = act(state, 0, "play", r(0, "grinder-3-helmet"))
    state = act(state, 0, "grind")
    state = act(state, 0, "challenge", r(0, "rookie-0-helmet"))
    state = act(state, 1, "challenge", r(1, "veteran-leadership-6-skate"))   # no Grind: cannot win
    assert state.control == 0


VETERAN1 = "s2:veteran-leadership-6-skate"


def test_final_say_wins_its_challenge_kinds_unless_both_have_it():
    """Final Say (O43): as a challenge card it wins a face-off or a dump; two cancel out; a Cancelled
    card has no special."""
    s = pos(())
    events = []
    assert sp.challenge_winner(T, s, ch.FACEOFF, (VETERAN, ROOKIE1), events) == 0
    assert ev(events) == [
        pub(
            "special",
            "Final Say: Player 1's Veteran Leadership 6 (helmet) wins the challenge whatever the numbers.",
            {"seat": 0, "special": "final-say", "card": VETERAN},
        )
    ]
    events = []
    assert sp.challenge_winner(T, s, ch.DUMP_OUT, (ROOKIE, VETERAN1), events) == 1
    assert (
        events[0].text
        == "Final Say: Player 2's Veteran Leadership 6 (skate) wins the challenge whatever the numbers."
    )
    assert events[0].data == {"seat": 1, "special": "final-say", "card": VETERAN1}
    events = []
    assert sp.challenge_winner(T, s, ch.DUMP_IN, (VETERAN, VETERAN1), events) is None and events == []
    assert sp.challenge_winner(T, s, ch.GRIND, (VETERAN, ROOKIE1), events) is None
    assert sp.challenge_winner(T, s, ch.FACEOFF, (ROOKIE, ROOKIE1), events) is None and events == []
    gone = pos((), effects=(eff("cancelled", 0, "period", "", VETERAN),))
    assert sp.challenge_winner(T, gone, ch.FACEOFF, (VETERAN, ROOKIE1), events) is None
    assert sp.challenge_winner(T, gone, ch.FACEOFF, (VETERAN, VETERAN1), events) == 1
    gone1 = pos((), effects=(eff("cancelled", 1, "period", "", VETERAN1),))
    assert sp.challenge_winner(T, gone1, ch.FACEOFF, (VETERAN, VETERAN1), []) == 0
    assert sp.challenge_winner(T, s, ch.FACEOFF, (FACEOFF_SP, VETERAN1), []) == 1


def test_faceoff_loser_takes_the_puck_when_the_winners_turn_ends():
    """Glossary, Faceoff: losing a face-off with this card, you gain the puck at the end of the
    opponent's turn (ruling O42)."""
    state = at_a_faceoff((r(0, "face-off-specialist-7-stick"), r(0, "rookie-0-helmet")),
                     (r(1, "captain-8-skate"), r(1, "goal-skate")))
    # The specialist is bronze, and Bronze wins a face-off (Abilities: Bronze): a fight's lost
    # colors take it away so that the card can lose.
    state = evolve(state, effects=state.effects + (fl.Effect("lose-colors", 0, "period", "bronze"),))
    state = act(state, 0, "challenge", r(0, "face-off-specialist-7-stick"))
    state = act(state, 1, "challenge", r(1, "captain-8-skate"))
    if state.phase == PLACE:
        state = act(state, 1, "place", state.placing[2][0])
    assert state.control == 1 and any(e.kind == "regain" and e.seat == 0 for e in state.effects)
    while state.turn == 1 and state.phase != PLAY:
        legal = GAME.legal_actions(state, 1)
        pick = next((a for a in legal if a.kind in ("end", "go", "keep")), legal[0])
        state = act(state, 1, pick.kind, *pick.args)
    state = act(state, 1, "play", r(1, "goal-skate"))
    while state.turn == 1:
        state = act(state, 1, "end")
    assert state.control == 0 and not any(e.kind == "regain" for e in state.effects)


def test_dump_loser_regains_the_puck_after_the_winner_s_turn():
    """Glossary, Dump: losing any dump challenge with this card, control at the end of the opponent's turn."""
    state = official(hands=((r(0, "dump-and-chase-1-stick"), r(0, "captain-8-helmet"), r(0, "rookie-0-helmet")),
                            (x(1, "chip-and-chase-2-skate"), r(1, "goal-skate"))), puck="c9", control=0, turn=0,
                     extra=((), ("chip-and-chase-2-skate",)))
    state = act(state, 0, "play", r(0, "dump-and-chase-1-stick"))
    state = act(state, 0, "dump-in", "e3")
    state = act(state, 0, "challenge", r(0, "captain-8-helmet"))
    state = act(state, 1, "challenge", x(1, "chip-and-chase-2-skate"))
    assert state.control == 0 and any(e.kind == "regain" and e.seat == 1 for e in state.effects)


def test_grind_challenge_special_acts_only_for_the_defender():
    """Glossary, Grind Challenge: a *defensive* grind lost with this card (ruling O42)."""
    state = official(hands=((r(0, "grinder-3-helmet"), r(0, "captain-8-helmet")),
                            (x(1, "corner-battle-4-glove"), r(1, "goal-skate"))), puck="c9", control=1, turn=0,
                     extra=((), ("corner-battle-4-glove",)))
    state = act(state, 0, "play", r(0, "grinder-3-helmet"))
    state = act(state, 0, "grind")
    state = act(state, 0, "challenge", r(0, "captain-8-helmet"))
    state = act(state, 1, "challenge", x(1, "corner-battle-4-glove"))
    assert state.control == 0 and any(e.kind == "regain" and e.seat == 1 for e in state.effects)
    both = ("corner-battle-4-glove",)
    attack = official(hands=((r(0, "grinder-3-helmet"), x(0, both[0])), (x(1, both[0]), r(1, "goal-skate"))),
                      puck="c9", control=1, turn=0, extra=(both, both))
    attack = act(attack, 0, "play", r(0, "grinder-3-helmet"))
    attack = act(attack, 0, "grind")
    attack = act(attack, 0, "challenge", x(0, both[0]))
    attack = act(attack, 1, "challenge", x(1, both[0]))          # a tie: the defender (with Grind) wins
    assert attack.control == 1
    assert not any(e.kind == "regain" for e in attack.effects)


def test_losing_a_challenge_with_faceoff_dump_or_grind_challenge_regains_the_puck_later():
    """Faceoff, Dump, Grind Challenge (O42): the card that lost the challenge wins its owner the puck
    when the winner's turn ends; Grind Challenge only when its owner defended; a stoppage ends it."""
    s = pos(())
    events = []
    new = sp.on_challenge_lost(T, s, ch.FACEOFF, 0, FACEOFF_SP, events)
    assert ev(events) == [
        pub(
            "special",
            "Faceoff: Player 1 lost with Face-off Specialist 7 (helmet) and will take "
            "the puck when the opponent's turn ends.",
            {"seat": 0, "special": "faceoff", "card": FACEOFF_SP},
        )
    ]
    assert changed(s, new) == {"effects": (eff("regain", 0, "stoppage", "faceoff", FACEOFF_SP),)}
    events = []
    assert sp.on_challenge_lost(T, s, ch.GRIND, 0, FACEOFF_SP, events) is s and events == []
    assert sp.on_challenge_lost(T, s, ch.FACEOFF, 0, None, events) is s
    assert sp.on_challenge_lost(T, s, ch.FACEOFF, 0, ROOKIE, events) is s
    assert sp.on_challenge_lost(T, s, ch.FACEOFF, 0, VETERAN, events) is s  # a challenge-window special
    gone = pos((), effects=(eff("cancelled", 0, "period", "", FACEOFF_SP),))
    assert sp.on_challenge_lost(T, gone, ch.FACEOFF, 0, FACEOFF_SP, events) is gone and events == []
    chip1 = "s2:chip-and-chase-2-skate"
    for kind in (ch.DUMP_IN, ch.DUMP_OUT):
        new = sp.on_challenge_lost(T, s, kind, 1, chip1, [])
        assert new.effects == (eff("regain", 1, "stoppage", "dump", chip1),)
    grind = pos((), challenge=ch.Challenge(ch.GRIND, 1, "c9"))
    assert sp.on_challenge_lost(T, grind, ch.GRIND, 0, CORNER, []).effects == (
        eff("regain", 0, "stoppage", "grind-challenge", CORNER),
    )
    attacking = pos((), challenge=ch.Challenge(ch.GRIND, 0, "c9"))
    assert sp.on_challenge_lost(T, attacking, ch.GRIND, 0, CORNER, []) is attacking


SD = "stretch-dump-6-skate"


def test_stretch_dump_gives_the_winning_dump_card_a_stretch_pass():
    """Glossary, Stretch Dump: if you win any Dump In, you may use the Stretch Pass action for free
    (ruling O86: the winning challenge card's use, not its action)."""
    state = official(hands=((r(0, "dump-and-chase-1-stick"), x(0, SD)), (r(1, "rookie-0-glove"),)), puck="c9",
                     control=0, turn=0, extra=((SD,), ()))
    state = act(act(state, 0, "play", r(0, "dump-and-chase-1-stick")), 0, "dump-in", "e3")
    state = act(act(state, 0, "challenge", x(0, SD)), 1, "challenge", r(1, "rookie-0-glove"))
    assert state.phase == USE and state.turn == 0 and state.control == 0 and state.puck == "e3"
    assert "stretch-dump" in specials_offered(state, 0)
    state = act(state, 0, "special-area", "stretch-dump", "e1")
    assert state.puck == "e1" and state.control == 0 and not state.action_used


def test_stretch_dump_does_nothing_off_a_dump():
    """Part 3, "Stretch Dump" (ruling O86)."""
    state = official(hands=((x(0, SD),), (r(1, "goal-skate"),)), puck="c9", control=0, extra=((SD,), ()))
    state = act(state, 0, "play", x(0, SD))
    assert verdict(state, 0, "special-area", "stretch-dump", "ne9").code == "special-won-dump"


DIG = extra_card(1, "board-battle-5-skate")
GLOVE = extra_card(0, "glove-save-g-glove")


def _glove_stop(dig_in_hand=True):
    """Seat 0's goalie freezes the puck in its own end (Glove, O49) while seat 1 has the puck
    there; seat 1 holds a Board Battle (Dig It Out) or not."""
    hand1 = (DIG, r(1, "goal-skate")) if dig_in_hand else (r(1, "goal-skate"),)
    state = official(hands=((GLOVE, r(0, "rookie-0-helmet")), hand1), puck="w5", control=1, turn=0,
                     extra=(("glove-save-g-glove",), ("board-battle-5-skate",)))
    state = act(state, 0, "play", GLOVE)
    return act(state, 0, "special", "goalie-glove")


def test_dig_it_out_is_a_cards_special_not_a_card_played_from_the_hand():
    """Part 2, Specials: a special is used in Phase 3 from the card played; Part 3: Dig it out. A
    Board Battle in the other side's hand cannot stop the Glove's whistle: play stops at once, no
    one is asked, and the face-off follows as the Glove called it (O49, O117)."""
    for dig_in_hand in (True, False):
        state = _glove_stop(dig_in_hand)
        assert state.phase == STOPPAGE and state.stoppage.reason == "end-zone" and state.stoppage.chooser == 0
        assert state.play == () and GLOVE in state.discards[0]
        assert not any(a.kind == "special" and a.args == ("dig-it-out",) for a in GAME.legal_actions(state, 1))
    assert T.cards.special_rules["dig-it-out"][0].window == "whistle"


def test_dig_it_out_after_its_cards_block_leaves_the_grind_winners_ability():
    """Challenges: Grind Challenge, Contested Win: one special, one action and one ability of the
    card. Board Battle blocked (its action) and dug out (its special), so its Brown ability is what
    is left to use (O117)."""
    state = official(hands=((r(0, "goal-helmet"),), (DIG, r(1, "goal-skate"))), play=(r(0, "sniper-7-stick"),),
                     puck="e3", control=0, turn=1, shot=0, stage=SHOT_CARD, shot_from=0,
                     extra=((), ("board-battle-5-skate",)))
    state = act(act(act(state, 1, "play", DIG), 1, "block"), 1, "special", "dig-it-out")
    assert state.phase == USE and state.turn == 1 and state.control == 1 and state.puck == "e3"
    assert state.challenge.kind == "grind" and state.challenge.uses == "each"
    offered = {a.kind for a in GAME.legal_actions(state, 1)}
    assert "color" in offered and "special" not in offered and "block" not in offered
