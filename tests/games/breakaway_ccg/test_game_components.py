"""Breakaway: CCG, Part 2 "Game Components" as the game object holds them: every card is somewhere (decks,
hands, benches, piles, play area, cards face down), what each seat may see of them, how an action
is read and labelled, and which rules mode answers (rulings B17, B18)."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace

import pytest

from tabletop.engine.actions import Action
from tabletop.engine.errors import MalformedActionError
from tabletop.games.breakaway_ccg import rules, shootout
from tabletop.games.breakaway_ccg.beginner import legality
from tabletop.games.breakaway_ccg.beginner import mode as beginner
from tabletop.games.breakaway_ccg.cards import card_set, starter_deck
from tabletop.games.breakaway_ccg.official import basics as fl
from tabletop.games.breakaway_ccg.official import mode as official_rules
from tabletop.games.breakaway_ccg.official.basics import Effect
from tabletop.games.breakaway_ccg.official.penalties import PenaltyShot
from tabletop.games.breakaway_ccg.rink import rink
from tabletop.games.breakaway_ccg.rules import BreakawayCcg
from tabletop.games.breakaway_ccg.solo import play as solo
from tabletop.games.breakaway_ccg.specials import support
from tabletop.games.breakaway_ccg.state import PLAY, SHOT_CARD, CcgView, evolve
from tests.games.breakaway_ccg.helpers_flow import (
    CAPTAIN_0,
    GOAL_0,
    ROOKIE_0,
    ROOKIE_1,
    SHOT_0,
    _deck,
    attack,
    r,
)
from tests.games.breakaway_ccg.support import GAME, T, arrange, card, official_with_discards

SAVE_1 = card(1, "save-skate")
GOAL_1 = card(1, "goal-skate")
PASS_1 = card(1, "breakout-pass-2-helmet")


def _parse(kind, *args, seat=0):
    return GAME.parse_action(Action(seat, kind, tuple(args)))


def _busy():
    """A position where every field a view copies differs from the view's default."""
    so = shootout.Shootout(deck=(card(0, "sniper-7-stick"), card(1, "sniper-7-glove")),
                           hands=((card(0, "playmaker-5-helmet"),), (card(1, "playmaker-5-glove"),
                                                                    card(1, "captain-8-skate"))),
                           played=(card(0, "fast-break-8-stick"),), goals=(1, 0), round=2)
    state = arrange(hands=((ROOKIE_0, GOAL_0), (ROOKIE_1, SAVE_1, GOAL_1)), play=(SHOT_0, PASS_1), seed=3, turn=1, control=1, puck="w4",
                    ability_used=True, action_used=True, doubles=True, shot=0, stage=SHOT_CARD, shot_from=1,
                    laid_by=((PASS_1, 0), (ROOKIE_1, 0)),   # R1 left play: its record is stale
                    goals=(2, 1), scored=((card(0, "goal-skate"), card(1, "shot-on-goal-4-glove")), ()),
                    swaps=(1, 2), ready=(True, False), home=1, period=2)
    return evolve(
        state, picks=(CAPTAIN_0, None), discards=((card(0, "save-glove"),), (card(1, "save-glove"),)),
        tokens=(2, 1), token_used=True, momentum=(card(1, "goal-glove"), card(0, "save-stick")),
        extras=((GOAL_0,), (SAVE_1, ROOKIE_1)), aside=(card(0, "body-check-3-glove"),), reveal=(card(1, "icing-0-glove"),),
        official="ref-2", bonus=(1, 3), final_minute=True, hand_max=(5, 8), goalie_pulled=(False, True),
        skip_start=(True, False), challenge="ch", last_reveal=(card(0, "grinder-3-helmet"),), stoppage="stop",
        overtime=1, effects=(Effect("cooldown", 0, "stoppage"), Effect("injured", 1, "game", card=ROOKIE_1),
                             Effect("cancelled", 0, "game", card=SHOT_0)),
        shootout=so, colors_used=("red",), special_used=True, free_move=True, free_shot=True, run=True,
        placing=(0, "why", ("e3",)), calls=("call",), box=("box",), carry=(1, "minor"), pshot="pshot",
        redeal=True, fight="fight", winners=(0,), benches=(state.benches[0], state.benches[1][:3]))


