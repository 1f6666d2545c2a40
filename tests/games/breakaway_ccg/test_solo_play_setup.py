"""Breakaway: CCG, Part 2 "Solo Play", Setup: the Solo Opponent card, its bench, the hands of eight.

A Solo Opponent card is drawn at random and is public; it names the opponent's bench (face up, like
the player's); twelve Momentum Cards; eight cards to each hand once Home Ice is chosen, the opponent's
face down until revealed, and a revealed card stays face up while it is in the hand or on the bench.
The Solo Opponent cards are authored data. Rulings S1-S3, S5, S16 (docs/rulings/breakaway-ccg.md).
"""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from tabletop.cards.loader import CardFileError
from tabletop.games.breakaway_ccg.cards import data_dir
from tabletop.games.breakaway_ccg.official import setup as fl
from tabletop.games.breakaway_ccg.solo import play as solo
from tabletop.games.breakaway_ccg.solo.opponents import (
    load_solo_opponents,
    parse_solo_opponents,
    solo_opponents,
)
from tabletop.games.breakaway_ccg.state import HOME_ICE, STOPPAGE, CcgState, CcgView, evolve, pair
from tests.games.breakaway_ccg.helpers_solo_play import (
    GOAL,
    MINE,
    OPP,
    PLAYER,
    ROOKIE,
    SCORE5,
    O,
    P,
    draw,
    label,
    new,
    pos,
)
from tests.games.breakaway_ccg.support import GAME, T, card


def test_solo_play_names_its_rules_its_hands_of_eight_and_the_places_of_face_down_cards():
    """S5: hands of eight; S13: a face-down card is named by its place (1 first) or 'any'."""
    assert solo.SOLO_HAND == 8 and (solo.PLAYER, solo.OPPONENT) == (0, 1)
    assert solo.KINDS == {"solo-play": ("card",), "solo-down": ("slot",)}
    assert {"solo-play", "solo-down", "play"} <= solo.ACTION_KINDS
    assert {"any", "1", "40"} <= solo.SLOTS and not {"0", "41"} & solo.SLOTS and len(solo.SLOTS) == 41
    assert solo.GUARD == 2000
    assert solo.RULES_NAME == "solo play"
    assert solo.RULES_CITATION == "Breakaway: CCG, Part 2, Solo Play"
    assert solo.rule("Setup") == "Breakaway: CCG, Part 2, Solo Play: Setup"
    assert solo.Solo("x") == solo.Solo("x", frozenset(), False, False, 0, None)


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
    from tabletop.games.breakaway_ccg.official import setup as official_flow
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
    for opponent_card in solo_opponents().values():
        state = solo._bench(T, start, opponent_card, [])
        bench = state.benches[OPP]
        assert len(bench) == 5 and all(T.player[c] for c in bench)
        assert set(bench) == state.solo.up
        assert len({T.name[c] for c in bench}) == 5
        assert sorted(state.benches[OPP] + state.decks[OPP]) == sorted(start.benches[OPP] + start.decks[OPP])
        goalies = [c for c in bench if T.card[c].number == "goalie"]
        assert len(goalies) == (1 if opponent_card.bench_goalie else 0)
        skaters = sorted((T.strength[c] for c in bench if c not in goalies), reverse=True)
        if opponent_card.bench_pick == "highest":
            assert skaters == sorted((max(v) for v in best.values()), reverse=True)[:len(skaters)]
        elif opponent_card.bench_pick == "lowest":
            assert sorted(skaters) == sorted(min(v) for v in best.values())[:len(skaters)]
        else:
            assert max(skaters) == max(max(v) for v in best.values())
            assert min(skaters) == min(min(v) for v in best.values())


def _fresh(seed: int = 4) -> CcgState:
    base = GAME.new_game(seed, {"mode": "official"})
    return CcgState(
        names=base.names,
        seed=seed,
        options=base.options,
        puck=base.puck,
        deck_names=base.deck_names,
        deck_lists=base.deck_lists,
        bench_lists=base.bench_lists,
        lists_public=True,
    )


BENCHES = {
    "run-and-gun": (
        "captain-8-skate",
        "sniper-7-skate",
        "power-forward-6-skate",
        "playmaker-5-skate",
        "two-way-forward-4-stick",
    ),
    "trap-and-wait": (
        "goalie-g-helmet",
        "rookie-0-glove",
        "enforcer-1-glove",
        "shutdown-defender-2-glove",
        "grinder-3-glove",
    ),
    "grinders": (
        "captain-8-skate",
        "rookie-0-glove",
        "sniper-7-skate",
        "enforcer-1-glove",
        "power-forward-6-skate",
    ),
    "snipers": (
        "goalie-g-helmet",
        "captain-8-skate",
        "sniper-7-skate",
        "power-forward-6-skate",
        "playmaker-5-skate",
    ),
    "rope-a-dope": (
        "rookie-0-glove",
        "enforcer-1-glove",
        "shutdown-defender-2-glove",
        "grinder-3-glove",
        "two-way-forward-4-glove",
    ),
    "balanced-lines": (
        "goalie-g-helmet",
        "captain-8-skate",
        "rookie-0-glove",
        "sniper-7-skate",
        "enforcer-1-glove",
    ),
}


