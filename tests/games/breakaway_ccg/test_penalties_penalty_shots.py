"""Breakaway: CCG, "Penalty Shots" (Part 2, General Hockey Rules): only the rules that award one give
a penalty shot (Part 3's Penalty Shot special, O55, and Pressure, O88), a foul against a shot under
way is a penalty like any other; three random cards from each discard pile, the shooter places the
puck and shoots for free, the defender's Shot Card, rebounds, score and save, and the face-off after
(ruling O31)."""

from __future__ import annotations

from collections import Counter

from tabletop.engine import chance
from tabletop.engine.actions import Action
from tabletop.engine.events import Event
from tabletop.games.breakaway_ccg.official import penalties as pen
from tabletop.games.breakaway_ccg.official import penalty_shots, turns
from tabletop.games.breakaway_ccg.official import sequence as fl
from tabletop.games.breakaway_ccg.official.basics import Effect, Stoppage
from tabletop.games.breakaway_ccg.official.challenges import Challenge
from tabletop.games.breakaway_ccg.official.penalties import Call, PenaltyShot
from tabletop.games.breakaway_ccg.state import PSHOT, SAVE, SCORE, SHOT_CARD, STOPPAGE, evolve
from tests.games.breakaway_ccg.helpers_flow import (
    BASE,
    BC0,
    GOAL,
    K0,
    PF,
    R0,
    SNIPE0,
    N,
    at,
    log,
    r,
    run,
    stop,
    summary,
)
from tests.games.breakaway_ccg.support import (
    GAME,
    T,
    act,
    card,
    extra_card,
    official,
    official_with_discards,
    verdict,
)


def pshot_state(stage="place", hands=((), ()), **kw):
    return at(pshot=PenaltyShot(0, hands, stage, **kw))


SHOT = card(1, "rookie-0-glove")          # 0
SNIPER = card(0, "sniper-7-helmet")
SAVE_GLOVE = card(1, "save-glove")
OTHER = card(1, "rookie-0-stick")
PS_RULE = pen.rule("General Hockey Rules: Penalty Shots")
ENF0 = card(0, "enforcer-1-helmet")          # 1: a rebound on the 0 Shot Card
SHOT2 = card(1, "rookie-0-skate")            # the second Shot Card the rebound calls for


def test_a_stoppage_with_a_penalty_shot_waiting_starts_the_penalty_shot():
    """O31: the penalty shot comes first; its face-off replaces this one."""
    from tabletop.games.breakaway_ccg.official.penalties import Call

    calls = (Call(1, "Slashing"), Call(1, "Penalty Shot", shot=True))
    state = official(hands=((R0,), (K0,)), play=(SNIPE0,), calls=calls, puck="e3", control=0)
    new, _ = stop(state, "goal", "center", 1)
    assert new.pshot is not None and new.stoppage is None
    plain, _events = stop(evolve(state, calls=calls[:1]), "save", "east-end", 1)
    assert plain.stoppage == Stoppage("save", "east-end", 0) and [s.seat for s in plain.box] == [1]


def test_a_body_check_laid_on_penalty_shot_wins_a_penalty_shot():
    """Part 3: Penalty Shot (O55): a Punch or Body-Check laid on it by the opponent is a penalty shot for its
    owner; not on a challenge card."""
    lane = "s2:open-lane-5-skate"
    state = official(
        hands=((BC0, R0), (K0,)), play=(lane,), puck="c9", control=1, extra=((), ("open-lane-5-skate",))
    )
    new, events = run(turns.play_card, state, 0, BC0)
    assert [(c.seat, c.shot) for c in new.calls] == [(0, True)]
    assert (
        "special",
        "Penalty Shot: Body-Check 3 (helmet) lands on Open Lane 5 (skate), a penalty shot for Player 2.",
        {"seat": 1, "special": "penalty-shot", "card": lane},
    ) in log(events)
    marked = evolve(state, effects=(Effect("challenge-card", 1, "stoppage", card=lane),))
    calm, _ = run(turns.play_card, marked, 0, BC0)
    assert calm.calls == ()
    own, _ = run(turns.play_card, evolve(state, laid_by=((lane, 0),)), 0, BC0)     # laid by seat 0 itself (O22)
    assert own.calls == ()


def test_a_body_check_laid_as_the_shot_card_on_penalty_shot_wins_nothing():
    """Part 3: Penalty Shot with How to Score a Goal (playing the Shot Card draws no penalty; O55):
    seat 1 shoots with its Penalty Shot card and seat 0's Body-Check laid on it as the Shot Card
    calls nothing, though the card beneath is now looked at for a colored X (Symbols: Colored X)."""
    lane = "s2:open-lane-5-skate"
    state = official(hands=((BC0, R0), (K0,)), play=(lane,), puck="w3", control=1, turn=0, shot=1,
                     stage=SHOT_CARD, shot_from=0, extra=((), ("open-lane-5-skate",)))
    new, events = run(turns.play_card, state, 0, BC0)
    assert new.calls == () and new.pshot is None and new.stage == SCORE
    assert "special" not in [e.kind for e in events]


