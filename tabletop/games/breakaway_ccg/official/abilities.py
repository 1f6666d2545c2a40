"""The colors' abilities under the official rules (Part 2, "Abilities"; rulings O67-O74): which colors
a card may use, and each color's verdict and options.

Orange places the puck (the ``ability`` action: color and area, the Beginner shape); every other
color is the ``color`` action (the color alone): Black stops play, Blue, Brown, Gold, Pink,
Bronze and Green gain actions for the card's turn, Purple a free action of any kind, Red the
Dump In special, Silver copies from the card beneath; Green may also stop the opponent's last
puck movement (``stop-movement``). Yellow is the Grind ability (the ``grind`` action, O73).
What a color gains lasts for the turn as an ``Effect("gain", ...)`` on the card in play; using
one is in ``official.ability_play``.
"""

from __future__ import annotations

from tabletop.engine.actions import Action
from tabletop.engine.events import Event
from tabletop.engine.evolve import evolve
from tabletop.engine.verdict import ALLOWED, Verdict, refuse
from tabletop.games.breakaway_ccg.citations import BOOK
from tabletop.games.breakaway_ccg.official import basics, passing_bonus, power_play, puck_paths
from tabletop.games.breakaway_ccg.official.basics import gained, lost_colors
from tabletop.games.breakaway_ccg.official.challenges import challenge_card_spent, challenge_use
from tabletop.games.breakaway_ccg.official.citations import CHALLENGES, PHASES
from tabletop.games.breakaway_ccg.specials import support as sup
from tabletop.games.breakaway_ccg.state import CcgState
from tabletop.games.breakaway_ccg.tables import Tables

KINDS = {"color": ("color",), "stop-movement": ()}


#: The actions a color's ability gains for the turn (Abilities).
GAINS = {"blue": ("score", "move", "on-net"), "brown": ("body-check",), "gold": ("stretch-pass", "block"),
         "pink": ("draw",), "bronze": ("icing",), "green": ("clone",)}


#: The specials a color gains (Red: Dump In and Cycle, O72).
SPECIAL_GAINS = {"red": ("dump-in", "cycle")}


WORDS = {"blue": "gains Score, Move and On-Net", "brown": "gains Body-Check", "gold": "gains Stretch Pass and Block",
         "pink": "gains Draw", "bronze": "gains Icing", "green": "gains Clone", "red": "gains the Dump In and Cycle specials",
         "purple": "may use any one action", "black": "stops play"}


def rule(section: str) -> str:
    return f"{BOOK}, Official rules — {section}"


ABILITIES = rule("Abilities")


def usable_colors(t: Tables, state: CcgState, card: str, seat: int) -> tuple[str, ...]:
    """The card's colors for ``seat`` (``official.power_play.colors``), the ones its symbols grant now (a
    Dot, a Colored #, Zone or Affiliation; O75) and the ones Silver copied onto it."""
    if state.effects and t.player[card] and basics.cancelled(state, card):
        # A Cancelled Player card keeps what its colors and symbols grant (a K symbol's on a penalty
        # kill too), not what it gained: a power play's Suit Circle, Silver's copies (Card Effects; O20).
        lost = lost_colors(state, seat) if basics.has_effect(state, "lose-colors") else ()
        kill = power_play.kill_colors(t, card) if power_play.short(state, seat) else ()
        own = tuple(dict.fromkeys(c for c in t.colors[card] + kill if c not in lost))
        extra: tuple[str, ...] = ()
    else:
        own = power_play.colors(t, state, card, seat)
        extra = gained(state, card, "color")
    cache = t.__dict__.get("color_grants")
    if cache is None:
        cache = t.__dict__["color_grants"] = {}
    grants = cache.get(card)
    if grants is None:
        grants = cache[card] = tuple(s for s in t.card[card].symbols
                                     if s.kind in ("dot", "number", "zone", "affiliation") and s.color)
    if grants and state.effects and sup.no_hashtag(state, card):     # Support (O120): Defensive Zone
        grants = tuple(s for s in grants if s.kind != "number")
    if grants:
        extra = symbol_colors(t, state, grants, seat) + extra
        if extra and state.effects and basics.has_effect(state, "lose-colors"):
            lost = lost_colors(state, seat)
            extra = tuple(c for c in extra if c not in lost)
    if not extra:
        return own
    out = list(own)
    out.extend(c for c in extra if c not in out)
    return tuple(out)


def symbol_colors(t: Tables, state: CcgState, grants: tuple, seat: int) -> tuple[str, ...]:
    """The colors the symbols grant now (Symbols; O75): a Dot always; a Colored # while ``seat``
    controls the puck in an area of that number; a Zone symbol while the puck is in that zone (as
    ``seat`` sees it); an Affiliation symbol when ``seat`` is the home (H) or away (A) side."""
    out: list[str] = []
    for s in grants:
        if s.kind == "dot":
            ok = True
        elif s.kind == "number":
            ok = state.control == seat and t.rink.by_id[state.puck].number == s.area
        elif s.kind == "zone":
            ok = t.rink.zone(state.puck, seat) == s.zone
        else:
            ok = (state.home == seat) == (s.side == "home")
        if ok and s.color not in out:
            out.append(s.color)
    return tuple(out)


