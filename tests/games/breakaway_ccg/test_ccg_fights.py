"""Breakaway: CCG fights (Part 2 of ``breakaway-ccg.md``, "Fights"; Symbols: FG#/FB#): how they
start, the exchanges decided by fault, three to win, the authored effects list, the Momentum Card
to the winner, at most one injury. Rulings O37-O40 are in ``docs/rulings/breakaway-ccg.md``."""

from __future__ import annotations

import pytest

from tabletop.cards.loader import CardFileError
from tabletop.engine.events import Event
from tabletop.games.breakaway_ccg import fights
from tabletop.games.breakaway_ccg import official_flow as fl
from tabletop.games.breakaway_ccg.fights import Fight, FightEffect
from tabletop.games.breakaway_ccg.state import FIGHT, STOPPAGE, USE, evolve
from tests.games.breakaway_ccg.support import GAME, T, act, r, verdict
from tests.games.breakaway_ccg.support import official_with_discards as official

PUNCH = ("s1:drop-the-gloves-1-helmet", "s1:drop-the-gloves-1-skate")      # FG3: Punch
OTHER_PUNCH = "s2:drop-the-gloves-1-stick"


def fighting(hands, play, **fields):
    """A position where seat 0 is about to lay ``PUNCH[0]`` (cards outside the default teams are
    given by id: the rules read a copy's card from its id)."""
    state = official(hands=((), hands[1]), play=(), **fields)
    return evolve(state, hands=(hands[0], hands[1]), play=play)


def test_a_punch_on_a_punch_starts_a_fight_and_both_draw_four():
    """Fights, Starting a Fight: a Punch directly on a Punch (a stoppage); both draw four."""
    state = fighting(((PUNCH[0],), (r(1, "goal-skate"),)), (OTHER_PUNCH,), puck="c9", control=1, turn=0)
    state = act(state, 0, "play", PUNCH[0])
    assert state.phase == FIGHT and state.fight.instigator is None and not state.calls
    assert [len(h) for h in state.hands] == [4, 5]


def test_a_punch_on_ones_own_punch_starts_no_fight():
    """Fights, Starting a Fight (O38): a fight is started on the other side's Punch. When the other
    side skipped its turn with no cards, a side lays on its own card: no fight, the play goes on."""
    state = fighting(((PUNCH[0],), (r(1, "goal-skate"),)), (PUNCH[1],), puck="c9", control=0, turn=0)
    state = act(state, 0, "play", PUNCH[0])
    assert state.phase == USE and state.fight is None and [len(h) for h in state.hands] == [0, 1]


def test_a_punch_on_a_body_check_is_the_instigators_penalty():
    """Fights, Starting a Fight; Common Infractions 6: a Punch on a Body-Check, 2 minutes for the puncher."""
    state = fighting(((PUNCH[0],), (r(1, "goal-skate"),)), (r(1, "body-check-3-glove"),), puck="c9", control=1,
                     turn=0)
    state = act(state, 0, "play", PUNCH[0])
    assert state.phase == FIGHT and state.fight.instigator == 0
    assert [(c.seat, c.name) for c in state.calls] == [(0, "Instigating")]


def test_no_fight_without_a_punch_or_on_other_cards():
    state = fighting(((PUNCH[0],), (r(1, "goal-skate"),)), (r(1, "rookie-0-glove"),), puck="c9", control=1, turn=0)
    assert act(state, 0, "play", PUNCH[0]).phase != FIGHT


def _in_fight(hands, **fields):
    state = official(**fields)
    return evolve(state, phase=FIGHT, fight=Fight(None), hands=hands, picks=(None, None))


def test_the_side_at_fault_wins_each_exchange_and_three_win_the_fight():
    """Fights, Procedure: simultaneous reveals, the side "at fault" (Determining Fault) wins the
    exchange; first to three wins the fight and may draw a Momentum Card; then a stoppage."""
    a = (r(0, "rookie-0-stick"), r(0, "grinder-3-stick"), r(0, "sniper-7-stick"), r(0, "goal-stick"))
    b = (r(1, "rookie-0-glove"), r(1, "grinder-3-glove"), r(1, "sniper-7-glove"), r(1, "goal-glove"))
    pile = r(1, "goal-skate")
    state = _in_fight((a, b), momentum=(pile,), puck="c9", control=0)
    for n in range(3):
        assert verdict(state, 0, "fight", a[n]) and not verdict(state, 0, "fight", b[n])
        state = act(state, 0, "fight", a[n])
        assert not verdict(state, 0, "fight", a[(n + 1) % 3])            # one card per exchange
        state = act(state, 1, "fight", b[n])
        # Stick beats Glove: the Glove is left over, so seat 1 is at fault and wins the exchange.
    assert state.phase == STOPPAGE and state.stoppage.reason == "fight" and state.stoppage.chooser == 1
    assert pile in state.extras[1]


