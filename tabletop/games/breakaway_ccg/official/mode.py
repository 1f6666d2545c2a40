"""The official rules (Part 2) as a mode: set-up, what is pending, the legal actions, refusals naming
the rule, and applying an action.

``rules.BreakawayCcg`` looks the mode up in ``MODES``; this module offers the same functions as
``beginner.mode``. What is allowed is in ``official.legality``; what each action does is in the
module of its rule area. The legal list is the candidate actions that ``validate`` accepts, so the
two can never disagree.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import lru_cache

from tabletop.engine.actions import Action
from tabletop.engine.decisions import Decision
from tabletop.engine.events import Event
from tabletop.engine.evolve import evolve
from tabletop.engine.verdict import ALLOWED, Verdict, refuse
from tabletop.games.breakaway_ccg import piles, shootout
from tabletop.games.breakaway_ccg.cards import COLORS
from tabletop.games.breakaway_ccg.official import abilities as oc
from tabletop.games.breakaway_ccg.official import (
    ability_play,
    action_play,
    basics,
    challenge_play,
    delayed_penalties,
    fights,
    goalie,
    line_changes,
    offers,
    penalty_shots,
    sampling,
    setup,
    shots,
    turns,
)
from tabletop.games.breakaway_ccg.official import actions as oa
from tabletop.games.breakaway_ccg.official import challenges as ch
from tabletop.games.breakaway_ccg.official import penalties as pen
from tabletop.games.breakaway_ccg.official import sequence as fl
from tabletop.games.breakaway_ccg.official.bench_switches import switch_verdict
from tabletop.games.breakaway_ccg.official.challenges import challenge_card_spent
from tabletop.games.breakaway_ccg.official.citations import (
    CHALLENGES,
    FACEOFFS,
    PHASES,
    SCORING,
    SETUP,
    STOPPAGE_R,
    rule,
)
from tabletop.games.breakaway_ccg.official.legality import (
    bench_phase_legal,
    can_save,
    save_owed,
    start_candidates,
    usable_actions,
    use_candidates,
    use_legal,
    validate_start,
    validate_stoppage,
    validate_use,
)
from tabletop.games.breakaway_ccg.rink import OFFENSIVE
from tabletop.games.breakaway_ccg.specials import (
    dig_it_out,
    handlers,  # noqa: F401  (registers its specials in HANDLERS)
    specialized_play,
    whistle,
)
from tabletop.games.breakaway_ccg.specials import interpreter as specials
from tabletop.games.breakaway_ccg.specials import play as special_play
from tabletop.games.breakaway_ccg.specials import specialized as spz
from tabletop.games.breakaway_ccg.specials import support as sup
from tabletop.games.breakaway_ccg.specials.promotion import SELECT_WILDS
from tabletop.games.breakaway_ccg.state import (
    CHALLENGE,
    FIGHT,
    HOME_ICE,
    OVER,
    PLACE,
    PLAY,
    PSHOT,
    SAVE,
    SHOOTOUT,
    SHOT_CARD,
    START,
    STOPPAGE,
    USE,
    CcgState,
)
from tabletop.games.breakaway_ccg.tables import Tables

set_up = setup.set_up


determinize = sampling.determinize


#: Action kinds this mode adds to the Beginner ones, with their argument kinds.
KINDS = {
    "home-ice": ("choice",), "side": ("area",), "challenge": ("card",), "decline": (), "place": ("area",), "dump-choice": ("choice",),
    "token": ("choice",), "line-change": (), "line-change-no-draw": (), "go": (), "on-net": (), "grind": (), "dump-in": ("area",),
    "dump-out": (), "pull-goalie": (), "replace-goalie": (), "any-shot": (), "special": ("special",),
    "special-card": ("special", "card"), "special-area": ("special", "area"), "special-choice": ("special", "choice"),
    "special-wild": ("special", "card", "choice"),
    **pen.PENALTY_KINDS,
    **fights.FIGHT_KINDS,
    **oa.KINDS,
    **oc.KINDS,
    **whistle.KINDS,
}


CHOICES = frozenset(("me", "them", "draw", "extra-man", "momentum",     # "momentum": Shuffle's pile (O99)
                     *fl.DUMP_CHOICES,                                 # a Dump In won with Green
                     *specials.FOUR_WILDS,                             # Promotion's four wilds (O118)
                     *SELECT_WILDS))                                   # Select Promotion's fourteen (O106)


def _all_kinds() -> frozenset[str]:
    shared = ("switch", "keep", "play", "concede", "ability", "move", "shoot", "score", "save", "body-check", "end",
              "tip")
    return frozenset(shared) | frozenset(KINDS) | frozenset(shootout.KINDS)


#: The action kinds of this mode (``rules.KINDS`` holds every mode's).
ACTION_KINDS = _all_kinds()


RULES_NAME = "official rules"


#: Where a refusal of another mode's action points: the official turn.
RULES_CITATION = rule(PHASES)


USE_KINDS = frozenset(("ability", "move", "shoot", "on-net", "score", "save", "body-check", "end", "grind",
                       "dump-in", "dump-out", "special", "special-card", "special-area", "special-choice", "special-wild",
                       *oa.KINDS,
                       *oc.KINDS))


@lru_cache(maxsize=256)
def _decision(seat: int, kind: str, prompt: str, optional: bool = False, secret: bool = False) -> Decision:
    return Decision(seat, kind, prompt, optional=optional, secret=secret)


# ----- the mode's functions --------------------------------------------------------------------
def pending(t: Tables, state: CcgState) -> tuple[Decision, ...]:
    phase = state.phase
    if state.phase == STOPPAGE and state.effects and spz.choosing(state):  # Specialized (O119): a card for the officiating card
        return spz.pending(t, state)
    d = _decision
    if phase == PLAY:
        seat = state.turn
        if state.stage == SHOT_CARD and seat != state.shot:
            return (d(seat, "shot-card", "Play the Shot Card: your next card faces the shot."),)
        if state.stage == SAVE and seat != state.shot:
            return (d(seat, "save-chance", "A score attempt! Play a card that can Save, or let the goal stand."),)
        return (d(seat, "play", "Play a card onto the play area."),)
    if phase == USE:
        if state.challenge is not None:
            return (d(state.turn, "use", "You won the challenge: use your card, or go on to your turn.",
                      optional=True),)
        return (d(state.turn, "use", "Use the card: abilities, one action, a special; then end your turn.",
                  optional=True),)
    if phase == START:
        if state.placing is not None:
            if state.placing[1] in ("pp-over", "pp-over-2"):
                return (d(state.turn, "bench", "The power play is over: switch one card with your bench, or keep "
                                               "your cards.", optional=True),)
            if state.placing[1] == "delay":
                return (d(state.turn, "bench", "Delayed penalty: you have the extra attacker; switch up to two "
                                               "cards with your bench, or keep your cards.", optional=True),)
            if state.placing[1] == "goalie":
                return (d(state.turn, "bench", "Goalie pulled: switch up to two cards with your bench, or keep "
                                               "your cards.", optional=True),)
            return (d(state.turn, "bench", "Line change: switch one card with your bench, or keep your cards.",
                      optional=True),)
        return (d(state.turn, "start", "Start of your turn: a momentum token or a line change, or go on.",
                  optional=True),)
    if phase == whistle.WHISTLE:
        return tuple(d(s, "whistle", whistle.prompt(state), optional=True) for s in (0, 1) if not state.ready[s])
    if phase == STOPPAGE:
        out = [d(s, "bench", "Stoppage: switch up to two cards with your bench, or keep your cards.",
                 optional=True) for s in (0, 1) if not state.ready[s]]
        if not out and state.stoppage is not None:
            out.append(d(state.stoppage.chooser, "side", "Choose the face-off circle."))
        return tuple(out)
    if phase == CHALLENGE:
        c = state.challenge
        name = ch.NAMES[c.kind]
        out = []
        if state.picks[c.initiator] is None:
            out.append(d(c.initiator, "challenge", f"{name}: lay a card face down.", secret=True))
        if state.picks[c.defender] is None and not c.declined and \
                (c.kind != ch.FACEOFF or state.picks[c.initiator] is not None):
            out.append(d(c.defender, "challenge", f"{name}: lay a card face down, or decline.", secret=True))
        return tuple(out)
    if phase == PLACE:
        if state.placing[1] == fl.DUMP_GREEN:
            return (d(state.placing[0], "dump-choice", "Your Green card won the Dump In: stop the dump, or win it "
                                                      "as usual."),)
        return (d(state.placing[0], "place", "Place the puck."),)
    if phase == HOME_ICE:
        return (d(state.turn, "home-ice", "You choose: who takes Home Ice?"),)
    if phase == SHOOTOUT:
        return shootout.pending(t, state)
    if phase == PSHOT:
        return (d(*penalty_shots.pshot_pending(state)),)
    if phase == FIGHT:
        return tuple(d(s, "fight", "Fight! Lay a card face down for the next exchange.", secret=True)
                     for s in fights.to_lay(state))
    return ()


def candidates(t: Tables, state: CcgState, seat: int) -> list[Action]:
    """Every action that might be legal for ``seat`` now (``validate`` decides)."""
    phase = state.phase
    hand = state.hands[seat]
    if phase == PLAY:
        return [Action(seat, "play", (c,)) for c in hand] + [Action(seat, "concede")]
    if phase == USE:
        return use_candidates(t, state) + [Action(seat, "end")] if seat == state.turn else []
    if phase == START:
        if state.placing is not None:
            return [Action(seat, "switch", (h, b)) for h in hand for b in state.benches[seat]] + \
                [Action(seat, "keep")]
        return start_candidates(t, state, seat) + [Action(seat, "go")]
    if phase == STOPPAGE:
        out = [Action(seat, "switch", (h, b)) for h in hand for b in state.benches[seat]]
        out += [Action(seat, "keep"), Action(seat, "token", ("draw",)), Action(seat, "token", ("extra-man",)),
                Action(seat, "pull-goalie")]
        if state.stoppage is not None:
            out += [Action(seat, "side", (a,)) for a in t.rink.dots[state.stoppage.place]]
        return out
    if phase == whistle.WHISTLE:
        return whistle.legal(t, state, seat)
    if phase == CHALLENGE:
        return [Action(seat, "challenge", (c,)) for c in hand] + [Action(seat, "decline")]
    if phase == PLACE:
        if state.placing[1] == fl.DUMP_GREEN:
            return [Action(seat, "dump-choice", (choice,)) for choice in fl.DUMP_CHOICES]
        return [Action(seat, "place", (a,)) for a in state.placing[2]]
    if phase == HOME_ICE:
        return [Action(seat, "home-ice", ("me",)), Action(seat, "home-ice", ("them",))]
    return []


def legal_actions(t: Tables, state: CcgState, seat: int) -> list[Action]:
    if state.phase == STOPPAGE and state.effects and spz.choosing(state):  # Specialized (O119)
        return spz.legal(t, state, seat)
    if state.phase == SHOOTOUT:
        return shootout.legal_actions(t, state, seat)
    if state.phase == PSHOT:
        return penalty_shots.pshot_legal(t, state, seat)
    if state.phase == FIGHT:
        return fights.legal(t, state, seat)
    if state.phase == whistle.WHISTLE:
        return whistle.legal(t, state, seat)
    if state.phase == USE:
        if seat != state.turn:
            return []
        # Support (O120): a bench card turns over in Phase 3 only while a special's switches last
        return use_legal(t, state) + sup.actions(t, state, seat) if state.effects else use_legal(t, state)
    if state.phase in (START, STOPPAGE):
        return bench_phase_legal(t, state, seat) + sup.actions(t, state, seat)  # Support (O120)
    if state.phase == PLAY:
        if seat != state.turn:
            return []
        hand = state.hands[seat]
        if state.stage == SAVE and seat != state.shot:
            return [Action(seat, "play", (c,)) for c in hand if can_save(t, state, c)] + [Action(seat, "concede")]
        return offers.plays(seat, hand)
    if state.phase == CHALLENGE:
        return offers.challenge_legal(state, seat)
    if state.phase == PLACE:
        return offers.place_legal(state, seat)
    return [a for a in candidates(t, state, seat) if validate(t, state, a).ok]


def action_space(t: Tables, state: CcgState) -> Iterator[Action]:
    """Every kind of this mode for both seats, with the cards, areas and choices in play and around
    them: the legal actions and the near misses (see ``rules.BreakawayCcg.action_space``)."""
    yield from spz.space(t, state)  # Specialized (O119)
    if state.shootout is not None:
        yield from _shootout_space(t, state)
    if state.pshot is not None:
        for seat in (0, 1):
            yield from penalty_shots.pshot_legal(t, state, seat)
    yield from sup.space(t, state)  # Support (O120)
    top = state.play[-1] if state.play else None
    reach = t.arrows[state.puck]
    areas = tuple(dict.fromkeys((*reach, state.puck, t.rink.center, t.areas[0], t.areas[-1])))
    for seat in (0, 1):
        hand, bench = state.hands[seat], state.benches[seat]
        cards = (*hand, *bench[:1], *state.discards[seat][-1:], *state.decks[seat][:1], *state.momentum[:1],
                 *state.play[-2:])
        ps_cards = state.pshot.hands[seat] + state.pshot.hands[1 - seat][:1] if state.pshot is not None else ()
        for c in cards + ps_cards:
            yield Action(seat, "play", (c,))
            yield Action(seat, "challenge", (c,))
            yield Action(seat, "ps-card", (c,))
            yield Action(seat, "fight", (c,))
        for out in hand[:4]:
            for back in bench[:3]:
                yield Action(seat, "switch", (out, back))
        if hand and bench:
            yield Action(seat, "switch", (bench[0], hand[0]))
        for color in COLORS:
            yield Action(seat, "color", (color,))
        for color in (t.colors[top] if top else ()) + ("purple", "orange"):
            for a in areas:
                yield Action(seat, "ability", (color, a))
        yield Action(seat, "stop-movement")
        yield from oa.candidates(t, state, seat)
        for a in areas:
            for kind in ("move", "place", "side", "dump-in", "ps-place"):
                yield Action(seat, kind, (a,))
        if state.placing is not None and state.placing[2]:
            for a in state.placing[2]:
                yield Action(seat, "place", (a,))
        if state.placing is not None and state.placing[1] == fl.DUMP_GREEN:
            for choice in fl.DUMP_CHOICES:
                yield Action(seat, "dump-choice", (choice,))
        if state.stoppage is not None:
            for a in t.rink.dots[state.stoppage.place]:
                yield Action(seat, "side", (a,))
        for a in t.areas:
            if t.rink.zone(a, seat) == OFFENSIVE:
                yield Action(seat, "dump-in", (a,))
        for choice in ("me", "them"):
            yield Action(seat, "home-ice", (choice,))
        for choice in ("draw", "extra-man"):
            yield Action(seat, "token", (choice,))
        called = tuple(sid for c in hand for sid, _r in specials.stoppage_rules(t, c))    # Time out
        for sid in (*(t.card[top].specials if top else ()), "extra-man", "start-a-fight", "cycle", *called):
            yield Action(seat, "special", (sid,))
            for c in hand:
                yield Action(seat, "special-card", (sid, c))
            for a in t.areas:
                yield Action(seat, "special-area", (sid, a))
            for choice in ("me", "them", "momentum"):
                yield Action(seat, "special-choice", (sid, choice))
            for c in hand[:2]:
                for choice in (*specials.FOUR_WILDS, *SELECT_WILDS):
                    yield Action(seat, "special-wild", (sid, c, choice))
        for kind in ("keep", "concede", "decline", "line-change", "line-change-no-draw", "go", "shoot", "on-net", "score", "save",
                     "body-check", "tip", "grind", "dump-out", "end", "pull-goalie", "replace-goalie", "any-shot",
                     "ps-pass", whistle.LET_STOP):
            yield Action(seat, kind)


def validate(t: Tables, state: CcgState, action: Action) -> Verdict:
    seat, kind, args = action.seat, action.kind, action.args
    phase = state.phase
    if phase == OVER:
        return refuse("game-over", "The game is over.", rule("Object of the Game"))
    if phase == SHOOTOUT:
        return shootout.validate(t, state, action)
    if phase == PSHOT:
        return penalty_shots.pshot_validate(t, state, action)
    if phase == FIGHT:
        return fights.validate(t, state, action)
    if phase == whistle.WHISTLE:
        return whistle.verdict(t, state, action)
    if kind == whistle.LET_STOP:
        return refuse("no-whistle", "Play is not waiting on a whistle now.", whistle.rule())
    if kind == "fight":
        return refuse("no-fight", "There is no fight now.", rule("Fights"))
    choosing = state.phase == STOPPAGE and bool(state.effects) and spz.choosing(state)
    if kind == "special-card" and sup.owns(action) and not choosing:  # Support (O120): a bench card turned over
        return sup.verdict(t, state, action)
    if kind.startswith("ps-"):
        return refuse("no-penalty-shot", "There is no penalty shot now.",
                      rule("General Hockey Rules: Penalty Shots"))
    if kind.startswith("so-"):
        return refuse("no-shootout", "There is no shootout now.", rule("General Hockey Rules: Shootout"))
    if phase == HOME_ICE:
        if kind != "home-ice":
            return refuse("home-ice-first", "First the choice of Home Ice.", rule(SETUP))
        if seat != state.turn:
            return refuse("not-your-choice", f"{state.names[state.turn]} won the reveal (or the toss) and chooses Home Ice.",
                          rule(SETUP))
        if args[0] not in ("me", "them"):
            return refuse("home-ice-choice", "Home Ice goes to you ('me') or your opponent ('them').", rule(SETUP))
        return ALLOWED
    if kind == "home-ice":
        return refuse("home-ice-set", "Home Ice is chosen once, at set-up.", rule(SETUP))
    if choosing:  # Specialized (O119): its choice comes before any bench step
        return spz.validate(t, state, action)
    if phase == STOPPAGE:
        return validate_stoppage(t, state, action)
    if phase == CHALLENGE:
        return _validate_challenge(t, state, action)
    if kind in ("challenge", "decline"):
        return refuse("no-challenge", "There is no challenge now.", rule(CHALLENGES))
    if kind == "side":
        return refuse("no-side", "The face-off side is chosen during a stoppage.", rule(STOPPAGE_R))
    if seat != (state.placing[0] if phase == PLACE else state.turn):
        who = state.placing[0] if phase == PLACE else state.turn
        return refuse("not-your-turn", f"It is {state.names[who]}'s turn.", rule(PHASES))
    if phase == PLACE and state.placing[1] == fl.DUMP_GREEN:
        if kind != "dump-choice" or args[0] not in fl.DUMP_CHOICES:
            return refuse("dump-choice-first", "Your Green card won the Dump In: stop the dump, or win it as usual.",
                          rule(CHALLENGES))
        return ALLOWED
    if kind == "dump-choice":
        return refuse("no-dump-choice", "There is no dump won with a Green card to settle now.", rule(CHALLENGES))
    if phase == PLACE:
        if kind != "place":
            return refuse("place-first", "Place the puck first.", rule(FACEOFFS))
        if args[0] not in state.placing[2]:
            where = ", ".join(t.area_name[a] for a in state.placing[2])
            return refuse("place-where", f"The puck may go to {where}.", rule(FACEOFFS))
        return ALLOWED
    if kind == "place":
        return refuse("no-place", "There is no puck to place now.", rule(FACEOFFS))
    if phase == START:
        if state.placing is not None:
            return _validate_line_swap(t, state, action)
        return validate_start(t, state, action)
    if kind == "switch" and phase == USE and specials.bench_switches(state, seat):
        return switch_verdict(t, state, seat, args)       # a special's switches (O96, O97)
    if kind in ("token", "line-change", "line-change-no-draw", "go", "switch", "keep", "pull-goalie",
                "replace-goalie"):
        return refuse("phase-one-over", "Tokens, line changes and the bench belong to the start of a turn or a "
                                        "stoppage.", rule(PHASES))
    if kind in ("play", "concede"):
        if phase != PLAY:
            return refuse("card-played", "You have already played your card this turn: use it, or end your turn.",
                          rule(PHASES))
        if kind == "concede":
            if state.stage != SAVE:
                return refuse("no-score-attempt", "There is no score attempt to answer.", rule(SCORING))
            return ALLOWED
        card = args[0]
        if card not in state.hands[seat]:
            return refuse("not-in-hand", f"{t.label[card]} is not in your hand.", rule(PHASES))
        if state.stage == SAVE and not can_save(t, state, card):
            return refuse("save-only", f"{state.names[state.shot]} is trying to score: only a card that can Save "
                                       "(a Save action, Doubles or a Run) may answer, or let the goal stand.",
                          rule(SCORING))
        return ALLOWED
    if phase != USE:
        return refuse("play-first", "Play a card first: abilities and actions come from the card you play.",
                      rule(PHASES))
    return validate_use(t, state, action)


def _validate_line_swap(t: Tables, state: CcgState, action: Action) -> Verdict:
    kind, args, seat = action.kind, action.args, action.seat
    if kind == "keep":
        return ALLOWED
    if kind != "switch":
        return refuse("line-change-bench", "Switch with your bench (a line change's one card, a pulled goalie's "
                                           "two), or keep your cards.", rule(PHASES))
    return switch_verdict(t, state, seat, args)


def _validate_challenge(t: Tables, state: CcgState, action: Action) -> Verdict:
    seat, kind, args = action.seat, action.kind, action.args
    c = state.challenge
    name = ch.NAMES[c.kind]
    if kind == "token":
        return refuse("challenge-on", f"The {name} comes first.", rule(CHALLENGES))
    if kind not in ("challenge", "decline"):
        return refuse("challenge-on", f"A {name} is under way: lay a card face down.", rule(CHALLENGES))
    if state.picks[seat] is not None:
        return refuse("already-chosen", "Your challenge card is already down.", rule(CHALLENGES))
    if seat == c.defender and c.declined:
        return refuse("declined", f"You declined the {name}.", rule(CHALLENGES))
    if kind == "decline":
        if seat != c.defender:
            return refuse("initiator-plays", f"You started the {name}: lay a card.", rule(CHALLENGES))
        if c.kind == ch.FACEOFF and state.picks[c.initiator] is None:
            return refuse("initiator-first", f"{state.names[c.initiator]} lays the first face-off card.",
                          rule(FACEOFFS))
        return ALLOWED
    if c.kind == ch.FACEOFF and seat == c.defender and state.picks[c.initiator] is None:
        return refuse("initiator-first", f"{state.names[c.initiator]} lays the first face-off card.", rule(FACEOFFS))
    if args[0] not in state.hands[seat]:
        return refuse("not-in-hand", f"{t.label[args[0]]} is not in your hand.", rule(CHALLENGES))
    return ALLOWED


def apply_action(t: Tables, state: CcgState, action: Action) -> tuple[CcgState, list[Event]]:
    """Apply, then blow the whistle if a delayed penalty's offender now has the puck, or a penalty
    shot was called (Penalty Procedure)."""
    events: list[Event] = []
    if state.phase == SHOOTOUT:
        return shootout.apply(t, state, action, events), events
    if state.effects and state.phase == USE and action.kind in basics.OFFICIAL_ACTIONS and _takes_free(t, state, action):
        state = _free_action(t, state, action, events)
    else:
        state = _apply(t, state, action, events)
    if state.effects:
        state = sup.tidy(state)  # Support (O120): a card off the bench is face up no more
    if state.calls and state.phase in (PLAY, USE, START, PLACE) and delayed_penalties.whistle_due(state):
        state = delayed_penalties.blow(t, state, events)
    if state.effects and state.phase == PLAY:  # Specialized (O119): a card played for this seat
        state = specialized_play.play_for(t, state, events)
    if state.box and (not state.hands[0] or not state.hands[1]):
        state = pen.mark_run_out(state)    # a power-play hand played out (O27)
    return state, events


def _takes_free(t: Tables, state: CcgState, action: Action) -> bool:
    """Whether this action spends one of Breakaway's free actions: the card's own action (or an
    uncontested Move, a +3 bonus's Shoot) goes first, the free ones after it (O41)."""
    kind, top = action.kind, state.play[-1]
    if not specials.free_actions(state, top) or kind == "save":
        return False
    if (kind == "move" and state.free_move) or (kind == "shoot" and state.free_shot):
        return False
    return state.action_used or challenge_card_spent(state) or kind not in usable_actions(t, state)


def _free_action(t: Tables, state: CcgState, action: Action, events: list[Event]) -> CcgState:
    top, used = state.play[-1], state.action_used
    state = specials.spend_free_action(_apply(t, state, action, events), top)
    if state.phase == USE and state.play and state.play[-1] == top:
        state = fl.auto_end(t, evolve(state, action_used=used), events)
    return state


def _apply(t: Tables, state: CcgState, action: Action, events: list[Event]) -> CcgState:
    kind, args, seat = action.kind, action.args, action.seat
    phase = state.phase
    if phase == PSHOT:
        return penalty_shots.pshot_apply(t, state, action, events)
    if phase == FIGHT:
        return fights.lay(t, state, action.seat, action.args[0], events)
    if state.phase == STOPPAGE and state.effects and spz.choosing(state):  # Specialized (O119)
        return specialized_play.choose(t, state, action, events)
    if phase == whistle.WHISTLE:
        return dig_it_out.apply(t, state, action, events)
    if action.kind == "special-card" and sup.owns(action):  # Support (O120)
        return sup.turn(t, state, action, events)
    if kind == "home-ice":
        state = setup.choose_home(t, state, seat, args[0], events)
    elif kind == "switch" and phase == USE:
        state = special_play.use_switch(t, state, seat, args[0], args[1], events)
    elif kind == "special-card" and phase == STOPPAGE:
        state = specials.use_at_stoppage(t, state, seat, args[0], args[1], events)
    elif kind == "switch":
        state = line_changes.line_swap(t, state, seat, *args, events) if phase == START else \
            fl.after_bench(t, piles.swap(t, state, seat, args[0], args[1], events), events)
    elif kind == "keep":
        state = challenge_play.bench_done(t, state, seat, events)
    elif kind == "side":
        state = challenge_play.choose_side(t, state, seat, args[0], events)
    elif kind == "challenge":
        state = challenge_play.pick(t, state, seat, args[0], events)
    elif kind == "decline":
        state = challenge_play.decline(t, state, seat, events)
    elif kind == "dump-choice":
        state = fl.dump_choice(t, state, seat, args[0], events)
        state = fl.auto_end(t, state, events) if state.phase == USE else state
    elif kind == "place":
        state = fl.place(t, state, seat, args[0], events)
        state = fl.auto_end(t, state, events) if state.phase == USE else state
    elif kind == "token":
        state = turns.use_token(t, state, seat, args[0], events)
    elif kind in ("line-change", "line-change-no-draw"):
        state = line_changes.line_change(t, state, seat, events, draw=kind == "line-change")
    elif kind == "go":
        state = turns.go(t, state, events)
    elif kind == "pull-goalie":
        state = goalie.pull_goalie(t, state, seat, events)
    elif kind == "replace-goalie":
        state = goalie.replace_goalie(t, state, seat, events)
    elif kind == "any-shot":
        state = shots.any_shot(t, state, events)
    elif kind == "play":
        state = turns.play_card(t, state, seat, args[0], events)
    elif kind == "concede":
        state = fl.concede(t, state, events)
    elif kind == "ability":
        state = ability_play.orange(t, state, args[1], events)
    elif kind == "color":
        state = ability_play.use(t, state, args[0], events)
    elif kind == "stop-movement":
        state = ability_play.stop_movement(t, state, events)
    elif kind in oa.KINDS:
        state = action_play.apply(t, state, action, events)
    elif kind == "move":
        state = action_play.move(t, state, args[0], events)
    elif kind in ("shoot", "on-net"):
        state = shots.shoot(t, state, kind, events)
    elif kind == "score":
        state = shots.score(t, state, events)
    elif kind == "tip":
        state = shots.tip(t, state, events)
    elif kind == "save":
        state = shots.save(t, state, events)
    elif kind == "body-check":
        state = action_play.body_check(t, state, events)
    elif kind == "grind":
        state = challenge_play.grind(t, state, events)
    elif kind == "dump-in":
        state = challenge_play.dump(t, state, ch.DUMP_IN, args[0], events)
    elif kind == "dump-out":
        state = challenge_play.dump(t, state, ch.DUMP_OUT, "", events)
    elif kind == "special":
        state = special_play.use(t, state, args[0], events)
    elif kind == "special-card":
        state = special_play.use(t, state, args[0], events, args[1])
    elif kind == "special-area" and save_owed(state):
        state = special_play.save_keep(t, state, args[0], args[1], events)
    elif kind == "special-area":
        state = special_play.use(t, state, args[0], events, area=args[1])
    elif kind == "special-choice":
        state = special_play.use(t, state, args[0], events, choice=args[1])
    elif kind == "special-wild":
        state = special_play.use(t, state, args[0], events, args[1], choice=args[2])
    else:  # end
        state = fl.end_use(t, state, events)
    return state


def describe(t: Tables, state: CcgState, action: Action) -> str | None:
    """Button text for this mode's own kinds (None: the Beginner words do)."""
    kind, args = action.kind, action.args
    if state.phase == STOPPAGE and state.effects and spz.choosing(state):  # Specialized (O119)
        return spz.describe(t, state, action)
    if sup.owns(action) and args[1] in state.benches[action.seat]:  # Support (O120)
        return sup.describe(t, state, action)
    if kind == "move" and state.puck in t.arrows and args[0] not in t.arrows[state.puck]:
        return f"Cycle: move the puck along the boards to {t.area_name[args[0]]}"
    if kind == "home-ice":
        return "Take Home Ice" if args[0] == "me" else "Give Home Ice to the opponent"
    if kind == "side":
        return f"Face off in {t.area_name[args[0]]}"
    if kind == "challenge":
        return f"Challenge with {t.label[args[0]]}"
    if kind == "decline":
        return "Decline the challenge"
    if kind == "place":
        return f"Place the puck in {t.area_name[args[0]]}"
    if kind == "dump-choice":
        return "Stop the dump: the puck goes back" if args[0] == "stop" else "Win the dump as usual"
    if kind == "token":
        return "Token: draw a card" if args[0] == "draw" else "Token: Extra Man (a Momentum Card)"
    if kind == "line-change":
        return "Change lines"
    if kind == "line-change-no-draw":
        return "Change lines without drawing"
    if kind == "go":
        return "Go on to play a card"
    if kind == "on-net":
        return "Shot on net"
    if kind == "color":
        return f"{args[0].capitalize()} ability: {oc.WORDS.get(args[0], 'copy from the card beneath')}"
    if kind == "stop-movement":
        return "Green ability: stop the puck's last movement"
    if kind in oa.KINDS:
        return oa.describe(t, state, action)
    if kind == "grind":
        return "Start a Grind Challenge"
    if kind == "dump-in":
        return f"Dump the puck in to {t.area_name[args[0]]}"
    if kind == "dump-out":
        return "Dump the puck out"
    if kind == "pull-goalie":
        return "Pull the goalie"
    if kind == "replace-goalie":
        return "Put the goalie back"
    if kind == "any-shot":
        return "Shoot at the empty net"
    if kind == "special":
        name = t.cards.specials_text.get(args[0], (args[0], ""))[0]
        if state.phase == whistle.WHISTLE:
            return f"{name}! Keep play going"
        return f"Special: {name}"
    if kind == "special-card":
        name = t.cards.specials_text.get(args[0], (args[0], ""))[0]
        if state.phase == STOPPAGE:
            return f"Call {name} with {t.label[args[1]]}"
        if args[1] in state.benches[action.seat]:
            return f"Special: {name}, taking {t.label[args[1]]} from the bench"
        return f"Special: {name}, giving up {t.label[args[1]]}"
    if kind == "special-area":
        name = t.cards.specials_text.get(args[0], (args[0], ""))[0]
        return f"Special: {name}, the puck to {t.area_name[args[1]]}"
    if kind == "special-wild":
        name = t.cards.specials_text.get(args[0], (args[0], ""))[0]
        if args[2] in SELECT_WILDS:
            _n, wild, _what, gift = SELECT_WILDS[args[2]]
            return f"{name}: {t.label[args[1]]} becomes the {wild} wild ({gift})"
        return f"{name}: {t.label[args[1]]} becomes the {args[2].capitalize()} wild"
    if kind == "special-choice":
        name = t.cards.specials_text.get(args[0], (args[0], ""))[0]
        return f"Special: {name}, " + {"me": "your deck", "them": "the opponent's deck"}.get(args[1], "the Momentum pile")
    if kind == whistle.LET_STOP:
        return "Let play stop"
    if kind == "end" and state.challenge is not None:
        return "Go on to your turn"
    if kind == "ps-place":
        return f"Penalty shot: shoot from {t.area_name[args[0]]}"
    if kind == "fight":
        return f"Fight with {t.label[args[0]]}"
    if kind == "ps-card":
        ps = state.pshot
        stage = ps.stage if ps is not None else ""
        verb = {"shot-card": "Face the penalty shot with", "score": "Shoot it in with",
                "save": "Save the penalty shot with"}.get(stage, "Play")
        return f"{verb} {t.label[args[0]]}"
    if kind == "ps-pass":
        ps = state.pshot
        stage = ps.stage if ps is not None else ""
        return {"score": "Give up the penalty shot", "save": "Let the penalty-shot goal stand"}.get(
            stage, "No card to face the penalty shot")
    return None


def _shootout_space(t: Tables, state: CcgState) -> Iterator[Action]:
    """The shootout's legal actions for both seats and, around them, every shootout kind with each
    seat's first cards (the other seat's, and cards not in the shootout hand)."""

    for seat in (0, 1):
        yield from shootout.legal_actions(t, state, seat)
        cards = [*shootout.view(state.shootout, seat).hand[:2], *state.hands[seat][:1], *state.discards[seat][:1]]
        for kind, shape in shootout.KINDS.items():
            if shape == ("card",):
                for card in cards:
                    yield Action(seat, kind, (card,))
            elif shape == ("choice",):
                for choice in shootout.CHOICES:
                    yield Action(seat, kind, (choice,))
            else:
                yield Action(seat, kind)
