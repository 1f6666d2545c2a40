"""What the official rules allow now (Part 2): the card's usable actions, each action's, special's and
ability's verdict, Phase 1's options, and the legal uses of the card in play, built directly.
"""

from __future__ import annotations

from tabletop.engine.actions import Action
from tabletop.engine.verdict import ALLOWED, Verdict, refuse
from tabletop.games.breakaway_ccg.official import abilities as oc
from tabletop.games.breakaway_ccg.official import actions as oa
from tabletop.games.breakaway_ccg.official import basics, power_play
from tabletop.games.breakaway_ccg.official import challenges as ch
from tabletop.games.breakaway_ccg.official.basics import gained
from tabletop.games.breakaway_ccg.official.bench_switches import bench_switch_actions, switch_verdict
from tabletop.games.breakaway_ccg.official.challenges import challenge_card_spent, challenge_use
from tabletop.games.breakaway_ccg.official.citations import (
    ABILITIES,
    ACTIONS_R,
    CHALLENGES,
    FINAL,
    MOMENTUM,
    PHASES,
    SCORING,
    SPECIAL,
    STOPPAGE_R,
    rule,
)
from tabletop.games.breakaway_ccg.official.puck_paths import along_the_boards
from tabletop.games.breakaway_ccg.rink import DEFENSIVE, NEUTRAL, OFFENSIVE
from tabletop.games.breakaway_ccg.specials import interpreter as specials
from tabletop.games.breakaway_ccg.state import SAVE, SCORE, START, CcgState
from tabletop.games.breakaway_ccg.tables import Tables

ACTION_NAMES = {"move": "Move", "shoot": "Shoot", "on-net": "On-Net", "score": "Score", "save": "Save",
                "body-check": "Body-Check", "tip": "Tip", **oa.NAMES}


ALL_ACTIONS = frozenset(basics.OFFICIAL_ACTIONS)


NEW_ACTIONS = tuple(oa.KINDS)


# ----- what the card in play offers --------------------------------------------------------------
def usable_actions(t: Tables, state: CcgState) -> frozenset[str]:
    """The card's printed actions, any of them on Doubles or a Run (its one action, in place of the
    printed one: O19), and the ones an ability gained for this turn (Blue, Brown, Gold, Pink, Bronze,
    Green, Silver)."""
    top = state.play[-1]
    if basics.cancelled(state, top):
        # No printed action; Doubles, a Run and what an ability gained are not printed ones, and an
        # Injured card has none at all (Card Effects: Cancelled; Injured; O20).
        if basics.injured(state, top):
            return frozenset()
        if state.doubles or state.run:
            return ALL_ACTIONS
        return frozenset(basics.gained(state, top, "action")) if not basics.abilities_lost(t, state, top) \
            else frozenset()
    if state.doubles or state.run:
        return ALL_ACTIONS
    printed = frozenset(t.card[top].actions)
    if state.effects:
        extra = basics.gained(state, top, "action")
        if extra:
            printed = printed | frozenset(extra)
    if "block" not in printed and state.stage == SCORE and oc.number_block(t, state, top):
        printed = printed | {"block"}          # a Colored # in the puck's area (Symbols; O75)
    return printed


def printed_actions(t: Tables, state: CcgState) -> frozenset[str]:
    """The actions the card itself has (printed, or any on Doubles or a Run): the one that must be
    used when possible (Phase 3). What an ability gains is optional, as abilities are (O67)."""
    top = state.play[-1]
    if basics.cancelled(state, top):
        return frozenset()
    if state.doubles or state.run:
        return ALL_ACTIONS
    return frozenset(t.card[top].actions)


def may_gain_score(t: Tables, state: CcgState) -> bool:
    """The shooter's card on the Shot Card could still gain a Score from an unused ability (Blue,
    Silver over a Score card, Purple's any action; O69)."""
    top = state.play[-1]
    if basics.abilities_lost(t, state, top):
        return False
    colors = power_play.colors(t, state, top, state.turn)
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
    doubles, run, _ = basics.card_combo(t, play, frozenset())
    return doubles or run


