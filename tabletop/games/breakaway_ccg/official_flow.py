"""What actions do under the official rules (Part 2, up to "Penalties").

Set-up (Home Ice by reveal, the officiating card, momentum tokens and pile), the four phases of
a turn, Doubles, Runs and Triples, the passing bonus, shots with the Shot Card, rebounds and the
no-goal resolution, stoppages and face-offs, the Final Minute, periods and overtime. Shared
pieces come from ``flow`` (drawing, discarding) and ``challenges``; legality is in ``official``.
Every function takes a state already known to allow the action. Rulings O1, O2... are in
``docs/rulings/breakaway-ccg.md``.
"""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine import chance
from tabletop.engine.events import Event
from tabletop.games.breakaway_ccg import challenges as ch
from tabletop.games.breakaway_ccg import fights, specials, whistle
from tabletop.games.breakaway_ccg import penalties as pen
from tabletop.games.breakaway_ccg import support as sup  # Support (O120)
from tabletop.games.breakaway_ccg.challenges import Challenge
from tabletop.games.breakaway_ccg.flow import _discard, _private, game_over, shuffle_decks, swap
from tabletop.games.breakaway_ccg.flow import draw as _plain_draw
from tabletop.games.breakaway_ccg.officiating import card_for
from tabletop.games.breakaway_ccg.rink import DEFENSIVE, NEUTRAL, OFFENSIVE
from tabletop.games.breakaway_ccg.state import (
    CHALLENGE,
    HOME_ICE,
    PLACE,
    PLAY,
    SAVE,
    SCORE,
    SHOT_CARD,
    START,
    STOPPAGE,
    USE,
    CcgState,
    evolve,
    laid_by_after,
    pair,
)
from tabletop.games.breakaway_ccg.tables import Tables

MAX_TOKENS = 3            # Game Components: Momentum Tokens
MAX_BONUS = 3             # How to Score a Goal (+4 on a power play: ``penalties.max_bonus``)
MOMENTUM_EACH = 6         # Game Setup: Deal Momentum Cards
STARTING_HAND = 5
HAND_MAX = 8              # Phase 4
FINAL_HAND = 3            # Final Minute
STOPPAGE_DRAW = 5         # Stoppage: Draw Cards
FACING_DRAW = 3           # Phase 1: facing a shot with no cards
EMPTY_DRAW = 4            # Phase 1: empty hand
LINE_HAND = 5             # Phase 1: Line Change
OT_DECK = 21              # Overtime (regular season)
OT_HAND = 3
BENCH_SWAPS = 2
#: The book's actions (Part 2, Actions), all played by the official mode; Doubles, Runs, Purple
#: and Breakaway's free actions choose among them. The ones issue 15 added are in
#: ``official_actions``.
OFFICIAL_ACTIONS = ("move", "shoot", "on-net", "score", "save", "body-check", "tip", "block", "deflect",
                    "poke-check", "stretch-pass", "draw", "icing", "punch", "intercept", "clone", "substitution")


@dataclass(frozen=True)
class Stoppage:
    """Play is stopped: why, where the face-off will be (a place of ``Rink.dots``), who chooses
    the side when the place has two dots, and who may not switch with the bench (after Icing)."""

    reason: str
    place: str
    chooser: int
    no_bench: int | None = None
    # While a whistle waits for Dig It Out (``whistle``, O117): who the stoppage is against, and
    # the area the puck lay in (where a dig takes it).
    offender: int | None = None
    area: str = ""


@dataclass(frozen=True)
class Effect:
    """Something that lasts until a condition: ``until`` is "stoppage", "line-change" (either
    ends it), or "game" (an injury: the card is Cancelled for the rest of the game)."""

    kind: str
    seat: int
    until: str
    detail: str = ""
    card: str = ""


# ----- small pieces -----------------------------------------------------------------------------
def held(state: CcgState, seat: int) -> int:
    """Cards in hand that count toward the hand size (Momentum Cards do not)."""
    return len(state.hands[seat]) - len(state.extras[seat])


def hand_max(state: CcgState, seat: int) -> int:
    limit = state.hand_max[seat]
    if any(e.kind == "icing-hand" and e.seat == seat for e in state.effects):
        limit = min(limit, LINE_HAND)
    return limit


def draw(t: Tables, state: CcgState, seat: int, count: int, events: list[Event]) -> CcgState:
    """Draw from the deck; taking its last card starts the Final Minute (Final Minute)."""
    had = len(state.decks[seat])
    state = _plain_draw(t, state, seat, count, events)
    if had and not state.decks[seat] and not state.final_minute:
        events.append(Event("final-minute", f"{state.names[seat]} draws the last card of the deck: the Final "
                                            "Minute begins (hands of at most three, no more end-of-turn draws, "
                                            "no line changes).", {"seat": seat}))
        state = evolve(state, final_minute=True, hand_max=(FINAL_HAND, FINAL_HAND))
    return state


def draw_to(t: Tables, state: CcgState, seat: int, size: int, events: list[Event]) -> CcgState:
    short = min(size, hand_max(state, seat)) - held(state, seat)
    return draw(t, state, seat, short, events) if short > 0 else state


def cancelled(state: CcgState, card: str) -> bool:
    """A Cancelled card (Card Effects: Ignore & Cancelled): no printed action, special or ability,
    and no part in a goal. Part 2 only defines the state; the cards that cancel come with the
    symbols and specials of the next issue, as lasting ``Effect("cancelled", ...)`` entries."""
    if not state.effects:
        return False
    return any(e.card == card and (e.kind == "cancelled" or e.kind == "injured") for e in state.effects)


def number(t: Tables, card: str) -> int | None:
    n = t.card[card].number
    return n if isinstance(n, int) else None


def _reveal_top(t: Tables, state: CcgState, events: list[Event], why: str) -> tuple[CcgState, tuple[str, str] | None]:
    """Both seats turn over their top card and put it aside (Game Setup)."""
    if not state.decks[0] or not state.decks[1]:
        return state, None
    cards = (state.decks[0][0], state.decks[1][0])
    names = state.names
    events.append(Event("reveal", f"{why}: {names[0]} turns over {t.label[cards[0]]}, {names[1]} turns over "
                                  f"{t.label[cards[1]]}.", {"cards": cards}, irreversible=True))
    return evolve(state, decks=(state.decks[0][1:], state.decks[1][1:]), aside=state.aside + cards), cards


def area_numbered(t: Tables, end_of: int, n: int) -> str:
    """The area numbered ``n`` in the end zone ``end_of`` defends (area 9: the neutral area by its blue line)."""
    if n == 9:
        return "nw9" if end_of == 0 else "ne9"
    prefix = "w" if end_of == 0 else "e"
    return f"{prefix}{n}"


# ----- set-up -----------------------------------------------------------------------------------
def set_up(t: Tables, state: CcgState, events: list[Event]) -> CcgState:
    """Shuffle, then reveal top cards for Home Ice until they differ (Game Setup; O1)."""
    state = shuffle_decks(state, events)
    while True:
        state, cards = _reveal_top(t, state, events, "For Home Ice")
        if cards is None:      # O1: decks too small to settle it: a coin
            toss = chance.coin(state.seed, state.chance)
            state = evolve(state, chance=state.chance + 1)
            chooser = 0 if toss == "heads" else 1
            events.append(Event("home-ice-coin", f"No cards left to reveal: the coin gives {state.names[chooser]} "
                                                 "the choice of Home Ice.", {"seat": chooser}, chance=True,
                                irreversible=True))
            how = "won the toss"
            break
        s0, s1 = t.strength[cards[0]], t.strength[cards[1]]
        if s0 != s1:
            chooser = 0 if s0 > s1 else 1
            how = "revealed the higher card"
            break
        events.append(Event("reveal-tie", "A tie: both reveal again.", {}))
    events.append(Event("home-ice-choice", f"{state.names[chooser]} {how} and chooses who has Home Ice.",
                        {"seat": chooser}))
    return evolve(state, phase=HOME_ICE, turn=chooser)


