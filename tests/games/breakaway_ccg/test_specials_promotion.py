"""Breakaway: CCG, making a Player card a wild (Part 3: Select Promotion with its fourteen numbered
wilds, and Promotion with the four goalie wilds).

A wild lasts for the rest of the regulation, or the overtime it was made in; played, it gets its
action, ability or special. Rulings O106 (Select Promotion) and O118 (Promotion) in
``docs/rulings/breakaway-ccg.md``.
"""

from __future__ import annotations

from tabletop.engine.actions import Action
from tabletop.engine.verdict import ALLOWED
from tabletop.games.breakaway_ccg.official import basics as fl
from tabletop.games.breakaway_ccg.official import turns
from tabletop.games.breakaway_ccg.official.basics import Effect
from tabletop.games.breakaway_ccg.specials import handlers as sh
from tabletop.games.breakaway_ccg.specials import interpreter as sp
from tabletop.games.breakaway_ccg.specials import promotion
from tabletop.games.breakaway_ccg.state import evolve
from tests.games.breakaway_ccg.helpers_flow import CAP0, GOAL0, K0, R0, kinds, run
from tests.games.breakaway_ccg.helpers_specials import (
    BRK,
    CAPTAIN,
    CROWD,
    GRINDER,
    ROOKIE,
    ROOKIE1,
    SPENT,
    changed,
    described,
    eff,
    ev,
    glossary,
    helmet_wild,
    legal,
    made_wild,
    own,
    pos,
    pub,
    refused_citing,
    using,
    x,
)
from tests.games.breakaway_ccg.support import GAME, T, act, extra_card, official, r, verdict


def test_select_promotion_makes_a_player_card_the_wild_its_player_selects_for_the_regulation():
    """Glossary, Select Promotion: the player makes a Player card the selected wild of the book's list
    for the rest of the regulation: any of the fourteen (here 9, Veteran: Silver), any Player card
    (a #0 too)."""
    from tabletop.games.breakaway_ccg.official import abilities as oc
    call_up, grinder, rookie = x(0, "call-up-4-stick"), r(0, "grinder-3-helmet"), r(0, "rookie-0-stick")
    state = official(hands=((call_up, grinder, rookie, r(0, "goal-skate")), ()), extra=(("call-up-4-stick",), ()),
                     puck="c9", control=1, turn=0)
    state = act(state, 0, "play", call_up)
    offered = [a.args[1:] for a in legal(state, 0, "special-wild") if a.args[0] == "select-promotion"]
    assert {c for c, _w in offered} == {grinder, rookie}          # Player cards of the team, not a Goal card
    assert {w for _c, w in offered} == set(promotion.SELECT_WILDS)
    assert described(state, Action(0, "special-wild", ("select-promotion", grinder, "veteran"))) == \
        "Select Promotion: Grinder 3 (helmet) becomes the Veteran wild (silver)"
    state = act(state, 0, "special-wild", "select-promotion", grinder, "veteran")
    wild = tuple(e for e in state.effects if e.kind == "wild")
    later = official(hands=((grinder,), ()), play=(r(1, "rookie-0-skate"),), puck="c9", control=1, turn=0,
                     effects=wild)
    assert "silver" not in T.colors[grinder]
    played = act(later, 0, "play", grinder)
    assert "silver" in oc.usable_colors(T, played, grinder, 0)
    overtime = act(evolve(later, overtime=1), 0, "play", grinder)
    assert "silver" not in oc.usable_colors(T, overtime, grinder, 0)      # the regulation's wild only


def test_the_numbered_wilds_of_select_promotion():
    """Select Promotion: the book's list of fourteen wilds, each with its action or ability."""
    assert [(n, name, gift) for n, name, _what, gift in promotion.SELECT_WILDS.values()] == [
        (1, "Forechecker", "deflect"), (2, "Finesse", "orange"), (3, "Faceoff", "bronze"), (4, "Utility", "brown"),
        (5, "Captain", "gold"), (6, "Grinder", "yellow"), (7, "Enforcer", "punch"), (8, "Call up", "red"),
        (9, "Veteran", "silver"), (10, "Elite", "blue"), (11, "Back Checker", "green"), (12, "Goalie Save", "save"),
        (13, "Line Change", "substitution"), (14, "2-Way", "tip"),
    ]
    actions = {gift for _n, _name, what, gift in promotion.SELECT_WILDS.values() if what == "action"}
    assert actions == {"deflect", "punch", "save", "substitution", "tip"}