def test_a_foul_by_the_side_facing_a_shot_is_a_delayed_minor_not_a_penalty_shot():
    """Common Infractions (2-minute minors unless the item says otherwise) and Penalty Procedure (play
    goes on until the offender has the puck); General Hockey Rules: Penalty Shots (only the
    infractions that award one, which Part 2's list never does): a foul by the side facing a shot is
    called like any other; a penalty shot only when the rule calling it awards one."""
    shooting = at(shot=1, control=1)
    events = []
    state = pen.call(shooting, 0, "Hooking", "Why", events)
    assert events[0].text == f"Why: Hooking (2 minutes) on {N[0]}; delayed until {N[0]} has the puck."
    assert state.calls == (Call(0, "Hooking", 2, "Why"),) and events[0].data["shot"] is False
    assert [(e.kind, e.seat) for e in state.effects] == [("delay-switch", 1)]
    events = []
    forced = pen.call(BASE, 1, "Hooking", "Why", events, penalty_shot=True)
    assert events[0].text == f"Why: a penalty shot for {N[0]}!"
    assert forced.calls[0].shot is True


def test_penalty_shot_acting_side_and_prompts():
    """General Hockey Rules: Penalty Shots: the shooter places and scores, the defender lays the
    Shot Card and saves."""
    for stage, seat, prompt in (("place", 0, "Penalty shot: place the puck in the offensive zone."),
                                ("shot-card", 1, "Penalty shot: lay the Shot Card from your three cards."),
                                ("score", 0, "Penalty shot: score on the Shot Card, or give up the attempt."),
                                ("save", 1, "Penalty shot: save with a Save card, or let the goal stand.")):
        assert penalty_shots.pshot_pending(pshot_state(stage)) == (seat, "penalty-shot", prompt)
    assert PenaltyShot(1, ((), ())).defender == 0


def test_penalty_shot_refusals():
    """Penalty Shots: refusals a player reads."""
    where = "Official rules — General Hockey Rules: Penalty Shots"
    state = pshot_state()
    v = penalty_shots.pshot_validate(T, state, Action(0, "play", ("x",)))
    assert (v.ok, v.code) == (False, "penalty-shot-on") and v.rule.endswith(where)
    v = penalty_shots.pshot_validate(T, state, Action(1, "ps-pass"))
    assert (v.code, v.reason) == ("not-your-turn", f"{N[0]} acts in the penalty shot now.")
    assert penalty_shots.pshot_validate(T, state, Action(0, "ps-pass")).code == "ps-place-first"
    area = min(T.shooting[0])
    assert penalty_shots.pshot_validate(T, state, Action(0, "ps-place", (area,))).ok
    assert penalty_shots.pshot_validate(T, state, Action(0, "ps-place", ("c9",))).code == "ps-place-where"
    sc = card(1, "rookie-0-glove")
    state = pshot_state("shot-card", ((), (sc,)))
    assert penalty_shots.pshot_validate(T, state, Action(1, "ps-place", ("x",))).code == "ps-placed"
    assert penalty_shots.pshot_validate(T, state, Action(1, "ps-pass")).code == "ps-shot-card-owed"
    assert penalty_shots.pshot_validate(T, pshot_state("shot-card"), Action(1, "ps-pass")).ok
    assert penalty_shots.pshot_validate(T, state, Action(1, "ps-card", (sc,))).ok
    v = penalty_shots.pshot_validate(T, state, Action(1, "ps-card", (card(1, "save-glove"),)))
    assert v.code == "ps-not-in-hand" and "is not among your penalty-shot cards." in v.reason
    assert penalty_shots.pshot_legal(T, state, 0) == []
    assert penalty_shots.pshot_legal(T, state, 1) == [Action(1, "ps-card", (sc,))]
    assert penalty_shots.pshot_legal(T, pshot_state("shot-card"), 1) == [Action(1, "ps-pass")]