def test_the_rules_version_and_argument_types():
    """Rules version 5: the official rules' fouls during a shot, dump icing, Colored X on a Shot Card,
    a challenge card's Grind and the shooter's own Shot Card as printed (saves of version 4 replay
    differently); every argument is a string (card copy ids, areas, colors, choices)."""
    assert BreakawayCcg.version == 5 and GAME.version == 5
    assert BreakawayCcg.arg_types == frozenset({str})
    assert GAME.info.name == "Breakaway: CCG"


def test_each_rules_mode_has_its_own_flow():
    """The ``mode`` option: Beginner (Part 1), official (Parts 2-3) and Solo Play."""
    assert rules.MODES == {"beginner": beginner, "official": official_rules, "solo": solo}
    assert GAME._mode(GAME.new_game(1, {"mode": "official"})) is official_rules
    assert GAME._mode(GAME.new_game(1)) is beginner
    assert rules.TEAMS == {"runners-hawks": ("ridge-runners", "harbour-hawks"),
                           "hawks-runners": ("harbour-hawks", "ridge-runners")}
    assert rules.NAMING_EFFECTS == frozenset({"injured", "cancelled", "support-turned", "wild", "fight-seen"})


def test_the_card_data_loads_on_first_use_unless_given():
    """Given card data, decks or a rink are checked at once; with none the game loads on first use."""
    lazy = BreakawayCcg()
    assert "_loaded" not in lazy.__dict__ and "t" not in lazy.__dict__
    assert lazy.t.rink.center == "c9" and lazy.__dict__["_loaded"] is True
    for made in (BreakawayCcg(cards=card_set()), BreakawayCcg(board=rink()),
                 BreakawayCcg(decks={"r": starter_deck("ridge-runners")})):
        assert made.__dict__["_loaded"] is True and "t" in made.__dict__
    only = BreakawayCcg(decks={"r": starter_deck("ridge-runners"), "h": starter_deck("harbour-hawks")})
    assert list(only.teams) == ["r", "h"] and only.teams["h"] == starter_deck("harbour-hawks")
    assert set(lazy.teams) == {"ridge-runners", "harbour-hawks"}
    assert lazy.teams["ridge-runners"] == starter_deck("ridge-runners")


def test_malformed_actions_say_what_is_wrong():
    """The engine contract: an action that does not parse names what is wrong (Taking Turns lists the kinds)."""
    cases = (
        (("fly",), "Breakaway: CCG has no action 'fly'"),
        (("play",), "'play' takes 1 argument(s), got []"),
        (("keep", "x"), "'keep' takes 0 argument(s), got ['x']"),
        (("play", "s1:nope"), "'s1:nope' is not a card in this game"),
        (("switch", ROOKIE_0, "s3:goal-helmet"), "'s3:goal-helmet' is not a card in this game"),
        (("home-ice", "maybe"), "'maybe' is not a choice of this game"),
        (("special", "nope"), "'nope' is not a special of the glossary"),
        (("solo-down", "0"), "'0' is not a place in the solo opponent's row"),
        (("move", "z9"), "'z9' is not an area of the rink"),
        (("ability", "e3", "e3"), "'e3' is not a card color"),
        (("ability", "red", "red"), "'red' is not an area of the rink"),
    )
    for (kind, *args), message in cases:
        with pytest.raises(MalformedActionError) as raised:
            _parse(kind, *args)
        assert str(raised.value) == message


