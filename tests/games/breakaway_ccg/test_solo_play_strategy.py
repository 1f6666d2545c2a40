"""Breakaway: CCG, Part 2 "Solo Play", Opponent Strategy: how the automated opponent decides.

Its Solo Opponent card's rules: which card it lays in a face-off, when it pulls its goalie (only in
its offensive zone); after the player's Black K card it turns over one more card in its next phase 1.
In its Phase 3 the player decides (Opponent's Turn); the card's rules (where it shoots from, whether
it Body-Checks, carries the puck toward the player's net, uses specials) are the suggestion the
player may ask for. Where its card is silent it picks a legal action at random. Rulings S4, S12,
S14, S15.
"""

from __future__ import annotations

import random
from dataclasses import replace
from types import SimpleNamespace

import pytest

from tabletop.engine.actions import Action
from tabletop.games.breakaway_ccg.official import basics as fl
from tabletop.games.breakaway_ccg.official import challenges as ch
from tabletop.games.breakaway_ccg.official import mode as off
from tabletop.games.breakaway_ccg.rink import OFFENSIVE
from tabletop.games.breakaway_ccg.solo import phase3, strategy
from tabletop.games.breakaway_ccg.solo import play as solo
from tabletop.games.breakaway_ccg.solo.opponents import solo_opponents
from tabletop.games.breakaway_ccg.specials import whistle
from tabletop.games.breakaway_ccg.state import CHALLENGE, HOME_ICE, PLACE, PLAY, START, STOPPAGE, USE, evolve
from tests.games.breakaway_ccg.helpers_solo_play import (
    GOAL,
    MINE,
    OPP,
    PLAYER,
    ROOKIE,
    SAVE1,
    SCORE5,
    SHOT4,
    SOLO,
    O,
    P,
    draw,
    find,
    new,
    pos,
)
from tests.games.breakaway_ccg.support import GAME, T, card


def test_the_opponent_pulls_its_goalie_only_in_its_offensive_zone():
    """Opponent Strategy: it pulls the goalie only in its offensive zone (and when its card says)."""
    state = find(lambda s: s.phase == START and s.turn == PLAYER and s.placing is None)
    behind = evolve(state, turn=OPP, goals=(2, 0), solo=evolve(state.solo, card="run-and-gun"))
    offensive = [a for a in T.areas if T.rink.zone(a, OPP) == OFFENSIVE]
    other = [a for a in T.areas if T.rink.zone(a, OPP) != OFFENSIVE]
    from tabletop.games.breakaway_ccg.official import mode as official
    assert Action(OPP, "pull-goalie") in official.legal_actions(T, evolve(behind, puck=other[0]), OPP)
    _, outside = solo.strategy_action(T, evolve(behind, puck=other[0]))
    _, inside = solo.strategy_action(T, evolve(behind, puck=offensive[0]))
    assert outside.kind != "pull-goalie"
    assert inside.kind == "pull-goalie"
    _, never = solo.strategy_action(T, evolve(behind, puck=offensive[0], solo=evolve(state.solo, card="snipers")))
    assert never.kind != "pull-goalie", "its card says never"


def test_at_its_phase_1_the_opponent_pulls_the_goalie_only_as_its_card_says():
    """S15: only in its offensive zone, only with fewer goals, only with "pull_goalie: when-behind";
    otherwise it goes on (never a token or a line change)."""
    state = pos(hands=((MINE,), (GOAL,)), turn=O, phase=START, puck="w3", goals=(1, 0), card_id="run-and-gun")
    assert solo.strategy_action(T, state)[1] == act_("pull-goalie")
    level = evolve(state, goals=(1, 1))
    assert solo.strategy_action(T, level) == (level, act_("go")), "no random choice"
    placing = evolve(level, placing=(O, "x", ("c9",)))
    assert solo.strategy_action(T, placing) == (placing, act_("keep"))
    assert solo.strategy_action(T, evolve(state, goals=(0, 1)))[1] == act_("go")
    assert solo.strategy_action(T, evolve(state, puck="c9"))[1] == act_("go")
    never = evolve(state, solo=replace(state.solo, card="snipers"))
    assert solo.strategy_action(T, never)[1] == act_("go")


