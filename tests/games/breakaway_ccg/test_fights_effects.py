"""Breakaway: CCG, the "Fight Card Effects" of Part 2 "Fights" and the FG#/FB# symbols: the effects
list (by card type, numbered for the symbols) read and checked, which card types have which
effect, when each good or bad effect applies, which card an injury takes and which effects last
the period (rulings O37-O39, O45)."""

from __future__ import annotations

import copy
import random
from pathlib import Path
from types import SimpleNamespace

import pytest
import yaml

from tabletop.cards.loader import CardFileError
from tabletop.engine.actions import Action
from tabletop.engine.events import Event
from tabletop.games.breakaway_ccg.cards import Symbol, data_dir
from tabletop.games.breakaway_ccg.official import basics, fights
from tabletop.games.breakaway_ccg.official import basics as fl
from tabletop.games.breakaway_ccg.official.abilities import usable_colors
from tabletop.games.breakaway_ccg.official.fights import Fight, FightEffect
from tabletop.games.breakaway_ccg.state import FIGHT, PLAY, STOPPAGE, USE, evolve
from tests.games.breakaway_ccg.helpers_flow import PUNCH, PUNCHES, _in_fight, c, in_fight, kinds
from tests.games.breakaway_ccg.support import GAME, T, act, card, official_with_discards, verdict

PUNCH_SKATE = "s1:drop-the-gloves-1-skate"
EFFECTS_FILE = data_dir() / "fight_effects.yaml"


def effect(kind, when="always", good=True, colors=(), name="Name", text="Words."):
    return FightEffect(9, f"id-{kind}", name, text, kind, when, good, colors)


def _entry(number=1, id_="a", name=" A ", text=" t ", kind="momentum", when="always", **more):
    return {"number": number, "id": id_, "name": name, "text": text, "effect": kind, "when": when, **more}


def _with(monkeypatch, good3: FightEffect | None = None, bad11: FightEffect | None = None):
    """Give the shipped FG3 (Drop the Gloves) and FB11 (Body-Check) symbols chosen effects."""
    listed = dict(fights.fight_effects())
    if good3 is not None:
        listed[(True, 3)] = good3
    if bad11 is not None:
        listed[(False, 11)] = bad11
    monkeypatch.setattr(fights, "fight_effects", lambda: listed)


def _effect(kind, when="always", good=True, colors=()):
    return FightEffect(1, kind, kind.title(), "text", kind, when, good, colors)


def test_the_shipped_effects_list_read_afresh_is_the_file_entry_by_entry():
    """O37: nine good and eleven bad numbered effects, each as the file says (names and texts
    trimmed, the colors a lose-colors effect names kept in order, the card types it belongs to)."""
    raw = yaml.safe_load(EFFECTS_FILE.read_text(encoding="utf-8"))
    listed = fights.load_fight_effects(str(EFFECTS_FILE))       # a path given as text works too
    assert len(raw["good"]) == 9 and len(raw["bad"]) == 11
    expected = {}
    for side in ("good", "bad"):
        for e in raw[side]:
            expected[(side == "good", e["number"])] = FightEffect(
                e["number"], e["id"], e["name"].strip(), e["text"].strip(), e["effect"], e["when"], side == "good",
                tuple(e.get("colors", ())), tuple(fights._card_type(m) for m in e.get("cards", ())))
    assert listed == expected
    assert listed[(True, 3)] == FightEffect(3, "punch", "Punch / Elbow",
                                            "At fault with this card, you win the fight at once.",
                                            "win-fight", "at-fault", True, (),
                                            (fights.CardType(actions=frozenset({"punch"})),))
    coaching = listed[(False, 5)]
    assert coaching.effect == "lose-colors" and coaching.colors == ("orange", "yellow") and not coaching.good
    assert isinstance(coaching.colors, tuple)


def test_the_effects_list_refusals_name_file_effect_and_field():
    """O37: the authored list is checked: a number listed twice on one side, a lose-colors effect
    naming no colors; the message says file, effect and field, as the card files' messages do."""
    with pytest.raises(CardFileError) as twice:
        fights._effects({"good": [_entry(), _entry(id_="b")], "bad": []}, "x.yaml")
    assert str(twice.value) == "x.yaml, effect 'b', field 'number': good effect 1 is listed twice"
    with pytest.raises(CardFileError) as twice_bad:
        fights._effects({"good": [], "bad": [_entry(4, "c"), _entry(4, "d")]}, "y.yaml")
    assert str(twice_bad.value) == "y.yaml, effect 'd', field 'number': bad effect 4 is listed twice"
    for colors in ({}, {"colors": []}):
        with pytest.raises(CardFileError) as no_colors:
            fights._effects({"good": [], "bad": [_entry(5, "e", kind="lose-colors", **colors)]}, "z.yaml")
        assert str(no_colors.value) == "z.yaml, effect 'e', field 'colors': lose-colors names the colors lost"


