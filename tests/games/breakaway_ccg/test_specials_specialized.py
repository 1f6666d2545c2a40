"""Breakaway: CCG, the Specialized special (Part 3: Specialized; Part 2, "Game Setup" and
"Officiating Cards" for the period's reveal).

Laid on a Playmaking card, its user chooses its own card of the next period's officiating reveal;
laid on a Superstar, the opponent's next card is picked at random and played for it; on any other
card it does nothing. Ruling O119 in ``docs/rulings/breakaway-ccg.md``; the code is in
``specialized.py``.
"""

from __future__ import annotations

from collections import Counter

import pytest

from tabletop.engine import chance
from tabletop.engine.actions import Action
from tabletop.engine.decisions import Decision
from tabletop.engine.errors import IllegalActionError
from tabletop.engine.verdict import ALLOWED
from tabletop.games.breakaway_ccg.official import basics
from tabletop.games.breakaway_ccg.official import sequence as fl
from tabletop.games.breakaway_ccg.official.basics import Effect
from tabletop.games.breakaway_ccg.official.officiating import card_for
from tabletop.games.breakaway_ccg.official.penalties import Call
from tabletop.games.breakaway_ccg.specials import handlers as sh
from tabletop.games.breakaway_ccg.specials import specialized, specialized_play
from tabletop.games.breakaway_ccg.specials import specialized as spz
from tabletop.games.breakaway_ccg.state import PLAY, SAVE, SCORE, STOPPAGE, USE, evolve
from tests.games.breakaway_ccg.helpers_specials import using
from tests.games.breakaway_ccg.support import GAME, T, act, extra_card, official, r, verdict

COACH_ID = "skills-coach-4-helmet"
PLAYMAKER_ID, STAR_ID, PLAIN_ID = "playmaker-5-glove", "captain-8-skate", "sniper-7-glove"
THREE = {"periods": 3}


def coach(seat=0):
    return extra_card(seat, COACH_ID)


def _laid_on(beneath, hands=((), ()), options=None, **fields):
    """Seat 0 has just laid Skills Coach (Specialized) on ``beneath``, the opponent's card."""
    card = coach()
    fields.setdefault("puck", "c9")
    fields.setdefault("control", 1)
    state = official(hands=((card, *hands[0]), hands[1]), play=(beneath,), extra=((COACH_ID,), ()),
                     options=dict(THREE, **(options or {})), turn=0, **fields)
    return act(state, 0, "play", card)


def _agree(state):
    """``validate`` and the legal list agree on the whole action space, refusals name their rule."""
    legal = {s: set(GAME.legal_actions(state, s)) for s in (0, 1)}
    space = set(GAME.action_space(state))
    for candidate in space:
        v = GAME.validate(state, candidate)
        assert v.ok == (candidate in legal[candidate.seat]), (candidate, v)
        assert v.ok or (v.code and v.reason and v.rule)
    assert legal[0] | legal[1] <= space


def test_specialized_on_a_playmaker_lets_its_user_choose_its_card_of_the_next_reveal():
    """Glossary, Specialized: "playing on top of a playmaking card will let you choose one of the
    cards that add up for Officiating Cards, next period"; Game Setup: at the start of each period
    both reveal a card and their numbers give the officiating card (ruling O119: the other side turns
    over its top card, then the user turns over a card of its hand and draws one in its place)."""
    state = _laid_on(r(1, PLAYMAKER_ID))
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
    mine = max(hand, key=lambda c: basics.number(T, c) or 0)     # the user steers the sum with its best card
    assert GAME.describe_action(state, Action(0, "special-card", ("specialized", mine))) == f"Turn over {T.label[mine]}"
    assert f"turned over {T.label[theirs]}" in GAME.pending(state)[0].prompt    # the sum it steers
    top = state.decks[0][0]
    state = act(state, 0, "special-card", "specialized", mine)
    assert mine in state.aside and mine not in state.hands[0]
    assert len(state.hands[0]) == len(hand) and top in state.hands[0]       # drawn in its place
    assert state.reveal == (mine, theirs)
    total = (basics.number(T, mine) or 0) + (basics.number(T, theirs) or 0)
    assert state.official == card_for(total).id
    assert not any(e.kind.startswith("specialized") for e in state.effects)
    assert {d.kind for d in GAME.pending(state)} == {"bench"}                # the stoppage goes on


def test_specialized_on_a_playmaker_may_keep_the_top_card_and_refuses_a_card_not_in_hand():
    """Glossary, Specialized (Playmaking): the user chooses; Game Setup: the usual card is the top
    card of the deck (ruling O119: turning over the top card is one of the choices)."""
    state = act(_laid_on(r(1, PLAYMAKER_ID)), 0, "special", "specialized")
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


def _in_use(beneath, options=None, **fields):
    """Skills Coach (Specialized) lies on ``beneath`` in seat 0's Phase 3 (built directly, as a card
    that offers nothing would end the turn at once)."""
    return official(play=(beneath, coach()), extra=((COACH_ID,), ()), options=dict(THREE, **(options or {})), turn=0,
                    phase=USE, puck="c9", control=1, **fields)


