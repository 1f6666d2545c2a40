"""Shared position builders and shortcuts for the Hull Breach! rule-area tests.

Commander A is seat 0 (the Skyline Defense HQ, RDF) and defends; Commander B is seat 1 (the Orion
Frontier Outpost, Colonial) and attacks; Commander C, when there is one, is seat 2 (the Meridian
Exchange Tower). Positions are set out by hand with ``scenario.arrange`` and the dice are forced with
``dice.force``, so every test can name the exact results the book's rules are checked against."""

from __future__ import annotations

from tabletop.engine.actions import Action
from tabletop.engine.evolve import evolve
from tabletop.games.hull_breach import GAME
from tabletop.games.hull_breach import engagement as E
from tabletop.games.hull_breach.cards import card_set
from tabletop.games.hull_breach.combat import volley
from tabletop.games.hull_breach.deployment import regiment_choices
from tabletop.games.hull_breach.dice import force
from tabletop.games.hull_breach.scenario import Piece, arrange
from tabletop.games.hull_breach.state import (
    ATTACK,
    ATTACK_BOARD,
    DEFEND_BOARD,
    FLEET,
    MANUFACTURING,
    Board,
    Engagement,
    Prompt,
    physical_id,
)
from tabletop.games.hull_breach.work import Work

A, B, C = 0, 1, 2


#: The units of 6.5's example engagement, by index (the figures tests share them).
ENGAGEMENT_6_5 = (
    Piece("skyline-defense-hq", A),                              # 0
    Piece("anaheim-strip-miners", A, host=0),                    # 1
    Piece("xeros-salvage-yard", A, host=0),                      # 2
    Piece("seagull-class-cruiser", A),                           # 3
    Piece("sons-of-orion", A, host=3),                           # 4
    Piece("seagull-class-cruiser", A),                           # 5
    Piece("sons-of-orion", A, host=5),                           # 6
    Piece("thrush-fighter-wing", A, host=0),                     # 7: in a bay
    Piece("orion-frontier-outpost", B),                          # 8
    Piece("seagull-class-cruiser", B),                           # 9
    Piece("colonial-rangers", B, host=9),                        # 10
    Piece("target-painting-array", B, host=9),                   # 11
    Piece("harpy-class-cruiser", B),                             # 12
    Piece("harpy-class-cruiser", B),                             # 13
    Piece("petrel-class-cruiser", B),                            # 14
    Piece("valkyrie-class-battleship", B),                       # 15: stays home
)


STATIONS = [Piece("skyline-defense-hq", A), Piece("orion-frontier-outpost", B)]


CARDS_BY_ID = card_set().by_id


THREE = [*STATIONS, Piece("meridian-exchange-tower", C)]


PROMPT_TEXTS = {
    "regiment": "Take a unit aboard from your shipyard (Regimented)",
    "search": "Search your shipyard for a card to deploy at cost",
    "spoils": "Spoils of war: deploy one card from your shipyard free",
    "flip": "A face-down module's trigger has come: flip it face up, or leave it face down",
    "face-down": "The engagement is over: turn face-up Face Up - Face Down modules face down again, or leave them",
}


def action_of_a(kind, *args):
    return Action(A, kind, args)


MOVES = [action_of_a("assign", "sons-of-orion#0.1", "harpy-class-cruiser#0.1"),
         action_of_a("assign", "sparrow-fighter-wing#0.1", "skyline-defense-hq#0.1"),
         action_of_a("assign", "sparrow-fighter-wing#0.2", None)]


YARD = ("sons-of-orion#0.2", "sons-of-orion#0.1", "heroic-fleet-commander#0.1", "harpy-class-cruiser#0.1",
        "ambush#0.1", "heavy-assault-ships#0.1", "phoenix-class-capital-ship#0.2", "reinforced-armour-plating#0.1",
        "dragon-class-battleship#0.1")


def unit(state, pid):
    return next((u for u in state.units if u.pid == pid), None)


def aims(seat, shooter, target, dice):
    return [(Action(seat, "aim", (shooter, target)), ()) for _ in range(dice)]


def run(state, *steps):
    for action, dice in steps:
        if dice:
            state = force(state, dice)
        assert action in GAME.legal_actions(state, action.seat), (action, GAME.validate(state, action).message)
        state, _ = GAME.apply(state, action)
    return state


