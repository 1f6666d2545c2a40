"""Breakaway: CCG solo play (``mode=solo``): the book's Part 2, "Solo Play", rule by rule, and the
rulings S1... that fill its silences (docs/rulings/breakaway-ccg.md, "Solo play")."""

from __future__ import annotations

import math
import random

import pytest

from tabletop.cards.loader import CardFileError
from tabletop.engine.actions import Action
from tabletop.engine.playout import play_game
from tabletop.games import registry
from tabletop.games.breakaway_ccg import solo
from tabletop.games.breakaway_ccg.rink import OFFENSIVE
from tabletop.games.breakaway_ccg.solo_opponents import parse_solo_opponents, solo_opponents
from tabletop.games.breakaway_ccg.state import PLAY, SAVE, SHOT_CARD, START, STOPPAGE, USE, evolve, pair

GAME = registry().get("breakaway-ccg")
T = GAME.t
SOLO = {"mode": "solo"}
PLAYER, OPP = 0, 1


def new(seed: int = 1):
    return GAME.new_game(seed, SOLO)


def walk(seed: int, until, limit: int = 3000):
    """Random play from a new solo game until ``until(state)``; the state, or None."""
    rng = random.Random(seed)
    state = new(seed)
    for _ in range(limit):
        if until(state):
            return state
        if GAME.is_over(state):
            return None
        decisions = GAME.pending(state)
        legal = GAME.legal_actions(state, decisions[0].seat)
        state, _ = GAME.apply(state, legal[rng.randrange(len(legal))])
    return None


def find(until, seeds=range(60)):
    for seed in seeds:
        state = walk(seed, until)
        if state is not None:
            return state
    pytest.fail("no solo game reached the position")


def choosing(state) -> bool:
    return state.phase == PLAY and state.turn == OPP


# ----- set-up (Solo Play: Setup) ----------------------------------------------------------------------
def test_set_up_draws_a_solo_opponent_card_and_deals_hands_of_eight():
    """Setup: a random Solo Opponent card; 12 Momentum Cards; eight cards to each hand (S5)."""
    cards = set()
    for seed in range(30):
        state = new(seed)
        assert state.solo is not None and state.solo.card in solo_opponents()
        cards.add(state.solo.card)
        if state.phase == STOPPAGE or state.solo.dealt:
            assert len(state.hands[PLAYER]) == 8 and len(state.hands[OPP]) == 8
            assert len(state.momentum) == 12
    assert len(cards) >= 4, "the Solo Opponent card is drawn at random"


def test_the_opponents_bench_is_the_one_its_card_names_and_starts_face_up():
    """Setup: the card sets up the opponent's bench; both benches face up (S3)."""
    from tabletop.games.breakaway_ccg import official_flow
    from tabletop.games.breakaway_ccg.state import CcgState
    base = GAME.new_game(4, {"mode": "official"})
    start = CcgState(names=base.names, seed=4, options=base.options, puck=base.puck, deck_names=base.deck_names,
                     deck_lists=base.deck_lists, bench_lists=base.bench_lists, lists_public=True)
    start = official_flow.set_up(T, start, [])
    pool = [c for c in (*start.benches[OPP], *start.decks[OPP]) if T.player[c]]
    best: dict[str, list[int]] = {}
    for c in pool:
        if T.card[c].number != "goalie":
            best.setdefault(T.name[c], []).append(T.strength[c])
    for card in solo_opponents().values():
        state = solo._bench(T, start, card, [])
        bench = state.benches[OPP]
        assert len(bench) == 5 and all(T.player[c] for c in bench)
        assert set(bench) == state.solo.up
        assert len({T.name[c] for c in bench}) == 5
        assert sorted(state.benches[OPP] + state.decks[OPP]) == sorted(start.benches[OPP] + start.decks[OPP])
        goalies = [c for c in bench if T.card[c].number == "goalie"]
        assert len(goalies) == (1 if card.bench_goalie else 0)
        skaters = sorted((T.strength[c] for c in bench if c not in goalies), reverse=True)
        if card.bench_pick == "highest":
            assert skaters == sorted((max(v) for v in best.values()), reverse=True)[:len(skaters)]
        elif card.bench_pick == "lowest":
            assert sorted(skaters) == sorted(min(v) for v in best.values())[:len(skaters)]
        else:
            assert max(skaters) == max(max(v) for v in best.values())
            assert min(skaters) == min(min(v) for v in best.values())