def test_penalty_shot_score_and_save_checks():
    """Penalty Shots: a Score action, Doubles with the Shot Card, or a rebound (one higher) scores;
    a Save action or Doubles with the Score card saves."""
    shot_card = card(1, "rookie-0-glove")                     # 0
    goal = card(0, "goal-helmet")
    rookie = card(0, "rookie-0-helmet")                      # doubles with the rookie
    enforcer = card(0, "enforcer-1-helmet")                  # 1 = 0 + 1: rebound
    sniper = card(0, "sniper-7-helmet")
    state = pshot_state("score", ((goal, rookie, enforcer, sniper), ()), shot_card=shot_card, played=(shot_card,))
    legal = penalty_shots.pshot_legal(T, state, 0)
    assert legal == [Action(0, "ps-card", (c,)) for c in (goal, rookie, enforcer)] + [Action(0, "ps-pass")]
    v = penalty_shots.pshot_validate(T, state, Action(0, "ps-card", (sniper,)))
    assert v.code == "ps-no-score"
    assert penalty_shots.pshot_validate(T, state, Action(0, "ps-card", (enforcer,))).ok
    save = card(1, "save-glove")
    dbl = card(1, "goal-glove")
    other = card(1, "rookie-0-stick")
    state = pshot_state("save", ((), (save, dbl, other)), shot_card=shot_card, played=(shot_card, goal))
    assert penalty_shots.pshot_legal(T, state, 1) == [Action(1, "ps-card", (save,)), Action(1, "ps-card", (dbl,)),
                                            Action(1, "ps-pass")]
    assert penalty_shots.pshot_validate(T, state, Action(1, "ps-card", (other,))).code == "ps-no-save"
    assert penalty_shots._rebound(T, PenaltyShot(0, ((), ())), enforcer) is False
    assert penalty_shots._can_save(T, PenaltyShot(0, ((), ())), dbl) is False
    assert penalty_shots.pshot_cards(BASE) == ()
    assert penalty_shots.pshot_cards(state) == (save, dbl, other, shot_card, goal)


def test_penalty_shot_place_then_shot_card_then_score_and_no_save_is_a_goal():
    """Penalty Shots: place, Shot Card, score; a defender with no save concedes (O31): the goal's
    cards go to the score pile and the face-off is at center."""
    state = pshot_state(hands=((GOAL, SNIPER), (SHOT, OTHER)))
    events = []
    area = min(T.shooting[0])
    state = penalty_shots.pshot_apply(T, state, Action(0, "ps-place", (area,)), events)
    assert events[0].text == f"{N[0]} places the puck in {T.area_name[area]} and shoots!"
    assert state.pshot.stage == "shot-card" and state.pshot.area == area
    state = penalty_shots.pshot_apply(T, state, Action(1, "ps-card", (SHOT,)), events)
    assert events[-1].text == f"{N[1]} faces the penalty shot with {T.label[SHOT]}."
    assert state.pshot.stage == "score" and state.pshot.shot_card == SHOT
    assert state.pshot.hands == ((GOAL, SNIPER), (OTHER,))
    goals = state.goals
    state = penalty_shots.pshot_apply(T, state, Action(0, "ps-card", (GOAL,)), events)
    kinds = [e.kind for e in events]
    assert kinds[2:5] == ["ps-score", "ps-no-save", "goal"]
    assert events[2].text == f"{N[0]} tries to score with {T.label[GOAL]}!"
    assert events[3].text == f"{N[1]} has no save."
    assert events[4].data["penalty_shot"] is True and events[4].data["cards"] == (SHOT, GOAL)
    assert state.goals == (goals[0] + 1, goals[1]) and state.pshot is None
    assert state.scored[0][-2:] == (SHOT, GOAL)
    assert SNIPER in state.discards[0] and OTHER in state.discards[1]
    assert state.stoppage.place == "center" and state.stoppage.chooser == 1


def test_penalty_shot_save_and_miss_face_off_in_the_defenders_end():
    """Penalty Shots: a save, or a shooter who cannot score, ends it with a face-off in the
    defender's end (O31)."""
    state = pshot_state("save", ((SNIPER,), (SAVE_GLOVE,)), shot_card=SHOT, played=(SHOT, GOAL))
    events = []
    out = penalty_shots.pshot_apply(T, state, Action(1, "ps-card", (SAVE_GLOVE,)), events)
    assert events[0].text == f"{N[1]} saves with {T.label[SAVE_GLOVE]}!"
    assert out.goals == state.goals and out.stoppage.place == "east-end" and out.stoppage.chooser == 1
    assert {SHOT, GOAL} <= set(out.discards[0] + out.discards[1])
    events = []
    out = penalty_shots.pshot_apply(T, pshot_state("score", ((SNIPER,), ()), shot_card=SHOT, played=(SHOT,)),
                          Action(0, "ps-pass"), events)
    assert events[0].text == f"{N[0]} cannot score: the penalty shot fails."
    assert out.goals == BASE.goals and out.stoppage.place == "east-end"


