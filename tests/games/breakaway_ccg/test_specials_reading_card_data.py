"""Breakaway: CCG, how the specials of Part 3 ("Specials Glossary (A-Z)") are read from the card data.

Each special is a rule in ``card_data/breakaway_ccg/cards.yaml`` (a window, conditions, whom it
targets, its changes and how long they last), or a handler where the data cannot say it, or a
left-out ruling (O54) for a special the book names without a definition. These tests check the
loader's refusals, the handler table, the conditions a special's "when" is read from (with the
words a refusal gives), the card categories the printings do not show (Playmaker, Superstar,
Specialist, Goalie card, enforcer) and how rules of each window are passed over or applied.
Rulings cited are in ``docs/rulings/breakaway-ccg.md``.
"""

from __future__ import annotations

import dataclasses

import pytest

from tabletop.games.breakaway_ccg.cards import SpecialRule
from tabletop.games.breakaway_ccg.official import challenges as ch
from tabletop.games.breakaway_ccg.official.basics import Effect, Stoppage
from tabletop.games.breakaway_ccg.specials import handlers as sh
from tabletop.games.breakaway_ccg.specials import interpreter, play, windows, you_missed
from tabletop.games.breakaway_ccg.specials import interpreter as sp
from tabletop.games.breakaway_ccg.specials.handlers import HANDLERS
from tabletop.games.breakaway_ccg.state import SAVE, SCORE, SHOT_CARD, STOPPAGE, evolve
from tests.games.breakaway_ccg.helpers_specials import (
    AGITATOR,
    ANY,
    BRK,
    CAPTAIN,
    CORNER,
    DIVE,
    FACEOFF_SP,
    FAST,
    FRESH,
    GAP,
    GLOVE,
    GRINDER,
    HITTER,
    OPEN,
    PLAYMAKER,
    POST,
    PULL,
    REVIEW,
    ROOKIE,
    ROOKIE1,
    TILT,
    TIMEOUT,
    TOO_FAST,
    UNDER,
    VETERAN,
    WRIST,
    TablesWithRules,
    eff,
    ev,
    glossary,
    play_new_card,
    pos,
    pub,
    used,
)
from tests.games.breakaway_ccg.support import T, verdict


def test_every_handler_the_data_names_exists_and_every_handler_is_named():
    """Specials are data: a handler is code only where the data asks for it, and none is unused."""
    named = {r.change["handler"] for rules in T.cards.special_rules.values() for r in rules if "handler" in r.change}
    assert named == set(HANDLERS)


def test_every_special_on_a_card_has_a_rule_or_a_left_out_ruling():
    """Part 3, "Specials Glossary (A-Z)": each special a rule in the card data."""
    on_cards = {s for c in T.cards.cards for s in c.specials}
    assert on_cards <= set(T.cards.special_rules) | set(T.cards.left_out)
    assert not set(T.cards.special_rules) & set(T.cards.left_out)


def _data():
    import copy

    from tabletop import safe_yaml
    from tabletop.games.breakaway_ccg.cards import data_dir
    return copy.deepcopy(safe_yaml.load_file(data_dir() / "cards.yaml"))


def test_the_loader_refuses_a_card_whose_special_has_no_rule():
    """Part 3, "Specials Glossary (A-Z)": each special a rule in the card data."""
    from tabletop.games.breakaway_ccg.cards import CardDataError, parse_cards
    data = _data()
    del data["specials"]["fast-break"]["effect"]
    with pytest.raises(CardDataError) as caught:
        parse_cards(data, "cards.yaml")
    message = str(caught.value)
    assert message.startswith("cards.yaml, card 'fast-break-8-")
    assert "field 'specials'" in message and "'fast-break' has no rule" in message


def test_a_left_out_ruling_is_a_rule_and_the_card_loads():
    """Part 3, "Specials Glossary (A-Z)": each special a rule in the card data."""
    from tabletop.games.breakaway_ccg.cards import parse_cards
    data = _data()
    del data["specials"]["fast-break"]["effect"]
    data["specials"]["fast-break"]["left_out"] = "O99"
    cards = parse_cards(data, "cards.yaml")
    assert cards.left_out["fast-break"] == "O99" and "fast-break" not in cards.special_rules


