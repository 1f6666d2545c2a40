"""Breakaway: CCG's specials interpreter, function by function (issue 20's mutation scores for
``specials.py``).

Each test cites the book's Part 3 glossary entry it reads (Breakaway, Extra Man, Fast Break, Hit
the Post, One Timer, Crowd, Skip, Back Pass, Two Line Pass, Pull Goalie, Goalie Promotion, Penalty
Shot, Any Shot, 1 on 1 Forward/Defense, End to End, Stop Movement, Too Fast, Tilt, Diving, I Saw
That, Video Review, Stretch Dump, High Sticking, the bench, wild and cancelling specials), Part 2
where the special leans on it (Game Components, Challenges, Phases of a Turn), or the ruling in
``docs/rulings/breakaway-ccg.md`` that reads it (B1, O41-O59, O76-O106, O118). Positions are built
by hand and the module's functions are called directly, so that each test pins exact values: the
actions offered, each refusal's code, reason and rule, the events (with their data) and the state
left.
"""

from __future__ import annotations

import dataclasses

import pytest

from tabletop.engine.actions import Action
from tabletop.engine.verdict import ALLOWED
from tabletop.games.breakaway_ccg import challenges as ch
from tabletop.games.breakaway_ccg import specials as sp
from tabletop.games.breakaway_ccg.cards import SpecialRule
from tabletop.games.breakaway_ccg.official_flow import Effect, Stoppage
from tabletop.games.breakaway_ccg.state import SAVE, SCORE, SHOT_CARD, STOPPAGE, USE, evolve
from tests.games.breakaway_ccg.support import DEFAULT_COPIES, T, official

BOOK = "Breakaway: CCG"


def glossary(entry):
    return f"{BOOK}, Specials glossary — {entry}"


def refused(v, code, reason, entry):
    assert (v.ok, v.code, v.reason, v.rule) == (False, code, reason, glossary(entry))


def ev(events):
    """Events with everything that tells them apart (an Event compares without its data)."""
    return [(e.kind, e.text, e.data, e.audience, e.irreversible) for e in events]


def pub(kind, text, data):
    return (kind, text, data, None, False)


def own(seat, kind, text, data, irreversible=False):
    return (kind, text, data, frozenset((seat,)), irreversible)


_BUILT: dict[str, object] = {}


def pos(play=(), hands=((), ()), seat=0, **fields):
    """Seat ``seat``'s turn (Phase 3 unless told) with ``play`` on the play area; cards the
    starter teams lack are added to the deck lists. A state is immutable, so each position is
    built once."""
    key = repr((play, hands, seat, sorted(fields.items())))
    if key not in _BUILT:
        _BUILT[key] = _build(play, hands, seat, **fields)
    return _BUILT[key]


def _build(play, hands, seat, **fields):
    fields.setdefault("puck", "c9")
    fields.setdefault("control", seat)
    fields.setdefault("phase", USE)
    extra = ([], [])
    for inst in (*play, *hands[0], *hands[1]):
        if inst not in DEFAULT_COPIES:
            extra[int(inst[1]) - 1].append(inst.split(":", 1)[1])
    return official(hands=hands, play=play, turn=seat, extra=(tuple(extra[0]), tuple(extra[1])), **fields)


def eff(kind, seat, until, detail="", card=""):
    return Effect(kind, seat, until, detail, card)


# cards (seat 0 is "s1", seat 1 "s2")
ROOKIE = "s1:rookie-0-helmet"  # #0 Player card, no special
ROOKIE1 = "s2:rookie-0-helmet"
GRINDER = "s1:grinder-3-helmet"  # #3
CAPTAIN = "s1:captain-8-helmet"  # #8, a Superstar
PLAYMAKER = "s1:playmaker-5-helmet"
BRK = "s1:breakaway-glove"  # Breakaway
BRK1 = "s2:breakaway-stick"
EXTRA_MAN = "s1:power-play-7-all"  # Extra Man
POST = "s1:slap-shot-8-helmet"  # Hit the Post
FAST = "s1:fast-break-8-stick"  # Fast Break
CROWD = "s1:home-crowd-helmet"  # Crowd
SKIP = "s1:stall-2-glove"  # Skip
SKIP2 = "s1:ragging-the-puck-3-skate"  # Skip 2
BOMB = "s1:long-bomb-4-stick"  # Two Line Pass
PULL = "s1:empty-net-call-skate"  # Pull Goalie
GLOVE = "s1:glove-save-g-glove"  # Goalie Promotion (Glove)
KICK = "s1:kick-save-g-skate"  # Goalie Promotion (Skate)
OUTLET = "s1:outlet-goalie-g-helmet"  # Goalie Promotion (Helmet)
STICK_SAVE = "s1:stick-save-g-stick"  # Goalie Promotion (Stick)
ANY = "s1:point-shot-2-glove"  # Any Shot
FWD = "s1:one-on-one-6-helmet"  # 1 on 1 Forward
DEF = "s1:lockdown-4-stick"  # 1 on 1 Defense
E2E = "s1:coast-to-coast-8-skate"  # End to End
TOO_FAST = "s1:too-fast-5-skate"  # Too Fast
GAP = "s1:gap-control-3-glove"  # Stop Movement
REVIEW = "s1:video-review-4-glove"  # Video Review
STRETCH = "s1:stretch-dump-6-skate"  # Stretch Dump
HIGH = "s1:high-stick-8-glove"  # High Sticking
UNDER = "s1:under-review-3-skate"  # I Saw That, Stop Movement
FRESH = "s1:fresh-legs-4-helmet"  # Changing Lines
RUSHED = "s1:rushed-change-2-stick"  # Rushed line Change
HITTER = "s1:heavy-hitter-6-skate"  # Enforcer (special)
AGITATOR = "s1:agitator-3-glove"  # Enforced
CALL_UP = "s1:call-up-4-stick"  # Select Promotion
FRONT = "s1:front-office-2-glove"  # Promotion
TIMEOUT = "s1:time-out-helmet"  # Time out
OPEN = "s2:open-lane-5-skate"  # Penalty Shot (seat 1's)
DIVE = "s1:embellishment-2-all"  # Diving
WRIST = "s1:wrist-shot-6-helmet"  # One Timer
DROP = "s1:drop-pass-5-helmet"  # Back Pass
VETERAN = "s1:veteran-leadership-6-helmet"  # Final Say
VETERAN1 = "s2:veteran-leadership-6-skate"
FACEOFF_SP = "s1:face-off-specialist-7-helmet"  # Faceoff
CHIP = "s1:chip-and-chase-2-skate"  # Dump
CORNER = "s1:corner-battle-4-glove"  # Grind Challenge
TORONTO = "s1:toronto-goal-6-stick"  # Toronto
NO_INT = "s1:clean-feed-3-helmet"  # No Intercept
TILT = "s1:tilt-6-helmet"  # Tilt
DUMPER = "s1:dump-and-chase-1-stick"  # Dump In (a handler)
CROSSBAR = "s1:crossbar-7-stick"  # Hit the Crossbar


# ----- small pieces ---------------------------------------------------------------------------------
def test_the_rule_citation_and_a_special_s_name():
    """Refusals cite "Breakaway: CCG, Specials glossary — <special>" (Specials rulings preamble)."""
    assert sp.rule("Crowd") == glossary("Crowd")
    assert sp._name(T, "crowd") == "Crowd"
    assert sp._name(T, "no-such") == "no-such"
    assert sp._effect("k", 1, "turn", "d", "c") == Effect("k", 1, "turn", "d", "c")
    assert sp._effect("k", 0, "game") == Effect("k", 0, "game", "", "")
    assert sp._target(0, SpecialRule("use", (), "opponent", {}, "now")) == 1
    assert sp._target(1, SpecialRule("use", (), "opponent", {}, "now")) == 0
    assert sp._target(1, SpecialRule("use", (), "self", {}, "now")) == 1


def test_the_rule_windows_and_their_durations():
    """Each duration's lasting entry (O47: a skip lasts to the period's end; O42: a regain ends at a
    stoppage)."""
    assert sp.UNTIL == {
        "now": "stoppage",
        "turn": "turn",
        "shot": "stoppage",
        "opponent-turn": "stoppage",
        "next-draw": "period",
        "stoppage": "stoppage",
        "period": "period",
    }
    assert (sp.MAX_TOKENS, sp.MAX_BONUS) == (3, 3)
    assert sp.use_rule(T, "crowd") == T.cards.special_rules["crowd"][0]
    assert sp.use_rule(T, "one-timer") is None
    assert sp.use_rule(T, "hit-the-crossbar").window == "use"
    assert sp.use_rule(T, "assist") is None
    assert sp.needs_card(sp.use_rule(T, "1-on-1-defense")) and not sp.needs_card(sp.use_rule(T, "crowd"))
    assert sp.needs_area(sp.use_rule(T, "end-to-end")) and not sp.needs_area(sp.use_rule(T, "crowd"))


# ----- conditions (each special's "when") ------------------------------------------------------------
def holds(state, cond, card=None, seat=None):
    return sp._holds(T, state, state.turn if seat is None else seat, card or state.play[-1], cond)


def test_control_no_shot_shooting_area_and_momentum_conditions():
    """Fast Break (in a shooting area, with the puck, no shot on), Extra Man (a Momentum Card left)."""
    s = pos((FAST,))
    assert holds(s, "control") and not holds(pos((FAST,), control=1), "control")
    assert not holds(pos((FAST,), control=None), "control")
    assert holds(pos((FAST,), seat=1, control=1), "control", seat=1)
    assert holds(s, "no-shot") and not holds(pos((FAST,), shot=0), "no-shot")
    assert holds(pos((FAST,), puck="e3"), "shooting-area") and not holds(
        pos((FAST,), puck="w3"), "shooting-area"
    )
    assert holds(pos((FAST,), puck="w3", seat=1), "shooting-area", seat=1)
    assert not holds(s, "momentum-left") and holds(pos((FAST,), momentum=(ROOKIE1,)), "momentum-left")
    assert holds(s, "no-control") is False and holds(pos((FAST,), control=1), "no-control")


def test_higher_than_beneath_compares_the_card_in_play_with_the_card_under_it():
    """Hit the Post: higher than the card it was played on (not equal, not alone, only the top card)."""
    assert holds(pos((ROOKIE1, POST)), "higher-than-beneath")
    assert not holds(pos(("s2:fast-break-8-skate", POST)), "higher-than-beneath")  # 8 on 8
    assert not holds(pos((POST,)), "higher-than-beneath")
    assert not holds(pos((ROOKIE1, POST)), "higher-than-beneath", card=ROOKIE1)
    assert not holds(pos(("s2:captain-8-glove", ROOKIE)), "higher-than-beneath")


def test_not_shot_card_tokens_zone_and_goalie_conditions():
    """Start a Fight (not as a Shot Card), Crowd (O46: at most three tokens), Pull Goalie (O50)."""
    assert holds(pos((ROOKIE,)), "not-shot-card")
    assert holds(pos((ROOKIE,), shot=0), "not-shot-card")
    assert not holds(pos((ROOKIE,), shot=1), "not-shot-card")
    assert holds(pos((ROOKIE,), tokens=(2, 3)), "tokens-below-max")
    assert not holds(pos((ROOKIE,), tokens=(3, 0)), "tokens-below-max")
    assert holds(pos((ROOKIE,), tokens=(3, 0), seat=1), "tokens-below-max", seat=1)
    assert holds(pos((ROOKIE,), puck="c9"), "not-defensive-zone")
    assert not holds(pos((ROOKIE,), puck="w3"), "not-defensive-zone")
    assert holds(pos((ROOKIE,), puck="w3", seat=1), "not-defensive-zone", seat=1)
    assert holds(pos((PULL,)), "goalie-in")
    assert not holds(pos((PULL,), goalie_pulled=(True, False)), "goalie-in")
    assert holds(pos((PULL,), goalie_pulled=(False, True)), "goalie-in")
    assert not holds(pos((PULL,), effects=(eff("goalie-pulling", 0, "stoppage"),)), "goalie-in")
    assert holds(pos((PULL,), effects=(eff("goalie-pulling", 1, "stoppage"),)), "goalie-in")
    assert holds(pos((PULL,), effects=(eff("skip-draw", 0, "stoppage"),)), "goalie-in")


def test_challenge_conditions_and_the_ones_judged_elsewhere():
    """Any Shot (not from a face-off card), Grind Challenge (O42: only the defender)."""
    assert holds(pos((ANY,)), "not-faceoff-card")
    assert not holds(pos((ANY,), challenge=ch.Challenge(ch.FACEOFF, 0, "c9")), "not-faceoff-card")
    assert holds(pos((ANY,), challenge=ch.Challenge(ch.GRIND, 0, "c9")), "not-faceoff-card")
    assert not holds(pos((CORNER,)), "defending")
    assert holds(pos((CORNER,), challenge=ch.Challenge(ch.GRIND, 1, "c9")), "defending")
    assert not holds(pos((CORNER,), challenge=ch.Challenge(ch.GRIND, 0, "c9")), "defending")
    assert holds(pos((ROOKIE,)), "punch-or-check-on") and holds(pos((ROOKIE,)), "third-suit")
    with pytest.raises(ValueError, match=r"^unknown special condition 'nope'$"):
        holds(pos((ROOKIE,)), "nope")
    with pytest.raises(ValueError, match=r"^unknown special condition 'nope'$"):
        sp._card_holds(T, pos((ROOKIE,)), 0, ROOKIE, "nope")