def test_the_same_number_may_be_good_and_bad_and_names_are_trimmed():
    """Symbols: FG# and FB# are two lists: good 1 and bad 1 are different effects."""
    out = fights._effects({"good": [_entry()], "bad": [_entry(id_="b", kind="lose-colors", colors=["red", "blue"])]},
                          "x.yaml")
    assert out[(True, 1)] == FightEffect(1, "a", "A", "t", "momentum", "always", True, ())
    assert out[(False, 1)] == FightEffect(1, "b", "A", "t", "lose-colors", "always", False, ("red", "blue"))


def test_a_bad_effects_file_names_its_path(tmp_path: Path):
    """O37: the list is checked against its schema and the loader's errors name the file."""
    data = yaml.safe_load(EFFECTS_FILE.read_text(encoding="utf-8"))
    data["good"].append(copy.deepcopy(data["good"][0]))
    path = tmp_path / "effects.yaml"
    path.write_text(yaml.safe_dump(data), encoding="utf-8")
    with pytest.raises(CardFileError) as bad:
        fights.load_fight_effects(path)
    assert str(bad.value).startswith(f"{path}, effect 'crowd', field 'number'")


def test_a_cards_fg_and_fb_symbols_add_their_numbered_effects():
    """Symbols: FG#/FB#: a symbol adds the numbered entry of the list; a number the list lacks gives
    none (O37); other symbols never do; an effect the card's type already has is not had twice."""
    listed = fights.fight_effects()
    card = SimpleNamespace(name="Nobody", specials=(), actions=(), colors=(), player=False, number=None,
                           symbols=(Symbol("fight-bad", number=11), Symbol("number", color="red", area=3),
                                    Symbol("fight-good", number=None), Symbol("fight-good", number=99),
                                    Symbol("fight-good", number=3), Symbol("dot", color="red")))
    fake = SimpleNamespace(card={"x": card})
    assert fights.effects_of(fake, "x") == (listed[(False, 11)], listed[(True, 3)])
    assert fights.effects_of(T, c(0, "rookie-0-stick")) == ()
    # Drop the Gloves prints FG3 and is a Punch card, a Fight card and a Brown card
    assert [e.id for e in fights.effects_of(T, PUNCH)] == ["punch", "fight", "fight-bad", "brown-card"]


@pytest.mark.parametrize("card_id, ids", [
    ("breakaway-stick", ["breakaway"]),
    ("sixth-attacker-glove", ["crowd"]),
    ("home-crowd-helmet", ["crowd"]),
    ("playmaker-5-stick", ["play-making"]),
    ("line-change-stick", ["line-change"]),
    ("enforcer-1-stick", ["enforcer", "brown-card"]),
    ("face-off-specialist-7-stick", ["specialist"]),
    ("drop-the-gloves-1-stick", ["punch", "fight", "fight-bad", "brown-card"]),
    ("captain-8-stick", ["superstar"]),
    ("goalie-g-stick", ["goalie"]),
    ("goal-stick", ["goal-card", "blue-non-player"]),
    ("sniper-7-stick", []),
    ("fast-break-8-stick", ["blue-non-player"]),
    ("skills-coach-4-glove", ["coaching"]),
    ("front-office-2-glove", ["coaching"]),
    ("two-way-forward-4-stick", ["gold-player"]),
    ("breakout-pass-2-stick", []),
    ("power-play-7-all", ["power-play"]),
    ("penalty-kill-2-stick", ["power-play"]),
    ("body-check-3-stick", ["brown-card"]),
])
def test_each_card_type_of_the_book_has_its_fight_effect(card_id, ids):
    """Part 2, Fights: Fight Card Effects lists the effects by card type: Breakaway, Extra
    Attacker/Crowd, Play-making, Line-Change, Enforcer, Specialist, Punch/Elbow, Fight (good);
    Superstar, Goalie, Goal card, Blue non-player, Coaching/Owner, Gold Player, Power-Play/Penalty
    Kill, Brown card, Fight (bad). A revealed card of the type has the effect, symbol or not (O37)."""
    assert [e.id for e in fights.effects_of(T, c(0, card_id))] == ids


def test_enforcer_for_one_side_only_overrides_the_suits():
    """FG7 Enforcer (O37, O38): always at fault, even where the suits say otherwise; it lasts."""
    enf, b = c(0, "enforcer-1-stick"), c(1, "rookie-0-glove")        # the suits say seat 1
    state = in_fight(((enf, c(0, "goal-stick")), (b, c(1, "goal-glove"))))
    state = act(act(state, 0, "fight", enf), 1, "fight", b)
    assert state.fight.wins == (1, 0) and state.fight.always == (True, False)
    assert state.fight.exchanges == ((enf, b, 0),)
    enf1, a = c(1, "enforcer-1-stick"), c(0, "rookie-0-glove")       # the suits say seat 0
    state = in_fight(((a, c(0, "goal-stick")), (enf1, c(1, "goal-glove"))))
    state = act(act(state, 0, "fight", a), 1, "fight", enf1)
    assert state.fight.wins == (0, 1) and state.fight.always == (False, True)
    later = in_fight(((a, c(0, "goal-stick")), (c(1, "rookie-0-stick"), c(1, "goal-glove"))),
                     fight=Fight(None, always=(False, True)))
    later = act(act(later, 0, "fight", a), 1, "fight", c(1, "rookie-0-stick"))
    assert later.fight.wins == (0, 1)                                # still at fault a later exchange


