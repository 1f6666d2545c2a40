"""Breakaway: CCG, the engine entry points (``rules.py``), pinned where a mutation run would look (issue 20,
docs/testing.md): set-up and its refusals, the deck checks, how actions are parsed and refused, the
views and what each seat may see, the inventory, the result and the button words.

Book: Part 1 (Beginner rules) of breakaway-ccg.md: Setup (decks, bench, five cards, Home Ice),
Taking Turns, Scoring a Goal and Winning; Part 2's Deck Creation for the official deck check.
Rulings B15-B18 (periods, result, hidden information, deck lists) of docs/rulings/breakaway-ccg.md.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace

import pytest

from tabletop.decks.model import Deck as PlayerDeck
from tabletop.engine.actions import Action
from tabletop.engine.errors import IllegalDeckError, MalformedActionError
from tabletop.engine.game import Outcome
from tabletop.games.breakaway_ccg import beginner, official, rules, shootout, solo, support
from tabletop.games.breakaway_ccg.cards import card_set, starter_deck
from tabletop.games.breakaway_ccg.official_flow import Effect
from tabletop.games.breakaway_ccg.penalties import PenaltyShot
from tabletop.games.breakaway_ccg.rink import rink
from tabletop.games.breakaway_ccg.rules import BreakawayCcg, deck_setting
from tabletop.games.breakaway_ccg.state import OVER, PLAY, SAVE, SCORE, SHOT_CARD, USE, CcgView, evolve
from tests.games.breakaway_ccg.support import GAME, T, arrange, card

R0 = card(0, "rookie-0-helmet")
G0 = card(0, "goal-helmet")
S0 = card(0, "shot-on-goal-4-helmet")
C0 = card(0, "captain-8-helmet")
R1 = card(1, "rookie-0-skate")
V1 = card(1, "save-skate")
G1 = card(1, "goal-skate")
P1 = card(1, "breakout-pass-2-helmet")


def _parse(kind, *args, seat=0):
    return GAME.parse_action(Action(seat, kind, tuple(args)))


# ----- constants and small helpers -----------------------------------------------------------------
def test_the_rules_version_and_argument_types():
    """B11-B13 changed in rules version 2 (saves of version 1 replay differently); every argument is a
    string (card copy ids, areas, colors, choices)."""
    assert BreakawayCcg.version == 2 and GAME.version == 2
    assert BreakawayCcg.arg_types == frozenset({str})
    assert GAME.info.name == "Breakaway: CCG"


def test_deck_setting_is_beginner_in_beginner_mode_else_the_deck_rules_option():
    """Setup (Part 1) has its own deck rules; the official modes use Deck Creation's check (B18)."""
    assert deck_setting({"mode": "beginner", "deck_rules": "casual"}) == "beginner"
    assert deck_setting({"mode": "official", "deck_rules": "casual"}) == "casual"
    assert deck_setting({"mode": "solo", "deck_rules": "tournament"}) == "tournament"


def test_a_listed_deck_leaves_out_cards_with_no_copies():
    """Setup (B18): the state keeps each deck list as (card, copies) pairs; an entry of none is no card."""
    assert rules._listed((("goal-helmet", 2), ("save-skate", 0), ("rookie-0-helmet", 1))) == (
        ("goal-helmet", 2), ("rookie-0-helmet", 1))


def test_every_mode_has_a_flow_module():
    """The ``mode`` option: Beginner (Part 1), official (Parts 2-3) and Solo Play."""
    assert rules.MODES == {"beginner": beginner, "official": official, "solo": solo}
    assert GAME._mode(GAME.new_game(1, {"mode": "official"})) is official
    assert GAME._mode(GAME.new_game(1)) is beginner
    assert rules.TEAMS == {"runners-hawks": ("ridge-runners", "harbour-hawks"),
                           "hawks-runners": ("harbour-hawks", "ridge-runners")}
    assert rules.NAMING_EFFECTS == frozenset({"injured", "cancelled", "support-turned", "wild"})