def test_puck_conditions_read_the_card_beneath():
    """Stop Movement / Redirect (O76, O83: the opponent's card beneath moved the puck), Tilt (O79: on
    a Body-Check card), Video Review (O85), Stretch Dump (O86)."""
    moved = (eff("path", 1, "stoppage", "c9>ne9!", ROOKIE1),)
    assert holds(pos((ROOKIE1, GAP), effects=moved), "opponent-moved")
    assert not holds(
        pos((ROOKIE1, GAP), effects=(eff("path", 1, "stoppage", "c9", ROOKIE1),)), "opponent-moved"
    )
    assert not holds(pos((ROOKIE1, GAP)), "opponent-moved")
    check = "s2:body-check-3-glove"
    assert holds(pos((check, TILT)), "on-body-check")
    assert not holds(pos((ROOKIE1, TILT)), "on-body-check")
    assert not holds(pos((TILT,)), "on-body-check")
    assert not holds(pos((check, TILT)), "on-body-check", card=check)
    answering = {"stage": SAVE, "shot": 1}
    assert holds(pos((REVIEW,), **answering), "answering-score")
    assert not holds(pos((REVIEW,), stage=SCORE, shot=1), "answering-score")
    assert not holds(pos((REVIEW,), stage=SAVE, shot=0), "answering-score")
    assert not holds(pos((REVIEW,), stage=SAVE), "answering-score")
    assert not holds(pos((REVIEW,), action_used=True, **answering), "answering-score")
    won = ch.Challenge(ch.DUMP_IN, 0, "c9", winner=0, won_with=STRETCH)
    assert holds(pos((STRETCH,), challenge=won), "won-dump")
    out = ch.Challenge(ch.DUMP_OUT, 0, "c9", winner=0, won_with=STRETCH)
    assert holds(pos((STRETCH,), challenge=out), "won-dump")
    assert not holds(pos((STRETCH,)), "won-dump")
    assert not holds(
        pos((STRETCH,), challenge=ch.Challenge(ch.GRIND, 0, "c9", winner=0, won_with=STRETCH)), "won-dump"
    )
    assert not holds(
        pos((STRETCH,), challenge=ch.Challenge(ch.DUMP_IN, 0, "c9", winner=1, won_with=STRETCH)), "won-dump"
    )
    assert not holds(
        pos((STRETCH,), challenge=ch.Challenge(ch.DUMP_IN, 0, "c9", winner=0, won_with=ROOKIE)), "won-dump"
    )


def test_the_condition_words_of_the_refusals():
    """Each condition's words, as the refusals give them (Specials rulings: refusals cite the entry)."""
    assert sp._WORDS == {
        "control": "you must control the puck",
        "no-shot": "not while a shot is under way",
        "shooting-area": "the puck must be in one of your shooting areas (1-6 of the far end)",
        "higher-than-beneath": "this card must be higher than the card it was played on",
        "momentum-left": "the Momentum pile must have a card",
        "not-shot-card": "not as a Shot Card",
        "tokens-below-max": "you may hold at most 3 momentum tokens",
        "not-defensive-zone": "not from your defensive zone",
        "goalie-in": "your goalie must be in net",
        "defending": "only when defending the challenge",
        "not-faceoff-card": "not from a face-off card",
        "opponent-moved": "the opponent's card beneath yours must have moved the puck",
        "on-body-check": "this card must lie on a Body-Check card",
        "answering-score": "only as the answer to the opponent's Score",
        "won-dump": "only from the card that won a dump challenge",
        "third-suit": "the third card of a suit in a row",
        "no-control": "not while you control the puck",
        "can-switch": "you need a Player card of your team in hand that may go on your bench",
        "on-playmaking-or-substitution": "this card must lie on a Playmaker or a card with Substitution",
        "once-per-game": "each side calls it once a game",
        "on-goalie-superstar-or-specialist": "this card must lie on a Goalie card, a Superstar (#8), a "
        "Specialist or a card made a wild, not Cancelled",
        "on-enforcer": "this card must lie on an enforcer that is not Cancelled",
    }


# ----- the bench and cancelling conditions (O96-O105) ---------------------------------------------------
BENCH0 = (
    "s1:sniper-7-skate",
    "s1:playmaker-5-skate",
    "s1:enforcer-1-glove",
    "s1:goalie-g-skate",
    "s1:captain-8-glove",
)


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


def test_the_card_categories_the_cards_do_not_print():
    """O97, O104: Playmaker, Superstar (#8 Player card), Specialist, Goalie card, enforcer."""
    assert sp.is_a(T, PLAYMAKER, "playmaking") and not sp.is_a(T, ROOKIE, "playmaking")
    assert sp.is_a(T, CAPTAIN, "superstar") and not sp.is_a(T, GRINDER, "superstar")
    assert not sp.is_a(T, FAST, "superstar")  # an 8, not a Player card
    assert sp.is_a(T, FACEOFF_SP, "specialist") and not sp.is_a(T, CAPTAIN, "specialist")
    assert sp.is_a(T, GLOVE, "goalie") and not sp.is_a(T, CAPTAIN, "goalie")
    assert sp.is_a(T, "s1:enforcer-1-helmet", "enforcer") and sp.is_a(T, HITTER, "enforcer")
    assert not sp.is_a(T, ROOKIE, "enforcer")
    with pytest.raises(ValueError, match=r"^unknown card category 'x'$"):
        sp.is_a(T, ROOKIE, "x")
    assert sp.playmaking_or_substitution(T, PLAYMAKER)
    assert sp.playmaking_or_substitution(T, "s1:line-change-helmet")
    assert not sp.playmaking_or_substitution(T, ROOKIE)
    assert [sp._cancellable_star(T, c) for c in (GLOVE, CAPTAIN, FACEOFF_SP, ROOKIE)] == [
        True,
        True,
        True,
        False,
    ]


def test_the_card_beneath_conditions():
    """Changing Lines (O97: on a Playmaker or Substitution card), Enforcer (O104: on a Goalie card, a
    Superstar, a Specialist or a wild, not Cancelled), Enforced (O105: on an enforcer not Cancelled)."""
    assert sp._beneath(pos((PLAYMAKER, FRESH)), FRESH) == PLAYMAKER
    assert sp._beneath(pos((PLAYMAKER, FRESH)), PLAYMAKER) is None
    assert sp._beneath(pos((FRESH,)), FRESH) is None
    assert holds(pos((PLAYMAKER, FRESH)), "on-playmaking-or-substitution")
    assert holds(pos(("s1:line-change-glove", FRESH)), "on-playmaking-or-substitution")
    assert not holds(pos((ROOKIE, FRESH)), "on-playmaking-or-substitution")
    assert not holds(pos((FRESH,)), "on-playmaking-or-substitution")
    target = "on-goalie-superstar-or-specialist"
    goalie1 = "s2:goalie-g-stick"
    assert holds(pos((goalie1, HITTER)), target)
    assert holds(pos(("s2:captain-8-glove", HITTER)), target)
    assert holds(pos(("s2:face-off-specialist-7-glove", HITTER)), target)
    assert not holds(pos((ROOKIE1, HITTER)), target)
    assert holds(pos((ROOKIE1, HITTER), effects=(eff("wild", 1, "game", "x:0", ROOKIE1),)), target)
    assert not holds(pos((ROOKIE1, HITTER), effects=(eff("wild", 1, "game", "x:0", ROOKIE),)), target)
    assert not holds(pos((goalie1, HITTER), effects=(eff("cancelled", 1, "period", "", goalie1),)), target)
    assert not holds(pos((HITTER,)), target)
    assert holds(pos(("s2:enforcer-1-glove", AGITATOR)), "on-enforcer")
    assert holds(pos(("s2:heavy-hitter-6-skate", AGITATOR)), "on-enforcer")
    assert not holds(pos((ROOKIE1, AGITATOR)), "on-enforcer")
    assert not holds(pos((AGITATOR,)), "on-enforcer")
    cancelled = (eff("cancelled", 1, "period", "", "s2:enforcer-1-glove"),)
    assert not holds(pos(("s2:enforcer-1-glove", AGITATOR), effects=cancelled), "on-enforcer")


def test_once_per_game_looks_for_this_side_s_mark_of_the_card_s_special():
    """Time out (O100): each side calls it once a game."""
    s = pos((), hands=((TIMEOUT,), ()), phase=STOPPAGE)
    assert sp._card_holds(T, s, 0, TIMEOUT, "once-per-game")
    used = (eff("once", 0, "game", "timeout", "x"),)
    assert not sp._card_holds(T, evolve(s, effects=used), 0, TIMEOUT, "once-per-game")
    assert sp._card_holds(T, evolve(s, effects=used), 1, TIMEOUT, "once-per-game")
    assert sp._card_holds(
        T, evolve(s, effects=(eff("once", 0, "game", "crowd"),)), 0, TIMEOUT, "once-per-game"
    )
    assert sp._card_holds(
        T, evolve(s, effects=(eff("x", 0, "game", "timeout"),)), 0, TIMEOUT, "once-per-game"
    )


def test_is_wild_reads_the_wild_marks():
    """Select Promotion, Promotion (O106, O118): a card made a wild carries a lasting mark."""
    assert not sp.is_wild(pos(()), ROOKIE)
    assert sp.is_wild(pos((), effects=(eff("wild", 0, "game", "x:0", ROOKIE),)), ROOKIE)
    assert not sp.is_wild(pos((), effects=(eff("wild", 0, "game", "x:0", GRINDER),)), ROOKIE)
    assert not sp.is_wild(pos((), effects=(eff("gain-special", 0, "game", "x:0", ROOKIE),)), ROOKIE)


# ----- Phase 3: the specials offered ---------------------------------------------------------------------
def helmet_wild(card, seat=0):
    """``card`` holds Goalie Promotion (Helmet) as Promotion's wild this turn (O118)."""
    return eff("gain-special", seat, "stoppage", "goalie-helmet", card)


def glove_wild(card, seat=0):
    return eff("gain-special", seat, "stoppage", "goalie-glove", card)


def test_the_use_window_specials_offered_by_kind():
    """Phases of a Turn, Phase 3: a usable special is offered as ``special``, or ``special-card`` /
    ``special-area`` when it names a hand card (1 on 1 Defense, O58) or an area (End to End, O59)."""
    assert sp.use_actions(T, pos((CROWD,))) == [Action(0, "special", ("crowd",))]
    assert sp.use_actions(T, pos((CROWD,), seat=1, control=1)) == [Action(1, "special", ("crowd",))]
    s = pos((DEF,), hands=((ROOKIE, GRINDER), ()), momentum=(ROOKIE1,))
    assert sp.use_actions(T, s) == [
        Action(0, "special-card", ("1-on-1-defense", ROOKIE)),
        Action(0, "special-card", ("1-on-1-defense", GRINDER)),
    ]
    assert sp.use_actions(T, pos((E2E,), puck="w3")) == [
        Action(0, "special-area", ("end-to-end", a))
        for a in ("w7", "w5", "w4", "w6", "w1", "w2", "w8", "w0", "nw9", "c9", "ne9", "e8", "e0")
    ]
    assert sp.use_actions(T, pos((TOO_FAST,))) == [
        Action(0, "special-area", ("too-fast", a)) for a in ("w8", "w0", "nw9", "ne9", "e8", "e0")
    ]
    assert sp.use_actions(T, pos((DUMPER,))) == [
        Action(0, "dump-in", (a,)) for a in ("e8", "e0", "e1", "e3", "e2", "e5", "e4", "e6", "e7")
    ]
    assert sp.use_actions(T, pos((DUMPER,), control=1)) == []  # its conditions first
    assert sp.use_actions(T, pos((WRIST,))) == []  # a shoot-window special
    assert sp.use_actions(T, pos((FAST,), puck="e3")) == [Action(0, "special", ("fast-break",))]
    assert sp.use_actions(T, pos((FAST,), puck="c9")) == []
    assert sp.use_actions(T, pos((FAST,), puck="e3", free_shot=True)) == []  # nothing it would change
    assert sp.use_actions(T, pos((CROSSBAR,), momentum=(ROOKIE1,))) == []  # not higher than beneath


