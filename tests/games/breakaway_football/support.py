"""Shared helpers for the Breakaway Football scenario tests (not a test module itself).

Positions are built with ``dataclasses.replace`` on a new game; the Game Day deck is stacked
by putting chosen cards on top (every other card follows, so no card is lost). Every move
goes through the checked ``apply``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from tabletop import safe_yaml
from tabletop.engine.actions import Action
from tabletop.games import registry
from tabletop.games.breakaway_football.field import next_target
from tabletop.games.breakaway_football.rules import timeout_window
from tabletop.games.breakaway_football.state import AUDIBLE, CALL, Call, FootballState, Play
from tabletop.paths import card_data_dir

GAME = registry().get("breakaway-football")
CARDS = GAME.cards


# Lightning plays (card, end on the board) and Fire formations the scenario files share.
LP8_LOW = ("LIG-O01", "a")      # Long Pass 8, low percentage
LP6 = ("LIG-O03", "a")          # Long Pass 6
IR2 = ("LIG-O02", "b")          # Inside Run 2
OR3 = ("LIG-O10", "b")          # Outside Run 3
BLITZ = "FIR-D01"               # Blitz, run 1 pass 1
TIGHT_RUN = "FIR-D05"           # Tight Run: loses to Outside Run
TWO_MAN = "FIR-D07"             # 2 Man Under: stops Long Pass
LIG, FIR = 0, 1      # default seats: home Lightning, visiting Fire


def gd(pred: Callable, exclude: tuple[str, ...] = ()) -> str:
    """The first Game Day card matching ``pred`` (and not in ``exclude``)."""
    for card in CARDS.game_day:
        if card.id not in exclude and pred(card):
            return card.id
    raise LookupError("no Game Day card matches")


def gds(pred: Callable, n: int) -> list[str]:
    out: list[str] = []
    for _ in range(n):
        out.append(gd(pred, tuple(out)))
    return out


def neutral_for(kind: str) -> Callable:
    """A card whose play event is for the other kind of play (so it does not match)."""
    other = "pass" if kind == "run" else "run"
    return lambda c: c.event.kind == other and c.event.effect == "gain"


def offense_card(team: str, play_type: str, strength: int, low: bool | None = None) -> tuple[str, str]:
    """(card id, end) of a team's offense play of that type and strength."""
    for card in CARDS.teams[team].offense:
        for end, play in zip("ab", card.plays, strict=True):
            if play.type == play_type and play.strength == strength and (low is None or play.low_percentage == low):
                return card.id, end
    raise LookupError(f"{team} has no {play_type} {strength}")


def defense_card(team: str, formation: str, run: int | None = None) -> str:
    """The id of a team's defense card with that formation (and run strength) on end "a"."""
    for card in CARDS.teams[team].defense:
        form = card.end("a")
        if form.name == formation and (run is None or form.run == run):
            return card.id
    raise LookupError(f"{team} has no {formation}")


def position(*, offense: int = LIG, ball: int = 10, down: int = 1, target: int | None = None,
             top: tuple[str, ...] | list[str] = (), score=(0, 0), quarter: int = 1, flags=(0, 0),
             timeouts=(3, 3), options=None, **changes) -> FootballState:
    """A position at the start of a down (both coaches about to call)."""
    state = GAME.new_game(0, options)
    top = tuple(top)
    rest = tuple(c for c in state.deck if c not in top)
    state = replace(state, phase=CALL, offense=offense, ball=ball, down=down,
                    target=next_target(ball) if target is None else target, deck=top + rest,
                    score=tuple(score), quarter=quarter, flags=tuple(flags), timeouts=tuple(timeouts),
                    opening_receiver=offense)
    return replace(state, **changes) if changes else state


def act(state: FootballState, seat: int, kind: str, *args):
    return GAME.apply(state, Action(seat, kind, tuple(args)))


def let_time_out_go(state: FootballState) -> FootballState:
    """Before the offense's last card the defense is asked about a time out (Time Outs, R19); here it
    lets it go, so a scenario about something else goes on as the offense calls (its event is left out)."""
    if timeout_window(state):
        state, _ = act(state, state.defender, "no_timeout")
    return state


def run_down(state: FootballState, off: tuple[str, str], dfn: str | tuple[str, str], audible: str = "keep",
             defense_audible: str = "keep"):
    """Both coaches call (a defense card given by id alone goes down end "a"), each keeps (or
    turns) its card at the audible step (Audibles: both players may audible), and the play is
    revealed. Returns the state and all the events (a defense asked about a time out first lets it go)."""
    events = []
    state = let_time_out_go(state)
    o, d = state.offense, 1 - state.offense
    state, ev = act(state, o, "call", *off)
    events += ev
    state, ev = act(state, d, "call", *((dfn, "a") if isinstance(dfn, str) else dfn))
    events += ev
    state, ev = act(state, o, "audible", audible)
    events += ev
    state, ev = act(state, d, "audible", defense_audible)
    events += ev
    return state, events