def _black_k_game(seed: int):
    """A solo game whose player deck holds Black K cards (the starter teams have none)."""
    from dataclasses import replace
    decks = GAME.shipped_decks()
    first = replace(decks[0], cards=tuple(decks[0].cards) + (("penalty-kill-2-helmet", 1), ("penalty-kill-2-skate", 1),
                                                            ("penalty-kill-2-stick", 1)))
    options = dict(SOLO, deck_rules="casual")
    return GAME.new_game(seed, options, decks=[first, decks[1]]), options


def test_a_black_k_makes_the_opponent_reveal_one_more_card_next_turn():
    """Opponent Strategy: after your Black K card the opponent reveals one extra card on its next turn."""
    played = 0
    for seed in range(30):
        rng = random.Random(seed)
        state, _ = _black_k_game(seed)
        owed = False
        while not GAME.is_over(state) and played < 3:
            legal = GAME.legal_actions(state, GAME.pending(state)[0].seat)
            ks = [a for a in legal if a.kind == "play" and solo._black_k(T, a.args[0])]
            action = ks[0] if ks else legal[rng.randrange(len(legal))]
            state, events = GAME.apply(state, action)
            if ks:
                assert any(e.kind == "solo-black-k" for e in events)
                owed = True
                played += 1
            phase1 = [e for e in events if e.kind == "solo-reveal" and e.text.startswith("Phase 1")]
            if owed and phase1:
                extra = len(phase1[0].data["cards"]) - 1
                assert extra >= 1 or len(phase1[0].data["cards"]) == 1 and not solo.face_down(state)
                owed = False
    assert played, "no Black K card was ever played"


def test_the_black_k_extra_reveal_is_counted_in_phase_1():
    """Opponent Strategy: one Black K owed makes the next phase 1 turn over two cards, and the debt clears (S14)."""
    state = find(lambda s: s.turn == PLAYER and s.phase == USE and len(solo.face_down(s)) >= 4 and not s.box)
    owed = evolve(state, turn=OPP, phase=PLAY, solo=evolve(state.solo, extra=1, phase1=False,
                                                           free=(state.period, state.overtime)))
    events: list = []
    after = solo._phase1(T, owed, events)
    revealed = [c for e in events if e.kind == "solo-reveal" for c in e.data["cards"]]
    assert len(revealed) == 2 and after.solo.extra == 0


def test_a_black_k_played_by_the_player_owes_one_more_reveal():
    """S14: a card with a black K the player plays owes the opponent's next phase 1 one more card."""
    black_k = "s1:penalty-kill-2-helmet"
    state = pos(hands=((black_k, MINE), (GOAL, SCORE5)), extra=(("penalty-kill-2-helmet",), ()))
    assert solo._black_k(T, black_k) and not solo._black_k(T, MINE) and not solo._black_k(T, GOAL)
    assert not solo._black_k(T, card(1, "momentum-swing-3-helmet")), "a pink K is no Black K"
    after, events = solo.apply_action(T, state, Action(P, "play", (black_k,)))
    assert (events[0].kind, events[0].text) == (
        "solo-black-k",
        "A Black K: Player 2 turns over one more card next turn.",
    )
    assert events[0].irreversible and after.solo.extra == 1
    assert (events[1].kind, events[1].text) == ("play", "Player 1 plays Penalty Kill 2 (helmet).")
    twice = evolve(state, solo=replace(state.solo, extra=1))
    assert solo.apply_action(T, twice, Action(P, "play", (black_k,)))[0].solo.extra == 2
    plain, events = solo.apply_action(T, state, Action(P, "play", (MINE,)))
    assert plain.solo.extra == 0 and not [e for e in events if e.kind == "solo-black-k"]


def test_phase_1_reveals_one_card_plus_one_for_each_black_k():
    """S14: each Black K the player played adds one card to the next phase-1 reveal; the count clears."""
    hand = (GOAL, SCORE5, ROOKIE, SAVE1)
    state = pos(hands=((MINE,), hand), turn=O, card_id="trap-and-wait")
    events: list = []
    after = solo._phase1(T, state, events)
    assert events[0].text == f"Phase 1: Player 2 turns over {T.label[hand[draw(state, 4)]]}."
    assert after.solo.phase1 and after.solo.extra == 0 and len(after.solo.up - state.solo.up) == 1
    owed = evolve(state, solo=replace(state.solo, extra=2))
    events.clear()
    after = solo._phase1(T, owed, events)
    assert events[0].text.startswith("Phase 1 (2 more for the Black K): Player 2 turns over ")
    assert len(events[0].data["cards"]) == 3 and after.solo.extra == 0
    events.clear()
    solo._phase1(T, evolve(state, solo=replace(state.solo, extra=1)), events)
    assert events[0].text.startswith("Phase 1 (1 more for the Black K): ")