def test_penalty_shot_rebound_and_missing_shot_card():
    """Penalty Shots: a card one higher than the Shot Card is a rebound: another Shot Card is owed;
    a defender without cards lays none."""
    enf = card(0, "enforcer-1-helmet")
    state = pshot_state("score", ((enf, GOAL), (OTHER,)), shot_card=SHOT, played=(SHOT,))
    events = []
    out = penalty_shots.pshot_apply(T, state, Action(0, "ps-card", (enf,)), events)
    assert events[0].text == (f"Rebound! {T.label[enf]} is one higher than the Shot Card: {N[1]} owes another "
                              "Shot Card.")
    assert out.pshot.stage == "shot-card" and out.pshot.played == (SHOT, enf)
    events = []
    out = penalty_shots.pshot_apply(T, pshot_state(hands=((GOAL,), ())), Action(0, "ps-place", (min(T.shooting[0]),)), events)
    assert events[1].text == f"{N[1]} has no card to face the shot."
    assert out.pshot.stage == "score"


def test_start_penalty_shot_draws_three_from_each_discard_pile():
    """Penalty Shots (O31): the play is discarded; each side draws three at random from its
    shuffled discard pile; the shooter controls the puck."""
    d0, d1 = BASE.decks[0][:5], BASE.decks[1][:2]
    state = at(discards=(d0, d1), play=(PF,), calls=(Call(1, "Penalty Shot", shot=True), Call(0, "T")),
               shot=0, control=1)
    events = []
    out = pen.start_penalty_shot(T, state, state.calls[0], events)
    ps = out.pshot
    assert ps.shooter == 0 and ps.stage == "place"
    assert len(ps.hands[0]) == 3 and set(ps.hands[0]) <= set(d0)
    assert set(ps.hands[1]) == set(d1) | {PF} and len(ps.hands[1]) == 3
    assert len(out.discards[0]) == 2 and out.discards[1] == ()
    assert out.calls == (Call(0, "T"),) and out.play == () and out.shot is None and out.control == 0
    assert out.chance == state.chance + 2
    assert events[0].text.startswith(f"Penalty shot for {N[0]}! Each side draws three cards")
    assert events[0].chance and events[0].irreversible


def test_penalty_shot_refusal_reasons():
    """Penalty Shots: the exact refusal sentences."""
    def reason(state, action):
        return penalty_shots.pshot_validate(T, state, action).reason
    place = pshot_state()
    assert reason(place, Action(0, "end")) == "A penalty shot is under way: it is played out first."
    assert reason(place, Action(0, "ps-pass")) == "First the shooter places the puck."
    assert reason(place, Action(0, "ps-place", ("c9",))) == ("The puck goes in the offensive zone, where a shot can be "
                                                             "taken, and not behind the goal line.")
    owed = pshot_state("shot-card", ((), (SHOT,)))
    assert reason(owed, Action(1, "ps-place", ("c9",))) == "The puck is already placed."
    assert reason(owed, Action(1, "ps-pass")) == "You owe the Shot Card from your three cards."
    score = pshot_state("score", ((SNIPER,), ()), shot_card=SHOT, played=(SHOT,))
    assert reason(score, Action(0, "ps-card", (SNIPER,))) == (
        f"{T.label[SNIPER]} cannot score on the Shot Card (a Score action, or Doubles) nor make a rebound.")
    save = pshot_state("save", ((), (OTHER,)), shot_card=SHOT, played=(SHOT, GOAL))
    assert reason(save, Action(1, "ps-card", (OTHER,))) == (
        f"{T.label[OTHER]} cannot save (a Save action, or Doubles with the Score card).")
    assert pen.rule() == pen.rule("Penalties") and pen.rule().endswith("Official rules — Penalties")


def test_each_penalty_shot_step_is_logged_with_who_did_it():
    """Penalty Shots: every step is logged with its kind and who did it."""
    enf = card(0, "enforcer-1-helmet")
    events = []
    area = min(T.shooting[0])
    state = penalty_shots.pshot_apply(T, pshot_state(hands=((GOAL, enf), (SHOT, SAVE_GLOVE))), Action(0, "ps-place", (area,)), events)
    state = penalty_shots.pshot_apply(T, state, Action(1, "ps-card", (SHOT,)), events)
    state = penalty_shots.pshot_apply(T, state, Action(0, "ps-card", (enf,)), events)
    assert state.pshot.stage == "shot-card" and state.pshot.shot_card == SHOT
    state = penalty_shots.pshot_apply(T, state, Action(1, "ps-card", (SAVE_GLOVE,)), events)
    assert state.pshot.stage == "score" and state.pshot.shot_card == SAVE_GLOVE
    state = penalty_shots.pshot_apply(T, state, Action(0, "ps-card", (GOAL,)), events)
    assert summary(events)[:6] == [
        ("ps-shoot", {"seat": 0, "area": area}), ("ps-shot-card", {"seat": 1, "card": SHOT}),
        ("ps-rebound", {"seat": 0}), ("ps-shot-card", {"seat": 1, "card": SAVE_GLOVE}),
        ("ps-score", {"seat": 0, "card": GOAL}), ("ps-no-save", {"seat": 1})]
    events = []
    penalty_shots.pshot_apply(T, pshot_state("save", ((), (SAVE_GLOVE,)), shot_card=SHOT, played=(SHOT, GOAL)),
                    Action(1, "ps-card", (SAVE_GLOVE,)), events)
    assert summary(events)[0] == ("ps-save", {"seat": 1, "card": SAVE_GLOVE})
    events = []
    penalty_shots.pshot_apply(T, pshot_state("score", ((SNIPER,), ()), shot_card=SHOT, played=(SHOT,)),
                    Action(0, "ps-pass"), events)
    assert summary(events)[0] == ("ps-miss", {"seat": 0})
    events = []
    penalty_shots.pshot_apply(T, pshot_state("shot-card", ((GOAL,), ()), area=area), Action(1, "ps-pass"), events)
    assert summary(events)[0] == ("ps-no-shot-card", {"seat": 1})