def saves_itself(t: Tables, state: CcgState) -> bool:
    """The card answering a Score has a Save of its own, not only a way to call the goal back
    (Video Review, Pressure, a black ability on High Sticking; O85, O88, O89): a printed Save,
    Purple, or Doubles or a Run."""
    top = state.play[-1]
    return "save" in t.card[top].actions or oc.can_save(t, state, top, state.turn) or state.doubles or state.run


def action_verdict(t: Tables, state: CcgState, kind: str, args: tuple = ()) -> Verdict:
    """Whether the card in play may use the action ``kind`` now."""
    seat = state.turn
    top = state.play[-1]
    name = state.names
    control = state.control == seat
    free = (kind == "move" and state.free_move and control) or (kind == "shoot" and state.free_shot) \
        or (state.effects and specials.free_actions(state, top) > 0 and kind in basics.OFFICIAL_ACTIONS)
    if challenge_card_spent(state) and not free:
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
        if state.effects and basics.no_shoot(state, seat):
            return refuse("fight-no-shoot", "A fight's Blue Non-player effect: no Shoot for you this period.",
                          rule("Fights"))
        if state.shot is not None:
            return refuse("shot-on", "A shot is already under way.", rule(SCORING))
        if not control:
            return refuse("no-control-shot", "You must control the puck to shoot.", rule(SCORING))
        if state.puck not in t.offensive[seat]:
            return refuse("shoot-outside", f"Shots are taken from the offensive zone, {name[1 - seat]}'s end; the "
                                           f"puck is in {t.area_name[state.puck]}.", rule(SCORING))
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


def cycle_boards(t: Tables, state: CcgState) -> tuple[str, ...]:
    """Cycle's other option (Part 3: Cycle): the card in play, with Cycle unused, may use its Move to
    take the puck along the boards to the area of its own number in the same zone. The path, start
    first, when that is possible beyond one arrow; empty otherwise (one arrow is a plain Move)."""
    top = state.play[-1] if state.play else None
    if top is None or state.special_used or state.action_used or state.shot is not None \
            or basics.cancelled(state, top) or (state.challenge is not None and challenge_use(state) == "one"):
        return ()
    if "cycle" not in t.card[top].specials and not (state.effects and "cycle" in gained(state, top, "special")):
        return ()
    n = basics.number(t, top)
    path = along_the_boards(t, state.puck, n) if n is not None else ()
    return path if path and path[-1] not in t.arrows[state.puck] else ()


def _adjacent(t: Tables, state: CcgState, area: str) -> Verdict:
    arrows = t.arrows[state.puck]
    if area in arrows:
        return ALLOWED
    boards = cycle_boards(t, state)
    if boards and boards[-1] == area:
        return ALLOWED
    reach = ", ".join(t.area_name[a] for a in arrows)
    return refuse("not-adjacent", f"The puck moves one area along an arrow: from {t.area_name[state.puck]} it can "
                                  f"reach {reach}.", rule(ACTIONS_R))


def _dump_verdict(t: Tables, state: CcgState, kind: str, target: str | None) -> Verdict:
    """Dump In is a special with a handler (``specials.handlers``); its verdict is here for the legal list and the flow."""
    return dump_verdict(t, state, kind, target)


def special_used_refusal(t: Tables, state: CcgState) -> Verdict | None:
    """Why no special of the card in play may be used now, shared by every special (Dump In
    included): one per card (Phases of a Turn), a one-use challenge card that has used its ability
    or action (General Challenge Procedure), or a Cancelled card (Card Effects: Cancelled); ``None``
    when none of them stops it."""
    if state.special_used:
        return refuse("one-special", "This card's special is used (one per card).", rule(PHASES))
    if challenge_card_spent(state):
        return refuse("challenge-one-use", "The challenge card gives one ability, action or special.",
                      rule(CHALLENGES))
    top = state.play[-1]
    if basics.cancelled(state, top):
        return refuse("cancelled", f"{t.label[top]} is Cancelled: it has no specials.",
                      rule("Card Effects: Ignore & Cancelled"))
    return None