def test_enforcer_is_always_at_fault_and_punch_wins_at_once():
    """Fight Card Effects (authored, O37): FG7 Enforcer is always at fault; FG3 Punch at fault wins
    the fight at once."""
    state = _in_fight(((r(0, "enforcer-1-stick"), PUNCH[1]), (r(1, "rookie-0-glove"), r(1, "goal-skate"))))
    state = act(state, 0, "fight", r(0, "enforcer-1-stick"))
    state = act(state, 1, "fight", r(1, "rookie-0-glove"))    # Stick beats Glove, but the Enforcer is at fault
    assert state.fight.wins == (1, 0) and state.fight.always == (True, False)
    state = act(state, 0, "fight", PUNCH[1])
    state = act(state, 1, "fight", r(1, "goal-skate"))
    assert state.phase == STOPPAGE and state.stoppage.chooser == 0


def test_a_brown_card_loser_is_injured_and_one_injury_per_fight():
    """Fight Card Effects: FB11 Brown Card injures the loser's last Player card; at most one injury
    per fight; an injured card is Cancelled for the rest of the game (Injured)."""
    play = (r(1, "sniper-7-glove"), r(0, "rookie-0-helmet"))
    state = _in_fight(((r(0, "body-check-3-stick"),), (r(1, "rookie-0-glove"),)), puck="c9", control=0)
    state = evolve(state, play=play, fight=Fight(None, wins=(0, 2)))
    state = act(state, 0, "fight", r(0, "body-check-3-stick"))
    state = act(state, 1, "fight", r(1, "rookie-0-glove"))   # Stick beats Glove: seat 1 wins 3-0
    injured = [e.card for e in state.effects if e.kind == "injured"]
    assert injured == [r(0, "rookie-0-helmet")]
    events: list[Event] = []
    again = evolve(official(play=play), fight=Fight(None, injured=True))
    assert not [e for e in fights.injure(T, again, 0, None, events).effects if e.kind == "injured"]


def _effect(kind, when="always", good=True, colors=()):
    return FightEffect(1, kind, kind.title(), "text", kind, when, good, colors)


@pytest.mark.parametrize("kind, check", [
    ("momentum", lambda s: s.extras[0] == (r(1, "goal-skate"),)),
    ("bench-swap", lambda s: s.fight.swaps == (1, 0)),
    ("immune", lambda s: s.fight.immune == (True, False)),
    ("injure-opponent", lambda s: any(e.kind == "injured" and e.seat == 1 for e in s.effects)),
    ("penalty", lambda s: [c.seat for c in s.calls] == [0]),
    ("cancel-goalies", lambda s: fl.cancelled(s, r(0, "goalie-g-stick"))),
    ("cancel-goal-cards", lambda s: fl.cancelled(s, r(0, "goal-stick"))),
    ("no-shoot", lambda s: fights.no_shoot(s, 0) and not fights.no_shoot(s, 1)),
    ("lose-colors", lambda s: fights.lost_colors(s, 0) == {"orange", "yellow"}),
    ("injure-self", lambda s: any(e.kind == "injured" and e.seat == 0 for e in s.effects)),
    ("lose-token", lambda s: s.tokens == (1, 1)),
])
def test_each_fight_effect_does_what_the_list_says(kind, check):
    """Fight Card Effects (O37): every effect kind of the authored list, applied at once."""
    state = _in_fight(((r(0, "goalie-g-stick"), r(0, "goal-stick")), ()), momentum=(r(1, "goal-skate"),),
                      tokens=(2, 1))
    cards = (r(0, "sniper-7-stick"), r(1, "sniper-7-glove"))
    events: list[Event] = []
    new, ended = fights._apply(T, state, 0, cards, 0, _effect(kind, colors=("orange", "yellow")), events)
    assert ended is None and check(new)


def test_effects_that_end_the_fight_and_the_conditions():
    events: list[Event] = []
    state = _in_fight(((), ()))
    cards = (r(0, "sniper-7-stick"), r(1, "sniper-7-glove"))
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
    base = {"hands": ((), (r(1, "goal-skate"),)), "play": (r(0, "sniper-7-stick"),), "phase": USE, "puck": "e3",
            "control": 0, "turn": 0}
    state = official(**base, effects=lasting)
    refused = verdict(state, 0, "shoot")
    assert not refused and refused.code == "fight-no-shoot"
    assert not any(a.kind in ("shoot", "ability", "color") for a in GAME.legal_actions(state, 0))
    plain = official(**base)
    assert verdict(plain, 0, "shoot")
    assert any(a.kind == "color" and a.args[0] == "blue" for a in GAME.legal_actions(plain, 0))


def test_a_side_out_of_cards_ends_the_fight_on_exchanges_won():
    """O38: with no card left to lay, the side with more exchanges won wins; level, nobody."""
    state = evolve(_in_fight(((r(0, "rookie-0-stick"),), (r(1, "rookie-0-glove"),))), fight=Fight(None, wins=(1, 1)))
    state = act(state, 0, "fight", r(0, "rookie-0-stick"))
    state = act(state, 1, "fight", r(1, "rookie-0-glove"))       # seat 1 at fault: 1-2, then no cards
    assert state.phase == STOPPAGE and state.stoppage.chooser == 1


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