def test_the_penalty_shooter_may_place_the_puck_in_each_shooting_area_and_the_goal_is_logged():
    """Penalty Shots: the shooter may place the puck in each shooting area; a goal's log names the
    score."""
    assert penalty_shots.pshot_legal(T, pshot_state(), 0) == [Action(0, "ps-place", (a,))
                                                              for a in sorted(T.offensive[0] - {"e7"})]
    assert penalty_shots.pshot_legal(T, pshot_state(), 0)
    state = pshot_state("save", ((), (OTHER,)), shot_card=SHOT, played=(SHOT, GOAL))
    events = []
    out = penalty_shots.pshot_apply(T, state, Action(1, "ps-pass"), events)
    goal = events[1]
    assert goal.data == {"seat": 0, "cards": (SHOT, GOAL), "goals": out.goals, "penalty_shot": True}
    assert goal.text == f"GOAL on the penalty shot! {N[0]} {out.goals[0]}, {N[1]} {out.goals[1]}."
    assert out.stoppage.reason == "penalty-shot"
    out = penalty_shots.pshot_apply(T, pshot_state("score", ((GOAL,), (SAVE_GLOVE,)), shot_card=SHOT, played=(SHOT,)),
                          Action(0, "ps-card", (GOAL,)), [])
    assert out.pshot.stage == "save"


def test_penalty_shot_goal_in_overtime_ends_the_game():
    """Penalty Shots in overtime: the goal wins the game at once."""
    state = evolve(pshot_state("save", ((), (OTHER,)), shot_card=SHOT, played=(SHOT, GOAL)), overtime=True,
                   goals=(1, 1))
    events = []
    out = penalty_shots.pshot_apply(T, state, Action(1, "ps-pass"), events)
    assert out.winners == (0,) and out.goals == (2, 1)
    assert events[-1].kind == "game-over"


def test_penalty_shot_miss_by_seat_one_faces_off_in_seat_zeros_end():
    """O31: after a failed penalty shot the face-off is in the defender's end, and the defender
    chooses (seat 1 shooting here)."""
    state = evolve(BASE, pshot=PenaltyShot(1, ((SNIPER,), ()), "score", (SHOT,), SHOT))
    out = penalty_shots.pshot_apply(T, state, Action(1, "ps-pass"), [])
    assert out.stoppage.reason == "penalty-shot"
    assert out.stoppage.place == "west-end" and out.stoppage.chooser == 0


def test_penalty_shot_goal_by_seat_one_center_face_off_chosen_by_seat_zero():
    """O31: after a penalty-shot goal the face-off is at center, the scored-on side choosing."""
    state = evolve(BASE, pshot=PenaltyShot(1, ((), ()), "save", (SHOT, GOAL), SHOT))
    out = penalty_shots.pshot_apply(T, state, Action(0, "ps-pass"), [])
    assert out.goals == (BASE.goals[0], BASE.goals[1] + 1)
    assert out.stoppage.place == "center" and out.stoppage.chooser == 0


def test_every_penalty_shot_refusal_cites_the_penalty_shots_rule():
    """Penalty Shots: each refusal while a penalty shot is played names that section of the book,
    so the player can look it up."""
    place = pshot_state()
    owed = pshot_state("shot-card", ((), (SHOT,)))
    score = pshot_state("score", ((SNIPER,), ()), shot_card=SHOT, played=(SHOT,))
    save = pshot_state("save", ((), (OTHER,)), shot_card=SHOT, played=(SHOT, GOAL))
    cases = ((place, Action(0, "end"), "penalty-shot-on"), (place, Action(1, "ps-pass"), "not-your-turn"),
             (place, Action(0, "ps-pass"), "ps-place-first"), (place, Action(0, "ps-place", ("c9",)), "ps-place-where"),
             (owed, Action(1, "ps-place", ("c9",)), "ps-placed"), (owed, Action(1, "ps-pass"), "ps-shot-card-owed"),
             (owed, Action(1, "ps-card", (OTHER,)), "ps-not-in-hand"),
             (score, Action(0, "ps-card", (SNIPER,)), "ps-no-score"), (save, Action(1, "ps-card", (OTHER,)), "ps-no-save"))
    for state, action, code in cases:
        v = penalty_shots.pshot_validate(T, state, action)
        assert (v.ok, v.code, v.rule) == (False, code, PS_RULE), code