def test_an_unused_glossary_entry_needs_no_rule_but_a_bad_rule_is_refused_by_the_schema():
    """Part 3, "Specials Glossary (A-Z)": each special a rule in the card data."""
    from tabletop.games.breakaway_ccg.cards import CardDataError, parse_cards
    data = _data()
    data["specials"]["goalie-promotion"] = {"name": "Goalie Promotion", "text": "The heading of the four (O101)."}
    parse_cards(data, "cards.yaml")
    data["specials"]["fast-break"]["effect"]["window"] = "whenever"
    with pytest.raises(CardDataError, match=r"field 'specials\.fast-break\.effect\.window'"):
        parse_cards(data, "cards.yaml")
    data = _data()
    data["specials"]["fast-break"]["effect"]["change"] = {"teleport": 1}
    with pytest.raises(CardDataError, match=r"specials\.fast-break\.effect\.change"):
        parse_cards(data, "cards.yaml")


def test_an_entry_with_both_a_rule_and_a_left_out_ruling_is_refused():
    """Part 3, "Specials Glossary (A-Z)": each special a rule in the card data."""
    from tabletop.games.breakaway_ccg.cards import CardDataError, parse_cards
    data = _data()
    data["specials"]["fast-break"]["left_out"] = "O99"
    with pytest.raises(CardDataError, match=r"field 'specials.fast-break': has both"):
        parse_cards(data, "cards.yaml")


def _entry(data, card_id):
    return next(c for c in data["cards"] if c["id"] == card_id)


def test_a_left_out_special_is_refused_with_its_ruling():
    """Ruling O54: a special named without a definition does nothing, and says so."""
    data = _data()
    _entry(data, "home-crowd-helmet")["specials"] = ["steal"]
    from tabletop.games.breakaway_ccg.cards import parse_cards
    cards = parse_cards(data, "cards.yaml")
    assert cards.left_out["steal"] == "O54"
    assert verdict(play_new_card(["home-crowd-helmet"], puck="c9", control=0), 0, "special", "steal").code == "no-such-special"


def test_each_special_needing_code_has_its_handler_and_action_kinds():
    """Part 3: each special the data cannot say is code keyed by its rule's ``handler`` name; the
    action kinds each answers (Dump In's two challenges, an area, a card, a choice, a wild)."""
    H = interpreter.Handler
    assert sh.HANDLERS == {
        "cycle": H(frozenset({"special-area"}), sh._cycle_actions, sh._cycle_check, sh._cycle_apply),
        "dump-in": H(frozenset({"dump-in", "dump-out"}), sh._dump_actions, sh._dump_check, sh._dump_apply),
        "start-a-fight": H(frozenset({"special"}), sh._fight_actions, sh._fight_check, sh._fight_apply),
        "tilt": H(frozenset({"special"}), sh._tilt_actions, sh._tilt_check, sh._tilt_apply),
        "stick-lift": H(frozenset({"special-area"}), sh._lift_actions, sh._lift_check, sh._lift_apply),
        "redirect": H(frozenset({"special-area"}), sh._redirect_actions, sh._redirect_check, sh._redirect_apply),
        "lost-the-puck": H(frozenset({"special"}), sh._lost_actions, sh._lost_check, sh._lost_apply),
        "pressure": H(frozenset({"special"}), sh._pressure_actions, sh._pressure_check, sh._pressure_apply),
        "shuffle": H(frozenset({"special-choice"}), sh._shuffle_actions, sh._shuffle_check, sh._shuffle_apply),
        "bad-change": H(frozenset({"special-card"}), sh._bad_change_actions, sh._bad_change_check,
                        sh._bad_change_apply),
        "goalie-stick": H(frozenset({"special"}), sh._stick_actions, sh._stick_check, sh._stick_apply),
        "select-promotion": H(frozenset({"special-wild"}), sh._promote_actions, sh._promote_check,
                              sh._promote_apply),
        "promotion": H(frozenset({"special-wild"}), sh._wild_actions, sh._wild_check, sh._wild_apply),
        "specialized": H(frozenset({"special"}), sh._specialized_actions, sh._specialized_check,
                         sh._specialized_apply),
        **{kind: H(frozenset({"special-card"}), sh._support_actions, sh._support_check, sh._support_apply)
           for kind in ("support-stickhandling", "support-superstar", "support-no-penalty",
                        "support-defensive-zone", "support-offensive", "support-goalie-stoppage")},
        "you-missed": H(frozenset({"special"}), you_missed.actions, you_missed.check, you_missed.apply),
    }
    with pytest.raises(dataclasses.FrozenInstanceError):
        sh.HANDLERS["cycle"].kinds = frozenset({"special"})      # a handler is a fixed record