def _suggestions(seeds, card_id: str):
    """(position, options, suggestion) at each of the player's Phase-3 decisions for the opponent
    over random games, with its card forced to ``card_id``."""
    seen = []
    for seed in seeds:
        rng = random.Random(seed)
        state = new(seed)
        state = evolve(state, solo=evolve(state.solo, card=card_id))
        while not GAME.is_over(state):
            legal = GAME.legal_actions(state, GAME.pending(state)[0].seat)
            if phase3.resolving(state):
                seen.append((state, legal, phase3.suggest(T, state)))
            state, _ = GAME.apply(state, legal[rng.randrange(len(legal))])
    return seen


@pytest.mark.parametrize("card_id", ["trap-and-wait", "snipers"])
def test_the_suggestion_follows_its_cards_body_check_rule(card_id):
    """Opponent Strategy: the Solo Opponent card's rules, as the suggestion for its Phase 3 (S4):
    "always" Body-Checks whenever it may (nothing but a score, save or shot in range first);
    "never" only when no other way to end is left."""
    rule = solo_opponents()[card_id].strategy
    checked = 0
    for _state, legal, action in _suggestions(range(12), card_id):
        kinds = {a.kind for a in legal}
        assert action in legal
        if "body-check" not in kinds:
            continue
        checked += 1
        if rule.body_check == "always" and not kinds & {"score", "save", "tip", "shoot", "on-net", "any-shot"}:
            assert action.kind == "body-check"
        if rule.body_check == "never" and action.kind == "body-check":
            assert "end" not in kinds and kinds <= {"body-check", "shoot", "on-net", "any-shot"}
    assert checked


@pytest.mark.parametrize("card_id", ["grinders", "run-and-gun"])
def test_the_suggestion_shoots_only_from_the_areas_its_card_allows(card_id):
    """Opponent Strategy: shoot_from: The Grinders shoot from areas 1-2 only, Run and Gun from 1-6;
    a shot from farther out only when no other action is left."""
    rule = solo_opponents()[card_id].strategy
    shots = 0
    for state, legal, action in _suggestions(range(12), card_id):
        kinds = {a.kind for a in legal}
        if action.kind in ("shoot", "on-net"):
            shots += 1
            if T.rink.by_id[state.puck].number > rule.shoot_from:
                assert kinds <= {"shoot", "on-net", "any-shot"}
        elif "shoot" in kinds and not kinds & {"score", "save", "tip"}:
            assert T.rink.by_id[state.puck].number > rule.shoot_from
    assert shots


def test_the_suggestion_carries_the_puck_forward_when_its_card_says():
    """Opponent Strategy: carry forward: a Move it suggests takes the puck as near the player's net
    as it can (a shooting area nearer the net counts more)."""
    moves = 0
    for state, legal, action in _suggestions(range(8), "run-and-gun"):
        if action.kind == "move":
            moves += 1
            best = max(solo.goalward(T, a.args[0]) for a in legal if a.kind == "move")
            if best > solo.goalward(T, state.puck):
                assert solo.goalward(T, action.args[0]) == best
    assert moves


def test_goalward_values_shooting_areas_by_number_and_others_by_distance():
    """S4: a shooting area counts the more the lower its number; any other area the nearer the
    player's net it lies."""
    assert [solo.goalward(T, a) for a in ("w1", "w2", "w6")] == [99, 98, 94]
    assert [solo.goalward(T, a) for a in ("w7", "w0", "nw9", "c9", "e7")] == [0, -3, -4, -5, -10]
    assert solo.goalward(T, "w6") > solo.goalward(T, "w7") > solo.goalward(T, "c9")