def test_set_up_draws_the_card_announces_it_and_sets_the_bench():
    """S1: the Solo Opponent card is drawn with the state's generator and is public; S3: its bench
    follows; S5: the hands of eight wait for the end of the Home Ice choice."""
    events: list = []
    state = solo.set_up(T, _fresh(), events)
    (drawn,) = [e for e in events if e.kind == "solo-opponent"]
    assert drawn.text == (
        "Solo play: Player 2 plays as the Solo Opponent card Balanced Lines: A bit of everything, "
        "and its Momentum Card early."
    )
    assert drawn.data == {"card": "balanced-lines"} and drawn.chance and drawn.irreversible
    (bench,) = [e for e in events if e.kind == "solo-bench"]
    chosen = tuple(card(1, c) for c in BENCHES["balanced-lines"])
    assert bench.data == {"bench": chosen}
    assert state.solo == solo.Solo("balanced-lines", up=frozenset(chosen))
    assert state.phase == HOME_ICE and state.benches[O] == chosen


def test_each_card_picks_its_own_bench_and_the_left_cards_fill_the_gaps():
    """S3: highest, lowest or spread numbers, a Goalie when the card says, no two of one name; the
    cards left go into the deck where the chosen ones were (the first left for the first chosen)."""
    start = fl.set_up(T, _fresh(), [])
    for card_id, names in BENCHES.items():
        events: list = []
        state = solo._bench(T, start, solo_opponents()[card_id], events)
        chosen = tuple(card(1, c) for c in names)
        assert state.benches[O] == chosen, card_id
        assert events[0].text == f"Player 2's bench, as the card says: {label(*chosen)}."
        assert state.solo == solo.Solo(card_id, up=frozenset(chosen))
        leaving = [c for c in start.benches[O] if c not in chosen]
        into = dict(zip([c for c in chosen if c in start.decks[O]], leaving))
        expected = [into.get(c, c) for c in start.decks[O]]
        assert list(state.decks[O]) == expected, card_id
        assert state.benches[P] == start.benches[P] and state.decks[P] == start.decks[P]


def test_the_bench_skips_a_second_card_of_a_name_and_non_player_cards():
    """S3: never two cards with one name; only Player cards sit on the bench."""
    start = fl.set_up(T, _fresh(), [])
    bench = solo._bench(T, start, solo_opponents()["run-and-gun"], []).benches[O]
    assert all(T.player[c] for c in bench) and len({T.name[c] for c in bench}) == 5
    short = evolve(start, benches=pair(start.benches, O, start.benches[O][:2]))
    two = solo._bench(T, short, solo_opponents()["trap-and-wait"], []).benches[O]
    assert two == (card(1, "goalie-g-glove"), card(1, "rookie-0-glove"))


def test_the_first_deal_fills_both_hands_to_eight_once_home_ice_is_chosen():
    """S5: the set-up deal is eight cards to each hand, after the Home Ice choice, only once."""
    state = pos(turn=P, phase=STOPPAGE, ready=(False, False))
    undealt = evolve(state, solo=replace(state.solo, dealt=False))
    after = solo._housekeeping(T, undealt, [])
    assert [len(h) for h in after.hands] == [8, 8] and after.solo.dealt
    waiting = evolve(undealt, phase=HOME_ICE)
    assert solo._housekeeping(T, waiting, []).hands == ((), ())
    assert solo._housekeeping(T, state, []).hands == ((), ()), "dealt already"


def test_reveal_announces_the_cards_and_turns_them_face_up():
    """S16: a revealed card is face up from then on; the reveal is public and cannot be undone."""
    state = pos(hands=((), (GOAL, SCORE5, ROOKIE)))
    events: list = []
    assert solo._reveal(T, state, [], "Why", events) is state and events == []
    after = solo._reveal(T, state, [GOAL, ROOKIE], "Why", events)
    (event,) = events
    assert event.kind == "solo-reveal" and event.irreversible and event.data == {"cards": (GOAL, ROOKIE)}
    assert event.text == f"Why: Player 2 turns over {label(GOAL, ROOKIE)}."
    assert after.solo.up == state.solo.up | {GOAL, ROOKIE}
    assert solo.face_down(after) == [SCORE5]
    assert solo.face_down(state) == [GOAL, SCORE5, ROOKIE]