# ----- what the player sees -------------------------------------------------------------------------------
def test_the_players_view_never_shows_a_face_down_opponent_card():
    """Setup: the opponent's cards stay face down until revealed. At every step of random games,
    no face-down card of the opponent's hand or bench appears in the player's or a spectator's view
    (nor in a save's, which is built from the same view), and the face-up ones do."""
    checked = 0
    for seed in range(12):
        rng = random.Random(seed)
        state = new(seed)
        while not GAME.is_over(state):
            up = state.solo.up
            down = [c for c in (*state.hands[OPP], *state.benches[OPP]) if c not in up]
            for seat in (PLAYER, None):
                text = repr(GAME.view(state, seat))
                assert not [c for c in down if f"'{c}'" in text]
                assert set(down) <= GAME.hidden_from(state, seat)
                view = GAME.view(state, seat)
                assert view.solo.row == tuple(c if c in up else None for c in state.hands[OPP])
                checked += len(down)
            decisions = GAME.pending(state)
            legal = GAME.legal_actions(state, decisions[0].seat)
            state, _ = GAME.apply(state, legal[rng.randrange(len(legal))])
    assert checked > 1000


def test_the_opponent_never_has_a_decision_of_its_own():
    """Gameplay Differences: the engine plays for the opponent (S4), and its phase 2 is the player's."""
    for seed in range(8):
        result = play_game(GAME, seed, options=SOLO)
        assert all(a.seat == PLAYER for a in result.actions)
        assert any(a.kind.startswith("solo-") for a in result.actions)


# ----- the opponent's turn ----------------------------------------------------------------------------------
def test_phase_2_the_player_chooses_the_opponents_card():
    """Opponent's Turn, Phase 2: you choose which opponent card is played, face up or face down."""
    state = find(lambda s: choosing(s) and solo.reveal_need(s) is None and solo.face_down(s)
                 and any(c in s.solo.up for c in s.hands[OPP]))
    (decision,) = GAME.pending(state)
    assert decision.seat == PLAYER and decision.kind == "solo-choose"
    assert GAME.legal_actions(state, OPP) == []
    legal = GAME.legal_actions(state, PLAYER)
    row = state.hands[OPP]
    up = [c for c in row if c in state.solo.up]
    down = solo.face_down(state)
    assert set(legal) == ({Action(PLAYER, "solo-play", (c,)) for c in up}
                          | {Action(PLAYER, "solo-down", (str(row.index(c) + 1),)) for c in down})
    # The opponent's own "play" is refused: the player chooses for it.
    verdict = GAME.validate(state, Action(OPP, "play", (up[0],)))
    assert not verdict.ok and verdict.code == "solo-opponent"


def test_a_chosen_face_down_card_is_turned_over_and_must_be_played():
    """Phase 2: a chosen face-down card must be played once revealed."""
    state = find(lambda s: choosing(s) and solo.reveal_need(s) is None and len(solo.face_down(s)) >= 2)
    down = solo.face_down(state)
    target = down[-1]
    slot = str(state.hands[OPP].index(target) + 1)
    after, events = GAME.apply(state, Action(PLAYER, "solo-down", (slot,)))
    assert any(e.kind == "solo-reveal" and target in e.data["cards"] for e in events)
    assert target not in after.hands[OPP]
    assert any(e.kind == "solo-choice" and e.data["card"] == target for e in events)


def test_phase_1_turns_over_one_face_down_card():
    """Opponent's Turn, Phase 1: one face-down card of hand or bench is revealed."""
    state = find(lambda s: s.turn == PLAYER and s.phase == USE and s.shot is None and s.solo.extra == 0
                 and len(solo.face_down(s)) >= 3 and not s.box and not s.calls)
    opp_state = evolve(state, turn=OPP, phase=PLAY, solo=evolve(state.solo, phase1=False))
    events: list = []
    before = len(opp_state.solo.up)
    after = solo._phase1(T, evolve(opp_state, solo=evolve(opp_state.solo, free=(state.period, state.overtime))),
                         events)
    if solo.opponent(after).strategy.swap == "always":
        assert len(after.solo.up) >= before + 1 - 1
    revealed = [e for e in events if e.kind == "solo-reveal"]
    assert len(revealed) == 1 and len(revealed[0].data["cards"]) == 1
    assert after.solo.phase1 and after.chance > opp_state.chance