def test_the_position_questions_go_to_the_modes_flow():
    """Pending decisions, legal actions, applying and the action space are the mode's (Part 1 here)."""
    state = GAME.new_game(6)
    assert GAME.pending(state) == beginner.pending(T, state)
    assert GAME.legal_actions(state, 1) == legality.legal_actions(T, state, 1)
    assert list(GAME.action_space(state)) == list(beginner.action_space(T, state))
    action = Action(0, "keep")
    assert GAME.apply(state, action)[0] == beginner.apply_action(T, state, action)[0]
    official_state = GAME.new_game(6, {"mode": "official"})
    assert list(GAME.action_space(official_state)) == list(official_rules.action_space(T, official_state))
    # The card lookups reach the mode: a play is checked and laid, a shootout prompt names a suit.
    laid = arrange(hands=((ROOKIE_0, GOAL_0), (ROOKIE_1,)), play=(SHOT_0,))
    assert GAME.validate(laid, Action(0, "play", (ROOKIE_0,))).ok
    refused = GAME.validate(laid, Action(0, "play", (ROOKIE_1,)))
    assert (refused.ok, refused.code) == (False, "not-in-hand")
    after, events = GAME.apply(laid, Action(0, "play", (ROOKIE_0,)))
    assert after.play == (SHOT_0, ROOKIE_0) and events[0].text == "Player 1 plays Rookie 0 (helmet)."
    so = evolve(official_state, phase="shootout",
                shootout=shootout.Shootout(step=shootout.SCORE, shot_card=ROOKIE_1, shooter=0, first=0, round=1))
    assert GAME.pending(so) == official_rules.pending(T, so)
    assert "(skate)" in GAME.pending(so)[0].prompt


def test_a_seats_view_copies_the_public_position_and_its_own_secrets():
    """B17: a seat sees its hand, bench and face-down card; the table sees sizes, piles and the puck."""
    state = _busy()
    view = GAME.view(state, 0)
    expected = dict(  # noqa: C408  (the view's field names as keywords)
        seat=0, names=state.names, options=state.options, phase=PLAY, period=2, home=1, hand=(ROOKIE_0, GOAL_0),
        bench=state.benches[0], hand_sizes=(2, 3), bench_sizes=(5, 3),
        deck_sizes=(len(state.decks[0]), len(state.decks[1])), discards=state.discards, scored=state.scored,
        goals=(2, 1), play=(SHOT_0, PASS_1), puck="w4", control=1, turn=1, ability_used=True, action_used=True,
        doubles=True, shot=0, stage=SHOT_CARD, swaps=(1, 2), ready=(True, False), chosen=(True, False), pick=CAPTAIN_0,
        awaiting=((1, "shot-card"),), winners=(0,), shot_from=1, laid_by=((PASS_1, 0),), deck_names=("Ridge Runners", "Harbour Hawks"),
        lists_public=True, deck_lists=state.deck_lists, bench_lists=state.bench_lists, tokens=(2, 1),
        token_used=True, momentum_owners=(1, 0), extras=(GOAL_0,), extras_owners=((0,), (1, 1)),
        pick_owners=(0, None), aside=state.aside, reveal=state.reveal, official="ref-2", bonus=(1, 3),
        final_minute=True, hand_max=(5, 8), goalie_pulled=(False, True), skip_start=(True, False),
        challenge="ch", last_reveal=state.last_reveal, stoppage="stop", overtime=1,
        effects=(Effect("cooldown", 0, "stoppage"), Effect("cancelled", 0, "game", card=SHOT_0)),
        shootout=shootout.view(state.shootout, 0), shootout_hidden=(1, 3), colors_used=("red",),
        special_used=True, free_move=True, free_shot=True, run=True, placing=(0, "why", ("e3",)),
        calls=("call",), box=("box",), carry=(1, "minor"), pshot="pshot", redeal=True, fight="fight")
    for name, value in expected.items():
        assert getattr(view, name) == value, name
    assert set(expected) == set(CcgView.__dataclass_fields__)
    other = GAME.view(state, 1)
    assert (other.hand, other.bench, other.pick, other.extras) == ((ROOKIE_1, SAVE_1, GOAL_1), state.benches[1], None, (SAVE_1, ROOKIE_1))
    assert other.effects == state.effects and other.shootout_hidden == (2, 1)
    spectator = GAME.view(state, None)
    assert (spectator.seat, spectator.hand, spectator.bench, spectator.pick, spectator.extras) == (None, (), (),
                                                                                                  None, ())
    assert spectator.effects == (Effect("cooldown", 0, "stoppage"), Effect("cancelled", 0, "game", card=SHOT_0))
    assert spectator.shootout_hidden == (2, 3) and spectator.chosen == (True, False)
    plain = GAME.view(evolve(state, shootout=None, effects=()), 0)
    assert (plain.shootout, plain.shootout_hidden, plain.effects) == (None, (0, 0), ())