def number_block(t: Tables, state: CcgState, card: str) -> bool:
    """A Colored # allows the Block action while the puck is in an area of that number (Symbols)."""
    n = t.rink.by_id[state.puck].number
    if state.effects and sup.no_hashtag(state, card):      # Support (O120): Defensive Zone
        return False
    return any(s.kind == "number" and s.area == n for s in t.card[card].symbols)


def has_color(t: Tables, state: CcgState, card: str, color: str) -> bool:
    """``color`` is among ``usable_colors`` for the side on turn, answered cheaply when nothing
    (a power play, a penalty kill, a pulled goalie, a fight, Silver) can change the printed colors."""
    printed = color in t.colors[card]
    if not state.effects and not power_play.strengths_differ(state) \
            and not any(s.color == color for s in t.card[card].symbols):
        return printed
    return color in usable_colors(t, state, card, state.turn)


def gain(state: CcgState, seat: int, card: str, what: str, items: tuple[str, ...]) -> CcgState:
    """``card`` gains ``items`` (actions, colors or specials) for its turn (O67; High Sticking, O89)."""
    return add_gains(state, seat, card, what, items)


def add_gains(state: CcgState, seat: int, card: str, what: str, items: tuple[str, ...]) -> CcgState:
    if not items:
        return state
    return evolve(state, effects=state.effects + tuple(basics.Effect(f"gain-{what}", seat, "turn", i, card)
                                                       for i in items))


# ----- legality -----------------------------------------------------------------------------------
def common(t: Tables, state: CcgState, color: str) -> Verdict:
    """What every ability shares: the card has the color, is not Cancelled, has not used it, and a
    challenge card's single use is not spent (Phase 3; Card Effects: Cancelled)."""
    top = state.play[-1]
    if challenge_card_spent(state):
        return refuse("challenge-one-use", "The challenge card gives one ability, action or special, and you have "
                                           "used it.", rule(CHALLENGES))
    if color not in usable_colors(t, state, top, state.turn):
        return refuse("no-such-color", f"{t.label[top]} has no {color} color, so it gives no {color} ability "
                                       "(a power play adds its Suit Circle color, a penalty kill its K color, Silver "
                                       "the colors of the card beneath).", ABILITIES)
    if basics.abilities_lost(t, state, top):
        return refuse("injured", f"{t.label[top]} is Injured: it has no abilities.", rule("General Hockey Rules: Injured"))
    if color in state.colors_used:
        return refuse("repeated-ability", f"The {color} ability is used: each ability once per card.",
                      rule(PHASES))
    if challenge_use(state) == "each" and state.ability_used:
        return refuse("one-ability", "A Grind win gives one ability of the card.", rule(CHALLENGES))
    return ALLOWED


def orange_verdict(t: Tables, state: CcgState, color: str, area: str) -> Verdict:
    """The ``ability`` action: only Orange places the puck (O67)."""
    v = common(t, state, color)
    if not v.ok:
        return v
    if color != "orange":
        return refuse("ability-no-puck", f"The {color} ability does not move the puck: use it as the {color} "
                                         "ability itself.", ABILITIES)
    if state.control != state.turn:
        return refuse("orange-control", "Orange places the puck only while you control it.", ABILITIES)
    if puck_paths.action_moved(state):
        return refuse("orange-after-action", "An action of this card has already moved the puck this turn, so "
                                             "Orange cannot.", ABILITIES)
    if area not in t.arrows[state.puck]:
        reach = ", ".join(t.area_name[a] for a in t.arrows[state.puck])
        return refuse("not-adjacent", f"Orange places the puck in an adjacent area: {reach}.", ABILITIES)
    return ALLOWED


def color_verdict(t: Tables, state: CcgState, color: str) -> Verdict:
    v = common(t, state, color)
    if not v.ok:
        return v
    if color == "orange":
        return refuse("orange-places", "Orange's ability is placing the puck: name the adjacent area.", ABILITIES)
    if color == "yellow":
        return refuse("yellow-grinds", "Yellow's ability is the Grind: start a Grind Challenge (ruling O73).",
                      ABILITIES)
    if color == "silver" and len(state.play) < 2:
        return refuse("silver-nothing-below", "Silver copies from the card beneath, and there is none.", ABILITIES)
    return ALLOWED


def stop_verdict(t: Tables, state: CcgState) -> Verdict:
    v = common(t, state, "green")
    if not v.ok:
        return v
    if len(puck_paths.opponent_path(t, state, state.turn)) < 2:
        return refuse("no-movement", "Green stops the puck movement of the opponent's last card, and that card did "
                                     "not move the puck.", ABILITIES)
    return ALLOWED