def test_each_opponent_turn_reveals_in_random_games():
    """Phase 1 happens once per opponent turn, counted over whole games."""
    for seed in range(15):
        rng = random.Random(seed)
        state = new(seed)
        while not GAME.is_over(state):
            legal = GAME.legal_actions(state, GAME.pending(state)[0].seat)
            state, events = GAME.apply(state, legal[rng.randrange(len(legal))])
            phase1 = [e for e in events if e.kind == "solo-reveal" and e.text.startswith("Phase 1")]
            assert len(phase1) <= 2
            # S8: the swap never sends a Momentum Card in hand to the bench.
            assert set(state.extras[OPP]) <= set(state.hands[OPP])
            assert not set(state.extras[OPP]) & set(state.benches[OPP])


def test_out_of_cards_the_opponent_gets_a_new_hand_of_eight():
    """Opponent's Turn, Phase 4: out of cards, a new hand of eight face-down cards (S6)."""
    state = find(lambda s: s.turn == PLAYER and s.phase == PLAY and s.shot is None and len(s.decks[OPP]) > 10
                 and not s.final_minute and not s.box)
    emptied = evolve(state, hands=pair(state.hands, OPP, ()), extras=pair(state.extras, OPP, ()),
                     decks=pair(state.decks, OPP, state.hands[OPP] + state.decks[OPP]))
    events: list = []
    after = solo.settle(T, emptied, events)
    assert len(after.hands[OPP]) == 8
    assert not set(after.hands[OPP]) & after.solo.up
    assert any(e.kind == "solo-new-hand" for e in events)


# ----- the player's restrictions ------------------------------------------------------------------------------
def test_the_player_may_not_change_lines():
    """Player Restrictions: no Line Change."""
    state = find(lambda s: s.phase == START and s.turn == PLAYER and s.placing is None)
    assert all(a.kind != "line-change" for a in GAME.legal_actions(state, PLAYER))
    verdict = GAME.validate(state, Action(PLAYER, "line-change"))
    assert not verdict.ok and verdict.code in ("solo-no-line-change",)


def test_the_player_may_not_switch_with_the_bench_at_a_stoppage_even_at_period_start():
    """Player Restrictions: no bench switches during stoppages, even at the start of a period."""
    found = find(lambda s: s.phase == STOPPAGE and not s.ready[PLAYER])
    assert all(a.kind != "switch" for a in GAME.legal_actions(found, PLAYER))
    hand_player = [c for c in found.hands[PLAYER] if T.player[c] and T.owner[c] == PLAYER]
    bench = found.benches[PLAYER]
    verdict = GAME.validate(found, Action(PLAYER, "switch", (hand_player[0], bench[0])))
    assert not verdict.ok and verdict.code == "solo-no-bench-switch"


def test_no_bench_switch_at_the_first_period_start():
    """Player Restrictions: "even at period start": no game's first stoppage offers the player a switch."""
    for seed in range(10):
        state = new(seed)
        if state.phase == STOPPAGE:
            assert all(a.kind != "switch" for a in GAME.legal_actions(state, PLAYER))


def test_a_momentum_token_becomes_a_momentum_card():
    """Player Restrictions: no momentum tokens; one the player would get is a Momentum Card (S7)."""
    state = find(lambda s: s.phase == PLAY and s.turn == PLAYER and s.momentum)
    given = evolve(state, tokens=pair(state.tokens, PLAYER, 1))
    events: list = []
    after = solo.settle(T, given, events)
    assert after.tokens[PLAYER] == 0
    assert after.extras[PLAYER] == state.extras[PLAYER] + (state.momentum[0],)
    assert after.momentum == state.momentum[1:]
    verdict = GAME.validate(state, Action(PLAYER, "token", ("draw",)))
    assert not verdict.ok


def test_home_ice_never_leaves_the_player_a_token():
    for seed in range(15):
        assert new(seed).tokens[PLAYER] == 0


