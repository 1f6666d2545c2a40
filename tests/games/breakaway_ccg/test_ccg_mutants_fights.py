"""Breakaway: CCG fights, scenario by scenario (issue 20's mutation scores for ``fights.py``).

Each test cites the book's passage (Part 2, "Fights"; "Symbols: FG#/FB#"; "Injured") or the ruling
(O37-O40, O45 in ``docs/rulings/breakaway-ccg.md``) it pins. The effects list is read afresh in
the tests that look at it: the engine's copy is cached before a mutant can change the loader.
"""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

import pytest
import yaml

from tabletop.cards.loader import CardFileError
from tabletop.engine.actions import Action
from tabletop.engine.events import Event
from tabletop.games.breakaway_ccg import fights
from tabletop.games.breakaway_ccg import official_flow as fl
from tabletop.games.breakaway_ccg.cards import Symbol, data_dir
from tabletop.games.breakaway_ccg.fights import Fight, FightEffect
from tabletop.games.breakaway_ccg.state import FIGHT, STOPPAGE, evolve
from tests.games.breakaway_ccg.support import GAME, T, act, verdict
from tests.games.breakaway_ccg.support import official_with_discards as official

RULE = "Breakaway: CCG, Official rules — Fights"
PUNCH = "s1:drop-the-gloves-1-helmet"          # FG3, Punch action, helmet suit
PUNCH_SKATE = "s1:drop-the-gloves-1-skate"
OTHER_PUNCH = "s2:drop-the-gloves-1-stick"
EFFECTS_FILE = data_dir() / "fight_effects.yaml"


def c(seat, card_id):
    """A copy by id, also of a card outside the default teams (the rules read a copy's card from its id)."""
    return f"s{seat + 1}:{card_id}"


def in_fight(hands, fight=None, **fields):
    state = official(**fields)
    return evolve(state, phase=FIGHT, fight=fight or Fight(None), hands=hands, picks=(None, None))


def effect(kind, when="always", good=True, colors=(), name="Name", text="Words."):
    return FightEffect(9, f"id-{kind}", name, text, kind, when, good, colors)


def kinds(events):
    return [e.kind for e in events]


# ----- the effects list (O37) -------------------------------------------------------------------------
def test_the_shipped_effects_list_read_afresh_is_the_file_entry_by_entry():
    """O37: seven good and eleven bad numbered effects, each as the file says (names and texts
    trimmed, the colors a lose-colors effect names kept in order)."""
    raw = yaml.safe_load(EFFECTS_FILE.read_text(encoding="utf-8"))
    listed = fights.load_fight_effects(str(EFFECTS_FILE))       # a path given as text works too
    assert len(raw["good"]) == 7 and len(raw["bad"]) == 11
    expected = {}
    for side in ("good", "bad"):
        for e in raw[side]:
            expected[(side == "good", e["number"])] = FightEffect(
                e["number"], e["id"], e["name"].strip(), e["text"].strip(), e["effect"], e["when"], side == "good",
                tuple(e.get("colors", ())))
    assert listed == expected
    assert listed[(True, 3)] == FightEffect(3, "punch", "Punch", "At fault with this card, you win the fight at once.",
                                            "win-fight", "at-fault", True, ())
    coaching = listed[(False, 5)]
    assert coaching.effect == "lose-colors" and coaching.colors == ("orange", "yellow") and not coaching.good
    assert isinstance(coaching.colors, tuple)


def _entry(number=1, id_="a", name=" A ", text=" t ", kind="momentum", when="always", **more):
    return {"number": number, "id": id_, "name": name, "text": text, "effect": kind, "when": when, **more}


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
    data["good"].append(dict(data["good"][0]))
    path = tmp_path / "effects.yaml"
    path.write_text(yaml.safe_dump(data), encoding="utf-8")
    with pytest.raises(CardFileError) as bad:
        fights.load_fight_effects(path)
    assert str(bad.value).startswith(f"{path}, effect 'crowd', field 'number'")


def test_effects_of_reads_only_listed_fg_and_fb_numbers():
    """Symbols: FG#/FB#: a card has a fight effect only through such a symbol, the numbered entry of
    the list; a number the list lacks gives none (O37); other symbols never do."""
    listed = fights.fight_effects()
    card = SimpleNamespace(symbols=(Symbol("fight-bad", number=11), Symbol("number", color="red", area=3),
                                    Symbol("fight-good", number=None), Symbol("fight-good", number=99),
                                    Symbol("fight-good", number=3), Symbol("dot", color="red")))
    fake = SimpleNamespace(card={"x": card})
    assert fights.effects_of(fake, "x") == (listed[(False, 11)], listed[(True, 3)])
    assert fights.effects_of(T, PUNCH) == (listed[(True, 3)],)
    assert fights.effects_of(T, c(0, "rookie-0-stick")) == ()