def test_the_other_deck_list_shows_only_when_the_lists_are_public():
    """B18: each seat knows its own list; the other's only when the lists are public."""
    state = evolve(_busy(), lists_public=False)
    lists, benches = state.deck_lists, state.bench_lists
    assert GAME.view(state, 0).deck_lists == (lists[0], None)
    assert GAME.view(state, 0).bench_lists == (benches[0], None)
    assert GAME.view(state, 1).deck_lists == (None, lists[1])
    assert GAME.view(state, 1).bench_lists == (None, benches[1])
    assert GAME.view(state, None).deck_lists == (None, None)
    assert GAME.view(state, None).bench_lists == (None, None)
    assert GAME.view(state, None).lists_public is False


@pytest.mark.parametrize("kind", ["injured", "cancelled", "support-turned", "wild"])
def test_an_effect_naming_a_card_out_of_sight_is_left_out_of_the_view(kind):
    """B17 (and O106, O118, O120 for the official effects): the card's place stays hidden."""
    state = arrange(hands=((ROOKIE_0,), (ROOKIE_1,)), play=(SHOT_0,))
    lasting = (Effect(kind, 1, "game", card=ROOKIE_1), Effect(kind, 0, "game", card=SHOT_0))
    state = evolve(state, effects=lasting)
    assert GAME.view(state, 0).effects == (lasting[1],)
    assert GAME.view(state, 1).effects == lasting
    plain = (Effect("cooldown", 1, "game", card=ROOKIE_1),)
    assert GAME.view(evolve(state, effects=plain), 0).effects == (Effect("cooldown", 1, "game"),)
    assert GAME.view(evolve(state, effects=plain), 1).effects == plain


def test_a_once_a_game_special_shows_it_was_used_but_not_its_card_once_out_of_sight():
    """B17: a special used once a game (Time out) stays marked as used in every view, since its
    play was public; when its card has gone back into the deck, where nobody may see it, no view
    names the card."""
    state = arrange(hands=((ROOKIE_0,), ()), play=(SHOT_0,))
    used = state.decks[1][0]                   # the card that printed the special, shuffled back
    once = Effect("once", 1, "game", "timeout", used)
    state = evolve(state, effects=(once,))
    for seat in (0, 1, None):
        assert GAME.view(state, seat).effects == (Effect("once", 1, "game", "timeout"),)
    in_play = evolve(state, play=(SHOT_0, used), decks=(state.decks[0], state.decks[1][1:]))
    assert GAME.view(in_play, 0).effects == (once,)


