"""The official rules (Part 2 up to "Penalties") as a mode: set-up, what is pending, the legal
actions, refusals naming the rule, and applying an action.

``rules.BreakawayCcg`` looks the mode up in ``MODES``; this module offers the same functions
as ``beginner``. What actions do is in ``official_flow`` and ``challenges``. The legal list is
the candidate actions that ``validate`` accepts, so the two can never disagree.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import lru_cache

from tabletop.engine.actions import Action
from tabletop.engine.decisions import Decision
from tabletop.engine.events import Event
from tabletop.engine.verdict import ALLOWED, Verdict, refuse
from tabletop.games.breakaway_ccg import challenges as ch
from tabletop.games.breakaway_ccg import fights, official_sampling, special_handlers, specials, whistle
from tabletop.games.breakaway_ccg import official_actions as oa
from tabletop.games.breakaway_ccg import official_colors as oc
from tabletop.games.breakaway_ccg import official_flow as fl
from tabletop.games.breakaway_ccg import penalties as pen
from tabletop.games.breakaway_ccg import specialized as spz  # Specialized (O119)
from tabletop.games.breakaway_ccg import support as sup  # Support (O120)
from tabletop.games.breakaway_ccg.cards import COLORS
from tabletop.games.breakaway_ccg.citations import BOOK
from tabletop.games.breakaway_ccg.rink import DEFENSIVE, OFFENSIVE
from tabletop.games.breakaway_ccg.state import (
    CHALLENGE,
    FIGHT,
    HOME_ICE,
    OVER,
    PLACE,
    PLAY,
    PSHOT,
    SAVE,
    SCORE,
    SHOOTOUT,
    SHOT_CARD,
    START,
    STOPPAGE,
    USE,
    CcgState,
    evolve,
)
from tabletop.games.breakaway_ccg.tables import Tables

set_up = fl.set_up
determinize = official_sampling.determinize
#: Action kinds this mode adds to the Beginner ones, with their argument kinds.
KINDS = {
    "home-ice": ("choice",), "side": ("area",), "challenge": ("card",), "decline": (), "place": ("area",),
    "token": ("choice",), "line-change": (), "go": (), "on-net": (), "grind": (), "dump-in": ("area",),
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
                     *specials.FOUR_WILDS))                            # Promotion's four wilds (O118)


def _all_kinds() -> frozenset[str]:
    from tabletop.games.breakaway_ccg import shootout
    shared = ("switch", "keep", "play", "concede", "ability", "move", "shoot", "score", "save", "body-check", "end",
              "tip")
    return frozenset(shared) | frozenset(KINDS) | frozenset(shootout.KINDS)


#: The action kinds of this mode (``rules.KINDS`` holds every mode's).
ACTION_KINDS = _all_kinds()

PART = "Official rules"


def rule(section: str) -> str:
    return f"{BOOK}, {PART} — {section}"


SETUP, PHASES, STOPPAGE_R, CHALLENGES, FACEOFFS = "Game Setup", "Phases of a Turn", "Stoppage", "Challenges", "Face-offs"
SCORING, SPECIAL, MOMENTUM, FINAL = "How to Score a Goal", "Special Card Plays", "Momentum Tokens", "Final Minute"
ACTIONS_R, ABILITIES = "Actions", "Abilities"
RULES_NAME = "official rules"
#: Where a refusal of another mode's action points: the official turn.
RULES_CITATION = rule(PHASES)
ACTION_NAMES = {"move": "Move", "shoot": "Shoot", "on-net": "On-Net", "score": "Score", "save": "Save",
                "body-check": "Body-Check", "tip": "Tip", **oa.NAMES}
USE_KINDS = frozenset(("ability", "move", "shoot", "on-net", "score", "save", "body-check", "end", "grind",
                       "dump-in", "dump-out", "special", "special-card", "special-area", "special-choice", "special-wild",
                       *oa.KINDS,
                       *oc.KINDS))
ALL_ACTIONS = frozenset(fl.OFFICIAL_ACTIONS)
NEW_ACTIONS = tuple(oa.KINDS)


@lru_cache(maxsize=256)
def _decision(seat: int, kind: str, prompt: str, optional: bool = False, secret: bool = False) -> Decision:
    return Decision(seat, kind, prompt, optional=optional, secret=secret)


# ----- what the card in play offers --------------------------------------------------------------
def usable_actions(t: Tables, state: CcgState) -> frozenset[str]:
    """The card's printed actions, any of them on Doubles or a Run, and the ones an ability gained
    for this turn (Blue, Brown, Gold, Pink, Bronze, Green, Silver)."""
    top = state.play[-1]
    if fl.cancelled(state, top):
        return frozenset()
    if state.doubles or state.run:
        return ALL_ACTIONS
    printed = frozenset(t.card[top].actions)
    if state.effects:
        extra = oc.gained(state, top, "action")
        if extra:
            printed = printed | frozenset(extra)
    if "block" not in printed and state.stage == SCORE and oc.number_block(t, state, top):
        printed = printed | {"block"}          # a Colored # in the puck's area (Symbols; O75)
    return printed


def printed_actions(t: Tables, state: CcgState) -> frozenset[str]:
    """The actions the card itself has (printed, or any on Doubles or a Run): the one that must be
    used when possible (Phase 3). What an ability gains is optional, as abilities are (O67)."""
    top = state.play[-1]
    if fl.cancelled(state, top):
        return frozenset()
    if state.doubles or state.run:
        return ALL_ACTIONS
    return frozenset(t.card[top].actions)


def may_gain_score(t: Tables, state: CcgState) -> bool:
    """The shooter's card on the Shot Card could still gain a Score from an unused ability (Blue,
    Silver over a Score card, Purple's any action; O69)."""
    top = state.play[-1]
    if fl.cancelled(state, top):
        return False
    colors = pen.colors(t, state, top, state.turn)
    if "blue" in colors or "purple" in colors:
        return True
    return "silver" in colors and len(state.play) > 1 and "score" in t.card[state.play[-2]].actions

