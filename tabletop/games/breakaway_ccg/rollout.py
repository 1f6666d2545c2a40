"""The rollout policy for Breakaway: CCG: the move a search plays once it leaves its tree.

Two sides playing at random hardly ever shoot, let alone score, so a search that only saw random
futures would have no reason to attack. This policy plays the obvious move most of the time (shoot
when you can, answer a Score with a Save, carry the puck towards the net, avoid a penalty it can
avoid) and a random one otherwise, so the sampled futures look like games between players who try
to win while still covering every move. It reads only the full state of a determinization and must
stay cheap: a search runs it thousands of times a move.
"""

from __future__ import annotations

import random
import weakref
from collections import deque
from typing import Any

from tabletop.engine.actions import Action
from tabletop.games.breakaway_ccg.official import penalties

#: How often the policy plays its heuristic choice rather than a random legal action.
GREEDINESS = 0.8

_DISTANCES: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()


def distances(tables: Any) -> tuple[dict[str, int], dict[str, int]]:
    """Per seat, how many pushes along the rink's arrows the puck is from an area that seat may
    shoot from (0 inside one). Built once per set of tables."""
    cached = _DISTANCES.get(tables)
    if cached is not None:
        return cached
    into: dict[str, list[str]] = {a: [] for a in tables.areas}
    for area, arrows in tables.arrows.items():
        for target in arrows:
            into[target].append(area)
    out = []
    for seat in (0, 1):
        far = len(tables.areas)
        dist = {a: far for a in tables.areas}
        queue = deque()
        for a in tables.shooting[seat]:
            dist[a] = 0
            queue.append(a)
        while queue:
            a = queue.popleft()
            for b in into[a]:
                if dist[b] > dist[a] + 1:
                    dist[b] = dist[a] + 1
                    queue.append(b)
        out.append(dist)
    result = (out[0], out[1])
    _DISTANCES[tables] = result
    return result


#: The option that plays Breakaway: CCG under the official rules (penalties exist only there).
OFFICIAL = ("mode", "official")


def action_score(t: Any, state: Any, seat: int, action: Action, dist: tuple[dict, dict]) -> float:
    kind = action.kind
    if kind in ("save", "score", "shoot", "on-net"):
        return 10.0
    if kind == "challenge":           # official challenges and face-offs: a strong card wins them
        return 3.0 + t.strength[action.args[0]] / 10
    if kind == "fight":               # fights go by suits, not numbers: keep the strong cards for play
        return 3.0 - t.strength[action.args[0]] / 10
    if kind == "place":               # as a move: towards the net
        return 5.0 - dist[seat][action.args[0]]
    if kind in ("dump-in", "grind", "dump-out") and penalties.in_own_corner(t, state, seat):
        return 0.2                    # Delay of Game behind its own net
    if kind in ("dump-in", "grind"):
        return 4.5
    if kind == "dump-out":
        return 6.0
    if kind == "special":             # Part 3 specials mostly only help; a few cost (a penalty, a draw, the net)
        return {"start-a-fight": 0.5, "skip": 0.3, "pull-goalie": 1.0, "goalie-glove": 2.0}.get(action.args[0], 6.0)
    if kind == "special-area":        # End to End: as a carry, towards the net
        return 5.5 + dist[seat][state.puck] - dist[seat][action.args[1]]
    if kind == "special-card":        # 1 on 1 Defense: give up the weakest card
        return 3.0 - t.strength[action.args[1]] / 10
    if kind in ("block", "deflect"):  # the Shot Card's answers: a stopped shot is as good as a save
        return 9.0
    if kind == "poke-check":          # stops the shot too; the puck goes away from my net
        return 8.5 + dist[1 - seat][action.args[0]] / 10
    if kind == "intercept":           # the puck changes hands
        return 7.0
    if kind == "stop-movement":       # undo the other side's carry; nothing to undo of my own
        return 7.0 if state.control not in (None, seat) else 1.0
    if kind == "stretch-pass":        # a pass: towards the net, like a carry
        return 5.5 + dist[seat][state.puck] - dist[seat][action.args[0]]
    if kind == "icing":               # a clearance: only worth it far from their net
        return 3.0 + dist[1 - seat][action.args[0]] / 10
    if kind == "punch":               # takes the puck but may start a fight
        return 4.0
    if kind == "draw":
        return 3.5 if len(state.hands[seat]) < 3 else 2.0
    if kind == "clone":               # Triples: offside or icing by where the puck is
        return 1.5
    if kind == "substitution":        # bench a weak card for a strong one
        return 3.0 + (t.strength[action.args[1]] - t.strength[action.args[0]]) / 10
    if kind == "color":               # abilities mostly add actions; Black stops play
        return 1.5 if action.args[0] == "black" else 4.0
    if kind == "line-change":         # only worth it with a thin hand
        return 3.0 if len(state.hands[seat]) < 3 else 0.5
    if kind == "line-change-no-draw":  # a switch that keeps the deck for later
        return 0.3
    if kind == "token":
        return 2.0
    if kind == "home-ice":
        return 2.0 if action.args[0] == "me" else 1.0
    if kind == "decline":
        return 0.5
    if kind == "body-check":
        return 8.0
    if kind in ("move", "ability"):
        area = action.args[-1]
        if state.control == seat:
            return 5.0 + dist[seat][state.puck] - dist[seat][area]      # carry it towards the net
        if state.control is not None:
            return 5.0 + dist[1 - seat][area] - dist[1 - seat][state.puck]  # push it away from mine
        return 4.0
    if kind == "play":
        card = action.args[0]
        if OFFICIAL in state.options and penalties.fouls(t, state, seat, card):   # a penalty it can avoid
            return 0.2
        acts = t.actions[card]
        doubles = bool(state.play) and t.pair_key[card] == t.pair_key[state.play[-1]]
        if state.stage == "score" and state.shot == seat:
            wanted = "score"
        elif state.control == seat:
            wanted = "shoot" if state.puck in t.shooting[seat] else "move"
        else:
            wanted = "body-check"
        return 6.0 if doubles or wanted in acts else 5.0
    if kind == "concede":
        return 0.0
    if kind == "ps-card":             # a penalty shot: play the card the stage asks for
        return 10.0
    if kind == "ps-place":
        return 5.0 - dist[seat][action.args[0]]
    if kind == "ps-pass":
        return 0.0
    return 1.0  # end, keep, switch, faceoff, go: no preference


def policy(t: Any, state: Any, seat: int, legal: list[Action], rng: random.Random) -> Action:
    """Shoot, score and save whenever the card allows; body-check the puck carrier; push the
    puck towards your net's shooting areas (or away from the other side's); play a card that
    offers what the moment needs. Ties and one move in five are random."""
    if len(legal) == 1 or rng.random() >= GREEDINESS:
        return legal[rng.randrange(len(legal))]
    dist = distances(t)
    best: list[Action] = []
    best_score = -1e9
    for action in legal:
        score = action_score(t, state, seat, action, dist)
        if score > best_score:
            best, best_score = [action], score
        elif score == best_score:
            best.append(action)
    return best[rng.randrange(len(best))]