def game_work(state):
    return GAME._work(state)


def battle_open_to_cards(*pieces, step=ATTACK, round_=2, **kw):
    state, ids = arrange([*STATIONS, *pieces], turn=B, **kw)
    fleet = tuple(ids[i + 2] for i, p in enumerate(pieces) if p.seat == B and p.host is None)
    return evolve(state, engagement=Engagement(B, A, step=step, round=round_, fleet=fleet, window=(B, A))), ids


def commander_names(players: int) -> list[str]:
    return [f"Commander {i + 1}" for i in range(players)]


def work(state):
    return Work(state, GAME.by_id)


def texts(w, kind):
    return [e.text for e in w.events if e.kind == kind]


def volley_at(shooter_card, target_card, dice, results, *, first=False, target_wounds=0, source="volley", **kw):
    pieces = [Piece("skyline-defense-hq", A), Piece("orion-frontier-outpost", B),
              Piece(shooter_card, B), Piece(target_card, A, wounds=target_wounds)]
    state, ids = arrange(pieces, turn=B, **kw)
    state = force(evolve(state, engagement=Engagement(B, A, step=ATTACK, round=2, fleet=(ids[2],))), results)
    w = work(state)
    outcome = volley(w, ids[2], ids[3], dice, first=first, source=source)
    return w, ids, outcome


def position(*pieces, hand=(), stockpile=(20, 20), shipyard=(), seat=A, **kw):
    state, ids = arrange([*STATIONS, *pieces], hands=[hand, ()] if seat == A else [(), hand],
                         phase=kw.pop("phase", MANUFACTURING), turn=seat,
                         stockpiles=[stockpile, (20, 20)] if seat == A else [(20, 20), stockpile], **kw)
    if shipyard:
        cmds = list(state.commanders)
        cmds[seat] = evolve(cmds[seat], shipyard=tuple(shipyard))
        state = evolve(state, commanders=tuple(cmds))
    return state, ids


def hosts_for(state, pid, kind="deploy", seat=A):
    return [a.args[1] for a in GAME.legal_actions(state, seat) if a.kind == kind and a.args[0] == pid]


def apply(state, action):
    assert action in GAME.legal_actions(state, action.seat), (action, GAME.validate(state, action).message)
    return GAME.apply(state, action)


def copy_id(card, seat=A, n=9):
    return physical_id(card, seat, n)


def regiment(state, host, count, unit_kind, seat=A):
    return regiment_choices(Work(state, GAME.by_id), Prompt(seat, "regiment", host, count, unit_kind, MANUFACTURING))


def crafted(card_id, **changes):
    """A copy of a card of the set with some fields changed (a card the set does not print)."""
    card = GAME.by_id[card_id]
    return card.__class__(**{**{f: getattr(card, f) for f in card.__slots__}, **changes})


def crafted_from_set(card_id, **changes):
    """A copy of a card of the set with some fields changed (a card the set does not print)."""
    card = CARDS_BY_ID[card_id]
    return card.__class__(**{**{f: getattr(card, f) for f in card.__slots__}, **changes})


def battle_work(*pieces: Piece, step: str = ATTACK, round_: int = 2, players: int = 2, fleet=None, **eng):
    """Both stations (ids[0] A's, ids[1] B's) and ``pieces`` (ids[2:], then C's station with three
    players); B's ships in open space
    form the attacking fleet unless ``fleet`` names it. Returns a Work and the ids."""
    extra = [Piece("meridian-exchange-tower", C)] if players == 3 else []
    state, ids = arrange([*STATIONS, *pieces, *extra], players=players, turn=B)
    if fleet is None:
        fleet = tuple(ids[i + 2] for i, p in enumerate(pieces) if p.seat == B and p.host is None
                      and GAME.by_id[p.card].type == "ship")
    state = evolve(state, engagement=Engagement(B, A, step=step, round=round_, fleet=fleet, **eng))
    return Work(state, GAME.by_id), ids


def w_forced(w, dice):
    """The Work with its next d10 results forced."""
    w.forced = tuple(w.forced) + tuple(dice)
    return w


def act(w, seat, kind, *args):
    action = Action(seat, kind, tuple(args))
    assert action in E.legal(w, seat), (action, E.legal(w, seat))
    E.act(w, action)