def test_after_a_rebound_the_save_doubles_the_score_card_not_an_earlier_card():
    """Penalty Shots: a save is a Save action or Doubles with the Score card, the card just laid
    to score; after a rebound the enforcer laid earlier is not the Score card."""
    dbl_goal, dbl_enf = card(1, "goal-glove"), card(1, "enforcer-1-glove")
    state = pshot_state("save", ((), (dbl_enf, dbl_goal)), shot_card=SHOT2, played=(SHOT, ENF0, SHOT2, GOAL))
    assert penalty_shots.pshot_legal(T, state, 1) == [Action(1, "ps-card", (dbl_goal,)), Action(1, "ps-pass")]
    assert penalty_shots.pshot_validate(T, state, Action(1, "ps-card", (dbl_enf,))).code == "ps-no-save"


def test_a_goal_after_a_rebound_scores_the_last_shot_card_and_the_score_card():
    """Penalty Shots (O31): a goal puts the Shot Card it beat and the Score card in the shooter's
    score pile; the other cards laid (the first Shot Card, the rebound) and the unused ones are
    discarded, each card once."""
    state = pshot_state("save", ((SNIPER,), (OTHER,)), shot_card=SHOT2, played=(SHOT, ENF0, SHOT2, GOAL))
    events = []
    out = penalty_shots.pshot_apply(T, state, Action(1, "ps-pass"), events)
    assert [e.data["cards"] for e in events if e.kind == "goal"] == [(SHOT2, GOAL)]
    assert out.scored[0] == BASE.scored[0] + (SHOT2, GOAL)
    assert out.scored[1] == BASE.scored[1]
    assert sorted(out.discards[0]) == sorted(BASE.discards[0] + (ENF0, SNIPER))
    assert sorted(out.discards[1]) == sorted(BASE.discards[1] + (SHOT, OTHER))


def test_a_goal_without_a_rebound_discards_nothing_it_scored():
    """Penalty Shots (O31): the Shot Card and the Score card go to the score pile, not also to a
    discard pile."""
    state = pshot_state("save", ((), ()), shot_card=SHOT, played=(SHOT, GOAL))
    out = penalty_shots.pshot_apply(T, state, Action(1, "ps-pass"), [])
    assert out.discards == BASE.discards and out.scored[0] == BASE.scored[0] + (SHOT, GOAL)


def test_no_shot_card_and_no_score_card_ends_the_penalty_shot_at_once():
    """Penalty Shots, as the shootout (O-S9): the defender with no cards lays no Shot Card, and a
    shooter who then cannot score has only to give up, which happens by itself and is logged."""
    events = []
    out = penalty_shots.pshot_apply(T, pshot_state("shot-card", ((SNIPER,), ())), Action(1, "ps-pass"), events)
    assert [e.kind for e in events[:2]] == ["ps-no-shot-card", "ps-miss"]
    assert out.pshot is None and out.goals == BASE.goals and out.stoppage.place == "east-end"


def test_a_rebound_by_seat_one_asks_seat_zero_for_another_shot_card():
    """Penalty Shots: after a rebound the defender (here seat 0) owes another Shot Card."""
    enf1 = card(1, "enforcer-1-glove")
    shot0 = card(0, "rookie-0-helmet")
    state = evolve(BASE, pshot=PenaltyShot(1, ((GOAL,), (enf1,)), "score", (shot0,), shot0))
    events = []
    out = penalty_shots.pshot_apply(T, state, Action(1, "ps-card", (enf1,)), events)
    assert events[0].text == (f"Rebound! {T.label[enf1]} is one higher than the Shot Card: {N[0]} owes another "
                              "Shot Card.")
    assert out.pshot.stage == "shot-card" and out.pshot.acting == 0


def test_a_rebound_the_defender_cannot_answer_goes_straight_back_to_the_shooter():
    """Penalty Shots: a defender with no card left lays no second Shot Card, and the shooter, who
    still holds a Score card, is asked to score again."""
    state = pshot_state("score", ((ENF0, GOAL), ()), shot_card=SHOT, played=(SHOT,))
    events = []
    out = penalty_shots.pshot_apply(T, state, Action(0, "ps-card", (ENF0,)), events)
    assert [e.kind for e in events] == ["ps-rebound", "ps-no-shot-card"]
    assert out.pshot.stage == "score" and out.pshot.hands == ((GOAL,), ())


