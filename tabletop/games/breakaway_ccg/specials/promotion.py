"""Wilds made from Player cards (Part 3: Select Promotion, Promotion, Goalie Promotion; rulings
O106, O118).
"""

from __future__ import annotations

from tabletop.engine.events import Event
from tabletop.engine.evolve import evolve
from tabletop.games.breakaway_ccg.piles import private_event
from tabletop.games.breakaway_ccg.specials.interpreter import FOUR_WILDS, lasting_effect, special_name
from tabletop.games.breakaway_ccg.state import CcgState
from tabletop.games.breakaway_ccg.tables import Tables

# ----- wilds: Select Promotion (Part 3: Select Promotion; ruling O106) ------------------------------------
#: The book's fourteen numbered wilds (Part 3: Select Promotion), by the choice word that names each:
#: its number and name, and the action or ability ("color") it gets. The player chooses one.
SELECT_WILDS: dict[str, tuple[int, str, str, str]] = {
    "forechecker": (1, "Forechecker", "action", "deflect"), "finesse": (2, "Finesse", "color", "orange"),
    "faceoff": (3, "Faceoff", "color", "bronze"), "utility": (4, "Utility", "color", "brown"),
    "captain": (5, "Captain", "color", "gold"), "grinder": (6, "Grinder", "color", "yellow"),
    "enforcer": (7, "Enforcer", "action", "punch"), "call-up": (8, "Call up", "color", "red"),
    "veteran": (9, "Veteran", "color", "silver"), "elite": (10, "Elite", "color", "blue"),
    "back-checker": (11, "Back Checker", "color", "green"), "goalie-save": (12, "Goalie Save", "action", "save"),
    "line-change": (13, "Line Change", "action", "substitution"), "two-way": (14, "2-Way", "action", "tip"),
}


def promote(t: Tables, state: CcgState, seat: int, card: str, choice: str, sid: str,
            events: list[Event]) -> CcgState:
    """``card`` is the ``choice`` wild of Select Promotion's list for the rest of the regulation or,
    made in overtime, for all of overtime (every overtime period, O106): the entry keeps the
    overtime number it was made in, and only whether that number is 0 matters."""
    _n, name, _what, gift = SELECT_WILDS[choice]
    events.extend(_wild_made(t, state, seat, sid, f"{t.label[card]} is now the {name} wild ({gift})"))
    return evolve(state, effects=state.effects + (lasting_effect("wild", seat, "game",
                                                                 f"{sid}={choice}:{state.overtime}", card),))


def _wild_made(t: Tables, state: CcgState, seat: int, sid: str, mine: str) -> list[Event]:
    """A card of the hand made a wild: the table hears that one was (the special is played in the
    open), only its owner which card; the card shows when it is played (O106, O118)."""
    return [Event("special", f"{special_name(t, sid)}: {state.names[seat]} makes a Player card of its hand a wild.",
                  {"seat": seat, "special": sid}),
            private_event(seat, "special-wild-made", f"{special_name(t, sid)}: {mine}.", {"seat": seat, "special": sid})]


def wild_gift(t: Tables, state: CcgState, seat: int, card: str, events: list[Event]) -> CcgState:
    """A card made a wild is played: it gets its wild's action or ability for this turn (O106), or
    Promotion's special until the next stoppage (O118)."""
    mark = next((e for e in state.effects if e.kind == "wild" and e.card == card), None)
    if mark is None or (int(mark.detail.rsplit(":", 1)[1]) == 0) != (state.overtime == 0):
        return state
    made_by = mark.detail.rsplit(":", 1)[0]
    if ">" in made_by:            # Promotion: one of the four wilds (O118)
        sid, wild = made_by.split(">")
        events.append(Event("special-wild", f"{t.label[card]} plays as the {special_name(t, wild)} wild until the next "
                                            f"stoppage: {t.cards.specials_text[wild][1]}",
                            {"seat": seat, "special": sid, "card": card, "wild": wild}))
        return evolve(state, effects=state.effects + (lasting_effect("gain-special", seat, "stoppage", wild, card),))
    sid, choice = made_by.split("=")           # Select Promotion: one of the fourteen (O106)
    _n, name, what, gift = SELECT_WILDS[choice]
    events.append(Event("special-wild", f"{t.label[card]} plays as the {name} wild: it has {gift} this turn.",
                        {"seat": seat, "special": sid, "card": card}))
    return evolve(state, effects=state.effects + (lasting_effect(f"gain-{what}", seat, "turn", gift, card),))


def wild_promotable(t: Tables, state: CcgState, seat: int) -> tuple[str, ...]:
    """The Player cards (#0-#8 or a Goalie) of ``seat``'s team in its hand not made a wild yet (O106,
    O118)."""
    wild = {e.card for e in state.effects if e.kind == "wild"}
    return tuple(c for c in state.hands[seat] if t.owner[c] == seat and t.player[c] and c not in wild)


def promote_wild(t: Tables, state: CcgState, seat: int, card: str, choice: str, sid: str,
                 events: list[Event]) -> CcgState:
    """``card`` is the ``choice`` wild for the rest of the regulation, or of the overtime it is made
    in (O118); ``wild_gift`` gives it the wild's special whenever it is played."""
    wild = FOUR_WILDS[choice]
    events.extend(_wild_made(t, state, seat, sid, f"{t.label[card]} is now the {choice.capitalize()} wild "
                                                  f"({t.cards.specials_text[wild][1]})"))
    return evolve(state, effects=state.effects + (lasting_effect("wild", seat, "game", f"{sid}>{wild}:{state.overtime}",
                                                          card),))
