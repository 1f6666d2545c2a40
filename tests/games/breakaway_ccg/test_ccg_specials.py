"""Breakaway: CCG specials (Part 3 of ``breakaway-ccg.md``, the Specials glossary): one scenario per
special, each citing its glossary entry, played through the checked ``apply``. The rules are data in
``card_data/breakaway_ccg/cards.yaml`` read by ``specials.py`` (handlers in ``special_handlers.py``);
rulings O41 onward are in ``docs/rulings/breakaway-ccg.md``."""

from __future__ import annotations

import pytest

from tabletop.games.breakaway_ccg import challenges as ch
from tabletop.games.breakaway_ccg import fights
from tabletop.games.breakaway_ccg import official_flow as fl
from tabletop.games.breakaway_ccg.special_handlers import HANDLERS
from tabletop.games.breakaway_ccg.state import (
    CHALLENGE,
    FIGHT,
    PLACE,
    PLAY,
    SCORE,
    SHOT_CARD,
    START,
    USE,
    evolve,
)
from tests.games.breakaway_ccg.support import GAME, T, act, extra_card, official, r, verdict


def x(seat, name):
    """A card the starter teams lack (given to ``official(extra=...)``)."""
    return extra_card(seat, name)


def done(state, seat):
    """End ``seat``'s use of its card when something (an ability) keeps the turn open."""
    if state.phase == USE and state.turn == seat:
        state = act(state, seat, "end")
    return state


def specials_used(state, seat, kind="special"):
    return [a.args[0] for a in GAME.legal_actions(state, seat) if a.kind == kind]


# ----- the rule form ----------------------------------------------------------------------------------
def test_every_handler_the_data_names_exists_and_every_handler_is_named():
    """Specials are data: a handler is code only where the data asks for it, and none is unused."""
    named = {r.change["handler"] for rules in T.cards.special_rules.values() for r in rules if "handler" in r.change}
    assert named == set(HANDLERS)


def test_every_special_on_a_card_has_a_rule_or_a_left_out_ruling():
    on_cards = {s for c in T.cards.cards for s in c.specials}
    assert on_cards <= set(T.cards.special_rules) | set(T.cards.left_out)
    assert not set(T.cards.special_rules) & set(T.cards.left_out)


# ----- Breakaway --------------------------------------------------------------------------------------
def test_breakaway_gives_two_free_actions_of_any_kind():
    """Glossary, Breakaway: up to two actions for free (any action, ruling O41), beside the card's own."""
    state = official(hands=((r(0, "breakaway-glove"),), (r(1, "goal-skate"),)), puck="c9", control=0, turn=0)
    state = act(state, 0, "play", r(0, "breakaway-glove"))
    assert "breakaway" in specials_used(state, 0)
    assert not verdict(state, 0, "move", "ne9").ok          # Breakaway's own action is Shoot only
    state = act(state, 0, "special", "breakaway")
    assert state.special_used
    state = act(state, 0, "move", "ne9")                     # free action 1
    assert state.puck == "ne9" and not state.action_used
    state = act(state, 0, "move", "e8")                      # free action 2
    assert state.puck == "e8"
    assert not verdict(state, 0, "move", "e4").ok            # no third


def test_breakaway_as_the_shot_card_gives_only_one():
    """Glossary, Breakaway: only one free action when this card is the Shot Card."""
    state = official(hands=((r(0, "shot-on-goal-4-helmet"),), (r(1, "breakaway-stick"),)), puck="e4", control=0,
                     turn=0)
    state = act(state, 0, "play", r(0, "shot-on-goal-4-helmet"))
    state = done(act(state, 0, "shoot"), 0)
    state = act(state, 1, "play", r(1, "breakaway-stick"))
    assert state.stage == SCORE and state.phase == USE and state.turn == 1
    state = act(state, 1, "special", "breakaway")
    assert fl.Effect("free-actions", 1, "turn", "1", r(1, "breakaway-stick")) in state.effects


