"""The sequence of play under the official rules: stoppages, periods and overtime, face-offs and the
General Challenge Procedure, the start and end of a turn (Part 2: Stoppage, Game End, Challenges,
Phases of a Turn).

These live together because each leads into the next: a stoppage may end the period or set a
face-off, the face-off's challenge hands out a turn, and a turn may end in a stoppage. Every
function takes a state already known to allow the action. Rulings O1, O2... are in
``docs/rulings/breakaway-ccg.md``.
"""

from __future__ import annotations

from tabletop.engine import chance
from tabletop.engine.events import Event
from tabletop.engine.evolve import evolve
from tabletop.games.breakaway_ccg import shootout
from tabletop.games.breakaway_ccg.official import challenges as ch
from tabletop.games.breakaway_ccg.official import legality, power_play
from tabletop.games.breakaway_ccg.official import penalties as pen
from tabletop.games.breakaway_ccg.official.basics import (
    BENCH_SWAPS,
    EMPTY_DRAW,
    FACING_DRAW,
    HAND_MAX,
    MAX_TOKENS,
    OT_DECK,
    OT_HAND,
    STARTING_HAND,
    STOP_REASONS,
    STOPPAGE_DRAW,
    Effect,
    Stoppage,
    area_numbered,
    behind_center,
    cancelled,
    draw,
    draw_to,
    hand_max,
    held,
    number,
)
from tabletop.games.breakaway_ccg.official.challenges import Challenge
from tabletop.games.breakaway_ccg.official.goalie import goalie_back, goalie_out
from tabletop.games.breakaway_ccg.official.officiating import card_for
from tabletop.games.breakaway_ccg.piles import discard_cards, game_over
from tabletop.games.breakaway_ccg.rink import DEFENSIVE, NEUTRAL
from tabletop.games.breakaway_ccg.specials import interpreter as specials
from tabletop.games.breakaway_ccg.specials import specialized as spz
from tabletop.games.breakaway_ccg.specials import support as sup
from tabletop.games.breakaway_ccg.specials import whistle, windows
from tabletop.games.breakaway_ccg.state import (
    CHALLENGE,
    PLACE,
    PLAY,
    SAVE,
    SCORE,
    SHOT_CARD,
    START,
    STOPPAGE,
    USE,
    CcgState,
    laid_by_after,
    pair,
)
from tabletop.games.breakaway_ccg.tables import Tables


def reveal_top(t: Tables, state: CcgState, events: list[Event], why: str) -> tuple[CcgState, tuple[str, str] | None]:
    """Both seats turn over their top card and put it aside (Game Setup)."""
    if not state.decks[0] or not state.decks[1]:
        return state, None
    cards = (state.decks[0][0], state.decks[1][0])
    names = state.names
    events.append(Event("reveal", f"{why}: {names[0]} turns over {t.label[cards[0]]}, {names[1]} turns over "
                                  f"{t.label[cards[1]]}.", {"cards": cards}, irreversible=True))
    return evolve(state, decks=(state.decks[0][1:], state.decks[1][1:]), aside=state.aside + cards), cards