def test_specialized_on_a_playmaker_needs_a_next_period_within_regulation_or_a_playoff_overtime():
    """Glossary, Specialized: the effect lasts "for the rest of the regulation, or all of overtime"
    (ruling O119: no next period comes in the last regulation period or a regular-season overtime;
    a playoff overtime is followed by another)."""
    last = _in_use(r(1, PLAYMAKER_ID), period=3)
    v = verdict(last, 0, "special", "specialized")
    assert not v.ok and v.code == "special-no-next-period"
    season = _in_use(r(1, PLAYMAKER_ID), period=3, overtime=1, options={"overtime": "regular-season"})
    assert not verdict(season, 0, "special", "specialized").ok
    playoff = _in_use(r(1, PLAYMAKER_ID), period=3, overtime=1, options={"overtime": "playoff"})
    assert verdict(playoff, 0, "special", "specialized").ok


def _to_play(state, seat):
    """Take ``seat``'s Phase 1 as "go on" (or end the turn of the other side first)."""
    if state.phase == USE and state.turn != seat:
        state = act(state, state.turn, "end")
    while state.turn == seat and state.phase == "start":
        state = act(state, seat, "go")
    return state


def test_specialized_on_a_superstar_plays_a_random_card_of_the_opponents_hand_for_them():
    """Glossary, Specialized: "playing on top of a Superstar card will let you randomly choose and
    then play the opponent's next card for the opponent" (ruling O119: at the opponent's Phase 2 a
    card of its hand is drawn with the game's chance and laid for it; it then uses it as its own)."""
    theirs = (r(1, "rookie-0-skate"), r(1, "goal-skate"), r(1, "save-helmet"), r(1, "shot-on-goal-4-helmet"))
    picked = Counter()
    for seed in range(10):
        state = _laid_on(r(1, STAR_ID), hands=((r(0, "rookie-0-helmet"),), theirs), seed=seed)
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


def _end(state, seat):
    """End ``seat``'s Phase 3 when its card still offers an ability."""
    return act(state, seat, "end") if state.phase == USE and state.turn == seat else state


def _superstar_mark(seed=1):
    """The lasting entry a real use of Specialized on a Superstar leaves (against seat 1)."""
    state = act(_laid_on(r(1, STAR_ID), hands=((), (r(1, "rookie-0-skate"),)), seed=seed), 0, "special", "specialized")
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


def test_specialized_on_another_player_card_has_no_effect_and_is_not_offered():
    """Glossary, Specialized: "played on top of player cards will give them effects depending on
    which card (see specific player card)": the book prints no such text on any other card, so
    there is nothing to do (ruling O119)."""
    state = _in_use(r(1, PLAIN_ID))
    assert not [a for a in GAME.legal_actions(state, 0) if a.kind == "special"]
    v = verdict(state, 0, "special", "specialized")
    assert not v.ok and v.code == "special-on-playmaking-or-superstar" and "Specialized" in v.rule
    with pytest.raises(IllegalActionError):
        GAME.apply(state, Action(0, "special", ("specialized",)))
    _agree(state)


def test_skills_coach_is_an_authored_printing_in_the_sets_anatomy():
    """Game Cards Explained: a card with a Special; Deck Creation: the starter decks stay legal."""
    from tabletop.games.breakaway_ccg.cards import STARTER_DECKS, starter_deck
    card = T.cards.by_id[COACH_ID]
    assert card.specials == ("specialized",) and card.source == "authored" and not card.player
    assert card.restriction == "II" and 8 <= card.points <= 12
    for deck in STARTER_DECKS:
        assert all(not cid.startswith("skills-coach") for cid, _n in starter_deck(deck).cards)


COACH = "s1:skills-coach-4-helmet"


def test_specialized_hands_its_offer_check_and_apply_to_its_module():
    """Part 3, Specialized (O119): its code is in ``specialized``."""
    state = using(COACH, ("s2:playmaker-5-glove",), control=1, options={"periods": 3})
    action = Action(0, "special", ("specialized",))
    handler = sh.HANDLERS["specialized"]
    assert handler.actions(T, state, "specialized") == specialized.actions(T, state, "specialized") == [action]
    assert handler.verdict(T, state, action) == ALLOWED
    assert handler.verdict(T, state, Action(0, "special-card", ("specialized", COACH))).code == "special-kind"
    mine, theirs = [], []
    assert handler.apply(T, state, action, mine) == specialized_play.apply(T, state, action, theirs)
    assert mine == theirs and mine


RULE = "Breakaway: CCG, Specials glossary — Specialized"


def test_the_rule_and_names_of_what_lasts():
    """O119: the glossary entry is the rule cited; the lasting entries are public names."""
    assert spz.rule() == RULE
    assert (spz.SID, spz.NAME, spz.TOP) == ("specialized", "Specialized", "me")
    assert (spz.OFFICIATING, spz.CHOOSE, spz.SHOWN, spz.PLAY_FOR) == (
        "specialized-officiating", "specialized-choose", "specialized-shown", "specialized-play")


PLAYMAKER, STAR, PLAIN = "s2:playmaker-5-glove", "s2:captain-8-skate", "s2:sniper-7-glove"


def in_use(beneath, seat=0, effects=(), options=None, **fields):
    """Seat ``seat``'s Phase 3 with Skills Coach (Specialized) lying on ``beneath``."""
    fields.setdefault("control", 1 - seat)
    return official(play=(beneath, COACH), turn=seat, phase=USE, puck="c9",
                    options=dict(THREE, **(options or {})), effects=tuple(effects), **fields)