# ----- the opponent's momentum ---------------------------------------------------------------------------------
def test_the_opponent_takes_one_free_momentum_card_once_a_period():
    """Opponent Momentum: one Momentum Card for free once per period (S9)."""
    state = find(lambda s: s.turn == PLAYER and s.phase == PLAY and len(s.momentum) >= 2 and s.solo.free is None)
    card = solo.opponent(state)
    first_turn = solo_opponents()["run-and-gun"]
    events: list = []
    once = solo._free_momentum(T, state, first_turn, events)
    assert once.extras[OPP] == state.extras[OPP] + (state.momentum[0],)
    assert state.momentum[0] not in once.solo.up
    twice = solo._free_momentum(T, once, first_turn, events)
    assert twice == once, "only once a period"
    next_period = evolve(once, period=once.period + 1)
    assert len(solo._free_momentum(T, next_period, first_turn, events).extras[OPP]) == len(once.extras[OPP]) + 1
    assert card.id in solo_opponents()


# ----- shots -------------------------------------------------------------------------------------------------------
def test_the_opponents_shot_card_reveals_half_its_hand():
    """Shot Resolution: the player's shot: half the opponent's hand (rounded up) is revealed; the player
    chooses a face-up card or a face-down one at random (S10)."""
    found = find(lambda s: choosing(s) and s.stage == SHOT_CARD and s.shot == PLAYER and len(s.hands[OPP]) >= 5)
    for size in (len(found.hands[OPP]), len(found.hands[OPP]) - 1):     # odd and even hands
        hand = found.hands[OPP][:size]
        rest = found.hands[OPP][size:]
        hidden = evolve(found, hands=pair(found.hands, OPP, hand), decks=pair(found.decks, OPP, rest + found.decks[OPP]),
                        extras=pair(found.extras, OPP, tuple(c for c in found.extras[OPP] if c in hand)),
                        solo=evolve(found.solo, up=frozenset(found.benches[OPP]), phase1=True))
        state = solo.settle(T, hidden, [])
        up = [c for c in hand if c in state.solo.up]
        assert len(up) == math.ceil(size / 2)
        legal = GAME.legal_actions(state, PLAYER)
        assert {a for a in legal if a.kind == "solo-play"} == {Action(PLAYER, "solo-play", (c,)) for c in up}
        down = solo.face_down(state)
        assert Action(PLAYER, "solo-down", ("any",)) in legal
        assert not [a for a in legal if a.kind == "solo-down" and a.args[0] != "any"]
        after, events = GAME.apply(state, Action(PLAYER, "solo-down", ("any",)))
        played = next(e.data["card"] for e in events if e.kind == "solo-choice")
        # The pick is the state's generator's, at the state's chance counter.
        from tabletop.engine import chance
        assert played == down[chance.generator(state.seed, state.chance).randrange(len(down))]
        assert after.chance > state.chance


def test_the_shot_card_random_pick_varies_with_the_seed():
    """The random face-down pick is the generator's: different positions, different picks."""
    picks = set()
    for seed in range(40):
        state = walk(seed, lambda s: choosing(s) and s.stage == SHOT_CARD and s.shot == PLAYER
                     and len(solo.face_down(s)) >= 2)
        if state is None:
            continue
        _, events = GAME.apply(state, Action(PLAYER, "solo-down", ("any",)))
        played = next(e.data["card"] for e in events if e.kind == "solo-choice")
        picks.add(solo.face_down(state).index(played))
        if len(picks) > 1:
            return
    pytest.fail("the random pick always took the same place")


def test_the_players_score_attempt_reveals_the_whole_hand_and_a_save_must_be_played():
    """Shot Resolution: your score attempt: the whole opponent hand is revealed and it plays a Save if
    it can (S11)."""
    state = find(lambda s: choosing(s) and s.stage == SAVE and s.shot == PLAYER, seeds=range(200))
    assert not solo.face_down(state)
    legal = GAME.legal_actions(state, PLAYER)
    from tabletop.games.breakaway_ccg import official
    savers = [c for c in state.hands[OPP] if official.can_save(T, state, c)]
    assert savers, "with one answer only the engine would have played it"
    assert set(legal) == {Action(PLAYER, "solo-play", (c,)) for c in savers}