def _special_verdict(t: Tables, state: CcgState, sid: str, card: str | None = None,
                     area: str | None = None, choice: str | None = None) -> Verdict:
    """One special per card, none from a spent challenge card, none from a Cancelled card (Phases
    of a Turn, Phase 3; Card Effects: Cancelled); then the special's own rule (``specials.interpreter``)."""
    used = special_used_refusal(t, state)
    if used is not None:
        return used
    return specials.verdict(t, state, sid, card, area, choice)


def _any_shot_verdict(t: Tables, state: CcgState) -> Verdict:
    seat = state.turn
    top = state.play[-1]
    goalie = "Pull/Replace Goalie"
    if not state.goalie_pulled[1 - seat]:
        return refuse("net-not-empty", "Any Shot comes only against an empty net (a pulled goalie).",
                      rule(f"General Hockey Rules: {goalie}"))
    if not t.player[top] or basics.cancelled(state, top):
        return refuse("any-shot-player", "Only a Player card gains Any Shot against an empty net.",
                      rule(f"General Hockey Rules: {goalie}"))
    if state.special_used or challenge_card_spent(state) or state.challenge is not None:
        return refuse("one-special", "This card's special is used (one per card, and none from a challenge "
                                     "card).", rule(PHASES))
    if state.control != seat or state.shot is not None:
        return refuse("no-control-shot", "You must control the puck, with no shot under way.", rule(SCORING))
    return ALLOWED


def _grind_symbol(t: Tables, card: str) -> bool:
    """``card`` has the Grind ability symbol (kept per card)."""
    kept = t.__dict__.get("grind_symbol")
    if kept is None:
        kept = t.__dict__["grind_symbol"] = {}
    has = kept.get(card)
    if has is None:
        has = kept[card] = any(s.kind == "grind" for s in t.card[card].symbols)
    return has


def _grind_verdict(t: Tables, state: CcgState, colors: tuple[str, ...] | None = None) -> Verdict:
    top = state.play[-1]
    if not _grind_symbol(t, top) and \
            not ("yellow" in colors if colors is not None else oc.has_color(t, state, top, "yellow")):
        return refuse("no-grind", f"{t.label[top]} has no Grind symbol and no yellow ability (ruling O73).",
                      rule(ABILITIES))
    if basics.abilities_lost(t, state, top):
        return refuse("injured", f"{t.label[top]} is Injured: it has no abilities.", rule("General Hockey Rules: Injured"))
    if "grind" in state.colors_used:
        return refuse("one-grind", "This card's Grind is used.", rule(PHASES))
    # A challenge's winning card may Grind: it is one of its uses (General Challenge Procedure).
    if challenge_card_spent(state):
        return refuse("challenge-one-use", "The challenge card gives one ability, action or special, and you have "
                                           "used it.", rule(CHALLENGES))
    if challenge_use(state) == "each" and state.ability_used:
        return refuse("one-ability", "A Grind win gives one ability of the card.", rule(CHALLENGES))
    if state.shot is not None:
        return refuse("grind-during-shot", SHOT_ON.format("A Grind"), rule(SCORING))
    return ALLOWED


#: No challenge starts between a shot's cards (ruling O122: How to Score a Goal is silent on one).
SHOT_ON = ("{} cannot start while a shot is under way: the shot's next cards are the Shot Card, the score "
           "attempt and the save (ruling O122).")


def _ability_verdict(t: Tables, state: CcgState, color: str, area: str) -> Verdict:
    return oc.orange_verdict(t, state, color, area)


def use_candidates(t: Tables, state: CcgState) -> list[Action]:
    seat = state.turn
    top = state.play[-1]
    arrows = t.arrows[state.puck]
    out = [Action(seat, "ability", (color, a)) for color in power_play.colors(t, state, top, seat) for a in arrows]
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


#: The last position ``use_legal`` answered: (tables, state, its uses but End, the option lists
#: ``mandatory_open`` may reuse, whether End is never offered (a save owed), End's answer or None).
#: A playout asks twice of each position, once in ``apply`` (``sequence.auto_end``: does the
#: card offer anything more?) and once for the legal actions; states are frozen, so the same
#: object has the same answer. One tuple, replaced whole, so threads sharing a game never mix two.
_last: tuple = (None, None, (), {}, False, None)