def test_the_card_beneath_is_a_playmaker_a_superstar_or_nothing():
    """O119: Playmaking is a Playmaker (O97), a Superstar a #8 Player card (O104); any other card
    beneath gives no case, and neither does a card with nothing beneath or play outside Phase 3."""
    assert spz.case(T, in_use(PLAYMAKER)) == "playmaking"
    assert spz.case(T, in_use(STAR)) == "superstar"
    assert spz.case(T, in_use(PLAIN)) is None
    assert spz.case(T, in_use("s1:playmaker-5-helmet")) == "playmaking"        # the user's own card counts too
    assert spz.case(T, evolve(in_use(PLAYMAKER), phase=PLAY)) is None
    assert spz.case(T, evolve(in_use(PLAYMAKER), play=(COACH,))) is None
    assert spz.case(T, evolve(in_use(PLAYMAKER), play=(STAR, PLAYMAKER, COACH))) == "playmaking"
    assert spz.case(T, evolve(in_use(PLAYMAKER), play=(PLAYMAKER, STAR, COACH))) == "superstar"


def officiating(seat, made=0):
    return Effect("specialized-officiating", seat, "game", f"specialized:{made}")


def test_the_overtime_an_entry_was_made_in():
    """O119: an entry made in regulation (0) or in an overtime keeps that number."""
    assert spz.made_in(officiating(0)) == 0
    assert spz.made_in(officiating(0, made=2)) == 2


def test_a_next_period_comes_within_regulation_or_after_a_playoff_overtime():
    """Glossary, Specialized: for the rest of the regulation or all of overtime (O119: no next
    period in the last regulation period, nor after a regular-season overtime)."""
    assert spz.next_period_comes(official(options=THREE, period=2)) is True
    assert spz.next_period_comes(official(options=THREE, period=3)) is False
    assert spz.next_period_comes(official(options=THREE, period=4)) is False
    assert spz.next_period_comes(official(options={"periods": 1}, period=1)) is False
    assert spz.next_period_comes(official(options=dict(THREE, overtime="playoff"), period=3, overtime=1)) is True
    assert spz.next_period_comes(official(options=dict(THREE, overtime="regular-season"), period=1,
                                          overtime=1)) is False


def test_on_a_playmaker_it_is_offered_until_one_choice_already_waits():
    """O119: a side has one such choice at a time; the other side's does not stop it."""
    state = in_use(PLAYMAKER)
    assert spz.actions(T, state, "specialized") == [Action(0, "special", ("specialized",))]
    assert spz.check(T, state, Action(0, "special", ("specialized",))) == ALLOWED
    assert spz.check(T, in_use(PLAYMAKER, effects=(officiating(1),)), Action(0, "special", ("specialized",))) == \
        ALLOWED
    waiting = in_use(PLAYMAKER, effects=(officiating(0),))
    v = spz.check(T, waiting, Action(0, "special", ("specialized",)))
    assert (v.ok, v.code, v.rule) == (False, "special-no-effect", RULE)
    assert v.reason == "Specialized: you already choose your card of the next period's officiating reveal."
    assert spz.actions(T, waiting, "specialized") == []
    seat1 = in_use(PLAYMAKER, seat=1, effects=(officiating(1),))
    assert spz.check(T, seat1, Action(1, "special", ("specialized",))).code == "special-no-effect"


def test_on_a_playmaker_in_the_last_period_it_is_refused():
    """O119: in the last regulation period no next period starts before the effect ends."""
    v = spz.check(T, in_use(PLAYMAKER, period=3), Action(0, "special", ("specialized",)))
    assert (v.ok, v.code, v.rule) == (False, "special-no-next-period", RULE)
    assert v.reason == ("Specialized on a Playmaker: no later period starts before its effect ends (the rest of "
                        "regulation, or the overtime).")


def play_mark(seat, made=0):
    return Effect("specialized-play", seat, "game", f"specialized:{made}")


def test_on_a_superstar_it_is_offered_until_a_card_already_waits_against_the_opponent():
    """O119: only one card waits at a time against a side."""
    assert spz.check(T, in_use(STAR, period=3), Action(0, "special", ("specialized",))) == ALLOWED
    assert spz.check(T, in_use(STAR, effects=(play_mark(0),)), Action(0, "special", ("specialized",))) == ALLOWED
    waiting = in_use(STAR, effects=(play_mark(1),))
    v = spz.check(T, waiting, Action(0, "special", ("specialized",)))
    assert (v.ok, v.code, v.rule) == (False, "special-no-effect", RULE)
    assert v.reason == "Specialized: your opponent's next card is already to be played for them."
    seat1 = in_use("s1:captain-8-helmet", seat=1, effects=(play_mark(0),))
    assert spz.check(T, seat1, Action(1, "special", ("specialized",))).code == "special-no-effect"


def test_on_another_card_or_as_another_action_it_is_refused():
    """O119: on any other card it does nothing and is not offered; it names no card or area."""
    v = spz.check(T, in_use(PLAIN), Action(0, "special", ("specialized",)))
    assert (v.ok, v.code, v.rule) == (False, "special-on-playmaking-or-superstar", RULE)
    assert v.reason == ("Specialized acts only when laid on a Playmaker or a Superstar (a #8 Player card): the book "
                        "gives no other card's effect.")
    assert spz.actions(T, in_use(PLAIN), "specialized") == []
    v = spz.check(T, in_use(PLAYMAKER), Action(0, "special-card", ("specialized", PLAYMAKER)))
    assert (v.ok, v.code, v.rule) == (False, "special-kind", RULE)
    assert v.reason == "Specialized is used as a special: it names no card, area or choice."