def test_hidden_from_lists_decks_the_pile_other_hands_benches_and_face_down_cards():
    """B17: hidden from the opponent: hand, bench, face-down face-off card; from both: the decks."""
    so_cards = (card(0, "sniper-7-stick"), card(0, "playmaker-5-helmet"), card(1, "playmaker-5-glove"))
    state = evolve(arrange(hands=((ROOKIE_0, GOAL_0), (ROOKIE_1,)), play=(SHOT_0, CAPTAIN_0, PASS_1, SAVE_1, *so_cards)), play=(SHOT_0,), picks=(CAPTAIN_0, PASS_1),
                   momentum=(SAVE_1,))
    decks = set(state.decks[0]) | set(state.decks[1]) | {SAVE_1}
    assert GAME.hidden_from(state, 0) == decks | {ROOKIE_1} | set(state.benches[1]) | {PASS_1}
    assert GAME.hidden_from(state, 1) == decks | {ROOKIE_0, GOAL_0} | set(state.benches[0]) | {CAPTAIN_0}
    assert GAME.hidden_from(state, None) == (decks | {ROOKIE_0, GOAL_0, ROOKIE_1} | set(state.benches[0]) | set(state.benches[1])
                                             | {CAPTAIN_0, PASS_1})
    one_pick = evolve(state, picks=(None, PASS_1))
    assert CAPTAIN_0 not in GAME.hidden_from(one_pick, 1) and PASS_1 in GAME.hidden_from(one_pick, 0)
    # A shootout hides its deck and the other hand.
    so = shootout.Shootout(deck=so_cards[:1], hands=(so_cards[1:2], so_cards[2:]))
    with_so = evolve(state, shootout=so)
    assert GAME.hidden_from(with_so, 0) == GAME.hidden_from(state, 0) | {so_cards[0], so_cards[2]}
    assert GAME.hidden_from(with_so, 1) == GAME.hidden_from(state, 1) | {so_cards[0], so_cards[1]}
    # A face-up Support card on the bench is public (O120).
    bench_card = state.benches[1][0]
    up = evolve(state, effects=(Effect(support.UP, 1, "game", detail="x", card=bench_card),))
    assert bench_card in GAME.hidden_from(state, 0) and bench_card not in GAME.hidden_from(up, 0)


def test_the_solo_opponents_face_up_cards_are_not_hidden_from_the_player():
    """Solo Play: the opponent's face-up cards are seen by the player."""
    state = GAME.new_game(3, {"mode": "solo"})
    up = state.decks[solo.OPPONENT][0]
    shown = evolve(state, solo=replace(state.solo, up=frozenset({up})))
    assert up in GAME.hidden_from(evolve(shown, solo=replace(state.solo, up=frozenset())), solo.PLAYER)
    assert up not in GAME.hidden_from(shown, solo.PLAYER)
    assert up in GAME.hidden_from(shown, solo.OPPONENT)          # its own deck, hidden from its seat too


def test_a_guessed_position_keeps_what_the_seat_knows():
    """B17-B18: a sampled position agrees with the seat's view."""
    state = GAME.new_game(4)
    sampled = GAME.determinize(GAME.view(state, 1), random.Random(2))
    assert sampled.hands[1] == state.hands[1] and sampled.benches[1] == state.benches[1]
    assert GAME.inventory(sampled) == GAME.inventory(state)


def test_the_inventory_counts_every_place_a_card_can_be():
    """Every card is somewhere: decks, hands, benches, piles, play area, face-down cards and the official piles."""
    state = evolve(arrange(hands=((ROOKIE_0,), (ROOKIE_1,)), play=(SHOT_0, PASS_1)), picks=(None, CAPTAIN_0), momentum=(SAVE_1,), aside=(GOAL_0,),
                   scored=((GOAL_1,), ()), discards=((card(0, "save-glove"),), (card(1, "save-glove"), PASS_1)))
    so = shootout.Shootout(deck=(card(0, "sniper-7-stick"),), hands=((), (card(1, "playmaker-5-glove"),)),
                           played=(card(0, "fast-break-8-stick"),), discard=(card(1, "sniper-7-glove"),))
    ps = PenaltyShot(0, ((card(0, "wrist-shot-6-helmet"),), (card(1, "crash-the-net-4-glove"),)),
                     played=(card(0, "score-5-helmet"),))
    full = evolve(state, shootout=so, pshot=ps)
    counted = GAME.inventory(full)
    expected = Counter()
    for seat in (0, 1):
        for pile in (state.decks, state.hands, state.benches, state.discards, state.scored):
            expected.update(pile[seat])
    expected.update((SHOT_0, PASS_1, CAPTAIN_0, SAVE_1, GOAL_0))
    base = Counter(expected)
    expected.update(shootout.cards(so))
    expected.update(ps.hands[0] + ps.hands[1] + ps.played)
    assert counted == expected
    assert GAME.inventory(state) == base
    assert counted[PASS_1] == 2 and counted[card(1, "save-glove")] == 2     # a deck copy and a discarded one