# ----- starting (Fights: Starting a Fight; O38) ------------------------------------------------------
def test_what_starts_a_fight():
    """Fights, Starting a Fight: a Punch laid directly on a Punch or a Body-Check; not on anything
    else, not alone in the play area, not on a card the caller marks (a challenge or Shot Card, O38)."""
    base = official()
    on_punch = evolve(base, play=(OTHER_PUNCH, PUNCH))
    on_check = evolve(base, play=(c(1, "body-check-3-glove"), PUNCH))
    assert fights.starts(T, on_punch, 0, PUNCH, frozenset())
    assert fights.starts(T, on_check, 0, PUNCH, frozenset())
    assert not fights.starts(T, on_punch, 0, PUNCH, frozenset({OTHER_PUNCH}))
    assert not fights.starts(T, evolve(base, play=(PUNCH,)), 0, PUNCH, frozenset())
    assert not fights.starts(T, evolve(base, play=(c(1, "rookie-0-glove"), PUNCH)), 0, PUNCH, frozenset())
    rookie = c(0, "rookie-0-stick")
    assert not fights.starts(T, evolve(base, play=(OTHER_PUNCH, rookie)), 0, rookie, frozenset())
    # O38: on the other side's card only; a side lays on its own when the other skips a turn empty-handed,
    # and "its own" is who laid it (O22), not the deck
    own_check = evolve(base, play=(c(0, "body-check-3-glove"), PUNCH))
    assert not fights.starts(T, own_check, 0, PUNCH, frozenset())
    assert fights.starts(T, evolve(own_check, laid_by=((own_check.play[0], 1),)), 0, PUNCH, frozenset())
    assert not fights.starts(T, evolve(on_punch, laid_by=((OTHER_PUNCH, 0),)), 0, PUNCH, frozenset())


def test_start_on_a_punch_and_on_a_body_check():
    """Fights, Starting a Fight and Procedure: both draw four; a Punch on a Body-Check is the
    puncher's instigator penalty; play stops for the fight (O38)."""
    for below, instigator in ((OTHER_PUNCH, None), (c(1, "body-check-3-glove"), 0)):
        state = official(hands=((), ()))
        state = evolve(state, play=(below, PUNCH), shot=1, stage="y", shot_from=3, placing=1,
                       picks=(c(0, "rookie-0-stick"), None))
        events: list[Event] = []
        new = fights.start(T, state, 0, events)
        assert events[0] == Event("fight", f"A fight! Player 1's Punch lands on {T.label[below]}. Each side draws 4 "
                                           "and the exchanges begin.")
        assert events[0].data == {"seat": 0, "instigator": instigator}
        assert new.phase == FIGHT and new.fight == Fight(instigator)
        assert [len(h) for h in new.hands] == [4, 4]
        assert new.hands[0] == state.decks[0][:4] and new.hands[1] == state.decks[1][:4]
        assert (new.picks, new.shot, new.stage, new.shot_from, new.placing) == ((None, None), None, None, 0, None)
        # Common Infractions: instigating is 2 minutes, never a penalty shot, even with a shot under way.
        assert [(c.seat, c.name, c.why, c.minutes, c.shot) for c in new.calls] == (
            [(0, "Instigating", "A Punch on a Body-Check", 2, False)] if instigator == 0 else [])