def scoring_turn(state: CcgState) -> bool:
    return state.stage == SCORE and state.turn == state.shot


def save_owed(state: CcgState) -> bool:
    return state.stage == SAVE and state.turn != state.shot and not state.action_used


def can_save(t: Tables, state: CcgState, card: str) -> bool:
    """A card that may answer a Score: a printed Save, Purple's any action (O69), Doubles or a
    Run with the cards beneath, or a special that calls the goal back (Video Review, O85)."""
    if "save" in t.card[card].actions or oc.can_save(t, state, card, state.turn):
        return True
    if t.special_rules[card] and specials.calls_back(t, card):
        return True
    score_card = state.play[-1] if state.play else None
    if score_card is not None and specials.black_review(t, state, score_card) \
            and "black" in oc.usable_colors(t, state, card, state.turn):       # High Sticking (O89)
        return True
    play = state.play + (card,)
    doubles, run, _ = fl._combo(t, play, frozenset())
    return doubles or run


def saves_itself(t: Tables, state: CcgState) -> bool:
    """The card answering a Score has a Save of its own, not only a way to call the goal back
    (Video Review, Pressure, a black ability on High Sticking; O85, O88, O89): a printed Save,
    Purple, or Doubles or a Run."""
    top = state.play[-1]
    return "save" in t.card[top].actions or oc.can_save(t, state, top, state.turn) or state.doubles or state.run


def _challenge_use(state: CcgState) -> str:
    c = state.challenge
    return c.uses if c is not None and c.winner is not None else ""


def _spent(state: CcgState) -> bool:
    """A challenge winner allowed one use of its card has had it (General Challenge Procedure)."""
    return _challenge_use(state) == "one" and (state.ability_used or state.action_used or state.special_used)


def action_verdict(t: Tables, state: CcgState, kind: str, args: tuple = ()) -> Verdict:
    """Whether the card in play may use the action ``kind`` now."""
    seat = state.turn
    top = state.play[-1]
    name = state.names
    control = state.control == seat
    free = (kind == "move" and state.free_move and control) or (kind == "shoot" and state.free_shot) \
        or (state.effects and specials.free_actions(state, top) > 0 and kind in fl.OFFICIAL_ACTIONS)
    if _spent(state) and not free:
        return refuse("challenge-one-use", "The challenge card gives one ability, action or special, and you have "
                                           "used it.", rule(CHALLENGES))
    if state.action_used and not free:
        return refuse("one-action", "You have already used this card's action: one per card.", rule(PHASES))
    if not free and kind not in usable_actions(t, state):
        return refuse("no-such-action", f"{t.label[top]} has no {ACTION_NAMES[kind]} action, and it is not "
                                        "Doubles or a Run (which allow any action).", rule(SPECIAL))
    if kind == "tip":
        if not scoring_turn(state):
            return refuse("tip-needs-shot-card", "Tip ignores a Shot Card: play it on the answer to your shot.",
                          rule(ACTIONS_R))
        if specials.no_tip(state):
            return refuse("no-tip-any-shot", "An Any Shot cannot be tipped.", specials.rule("Any Shot"))
        if specials.unignorable(t, state, state.play[-2]):
            return refuse("not-ignorable", f"{t.label[state.play[-2]]} cannot be Ignored (its special), so no Tip "
                                           "on it.", rule("Card Effects: Ignore & Cancelled"))
        return ALLOWED
    if scoring_turn(state) and kind != "score":
        return refuse("score-now", "Your card lies on the Shot Card: its action is the Score or a Tip.",
                      rule(SCORING))
    if kind in oa.KINDS:
        return oa.verdict(t, state, kind, args)
    if kind == "move":
        if not control:
            return refuse("no-control", "You must control the puck to move it.", rule(ACTIONS_R))
        return _adjacent(t, state, args[0])
    if kind in ("shoot", "on-net"):
        if state.effects and fights.no_shoot(state, seat):
            return refuse("fight-no-shoot", "A fight's Blue Non-player effect: no Shoot for you this period.",
                          rule("Fights"))
        if state.shot is not None:
            return refuse("shot-on", "A shot is already under way.", rule(SCORING))
        if not control:
            return refuse("no-control-shot", "You must control the puck to shoot.", rule(SCORING))
        if state.puck not in t.shooting[seat]:
            return refuse("shoot-outside", f"Shots are taken from areas 1-6 of {name[1 - seat]}'s end; the puck "
                                           f"is in {t.area_name[state.puck]}.", rule(SCORING))
        if kind == "on-net" and state.bonus[seat] < 1:
            return refuse("on-net-bonus", "On-Net needs a passing bonus of at least +1.", rule(SCORING))
        return ALLOWED
    if kind == "score":
        if not scoring_turn(state):
            return refuse("score-needs-shot-card", "Score works only on a Shot Card: the card beneath yours must be "
                                                   "the answer to your shot.", rule(SCORING))
        return ALLOWED
    if kind == "save":
        return refuse("save-needs-score", "Save only answers the opponent's Score.", rule(SCORING))
    # body-check
    if control:
        return refuse("already-control", "You already control the puck.", rule(ACTIONS_R))
    if state.stage == SCORE and state.turn != state.shot:
        return refuse("no-check-on-shot", "Body-Check cannot be used as the answer to a shot.", rule(ACTIONS_R))
    return ALLOWED