def fire(w, seat, shooter, target, dice, results):
    for _ in range(dice):
        act(w, seat, "aim", shooter, target)
    w_forced(w, results)
    act(w, seat, "fire", shooter)


def kinds(actions, kind):
    return [a.args for a in actions if a.kind == kind]


def station_with_modules(*pieces, **kw):
    return battle_work(Piece("anaheim-strip-miners", A, host=0), Piece("xeros-salvage-yard", A, host=0), *pieces, **kw)


def fight_at(*pieces, round_=1):
    """B's Valkyrie (2) with Colonial Rangers (3) boards A's Harpy (4) with ``pieces`` after it."""
    w, ids = battle_work(Piece("valkyrie-class-battleship", B), Piece("colonial-rangers", B, host=2),
                         Piece("harpy-class-cruiser", A), *pieces, step=DEFEND_BOARD, round_=round_)
    w.eng = evolve(w.eng, boards=(Board(B, ids[2], ids[4]),))
    act(w, A, "pass")
    return w, ids


def folders(step=ATTACK_BOARD, round_=1):
    """B's Valkyrie (2) carries Colonial Rangers (3) and Sons of Orion (4) with a Fold Insertion Kit
    (5); A has a Harpy (6) and a Stealth Petrel (7)."""
    return battle_work(Piece("valkyrie-class-battleship", B), Piece("colonial-rangers", B, host=2),
                       Piece("sons-of-orion", B, host=2), Piece("fold-insertion-kit", B, host=4),
                       Piece("harpy-class-cruiser", A), Piece("petrel-class-cruiser", A), step=step, round_=round_)


def event_data(w, kind):
    return [e.data for e in w.events if e.kind == kind]


def fold_out_fight():
    """B's Valkyrie (2) with Rangers (3) and Sons of Orion with a Fold Insertion Kit (4, 5) boards
    A's Harpy (6) held by A's Sons of Orion (7); B's Drake (8) has room."""
    w, ids = battle_work(Piece("valkyrie-class-battleship", B), Piece("colonial-rangers", B, host=2),
                         Piece("sons-of-orion", B, host=2), Piece("fold-insertion-kit", B, host=4),
                         Piece("harpy-class-cruiser", A), Piece("sons-of-orion", A, host=6),
                         Piece("drake-class-cruiser", B), step=DEFEND_BOARD, round_=1)
    w.eng = evolve(w.eng, boards=(Board(B, ids[2], ids[6]),))
    act(w, A, "pass")
    return w, ids


def with_commander(state, seat, **changes):
    cmds = list(state.commanders)
    cmds[seat] = evolve(cmds[seat], **changes)
    return evolve(state, commanders=tuple(cmds))


def copies(card, seat, n, start=1):
    return tuple(physical_id(card, seat, k) for k in range(start, start + n))


def event_texts(events, kind):
    return [e.text for e in events if e.kind == kind]


def legal(state, seat):
    """The seat's legal actions but ``concede``, which every commander still in the game has in
    every position (7.2.1, ruling H20; ``test_conceding.py`` checks it)."""
    return [a for a in GAME.legal_actions(state, seat) if a.kind != "concede"]


def phase_position(phase, **kw):
    """A's Harpy in open space, A's Sons of Orion aboard the station, one Sparrow in open space and
    one in the station's bay (room for four Fighter Wings); B's Harpy with B's Rangers. A holds Supply
    Convoy, two Harpies, Heavy Assault Ships and Windfall Contract; A's shipyard holds two Harpies
    (copy 9 on top of copy 8), the Unique Phoenix, the Character Heroic Fleet Commander and Ambush."""
    pieces = [*STATIONS, Piece("harpy-class-cruiser", A), Piece("sons-of-orion", A, host=0),
              Piece("sparrow-fighter-wing", A), Piece("sparrow-fighter-wing", A, host=0),
              Piece("harpy-class-cruiser", B), Piece("colonial-rangers", B, host=1)]
    state, ids = arrange(pieces, hands=[("supply-convoy", "harpy-class-cruiser", "heavy-assault-ships",
                                         "harpy-class-cruiser", "windfall-contract")],
                         phase=phase, **{"stockpiles": [(20, 20), (10, 10)], **kw})
    state = with_commander(state, A, shipyard=("harpy-class-cruiser#0.9", "harpy-class-cruiser#0.8",
                                                "phoenix-class-capital-ship#0.1", "heroic-fleet-commander#0.1",
                                                "ambush#0.1"))
    return state, ids