def test_promotable_cards_are_own_player_cards_in_hand_not_wild_yet():
    """O106 / O118: a Player card (#0-#8 or Goalie) of the side's own team in its hand, not made a wild
    already."""
    hand = (ROOKIE, GRINDER, BRK, ROOKIE1, "s1:goalie-g-helmet", CAPTAIN)
    s = pos(
        (),
        hands=(hand, ()),
        effects=(eff("wild", 0, "game", "x:0", CAPTAIN), eff("gain-special", 0, "turn", "x", GRINDER)),
    )
    assert promotion.wild_promotable(T, s, 0) == (ROOKIE, GRINDER, "s1:goalie-g-helmet")
    s1 = pos((), hands=((), ("s2:grinder-3-glove", GRINDER)))
    assert promotion.wild_promotable(T, s1, 1) == ("s2:grinder-3-glove",)


def test_select_promotion_makes_a_numbered_wild_told_only_to_its_owner():
    """Select Promotion (O106): the card is the chosen wild for the rest of the regulation (or the
    overtime it is made in); the table hears a wild was made, only its owner which card and wild."""
    s = pos((), hands=((GRINDER,), ()), overtime=2)
    events = []
    new = promotion.promote(T, s, 0, GRINDER, "faceoff", "select-promotion", events)
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
    assert changed(s, new) == {"effects": (eff("wild", 0, "game", "select-promotion=faceoff:2", GRINDER),)}


CALL_UP = "s1:call-up-4-stick"


def test_select_promotion_offers_and_checks_the_promotable_player_cards():
    """Part 3, Select Promotion: a Player card of the hand (a #0 too; not one already a wild) made the
    wild of the list its player selects (O106)."""
    state = using(CALL_UP, hands=((GRINDER, r(0, "goal-skate"), r(0, "rookie-0-stick")), ()))
    offered = sh._promote_actions(T, state, "select-promotion")
    assert len(offered) == 2 * 14 and {a.args[1] for a in offered} == {GRINDER, r(0, "rookie-0-stick")}
    assert sh._promote_check(T, state, Action(0, "special-wild", ("select-promotion", GRINDER, "two-way"))) == ALLOWED
    refused_citing(sh._promote_check(T, state, Action(0, "special-wild", ("select-promotion", r(0, "goal-skate"),
                                                                          "elite"))),
            "special-promote", "Select Promotion makes a Player card of your team in your hand (#0-#8 or a Goalie, "
            "not already a wild) a wild.", glossary("Select Promotion"))
    refused_citing(sh._promote_check(T, state, Action(0, "special-wild", ("select-promotion", GRINDER, "glove"))),
            "special-wild", "Select Promotion makes a card one of the fourteen wilds of its list (Forechecker to "
            "2-Way).", glossary("Select Promotion"))
    refused_citing(sh._promote_check(T, state, Action(0, "special", ("select-promotion",))), "special-wild",
            "Select Promotion names the Player card of your hand it promotes and the wild of the book's list it "
            "becomes.", glossary("Select Promotion"))
    seat1 = using("s2:call-up-4-stick", seat=1, hands=((GRINDER,), (r(1, "grinder-3-glove"),)))
    assert {a.args[1] for a in sh._promote_actions(T, seat1, "select-promotion")} == {r(1, "grinder-3-glove")}


def test_select_promotion_makes_the_card_its_wild():
    """O106: the card is the chosen wild for the rest of the regulation (the entry keeps the overtime)."""
    state = using(CALL_UP, hands=((GRINDER,), (r(1, "goal-skate"),)))
    events = []
    after = sh._promote_apply(T, state, Action(0, "special-wild", ("select-promotion", GRINDER, "elite")), events)
    assert Effect("wild", 0, "game", "select-promotion=elite:0", GRINDER) in after.effects and after.special_used
    assert events[0].data == {"seat": 0, "special": "select-promotion"}
    assert after.turn == 0
    ended = sh._promote_apply(T, using(CALL_UP, hands=((GRINDER,), (r(1, "goal-skate"),)), **SPENT),
                              Action(0, "special-wild", ("select-promotion", GRINDER, "elite")), [])
    assert ended.turn == 1