def _adjacent(t: Tables, state: CcgState, area: str) -> Verdict:
    arrows = t.arrows[state.puck]
    if area in arrows:
        return ALLOWED
    reach = ", ".join(t.area_name[a] for a in arrows)
    return refuse("not-adjacent", f"The puck moves one area along an arrow: from {t.area_name[state.puck]} it can "
                                  f"reach {reach}.", rule(ACTIONS_R))


def _dump_verdict(t: Tables, state: CcgState, kind: str, target: str | None) -> Verdict:
    """Dump In is a special with a handler (``special_handlers``); kept here for the flow's callers."""
    return special_handlers.dump_verdict(t, state, kind, target)


def special_used_refusal(state: CcgState) -> Verdict | None:
    """Why no special of the card in play may be used now, shared by every special (Dump In
    included): one per card (Phases of a Turn), or a one-use challenge card that has used its
    ability or action (General Challenge Procedure); ``None`` when neither stops it."""
    if state.special_used:
        return refuse("one-special", "This card's special is used (one per card).", rule(PHASES))
    if _spent(state):
        return refuse("challenge-one-use", "The challenge card gives one ability, action or special.",
                      rule(CHALLENGES))
    return None


def _special_verdict(t: Tables, state: CcgState, sid: str, card: str | None = None,
                     area: str | None = None, choice: str | None = None) -> Verdict:
    """One special per card, none from a spent challenge card, none from a Cancelled card (Phases
    of a Turn, Phase 3; Card Effects: Cancelled); then the special's own rule (``specials``)."""
    top = state.play[-1]
    used = special_used_refusal(state)
    if used is not None:
        return used
    if fl.cancelled(state, top):
        return refuse("cancelled", f"{t.label[top]} is Cancelled: it has no specials.",
                      rule("Card Effects: Ignore & Cancelled"))
    return specials.verdict(t, state, sid, card, area, choice)


def _any_shot_verdict(t: Tables, state: CcgState) -> Verdict:
    seat = state.turn
    top = state.play[-1]
    goalie = "Pull/Replace Goalie"
    if not state.goalie_pulled[1 - seat]:
        return refuse("net-not-empty", "Any Shot comes only against an empty net (a pulled goalie).",
                      rule(f"General Hockey Rules: {goalie}"))
    if not t.player[top] or fl.cancelled(state, top):
        return refuse("any-shot-player", "Only a Player card gains Any Shot against an empty net.",
                      rule(f"General Hockey Rules: {goalie}"))
    if state.special_used or _spent(state) or state.challenge is not None:
        return refuse("one-special", "This card's special is used (one per card, and none from a challenge "
                                     "card).", rule(PHASES))
    if state.control != seat or state.shot is not None:
        return refuse("no-control-shot", "You must control the puck, with no shot under way.", rule(SCORING))
    return ALLOWED


def _grind_verdict(t: Tables, state: CcgState, colors: tuple[str, ...] | None = None) -> Verdict:
    top = state.play[-1]
    if not any(s.kind == "grind" for s in t.card[top].symbols) and \
            not ("yellow" in colors if colors is not None else oc.has_color(t, state, top, "yellow")):
        return refuse("no-grind", f"{t.label[top]} has no Grind symbol and no yellow ability (ruling O73).",
                      rule(ABILITIES))
    if fl.cancelled(state, top):
        return refuse("cancelled", f"{t.label[top]} is Cancelled: it has no abilities.",
                      rule("Card Effects: Ignore & Cancelled"))
    if "grind" in state.colors_used:
        return refuse("one-grind", "This card's Grind is used.", rule(PHASES))
    if _spent(state) or state.challenge is not None:
        return refuse("grind-in-challenge", "A Grind cannot start from a challenge card.", rule(CHALLENGES))
    if state.shot is not None:
        return refuse("grind-during-shot", "A Grind cannot start while a shot is under way.", rule(CHALLENGES))
    return ALLOWED


def _ability_verdict(t: Tables, state: CcgState, color: str, area: str) -> Verdict:
    return oc.orange_verdict(t, state, color, area)


def use_candidates(t: Tables, state: CcgState) -> list[Action]:
    seat = state.turn
    top = state.play[-1]
    arrows = t.arrows[state.puck]
    out = [Action(seat, "ability", (color, a)) for color in pen.colors(t, state, top, seat) for a in arrows]
    out += [Action(seat, "color", (color,)) for color in oc.usable_colors(t, state, top, seat)]
    out += [Action(seat, "stop-movement")] + oa.candidates(t, state, seat)
    out += [Action(seat, "move", (a,)) for a in arrows]
    out += [Action(seat, k) for k in ("shoot", "on-net", "score", "save", "body-check", "tip", "grind", "dump-out",
                                      "any-shot")]
    out += [Action(seat, "dump-in", (a,)) for a in t.areas if t.rink.zone(a, seat) == OFFENSIVE]
    out += [Action(seat, "special", (sid,)) for sid in t.card[top].specials]
    out += [Action(seat, "special-card", (sid, c)) for sid in t.card[top].specials for c in state.hands[seat]]
    out += [Action(seat, "special-area", (sid, a)) for sid in t.card[top].specials for a in t.areas]
    out += [Action(seat, "switch", (h, b)) for h in state.hands[seat] for b in state.benches[seat]]
    return out