def test_the_card_takes_the_best_option_by_its_measure_and_breaks_ties_by_name():
    """S4: the best option by the card's measure; a tie goes to the last action by name, so the choice is fixed."""
    a, b, c = Action(O, "move", ("w1",)), Action(O, "move", ("w2",)), Action(O, "move", ("w3",))
    assert strategy.best([a, b, c], lambda x: 1) == c
    assert strategy.best([c, a, b], lambda x: -int(x.args[0][1])) == a
    assert strategy.best([], lambda x: 0) is None


def _s(**rules):
    base = {"shoot_from": 3, "body_check": "never", "carry": "hold", "specials": "skip"}
    return SimpleNamespace(**(base | rules))


def act_(kind, *args):
    return Action(O, kind, tuple(args))


def _use(puck, *actions, **rules):
    """What a card with ``rules`` chooses among ``actions`` with the puck in ``puck`` (S4)."""
    return strategy.use_choice(T, puck, list(actions), _s(**rules))


def test_in_phase_3_the_card_scores_saves_or_tips_before_anything_else():
    """S4: Score, Save or Tip whenever it can, in that order."""
    rest = (act_("shoot"), act_("body-check"), act_("end"), act_("move", "w1"))
    assert _use("w3", *rest, act_("tip"), act_("save"), act_("score")) == act_("score")
    assert _use("w3", *rest, act_("tip"), act_("save")) == act_("save")
    assert _use("w3", *rest, act_("tip"), body_check="always") == act_("tip")


def test_in_phase_3_the_card_shoots_only_from_an_area_it_allows():
    """S4: Shoot (or On-Net, or any shot) only from a shooting area numbered no higher than its card's."""
    shots = (act_("end"), act_("any-shot"), act_("on-net"), act_("shoot"))
    assert _use("w3", *shots, shoot_from=3) == act_("shoot")
    assert _use("w3", *shots, shoot_from=2) == act_("end")
    assert _use("w2", act_("any-shot"), act_("on-net"), shoot_from=3) == act_("on-net")
    assert _use("w1", act_("end"), act_("any-shot"), shoot_from=1) == act_("any-shot")


def test_in_phase_3_the_card_body_checks_first_when_it_says_always():
    """S4: "body_check: always" before carrying the puck; "never" ends the turn instead."""
    options = (act_("end"), act_("move", "nw9"), act_("body-check"))
    assert _use("c9", *options, body_check="always", carry="forward") == act_("body-check")
    assert _use("c9", *options, body_check="never", carry="forward") == act_("move", "nw9")
    assert _use("c9", *options, body_check="never") == act_("end")
    assert _use("c9", act_("deflect"), act_("end")) == act_("end"), "End before the rest"


def test_in_phase_3_the_card_carries_the_puck_forward_colors_first():
    """S4: "carry: forward": a color, then a Move or Stretch Pass, that takes the puck nearer the
    player's net, the nearest; nothing that goes back or stays level."""
    moves = (act_("move", "ne9"), act_("move", "nw9"), act_("stretch-pass", "w0"), act_("end"))
    assert _use("c9", *moves, carry="forward") == act_("stretch-pass", "w0")
    assert _use("c9", *moves, act_("ability", "x", "nw9"), carry="forward") == act_("ability", "x", "nw9")
    assert _use("c9", *moves, act_("ability", "x", "ne9"), carry="forward") == act_("stretch-pass", "w0")
    assert _use("nw9", act_("move", "c9"), act_("end"), carry="forward") == act_("end")
    assert solo.goalward(T, "e1") == solo.goalward(T, "e2")
    assert _use("e2", act_("move", "e1"), act_("end"), carry="forward") == act_("end")
    assert _use("c9", *moves) == act_("end"), "hold: no move it is not made to use"


def test_in_phase_3_the_card_plays_a_special_when_it_says_and_otherwise_ends():
    """S4: "specials: use" uses one (the first by name); "skip" ends the turn."""
    options = (act_("end"), act_("special-card", "b"), act_("special-card", "a"), act_("special-area", "z"))
    assert _use("c9", *options, specials="use") == act_("special-card", "a")
    assert _use("c9", *options, specials="skip") == act_("end")
    for kind in ("special", "special-area", "special-choice"):
        assert _use("c9", act_(kind, "q"), act_("end"), specials="use") == act_(kind, "q")


