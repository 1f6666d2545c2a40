"""Breakaway: CCG, the whistle and Dig It Out (``whistle.py``), checked where the mutation run found
them unchecked (issue 20, docs/testing.md).

Book: Part 3, glossary entry "Dig it out" (the card stops a stoppage from happening: its player
takes the puck in the area where it was last played, the play counts as a contested Grind
Challenge won, and play goes on); Part 2, Challenges: Grind Challenge (a contested win lets the
winner use one special, one action and one ability of the card); Part 2, Stoppage: Icing and
Offside (the offender may not switch with the bench after its Icing and draws to a hand of at
most five; after Offside its stoppage draw stops at five). Ruling O117 (when the whistle is
asked, by whom, and that letting it go resumes the stoppage exactly as called).
"""

from __future__ import annotations

from tabletop.engine.actions import Action
from tabletop.games.breakaway_ccg import challenges as ch
from tabletop.games.breakaway_ccg import whistle
from tabletop.games.breakaway_ccg.official_flow import Effect
from tabletop.games.breakaway_ccg.state import OVER, SCORE, SHOT_CARD, STOPPAGE, USE, evolve
from tabletop.games.breakaway_ccg.tables import Tables
from tests.games.breakaway_ccg.support import GAME, T, act, card, extra_card, official, verdict

r, x = card, extra_card
BATTLE = "board-battle-5-skate"          # the starter set's Dig It Out card (Grind symbol, Move, brown)
DIG_RULE = "Breakaway: CCG, Specials glossary — Dig it out"


def _blocked_shot(extras0=()):
    """Seat 0 shoots from e3 (its Sniper 7, laid on its Grinder, so the shot starts at the second
    card of the play area); seat 1 lays a Block as the Shot Card and blocks. Seat 0 holds a Board
    Battle (Dig It Out), the Goal card and a Rookie; ``extras0`` marks hand cards of seat 0 as
    Momentum Cards."""
    hand0 = (x(0, BATTLE), r(0, "goal-helmet"), r(0, "rookie-0-helmet"))
    state = official(hands=(hand0, (r(1, "penalty-kill-2-skate"), r(1, "goal-skate"))),
                     play=(r(0, "grinder-3-helmet"), r(0, "sniper-7-stick")), puck="e3", control=0, turn=1, shot=0,
                     stage=SHOT_CARD, shot_from=1, extras=(extras0, ()), extra=((BATTLE,), ()))
    state = act(state, 1, "play", r(1, "penalty-kill-2-skate"))
    assert state.phase == USE and state.stage == SCORE
    return act(state, 1, "block")


def test_the_block_whistle_waits_with_the_shot_still_on_the_board():
    """O117: the whistle is asked before the stoppage does anything (the shot is still under way,
    nothing is cleared); the waiting stoppage names the reason and the area the puck lay in."""
    state = _blocked_shot()
    assert state.phase == whistle.WHISTLE and state.ready == (False, False)
    assert state.stoppage.reason == "block" and state.stoppage.area == "e3"
    assert state.shot == 0 and state.play[-1] == r(1, "penalty-kill-2-skate")
    assert whistle.prompt(state) == ("The whistle (shot blocked): play a Dig It Out card to keep play going, "
                                     "or let play stop.")