def choose_home(t: Tables, state: CcgState, seat: int, choice: str, events: list[Event]) -> CcgState:
    """Home Ice takes a momentum token; the Momentum pile is dealt, six from each deck in turn,
    Home Ice first (O2); hands of five; then the first period's officiating card and face-off."""
    home = seat if choice == "me" else 1 - seat
    events.append(Event("home-ice", f"{state.names[home]} has Home Ice and takes a momentum token.",
                        {"home": home}))
    decks = [list(state.decks[0]), list(state.decks[1])]
    pile: list[str] = []
    for _ in range(MOMENTUM_EACH):
        for s in (home, 1 - home):
            if decks[s]:
                pile.append(decks[s].pop(0))
    events.append(Event("momentum-deal", f"{len(pile)} Momentum Cards are dealt face down, six from each deck.",
                        {"count": len(pile)}))
    state = evolve(state, home=home, tokens=pair((0, 0), home, 1), momentum=tuple(pile),
                   decks=(tuple(decks[0]), tuple(decks[1])))
    for s in (home, 1 - home):
        state = draw(t, state, s, STARTING_HAND, events)
    return start_period(t, state, events, first=True)


def start_period(t: Tables, state: CcgState, events: list[Event], first: bool = False) -> CcgState:
    """The officiating reveal (O3), tokens for periods 2 and 3, then a center face-off."""
    from tabletop.games.breakaway_ccg import specialized  # Specialized (O119): a side chooses its card
    if state.effects and specialized.choosers(state):  # Specialized (O119)
        state, cards = specialized.reveal(t, state, events), None  # Specialized (O119)
    else:
        state, cards = _reveal_top(t, state, events, f"Officiating card for period {state.period}")
    if cards is not None:
        total = sum(number(t, c) or 0 for c in cards)
        official = card_for(total)
        events.append(Event("officiating", f"The numbers add up to {total}: {official.name} officiates period "
                                           f"{state.period}.", {"sum": total, "card": official.id}))
        state = evolve(state, reveal=cards, official=official.id)
    if not first and state.period in (2, 3) and not state.overtime:
        tokens = (min(MAX_TOKENS, state.tokens[0] + 1), min(MAX_TOKENS, state.tokens[1] + 1))
        events.append(Event("tokens", f"Each side gains a momentum token (at most {MAX_TOKENS}).",
                            {"tokens": tokens}))
        state = evolve(state, tokens=tokens)
    return stop_play(t, state, events, "period-start", "center", chooser=state.home, discard=False)


# ----- stoppages and face-offs --------------------------------------------------------------
def stop_play(t: Tables, state: CcgState, events: list[Event], reason: str, place: str, chooser: int,
              offender: int | None = None, no_bench: int | None = None, discard: bool = True,
              draws: bool = True, extra_swaps: tuple[int, int] = (0, 0)) -> CcgState:
    """A Stoppage: the play area is discarded, bonuses reset, goalies go back, each side draws,
    then bench switches and the face-off (Stoppage). A whistle Dig It Out could prevent waits for
    it first (``whistle.offer``, O117)."""
    if reason in whistle.PREVENTABLE:
        waiting = whistle.offer(t, state, events, reason, place, chooser, offender, no_bench)
        if waiting is not None:
            return waiting
    if state.calls:
        shot_call = next((c for c in state.calls if c.shot), None)
        if shot_call is not None:         # the penalty shot comes first; its face-off replaces this one (O31)
            return pen.start_penalty_shot(t, state, shot_call, events)
        place, chooser = pen.penalty_place(t, state, reason, place, chooser)
    play = state.play + tuple(c for c in state.picks if c is not None)
    if discard and play:
        state = evolve(state, discards=_discard(t, state.discards, play), play=())
    effects = tuple(e for e in state.effects if e.until not in ("stoppage", "line-change"))
    if reason == "icing" and offender is not None:
        effects += (Effect("icing-hand", offender, "stoppage", "Icing: a hand of at most five"),)
    state = evolve(state, shot=None, stage=None, shot_from=0, bonus=(0, 0), goalie_pulled=(False, False),
                   challenge=None, picks=(None, None), control=None, placing=None, effects=effects,
                   token_used=False, colors_used=(), special_used=False, free_move=False, free_shot=False,
                   ability_used=False, action_used=False, doubles=False, run=False)
    pp_draws = False
    if state.calls or state.box or state.redeal:
        state, pp_draws = pen.at_stoppage(t, state, events)
    if state.final_minute and not state.hands[0] and not state.hands[1]:
        return end_period(t, state, events)
    if draws and not pp_draws:
        fewer = 0 if held(state, 0) < held(state, 1) else 1 if held(state, 1) < held(state, 0) else state.home
        before = len(state.hands[fewer])
        state = draw_to(t, state, fewer, STOPPAGE_DRAW, events)
        drawn = len(state.hands[fewer]) - before
        other = 1 - fewer
        room = hand_max(state, other) - held(state, other)
        if drawn and room > 0:
            state = draw(t, state, other, min(drawn, room), events)
    events.append(Event("stoppage", _stoppage_text(t, state, reason, place, chooser, offender),
                        {"reason": reason, "place": place, "chooser": chooser, "offender": offender}))
    spent = pen.bench_allowance(state)     # the penalty kill loses a switch per man down
    spent = (spent[0] - extra_swaps[0], spent[1] - extra_swaps[1])   # a fight's Line Change adds one
    state = evolve(state, phase=STOPPAGE, stoppage=Stoppage(reason, place, chooser, no_bench),
                   swaps=spent, ready=(no_bench == 0 or spent[0] >= BENCH_SWAPS, no_bench == 1 or spent[1] >= BENCH_SWAPS),
                   puck=t.rink.dots[place][0])
    return _after_bench(t, state, events)


#: Why play stopped, in a few words (``Stoppage.reason``).
STOP_REASONS = {"period-start": "Period start", "goal": "Goal", "save": "Save", "offside": "Offside",
                "icing": "Icing", "called-back": "Goal called back", "end-zone": "Play stopped",
                "penalty": "Penalty", "penalty-shot": "Penalty shot", "fight": "Fight", "block": "Shot blocked",
                "deflect": "Shot deflected", "black": "Play stopped (black ability)"}


def place_name(names: tuple[str, str], place: str) -> str:
    """Where a face-off place lies, in words (``Rink.dots``)."""
    return {"center": "center ice", "west-end": f"{names[0]}'s end", "east-end": f"{names[1]}'s end",
            "west-neutral": f"the neutral zone by {names[0]}'s blue line",
            "east-neutral": f"the neutral zone by {names[1]}'s blue line"}[place]


def stoppage_summary(names: tuple[str, str], stop: Stoppage) -> tuple[str, str]:
    """(why play stopped, where the face-off is) for a table or a log line."""
    return STOP_REASONS.get(stop.reason, "Play stopped"), place_name(names, stop.place)


def _stoppage_text(t: Tables, state: CcgState, reason: str, place: str, chooser: int, offender: int | None) -> str:
    why, where = stoppage_summary(state.names, Stoppage(reason, place, chooser))
    if reason == "period-start":
        why = f"Period {state.period} is about to begin"
    if offender is not None:
        why += f" against {state.names[offender]}"
    return f"{why}. Face-off at {where}; first each side may switch up to two cards with the bench."


def bench_done(t: Tables, state: CcgState, seat: int, events: list[Event]) -> CcgState:
    events.append(Event("bench-done", f"{state.names[seat]} is done with the bench.", {"seat": seat}))
    if state.phase == START:          # the line change's one switch is over: the turn is skipped
        return end_line_change(t, state, events)
    return _after_bench(t, evolve(state, ready=pair(state.ready, seat, True)), events)


def _after_bench(t: Tables, state: CcgState, events: list[Event]) -> CcgState:
    """Once both are done with the bench: the side of the dot, then the face-off."""
    if state.phase != STOPPAGE or not all(state.ready):
        return state
    if state.effects and any(e.kind == "specialized-choose" for e in state.effects):   # Specialized (O119)
        return state
    if len(t.rink.dots[state.stoppage.place]) > 1:
        return state          # the chooser picks the dot (``choose_side``)
    return start_faceoff(t, state, t.rink.dots[state.stoppage.place][0], events)