def test_used_on_a_playmaker_the_user_will_choose_its_reveal_card():
    """Glossary, Specialized: on a playmaking card its user chooses one of the cards that add up for
    the next period's officiating card (O119)."""
    keep = Effect("cancelled", 1, "stoppage", "x", PLAIN)
    events = []
    new = specialized_play.apply(T, in_use(PLAYMAKER, effects=(keep,)), Action(0, "special", ("specialized",)), events)
    assert new.effects[:2] == (keep, Effect("specialized-officiating", 0, "game", "specialized:0"))
    assert events[0].kind == "special"
    assert events[0].text == ("Specialized on Playmaker 5 (glove): at the start of the next period, Player 1 chooses "
                              "their own card for the officiating card.")
    assert events[0].data == {"seat": 0, "special": "specialized", "card": PLAYMAKER}
    assert new.special_used or new.phase != USE
    events = []
    ot = in_use(PLAYMAKER, seat=1, overtime=2, options={"overtime": "playoff"})
    new = specialized_play.apply(T, ot, Action(1, "special", ("specialized",)), events)
    assert Effect("specialized-officiating", 1, "game", "specialized:2") in new.effects
    assert events[0].text == ("Specialized on Playmaker 5 (glove): at the start of the next overtime period, Player 2 "
                              "chooses their own card for the officiating card.")


def test_used_on_a_superstar_the_opponents_next_card_is_marked():
    """Glossary, Specialized: on a Superstar, the opponent's next card is chosen at random and played
    for them (O119)."""
    events = []
    new = specialized_play.apply(T, in_use(STAR, overtime=1), Action(0, "special", ("specialized",)), events)
    assert new.effects[0] == Effect("specialized-play", 1, "game", "specialized:1")
    assert events[0].text == ("Specialized on Captain 8 (skate): Player 2's next card will be picked at random from "
                              "their hand and played for them.")
    assert events[0].data == {"seat": 0, "special": "specialized", "card": STAR} and events[0].kind == "special"
    events = []
    new = specialized_play.apply(T, in_use("s1:captain-8-helmet", seat=1), Action(1, "special", ("specialized",)), events)
    assert new.effects[0] == Effect("specialized-play", 0, "game", "specialized:0")
    assert events[0].text.startswith("Specialized on Captain 8 (helmet): Player 1's next card")


def test_the_special_is_spent_while_the_card_still_offers_a_move():
    """Phases of a Turn, Phase 3: one special per card; the card's other abilities stay (O119)."""
    new = specialized_play.apply(T, in_use(STAR, control=0), Action(0, "special", ("specialized",)), [])
    assert new.phase == USE and new.special_used is True


def test_the_turn_ends_when_the_card_offers_nothing_more():
    """Phases of a Turn, Phase 3: once the special is used and nothing else is offered, the turn
    ends (O119: the special itself is the card's one use)."""
    new = specialized_play.apply(T, in_use(STAR), Action(0, "special", ("specialized",)), [])
    assert new is not None and new.phase != USE


def test_the_choosers_are_those_whose_entry_reaches_this_period_in_order_of_use():
    """O119: the side that used the special first chooses first; an entry made in regulation reaches a
    regulation period, one made in an overtime the next overtime period."""
    marks = (officiating(1), Effect("cancelled", 0, "stoppage", "x", "c"), officiating(0), officiating(1))
    assert spz.choosers(official(effects=marks)) == (1, 0)
    assert spz.choosers(official(effects=marks, overtime=1)) == ()
    ot = (officiating(0, made=1), officiating(1))
    assert spz.choosers(official(effects=ot, overtime=2)) == (0,)
    assert spz.choosers(official(effects=ot)) == (1,)
    assert spz.choosers(official(effects=(play_mark(0),))) == ()


def choose_mark(seat):
    return Effect("specialized-choose", seat, "period", "specialized")


def shown_mark(seat, card):
    return Effect("specialized-shown", seat, "period", "specialized", card)


def test_the_reveal_turns_over_the_other_sides_top_card_and_owes_the_choice():
    """Game Setup: each period both reveal a card (O119: the other side turns over its top card first;
    the user's choice is then owed)."""
    state = official(effects=(officiating(0), Effect("cancelled", 1, "stoppage", "x", PLAIN)), period=2,
                     phase=STOPPAGE, aside=("s1:goal-helmet",), reveal=("a", "b"))
    top1 = state.decks[1][0]
    events = []
    new = spz.reveal(T, state, events)
    assert new.decks == (state.decks[0], state.decks[1][1:])
    assert new.aside == ("s1:goal-helmet", top1)
    assert new.reveal == ()
    assert new.effects == (Effect("cancelled", 1, "stoppage", "x", PLAIN), shown_mark(1, top1), choose_mark(0))
    first, second = events
    assert (first.kind, first.text) == ("reveal", f"Officiating card for period 2: Player 2 turns over {T.label[top1]}.")
    assert first.data == {"cards": (top1,)} and first.irreversible
    assert (second.kind, second.text) == ("special", ("Specialized: Player 1 chooses the card to turn over for the "
                                                      "officiating card (a card of the hand, or the top card of the "
                                                      "deck)."))
    assert second.data == {"seat": 0, "special": "specialized"}