def test_digging_out_a_blocked_shot_ends_the_shot_and_wins_a_grind_challenge_for_the_first_seat():
    """Glossary, Dig it out: no stoppage; the digger (here seat 0, the shooter) takes control where
    the puck lay; the shot under way is over; the card goes from the hand onto the play area as
    the winning card of a contested Grind Challenge (one ability, one action and one special);
    O117: either side may dig, even after the other has let play stop, and nothing is left
    waiting. The Board Battle was a Momentum Card in the hand; the other one stays there."""
    momentum = r(0, "rookie-0-helmet")
    state = _blocked_shot(extras0=(x(0, BATTLE), momentum))
    assert state.shot_from == 1
    hand1 = state.hands[1]
    state = act(state, 1, "let-stop")
    assert state.ready == (False, True)
    after, events = GAME.apply(state, Action(0, "special-card", ("dig-it-out", x(0, BATTLE))))
    assert after.phase == USE and after.turn == 0 and after.control == 0 and after.puck == "e3"
    assert after.hands == ((r(0, "goal-helmet"), momentum), hand1)
    assert after.extras == ((momentum,), ())
    assert after.play[-1] == x(0, BATTLE) and after.stoppage is None
    assert (after.shot, after.stage, after.shot_from, after.placing, after.picks) == (None, None, 0, None, (None, None))
    assert after.ready == (False, False)
    assert after.challenge == ch.Challenge(ch.GRIND, 0, "e3", winner=0, uses="each", won_with=x(0, BATTLE))
    assert Effect("challenge-card", 0, "stoppage", card=x(0, BATTLE)) in after.effects
    special = [e for e in events if e.kind == "special"]
    assert len(special) == 1
    assert special[0].text == ("Player 1 plays Board Battle 5 (skate): Dig it out! No whistle: Player 1 digs the "
                               "puck out in east end, high slot (3) and plays on, as the winner of a Grind "
                               "Challenge.")
    assert dict(special[0].data) == {"seat": 0, "special": "dig-it-out", "card": x(0, BATTLE), "prevented": "block"}


def test_the_blocker_digs_the_puck_out_and_takes_control_from_the_shooter():
    """Glossary, Dig it out: the digger takes control of the puck (here from the shooting side)."""
    state = official(hands=((r(0, "goal-helmet"),), (r(1, "penalty-kill-2-skate"), x(1, BATTLE), r(1, "goal-skate"))),
                     play=(r(0, "sniper-7-stick"),), puck="e3", control=0, turn=1, shot=0, stage=SHOT_CARD,
                     shot_from=0, extra=((), (BATTLE,)))
    state = act(act(state, 1, "play", r(1, "penalty-kill-2-skate")), 1, "block")
    assert state.phase == whistle.WHISTLE and state.control == 0
    state = act(state, 1, "special-card", "dig-it-out", x(1, BATTLE))
    assert state.control == 1 and state.turn == 1 and state.puck == "e3" and state.shot is None
    assert state.hands[1] == (r(1, "goal-skate"),) and state.play[-1] == x(1, BATTLE)


def test_the_whistle_refusals_name_dig_it_out():
    """O117: while the whistle waits only Dig It Out or letting play stop are answers; every
    refusal cites the glossary entry of Dig it out."""
    state = _blocked_shot()
    wrong = verdict(state, 1, "play", r(1, "goal-skate"))
    assert (wrong.code, wrong.rule) == ("whistle", DIG_RULE)
    assert wrong.reason == "The whistle has gone: dig the puck out with Dig It Out, or let play stop."
    # The refusal names the card by its label, whether or not anything has looked the label up
    # before (it used ``t.label.get``, which sees only labels already computed, and so said the
    # copy id or the label depending on what had run earlier in the process).
    missing = verdict(state, 1, "special-card", "dig-it-out", x(0, BATTLE))
    assert (missing.code, missing.rule) == ("not-in-hand", DIG_RULE)
    assert missing.reason == "Board Battle 5 (skate) is not in your hand."
    untouched = Tables(T.cards, T.rink)          # no label looked up yet
    assert whistle.verdict(untouched, state, Action(1, "special-card", ("dig-it-out", x(0, BATTLE)))).reason == (
        "Board Battle 5 (skate) is not in your hand.")
    elsewhere = verdict(state, 1, "special-card", "dig-it-out", "s2:goal-helmet~999")     # in no deck
    assert elsewhere.code == "not-in-hand"
    assert elsewhere.reason == "Goal (helmet) is not in your hand."
    window = verdict(state, 0, "special-card", "dig-it-out", r(0, "goal-helmet"))
    assert (window.code, window.rule) == ("special-window", DIG_RULE)
    assert window.reason == "Goal (helmet) has no special to play at the whistle."
    state = act(state, 1, "let-stop")
    done = verdict(state, 1, "let-stop")
    assert (done.code, done.rule) == ("whistle-done", DIG_RULE)
    assert done.reason == "You have let play stop; your opponent may still dig the puck out."