def choose_side(t: Tables, state: CcgState, seat: int, dot: str, events: list[Event]) -> CcgState:
    events.append(Event("faceoff-side", f"{state.names[seat]} chooses the face-off circle in "
                                        f"{t.area_name[dot]}.", {"seat": seat, "dot": dot}))
    return start_faceoff(t, state, dot, events)


def faceoff_initiator(t: Tables, state: CcgState, place: str) -> int:
    """Who lays the first card (Face-offs: Initiation; O4): Home Ice at center ice; elsewhere the
    side whose zone (or blue line) the dot is by."""
    if place == "center":
        return state.home
    return 0 if place.startswith("west") else 1


def start_faceoff(t: Tables, state: CcgState, dot: str, events: list[Event]) -> CcgState:
    place = state.stoppage.place
    if state.stoppage.reason == "period-start":
        state = pen.bench_count(t, state, events)
    initiator = faceoff_initiator(t, state, place)
    events.append(Event("faceoff-call", f"Face-off in {t.area_name[dot]}: {state.names[initiator]} lays a card "
                                        f"first; {state.names[1 - initiator]} may answer or decline.",
                        {"dot": dot, "initiator": initiator}))
    state = evolve(state, stoppage=None, puck=dot, control=None, swaps=(0, 0), ready=(False, False))
    return open_challenge(t, state, Challenge(ch.FACEOFF, initiator, dot), events)


# ----- challenges ---------------------------------------------------------------------------------
def open_challenge(t: Tables, state: CcgState, challenge: Challenge, events: list[Event]) -> CcgState:
    """Both choose a card face down; with an empty hand the defender cannot contest (Uncontested
    Challenge), and an initiator with no card loses it (O6)."""
    state = evolve(state, phase=CHALLENGE, challenge=challenge, picks=(None, None))
    init, dfd = challenge.initiator, challenge.defender
    if not state.hands[init] and not state.hands[dfd]:
        return stop_play(t, state, events, "end-zone", t.rink.place_of(state.puck), dfd) \
            if not state.final_minute else end_period(t, state, events)
    if not state.hands[dfd]:
        events.append(Event("uncontested", f"{state.names[dfd]} has no cards: the {ch.NAMES[challenge.kind]} is "
                                           "uncontested.", {"seat": dfd}))
        return evolve(state, challenge=evolve(challenge, declined=True))   # the initiator still lays a card
    if not state.hands[init]:
        events.append(Event("no-challenge-card", f"{state.names[init]} has no card for the "
                                                 f"{ch.NAMES[challenge.kind]}: {state.names[dfd]} wins it.",
                            {"seat": init}))
        return _won(t, state, dfd, None, events, uncontested=False)
    return state


def pick(t: Tables, state: CcgState, seat: int, card: str, events: list[Event]) -> CcgState:
    hand = tuple(c for c in state.hands[seat] if c != card)
    state = evolve(state, hands=pair(state.hands, seat, hand), picks=pair(state.picks, seat, card),
                   extras=pair(state.extras, seat, tuple(c for c in state.extras[seat] if c != card)))
    events.append(Event("challenge-down", f"{state.names[seat]} lays a challenge card face down.", {"seat": seat}))
    events.append(_private(seat, "challenge-own", f"You lay {t.label[card]} face down.", {"seat": seat,
                                                                                           "card": card}))
    c = state.challenge
    if c.declined and seat == c.initiator:
        return _won(t, state, c.initiator, card, events, uncontested=True)
    if state.picks[0] is None or state.picks[1] is None:
        return state
    return _reveal(t, state, events)


def decline(t: Tables, state: CcgState, seat: int, events: list[Event]) -> CcgState:
    c = state.challenge
    events.append(Event("decline", f"{state.names[seat]} declines the {ch.NAMES[c.kind]}: "
                                   f"{state.names[c.initiator]} wins it uncontested.", {"seat": seat}))
    state = evolve(state, challenge=evolve(c, declined=True))
    card = state.picks[c.initiator]
    if card is None:
        return state          # the initiator lays a card, then wins with it
    return _won(t, state, c.initiator, card, events, uncontested=True)


def _reveal(t: Tables, state: CcgState, events: list[Event]) -> CcgState:
    c = state.challenge
    picks = (state.picks[0], state.picks[1])
    names = state.names
    events.append(Event("challenge-reveal", f"{ch.NAMES[c.kind]}: {names[0]} shows {t.label[picks[0]]}, "
                                            f"{names[1]} shows {t.label[picks[1]]}.",
                        {"cards": picks, "kind": c.kind}, irreversible=True))
    state = evolve(state, last_reveal=picks)
    strengths = None
    if state.box or state.calls or state.goalie_pulled[0] or state.goalie_pulled[1]:
        strengths = (pen.strength(t, state, picks[0], 0, challenge=True),
                     pen.strength(t, state, picks[1], 1, challenge=True))
    winner = None
    if t.special_rules[picks[0]] or t.special_rules[picks[1]]:      # Final Say
        winner = specials.challenge_winner(t, state, c.kind, picks, events)
    if winner is None and c.kind == ch.FACEOFF and (t.bronze[picks[0]] or t.bronze[picks[1]] or state.box
                                                    or state.calls or any(state.goalie_pulled)):
        from tabletop.games.breakaway_ccg.official_colors import bronze_faceoff
        winner = bronze_faceoff(t, state, picks, events)
    if winner is None:
        winner = ch.winner_of(t, c, picks, strengths)
    if winner is not None:
        return _won(t, state, winner, picks[winner], events, uncontested=False)
    # A tied face-off: fault, a disqualification, and a redo with new cards (Face-offs: Tie).
    fault = ch.at_fault(t.card[picks[0]].suits, t.card[picks[1]].suits)
    state = evolve(state, discards=_discard(t, state.discards, picks), picks=(None, None))
    if fault is None:
        events.append(Event("faceoff-redo", "A tie and nobody at fault: the face-off is taken again.", {}))
        return open_challenge(t, state, c, events)
    faults = pair(c.faults, fault, c.faults[fault] + 1)
    if faults[fault] >= 2:
        events.append(Event("faceoff-penalty", f"{names[fault]} is at fault a second time in this face-off: a "
                                               f"2-minute penalty, and {names[1 - fault]} wins the face-off.",
                            {"seat": fault}))
        state = pen.call(state, fault, "Delay of Game", "Disqualified twice in one face-off", events)
        state = evolve(state, challenge=evolve(c, faults=faults))
        return _won(t, state, 1 - fault, None, events, uncontested=False)
    events.append(Event("faceoff-fault", f"A tie: {names[fault]} is at fault by the suits and is disqualified "
                                         "once; the face-off is taken again.", {"seat": fault}))
    return open_challenge(t, state, evolve(c, faults=faults), events)