def use_legal(t: Tables, state: CcgState, with_end: bool = True) -> list[Action]:
    """The legal uses of the card in play, built directly (the hot path of every playout); the
    contract tests check it against ``validate_use`` over the whole action space."""
    seat = state.turn
    top = state.play[-1]
    arrows = t.arrows[state.puck]
    spent = _spent(state)
    out: list[Action] = []
    colors = oc.usable_colors(t, state, top, seat)
    known: dict[str, list[Action]] = {}
    if not spent and not (_challenge_use(state) == "each" and state.ability_used) and not fl.cancelled(state, top):
        out.extend(oc.options(t, state, colors))
    if save_owed(state):
        if saves_itself(t, state):
            out.append(Action(seat, "save"))
            out.extend(specials.save_actions(t, state))     # a save that keeps the puck (O102)
        if t.special_rules[top] and specials.calls_back(t, top) and not fl.cancelled(state, top):
            out.extend(a for a in specials.use_actions(t, state) if specials.calls_back(t, top, a.args[0]))
        return out
    if _grind_verdict(t, state, colors).ok:
        out.append(Action(seat, "grind"))
    if state.goalie_pulled[1 - seat] and _any_shot_verdict(t, state).ok:
        out.append(Action(seat, "any-shot"))
    if (t.special_rules[top] or (state.effects and t.player[top] and specials.granted(t, state, top))) \
            and not state.special_used and not spent and not fl.cancelled(state, top) \
            and not (state.challenge is not None and _challenge_use(state) == "one"
                     and (state.ability_used or state.action_used)):
        out.extend(specials.use_actions(t, state))
    if state.effects and oc.gained(state, top, "special") \
            and not state.special_used and not spent and not fl.cancelled(state, top) \
            and not (state.challenge is not None and _challenge_use(state) == "one"
                     and (state.ability_used or state.action_used)):
        gained = oc.gained(state, top, "special")
        if "dump-in" in gained and "dump-in" not in t.card[top].specials:
            out.extend(a for a in special_handlers.HANDLERS["dump-in"].actions(t, state, "dump-in")
                       if _dump_verdict(t, state, a.kind, a.args[0] if a.args else None).ok)    # Red (O72)
        if "cycle" in gained and "cycle" not in t.card[top].specials:
            out.extend(special_handlers.HANDLERS["cycle"].actions(t, state, "cycle"))
    if state.effects and specials.bench_switches(state, seat):     # Changing Lines, Rushed line Change
        out.extend(_switches(t, state, seat))
    can_act = not state.action_used and not spent
    acts = usable_actions(t, state)
    if state.effects and specials.free_actions(state, top):     # Breakaway: free actions of any kind
        can_act, acts = True, frozenset(fl.OFFICIAL_ACTIONS)
    control = state.control == seat
    if scoring_turn(state):
        if can_act and "score" in acts:
            out.append(Action(seat, "score"))
        if can_act and "tip" in acts and not specials.unignorable(t, state, state.play[-2]) \
                and not specials.no_tip(state):
            out.append(Action(seat, "tip"))
    else:
        if control and ((can_act and "move" in acts) or state.free_move):
            out.extend(Action(seat, "move", (a,)) for a in arrows)
        if control and state.shot is None and state.puck in t.shooting[seat] and \
                not (state.effects and fights.no_shoot(state, seat)):
            if (can_act and "shoot" in acts) or state.free_shot:
                out.append(Action(seat, "shoot"))
            if can_act and "on-net" in acts and state.bonus[seat] >= 1:
                out.append(Action(seat, "on-net"))
        if can_act and "body-check" in acts and not control and not (state.stage == SCORE and seat != state.shot):
            out.append(Action(seat, "body-check"))
        if can_act:
            for kind in NEW_ACTIONS:
                if kind in acts:
                    known[kind] = offered = oa.options(t, state, kind)
                    out.extend(offered)
    if with_end and not mandatory_open(t, state, known):
        out.append(Action(seat, "end"))
    return out


def use_options(t: Tables, state: CcgState) -> bool:
    """Whether the card in play still offers anything besides ending."""
    return bool(use_legal(t, state, with_end=False))


def mandatory_open(t: Tables, state: CcgState, known: dict[str, list[Action]] | None = None) -> bool:
    """An action is still owed: the card has one and it is possible (Phase 3: mandatory action)."""
    if save_owed(state):
        return True
    if state.action_used or state.challenge is not None:
        return False
    for kind in printed_actions(t, state):
        if kind in oa.KINDS:
            offered = known[kind] if known is not None and kind in known else oa.options(t, state, kind)
            if offered and action_verdict(t, state, kind, offered[0].args).ok:
                return True
            continue
        args = (t.arrows[state.puck][0],) if kind == "move" else ()
        if kind != "save" and action_verdict(t, state, kind, args).ok:
            return True
    return False