def test_two_enforcers_leave_it_to_the_suits():
    """O38: with both sides always at fault, the suits decide."""
    a, b = c(0, "enforcer-1-glove"), c(1, "enforcer-1-stick")
    state = in_fight(((a, c(0, "goal-stick")), (b, c(1, "goal-glove"))))
    state = act(act(state, 0, "fight", a), 1, "fight", b)
    assert state.fight.wins == (1, 0) and state.fight.always == (True, True)


def test_misconduct_ignores_only_that_sides_fight_cards():
    """Start a Fight (O45): the user's fight cards are ignored for the period; the other side's count."""
    punch, enf = PUNCH_SKATE, c(1, "enforcer-1-stick")
    misconduct = (fl.Effect("misconduct", 0, "period", "Start a Fight"),)
    state = in_fight(((punch, c(0, "goal-stick")), (enf, c(1, "goal-glove"))), effects=misconduct)
    new, events = GAME.apply(act(state, 0, "fight", punch), Action(1, "fight", (enf,)))
    assert new.fight.always == (False, True) and new.fight.wins == (0, 1)
    assert "fight-effect" in kinds(events)
    other = (fl.Effect("misconduct", 1, "period", "Start a Fight"),)
    a = c(0, "enforcer-1-glove")
    state = in_fight(((a, c(0, "goal-stick")), (c(1, "rookie-0-glove"), c(1, "goal-glove"))), effects=other)
    state = act(act(state, 0, "fight", a), 1, "fight", c(1, "rookie-0-glove"))
    assert state.fight.always == (True, False)


def test_punch_at_fault_wins_at_once_and_not_at_fault_does_nothing():
    """FG3 Punch (O37): at fault with it, the fight is won at once, whatever the count."""
    a, b = c(0, "rookie-0-glove"), "s2:drop-the-gloves-1-stick"      # Stick beats Glove: seat 0 at fault
    state = in_fight(((a, c(0, "goal-stick")), (b, c(1, "goal-glove"))), fight=Fight(None, wins=(0, 2)))
    state = act(act(state, 0, "fight", a), 1, "fight", b)
    assert state.phase == FIGHT and state.fight.wins == (1, 2)
    a2 = c(0, "rookie-0-skate")                                       # Skate beats Stick: seat 1 at fault
    state = in_fight(((a2, c(0, "goal-stick")), (b, c(1, "goal-glove"))), fight=Fight(None, wins=(2, 0)))
    new, events = GAME.apply(act(state, 0, "fight", a2), Action(1, "fight", (b,)))
    assert new.phase == STOPPAGE and new.stoppage.chooser == 1
    eff = next(e for e in events if e.kind == "fight-effect")
    assert eff.text == ("Player 2's Drop the Gloves 1 (stick): Punch / Elbow. At fault with this card, you win the fight "
                        "at once.")
    assert eff.data == {"seat": 1, "effect": "punch", "good": True}
    assert next(e for e in events if e.kind == "fight-over").data == {"winner": 1}


def test_the_first_effect_that_ends_the_fight_decides(monkeypatch):
    """O38: effects apply in seat order right after the reveal; Official (FG5) ends it with no winner."""
    _with(monkeypatch, good3=effect("end-fight", name="Official", text="Stop."))
    a, b = PUNCH_SKATE, "s2:drop-the-gloves-1-stick"
    state = in_fight(((a, c(0, "goal-stick")), (b, c(1, "goal-glove"))), fight=Fight(None, wins=(2, 0)))
    new, events = GAME.apply(act(state, 0, "fight", a), Action(1, "fight", (b,)))
    assert [e.data["seat"] for e in events if e.kind == "fight-effect"] == [0, 0, 0, 1, 1, 1]   # Punch, Fight, Brown
    assert next(e for e in events if e.kind == "fight-over").data == {"winner": None}
    assert new.phase == STOPPAGE


def test_a_win_effect_for_seat_one_after_seat_zero_ends_nothing(monkeypatch):
    """O38: seat 0's effect first; a later ending effect does not replace the first."""
    _with(monkeypatch, good3=effect("win-fight"))
    a, b = PUNCH_SKATE, "s2:drop-the-gloves-1-stick"
    state = in_fight(((a, c(0, "goal-stick")), (b, c(1, "goal-glove"))))
    _, events = GAME.apply(act(state, 0, "fight", a), Action(1, "fight", (b,)))
    assert next(e for e in events if e.kind == "fight-over").data == {"winner": 0}