def apply_with_dice(state, action, dice=()):
    if dice:
        state = force(state, dice)
    assert action in legal(state, action.seat), (action, GAME.validate(state, action).message)
    return GAME.apply(state, action)


def prompt_position(kind, stockpile=(8, 8), phoenix=True, more=()):
    """A's Griffin (Regimented x2, Marines) and, if asked, A's Unique Phoenix; A's shipyard is YARD."""
    pieces = [*STATIONS, Piece("griffin-class-battleship", A)]
    if phoenix:
        pieces.append(Piece("phoenix-class-capital-ship", A))
    state, ids = arrange(pieces, phase=MANUFACTURING, stockpiles=[stockpile])
    state = with_commander(state, A, shipyard=YARD)
    if kind == "regiment":
        prompt = Prompt(A, kind, ids[2], 2, "marine", MANUFACTURING)
    else:
        prompt = Prompt(A, kind)
    return evolve(state, prompts=(prompt, *more)), ids


def battle_position(step, rnd=2, **eng):
    """A attacks B with a King Fisher carrying a Sparrow; a Thrush waits at A's station. B defends with
    a Harpy, a Sparrow in the station's bay and Colonial Rangers with a Fold Insertion Kit (Micro-Fold)
    aboard the station. A holds Concentrated Fire and Supply Convoy."""
    pieces = [*STATIONS, Piece("king-fisher-class-cruiser", A), Piece("sparrow-fighter-wing", A, host=2),
              Piece("thrush-fighter-wing", A, host=0),
              Piece("harpy-class-cruiser", B), Piece("sparrow-fighter-wing", B, host=1),
              Piece("colonial-rangers", B, host=1), Piece("fold-insertion-kit", B, host=7)]
    state, ids = arrange(pieces, hands=[("concentrated-fire", "supply-convoy")])
    fleet = () if step == FLEET else (ids[2],)
    return evolve(state, engagement=Engagement(A, B, step=step, round=rnd, fleet=fleet, **eng)), ids


def step(state, action, dice=()):
    if dice:
        state = force(state, dice)
    assert action in GAME.legal_actions(state, action.seat), (action, GAME.validate(state, action).message)
    return GAME.apply(state, action)


def with_effect(cards, card_id, effect):
    from dataclasses import replace
    cards[card_id] = replace(cards[card_id], effects=(effect,))
    return cards


def battle(*pieces: Piece, step: str = ATTACK, round_: int = 2, **kw):
    """Both stations (ids[0] A's, ids[1] B's) and ``pieces`` (ids[2:]); B's ships form the fleet."""
    state, ids = arrange([*STATIONS, *pieces], turn=B, **kw)
    fleet = tuple(ids[i + 2] for i, p in enumerate(pieces) if p.seat == B and p.host is None)
    return evolve(state, engagement=Engagement(B, A, step=step, round=round_, fleet=fleet)), ids


def volley_steps(seat, shooter, target, dice, results):
    return [*[(Action(seat, "aim", (shooter, target)), ()) for _ in range(dice)],
            (Action(seat, "fire", (shooter,)), tuple(results))]


def boarded_dragon():
    """B's Rangers (Micro-Fold) board A's Dragon, garrisoned by Sons of Orion: the fight is on."""
    state, ids = battle(Piece("dragon-class-battleship", A), Piece("sons-of-orion", A, host=2),
                        Piece("harpy-class-cruiser", B), Piece("colonial-rangers", B, host=4),
                        Piece("fold-insertion-kit", B, host=5), step=ATTACK_BOARD)
    dragon, sons, harpy, rangers = ids[2], ids[3], ids[4], ids[5]
    state = run(state, (Action(B, "board", (harpy, dragon)), ()), (Action(B, "pass"), ()), (Action(A, "pass"), ()),
                (Action(A, "pass"), ()))          # A neither volleys nor boards back
    fight = state.engagement.fight
    assert fight is not None and fight.attackers == (rangers,) and fight.defenders == (sons,)
    return state, dragon, sons, harpy, rangers
