"""Breakaway: CCG, Part 2 "Deck Creation" (with Game Setup's bench and Part 1's Beginner set-up).

The deck checker: the starter decks pass; each broken rule (fewer than 60 cards, more than 1000
points, fewer than two of a Player number or of the Goalie, a fifth card of a name, a suit repeated
among a name's copies, the I / II numerals, a bench that is not five different cards worth at most 85
points) is refused with its own sentence and the section it comes from; the limits and per-card copy
rules the deck builder shows. Rulings C1 (the two rule sets), C2 (suits among copies), C3 (numerals).
"""

from __future__ import annotations

from copy import deepcopy
from dataclasses import replace

import pytest

from tabletop import safe_yaml
from tabletop.decks.limits import CopyRule, Limit
from tabletop.engine.deck import Deck as PlayerDeck
from tabletop.games.breakaway_ccg import construction as c
from tabletop.games.breakaway_ccg.cards import CardSet, Deck, card_set, parse_cards, starter_deck
from tabletop.games.breakaway_ccg.construction import BEGINNER, OFFICIAL, check_deck
from tabletop.games.breakaway_ccg.rules import BreakawayCcg, deck_setting
from tabletop.paths import card_data_dir
from tests.games.breakaway_ccg.helpers_flow import _deck
from tests.games.breakaway_ccg.support import GAME

CARDS = card_set()


def deck(name: str = "ridge-runners") -> Deck:
    return starter_deck(name)


def with_cards(base: Deck, changes: dict[str, int]) -> Deck:
    """``base`` with some card counts changed (0 removes the card)."""
    counts = dict(base.cards)
    counts.update(changes)
    return replace(base, cards=tuple((c, n) for c, n in counts.items() if n))


def codes(violations) -> list[str]:
    return [v.rule for v in violations]


CREATION = "Breakaway: CCG, Official rules — Deck Creation"
SETUP = "Breakaway: CCG, Official rules — Game Setup"
DECK_SIZE = Limit("deck-size", "cards", 62, 60, None, CREATION, "A deck needs at least 60 cards.")
POINTS = Limit("points", "points", 750, None, 1000, CREATION, "A deck may total at most 1000 points.")
COPIES = Limit("copies", "most of a name", 4, None, 4, CREATION,
               "At most 4 cards may share a name; this counts the most shared one.")
PLAYERS = Limit("player-minimum", "Player numbers", 10, 10, 10, CREATION,
                "A deck needs at least 2 Player cards of each number (#0-#8) and 2 Goalies; this counts the "
                "numbers that have them.")
BENCH = Limit("bench-size", "bench", 5, 5, 5, SETUP, "The bench holds exactly 5 different cards.")
BENCH_POINTS = Limit("bench-points", "bench points", 61, None, 85, SETUP, "The bench may total at most 85 points.")


@pytest.mark.parametrize("name", ["ridge-runners", "harbour-hawks"])
@pytest.mark.parametrize("mode", [OFFICIAL, BEGINNER])
def test_the_starter_decks_are_legal(name, mode):
    """Deck Creation and Part 1's Setup: both starter decks pass under the official and the Beginner rules."""
    assert check_deck(deck(name), CARDS, mode) == []


@pytest.mark.parametrize("name", ["ridge-runners", "harbour-hawks"])
def test_the_starter_decks_have_the_books_starter_size(name):
    """Deck Creation: the starter deck is 62 cards and 750 points, as the book says; Game Setup: its bench
    is worth at most 85 points."""
    d = deck(name)
    assert d.size == 62
    assert sum(CARDS.by_id[c].points * n for c, n in d.cards) == 750
    assert sum(CARDS.by_id[c].points for c in d.bench) <= 85


def test_a_deck_needs_at_least_60_cards():
    """Deck Creation, Deck Size: 59 cards is one short of the minimum."""
    small = with_cards(deck(), {"goal-helmet": 0, "goal-skate": 0, "goal-stick": 0})
    (v,) = check_deck(small, CARDS)
    assert v.rule == "deck-size" and v.sentence == "A deck needs at least 60 cards; this one has 59."
    assert "Deck Creation" in v.citation