def test_a_use_rule_skipped_does_not_hide_the_next_one():
    """O118: a wild's special comes after the printed ones; a printed one that is not of the use
    window, whose conditions fail, or that would change nothing, leaves the wild's offered."""
    glove = [Action(0, "special", ("goalie-glove",))]
    assert sp.use_actions(T, pos((WRIST,), effects=(glove_wild(WRIST),))) == glove
    assert sp.use_actions(T, pos((FAST,), puck="c9", effects=(glove_wild(FAST),))) == glove
    assert sp.use_actions(T, pos((FAST,), puck="e3", free_shot=True, effects=(glove_wild(FAST),))) == glove
    assert sp.use_actions(T, pos((FAST,), puck="e3", effects=(glove_wild(FAST),))) == [
        Action(0, "special", ("fast-break",)),
        *glove,
    ]
    assert sp.use_actions(T, pos((TOO_FAST,), effects=(glove_wild(TOO_FAST),)))[-1] == glove[0]


def test_a_special_that_would_change_nothing_is_not_worth_offering():
    """Fast Break with a free Shoot already owed; High Sticking's gained action with the card's action
    used (O89); Breakaway with its free actions still there (O41)."""
    fast = T.cards.special_rules["fast-break"][0]
    assert sp._worth(T, pos((FAST,), puck="e3"), 0, FAST, fast)
    assert not sp._worth(T, pos((FAST,), puck="e3", free_shot=True), 0, FAST, fast)
    high = T.cards.special_rules["high-sticking"][0]
    assert sp._worth(T, pos((HIGH,)), 0, HIGH, high)
    assert not sp._worth(T, pos((HIGH,), action_used=True), 0, HIGH, high)
    brk = T.cards.special_rules["breakaway"][0]
    assert sp._worth(T, pos((BRK,), free_shot=True, action_used=True), 0, BRK, brk)
    assert not sp._worth(T, pos((BRK,), effects=(eff("free-actions", 0, "turn", "1", BRK),)), 0, BRK, brk)
    assert sp._worth(T, pos((BRK,), effects=(eff("free-actions", 0, "turn", "1", ROOKIE),)), 0, BRK, brk)
    crowd = T.cards.special_rules["crowd"][0]
    assert sp._worth(T, pos((CROWD,), free_shot=True, action_used=True), 0, CROWD, crowd)


# ----- Phase 3: the verdict -------------------------------------------------------------------------------
def test_a_special_the_card_lacks_or_the_book_leaves_out_is_refused():
    """Phases of a Turn: the card's own special (or one a wild or Red gave it); O54: a special
    named without a definition is refused with its ruling; a non-use special acts by itself."""
    refused(
        sp.verdict(T, pos((ROOKIE,)), "crowd"),
        "no-such-special",
        "Rookie 0 (helmet) has no Crowd special.",
        "Crowd",
    )
    other = (eff("gain-special", 0, "turn", "crowd", GRINDER),)
    refused(
        sp.verdict(T, pos((ROOKIE,), effects=other), "crowd"),
        "no-such-special",
        "Rookie 0 (helmet) has no Crowd special.",
        "Crowd",
    )
    gained = (eff("gain-special", 0, "turn", "crowd", ROOKIE),)
    assert sp.verdict(T, pos((ROOKIE,), effects=gained), "crowd") == ALLOWED
    assert sp.verdict(T, pos((CROWD,)), "crowd") == ALLOWED
    left = (eff("gain-special", 0, "turn", "assist", ROOKIE),)
    refused(
        sp.verdict(T, pos((ROOKIE,), effects=left), "assist"),
        "special-left-out",
        "Assist has no effect in this game (ruling O54).",
        "Assist",
    )
    refused(
        sp.verdict(T, pos((WRIST,)), "one-timer"),
        "special-window",
        "One Timer is not used by choice: it acts by itself when its moment comes.",
        "One Timer",
    )


def test_what_a_special_names_must_match_its_rule():
    """O58: 1 on 1 Defense names a hand card; O59/O77: End to End and Too Fast name an area the
    puck reaches (exactly five, up to two); a plain special names neither, nor a choice."""
    refused(
        sp.verdict(T, pos((CROWD,)), "crowd", choice="x"), "special-choice", "Crowd names no choice.", "Crowd"
    )
    refused(
        sp.verdict(T, pos((CROWD,)), "crowd", card=ROOKIE), "special-card", "Crowd names no card.", "Crowd"
    )
    d = pos((DEF,), hands=((ROOKIE,), ()), momentum=(ROOKIE1,))
    refused(
        sp.verdict(T, d, "1-on-1-defense"),
        "special-card",
        "1 on 1 Defense names a card of your hand.",
        "1 on 1 Defense",
    )
    refused(
        sp.verdict(T, d, "1-on-1-defense", card=GRINDER),
        "not-in-hand",
        "Grinder 3 (helmet) is not in your hand.",
        "1 on 1 Defense",
    )
    assert sp.verdict(T, d, "1-on-1-defense", card=ROOKIE) == ALLOWED
    refused(sp.verdict(T, pos((CROWD,)), "crowd", area="c9"), "special-area", "Crowd names no area.", "Crowd")
    e = pos((E2E,), puck="w3")
    refused(
        sp.verdict(T, e, "end-to-end"),
        "special-area",
        "End to End names the area the puck goes to.",
        "End to End",
    )
    refused(
        sp.verdict(T, e, "end-to-end", area="e3"),
        "special-reach",
        "End to End moves the puck exactly 5 areas along the arrows; east end, high slot (3) is not one of them.",
        "End to End",
    )
    assert sp.verdict(T, e, "end-to-end", area="e0") == ALLOWED
    refused(
        sp.verdict(T, pos((TOO_FAST,)), "too-fast", area="e3"),
        "special-reach",
        "Too Fast moves the puck up to 2 areas along the arrows; east end, high slot (3) is not one of them.",
        "Too Fast",
    )
    assert sp.verdict(T, pos((TOO_FAST,)), "too-fast", area="ne9") == ALLOWED
    refused(
        sp.verdict(T, pos((TOO_FAST,), control=1), "too-fast", area="ne9"),
        "special-control",
        "Too Fast: you must control the puck.",
        "Too Fast",
    )


def test_the_conditions_then_the_effect_decide_last():
    """A special's conditions refuse in their order, with their words; then one that would change
    nothing is refused (Crowd at three tokens, O46; Fast Break with a free Shoot owed)."""
    refused(
        sp.verdict(T, pos((CROWD,), tokens=(3, 0)), "crowd"),
        "special-tokens-below-max",
        "Crowd: you may hold at most 3 momentum tokens.",
        "Crowd",
    )
    refused(
        sp.verdict(T, pos((FAST,), puck="e3", shot=1), "fast-break"),
        "special-no-shot",
        "Fast Break: not while a shot is under way.",
        "Fast Break",
    )
    refused(
        sp.verdict(T, pos((FAST,), puck="e3", control=1, shot=1), "fast-break"),
        "special-control",
        "Fast Break: you must control the puck.",
        "Fast Break",
    )
    refused(
        sp.verdict(T, pos((FAST,), puck="e3", free_shot=True), "fast-break"),
        "special-no-effect",
        "Fast Break would change nothing now.",
        "Fast Break",
    )
    rule = T.cards.special_rules["fast-break"][0]
    assert (
        sp.check(T, pos((FAST,), puck="e3"), "fast-break", rule, Action(0, "special", ("fast-break",)))
        == ALLOWED
    )
    refused(
        sp.check(T, pos((FAST,), puck="c9"), "fast-break", rule, Action(0, "special", ("fast-break",))),
        "special-shooting-area",
        "Fast Break: the puck must be in one of your shooting areas (1-6 of the far end).",
        "Fast Break",
    )
    s1 = pos((ROOKIE1, "s2:fast-break-8-skate"), seat=1, puck="w3")
    assert sp.verdict(T, s1, "fast-break") == ALLOWED


def test_a_handler_special_is_judged_by_its_handler_first():
    """Shuffle (O99) names a deck as its choice; its handler's refusals come before the data's."""
    shuffle = "s1:line-shuffle-3-skate"
    s = pos((shuffle,), decks=((ROOKIE, GRINDER, BRK), None))
    assert sp.verdict(T, s, "shuffle", choice="me") == ALLOWED
    refused(
        sp.verdict(T, s, "shuffle", choice="own"),
        "special-choice",
        "Shuffle names a deck: yours ('me'), the opponent's ('them') or the Momentum pile ('momentum').",
        "Shuffle",
    )
    rule = T.cards.special_rules["start-a-fight"][0]
    drop = "s1:drop-the-gloves-1-helmet"
    refused(
        sp.check(
            T, pos((drop,), shot=1), "start-a-fight", rule, Action(0, "special-area", ("start-a-fight", "c9"))
        ),
        "special-kind",
        "Start a Fight is used as a special.",
        "Start a Fight",
    )
    assert (
        sp.check(T, pos((drop,)), "start-a-fight", rule, Action(0, "special", ("start-a-fight",))) == ALLOWED
    )
    refused(
        sp.check(T, pos((drop,), shot=1), "start-a-fight", rule, Action(0, "special", ("start-a-fight",))),
        "special-not-shot-card",
        "Start a Fight: not as a Shot Card.",
        "Start a Fight",
    )


def test_the_action_a_handler_judges_is_built_from_what_the_special_names():
    """Promotion (O118) names a card and a wild; Shuffle a choice; Cycle an area; Bad Change a card."""
    assert sp._handler_action(0, "p", "c", None, "w") == Action(0, "special-wild", ("p", "c", "w"))
    assert sp._handler_action(1, "p", None, None, "w") == Action(1, "special-choice", ("p", "w"))
    assert sp._handler_action(0, "p", None, "a", None) == Action(0, "special-area", ("p", "a"))
    assert sp._handler_action(1, "p", "c", None, None) == Action(1, "special-card", ("p", "c"))
    assert sp._handler_action(0, "p", None, None, None) == Action(0, "special", ("p",))
    assert sp._handler_action(0, "p", "c", "a", None) == Action(0, "special-area", ("p", "a"))


# ----- Phase 3: a special used, change by change -------------------------------------------------------------
def changed(old, new):
    """The fields of the state a step changed, with their new values."""
    return {
        f.name: getattr(new, f.name)
        for f in dataclasses.fields(new)
        if getattr(new, f.name) != getattr(old, f.name)
    }


def used(state, sid, **named):
    events = []
    new = sp.use(T, state, sid, events, **named)
    return new, ev(events)


def said(seat, sid, card, text):
    """The line every special used opens with (who uses what, with which card, and its words)."""
    name = T.cards.specials_text[sid][0]
    return pub(
        "special",
        f"Player {seat + 1} uses {name} ({T.label[card]}): {text}",
        {"seat": seat, "special": sid, "card": card},
    )


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
    new = sp._change(T, s, 0, CROWD, "crowd", rule, events)
    assert ev(events) == [
        pub("special-token", "Player 2 now holds 3 momentum token(s).", {"seat": 1, "tokens": 3})
    ]
    assert new.tokens == (1, 3)


def test_extra_man_takes_the_top_momentum_card_and_cannot_be_ignored():
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
    new = sp._change(T, s, 0, EXTRA_MAN, "x", SpecialRule("use", (), "self", {"momentum": 2}, "now"), events)
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


def test_breakaway_gives_two_free_actions_or_one_when_answering():
    """Breakaway (O41): two free actions for the card's turn; one when the card is the Shot Card or
    answers a Score."""
    s = pos((BRK,))
    new, events = used(s, "breakaway")
    assert events == [
        said(0, "breakaway", BRK, "Up to two free actions; only one when this card is a Shot Card or a save.")
    ]
    assert changed(s, new) == {"special_used": True, "effects": (eff("free-actions", 0, "turn", "2", BRK),)}
    assert sp.free_actions(new, BRK) == 2
    rule = T.cards.special_rules["breakaway"][0]
    for answering in (
        {"shot": 0, "stage": SHOT_CARD},
        {"shot": 1, "stage": SAVE},
        {"shot": 0, "stage": SAVE},
        {"shot": 0, "stage": None},
    ):
        s1 = pos((BRK1,), seat=1, control=0, **answering)
        new = sp._change(T, s1, 1, BRK1, "breakaway", rule, [])
        assert new.effects == (eff("free-actions", 1, "turn", "1", BRK1),), answering
    for mine in ({"shot": 1, "stage": SCORE}, {"shot": None, "stage": SCORE}):
        new = sp._change(T, pos((BRK1,), seat=1, **mine), 1, BRK1, "breakaway", rule, [])
        assert new.effects == (eff("free-actions", 1, "turn", "2", BRK1),)
    none = SpecialRule("use", (), "self", {"free-actions": {"of": "any", "count": 2, "answering": 0}}, "turn")
    assert (
        sp._change(T, pos((BRK1,), seat=1, shot=0, stage=SHOT_CARD), 1, BRK1, "breakaway", none, []).effects
        == ()
    )
    plain = SpecialRule("use", (), "self", {"free-actions": {"of": "any", "count": 3}}, "turn")
    assert sp._change(
        T, pos((BRK1,), seat=1, shot=0, stage=SHOT_CARD), 1, BRK1, "breakaway", plain, []
    ).effects == (eff("free-actions", 1, "turn", "3", BRK1),)


