"""Breakaway: CCG, the special Specialized (Part 3 of ``breakaway-ccg.md``, Specials glossary:
"Specialized"; ruling O119 in ``docs/rulings/breakaway-ccg.md``): laid on a Playmaking card, its
user chooses its card of the next period's officiating reveal (Game Setup: "At the start of each
period, reveal the top card similarly; add their numbers"); laid on a Superstar, the opponent's
next card is picked at random and played for it; on any other card it does nothing. The rule is
data in ``card_data/breakaway_ccg/cards.yaml`` with its code in ``specialized.py``."""

from __future__ import annotations

from collections import Counter

import pytest

from tabletop.engine.actions import Action
from tabletop.engine.errors import IllegalActionError
from tabletop.games.breakaway_ccg import official_flow as fl
from tabletop.games.breakaway_ccg.officiating import card_for
from tabletop.games.breakaway_ccg.state import PLAY, SAVE, SCORE, STOPPAGE, USE
from tests.games.breakaway_ccg.support import GAME, T, act, extra_card, official, r, verdict

COACH = "skills-coach-4-helmet"
PLAYMAKER, STAR, PLAIN = "playmaker-5-glove", "captain-8-skate", "sniper-7-glove"
THREE = {"periods": 3}


def coach(seat=0):
    return extra_card(seat, COACH)


def _laid_on(beneath, hands=((), ()), options=None, **fields):
    """Seat 0 has just laid Skills Coach (Specialized) on ``beneath``, the opponent's card."""
    card = coach()
    fields.setdefault("puck", "c9")
    fields.setdefault("control", 1)
    state = official(hands=((card, *hands[0]), hands[1]), play=(beneath,), extra=((COACH,), ()),
                     options=dict(THREE, **(options or {})), turn=0, **fields)
    return act(state, 0, "play", card)


def _in_use(beneath, options=None, **fields):
    """Skills Coach (Specialized) lies on ``beneath`` in seat 0's Phase 3 (built directly, as a card
    that offers nothing would end the turn at once)."""
    return official(play=(beneath, coach()), extra=((COACH,), ()), options=dict(THREE, **(options or {})), turn=0,
                    phase=USE, puck="c9", control=1, **fields)


def _agree(state):
    """``validate`` and the legal list agree on the whole action space, refusals name their rule."""
    legal = {s: set(GAME.legal_actions(state, s)) for s in (0, 1)}
    space = set(GAME.action_space(state))
    for candidate in space:
        v = GAME.validate(state, candidate)
        assert v.ok == (candidate in legal[candidate.seat]), (candidate, v)
        assert v.ok or (v.code and v.reason and v.rule)
    assert legal[0] | legal[1] <= space


def _end(state, seat):
    """End ``seat``'s Phase 3 when its card still offers an ability."""
    return act(state, seat, "end") if state.phase == USE and state.turn == seat else state


def _to_play(state, seat):
    """Take ``seat``'s Phase 1 as "go on" (or end the turn of the other side first)."""
    if state.phase == USE and state.turn != seat:
        state = act(state, state.turn, "end")
    while state.turn == seat and state.phase == "start":
        state = act(state, seat, "go")
    return state