def test_a_deck_may_total_at_most_1000_points():
    """Deck Creation, Point Limit: a deck over 1000 points is refused with its total."""
    heavy = CardSet(CARDS.cards, {**CARDS.by_id, "goal-helmet": replace(CARDS.by_id["goal-helmet"], points=400)},
                    CARDS.specials_text)
    (v,) = check_deck(deck(), heavy)
    assert v.rule == "points" and v.sentence == "A deck may total at most 1000 points; this one has 1132."


def test_a_deck_needs_two_of_every_player_number_and_two_goalies():
    """Deck Creation, Player Card Minimum: one #7 or one Goalie is too few, and the refusal names the card."""
    short = with_cards(deck(), {"sniper-7-helmet": 0, "goalie-g-stick": 0, "stick-save-g-stick": 0, "glove-save-g-glove": 0,
                                "save-skate": 0})
    short = with_cards(short, {})
    violations = check_deck(with_cards(short, {"score-5-skate": 1, "score-5-stick": 1, "shot-block-stick": 1}),
                           CARDS)
    assert codes(violations) == ["player-minimum", "player-minimum"]
    assert violations[0].sentence == "A deck needs at least 2 #7 Player cards; this one has 1."
    assert violations[0].cards == ("sniper-7-stick",)
    assert violations[1].sentence == "A deck needs at least 2 Goalie cards; this one has 1."


def test_at_most_four_cards_of_a_name():
    """Deck Creation, Named Card Limit: a fifth Body-Check is refused, naming the copies."""
    five = with_cards(deck(), {"body-check-3-helmet": 2, "body-check-3-skate": 1, "breakout-pass-2-helmet": 0})
    violations = check_deck(five, CARDS)
    assert "copies" in codes(violations)
    v = violations[codes(violations).index("copies")]
    assert v.sentence == "At most 4 cards may share the name 'Body-Check'; this deck has 5."
    assert set(v.cards) == {"body-check-3-helmet", "body-check-3-skate", "body-check-3-stick", "body-check-3-glove"}


def test_no_repeated_suit_among_copies_of_a_name():
    """Deck Creation, Suit Duplication Limit: two helmet Tip-Ins are refused (C2)."""
    twice = with_cards(deck(), {"tip-in-5-helmet": 2, "tip-in-5-glove": 0})
    (v,) = check_deck(twice, CARDS)
    assert v.rule == "suits"
    assert v.sentence == "Copies of 'Tip-In' may not share a suit, but helmet appears more than once."
    assert v.cards == ("tip-in-5-helmet",)


def test_cards_with_all_four_suits_may_repeat():
    """Deck Creation, Suit Duplication Limit: a card showing all four suits may repeat."""
    hawks = deck("harbour-hawks")
    assert dict(hawks.cards)["power-play-7-all"] == 2
    assert "suits" not in codes(check_deck(hawks, CARDS))


def test_the_roman_numerals_limit_the_copies_of_a_card():
    """Deck Creation, Roman Numeral Restrictions: I allows one copy, II two (C3)."""
    two = with_cards(deck(), {"breakaway-helmet": 1, "shot-on-goal-4-helmet": 0})
    (v,) = check_deck(two, CARDS)
    assert v.rule == "restriction"
    assert v.sentence == "'Breakaway' is marked I, so a deck may hold 1 of it; this one has 2."
    three = with_cards(deck(), {"fast-break-8-glove": 1, "shot-on-goal-4-helmet": 0})
    (v,) = check_deck(three, CARDS)
    assert v.sentence == "'Fast Break' is marked II, so a deck may hold 2 of it; this one has 3."