def test_a_brown_card_loser_is_injured_the_winner_not():
    """FB11 Brown Card (O37, O39): the side that loses the fight has its last Player card injured;
    the winner's Brown Card does nothing."""
    play = (c(0, "rookie-0-helmet"), c(1, "sniper-7-glove"))
    a, b = c(0, "body-check-3-stick"), c(1, "body-check-3-glove")      # Stick beats Glove: seat 1 at fault
    state = in_fight(((a, c(0, "goal-stick")), (b, c(1, "goal-glove"))), fight=Fight(None, wins=(0, 2)))
    state = evolve(state, play=play)
    new, events = GAME.apply(act(state, 0, "fight", a), Action(1, "fight", (b,)))
    brown = [e for e in events if e.kind == "fight-effect"]
    assert [e.text for e in brown] == ["Brown Card: " + fights.fight_effects()[(False, 11)].text] * 2
    assert brown[0].data == {"seat": 0, "effect": "brown-card"}
    assert [(e.kind, e.seat, e.card, e.until, e.detail) for e in new.effects if e.kind == "injured"] == \
        [("injured", 0, c(0, "rookie-0-helmet"), "game", "Injured")]
    injury = next(e for e in events if e.kind == "injury")
    assert injury.text == "Rookie 0 (helmet) is injured: Cancelled for the rest of the game."
    assert injury.data == {"card": c(0, "rookie-0-helmet"), "seat": 0}


@pytest.mark.parametrize("kind, when, fault, fires", [
    ("momentum", "at-fault", 0, True), ("momentum", "at-fault", 1, False), ("momentum", "at-fault", None, False),
    ("momentum", "not-at-fault", 0, False), ("momentum", "not-at-fault", 1, True),
    ("momentum", "not-at-fault", None, True), ("momentum", "always", 1, True),
])
def test_when_an_effect_applies(kind, when, fault, fires):
    """Fight Card Effects: "if at fault" and "if not at fault" (O37's ``when``)."""
    pile = c(1, "goal-skate")
    state = in_fight(((), ()), momentum=(pile,))
    events: list[Event] = []
    new, ended = fights._apply(T, state, 0, (c(0, "rookie-0-stick"), c(1, "rookie-0-glove")), fault,
                               effect(kind, when), events)
    assert ended is None and (pile in new.extras[0]) == fires and bool(events) == fires
    assert (pile in new.hands[0]) == fires and new.hands[1] == state.hands[1]


def test_play_making_ignores_bad_effects_only():
    """FG4 Play-making (O37): the side ignores bad effects for the rest of the fight, and says so."""
    state = in_fight(((c(0, "goalie-g-stick"),), ()), fight=Fight(None, immune=(True, False)), momentum=(c(1, "goal-skate"),))
    cards = (c(0, "rookie-0-stick"), c(1, "rookie-0-glove"))
    events: list[Event] = []
    new, _ = fights._apply(T, state, 0, cards, 0, effect("cancel-goalies", good=False, name="Goalie"), events)
    assert new == state and events == [Event("fight-immune", "Player 1 ignores Goalie (Play-making).")]
    assert events[0].data == {"seat": 0}
    new, _ = fights._apply(T, state, 0, cards, 0, effect("momentum"), [])
    assert new.momentum == ()
    other, _ = fights._apply(T, state, 1, cards, 0, effect("lose-token", good=False), [])
    assert other.fight.immune == (True, False)
    immune, _ = fights._apply(T, in_fight(((), ())), 1, cards, 1, effect("immune"), [])
    assert immune.fight.immune == (False, True)