def test_start_by_the_special_and_open_fight():
    """Part 3, Start a Fight (O45): its user instigates (2 minutes), takes the misconduct for the
    period, and both draw four; a fight a special opens keeps the instigator it is given (O40)."""
    state = evolve(official(), play=(c(1, "rookie-0-glove"),), shot=0)
    events: list[Event] = []
    new = fights.start_by_special(T, state, 1, "start-a-fight", events)
    assert events[0] == Event("fight", "A fight! Player 2 starts it with Rookie 0 (glove)'s Start a Fight. Each side "
                                       "draws 4 and the exchanges begin; Player 2's fight cards are ignored for the "
                                       "rest of the period (misconduct).")
    assert events[0].data == {"seat": 1, "instigator": 1, "special": "start-a-fight"}
    assert [(c.seat, c.name, c.why, c.minutes, c.shot) for c in new.calls] == [
        (1, "Instigating", "Start a Fight", 2, False)]
    assert new.special_used and new.effects[-1] == fl.Effect("misconduct", 1, "period", "Start a Fight")
    assert new.fight == Fight(1) and new.phase == FIGHT and [len(h) for h in new.hands] == [4, 4]
    assert new.hands[1] == state.decks[1][:4]
    for instigator in (None, 0):
        opened = fights.open_fight(T, evolve(official(), shot=0, stage="y", shot_from=2, placing=0,
                                             picks=(c(0, "rookie-0-stick"), None)), 1,
                                   instigator, [])
        assert opened.fight == Fight(instigator) and [len(h) for h in opened.hands] == [4, 4]
        assert (opened.picks, opened.shot, opened.stage, opened.shot_from, opened.placing) == \
            ((None, None), None, None, 0, None)


def test_start_with_an_empty_deck_ends_the_fight_at_once():
    """Fights, Procedure: draw four "if possible"; O38: a side with no card ends the fight, level
    exchanges are no winner, and the side that did not instigate chooses the circle."""
    state = official()
    state = evolve(state, play=(c(1, "body-check-3-glove"), PUNCH), decks=((), state.decks[1]))
    events: list[Event] = []
    new = fights.start(T, state, 0, events)
    out = next(e for e in events if e.kind == "fight-out")
    assert out.text == "A side has no card left: the fight ends." and out.data == {"wins": (0, 0)}
    over = next(e for e in events if e.kind == "fight-over")
    assert over.text == "The fight ends with no winner (0-0)." and over.data == {"winner": None}
    assert new.fight is None and new.stoppage.reason == "fight" and new.stoppage.chooser == 1


# ----- the exchanges -----------------------------------------------------------------------------------
def test_legal_and_refusals_during_a_fight():
    """Fights, Procedure: one card from hand laid face down per exchange; every other action waits."""
    a, b = c(0, "rookie-0-stick"), c(0, "sniper-7-stick")
    state = in_fight(((a, b), (c(1, "rookie-0-glove"),)))
    assert fights.legal(T, state, 0) == [Action(0, "fight", (a,)), Action(0, "fight", (b,))]
    refused = fights.validate(T, state, Action(0, "play", (a,)))
    assert (refused.code, refused.reason, refused.rule) == (
        "fight-on", "A fight is under way: lay a card face down for the next exchange.", RULE)
    refused = fights.validate(T, state, Action(0, "fight", (c(1, "rookie-0-glove"),)))
    assert (refused.code, refused.reason, refused.rule) == ("not-in-hand", "Rookie 0 (glove) is not in your hand.",
                                                             RULE)
    assert fights.validate(T, state, Action(0, "fight", (a,)))
    down = act(state, 0, "fight", a)
    assert fights.legal(T, down, 0) == [] and fights.legal(T, down, 1) == [Action(1, "fight", (c(1, "rookie-0-glove"),))]
    refused = fights.validate(T, down, Action(0, "fight", (b,)))
    assert (refused.code, refused.reason, refused.rule) == ("already-chosen", "Your card for this exchange is down.",
                                                             RULE)
    assert fights.rule() == RULE


def test_laying_a_card_is_secret_until_both_are_down():
    """Fights, Procedure: both lay face down, then reveal together; a Momentum Card laid leaves the
    extras too."""
    a, b = c(0, "rookie-0-stick"), c(0, "sniper-7-stick")
    state = in_fight(((a, b), (c(1, "rookie-0-glove"), c(1, "goal-glove"))))
    state = evolve(state, extras=((a,), ()))
    events: list[Event] = []
    new = fights.lay(T, state, 0, a, events)
    assert new.hands[0] == (b,) and new.extras[0] == () and new.picks == (a, None)
    assert events[0] == Event("fight-down", "Player 1 lays a fight card face down.") and events[0].data == {"seat": 0}
    assert events[0].audience is None
    assert (events[1].kind, events[1].text, events[1].audience) == ("fight-own", "You lay Rookie 0 (stick) face down.",
                                                                    {0})
    assert events[1].data == {"seat": 0, "card": a} and len(events) == 2
    first = fights.lay(T, state, 1, c(1, "rookie-0-glove"), [])             # seat 1 may lay first
    assert first.picks == (None, c(1, "rookie-0-glove")) and first.fight.exchanges == ()