def kinds(events) -> list[str]:
    return [e.kind for e in events]


def check_inventory(state: FootballState) -> None:
    assert GAME.inventory(state) == GAME.inventory(GAME.new_game(0, dict(state.options)))


# ----- helpers several rule areas share ----------------------------------------------------------

TIGHT = defense_card("FIR", "Tight Run")


OR2 = offense_card("LIG", "outside_run", 2)


SP2 = offense_card("LIG", "short_pass", 2)


MP4 = offense_card("LIG", "medium_pass", 4)


LP8 = offense_card("LIG", "long_pass", 8, low=True)


RUN_PLUS_2 = gd(lambda c: c.event.kind == "run" and c.event.effect == "gain" and c.event.value == 2)


RUN_MINUS_2 = gd(lambda c: c.event.kind == "run" and c.event.effect == "gain" and c.event.value == -2)


PASS_GREEN_1 = gd(lambda c: c.event.kind == "pass" and c.event.color == "green" and c.event.value == 1)


NEUTRAL_RUN = gd(neutral_for("run"))      # a pass event: no effect on a run


NEUTRAL_PASS = gd(neutral_for("pass"))    # a run event: no effect on a pass


def zone_blitz_22() -> str:
    return next(c.id for c in GAME.cards.teams["FIR"].defense if c.end("a").name == "Zone Blitz" and c.end("a").pass_ == 2)


def fg_card(value: int, exclude=()) -> str:
    return gd(lambda c: c.field_goal == value, tuple(exclude))


def split(team: str, keep: list[str]) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """(hand, discards) of a team holding only ``keep``."""
    ids = GAME.offense_ids[team]
    return tuple(c for c in ids if c in keep), tuple(c for c in ids if c not in keep)


def late_position(quarter: int, lig_keep: list[str], fir_keep: list[str], **kw):
    lh, ld = split("LIG", lig_keep)
    fh, fd = split("FIR", fir_keep)
    return position(quarter=quarter, hands=(lh, fh), discards=(ld, fd), **kw)


RUN_FUMBLE = gd(lambda c: c.event.kind == "run" and c.event.effect == "fumble")


INTERCEPTION = gd(lambda c: c.event.kind == "pass" and c.event.effect == "interception")


PUNT8 = gd(lambda c: c.punt == 8 and not c.blocked_punt)


BLOCKED = gd(lambda c: c.blocked_punt)


def back(value, *exclude: str) -> str:
    """A Game Day card with this offense breakaway value."""
    return gd(lambda c: c.offense_breakaway == value, exclude)


def all_text(events) -> str:
    return " ".join(e.text for e in events)


# Offense Breakaways step 3: "Continue to draw extra Game Day cards ... until you pull a 0 or fumble."
# Penalties: "DECLINE: No effect." Declining leaves the breakaway as it was: the run goes on.
OFFSIDE_RUN = gd(lambda c: c.event.kind == "run" and c.event.effect == "penalty"
                 and c.event.penalty.on == "defense" and not c.event.penalty.first_down)


FOLDER = card_data_dir() / "breakaway_football"


RAW_DECK = safe_yaml.load_file(FOLDER / "game_day.yaml")


DECK = CARDS.game_day


N = len(DECK)


MP3 = ("LIG-O12", "b")          # Medium Pass 3


# Fire defense cards, end "a" on the board unless a pair says otherwise.
PRESS_B = ("FIR-D01", "b")        # Press, run 1 pass 2: stops Short Pass, loses to Long Pass


ZONE_BLITZ = "FIR-D04"          # Zone Blitz, run 2 pass 2: stops Long Pass, loses to Short Pass


COVER_2 = "FIR-D08"             # Cover 2, run 2 pass 2: stops Medium Pass, loses to Outside Run


# The Fire on offense against the Lightning's defense.
FIR_IR2 = ("FIR-O07", "a")      # Inside Run 2


FIR_OR3 = ("FIR-O01", "a")      # Outside Run 3


LIG_BLITZ = ("LIG-D01", "b")    # Blitz, run 1 pass 1


LIG_TIGHT_RUN = "LIG-D07"       # Tight Run, run 3 pass 1


LO = GAME.offense_ids["LIG"]


def texts_of(events, kind):
    found = [e for e in events if e.kind == kind]
    assert all(isinstance(e.data, dict) for e in found)
    return [e.text for e in found]


def one(events, kind):
    found = [e for e in events if e.kind == kind]
    assert len(found) == 1, kinds(events)
    return found[0]


def hail_mary(ball, top, **kw):
    state, _ = act(let_time_out_go(position(ball=ball, top=top, **kw)), LIG, "special", "hail_mary")
    return act(state, LIG, "discard", "LIG-O01")


FO = GAME.offense_ids["FIR"]


LD = GAME.defense_ids["LIG"]


FD = GAME.defense_ids["FIR"]