def use_legal(t: Tables, state: CcgState, with_end: bool = True) -> list[Action]:
    """The legal uses of the card in play, built directly (the hot path of every playout); the
    contract tests check it against ``validate_use`` over the whole action space."""
    last = _last
    if last[1] is not state or last[0] is not t:
        last = _uses(t, state)
    out = list(last[2])
    if with_end and not last[4]:
        end = last[5]
        if end is None:
            end = not mandatory_open(t, state, last[3])
            _set_last((*last[:5], end))
        if end:
            out.append(Action(state.turn, "end"))
    return out


def _set_last(entry: tuple) -> None:
    global _last
    _last = entry


def _uses(t: Tables, state: CcgState) -> tuple:
    out, known, no_end = _build_uses(t, state)
    entry = (t, state, tuple(out), known, no_end, None)
    _set_last(entry)
    return entry


def _build_uses(t: Tables, state: CcgState) -> tuple[list[Action], dict[str, list[Action]], bool]:
    """The uses but End, the action options built on the way, and whether End is ruled out."""
    seat = state.turn
    top = state.play[-1]
    arrows = t.arrows[state.puck]
    spent = challenge_card_spent(state)
    out: list[Action] = []
    colors = oc.usable_colors(t, state, top, seat)
    known: dict[str, list[Action]] = {}
    if not spent and not (challenge_use(state) == "each" and state.ability_used) and \
            not basics.abilities_lost(t, state, top):
        out.extend(oc.options(t, state, colors))
    if save_owed(state):
        if saves_itself(t, state):
            out.append(Action(seat, "save"))
            out.extend(specials.save_actions(t, state))     # a save that keeps the puck (O102)
        if t.special_rules[top] and specials.calls_back(t, top) and not basics.cancelled(state, top):
            out.extend(a for a in specials.use_actions(t, state) if specials.calls_back(t, top, a.args[0]))
        return out, known, True
    if ("yellow" in colors or _grind_symbol(t, top)) and _grind_verdict(t, state, colors).ok:
        out.append(Action(seat, "grind"))
    if state.goalie_pulled[1 - seat] and _any_shot_verdict(t, state).ok:
        out.append(Action(seat, "any-shot"))
    if (t.special_rules[top] or (state.effects and t.player[top] and specials.granted(t, state, top))) \
            and not state.special_used and not spent and not basics.cancelled(state, top) \
            and not (state.challenge is not None and challenge_use(state) == "one"
                     and (state.ability_used or state.action_used)):
        out.extend(specials.use_actions(t, state))
    if state.effects and basics.gained(state, top, "special") \
            and not state.special_used and not spent and not basics.cancelled(state, top) \
            and not (state.challenge is not None and challenge_use(state) == "one"
                     and (state.ability_used or state.action_used)):
        gained = basics.gained(state, top, "special")
        if "dump-in" in gained and "dump-in" not in t.card[top].specials:
            out.extend(a for a in specials.HANDLERS["dump-in"].actions(t, state, "dump-in")
                       if _dump_verdict(t, state, a.kind, a.args[0] if a.args else None).ok)    # Red (O72)
        if "cycle" in gained and "cycle" not in t.card[top].specials:
            out.extend(specials.HANDLERS["cycle"].actions(t, state, "cycle"))
    if state.effects and specials.bench_switches(state, seat):     # Changing Lines, Rushed line Change
        out.extend(bench_switch_actions(t, state, seat))
    can_act = not state.action_used and not spent
    acts = usable_actions(t, state)
    if state.effects and specials.free_actions(state, top):     # Breakaway: free actions of any kind
        can_act, acts = True, frozenset(basics.OFFICIAL_ACTIONS)
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
        if control and can_act and "move" in acts and (boards := cycle_boards(t, state)):
            out.append(Action(seat, "move", (boards[-1],)))       # Cycle along the boards
        if control and state.shot is None and state.puck in t.offensive[seat] and \
                not (state.effects and basics.no_shoot(state, seat)):
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
    return out, known, False


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
    last = _last
    # One of the uses ``use_legal`` just offered for this position (a playout's checked apply of
    # the action it took from them), or End once its answer is known: no second check.
    if last[1] is state and last[0] is t and action.seat == state.turn and \
            (any(a is action for a in last[2]) or (kind == "end" and not last[4] and last[5])):
        return ALLOWED
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
    return list(_START[seat])