def test_letting_play_stop_is_announced_and_waits_for_the_other_side():
    """O117: each side answers; play stops only once both have let it."""
    state = _blocked_shot()
    after, events = GAME.apply(state, Action(1, "let-stop"))
    assert [(e.kind, e.text, dict(e.data)) for e in events] == [("let-stop", "Player 2 lets play stop.", {"seat": 1})]
    assert after.phase == whistle.WHISTLE and after.ready == (False, True)
    after = act(after, 0, "let-stop")
    assert after.phase == STOPPAGE and after.stoppage.reason == "block" and after.shot is None


def _icing_whistle():
    """Seat 1 ices the puck from its own half (Actions: Icing) while seat 0's deck holds a Board
    Battle, so the whistle is asked first."""
    state = official(hands=((r(0, "goal-helmet"), r(0, "rookie-0-helmet")), (r(1, "icing-0-glove"), r(1, "goal-skate"))),
                     puck="e3", control=1, turn=1, extra=((BATTLE,), ()))
    state = act(state, 1, "play", r(1, "icing-0-glove"))
    state = act(state, 1, "icing", "w6")
    assert state.phase == whistle.WHISTLE
    assert (state.stoppage.reason, state.stoppage.offender, state.stoppage.no_bench) == ("icing", 1, 1)
    return state


def test_an_icing_let_go_keeps_its_offender_the_bench_ban_and_the_hand_of_five():
    """Stoppage: Icing: the offending side cannot switch with the bench before this face-off and
    its hand is at most five until the next stoppage; O117: letting the whistle go resumes the
    stoppage as called, offender and all."""
    state = act(_icing_whistle(), 0, "let-stop")
    state, events = GAME.apply(state, Action(1, "let-stop"))
    assert state.phase == STOPPAGE and state.stoppage.reason == "icing" and state.stoppage.no_bench == 1
    assert state.stoppage.chooser == 0
    assert Effect("icing-hand", 1, "stoppage", "Icing: a hand of at most five") in state.effects
    stop = next(e for e in events if e.kind == "stoppage")
    assert stop.data["offender"] == 1 and stop.data["reason"] == "icing"
    assert state.ready[1] and verdict(state, 1, "keep").code == "bench-done"


CLONE = "mirror-play-0-glove"


def test_an_offside_let_go_caps_the_offenders_draw_and_then_restores_the_hand_limit():
    """Stoppage: Offside: the offender's stoppage draw stops at five; the limit applies to that
    draw only, so both hands are back to eight afterwards. O117: letting the whistle go goes
    through Offside's own rule."""
    hand0 = (x(0, CLONE), r(0, "goal-helmet"), r(0, "rookie-0-helmet"), r(0, "sniper-7-stick"),
             r(0, "grinder-3-stick"), r(0, "captain-8-helmet"))
    state = official(hands=(hand0, (r(1, "goal-skate"),)),
                     play=(r(0, "body-check-3-glove"), r(1, "momentum-swing-3-helmet")), puck="c9", control=0,
                     extra=((CLONE, BATTLE), ()))
    state = act(state, 0, "play", x(0, CLONE))
    state = act(state, 0, "clone")
    assert state.phase == whistle.WHISTLE and state.stoppage.reason == "offside"
    offender = state.stoppage.offender
    assert offender == 0
    state = act(act(state, 0, "let-stop"), 1, "let-stop")
    assert state.phase == STOPPAGE and state.stoppage.reason == "offside"
    assert state.stoppage.place == "west-neutral" and state.stoppage.chooser == 1
    assert len(state.hands[1]) == 5          # the side with fewer cards draws to five
    assert len(state.hands[0]) == 5          # the offender, holding five, draws nothing more
    assert state.hand_max == (8, 8)