def validate_use(t: Tables, state: CcgState, action: Action) -> Verdict:
    kind, args = action.kind, action.args
    if save_owed(state) and kind == "special-area" and saves_itself(t, state):
        return specials.save_verdict(t, state, args[0], args[1])
    if save_owed(state) and kind not in ("save", "ability", "color", "stop-movement") \
            and not (kind == "special" and specials.calls_back(t, state.play[-1], args[0])):
        return refuse("save-now", "You played this card to stop the score: use its Save (its abilities first, if "
                                  "you like).", rule(SCORING))
    if kind == "save":
        if save_owed(state) and not saves_itself(t, state):
            return refuse("no-save-action", "This card has no Save: it answers the Score by calling the goal "
                                            "back.", rule(SCORING))
        return ALLOWED if save_owed(state) else refuse("save-needs-score", "Save only answers the opponent's "
                                                                           "Score.", rule(SCORING))
    if kind == "end":
        if mandatory_open(t, state):
            return refuse("action-owed", "This card's action is possible, so it must be used before the turn "
                                         "ends.", rule(PHASES))
        return ALLOWED
    if kind == "ability":
        return _ability_verdict(t, state, args[0], args[1])
    if kind == "color":
        return oc.color_verdict(t, state, args[0])
    if kind == "stop-movement":
        return oc.stop_verdict(t, state)
    if kind == "grind":
        return _grind_verdict(t, state)
    if kind == "any-shot":
        return _any_shot_verdict(t, state)
    if kind == "dump-in":
        return _dump_verdict(t, state, ch.DUMP_IN, args[0])
    if kind == "dump-out":
        return _dump_verdict(t, state, ch.DUMP_OUT, None)
    if kind == "special":
        return _special_verdict(t, state, args[0])
    if kind == "special-card":
        return _special_verdict(t, state, args[0], args[1])
    if kind == "special-area":
        return _special_verdict(t, state, args[0], area=args[1])
    if kind == "special-choice":
        return _special_verdict(t, state, args[0], choice=args[1])
    if kind == "special-wild":
        return _special_verdict(t, state, args[0], args[1], choice=args[2])
    return action_verdict(t, state, kind, args)


# ----- phase 1 -------------------------------------------------------------------------------------
def start_candidates(t: Tables, state: CcgState, seat: int) -> list[Action]:
    return [Action(seat, "token", ("draw",)), Action(seat, "token", ("extra-man",)), Action(seat, "line-change"),
            Action(seat, "pull-goalie"), Action(seat, "replace-goalie")]


def start_options(t: Tables, state: CcgState, seat: int) -> bool:
    return any(validate_start(t, state, a).ok for a in start_candidates(t, state, seat))


def _token_verdict(t: Tables, state: CcgState, seat: int, use: str) -> Verdict:
    if state.tokens[seat] < 1:
        return refuse("no-token", "You have no momentum token.", rule(MOMENTUM))
    if state.token_used:
        return refuse("one-token", "One momentum token per turn or stoppage.", rule(MOMENTUM))
    if use == "draw" and not state.decks[seat]:
        return refuse("token-empty-deck", "Your deck is empty: there is nothing to draw.", rule(MOMENTUM))
    if use == "extra-man" and not state.momentum:
        return refuse("no-momentum", "The Momentum pile is empty.", rule(MOMENTUM))
    return ALLOWED


def validate_start(t: Tables, state: CcgState, action: Action) -> Verdict:
    seat, kind = action.seat, action.kind
    if kind == "token":
        return _token_verdict(t, state, seat, action.args[0])
    if kind == "go":
        return ALLOWED
    if kind in ("pull-goalie", "replace-goalie"):
        return _goalie_verdict(t, state, seat, kind)
    if kind != "line-change":
        return refuse("phase-one", "It is the start of your turn: use a momentum token, change lines, or go on to "
                                   "play a card.", rule(PHASES))
    if state.token_used:
        return refuse("one-start-choice", "Phase 1 offers one choice, and you spent a token.", rule(PHASES))
    if state.final_minute:
        return refuse("no-line-change-final", "No line changes in the Final Minute.", rule(FINAL))
    if pen.power_play(state):
        return refuse("no-line-change-pp", "No line changes during a power play or 4-on-4.",
                      rule("Power Play & Penalty Kill"))
    zone = t.rink.zone(state.puck, seat)
    if zone == DEFENSIVE:
        if state.overtime and state.option("overtime") == "regular-season":
            return refuse("no-line-change-ot", "In regular-season overtime there are no line changes in your "
                                               "defensive zone.", rule("General Hockey Rules: Overtime"))
        if state.bonus[1 - seat] >= pen.max_bonus(state, 1 - seat):
            return refuse("line-change-bonus", "From your defensive zone you may change lines only while the "
                                               "opponent's passing bonus is below its maximum.", rule(PHASES))
    return ALLOWED