# ----- on a Playmaking card: the next period's officiating card --------------------------------------------
def test_specialized_on_a_playmaker_lets_its_user_choose_its_card_of_the_next_reveal():
    """Glossary, Specialized: "playing on top of a playmaking card will let you choose one of the
    cards that add up for Officiating Cards, next period"; Game Setup: at the start of each period
    both reveal a card and their numbers give the officiating card (ruling O119: the other side turns
    over its top card, then the user turns over a card of its hand and draws one in its place)."""
    state = _laid_on(r(1, PLAYMAKER))
    offered = [a for a in GAME.legal_actions(state, 0) if a.kind == "special"]
    assert offered == [Action(0, "special", ("specialized",))]
    state = act(state, 0, "special", "specialized")
    assert any(e.kind == "specialized-officiating" and e.seat == 0 for e in state.effects)
    events: list = []
    state = fl.end_period(T, state, events)                 # period 1 ends, period 2 starts
    assert state.period == 2 and state.phase == STOPPAGE
    assert state.reveal == () and len(state.aside) == 1      # only the opponent's card is turned over
    theirs = state.aside[0]
    assert T.owner[theirs] == 1
    assert [(d.seat, d.kind) for d in GAME.pending(state)] == [(0, "officiating")]
    assert GAME.legal_actions(state, 1) == []
    _agree(state)
    no = verdict(state, 1, "keep")
    assert not no.ok and no.code == "specialized-first" and "Specialized" in no.rule
    hand = state.hands[0]
    choices = [a for a in GAME.legal_actions(state, 0) if a.kind == "special-card"]
    assert {a.args[1] for a in choices} == set(hand)
    assert Action(0, "special-choice", ("specialized", "me")) in GAME.legal_actions(state, 0)
    mine = max(hand, key=lambda c: fl.number(T, c) or 0)     # the user steers the sum with its best card
    assert GAME.describe_action(state, Action(0, "special-card", ("specialized", mine))) == f"Turn over {T.label[mine]}"
    assert f"turned over {T.label[theirs]}" in GAME.pending(state)[0].prompt    # the sum it steers
    top = state.decks[0][0]
    state = act(state, 0, "special-card", "specialized", mine)
    assert mine in state.aside and mine not in state.hands[0]
    assert len(state.hands[0]) == len(hand) and top in state.hands[0]       # drawn in its place
    assert state.reveal == (mine, theirs)
    total = (fl.number(T, mine) or 0) + (fl.number(T, theirs) or 0)
    assert state.official == card_for(total).id
    assert not any(e.kind.startswith("specialized") for e in state.effects)
    assert {d.kind for d in GAME.pending(state)} == {"bench"}                # the stoppage goes on


def test_specialized_on_a_playmaker_may_keep_the_top_card_and_refuses_a_card_not_in_hand():
    """Glossary, Specialized (Playmaking): the user chooses; Game Setup: the usual card is the top
    card of the deck (ruling O119: turning over the top card is one of the choices)."""
    state = act(_laid_on(r(1, PLAYMAKER)), 0, "special", "specialized")
    state = fl.end_period(T, state, [])
    before = state
    stranger = state.hands[1][0]
    v = verdict(state, 0, "special-card", "specialized", stranger)
    assert not v.ok and v.code == "not-in-hand"
    with pytest.raises(IllegalActionError):
        GAME.apply(state, Action(0, "special-card", ("specialized", stranger)))
    assert state == before
    top, theirs = state.decks[0][0], state.aside[-1]
    state = act(state, 0, "special-choice", "specialized", "me")
    assert state.reveal == (top, theirs) and state.hands[0] == before.hands[0]


def test_specialized_on_a_playmaker_needs_a_next_period_within_regulation_or_a_playoff_overtime():
    """Glossary, Specialized: the effect lasts "for the rest of the regulation, or all of overtime"
    (ruling O119: no next period comes in the last regulation period or a regular-season overtime;
    a playoff overtime is followed by another)."""
    last = _in_use(r(1, PLAYMAKER), period=3)
    v = verdict(last, 0, "special", "specialized")
    assert not v.ok and v.code == "special-no-next-period"
    season = _in_use(r(1, PLAYMAKER), period=3, overtime=1, options={"overtime": "regular-season"})
    assert not verdict(season, 0, "special", "specialized").ok
    playoff = _in_use(r(1, PLAYMAKER), period=3, overtime=1, options={"overtime": "playoff"})
    assert verdict(playoff, 0, "special", "specialized").ok


# ----- on a Superstar: the opponent's next card ---------------------------------------------------------
def test_specialized_on_a_superstar_plays_a_random_card_of_the_opponents_hand_for_them():
    """Glossary, Specialized: "playing on top of a Superstar card will let you randomly choose and
    then play the opponent's next card for the opponent" (ruling O119: at the opponent's Phase 2 a
    card of its hand is drawn with the game's chance and laid for it; it then uses it as its own)."""
    theirs = (r(1, "rookie-0-skate"), r(1, "goal-skate"), r(1, "save-helmet"), r(1, "shot-on-goal-4-helmet"))
    picked = Counter()
    for seed in range(10):
        state = _laid_on(r(1, STAR), hands=((r(0, "rookie-0-helmet"),), theirs), seed=seed)
        state = act(state, 0, "special", "specialized")
        assert any(e.kind == "specialized-play" and e.seat == 1 for e in state.effects)
        chance = state.chance
        state = act(state, 0, "end") if state.phase == USE and state.turn == 0 else state
        state = _to_play(state, 1)
        assert not (state.phase == PLAY and state.turn == 1)     # no choice of seat 1's: it was played
        laid = [c for c in theirs if c not in state.hands[1]]
        assert len(laid) == 1 and laid[0] in state.play
        assert state.chance >= chance + 1
        assert not any(e.kind == "specialized-play" for e in state.effects)
        picked[laid[0]] += 1
    assert len(picked) > 1                                        # chance, not a choice, picks it