def start_period(t: Tables, state: CcgState, events: list[Event], first: bool = False) -> CcgState:
    """The officiating reveal (O3), tokens for periods 2 and 3, then a center face-off."""
    if state.effects and spz.choosers(state):  # Specialized (O119)
        state, cards = spz.reveal(t, state, events), None  # Specialized (O119)
    else:
        state, cards = reveal_top(t, state, events, f"Officiating card for period {state.period}")
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
    it first (``specials.whistle.offer``, O117)."""
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
        state = evolve(state, discards=discard_cards(t, state.discards, play), play=())
    effects = tuple(e for e in state.effects if e.until not in ("stoppage", "line-change"))
    if reason == "icing" and offender is not None:
        effects += (Effect("icing-hand", offender, "stoppage", "Icing: a hand of at most five"),)
    state = evolve(state, shot=None, stage=None, shot_from=0, bonus=(0, 0), goalie_pulled=(False, False),
                   challenge=None, picks=(None, None), control=None, placing=None, effects=effects,
                   token_used=False, colors_used=(), special_used=False, free_move=False, free_shot=False,
                   ability_used=False, action_used=False, doubles=False, run=False)
    pp_cap = None
    if state.calls or state.box or state.redeal:
        state, pp_cap = pen.at_stoppage(t, state, events)
    if state.final_minute and not state.hands[0] and not state.hands[1]:
        return end_period(t, state, events)
    if draws:       # a power play bans only Phase 4's draw (Power Play Duration; O27)
        fewer = 0 if held(state, 0) < held(state, 1) else 1 if held(state, 1) < held(state, 0) else state.home
        before = len(state.hands[fewer])
        state = draw_to(t, state, fewer, STOPPAGE_DRAW, events)
        drawn = len(state.hands[fewer]) - before
        other = 1 - fewer
        room = hand_max(state, other) - held(state, other)
        if drawn and room > 0:
            state = draw(t, state, other, min(drawn, room), events)
    if pp_cap is not None:      # then the power-play hand (Power Play: Card Draw)
        state = pen.deal(t, state, pp_cap, events)
    events.append(Event("stoppage", _stoppage_text(t, state, reason, place, chooser, offender),
                        {"reason": reason, "place": place, "chooser": chooser, "offender": offender}))
    spent = pen.bench_allowance(state)     # the penalty kill loses a switch per man down
    spent = (spent[0] - extra_swaps[0], spent[1] - extra_swaps[1])   # a fight's Line Change adds one
    state = evolve(state, phase=STOPPAGE, stoppage=Stoppage(reason, place, chooser, no_bench),
                   swaps=spent, ready=(no_bench == 0 or spent[0] >= BENCH_SWAPS, no_bench == 1 or spent[1] >= BENCH_SWAPS),
                   puck=t.rink.dots[place][0])
    return after_bench(t, state, events)


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


def after_bench(t: Tables, state: CcgState, events: list[Event]) -> CcgState:
    """Once both are done with the bench: the side of the dot, then the face-off."""
    if state.phase != STOPPAGE or not all(state.ready):
        return state
    if state.effects and any(e.kind == "specialized-choose" for e in state.effects):   # Specialized (O119)
        return state
    if len(t.rink.dots[state.stoppage.place]) > 1:
        return state          # the chooser picks the dot (``choose_side``)
    return start_faceoff(t, state, t.rink.dots[state.stoppage.place][0], events)


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
        return settle_challenge(t, state, dfd, None, events, uncontested=False)
    return state


def settle_challenge(t: Tables, state: CcgState, winner: int, card: str | None, events: list[Event],
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
                   laid_by=laid_by_after(t, state, laid), discards=discard_cards(t, state.discards, leftover),
                   effects=state.effects + tuple(Effect("challenge-card", s, "stoppage", card=x) for x, s in laid))
    if lost_with is not None and t.special_rules[lost_with]:     # Faceoff, Dump, Grind Challenge
        state = windows.on_challenge_lost(t, state, c.kind, loser, lost_with, events)
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
        return use_challenge_card(t, evolve(state, control=winner), events)
    if c.kind == ch.DUMP_IN:
        if winner == c.initiator:
            return use_challenge_card(t, evolve(state, control=winner, puck=c.target), events)
        if tied:
            events.append(Event("dump-tie", f"A tie goes to {state.names[winner]}, who takes the puck in "
                                            f"{t.area_name[c.target]}.", {"seat": winner}))
            state = evolve(state, control=winner, puck=c.target)
            if defender_card is not None and (t.card[defender_card].number == "goalie"
                                              or "dump-in" in t.card[defender_card].specials) \
                    and pen.in_own_corner(t, state, winner):
                state = pen.call(state, winner, "Delay of Game", "A tied Dump In won behind the net", events)
            return use_challenge_card(t, state, events)
        if defender_card is not None and "green" in t.colors[defender_card]:
            return evolve(state, phase=PLACE, placing=(winner, DUMP_GREEN, ()))
        return dump_won_normally(t, state, winner, defender_card, events)
    # Dump Out (the puck lies in the closest area 9, its target).
    if uncontested:
        neutral = tuple(a for a in t.areas if t.rink.zone(a, 0) == NEUTRAL)
        state = evolve(state, control=loser, skip_start=pair(state.skip_start, loser, True))
        return _owe_place(t, state, winner, "dump-out", neutral, events)
    if winner == c.initiator:
        return use_challenge_card(t, evolve(state, control=winner, puck=c.target), events)
    if tied:
        events.append(Event("delay-of-game", f"A tie: {state.names[loser]} takes a Delay of Game penalty "
                                             "(2 minutes); " f"{state.names[winner]} has the puck.", {"seat": loser}))
        state = pen.call(state, loser, "Delay of Game", "A tied Dump Out", events)
        return use_challenge_card(t, evolve(state, control=winner, puck=c.target), events)
    if defender_card is not None and "green" in t.colors[defender_card]:
        return use_challenge_card(t, evolve(state, control=winner, puck=c.origin), events)
    return stop_play(t, evolve(state, control=winner), events, "icing", t.rink.zone_place(loser, DEFENSIVE),
                     chooser=winner, offender=loser, no_bench=loser)


#: The ``placing`` reason of a Dump In defender whose Green card won: it chooses between stopping
#: the dump and winning it as usual (Dump In Challenge: Contested Win, Defender - Green Ability).
DUMP_GREEN = "dump-green"
DUMP_CHOICES = ("stop", "win")


def dump_won_normally(t: Tables, state: CcgState, winner: int, card: str | None, events: list[Event]) -> CcgState:
    """The Dump In defender wins as usual: it takes the puck and may place it next to the target or
    leave it there (Contested Win, Defender - Normal). A dump from behind the center line (the
    initiator's own half) won without a Goalie card is Icing against the initiator instead
    (General Hockey Rules: Icing, a failed Dump In; O18)."""
    c = state.challenge
    dumper = c.initiator
    if behind_center(t, c.origin, dumper) and (card is None or t.card[card].number != "goalie"):
        return stop_play(t, evolve(state, control=winner), events, "icing", t.rink.zone_place(dumper, DEFENSIVE),
                         chooser=winner, offender=dumper, no_bench=dumper)
    state = evolve(state, control=winner, puck=c.target)
    return _owe_place(t, state, winner, "dump", (c.target,) + tuple(t.arrows[c.target]), events)


def dump_choice(t: Tables, state: CcgState, seat: int, choice: str, events: list[Event]) -> CcgState:
    """The Green defender's choice: stop the dump (the puck goes back where it started, the initiator
    keeping it) or win it as usual (Dump In Challenge: Contested Win, Defender - Green Ability)."""
    c = state.challenge
    state = evolve(state, placing=None)
    if choice == "stop":
        events.append(Event("dump-stopped", f"{state.names[seat]}'s green stops the dump: the puck goes back "
                                            f"to {t.area_name[c.origin]}.", {"seat": seat}))
        return use_challenge_card(t, evolve(state, control=c.initiator, puck=c.origin), events)
    events.append(Event("dump-green-win", f"{state.names[seat]} wins the dump as usual.", {"seat": seat}))
    return dump_won_normally(t, state, seat, c.won_with, events)


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
    return use_challenge_card(t, state, events)


def use_challenge_card(t: Tables, state: CcgState, events: list[Event]) -> CcgState:
    """The winner may use the winning card (one ability, action or special; after a contested Grind
    one of each), then takes a turn. With nothing on the play area (a face-off won outright) the
    turn starts at once."""
    c = state.challenge
    state = evolve(state, phase=USE, turn=c.winner, colors_used=(), special_used=False, ability_used=False,
                   action_used=False, doubles=False, run=False, free_move=c.uncontested and state.control == c.winner,
                   free_shot=False)
    if c.won_with is None or not state.play or state.play[-1] != c.won_with:
        return finish_challenge(t, state, events)
    if not legality.use_options(t, state):
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
        state = windows.turn_over(state)
    if state.stage == SAVE and state.shot is not None and seat != state.shot and not state.hands[seat]:
        return concede(t, state, events)         # no card for the Save, even the last: the goal stands
    if state.final_minute and not state.hands[0] and not state.hands[1]:
        return end_period(t, state, events)
    if state.box and not state.final_minute:
        state = pen.mark_run_out(state)
        if pen.played_out(state):       # both have run out of their power-play hands (O27)
            state, over = pen.hand_over(t, state, events)
            if over and (state.benches[0] or state.benches[1]):
                return _pp_over_switch(t, state, seat, seat, events)
    if skips >= 2:            # neither side can play: the period cannot go on (O10)
        return end_period(t, state, events)
    if state.shot is not None:
        facing = state.stage == SHOT_CARD and state.shot != seat
        scoring = state.stage == SCORE and state.shot == seat     # not facing the shot: a Phase 1 (O9)
        own = state.stage == SHOT_CARD and state.shot == seat     # to lay its own Shot Card: a Phase 1 too
        if own and (state.hands[1 - seat] or state.decks[1 - seat]):     # Phase 2: Waiting for Shot Card
            events.append(Event("waiting", f"{state.names[seat]} waits for the Shot Card and skips the turn.",
                                {"seat": seat}))
            return begin_turn(t, state, 1 - seat, events, skips)
        if facing and not state.hands[seat]:
            events.append(Event("facing-empty", f"{state.names[seat]} faces the shot with no cards and draws "
                                                f"{FACING_DRAW}.", {"seat": seat}))
            state = draw(t, state, seat, FACING_DRAW, events)
            if not state.hands[seat]:       # out of cards in hand and deck: the shooter plays on (Phase 2)
                events.append(Event("no-shot-card", f"{state.names[seat]} has no card in hand or deck for the Shot "
                                                    f"Card: {state.names[1 - seat]} plays on and lays its own Shot "
                                                    f"Card, and {state.names[seat]} decides how it is resolved.",
                                    {"seat": seat}))
                if state.hands[1 - seat]:
                    return begin_turn(t, state, 1 - seat, events, skips)
        if scoring and not state.hands[seat]:
            events.append(Event("empty-hand", f"{state.names[seat]} has no cards: draws {EMPTY_DRAW} and skips the "
                                              "turn.", {"seat": seat}))
            state = draw(t, state, seat, min(EMPTY_DRAW, max(0, hand_max(state, seat))), events)
            return _shot_fizzles(t, state, seat, events)
        if not state.hands[seat] and state.stage != SCORE:
            return _shot_fizzles(t, state, seat, events)
        if not scoring and not own and state.hands[seat]:
            return evolve(state, phase=PLAY)
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
    if any(e.kind == "goalie-replacing" and e.seat == seat for e in state.effects):
        state = goalie_back(state, seat, events)
    if any(e.kind == "goalie-pulling" and e.seat == seat for e in state.effects):
        events.append(Event("goalie-out", f"{state.names[seat]}'s goalie leaves the net.", {"seat": seat}))
        state = goalie_out(t, state, seat, events)
        if state.placing is not None:
            return state
    if state.skip_start[seat]:
        return evolve(state, phase=PLAY, skip_start=pair(state.skip_start, seat, False))
    if not legality.start_options(t, state, seat):
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
    """A shot whose next card cannot come (a shooter with no card for its score attempt, or no Shot
    Card on either side): it ends with no goal (O9, O11)."""
    shooter = state.shot
    events.append(Event("shot-fizzles", f"{state.names[seat]} has no card to go on with the shot: no goal, and "
                                        f"{state.names[shooter]} keeps the puck.", {"seat": seat}))
    state = evolve(state, shot=None, stage=None, control=shooter)
    return begin_turn(t, state, 1 - seat, events)


# ----- phase 3: using the card ----------------------------------------------------------------------
def auto_end(t: Tables, state: CcgState, events: list[Event]) -> CcgState:
    """End the turn at once when the card offers nothing more."""
    if state.phase != USE or legality.use_options(t, state):
        return state
    return end_use(t, state, events)


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
    n = 7 if last is None else min(8, max(0, number(t, last) + (power_play.number_shift(state, last) if state.effects else 0)))
    shot_card = state.play[state.shot_from + 1]
    shooting = state.play[state.shot_from]
    origin = specials.any_shot_from(state, shooting) if state.effects else None
    if origin is not None and behind_center(t, origin, shooter):     # Any Shot from its own half: Icing
        events.append(Event("any-shot-icing", f"{state.names[shooter]}'s Any Shot from behind center misses: "
                                              "Icing.", {"seat": shooter}))
        return stop_play(t, state, events, "icing", t.rink.zone_place(shooter, DEFENSIVE), chooser=defender,
                         offender=shooter, no_bench=shooter)
    control = defender if power_play.strength(t, state, shot_card, defender) >= power_play.strength(t, state, shooting, shooter) \
        else shooter
    events.append(Event("no-goal", f"No score on the Shot Card: the puck goes to area {n} and "
                                   f"{state.names[control]} has it.", {"area": n, "control": control}))
    bonus = state.bonus[shooter]
    extra = specials.shot_reach(state, shooting) if state.effects else 0      # One Timer (not a bonus)
    state = evolve(state, shot=None, stage=None, shot_from=0, control=control,
                   puck=area_numbered(t, defender, n))
    if bonus >= 2 or extra:
        reach = (2 if bonus >= power_play.MAX_BONUS_PP else 1 if bonus >= 2 else 0) + extra   # +4 on a power play: +2/-2
        options = tuple(area_numbered(t, defender, m) for m in range(n - reach, n + reach + 1) if 0 <= m <= 8)
        if len(options) > 1:
            return evolve(state, phase=PLACE, placing=(shooter, "no-goal", options))
    return state


#: The lasting effect that marks a Shot Card the shooter laid itself while the other side resolves it.
OWN_SHOT_CARD = "own-shot-card"


def own_shot_card(t: Tables, state: CcgState, seat: int, card: str, events: list[Event]) -> CcgState:
    """The shooter's card on its own shot is its own Shot Card (Phase 2: Waiting for Shot Card, the
    other side being out of cards): the other side decides how it is resolved (How to Score a Goal:
    Opponent Plays Shot Card), using its Phase 3 as the Shot Card's player would; the shooter's
    Phase 4 follows (``end_use``)."""
    other = 1 - seat
    events.append(Event("own-shot-card", f"{state.names[seat]} laid the Shot Card itself: {state.names[other]} "
                                         "decides how it is resolved.", {"seat": seat, "card": card}))
    state = evolve(state, stage=SCORE, turn=other, effects=state.effects + (Effect(OWN_SHOT_CARD, seat, "stoppage",
                                                                                   card=card),))
    return auto_end(t, state, events)


def end_use(t: Tables, state: CcgState, events: list[Event]) -> CcgState:
    """Phase 4: draw one below the hand size, none in the Final Minute; then the other side's turn."""
    seat = state.turn
    if state.challenge is not None:
        events.append(Event("challenge-done", f"{state.names[seat]} is done with the challenge card.",
                            {"seat": seat}))
        return finish_challenge(t, state, events)
    if state.effects and any(e.kind == OWN_SHOT_CARD for e in state.effects):
        events.append(Event("own-shot-card-done", f"{state.names[seat]} is done with the Shot Card.", {"seat": seat}))
        seat = 1 - seat             # the shooter laid it: its turn, and its Phase 4
        state = evolve(state, turn=seat, effects=tuple(e for e in state.effects if e.kind != OWN_SHOT_CARD))
        return _phase_four(t, state, seat, events)
    if state.stage == SCORE and state.shot == seat and state.play and not state.action_used:
        # The shooter's card lies on the Shot Card and ends without a Score (it had one only through
        # an ability it did not use): no goal (How to Score a Goal: No Goal; O69).
        phase = state.phase
        state = no_goal(t, state, events)
        if state.phase != phase:        # the shooter places the puck, or an Any Shot's Icing stopped play
            return state
    return _phase_four(t, state, seat, events)