def _won(t: Tables, state: CcgState, winner: int, card: str | None, events: list[Event],
         uncontested: bool) -> CcgState:
    """The winner's card goes on the loser's (General Challenge Procedure), then what the kind of
    challenge gives."""
    c = state.challenge
    loser = 1 - winner
    lost_with = state.picks[loser]
    laid = tuple((x, s) for x, s in ((state.picks[loser], loser), (card, winner)) if x is not None)
    cards = tuple(x for x, _ in laid)
    leftover = tuple(x for x in state.picks if x is not None and x not in cards)
    state = evolve(state, play=state.play + cards, picks=(None, None),
                   laid_by=laid_by_after(t, state, laid), discards=_discard(t, state.discards, leftover),
                   effects=state.effects + tuple(Effect("challenge-card", s, "stoppage", card=x) for x, s in laid))
    if lost_with is not None and t.special_rules[lost_with]:     # Faceoff, Dump, Grind Challenge
        state = specials.on_challenge_lost(t, state, c.kind, loser, lost_with, events)
    how = "uncontested" if uncontested else "and"
    events.append(Event("challenge-won", f"{state.names[winner]} wins the {ch.NAMES[c.kind]}"
                                         f"{' uncontested' if uncontested else ''}.",
                        {"winner": winner, "kind": c.kind, "uncontested": uncontested, "how": how}))
    c = evolve(c, winner=winner, uncontested=uncontested, uses="each" if c.kind == ch.GRIND else "one",
               won_with=card)
    state = evolve(state, challenge=c, turn=winner, skip_start=pair(state.skip_start, loser, uncontested)
                   if winner == c.initiator else state.skip_start)
    defender_card = card if winner == c.defender else None
    tied = len(cards) == 2 and t.strength[cards[0]] == t.strength[cards[1]]
    if c.kind == ch.FACEOFF:
        state = evolve(state, control=winner)
        state = sup.after_faceoff(t, state, winner, events)     # Support (O120): Superstar leaves
        return _owe_place(t, state, winner, "faceoff", _faceoff_areas(t, state.puck, winner), events)
    if c.kind == ch.GRIND:
        return _use_challenge_card(t, evolve(state, control=winner), events)
    if c.kind == ch.DUMP_IN:
        if winner == c.initiator:
            return _use_challenge_card(t, evolve(state, control=winner, puck=c.target), events)
        if tied:
            events.append(Event("dump-tie", f"A tie goes to {state.names[winner]}, who takes the puck in "
                                            f"{t.area_name[c.target]}.", {"seat": winner}))
            state = evolve(state, control=winner, puck=c.target)
            if defender_card is not None and (t.card[defender_card].number == "goalie"
                                              or "dump-in" in t.card[defender_card].specials) \
                    and pen.in_own_corner(t, state, winner):
                state = pen.call(state, winner, "Delay of Game", "A tied Dump In won behind the net", events)
            return _use_challenge_card(t, state, events)
        if defender_card is not None and "green" in t.colors[defender_card]:
            events.append(Event("dump-stopped", f"{state.names[winner]}'s green stops the dump: the puck goes back "
                                                f"to {t.area_name[c.origin]}.", {"seat": winner}))
            return _use_challenge_card(t, evolve(state, control=c.initiator, puck=c.origin), events)
        if defender_card is not None and t.card[defender_card].number == "goalie":
            state = evolve(state, control=winner, puck=c.target)
            return _owe_place(t, state, winner, "dump", t.arrows[c.target], events)
        return stop_play(t, state, events, "icing", t.rink.zone_place(winner, DEFENSIVE), chooser=loser,
                         offender=winner, no_bench=winner)
    # Dump Out (the puck lies in the closest area 9, its target).
    if uncontested:
        neutral = tuple(a for a in t.areas if t.rink.zone(a, 0) == NEUTRAL)
        state = evolve(state, control=loser, skip_start=pair(state.skip_start, loser, True))
        return _owe_place(t, state, winner, "dump-out", neutral, events)
    if winner == c.initiator:
        return _use_challenge_card(t, evolve(state, control=winner, puck=c.target), events)
    if tied:
        events.append(Event("delay-of-game", f"A tie: {state.names[loser]} takes a Delay of Game penalty "
                                             "(2 minutes); " f"{state.names[winner]} has the puck.", {"seat": loser}))
        state = pen.call(state, loser, "Delay of Game", "A tied Dump Out", events)
        return _use_challenge_card(t, evolve(state, control=winner, puck=c.target), events)
    if defender_card is not None and "green" in t.colors[defender_card]:
        return _use_challenge_card(t, evolve(state, control=winner, puck=c.origin), events)
    return stop_play(t, evolve(state, control=winner), events, "icing", t.rink.zone_place(loser, DEFENSIVE),
                     chooser=winner, offender=loser, no_bench=loser)


def _faceoff_areas(t: Tables, dot: str, seat: int) -> tuple[str, ...]:
    """The face-off area or an adjacent one, none further forward (Face-offs: Win Result)."""
    here = t.rink.forward(dot, seat)
    return (dot,) + tuple(a for a in t.arrows[dot] if t.rink.forward(a, seat) <= here)


def _owe_place(t: Tables, state: CcgState, seat: int, why: str, areas: tuple[str, ...],
               events: list[Event]) -> CcgState:
    if len(areas) == 1:
        return place(t, evolve(state, placing=(seat, why, areas)), seat, areas[0], events)
    return evolve(state, phase=PLACE, placing=(seat, why, tuple(areas)))


def place(t: Tables, state: CcgState, seat: int, area: str, events: list[Event]) -> CcgState:
    _seat, why, _areas = state.placing
    events.append(Event("place", f"{state.names[seat]} places the puck in {t.area_name[area]}.",
                        {"seat": seat, "area": area, "why": why}))
    state = evolve(state, puck=area, placing=None)
    if why == "no-goal":
        return evolve(state, phase=USE)
    return _use_challenge_card(t, state, events)


def _use_challenge_card(t: Tables, state: CcgState, events: list[Event]) -> CcgState:
    """The winner may use the winning card (one ability, action or special; after a contested Grind
    one of each), then takes a turn. With nothing on the play area (a face-off won outright) the
    turn starts at once."""
    c = state.challenge
    state = evolve(state, phase=USE, turn=c.winner, colors_used=(), special_used=False, ability_used=False,
                   action_used=False, doubles=False, run=False, free_move=c.uncontested and state.control == c.winner,
                   free_shot=False)
    if c.won_with is None or not state.play or state.play[-1] != c.won_with:
        return finish_challenge(t, state, events)
    from tabletop.games.breakaway_ccg import official
    if not official.use_options(t, state):
        return finish_challenge(t, state, events)
    return state


def finish_challenge(t: Tables, state: CcgState, events: list[Event]) -> CcgState:
    winner = state.challenge.winner
    state = evolve(state, challenge=None)
    return begin_turn(t, state, winner, events)


# ----- turns ----------------------------------------------------------------------------------------
def begin_turn(t: Tables, state: CcgState, seat: int, events: list[Event], skips: int = 0) -> CcgState:
    """Phase 1 and its special conditions (Phases of a Turn, Phase 1; O9)."""
    state = evolve(state, turn=seat, phase=START, token_used=False, colors_used=(), special_used=False,
                   ability_used=False, action_used=False, doubles=False, run=False, free_move=False,
                   free_shot=False, placing=None)
    if state.effects:
        state = specials.turn_over(state)
    if state.final_minute and not state.hands[0] and not state.hands[1]:
        return end_period(t, state, events)
    if state.box and not state.hands[0] and not state.hands[1] and not state.final_minute:
        state, over = pen.hand_over(t, state, events)
        if over and (state.benches[0] or state.benches[1]):
            return _pp_over_switch(t, state, seat, seat, events)
    if skips >= 2:            # neither side can play: the period cannot go on (O10)
        return end_period(t, state, events)
    if state.shot is not None:
        facing = state.stage == SHOT_CARD and state.shot != seat
        if facing and not state.hands[seat]:
            events.append(Event("facing-empty", f"{state.names[seat]} faces the shot with no cards and draws "
                                                f"{FACING_DRAW}.", {"seat": seat}))
            state = draw(t, state, seat, FACING_DRAW, events)
        if not state.hands[seat]:
            return _shot_fizzles(t, state, seat, events)
        return evolve(state, phase=PLAY)
    if not state.hands[seat] and state.box:
        events.append(Event("empty-hand", f"{state.names[seat]} has played out the power-play hand and passes.",
                            {"seat": seat}))
        return begin_turn(t, state, 1 - seat, events, skips)
    if not state.hands[seat]:
        events.append(Event("empty-hand", f"{state.names[seat]} has no cards: draws {EMPTY_DRAW} and skips the "
                                          "turn.", {"seat": seat}))
        before = len(state.hands[seat])
        state = draw(t, state, seat, min(EMPTY_DRAW, max(0, hand_max(state, seat))), events)
        return begin_turn(t, state, 1 - seat, events, skips + (len(state.hands[seat]) == before))
    if state.calls and any(e.kind == "delay-switch" and e.seat == seat for e in state.effects):
        state = evolve(state, effects=tuple(e for e in state.effects if not (e.kind == "delay-switch"
                                                                              and e.seat == seat)))
        if state.benches[seat] and state.hands[seat]:
            events.append(Event("delay-switch", f"{state.names[seat]} has the extra attacker of a delayed penalty "
                                                "and may switch up to two cards with the bench.", {"seat": seat}))
            return evolve(state, swaps=pair(state.swaps, seat, 0), ready=pair(state.ready, seat, False),
                          placing=(seat, "delay", ()))
    if any(e.kind == "goalie-pulling" and e.seat == seat for e in state.effects):
        events.append(Event("goalie-out", f"{state.names[seat]}'s goalie leaves the net.", {"seat": seat}))
        state = goalie_out(t, state, seat, events)
        if state.placing is not None:
            return state
    if state.skip_start[seat]:
        return evolve(state, phase=PLAY, skip_start=pair(state.skip_start, seat, False))
    from tabletop.games.breakaway_ccg import official
    if not official.start_options(t, state, seat):
        return evolve(state, phase=PLAY)
    return state