def _goalie_verdict(t: Tables, state: CcgState, seat: int, kind: str) -> Verdict:
    where = rule("General Hockey Rules: Pull/Replace Goalie")
    pulling = any(e.kind == "goalie-pulling" and e.seat == seat for e in state.effects)
    if kind == "replace-goalie":
        if not state.goalie_pulled[seat] and not pulling:
            return refuse("goalie-in", "Your goalie is in net.", where)
        if state.phase != START:
            return refuse("replace-when", "The goalie goes back in Phase 1 (and at every stoppage by itself).",
                          where)
        return ALLOWED
    if state.goalie_pulled[seat] or pulling:
        return refuse("goalie-out", "Your goalie is already pulled.", where)
    if state.token_used and state.phase == START:
        return refuse("one-start-choice", "Phase 1 offers one choice, and you spent a token.", rule(PHASES))
    return ALLOWED


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
        return (d(state.placing[0], "place", "Place the puck."),)
    if phase == HOME_ICE:
        return (d(state.turn, "home-ice", "You choose: who takes Home Ice?"),)
    if phase == SHOOTOUT:
        from tabletop.games.breakaway_ccg import shootout
        return shootout.pending(t, state)
    if phase == PSHOT:
        return (d(*pen.pshot_pending(state)),)
    if phase == FIGHT:
        return tuple(d(s, "fight", "Fight! Lay a card face down for the next exchange.", secret=True)
                     for s in (0, 1) if state.picks[s] is None)
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
        return [Action(seat, "place", (a,)) for a in state.placing[2]]
    if phase == HOME_ICE:
        return [Action(seat, "home-ice", ("me",)), Action(seat, "home-ice", ("them",))]
    return []


def legal_actions(t: Tables, state: CcgState, seat: int) -> list[Action]:
    if state.phase == STOPPAGE and state.effects and spz.choosing(state):  # Specialized (O119)
        return spz.legal(t, state, seat)
    if state.phase == SHOOTOUT:
        from tabletop.games.breakaway_ccg import shootout
        return shootout.legal_actions(t, state, seat)
    if state.phase == PSHOT:
        return pen.pshot_legal(t, state, seat)
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
        return _bench_phase_legal(t, state, seat) + sup.actions(t, state, seat)  # Support (O120)
    if state.phase == PLAY:
        if seat != state.turn:
            return []
        hand = state.hands[seat]
        if state.stage == SAVE and seat != state.shot:
            return [Action(seat, "play", (c,)) for c in hand if can_save(t, state, c)] + [Action(seat, "concede")]
        return [Action(seat, "play", (c,)) for c in hand]
    return [a for a in candidates(t, state, seat) if validate(t, state, a).ok]


def _switches(t: Tables, state: CcgState, seat: int) -> list[Action]:
    """The bench switches ``_switch_verdict`` allows, built directly."""
    bench = state.benches[seat]
    names = [t.name[c] for c in bench]
    owner, player, name = t.owner, t.player, t.name
    out = []
    for card in state.hands[seat]:
        if owner[card] != seat or not player[card]:
            continue
        own_name = name[card]
        clash = names.count(own_name)
        for i, back in enumerate(bench):
            if clash - (names[i] == own_name) == 0:
                out.append(Action(seat, "switch", (card, back)))
    return out


def _bench_phase_legal(t: Tables, state: CcgState, seat: int) -> list[Action]:
    """Phase 1 and stoppages: the switches built directly, the few other kinds through ``validate``."""
    if state.phase == START:
        if seat != state.turn:
            return []
        if state.placing is not None:
            return _switches(t, state, seat) + [Action(seat, "keep")]
        return [a for a in start_candidates(t, state, seat) if validate_start(t, state, a).ok] + [Action(seat, "go")]
    out = [] if state.ready[seat] else _switches(t, state, seat) + [Action(seat, "keep")] + \
        specials.stoppage_actions(t, state, seat)
    out += [a for a in (Action(seat, "token", ("draw",)), Action(seat, "token", ("extra-man",)),
                        Action(seat, "pull-goalie")) if _validate_stoppage(t, state, a).ok]
    stop = state.stoppage
    if stop is not None and all(state.ready) and seat == stop.chooser:
        out += [Action(seat, "side", (a,)) for a in t.rink.dots[stop.place]]
    return out


def action_space(t: Tables, state: CcgState) -> Iterator[Action]:
    """Every kind of this mode for both seats, with the cards, areas and choices in play and around
    them: the legal actions and the near misses (see ``rules.BreakawayCcg.action_space``)."""
    yield from spz.space(t, state)  # Specialized (O119)
    if state.shootout is not None:
        yield from _shootout_space(t, state)
    if state.pshot is not None:
        for seat in (0, 1):
            yield from pen.pshot_legal(t, state, seat)
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
        called += tuple(sid for c in hand for sid in whistle.whistle_specials(t, c))    # Dig It Out
        for sid in (*(t.card[top].specials if top else ()), "extra-man", "start-a-fight", "cycle", *called):
            yield Action(seat, "special", (sid,))
            for c in hand:
                yield Action(seat, "special-card", (sid, c))
            for a in t.areas:
                yield Action(seat, "special-area", (sid, a))
            for choice in ("me", "them", "momentum"):
                yield Action(seat, "special-choice", (sid, choice))
            for c in hand[:2]:
                for choice in specials.FOUR_WILDS:
                    yield Action(seat, "special-wild", (sid, c, choice))
        for kind in ("keep", "concede", "decline", "line-change", "go", "shoot", "on-net", "score", "save",
                     "body-check", "tip", "grind", "dump-out", "end", "pull-goalie", "replace-goalie", "any-shot",
                     "ps-pass", whistle.LET_STOP):
            yield Action(seat, kind)