FRONT = extra_card(0, "front-office-2-glove")


def test_promotion_makes_a_player_card_of_the_hand_one_of_the_four_wilds():
    """Glossary, Promotion: make a player card one of the four wilds for the rest of regulation
    (ruling O118: the four goalie wilds, Glove, Skate, Helmet and Stick, on a Player card of the
    user's team in its hand)."""
    sniper, goal = r(0, "sniper-7-helmet"), r(0, "goal-helmet")
    state = official(hands=((FRONT, sniper, goal), (r(1, "goal-skate"),)), puck="c9", control=0, turn=0,
                     extra=(("front-office-2-glove",), ()))
    state = act(state, 0, "play", FRONT)
    wilds = {a.args[1:] for a in GAME.legal_actions(state, 0) if a.kind == "special-wild"}
    assert wilds == {(sniper, w) for w in ("glove", "skate", "helmet", "stick")}     # not the Goal card
    assert verdict(state, 0, "special-wild", "promotion", goal, "helmet").code == "special-promote"
    action = Action(0, "special-wild", ("promotion", sniper, "helmet"))
    assert GAME.describe_action(state, action) == (
        "Promotion: Sniper 7 (helmet) becomes the Helmet wild")
    state = act(state, 0, "special-wild", "promotion", sniper, "helmet")
    assert any(e.kind == "wild" and e.card == sniper and e.detail == "promotion>goalie-helmet:0"
               for e in state.effects)
    assert verdict(state, 0, "special", "promotion").code == "one-special"
    # Which card of the hand is the wild is its owner's secret until the card is played.
    assert any(e.kind == "wild" and e.card == sniper for e in GAME.view(state, 0).effects)
    assert not any(e.kind == "wild" for e in GAME.view(state, 1).effects)


def test_a_promoted_card_has_its_wild_s_special_when_played():
    """O118: whenever the card is played (in regulation), it has the wild's special until the next
    stoppage; here the Helmet's three-area Stretch Pass (O103)."""
    sniper = r(0, "sniper-7-helmet")
    state = official(hands=((sniper,), (r(1, "goal-skate"),)), puck="c9", control=0, turn=0,
                     effects=(made_wild(0, sniper, "goalie-helmet"),))
    state = act(state, 0, "play", sniper)
    assert any(e.kind == "gain-special" and e.card == sniper and e.detail == "goalie-helmet" for e in state.effects)
    areas = {a.args[1] for a in GAME.legal_actions(state, 0) if a.kind == "special-area"}
    assert areas and all(a.args[0] == "goalie-helmet" for a in GAME.legal_actions(state, 0)
                         if a.kind == "special-area")
    far = next(a for a in sorted(areas) if a not in T.arrows["c9"])          # beyond one move
    state = act(state, 0, "special-area", "goalie-helmet", far)
    assert state.puck == far


def test_a_promotion_made_in_regulation_does_not_act_in_overtime():
    """Glossary, Promotion: for the rest of the regulation, or all of overtime (O118, as O106)."""
    sniper = r(0, "sniper-7-helmet")
    state = official(hands=((sniper,), (r(1, "goal-skate"),)), puck="c9", control=0, turn=0, overtime=1,
                     effects=(made_wild(0, sniper, "goalie-helmet"),))
    state = act(state, 0, "play", sniper)
    assert not any(e.kind == "gain-special" for e in state.effects)