def test_a_save_discards_the_cards_in_the_order_they_were_laid_then_the_unused():
    """Penalty Shots (O31): after a save every card goes to its owner's discard pile, the cards laid
    first in the order laid, then the ones never used; the top of a pile is what Power Play
    momentum later takes."""
    state = pshot_state("save", ((SNIPER,), (OTHER, SAVE_GLOVE)), shot_card=SHOT, played=(SHOT, GOAL))
    out = penalty_shots.pshot_apply(T, state, Action(1, "ps-card", (SAVE_GLOVE,)), [])
    assert out.discards == (BASE.discards[0] + (GOAL, SNIPER), BASE.discards[1] + (SHOT, SAVE_GLOVE, OTHER))


def test_the_penalty_shot_hands_are_the_seeded_shuffles_of_each_discard_pile():
    """Penalty Shots (O31): three cards at random from each shuffled discard pile; the chance comes
    from the game's seeded generator, one draw per side, so a replay deals the same cards."""
    d0, d1 = BASE.decks[0][:6], BASE.decks[1][:5]
    state = at(discards=(d0, d1), calls=(Call(1, "Penalty Shot", shot=True),), chance=40)
    out = pen.start_penalty_shot(T, state, state.calls[0], [])
    assert out.pshot.hands == (chance.shuffled(state.seed, 40, d0)[:3], chance.shuffled(state.seed, 41, d1)[:3])


def test_a_penalty_shot_clears_the_shot_challenge_and_placement_under_way():
    """Penalty Shots (O31): the penalty shot replaces what was under way: no shot stage, no shot
    origin, no open challenge, no puck placement is left over."""
    state = at(discards=(BASE.decks[0][:3], BASE.decks[1][:3]), calls=(Call(1, "Penalty Shot", shot=True),),
               shot=0, stage=SCORE, shot_from=2, challenge=Challenge("grind", 0, "c9"),
               placing=(1, "icing", ("w5", "w6")))
    out = pen.start_penalty_shot(T, state, state.calls[0], [])
    assert (out.stage, out.shot_from, out.challenge, out.placing) == (None, 0, None, None)


def _saving_with_the_fourth_glove():
    """Seat 0 has shot (Shot on Goal, Glove) and tries to score (Score 5, Glove) on seat 1's Glove
    Shot Card; seat 1 answers with a Save, the fourth Glove card in a row."""
    play = (r(0, "shot-on-goal-4-glove"), r(1, "rookie-0-glove"), r(0, "score-5-glove"))
    state = official_with_discards(hands=((r(0, "rookie-0-helmet"),), (r(1, "save-glove"), r(1, "goal-skate"))),
                                   play=play, puck="e3", control=0, turn=1, shot=0, stage=SAVE,
                                   discards=((r(0, "goal-helmet"), r(0, "tip-in-5-helmet"), r(0, "rookie-0-stick")),
                                             (r(1, "goal-helmet"), r(1, "rookie-0-skate"), r(1, "icing-0-glove"))))
    return act(state, 1, "play", r(1, "save-glove"))


def test_four_of_a_suit_by_the_side_facing_a_shot_is_a_minor_served_after_the_save():
    """Common Infractions 3 (four of a suit: the officiating card's penalty, a 2-minute minor
    without one) and Penalty Procedure (play goes on until the offender has the puck, then the
    stoppage assesses it); Penalty Shots come only from the infractions that award one, and Part 2's
    list awards none: the side facing a shot that lays the fourth Glove as its Save takes a minor,
    the save stops play and the shooter goes on the power play; no penalty shot."""
    state = _saving_with_the_fourth_glove()
    assert state.phase != PSHOT and state.pshot is None
    assert [(c.seat, c.minutes, c.shot) for c in state.calls] == [(1, 2, False)]
    state = act(state, 1, "save")
    assert state.phase == STOPPAGE and state.stoppage.reason == "save"
    assert [(s.seat, s.minutes) for s in state.box] == [(1, 2)] and state.calls == ()
    assert state.stoppage.place == "east-end" and state.stoppage.chooser == 0      # the offender's end