def _pp_over_switch(t: Tables, state: CcgState, seat: int, first: int, events: list[Event]) -> CcgState:
    """After a power play's hands run out each side may switch one card with the bench, the side
    on turn first (Power Play Duration; O29); then that side's turn begins."""
    for s, why in ((first, "pp-over"), (1 - first, "pp-over-2")):
        if state.benches[s] and state.hands[s]:
            return evolve(state, turn=s, phase=START, swaps=pair(state.swaps, s, 0),
                          ready=pair(state.ready, s, False), placing=(s, why, ()))
    return begin_turn(t, evolve(state, placing=None), first, events)


def _shot_fizzles(t: Tables, state: CcgState, seat: int, events: list[Event]) -> CcgState:
    """A shot whose next card cannot come (no cards at all): it ends with no goal (O11)."""
    shooter = state.shot
    if state.stage == SAVE and seat != shooter:
        return concede(t, state, events)
    events.append(Event("shot-fizzles", f"{state.names[seat]} has no card to go on with the shot: no goal, and "
                                        f"{state.names[shooter]} keeps the puck.", {"seat": seat}))
    state = evolve(state, shot=None, stage=None, control=shooter)
    return begin_turn(t, state, 1 - seat, events)


def go(t: Tables, state: CcgState, events: list[Event]) -> CcgState:
    events.append(Event("phase-two", f"{state.names[state.turn]} goes on to play a card.", {"seat": state.turn}))
    return evolve(state, phase=PLAY)


def use_token(t: Tables, state: CcgState, seat: int, use: str, events: list[Event]) -> CcgState:
    """Spend a momentum token: the Draw Action or the Extra Man Special (Momentum Tokens)."""
    tokens = pair(state.tokens, seat, state.tokens[seat] - 1)
    state = evolve(state, tokens=tokens, token_used=True)
    if use == "draw":
        events.append(Event("token", f"{state.names[seat]} spends a momentum token to draw a card.",
                            {"seat": seat, "use": use}))
        state = draw(t, state, seat, 1, events)
    else:
        card = state.momentum[0]
        events.append(Event("token", f"{state.names[seat]} spends a momentum token for the Extra Man: a Momentum "
                                     "Card.", {"seat": seat, "use": use}))
        events.append(_private(seat, "momentum-own", f"You take {t.label[card]} from the Momentum pile.",
                               {"seat": seat, "card": card}, irreversible=True))
        state = evolve(state, momentum=state.momentum[1:], hands=pair(state.hands, seat, state.hands[seat] + (card,)),
                       extras=pair(state.extras, seat, state.extras[seat] + (card,)))
    if state.phase == START:
        from tabletop.games.breakaway_ccg import official
        if not official.start_options(t, state, seat):
            return evolve(state, phase=PLAY)
    return state


def line_change(t: Tables, state: CcgState, seat: int, events: list[Event]) -> CcgState:
    """Draw up to five, then one switch with the bench, and the turn is over (Phase 1: Line
    Change). From the defensive zone it gives the opponent +1 passing bonus."""
    opponent = 1 - seat
    if t.rink.zone(state.puck, seat) == DEFENSIVE:
        state = evolve(state, bonus=pair(state.bonus, opponent, state.bonus[opponent] + 1))
        events.append(Event("line-change-bonus", f"{state.names[seat]} changes lines in the defensive zone: "
                                                 f"{state.names[opponent]}'s passing bonus rises to "
                                                 f"+{state.bonus[opponent]}.", {"seat": seat}))
    events.append(Event("line-change", f"{state.names[seat]} changes lines.", {"seat": seat}))
    effects = tuple(e for e in state.effects if not (e.until == "line-change" or
                                                     (e.kind == "icing-hand" and e.seat == seat)))
    state = evolve(state, effects=effects)
    state = draw_to(t, state, seat, LINE_HAND, events)
    state = evolve(state, swaps=pair(state.swaps, seat, 0), ready=pair(state.ready, seat, False),
                   placing=(seat, "line-change", ()))
    if not state.hands[seat] or not state.benches[seat]:
        return end_line_change(t, state, events)
    return state


def line_swap(t: Tables, state: CcgState, seat: int, out: str, back: str, events: list[Event]) -> CcgState:
    """A switch in Phase 1: the line change's one, or one of the pulled goalie's two."""
    goalie = state.placing[1] in ("goalie", "delay")
    state = swap(t, state, seat, out, back, events, limit=BENCH_SWAPS if goalie else 1)
    if goalie and not state.ready[seat]:
        return state
    return end_line_change(t, state, events)


def end_line_change(t: Tables, state: CcgState, events: list[Event]) -> CcgState:
    """The Phase 1 switches are over: after a line change the turn is skipped; after the goalie
    is pulled the turn goes on."""
    seat = state.turn
    why = state.placing[1] if state.placing else "line-change"
    state = evolve(state, placing=None, ready=(False, False), swaps=(0, 0))
    if why in ("goalie", "delay"):
        from tabletop.games.breakaway_ccg import official
        return state if official.start_options(t, state, seat) else evolve(state, phase=PLAY)
    if why == "pp-over":
        other = 1 - seat
        if state.benches[other] and state.hands[other]:
            return evolve(state, turn=other, phase=START, placing=(other, "pp-over-2", ()))
        return begin_turn(t, state, seat, events)
    return begin_turn(t, state, 1 - seat, events)      # a line change skips the turn; "pp-over-2" ends


def pull_goalie(t: Tables, state: CcgState, seat: int, events: list[Event]) -> CcgState:
    """Pull the goalie: before a face-off it is out at once; in Phase 1 it is out from the next
    Phase 1 (General Hockey Rules: Pull/Replace Goalie)."""
    if state.phase == STOPPAGE:
        events.append(Event("pull-goalie", f"{state.names[seat]} pulls the goalie for an extra attacker.",
                            {"seat": seat}))
        return goalie_out(t, state, seat, events)
    events.append(Event("pull-goalie", f"{state.names[seat]} will pull the goalie at the start of the next "
                                       "turn.", {"seat": seat}))
    state = evolve(state, effects=state.effects + (Effect("goalie-pulling", seat, "stoppage"),))
    return evolve(state, phase=PLAY)


def replace_goalie(t: Tables, state: CcgState, seat: int, events: list[Event]) -> CcgState:
    events.append(Event("replace-goalie", f"{state.names[seat]} puts the goalie back in net.", {"seat": seat}))
    effects = tuple(e for e in state.effects if not (e.kind == "goalie-pulling" and e.seat == seat))
    state = evolve(state, goalie_pulled=pair(state.goalie_pulled, seat, False), effects=effects)
    from tabletop.games.breakaway_ccg import official
    if not official.start_options(t, state, seat):
        return evolve(state, phase=PLAY)
    return state