def test_the_bench_holds_five_different_cards_worth_at_most_85_points():
    """Game Setup, Select Bench: exactly five cards, all different, at most 85 points; Part 1's Setup:
    in Beginner mode Player cards only, cited to the Beginner rules."""
    base = deck()
    short = replace(base, bench=base.bench[:4])
    (v,) = check_deck(short, CARDS)
    assert v.rule == "bench-size" and v.sentence == "The bench holds exactly 5 cards; this one has 4."
    same = replace(base, bench=base.bench[:4] + ("sniper-7-glove",))
    (v,) = check_deck(same, CARDS)
    assert v.rule == "bench-different"
    assert v.sentence == "The bench must hold 5 different cards, but 'Sniper' is there more than once."
    assert v.cards == ("sniper-7-skate", "sniper-7-glove")
    rich = replace(base, bench=("breakaway-helmet", "fast-break-8-helmet", "goal-helmet", "score-5-helmet",
                                "power-play-7-all"))
    (v,) = check_deck(rich, CARDS)
    assert v.rule == "bench-points" and v.sentence == "The bench may total at most 85 points; this one has 92."
    beginner = check_deck(rich, CARDS, BEGINNER)
    assert codes(beginner) == ["bench-players"]
    assert beginner[0].sentence.startswith("In Beginner mode the bench holds Player cards only")
    assert "Beginner rules — Setup" in beginner[0].citation


def test_every_violation_is_reported_at_once():
    """Deck Creation: every broken rule is reported together, in the order of the rules."""
    bad = with_cards(deck(), {"goal-helmet": 0, "goal-skate": 0, "goal-stick": 0, "score-5-glove": 0,
                              "sniper-7-helmet": 0,
                              "tip-in-5-helmet": 2, "breakaway-helmet": 1})
    bad = replace(bad, bench=bad.bench[:3])
    assert codes(check_deck(bad, CARDS)) == ["deck-size", "player-minimum", "suits", "restriction", "bench-size"]


def test_beginner_mode_ignores_points_and_copy_limits():
    """Part 1's Setup (C1): Beginner mode does not hold a deck to the suit and numeral limits."""
    loose = with_cards(deck(), {"tip-in-5-helmet": 2, "breakaway-helmet": 1})
    assert check_deck(loose, CARDS, BEGINNER) == []


def test_beginner_problems_cite_the_beginner_set_up():
    """Part 1's Setup gives Beginner mode's limits; a refusal in that mode must not send the player to
    Part 2's Deck Creation."""
    deck = starter_deck("ridge-runners")
    short = replace(deck, cards=deck.cards[:10])
    beginner = check_deck(short, CARDS, BEGINNER)
    official = check_deck(short, CARDS, OFFICIAL)
    assert beginner and all("Beginner rules" in v.citation for v in beginner)
    assert any("Deck Creation" in v.citation for v in official)


def test_the_limits_of_a_starter_deck_under_each_rule_set():
    """Deck Creation and Game Setup: the starter deck counts 62 cards, 750 points (the book's own
    figures), four of its most shared name, all ten Player numbers, a bench of five worth 61.
    Beginner mode (C1) counts no points, copies or bench points."""
    runners = starter_deck("ridge-runners")
    assert c.limits(runners, CARDS) == (DECK_SIZE, POINTS, COPIES, PLAYERS, BENCH, BENCH_POINTS)
    assert c.limits(runners, CARDS, c.CHECKS[c.BEGINNER]) == (DECK_SIZE, PLAYERS, BENCH)
    assert c.limits(runners, CARDS, ()) == ()


def test_points_count_every_copy_and_an_empty_deck_counts_nothing():
    """Point Limit: each copy's points count (two copies, twice); an empty deck has no name at
    all, so its most shared name counts 0, and no Player number is covered."""
    deck = Deck("D", (("captain-8-helmet", 2), ("rookie-0-helmet", 1)), ())
    points = 2 * CARDS.by_id["captain-8-helmet"].points + CARDS.by_id["rookie-0-helmet"].points
    by_rule = {x.rule: x for x in c.limits(deck, CARDS)}
    assert by_rule["points"].count == points and by_rule["copies"].count == 2
    assert by_rule["deck-size"].count == 3 and by_rule["bench-size"].count == 0
    empty = {x.rule: x.count for x in c.limits(Deck("E", (), ()), CARDS)}
    assert empty == {"deck-size": 0, "points": 0, "copies": 0, "player-minimum": 0, "bench-size": 0,
                     "bench-points": 0}