def test_fast_break_owes_a_free_shoot():
    """Fast Break: the Shoot action as well, for free."""
    s = pos((FAST,), puck="e3")
    new, events = used(s, "fast-break")
    assert events == [said(0, "fast-break", FAST, "You may take the Shoot action as well, for free.")]
    assert changed(s, new) == {"free_shot": True, "special_used": True}


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


def test_pull_goalie_marks_the_goalie_leaving_at_the_next_turn():
    """Pull Goalie (O50): the goalie leaves at the start of the user's next turn."""
    s = pos((PULL,))
    new, events = used(s, "pull-goalie")
    assert events == [
        said(
            0,
            "pull-goalie",
            PULL,
            "Your goalie heads for the bench: pulled from the start of your next turn.",
        ),
        pub("pull-goalie", "Player 1 will pull the goalie at the start of the next turn.", {"seat": 0}),
    ]
    assert changed(s, new) == {"special_used": True, "effects": (eff("goalie-pulling", 0, "stoppage"),)}


def test_two_line_pass_sends_the_puck_to_the_nearest_nine_as_a_pass():
    """Two Line Pass (O48, B1): the area 9 nearest the puck on the board grid; the user keeps the
    puck; its path is kept (O63); the passing bonus follows as for any pass."""
    s = pos((BOMB,), puck="w3", control=None)
    new, events = used(s, "two-line-pass")
    assert events == [
        said(0, "two-line-pass", BOMB, "Send the puck to the nearest area 9; a Clone on it is Icing."),
        pub(
            "special-move",
            "The puck goes to neutral zone by the west blue line (9).",
            {"seat": 0, "from": "w3", "to": "nw9"},
        ),
    ]
    assert changed(s, new) == {
        "puck": "nw9",
        "control": 0,
        "special_used": True,
        "effects": (eff("path", 0, "stoppage", "w3>w8>nw9", BOMB),),
    }
    for puck, nine in (
        ("e3", "ne9"),
        ("e7", "ne9"),
        ("w1", "nw9"),
        ("nw9", "nw9"),
        ("ne9", "ne9"),
        ("w7", "nw9"),
    ):
        assert sp._puck_to_closest_nine(T, pos((BOMB,), puck=puck), 0, []).puck == nine, puck
    s = pos((BOMB,), puck="c9", bonus=(2, 0))
    events = []
    new = sp._puck_to_closest_nine(T, s, 0, events)
    assert ev(events) == [
        pub("special-move", "The puck goes to center ice (9).", {"seat": 0, "from": "c9", "to": "c9"})
    ]
    assert changed(s, new) == {"bonus": (0, 0)}  # no path when it stays; the bonus is cleared
    s = pos((ROOKIE1, "s2:long-bomb-4-stick"), seat=1, puck="e2", bonus=(0, 1))
    new = sp._puck_to_closest_nine(T, s, 1, [])
    assert (new.puck, new.control, new.bonus) == ("ne9", 1, (0, 0))
    assert new.effects == (eff("path", 1, "stoppage", "e2>e0>ne9", "s2:long-bomb-4-stick"),)


def test_goalie_glove_stops_play_and_the_defending_side_chooses():
    """Goalie Promotion, Glove (O49): play stops at once, the face-off at the dot nearest the puck;
    the side whose end the puck is in chooses the circle, else the user."""
    s = pos((GLOVE,), puck="e3")
    new, events = used(s, "goalie-glove")
    assert events[:2] == [
        said(0, "goalie-glove", GLOVE, "The goalie freezes the puck: play stops. This cannot be ignored."),
        pub(
            "special-stoppage",
            "Goalie Promotion (Glove): play stops.",
            {"seat": 0, "special": "goalie-glove"},
        ),
    ]
    assert new.phase == STOPPAGE and new.stoppage == Stoppage("end-zone", "east-end", 1)
    new, _ = used(pos((GLOVE,), puck="w3"), "goalie-glove")
    assert new.stoppage == Stoppage("end-zone", "west-end", 0)
    assert [
        sp._defending(T, pos(()), seat=0) if False else sp._defending(T, pos((), puck=p), s)
        for p, s in (("e3", 0), ("w3", 0), ("c9", 0), ("e3", 1), ("w3", 1), ("c9", 1))
    ] == [1, 0, 0, 1, 0, 1]
    assert sp.unignorable(T, GLOVE and pos((GLOVE,)), GLOVE)


def test_end_to_end_carries_the_puck_five_areas_and_over_both_lines_shoots_free():
    """End to End (O59): exactly five moves along the arrows, a pass (the user keeps the puck, its
    path kept); from the defensive zone into the offensive zone the Shoot is free too."""
    s = pos((E2E,), puck="w3", control=None)
    new, events = used(s, "end-to-end", area="e0")
    assert events == [
        said(
            0,
            "end-to-end",
            E2E,
            "Carry the puck five areas; over both blue lines, you may also shoot for free.",
        ),
        pub(
            "special-move",
            "The puck goes from west end, high slot (3) to east end, point (south) (0).",
            {"seat": 0, "from": "w3", "to": "e0"},
        ),
        pub("special-shoot", "Over both blue lines: Player 1 may shoot for free.", {"seat": 0}),
    ]
    assert changed(s, new) == {
        "puck": "e0",
        "control": 0,
        "free_shot": True,
        "special_used": True,
        "effects": (eff("path", 0, "stoppage", "w3>w8>nw9>c9>ne9>e0", E2E),),
    }
    new, events = used(pos((E2E,), puck="c9"), "end-to-end", area="w7")
    assert new.effects == (eff("path", 0, "stoppage", "c9>nw9>w8>w1>w5>w7", E2E),)
    assert not new.free_shot and len(events) == 2
    new, events = used(pos((E2E,), puck="w7"), "end-to-end", area="c9")  # out of its own end only
    assert (new.puck, new.free_shot, len(events)) == ("c9", False, 2)
    new, events = used(pos((E2E,), puck="nw9"), "end-to-end", area="e3")  # into the far end only
    assert (new.puck, new.free_shot, len(events)) == ("e3", False, 2)
    s1 = pos(("s2:coast-to-coast-8-skate",), seat=1, puck="e3")
    new, events = used(s1, "end-to-end", area="w0")
    assert (new.puck, new.control, new.free_shot) == ("w0", 1, True)
    assert events[-1] == pub(
        "special-shoot", "Over both blue lines: Player 2 may shoot for free.", {"seat": 1}
    )


def test_too_fast_is_a_stretch_pass_of_up_to_two_areas_along_the_shortest_way():
    """Too Fast (O77): a Stretch Pass of one or two areas; its path the shortest (O63); leaving the
    offensive zone clears a passing bonus."""
    s = pos((TOO_FAST,), puck="c9", bonus=(0, 2))
    new, events = used(s, "too-fast", area="e8")
    assert events == [
        said(
            0,
            "too-fast",
            TOO_FAST,
            "A Stretch Pass of one or two areas; a Clone laid on it calls Offside against you.",
        ),
        pub(
            "special-move",
            "The puck goes from center ice (9) to east end, point (north) (8).",
            {"seat": 0, "from": "c9", "to": "e8"},
        ),
    ]
    assert changed(s, new) == {
        "puck": "e8",
        "special_used": True,
        "bonus": (0, 0),
        "effects": (eff("path", 0, "stoppage", "c9>ne9>e8", TOO_FAST),),
    }
    new, _ = used(pos((TOO_FAST,), puck="e3", bonus=(1, 0)), "too-fast", area="e6")  # inside the far end: +1
    assert (new.puck, new.bonus) == ("e6", (2, 0))
    assert new.effects == (eff("path", 0, "stoppage", "e3>e2>e6", TOO_FAST),)


def test_high_sticking_gains_intercept_and_a_black_p():
    """High Sticking (O89): the Intercept action for the turn, and a black penalty symbol to the stoppage."""
    moved = eff("path", 1, "stoppage", "c9>ne9!", ROOKIE1)
    s = pos((ROOKIE1, HIGH), effects=(moved,))
    new, events = used(s, "high-sticking")
    assert events == [
        said(
            0,
            "high-sticking",
            HIGH,
            "Gain the Intercept action, and this card carries a black penalty symbol. A goal "
            "it scores may be called back by the other side's black ability.",
        ),
        pub(
            "special-gain",
            "High Sticking: High Stick 8 (glove) gains the intercept action.",
            {"seat": 0, "special": "high-sticking", "action": "intercept"},
        ),
        pub(
            "special-black-p",
            "High Sticking: High Stick 8 (glove) gains a black penalty symbol.",
            {"seat": 0, "special": "high-sticking", "card": HIGH},
        ),
    ]
    assert changed(s, new) == {
        "special_used": True,
        "effects": (
            moved,
            eff("gain-action", 0, "turn", "intercept", HIGH),
            eff("black-p", 0, "stoppage", "high-sticking", HIGH),
        ),
    }


def test_video_review_calls_the_goal_back_and_stops_play():
    """Video Review (O85): answering the Score, the goal is called back and play stops; the user
    chooses the circle."""
    s = pos((REVIEW,), shot=1, stage=SAVE, puck="w4")
    new, events = used(s, "video-review")
    assert events[:2] == [
        said(
            0,
            "video-review",
            REVIEW,
            "Laid to answer the opponent's Score: the goal is called back and play stops.",
        ),
        pub("called-back", "Video Review: the goal is called back.", {"seat": 0, "special": "video-review"}),
    ]
    assert new.stoppage == Stoppage("called-back", "west-end", 0)
    new, _ = used(pos((REVIEW,), shot=1, stage=SAVE, puck="e4"), "video-review")
    assert new.stoppage == Stoppage("called-back", "east-end", 0)


def test_stop_movement_sends_the_puck_back_and_i_saw_that_marks_the_card():
    """Stop Movement (O76): the opponent's last movement is undone; I Saw That (O82): a card with it
    that uses a special carries a black P until the stoppage."""
    moved = (eff("path", 1, "stoppage", "c9>ne9!", ROOKIE1),)
    s = pos((ROOKIE1, GAP), control=1, puck="ne9", effects=moved)
    new, events = used(s, "stop-movement")
    text = (
        "Undo how the opponent's last card moved or placed the puck: it goes back where that card found it. Not "
        "as a Shot Card."
    )
    back = pub(
        "stop-movement",
        "Player 1 uses Stop Movement: the puck's movement from Rookie 0 (helmet) is stopped "
        "and it goes back to center ice (9).",
        {"seat": 0, "to": "c9", "special": "stop-movement"},
    )
    assert events == [said(0, "stop-movement", GAP, text), back]
    assert changed(s, new) == {"puck": "c9", "special_used": True, "effects": ()}
    s = pos((ROOKIE1, UNDER), control=1, puck="ne9", effects=moved)
    new, events = used(s, "stop-movement")
    mark = eff("black-p", 0, "stoppage", "i-saw-that", UNDER)
    assert events == [
        pub(
            "special-black-p",
            "I Saw That: Under Review 3 (skate) gains a black penalty symbol.",
            {"seat": 0, "special": "i-saw-that", "card": UNDER},
        ),
        said(0, "stop-movement", UNDER, text),
        back,
    ]
    assert changed(s, new) == {"puck": "c9", "special_used": True, "effects": (mark,)}
    assert (
        sp.gained_black_p(new, UNDER) and not sp.gained_black_p(new, GAP) and not sp.gained_black_p(s, UNDER)
    )
    events = []
    assert sp.gain_black_p(T, new, 0, UNDER, "stick-lift", events) is new and events == []  # once is enough
    assert sp.passive(T, UNDER, "black-p") == "i-saw-that" and sp.passive(T, GAP, "black-p") is None


def test_a_handler_special_used_is_applied_by_its_handler():
    """Start a Fight (O45): used, the handler starts the fight at once; a card without I Saw That
    (O82) gains no black P by it."""
    s = pos((ROOKIE1, "s1:drop-the-gloves-1-helmet"))
    events = []
    new = sp.use(T, s, "start-a-fight", events)
    assert new.fight is not None and new.special_used
    assert not any(e.kind == "special-black-p" for e in events)