# ----- Dump In (handler) --------------------------------------------------------------------------
def test_dump_in_is_the_handler_s_challenge_and_counts_as_the_card_s_special():
    """Glossary, Dump In: starts a Dump and Chase (or Dump Out) challenge; one special per card."""
    state = official(hands=((r(0, "dump-and-chase-1-stick"), r(0, "rookie-0-helmet")), (r(1, "goal-skate"),)),
                     puck="c9", control=0, turn=0)
    state = act(state, 0, "play", r(0, "dump-and-chase-1-stick"))
    assert {a.kind for a in GAME.legal_actions(state, 0)} >= {"dump-in"}
    state = act(state, 0, "dump-in", "e3")
    assert state.phase == CHALLENGE and state.challenge.kind == ch.DUMP_IN and state.special_used


# ----- Extra Man, Hit the Post --------------------------------------------------------------------------
def test_extra_man_takes_the_top_momentum_card_and_cannot_be_ignored():
    """Glossary, Extra Man: take a Momentum Card; this special cannot be ignored (no Tip on it)."""
    pile = (r(1, "rookie-0-stick"),)
    state = official(hands=((r(0, "shot-on-goal-4-helmet"), r(0, "tip-in-5-helmet")), (r(1, "power-play-7-all"),)),
                     puck="e4", control=0, turn=0, momentum=pile)
    state = act(state, 0, "play", r(0, "shot-on-goal-4-helmet"))
    state = done(act(state, 0, "shoot"), 0)
    state = act(state, 1, "play", r(1, "power-play-7-all"))       # the Shot Card
    state = act(state, 1, "special", "extra-man")
    assert pile[0] in state.hands[1] and pile[0] in state.extras[1] and not state.momentum
    state = done(state, 1)
    state = act(state, 0, "play", r(0, "tip-in-5-helmet"))
    v = verdict(state, 0, "tip")
    assert not v.ok and v.code == "not-ignorable"


def test_extra_man_needs_a_momentum_card():
    state = official(hands=((r(0, "rookie-0-helmet"),), (r(1, "power-play-7-all"),)), puck="c9", control=1, turn=1)
    state = act(state, 1, "play", r(1, "power-play-7-all"))
    v = verdict(state, 1, "special", "extra-man")
    assert not v.ok and v.code == "special-momentum-left"


def test_hit_the_post_draws_a_momentum_card_only_when_higher_than_the_card_beneath():
    """Glossary, Hit the Post: higher than the card it is played on, draw the top Momentum Card."""
    pile = (r(0, "rookie-0-stick"),)
    state = official(hands=((), (x(1, "slap-shot-8-skate"),)), play=(r(0, "rookie-0-helmet"),), puck="c9",
                     control=1, turn=1, momentum=pile, extra=((), ("slap-shot-8-skate",)))
    state = act(state, 1, "play", x(1, "slap-shot-8-skate"))
    state = act(state, 1, "special", "hit-the-post")
    assert pile[0] in state.hands[1]
    same = official(hands=((), (x(1, "slap-shot-8-skate"),)), play=(r(0, "captain-8-helmet"),), puck="c9",
                    control=1, turn=1, momentum=pile, extra=((), ("slap-shot-8-skate",)))
    same = act(same, 1, "play", x(1, "slap-shot-8-skate"))
    v = verdict(same, 1, "special", "hit-the-post")
    assert not v.ok and v.code == "special-higher-than-beneath"


# ----- Faceoff, Final Say -------------------------------------------------------------------------------
def _faceoff(hand0, hand1, home=0, extra=((), ())):
    state = official(hands=(hand0, hand1), puck="c9", control=None, turn=0, home=home, extra=extra)
    events: list = []
    state = evolve(state, stoppage=fl.Stoppage("goal", "center", 1), phase=START)
    return fl.start_faceoff(T, state, "c9", events)