def test_the_penalty_shot_special_plays_the_penalty_shot_from_the_discards():
    """Part 3: Penalty Shot (a Punch or Body-Check laid on its card awards its owner a penalty shot)
    and General Hockey Rules: Penalty Shots (each side draws three random cards from its shuffled
    discard pile; the shooter places the puck and shoots for free, the defender lays a Shot Card,
    then score and save as usual; ruling O31 for what the passage leaves open): seat 1 body-checks
    seat 0's Penalty Shot card, and the penalty shot is played through to its stoppage."""
    lane = extra_card(0, "open-lane-5-skate")
    state = official_with_discards(hands=((r(0, "rookie-0-helmet"),), (r(1, "body-check-3-glove"),)), play=(lane,),
                                   puck="e3", control=0, turn=1, extra=(("open-lane-5-skate",), ()),
                                   discards=((r(0, "goal-helmet"), r(0, "tip-in-5-helmet"), r(0, "rookie-0-stick")),
                                             (r(1, "goal-helmet"), r(1, "rookie-0-skate"), r(1, "icing-0-glove"))))
    state = act(state, 1, "play", r(1, "body-check-3-glove"))
    assert state.phase == PSHOT and state.pshot.shooter == 0 and not state.play and not state.box
    ps = state.pshot
    assert len(ps.hands[0]) == 3 and len(ps.hands[1]) == 3
    assert Counter(GAME.inventory(state)) == Counter(GAME.inventory(
        official_with_discards(extra=(("open-lane-5-skate",), ()))))
    state = act(state, 0, "ps-place", "e3")
    assert state.pshot.stage == "shot-card"
    shot_card = state.pshot.hands[1][0]
    state = act(state, 1, "ps-card", shot_card)
    goals_before = state.goals
    while state.phase == PSHOT:
        seat = state.pshot.acting
        options = GAME.legal_actions(state, seat)
        scoring = [a for a in options if a.kind == "ps-card"]
        state = act(state, seat, *(("ps-card", scoring[0].args[0]) if scoring and seat == 0 else ("ps-pass",)))
    assert state.phase == STOPPAGE and state.stoppage.reason == "penalty-shot"
    assert state.pshot is None and not state.box
    if state.goals != goals_before:
        assert state.stoppage.place == "center"


def test_a_penalty_shot_scores_with_doubles_on_the_shot_card():
    """Penalty Shots: "resolve score/save attempt normally": Doubles allow any action, the Score
    included (Special Card Plays: Doubles)."""
    ps = pen.PenaltyShot(0, ((r(0, "rookie-0-helmet"), r(0, "grinder-3-helmet")), (r(1, "save-glove"),)),
                         stage="score", played=(r(1, "rookie-0-glove"),), shot_card=r(1, "rookie-0-glove"))
    state = evolve(official_with_discards(), phase=PSHOT, pshot=ps)
    assert verdict(state, 0, "ps-card", r(0, "rookie-0-helmet"))          # 0 on 0: Doubles
    refused = verdict(state, 0, "ps-card", r(0, "grinder-3-helmet"))
    assert not refused and refused.code == "ps-no-score"


def test_penalty_shot_refusals_name_the_penalty_shots_rule():
    """Part 2, "General Hockey Rules": Penalty Shots (ruling O31)."""
    state = evolve(official_with_discards(), phase=PSHOT, pshot=pen.PenaltyShot(0, ((r(0, "goal-helmet"),),
                                                                        (r(1, "rookie-0-glove"),))))
    refused = verdict(state, 0, "ps-place", "w3")
    assert not refused and refused.code == "ps-place-where" and "Penalty Shots" in refused.rule
    assert not verdict(state, 1, "ps-place", "e3")
    assert verdict(state, 0, "ps-place", "e3")


def test_a_penalty_shot_comes_before_the_stoppage_of_the_same_card():
    """Penalty Shots; Phase 3 (penalties before Triples): when the card that earns a penalty shot (a
    check on a Penalty Shot card) also stops play (a Triple's Icing), the penalty shot is taken
    first (ruling O31)."""
    play = (r(0, "goal-skate"), r(0, "shot-on-goal-4-glove"), r(1, "rookie-0-glove"), r(0, "goal-stick"))
    state = official_with_discards(hands=((r(0, "rookie-0-helmet"),), (r(1, "goal-glove"), r(1, "save-glove"))), play=play,
                     puck="e3", control=0, turn=1, shot=0, stage=SAVE, shot_from=1,
                     discards=((r(0, "goal-helmet"),), (r(1, "goal-helmet"),)))
    events: list[Event] = []
    state = fl.stop_play(T, evolve(state, calls=(Call(1, "Penalty Shot", shot=True),)), events, "icing", "east-end",
                         chooser=0)
    assert state.phase == PSHOT and state.pshot.shooter == 0


def test_the_penalty_shot_puck_goes_anywhere_in_the_offensive_zone_but_behind_the_goal_line():
    """General Hockey Rules: Penalty Shots ("places puck anywhere not behind their goal line", then
    the free Shoot, which Part 2's Actions take in the offensive zone): the points (0, 8) are allowed,
    the area behind the net (7) is not (ruling O31)."""
    state = pshot_state()
    for area in ("e0", "e8", "e4"):
        assert penalty_shots.pshot_validate(T, state, Action(0, "ps-place", (area,))).ok, area
    for area in ("e7", "ne9", "w3"):
        assert penalty_shots.pshot_validate(T, state, Action(0, "ps-place", (area,))).code == "ps-place-where", area