def test_in_phase_3_the_card_takes_an_owed_action_it_does_not_rule_out():
    """S4: when an action is owed (no End), one the card allows: never a shot from too far, never a
    Body-Check under "never"; nothing left, no choice of its own (the suggestion is then the first by name)."""
    assert _use("c9", act_("shoot"), act_("body-check"), act_("move", "e7"), act_("deflect")) == act_("deflect")
    assert _use("c9", act_("shoot"), act_("body-check")) is None
    assert _use("c9", act_("shoot"), act_("body-check"), body_check="sometimes") == act_("body-check")
    assert _use("c9", act_("on-net"), act_("any-shot")) is None
    held = [Action(P, "shoot"), Action(P, "body-check")]
    assert phase3.suggest_among(T, "c9", "trap-and-wait", held) == Action(P, "body-check")
    assert phase3.suggest_among(T, "c9", "trap-and-wait", []) is None


def test_in_phase_3_the_snipers_suggest_a_shot_from_their_shooting_range():
    """S4: with the puck in its shooting range, the Snipers' card suggests the Shoot (as the player's
    option), and the suggestion changes nothing."""
    state = pos(hands=((MINE,), (GOAL,)), play=(SHOT4,), turn=O, phase=USE, puck="w3", control=O)
    assert act_("shoot") in off.legal_actions(T, state, O)
    assert phase3.suggest(T, state) == Action(P, "shoot")
    assert Action(P, "shoot") in GAME.legal_actions(state, P)
    assert phase3.suggest(T, evolve(state, turn=P)) is None, "only while the player resolves its card"


def test_where_its_card_is_silent_the_opponent_picks_a_legal_action_at_random():
    """S4: its card's rules in phase 3; where no rule speaks, a legal choice from the generator."""
    state = pos(hands=((MINE,), (GOAL, ROOKIE)), turn=O, phase=PLAY)
    legal = sorted(off.legal_actions(T, state, O), key=repr)
    after, action = solo.strategy_action(T, state)
    assert action == legal[draw(state, len(legal))] and after.chance == state.chance + 1
    stuck = evolve(state, turn=P)
    try:
        solo.strategy_action(T, stuck)
    except RuntimeError as err:
        assert str(err) == "solo play: the opponent must decide but has no legal action (play)"
    else:
        raise AssertionError("no legal action must raise")


def test_in_a_challenge_the_opponent_lays_its_strongest_face_up_card_or_a_random_face_down_one():
    """S12: "highest": its strongest face-up card, else a random face-down one; "random": any card."""
    hand = (ROOKIE, SCORE5, SHOT4, GOAL)
    state = pos(hands=((), hand), up=(ROOKIE, SHOT4), turn=O)
    options = [act_("challenge", c) for c in hand]
    same, best = strategy.challenge_card(T, state, options, "highest")
    assert best == act_("challenge", SHOT4) and same is state
    down = sorted([act_("challenge", SCORE5), act_("challenge", GOAL)], key=repr)
    none_up = evolve(state, solo=replace(state.solo, up=frozenset()))
    after, pick = strategy.challenge_card(T, none_up, options, "highest")
    assert pick == sorted(options, key=repr)[draw(none_up, 4)] and after.chance == state.chance + 1
    for n in range(8):
        at = evolve(state, chance=n)
        after, pick = strategy.challenge_card(T, at, options, "random")
        assert pick == sorted(options, key=repr)[draw(at, 4)] and after.chance == n + 1
    after, pick = strategy.challenge_card(T, state, options, "face-down")
    assert pick == down[draw(state, 2)]
    for n in range(8):  # never a face-up card while a face-down one is left
        at = evolve(state, chance=n)
        assert strategy.challenge_card(T, at, options, "face-down")[1] == down[draw(at, 2)]
    body_check = card(1, "body-check-3-glove")  # strength 3, and its name sorts first
    by_strength = evolve(state, solo=replace(state.solo, up=frozenset((ROOKIE, body_check))))
    pair_up = [act_("challenge", c) for c in (ROOKIE, body_check, GOAL)]
    assert strategy.challenge_card(T, by_strength, pair_up, "highest")[1] == act_("challenge", body_check)
    all_up = evolve(state, solo=replace(state.solo, up=frozenset(hand)))
    _, pick = strategy.challenge_card(T, all_up, options, "face-down")
    assert pick == sorted(options, key=repr)[draw(state, 4)]