def test_each_effect_kind_for_seat_one():
    """Fight Card Effects (O37): each kind acts on the side whose card shows it (here seat 1)."""
    cards = (c(0, "sniper-7-stick"), c(1, "sniper-7-glove"))
    base = in_fight(((c(0, "goal-stick"),), (c(1, "goalie-g-glove"), c(1, "goal-glove"), c(1, "rookie-0-glove"))),
                    momentum=(c(0, "goal-skate"),), tokens=(2, 0))
    base = evolve(base, fight=Fight(None, swaps=(0, 1)))

    def run(kind, fault=1, **kw):
        events: list[Event] = []
        new, ended = fights._apply(T, base, 1, cards, fault, effect(kind, **kw), events)
        return new, ended, events

    new, _, events = run("bench-swap")
    assert new.fight.swaps == (0, 2)
    assert events == [Event("fight-effect", "Player 2's Sniper 7 (glove): Name. Words.")]
    assert events[0].data == {"seat": 1, "effect": "id-bench-swap", "good": True}
    assert run("win-fight")[1] == ("won", 1)
    assert run("end-fight")[1] == ("stopped", None)
    assert run("always-at-fault")[0] == base
    new = run("penalty", name="Hothead")[0]
    assert [(c.seat, c.name, c.why) for c in new.calls] == [(1, "Fighting", "Hothead")]
    new = run("cancel-goalies")[0]
    assert [(e.kind, e.seat, e.until, e.detail, e.card) for e in new.effects] == \
        [("cancelled", 1, "period", "Fight", c(1, "goalie-g-glove"))]
    new = run("cancel-goal-cards")[0]
    assert [e.card for e in new.effects] == [c(1, "goal-glove")]
    new = run("no-shoot", name="Blue")[0]
    assert [(e.kind, e.seat, e.until, e.detail) for e in new.effects] == [("no-shoot", 1, "period", "Blue")]
    new = run("lose-colors", colors=("orange", "yellow"))[0]
    assert [(e.kind, e.seat, e.until, e.detail) for e in new.effects] == [("lose-colors", 1, "period", "orange,yellow")]
    assert basics.lost_colors(new, 1) == {"orange", "yellow"} and basics.lost_colors(new, 0) == frozenset()
    new = run("injure-self")[0]
    assert [(e.seat, e.card) for e in new.effects if e.kind == "injured"] == [(1, c(1, "sniper-7-glove"))]
    new = run("injure-opponent")[0]
    assert [(e.seat, e.card) for e in new.effects if e.kind == "injured"] == [(0, c(0, "sniper-7-stick"))]
    assert run("lose-token")[0].tokens == (2, 0)                          # never below none
    new = run("momentum")[0]
    assert new.hands[1][-1] == c(0, "goal-skate") and new.extras[1] == (c(0, "goal-skate"),)
    with pytest.raises(ValueError, match="unknown fight effect 'dance'"):
        run("dance")


def test_losing_a_token_takes_exactly_one():
    """Shaken (bad 10, O37): lose one momentum token."""
    state = in_fight(((), ()), tokens=(3, 2))
    new, _ = fights._apply(T, state, 0, (c(0, "sniper-7-stick"), c(1, "sniper-7-glove")), 1,
                           effect("lose-token", good=False), [])
    assert new.tokens == (2, 2)


def test_a_goal_card_effect_cancels_goal_and_breakaway_cards_only():
    """Goal card (bad, O37): the side's Goal and Breakaway cards in hand are Cancelled for the period."""
    hand = (c(0, "goal-stick"), c(0, "rookie-0-stick"), c(0, "goalie-g-stick"))
    state = in_fight((hand, (c(1, "goal-glove"),)))
    assert [e.card for e in fights._cancel_in_hand(T, state, 0, "cancel-goal-cards").effects] == [c(0, "goal-stick")]
    assert [e.card for e in fights._cancel_in_hand(T, state, 0, "cancel-goalies").effects] == [c(0, "goalie-g-stick")]
    assert fights.GOAL_NAMES == {"Goal", "Breakaway"}


def test_the_momentum_effect_with_an_empty_pile_does_nothing():
    """Crowd (good 1, O37): take the top Momentum Card, if there is one."""
    state = in_fight(((), ()), momentum=())
    events: list[Event] = []
    assert fights._momentum(T, state, 0, events) == state and events == []


def test_which_card_is_injured():
    """O39: the side's card just revealed if it is one of its Player cards, else its last Player card
    in the play area; with neither, nobody; one injury per fight."""
    play = (c(0, "rookie-0-helmet"), c(0, "sniper-7-helmet"), c(1, "sniper-7-glove"), c(0, "goal-helmet"))
    state = evolve(in_fight(((), ())), play=play)

    def hurt(seat, revealed, st=state):
        new = fights.injure(T, st, seat, revealed, [])
        return [e.card for e in new.effects if e.kind == "injured"], new.fight.injured

    assert hurt(0, c(0, "rookie-0-stick")) == ([c(0, "rookie-0-stick")], True)
    assert hurt(0, c(0, "goal-stick")) == ([c(0, "sniper-7-helmet")], True)     # not a Player card
    assert hurt(0, c(1, "rookie-0-glove")) == ([c(0, "sniper-7-helmet")], True)  # not seat 0's
    assert hurt(0, None) == ([c(0, "sniper-7-helmet")], True)
    assert hurt(1, None) == ([c(1, "sniper-7-glove")], True)
    # a card laid from the other side's deck (a Momentum Card) is the card of the side that laid it (O22)
    laid = evolve(state, laid_by=((c(1, "sniper-7-glove"), 0),))
    assert hurt(0, None, laid) == ([c(1, "sniper-7-glove")], True) and hurt(1, None, laid) == ([], False)
    empty = evolve(state, play=(c(0, "goal-helmet"),))
    assert hurt(1, None, empty) == ([], False) and fights.injure(T, empty, 1, None, []) == empty
    done = evolve(state, fight=Fight(None, injured=True))
    assert fights.injure(T, done, 0, c(0, "rookie-0-stick"), []) == done