def test_a_random_reveal_takes_cards_from_the_generator_and_stops_when_the_pool_is_empty():
    """S10: face-down cards are turned over at random with the state's generator."""
    state = pos(hands=((), (GOAL, SCORE5, ROOKIE)))
    events: list = []
    pool = [GOAL, SCORE5, ROOKIE]
    first = pool[draw(state, 3)]
    after = solo._reveal_random(T, state, pool, 1, "R", events)
    assert after.chance == state.chance + 1 and events[0].data == {"cards": (first,)}
    assert pool == [GOAL, SCORE5, ROOKIE], "the caller's list is not changed"
    events.clear()
    every = solo._reveal_random(T, state, pool, 5, "R", events)
    assert every.chance == state.chance + 3 and set(events[0].data["cards"]) == set(pool)
    assert solo._reveal_random(T, state, pool, 0, "R", []) is state


def test_a_card_that_left_the_hand_is_no_longer_face_up():
    """S16: a face-up card that left the hand and bench comes back face down."""
    state = pos(hands=((), (GOAL,)), up=(GOAL, SCORE5), turn=P)
    after = solo._housekeeping(T, state, [])
    assert after.solo.up == frozenset(state.benches[O]) | {GOAL}
    same = pos(hands=((), (GOAL,)), up=(GOAL,), turn=P)
    assert solo._housekeeping(T, same, []).solo == same.solo


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


def test_the_public_side_shows_face_up_cards_at_their_places():
    """S16: the row and bench as the player sees them, None for a face-down card."""
    state = pos(hands=((MINE,), (GOAL, SCORE5, ROOKIE)), up=(SCORE5,), period=2, overtime=0)
    hidden = state.benches[O][0]
    state = evolve(state, solo=replace(state.solo, up=state.solo.up - {hidden}, extra=2, free=(2, 0)))
    pub = solo.public(state)
    assert pub == solo.SoloPublic(
        "snipers", "The Snipers", (None, SCORE5, None), (None, *state.benches[O][1:]), 2, True
    )
    assert not solo.public(evolve(state, period=3)).free_taken
    assert not solo.public(evolve(state, overtime=1)).free_taken
    assert solo.shown(state) == state.solo.up and solo.shown(evolve(state, solo=None)) == frozenset()
    base = GAME.view(evolve(state, solo=None), P)
    view = solo.view(base, state)
    assert view.solo == pub and isinstance(view, solo.SoloView)
    assert all(getattr(view, name) == getattr(base, name) for name in CcgView.__dataclass_fields__)


def test_the_solo_opponent_cards_are_authored_and_at_least_six():
    """Setup: the Solo Opponent cards are authored data (S1, S2), at least six of them."""
    from tabletop.cards.loader import load_checked
    from tabletop.games.breakaway_ccg.cards import data_dir
    data = load_checked(data_dir() / "solo_opponents.yaml", "ccg-solo-opponents")
    assert data["source"] == "authored"
    assert len(solo_opponents()) >= 6


def test_a_broken_solo_opponent_card_names_file_card_and_field():
    """Setup: a Solo Opponent card file that repeats an id or has a rule out of range is refused,
    naming the file, the card and the field."""
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


def test_the_solo_opponent_cards_read_afresh_are_the_ones_the_game_uses():
    """Setup: the Solo Opponent cards are authored (rulings S1, S2); reading the file afresh, not
    through the game's cache, gives the very cards the game uses, each with a name, a text and a
    bench rule."""
    fresh = load_solo_opponents(data_dir() / "solo_opponents.yaml")
    assert fresh == solo_opponents()
    assert len(fresh) >= 2
    for opponent_card in fresh.values():
        assert opponent_card.name and opponent_card.text and opponent_card.bench_pick in ("highest", "lowest", "spread")


def test_a_solo_opponent_file_with_a_card_twice_is_refused_naming_file_card_and_field(tmp_path):
    """The cards are authored (S1, S2); a file that repeats an id or a name is refused in words
    that name the file as it was given, the card and the field."""
    import copy

    import yaml

    from tabletop import safe_yaml
    from tabletop.cards.loader import CardFileError

    data = safe_yaml.load_file(data_dir() / "solo_opponents.yaml")
    twice = copy.deepcopy(data)
    twice["cards"][1]["id"] = twice["cards"][0]["id"]
    path = tmp_path / "solo_opponents.yaml"
    path.write_text(yaml.safe_dump(twice, sort_keys=False, allow_unicode=True), encoding="utf-8")
    with pytest.raises(CardFileError) as caught:
        load_solo_opponents(path)
    assert str(caught.value) == f"{path}, card 'run-and-gun', field 'id': is used by two Solo Opponent cards"
    same_name = copy.deepcopy(data)
    same_name["cards"][1]["name"] = f"  {same_name['cards'][0]['name']} "
    with pytest.raises(CardFileError) as caught:
        parse_solo_opponents(same_name, "solo.yaml")
    assert str(caught.value) == "solo.yaml, card 'trap-and-wait', field 'name': 'Run and Gun' is already 'run-and-gun''s"
