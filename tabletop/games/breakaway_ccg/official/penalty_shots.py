"""Penalty shots (Part 2, General Hockey Rules: Penalty Shots): the shooter's and defender's three
cards, the shot, the score and save, and play resuming.
"""

from __future__ import annotations

from tabletop.engine.actions import Action
from tabletop.engine.events import Event
from tabletop.engine.evolve import evolve
from tabletop.engine.verdict import ALLOWED, Verdict, refuse
from tabletop.games.breakaway_ccg.official import sequence as fl
from tabletop.games.breakaway_ccg.official.penalties import PENALTY_KINDS, PenaltyShot, rule
from tabletop.games.breakaway_ccg.piles import discard_cards, game_over
from tabletop.games.breakaway_ccg.rink import DEFENSIVE
from tabletop.games.breakaway_ccg.state import CcgState, pair
from tabletop.games.breakaway_ccg.tables import Tables


def _can_score(t: Tables, ps: PenaltyShot, card: str) -> bool:
    if "score" in t.card[card].actions:
        return True
    return ps.shot_card is not None and t.pair_key[card] == t.pair_key[ps.shot_card]


def _rebound(t: Tables, ps: PenaltyShot, card: str) -> bool:
    if ps.shot_card is None:
        return False
    n, m = t.card[card].number, t.card[ps.shot_card].number
    return isinstance(n, int) and isinstance(m, int) and n == m + 1


def _can_save(t: Tables, ps: PenaltyShot, card: str) -> bool:
    return "save" in t.card[card].actions or (bool(ps.played) and t.pair_key[card] == t.pair_key[ps.played[-1]])


def place_areas(t: Tables, seat: int) -> frozenset[str]:
    """Where the shooter may place the puck: its offensive zone, where its free Shoot can be taken,
    and not behind the goal line (Penalty Shots; Actions: Shoot; ruling O31)."""
    return t.offensive[seat] - t.behind_net


def pshot_legal(t: Tables, state: CcgState, seat: int) -> list[Action]:
    ps = state.pshot
    if seat != ps.acting:
        return []
    if ps.stage == "place":
        return [Action(seat, "ps-place", (a,)) for a in sorted(place_areas(t, seat))]
    hand = ps.hands[seat]
    if ps.stage == "shot-card":
        return [Action(seat, "ps-card", (c,)) for c in hand] + ([] if hand else [Action(seat, "ps-pass")])
    if ps.stage == "score":
        ok = [c for c in hand if _can_score(t, ps, c) or _rebound(t, ps, c)]
        return [Action(seat, "ps-card", (c,)) for c in ok] + [Action(seat, "ps-pass")]
    return [Action(seat, "ps-card", (c,)) for c in hand if _can_save(t, ps, c)] + [Action(seat, "ps-pass")]


def pshot_validate(t: Tables, state: CcgState, action: Action) -> Verdict:
    ps = state.pshot
    where = rule("General Hockey Rules: Penalty Shots")
    seat, kind = action.seat, action.kind
    if kind not in PENALTY_KINDS:
        return refuse("penalty-shot-on", "A penalty shot is under way: it is played out first.", where)
    if seat != ps.acting:
        return refuse("not-your-turn", f"{state.names[ps.acting]} acts in the penalty shot now.", where)
    if ps.stage == "place":
        if kind != "ps-place":
            return refuse("ps-place-first", "First the shooter places the puck.", where)
        if action.args[0] not in place_areas(t, seat):
            return refuse("ps-place-where", "The puck goes in the offensive zone, where a shot can be taken, and not "
                                            "behind the goal line.", where)
        return ALLOWED
    if kind == "ps-place":
        return refuse("ps-placed", "The puck is already placed.", where)
    hand = ps.hands[seat]
    if kind == "ps-pass":
        if ps.stage == "shot-card" and hand:
            return refuse("ps-shot-card-owed", "You owe the Shot Card from your three cards.", where)
        return ALLOWED
    card = action.args[0]
    if card not in hand:
        return refuse("ps-not-in-hand", f"{t.label[card]} is not among your penalty-shot cards.", where)
    if ps.stage == "score" and not (_can_score(t, ps, card) or _rebound(t, ps, card)):
        return refuse("ps-no-score", f"{t.label[card]} cannot score on the Shot Card (a Score action, or Doubles) "
                                     "nor make a rebound.", where)
    if ps.stage == "save" and not _can_save(t, ps, card):
        return refuse("ps-no-save", f"{t.label[card]} cannot save (a Save action, or Doubles with the Score "
                                    "card).", where)
    return ALLOWED