def goalie_out(t: Tables, state: CcgState, seat: int, events: list[Event]) -> CcgState:
    """The goalie is out: up to two switches with the bench at once, and a Momentum Card when
    losing, once a game and again after each goal while still losing (Pull/Replace Goalie; O15)."""
    effects = tuple(e for e in state.effects if not (e.kind == "goalie-pulling" and e.seat == seat))
    state = evolve(state, goalie_pulled=pair(state.goalie_pulled, seat, True), effects=effects)
    goals = state.goals
    total = goals[0] + goals[1]
    # pull_draws holds 1 + the goals scored when the last such card was taken (0: none yet), so a
    # goal since then, or no card yet, shows as a larger total.
    if goals[seat] < goals[1 - seat] and state.momentum and total + 1 > state.pull_draws[seat]:
        card = state.momentum[0]
        events.append(Event("goalie-momentum", f"{state.names[seat]} is losing and takes a Momentum Card for the "
                                               "extra attacker.", {"seat": seat}))
        events.append(_private(seat, "momentum-own", f"You take {t.label[card]} from the Momentum pile.",
                               {"seat": seat, "card": card}, irreversible=True))
        state = evolve(state, momentum=state.momentum[1:], hands=pair(state.hands, seat, state.hands[seat] + (card,)),
                       extras=pair(state.extras, seat, state.extras[seat] + (card,)),
                       pull_draws=pair(state.pull_draws, seat, total + 1))
    if not state.benches[seat] or not state.hands[seat]:
        return state
    if state.phase == STOPPAGE:         # two more switches before this face-off
        return evolve(state, swaps=pair(state.swaps, seat, state.swaps[seat] - BENCH_SWAPS),
                      ready=pair(state.ready, seat, False))
    return evolve(state, swaps=pair(state.swaps, seat, 0), ready=pair(state.ready, seat, False),
                  placing=(seat, "goalie", ()))


# ----- phase 2: playing a card ---------------------------------------------------------------------
def _combo(t: Tables, play: tuple[str, ...], marks: frozenset[str]) -> tuple[bool, bool, bool]:
    """(Doubles, Run, Triples) made by the card on top (Special Card Plays)."""
    top = play[-1]
    doubles = len(play) > 1 and t.pair_key[top] == t.pair_key[play[-2]]
    run = triple = False
    if len(play) > 2:
        three = play[-3:]
        nums = [number(t, c) for c in three]
        if all(n is not None for n in nums):
            ordered = sorted(nums)
            run = ordered[1] == ordered[0] + 1 and ordered[2] == ordered[1] + 1
        keys = {t.pair_key[c] for c in three}
        triple = len(keys) == 1 and not (marks & set(three))
    return doubles, run, triple


def play_card(t: Tables, state: CcgState, seat: int, card: str, events: list[Event]) -> CcgState:
    hand = tuple(c for c in state.hands[seat] if c != card)
    play = state.play + (card,)
    marks = frozenset(e.card for e in state.effects if e.kind == "challenge-card")
    doubles, run, triple = _combo(t, play, marks)
    state = evolve(state, hands=pair(state.hands, seat, hand), play=play, doubles=doubles, run=run, phase=USE,
                   laid_by=laid_by_after(t, state, ((card, seat),)),
                   extras=pair(state.extras, seat, tuple(c for c in state.extras[seat] if c != card)),
                   colors_used=(), ability_used=False, action_used=False, special_used=False, free_move=False,
                   free_shot=state.bonus[seat] >= MAX_BONUS)
    tag = ": Triples!" if triple else ": a Run!" if run else ": Doubles!" if doubles else "."
    events.append(Event("play", f"{state.names[seat]} plays {t.label[card]}{tag}",
                        {"seat": seat, "card": card, "doubles": doubles, "run": run, "triple": triple},
                        irreversible=True))
    if state.effects:
        state = sup.on_play(t, state, seat, card, events)        # Support (O120)
    if state.stage == SHOT_CARD and seat != state.shot:
        if pen.black_p_shot_card(t, card):    # Common Infractions 10: ends the shot, stops play
            state = pen.call(state, seat, "Holding", f"{t.label[card]} is a Shot Card with a black penalty symbol",
                             events, allow_shot=False)
            return stop_play(t, state, events, "penalty", t.rink.zone_place(seat, DEFENSIVE), chooser=1 - seat,
                             offender=seat)
        if triple:           # a Triple as the Shot Card is Icing (How to Score a Goal)
            return stop_play(t, state, events, "icing", t.rink.zone_place(seat, DEFENSIVE), chooser=1 - seat,
                             offender=seat, no_bench=seat)
        events.append(Event("shot-card", f"{t.label[card]} is the Shot Card: {state.names[1 - seat]} may now try "
                                         "to score on it.", {"seat": seat, "card": card}))
        return auto_end(t, evolve(state, stage=SCORE), events)
    if state.effects and t.player[card] and any(e.kind == "wild" for e in state.effects):
        state = specials.wild_gift(t, state, seat, card, events)        # Select Promotion, Promotion (O106, O118)
    calls = len(state.calls)
    state = pen.check_play(t, state, seat, card, False, marks, events)
    if t.special_rules[card]:                    # Diving (O80)
        state = specials.on_played(t, state, seat, card, marks, calls, events)
    if len(play) > 1 and (t.special_rules[play[-2]] or (state.effects and specials.granted(t, state, play[-2]))) \
            and play[-2] not in marks:     # Penalty Shot; a colored X, printed or a wild's (O101, O118)
        state = specials.on_played_on(t, state, seat, card, play[-2], events)
    if len(play) > 1 and state.effects and play[-2] not in marks:
        state = sup.on_played_on(t, state, seat, card, play[-2], events)     # Support (O120): a gained X
    if triple:
        state = pen.triple_injury(t, state, seat, card, events)
        return _triple_call(t, state, seat, events)
    if fights.starts(t, state, seat, card, marks):
        return fights.start(t, state, seat, events)
    if state.stage == SAVE:
        return state          # the Save is owed (``save``), after its abilities if any
    if state.stage == SCORE and seat == state.shot:
        shot_card = state.play[-2]
        n, m = number(t, card), number(t, shot_card)
        if n is not None and m is not None and n == m + 1:
            events.append(Event("rebound", f"Rebound! {t.label[card]} is one higher than the Shot Card: "
                                           f"{state.names[seat]} keeps the puck and shoots again; "
                                           f"{state.names[1 - seat]} owes another Shot Card.", {"seat": seat}))
            state = evolve(state, stage=SHOT_CARD, shot_from=len(state.play) - 1, control=seat, action_used=True)
            return auto_end(t, state, events)
        from tabletop.games.breakaway_ccg import official
        if not official.usable_actions(t, state) & {"score", "tip"} and not official.may_gain_score(t, state):
            return no_goal(t, state, events)
    return auto_end(t, state, events)


def _behind_center(t: Tables, area: str, seat: int) -> bool:
    """In ``seat``'s own half: its defensive zone or its side of center ice (as for Icing, O8)."""
    own_side = "west" if seat == 0 else "east"
    return t.rink.zone(area, seat) == DEFENSIVE or t.rink.place_of(area) == f"{own_side}-neutral"


def _triple_call(t: Tables, state: CcgState, seat: int, events: list[Event]) -> CcgState:
    """Triples call Offside or Icing against the side with the puck (the player of the Triple if
    nobody has it): Icing with the puck behind that side's half of center ice, else Offside (O8)."""
    offender = state.control if state.control is not None else seat
    zone = t.rink.zone(state.puck, offender)
    place = t.rink.place_of(state.puck)
    own_side = "west" if offender == 0 else "east"
    if zone == DEFENSIVE or place == f"{own_side}-neutral":
        return stop_play(t, state, events, "icing", t.rink.zone_place(offender, DEFENSIVE), chooser=1 - offender,
                         offender=offender, no_bench=offender)
    return offside(t, state, offender, events)


def offside(t: Tables, state: CcgState, offender: int, events: list[Event]) -> CcgState:
    """Offside against ``offender``: the face-off in the neutral zone by its blue line, the other
    side choosing the circle, and a hand of five for the offender's stoppage draw (Offside)."""
    state = evolve(state, hand_max=pair(state.hand_max, offender, min(state.hand_max[offender], LINE_HAND)))
    state = stop_play(t, state, events, "offside", t.rink.zone_place(offender, NEUTRAL), chooser=1 - offender,
                      offender=offender)
    limit = FINAL_HAND if state.final_minute else HAND_MAX
    return evolve(state, hand_max=(limit, limit))


# ----- phase 3: using the card ----------------------------------------------------------------------
def auto_end(t: Tables, state: CcgState, events: list[Event]) -> CcgState:
    """End the turn at once when the card offers nothing more."""
    from tabletop.games.breakaway_ccg import official
    if state.phase != USE or official.use_options(t, state):
        return state
    return end_use(t, state, events)


