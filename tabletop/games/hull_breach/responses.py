"""Response windows: Events "at any time", even in another commander's turn or engagement (2.6,
6.4.4, 6.6 step 1, 6.8, 7.1), and Micro-Fold moves "at anytime" (3.4.7); ruling H7.

The *active* commander is the one the game waits for: whoever holds the engagement's decision, else
the commander whose turn it is. After each step the active commander takes, a window is open until
that commander takes the next one. In it, every other commander still in the game may play a card
playable now, make a Micro-Fold move (once per unit per window), or let the window pass. In the
engine contract's words:

- ``pending`` lists an optional ``respond`` decision for each other commander who holds a card
  playable now and has not let this window pass, clockwise from the active commander (ruling H7:
  the order in which "the fastest card" is asked for), ahead of the active commander's decision.
  A commander with nothing playable is never given a decision.
- ``legal_actions`` of every other commander at an open window are its ``play`` actions, its
  ``fold`` moves and ``respond`` ("I let it pass"). ``respond`` is legal even with nothing to play,
  so a table can give every commander the same respond key at every window without showing what is
  in a hand; pressing it with nothing playable simply passes.
- A card played in a window opens a new window, which everyone may answer; a Micro-Fold move keeps
  the window open. The active commander's next step closes it, answered or not.
- No window is open in the set-up turn, while a prompt waits (a card or trait being resolved), or
  while a volley is being declared or rolled (between ``aim`` and the end of ``fire``).
"""

from __future__ import annotations

from dataclasses import replace

from tabletop.engine.actions import Action
from tabletop.games.hull_breach.rounds import deciding
from tabletop.games.hull_breach.state import OVER, SETUP, Window
from tabletop.games.hull_breach.work import Work

RESPOND = "respond"


def active(w: Work) -> int | None:
    """The commander the game waits for apart from any window, or None when no window can open."""
    if w.phase in (SETUP, OVER) or w.prompts:
        return None
    if w.eng is not None:
        return deciding(w)
    return w.turn


def is_open(w: Work) -> bool:
    """Whether a response window is open now."""
    if w.window is None:
        return False
    eng = w.eng
    if eng is not None and (eng.shooter is not None or eng.stoic):
        return False
    return active(w) is not None


def clockwise(w: Work, seat: int) -> list[int]:
    """The other commanders still in the game, clockwise from ``seat`` (7.1: seats sit clockwise)."""
    players = len(w.cmd)
    return [s for s in ((seat + k) % players for k in range(1, players)) if w.cmd[s].alive]


def responders(w: Work) -> list[int]:
    """The commanders who may still answer the open window, clockwise from the active one."""
    if not is_open(w):
        return []
    window = w.window
    assert window is not None
    return [s for s in clockwise(w, active(w)) if s not in window.answered]


def holders(w: Work) -> list[int]:
    """The responders who hold a card playable now: the ones the window asks, in order."""
    can_play = w.can_play
    return [s for s in responders(w) if can_play is not None and can_play(w, s)]


def folded(w: Work) -> tuple[str, ...]:
    """The units that have made a Micro-Fold move in this window (3.4.7: once each)."""
    return w.window.folded if w.window is not None else ()


def respond(seat: int) -> Action:
    return Action(seat, RESPOND)


def answering(w: Work, seat: int) -> bool:
    """Whether an action of ``seat`` now is an answer to the open window (not the active commander's)."""
    return seat in responders(w)


def let_pass(w: Work, seat: int) -> None:
    """``respond``: the commander lets this window pass."""
    window = w.window
    assert window is not None
    w.window = replace(window, answered=window.answered + (seat,))
    # Only the commander who passes hears it: the window asks only commanders holding a card
    # playable now, so a public pass would tell the others what is in that hand.
    w.say(RESPOND, f"{w.who(seat)} lets it pass.", frozenset({seat}), seat=seat)


def seen_window(window: Window | None, seat: int | None) -> Window | None:
    """The open window as ``seat`` sees it: the Micro-Fold moves made in it are public, but who has
    let it pass is known only to each commander for themselves (see ``let_pass``)."""
    if window is None:
        return None
    return Window(tuple(s for s in window.answered if s == seat), window.folded)


def after(w: Work, action: Action, answer: bool) -> None:
    """The window after ``action``: a Micro-Fold move keeps it open (and the unit is spent for it), a
    pass is noted, any other step (a card played in the window, or the active commander's own step)
    opens a new one. None in the set-up turn and once the game is over."""
    if w.phase in (SETUP, OVER):
        w.window = None
        return
    if action.kind == "fold":
        window = w.window or Window()
        w.window = replace(window, folded=window.folded + (action.args[0],))
    elif answer and action.kind == RESPOND:
        return
    else:
        w.window = Window()
