"""Breakaway: CCG, Part 2 "Fights": what starts a fight (a Punch on a Punch or a Body-Check, or the Start
a Fight special), the four cards drawn, the exchanges decided by fault, three to win, the cards
running out, and the Momentum Card to the winner (rulings O38, O45)."""

from __future__ import annotations

from tabletop.engine.actions import Action
from tabletop.engine.events import Event
from tabletop.games.breakaway_ccg.official import basics, fights
from tabletop.games.breakaway_ccg.official import power_play as pen
from tabletop.games.breakaway_ccg.official import turns as fl
from tabletop.games.breakaway_ccg.official.basics import Effect
from tabletop.games.breakaway_ccg.official.fights import Fight
from tabletop.games.breakaway_ccg.state import FIGHT, STOPPAGE, USE, evolve
from tests.games.breakaway_ccg.helpers_flow import (
    K0,
    PUNCH,
    PUNCHES,
    R0,
    _in_fight,
    at,
    c,
    in_fight,
    in_the_box,
    kinds,
    run,
)
from tests.games.breakaway_ccg.support import GAME, T, act, card, official, official_with_discards, verdict

RULE = "Breakaway: CCG, Official rules — Fights"
OTHER_PUNCH = "s2:drop-the-gloves-1-stick"


def fighting(hands, play, **fields):
    """A position where seat 0 is about to lay ``PUNCH[0]`` (cards outside the default teams are
    given by id: the rules read a copy's card from its id)."""
    state = official_with_discards(hands=((), hands[1]), play=(), **fields)
    return evolve(state, hands=(hands[0], hands[1]), play=play)


def test_a_punch_on_a_punch_starts_a_fight():
    """Fights: Starting: a Punch laid directly on the other side's Punch or Body-Check (not a challenge
    card) starts a fight."""
    from tabletop.games.breakaway_ccg.state import FIGHT

    punch, other = "s1:drop-the-gloves-1-helmet", "s2:drop-the-gloves-1-stick"
    state = official(
        hands=((punch, R0), (K0,)),
        play=(other,),
        puck="c9",
        control=1,
        extra=(("drop-the-gloves-1-helmet",), ("drop-the-gloves-1-stick",)),
    )
    new, events = run(fl.play_card, state, 0, punch)
    assert new.phase == FIGHT and "fight" in kinds(events) and events[-1].kind != "end-turn"
    marked = evolve(state, effects=(Effect("challenge-card", 1, "stoppage", card=other),))
    calm, events = run(fl.play_card, marked, 0, punch)
    assert calm.phase != FIGHT and "fight" not in kinds(events)


def test_lost_colors_are_taken_from_the_cards_own_colors():
    """Fights (lose-colors): a seat that lost a color cannot use it, even with the advantage; the
    other seat keeps it."""
    lose = Effect("lose-colors", 0, "stoppage", "red")
    sog = card(0, "shot-on-goal-4-helmet")               # red, circle blue
    assert pen.colors(T, at(effects=(lose,)), sog, 0) == ()
    assert pen.colors(T, at(effects=(lose,), box=in_the_box(1)), sog, 0) == ("blue",)
    assert pen.colors(T, at(effects=(lose,)), sog, 1) == ("red",)
    assert pen.colors(T, at(effects=(Effect("number-shift", 0, "stoppage", "1", card=sog),)), sog, 0) == ("red",)


def test_what_starts_a_fight():
    """Fights, Starting a Fight: a Punch laid directly on a Punch or a Body-Check; not on anything
    else, not alone in the play area, not on a card the caller marks (a challenge or Shot Card, O38)."""
    base = official_with_discards()
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
        state = official_with_discards(hands=((), ()))
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
    state = evolve(official_with_discards(), play=(c(1, "rookie-0-glove"),), shot=0)
    events: list[Event] = []
    new = fights.start_by_special(T, state, 1, "start-a-fight", events)
    assert events[0] == Event("fight", "A fight! Player 2 starts it with Rookie 0 (glove)'s Start a Fight. Each side "
                                       "draws 4 and the exchanges begin; Player 2's fight cards are ignored for the "
                                       "rest of the period (misconduct).")
    assert events[0].data == {"seat": 1, "instigator": 1, "special": "start-a-fight"}
    assert [(c.seat, c.name, c.why, c.minutes, c.shot) for c in new.calls] == [
        (1, "Instigating", "Start a Fight", 2, False)]
    assert new.special_used and new.effects[-1] == basics.Effect("misconduct", 1, "period", "Start a Fight")
    assert new.fight == Fight(1) and new.phase == FIGHT and [len(h) for h in new.hands] == [4, 4]
    assert new.hands[1] == state.decks[1][:4]
    for instigator in (None, 0):
        opened = fights.open_fight(T, evolve(official_with_discards(), shot=0, stage="y", shot_from=2, placing=0,
                                             picks=(c(0, "rookie-0-stick"), None)), 1,
                                   instigator, [])
        assert opened.fight == Fight(instigator) and [len(h) for h in opened.hands] == [4, 4]
        assert (opened.picks, opened.shot, opened.stage, opened.shot_from, opened.placing) == \
            ((None, None), None, None, 0, None)


def test_start_with_an_empty_deck_ends_the_fight_at_once():
    """Fights, Procedure: draw four "if possible"; O38: a side with no card ends the fight, level
    exchanges are no winner, and the side that did not instigate chooses the circle."""
    state = official_with_discards()
    state = evolve(state, play=(c(1, "body-check-3-glove"), PUNCH), decks=((), state.decks[1]))
    events: list[Event] = []
    new = fights.start(T, state, 0, events)
    out = next(e for e in events if e.kind == "fight-out")
    assert out.text == "A side has no card left: the fight ends." and out.data == {"wins": (0, 0)}
    over = next(e for e in events if e.kind == "fight-over")
    assert over.text == "The fight ends with no winner (0-0)." and over.data == {"winner": None}
    assert new.fight is None and new.stoppage.reason == "fight" and new.stoppage.chooser == 1


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