# ----- building the game ---------------------------------------------------------------------------
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


def test_a_bad_starter_deck_is_refused_by_name_when_the_game_is_built():
    """Setup: at least two of each Player card 0-8 (here the #7s are missing)."""
    runners = starter_deck("ridge-runners")
    broken = replace(runners, cards=tuple((c, n) for c, n in runners.cards if not c.startswith("sniper-7")))
    with pytest.raises(ValueError) as raised:
        BreakawayCcg(decks={"mine": replace(broken, where="")})
    assert str(raised.value) == "mine: A deck needs at least 2 #7 Player cards; this one has 0."
    with pytest.raises(ValueError) as raised:
        BreakawayCcg(decks={"mine": replace(broken, where="mine.yaml")})
    assert str(raised.value).startswith("mine.yaml: A deck needs at least 2 #7")
    # Every problem is named, one sentence after another.
    worse = replace(runners, cards=tuple((c, n) for c, n in runners.cards if not c.startswith(("sniper-7", "captain-8"))),
                    where="")
    with pytest.raises(ValueError) as raised:
        BreakawayCcg(decks={"mine": worse})
    assert str(raised.value) == ("mine: A deck needs at least 60 cards; this one has 58. A deck needs at least 2 #7 "
                                 "Player cards; this one has 0. A deck needs at least 2 #8 Player cards; this one has 0.")


def test_new_game_checks_the_seed_and_the_players():
    """Two players (Part 1); the seed is a whole number (everything random comes from it)."""
    for bad in ("1", 1.0, True, None):
        with pytest.raises(TypeError) as raised:
            GAME.new_game(bad)
        assert str(raised.value) == "the seed must be a whole number"
    for names in (("A",), ("A", "B", "C")):
        with pytest.raises(ValueError) as raised:
            GAME.new_game(1, names=names)
        assert str(raised.value) == "Breakaway: CCG is for exactly two players"
    assert GAME.new_game(1).names == ("Player 1", "Player 2")
    assert GAME.new_game(1, names=[]).names == ("Player 1", "Player 2")
    assert GAME.new_game(1, names=["Ann", "Bo"]).names == ("Ann", "Bo")


def test_new_game_deals_the_starter_teams_in_the_order_the_teams_option_names():
    """Setup: the decks, the bench, five cards each; B18: the starter teams' lists are public."""
    state = GAME.new_game(4)
    runners, hawks = starter_deck("ridge-runners"), starter_deck("harbour-hawks")
    assert state.deck_names == ("Ridge Runners", "Harbour Hawks")
    assert state.deck_lists == (runners.cards, hawks.cards)
    assert state.bench_lists == (tuple(runners.bench), tuple(hawks.bench))
    assert state.lists_public is True and state.seed == 4 and state.puck == "c9"
    assert state.options == tuple(sorted(GAME.check_options(None).items()))
    assert [len(h) for h in state.hands] == [5, 5]
    swapped = GAME.new_game(4, {"teams": "hawks-runners"})
    assert swapped.deck_names == ("Harbour Hawks", "Ridge Runners")
    assert swapped.deck_lists == (hawks.cards, runners.cards)
    assert dict(swapped.options)["teams"] == "hawks-runners"


def test_chosen_decks_keep_their_lists_private_unless_open():
    """B18: a chosen deck's list is its owner's alone unless the Open deck lists option is on."""
    shipped = GAME.shipped_decks()
    mine = PlayerDeck(shipped[0].game, "Mine", shipped[0].cards, shipped[0].bench)
    state = GAME.new_game(2, decks=[mine, shipped[1]])
    assert state.lists_public is False and state.deck_names == ("Mine", "Harbour Hawks")
    assert state.deck_lists == (shipped[0].cards, shipped[1].cards)
    assert state.bench_lists == (tuple(shipped[0].bench), tuple(shipped[1].bench))
    assert GAME.new_game(2, {"open_decks": True}, decks=shipped).lists_public is True
    # The official modes check chosen decks under Deck Creation (here nine more Goal cards: five of a name).
    many = PlayerDeck("breakaway-ccg", "Many", shipped[0].cards, shipped[0].bench).adding("goal-helmet", 9)
    assert GAME.new_game(2, decks=[many, shipped[1]]).deck_names == ("Many", "Harbour Hawks")
    with pytest.raises(IllegalDeckError) as raised:
        GAME.new_game(2, {"mode": "official"}, decks=[many, shipped[1]])
    assert raised.value.seat == 0