def options(t: Tables, state: CcgState, colors: tuple[str, ...] | None = None) -> list[Action]:
    """The legal ability uses of the card in play (the caller checked a spent or Cancelled card);
    ``colors``: its ``usable_colors`` when the caller has them."""
    seat = state.turn
    top = state.play[-1]
    used = state.colors_used
    out: list[Action] = []
    for color in usable_colors(t, state, top, seat) if colors is None else colors:
        if color in used or color == "yellow":
            continue
        if color == "orange":
            if state.control == seat and not puck_paths.action_moved(state):
                out.extend(Action(seat, "ability", ("orange", a)) for a in t.arrows[state.puck])
            continue
        if color == "silver" and len(state.play) < 2:
            continue
        out.append(Action(seat, "color", (color,)))
        if color == "green" and len(puck_paths.opponent_path(t, state, seat)) >= 2:
            out.append(Action(seat, "stop-movement"))
    return out


def can_save(t: Tables, state: CcgState, card: str, seat: int) -> bool:
    """Purple's any one action may be a Save (O69)."""
    return "purple" in power_play.colors(t, state, card, seat)


def number_modifier(t: Tables, state: CcgState, card: str, color: str) -> int:
    """The +/- of ``card``'s Colored # symbol in ``color`` whose area holds the puck its user
    controls (O116: such a symbol is the way the color is used there, printed color or not)."""
    if state.control != state.turn or not state.puck or sup.no_hashtag(state, card):    # Support (O120)
        return 0
    here = t.rink.by_id[state.puck].number
    return next((s.modifier for s in t.card[card].symbols
                 if s.kind == "number" and s.color == color and s.area == here and s.modifier), 0)


def undo_last_move(t: Tables, state: CcgState, seat: int, how: str, data: dict, events: list[Event]) -> CcgState:
    """The puck goes back to where the opponent's card beneath found it and that card's path is
    forgotten; control is unchanged (O68). Shared by Green and the Stop movement special (O76)."""
    below = state.play[-2]
    path = puck_paths.opponent_path(t, state, seat)
    events.append(Event("stop-movement", f"{state.names[seat]} uses {how}: the puck's movement from "
                                         f"{t.label[below]} is stopped and it goes back to {t.area_name[path[0]]}.",
                        {"seat": seat, "to": path[0], **data}))
    state = evolve(state, puck=path[0],
                   effects=tuple(e for e in state.effects if not (e.kind == "path" and e.card == below)))
    return passing_bonus.bonus_after_move(t, state, seat, path[-1], path[0], events)


def bronze_faceoff(t: Tables, state: CcgState, picks: tuple[str, str], events: list[Event]) -> int | None:
    """A face-off card with Bronze wins it, unless the other card has Bronze too: then the higher
    number wins, and equal numbers leave it to the usual rules (Abilities: Bronze; O70)."""
    bronze = [s for s in (0, 1) if "bronze" in usable_colors(t, state, picks[s], s)
              and not basics.abilities_lost(t, state, picks[s])]
    if not bronze:
        return None
    if len(bronze) == 1:
        winner = bronze[0]
    else:
        n0, n1 = t.strength[picks[0]], t.strength[picks[1]]
        if n0 == n1:
            return None
        winner = 0 if n0 > n1 else 1
    events.append(Event("bronze", f"{state.names[winner]}'s bronze ability wins the face-off.",
                        {"seat": winner}))
    return winner


def colored_x(t: Tables, state: CcgState, seat: int, card: str, below: str | None, events: list[Event]) -> CcgState:
    """The printed Colored X (Symbols: Colored X): a card laid on a card with an X of a color among
    its usable abilities is Cancelled while it is in play (until the stoppage, as the goalie
    promotions' X, O101); a Black X Cancels the card that carries it, and a card laid on it with
    Black among its usable abilities."""
    own = tuple(s.color for s in t.card[card].symbols if s.kind == "cancel" and s.color == "black")
    under = tuple(s.color for s in t.card[below].symbols if s.kind == "cancel" and s.color) if below else ()
    if not own and not under:
        return state
    if own:
        events.append(Event("colored-x", f"{t.label[card]} carries a Black X and is Cancelled.",
                            {"seat": seat, "card": card, "color": "black"}))
        return cancel(t, state, seat, card)
    usable = power_play.colors(t, state, card, seat)
    color = next((c for c in under if c in usable), None)
    if color is None:
        return state
    events.append(Event("colored-x", f"{t.label[card]} carries {color} onto {t.label[below]}'s {color} X and is "
                                     "Cancelled.", {"seat": seat, "card": card, "color": color}))
    return cancel(t, state, seat, card)


def cancel(t: Tables, state: CcgState, seat: int, card: str) -> CcgState:
    """``card`` is Cancelled while in play; a Player card loses what it had gained (a wild's gift, a
    Support's color), as Card Effects: Cancelled says (O20)."""
    effects = state.effects
    if t.player[card]:
        effects = tuple(e for e in effects if not (e.card == card and e.kind.startswith("gain-")))
    return evolve(state, effects=effects + (basics.Effect("cancelled", seat, "stoppage", "x", card),))