def test_a_punch_through_apply_starts_the_fight():
    """Fights, Starting a Fight: through the game's own apply."""
    state = official_with_discards(hands=((PUNCH,), (c(1, "goal-skate"),)), play=(OTHER_PUNCH,), puck="c9", control=1, turn=0)
    assert verdict(state, 0, "play", PUNCH)
    new = act(state, 0, "play", PUNCH)
    assert new.phase == FIGHT and new.fight.instigator is None


def test_a_punch_on_a_punch_starts_a_fight_and_both_draw_four():
    """Fights, Starting a Fight: a Punch directly on a Punch (a stoppage); both draw four."""
    state = fighting(((PUNCHES[0],), (card(1, "goal-skate"),)), (OTHER_PUNCH,), puck="c9", control=1, turn=0)
    state = act(state, 0, "play", PUNCHES[0])
    assert state.phase == FIGHT and state.fight.instigator is None and not state.calls
    assert [len(h) for h in state.hands] == [4, 5]


def test_a_punch_on_ones_own_punch_starts_no_fight():
    """Fights, Starting a Fight (O38): a fight is started on the other side's Punch. When the other
    side skipped its turn with no cards, a side lays on its own card: no fight, the play goes on."""
    state = fighting(((PUNCHES[0],), (card(1, "goal-skate"),)), (PUNCHES[1],), puck="c9", control=0, turn=0)
    state = act(state, 0, "play", PUNCHES[0])
    assert state.phase == USE and state.fight is None and [len(h) for h in state.hands] == [0, 1]


def test_a_punch_on_a_body_check_is_the_instigators_penalty():
    """Fights, Starting a Fight; Common Infractions 6: a Punch on a Body-Check, 2 minutes for the puncher."""
    state = fighting(((PUNCHES[0],), (card(1, "goal-skate"),)), (card(1, "body-check-3-glove"),), puck="c9", control=1,
                     turn=0)
    state = act(state, 0, "play", PUNCHES[0])
    assert state.phase == FIGHT and state.fight.instigator == 0
    assert [(c.seat, c.name) for c in state.calls] == [(0, "Instigating")]


def test_no_fight_without_a_punch_or_on_other_cards():
    """Part 2, "Fights": Starting a Fight (ruling O38)."""
    state = fighting(((PUNCHES[0],), (card(1, "goal-skate"),)), (card(1, "rookie-0-glove"),), puck="c9", control=1, turn=0)
    assert act(state, 0, "play", PUNCHES[0]).phase != FIGHT


def test_the_side_at_fault_wins_each_exchange_and_three_win_the_fight():
    """Fights, Procedure: simultaneous reveals, the side "at fault" (Determining Fault) wins the
    exchange; first to three wins the fight and may draw a Momentum Card; then a stoppage."""
    a = (card(0, "rookie-0-stick"), card(0, "grinder-3-stick"), card(0, "sniper-7-stick"), card(0, "goal-stick"))
    b = (card(1, "rookie-0-glove"), card(1, "grinder-3-glove"), card(1, "sniper-7-glove"), card(1, "goal-glove"))
    pile = card(1, "goal-skate")
    state = _in_fight((a, b), momentum=(pile,), puck="c9", control=0)
    for n in range(3):
        assert verdict(state, 0, "fight", a[n]) and not verdict(state, 0, "fight", b[n])
        state = act(state, 0, "fight", a[n])
        assert not verdict(state, 0, "fight", a[(n + 1) % 3])            # one card per exchange
        state = act(state, 1, "fight", b[n])
        # Stick beats Glove: the Glove is left over, so seat 1 is at fault and wins the exchange.
    assert state.phase == STOPPAGE and state.stoppage.reason == "fight" and state.stoppage.chooser == 1
    assert pile in state.extras[1]


def test_a_side_out_of_cards_ends_the_fight_on_exchanges_won():
    """O38: with no card left to lay, the side with more exchanges won wins; level, nobody."""
    state = evolve(_in_fight(((card(0, "rookie-0-stick"),), (card(1, "rookie-0-glove"),))), fight=Fight(None, wins=(1, 1)))
    state = act(state, 0, "fight", card(0, "rookie-0-stick"))
    state = act(state, 1, "fight", card(1, "rookie-0-glove"))       # seat 1 at fault: 1-2, then no cards
    assert state.phase == STOPPAGE and state.stoppage.chooser == 1


def test_random_official_games_with_random_decks_have_fights():
    """Random legal decks from the whole set hold Punch cards: across random official games, fights
    start, end and their effects fire (the contract's random games reach this module)."""
    import random
    from collections import Counter

    from tests.engine.test_contract_decks import random_decks

    seen: Counter[str] = Counter()
    for seed in range(120):
        rng = random.Random(f"fights:{seed}")
        options = {"mode": "official"}
        state = GAME.new_game(seed, options, ("A", "B"), decks=random_decks(GAME, rng, options))
        while not GAME.is_over(state):
            seat = GAME.pending(state)[0].seat
            state, events = GAME.apply(state, rng.choice(GAME.legal_actions(state, seat)))
            seen.update(e.kind for e in events if e.kind in ("fight", "fight-over", "fight-effect"))
        if seen["fight-effect"] >= 3 and seed >= 30:
            break
    assert seen["fight"] and seen["fight-over"] and seen["fight-effect"], seen