#: Phase 1's choices for each seat, in the order the legal list offers them; actions are frozen
#: values, so one object per seat serves every position.
_START = tuple((Action(s, "token", ("draw",)), Action(s, "token", ("extra-man",)), Action(s, "line-change"),
                Action(s, "line-change-no-draw"), Action(s, "pull-goalie"), Action(s, "replace-goalie"))
               for s in (0, 1))
_GO = (Action(0, "go"), Action(1, "go"))
_STOPPAGE = tuple((Action(s, "token", ("draw",)), Action(s, "token", ("extra-man",)), Action(s, "pull-goalie"))
                  for s in (0, 1))
_KEEP = (Action(0, "keep"), Action(1, "keep"))


def _start_allowed(t: Tables, state: CcgState, seat: int) -> tuple[bool, bool, bool, bool, bool]:
    """Which of Phase 1's choices ``validate_start`` allows: (token Draw, token Extra Man, a line
    change, pulling the goalie, putting it back), worked out once for the whole list."""
    token = state.tokens[seat] >= 1 and not state.token_used
    line = _line_change_verdict(t, state, seat) is None
    # ``_goalie_verdict``'s two answers in Phase 1, from one look at the effects.
    pulled, pending = state.goalie_pulled[seat], _goalie_pending(state, seat)
    start = state.phase == START
    pull = not pulled and "goalie-pulling" not in pending and not (state.token_used and start)
    back = pulled and "goalie-replacing" not in pending and start and not state.token_used
    return token and bool(state.decks[seat]), token and bool(state.momentum), line, pull, back


def _goalie_pending(state: CcgState, seat: int) -> tuple[str, ...]:
    """The kinds of ``seat``'s goalie changes waiting for its next Phase 1 (pulling, replacing)."""
    if not state.effects:
        return ()
    return tuple(e.kind for e in state.effects if e.seat == seat and e.kind in _GOALIE_KINDS)


_GOALIE_KINDS = frozenset(("goalie-pulling", "goalie-replacing"))


def start_legal(t: Tables, state: CcgState, seat: int) -> list[Action]:
    """Phase 1's legal choices but Go (``validate_start``'s, built directly)."""
    draw, extra, line, pull, back = _start_allowed(t, state, seat)
    draw_a, extra_a, line_a, line_no_draw, pull_a, back_a = _START[seat]
    out = []
    if draw:
        out.append(draw_a)
    if extra:
        out.append(extra_a)
    if line:
        out += (line_a, line_no_draw)
    if pull:
        out.append(pull_a)
    if back:
        out.append(back_a)
    return out


def start_options(t: Tables, state: CcgState, seat: int) -> bool:
    return any(_start_allowed(t, state, seat))


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
    if kind not in ("line-change", "line-change-no-draw"):
        return refuse("phase-one", "It is the start of your turn: use a momentum token, change lines, or go on to "
                                   "play a card.", rule(PHASES))
    refusal = _line_change_verdict(t, state, seat)
    return ALLOWED if refusal is None else refusal


def _line_change_verdict(t: Tables, state: CcgState, seat: int) -> Verdict | None:
    """Why no line change is allowed in Phase 1 now, or None when one is."""
    if state.token_used:
        return refuse("one-start-choice", "Phase 1 offers one choice, and you spent a token.", rule(PHASES))
    if state.final_minute:
        return refuse("no-line-change-final", "No line changes in the Final Minute.", rule(FINAL))
    if state.shot is not None:
        return refuse("line-change-shot", "Your shot is under way: this turn's card is your score attempt on the "
                                          "Shot Card, which a line change would skip.", rule(SCORING))
    if power_play.power_play(state):
        return refuse("no-line-change-pp", "No line changes during a power play or 4-on-4.",
                      rule("Power Play & Penalty Kill"))
    if t.rink.zone(state.puck, seat) == DEFENSIVE and state.bonus[1 - seat] >= power_play.max_bonus(state, 1 - seat):
        return refuse("line-change-bonus", "From your defensive zone you may change lines only while the "
                                           "opponent's passing bonus is below its maximum.", rule(PHASES))
    return None