def test_enforcer_cancels_a_goalie_for_the_period_and_strips_a_wild():
    """Enforcer (O104): on a Goalie card, Superstar or Specialist, it is Cancelled for the period (the
    mark names the special and the card); on a wild, its gifts go (and a wild Superstar is both)."""
    text = (
        "Laid on a Goalie card, a Superstar or a Specialist: it is Cancelled for the period (or the overtime). "
        "Laid on a wild: it loses its gifts."
    )
    goalie = "s2:goalie-g-stick"
    s = pos((goalie, HITTER))
    new, events = used(s, "enforcer")
    assert events == [
        said(0, "enforcer", HITTER, text),
        pub(
            "special-cancel",
            "Enforcer: Goalie (stick) is Cancelled for the rest of the period.",
            {"seat": 0, "special": "enforcer", "card": goalie},
        ),
    ]
    assert changed(s, new) == {
        "special_used": True,
        "effects": (eff("cancelled", 1, "period", f"enforcer:{HITTER}", goalie),),
    }
    gifts = (
        eff("wild", 1, "game", "select-promotion:0", ROOKIE1),
        eff("gain-color", 1, "turn", "red", ROOKIE1),
        eff("gain-special", 1, "turn", "x", ROOKIE1),
        eff("wild", 1, "game", "x:0", GRINDER),
        eff("path", 1, "stoppage", "c9>ne9", ROOKIE1),
        eff("gain-action", 1, "turn", "move", GRINDER),
    )
    s = pos((ROOKIE1, HITTER), effects=gifts)
    new, events = used(s, "enforcer")
    assert events == [
        said(0, "enforcer", HITTER, text),
        pub(
            "special-strip",
            "Enforcer: Rookie 0 (helmet) loses the abilities it was given (it is no longer a wild).",
            {"seat": 0, "special": "enforcer", "card": ROOKIE1},
        ),
    ]
    assert changed(s, new) == {"special_used": True, "effects": gifts[3:]}
    star = "s2:captain-8-glove"
    s = pos((star, HITTER), effects=(eff("wild", 1, "game", "select-promotion:0", star),))
    new, events = used(s, "enforcer")
    assert [e[0] for e in events] == ["special", "special-cancel", "special-strip"]
    assert new.effects == (eff("cancelled", 1, "period", f"enforcer:{HITTER}", star),)
    events = []
    plain = pos((ROOKIE1, HITTER))
    assert sp.strip_gifts(T, plain, 0, "enforcer", events) is plain and events == []


def test_enforced_cancels_the_enforcer_and_frees_what_its_special_cancelled():
    """Enforced (O105): the enforcer beneath is Cancelled for the period; the cards its Enforcer
    special cancelled are no longer (others stay)."""
    en1 = "s2:enforcer-1-glove"
    text = (
        "Laid on an enforcer: it is Cancelled for the rest of the period (or the overtime), and what its Enforcer "
        "special cancelled is freed."
    )
    freed = eff("cancelled", 0, "period", f"enforcer:{en1}", "s1:goalie-g-helmet")
    kept = (
        eff("cancelled", 0, "period", "enforcer:xx", "s1:goalie-g-stick"),
        eff("wild", 0, "game", f"enforcer:{en1}", "s1:goalie-g-stick"),
    )
    s = pos((en1, AGITATOR), effects=(freed, *kept))
    new, events = used(s, "enforced")
    assert events == [
        said(0, "enforced", AGITATOR, text),
        pub(
            "special-cancel",
            "Enforced: Enforcer 1 (glove) is Cancelled for the rest of the period.",
            {"seat": 0, "special": "enforced", "card": en1},
        ),
        pub(
            "special-uncancel", "The cards Enforcer 1 (glove) cancelled are no longer Cancelled.", {"seat": 0}
        ),
    ]
    assert changed(s, new) == {
        "special_used": True,
        "effects": (*kept, eff("cancelled", 1, "period", f"enforced:{AGITATOR}", en1)),
    }
    s = pos((en1, AGITATOR))
    new, events = used(s, "enforced")
    assert len(events) == 2 and new.effects == (eff("cancelled", 1, "period", f"enforced:{AGITATOR}", en1),)


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
    new = sp._change(T, s, 0, FRESH, "changing-lines", rule, events)
    assert ev(events) == [
        pub("special-bench", "Player 2 may switch up to 1 card(s) with the bench this turn.", {"seat": 1})
    ]
    assert new.effects == (eff("bench-switches", 1, "turn", "1", FRESH),)


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
    new = sp._swap_momentum(T, s1, 1, BRK1, events)
    assert (new.hands, new.extras, new.momentum) == (((), (ROOKIE1, ROOKIE)), ((), (ROOKIE,)), (BRK1,))
    assert ev(events)[1][3] == frozenset((1,))
    events = []
    assert sp._swap_momentum(T, s1, 1, None, events) is s1 and events == []
    empty = pos((), hands=((), (BRK1,)))
    assert sp._swap_momentum(T, empty, 1, BRK1, events) is empty and events == []


def test_1_on_1_forward_plays_the_top_momentum_card_at_once():
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
    new = sp._change(T, pos((FWD,)), 0, FWD, "1-on-1-forward", rule, [])
    assert new.tokens == (1, 0)  # nothing to play: the next change still acts


def test_any_shot_starts_a_shot_from_where_the_puck_is():
    """Any Shot (O56): a shot from anywhere; the other side's next card is the Shot Card; the lasting
    entry keeps where it was shot from (for the Icing on a miss from behind center) and bars a Tip."""
    s = pos((ROOKIE1, ANY), puck="w3")
    new, events = used(s, "any-shot")
    assert events == [
        said(
            0,
            "any-shot",
            ANY,
            "Shoot from anywhere. A miss from behind center is Icing unless saved; no Tip on it. "
            "Not from a face-off card.",
        ),
        pub(
            "shoot",
            "Player 1 shoots from west end, high slot (3)! Player 2's next card is the Shot Card.",
            {"seat": 0, "area": "w3", "kind": "any-shot"},
        ),
    ]
    assert changed(s, new) == {
        "special_used": True,
        "shot": 0,
        "stage": SHOT_CARD,
        "shot_from": 1,
        "effects": (eff("any-shot", 0, "stoppage", "w3", ANY),),
    }
    assert sp.any_shot_from(new, ANY) == "w3" and sp.any_shot_from(new, ROOKIE1) is None
    assert sp.any_shot_from(s, ANY) is None
    assert sp.no_tip(new) and not sp.no_tip(s)
    assert not sp.no_tip(evolve(new, shot=None))
    assert not sp.no_tip(evolve(new, shot=1))
    assert not sp.no_tip(evolve(s, shot=0, effects=(eff("shot-reach", 0, "stoppage", "1", ANY),)))


def test_an_unknown_change_is_refused_and_a_clone_clause_waits_for_its_clone():
    """The data's words: "cloned" is read when a Clone lands (O77); any other unknown word is an error;
    a move without its area has no meaning."""
    s = pos((TOO_FAST,))
    rule = SpecialRule("use", (), "self", {"cloned": "offside", "tokens": 1}, "now")
    assert sp._change(T, s, 0, TOO_FAST, "too-fast", rule, []).tokens == (1, 0)
    with pytest.raises(ValueError, match=r"^the change 'bogus' of 'x' has no use-window meaning$"):
        sp._change(T, s, 0, TOO_FAST, "x", SpecialRule("use", (), "self", {"bogus": 1}, "now"), [])
    with pytest.raises(ValueError, match=r"^the change 'move-puck' of 'too-fast' has no use-window meaning$"):
        sp._change(T, s, 0, TOO_FAST, "too-fast", sp.use_rule(T, "too-fast"), [])
    assert sp.cloned_call(T, TOO_FAST) == "offside" and sp.cloned_call(T, ROOKIE) == ""


# ----- the other windows ---------------------------------------------------------------------------------------
def test_one_timer_widens_the_shot_and_back_pass_adds_a_bonus_when_the_card_shoots():
    """One Timer (O44): the scoring area may shift by one, for this shot only, from the card's own
    Shoot; Back Pass (O53): +1 passing bonus, never past three."""
    s = pos((WRIST,), bonus=(1, 0))
    events = []
    new = sp.on_shoot(T, s, 0, WRIST, "shoot", events)
    assert ev(events) == [
        pub(
            "special",
            "One Timer: the scoring area may shift by 1 either way.",
            {"seat": 0, "special": "one-timer", "card": WRIST},
        )
    ]
    assert changed(s, new) == {"effects": (eff("shot-reach", 0, "stoppage", "1", WRIST),)}
    assert sp.shot_reach(new, WRIST) == 1 and sp.shot_reach(new, ROOKIE) == 0
    two = evolve(
        new,
        effects=new.effects
        + (eff("shot-reach", 0, "stoppage", "2", WRIST), eff("any-shot", 0, "stoppage", "5", WRIST)),
    )
    assert sp.shot_reach(two, WRIST) == 3
    events = []
    assert sp.on_shoot(T, s, 0, WRIST, "on-net", events) is s and events == []
    assert sp.on_shoot(T, s, 0, ROOKIE, "shoot", events) is s and events == []
    for start, bonus in ((1, 2), (2, 3), (3, 3), (0, 1)):
        s = pos((DROP,), bonus=(start, 0))
        events = []
        new = sp.on_shoot(T, s, 0, DROP, "shoot", events)
        assert ev(events) == [
            pub(
                "special",
                f"Back Pass: Player 1's passing bonus is +{bonus}.",
                {"seat": 0, "special": "back-pass", "card": DROP},
            )
        ]
        assert new.bonus == (bonus, 0)
    s = pos(("s2:drop-pass-5-helmet",), seat=1, bonus=(2, 0))
    assert sp.on_shoot(T, s, 1, "s2:drop-pass-5-helmet", "shoot", []).bonus == (2, 1)
    s = pos((FAST,), bonus=(1, 0))  # a use-window special does nothing here
    assert sp.on_shoot(T, s, 0, FAST, "shoot", []) is s


def test_a_shoot_rule_with_both_changes_and_others_skipped():
    """The shoot window reads each key of the rule in order; other keys and windows pass."""
    rules = [
        ("one-timer", SpecialRule("use", (), "self", {"tokens": 1}, "now")),
        ("one-timer", SpecialRule("shoot", (), "self", {"other": 1, "shot-reach": 2, "bonus": 1}, "shot")),
    ]
    t = _Tables(T, {WRIST: rules})
    events = []
    new = sp.on_shoot(t, pos((WRIST,)), 0, WRIST, "shoot", events)
    assert [e.text for e in events] == [
        "One Timer: the scoring area may shift by 2 either way.",
        "One Timer: Player 1's passing bonus is +1.",
    ]
    assert new.bonus == (1, 0) and new.effects == (eff("shot-reach", 0, "stoppage", "2", WRIST),)


class _Tables:
    """The tables with some cards' special rules replaced (to read a rule the data does not ship)."""

    def __init__(self, t, rules):
        self._t, self._rules = t, rules

    def __getattr__(self, name):
        if name == "special_rules":
            return _Rules(self._t.special_rules, self._rules)
        return getattr(self._t, name)


class _Rules:
    def __init__(self, base, over):
        self._base, self._over = base, over

    def __getitem__(self, card):
        return self._over[card] if card in self._over else self._base[card]


def test_penalty_shot_wins_a_penalty_shot_for_a_check_laid_on_it():
    """Penalty Shot (O55): the other side laying a printed Punch or Body-Check on the card calls a
    penalty shot for its owner; no other card, not its owner's, not a Cancelled one."""
    chk = "s1:body-check-3-glove"
    s = pos((OPEN, chk))
    events = []
    new = sp.on_played_on(T, s, 0, chk, OPEN, events)
    assert ev(events)[0] == pub(
        "special",
        "Penalty Shot: Body-Check 3 (glove) lands on Open Lane 5 (skate), a penalty shot for Player 2.",
        {"seat": 1, "special": "penalty-shot", "card": OPEN},
    )
    assert [e.kind for e in events] == ["special", "penalty-call"]
    assert [(c.seat, c.name, c.why, c.shot) for c in new.calls] == [
        (0, "Penalty Shot", "Penalty Shot: Body-Check 3 (glove) checks Open Lane 5 (skate)", True)
    ]
    punch = "s1:drop-the-gloves-1-helmet"
    assert len(sp.on_played_on(T, pos((OPEN, punch)), 0, punch, OPEN, []).calls) == 1
    for laid in (ROOKIE, GRINDER):
        events = []
        assert sp.on_played_on(T, pos((OPEN, laid)), 0, laid, OPEN, events).calls == () and events == []
    mine = "s1:open-lane-5-skate"
    s = pos((mine, chk))
    assert sp.on_played_on(T, s, 0, chk, mine, []) is s
    s = pos((OPEN, chk), effects=(eff("cancelled", 1, "period", "", OPEN),))
    assert sp.on_played_on(T, s, 0, chk, OPEN, []) is s
    s1 = pos(("s1:open-lane-5-skate", "s2:body-check-3-glove"), seat=1)
    new = sp.on_played_on(T, s1, 1, "s2:body-check-3-glove", "s1:open-lane-5-skate", [])
    assert [(c.seat, c.shot) for c in new.calls] == [(1, True)]