def _superstar_mark(seed=1):
    """The lasting entry a real use of Specialized on a Superstar leaves (against seat 1)."""
    state = act(_laid_on(r(1, STAR), hands=((), (r(1, "rookie-0-skate"),)), seed=seed), 0, "special", "specialized")
    return tuple(e for e in state.effects if e.kind == "specialized-play")


def test_specialized_on_a_superstar_against_a_score_lays_only_a_card_that_can_save():
    """Glossary, Specialized (Superstar), with Phase 2: "if the previous card was a Score Action,
    check if you can play a Save Action" (ruling O119: answering a Score, only a card that can Save
    is drawn; with none, nothing is laid and the effect waits)."""
    save, plain, goal = r(1, "save-helmet"), r(1, "rookie-0-skate"), r(0, "goal-helmet")
    shot = (r(0, "sniper-7-helmet"), r(1, "rookie-0-glove"))
    for seed in range(6):
        state = official(hands=((goal,), (save, plain)), play=shot, shot=0, stage=SCORE, shot_from=0, turn=0,
                         control=0, puck="e3", effects=_superstar_mark(seed), seed=seed)
        state = _end(act(act(state, 0, "play", goal), 0, "score"), 0)
        assert state.turn == 1 and state.phase == USE and state.stage == SAVE
        assert state.play[-1] == save and plain in state.hands[1]
    lone = official(hands=((goal,), (plain,)), play=shot, shot=0, stage=SCORE, shot_from=0, turn=0, control=0,
                    puck="e3", effects=_superstar_mark())
    lone = _end(act(act(lone, 0, "play", goal), 0, "score"), 0)
    assert lone.phase == PLAY and lone.stage == SAVE and lone.turn == 1       # nothing can save: no card laid
    assert any(e.kind == "specialized-play" for e in lone.effects)            # it waits


def test_specialized_on_a_superstar_made_in_regulation_lapses_in_overtime():
    """Glossary, Specialized: the effect lasts for the rest of the regulation (ruling O119)."""
    mark = _superstar_mark()
    later = official(hands=((), (r(1, "rookie-0-skate"), r(1, "goal-skate"))), puck="c9", control=1, turn=0,
                     phase=USE, play=(r(0, "rookie-0-helmet"),), effects=mark, overtime=1)
    later = _to_play(later, 1)
    assert later.phase == PLAY and later.turn == 1 and len(later.hands[1]) == 2


# ----- any other card: no effect -------------------------------------------------------------------------
def test_specialized_on_another_player_card_has_no_effect_and_is_not_offered():
    """Glossary, Specialized: "played on top of player cards will give them effects depending on
    which card (see specific player card)": the book prints no such text on any other card, so
    there is nothing to do (ruling O119)."""
    state = _in_use(r(1, PLAIN))
    assert not [a for a in GAME.legal_actions(state, 0) if a.kind == "special"]
    v = verdict(state, 0, "special", "specialized")
    assert not v.ok and v.code == "special-on-playmaking-or-superstar" and "Specialized" in v.rule
    with pytest.raises(IllegalActionError):
        GAME.apply(state, Action(0, "special", ("specialized",)))
    _agree(state)


def test_skills_coach_is_an_authored_printing_in_the_sets_anatomy():
    """Game Cards Explained: a card with a Special; Deck Creation: the starter decks stay legal."""
    from tabletop.games.breakaway_ccg.cards import STARTER_DECKS, starter_deck
    card = T.cards.by_id[COACH]
    assert card.specials == ("specialized",) and card.source == "authored" and not card.player
    assert card.restriction == "II" and 8 <= card.points <= 12
    for deck in STARTER_DECKS:
        assert all(not cid.startswith("skills-coach") for cid, _n in starter_deck(deck).cards)