def test_a_wild_s_colored_x_cancels_a_card_laid_on_it():
    """O118 with O101: a card made the Skate wild carries the Orange X while it is in play; the other
    side's card with Orange laid on it is Cancelled."""
    from tabletop.games.breakaway_ccg.official.basics import Effect
    wild = r(1, "sniper-7-skate")
    gift = Effect("gain-special", 1, "stoppage", "goalie-skate", wild)
    state = official(hands=((r(0, "playmaker-5-helmet"),), ()), play=(wild,), puck="c9", control=0, turn=0,
                     effects=(gift,))
    state = act(state, 0, "play", r(0, "playmaker-5-helmet"))
    assert fl.cancelled(state, r(0, "playmaker-5-helmet"))
    plain = official(hands=((r(0, "playmaker-5-helmet"),), ()), play=(wild,), puck="c9", control=0, turn=0)
    plain = act(plain, 0, "play", r(0, "playmaker-5-helmet"))
    assert not fl.cancelled(plain, r(0, "playmaker-5-helmet"))


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
    new = promotion.promote_wild(T, s, 1, ROOKIE1, "helmet", "promotion", events)
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


def test_promotion_offers_every_player_card_of_the_hand_as_each_of_the_four_wilds():
    """Part 3, Promotion: a player card made one of the four wilds (O118: #0-#8 and Goalies)."""
    rookie = r(0, "rookie-0-stick")
    state = using(FRONT, hands=((rookie, r(0, "goal-skate")), ()))
    assert sh._wild_actions(T, state, "promotion") == [Action(0, "special-wild", ("promotion", rookie, w))
                                                       for w in ("glove", "skate", "helmet", "stick")]
    seat1 = using("s2:front-office-2-glove", seat=1, hands=((rookie,), (r(1, "rookie-0-skate"),)))
    assert len(sh._wild_actions(T, seat1, "promotion")) == 4


def test_promotion_names_a_card_and_one_of_the_four_wilds():
    """O118: the card of the hand and the wild (glove, skate, helmet or stick)."""
    rookie = r(0, "rookie-0-stick")
    state = using(FRONT, hands=((rookie, r(0, "goal-skate")), ()))
    assert sh._wild_check(T, state, Action(0, "special-wild", ("promotion", rookie, "stick"))) == ALLOWED
    refused_citing(sh._wild_check(T, state, Action(0, "special-wild", ("promotion", rookie, "puck"))), "special-wild",
            "Promotion makes a card one of the four wilds: glove, skate, helmet or stick.", glossary("Promotion"))
    refused_citing(sh._wild_check(T, state, Action(0, "special-wild", ("promotion", r(0, "goal-skate"), "stick"))),
            "special-promote", "Promotion makes a Player card of your team in your hand (not already a wild) a wild.",
            glossary("Promotion"))
    refused_citing(sh._wild_check(T, state, Action(0, "special-card", ("promotion", rookie))), "special-wild",
            "Promotion names the Player card of your hand it promotes and which of the four wilds (glove, skate, "
            "helmet, stick) it becomes.", glossary("Promotion"))


def test_promotion_makes_the_card_the_named_wild():
    """O118: the entry names the wild's goalie special and the overtime it was made in."""
    rookie = r(0, "rookie-0-stick")
    state = using(FRONT, hands=((rookie,), (r(1, "goal-skate"),)))
    events = []
    after = sh._wild_apply(T, state, Action(0, "special-wild", ("promotion", rookie, "helmet")), events)
    assert Effect("wild", 0, "game", "promotion>goalie-helmet:0", rookie) in after.effects and after.special_used
    assert events[0].data == {"seat": 0, "special": "promotion"}
    assert after.turn == 0
    ended = sh._wild_apply(T, using(FRONT, hands=((rookie,), (r(1, "goal-skate"),)), **SPENT),
                           Action(0, "special-wild", ("promotion", rookie, "helmet")), [])
    assert ended.turn == 1


def test_a_card_made_a_wild_carries_a_lasting_wild_mark():
    """Select Promotion, Promotion (O106, O118): a card made a wild carries a lasting mark."""
    assert not sp.is_wild(pos(()), ROOKIE)
    assert sp.is_wild(pos((), effects=(eff("wild", 0, "game", "x:0", ROOKIE),)), ROOKIE)
    assert not sp.is_wild(pos((), effects=(eff("wild", 0, "game", "x:0", GRINDER),)), ROOKIE)
    assert not sp.is_wild(pos((), effects=(eff("gain-special", 0, "game", "x:0", ROOKIE),)), ROOKIE)