def test_other_modes_and_the_shootout_have_their_own_words():
    """Part 2: the official mode's kinds and the shootout's (O-S rulings) come from their modules."""
    state = GAME.new_game(1, {"mode": "official"})
    assert GAME.describe_action(state, Action(0, "home-ice", ("me",))) == "Take Home Ice"
    assert GAME.describe_action(state, Action(0, "side", ("c9",))) == "Face off in center ice (9)"
    so = evolve(state, shootout=shootout.Shootout())
    assert GAME.describe_action(so, Action(0, "so-order", ("first",))) == "Shoot first"
    assert GAME.describe_action(so, Action(0, "so-order", ("second",))) == "Shoot second"
    assert GAME.describe_action(so, Action(0, "so-play", (ROOKIE_0,))) == "Play Rookie 0 (helmet)"
    shooting = evolve(state, shootout=shootout.Shootout(step=shootout.SHOOT))
    assert GAME.describe_action(shooting, Action(0, "so-pass")) == "Give up the attempt"
    assert GAME.describe_action(so, Action(0, "play", (ROOKIE_0,))) == "Play Rookie 0 (helmet)"


def test_an_injury_on_a_card_out_of_sight_is_not_in_the_view():
    """Views: an injured or cancelled card named in the lasting effects is left out of a seat's view
    once the card is somewhere that seat cannot see (here the other hand)."""
    hurt = r(1, "sniper-7-glove")
    state = official_with_discards(hands=((r(0, "rookie-0-helmet"),), (hurt,)),
                     effects=(fl.Effect("injured", 1, "game", "Injured", card=hurt),))
    assert not GAME.view(state, 0).effects and not GAME.view(state, None).effects
    assert [e.card for e in GAME.view(state, 1).effects] == [hurt]


def test_scenario_positions_keep_every_card():
    """Part 2, "Game Components": every card is somewhere."""
    state = attack("e4")
    full = GAME.inventory(GAME.new_game(1))
    assert GAME.inventory(state) == full
    assert GAME.inventory(evolve(state)) == full


def test_views_show_own_hand_and_bench_only():
    """Part 2, "Game Components": hidden information (ruling B17)."""
    state = GAME.new_game(2)
    mine, theirs, spectator = GAME.view(state, 0), GAME.view(state, 1), GAME.view(state, None)
    assert mine.hand == state.hands[0] and mine.bench == state.benches[0]
    assert theirs.hand == state.hands[1]
    assert spectator.hand == () and spectator.bench == ()
    text = repr(mine)
    assert not any(c in text for c in state.hands[1] + state.benches[1] + state.decks[0] + state.decks[1])
    assert mine.hand_sizes == (5, 5) and mine.deck_sizes == (57, 57) and mine.bench_sizes == (5, 5)


def test_draw_events_name_cards_only_to_the_drawer():
    """Part 2, "Game Components": hidden information (ruling B17)."""
    state = GAME.new_game(6)
    rng = random.Random(6)
    for _ in range(200):
        decisions = GAME.pending(state)
        if not decisions:
            break
        legal = GAME.legal_actions(state, decisions[0].seat)
        state, events = GAME.apply(state, legal[rng.randrange(len(legal))])
        for event in events:
            if event.kind in ("draw-own", "bench-own", "faceoff-own"):
                assert event.audience is not None and len(event.audience) == 1


def test_every_legal_action_has_a_label():
    """Part 2, "Game Components": every move is named for the player."""
    rng = random.Random(3)
    state = GAME.new_game(3)
    seen = set()
    while GAME.pending(state):
        seat = GAME.pending(state)[0].seat
        legal = GAME.legal_actions(state, seat)
        for action in legal:
            assert GAME.describe_action(state, action)
            seen.add(action.kind)
        state, _ = GAME.apply(state, legal[rng.randrange(len(legal))])
    assert {"play", "faceoff", "switch", "ability", "end"} <= seen