def test_a_goalie_promotion_s_x_cancels_a_card_laid_with_its_color():
    """Goalie Promotion's colored X (O101): a card laid on it by the other side with that color usable
    is Cancelled while in play; without the color nothing happens."""
    kick = "s2:kick-save-g-skate"
    s = pos((kick, PLAYMAKER))  # Playmaker carries Orange
    events = []
    new = sp.on_played_on(T, s, 0, PLAYMAKER, kick, events)
    assert ev(events) == [
        pub(
            "special",
            "Goalie Promotion (Skate): Playmaker 5 (helmet) carries orange onto Kick Save "
            "(G) (skate)'s orange X and is Cancelled.",
            {"seat": 0, "special": "goalie-skate", "card": PLAYMAKER},
        )
    ]
    assert changed(s, new) == {"effects": (eff("cancelled", 0, "stoppage", "goalie-skate", PLAYMAKER),)}
    events = []
    s = pos((kick, ROOKIE))
    assert sp.on_played_on(T, s, 0, ROOKIE, kick, events) is s and events == []
    assert sp._cancel_on(T, s, 0, ROOKIE, kick, "goalie-skate", "orange", events) is s and events == []
    outlet = "s2:outlet-goalie-g-helmet"
    s = pos((outlet, PLAYMAKER))
    assert sp.on_played_on(T, s, 0, PLAYMAKER, outlet, []) is s  # Blue X: no blue on a Playmaker


def test_diving_draws_a_penalty_as_the_third_card_of_a_suit():
    """Diving (O80): the third card of one suit in a row, none a challenge card, calls a minor on
    the opponent, unless laying it drew a call on its user."""
    a, b = "s1:body-check-3-helmet", GRINDER
    s = pos((a, b, DIVE))
    events = []
    new = sp.on_played(T, s, 0, DIVE, frozenset(), 0, events)
    assert ev(events)[0] == pub(
        "special",
        "Diving: Embellishment 2 (helmet/skate/stick/glove) is the third card of a "
        "suit in a row; Player 2 is called for it.",
        {"seat": 0, "special": "diving", "card": DIVE},
    )
    assert [(c.seat, c.name, c.why) for c in new.calls] == [
        (1, "Tripping", "Diving: Embellishment 2 (helmet/skate/stick/glove) draws a penalty")
    ]
    assert sp.on_played(T, pos((a, "s1:grinder-3-stick", DIVE)), 0, DIVE, frozenset(), 0, []).calls == ()
    assert sp.on_played(T, pos((b, DIVE)), 0, DIVE, frozenset(), 0, []).calls == ()
    assert sp.on_played(T, s, 0, DIVE, frozenset((a,)), 0, []).calls == ()
    from tabletop.games.breakaway_ccg.penalties import Call

    own_call = Call(0, "Hooking", 2, "x")
    their = Call(1, "Hooking", 2, "x")
    s2 = evolve(s, calls=(their, own_call))
    assert sp.on_played(T, s2, 0, DIVE, frozenset(), 1, []).calls == (their, own_call)  # its own call: none
    assert len(sp.on_played(T, s2, 0, DIVE, frozenset(), 2, []).calls) == 3  # an earlier one: still
    s3 = evolve(s, calls=(their,))
    assert len(sp.on_played(T, s3, 0, DIVE, frozenset(), 0, []).calls) == 2
    assert sp.on_played(T, s, 0, ROOKIE, frozenset(), 0, []) is s
    assert sp._third_suit(T, (a, b, DIVE), frozenset())
    assert sp._third_suit(T, (ROOKIE1, a, b, DIVE), frozenset((ROOKIE1,)))
    assert not sp._third_suit(T, (a, b, DIVE), frozenset((b,)))
    assert not sp._third_suit(T, (a, "s1:grinder-3-stick", DIVE), frozenset())
    assert not sp._third_suit(T, ("s1:grinder-3-stick", a, DIVE), frozenset())
    assert not sp._third_suit(T, (a, b), frozenset())


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


def test_phase_4_regains_the_puck_and_spends_a_skip():
    """O42: the loser's regain happens when the other side's turn ends; O47: a skip is spent at its
    side's next Phase 4 (one at a time)."""
    regain = eff("regain", 1, "stoppage", "faceoff", "s2:face-off-specialist-7-helmet")
    skip0, skip1 = eff("skip-draw", 0, "period", "skip"), eff("skip-draw", 1, "period", "skip-2")
    other = eff("unignorable", 0, "stoppage", "x", ROOKIE)
    s = pos((), control=0, effects=(regain, skip0, other, skip0, skip1))
    events = []
    new, skip = sp.at_turn_end(T, s, 0, events)
    assert skip is True
    assert ev(events) == [
        pub("special-regain", "Faceoff: Player 2 takes the puck.", {"seat": 1, "special": "faceoff"}),
        pub("special-skip", "Player 1 skips this end-of-turn draw.", {"seat": 0}),
    ]
    assert changed(s, new) == {"control": 1, "effects": (other, skip0, skip1)}
    events = []
    new, skip = sp.at_turn_end(T, s, 1, events)  # seat 1's own regain waits; its skip is spent
    assert skip is True and new.control == 0
    assert new.effects == (regain, skip0, other, skip0)
    assert ev(events) == [pub("special-skip", "Player 2 skips this end-of-turn draw.", {"seat": 1})]
    plain = pos((), effects=(other,))
    events = []
    assert sp.at_turn_end(T, plain, 0, events) == (plain, False) and events == []


def test_a_new_turn_drops_what_lasted_for_the_turn():
    """O41, O96: free actions and bench switches last for the card's turn."""
    keep = eff("unignorable", 0, "stoppage", "x", ROOKIE)
    turn = eff("free-actions", 0, "turn", "2", BRK)
    s = pos((), effects=(turn, keep, turn))
    assert sp.turn_over(s).effects == (keep,)
    plain = pos((), effects=(keep,))
    assert sp.turn_over(plain) is plain


def test_free_actions_count_down_and_go_at_zero():
    """Breakaway (O41): each free action spent counts the entry down; the first match only."""
    a = eff("free-actions", 0, "turn", "2", BRK)
    b = eff("free-actions", 0, "turn", "1", BRK)
    other = eff("free-actions", 0, "turn", "3", ROOKIE)
    s = pos((BRK,), effects=(other, a, b))
    assert sp.free_actions(s, BRK) == 3 and sp.free_actions(s, ROOKIE) == 3
    assert sp.free_actions(pos((BRK,)), BRK) == 0
    assert sp.free_actions(pos((BRK,), effects=(eff("bench-switches", 0, "turn", "2", BRK),)), BRK) == 0
    new = sp.spend_free_action(s, BRK)
    assert new.effects == (other, eff("free-actions", 0, "turn", "1", BRK), b)
    assert sp.spend_free_action(new, BRK).effects == (other, b)
    assert sp.count_down((b,), lambda e: True) == ()
    assert sp.count_down((a, b), lambda e: False) == (a, b)


def test_unignorable_cards_passive_or_made_so():
    """Hit the Crossbar, No Intercept, Toronto (passive), Extra Man / Hit the Post (made so when used;
    O52, O78): a Tip on them is refused."""
    for card in (CROSSBAR, NO_INT, TORONTO, GLOVE):
        assert sp.unignorable(T, pos(()), card), card
    assert not sp.unignorable(T, pos(()), POST)
    assert not sp.unignorable(T, pos(()), "s1:under-review-3-skate")  # a passive rule of another kind
    assert sp.unignorable(T, pos((), effects=(eff("unignorable", 0, "stoppage", "x", POST),)), POST)
    assert not sp.unignorable(T, pos((), effects=(eff("unignorable", 0, "stoppage", "x", ROOKIE),)), POST)
    assert not sp.unignorable(T, pos((), effects=(eff("black-p", 0, "stoppage", "x", POST),)), POST)
    assert sp.unignorable(T, pos((), effects=(helmet_wild(ROOKIE), glove_wild(ROOKIE))), ROOKIE)


def test_the_passive_specials_read_by_other_modules():
    """Video Review calls a goal back (O85); High Sticking lets the other side's black call its goal
    back (O89); Too Fast's Clone calls Offside (O77); Start a Fight's misconduct (O45)."""
    assert sp.calls_back(T, REVIEW) and sp.calls_back(T, REVIEW, "video-review")
    assert not sp.calls_back(T, REVIEW, "crowd") and not sp.calls_back(T, ROOKIE)
    assert sp.calls_back(T, "s1:forecheck-pressure-7-stick")  # Pressure against a Score (O88)
    assert not sp.calls_back(T, TORONTO)  # a passive rule
    assert sp.black_review(T, pos(()), HIGH) == "high-sticking"
    assert sp.black_review(T, pos(()), ROOKIE) is None
    assert sp.black_review(T, pos(()), REVIEW) is None
    assert sp.black_review(T, pos((), effects=(eff("cancelled", 0, "period", "", HIGH),)), HIGH) is None
    assert sp.passive(T, TORONTO, "goal-stands") == "toronto" and sp.passive(T, TORONTO, "black-p") is None
    assert sp.passive(T, HIGH, "gain-action") is None  # a use rule is not passive
    assert not sp.misconduct(pos(()), 0)
    assert sp.misconduct(pos((), effects=(eff("misconduct", 0, "period"),)), 0)
    assert not sp.misconduct(pos((), effects=(eff("misconduct", 1, "period"),)), 0)
    assert not sp.misconduct(pos((), effects=(eff("skip-draw", 0, "period"),)), 0)


# ----- the bench: a special's switches (O96, O97) and Time out before a face-off (O100) ----------------------------
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
    new = sp.use_switch(T, s, 0, ROOKIE, "s1:sniper-7-skate", events)
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
            _Tables(T, {TIMEOUT: [("timeout", SpecialRule("stoppage", (), "self", {"tokens": 1}, "now"))]}),
            s,
            0,
            "timeout",
            TIMEOUT,
            [],
        )
    twice = _Tables(T, {TIMEOUT: [("timeout", SpecialRule("stoppage", (), "self", {"momentum": 2}, "now"))]})
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


# ----- the save window: Goalie Promotion, Skate (O102) -------------------------------------------------------------
def test_goalie_skate_s_save_places_the_puck_next_to_it_without_a_whistle():
    """Goalie Promotion, Skate (O102): answering a Score, the puck goes to an area next to it and the
    saver keeps it; the shot's cards are discarded and play goes on."""
    s = pos(
        (GRINDER, ROOKIE1, KICK),
        shot=1,
        stage=SAVE,
        shot_from=1,
        puck="w4",
        control=1,
        hands=((ROOKIE,), (BRK1,)),
    )
    areas = ("w1", "w2", "w3", "w5", "w6")
    assert sp.save_actions(T, s) == [Action(0, "special-area", ("goalie-skate", a)) for a in areas]
    assert sp.save_actions(T, evolve(s, special_used=True)) == []
    assert sp.save_actions(T, evolve(s, effects=(eff("cancelled", 1, "stoppage", "", KICK),))) == []
    assert sp.save_actions(T, evolve(s, play=(GRINDER, ROOKIE1, ROOKIE))) == []
    assert sp.save_verdict(T, s, "goalie-skate", "w3") == ALLOWED
    refused(
        sp.save_verdict(T, s, "goalie-skate", "e3"),
        "special-reach",
        "Goalie Promotion (Skate) puts the puck in an area next to where it is.",
        "Goalie Promotion (Skate)",
    )
    refused(
        sp.save_verdict(T, evolve(s, special_used=True), "goalie-skate", "w3"),
        "special-reach",
        "Goalie Promotion (Skate) puts the puck in an area next to where it is.",
        "Goalie Promotion (Skate)",
    )
    refused(
        sp.save_verdict(T, s, "crowd", "w3"),
        "save-now",
        "You played this card to stop the score: use its Save (its abilities first, if you like).",
        "Crowd",
    )
    wild = evolve(
        s,
        play=(GRINDER, ROOKIE1, ROOKIE),
        effects=(eff("gain-special", 0, "stoppage", "goalie-skate", ROOKIE),),
    )
    assert sp.save_verdict(T, wild, "goalie-skate", "w3") == ALLOWED
    assert sp.save_rules(T, KICK) == [("goalie-skate", T.cards.special_rules["goalie-skate"][0])]
    assert sp.save_rules(T, ROOKIE, wild) == [("goalie-skate", T.cards.special_rules["goalie-skate"][0])]
    assert sp.save_rules(T, ROOKIE) == []
    events = []
    new = sp.save_keep(T, s, "goalie-skate", "w3", events)
    assert ev(events)[0] == pub(
        "save",
        "Player 1 saves! Goalie Promotion (Skate): no whistle, the goalie puts the "
        "puck in west end, high slot (3) and keeps it.",
        {"seat": 0, "special": "goalie-skate", "area": "w3"},
    )
    assert events[1].kind == "end-turn"
    assert (new.play, new.discards, new.puck, new.control, new.shot, new.stage, new.shot_from, new.turn) == (
        (GRINDER,),
        ((KICK,), (ROOKIE1,)),
        "w3",
        0,
        None,
        None,
        0,
        1,
    )