def test_the_reveal_with_both_choosing_turns_over_nothing_and_names_the_order():
    """O119: if both sides have it, the one that used it first chooses first."""
    state = official(effects=(officiating(1, made=1), officiating(0, made=1)), overtime=2, phase=STOPPAGE)
    events = []
    new = spz.reveal(T, state, events)
    assert new.decks == state.decks and new.aside == ()
    assert new.effects == (choose_mark(1), choose_mark(0))
    [event] = events
    assert event.text == ("Specialized: Player 2, then Player 1, each choose the card to turn over for the "
                          "officiating card (a card of the hand, or the top card of the deck).")
    assert event.data == {"seat": 1, "special": "specialized"}
    one = official(effects=(officiating(1, made=1),), overtime=2, phase=STOPPAGE)
    events = []
    new = spz.reveal(T, one, events)
    assert new.decks == (one.decks[0][1:], one.decks[1]) and new.aside == (one.decks[0][0],)
    assert events[0].text == f"Officiating card for overtime 2: Player 1 turns over {T.label[one.decks[0][0]]}."


def test_with_a_deck_empty_there_is_no_reveal():
    """Game Setup, with O3: with a deck empty no card is revealed; the entry is spent."""
    for decks in (((), None), (None, ())):
        state = official(effects=(officiating(0),), decks=decks, reveal=("a", "b"))
        events = []
        new = spz.reveal(T, state, events)
        assert new.effects == () and new.reveal == () and events == []
        assert new.decks == state.decks and new.aside == state.aside


def owed(*seats, hands=((), ()), shown=(), **fields):
    """The period-start stoppage with the choices of ``seats`` owed (neither side done with the bench)."""
    marks = tuple(shown_mark(s, c) for s, c in shown) + tuple(choose_mark(s) for s in seats)
    fields.setdefault("ready", (False, False))
    return official(hands=hands, phase=STOPPAGE, effects=marks, options=THREE, period=2,
                    **fields)


def test_a_choice_is_owed_only_at_the_stoppage_with_a_choose_mark():
    """O119: the choice comes before anything else of the period-start stoppage."""
    assert spz.choosing(owed(1)) is True
    assert spz.choosing(evolve(owed(1), phase=PLAY)) is False
    assert spz.choosing(owed()) is False
    assert spz.chooser(owed(1, 0)) == 1


def test_the_prompt_names_the_card_already_turned_over_and_its_number():
    """Game Setup: the two numbers add up (O119: the user chooses having seen the other card)."""
    state = owed(0, shown=((1, "s2:sniper-7-glove"),))
    assert spz.pending(T, state) == (Decision(
        0, "officiating", "Specialized: choose the card you turn over for this period's officiating card: a card of "
                          "your hand, or your top card. Player 2 turned over Sniper 7 (glove): your card's number is "
                          "added to its 7."),)
    goalie = owed(1, shown=((0, "s1:goalie-g-helmet"), (1, "s2:goal-skate")))
    goalie = evolve(goalie, effects=(Effect("cancelled", 0, "stoppage", "x", "s1:sniper-7-helmet"), *goalie.effects))
    [decision] = spz.pending(T, goalie)
    assert decision.seat == 1
    assert decision.prompt.endswith("Player 1 turned over Goalie (helmet): your card's number is added to its 0.")
    [plain] = spz.pending(T, owed(1))
    assert plain.prompt == ("Specialized: choose the card you turn over for this period's officiating card: a card of "
                            "your hand, or your top card.")
    assert spz._number(T, "s1:sniper-7-helmet") == 7 and spz._number(T, "s1:goal-helmet") == 0


def test_the_choices_are_own_hand_cards_not_momentum_cards_and_the_top_card():
    """O119: a card of its hand from its own deck (not a Momentum Card), or its top card as usual."""
    hand = ("s1:sniper-7-helmet", "s2:rookie-0-glove", "s1:goal-helmet")
    state = owed(0, hands=(hand, ("s2:sniper-7-glove",)), extras=(("s1:goal-helmet",), ()))
    assert spz._choosable(T, state, 0) == ("s1:sniper-7-helmet",)
    assert spz.legal(T, state, 0) == [Action(0, "special-card", ("specialized", "s1:sniper-7-helmet")),
                                      Action(0, "special-choice", ("specialized", "me"))]
    assert spz.legal(T, state, 1) == []
    empty = evolve(state, decks=((), state.decks[1]))
    assert spz.legal(T, empty, 0) == [Action(0, "special-card", ("specialized", "s1:sniper-7-helmet"))]


def test_the_action_space_holds_the_choices_and_near_misses_while_owed():
    """O119: while the choice is owed, the space lists each hand card, each top card and both words."""
    state = owed(0, hands=(("s1:sniper-7-helmet",), ("s2:sniper-7-glove",)))
    tops = (state.decks[0][0], state.decks[1][0])
    assert list(spz.space(T, state)) == [
        Action(0, "special-card", ("specialized", "s1:sniper-7-helmet")),
        Action(0, "special-card", ("specialized", tops[0])),
        Action(0, "special-choice", ("specialized", "me")),
        Action(0, "special-choice", ("specialized", "them")),
        Action(1, "special-card", ("specialized", "s2:sniper-7-glove")),
        Action(1, "special-card", ("specialized", tops[1])),
        Action(1, "special-choice", ("specialized", "me")),
        Action(1, "special-choice", ("specialized", "them"))]
    assert list(spz.space(T, owed())) == []
    assert list(spz.space(T, evolve(state, phase=PLAY))) == []