def test_the_reveal_scores_the_exchange_and_discards_both_cards():
    """Fights, Procedure; Determining Fault: Stick beats Glove, the Glove is left over, so its side
    is at fault and wins the exchange; both cards go to their owners' discards (O38)."""
    a, b = c(0, "rookie-0-stick"), c(1, "rookie-0-glove")
    state = in_fight(((a, c(0, "goal-stick")), (b, c(1, "goal-glove"))), fight=Fight(None, wins=(2, 0)))
    state = act(state, 0, "fight", a)
    new, events = GAME.apply(state, Action(1, "fight", (b,)))
    reveal = next(e for e in events if e.kind == "fight-reveal")
    assert reveal.text == ("Fight: Player 1 shows Rookie 0 (stick), Player 2 shows Rookie 0 (glove): Player 2 is at "
                           "fault and wins the exchange (2-1).")
    assert reveal.data == {"cards": (a, b), "kind": "fight", "fault": 1, "wins": (2, 1)} and reveal.irreversible
    assert new.fight.wins == (2, 1) and new.fight.exchanges == ((a, b, 1),)
    assert new.picks == (None, None) and new.last_reveal == (a, b)
    assert new.discards[0][-1] == a and new.discards[1][-1] == b and new.phase == FIGHT


def test_nobody_at_fault_wins_nothing():
    """Determining Fault: matching suits cancel, nobody is at fault, nobody wins the exchange (O38)."""
    a, b = c(0, "rookie-0-stick"), c(1, "sniper-7-stick")
    state = in_fight(((a, c(0, "goal-stick")), (b, c(1, "goal-glove"))))
    state = act(state, 0, "fight", a)
    new, events = GAME.apply(state, Action(1, "fight", (b,)))
    reveal = next(e for e in events if e.kind == "fight-reveal")
    assert reveal.text.endswith(": nobody is at fault (0-0).") and reveal.data["fault"] is None
    assert new.fight.wins == (0, 0) and new.fight.exchanges == ((a, b, None),)


def test_three_exchanges_win_and_the_winner_takes_the_momentum_card():
    """Fights, Procedure: the first to win three exchanges wins; the winner draws a Momentum Card;
    play stops at the dots nearest the puck and the winner chooses the circle (O38)."""
    a, b = c(0, "rookie-0-glove"), c(1, "rookie-0-stick")
    top, second = c(1, "goal-skate"), c(0, "goal-skate")
    state = in_fight(((a, c(0, "goal-stick")), (b, c(1, "goal-glove"))), fight=Fight(1, wins=(2, 2)),
                     momentum=(top, second), puck="c9")
    state = act(state, 0, "fight", a)
    new, events = GAME.apply(state, Action(1, "fight", (b,)))      # Stick beats Glove: seat 0 at fault
    over = next(e for e in events if e.kind == "fight-over")
    assert over.text == "Player 1 wins the fight (3-2) and takes a Momentum Card." and over.data == {"winner": 0}
    own = next(e for e in events if e.kind == "momentum-own")
    assert own.text == "You take Goal (skate) from the Momentum pile." and own.audience == {0}
    assert own.data == {"seat": 0, "card": top} and own.irreversible
    assert new.momentum == (second,) and top in new.extras[0]
    assert new.fight is None and new.phase == STOPPAGE and new.stoppage.reason == "fight"
    assert new.stoppage.chooser == 0 and new.stoppage.place == T.rink.place_of("c9")


def test_two_exchanges_are_not_enough():
    """Fights, Procedure: three wins, not two, end the fight."""
    a, b = c(0, "rookie-0-glove"), c(1, "rookie-0-stick")
    state = in_fight(((a, c(0, "goal-stick")), (b, c(1, "goal-glove"))), fight=Fight(None, wins=(1, 2)))
    state = act(act(state, 0, "fight", a), 1, "fight", b)
    assert state.phase == FIGHT and state.fight.wins == (2, 2)


def test_seat_ones_third_win_ends_it_too():
    """Fights, Procedure: either side's third exchange wins the fight."""
    a, b = c(0, "rookie-0-stick"), c(1, "rookie-0-glove")
    state = in_fight(((a, c(0, "goal-stick")), (b, c(1, "goal-glove"))), fight=Fight(0, wins=(2, 2)), momentum=())
    state = act(act(state, 0, "fight", a), 1, "fight", b)
    assert state.phase == STOPPAGE and state.stoppage.chooser == 1 and state.momentum == ()