def test_a_player_number_with_one_copy_is_not_covered():
    """Player Card Minimum: two of each number; one #7 does not cover #7."""
    runners = starter_deck("ridge-runners")
    cards = tuple((cid, n) for cid, n in runners.cards if not cid.startswith("sniper-7"))
    one = replace(runners, cards=cards + (("sniper-7-stick", 1),))
    assert {x.rule: x.count for x in c.limits(one, CARDS)}["player-minimum"] == 9


def test_a_one_suit_card_is_held_to_one_copy_and_a_marked_card_to_its_numeral():
    """Deck Creation: copies of a name may not share a suit, so a card of one suit is one copy
    (C2); a card showing all four suits is held only by the four-of-a-name rule and its numeral
    (II: two, C3); the tightest rule first."""
    suit = CopyRule("suits", 1, "card", "Copies of 'Rookie' may not share a suit, so a deck holds one copy of this "
                                        "card.", CREATION)
    four = CopyRule("copies", 4, "name", "At most 4 cards may share the name 'Rookie'.", CREATION)
    assert c.copy_limits(CARDS.by_id["rookie-0-helmet"]) == (suit, four)
    assert c.copy_limits(CARDS.by_id["power-play-7-all"]) == (
        CopyRule("restriction", 2, "name", "'Power Play' is marked II, so a deck may hold 2 of it.", CREATION),
        CopyRule("copies", 4, "name", "At most 4 cards may share the name 'Power Play'.", CREATION))
    assert c.copy_limits(CARDS.by_id["breakaway-helmet"]) == (
        CopyRule("suits", 1, "card", "Copies of 'Breakaway' may not share a suit, so a deck holds one copy of this "
                                     "card.", CREATION),
        CopyRule("restriction", 1, "name", "'Breakaway' is marked I, so a deck may hold 1 of it.", CREATION),
        CopyRule("copies", 4, "name", "At most 4 cards may share the name 'Breakaway'.", CREATION))


def test_copy_rules_follow_the_checks_the_setting_runs():
    """C1: Beginner mode has no copy limits; a setting without a check has no rule from it."""
    assert c.copy_limits(CARDS.by_id["breakaway-helmet"], c.CHECKS[c.BEGINNER]) == ()
    only_numerals = c.copy_limits(CARDS.by_id["breakaway-helmet"], (c.check_restrictions,))
    assert [x.rule for x in only_numerals] == ["restriction"]
    assert c.copy_limits(CARDS.by_id["rookie-0-helmet"], (c.check_restrictions,)) == ()
    assert [x.rule for x in c.copy_limits(CARDS.by_id["power-play-7-all"], (c.check_suits,))] == []
    assert [x.rule for x in c.copy_limits(CARDS.by_id["rookie-0-helmet"], (c.check_suits,))] == ["suits"]
    assert [x.rule for x in c.copy_limits(CARDS.by_id["rookie-0-helmet"], (c.check_copies,))] == ["copies"]


def test_exactly_1000_points_is_allowed_and_one_more_card_is_not():
    """Deck Creation, Point Limit: at most 1000 points, so 1000 exactly passes."""
    ten = "two-way-forward-4-helmet"
    assert CARDS.by_id[ten].points == 10
    assert c.check_points(Deck("P", ((ten, 100),), ()), CARDS) == []
    over = c.check_points(Deck("P", ((ten, 100), ("rookie-0-helmet", 1)), ()), CARDS)
    total = 1000 + CARDS.by_id["rookie-0-helmet"].points
    assert over == [c.Violation("points", f"A deck may total at most 1000 points; this one has {total}.", (), CREATION)]


def test_a_fifth_copy_of_a_name_cites_deck_creation():
    """Deck Creation, Named Card Limit: the violation names the rule it breaks."""
    deck = Deck("C", tuple((f"body-check-3-{s}", 1) for s in ("helmet", "skate", "stick", "glove"))
                + (("body-check-3-helmet", 1),), ())
    (v,) = c.check_copies(deck, CARDS)
    assert v.citation == CREATION and v.rule == "copies"