def _bonus_after_move(t: Tables, state: CcgState, seat: int, start: str, end: str, events: list[Event]) -> CcgState:
    """A pass wholly inside the offensive zone adds +1 (max 3); the puck leaving it clears the bonus."""
    bonus = state.bonus
    for s in (0, 1):
        if bonus[s] and t.rink.zone(end, s) != OFFENSIVE:
            bonus = pair(bonus, s, 0)
    if state.control == seat and t.rink.zone(start, seat) == OFFENSIVE and t.rink.zone(end, seat) == OFFENSIVE \
            and bonus[seat] < pen.max_bonus(state, seat):
        bonus = pair(bonus, seat, bonus[seat] + 1)
        events.append(Event("passing-bonus", f"A pass in the offensive zone: {state.names[seat]}'s passing bonus "
                                             f"is +{bonus[seat]}.", {"seat": seat, "bonus": bonus[seat]}))
    return evolve(state, bonus=bonus)


def move(t: Tables, state: CcgState, area: str, events: list[Event]) -> CcgState:
    seat = state.turn
    start = state.puck
    free = state.free_move and (state.action_used or state.challenge is None)
    if state.free_move:
        state = evolve(state, free_move=False)
    else:
        state = evolve(state, action_used=True)
    events.append(Event("move", f"{state.names[seat]} moves the puck from {t.area_name[start]} to "
                                f"{t.area_name[area]}{' (the free Move)' if free else ''}.",
                        {"seat": seat, "from": start, "to": area}))
    state = evolve(state, puck=area, control=seat)
    from tabletop.games.breakaway_ccg.official_actions import record_path
    state = record_path(state, seat, (start, area))
    state = _bonus_after_move(t, state, seat, start, area, events)
    return auto_end(t, state, events)


def body_check(t: Tables, state: CcgState, events: list[Event]) -> CcgState:
    seat = state.turn
    events.append(Event("body-check", f"{state.names[seat]} body-checks and takes the puck in "
                                      f"{t.area_name[state.puck]}.", {"seat": seat, "area": state.puck}))
    return auto_end(t, evolve(state, control=seat, action_used=True), events)


def shoot(t: Tables, state: CcgState, kind: str, events: list[Event]) -> CcgState:
    """Shoot or On-Net: the opponent's next card is the Shot Card. The +3 bonus's Shoot is free."""
    seat = state.turn
    free = kind == "shoot" and state.free_shot and (state.action_used or "shoot" not in _printed(t, state))
    word = "takes a shot on net" if kind == "on-net" else "shoots"
    events.append(Event("shoot", f"{state.names[seat]} {word} from {t.area_name[state.puck]}"
                                 f"{' (free with the +3 passing bonus)' if free else ''}! {state.names[1 - seat]}'s "
                                 "next card is the Shot Card.", {"seat": seat, "area": state.puck, "kind": kind}))
    if free:
        state = evolve(state, free_shot=False)
    else:
        state = evolve(state, action_used=True, free_shot=False)
    state = evolve(state, shot=seat, stage=SHOT_CARD, shot_from=len(state.play) - 1)
    top = state.play[-1]
    if t.special_rules[top]:
        state = specials.on_shoot(t, state, seat, top, kind, events)
    return auto_end(t, state, events)


def any_shot(t: Tables, state: CcgState, events: list[Event]) -> CcgState:
    """Against an empty net a Player card has the Any Shot special: a shot from anywhere
    (Pull/Replace Goalie: Drawback)."""
    seat = state.turn
    events.append(Event("shoot", f"{state.names[seat]} shoots at the empty net from {t.area_name[state.puck]}! "
                                 f"{state.names[1 - seat]}'s next card is the Shot Card.",
                        {"seat": seat, "area": state.puck, "kind": "any-shot"}))
    state = evolve(state, special_used=True, shot=seat, stage=SHOT_CARD, shot_from=len(state.play) - 1)
    return auto_end(t, state, events)


def _printed(t: Tables, state: CcgState) -> frozenset[str]:
    from tabletop.games.breakaway_ccg import official
    return official.usable_actions(t, state)


def tip(t: Tables, state: CcgState, events: list[Event]) -> CcgState:
    """Tip ignores the Shot Card: it and the Tip card are discarded, and the opponent's next card is
    the new Shot Card (Actions: Tip; Card Effects: Ignore)."""
    seat = state.turn
    tip_card, shot_card = state.play[-1], state.play[-2]
    events.append(Event("tip", f"{state.names[seat]} tips it: {t.label[shot_card]} is ignored and "
                               f"{state.names[1 - seat]} owes a new Shot Card.", {"seat": seat}))
    state = evolve(state, play=state.play[:-2], discards=_discard(t, state.discards, (shot_card, tip_card)),
                   stage=SHOT_CARD, action_used=True)
    return end_use(t, state, events)


def score(t: Tables, state: CcgState, events: list[Event]) -> CcgState:
    seat = state.turn
    events.append(Event("score-attempt", f"{state.names[seat]} tries to score! {state.names[1 - seat]} has one "
                                         "chance to save.", {"seat": seat}))
    return auto_end(t, evolve(state, stage=SAVE, action_used=True), events)


def save(t: Tables, state: CcgState, events: list[Event]) -> CcgState:
    """The save stops play; the face-off is at the nearest dot and the saver chooses the side
    (How to Score a Goal: Save Made)."""
    seat = state.turn
    events.append(Event("save", f"{state.names[seat]} saves! Play stops.", {"seat": seat}))
    state = evolve(state, action_used=True)
    return stop_play(t, state, events, "save", t.rink.place_of(state.puck), chooser=seat)


def concede(t: Tables, state: CcgState, events: list[Event]) -> CcgState:
    """No save: a goal. The Shot Card and the Score card go to the scorer's pile (How to Score a Goal)."""
    shooter = state.shot
    events.append(Event("no-save", f"{state.names[1 - shooter]} has no save.", {"seat": 1 - shooter}))
    score_card = state.play[-1]
    shot_card = state.play[-2]
    names = state.names
    stands = specials.passive(t, score_card, "goal-stands") or specials.passive(t, shot_card, "goal-stands")
    if stands and (cancelled(state, score_card) or cancelled(state, shot_card)):      # Toronto (O78)
        events.append(Event("goal-stands", f"{t.cards.specials_text[stands][0]}: the goal stands although a "
                                           "Cancelled card scored it.", {"seat": shooter, "special": stands}))
    elif cancelled(state, score_card) or cancelled(state, shot_card):
        events.append(Event("called-back", f"The goal is called back: a Cancelled card cannot score "
                                           f"({t.label[score_card]} on {t.label[shot_card]}).", {"seat": shooter}))
        return stop_play(t, state, events, "called-back", t.rink.place_of(state.puck), chooser=1 - shooter)
    goals = pair(state.goals, shooter, state.goals[shooter] + 1)
    events.append(Event("goal", f"GOAL! {names[shooter]} scores with {t.label[score_card]} on the Shot Card "
                                f"{t.label[shot_card]} ({names[0]} {goals[0]}, {names[1]} {goals[1]}).",
                        {"seat": shooter, "cards": (shot_card, score_card), "goals": goals}))
    state = evolve(state, goals=goals, play=state.play[:-2],
                   scored=pair(state.scored, shooter, state.scored[shooter] + (shot_card, score_card)))
    if state.overtime:        # overtime is sudden death (O14)
        return game_over(t, state, events)
    if state.calls or state.box:
        state = pen.after_goal(t, state, shooter, events)
    return stop_play(t, state, events, "goal", "center", chooser=1 - shooter)