def test_line_change_adds_its_switches_to_the_stoppage():
    """Line Change (good 2, O37, O38): one more bench switch at the stoppage after the fight."""
    state = in_fight(((), ()), fight=Fight(None, wins=(1, 1), swaps=(1, 0)))
    plain = fights.finish(T, evolve(state, fight=Fight(None, wins=(1, 1))), None, [])
    new = fights.finish(T, state, None, [])
    assert new.swaps == (plain.swaps[0] - 1, plain.swaps[1])


def test_the_lasting_effects_are_per_side():
    """Blue Non-player and Coaching (O37): each side's own effects only; colors gathered from all."""
    effects = (fl.Effect("no-shoot", 1, "period"), fl.Effect("lose-colors", 0, "period", "orange,yellow"),
               fl.Effect("lose-colors", 0, "period", "blue"), fl.Effect("lose-colors", 1, "period", "red"),
               fl.Effect("misconduct", 0, "period", "Start a Fight"))
    state = evolve(official_with_discards(), effects=effects)
    assert basics.no_shoot(state, 1) and not basics.no_shoot(state, 0)
    assert basics.lost_colors(state, 0) == {"orange", "yellow", "blue"}
    assert basics.lost_colors(state, 1) == {"red"}


def test_enforcer_is_always_at_fault_and_punch_wins_at_once():
    """Fight Card Effects (authored, O37): FG7 Enforcer is always at fault; FG3 Punch at fault wins
    the fight at once."""
    state = _in_fight(((card(0, "enforcer-1-stick"), PUNCHES[1]), (card(1, "rookie-0-glove"), card(1, "goal-skate"))))
    state = act(state, 0, "fight", card(0, "enforcer-1-stick"))
    state = act(state, 1, "fight", card(1, "rookie-0-glove"))    # Stick beats Glove, but the Enforcer is at fault
    assert state.fight.wins == (1, 0) and state.fight.always == (True, False)
    state = act(state, 0, "fight", PUNCHES[1])
    state = act(state, 1, "fight", card(1, "goal-skate"))
    assert state.phase == STOPPAGE and state.stoppage.chooser == 0


def test_a_brown_card_loser_is_injured_and_one_injury_per_fight():
    """Fight Card Effects: FB11 Brown Card injures the loser's last Player card; at most one injury
    per fight; an injured card is Cancelled for the rest of the game (Injured)."""
    play = (card(1, "sniper-7-glove"), card(0, "rookie-0-helmet"))
    state = _in_fight(((card(0, "body-check-3-stick"),), (card(1, "rookie-0-glove"),)), puck="c9", control=0)
    state = evolve(state, play=play, fight=Fight(None, wins=(0, 2)))
    state = act(state, 0, "fight", card(0, "body-check-3-stick"))
    state = act(state, 1, "fight", card(1, "rookie-0-glove"))   # Stick beats Glove: seat 1 wins 3-0
    injured = [e.card for e in state.effects if e.kind == "injured"]
    assert injured == [card(0, "rookie-0-helmet")]
    events: list[Event] = []
    again = evolve(official_with_discards(play=play), fight=Fight(None, injured=True))
    assert not [e for e in fights.injure(T, again, 0, None, events).effects if e.kind == "injured"]


@pytest.mark.parametrize("kind, check", [
    ("momentum", lambda s: s.extras[0] == (card(1, "goal-skate"),)),
    ("bench-swap", lambda s: s.fight.swaps == (1, 0)),
    ("immune", lambda s: s.fight.immune == (True, False)),
    ("injure-opponent", lambda s: any(e.kind == "injured" and e.seat == 1 for e in s.effects)),
    ("penalty", lambda s: [c.seat for c in s.calls] == [0]),
    ("cancel-goalies", lambda s: fl.cancelled(s, card(0, "goalie-g-stick"))),
    ("cancel-goal-cards", lambda s: fl.cancelled(s, card(0, "goal-stick"))),
    ("no-shoot", lambda s: basics.no_shoot(s, 0) and not basics.no_shoot(s, 1)),
    ("lose-colors", lambda s: basics.lost_colors(s, 0) == {"orange", "yellow"}),
    ("injure-self", lambda s: any(e.kind == "injured" and e.seat == 0 for e in s.effects)),
    ("lose-token", lambda s: s.tokens == (1, 1)),
])
def test_each_fight_effect_does_what_the_list_says(kind, check):
    """Fight Card Effects (O37): every effect kind of the authored list, applied at once."""
    state = _in_fight(((card(0, "goalie-g-stick"), card(0, "goal-stick")), ()), momentum=(card(1, "goal-skate"),),
                      tokens=(2, 1))
    cards = (card(0, "sniper-7-stick"), card(1, "sniper-7-glove"))
    events: list[Event] = []
    new, ended = fights._apply(T, state, 0, cards, 0, _effect(kind, colors=("orange", "yellow")), events)
    assert ended is None and check(new)


