"""Breakaway Football: the solo coach (the "Team-specific Solo AI" of "Components").

The book lists the solo AI among the components and prints no rules for it, so the coach's policy
is the project's own: each team file carries its tendencies (play-type and formation weights, a
fourth-down attitude, when it goes for two, tries an onside kick or kneels; rulings, "The team
decks"), and the coach turns them into calls. These tests pin that policy on hand-built positions
and views: the answer in each situation with the boundaries of every threshold, the exact weights
behind a called play or formation, that the answer is always legal and depends only on the seat's
view and the random generator; and whole games between solo coaches and random players.

The game terms (downs, the first-down line, field-goal distance, breakaways, challenge flags,
penalties, Minimum Gain, low-percentage passes, Prevent, Goal Line, restricted passes near the goal
line, time outs, QB kneel, Hail Mary, coffin-corner punts, icing the kicker) are the book's.

``Dice`` stands in for ``random.Random``: it answers each question the coach asks as told and
records the weights a call is drawn with. ``answer`` asks the coach once for every index the
random fallback could pick, so a rule that decides is seen to decide (a rule that fell through
to the fallback would answer differently for different picks).
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace
from types import SimpleNamespace

import pytest

from tabletop.engine.actions import Action
from tabletop.engine.playout import play_game, random_chooser
from tabletop.games.breakaway_football.cards import (
    DefenseCard,
    Formation,
    GameDayCard,
    OffenseCard,
    OffensePlay,
    Penalty,
    PlayEvent,
)
from tabletop.games.breakaway_football.rules import timeout_window
from tabletop.games.breakaway_football.solo import BREAKAWAY_EXTRA, GO_FOR_IT, TURNOVER, solo_chooser
from tabletop.games.breakaway_football.state import (
    AUDIBLE,
    CALL,
    CHALLENGE,
    CHOOSE,
    EQUALIZE,
    ICE,
    KICKOFF,
    MODIFIER,
    PENALTY,
    RETRIEVE,
    SPECIAL,
    TOSS,
    TRY,
    Call,
    Play,
)
from tests.games.breakaway_football.support import (
    CARDS,
    FIR,
    GAME,
    LIG,
    act,
    defense_card,
    gd,
    offense_card,
    position,
)


class Dice:
    """A stand-in for ``random.Random``: ``choices`` returns ``population[pick]`` and records the
    weights, ``random`` returns ``roll``, ``randrange`` returns ``index``, ``choice`` ``seq[coin]``."""

    def __init__(self, pick: int = 0, roll: float = 0.5, index: int = 0, coin: int = 0):
        self.pick, self.roll, self.index, self.coin = pick, roll, index, coin
        self.weights = None
        self.population = None

    def choices(self, population, weights=None, **kw):
        self.population, self.weights = list(population), weights
        return [population[self.pick]]

    def random(self) -> float:
        return self.roll

    def randrange(self, n: int) -> int:
        assert 0 <= self.index < n
        return self.index

    def choice(self, seq):
        return seq[self.coin]


def table(solo: dict | None = None, off=(), dfn=(), game_day=()):
    """A game object for the coach: the real cards, with some tendencies changed and extra cards."""
    teams = dict(CARDS.teams)
    for code, changes in (solo or {}).items():
        teams[code] = replace(teams[code], solo={**teams[code].solo, **changes})
    return SimpleNamespace(cards=SimpleNamespace(teams=teams),
                           off={**GAME.off, **{c.id: c for c in off}},
                           dfn={**GAME.dfn, **{c.id: c for c in dfn}},
                           gd={**GAME.gd, **{c.id: c for c in game_day}})


def hands(lig: int = 15, fir: int = 15, home: str = "LIG", away: str = "FIR"):
    return (GAME.offense_ids[home][:lig], GAME.offense_ids[away][:fir])


def offense_down(state):
    """Game Play (R4): the defense calls once the offense's card is face down; lay the offense's
    first card (end a) if it has not called yet. Before the offense's last card the defense is asked
    about a time out first (Time Outs, R19): then it answers before any card is down."""
    if timeout_window(state):
        return state
    if state.phase == CALL and state.calls[state.offense] is None:
        call = next(a for a in GAME.legal_actions(state, state.offense) if a.kind == "call")
        state, _events = GAME.apply(state, call)
    return state


def answer(state, seat, game=GAME, view=None, **dice) -> Action:
    """The coach's action, the same whatever the random fallback would have picked, and whatever
    the order of the legal actions (but for the play a call draws, which follows the order). The
    defense is asked once the offense's card is down (R4); before the offense's last card the defense
    is asked about a time out first (R19), and lets it go when the offense is the one answering."""
    if seat != state.offense:
        state = offense_down(state)
    elif timeout_window(state):
        state, _events = GAME.apply(state, Action(state.defender, "no_timeout"))
    legal = GAME.legal_actions(state, seat)
    view = view if view is not None else GAME.view(state, seat)
    found = []
    for order in (legal, legal[::-1]):
        actions = {solo_chooser(game, view, order, Dice(index=i, **dice)) for i in range(len(order))}
        assert len(actions) == 1, actions
        found.append(actions.pop())
    action, backwards = found
    assert action in legal
    assert backwards == action or backwards.kind == action.kind == "call"
    return action


def drawn_weights(state, seat, game=GAME, view=None):
    """The called play (pick 0) and the weights the coach drew its call with."""
    legal = GAME.legal_actions(state, seat)
    dice = Dice()
    action = solo_chooser(game, view if view is not None else GAME.view(state, seat), legal, dice)
    assert action == dice.population[0] and action in legal
    return [a.args for a in dice.population], dice.weights


def game_day(cid, kind="run", effect="gain", value=0, color="", penalty=None, ob=0, db=0) -> GameDayCard:
    """A hand-made Game Day card: the play event and the two breakaway corners matter here."""
    event = PlayEvent("offense", kind, effect, value, color, penalty, "made up")
    return GameDayCard(cid, event, ob, db, 5, 5, False, "incomplete")


def offense(cid, first: tuple, second: tuple) -> OffenseCard:
    """A hand-made offense card: (type, strength[, low percentage]) at each end."""
    return OffenseCard(cid, cid[:3], (OffensePlay(*first, *(() if len(first) == 3 else (False,))),
                                      OffensePlay(*second, *(() if len(second) == 3 else (False,)))))


def formation(name, run=1, pass_=1, prevent=False) -> Formation:
    return Formation(name, run, pass_, frozenset(), frozenset(), prevent)


def defense(cid, end_a: Formation, end_b: Formation) -> DefenseCard:
    return DefenseCard(cid, cid[:3], (end_a, end_b))


OFTEN = (-2, -5, -10, -1, 1, 5, 12)


TRAILING = (-2, -5, -10, 1, 5)


# A card's worth: each play's strength times (1 + the team's weight for its type / 5), a type the
# team does not weigh counting 0. The coach discards its least worth card (equalizing before a
# drive, or the card a kick uses) and takes back its most worth one after a time out.
WORTH = {"inside_run": 5, "short_pass": 1, "long_pass": 0}          # outside_run, medium_pass unweighed


LONG_7 = offense("LIG-X01", ("long_pass", 3), ("long_pass", 4))      # 7 x 1


RUN_8 = offense("LIG-X02", ("inside_run", 2), ("inside_run", 2))     # 4 x 2


LONG_13 = offense("LIG-X03", ("long_pass", 6), ("long_pass", 7))     # 13 x 1


RUN_14 = offense("LIG-X04", ("inside_run", 3), ("inside_run", 4))    # 7 x 2


SHORT_6 = offense("LIG-X05", ("short_pass", 2), ("short_pass", 3))   # 5 x 1.2


MEDIUM_6 = offense("LIG-X06", ("medium_pass", 3), ("medium_pass", 3))  # 6 x 1 (unweighed)


WORTH_TABLE = table({"LIG": {"offense": WORTH}}, off=(LONG_7, RUN_8, LONG_13, RUN_14, SHORT_6, MEDIUM_6))


PAIRS = [  # (cards, least worth, most worth)
    ((RUN_8, LONG_7), LONG_7, RUN_8),           # 8 against 7
    ((LONG_13, RUN_14), LONG_13, RUN_14),       # 13 against 14
    ((LONG_7, SHORT_6), SHORT_6, LONG_7),       # 7 against 6
    ((MEDIUM_6, LONG_7), MEDIUM_6, LONG_7),     # 6 against 7
]


# Audibles (R5): the defense turns its card when the other formation suits the down at least 1.5
# times as well, and, one time in ten (a roll under 0.1), when it suits at least 0.75 times as well.
def audible_state(card: DefenseCard, end: str):
    ir = GAME.offense_ids["LIG"][0]
    return position(phase=AUDIBLE, ball=10, target=12, calls=(Call(ir, "a"), Call(card.id, end)))


def audible_table(now: float, other: float, card_id: str = "FIR-X01"):
    card = defense(card_id, formation("Now"), formation("Other"))
    return card, table({"FIR": {"defense": {"Now": now, "Other": other}}}, dfn=(card,))


# The offense turns its card one time in ten, unless the other end is a pass that may not be
# called there (Penalties Near the Goal Line: Long Pass on the opponent's 15 or closer).
SHORT_LONG = offense("LIG-X07", ("short_pass", 2), ("long_pass", 6))


def penalty(lines, first_down=False, on="defense") -> Penalty:
    return Penalty("made up", on, lines, True, first_down)


RUN_MINUS_2 = game_day("GD-X01", "run", "gain", -2)


RUN_MINUS_1 = game_day("GD-X02", "run", "gain", -1)


RUN_PLUS_1 = game_day("GD-X03", "run", "gain", 1)


RUN_PLUS_2 = game_day("GD-X04", "run", "gain", 2)


FUMBLE = game_day("GD-X05", "run", "fumble")


PICK = game_day("GD-X06", "pass", "interception")


RED_MINUS_1 = game_day("GD-X07", "pass", "gain", -1, "red")


GREEN_PLUS_1 = game_day("GD-X08", "pass", "gain", 1, "green")


PASS_PLUS_3 = game_day("GD-X09", "pass", "gain", 3, "green")


HOLDING = game_day("GD-X10", "pass", "penalty", penalty=penalty(1, first_down=True))      # worth 3


FALSE_START = game_day("GD-X11", "run", "penalty", penalty=penalty(-1, on="offense"))     # worth -1


INTERFERENCE = game_day("GD-X12", "pass", "penalty", penalty=penalty(4, first_down=True))  # worth 6


OFFSIDE = game_day("GD-X13", "pass", "penalty", penalty=penalty(1))                        # worth 1


PERSONAL_FOUL = game_day("GD-X14", "pass", "penalty", penalty=penalty(3))                  # worth 3


EVENTS = table(game_day=(RUN_MINUS_2, RUN_MINUS_1, RUN_PLUS_1, RUN_PLUS_2, FUMBLE, PICK, RED_MINUS_1,
                         GREEN_PLUS_1, PASS_PLUS_3, HOLDING, FALSE_START, INTERFERENCE, OFFSIDE, PERSONAL_FOUL))


def ask_about(phase, seat, play: Play, game=EVENTS) -> str:
    state = position(phase=phase, decider=seat, flags=(1, 1), play=play)
    action = answer(state, seat, game)
    assert action.kind == phase
    return action.args[0]


# Offense Breakaways: the offense compares the corner (TD: the goal, F: a turnover, 0: the matchup
# alone, else matchup + corner + 4 for the draws to come) with the event (not matching: matchup +
# 4; a gain: matchup + gain + 4; a penalty: its worth; a turnover), taking the corner on a tie.
def corner(cid, ob=0, db=0, like: GameDayCard | None = None) -> GameDayCard:
    base = like or game_day(cid, "pass", "gain", 3, "green")
    return replace(base, id=cid, offense_breakaway=ob, defense_breakaway=db)


BREAKAWAY_CARDS = {
    "td_gain": corner("GD-Y01", "TD", like=PASS_PLUS_3),
    "f_fumble": corner("GD-Y02", "F", like=FUMBLE),
    "f_loss": corner("GD-Y03", "F", like=RUN_MINUS_1),
    "f_pick": corner("GD-Y04", "F", like=PICK),
    "0_other": corner("GD-Y05", 0, like=PASS_PLUS_3),
    "1_other": corner("GD-Y06", 1, like=PASS_PLUS_3),
    "-1_other": corner("GD-Y07", -1, like=PASS_PLUS_3),
    "1_plus1": corner("GD-Y08", 1, like=RUN_PLUS_1),
    "1_plus2": corner("GD-Y09", 1, like=RUN_PLUS_2),
    "2_plus1": corner("GD-Y10", 2, like=RUN_PLUS_1),
    "-1_holding": corner("GD-Y11", -1, like=HOLDING),
    "-1_interference": corner("GD-Y12", -1, like=INTERFERENCE),
    "1_pick": corner("GD-Y13", 1, like=PICK),
    "2_fumble": corner("GD-Y14", 2, like=FUMBLE),
    "0_personal_foul": corner("GD-Y15", 0, like=PERSONAL_FOUL),
}


MODIFIERS = table(game_day=tuple(BREAKAWAY_CARDS.values()))


# Defense Breakaways: the defense takes the corner (TO: a turnover) unless the play event is
# worse for the offense: its gain alone (no matchup on a defense breakaway), nothing when it does
# not match or leaves a low-percentage pass incomplete, a turnover, a penalty's worth.
DEFENSE_CARDS = {
    "-1_minus1": corner("GD-Z01", db=-1, like=RUN_MINUS_1),
    "-2_minus1": corner("GD-Z02", db=-2, like=RUN_MINUS_1),
    "-1_minus2": corner("GD-Z03", db=-1, like=RUN_MINUS_2),
    "to_fumble": corner("GD-Z04", db="TO", like=FUMBLE),
    "to_gain": corner("GD-Z05", db="TO", like=RUN_MINUS_2),
    "0_fumble": corner("GD-Z06", db=0, like=FUMBLE),
    "0_other": corner("GD-Z07", db=0, like=PICK),
    "-1_other": corner("GD-Z08", db=-1, like=PICK),
    "0_false_start": corner("GD-Z09", db=0, like=FALSE_START),
    "0_red": corner("GD-Z10", db=0, like=RED_MINUS_1),
    "0_plus1": corner("GD-Z11", db=0, like=RUN_PLUS_1),
}


DEFENSE_MODIFIERS = table(game_day=tuple(DEFENSE_CARDS.values()))


# Time Outs (the book's two examples): in the 2nd quarter, 4th quarter or overtime, an offense down
# to its last card calls one to go on driving (from its own 30 on, unless leading in the 2nd
# half); a defense calls one in the 4th quarter or overtime when not leading.
def timeout_state(quarter, score, cards, ball=6, timeouts=(3, 3)):
    return position(quarter=quarter, score=score, ball=ball, hands=hands(cards, 15), timeouts=timeouts,
                    discards=(GAME.offense_ids["LIG"][14:], ()))


def down_state(ball, down=1, target=None, quarter=1, score=(0, 0), cards=15, opponent=15, **changes):
    return position(ball=ball, down=down, target=target, quarter=quarter, score=score,
                    hands=hands(cards, opponent), **changes)


def called(state, game=GAME) -> str:
    action = answer(state, LIG, game)
    return action.args[0] if action.kind == "special" else action.kind


def fourth(tendency):
    return table({"LIG": {"fourth_down": tendency}})


# Each play is weighed (team weight + 0.5; 1 for an unweighed type) x (1 + strength / 3), times:
# 2 for a run or a Minimum Gain play (0.7 for another) with 1 line to go or on a two-point try;
# 0.6 for a run, 1.6 for a pass with 4 or more to go; late and behind 0.6 for a run, 1.5 for a pass;
# 0.6 for a low-percentage pass; 0 for a pass that may not be called there.
PLAYS = {"inside_run": 2, "outside_run": 1, "short_pass": 3, "long_pass": 4}      # medium_pass unweighed


RUNS = offense("LIG-X11", ("inside_run", 3), ("outside_run", 3))


PASSES = offense("LIG-X12", ("short_pass", 3), ("medium_pass", 3))


LONGS = offense("LIG-X13", ("long_pass", 6), ("long_pass", 6, True))


CALLS = table({"LIG": {"offense": PLAYS}}, off=(RUNS, PASSES, LONGS))


CALL_OPTIONS = [(c.id, end) for c in (RUNS, PASSES, LONGS) for end in "ab"]


PLAIN = [5.0, 3.0, 7.0, 3.0, 13.5, 8.1]


def call_weights(ball, target, quarter=1, score=(0, 0), two_point=False):
    state = position(ball=ball, target=target, quarter=quarter, score=score, two_point=two_point,
                     hands=((RUNS.id, PASSES.id, LONGS.id), hands()[1]))
    options, weights = drawn_weights(state, LIG, CALLS)
    assert options == CALL_OPTIONS
    return weights


# Each formation is weighed (team weight + 0.5; 1 for an unweighed one), times (1 + pass / 3) with 4
# or more to go, (1 + run / 3) with 1 to go; Goal Line 4 on the opponent's 15 or closer, else 0.5;
# Prevent 4 when protecting a lead of 1 to 8 in the 4th quarter or overtime against an offense
# with 4 cards or fewer, else 0.4.
FORMATIONS = {"Blitz": 3, "Press": 2, "Goal Line": 1, "Prevent": 0}               # Cover 2 unweighed


BLITZ_PRESS = defense("FIR-X21", formation("Blitz", 2, 1), formation("Press", 1, 3))


GOAL_COVER = defense("FIR-X22", formation("Goal Line", 4, 1), formation("Cover 2", 1, 2))


PREVENT_COVER = defense("FIR-X23", formation("Prevent", 1, 2, prevent=True), formation("Cover 2", 1, 2))


DEFENSES = table({"FIR": {"defense": FORMATIONS}}, dfn=(BLITZ_PRESS, GOAL_COVER, PREVENT_COVER))


DEFENSE_OPTIONS = [(c.id, end) for c in (BLITZ_PRESS, GOAL_COVER, PREVENT_COVER) for end in "ab"]


def defense_weights(ball, target, quarter=1, score=(0, 0), cards=15):
    state = position(ball=ball, target=target, quarter=quarter, score=score, hands=hands(cards, 15),
                     defense=((), tuple(c.id for c in (BLITZ_PRESS, GOAL_COVER, PREVENT_COVER))))
    options, weights = drawn_weights(offense_down(state), FIR, DEFENSES)
    assert options == DEFENSE_OPTIONS
    return weights


def sample_positions():
    """One position for each kind of decision, with the real cards and teams."""
    ir = GAME.offense_ids["LIG"][0]
    dcard = GAME.defense_ids["FIR"][0]
    run_gain = gd(lambda c: c.event.kind == "run" and c.event.effect == "gain")
    pen = gd(lambda c: c.event.effect == "penalty")
    return [
        (position(phase=TOSS, decider=FIR), FIR),
        (position(phase=CHOOSE, decider=LIG), LIG),
        (position(phase=KICKOFF, decider=LIG, quarter=4, score=(0, 3), hands=hands(5, 5)), LIG),
        (position(phase=TRY, decider=FIR, offense=FIR, score=(0, 6)), FIR),
        (position(phase=EQUALIZE, decider=LIG, hands=hands(9, 7)), LIG),
        (position(phase=SPECIAL, decider=LIG, hands=hands(9, 9)), LIG),
        (position(phase=RETRIEVE, decider=LIG, discards=(GAME.offense_ids["LIG"][3:9], ())), LIG),
        (position(ball=12, down=3, target=16), LIG),
        (position(ball=12, down=3, target=16), FIR),
        (position(ball=15, down=4, target=16, quarter=4, score=(0, 2), hands=hands(2, 4)), LIG),
        (position(phase=AUDIBLE, calls=(Call(ir, "a"), Call(dcard, "b"))), LIG),
        (position(phase=AUDIBLE, calls=(Call(ir, "a"), Call(dcard, "b"))), FIR),
        (position(phase=CHALLENGE, decider=FIR, flags=(1, 1), play=Play(kind="run", base=2, card=run_gain)), FIR),
        (position(phase=PENALTY, decider=LIG, play=Play(kind=GAME.gd[pen].event.kind, base=1, card=pen)), LIG),
        (position(phase=MODIFIER, decider=LIG, play=Play(kind="run", base=2, breakaway="offense", card=run_gain)),
         LIG),
        (position(phase=ICE, decider=FIR, ball=14, play=Play(special="field_goal")), FIR),
    ]


# ----- Whole games between solo coaches and random players --------------------------------------------

def test_solo_coach_beats_a_random_opponent_and_finishes_its_own_games():
    wins = 0
    for seed in range(60):
        result = play_game(GAME, seed, choosers=[solo_chooser, random_chooser])
        wins += result.winners == (0,)
        result = play_game(GAME, seed, choosers=[random_chooser, solo_chooser])
        wins += result.winners == (1,)
    assert wins >= 100
    scores = []
    for seed in range(30):
        result = play_game(GAME, seed, choosers=[solo_chooser, solo_chooser],
                           options={"home_team": "MAU", "visiting_team": "LIG", "coffin_corner": True,
                                    "ice_the_kicker": True})
        scores.append(sum(result.state.score))
    assert 10 <= sum(scores) / len(scores) <= 90          # football scores, not basketball


def test_solo_coach_kicks_field_goals_and_punts_on_fourth_down():
    import random

    rng = random.Random(0)
    far = position(ball=6, down=4, target=10)
    action = solo_chooser(GAME, GAME.view(far, LIG), GAME.legal_actions(far, LIG), rng)
    assert action == Action(LIG, "special", ("punt",))
    near = position(ball=15, down=4, target=20)
    action = solo_chooser(GAME, GAME.view(near, LIG), GAME.legal_actions(near, LIG), rng)
    assert action == Action(LIG, "special", ("field_goal",))
    short = position(ball=12, down=4, target=13)
    action = solo_chooser(GAME, GAME.view(short, LIG), GAME.legal_actions(short, LIG), rng)
    assert action.kind == "call"


def test_solo_coach_audibles_on_defense_out_of_a_formation_that_does_not_suit_the_down():
    """Audibles: both players may audible (R5). With Goal Line down at midfield, the solo
    defense turns its card to the other formation; with that formation down it keeps it."""
    import random

    ir2 = offense_card("LIG", "inside_run", 2)
    goal_line = defense_card("FIR", "Goal Line")
    other = GAME.dfn[goal_line].end("b").name
    kept = defense_card("FIR", other, run=GAME.dfn[goal_line].end("b").run)
    answers = {}
    for card in (goal_line, kept):
        state = position(ball=10)
        state, _ = act(state, LIG, "call", *ir2)
        state, _ = act(state, FIR, "call", card, "a")
        legal = GAME.legal_actions(state, FIR)
        answers[card] = [solo_chooser(GAME, GAME.view(state, FIR), legal, random.Random(i)).args[0]
                         for i in range(40)]
    assert answers[goal_line].count("turn") == 40
    assert answers[kept].count("keep") >= 30


def test_no_team_deck_dominates_when_solo_coaches_play_each_other():
    import itertools

    teams = ["MAU", "PHA", "LIG", "FIR"]
    wins, games = Counter(), Counter()
    for home, away in itertools.permutations(teams, 2):
        for seed in range(20):
            result = play_game(GAME, seed, choosers=[solo_chooser, solo_chooser],
                               options={"home_team": home, "visiting_team": away})
            games[home] += 1
            games[away] += 1
            if result.winners:
                wins[(home, away)[result.winners[0]]] += 1
    for team in teams:
        assert 0.35 <= wins[team] / games[team] <= 0.65, (team, wins[team], games[team])


# ----- The solo coach's decisions ---------------------------------------------------------------------

def test_the_coach_s_constants_for_fourth_down_breakaways_and_turnovers():
    """Fourth down: an aggressive team goes for two lines, a balanced one for one, a cautious one
    never; an offense breakaway is counted as four more lines than its first card; a turnover as
    twelve lines."""
    assert GO_FOR_IT == {"aggressive": 2, "balanced": 1, "cautious": 0}
    assert BREAKAWAY_EXTRA == 4
    assert TURNOVER == 12


def test_the_teams_tendencies_the_tests_rely_on():
    """The team files' solo tendencies (card data): Fire aggressive and trailing-onside, Lightning
    balanced, Pharaohs cautious; Lightning and Fire go for two often, Maulers and Pharaohs when
    trailing; every team kneels when leading."""
    solo = {code: team.solo for code, team in CARDS.teams.items()}
    assert {c: s["fourth_down"] for c, s in solo.items()} == {
        "MAU": "aggressive", "PHA": "cautious", "LIG": "balanced", "FIR": "aggressive"}
    assert {c: s["two_point"] for c, s in solo.items()} == {
        "MAU": "trailing", "PHA": "trailing", "LIG": "often", "FIR": "often"}
    assert {c: s["onside"] for c, s in solo.items()} == {
        "MAU": "late", "PHA": "late", "LIG": "late", "FIR": "trailing"}
    assert {s["kneel"] for s in solo.values()} == {"leading"}


@pytest.mark.parametrize("coin, call", [(0, "heads"), (1, "tails")])
def test_the_coin_call_is_the_generators_pick_of_heads_or_tails(coin, call):
    """Setup: the visiting coach calls the coin; the coach calls what the generator picks."""
    state = position(phase=TOSS, decider=FIR)
    assert answer(state, FIR, coin=coin) == Action(FIR, "toss", (call,))


def test_the_coin_call_with_a_real_generator_is_its_choice_of_the_two():
    state = position(phase=TOSS, decider=FIR)
    legal = GAME.legal_actions(state, FIR)
    for seed in range(6):
        expected = random.Random(seed).choice(("heads", "tails"))
        assert solo_chooser(GAME, GAME.view(state, FIR), legal, random.Random(seed)) == Action(FIR, "toss", (expected,))


@pytest.mark.parametrize("seat", [LIG, FIR])
def test_the_toss_winner_always_receives(seat):
    """Setup: the toss winner picks to receive or kick; the coach receives."""
    state = position(phase=CHOOSE, decider=seat)
    assert answer(state, seat) == Action(seat, "choose", ("receive",))


# Onside Kicks ("worth the risk when losing in the 2nd half"): a "late" team (Lightning) tries one
# in the 4th quarter or overtime once either hand is down to 6 cards, trailing by 1 to 16; a
# "trailing" team (Fire) from the 3rd quarter on when down by 9 or more.
@pytest.mark.parametrize("kicker, quarter, score, sizes, kick", [
    (LIG, 4, (10, 11), (6, 15), "onside"),       # late, down by 1
    (LIG, 4, (0, 16), (6, 15), "onside"),        # down by 16
    (LIG, 4, (0, 17), (6, 15), "deep"),          # down by 17: too far behind
    (LIG, 4, (7, 7), (6, 15), "deep"),           # tied
    (LIG, 4, (10, 11), (15, 6), "onside"),       # the other team's hand counts too
    (LIG, 4, (10, 11), (7, 7), "deep"),          # 7 cards each: not late yet
    (LIG, 3, (10, 11), (6, 6), "deep"),          # 3rd quarter: not late
    (LIG, 5, (10, 11), (6, 6), "onside"),        # overtime is late
    (LIG, 3, (0, 9), (15, 15), "deep"),          # Lightning is no "trailing" team
    (FIR, 3, (9, 0), (15, 15), "onside"),        # Fire down by 9 in the 3rd quarter
    (FIR, 3, (8, 0), (15, 15), "deep"),          # down by 8
    (FIR, 4, (30, 0), (15, 15), "onside"),
    (FIR, 2, (20, 0), (15, 15), "deep"),         # 1st half
    (FIR, 4, (11, 10), (6, 6), "deep"),          # Fire is no "late" team
])
def test_the_coach_kicks_onside_when_late_and_behind_or_trailing_far_in_the_second_half(kicker, quarter, score, sizes, kick):
    state = position(phase=KICKOFF, decider=kicker, quarter=quarter, score=score, hands=hands(*sizes))
    assert answer(state, kicker) == Action(kicker, "kickoff", (kick,))


def test_a_spectator_view_is_read_for_the_seat_of_the_legal_actions():
    """The coach plays the seat its legal actions belong to when the view names no seat: Fire,
    down by 9 in the 3rd quarter, kicks onside (Lightning's policy, leading by 9, would kick deep)."""
    state = position(phase=KICKOFF, decider=FIR, quarter=3, score=(9, 0))
    view = GAME.view(state, None)
    assert view.seat is None
    assert answer(state, FIR, view=view) == Action(FIR, "kickoff", ("onside",))


def test_a_spectator_view_with_a_single_legal_action():
    """Time Outs: with one card in the discards, that is the card taken back."""
    card = GAME.offense_ids["LIG"][4]
    state = position(phase=RETRIEVE, decider=LIG, discards=((card,), ()))
    assert answer(state, LIG, view=GAME.view(state, None)) == Action(LIG, "retrieve", (card,))


@pytest.mark.parametrize("lead", [*OFTEN, 0, -3, -4, -6, -9, -11, 2, 4, 6, 11, 13])
def test_an_often_team_goes_for_two_at_the_leads_of_its_chart_in_any_quarter(lead):
    """Touchdown/PAT: Lightning ("often") goes for two at these leads (after the six points) even
    in the 1st quarter, and kicks at every other lead."""
    state = position(phase=TRY, decider=LIG, quarter=1, score=(20 + lead, 20))
    assert answer(state, LIG) == Action(LIG, "try", ("two" if lead in OFTEN else "kick",))


def test_an_often_team_in_the_second_seat_reads_its_own_lead():
    state = position(phase=TRY, decider=FIR, offense=FIR, score=(20, 18))     # Fire 2 behind
    assert answer(state, FIR) == Action(FIR, "try", ("two",))
    state = position(phase=TRY, decider=FIR, offense=FIR, score=(18, 20))     # Fire 2 ahead
    assert answer(state, FIR) == Action(FIR, "try", ("kick",))


@pytest.mark.parametrize("quarter, lead, choice", [
    *[(3, lead, "two") for lead in TRAILING],
    (4, 5, "two"),
    (3, -1, "kick"), (3, 12, "kick"), (3, 0, "kick"), (4, -3, "kick"),
    (2, -2, "kick"), (1, 1, "kick"),            # 1st half: always kick
])
def test_a_trailing_team_goes_for_two_only_in_the_second_half(quarter, lead, choice):
    """Touchdown/PAT: the Maulers ("trailing") use the shorter chart, from the 3rd quarter on."""
    state = position(phase=TRY, decider=LIG, quarter=quarter, score=(20 + lead, 20),
                     options={"home_team": "MAU", "visiting_team": "FIR"})
    assert answer(state, LIG) == Action(LIG, "try", (choice,))


@pytest.mark.parametrize("lead", [-2, 1, 5])
def test_a_never_team_always_kicks(lead):
    game = table({"LIG": {"two_point": "never"}})
    state = position(phase=TRY, decider=LIG, quarter=4, score=(20 + lead, 20))
    assert answer(state, LIG, game) == Action(LIG, "try", ("kick",))


@pytest.mark.parametrize("phase", [EQUALIZE, SPECIAL])
@pytest.mark.parametrize("cards, least, most", PAIRS)
def test_the_coach_discards_its_least_worth_card(phase, cards, least, most):
    """Time Keeping (equalizing) and the kicks (Field Goal, Punting): one offense card is discarded."""
    state = position(phase=phase, decider=LIG, hands=(tuple(c.id for c in cards), hands()[1]))
    assert answer(state, LIG, WORTH_TABLE) == Action(LIG, "discard", (least.id,))


@pytest.mark.parametrize("cards, least, most", PAIRS)
def test_after_a_time_out_the_coach_takes_back_its_most_worth_card(cards, least, most):
    """Time Outs: the offense takes one card back from its discards."""
    state = position(phase=RETRIEVE, decider=LIG, discards=(tuple(c.id for c in cards), ()))
    assert answer(state, LIG, WORTH_TABLE) == Action(LIG, "retrieve", (most.id,))


@pytest.mark.parametrize("now, other, roll, choice", [
    (1.0, 1.75, 0.5, "turn"),     # 2.25 against 1.5: exactly 1.5 times
    (1.0, 1.7, 0.5, "keep"),      # 2.2: just under
    (1.0, 1.7, 0.09, "turn"),     # the one time in ten
    (1.0, 1.7, 0.1, "keep"),      # a roll of 0.1 is not under 0.1
    (1.5, 1.0, 0.05, "turn"),     # 1.5 against 2.0: exactly 0.75 times
    (1.5, 0.9, 0.05, "keep"),     # 1.4: just under
    (1.0, 1.0, 0.5, "keep"),      # as good: keep
])
def test_the_defense_turns_its_card_when_the_other_formation_suits_the_down_better(now, other, roll, choice):
    card, game = audible_table(now, other)
    assert answer(audible_state(card, "a"), FIR, game, roll=roll) == Action(FIR, "audible", (choice,))


def test_the_defense_audible_weighs_the_end_on_the_board_against_the_other():
    """With end "b" down, "b" is the formation now and "a" the one a turn gives."""
    card, game = audible_table(now=1.75, other=1.0)            # "a" 2.25, "b" 1.5
    assert answer(audible_state(card, "b"), FIR, game) == Action(FIR, "audible", ("turn",))
    assert answer(audible_state(card, "a"), FIR, game) == Action(FIR, "audible", ("keep",))


def test_without_a_call_on_the_board_the_coach_keeps():
    card, game = audible_table(now=1.0, other=5.0)
    state = audible_state(card, "a")
    view = replace(GAME.view(state, FIR), my_call=None)
    assert answer(state, FIR, game, view=view) == Action(FIR, "audible", ("keep",))


@pytest.mark.parametrize("end, ball, roll, choice", [
    ("a", 16, 0.05, "turn"),       # the long pass may still be called on the opponent's 20
    ("a", 17, 0.05, "keep"),       # not on the 15
    ("a", 10, 0.1, "keep"),
    ("a", 10, 0.5, "keep"),
    ("b", 17, 0.05, "turn"),       # from the long pass to the short pass
    ("b", 17, 0.5, "keep"),
])
def test_the_offense_turns_its_card_one_time_in_ten_unless_the_other_end_is_a_restricted_pass(end, ball, roll, choice):
    game = table(off=(SHORT_LONG,))
    state = position(phase=AUDIBLE, ball=ball, calls=(Call(SHORT_LONG.id, end), Call(GAME.defense_ids["FIR"][0])))
    assert answer(state, LIG, game, roll=roll) == Action(LIG, "audible", (choice,))


# "Ice the Kicker": the defense ices every kick of distance 5 or more (the opponent's 25 or
# farther), and any kick in the 4th quarter or overtime of a game within 3 points.
@pytest.mark.parametrize("ball, quarter, score, choice", [
    (15, 1, (0, 0), "yes"),        # distance 5
    (15, 1, (0, 10), "yes"),       # distance 5, Fire far ahead
    (16, 1, (0, 0), "no"),         # distance 4
    (16, 4, (0, 3), "yes"),        # Fire ahead by 3
    (16, 4, (3, 0), "yes"),        # Fire behind by 3
    (16, 4, (0, 4), "no"),
    (16, 4, (4, 0), "no"),
    (16, 3, (0, 0), "no"),         # 3rd quarter
    (16, 5, (0, 0), "yes"),        # overtime
])
def test_the_defense_ices_long_kicks_and_any_late_kick_in_a_close_game(ball, quarter, score, choice):
    state = position(phase=ICE, decider=FIR, ball=ball, quarter=quarter, score=score,
                     play=Play(special="field_goal"), options={"ice_the_kicker": True})
    assert answer(state, FIR) == Action(FIR, "ice", (choice,))


# Challenge Flags: a coach spends its flag when the play event costs it 2 lines or more against
# the play without it (a low-percentage pass without the event is incomplete: 0).
@pytest.mark.parametrize("seat, play, choice", [
    (LIG, Play(kind="run", base=3, card=RUN_MINUS_2.id), "spend"),     # 1 instead of 3
    (LIG, Play(kind="run", base=3, card=RUN_MINUS_1.id), "keep"),      # 2 instead of 3
    (LIG, Play(kind="run", base=3, card=RUN_PLUS_2.id), "keep"),
    (FIR, Play(kind="run", base=3, card=RUN_PLUS_2.id), "spend"),      # 5 instead of 3
    (FIR, Play(kind="run", base=3, card=RUN_PLUS_1.id), "keep"),       # 4 instead of 3
    (FIR, Play(kind="run", base=3, card=RUN_MINUS_2.id), "keep"),
    (LIG, Play(kind="run", base=3, card=FUMBLE.id), "spend"),
    (FIR, Play(kind="run", base=3, card=FUMBLE.id), "keep"),
    (LIG, Play(kind="run", base=3, card=PICK.id), "keep"),             # a pass event: no effect
    (FIR, Play(kind="run", base=3, card=PICK.id), "keep"),
    (LIG, Play(kind="pass", base=3, card=RED_MINUS_1.id), "keep"),     # a completed pass: 2 instead of 3
    (FIR, Play(kind="pass", base=5, low_pct=True, card=RED_MINUS_1.id), "keep"),   # incomplete either way
    (LIG, Play(kind="pass", base=5, low_pct=True, card=RED_MINUS_1.id), "keep"),
    (FIR, Play(kind="pass", base=5, low_pct=True, card=GREEN_PLUS_1.id), "spend"),  # 6 instead of 0
    (FIR, Play(kind="pass", base=1, low_pct=True, card=GREEN_PLUS_1.id), "spend"),  # 2 instead of 0
    (LIG, Play(kind="pass", base=1, low_pct=True, card=GREEN_PLUS_1.id), "keep"),
    (LIG, Play(kind="pass", base=5, low_pct=True, card=PICK.id), "spend"),
    (LIG, Play(kind="pass", base=5, card=HOLDING.id), "spend"),        # 1 line + first down = 3
    (LIG, Play(kind="pass", base=4, card=HOLDING.id), "keep"),
    (FIR, Play(kind="pass", base=1, card=HOLDING.id), "spend"),
    (FIR, Play(kind="pass", base=2, card=HOLDING.id), "keep"),
    (LIG, Play(kind="run", base=1, card=FALSE_START.id), "spend"),     # -1 instead of 1
    (LIG, Play(kind="run", base=0, card=FALSE_START.id), "keep"),
])
def test_a_coach_spends_its_flag_when_the_play_event_costs_it_two_lines_or_more(seat, play, choice):
    assert ask_about(CHALLENGE, seat, play) == choice


# Penalties: the coach accepts when the penalty (its lines, plus 2 for an automatic first down)
# beats the play: nothing for an incomplete low-percentage pass or a defense breakaway, the
# matchup plus 4 for an offense breakaway.
@pytest.mark.parametrize("seat, play, choice", [
    (LIG, Play(kind="pass", base=2, card=HOLDING.id), "accept"),       # 3 against 2
    (LIG, Play(kind="pass", base=3, card=HOLDING.id), "decline"),      # 3 against 3
    (LIG, Play(kind="pass", base=5, low_pct=True, card=HOLDING.id), "accept"),
    (LIG, Play(kind="pass", base=5, low_pct=True, card=OFFSIDE.id), "accept"),      # 1 against 0
    (LIG, Play(kind="pass", base=1, card=OFFSIDE.id), "decline"),                   # 1 against 1
    (LIG, Play(kind="pass", base=5, breakaway="defense", card=HOLDING.id), "accept"),
    (LIG, Play(kind="pass", base=1, breakaway="offense", card=INTERFERENCE.id), "accept"),  # 6 against 5
    (LIG, Play(kind="pass", base=2, breakaway="offense", card=INTERFERENCE.id), "decline"),  # 6 against 6
    (LIG, Play(kind="pass", base=1, breakaway="offense", card=HOLDING.id), "decline"),      # 3 against 5
    (FIR, Play(kind="run", base=3, card=FALSE_START.id), "accept"),    # -1 against 3
    (FIR, Play(kind="run", base=-1, card=FALSE_START.id), "decline"),
    (FIR, Play(kind="run", base=0, card=FALSE_START.id), "accept"),                 # -1 against 0
    (FIR, Play(kind="pass", base=3, card=HOLDING.id), "decline"),      # 3 against 3
    (FIR, Play(kind="pass", base=4, card=HOLDING.id), "accept"),
])
def test_a_coach_accepts_a_penalty_worth_more_than_the_play(seat, play, choice):
    assert ask_about(PENALTY, seat, play) == choice


@pytest.mark.parametrize("kind, base, card, choice", [
    ("pass", 3, "td_gain", "corner"),
    ("run", 3, "f_fumble", "corner"),            # a turnover either way
    ("run", 3, "f_loss", "event"),
    ("pass", 3, "f_pick", "corner"),
    ("run", 3, "0_other", "event"),              # 3 against 3 + 4
    ("run", 3, "1_other", "corner"),             # 3 + 1 + 4 against 3 + 4
    ("run", 3, "-1_other", "event"),
    ("run", 3, "1_plus1", "corner"),             # a tie
    ("run", 3, "1_plus2", "event"),
    ("run", 3, "2_plus1", "corner"),
    ("pass", 1, "-1_holding", "corner"),         # 4 against 3
    ("pass", 2, "-1_interference", "event"),     # 5 against 6
    ("pass", 3, "-1_interference", "corner"),    # 6 against 6
    ("pass", 3, "1_pick", "corner"),
    ("run", 1, "2_fumble", "corner"),
    ("pass", 3, "0_personal_foul", "corner"),    # 3 against 3 (no first down)
])
def test_on_an_offense_breakaway_the_coach_takes_the_corner_unless_the_event_is_worth_more(kind, base, card, choice):
    play = Play(kind=kind, base=base, breakaway="offense", card=BREAKAWAY_CARDS[card].id)
    assert ask_about(MODIFIER, LIG, play, MODIFIERS) == choice


@pytest.mark.parametrize("kind, low, card, choice", [
    ("run", False, "-1_minus1", "corner"),       # a tie
    ("run", False, "-2_minus1", "corner"),
    ("run", False, "-1_minus2", "event"),        # a loss of 2 (not 3 - 2)
    ("run", False, "to_fumble", "corner"),
    ("run", False, "to_gain", "corner"),
    ("run", False, "0_fumble", "event"),
    ("run", False, "0_other", "corner"),
    ("run", False, "-1_other", "corner"),
    ("run", False, "0_false_start", "event"),
    ("pass", True, "0_red", "corner"),           # the event leaves the pass incomplete: 0
    ("run", False, "0_plus1", "corner"),
])
def test_on_a_defense_breakaway_the_coach_takes_the_corner_unless_the_event_is_worse_for_the_offense(kind, low, card, choice):
    play = Play(kind=kind, base=3, low_pct=low, breakaway="defense", card=DEFENSE_CARDS[card].id)
    assert ask_about(MODIFIER, FIR, play, DEFENSE_MODIFIERS) == choice


@pytest.mark.parametrize("quarter, score, cards, ball, expected", [
    (2, (7, 0), 1, 6, "timeout"),               # 2nd quarter: even when leading
    (2, (0, 0), 1, 5, "call"),                  # inside its own 30
    (4, (0, 0), 1, 6, "timeout"),
    (4, (0, 7), 1, 6, "timeout"),
    (4, (1, 0), 1, 6, "kneel"),                 # leading late: it kneels instead
    (4, (0, 0), 2, 6, "call"),
    (3, (0, 0), 1, 6, "call"),
    (1, (0, 0), 1, 6, "call"),
    (5, (0, 0), 1, 6, "timeout"),
])
def test_an_offense_down_to_its_last_card_late_in_a_half_calls_a_time_out(quarter, score, cards, ball, expected):
    action = answer(timeout_state(quarter, score, cards, ball), LIG)
    assert (action.args[0] if action.kind == "special" else action.kind) == expected


def test_no_time_out_without_time_outs_left():
    state = timeout_state(4, (0, 0), 1, timeouts=(0, 3))
    assert answer(state, LIG).kind == "call"


@pytest.mark.parametrize("quarter, score, cards, expected", [
    (4, (0, 0), 1, "timeout"),
    (4, (7, 0), 1, "timeout"),                  # Fire behind
    (4, (0, 1), 1, "no_timeout"),               # Fire ahead: asked before the last card (R19), lets it go
    (4, (0, 0), 2, "call"),
    (2, (7, 0), 1, "no_timeout"),
    (5, (0, 0), 1, "timeout"),
])
def test_a_defense_not_leading_late_in_the_game_calls_a_time_out(quarter, score, cards, expected):
    """Time Outs, "Example: Defense Calls Time Out": the Fire defense is asked before the Lightning's last
    card (R19) and spends a time out when it is not ahead late in the game."""
    action = answer(timeout_state(quarter, score, cards), FIR)
    assert action.kind == expected


# QB Kneel: a team that kneels "leading" does so from the 4th quarter on when ahead, with 3 cards or
# fewer, from its own 15 on, before 4th down (or on 4th down with its last card).
@pytest.mark.parametrize("changes, expected", [
    ({}, "kneel"),
    ({"quarter": 5}, "kneel"),
    ({"quarter": 3}, "call"),
    ({"score": (0, 0)}, "call"),
    ({"cards": 4}, "call"),
    ({"ball": 2}, "call"),
    ({"down": 4, "cards": 2}, "call"),
    ({"down": 4, "cards": 1}, "kneel"),
    ({"down": 3}, "kneel"),
])
def test_a_team_leading_late_kneels_to_run_out_the_clock(changes, expected):
    values = {"ball": 3, "down": 1, "quarter": 4, "score": (7, 0), "cards": 3, **changes}
    assert called(down_state(**values)) == expected


def test_a_team_that_never_kneels_calls_a_play():
    game = table({"LIG": {"kneel": "never"}})
    assert called(down_state(ball=3, quarter=4, score=(7, 0), cards=3), game) == "call"


# End of Half: with its last card the offense kicks a field goal from distance 7 or closer (the
# opponent's 35) in the 2nd quarter, and late in the game when behind by 3 or fewer or tied;
# behind by more, or too far to kick, in the 4th quarter or overtime it throws a Hail Mary from
# farther than distance 4.
@pytest.mark.parametrize("ball, quarter, score, cards, expected", [
    (13, 2, (0, 10), 1, "field_goal"),
    (13, 2, (10, 0), 1, "field_goal"),
    (12, 2, (0, 0), 1, "call"),                 # distance 8
    (13, 2, (0, 0), 2, "call"),                 # not the last card
    (13, 3, (0, 0), 1, "call"),
    (13, 4, (0, 3), 1, "field_goal"),
    (13, 4, (0, 0), 1, "field_goal"),
    (13, 4, (0, 4), 1, "hail_mary"),
    (13, 5, (0, 0), 1, "field_goal"),
    (15, 4, (0, 4), 1, "hail_mary"),            # distance 5
    (16, 4, (0, 4), 1, "call"),                 # distance 4
    (12, 4, (0, 1), 1, "hail_mary"),            # distance 8, behind by 1
    (12, 4, (0, 0), 1, "call"),                 # tied
    (12, 2, (0, 4), 1, "call"),                 # 2nd quarter: no Hail Mary
    (12, 4, (0, 4), 2, "call"),
    (12, 5, (0, 1), 1, "hail_mary"),
])
def test_with_its_last_card_the_offense_kicks_a_field_goal_in_range_or_throws_a_hail_mary_when_behind(ball, quarter, score, cards, expected):
    assert called(down_state(ball, quarter=quarter, score=score, cards=cards)) == expected


def test_leading_with_the_last_card_and_no_kneeling_it_calls_a_play():
    game = table({"LIG": {"kneel": "never"}})
    assert called(down_state(13, quarter=4, score=(1, 0), cards=1), game) == "call"


# 4th down: a team goes for it with GO_FOR_IT lines or fewer to go; otherwise it kicks a field goal
# from distance 7 or closer (8 for an aggressive team), a coffin-corner punt from its own 40 to the
# opponent's 45 when that rule is in use, else it punts.
@pytest.mark.parametrize("tendency, ball, target, expected", [
    ("balanced", 5, 6, "call"),
    ("balanced", 5, 7, "punt"),
    ("aggressive", 5, 7, "call"),
    ("aggressive", 5, 8, "punt"),
    ("cautious", 5, 6, "punt"),
    ("cautious", 10, 11, "punt"),
    ("cautious", 13, 14, "field_goal"),
    ("balanced", 12, 14, "punt"),               # 2 to go at the opponent's 40
    ("balanced", 12, 15, "punt"),
    ("balanced", 13, 16, "field_goal"),         # distance 7
    ("aggressive", 12, 16, "field_goal"),       # distance 8
    ("aggressive", 11, 16, "punt"),             # distance 9
])
def test_on_fourth_down_a_team_goes_for_it_kicks_a_field_goal_in_range_or_punts(tendency, ball, target, expected):
    assert called(down_state(ball, down=4, target=target), fourth(tendency)) == expected


@pytest.mark.parametrize("tendency, ball, expected", [
    ("balanced", 8, "coffin"),
    ("balanced", 7, "punt"),
    ("balanced", 11, "coffin"),
    ("balanced", 12, "punt"),
    ("aggressive", 12, "field_goal"),
])
def test_fourth_down_with_coffin_corner_punts(tendency, ball, expected):
    """Coffin-Corner Punting (optional rule): used from the offense's own 40 to the opponent's 45."""
    state = down_state(ball, down=4, target=ball + 5, options={"coffin_corner": True})
    assert called(state, fourth(tendency)) == expected


def test_fourth_down_without_coffin_corner_punts_it_punts():
    assert called(down_state(9, down=4, target=14)) == "punt"


# Late in the game (4th quarter or overtime, either hand at 6 cards or fewer) a team behind goes
# for it on 4th down when behind by more than 3 or too far for a field goal (distance 8 or more).
@pytest.mark.parametrize("ball, quarter, score, cards, expected", [
    (13, 4, (0, 4), (5, 5), "call"),
    (13, 4, (0, 3), (5, 5), "field_goal"),
    (12, 4, (0, 3), (5, 5), "call"),
    (12, 4, (0, 1), (5, 5), "call"),
    (12, 4, (0, 0), (5, 5), "punt"),
    (12, 3, (0, 10), (5, 5), "punt"),           # not late
    (12, 4, (0, 10), (7, 7), "punt"),           # not late: 7 cards each
    (12, 4, (0, 10), (7, 6), "call"),           # the defense's hand counts
])
def test_late_and_behind_a_team_goes_for_it_on_fourth_down(ball, quarter, score, cards, expected):
    state = down_state(ball, down=4, target=20, quarter=quarter, score=score, cards=cards[0], opponent=cards[1])
    assert called(state, fourth("cautious")) == expected


def test_the_teams_own_fourth_down_attitudes():
    """Card data: Fire (aggressive) goes for it on 4th and 2; the Pharaohs (cautious) punt on 4th and 1."""
    fire = position(offense=FIR, ball=5, down=4, target=7)
    assert answer(fire, FIR).kind == "call"
    pharaohs = position(ball=5, down=4, target=6, options={"home_team": "PHA", "visiting_team": "FIR"})
    assert answer(pharaohs, LIG) == Action(LIG, "special", ("punt",))


def test_a_two_point_try_is_always_a_called_play():
    """Touchdown/PAT: the try is one play from the 10; no kick, whatever the down says."""
    state = down_state(14, down=4, target=20, two_point=True)
    assert called(state, fourth("cautious")) == "call"


@pytest.mark.parametrize("ball, target, quarter, score, two_point, expected", [
    (10, 12, 1, (0, 0), False, PLAIN),                                  # 2 to go
    (10, 13, 1, (0, 0), False, PLAIN),                                  # 3 to go
    (10, 11, 1, (0, 0), False, [10.0, 6.0, 14.0, 2.1, 9.45, 5.67]),     # 1 to go
    (10, 14, 1, (0, 0), False, [3.0, 1.8, 11.2, 4.8, 21.6, 12.96]),     # 4 to go
    (14, 20, 1, (0, 0), True, [10.0, 6.0, 14.0, 2.1, 9.45, 5.67]),      # a two-point try
    (10, 12, 4, (0, 3), False, [3.0, 1.8, 10.5, 4.5, 20.25, 12.15]),    # late and behind
    (10, 12, 4, (0, 0), False, PLAIN),                                  # late, tied
    (10, 12, 3, (0, 3), False, PLAIN),                                  # behind, not late
    (17, 20, 1, (0, 0), False, [5.0, 3.0, 7.0, 3.0, 0.0, 0.0]),         # no long pass on the 15
    (19, 20, 1, (0, 0), False, [10.0, 6.0, 14.0, 0.0, 0.0, 0.0]),       # nor a medium one on the 5
])
def test_the_weights_of_the_offense_calls(ball, target, quarter, score, two_point, expected):
    assert call_weights(ball, target, quarter, score, two_point) == pytest.approx(expected)


def test_with_only_forbidden_passes_in_hand_the_coach_falls_back_to_any_legal_action():
    """Penalties Near the Goal Line: on the opponent's 15 neither long pass may be called; the
    coach then picks among all its legal actions at random (here the pick is told)."""
    state = position(ball=17, target=20, hands=((LONGS.id,), hands()[1]))
    legal = GAME.legal_actions(state, LIG)
    view = GAME.view(state, LIG)
    for index in range(len(legal)):
        assert solo_chooser(CALLS, view, legal, Dice(index=index)) == legal[index]
    for seed in range(3):
        expected = legal[random.Random(seed).randrange(len(legal))]
        assert solo_chooser(CALLS, view, legal, random.Random(seed)) == expected


@pytest.mark.parametrize("ball, target, expected", [
    (10, 12, [3.5, 2.5, 0.75, 1.5, 0.2, 1.5]),                           # 2 to go
    (10, 13, [3.5, 2.5, 0.75, 1.5, 0.2, 1.5]),                           # 3 to go
    (10, 14, [3.5 * 4 / 3, 5.0, 1.0, 2.5, 0.5 * 5 / 3 * 0.4, 2.5]),      # 4 to go: pass strengths
    (10, 11, [3.5 * 5 / 3, 2.5 * 4 / 3, 1.75, 2.0, 0.5 * 4 / 3 * 0.4, 2.0]),  # 1 to go: run strengths
    (17, 20, [3.5, 2.5, 6.0, 1.5, 0.2, 1.5]),                            # Goal Line on the 15
    (16, 19, [3.5, 2.5, 0.75, 1.5, 0.2, 1.5]),                           # not on the 20
])
def test_the_weights_of_the_defense_calls(ball, target, expected):
    assert defense_weights(ball, target) == pytest.approx(expected)


@pytest.mark.parametrize("quarter, score, cards, prevent", [
    (4, (0, 1), 4, 2.0),       # Fire ahead by 1, Lightning at 4 cards
    (4, (0, 8), 4, 2.0),
    (5, (0, 1), 4, 2.0),
    (4, (0, 9), 4, 0.2),       # ahead by 9
    (4, (0, 0), 4, 0.2),       # tied
    (4, (1, 0), 4, 0.2),       # behind
    (4, (0, 1), 5, 0.2),       # 5 cards left
    (3, (0, 1), 4, 0.2),
])
def test_prevent_protects_a_late_lead(quarter, score, cards, prevent):
    """Prevent Defense: halving the offense's strength suits a team guarding a late lead."""
    weights = defense_weights(10, 12, quarter, score, cards)
    assert weights == pytest.approx([3.5, 2.5, 0.75, 1.5, prevent, 1.5])


def test_every_answer_is_a_legal_action_and_the_same_for_the_same_seed():
    for state, seat in sample_positions():
        state = offense_down(state) if seat != state.offense else state
        legal = GAME.legal_actions(state, seat)
        view = GAME.view(state, seat)
        for seed in range(8):
            action = solo_chooser(GAME, view, legal, random.Random(seed))
            assert action in legal, (state.phase, action)
            assert solo_chooser(GAME, view, legal, random.Random(seed)) == action


def test_an_unknown_decision_is_answered_with_a_random_legal_action():
    state = position(phase=TOSS, decider=FIR)
    legal = GAME.legal_actions(state, FIR)
    view = replace(GAME.view(state, FIR), phase="unheard_of")
    assert [solo_chooser(GAME, view, legal, Dice(index=i, coin=0)) for i in range(2)] == legal


def test_hidden_information_does_not_change_the_call():
    """The coach sees what a person in its seat sees: another order of the Game Day deck, another
    hand and another face-down call for the opponent give the same view and the same answer."""
    base = position(ball=11, down=2, target=16, quarter=4, score=(0, 3), hands=hands(6, 6))
    deck = tuple(reversed(base.deck))
    others = {LIG: replace(base, deck=deck, hands=(base.hands[0], GAME.offense_ids["FIR"][6:12])),
              FIR: replace(base, deck=deck, hands=(GAME.offense_ids["LIG"][6:12], base.hands[1]))}
    for seat in (LIG, FIR):
        states = [base, others[seat]] if seat == LIG else [offense_down(s) for s in (base, others[seat])]
        views = [GAME.view(s, seat) for s in states]
        assert views[0] == views[1]
        legal = GAME.legal_actions(states[0], seat)
        for seed in range(10):
            answers = {solo_chooser(GAME, v, legal, random.Random(seed)) for v in views}
            assert len(answers) == 1
    # The defense's answer to the audible, whatever the offense has face down.
    dcard = GAME.defense_ids["FIR"][1]
    calls = [position(phase=AUDIBLE, calls=(Call(card, "a"), Call(dcard, "a")))
             for card in GAME.offense_ids["LIG"][:3]]
    for seed in range(10):
        answers = {solo_chooser(GAME, GAME.view(s, FIR), GAME.legal_actions(s, FIR), random.Random(seed))
                   for s in calls}
        assert len(answers) == 1