def test_the_other_seats_card_is_refused_not_malformed():
    """A hand may hold the other team's cards under the official rules (Momentum Cards), so a card id
    of the other seat parses; a card not in the hand is refused by the rules."""
    state, _ = GAME.apply(GAME.new_game(1), Action(0, "keep"))
    verdict = GAME.validate(state, Action(0, "faceoff", ("s2:goal-skate",)))
    assert not verdict and verdict.code == "not-in-hand"


@pytest.mark.parametrize("action", [
    Action(0, "play", ("s1:no-such-card",)),
    Action(0, "play", (3,)),
    Action(0, "play", ()),
    Action(0, "move", ("z9",)),
    Action(0, "ability", ("teal", "c9")),
    Action(0, "shoot", ("e3",)),
    Action(2, "end", ()),
    Action(True, "end", ()),
    Action(0, "fly", ()),
])
def test_a_malformed_move_is_refused_before_the_rules_read_it(action):
    """Part 2, "Game Components": a move must name real things."""
    with pytest.raises(MalformedActionError):
        GAME.validate(GAME.new_game(1), action)


def test_each_seat_sees_its_own_deck_list_and_the_other_only_when_open():
    """Part 2, "Game Components": deck lists (ruling B18)."""
    mine, theirs = _deck("Mine"), GAME.shipped_decks()[1]
    hidden = GAME.new_game(3, decks=[mine, theirs])
    for seat, shown in ((0, (mine.cards, None)), (1, (None, theirs.cards)), (None, (None, None))):
        view = GAME.view(hidden, seat)
        assert view.deck_names == ("Mine", "Harbour Hawks")
        assert view.deck_lists == shown
        assert view.bench_lists == tuple(None if s is None else d.bench for s, d in zip(shown, (mine, theirs)))
    opened = GAME.new_game(3, {"open_decks": True}, decks=[mine, theirs])
    for seat in (0, 1, None):
        assert GAME.view(opened, seat).deck_lists == (mine.cards, theirs.cards)
    # The starter teams dealt by the public ``teams`` option are known to both.
    assert GAME.view(GAME.new_game(3), 0).deck_lists == tuple(starter_deck(d).cards
                                                                for d in ("ridge-runners", "harbour-hawks"))


def test_a_card_in_a_move_must_be_a_well_formed_copy_and_then_one_the_player_holds():
    """Part 2, "Game Components": a move must name a card copy of this game."""
    state = GAME.new_game(1)
    for bad in ("s1:goal-skate~1", "s1:goal-skate~0", "s1:goal-skate~02", "s1:goal-skate~1000",
                "s1:goal-skate~", "s3:goal-skate", "goal-skate", "s1:", "s1:goal-skate~x", "s1:goal-skate~²"):
        with pytest.raises(MalformedActionError):
            GAME.validate(state, Action(0, "play", (bad,)))
    # Well formed but not in this game (the Runners hold one Goal (skate)): refused by the rules.
    for absent in ("s1:goal-skate~57", "s1:slap-shot-8-helmet", "s1:goal-skate~999"):
        verdict = GAME.validate(state, Action(0, "faceoff", (absent,)))
        assert not verdict.ok and verdict.code in ("bench-first", "not-in-hand")
        assert GAME.describe_action(state, Action(0, "faceoff", (absent,)))
        state_after_keep = GAME.apply(GAME.apply(state, Action(0, "keep"))[0], Action(1, "keep"))[0]
        verdict = GAME.validate(state_after_keep, Action(0, "faceoff", (absent,)))
        assert not verdict.ok and verdict.code == "not-in-hand"
        assert not GAME.validate(state_after_keep, Action(0, "switch", (absent, state.benches[0][0]))).ok