def test_the_rule_citation_and_a_special_s_name():
    """Refusals cite "Breakaway: CCG, Specials glossary — <special>" (Specials rulings preamble)."""
    assert sp.rule("Crowd") == glossary("Crowd")
    assert sp.special_name(T, "crowd") == "Crowd"
    assert sp.special_name(T, "no-such") == "no-such"
    assert sp.lasting_effect("k", 1, "turn", "d", "c") == Effect("k", 1, "turn", "d", "c")
    assert sp.lasting_effect("k", 0, "game") == Effect("k", 0, "game", "", "")
    assert play._target(0, SpecialRule("use", (), "opponent", {}, "now")) == 1
    assert play._target(1, SpecialRule("use", (), "opponent", {}, "now")) == 0
    assert play._target(1, SpecialRule("use", (), "self", {}, "now")) == 1


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


def holds(state, cond, card=None, seat=None):
    return sp.condition_holds(T, state, state.turn if seat is None else seat, card or state.play[-1], cond)


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


STRETCH = "s1:stretch-dump-6-skate"  # Stretch Dump


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


def test_the_condition_words_of_the_refusals():
    """Each condition's words, as the refusals give them (Specials rulings: refusals cite the entry)."""
    assert sp._WORDS == {
        "control": "you must control the puck",
        "no-shot": "not while a shot is under way",
        "shooting-area": "the puck must be in your offensive zone (the far end), where shots are taken",
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
    assert [sp.cancellable_star(T, c) for c in (GLOVE, CAPTAIN, FACEOFF_SP, ROOKIE)] == [
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


def test_an_unknown_change_is_refused_and_a_clone_clause_waits_for_its_clone():
    """The data's words: "cloned" is read when a Clone lands (O77); any other unknown word is an error;
    a move without its area has no meaning."""
    s = pos((TOO_FAST,))
    rule = SpecialRule("use", (), "self", {"cloned": "offside", "tokens": 1}, "now")
    assert play._change(T, s, 0, TOO_FAST, "too-fast", rule, []).tokens == (1, 0)
    with pytest.raises(ValueError, match=r"^the change 'bogus' of 'x' has no use-window meaning$"):
        play._change(T, s, 0, TOO_FAST, "x", SpecialRule("use", (), "self", {"bogus": 1}, "now"), [])
    with pytest.raises(ValueError, match=r"^the change 'move-puck' of 'too-fast' has no use-window meaning$"):
        play._change(T, s, 0, TOO_FAST, "too-fast", sp.use_rule(T, "too-fast"), [])
    assert sp.cloned_call(T, TOO_FAST) == "offside" and sp.cloned_call(T, ROOKIE) == ""


def test_a_shoot_window_rule_applies_each_of_its_changes_in_order_and_passes_other_words():
    """The shoot window reads each key of the rule in order; other keys and windows pass."""
    rules = [
        ("one-timer", SpecialRule("use", (), "self", {"tokens": 1}, "now")),
        ("one-timer", SpecialRule("shoot", (), "self", {"other": 1, "shot-reach": 2, "bonus": 1}, "shot")),
    ]
    t = TablesWithRules(T, {WRIST: rules})
    events = []
    new = windows.on_shoot(t, pos((WRIST,)), 0, WRIST, "shoot", events)
    assert [e.text for e in events] == [
        "One Timer: the scoring area may shift by 2 either way.",
        "One Timer: Player 1's passing bonus is +1.",
    ]
    assert new.bonus == (1, 0) and new.effects == (eff("shot-reach", 0, "stoppage", "2", WRIST),)


def test_a_played_rule_acts_only_in_its_window_with_its_conditions():
    """Diving (O80) read from its rule: a rule of another window, or one whose conditions fail, is
    passed over and the next one still acts."""
    a, b = "s1:body-check-3-helmet", GRINDER
    diving = T.cards.special_rules["diving"][0]
    other = SpecialRule("use", ("third-suit",), "opponent", {"draw-penalty": True}, "now")
    failing = SpecialRule("played", ("control", "third-suit"), "opponent", {"draw-penalty": True}, "now")
    for rules in ([("diving", other), ("diving", diving)], [("diving", failing), ("diving", diving)]):
        t = TablesWithRules(T, {DIVE: rules})
        assert [
            c.seat for c in windows.on_played(t, pos((a, b, DIVE), control=1), 0, DIVE, frozenset(), 0, []).calls
        ] == [1]
    quiet = SpecialRule("played", ("third-suit",), "opponent", {"draw-penalty": False}, "now")
    t = TablesWithRules(T, {DIVE: [("diving", quiet)]})
    s = pos((a, b, DIVE))
    assert windows.on_played(t, s, 0, DIVE, frozenset(), 0, []) is s
    free = SpecialRule("played", (), "opponent", {"draw-penalty": True}, "now")
    t = TablesWithRules(T, {DIVE: [("diving", free)]})
    assert len(windows.on_played(t, pos((ROOKIE, DIVE)), 0, DIVE, frozenset(), 0, []).calls) == 1


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
    t = TablesWithRules(T, {DIVE: [("diving", reads)]})
    assert len(windows.on_played(t, pos((ROOKIE, DIVE), puck="e3"), 0, DIVE, frozenset(), 0, []).calls) == 1
    third = T.cards.special_rules["diving"][0]
    free = SpecialRule("played", (), "opponent", {"draw-penalty": True}, "now")
    t = TablesWithRules(T, {DIVE: [("diving", third), ("diving", free)]})
    assert len(windows.on_played(t, pos((ROOKIE, DIVE)), 0, DIVE, frozenset(), 0, []).calls) == 1


def test_rules_of_other_windows_are_passed_over_and_the_next_still_acts():
    """Penalty Shot (O55), Faceoff (O42), Final Say (O43) read from their rules: a rule of another
    window, or one whose conditions fail, is passed over; a rule without the change word acts on
    nothing."""
    chk = "s1:body-check-3-glove"
    shot_rule = T.cards.special_rules["penalty-shot"][0]
    t = TablesWithRules(
        T, {OPEN: [("penalty-shot", SpecialRule("use", (), "self", {}, "now")), ("penalty-shot", shot_rule)]}
    )
    assert len(windows.on_played_on(t, pos((OPEN, chk)), 0, chk, OPEN, []).calls) == 1
    t = TablesWithRules(
        T,
        {OPEN: [("penalty-shot", shot_rule), ("penalty-shot", SpecialRule("played-on", (), "x", {}, "now"))]},
    )
    assert len(windows.on_played_on(t, pos((OPEN, ROOKIE)), 0, ROOKIE, OPEN, []).calls) == 0
    t = TablesWithRules(
        T,
        {
            OPEN: [
                ("penalty-shot", shot_rule),
                ("penalty-shot", SpecialRule("played-on", (), "x", {"penalty-shot": True}, "now")),
            ]
        },
    )
    assert len(windows.on_played_on(t, pos((OPEN, ROOKIE)), 0, ROOKIE, OPEN, []).calls) == 1
    faceoff = T.cards.special_rules["faceoff"][0]
    for first in (
        SpecialRule("challenge-lost", (), "self", {}, "opponent-turn"),
        SpecialRule(
            "challenge-lost", ("defending",), "self", {"regain-control": ["faceoff"]}, "opponent-turn"
        ),
        SpecialRule("use", (), "self", {"regain-control": ["faceoff"]}, "opponent-turn"),
    ):
        t = TablesWithRules(T, {FACEOFF_SP: [("faceoff", first), ("faceoff", faceoff)]})
        new = windows.on_challenge_lost(t, pos(()), ch.FACEOFF, 0, FACEOFF_SP, [])
        assert new.effects == (eff("regain", 0, "stoppage", "faceoff", FACEOFF_SP),)
    reads = SpecialRule(
        "challenge-lost",
        ("shooting-area", "higher-than-beneath"),
        "self",
        {"regain-control": ["faceoff"]},
        "now",
    )
    t = TablesWithRules(T, {FACEOFF_SP: [("faceoff", reads)]})
    new = windows.on_challenge_lost(t, pos((ROOKIE1, FACEOFF_SP), puck="e3"), ch.FACEOFF, 0, FACEOFF_SP, [])
    assert new.effects == (eff("regain", 0, "stoppage", "faceoff", FACEOFF_SP),)
    say = T.cards.special_rules["final-say"][0]
    t = TablesWithRules(
        T, {VETERAN: [("final-say", SpecialRule("challenge", (), "self", {}, "now")), ("final-say", say)]}
    )
    assert windows.challenge_winner(t, pos(()), ch.FACEOFF, (VETERAN, ROOKIE1), []) == 0


def test_a_new_turn_drops_what_lasted_for_the_turn():
    """O41, O96: free actions and bench switches last for the card's turn."""
    keep = eff("unignorable", 0, "stoppage", "x", ROOKIE)
    turn = eff("free-actions", 0, "turn", "2", BRK)
    s = pos((), effects=(turn, keep, turn))
    assert windows.turn_over(s).effects == (keep,)
    plain = pos((), effects=(keep,))
    assert windows.turn_over(plain) is plain


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
    new = windows.on_played(T, s, 1, dive, frozenset(), 0, events)
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