def _goalie_verdict(t: Tables, state: CcgState, seat: int, kind: str) -> Verdict:
    where = rule("General Hockey Rules: Pull/Replace Goalie")
    pulling = any(e.kind == "goalie-pulling" and e.seat == seat for e in state.effects)
    if kind == "replace-goalie":
        if not state.goalie_pulled[seat] or any(e.kind == "goalie-replacing" and e.seat == seat
                                                for e in state.effects):
            return refuse("goalie-in", "Your goalie is in net, or back in it at your next turn.", where)
        if state.phase != START:
            return refuse("replace-when", "The goalie goes back in Phase 1 (and at every stoppage by itself).",
                          where)
        if state.token_used:
            return refuse("one-start-choice", "Phase 1 offers one choice, and you spent a token.", rule(PHASES))
        return ALLOWED
    if state.goalie_pulled[seat] or pulling:
        return refuse("goalie-out", "Your goalie is already pulled.", where)
    if state.token_used and state.phase == START:
        return refuse("one-start-choice", "Phase 1 offers one choice, and you spent a token.", rule(PHASES))
    return ALLOWED


def bench_phase_legal(t: Tables, state: CcgState, seat: int) -> list[Action]:
    """Phase 1 and stoppages: the switches built directly, the few other kinds through ``validate``."""
    if state.phase == START:
        if seat != state.turn:
            return []
        if state.placing is not None:
            return bench_switch_actions(t, state, seat) + [_KEEP[seat]]
        out = start_legal(t, state, seat)
        out.append(_GO[seat])
        return out
    if state.ready[seat]:
        out = []
    else:
        out = bench_switch_actions(t, state, seat)
        out.append(_KEEP[seat])
        if state.hands[seat]:
            out += specials.stoppage_actions(t, state, seat)
    # The tokens and the pulled goalie as ``validate_stoppage`` allows them.
    draw_a, extra_a, pull_a = _STOPPAGE[seat]
    if state.tokens[seat] >= 1 and not state.token_used:
        if state.decks[seat]:
            out.append(draw_a)
        if state.momentum:
            out.append(extra_a)
    if not state.ready[seat] and _goalie_verdict(t, state, seat, "pull-goalie").ok:
        out.append(pull_a)
    stop = state.stoppage
    if stop is not None and all(state.ready) and seat == stop.chooser:
        out += [Action(seat, "side", (a,)) for a in t.rink.dots[stop.place]]
    return out


def validate_stoppage(t: Tables, state: CcgState, action: Action) -> Verdict:
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
    return switch_verdict(t, state, seat, args)


# ----- Dump In (Part 2, Challenges: Dump In and Dump Out; Part 3: Dump In) --------------------------
def _red(state: CcgState, top: str) -> tuple[str, ...]:
    """The specials a Red ability gained for the card in play (O72)."""
    return gained(state, top, "special")


def dump_verdict(t: Tables, state: CcgState, kind: str, target: str | None) -> Verdict:
    seat = state.turn
    top = state.play[-1]
    used = special_used_refusal(t, state)       # Dump In is a special
    if used is not None:
        return used
    if "dump-in" not in t.card[top].specials and "dump-in" not in _red(state, top):
        return refuse("no-dump-in", f"{t.label[top]} has no Dump In special.", rule(CHALLENGES))
    if state.shot is not None:
        return refuse("dump-during-shot", SHOT_ON.format("A dump"), rule(SCORING))
    if state.control != seat:
        return refuse("dump-control", "You must have the puck to dump it.", rule(CHALLENGES))
    zone = t.rink.zone(state.puck, seat)
    if kind == ch.DUMP_IN:
        if zone != NEUTRAL:
            return refuse("dump-in-zone", "A Dump In starts from the neutral zone.", rule(CHALLENGES))
        if target is not None and t.rink.zone(target, seat) != OFFENSIVE:
            return refuse("dump-in-target", "A Dump In sends the puck into your offensive zone.", rule(CHALLENGES))
        return ALLOWED
    if zone != DEFENSIVE:
        return refuse("dump-out-zone", "A Dump Out starts from your defensive zone.", rule(CHALLENGES))
    return ALLOWED