def _phase_four(t: Tables, state: CcgState, seat: int, events: list[Event]) -> CcgState:
    events.append(Event("end-turn", f"{state.names[seat]} ends the turn.", {"seat": seat}))
    skip = False
    if state.effects:           # Faceoff / Dump / Grind Challenge regain, Skip and Skip 2
        state, skip = windows.at_turn_end(t, state, seat, events)
    if skip or (state.final_minute and not (power_play.extra_attacker(state, seat) and state.hands[1 - seat])):
        pass
    elif state.box:
        events.append(Event("pp-no-draw", "No end-of-turn draw during a power play.", {"seat": seat}))
    elif power_play.overtime_four_on_four(state):
        events.append(Event("pp-no-draw", "No end-of-turn draw in overtime, played by the 4-on-4 rules.",
                            {"seat": seat}))
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
    21 and a hand of three, and the rest goes to the discard pile ("discard rest", Overtime)."""
    state = _gather(t, state)
    counter = state.chance
    decks, discards = [], [(), ()]
    for seat in (0, 1):
        deck = chance.shuffled(state.seed, counter, sorted(state.decks[seat]))
        counter += 1
        if deck_size is not None:
            discards[seat] = tuple(deck[deck_size:])
            deck = deck[:deck_size]
        decks.append(deck)
        events.append(Event("shuffle", f"{state.names[seat]} shuffles {len(deck)} cards into a new deck.",
                            {"seat": seat}, chance=True, irreversible=True))
    ot = deck_size is not None
    limit = OT_HAND if ot else HAND_MAX
    label = "Overtime" if overtime else f"Period {period}"
    events.append(Event("period", f"{label} begins.", {"period": period, "overtime": overtime}))
    state = evolve(state, period=period, overtime=overtime, decks=(decks[0], decks[1]), chance=counter,
                   discards=(discards[0], discards[1]), final_minute=False, hand_max=(limit, limit),
                   skip_start=(False, False))
    for seat in (state.home, 1 - state.home):
        state = draw(t, state, seat, OT_HAND if ot else STARTING_HAND, events)
    return start_period(t, pen.period_start(t, state, events), events)