# ----- wilds: Select Promotion (O106) and Promotion (O118) --------------------------------------------------------
def test_the_numbered_wilds_of_select_promotion():
    """Select Promotion (O106): the wild a Player card may be made is the one of its number (a Goalie
    card: Goalie Save); a card that is not a Player card has none."""
    assert sp.WILDS == {
        1: ("Forechecker", "action", "deflect"),
        2: ("Finesse", "color", "orange"),
        3: ("Faceoff", "color", "bronze"),
        4: ("Utility", "color", "brown"),
        5: ("Captain", "color", "gold"),
        6: ("Grinder", "color", "yellow"),
        7: ("Enforcer", "action", "punch"),
        8: ("Call up", "color", "red"),
        "goalie": ("Goalie Save", "action", "save"),
    }
    assert sp.wild_of(T, GRINDER) == ("Faceoff", "color", "bronze")
    assert sp.wild_of(T, "s1:goalie-g-helmet") == ("Goalie Save", "action", "save")
    assert sp.wild_of(T, ROOKIE) is None  # #0 has no wild
    assert sp.wild_of(T, FAST) is None  # an 8 that is not a Player card


def test_promotable_cards_are_own_player_cards_in_hand_not_wild_yet():
    """O106 / O118: a Player card of the side's own team in its hand, not made a wild already (Select
    Promotion: one with a numbered wild; Promotion: any #0-#8 or Goalie)."""
    hand = (ROOKIE, GRINDER, BRK, ROOKIE1, "s1:goalie-g-helmet", CAPTAIN)
    s = pos(
        (),
        hands=(hand, ()),
        effects=(eff("wild", 0, "game", "x:0", CAPTAIN), eff("gain-special", 0, "turn", "x", GRINDER)),
    )
    assert sp.promotable(T, s, 0) == (GRINDER, "s1:goalie-g-helmet")
    assert sp.wild_promotable(T, s, 0) == (ROOKIE, GRINDER, "s1:goalie-g-helmet")
    s1 = pos((), hands=((), ("s2:grinder-3-glove", GRINDER)))
    assert sp.promotable(T, s1, 1) == ("s2:grinder-3-glove",) and sp.wild_promotable(T, s1, 1) == (
        "s2:grinder-3-glove",
    )


def test_select_promotion_makes_a_numbered_wild_told_only_to_its_owner():
    """Select Promotion (O106): the card is its wild for the rest of the regulation (or the overtime it
    is made in); the table hears a wild was made, only its owner which card."""
    s = pos((), hands=((GRINDER,), ()), overtime=2)
    events = []
    new = sp.promote(T, s, 0, GRINDER, "select-promotion", events)
    assert ev(events) == [
        pub(
            "special",
            "Select Promotion: Player 1 makes a Player card of its hand a wild.",
            {"seat": 0, "special": "select-promotion"},
        ),
        own(
            0,
            "special-wild-made",
            "Select Promotion: Grinder 3 (helmet) is now the Faceoff wild (bronze).",
            {"seat": 0, "special": "select-promotion"},
        ),
    ]
    assert changed(s, new) == {"effects": (eff("wild", 0, "game", "select-promotion:2", GRINDER),)}


def test_promotion_makes_one_of_the_four_goalie_wilds():
    """Promotion (O118): Glove, Skate, Helmet or Stick; the mark names the wild's special."""
    assert sp.FOUR_WILDS == {
        "glove": "goalie-glove",
        "skate": "goalie-skate",
        "helmet": "goalie-helmet",
        "stick": "goalie-stick",
    }
    s = pos((), hands=((), (ROOKIE1,)))
    events = []
    new = sp.promote_wild(T, s, 1, ROOKIE1, "helmet", "promotion", events)
    assert ev(events) == [
        pub(
            "special",
            "Promotion: Player 2 makes a Player card of its hand a wild.",
            {"seat": 1, "special": "promotion"},
        ),
        own(
            1,
            "special-wild-made",
            "Promotion: Rookie 0 (helmet) is now the Helmet wild (A long outlet: a Stretch Pass "
            "of up to three areas. Blue X: a card laid on it with Blue is Cancelled.).",
            {"seat": 1, "special": "promotion"},
        ),
    ]
    assert changed(s, new) == {"effects": (eff("wild", 1, "game", "promotion>goalie-helmet:0", ROOKIE1),)}


def test_a_wild_played_gets_its_gift_for_the_turn_or_until_the_stoppage():
    """O106: a numbered wild played has its action or ability this turn; O118: a goalie wild has its
    special until the next stoppage; a wild of the regulation gives nothing in overtime and one of an
    overtime nothing in regulation."""
    s = pos((GRINDER,), effects=(eff("wild", 0, "game", "select-promotion:0", GRINDER),))
    events = []
    new = sp.wild_gift(T, s, 0, GRINDER, events)
    assert ev(events) == [
        pub(
            "special-wild",
            "Grinder 3 (helmet) plays as the Faceoff wild: it has bronze this turn.",
            {"seat": 0, "special": "select-promotion", "card": GRINDER},
        )
    ]
    assert changed(s, new) == {"effects": s.effects + (eff("gain-color", 0, "turn", "bronze", GRINDER),)}
    utility = "s1:two-way-forward-4-helmet"
    s = pos((utility,), effects=(eff("wild", 0, "game", "select-promotion:1", utility),), overtime=1)
    new = sp.wild_gift(T, s, 0, utility, [])
    assert new.effects[-1] == eff("gain-color", 0, "turn", "brown", utility)
    s = pos(
        ("s1:sniper-7-helmet",), effects=(eff("wild", 0, "game", "s:3", "s1:sniper-7-helmet"),), overtime=3
    )
    assert sp.wild_gift(T, s, 0, "s1:sniper-7-helmet", []).effects[-1] == eff(
        "gain-action", 0, "turn", "punch", "s1:sniper-7-helmet"
    )
    s = pos((GRINDER,), effects=(eff("wild", 0, "game", "promotion>goalie-skate:0", GRINDER),))
    events = []
    new = sp.wild_gift(T, s, 0, GRINDER, events)
    assert ev(events) == [
        pub(
            "special-wild",
            "Grinder 3 (helmet) plays as the Goalie Promotion (Skate) wild until the "
            "next stoppage: Its Save may skip the whistle: put the puck next to where "
            "it lies and keep it. Orange X: a card laid on it with Orange is "
            "Cancelled.",
            {"seat": 0, "special": "promotion", "card": GRINDER, "wild": "goalie-skate"},
        )
    ]
    assert changed(s, new) == {
        "effects": s.effects + (eff("gain-special", 0, "stoppage", "goalie-skate", GRINDER),)
    }
    for detail, overtime in (
        ("select-promotion:0", 1),
        ("select-promotion:1", 0),
        ("promotion>goalie-skate:0", 2),
    ):
        s = pos((GRINDER,), effects=(eff("wild", 0, "game", detail, GRINDER),), overtime=overtime)
        events = []
        assert sp.wild_gift(T, s, 0, GRINDER, events) is s and events == []
    s = pos(
        (GRINDER,),
        effects=(
            eff("gain-special", 0, "game", "select-promotion:0", GRINDER),
            eff("wild", 0, "game", "select-promotion:0", ROOKIE),
        ),
    )
    assert sp.wild_gift(T, s, 0, GRINDER, []) is s


def test_a_goalie_wild_s_special_is_its_card_s_beside_the_printed_ones():
    """O118: the specials a card holds as a wild follow its printed ones; Red's gained Dump In and
    Cycle (O72) go their own way; a printed special is not doubled."""
    assert sp.rules_of(T, pos(()), CROWD) == T.special_rules[CROWD]
    gift = pos(
        (),
        effects=(
            helmet_wild(CROWD),
            eff("gain-special", 0, "turn", "dump-in", CROWD),
            eff("gain-special", 0, "turn", "cycle", CROWD),
            eff("gain-special", 0, "turn", "crowd", CROWD),
            eff("gain-color", 0, "turn", "goalie-glove", CROWD),
        ),
    )
    helmet = list(T.cards.special_rules["goalie-helmet"])
    assert sp.granted(T, gift, CROWD) == [("goalie-helmet", r) for r in helmet]
    assert sp.rules_of(T, gift, CROWD) == [*T.special_rules[CROWD], *(("goalie-helmet", r) for r in helmet)]
    assert (
        sp.rules_of(T, pos((), effects=(eff("unignorable", 0, "turn", "", CROWD),)), CROWD)
        == T.special_rules[CROWD]
    )
    assert sp.granted(T, pos((), effects=(helmet_wild(ROOKIE),)), CROWD) == []
    assert sp.granted(T, pos((), effects=(eff("gain-special", 0, "turn", "assist", CROWD),)), CROWD) == []
    assert sp._gained(gift, CROWD) == ("goalie-helmet", "dump-in", "cycle", "crowd")


def test_a_played_rule_acts_only_in_its_window_with_its_conditions():
    """Diving (O80) read from its rule: a rule of another window, or one whose conditions fail, is
    passed over and the next one still acts."""
    a, b = "s1:body-check-3-helmet", GRINDER
    diving = T.cards.special_rules["diving"][0]
    other = SpecialRule("use", ("third-suit",), "opponent", {"draw-penalty": True}, "now")
    failing = SpecialRule("played", ("control", "third-suit"), "opponent", {"draw-penalty": True}, "now")
    for rules in ([("diving", other), ("diving", diving)], [("diving", failing), ("diving", diving)]):
        t = _Tables(T, {DIVE: rules})
        assert [
            c.seat for c in sp.on_played(t, pos((a, b, DIVE), control=1), 0, DIVE, frozenset(), 0, []).calls
        ] == [1]
    quiet = SpecialRule("played", ("third-suit",), "opponent", {"draw-penalty": False}, "now")
    t = _Tables(T, {DIVE: [("diving", quiet)]})
    s = pos((a, b, DIVE))
    assert sp.on_played(t, s, 0, DIVE, frozenset(), 0, []) is s
    free = SpecialRule("played", (), "opponent", {"draw-penalty": True}, "now")
    t = _Tables(T, {DIVE: [("diving", free)]})
    assert len(sp.on_played(t, pos((ROOKIE, DIVE)), 0, DIVE, frozenset(), 0, []).calls) == 1


# ----- more exact cases (issue 20: each one pins a detail a one-token change would alter) ---------------------------
def test_the_card_beneath_is_the_one_just_under_the_top_of_a_longer_play():
    """Hit the Post, Tilt (O79), Changing Lines (O97): "the card beneath" is the one under the card in
    play, however many cards the play area holds."""
    assert holds(pos((GRINDER, ROOKIE1, POST)), "higher-than-beneath")
    assert not holds(pos((ROOKIE1, "s2:captain-8-glove", POST)), "higher-than-beneath")
    check = "s2:body-check-3-glove"
    assert holds(pos((GRINDER, check, TILT)), "on-body-check")
    assert not holds(pos((check, ROOKIE1, TILT)), "on-body-check")
    assert sp._beneath(pos((GRINDER, PLAYMAKER, FRESH)), FRESH) == PLAYMAKER
    assert sp._beneath(pos((GRINDER, PLAYMAKER, FRESH)), PLAYMAKER) is None
    moved = (eff("path", 1, "stoppage", "c9>ne9!", ROOKIE1),)
    s = pos((GRINDER, ROOKIE1, UNDER), control=1, puck="ne9", effects=moved)
    new, events = used(s, "stop-movement")
    assert events[0] == pub(
        "special-black-p",
        "I Saw That: Under Review 3 (skate) gains a black penalty symbol.",
        {"seat": 0, "special": "i-saw-that", "card": UNDER},
    )
    assert new.effects == (eff("black-p", 0, "stoppage", "i-saw-that", UNDER),)


def test_a_special_offered_and_allowed_reads_the_card_in_play():
    """Hit the Crossbar / Hit the Post: higher than the card beneath, with a Momentum Card left;
    Breakaway (O41) is not offered again while its free actions last."""
    s = pos((ROOKIE1, CROSSBAR), momentum=(GRINDER,))
    assert sp.use_actions(T, s) == [Action(0, "special", ("hit-the-crossbar",))]
    assert sp.verdict(T, s, "hit-the-crossbar") == ALLOWED
    assert sp.verdict(T, pos((ROOKIE1, POST), momentum=(GRINDER,)), "hit-the-post") == ALLOWED
    refused(
        sp.verdict(T, pos(("s2:captain-8-glove", POST), momentum=(GRINDER,)), "hit-the-post"),
        "special-higher-than-beneath",
        "Hit the Post: this card must be higher than the card it was played on.",
        "Hit the Post",
    )
    spent = pos((BRK,), effects=(eff("free-actions", 0, "turn", "1", BRK),))
    assert sp.use_actions(T, spent) == []
    refused(
        sp.verdict(T, spent, "breakaway"),
        "special-no-effect",
        "Breakaway would change nothing now.",
        "Breakaway",
    )
    shuffle = "s1:line-shuffle-3-skate"
    s = pos((shuffle,), decks=((ROOKIE, GRINDER), None))
    assert sp.use_actions(T, s) == [
        Action(0, "special-choice", ("shuffle", "me")),
        Action(0, "special-choice", ("shuffle", "them")),
    ]


