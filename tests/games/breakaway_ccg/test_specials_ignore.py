"""Breakaway: CCG, Ignoring a card with a special (Part 3: You Missed; Part 2, Card Effects: Ignore &
Cancelled; How to Score a Goal). Ruling O121 in ``docs/rulings/breakaway-ccg.md``."""

from __future__ import annotations

from tabletop.engine.actions import Action
from tabletop.games.breakaway_ccg.state import PLAY, SCORE, SHOT_CARD, START, USE
from tests.games.breakaway_ccg.helpers_specials import eff, glossary, path, pos, refused_citing
from tests.games.breakaway_ccg.support import GAME, act, verdict

WIDE = "s1:wide-of-the-net-3-glove"          # You Missed, green, #3, no action
WIDE_B = "s2:wide-of-the-net-3-helmet"
PASS_B = "s2:breakout-pass-2-helmet"         # Move, gold, #2
SHOOTER = "s1:shot-on-goal-4-helmet"         # Shoot, red, #4
SHOT_CARD_B = "s2:rookie-0-skate"
ROOKIE = "s1:rookie-0-helmet"


def _after_pass():
    """Seat 1's Breakout Pass carried the puck from the neutral zone (nw9) to w8, as its recorded path
    says, and seat 0 answers with Wide of the Net from its hand."""
    state = pos(play=(PASS_B,), hands=((WIDE, ROOKIE), (SHOT_CARD_B,)), seat=0, phase=PLAY, puck="w8", control=1,
                effects=(path(1, "nw9>w8!", PASS_B),))
    return act(state, 0, "play", WIDE)


def test_you_missed_ignores_the_opponents_last_card_as_if_never_played():
    """Part 3: You Missed: the last card on the play area is ignored, has no effect and is treated
    as not played; Card Effects: Ignore: its effects are reversed where possible and both cards
    are discarded. The pass is undone (the puck goes back where the card found it), both cards go
    to their owners' discard piles, and the user's turn ends."""
    state = _after_pass()
    assert state.phase == USE and any(a.kind == "special" and a.args == ("you-missed",)
                                      for a in GAME.legal_actions(state, 0))
    new, events = GAME.apply(state, Action(0, "special", ("you-missed",)))
    assert new.puck == "nw9" and new.control == 1
    assert new.play == ()
    assert PASS_B in new.discards[1] and WIDE in new.discards[0]
    assert new.turn == 1 and new.phase in (START, PLAY)
    said = next(e for e in events if e.kind == "special")
    assert said.data == {"seat": 0, "special": "you-missed", "card": WIDE, "ignored": PASS_B}
    assert not [e for e in new.effects if e.card in (PASS_B, WIDE)]


def test_a_pass_in_the_offensive_zone_ignored_takes_its_passing_bonus_back():
    """How to Score a Goal: each pass in the offensive zone earns +1; the ignored pass is treated as
    not played, so its +1 is taken back (O121)."""
    state = pos(play=(PASS_B,), hands=((WIDE,), ()), seat=0, phase=PLAY, puck="w3", control=1, bonus=(0, 2),
                effects=(path(1, "w2>w3!", PASS_B),))
    new = act(act(state, 0, "play", WIDE), 0, "special", "you-missed")
    assert new.puck == "w2" and new.bonus == (0, 1)


def test_the_shooter_ignores_the_shot_card_and_is_owed_a_new_one():
    """How to Score a Goal (the Shot Card) and You Missed: the shooter's card on the Shot Card
    ignores it, as Tip's ignore does: the opponent owes a new Shot Card."""
    state = pos(play=(SHOOTER, SHOT_CARD_B, WIDE), seat=0, puck="e3", control=0, shot=0, stage=SCORE,
                shot_from=0, hands=((ROOKIE,), (PASS_B,)))
    new = act(state, 0, "special", "you-missed")
    assert new.play == (SHOOTER,) and new.shot == 0 and new.stage == SHOT_CARD
    assert new.turn == 1 and SHOT_CARD_B in new.discards[1]


def test_as_the_shot_card_it_ignores_the_shot():
    """You Missed as the Shot Card: the card that shot is ignored, so the shot never happened."""
    state = pos(play=(SHOOTER, WIDE_B), seat=1, puck="e3", control=0, shot=0, stage=SCORE, shot_from=0,
                hands=((ROOKIE,), (PASS_B,)))
    new = act(state, 1, "special", "you-missed")
    assert new.play == () and new.shot is None and new.stage is None
    assert new.turn == 0 and SHOOTER in new.discards[0] and WIDE_B in new.discards[1]


def test_what_you_missed_cannot_ignore():
    """Card Effects: Ignore: a card that cannot be Ignored stays (O52, O65); with nothing beneath, or
    only a challenge card, there is nothing to ignore; during a shot only the Shot Card or the
    shooting card (O121)."""
    state = pos(play=(PASS_B, WIDE), seat=0, effects=(eff("unignorable", 1, "stoppage", "draw", PASS_B),))
    refused_citing(verdict(state, 0, "special", "you-missed"), "not-ignorable",
                   "Breakout Pass 2 (helmet) cannot be Ignored.",
                   glossary("You Missed") + "; Card Effects: Ignore & Cancelled")
    alone = pos(play=(WIDE,), seat=0)
    refused_citing(verdict(alone, 0, "special", "you-missed"), "nothing-to-ignore",
                   "You Missed ignores the card beneath it, and there is none.", glossary("You Missed"))
    marked = pos(play=(PASS_B, WIDE), seat=0, effects=(eff("challenge-card", 1, "stoppage", card=PASS_B),))
    assert verdict(marked, 0, "special", "you-missed").code == "ignore-challenge-card"
    shot = pos(play=(SHOOTER, PASS_B, ROOKIE, WIDE), seat=0, puck="e3", control=0, shot=0, stage=SHOT_CARD,
               shot_from=2)
    assert verdict(shot, 0, "special", "you-missed").code == "ignore-during-shot"
    assert not any(a.kind == "special" for a in GAME.legal_actions(alone, 0))