def test_out_of_cards_the_side_with_more_wins_wins():
    """O38: no card left to lay ends the fight on exchanges won; seat 0 ahead wins it."""
    a, b = c(0, "rookie-0-glove"), c(1, "rookie-0-stick")
    state = in_fight(((a,), (b, c(1, "goal-glove"))), fight=Fight(1, wins=(1, 0)), momentum=(c(1, "goal-skate"),))
    new, events = GAME.apply(act(state, 0, "fight", a), Action(1, "fight", (b,)))
    assert "fight-out" in kinds(events)
    over = next(e for e in events if e.kind == "fight-over")
    assert over.data == {"winner": 0} and over.text == "Player 1 wins the fight (2-0) and takes a Momentum Card."
    assert new.stoppage.chooser == 0


def test_seat_one_ahead_when_the_cards_run_out():
    """O38: the other way round: seat 1 has more exchanges won."""
    a, b = c(0, "rookie-0-stick"), c(1, "sniper-7-stick")                 # nobody at fault
    state = in_fight(((a, c(0, "goal-stick")), (b,)), fight=Fight(None, wins=(0, 1)))
    state = act(act(state, 0, "fight", a), 1, "fight", b)
    assert state.phase == STOPPAGE and state.stoppage.chooser == 1


def test_no_winner_the_circle_goes_to_the_side_that_did_not_instigate_else_home_ice():
    """O38: with no winner, the side that did not instigate chooses the circle, else Home Ice."""
    for instigator, home, chooser in ((0, 0, 1), (1, 0, 0), (None, 1, 1), (None, 0, 0)):
        state = in_fight(((), ()), fight=Fight(instigator, wins=(1, 1)), home=home)
        new = fights.finish(T, state, None, [])
        assert new.stoppage.chooser == chooser, (instigator, home)
    events: list[Event] = []
    fights.finish(T, in_fight(((), ()), fight=Fight(None, wins=(2, 1))), None, events)
    assert events[0].text == "The fight ends with no winner (2-1)."      # Official (good 5) stopped it


# ----- the effects, through real reveals (Fights: Fight Card Effects; O37) ---------------------------------------
def _with(monkeypatch, good3: FightEffect | None = None, bad11: FightEffect | None = None):
    """Give the shipped FG3 (Drop the Gloves) and FB11 (Body-Check) symbols chosen effects."""
    listed = dict(fights.fight_effects())
    if good3 is not None:
        listed[(True, 3)] = good3
    if bad11 is not None:
        listed[(False, 11)] = bad11
    monkeypatch.setattr(fights, "fight_effects", lambda: listed)


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
    assert eff.text == "Player 2's Drop the Gloves 1 (stick): Punch. At fault with this card, you win the fight at once."
    assert eff.data == {"seat": 1, "effect": "punch", "good": True}
    assert next(e for e in events if e.kind == "fight-over").data == {"winner": 1}


def test_the_first_effect_that_ends_the_fight_decides(monkeypatch):
    """O38: effects apply in seat order right after the reveal; Official (FG5) ends it with no winner."""
    _with(monkeypatch, good3=effect("end-fight", name="Official", text="Stop."))
    a, b = PUNCH_SKATE, "s2:drop-the-gloves-1-stick"
    state = in_fight(((a, c(0, "goal-stick")), (b, c(1, "goal-glove"))), fight=Fight(None, wins=(2, 0)))
    new, events = GAME.apply(act(state, 0, "fight", a), Action(1, "fight", (b,)))
    assert [e.data["seat"] for e in events if e.kind == "fight-effect"] == [0, 1]
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
    assert fights.lost_colors(new, 1) == {"orange", "yellow"} and fights.lost_colors(new, 0) == frozenset()
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


# ----- injuries (Injured; O39) ----------------------------------------------------------------------------
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
    state = evolve(official(), effects=effects)
    assert fights.no_shoot(state, 1) and not fights.no_shoot(state, 0)
    assert fights.lost_colors(state, 0) == {"orange", "yellow", "blue"}
    assert fights.lost_colors(state, 1) == {"red"}


def test_a_punch_through_apply_starts_the_fight():
    """Fights, Starting a Fight: through the game's own apply."""
    state = official(hands=((PUNCH,), (c(1, "goal-skate"),)), play=(OTHER_PUNCH,), puck="c9", control=1, turn=0)
    assert verdict(state, 0, "play", PUNCH)
    new = act(state, 0, "play", PUNCH)
    assert new.phase == FIGHT and new.fight.instigator is None