def test_effects_that_end_the_fight_and_when_they_apply():
    """Part 2, "Fights": the Fight Card Effects that end a fight (rulings O37-O39)."""
    events: list[Event] = []
    state = _in_fight(((), ()))
    cards = (card(0, "sniper-7-stick"), card(1, "sniper-7-glove"))
    assert fights._apply(T, state, 0, cards, 0, _effect("win-fight", "at-fault"), events)[1] == ("won", 0)
    assert fights._apply(T, state, 0, cards, 1, _effect("win-fight", "at-fault"), events)[1] is None
    assert fights._apply(T, state, 0, cards, None, _effect("end-fight"), events)[1] == ("stopped", None)
    immune = evolve(state, fight=Fight(None, immune=(True, False)))
    assert not fights._apply(T, immune, 0, cards, 1, _effect("penalty", good=False), events)[0].calls
    assert not fights._apply(T, state, 0, cards, 0, _effect("penalty", "not-at-fault", False), events)[0].calls


def test_a_fights_effects_last_the_period():
    """Blue Non-player: no Shoot; Coaching: the orange and yellow abilities are lost (O37: for the
    rest of the period)."""
    lasting = (fl.Effect("no-shoot", 0, "period"), fl.Effect("lose-colors", 0, "period", "blue"))
    base = {"hands": ((), (card(1, "goal-skate"),)), "play": (card(0, "sniper-7-stick"),), "phase": USE, "puck": "e3",
            "control": 0, "turn": 0}
    state = official_with_discards(**base, effects=lasting)
    refused = verdict(state, 0, "shoot")
    assert not refused and refused.code == "fight-no-shoot"
    assert not any(a.kind in ("shoot", "ability", "color") for a in GAME.legal_actions(state, 0))
    plain = official_with_discards(**base)
    assert verdict(plain, 0, "shoot")
    assert any(a.kind == "color" and a.args[0] == "blue" for a in GAME.legal_actions(plain, 0))


def test_the_effects_list_is_checked():
    """Card data: the list is checked against its schema and for repeated numbers."""
    good = [{"number": 1, "id": "a", "name": "A", "text": "t", "effect": "momentum", "when": "always"}]
    with pytest.raises(CardFileError):
        fights._effects({"good": good + good, "bad": good}, "x.yaml")
    bad = [{"number": 1, "id": "b", "name": "B", "text": "t", "effect": "lose-colors", "when": "always"}]
    with pytest.raises(CardFileError):
        fights._effects({"good": good, "bad": bad}, "x.yaml")
    listed = fights.fight_effects()
    assert listed[(True, 3)].effect == "win-fight" and listed[(True, 7)].effect == "always-at-fault"
    assert listed[(False, 11)].effect == "injure-last-player"


def test_a_superstar_revealed_in_a_fight_takes_two_minutes():
    """Part 2, Fights: Fight Card Effects: "Superstar (Take 2-min penalty)". A Captain (#8 Player
    card, a Superstar as in O104) revealed in an exchange calls a 2-minute penalty on its side,
    though it prints no FB# symbol; a Goalie revealed has its side's Goalie cards Cancelled."""
    star, goalie = c(0, "captain-8-stick"), c(1, "goalie-g-glove")
    state = in_fight(((star, c(0, "goal-stick")), (goalie, c(1, "goalie-g-skate"), c(1, "goal-glove"))))
    new, events = GAME.apply(act(state, 0, "fight", star), Action(1, "fight", (goalie,)))
    assert [(k.seat, k.name, k.why) for k in new.calls] == [(0, "Fighting", "Superstar")]
    assert fl.cancelled(new, c(1, "goalie-g-skate")) and not fl.cancelled(new, c(1, "goal-glove"))
    assert [e.data["effect"] for e in events if e.kind == "fight-effect"] == ["superstar", "goalie"]


def test_a_specialist_sees_the_opponents_next_fight_card():
    """Part 2, Fights: Fight Card Effects: "Specialist (See opponent's next card)". After a
    Specialist is revealed, the other side lays its next fight card first and the Specialist's side
    is shown it before laying its own; the exchange after that is simultaneous again."""
    spec, b = c(0, "face-off-specialist-7-stick"), c(1, "rookie-0-glove")
    later = (c(0, "rookie-0-stick"), c(0, "goal-stick"), c(0, "rookie-0-skate"))
    state = in_fight(((spec,) + later, (b, c(1, "rookie-0-skate"), c(1, "goal-glove"), c(1, "rookie-0-helmet"))))
    state = act(act(state, 0, "fight", spec), 1, "fight", b)
    assert state.phase == FIGHT and state.fight.sees == (True, False)
    assert [d.seat for d in GAME.pending(state)] == [1]
    assert GAME.legal_actions(state, 0) == []
    refused = verdict(state, 0, "fight", c(0, "rookie-0-stick"))
    assert not refused and refused.code == "fight-sees-next"
    state, events = GAME.apply(state, Action(1, "fight", (c(1, "rookie-0-skate"),)))
    seen = next(e for e in events if e.kind == "fight-seen")
    assert seen.audience == frozenset((0,)) and seen.data == {"seat": 0, "card": c(1, "rookie-0-skate")}
    assert [d.seat for d in GAME.pending(state)] == [0]
    state = act(state, 0, "fight", c(0, "rookie-0-stick"))
    assert state.fight.sees == (False, False) and len(state.fight.exchanges) == 2
    assert sorted(d.seat for d in GAME.pending(state)) == [0, 1]