def validate(t: Tables, state: CcgState, action: Action) -> Verdict:
    seat, kind, args = action.seat, action.kind, action.args
    phase = state.phase
    if phase == OVER:
        return refuse("game-over", "The game is over.", rule("Object of the Game"))
    if phase == SHOOTOUT:
        from tabletop.games.breakaway_ccg import shootout
        return shootout.validate(t, state, action)
    if phase == PSHOT:
        return pen.pshot_validate(t, state, action)
    if phase == FIGHT:
        return fights.validate(t, state, action)
    if phase == whistle.WHISTLE:
        return whistle.verdict(t, state, action)
    if kind == whistle.LET_STOP:
        return refuse("no-whistle", "Play is not waiting on a whistle now.", whistle.rule())
    if kind == "fight":
        return refuse("no-fight", "There is no fight now.", rule("Fights"))
    if kind == "special-card" and sup.owns(action):  # Support (O120): a bench card turned over
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
    if state.phase == STOPPAGE and state.effects and spz.choosing(state):  # Specialized (O119)
        return spz.validate(t, state, action)
    if phase == STOPPAGE:
        return _validate_stoppage(t, state, action)
    if phase == CHALLENGE:
        return _validate_challenge(t, state, action)
    if kind in ("challenge", "decline"):
        return refuse("no-challenge", "There is no challenge now.", rule(CHALLENGES))
    if kind == "side":
        return refuse("no-side", "The face-off side is chosen during a stoppage.", rule(STOPPAGE_R))
    if seat != (state.placing[0] if phase == PLACE else state.turn):
        who = state.placing[0] if phase == PLACE else state.turn
        return refuse("not-your-turn", f"It is {state.names[who]}'s turn.", rule(PHASES))
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
        return _switch_verdict(t, state, seat, args)       # a special's switches (O96, O97)
    if kind in ("token", "line-change", "go", "switch", "keep", "pull-goalie", "replace-goalie"):
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
    return _switch_verdict(t, state, seat, args)


def _switch_verdict(t: Tables, state: CcgState, seat: int, args: tuple) -> Verdict:
    out, back = args
    if out not in state.hands[seat]:
        return refuse("not-in-hand", f"{t.label[out]} is not in your hand.", rule(STOPPAGE_R))
    if back not in state.benches[seat]:
        return refuse("not-on-bench", f"{t.label[back]} is not on your bench.", rule(STOPPAGE_R))
    if t.owner[out] != seat:
        return refuse("bench-own-cards", "Only your own team's cards go on your bench.", rule(SETUP))
    if not t.player[out]:
        return refuse("bench-players-only", f"Only Player cards go on the bench; {t.label[out]} is not one.",
                      rule(SETUP))
    if any(t.name[c] == t.name[out] for c in state.benches[seat] if c != back):
        return refuse("bench-different", f"The bench holds five different cards, and {t.a_name[out]} is already "
                                         "on it.", rule(SETUP))
    return ALLOWED


def _validate_stoppage(t: Tables, state: CcgState, action: Action) -> Verdict:
    seat, kind, args = action.seat, action.kind, action.args
    stop = state.stoppage
    if kind == "token":
        return _token_verdict(t, state, seat, args[0])
    if kind == "pull-goalie":
        if state.ready[seat]:
            return refuse("bench-done", "Pull the goalie before you are done with the bench for this face-off.",
                          rule("General Hockey Rules: Pull/Replace Goalie"))
        return _goalie_verdict(t, state, seat, kind)
    if kind == "side":
        if not all(state.ready):
            return refuse("bench-first", "Both sides finish with the bench before the face-off side is chosen.",
                          rule(STOPPAGE_R))
        if seat != stop.chooser:
            return refuse("not-your-side", f"{state.names[stop.chooser]} chooses the face-off side.",
                          rule(STOPPAGE_R))
        if args[0] not in t.rink.dots[stop.place]:
            return refuse("not-a-dot", "Choose one of this zone's face-off circles.", rule(STOPPAGE_R))
        return ALLOWED
    if kind == "special-card":          # a special called before the face-off (Time out, O100)
        return specials.stoppage_verdict(t, state, seat, args[0], args[1])
    if kind not in ("switch", "keep"):
        return refuse("stoppage", "Play is stopped: switch with the bench, then the face-off.", rule(STOPPAGE_R))
    if state.ready[seat]:
        why = " (no switches after your Icing)" if stop.no_bench == seat else ""
        return refuse("bench-done", f"You are done with the bench for this stoppage{why}.", rule(STOPPAGE_R))
    if kind == "keep":
        return ALLOWED
    return _switch_verdict(t, state, seat, args)


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
        from tabletop.games.breakaway_ccg import shootout
        return shootout.apply(t, state, action, events), events
    if state.effects and state.phase == USE and action.kind in fl.OFFICIAL_ACTIONS and _takes_free(t, state, action):
        state = _free_action(t, state, action, events)
    else:
        state = _apply(t, state, action, events)
    if state.effects:
        state = sup.tidy(state)  # Support (O120): a card off the bench is face up no more
    if state.calls and state.phase in (PLAY, USE, START, PLACE) and pen.whistle_due(state):
        state = pen.blow(t, state, events)
    if state.effects and state.phase == PLAY:  # Specialized (O119): a card played for this seat
        state = spz.play_for(t, state, events)
    return state, events