def test_while_owed_every_other_action_is_refused_and_the_choice_is_checked():
    """O119: the choice comes first; it is a hand card of one's own deck, or the top card."""
    hand = ("s1:sniper-7-helmet", "s1:goal-helmet")
    state = owed(0, hands=(hand, ("s2:sniper-7-glove",)), extras=(("s1:goal-helmet",), ()))
    first = ("Specialized: Player 1 first chooses the card turned over for the officiating card.")
    for action in (Action(1, "special-choice", ("specialized", "me")), Action(0, "keep", ()),
                   Action(0, "special-card", ("support", "s1:sniper-7-helmet"))):
        v = spz.validate(T, state, action)
        assert (v.ok, v.code, v.reason, v.rule) == (False, "specialized-first", first, RULE)
    v = spz.validate(T, state, Action(0, "special-choice", ("specialized", "them")))
    assert (v.ok, v.code, v.rule) == (False, "special-choice", RULE)
    assert v.reason == "Specialized: turn over a card of your hand, or your top card ('me')."
    assert spz.validate(T, state, Action(0, "special-choice", ("specialized", "me"))) == ALLOWED
    empty = evolve(state, decks=((), state.decks[1]))
    v = spz.validate(T, empty, Action(0, "special-choice", ("specialized", "me")))
    assert (v.ok, v.code, v.rule) == (False, "specialized-empty-deck", RULE)
    assert v.reason == "Specialized: your deck is empty; turn over a card of your hand."
    assert spz.validate(T, state, Action(0, "special-card", ("specialized", "s1:sniper-7-helmet"))) == ALLOWED
    for card in ("s1:goal-helmet", "s2:sniper-7-glove"):
        v = spz.validate(T, state, Action(0, "special-card", ("specialized", card)))
        assert (v.ok, v.code, v.rule) == (False, "not-in-hand", RULE)
        assert v.reason == f"Specialized: {T.label[card]} is not a card of your hand from your own deck."
    seat1 = owed(1, hands=((), ("s2:sniper-7-glove",)))
    assert spz.validate(T, seat1, Action(1, "special-card", ("specialized", "s2:sniper-7-glove"))) == ALLOWED
    assert spz.validate(T, seat1, Action(0, "special-choice", ("specialized", "me"))).reason.startswith(
        "Specialized: Player 2 first chooses")


def test_the_buttons_say_which_card_is_turned_over():
    """O119: the choice is a hand card or the top card."""
    state = owed(0, hands=(("s1:sniper-7-helmet",), ()))
    assert spz.describe(T, state, Action(0, "special-choice", ("specialized", "me"))) == \
        "Turn over your deck's top card"
    assert spz.describe(T, state, Action(0, "special-card", ("specialized", "s1:sniper-7-helmet"))) == \
        "Turn over Sniper 7 (helmet)"
    assert spz.describe(T, state, Action(0, "special", ("specialized",))) is None
    assert spz.describe(T, state, Action(0, "special-card", ("support", "s1:sniper-7-helmet"))) is None
    assert spz.describe(T, owed(), Action(0, "special-choice", ("specialized", "me"))) is None
    assert spz.describe(T, evolve(state, phase=PLAY), Action(0, "special-choice", ("specialized", "me"))) is None


def test_choosing_a_hand_card_draws_one_in_its_place_and_sets_the_officiating_card():
    """Game Setup: the two numbers give the officiating card (O119: the chosen hand card is set
    aside and one card is drawn in its place)."""
    theirs = "s2:sniper-7-glove"
    keep = Effect("cancelled", 1, "game", "x", "s2:rookie-0-glove")
    state = owed(0, hands=(("s1:sniper-7-helmet", "s1:rookie-0-helmet"), ()), shown=((1, theirs),),
                 aside=(theirs,))
    state = evolve(state, effects=(keep, *state.effects))
    top = state.decks[0][0]
    events = []
    new = specialized_play.choose(T, state, Action(0, "special-card", ("specialized", "s1:sniper-7-helmet")), events)
    assert new.hands[0] == ("s1:rookie-0-helmet", top) and new.decks[0] == state.decks[0][1:]
    assert new.aside == (theirs, "s1:sniper-7-helmet")
    assert new.reveal == ("s1:sniper-7-helmet", theirs)
    assert new.official == "zero-tolerance"                        # 7 + 7 = 14
    assert new.effects == (keep,)
    assert events[0].kind == "reveal" and events[0].irreversible
    assert events[0].text == ("Specialized: Player 1 turns over Sniper 7 (helmet) from their hand for the officiating "
                              "card, and draws a card in its place.")
    assert events[0].data == {"cards": ("s1:sniper-7-helmet",), "seat": 0, "special": "specialized"}
    assert events[-1].kind == "officiating"
    assert events[-1].text == "The numbers add up to 14: Zero Tolerance officiates period 2."
    assert events[-1].data == {"sum": 14, "card": "zero-tolerance"}


def test_choosing_the_top_card_in_overtime_by_seat_2():
    """O119: the top card as usual is a choice; the second seat's card is the second reveal card."""
    mine = "s1:goalie-g-helmet"
    state = owed(1, hands=((), ("s2:sniper-7-glove",)), shown=((0, mine),), overtime=1)
    top = state.decks[1][0]
    events = []
    new = specialized_play.choose(T, state, Action(1, "special-choice", ("specialized", "me")), events)
    assert new.decks[1] == state.decks[1][1:] and new.hands == state.hands
    assert new.aside == (top,) and new.reveal == (mine, top)
    total = T.card[top].number
    assert events[0].text == (f"Specialized: Player 2 turns over the top card of their deck, {T.label[top]}, for the "
                              "officiating card.")
    assert events[0].data == {"cards": (top,), "seat": 1, "special": "specialized"} and events[0].irreversible
    assert events[-1].text.startswith(f"The numbers add up to {total}: ")
    assert events[-1].text.endswith(" officiates overtime 1.")