def test_the_card_a_specialist_saw_stays_in_its_sides_sight_and_its_guesses():
    """Fight Card Effects: Specialist: the card the Specialist's side was shown stays in that side's
    view (a lasting effect naming it, and not hidden from it) until the exchange is revealed; a
    spectator's view does not name it. A guess at the hidden cards from that side's view (the
    computer player's determinization) leaves it where it is, face down for the other side."""
    spec, b = card(0, "face-off-specialist-7-stick"), card(1, "rookie-0-glove")
    shown = card(1, "rookie-0-skate")
    hands = ((spec, card(0, "rookie-0-stick"), card(0, "goal-stick")), (b, shown, card(1, "goal-glove")))
    state = act(act(official_with_discards(hands, phase=FIGHT, fight=Fight(None), picks=(None, None)),
                    0, "fight", spec), 1, "fight", b)
    assert state.fight.sees == (True, False) and fights.seen_card(state, 0) is None
    state = act(state, 1, "fight", shown)
    view = GAME.view(state, 0)
    assert [(e.seat, e.card) for e in view.effects if e.kind == fights.SEEN] == [(0, shown)]
    assert shown not in GAME.hidden_from(state, 0) and shown in GAME.hidden_from(state, None)
    assert not [e for e in GAME.view(state, None).effects if e.kind == fights.SEEN]
    for seed in range(8):
        guess = GAME.determinize(view, random.Random(seed))
        assert guess.picks == (None, shown) and shown not in guess.hands[1]
        assert GAME.view(guess, 0) == view
    state = act(state, 0, "fight", card(0, "rookie-0-stick"))
    assert state.fight.sees == (False, False) and not [e for e in state.effects if e.kind == fights.SEEN]


def test_two_specialists_see_nothing():
    """Fight Card Effects: Specialist, on both sides at once: neither can lay after the other, so
    both lay as usual."""
    a, b = c(0, "face-off-specialist-7-stick"), c(1, "face-off-specialist-7-glove")
    state = in_fight(((a, c(0, "goal-stick")), (b, c(1, "goal-glove"))))
    state = act(act(state, 0, "fight", a), 1, "fight", b)
    assert state.fight.sees == (True, True)
    assert sorted(d.seat for d in GAME.pending(state)) == [0, 1]


def test_breakaway_at_fault_gives_the_sides_superstars_its_colors_for_the_period():
    """Part 2, Fights: Fight Card Effects: "Breakaway (Superstars gain Purple ability if at fault)".
    At fault with a Breakaway card, the side's Superstars (#8 Player cards) have the Purple ability
    when played for the rest of the period (O37); not at fault, nothing."""
    brk, b = c(0, "breakaway-glove"), c(1, "rookie-0-stick")          # Stick beats Glove: seat 0 at fault
    state = in_fight(((brk, c(0, "goal-stick")), (b, c(1, "goal-glove"))))
    new = act(act(state, 0, "fight", brk), 1, "fight", b)
    assert [(e.kind, e.seat, e.until, e.detail) for e in new.effects if e.kind == "superstars-gain"] == \
        [("superstars-gain", 0, "period", "purple")]
    state = in_fight(((brk, c(0, "goal-stick")), (c(1, "rookie-0-skate"), c(1, "goal-glove"))))
    new = act(act(state, 0, "fight", brk), 1, "fight", c(1, "rookie-0-skate"))    # Glove beats Skate: seat 1
    assert not [e for e in new.effects if e.kind == "superstars-gain"]


def test_a_superstar_laid_after_breakaway_has_the_colors_it_lacks():
    """Fight Card Effects: Breakaway: the gift lands on a Superstar its side lays in Phase 2, for
    that turn; a color the card prints is not given again, and other cards get nothing."""
    star = c(0, "captain-8-stick")
    gift = (fl.Effect("superstars-gain", 0, "period", "gold,purple"),)
    state = official_with_discards(effects=gift, hands=((star, c(0, "sniper-7-stick")), ()), phase=PLAY,
                                   puck="c9", control=0, turn=0)
    events: list[Event] = []
    new = fights.on_play(T, state, 0, star, events)
    assert [(e.kind, e.detail, e.card, e.until) for e in new.effects if e.kind == "gain-color"] == \
        [("gain-color", "gold", star, "turn")]
    assert events[0].kind == "fight-gift" and events[0].data["colors"] == ("gold",)
    assert fights.on_play(T, state, 0, c(0, "sniper-7-stick"), []) == state
    assert fights.on_play(T, state, 1, c(1, "captain-8-stick"), []) == state
    played = act(state, 0, "play", star)
    assert "gold" in usable_colors(T, played, star, 0)