def _takes_free(t: Tables, state: CcgState, action: Action) -> bool:
    """Whether this action spends one of Breakaway's free actions: the card's own action (or an
    uncontested Move, a +3 bonus's Shoot) goes first, the free ones after it (O41)."""
    kind, top = action.kind, state.play[-1]
    if not specials.free_actions(state, top) or kind == "save":
        return False
    if (kind == "move" and state.free_move) or (kind == "shoot" and state.free_shot):
        return False
    return state.action_used or _spent(state) or kind not in usable_actions(t, state)


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
        return pen.pshot_apply(t, state, action, events)
    if phase == FIGHT:
        return fights.lay(t, state, action.seat, action.args[0], events)
    if state.phase == STOPPAGE and state.effects and spz.choosing(state):  # Specialized (O119)
        return spz.choose(t, state, action, events)
    if phase == whistle.WHISTLE:
        return whistle.apply(t, state, action, events)
    if action.kind == "special-card" and sup.owns(action):  # Support (O120)
        return sup.turn(t, state, action, events)
    if kind == "home-ice":
        state = fl.choose_home(t, state, seat, args[0], events)
    elif kind == "switch" and phase == USE:
        state = specials.use_switch(t, state, seat, args[0], args[1], events)
    elif kind == "special-card" and phase == STOPPAGE:
        state = specials.use_at_stoppage(t, state, seat, args[0], args[1], events)
    elif kind == "switch":
        state = fl.line_swap(t, state, seat, *args, events) if phase == START else \
            fl._after_bench(t, fl.swap(t, state, seat, args[0], args[1], events), events)
    elif kind == "keep":
        state = fl.bench_done(t, state, seat, events)
    elif kind == "side":
        state = fl.choose_side(t, state, seat, args[0], events)
    elif kind == "challenge":
        state = fl.pick(t, state, seat, args[0], events)
    elif kind == "decline":
        state = fl.decline(t, state, seat, events)
    elif kind == "place":
        state = fl.place(t, state, seat, args[0], events)
        state = fl.auto_end(t, state, events) if state.phase == USE else state
    elif kind == "token":
        state = fl.use_token(t, state, seat, args[0], events)
    elif kind == "line-change":
        state = fl.line_change(t, state, seat, events)
    elif kind == "go":
        state = fl.go(t, state, events)
    elif kind == "pull-goalie":
        state = fl.pull_goalie(t, state, seat, events)
    elif kind == "replace-goalie":
        state = fl.replace_goalie(t, state, seat, events)
    elif kind == "any-shot":
        state = fl.any_shot(t, state, events)
    elif kind == "play":
        state = fl.play_card(t, state, seat, args[0], events)
    elif kind == "concede":
        state = fl.concede(t, state, events)
    elif kind == "ability":
        state = oc.orange(t, state, args[1], events)
    elif kind == "color":
        state = oc.use(t, state, args[0], events)
    elif kind == "stop-movement":
        state = oc.stop_movement(t, state, events)
    elif kind in oa.KINDS:
        state = oa.apply(t, state, action, events)
    elif kind == "move":
        state = fl.move(t, state, args[0], events)
    elif kind in ("shoot", "on-net"):
        state = fl.shoot(t, state, kind, events)
    elif kind == "score":
        state = fl.score(t, state, events)
    elif kind == "tip":
        state = fl.tip(t, state, events)
    elif kind == "save":
        state = fl.save(t, state, events)
    elif kind == "body-check":
        state = fl.body_check(t, state, events)
    elif kind == "grind":
        state = fl.grind(t, state, events)
    elif kind == "dump-in":
        state = fl.dump(t, state, ch.DUMP_IN, args[0], events)
    elif kind == "dump-out":
        state = fl.dump(t, state, ch.DUMP_OUT, "", events)
    elif kind == "special":
        state = specials.use(t, state, args[0], events)
    elif kind == "special-card":
        state = specials.use(t, state, args[0], events, args[1])
    elif kind == "special-area" and save_owed(state):
        state = specials.save_keep(t, state, args[0], args[1], events)
    elif kind == "special-area":
        state = specials.use(t, state, args[0], events, area=args[1])
    elif kind == "special-choice":
        state = specials.use(t, state, args[0], events, choice=args[1])
    elif kind == "special-wild":
        state = specials.use(t, state, args[0], events, args[1], choice=args[2])
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
    if kind == "token":
        return "Token: draw a card" if args[0] == "draw" else "Token: Extra Man (a Momentum Card)"
    if kind == "line-change":
        return "Change lines"
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
        return f"Special: {name}"
    if kind == "special-card":
        name = t.cards.specials_text.get(args[0], (args[0], ""))[0]
        if state.phase == STOPPAGE:
            return f"Call {name} with {t.label[args[1]]}"
        if state.phase == whistle.WHISTLE:
            return f"{name}! Play {t.label[args[1]]} and keep play going"
        if args[1] in state.benches[action.seat]:
            return f"Special: {name}, taking {t.label[args[1]]} from the bench"
        if args[0] == "select-promotion":
            return f"Special: {name}, promoting {t.label[args[1]]}"
        return f"Special: {name}, giving up {t.label[args[1]]}"
    if kind == "special-area":
        name = t.cards.specials_text.get(args[0], (args[0], ""))[0]
        return f"Special: {name}, the puck to {t.area_name[args[1]]}"
    if kind == "special-wild":
        name = t.cards.specials_text.get(args[0], (args[0], ""))[0]
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
    from tabletop.games.breakaway_ccg import shootout

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