def pshot_pending(state: CcgState) -> tuple[int, str, str]:
    ps = state.pshot
    prompts = {"place": "Penalty shot: place the puck in the offensive zone.",
               "shot-card": "Penalty shot: lay the Shot Card from your three cards.",
               "score": "Penalty shot: score on the Shot Card, or give up the attempt.",
               "save": "Penalty shot: save with a Save card, or let the goal stand."}
    return ps.acting, "penalty-shot", prompts[ps.stage]


def pshot_apply(t: Tables, state: CcgState, action: Action, events: list[Event]) -> CcgState:
    ps = state.pshot
    seat, kind = action.seat, action.kind
    names = state.names
    if kind == "ps-place":
        area = action.args[0]
        events.append(Event("ps-shoot", f"{names[seat]} places the puck in {t.area_name[area]} and shoots!",
                            {"seat": seat, "area": area}))
        return _pshot_step(t, state, evolve(ps, stage="shot-card", area=area), events)
    if kind == "ps-pass":
        if ps.stage == "shot-card":
            events.append(Event("ps-no-shot-card", f"{names[seat]} has no card to face the shot.", {"seat": seat}))
            return _pshot_step(t, state, evolve(ps, stage="score"), events)
        if ps.stage == "score":
            events.append(Event("ps-miss", f"{names[seat]} cannot score: the penalty shot fails.", {"seat": seat}))
            return finish_penalty_shot(t, state, False, events)
        events.append(Event("ps-no-save", f"{names[seat]} has no save.", {"seat": seat}))
        return finish_penalty_shot(t, state, True, events)
    card = action.args[0]
    hand = tuple(c for c in ps.hands[seat] if c != card)
    ps = evolve(ps, hands=pair(ps.hands, seat, hand), played=ps.played + (card,))
    if ps.stage == "shot-card":
        events.append(Event("ps-shot-card", f"{names[seat]} faces the penalty shot with {t.label[card]}.",
                            {"seat": seat, "card": card}))
        return _pshot_step(t, state, evolve(ps, stage="score", shot_card=card), events)
    if ps.stage == "score":
        if _rebound(t, ps, card):
            events.append(Event("ps-rebound", f"Rebound! {t.label[card]} is one higher than the Shot Card: "
                                              f"{names[1 - seat]} owes another Shot Card.", {"seat": seat}))
            return _pshot_step(t, state, evolve(ps, stage="shot-card"), events)
        events.append(Event("ps-score", f"{names[seat]} tries to score with {t.label[card]}!",
                            {"seat": seat, "card": card}))
        return _pshot_step(t, state, evolve(ps, stage="save"), events)
    events.append(Event("ps-save", f"{names[seat]} saves with {t.label[card]}!", {"seat": seat, "card": card}))
    return finish_penalty_shot(t, evolve(state, pshot=ps), False, events)


def _pshot_step(t: Tables, state: CcgState, ps: PenaltyShot, events: list[Event]) -> CcgState:
    """Go on; a side with nothing it could do resolves at once (no Shot Card to lay, no score or
    save possible), as in the shootout (O-S9)."""
    state = evolve(state, pshot=ps)
    options = pshot_legal(t, state, ps.acting)
    if options == [Action(ps.acting, "ps-pass")]:
        return pshot_apply(t, state, options[0], events)
    return state


def finish_penalty_shot(t: Tables, state: CcgState, goal: bool, events: list[Event]) -> CcgState:
    """Discard the penalty-shot cards (a goal's Shot Card and Score card to the score pile) and
    stop play: a center face-off after a goal, else one in the defender's end (O31)."""
    ps = state.pshot
    shooter = ps.shooter
    leftover = ps.hands[0] + ps.hands[1]
    scored: tuple[str, ...] = ()
    played = ps.played
    if goal:
        scored = tuple(c for c in (ps.shot_card, played[-1]) if c is not None)
        played = tuple(c for c in played if c not in scored)
    state = evolve(state, pshot=None, discards=discard_cards(t, state.discards, played + leftover))
    if goal:
        goals = pair(state.goals, shooter, state.goals[shooter] + 1)
        events.append(Event("goal", f"GOAL on the penalty shot! {state.names[0]} {goals[0]}, {state.names[1]} "
                                    f"{goals[1]}.", {"seat": shooter, "cards": scored, "goals": goals,
                                                     "penalty_shot": True}))
        state = evolve(state, goals=goals, scored=pair(state.scored, shooter, state.scored[shooter] + scored))
        if state.overtime:
            return game_over(t, state, events)
        return fl.stop_play(t, state, events, "penalty-shot", "center", chooser=1 - shooter)
    place = t.rink.zone_place(1 - shooter, DEFENSIVE)
    return fl.stop_play(t, state, events, "penalty-shot", place, chooser=1 - shooter)


def pshot_cards(state: CcgState) -> tuple[str, ...]:
    ps = state.pshot
    if ps is None:
        return ()
    return ps.hands[0] + ps.hands[1] + ps.played