def test_without_a_save_the_goal_stands_by_itself():
    """Shot Resolution: "a Save if possible": with none, the goal stands without a choice."""
    base = find(lambda s: choosing(s) and s.stage == SAVE and s.shot == PLAYER, seeds=range(200))
    from tabletop.games.breakaway_ccg import official
    keep = tuple(c for c in base.hands[OPP] if not official.can_save(T, base, c))
    gone = tuple(c for c in base.hands[OPP] if c not in keep)
    no_save = evolve(base, hands=pair(base.hands, OPP, keep), decks=pair(base.decks, OPP, gone + base.decks[OPP]),
                     extras=pair(base.extras, OPP, tuple(c for c in base.extras[OPP] if c in keep)))
    events: list = []
    after = solo.settle(T, no_save, events)
    assert after.goals[PLAYER] == base.goals[PLAYER] + 1


# ----- the opponent's strategy --------------------------------------------------------------------------------------
def test_the_opponent_pulls_its_goalie_only_in_its_offensive_zone():
    """Opponent Strategy: it pulls the goalie only in its offensive zone (and when its card says)."""
    state = find(lambda s: s.phase == START and s.turn == PLAYER and s.placing is None)
    behind = evolve(state, turn=OPP, goals=(2, 0), solo=evolve(state.solo, card="run-and-gun"))
    offensive = [a for a in T.areas if T.rink.zone(a, OPP) == OFFENSIVE]
    other = [a for a in T.areas if T.rink.zone(a, OPP) != OFFENSIVE]
    from tabletop.games.breakaway_ccg import official
    assert Action(OPP, "pull-goalie") in official.legal_actions(T, evolve(behind, puck=other[0]), OPP)
    _, outside = solo.strategy_action(T, evolve(behind, puck=other[0]))
    _, inside = solo.strategy_action(T, evolve(behind, puck=offensive[0]))
    assert outside.kind != "pull-goalie"
    assert inside.kind == "pull-goalie"
    _, never = solo.strategy_action(T, evolve(behind, puck=offensive[0], solo=evolve(state.solo, card="snipers")))
    assert never.kind != "pull-goalie", "its card says never"


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
    state = find(lambda s: s.turn == PLAYER and s.phase == USE and len(solo.face_down(s)) >= 4 and not s.box)
    owed = evolve(state, turn=OPP, phase=PLAY, solo=evolve(state.solo, extra=1, phase1=False,
                                                           free=(state.period, state.overtime)))
    events: list = []
    after = solo._phase1(T, owed, events)
    revealed = [c for e in events if e.kind == "solo-reveal" for c in e.data["cards"]]
    assert len(revealed) == 2 and after.solo.extra == 0


def _record(monkeypatch, seeds, card_id: str):
    """The opponent's decisions (state, action) over random games, with its card forced to ``card_id``."""
    seen = []
    real = solo.strategy_action

    def spy(t, state):
        out = real(t, state)
        seen.append((state, out[1]))
        return out

    monkeypatch.setattr(solo, "strategy_action", spy)
    for seed in seeds:
        rng = random.Random(seed)
        state = new(seed)
        state = evolve(state, solo=evolve(state.solo, card=card_id))
        while not GAME.is_over(state):
            legal = GAME.legal_actions(state, GAME.pending(state)[0].seat)
            state, _ = GAME.apply(state, legal[rng.randrange(len(legal))])
    return seen


def _kinds(state) -> set[str]:
    from tabletop.games.breakaway_ccg import official
    return {a.kind for a in official.legal_actions(T, state, OPP)}


@pytest.mark.parametrize("card_id", ["trap-and-wait", "snipers"])
def test_the_opponent_follows_its_cards_body_check_rule(monkeypatch, card_id):
    """Opponent Strategy: the Solo Opponent card's rules: "always" Body-Checks whenever it may (nothing
    but a score, save or shot in range first); "never" only when no other way to end is left."""
    rule = solo_opponents()[card_id].strategy
    checked = 0
    for state, action in _record(monkeypatch, range(25), card_id):
        if state.phase != USE:
            continue
        kinds = _kinds(state)
        if "body-check" not in kinds:
            continue
        checked += 1
        if rule.body_check == "always" and not kinds & {"score", "save", "tip", "shoot", "on-net", "any-shot"}:
            assert action.kind == "body-check"
        if rule.body_check == "never" and action.kind == "body-check":
            assert "end" not in kinds and kinds <= {"body-check", "shoot", "on-net", "any-shot"}
    assert checked