def backs(value, n: int = 1, exclude=()):
    """``n`` different cards with that offense breakaway value (never the blocked-punt card)."""
    cards = gds(lambda c: c.offense_breakaway == value and not c.blocked_punt and c.id not in exclude, n)
    return cards[0] if n == 1 else cards


def fg(value, exclude=()) -> str:
    return gd(lambda c: c.field_goal == value and not c.blocked_punt, tuple(exclude))


def punt_card(lines, corner=None, exclude=()) -> str:
    """A card punting ``lines`` (not blocked), with that offense breakaway value if given; searched
    from the bottom of the card list, so that it is not the card ``backs`` picks for a return."""
    for card in reversed(CARDS.game_day):
        if (card.punt == lines and not card.blocked_punt and card.id not in exclude
                and (corner is None or card.offense_breakaway == corner)):
            return card.id
    raise LookupError("no Game Day card punts that far")


def stacked_position(**kw):
    """``support.position``, refusing a stacked deck that names a card twice."""
    top = list(kw.get("top", ()))
    assert len(set(top)) == len(top), top
    return position(**kw)


class Rigged:
    """The registered game, with some Game Day cards printed with other values."""

    def __init__(self, **cards):
        self.gd = dict(GAME.gd)
        for card, values in cards.items():
            self.gd[card] = replace(GAME.gd[card], **values)

    def __getattr__(self, name):
        return getattr(GAME, name)


def seen(events):
    return [(e.kind, e.text, e.data, e.irreversible) for e in events]


def drawn(card: str, what: str):
    """A turned Game Day card: once seen, the move cannot be taken back."""
    return ("game-day", f"Game Day card {card}: {what}.", {"card": card}, True)


def said(kind: str, text: str, data=None):
    return (kind, text, {} if data is None else data, False)


def drive(seat: int, ball: int, text: str):
    return said("drive", f"{('Lightning', 'Fire')[seat]} takes over: {text}.", {"offense": seat, "ball": ball})


def without(cards, *out):
    return tuple(c for c in cards if c not in out)


def called(offense: int = LIG, **kw):
    """A position with both calls on the Play Card space (offense card 4, defense card 2)."""
    off_ids, def_ids = (LO, FO)[offense], (FD, LD)[offense]
    hands = [LO, FO]
    defense = [LD, FD]
    hands[offense] = without(off_ids, off_ids[4])
    defense[1 - offense] = without(def_ids, def_ids[2])
    calls = [None, None]
    calls[offense] = Call(off_ids[4], "a")
    calls[1 - offense] = Call(def_ids[2], "b")
    return stacked_position(offense=offense, hands=tuple(hands), defense=tuple(defense), calls=tuple(calls),
                    revealed=True, play=Play(kind="run", card="GD01"), **kw)


def punt_state(ball, top, **kw):
    return stacked_position(offense=LIG, ball=ball, down=4, top=top, **kw)


LIG_O01 = "Long Pass 8 (low %) / Short Pass 2"      # the label printed on LIG-O01


BOOK = "Breakaway Football, "


def refusal(state, seat, kind, *args):
    verdict = GAME.validate(state, Action(seat, kind, tuple(args)))
    assert not verdict.ok
    return verdict.code, verdict.reason, verdict.rule


def legal(state, seat):
    return [(a.kind, a.args) for a in GAME.legal_actions(state, seat)]


def calls_for(cards):
    return [("call", (c, end)) for c in cards for end in "ab"]


def told(events):
    return [(e.kind, e.text, e.data) for e in events]


def two_down(state, offense_card=("LIG-O01", "a"), defense_card=("FIR-D01", "a")):
    """Both cards face down (offense first, R4)."""
    state, _ = act(let_time_out_go(state), state.offense, "call", *offense_card)
    state, _ = act(state, state.defender, "call", *defense_card)
    return state


def same(state, seat, kind, *args, expect):
    """The move through the engine leaves what calling the resolving rule directly leaves."""
    events = []
    want = expect(state, events)
    got, got_events = act(state, seat, kind, *args)
    assert got == want and told(got_events) == told(events)
    return got, got_events


def busy_position(**changes):
    """The Fire on offense in the 3rd quarter, both cards face down, the Lightning having answered
    the audible; every field set to a value of its own."""
    state = position(
        offense=FIR,
        ball=7,
        down=2,
        target=10,
        score=(3, 7),
        quarter=3,
        timeouts=(1, 2),
        flags=(1, 0),
        hands=(LO[:12], FO[1:11]),
        discards=(LO[12:], FO[11:]),
        defense=(LD[1:], FD),
        calls=(Call("LIG-D01", "b", audible="keep"), Call("FIR-O01", "a")),
        top=["GD09"],
    )
    state = replace(
        state,
        phase=AUDIBLE,
        decider=FIR,
        used=state.deck[:2],
        deck=state.deck[2:],
        coin="heads",
        opening_receiver=FIR,
        quarter_over=True,
        ot_had_ball=(True, False),
        ot_answer=LIG,
        play=Play(kind="run", card="GD09"),
        winners=None,
    )
    return replace(state, **changes) if changes else state