def test_a_special_gained_without_a_rule_is_refused_with_no_ruling_to_name():
    """Specials rulings: a special with neither a rule nor a left-out ruling has no effect."""
    s = pos((ROOKIE,), effects=(eff("gain-special", 0, "turn", "bogus", ROOKIE),))
    refused(
        sp.verdict(T, s, "bogus"), "special-left-out", "bogus has no effect in this game (ruling ).", "bogus"
    )


def test_a_handler_special_s_verdict_passes_what_it_names_to_the_handler():
    """Select Promotion (O106) names a hand card, Cycle (O72, gained by Red) an area, Tilt (O79) is
    once a period by its own id; the data's conditions are named by the special."""
    s = pos((CALL_UP,), hands=((GRINDER,), ()))
    assert sp.verdict(T, s, "select-promotion", card=GRINDER) == ALLOWED
    refused(
        sp.verdict(T, s, "select-promotion", card=ROOKIE),
        "special-promote",
        "Select Promotion makes a Player card of your team in your hand (#1-#8 or a Goalie, not already a wild) its "
        "wild.",
        "Select Promotion",
    )
    red = pos((ROOKIE,), effects=(eff("gain-special", 0, "turn", "cycle", ROOKIE),))
    assert sp.verdict(T, red, "cycle", area="ne9") == ALLOWED
    check = "s2:body-check-3-glove"
    tilt = pos((check, TILT))
    assert sp.verdict(T, tilt, "tilt") == ALLOWED
    refused(
        sp.verdict(T, evolve(tilt, effects=(eff("once", 0, "period", "tilt"),)), "tilt"),
        "once-a-period",
        "Tilt is used once a period, and you have used it.",
        "Tilt",
    )
    drop = "s1:drop-the-gloves-1-helmet"
    refused(
        sp.verdict(T, pos((drop,), shot=1), "start-a-fight"),
        "special-not-shot-card",
        "Start a Fight: not as a Shot Card.",
        "Start a Fight",
    )


def test_a_handler_special_used_is_applied_with_what_it_names():
    """Select Promotion (O106): the named card; Cycle (O72): the named area; Shuffle (O99): the named
    deck; Start a Fight (O45): its own id."""
    s = pos((CALL_UP,), hands=((GRINDER,), ()))
    new, _ = used(s, "select-promotion", card=GRINDER)
    assert new.effects == (eff("wild", 0, "game", "select-promotion:0", GRINDER),)
    red = pos((ROOKIE,), effects=(eff("gain-special", 0, "turn", "cycle", ROOKIE),))
    new, _ = used(red, "cycle", area="ne9")
    assert (new.puck, new.control) == ("ne9", None)
    shuffle = "s1:line-shuffle-3-skate"
    s = pos((shuffle,), decks=((ROOKIE, GRINDER, BRK), None))
    new, events = used(s, "shuffle", choice="me")
    assert events[0] == (
        "special",
        "Shuffle: Player 1 shuffles their own deck.",
        {"seat": 0, "special": "shuffle", "deck": "me"},
        None,
        True,
    )
    assert sorted(new.decks[0]) == sorted((ROOKIE, GRINDER, BRK))


ALL_COLORS = tuple(sorted({c for card in T.cards.cards for c in card.colors}))


def test_a_special_that_leaves_the_card_nothing_more_ends_the_turn():
    """Phases of a Turn: with its action, abilities and special used, the card's Phase 3 is over and
    Phase 4 follows."""
    s = pos(
        (CROWD,), action_used=True, ability_used=True, hands=((ROOKIE,), (ROOKIE1,)), colors_used=ALL_COLORS
    )
    new, events = used(s, "crowd")
    assert [e[0] for e in events[:3]] == ["special", "special-token", "end-turn"]
    assert new.turn == 1
    st = pos(
        (RUSHED,),
        hands=((ROOKIE,), (ROOKIE1,)),
        action_used=True,
        ability_used=True,
        colors_used=ALL_COLORS,
        special_used=True,
        swaps=(1, 0),
        ready=(False, False),
        effects=(eff("bench-switches", 0, "turn", "1", RUSHED),),
    )
    events = []
    new = sp.use_switch(T, st, 0, ROOKIE, "s1:sniper-7-skate", events)
    assert [e.kind for e in events[:3]] == ["bench", "bench-own", "end-turn"]
    assert new.turn == 1 and new.swaps == (1, 0) and new.ready == (False, False)


def test_stretches_up_to_their_reach_take_the_shortest_way_and_exact_ones_the_exact_count():
    """O63, O77: a Stretch Pass of up to two areas is taken along the shortest way; O59: End to End's
    five moves are five, even where a shorter way exists."""
    new, _ = used(pos((TOO_FAST,), puck="e3"), "too-fast", area="e2")
    assert new.effects == (eff("path", 0, "stoppage", "e3>e2", TOO_FAST),)
    new, _ = used(pos((E2E,), puck="c9"), "end-to-end", area="e8")
    assert new.effects == (eff("path", 0, "stoppage", "c9>ne9>e0>e2>e3>e8", E2E),)


def test_the_other_side_is_named_for_either_seat():
    """Any Shot (O56): the other side owes the Shot Card; Diving (O80): the other side is called; Time
    out (O100): the other side gets its switch; whichever seat uses them."""
    s = pos((ROOKIE, "s2:point-shot-2-glove"), seat=1, puck="e3")
    new, events = used(s, "any-shot")
    assert events[1] == pub(
        "shoot",
        "Player 2 shoots from east end, high slot (3)! Player 1's next card is the Shot Card.",
        {"seat": 1, "area": "e3", "kind": "any-shot"},
    )
    assert (new.shot, new.stage) == (1, SHOT_CARD)
    dive = "s2:embellishment-2-all"
    s = pos(("s2:body-check-3-helmet", "s2:grinder-3-helmet", dive), seat=1)
    events = []
    new = sp.on_played(T, s, 1, dive, frozenset(), 0, events)
    assert events[0].text == (
        "Diving: Embellishment 2 (helmet/skate/stick/glove) is the third card of a suit in a row; Player 1 is "
        "called for it."
    )
    assert [(c.seat, c.name) for c in new.calls] == [(0, "Tripping")]
    st = Stoppage("end-zone", "west-end", 0)
    timeout = "s2:time-out-helmet"
    s = pos((), hands=((ROOKIE,), (timeout,)), phase=STOPPAGE, stoppage=st, ready=(True, False), swaps=(2, 0))
    events = []
    new = sp.use_at_stoppage(T, s, 1, "timeout", timeout, events)
    assert (new.swaps, new.ready) == ((1, -5), (False, False))
    assert ev(events)[-1] == pub(
        "special-bench", "Player 1 may switch 1 more card(s) with the bench.", {"seat": 0}
    )


def test_video_review_spends_the_card_s_use_before_a_penalty_shot():
    """Video Review (O85) then a penalty shot owed (O31): the card's use is spent when the penalty
    shot starts."""
    from tabletop.games.breakaway_ccg.penalties import Call

    s = pos((REVIEW,), shot=1, stage=SAVE, puck="w4", calls=(Call(1, "Hooking", 2, "x", shot=True),))
    new, _ = used(s, "video-review")
    assert new.phase == "penalty-shot" and new.action_used is True


def test_rules_of_other_windows_are_passed_over_and_the_next_still_acts():
    """Penalty Shot (O55), Faceoff (O42), Final Say (O43) read from their rules: a rule of another
    window, or one whose conditions fail, is passed over; a rule without the change word acts on
    nothing."""
    chk = "s1:body-check-3-glove"
    shot_rule = T.cards.special_rules["penalty-shot"][0]
    t = _Tables(
        T, {OPEN: [("penalty-shot", SpecialRule("use", (), "self", {}, "now")), ("penalty-shot", shot_rule)]}
    )
    assert len(sp.on_played_on(t, pos((OPEN, chk)), 0, chk, OPEN, []).calls) == 1
    t = _Tables(
        T,
        {OPEN: [("penalty-shot", shot_rule), ("penalty-shot", SpecialRule("played-on", (), "x", {}, "now"))]},
    )
    assert len(sp.on_played_on(t, pos((OPEN, ROOKIE)), 0, ROOKIE, OPEN, []).calls) == 0
    t = _Tables(
        T,
        {
            OPEN: [
                ("penalty-shot", shot_rule),
                ("penalty-shot", SpecialRule("played-on", (), "x", {"penalty-shot": True}, "now")),
            ]
        },
    )
    assert len(sp.on_played_on(t, pos((OPEN, ROOKIE)), 0, ROOKIE, OPEN, []).calls) == 1
    faceoff = T.cards.special_rules["faceoff"][0]
    for first in (
        SpecialRule("challenge-lost", (), "self", {}, "opponent-turn"),
        SpecialRule(
            "challenge-lost", ("defending",), "self", {"regain-control": ["faceoff"]}, "opponent-turn"
        ),
        SpecialRule("use", (), "self", {"regain-control": ["faceoff"]}, "opponent-turn"),
    ):
        t = _Tables(T, {FACEOFF_SP: [("faceoff", first), ("faceoff", faceoff)]})
        new = sp.on_challenge_lost(t, pos(()), ch.FACEOFF, 0, FACEOFF_SP, [])
        assert new.effects == (eff("regain", 0, "stoppage", "faceoff", FACEOFF_SP),)
    reads = SpecialRule(
        "challenge-lost",
        ("shooting-area", "higher-than-beneath"),
        "self",
        {"regain-control": ["faceoff"]},
        "now",
    )
    t = _Tables(T, {FACEOFF_SP: [("faceoff", reads)]})
    new = sp.on_challenge_lost(t, pos((ROOKIE1, FACEOFF_SP), puck="e3"), ch.FACEOFF, 0, FACEOFF_SP, [])
    assert new.effects == (eff("regain", 0, "stoppage", "faceoff", FACEOFF_SP),)
    say = T.cards.special_rules["final-say"][0]
    t = _Tables(
        T, {VETERAN: [("final-say", SpecialRule("challenge", (), "self", {}, "now")), ("final-say", say)]}
    )
    assert sp.challenge_winner(t, pos(()), ch.FACEOFF, (VETERAN, ROOKIE1), []) == 0


def test_played_rules_read_their_conditions_with_the_card_and_its_seat():
    """Diving (O80) read from a rule: its conditions are judged for the card laid and its user; a
    rule that fails leaves the next one to act."""
    reads = SpecialRule(
        "played",
        ("control", "shooting-area", "higher-than-beneath"),
        "opponent",
        {"draw-penalty": True},
        "now",
    )
    t = _Tables(T, {DIVE: [("diving", reads)]})
    assert len(sp.on_played(t, pos((ROOKIE, DIVE), puck="e3"), 0, DIVE, frozenset(), 0, []).calls) == 1
    third = T.cards.special_rules["diving"][0]
    free = SpecialRule("played", (), "opponent", {"draw-penalty": True}, "now")
    t = _Tables(T, {DIVE: [("diving", third), ("diving", free)]})
    assert len(sp.on_played(t, pos((ROOKIE, DIVE)), 0, DIVE, frozenset(), 0, []).calls) == 1


def test_a_colored_x_reads_the_colors_the_laying_side_may_use():
    """O101 with Fights (O37): a side that lost a color in a fight does not carry it onto the X."""
    kick = "s2:kick-save-g-skate"
    lost = (eff("lose-colors", 0, "period", "orange"),)
    s = pos((kick, PLAYMAKER), effects=lost, goalie_pulled=(False, True))
    assert sp.on_played_on(T, s, 0, PLAYMAKER, kick, []) is s
    s = pos((kick, PLAYMAKER), effects=(eff("lose-colors", 1, "period", "orange"),))
    assert sp.on_played_on(T, s, 0, PLAYMAKER, kick, []).effects[-1] == eff(
        "cancelled", 0, "stoppage", "goalie-skate", PLAYMAKER
    )


def test_the_overtime_number_is_the_last_part_of_a_wild_s_mark():
    """O106: the mark ends with the overtime it was made in; what comes before it names the special."""
    s = pos((GRINDER,), effects=(eff("wild", 0, "game", "a:b:0", GRINDER),))
    events = []
    new = sp.wild_gift(T, s, 0, GRINDER, events)
    assert events[0].data == {"seat": 0, "special": "a:b", "card": GRINDER}
    assert new.effects[-1] == eff("gain-color", 0, "turn", "bronze", GRINDER)
    s = pos((GRINDER,), effects=(eff("wild", 0, "game", "p:q>goalie-skate:0", GRINDER),))
    events = []
    assert sp.wild_gift(T, s, 0, GRINDER, events).effects[-1] == eff(
        "gain-special", 0, "stoppage", "goalie-skate", GRINDER
    )
    assert events[0].data["special"] == "p:q"