def test_each_mode_sets_up_its_own_way():
    """Part 1 Setup (a coin for Home Ice, face-off) against Part 2 Game Setup and Solo Play."""
    assert GAME.new_game(3).phase == "faceoff"
    assert GAME.new_game(3, {"mode": "official"}).phase == "home-ice"
    assert GAME.new_game(3, {"mode": "official"}).puck == "c9"             # the puck starts at center ice
    solo_state = GAME.new_game(3, {"mode": "solo"})
    assert solo_state.solo is not None
    assert type(GAME.view(solo_state, 0)).__name__ == "SoloView"
    assert type(GAME.view(GAME.new_game(3), 0)) is CcgView


def test_the_shipped_decks_are_read_from_files_or_made_from_the_given_teams():
    """Setup (B18): the starter teams are the decks the game ships, or the teams it was built with."""
    shipped = GAME.shipped_decks()
    assert [d.name for d in shipped] == ["Ridge Runners", "Harbour Hawks"]
    assert shipped[0].cards == starter_deck("ridge-runners").cards
    given = BreakawayCcg(decks={"h": starter_deck("harbour-hawks")})
    made = given.shipped_decks()
    hawks = starter_deck("harbour-hawks")
    assert made == [PlayerDeck("breakaway-ccg", hawks.name, hawks.cards, hawks.bench)]
    with_cards = BreakawayCcg(cards=card_set())
    assert [d.name for d in with_cards.shipped_decks()] == ["Ridge Runners", "Harbour Hawks"]
    assert with_cards.shipped_decks()[1] == PlayerDeck("breakaway-ccg", hawks.name, hawks.cards, hawks.bench)


def test_the_deck_check_follows_the_mode_and_the_card_data():
    """Setup (Part 1) against Deck Creation (Part 2): the same sentences ``deck check`` prints."""
    from tabletop.decks import check

    runners = starter_deck("ridge-runners")
    many = PlayerDeck("breakaway-ccg", "Many", runners.cards, runners.bench).adding("goal-helmet", 9)
    assert GAME.deck_problems(many) == []                                  # Part 1: no copy limit
    tournament = GAME.deck_problems(many, {"mode": "official"})
    assert tournament == check.check_deck(many, "tournament") and tournament
    assert GAME.deck_problems(many, {"mode": "official", "deck_rules": "casual"}) == check.check_deck(many, "casual")
    # A game on its own card data checks with that data, in the same words.
    own = BreakawayCcg(cards=card_set())
    assert own._deck_problems(many) == []
    short = PlayerDeck("breakaway-ccg", "Short", (("goal-helmet", 3),), ())
    found = own._deck_problems(short)
    assert [v.rule for v in found] == ["deck-size"] + ["player-minimum"] * 10 + ["bench-size"]
    assert found[0] == check.Violation("deck-size", "A deck needs at least 60 cards; this one has 3.", (),
                                       "Breakaway: CCG, Beginner rules — Setup")
    assert all(type(v) is check.Violation for v in found)
    unknown = PlayerDeck("breakaway-ccg", "Odd", (("no-such-card", 1), ("goal-helmet", 1), ("nope", 2)), ("nope",))
    assert own._deck_problems(unknown) == [check.Violation(
        "unknown-card", "Every card must be a Breakaway: CCG card; no-such-card, nope is not.",
        ("no-such-card", "nope"))]
    bench_only = PlayerDeck("breakaway-ccg", "Bench", (("goal-helmet", 1),), ("zzz",))
    assert own._deck_problems(bench_only)[0].cards == ("zzz",)