def test_an_all_suit_copy_does_not_hide_the_one_suit_copies_after_it():
    """Deck Creation, Suit Duplication Limit, and ruling C2: a card showing all four suits is
    exempt, but two one-suit copies of the same name that share a suit still break the rule,
    wherever the all-suit card stands in the list. The shipped set has no name with both kinds, so
    a user's card file gives two one-suit cards the name Power Play."""
    data = deepcopy(safe_yaml.load_file(card_data_dir() / "breakaway_ccg" / "cards.yaml"))
    for entry in data["cards"]:
        if entry["id"] in ("rookie-0-helmet", "sniper-7-helmet"):
            entry["name"] = "Power Play"
    cards = parse_cards(data, "cards.yaml")
    deck = Deck("S", (("power-play-7-all", 1), ("rookie-0-helmet", 1), ("sniper-7-helmet", 1)), ())
    assert c.check_suits(deck, cards) == [c.Violation(
        "suits", "Copies of 'Power Play' may not share a suit, but helmet appears more than once.",
        ("rookie-0-helmet", "sniper-7-helmet"), CREATION)]


def _renamed(names, suits=None):
    """The card set with some cards renamed (and their suits changed), as a user's file may have."""
    data = deepcopy(safe_yaml.load_file(card_data_dir() / "breakaway_ccg" / "cards.yaml"))
    for entry in data["cards"]:
        if entry["id"] in names:
            entry["name"] = names[entry["id"]]
            if suits is not None and entry["id"] in suits:
                entry["suits"] = suits[entry["id"]]
    return parse_cards(data, "cards.yaml")


def test_only_the_copies_that_share_a_suit_are_named_and_every_shared_suit_is_listed():
    """Deck Creation, Suit Duplication Limit (C2): the violation names the one-suit copies whose
    suit repeats (not the all-suit card, not a copy of another suit) and lists each repeated suit."""
    cards = _renamed({"rookie-0-helmet": "Power Play", "sniper-7-helmet": "Power Play",
                      "rookie-0-skate": "Power Play", "sniper-7-skate": "Power Play", "rookie-0-glove": "Power Play"})
    deck = Deck("S", (("power-play-7-all", 1), ("rookie-0-helmet", 1), ("sniper-7-helmet", 1), ("rookie-0-skate", 1),
                      ("sniper-7-skate", 1), ("rookie-0-glove", 1)), ())
    (v,) = c.check_suits(deck, cards)
    assert v.sentence == "Copies of 'Power Play' may not share a suit, but helmet, skate appears more than once."
    assert v.cards == ("rookie-0-helmet", "rookie-0-skate", "sniper-7-helmet", "sniper-7-skate")
    assert v.citation == CREATION


def test_two_suitless_copies_of_a_name_count_as_sharing_no_suit():
    """C2: cards without a suit are alike in that, so two copies of a name without one repeat it
    ("no suit"); a one-suit copy beside them is not involved."""
    cards = _renamed({"goal-helmet": "Open Net", "goal-skate": "Open Net", "goal-stick": "Open Net"},
                     suits={"goal-helmet": [], "goal-skate": []})
    deck = Deck("N", (("goal-helmet", 1), ("goal-skate", 1), ("goal-stick", 1)), ())
    (v,) = c.check_suits(deck, cards)
    assert v.sentence == "Copies of 'Open Net' may not share a suit, but no suit appears more than once."
    assert v.cards == ("goal-helmet", "goal-skate")
    one = Deck("N", (("goal-helmet", 1), ("goal-stick", 1)), ())
    assert c.check_suits(one, cards) == []


def test_exactly_60_cards_and_an_85_point_bench_are_allowed():
    """Deck Creation, Deck Size (minimum 60) and Game Setup (a bench of at most 85 points)."""
    assert c.check_deck_size(Deck("D", (("rookie-0-helmet", 60),), ()), CARDS) == []
    assert len(c.check_deck_size(Deck("D", (("rookie-0-helmet", 59),), ()), CARDS)) == 1
    bench = ("fast-break-8-helmet", "goal-helmet", "kick-save-g-skate", "score-5-helmet", "captain-8-helmet")
    assert sum(CARDS.by_id[b].points for b in bench) == 85
    assert c.check_bench_points(Deck("B", (), bench), CARDS) == []
    heavier = bench[:-1] + ("goalie-g-helmet",)
    assert c.check_bench_points(Deck("B", (), heavier), CARDS) == [c.Violation(
        "bench-points", "The bench may total at most 85 points; this one has 86.", heavier, SETUP)]