def test_faceoff_loser_takes_the_puck_when_the_winners_turn_ends():
    """Glossary, Faceoff: losing a face-off with this card, you gain the puck at the end of the
    opponent's turn (ruling O42)."""
    state = _faceoff((r(0, "face-off-specialist-7-stick"), r(0, "rookie-0-helmet")),
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


def test_final_say_wins_a_faceoff_whatever_the_numbers():
    """Glossary, Final Say: as a challenge card it wins a face-off or a dump-in challenge."""
    state = _faceoff((r(0, "veteran-leadership-6-helmet"),), (r(1, "captain-8-skate"),))
    state = act(state, 0, "challenge", r(0, "veteran-leadership-6-helmet"))
    state = act(state, 1, "challenge", r(1, "captain-8-skate"))
    assert state.control == 0


def test_two_final_says_cancel_and_the_numbers_decide():
    """Ruling O43: both challenge cards with Final Say: the book's comparison decides."""
    state = _faceoff((r(0, "veteran-leadership-6-helmet"), r(0, "rookie-0-helmet")),
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


# ----- Fast Break, One Timer ----------------------------------------------------------------------------
def test_fast_break_shoots_for_free_after_its_move():
    """Glossary, Fast Break: may use the Shoot action for free (besides its printed Move)."""
    state = official(hands=((r(0, "fast-break-8-skate"),), (r(1, "goal-skate"),)), puck="e5", control=0, turn=0)
    state = act(state, 0, "play", r(0, "fast-break-8-skate"))
    assert not verdict(state, 0, "shoot").ok
    state = act(state, 0, "special", "fast-break")
    state = act(state, 0, "move", "e4")
    state = done(act(state, 0, "shoot"), 0)
    assert state.shot == 0 and state.stage == SHOT_CARD


def test_fast_break_is_not_offered_outside_the_shooting_areas():
    state = official(hands=((r(0, "fast-break-8-skate"),), (r(1, "goal-skate"),)), puck="c9", control=0, turn=0)
    state = act(state, 0, "play", r(0, "fast-break-8-skate"))
    assert "fast-break" not in specials_used(state, 0)
    assert verdict(state, 0, "special", "fast-break").code == "special-shooting-area"


def test_one_timer_widens_the_scoring_area_choice_without_a_passing_bonus():
    """Glossary, One Timer: when its Shoot is used, +1/-1 to the area for scoring (not a passing
    bonus; ruling O44: the missed shot's puck may go one area either side of the last Player card's)."""
    state = official(hands=((r(0, "wrist-shot-6-helmet"), r(0, "rookie-0-helmet")), (r(1, "goal-skate"),)),
                     puck="e4", control=0, turn=0)
    state = act(state, 0, "play", r(0, "wrist-shot-6-helmet"))
    state = done(act(state, 0, "shoot"), 0)
    assert state.bonus[0] == 0
    state = done(act(state, 1, "play", r(1, "goal-skate")), 1)
    state = act(state, 0, "play", r(0, "rookie-0-helmet"))          # cannot score: no goal
    assert state.phase == PLACE and state.placing[1] == "no-goal"
    assert set(state.placing[2]) == {fl.area_numbered(T, 1, n) for n in (0, 1)}     # Rookie 0: area 0, +1


def test_without_one_timer_a_missed_shot_has_no_choice():
    state = official(hands=((r(0, "shot-on-goal-4-helmet"), r(0, "rookie-0-helmet")), (r(1, "goal-skate"),)),
                     puck="e4", control=0, turn=0)
    state = act(state, 0, "play", r(0, "shot-on-goal-4-helmet"))
    state = done(act(state, 0, "shoot"), 0)
    state = done(act(state, 1, "play", r(1, "goal-skate")), 1)
    state = act(state, 0, "play", r(0, "rookie-0-helmet"))
    assert state.phase != PLACE


# ----- Start a Fight (handler) --------------------------------------------------------------------
def test_start_a_fight_starts_one_with_the_instigator_penalty_and_the_misconduct():
    """Glossary, Start a Fight: a fight at once; the user instigates (Common Infractions) and its
    fight cards are ignored for the rest of the period (ruling O45)."""
    state = official(hands=((x(0, "drop-the-gloves-1-skate"),), (r(1, "goal-skate"),)), puck="c9", control=1,
                     turn=0, extra=(("drop-the-gloves-1-skate",), ()))
    state = act(state, 0, "play", x(0, "drop-the-gloves-1-skate"))
    state = act(state, 0, "special", "start-a-fight")
    assert state.phase == FIGHT and state.fight.instigator == 0
    assert [(c.seat, c.name) for c in state.calls] == [(0, "Instigating")]
    assert any(e.kind == "misconduct" and e.seat == 0 for e in state.effects)


def test_the_misconduct_ignores_the_instigator_s_fight_cards():
    """Ruling O45: the misconduct side's FG/FB symbols do nothing in this period's fights."""
    punch = x(0, "drop-the-gloves-1-skate")       # FG3: at fault, win the fight
    hands = ((punch, r(0, "rookie-0-helmet")), (r(1, "save-glove"), r(1, "save-helmet")))
    base = official(hands=hands, puck="c9", control=1, turn=0, extra=(("drop-the-gloves-1-skate",), ()))
    base = evolve(base, phase=FIGHT, fight=fights.Fight(0))
    plain = act(act(base, 0, "fight", punch), 1, "fight", r(1, "save-glove"))   # skate at fault: FG3 wins
    assert plain.phase != FIGHT
    state = evolve(base, effects=(fl.Effect("misconduct", 0, "period", "Start a Fight"),))
    state = act(act(state, 0, "fight", punch), 1, "fight", r(1, "save-glove"))
    assert state.phase == FIGHT and state.fight.wins == (1, 0)     # the exchange only


def test_start_a_fight_is_not_usable_as_a_shot_card():
    state = official(hands=((r(0, "shot-on-goal-4-helmet"),), (x(1, "drop-the-gloves-1-stick"),)), puck="e4",
                     control=0, turn=0, extra=((), ("drop-the-gloves-1-stick",)))
    state = act(state, 0, "play", r(0, "shot-on-goal-4-helmet"))
    state = done(act(state, 0, "shoot"), 0)
    state = act(state, 1, "play", x(1, "drop-the-gloves-1-stick"))
    assert state.phase == USE and state.turn == 1          # its brown ability keeps the use open
    assert verdict(state, 1, "special", "start-a-fight").code == "special-not-shot-card"
    assert "start-a-fight" not in specials_used(state, 1)


@pytest.mark.parametrize("sid", ["breakaway", "fast-break"])
def test_one_special_per_card(sid):
    """Phases of a Turn, Phase 3: one Special per card."""
    name = {"breakaway": "breakaway-glove", "fast-break": "fast-break-8-skate"}[sid]
    state = official(hands=((r(0, name),), (r(1, "goal-skate"),)), puck="e5", control=0, turn=0)
    state = act(state, 0, "play", r(0, name))
    state = act(state, 0, "special", sid)
    assert verdict(state, 0, "special", sid).code == "one-special"


# ----- the loader refuses a special with no rule (issue 15: never silently ignored) -------------------
def _data():
    import copy

    from tabletop import safe_yaml
    from tabletop.games.breakaway_ccg.cards import data_dir
    return copy.deepcopy(safe_yaml.load_file(data_dir() / "cards.yaml"))


def _entry(data, card_id):
    return next(c for c in data["cards"] if c["id"] == card_id)


def test_the_loader_refuses_a_card_whose_special_has_no_rule():
    from tabletop.games.breakaway_ccg.cards import CardDataError, parse_cards
    data = _data()
    del data["specials"]["fast-break"]["effect"]
    with pytest.raises(CardDataError) as caught:
        parse_cards(data, "cards.yaml")
    message = str(caught.value)
    assert message.startswith("cards.yaml, card 'fast-break-8-")
    assert "field 'specials'" in message and "'fast-break' has no rule" in message


def test_a_left_out_ruling_is_a_rule_and_the_card_loads():
    from tabletop.games.breakaway_ccg.cards import parse_cards
    data = _data()
    del data["specials"]["fast-break"]["effect"]
    data["specials"]["fast-break"]["left_out"] = "O99"
    cards = parse_cards(data, "cards.yaml")
    assert cards.left_out["fast-break"] == "O99" and "fast-break" not in cards.special_rules


def test_an_unused_glossary_entry_needs_no_rule_but_a_bad_rule_is_refused_by_the_schema():
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
    from tabletop.games.breakaway_ccg.cards import CardDataError, parse_cards
    data = _data()
    data["specials"]["fast-break"]["left_out"] = "O99"
    with pytest.raises(CardDataError, match=r"field 'specials.fast-break': has both"):
        parse_cards(data, "cards.yaml")


# ----- the specials added on the interpreter -----------------------------------------------------------
def _use(cards, seat=0, extra_seat=None, **fields):
    """A position where ``seat`` plays ``cards[0]`` (a card outside the starter teams, by id)."""
    ids = tuple(x(seat, c) for c in cards)
    hands = [(), ()]
    hands[seat] = ids
    hands[1 - seat] = (r(1 - seat, "goal-skate" if seat == 0 else "rookie-0-helmet"),)
    extra = [(), ()]
    extra[seat] = tuple(cards)
    fields.setdefault("turn", seat)
    state = official(hands=(hands[0], hands[1]), extra=(extra[0], extra[1]), **fields)
    return act(state, seat, "play", ids[0])


def test_crowd_adds_a_momentum_token_up_to_three():
    """Glossary, Crowd Special: add one token (a momentum token, ruling O46; at most three)."""
    state = _use(["home-crowd-helmet"], puck="c9", control=0, tokens=(1, 0))
    state = act(state, 0, "special", "crowd")
    assert state.tokens == (2, 0)
    full = _use(["home-crowd-helmet"], puck="c9", control=0, tokens=(3, 0))
    assert verdict(full, 0, "special", "crowd").code == "special-tokens-below-max"


def test_hit_the_crossbar_draws_when_higher_and_can_never_be_ignored():
    """Glossary, Hit the Crossbar: higher than the card beneath, may draw a Momentum Card; this
    card cannot be ignored (a Tip on it is refused even when the special was not used)."""
    pile = (r(1, "rookie-0-stick"),)
    state = _use(["crossbar-7-stick"], seat=1, play=(r(0, "rookie-0-helmet"),), puck="c9", control=1, momentum=pile)
    state = act(state, 1, "special", "hit-the-crossbar")
    assert pile[0] in state.hands[1]
    shot = official(hands=((r(0, "shot-on-goal-4-helmet"), r(0, "tip-in-5-helmet")), (x(1, "crossbar-7-stick"),)),
                    puck="e4", control=0, turn=0, extra=((), ("crossbar-7-stick",)))
    shot = done(act(act(shot, 0, "play", r(0, "shot-on-goal-4-helmet")), 0, "shoot"), 0)
    shot = done(act(shot, 1, "play", x(1, "crossbar-7-stick")), 1)
    shot = act(shot, 0, "play", r(0, "tip-in-5-helmet"))
    assert verdict(shot, 0, "tip").code == "not-ignorable"


def test_skip_passes_on_your_next_end_of_turn_draw():
    """Glossary, Skip: skip Phase 4 (the next end-of-turn draw; ruling O47)."""
    state = _use(["stall-2-glove"], puck="c9", control=1)           # no Move owed without the puck
    state = act(state, 0, "special", "skip")
    held = len(state.hands[0])
    state = done(state, 0)
    assert len(state.hands[0]) == held and not any(e.kind == "skip-draw" for e in state.effects)
    plain = done(_use(["stall-2-glove"], puck="c9", control=1), 0)
    assert len(plain.hands[0]) == held + 1


def test_skip_2_makes_the_opponent_pass_on_their_next_draw():
    """Glossary, Skip 2: the opponent skips their next Phase 4 (ruling O47)."""
    state = _use(["ragging-the-puck-3-skate"], puck="c9", control=0)   # no Body-Check owed with the puck
    state = done(act(state, 0, "special", "skip-2"), 0)
    assert state.turn == 1
    before = len(state.hands[1])
    state = done(act(state, 1, "go") if state.phase == START else state, 1)
    state = done(act(state, 1, "play", state.hands[1][0]), 1)
    assert len(state.hands[1]) == before - 1


def test_back_pass_adds_a_passing_bonus_when_its_shoot_is_used():
    """Glossary, Back Pass: using the Shoot action adds one passing bonus (at most three; O53)."""
    state = _use(["drop-pass-5-helmet"], puck="e4", control=0, bonus=(1, 0))
    state = act(state, 0, "shoot")
    assert state.bonus == (2, 0)
    top = _use(["drop-pass-5-helmet"], puck="e4", control=0, bonus=(3, 0))
    assert act(top, 0, "shoot").bonus == (3, 0)


def test_two_line_pass_sends_the_puck_to_the_nearest_area_nine():
    """Glossary, Two Line Pass: the puck to the closest area 9 (ruling O48); control stays."""
    state = _use(["long-bomb-4-stick"], puck="w3", control=0)
    state = act(state, 0, "special", "two-line-pass")
    assert state.puck == "nw9" and state.control == 0
    far = act(_use(["long-bomb-4-stick"], puck="e2", control=0), 0, "special", "two-line-pass")
    assert far.puck == "ne9"
    loose = _use(["long-bomb-4-stick"], puck="w3", control=1)
    assert verdict(loose, 0, "special", "two-line-pass").code == "special-control"


def test_extra_attacker_takes_a_momentum_card():
    """Glossary (named only); ruling O51 from the fight example "Extra Attacker/Crowd (Draw Momentum Card)"."""
    pile = (r(0, "rookie-0-stick"),)
    state = act(_use(["sixth-attacker-glove"], puck="c9", control=0, momentum=pile), 0, "special", "extra-attacker")
    assert pile[0] in state.extras[0]


def test_the_pull_goalie_special_pulls_the_goalie_from_the_next_phase_one():
    """Pull Goalie (named in the list; ruling O50): as Phase 1's Pull Goalie, out at the next Phase 1."""
    state = act(_use(["empty-net-call-skate"], puck="c9", control=0), 0, "special", "pull-goalie")
    assert any(e.kind == "goalie-pulling" and e.seat == 0 for e in state.effects)
    assert verdict(state, 0, "special", "pull-goalie").code == "one-special"
    pulled = _use(["empty-net-call-skate"], puck="c9", control=0, goalie_pulled=(True, False))
    assert verdict(pulled, 0, "special", "pull-goalie").code == "special-goalie-in"


def test_goalie_glove_stops_play_and_the_defending_side_chooses():
    """Glossary, Goalie Promotion, Glove: Stoppage, cannot be ignored (ruling O49)."""
    state = _use(["glove-save-g-glove"], puck="w5", control=1)
    state = act(state, 0, "special", "goalie-glove")
    assert state.phase == "stoppage" and state.stoppage.reason == "end-zone" and state.stoppage.chooser == 0


def test_no_intercept_cannot_be_tipped_away():
    """Glossary, No Intercept: this card cannot be ignored (O52), so no Tip on it as a Shot Card."""
    shot = official(hands=((r(0, "shot-on-goal-4-helmet"), r(0, "tip-in-5-helmet")), (x(1, "clean-feed-3-helmet"),)),
                    puck="e4", control=0, turn=0, extra=((), ("clean-feed-3-helmet",)))
    shot = done(act(act(shot, 0, "play", r(0, "shot-on-goal-4-helmet")), 0, "shoot"), 0)
    shot = done(act(shot, 1, "play", x(1, "clean-feed-3-helmet")), 1)
    shot = act(shot, 0, "play", r(0, "tip-in-5-helmet"))
    assert verdict(shot, 0, "tip").code == "not-ignorable"


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


def test_a_left_out_special_is_refused_with_its_ruling():
    """Ruling O54: a special named without a definition does nothing, and says so."""
    data = _data()
    _entry(data, "home-crowd-helmet")["specials"] = ["steal"]
    from tabletop.games.breakaway_ccg.cards import parse_cards
    cards = parse_cards(data, "cards.yaml")
    assert cards.left_out["steal"] == "O54"
    assert verdict(_use(["home-crowd-helmet"], puck="c9", control=0), 0, "special", "steal").code == "no-such-special"


def test_a_check_laid_on_penalty_shot_gives_its_owner_a_penalty_shot():
    """Glossary, Penalty Shot: a Punch or Body-Check played on this card awards a penalty shot
    (a stoppage; ruling O55), whether or not the check's action is then used."""
    lane = x(1, "open-lane-5-skate")
    state = official(hands=((r(0, "body-check-3-helmet"),), (r(1, "goal-skate"),)), play=(lane,), puck="c9",
                     control=1, turn=0, extra=((), ("open-lane-5-skate",)))
    state = act(state, 0, "play", r(0, "body-check-3-helmet"))
    assert state.pshot is not None and state.pshot.shooter == 1
    mine = official(hands=((r(0, "body-check-3-helmet"),), (r(1, "goal-skate"),)), play=(x(0, "open-lane-5-skate"),),
                    puck="c9", control=1, turn=0, extra=(("open-lane-5-skate",), ()))
    assert act(mine, 0, "play", r(0, "body-check-3-helmet")).pshot is None     # not on your own card
    soft = official(hands=((r(0, "rookie-0-helmet"),), (r(1, "goal-skate"),)), play=(lane,), puck="c9",
                    control=1, turn=0, extra=((), ("open-lane-5-skate",)))
    assert act(soft, 0, "play", r(0, "rookie-0-helmet")).pshot is None         # no Punch or Body-Check


def _any_shot(puck):
    state = official(hands=((x(0, "point-shot-2-glove"), r(0, "rookie-0-helmet"), r(0, "tip-in-5-helmet")),
                            (r(1, "goal-skate"),)), puck=puck, control=0, turn=0, extra=(("point-shot-2-glove",), ()))
    state = act(state, 0, "play", x(0, "point-shot-2-glove"))
    state = done(act(state, 0, "special", "any-shot"), 0)
    assert state.shot == 0 and state.stage == SHOT_CARD
    return done(act(state, 1, "play", r(1, "goal-skate")), 1)


def test_any_shot_shoots_from_anywhere_and_a_miss_from_behind_center_is_icing():
    """Glossary, Any Shot: shoot from anywhere; Icing only for a shot from behind center that is not
    saved (ruling O56)."""
    state = act(_any_shot("w3"), 0, "play", r(0, "rookie-0-helmet"))            # no Score: a miss
    assert state.phase == "stoppage" and state.stoppage.reason == "icing"
    ahead = act(_any_shot("c9"), 0, "play", r(0, "rookie-0-helmet"))            # from center: an ordinary miss
    assert ahead.phase != "stoppage" or ahead.stoppage.reason != "icing"


def test_any_shot_cannot_be_tipped_or_taken_without_the_puck():
    """Glossary, Any Shot: the Tip Action cannot be used on it."""
    state = act(_any_shot("c9"), 0, "play", r(0, "tip-in-5-helmet"))
    assert verdict(state, 0, "tip").code == "no-tip-any-shot"
    loose = official(hands=((x(0, "point-shot-2-glove"),), (r(1, "goal-skate"),)), puck="c9", control=1, turn=0,
                     extra=(("point-shot-2-glove",), ()))
    loose = act(loose, 0, "play", x(0, "point-shot-2-glove"))
    assert verdict(loose, 0, "special", "any-shot").code == "special-control"


def test_any_shot_is_not_used_from_a_faceoff_card():
    """Glossary, Any Shot: not when this card is a face-off card."""
    state = _faceoff((x(0, "point-shot-2-glove"),), (r(1, "goal-skate"),), extra=(("point-shot-2-glove",), ()))
    state = act(state, 0, "challenge", x(0, "point-shot-2-glove"))
    state = act(state, 1, "challenge", r(1, "goal-skate"))
    if state.phase == PLACE:
        state = act(state, 0, "place", "c9")
    assert state.phase == USE and state.challenge is not None and state.control == 0
    assert verdict(state, 0, "special", "any-shot").code == "special-not-faceoff-card"


def test_1_on_1_forward_plays_the_top_momentum_card_at_once():
    """Glossary, 1 on 1 Forward: take a Momentum Card, then play it immediately (ruling O57: it is
    laid on the play area as this turn's new card, with all that playing a card does)."""
    pile = (r(0, "captain-8-stick"),)
    state = official(hands=((x(0, "one-on-one-6-helmet"),), (r(1, "goal-skate"),)), puck="c9", control=0,
                     turn=0, momentum=pile, extra=(("one-on-one-6-helmet",), ()))
    state = act(state, 0, "play", x(0, "one-on-one-6-helmet"))
    state = act(state, 0, "special", "1-on-1-forward")
    assert state.play[-1] == pile[0] and pile[0] not in state.hands[0] and not state.momentum
    assert state.phase == USE and state.turn == 0 and not state.special_used     # the new card's own use
    empty = official(hands=((x(0, "one-on-one-6-helmet"),), (r(1, "goal-skate"),)), puck="c9", control=0,
                     turn=0, extra=(("one-on-one-6-helmet",), ()))
    empty = act(empty, 0, "play", x(0, "one-on-one-6-helmet"))
    assert verdict(empty, 0, "special", "1-on-1-forward").code == "special-momentum-left"


def test_1_on_1_defense_trades_a_hand_card_for_the_top_momentum_card():
    """Glossary, 1 on 1 Defense: switch one card of your hand with the top of the Momentum deck (O58)."""
    pile = (r(1, "captain-8-skate"), r(0, "rookie-0-stick"))
    give = r(0, "rookie-0-helmet")
    state = official(hands=((x(0, "lockdown-4-stick"), give), (r(1, "goal-skate"),)), puck="c9",
                     control=0, turn=0, momentum=pile, extra=(("lockdown-4-stick",), ()))
    state = act(state, 0, "play", x(0, "lockdown-4-stick"))
    assert verdict(state, 0, "special", "1-on-1-defense").code == "special-card"
    assert verdict(state, 0, "special-card", "1-on-1-defense", r(0, "captain-8-helmet")).code == "not-in-hand"
    state = act(state, 0, "special-card", "1-on-1-defense", give)
    assert state.momentum == (give, pile[1]) and state.hands[0] == (pile[0],) and state.extras[0] == (pile[0],)
    assert sorted(GAME.inventory(state).elements()) == sorted(GAME.inventory(official(
        hands=((x(0, "lockdown-4-stick"), give), (r(1, "goal-skate"),)), puck="c9", control=0, turn=0,
        momentum=pile, extra=(("lockdown-4-stick",), ()))).elements())


def test_end_to_end_carries_the_puck_five_areas_and_shoots_free_over_both_lines():
    """Glossary, End to End: move the puck 5 areas; over both blue lines, gain the Shoot action
    (ruling O59: a path of five moves along the arrows, no area twice)."""
    from tabletop.games.breakaway_ccg.specials import reach
    start = official(hands=((x(0, "coast-to-coast-8-skate"),), (r(1, "goal-skate"),)), puck="w3", control=0,
                     turn=0, extra=(("coast-to-coast-8-skate",), ()))
    state = act(start, 0, "play", x(0, "coast-to-coast-8-skate"))
    offered = {a.args[1] for a in GAME.legal_actions(state, 0) if a.kind == "special-area"}
    assert offered == set(reach(T, "w3", 5)) and "e8" in offered and "w3" not in offered
    assert verdict(state, 0, "special-area", "end-to-end", "e4").code == "special-reach"
    far = act(state, 0, "special-area", "end-to-end", "e8")
    assert far.puck == "e8" and far.control == 0 and far.free_shot          # from its end over both lines
    near = act(state, 0, "special-area", "end-to-end", "nw9")
    assert near.puck == "nw9" and not near.free_shot


def test_the_rollout_policy_takes_helpful_specials_and_avoids_costly_ones():
    """The computer's rollouts use specials (issue 15): a Breakaway before a plain end of turn, never
    Start a Fight (the instigator's penalty) when anything else is on offer; End to End towards the net."""
    import random

    from tabletop.ai.rollout import ccg_distances, ccg_policy
    state = official(hands=((r(0, "breakaway-glove"),), (r(1, "goal-skate"),)), puck="c9", control=0, turn=0)
    state = act(state, 0, "play", r(0, "breakaway-glove"))
    legal = GAME.legal_actions(state, 0)
    picks = {ccg_policy(GAME, state, 0, legal, random.Random(i)) for i in range(40)}
    assert any(a.kind == "special" for a in picks)
    fight = official(hands=((x(0, "drop-the-gloves-1-skate"),), (r(1, "goal-skate"),)), puck="c9", control=0,
                     turn=0, extra=(("drop-the-gloves-1-skate",), ()))
    fight = act(fight, 0, "play", x(0, "drop-the-gloves-1-skate"))
    legal = GAME.legal_actions(fight, 0)
    assert any(a.kind == "special" for a in legal) and len(legal) > 1
    from tabletop.ai.rollout import _ccg_action_score
    dist = ccg_distances(T)
    scores = {a: _ccg_action_score(T, fight, 0, a, dist) for a in legal}
    assert max(scores, key=scores.get).kind != "special"
    special = next(a for a in legal if a.kind == "special")
    # Its Punch is owed (Phase 3: mandatory), so the other choice is the Punch, not the end.
    punch = next(a for a in legal if a.kind == "punch")
    assert scores[special] < scores[punch]         # rather punch than take the instigator's minor
    carry = act(official(hands=((x(0, "coast-to-coast-8-skate"),), (r(1, "goal-skate"),)), puck="w3", control=0,
                         turn=0, extra=(("coast-to-coast-8-skate",), ())), 0, "play", x(0, "coast-to-coast-8-skate"))
    areas = [a for a in GAME.legal_actions(carry, 0) if a.kind == "special-area"]
    best = max(areas, key=lambda a: _ccg_action_score(T, carry, 0, a, dist))
    assert dist[0][best.args[1]] == min(dist[0][a.args[1]] for a in areas)