def test_the_first_of_two_choices_waits_for_the_second():
    """O119: both sides choose in turn; the officiating card comes once both cards are out."""
    state = owed(1, 0, hands=(("s1:sniper-7-helmet",), ("s2:rookie-0-glove",)))
    first = specialized_play.choose(T, state, Action(1, "special-card", ("specialized", "s2:rookie-0-glove")), [])
    assert first.effects == (choose_mark(0), shown_mark(1, "s2:rookie-0-glove"))
    assert first.reveal == state.reveal and first.official == state.official
    second = specialized_play.choose(T, first, Action(0, "special-card", ("specialized", "s1:sniper-7-helmet")), [])
    assert second.reveal == ("s1:sniper-7-helmet", "s2:rookie-0-glove")
    assert second.official == "tight-crew"                       # 7 + 0 = 7
    twice = owed(0, 0, hands=(("s1:sniper-7-helmet",), ()))
    once = specialized_play.choose(T, twice, Action(0, "special-card", ("specialized", "s1:sniper-7-helmet")), [])
    assert once.effects == (choose_mark(0), shown_mark(0, "s1:sniper-7-helmet"))


def test_once_chosen_the_stoppage_goes_on_to_its_face_off():
    """Stoppage: once both sides are done with the bench the face-off follows (O119: the choice only
    came first)."""
    state = fl.stop_play(T, official(options=THREE, period=2), [], "end-zone", "center", chooser=0, discard=False,
                         draws=False)
    state = evolve(state, ready=(True, True), effects=(shown_mark(1, "s2:rookie-0-glove"), choose_mark(0)))
    events = []
    new = specialized_play.choose(T, state, Action(0, "special-choice", ("specialized", "me")), events)
    assert new.reveal[1] == "s2:rookie-0-glove"
    assert [e.kind for e in events][:2] == ["reveal", "officiating"]
    assert events[2].text.startswith("Face-off in center ice (9):")          # the face-off followed


def _phase2(hand, seat=1, effects=None, **fields):
    fields.setdefault("puck", "c9")
    fields.setdefault("control", 1 - seat)
    hands = ((), tuple(hand)) if seat == 1 else (tuple(hand), ())
    return official(hands=hands, turn=seat, phase=PLAY, options=THREE,
                    effects=(play_mark(seat),) if effects is None else effects, **fields)


def test_the_marked_sides_next_card_is_picked_at_random_and_laid_for_it():
    """Glossary, Specialized: the opponent's next card is randomly chosen and played for them (O119:
    with the game's chance, when its Phase 2 comes)."""
    hand = ("s2:sniper-7-glove", "s2:rookie-0-glove", "s2:grinder-3-helmet")
    picks = set()
    for seed in range(8):
        state = _phase2(hand, seed=seed)
        expected = chance.pick(seed, state.chance, tuple(sorted(hand)))
        events = []
        new = specialized_play.play_for(T, state, events)
        assert new.play[-1] == expected and expected not in new.hands[1]
        assert not any(e.kind == "specialized-play" for e in new.effects)
        assert new.chance >= state.chance + 1
        assert events[0].kind == "special" and events[0].chance and events[0].irreversible
        assert events[0].text == "Specialized: Player 1 picks a card of Player 2's hand at random and plays it for them."
        assert events[0].data == {"seat": 0, "special": "specialized"}
        picks.add(expected)
    assert len(picks) > 1


def test_the_pick_uses_the_next_chance_draw_on_the_hand_in_a_fixed_order():
    """O119: the game's chance picks the card (a reshuffled hand picks the same card)."""
    hand = ("s2:sniper-7-glove", "s2:rookie-0-glove", "s2:grinder-3-helmet", "s2:goal-skate")
    for seed in range(6):
        a = specialized_play.play_for(T, _phase2(hand, seed=seed), [])
        b = specialized_play.play_for(T, _phase2(tuple(reversed(hand)), seed=seed), [])
        assert a.play[-1] == b.play[-1]
        later = _phase2(hand, seed=seed, chance=5)
        assert specialized_play.play_for(T, later, []).play[-1] == chance.pick(seed, 5, tuple(sorted(hand)))


def test_seat_1_marked_against_seat_0_and_nothing_without_a_mark_or_out_of_phase_2():
    """O119: only the marked side's Phase 2 lays a card for it."""
    state = _phase2(("s1:rookie-0-helmet",), seat=0)
    events = []
    new = specialized_play.play_for(T, state, events)
    assert new.play[-1] == "s1:rookie-0-helmet"
    assert events[0].text == "Specialized: Player 2 picks a card of Player 1's hand at random and plays it for them."
    assert events[0].data["seat"] == 1
    other = _phase2(("s2:rookie-0-glove",), effects=(play_mark(0), Effect("cancelled", 0, "stoppage", "x", "c")))
    assert specialized_play.play_for(T, other, []) is other
    use = evolve(_phase2(("s2:rookie-0-glove",)), phase=USE)
    assert specialized_play.play_for(T, use, []) is use