@pytest.mark.parametrize("options", [{"mode": "official"}, {"mode": "official", "deck_rules": "casual"},
                                     {"mode": "beginner"}])
def test_a_game_on_its_own_card_data_checks_decks_as_the_registered_one_does(options):
    """Deck Creation (Part 2) and ruling C5: the tournament, casual and Beginner checks work whatever
    card data the game was built on (a game on its own cards once crashed on the official setting)."""
    runners = starter_deck("ridge-runners")
    many = PlayerDeck("breakaway-ccg", "Many", runners.cards, runners.bench).adding("goal-helmet", 9)
    few = PlayerDeck("breakaway-ccg", "Few", runners.cards[:3], runners.bench)
    own = BreakawayCcg(cards=card_set())
    legal = PlayerDeck("breakaway-ccg", "Runners", runners.cards, runners.bench)
    for deck in (many, few, legal):
        assert own._deck_problems(deck, options) == GAME.deck_problems(deck, options)
    assert own._deck_problems(legal, options) == []
    assert "deck-size" in {v.rule for v in own._deck_problems(few, options)}  # 60 cards in every setting
    # nine more copies of one card break the tournament deck's limits only (ruling C5 drops them)
    assert bool(own._deck_problems(many, options)) == (options.get("deck_rules", "tournament") == "tournament"
                                                       and options["mode"] == "official")


# ----- parsing and refusing actions ----------------------------------------------------------------
def test_every_beginner_kind_parses_with_arguments_of_its_kind():
    """Taking Turns (B6): switch, keep, faceoff, play, concede, then ability, move and the actions."""
    for kind, args in (("switch", (R0, C0)), ("keep", ()), ("faceoff", (R0,)), ("play", (R0,)), ("concede", ()),
                       ("ability", ("red", "e3")), ("move", ("e3",)), ("shoot", ()), ("score", ()), ("save", ()),
                       ("body-check", ()), ("end", ()), ("tip", ()), ("home-ice", ("me",)), ("so-order", ("first",)),
                       ("special", ("dig-it-out",)), ("solo-down", ("any",)), ("solo-down", ("40",)),
                       ("play", ("s2:goal-helmet~998",)), ("play", (R1,))):
        action = Action(0, kind, args)
        assert GAME.parse_action(action) is action


