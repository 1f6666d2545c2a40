"""Breakaway: CCG, the deck checks (Part 2 "Deck Creation", and Part 1 "Setup" for the Beginner decks;
hand-off from the official-flow tests): which check each mode uses, the sentences a refused deck gets,
and decks built on card data of one's own (rulings C1, C5, C6, B18)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tabletop.decks.model import Deck
from tabletop.decks.model import Deck as PlayerDeck
from tabletop.games.breakaway_ccg.cards import card_set, starter_deck
from tabletop.games.breakaway_ccg.rules import BreakawayCcg, deck_setting
from tests.games.breakaway_ccg.helpers_flow import _deck
from tests.games.breakaway_ccg.support import GAME


def test_deck_setting_is_beginner_in_beginner_mode_else_the_deck_rules_option():
    """Setup (Part 1) has its own deck rules; the official modes use Deck Creation's check (B18)."""
    assert deck_setting({"mode": "beginner", "deck_rules": "casual"}) == "beginner"
    assert deck_setting({"mode": "official", "deck_rules": "casual"}) == "casual"
    assert deck_setting({"mode": "solo", "deck_rules": "tournament"}) == "tournament"


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


def test_a_starter_team_is_checked_by_beginner_set_up_when_the_game_is_built():
    """Beginner rules, Setup: the bench holds Player cards only, a limit the tournament deck rules do
    not have; a team given to the game is checked by the Beginner set-up, whose sentence names it."""
    runners = starter_deck("ridge-runners")
    bench = tuple("save-skate" if c == "captain-8-glove" else c for c in runners.bench)
    with pytest.raises(ValueError) as raised:
        BreakawayCcg(decks={"mine": replace(runners, bench=bench, where="")})
    assert str(raised.value) == ("mine: In Beginner mode the bench holds Player cards only (#0-#8 or Goalie); "
                                 "Save is not one.")


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


def test_an_illegal_deck_is_refused_when_the_game_is_built():
    runners = starter_deck("ridge-runners")
    broken = replace(runners, cards=tuple((c, n) for c, n in runners.cards if not c.startswith("sniper-7")))
    with pytest.raises(ValueError, match="#7 Player cards"):
        BreakawayCcg(card_set(), {"ridge-runners": broken, "harbour-hawks": starter_deck("harbour-hawks")})


def test_an_illegal_deck_is_refused_with_the_sentences_deck_check_prints():
    from tabletop.decks.check import check_deck
    from tabletop.engine.errors import IllegalDeckError

    runners = _deck()
    broken = replace(runners, cards=tuple((c, n) for c, n in runners.cards if not c.startswith("sniper-7")))
    sentences = [v.sentence for v in check_deck(broken, "beginner")]
    assert sentences
    assert [v.sentence for v in GAME.deck_problems(broken)] == sentences
    with pytest.raises(IllegalDeckError) as refused:
        GAME.new_game(1, decks=[runners, broken])
    assert refused.value.seat == 1
    assert "A deck needs at least 2 #7 Player cards; this one has 0." in str(refused.value)
    for sentence in sentences:
        assert sentence in str(refused.value)
    with pytest.raises(IllegalDeckError):
        GAME.new_game(1, decks=[runners])                       # one deck per seat
    football = Deck("breakaway-football", "Wrong game", runners.cards, ())
    with pytest.raises(IllegalDeckError, match="not a Breakaway: CCG deck"):
        GAME.new_game(1, decks=[runners, football])


def test_beginner_decks_may_break_the_tournament_limits_but_not_part_one():
    many = _deck("Many", (("goal-helmet", 9), ("breakaway-stick", 3)))
    assert not GAME.deck_problems(many)                  # Part 1 sets no copy limit and no points cap
    non_player_bench = replace(many, bench=("goal-skate",) + many.bench[1:])
    assert [v.rule for v in GAME.deck_problems(non_player_bench)] == ["bench-players"]
    short = Deck("breakaway-ccg", "Short", (("goal-helmet", 3),), ())
    assert {v.rule for v in GAME.deck_problems(short)} >= {"deck-size", "player-minimum", "bench-size"}


@pytest.mark.parametrize("deck", [
    Deck("breakaway-ccg", "Huge", (("goal-helmet", 99),) * 12, ()),
    Deck("breakaway-ccg", "Unknown", (("no-such-card", 1),), ()),
    Deck("breakaway-ccg", "Negative", (("goal-helmet", -1),), ()),
    Deck("breakaway-ccg", "Typed", (("goal-helmet", "3"),), ()),        # type: ignore[arg-type]
])
def test_deck_values_no_file_would_hold_are_refused_not_dealt(deck):
    from tabletop.engine.errors import IllegalDeckError

    assert GAME.deck_problems(deck)
    with pytest.raises(IllegalDeckError):
        GAME.new_game(1, decks=[deck, deck])