def test_in_a_face_off_the_opponent_lays_a_card_by_its_rule_and_declines_only_with_none():
    """S12: in a face-off it lays its strongest face-up card ("highest")."""
    state = pos(
        hands=((MINE,), (GOAL, SHOT4, SCORE5)),
        up=(SHOT4,),
        phase=CHALLENGE,
        challenge=ch.Challenge(ch.FACEOFF, 0, "c9"),
        home=0,
        control=None,
    )
    state, _ = off.apply_action(T, state, Action(P, "challenge", (MINE,)))
    assert solo.strategy_action(T, state)[1] == act_("challenge", SHOT4)
    rand = evolve(state, solo=replace(state.solo, card="trap-and-wait"))
    after, action = solo.strategy_action(T, rand)
    assert action.kind == "challenge" and after.chance == rand.chance + 1
    empty = pos(
        hands=((MINE,), ()),
        phase=CHALLENGE,
        challenge=ch.Challenge(ch.FACEOFF, 0, "c9"),
        home=0,
        control=None,
    )
    empty, _ = off.apply_action(T, empty, Action(P, "challenge", (MINE,)))
    assert solo.strategy_action(T, empty)[1] == act_("decline"), "with no card to lay"


def test_the_opponent_takes_home_ice_keeps_its_bench_and_places_the_puck_nearest_the_players_net():
    """S4: it takes Home Ice when it wins the reveal, keeps its bench at a stoppage, chooses the
    face-off circle and places the puck nearest the player's net."""
    state = pos(hands=((MINE,), (GOAL,)), turn=O)
    assert solo.strategy_action(T, evolve(state, phase=HOME_ICE)) == (
        evolve(state, phase=HOME_ICE),
        act_("home-ice", "me"),
    )
    stop = evolve(state, phase=STOPPAGE, stoppage=fl.Stoppage("save", "west-end", 1), ready=(False, False))
    assert solo.strategy_action(T, stop)[1] == act_("keep")
    ready = evolve(stop, ready=(True, True))
    assert solo.strategy_action(T, ready)[1] == act_("side", "w1")
    east = evolve(ready, stoppage=fl.Stoppage("save", "east-end", 1))
    assert solo.strategy_action(T, east)[1] == act_("side", "e2"), "a tie goes to the last by name"
    place = evolve(state, phase=PLACE, placing=(1, "x", ("nw9", "w8", "c9")))
    assert solo.strategy_action(T, place)[1] == act_("place", "w8")
    place = evolve(state, phase=PLACE, placing=(1, "x", ("ne9", "nw9", "c9")))
    assert solo.strategy_action(T, place)[1] == act_("place", "nw9")
    shooting = evolve(state, phase=PLACE, placing=(1, "x", ("w5", "w1", "c9")))
    assert solo.strategy_action(T, shooting)[1] == act_("place", "w1"), "the lower number is nearer the net"


def test_at_a_whistle_the_opponent_lets_play_stop_and_so_does_a_player_without_dig_it_out():
    """S4: at the whistle (O117) it digs the puck out when it can, else lets play stop; S7: the
    player's lone answer is taken for it."""
    w = pos(
        hands=((MINE,), (GOAL,)),
        phase=whistle.WHISTLE,
        stoppage=fl.Stoppage("save", "east-end", 1),
        ready=(False, False),
    )
    assert solo.strategy_action(T, w) == (w, Action(O, whistle.LET_STOP))
    assert solo._forced(T, w, off.pending(T, w)) == Action(P, whistle.LET_STOP)
    events: list = []
    solo.settle(T, evolve(w, ready=(True, False)), events)
    assert (events[0].kind, events[0].text) == ("let-stop", "Player 2 lets play stop.")


def test_outside_solo_play_the_solo_opponent_agent_picks_a_legal_action_at_random():
    """S17: outside solo play the Solo Opponent agent has no card to follow and picks at random."""
    legal = [Action(P, "go"), Action(P, "keep"), Action(P, "end")]
    assert solo.solo_chooser(None, None, legal, random.Random(5)) == legal[random.Random(5).randrange(3)]