@pytest.mark.parametrize("card_id", ["grinders", "run-and-gun"])
def test_the_opponent_shoots_only_from_the_areas_its_card_allows(monkeypatch, card_id):
    """Opponent Strategy: shoot_from: The Grinders shoot from areas 1-2 only, Run and Gun from 1-6;
    a shot from farther out only when no other action is left."""
    rule = solo_opponents()[card_id].strategy
    shots = 0
    for state, action in _record(monkeypatch, range(25), card_id):
        if action.kind in ("shoot", "on-net"):
            shots += 1
            if T.rink.by_id[state.puck].number > rule.shoot_from:
                assert _kinds(state) <= {"shoot", "on-net", "any-shot"}
        elif state.phase == USE and "shoot" in _kinds(state) and \
                not _kinds(state) & {"score", "save", "tip"}:
            assert T.rink.by_id[state.puck].number > rule.shoot_from
    assert shots


def test_the_opponent_carries_the_puck_forward_when_its_card_says(monkeypatch):
    """Opponent Strategy: carry forward: a Move it chooses takes the puck as near the player's net as
    it can (a shooting area nearer the net counts more)."""
    moves = 0
    for state, action in _record(monkeypatch, range(15), "run-and-gun"):
        if action.kind == "move":
            moves += 1
            from tabletop.games.breakaway_ccg import official
            options = [a for a in official.legal_actions(T, state, OPP) if a.kind == "move"]
            best = max(solo.goalward(T, a.args[0]) for a in options)
            if best > solo.goalward(T, state.puck):
                assert solo.goalward(T, action.args[0]) == best
    assert moves


# ----- the card data -----------------------------------------------------------------------------------------
def test_the_solo_opponent_cards_are_authored_and_at_least_six():
    from tabletop.cards.loader import load_checked
    from tabletop.games.breakaway_ccg.cards import data_dir
    data = load_checked(data_dir() / "solo_opponents.yaml", "ccg-solo-opponents")
    assert data["source"] == "authored"
    assert len(solo_opponents()) >= 6


def test_a_broken_solo_opponent_card_names_file_card_and_field():
    good = {"id": "x", "name": "X", "text": "t", "bench": {"pick": "highest", "goalie": False},
            "strategy": {"shoot_from": 3, "body_check": "never", "carry": "hold", "swap": "never",
                         "momentum": "first-turn", "pull_goalie": "never", "challenge": "random", "specials": "skip"}}
    data = {"game": "breakaway-ccg", "source": "authored", "cards": [good, dict(good, name="Y")]}
    with pytest.raises(CardFileError) as err:
        parse_solo_opponents(data, "solo.yaml")
    assert "solo.yaml" in str(err.value) and "'x'" in str(err.value) and "'id'" in str(err.value)
    bad = dict(good, strategy=dict(good["strategy"], shoot_from=9))
    with pytest.raises(CardFileError) as err:
        parse_solo_opponents({"game": "breakaway-ccg", "source": "authored", "cards": [bad]}, "solo.yaml")
    assert "solo.yaml" in str(err.value) and "shoot_from" in str(err.value)


# ----- the computer in the person's seat ---------------------------------------------------------------------
def test_a_determinization_shows_the_same_view_and_the_same_choices():
    """A computer in the person's seat searches over states dealt from its view only: the same view
    (the opponent's face-up cards at their places), the same cards, the same legal actions, every
    deck holding only its own cards."""
    checked = 0
    for seed in range(12):          # seed 4 goes to a shootout
        rng = random.Random(seed)
        state = new(seed)
        step = 0
        while not GAME.is_over(state):
            if step % 4 == 0:
                view = GAME.view(state, PLAYER)
                dealt = GAME.determinize(view, random.Random(step))
                assert GAME.view(dealt, PLAYER) == view
                assert GAME.inventory(dealt) == GAME.inventory(state)
                assert all(T.owner[c] == s for s in (0, 1) for c in dealt.decks[s])
                if GAME.pending(state)[0].seat == PLAYER:
                    assert set(GAME.legal_actions(dealt, PLAYER)) == set(GAME.legal_actions(state, PLAYER))
                checked += 1
            legal = GAME.legal_actions(state, GAME.pending(state)[0].seat)
            state, _ = GAME.apply(state, legal[rng.randrange(len(legal))])
            step += 1
    assert checked > 200


def test_the_computer_can_play_the_persons_seat():
    from tabletop.ai.agents import make_agent
    result = play_game(GAME, 5, [make_agent("ismcts:10"), make_agent("random")], options=SOLO)
    assert GAME.is_over(result.state)