def test_a_final_minute_whistle_let_go_with_both_hands_empty_ends_the_game_cleanly():
    """Final Minute: with both hands empty the period is over (here the third: the game ends);
    O117: the whistle's waiting stoppage is gone once play has stopped, nothing is left asked."""
    state = official(hands=((), (r(1, "icing-0-glove"),)), puck="e3", control=1, turn=1, period=3,
                     final_minute=True, decks=((), ()), goals=(1, 0), hand_max=(3, 3), extra=((BATTLE,), ()))
    state = act(state, 1, "play", r(1, "icing-0-glove"))
    state = act(state, 1, "icing", "w6")
    assert state.phase == whistle.WHISTLE
    state = act(act(state, 0, "let-stop"), 1, "let-stop")
    assert state.phase == OVER and state.winners == (0,)
    assert state.stoppage is None and state.ready == (False, False)
    assert GAME.pending(state) == ()
    assert T.owner[x(0, BATTLE)] == 0


def test_a_cancelled_dig_it_out_card_cannot_be_played_at_the_whistle():
    """Part 2, Card Effects: a Cancelled card has no special, so a Cancelled Board Battle cannot dig
    the puck out (O117); only letting play stop is offered, and the refusal says why."""
    state = _blocked_shot()
    state = evolve(state, effects=state.effects + (Effect("cancelled", 0, "game", "", x(0, BATTLE)),))
    refused = verdict(state, 0, "special-card", "dig-it-out", x(0, BATTLE))
    assert (refused.code, refused.rule) == ("special-cancelled", DIG_RULE)
    assert refused.reason == "Board Battle 5 (skate) is Cancelled: it has no special."
    assert GAME.legal_actions(state, 0) == [Action(0, "let-stop")]
    other = evolve(state, effects=state.effects[:-1] + (Effect("cancelled", 0, "game", "", r(0, "goal-helmet")),))
    assert verdict(other, 0, "special-card", "dig-it-out", x(0, BATTLE)).ok


def test_the_whistle_is_announced_with_its_reason_and_the_area():
    """O117: both players hear why play would stop and where the puck lies."""
    state = official(hands=((x(0, BATTLE), r(0, "goal-helmet")), (r(1, "penalty-kill-2-skate"), r(1, "goal-skate"))),
                     play=(r(0, "sniper-7-stick"),), puck="e3", control=0, turn=1, shot=0, stage=SHOT_CARD,
                     shot_from=0, extra=((BATTLE,), ()))
    state = act(state, 1, "play", r(1, "penalty-kill-2-skate"))
    state, events = GAME.apply(state, Action(1, "block"))
    called = [e for e in events if e.kind == "whistle"]
    assert len(called) == 1
    assert called[0].text == "The whistle (shot blocked): either side may dig the puck out before play stops."
    assert dict(called[0].data) == {"reason": "block", "area": "e3"}


def _quiet():
    """A position in play whose decks hold a Dig It Out card (so a whistle would be asked)."""
    return official(hands=((x(0, BATTLE),), (r(1, "goal-skate"),)), puck="e3", control=0, turn=0,
                    extra=((BATTLE,), ()))


def _offer(state, reason="block"):
    events = []
    waiting = whistle.offer(T, state, events, reason, "east-end", 1, None, None)
    return waiting, events


def test_the_whistle_is_asked_only_when_nothing_else_is_under_way():
    """O117: not for a goal (or any whistle not tied to where the puck is), not twice for the same
    whistle, not while infractions wait to be assessed, nor during a penalty shot, a fight or a
    shootout, and not when neither deck holds Dig It Out."""
    state = _quiet()
    waiting, events = _offer(state)
    assert waiting is not None and waiting.phase == whistle.WHISTLE and len(events) == 1
    assert (waiting.stoppage.reason, waiting.stoppage.place, waiting.stoppage.chooser) == ("block", "east-end", 1)
    for blocked in (evolve(state, calls=("an infraction",)), evolve(state, pshot="a penalty shot"),
                    evolve(state, fight="a fight"), evolve(state, shootout="a shootout"),
                    evolve(state, phase=whistle.WHISTLE)):
        assert _offer(blocked) == (None, [])
    assert _offer(state, "goal") == (None, [])
    plain = official(hands=((r(0, "goal-helmet"),), (r(1, "goal-skate"),)), puck="e3", control=0, turn=0)
    assert not whistle.in_play(T, plain) and _offer(plain) == (None, [])