def no_goal(t: Tables, state: CcgState, events: list[Event]) -> CcgState:
    """The shooter's card cannot Score: the puck goes to the area of the last Player card's number
    in the shot (7 if none) and the Shot Card against the shooting card decides control (How to
    Score a Goal: No Goal). With a +2 passing bonus the shooter may shift that area by one (O12)."""
    shooter, defender = state.shot, 1 - state.shot
    sequence = state.play[state.shot_from:]
    last = next((c for c in reversed(sequence) if t.player[c] and number(t, c) is not None), None)
    n = 7 if last is None else min(8, max(0, number(t, last) + (pen.number_shift(state, last) if state.effects else 0)))
    shot_card = state.play[state.shot_from + 1]
    shooting = state.play[state.shot_from]
    origin = specials.any_shot_from(state, shooting) if state.effects else None
    if origin is not None and _behind_center(t, origin, shooter):     # Any Shot from its own half: Icing
        events.append(Event("any-shot-icing", f"{state.names[shooter]}'s Any Shot from behind center misses: "
                                              "Icing.", {"seat": shooter}))
        return stop_play(t, state, events, "icing", t.rink.zone_place(shooter, DEFENSIVE), chooser=defender,
                         offender=shooter, no_bench=shooter)
    control = defender if pen.strength(t, state, shot_card, defender) >= pen.strength(t, state, shooting, shooter) \
        else shooter
    events.append(Event("no-goal", f"No score on the Shot Card: the puck goes to area {n} and "
                                   f"{state.names[control]} has it.", {"area": n, "control": control}))
    bonus = state.bonus[shooter]
    extra = specials.shot_reach(state, shooting) if state.effects else 0      # One Timer (not a bonus)
    state = evolve(state, shot=None, stage=None, shot_from=0, control=control,
                   puck=area_numbered(t, defender, n))
    if bonus >= 2 or extra:
        reach = (2 if bonus >= pen.MAX_BONUS_PP else 1 if bonus >= 2 else 0) + extra   # +4 on a power play: +2/-2
        options = tuple(area_numbered(t, defender, m) for m in range(n - reach, n + reach + 1) if 0 <= m <= 8)
        if len(options) > 1:
            return evolve(state, phase=PLACE, placing=(shooter, "no-goal", options))
    return state


def dump(t: Tables, state: CcgState, kind: str, target: str, events: list[Event]) -> CcgState:
    """Start a Dump In (to an offensive-zone area) or a Dump Out (to the closest area 9)."""
    seat = state.turn
    origin = state.puck
    if kind == ch.DUMP_OUT:
        target = "nw9" if seat == 0 else "ne9"
    events.append(Event("dump", f"{state.names[seat]} starts a {ch.NAMES[kind]}: the puck goes to "
                                f"{t.area_name[target]}.", {"seat": seat, "kind": kind, "target": target,
                                                            "special": "dump-in"}))
    if pen.in_own_corner(t, state, seat):
        state = pen.call(state, seat, "Delay of Game", "A dump started from behind the net", events)
    state = evolve(state, special_used=True, puck=target)
    return open_challenge(t, state, Challenge(kind, seat, origin, target), events)


def grind(t: Tables, state: CcgState, events: list[Event]) -> CcgState:
    seat = state.turn
    events.append(Event("grind", f"{state.names[seat]} starts a Grind Challenge.", {"seat": seat}))
    if pen.in_own_corner(t, state, seat):
        state = pen.call(state, seat, "Delay of Game", "A Grind started from behind the net", events)
    top = state.play[-1]
    used = ("grind", "yellow") if "yellow" in t.colors[top] else ("grind",)     # O73: Yellow is the Grind
    state = evolve(state, colors_used=state.colors_used + used, ability_used=True)
    return open_challenge(t, state, Challenge(ch.GRIND, seat, state.puck, state.puck), events)


def end_use(t: Tables, state: CcgState, events: list[Event]) -> CcgState:
    """Phase 4: draw one below the hand size, none in the Final Minute; then the other side's turn."""
    seat = state.turn
    if state.challenge is not None:
        events.append(Event("challenge-done", f"{state.names[seat]} is done with the challenge card.",
                            {"seat": seat}))
        return finish_challenge(t, state, events)
    if state.stage == SCORE and state.shot == seat and state.play and not state.action_used:
        # The shooter's card lies on the Shot Card and ends without a Score (it had one only through
        # an ability it did not use): no goal (How to Score a Goal: No Goal; O69).
        state = no_goal(t, state, events)
        if state.phase == PLACE:
            return state
    events.append(Event("end-turn", f"{state.names[seat]} ends the turn.", {"seat": seat}))
    skip = False
    if state.effects:           # Faceoff / Dump / Grind Challenge regain, Skip and Skip 2
        state, skip = specials.at_turn_end(t, state, seat, events)
    if skip or (state.final_minute and not (pen.extra_attacker(state, seat) and state.hands[1 - seat])):
        pass
    elif state.box:
        events.append(Event("pp-no-draw", "No end-of-turn draw during a power play.", {"seat": seat}))
    elif held(state, seat) < hand_max(state, seat):
        state = draw(t, state, seat, 1, events)
    elif state.decks[seat]:
        events.append(Event("hand-full", f"{state.names[seat]}'s hand is full: no draw.", {"seat": seat}))
    return begin_turn(t, state, 1 - seat, events)


# ----- periods and the end -------------------------------------------------------------------------
def end_period(t: Tables, state: CcgState, events: list[Event]) -> CcgState:
    names, goals = state.names, state.goals
    label = f"overtime {state.overtime}" if state.overtime else f"period {state.period}"
    events.append(Event("period-end", f"End of {label}: {names[0]} {goals[0]}, {names[1]} {goals[1]}.",
                        {"period": state.period, "goals": goals}))
    state = pen.period_end(state)
    state = sup.at_period_end(t, state, events)     # Support (O120): Superstar leaves
    periods = state.option("periods")
    if state.period < periods and not state.overtime:
        return _next_period(t, state, events, state.period + 1, 0)
    if goals[0] != goals[1]:
        return game_over(t, state, events)
    rule = state.option("overtime")
    if rule == "none":
        return game_over(t, state, events)
    if rule == "regular-season":
        if state.overtime:
            from tabletop.games.breakaway_ccg import shootout
            return shootout.start(t, _gather(t, state), events)
        return _next_period(t, state, events, state.period, 1, deck_size=OT_DECK)
    return _next_period(t, state, events, state.period, state.overtime + 1)


def _gather(t: Tables, state: CcgState) -> CcgState:
    """Every card in play, hand and discard pile goes back to its owner's deck (end of a period)."""
    decks = [list(state.decks[0]), list(state.decks[1])]
    for pile in (state.hands[0], state.hands[1], state.discards[0], state.discards[1], state.play,
                 tuple(c for c in state.picks if c is not None)):
        for c in pile:
            decks[t.owner[c]].append(c)
    return evolve(state, decks=(tuple(decks[0]), tuple(decks[1])), hands=((), ()), discards=((), ()), play=(),
                  picks=(None, None), extras=((), ()), shot=None, stage=None, shot_from=0, challenge=None,
                  placing=None, stoppage=None, last_reveal=(),
                  effects=tuple(e for e in state.effects if e.until == "game"))


def _next_period(t: Tables, state: CcgState, events: list[Event], period: int, overtime: int,
                 deck_size: int | None = None) -> CcgState:
    """Each side shuffles its cards back into a deck (O13); regular-season overtime deals a deck of
    21 and a hand of three, the rest set aside for the overtime (Overtime)."""
    state = _gather(t, state)
    counter = state.chance
    decks, aside = [], list(state.aside)
    for seat in (0, 1):
        deck = chance.shuffled(state.seed, counter, sorted(state.decks[seat]))
        counter += 1
        if deck_size is not None:
            aside.extend(deck[deck_size:])
            deck = deck[:deck_size]
        decks.append(deck)
        events.append(Event("shuffle", f"{state.names[seat]} shuffles {len(deck)} cards into a new deck.",
                            {"seat": seat}, chance=True, irreversible=True))
    ot = deck_size is not None
    limit = OT_HAND if ot else HAND_MAX
    label = "Overtime" if overtime else f"Period {period}"
    events.append(Event("period", f"{label} begins.", {"period": period, "overtime": overtime}))
    state = evolve(state, period=period, overtime=overtime, decks=(decks[0], decks[1]), chance=counter,
                   aside=tuple(aside), final_minute=False, hand_max=(limit, limit), skip_start=(False, False))
    for seat in (state.home, 1 - state.home):
        state = draw(t, state, seat, OT_HAND if ot else STARTING_HAND, events)
    return start_period(t, pen.period_start(t, state, events), events)