def test_a_mark_made_in_regulation_lapses_in_overtime_and_one_made_in_overtime_in_regulation():
    """Glossary, Specialized: for the rest of the regulation, or all of overtime (O119)."""
    keep = Effect("cancelled", 0, "stoppage", "x", "c")
    ot = _phase2(("s2:rookie-0-glove",), effects=(keep, play_mark(1)), overtime=1)
    new = specialized_play.play_for(T, ot, [])
    assert new.effects == (keep,) and new.hands == ot.hands and new.play == ot.play
    reg = _phase2(("s2:rookie-0-glove",), effects=(play_mark(1, made=1),))
    assert specialized_play.play_for(T, reg, []).effects == ()
    same = _phase2(("s2:rookie-0-glove",), effects=(play_mark(1, made=2),), overtime=2)
    assert specialized_play.play_for(T, same, []).play[-1] == "s2:rookie-0-glove"


def test_with_no_card_to_lay_the_mark_waits():
    """O119: an empty hand, or no card that can Save against a Score: nothing is laid, it waits."""
    empty = _phase2(())
    assert specialized_play.play_for(T, empty, []) is empty
    shot = ("s1:sniper-7-helmet", "s2:rookie-0-glove", "s1:goal-helmet")
    score = _phase2(("s2:rookie-0-skate",), play=shot, shot=0, stage=SAVE, shot_from=0, control=0, puck="e3")
    assert specialized_play.play_for(T, score, []) is score
    saver = _phase2(("s2:rookie-0-skate", "s2:save-helmet"), play=shot, shot=0, stage=SAVE, shot_from=0, control=0,
                    puck="e3")
    for seed in range(5):
        assert specialized_play.play_for(T, evolve(saver, seed=seed), []).play[-1] == "s2:save-helmet"


def test_the_shooting_side_in_the_save_stage_is_not_limited_to_saves():
    """O119: only the side answering a Score must lay a card that can Save."""
    shot = ("s2:sniper-7-glove", "s1:rookie-0-glove", "s2:goal-skate")
    state = _phase2(("s2:rookie-0-skate",), play=shot, shot=1, stage=SAVE, shot_from=1, control=1, puck="w3")
    assert specialized_play.play_for(T, state, []).play[-1] == "s2:rookie-0-skate"


def test_a_card_laid_for_a_side_that_draws_its_penalty_with_the_puck_blows_the_whistle():
    """Penalty Procedure: the offender of a called penalty having the puck stops play (O119: the card
    laid for a side is its own, with what it commits)."""
    play = ("s1:grinder-3-helmet", "s2:sniper-7-helmet", "s1:rookie-0-helmet")
    state = _phase2(("s2:grinder-3-helmet",), play=play, control=1)
    events = []
    new = specialized_play.play_for(T, state, events)
    assert new.phase == STOPPAGE and new.stoppage.reason == "penalty" and new.stoppage.place == "east-end"
    assert [b.seat for b in new.box] == [1]                               # in seat 2's own end
    assert [e.text for e in events if e.kind == "whistle"] == ["Player 2 has the puck: the whistle goes for the penalty."]


def test_with_both_sides_marked_the_other_sides_card_waits_for_its_own_phase_2():
    """O119: a card is laid for a side only when its own Phase 2 comes; the other mark waits."""
    state = _phase2(("s2:rookie-0-glove",), effects=(play_mark(1), play_mark(0)))
    state = evolve(state, hands=(("s1:rookie-0-helmet",), ("s2:rookie-0-glove",)))
    events = []
    new = specialized_play.play_for(T, state, events)
    assert new.play[-1] == "s2:rookie-0-glove" and new.hands[0] == ("s1:rookie-0-helmet",)
    assert new.effects == (play_mark(0),) and new.chance == state.chance + 1
    assert [e.text for e in events if e.kind == "special"] == [
        "Specialized: Player 1 picks a card of Player 2's hand at random and plays it for them."]


def test_a_delayed_call_does_not_stop_play_unless_the_offender_has_the_puck():
    """Penalty Procedure: a delayed penalty's whistle waits for the offender to take the puck."""
    state = _phase2(("s2:rookie-0-glove",), calls=(Call(0, "Tripping", 2),), control=1)
    new = specialized_play.play_for(T, state, [])
    assert new.phase != STOPPAGE and new.play[-1] == "s2:rookie-0-glove"


def test_seat_1_choosing_first_then_seat_0_taking_its_top_card():
    """O119: the top card as usual is a choice of either seat; it comes off that seat's deck."""
    state = owed(0, hands=((), ()), shown=((1, "s2:sniper-7-glove"),))
    top = state.decks[0][0]
    new = specialized_play.choose(T, state, Action(0, "special-choice", ("specialized", "me")), [])
    assert new.decks == (state.decks[0][1:], state.decks[1]) and new.reveal == (top, "s2:sniper-7-glove")


def test_both_sides_owed_a_card_each_get_theirs_laid_in_turn():
    """Glossary, Specialized (O119): each side marked has its next card laid for it. A card laid for
    Player 2 that offers nothing ends the turn at once; Player 1's turn goes straight to Phase 2
    (its Phase 1 is skipped), so its owed card is laid in the same call, with its own event."""
    hands = (("s1:rookie-0-helmet", "s1:goal-helmet"), ("s2:score-5-glove", "s2:score-5-helmet"))
    state = official(hands=hands, turn=1, phase=PLAY, options=THREE, effects=(play_mark(1), play_mark(0)),
                     control=0, puck="c9", skip_start=(True, False))
    events = []
    new = specialized_play.play_for(T, state, events)
    assert new.turn == 0 and new.phase == USE and len(new.play) == 2
    assert new.play[0] in hands[1] and new.play[1] in hands[0]
    assert not any(e.kind == "specialized-play" for e in new.effects)
    assert [e.data["seat"] for e in events if e.kind == "special"] == [0, 1]