def test_a_wild_played_gets_its_gift_for_the_turn_or_until_the_stoppage():
    """O106: a wild of Select Promotion's list played has its action or ability this turn; O118: a goalie wild has its
    special until the next stoppage; a wild of the regulation gives nothing in overtime and one of an
    overtime nothing in regulation."""
    s = pos((GRINDER,), effects=(eff("wild", 0, "game", "select-promotion=faceoff:0", GRINDER),))
    events = []
    new = promotion.wild_gift(T, s, 0, GRINDER, events)
    assert ev(events) == [
        pub(
            "special-wild",
            "Grinder 3 (helmet) plays as the Faceoff wild: it has bronze this turn.",
            {"seat": 0, "special": "select-promotion", "card": GRINDER},
        )
    ]
    assert changed(s, new) == {"effects": s.effects + (eff("gain-color", 0, "turn", "bronze", GRINDER),)}
    utility = "s1:two-way-forward-4-helmet"
    s = pos((utility,), effects=(eff("wild", 0, "game", "select-promotion=utility:1", utility),), overtime=1)
    new = promotion.wild_gift(T, s, 0, utility, [])
    assert new.effects[-1] == eff("gain-color", 0, "turn", "brown", utility)
    s = pos(
        ("s1:sniper-7-helmet",), effects=(eff("wild", 0, "game", "s=enforcer:3", "s1:sniper-7-helmet"),), overtime=3
    )
    assert promotion.wild_gift(T, s, 0, "s1:sniper-7-helmet", []).effects[-1] == eff(
        "gain-action", 0, "turn", "punch", "s1:sniper-7-helmet"
    )
    s = pos((GRINDER,), effects=(eff("wild", 0, "game", "promotion>goalie-skate:0", GRINDER),))
    events = []
    new = promotion.wild_gift(T, s, 0, GRINDER, events)
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
        ("select-promotion=faceoff:0", 1),
        ("select-promotion=faceoff:1", 0),
        ("promotion>goalie-skate:0", 2),
    ):
        s = pos((GRINDER,), effects=(eff("wild", 0, "game", detail, GRINDER),), overtime=overtime)
        events = []
        assert promotion.wild_gift(T, s, 0, GRINDER, events) is s and events == []
    s = pos(
        (GRINDER,),
        effects=(
            eff("gain-special", 0, "game", "select-promotion:0", GRINDER),
            eff("wild", 0, "game", "select-promotion=faceoff:0", ROOKIE),
        ),
    )
    assert promotion.wild_gift(T, s, 0, GRINDER, []) is s


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


def test_the_overtime_number_is_the_last_part_of_a_wild_s_mark():
    """O106: the mark ends with the overtime it was made in; what comes before it names the special."""
    s = pos((GRINDER,), effects=(eff("wild", 0, "game", "a:b=faceoff:0", GRINDER),))
    events = []
    new = promotion.wild_gift(T, s, 0, GRINDER, events)
    assert events[0].data == {"seat": 0, "special": "a:b", "card": GRINDER}
    assert new.effects[-1] == eff("gain-color", 0, "turn", "bronze", GRINDER)
    s = pos((GRINDER,), effects=(eff("wild", 0, "game", "p:q>goalie-skate:0", GRINDER),))
    events = []
    assert promotion.wild_gift(T, s, 0, GRINDER, events).effects[-1] == eff(
        "gain-special", 0, "stoppage", "goalie-skate", GRINDER
    )
    assert events[0].data["special"] == "p:q"


def test_a_promoted_card_plays_as_its_wild():
    """Part 3: Promotion (O118): a card made one of the four wilds has its special until the stoppage."""
    mark = Effect("wild", 0, "game", "promotion>goalie-glove:0", R0)
    state = official(hands=((R0, CAP0), (K0,)), effects=(mark,))
    new, events = run(turns.play_card, state, 0, R0)
    assert kinds(events) == ["play", "special-wild"]
    assert new.effects[-1] == Effect("gain-special", 0, "stoppage", "goalie-glove", R0)
    _plain, events = run(turns.play_card, evolve(state, hands=((GOAL0, CAP0), (K0,))), 0, GOAL0)
    assert "special-wild" not in kinds(events)  # not a Player card