def test_each_violation_cites_its_section():
    """Deck Creation for the deck's limits, Game Setup for the bench's, Part 1 Setup for Beginner
    mode's Player-only bench."""
    assert c.check_player_minimum(Deck("D", (), ()), CARDS)[0].citation == CREATION
    assert c.check_restrictions(Deck("D", (("breakaway-helmet", 1), ("breakaway-skate", 1)), ()),
                                CARDS)[0].citation == CREATION
    assert c.check_bench_size(Deck("D", (), ("rookie-0-helmet",)), CARDS)[0].citation == SETUP
    doubled = ("rookie-0-helmet", "rookie-0-skate", "sniper-7-helmet", "sniper-7-skate", "captain-8-helmet")
    (v,) = c.check_bench_different(Deck("D", (), doubled), CARDS)
    assert v.citation == SETUP and v.cards == doubled[:4]
    assert v.sentence == "The bench must hold 5 different cards, but 'Rookie', 'Sniper' is there more than once."
    others = ("goal-helmet", "save-helmet", "rookie-0-helmet")
    (p,) = c.check_bench_players(Deck("D", (), others), CARDS)
    assert p.citation == "Breakaway: CCG, Beginner rules — Setup" and p.cards == others[:2]
    assert p.sentence == ("In Beginner mode the bench holds Player cards only (#0-#8 or Goalie); Goal, Save is not "
                          "one.")


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
    """Part 2, "Deck Creation": a refused deck stops the game being built (rulings C5, C6)."""
    runners = starter_deck("ridge-runners")
    broken = replace(runners, cards=tuple((c, n) for c, n in runners.cards if not c.startswith("sniper-7")))
    with pytest.raises(ValueError, match="#7 Player cards"):
        BreakawayCcg(card_set(), {"ridge-runners": broken, "harbour-hawks": starter_deck("harbour-hawks")})


def test_an_illegal_deck_is_refused_with_the_sentences_deck_check_prints():
    """Part 2, "Deck Creation": a refused deck stops the game being built (rulings C5, C6)."""
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
    football = PlayerDeck("breakaway-football", "Wrong game", runners.cards, ())
    with pytest.raises(IllegalDeckError, match="not a Breakaway: CCG deck"):
        GAME.new_game(1, decks=[runners, football])


def test_beginner_decks_may_break_the_tournament_limits_but_not_part_one():
    """Part 1, "Setup" against Part 2, "Deck Creation" (rulings C1, B18)."""
    many = _deck("Many", (("goal-helmet", 9), ("breakaway-stick", 3)))
    assert not GAME.deck_problems(many)                  # Part 1 sets no copy limit and no points cap
    non_player_bench = replace(many, bench=("goal-skate",) + many.bench[1:])
    assert [v.rule for v in GAME.deck_problems(non_player_bench)] == ["bench-players"]
    short = PlayerDeck("breakaway-ccg", "Short", (("goal-helmet", 3),), ())
    assert {v.rule for v in GAME.deck_problems(short)} >= {"deck-size", "player-minimum", "bench-size"}


@pytest.mark.parametrize("deck", [
    PlayerDeck("breakaway-ccg", "Huge", (("goal-helmet", 99),) * 12, ()),
    PlayerDeck("breakaway-ccg", "Unknown", (("no-such-card", 1),), ()),
    PlayerDeck("breakaway-ccg", "Negative", (("goal-helmet", -1),), ()),
    PlayerDeck("breakaway-ccg", "Typed", (("goal-helmet", "3"),), ()),        # type: ignore[arg-type]
])
def test_deck_values_no_file_would_hold_are_refused_not_dealt(deck):
    """Part 2, "Deck Creation": impossible deck values are refused (ruling C6)."""
    from tabletop.engine.errors import IllegalDeckError

    assert GAME.deck_problems(deck)
    with pytest.raises(IllegalDeckError):
        GAME.new_game(1, decks=[deck, deck])