def test_malformed_actions_say_what_is_wrong():
    """The engine contract: an action that does not parse names what is wrong (Taking Turns lists the kinds)."""
    cases = (
        (("fly",), "Breakaway: CCG has no action 'fly'"),
        (("play",), "'play' takes 1 argument(s), got []"),
        (("keep", "x"), "'keep' takes 0 argument(s), got ['x']"),
        (("play", "s1:nope"), "'s1:nope' is not a card in this game"),
        (("switch", R0, "s3:goal-helmet"), "'s3:goal-helmet' is not a card in this game"),
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


def test_another_modes_action_is_refused_with_the_beginner_turn_cited():
    """Taking Turns: Beginner mode has only the Part 1 actions; others are refused, citing that section."""
    verdict = GAME.validate(GAME.new_game(1), Action(0, "home-ice", ("me",)))
    assert (verdict.ok, verdict.code) == (False, "not-in-mode")
    assert verdict.reason == "'home-ice' is not an action of the Beginner rules."
    assert verdict.rule == "Breakaway: CCG, Beginner rules — Taking Turns"
    # Official mode: the Beginner kinds are its own too.
    state = GAME.new_game(1, {"mode": "official"})
    assert GAME.validate(state, Action(0, "solo-down", ("any",))).code == "not-in-mode"


def test_the_position_questions_go_to_the_modes_flow():
    """Pending decisions, legal actions, applying and the action space are the mode's (Part 1 here)."""
    state = GAME.new_game(6)
    assert GAME.pending(state) == beginner.pending(T, state)
    assert GAME.legal_actions(state, 1) == beginner.legal_actions(T, state, 1)
    assert list(GAME.action_space(state)) == list(beginner.action_space(T, state))
    action = Action(0, "keep")
    assert GAME.apply(state, action)[0] == beginner.apply_action(T, state, action)[0]
    official_state = GAME.new_game(6, {"mode": "official"})
    assert list(GAME.action_space(official_state)) == list(official.action_space(T, official_state))
    # The card lookups reach the mode: a play is checked and laid, a shootout prompt names a suit.
    laid = arrange(hands=((R0, G0), (R1,)), play=(S0,))
    assert GAME.validate(laid, Action(0, "play", (R0,))).ok
    refused = GAME.validate(laid, Action(0, "play", (R1,)))
    assert (refused.ok, refused.code) == (False, "not-in-hand")
    after, events = GAME.apply(laid, Action(0, "play", (R0,)))
    assert after.play == (S0, R0) and events[0].text == "Player 1 plays Rookie 0 (helmet)."
    so = evolve(official_state, phase="shootout",
                shootout=shootout.Shootout(step=shootout.SCORE, shot_card=R1, shooter=0, first=0, round=1))
    assert GAME.pending(so) == official.pending(T, so)
    assert "(skate)" in GAME.pending(so)[0].prompt


# ----- views and what is hidden ----------------------------------------------------------------------
def _busy():
    """A position where every field a view copies differs from the view's default."""
    so = shootout.Shootout(deck=(card(0, "sniper-7-stick"), card(1, "sniper-7-glove")),
                           hands=((card(0, "playmaker-5-helmet"),), (card(1, "playmaker-5-glove"),
                                                                    card(1, "captain-8-skate"))),
                           played=(card(0, "fast-break-8-stick"),), goals=(1, 0), round=2)
    state = arrange(hands=((R0, G0), (R1, V1, G1)), play=(S0, P1), seed=3, turn=1, control=1, puck="w4",
                    ability_used=True, action_used=True, doubles=True, shot=0, stage=SHOT_CARD, shot_from=1,
                    laid_by=((P1, 0), (R1, 0)),   # R1 left play: its record is stale
                    goals=(2, 1), scored=((card(0, "goal-skate"), card(1, "shot-on-goal-4-glove")), ()),
                    swaps=(1, 2), ready=(True, False), home=1, period=2)
    return evolve(
        state, picks=(C0, None), discards=((card(0, "save-glove"),), (card(1, "save-glove"),)),
        tokens=(2, 1), token_used=True, momentum=(card(1, "goal-glove"), card(0, "save-stick")),
        extras=((G0,), (V1, R1)), aside=(card(0, "body-check-3-glove"),), reveal=(card(1, "icing-0-glove"),),
        official="ref-2", bonus=(1, 3), final_minute=True, hand_max=(5, 8), goalie_pulled=(False, True),
        skip_start=(True, False), challenge="ch", last_reveal=(card(0, "grinder-3-helmet"),), stoppage="stop",
        overtime=1, effects=(Effect("cooldown", 0, "stoppage"), Effect("injured", 1, "game", card=R1),
                             Effect("cancelled", 0, "game", card=S0)),
        shootout=so, colors_used=("red",), special_used=True, free_move=True, free_shot=True, run=True,
        placing=(0, "why", ("e3",)), calls=("call",), box=("box",), carry=(1, "minor"), pshot="pshot",
        redeal=True, fight="fight", winners=(0,), benches=(state.benches[0], state.benches[1][:3]))


def test_a_seats_view_copies_the_public_position_and_its_own_secrets():
    """B17: a seat sees its hand, bench and face-down card; the table sees sizes, piles and the puck."""
    state = _busy()
    view = GAME.view(state, 0)
    expected = dict(  # noqa: C408  (the view's field names as keywords)
        seat=0, names=state.names, options=state.options, phase=PLAY, period=2, home=1, hand=(R0, G0),
        bench=state.benches[0], hand_sizes=(2, 3), bench_sizes=(5, 3),
        deck_sizes=(len(state.decks[0]), len(state.decks[1])), discards=state.discards, scored=state.scored,
        goals=(2, 1), play=(S0, P1), puck="w4", control=1, turn=1, ability_used=True, action_used=True,
        doubles=True, shot=0, stage=SHOT_CARD, swaps=(1, 2), ready=(True, False), chosen=(True, False), pick=C0,
        awaiting=((1, "shot-card"),), winners=(0,), shot_from=1, laid_by=((P1, 0),), deck_names=("Ridge Runners", "Harbour Hawks"),
        lists_public=True, deck_lists=state.deck_lists, bench_lists=state.bench_lists, tokens=(2, 1),
        token_used=True, momentum_owners=(1, 0), extras=(G0,), extras_owners=((0,), (1, 1)),
        pick_owners=(0, None), aside=state.aside, reveal=state.reveal, official="ref-2", bonus=(1, 3),
        final_minute=True, hand_max=(5, 8), goalie_pulled=(False, True), skip_start=(True, False),
        challenge="ch", last_reveal=state.last_reveal, stoppage="stop", overtime=1,
        effects=(Effect("cooldown", 0, "stoppage"), Effect("cancelled", 0, "game", card=S0)),
        shootout=shootout.view(state.shootout, 0), shootout_hidden=(1, 3), colors_used=("red",),
        special_used=True, free_move=True, free_shot=True, run=True, placing=(0, "why", ("e3",)),
        calls=("call",), box=("box",), carry=(1, "minor"), pshot="pshot", redeal=True, fight="fight")
    for name, value in expected.items():
        assert getattr(view, name) == value, name
    assert set(expected) == set(CcgView.__dataclass_fields__)
    other = GAME.view(state, 1)
    assert (other.hand, other.bench, other.pick, other.extras) == ((R1, V1, G1), state.benches[1], None, (V1, R1))
    assert other.effects == state.effects and other.shootout_hidden == (2, 1)
    spectator = GAME.view(state, None)
    assert (spectator.seat, spectator.hand, spectator.bench, spectator.pick, spectator.extras) == (None, (), (),
                                                                                                  None, ())
    assert spectator.effects == (Effect("cooldown", 0, "stoppage"), Effect("cancelled", 0, "game", card=S0))
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
    state = arrange(hands=((R0,), (R1,)), play=(S0,))
    lasting = (Effect(kind, 1, "game", card=R1), Effect(kind, 0, "game", card=S0))
    state = evolve(state, effects=lasting)
    assert GAME.view(state, 0).effects == (lasting[1],)
    assert GAME.view(state, 1).effects == lasting
    plain = (Effect("cooldown", 1, "game", card=R1),)
    assert GAME.view(evolve(state, effects=plain), 0).effects == plain


def test_hidden_from_lists_decks_the_pile_other_hands_benches_and_face_down_cards():
    """B17: hidden from the opponent: hand, bench, face-down face-off card; from both: the decks."""
    so_cards = (card(0, "sniper-7-stick"), card(0, "playmaker-5-helmet"), card(1, "playmaker-5-glove"))
    state = evolve(arrange(hands=((R0, G0), (R1,)), play=(S0, C0, P1, V1, *so_cards)), play=(S0,), picks=(C0, P1),
                   momentum=(V1,))
    decks = set(state.decks[0]) | set(state.decks[1]) | {V1}
    assert GAME.hidden_from(state, 0) == decks | {R1} | set(state.benches[1]) | {P1}
    assert GAME.hidden_from(state, 1) == decks | {R0, G0} | set(state.benches[0]) | {C0}
    assert GAME.hidden_from(state, None) == (decks | {R0, G0, R1} | set(state.benches[0]) | set(state.benches[1])
                                             | {C0, P1})
    one_pick = evolve(state, picks=(None, P1))
    assert C0 not in GAME.hidden_from(one_pick, 1) and P1 in GAME.hidden_from(one_pick, 0)
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


def test_determinize_keeps_what_the_seat_knows():
    """B17-B18: a sampled position agrees with the seat's view."""
    state = GAME.new_game(4)
    sampled = GAME.determinize(GAME.view(state, 1), random.Random(2))
    assert sampled.hands[1] == state.hands[1] and sampled.benches[1] == state.benches[1]
    assert GAME.inventory(sampled) == GAME.inventory(state)


# ----- the inventory, the end and the result ----------------------------------------------------------
def test_the_inventory_counts_every_place_a_card_can_be():
    """Every card is somewhere: decks, hands, benches, piles, play area, face-down cards and the official piles."""
    state = evolve(arrange(hands=((R0,), (R1,)), play=(S0, P1)), picks=(None, C0), momentum=(V1,), aside=(G0,),
                   scored=((G1,), ()), discards=((card(0, "save-glove"),), (card(1, "save-glove"), P1)))
    so = shootout.Shootout(deck=(card(0, "sniper-7-stick"),), hands=((), (card(1, "playmaker-5-glove"),)),
                           played=(card(0, "fast-break-8-stick"),), discard=(card(1, "sniper-7-glove"),))
    ps = PenaltyShot(0, ((card(0, "wrist-shot-6-helmet"),), (card(1, "wrist-shot-6-stick"),)),
                     played=(card(0, "score-5-helmet"),))
    full = evolve(state, shootout=so, pshot=ps)
    counted = GAME.inventory(full)
    expected = Counter()
    for seat in (0, 1):
        for pile in (state.decks, state.hands, state.benches, state.discards, state.scored):
            expected.update(pile[seat])
    expected.update((S0, P1, C0, V1, G0))
    base = Counter(expected)
    expected.update(shootout.cards(so))
    expected.update(ps.hands[0] + ps.hands[1] + ps.played)
    assert counted == expected
    assert GAME.inventory(state) == base
    assert counted[P1] == 2 and counted[card(1, "save-glove")] == 2     # a deck copy and a discarded one


def test_the_game_is_over_only_in_the_over_phase_and_most_goals_wins():
    """Winning (B16): most goals wins; equal goals are a tie."""
    state = arrange(hands=((R0,), (R1,)))
    assert GAME.is_over(state) is False and GAME.outcome(state) is None
    won = evolve(state, phase=OVER, goals=(1, 3), winners=(1,), names=("Ann", "Bo"))
    assert GAME.is_over(won) is True
    assert GAME.outcome(won) == Outcome((1,), (1, 3), "Bo wins 3-1.")
    first = evolve(won, goals=(4, 2), winners=(0,))
    assert GAME.outcome(first) == Outcome((0,), (4, 2), "Ann wins 4-2.")
    tie = evolve(won, goals=(2, 2), winners=())
    assert GAME.outcome(tie) == Outcome((), (2, 2), "A 2-2 tie.")
    assert GAME.outcome(evolve(tie, winners=None)) == Outcome((), (2, 2), "A 2-2 tie.")


# ----- the words on the buttons ------------------------------------------------------------------------
def test_each_beginner_action_has_its_words():
    """Taking Turns, Scoring a Goal: what each action is called at each stage."""
    say = GAME.describe_action
    state = arrange(hands=((R0, G0), (R1,)), play=(S0,))
    assert say(state, Action(0, "play", (R0,))) == "Play Rookie 0 (helmet)"
    assert say(evolve(state, stage=SAVE), Action(0, "play", (R0,))) == "Save with Rookie 0 (helmet)"
    assert say(evolve(state, stage=SHOT_CARD), Action(0, "play", (R0,))) == "Face the shot with Rookie 0 (helmet)"
    assert say(evolve(state, phase=USE, stage=SAVE), Action(0, "play", (R0,))) == "Play Rookie 0 (helmet)"
    assert say(evolve(state, phase=USE, stage=SHOT_CARD), Action(0, "play", (R0,))) == "Play Rookie 0 (helmet)"
    assert say(state, Action(0, "faceoff", (R0,))) == "Face off with Rookie 0 (helmet)"
    assert say(state, Action(0, "switch", (R0, C0))) == "Bench Rookie 0 (helmet), take Captain 8 (helmet)"
    assert say(state, Action(0, "keep")) == "Done with the bench"
    assert say(state, Action(0, "ability", ("red", "e3"))) == "Red ability: puck to east end, high slot (3)"
    assert say(state, Action(0, "move", ("e3",))) == "Move the puck to east end, high slot (3)"
    assert say(state, Action(0, "concede")) == "Let the goal stand"
    assert say(state, Action(0, "end")) == "End your turn"
    scoring = evolve(state, phase=USE, stage=SCORE, shot=0, turn=0)
    assert say(scoring, Action(0, "end")) == "End your turn without scoring"
    for kind, words in (("shoot", "Shoot"), ("score", "Try to score"), ("save", "Save"),
                        ("body-check", "Body-check"), ("tip", "Tip it (a new Shot Card is owed)"),
                        ("so-pass", "so-pass")):
        assert say(state, Action(0, kind)) == words


def test_other_modes_and_the_shootout_have_their_own_words():
    """Part 2: the official mode's kinds and the shootout's (O-S rulings) come from their modules."""
    state = GAME.new_game(1, {"mode": "official"})
    assert GAME.describe_action(state, Action(0, "home-ice", ("me",))) == "Take Home Ice"
    assert GAME.describe_action(state, Action(0, "side", ("c9",))) == "Face off in center ice (9)"
    so = evolve(state, shootout=shootout.Shootout())
    assert GAME.describe_action(so, Action(0, "so-order", ("first",))) == "Shoot first"
    assert GAME.describe_action(so, Action(0, "so-order", ("second",))) == "Shoot second"
    assert GAME.describe_action(so, Action(0, "so-play", (R0,))) == "Play Rookie 0 (helmet)"
    shooting = evolve(state, shootout=shootout.Shootout(step=shootout.SHOOT))
    assert GAME.describe_action(shooting, Action(0, "so-pass")) == "Give up the attempt"
    assert GAME.describe_action(so, Action(0, "play", (R0,))) == "Play Rookie 0 (helmet)"


def test_a_starter_team_is_checked_by_beginner_set_up_when_the_game_is_built():
    """Beginner rules, Setup: the bench holds Player cards only, a limit the tournament deck rules do
    not have; a team given to the game is checked by the Beginner set-up, whose sentence names it."""
    runners = starter_deck("ridge-runners")
    bench = tuple("save-skate" if c == "captain-8-glove" else c for c in runners.bench)
    with pytest.raises(ValueError) as raised:
        BreakawayCcg(decks={"mine": replace(runners, bench=bench, where="")})
    assert str(raised.value) == ("mine: In Beginner mode the bench holds Player cards only (#0-#8 or Goalie); "
                                 "Save is not one.")


# ----- more survivors of the mutation run ------------------------------------------------------------
def test_a_game_on_its_own_card_data_checks_decks_against_those_cards():
    """C1 and C6: a game built on card data of its own (here the shipped cards and one home-made
    card) checks a deck against its own cards: the extra card is a card of that game, not an
    unknown one, while the registered game, on the shipped cards, refuses it."""
    shipped = card_set()
    extra = replace(shipped.by_id["goal-helmet"], id="practice-goal", name="Practice Goal")
    own_cards = replace(shipped, cards=(*shipped.cards, extra), by_id={**shipped.by_id, extra.id: extra})
    own = BreakawayCcg(cards=own_cards)
    runners = starter_deck("ridge-runners")
    deck = PlayerDeck("breakaway-ccg", "Practice", runners.cards, runners.bench).adding("practice-goal", 1)
    assert own._deck_problems(deck) == []
    assert own._deck_problems(deck, {"mode": "official", "deck_rules": "casual"}) == []
    assert [v.rule for v in GAME._deck_problems(deck)] == ["unknown-card"]
