"""Plays the first deal of a Hockey Card Game against the computer through the accessibility tree.

Run by ``test_atspi_tree.py`` inside ``dbus-run-session``, with the system's Python (Debian's
``python3-pyatspi`` is not in the project's environment), as a screen reader would: it starts the
accessibility bus and registry, starts the app (the command after ``--``), and from then on sees the
app only through AT-SPI. It presses the start page's button for the game and the new-game dialog's
Start button, reads the table's zones, answers the cut and the lead through the prompt's buttons,
and plays cards from the hand zone (focus, select, Enter) until the first deal is over. Each thing
it sees or does is printed as one JSON line for the test to check.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time

import pyatspi  # Debian's python3-pyatspi
from gi.repository import GLib  # pyatspi's own dependency: an object gone mid-read raises its Error

LAUNCHER = "/usr/libexec/at-spi-bus-launcher"
REGISTRY = "/usr/libexec/at-spi2-registryd"
WAIT_S = 60.0


def say(kind: str, **data) -> None:
    print(json.dumps({"kind": kind, **data}), flush=True)


def showing(node) -> bool:
    try:
        return node.getState().contains(pyatspi.STATE_SHOWING)
    except GLib.Error:      # an object gone while we looked
        return False


def walk(node, depth: int = 0):
    """Every showing object under ``node``."""
    if node is None or depth > 30:
        return
    yield node
    try:
        children = list(node)
    except (GLib.Error, ValueError):    # ValueError: a child count of -1, from an object just gone
        return
    for child in children:
        if child is not None and showing(child):
            yield from walk(child, depth + 1)


def find(root, role: str, name=None, timeout: float = WAIT_S, what: str = ""):
    """The first showing object of ``role`` whose name is ``name`` (or passes it), waited for."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        root.clearCache()           # names and children as the app says now
        for node in walk(root):
            try:
                role_name, label = node.getRoleName(), node.name or ""
            except GLib.Error:
                role_name, label = "", ""
            if role_name != role:
                continue
            if name is None or (label == name if isinstance(name, str) else name(label)):
                return node
        time.sleep(0.2)
    raise TimeoutError(f"no showing {role} {what or name!r} in the tree")


def items(node) -> list[str]:
    """The names of a list's items as the app says now (not as cached from before a redraw)."""
    node.clearCache()
    try:
        return [child.name for child in node if child is not None]
    except (GLib.Error, ValueError):    # the list was rebuilt while we read it: read it again
        time.sleep(0.2)
        return [child.name for child in node if child is not None]


def press(node) -> None:
    action = node.queryAction()
    names = [action.getName(i) for i in range(action.nActions)]
    action.doAction(names.index("Press"))


def press_until_taken(app, name, what: str) -> None:
    """Press the showing button ``name`` until it is gone. On a busy machine a press can reach a
    button the app has just rebuilt and be lost on the bus ("Could not find accessible on path"),
    leaving the button there; a press that is taken replaces the prompt, so the button is pressed
    again only while it is still offered, and after ten seconds for the app to redraw."""
    end = time.monotonic() + WAIT_S
    button = find(app, "push button", name, what=what)
    while button is not None:
        if time.monotonic() > end:
            raise TimeoutError(f"{what} was pressed and never taken")
        try:
            press(button)
        except (GLib.Error, ValueError):     # replaced under us: find it again
            pass
        settle = time.monotonic() + 10
        while button is not None and time.monotonic() < settle:
            time.sleep(0.5)
            try:
                button = find(app, "push button", name, timeout=0.3, what=what)
            except TimeoutError:
                button = None


def focused_name(app) -> str:
    node = next((n for n in walk(app) if n.getState().contains(pyatspi.STATE_FOCUSED)), None)
    return f"{node.getRoleName()} {node.name}" if node is not None else ""


def zone_lists(table) -> dict[str, object]:
    table.clearCache()
    return {node.name: node for node in walk(table) if node.getRoleName() == "list"}


def zone(table, start: str):
    return next((node for name, node in zone_lists(table).items() if name.startswith(start)), None)


def words(table) -> list[str]:
    on_table = zone(table, "On the table")
    return items(on_table) if on_table is not None else []


def give_window_the_keyboard(table) -> None:
    """A click on the table's edge, through the registry's device controller: with no window
    manager under Xvfb, a window gets the X keyboard focus back only when it is clicked (after the
    new-game dialog closes, say), and keys then reach the zone that has Qt's focus."""
    extents = table.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
    pyatspi.Registry.generateMouseEvent(extents.x + 4, extents.y + 4, "b1c")
    time.sleep(0.3)


def play_a_card(table, hand, tried: set[str]) -> str | None:
    """Focus the hand zone, select a card not yet refused, press Enter: the card's name, or None
    when every card was refused."""
    names = items(hand)
    for row, name in enumerate(names):
        if name in tried:
            continue
        hand.queryComponent().grabFocus()
        hand.querySelection().selectChild(row)
        time.sleep(0.2)
        pyatspi.Registry.generateKeyboardEvent(36, None, pyatspi.KEY_PRESSRELEASE)   # Return
        return name
    return None


def drive(app_name: str) -> None:
    desktop = pyatspi.Registry.getDesktop(0)
    end = time.monotonic() + WAIT_S
    app = None
    while app is None and time.monotonic() < end:
        app = next((a for a in desktop if a is not None and a.name == app_name), None)
        time.sleep(0.3)
    if app is None:
        raise TimeoutError(f"{app_name} never joined the accessibility bus")
    say("app", name=app.name)
    press(find(app, "push button", "Play Hockey Card Game"))
    dialog = find(app, "dialog")
    say("dialog", name=dialog.name)
    press(find(dialog, "push button", "Start game"))
    table = find(app, "filler", "Hockey Card Game table")
    say("table", name=table.name, description=table.description)
    prompt = find(table, "list", lambda n: n.startswith("Prompt:"), what="prompt zone")
    say("prompt", name=prompt.name, choices=items(prompt))
    press_until_taken(app, lambda n: n.endswith("Cut the deck"), "Cut the deck")     # "1  Cut…"
    # The cut decides who chooses; the computer chooses for itself.
    end = time.monotonic() + WAIT_S
    while time.monotonic() < end:
        lead = next((n for n in walk(app) if n.getRoleName() == "push button" and n.name.endswith("Play first")),
                    None)
        if lead is not None:
            say("choose", choice="Play first")
            press(lead)
            break
        hand = zone(table, "Your hand")
        if hand is not None and any("Deal 1 of" in w for w in words(table)):
            break
        time.sleep(0.2)
    hand = find(table, "list", lambda n: n.startswith("Your hand"), what="the hand zone")
    end = time.monotonic() + WAIT_S
    while items(hand) in ([], ["Empty"]):      # until the cards are dealt
        if time.monotonic() > end:
            raise TimeoutError(f"the hand was never dealt; the zones: {sorted(zone_lists(table))}")
        time.sleep(0.2)
        hand = zone(table, "Your hand") or hand
    say("zones", names=sorted(zone_lists(table)), hand=items(hand),
        descriptions=[child.description for child in hand if child is not None])
    played: list[str] = []
    tried: set[str] = set()
    give_window_the_keyboard(table)
    woken = False
    end = time.monotonic() + 4 * WAIT_S
    while time.monotonic() < end:
        try:
            said = words(table)
            if any("Deal 2 of" in w or "Final" == w for w in said):
                break
            hand = zone(table, "Your hand")
            if hand is None:
                time.sleep(0.2)
                continue
            if not any(w.startswith(("You play next", "You play first")) for w in said):
                tried.clear()
                time.sleep(0.2)
                continue
            before = items(hand)
            name = play_a_card(table, hand, tried)
            if name is None and not woken:
                woken = True            # no card was taken: the keys may not have reached the window
                give_window_the_keyboard(table)
                tried.clear()
                continue
            if name is None:
                raise RuntimeError(f"no card of {before} could be played")
            gone: list[str] = []
            wait = time.monotonic() + 5.0
            while not gone and time.monotonic() < wait:     # the move, or nothing: a refusal
                time.sleep(0.2)
                now = zone(table, "Your hand")
                gone = [card for card in before if now is not None and card not in items(now)]
            if gone:
                played.extend(gone)
                for card in gone:
                    say("played", card=card)
            else:
                tried.add(name)         # refused (it does not match the card to match): try another
                say("refused", card=name, words=words(table), focus=focused_name(app))
        except GLib.Error:          # an object replaced while we read it: read the table again
            time.sleep(0.2)
    say("deal over", played=played, words=words(table))


def main() -> int:
    command = sys.argv[sys.argv.index("--") + 1:]
    launcher = subprocess.Popen([LAUNCHER, "--launch-immediately"])
    time.sleep(1.0)
    registry = subprocess.Popen([REGISTRY])
    env = dict(os.environ, QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1", QT_ACCESSIBILITY="1")
    env.pop("QT_QPA_PLATFORM", None)        # the real X display: the offscreen platform has no bridge
    app = subprocess.Popen(command, env=env)
    try:
        drive("Tabletop")
        return 0
    except (GLib.Error, LookupError, RuntimeError, TimeoutError, ValueError) as error:     # the test fails on it
        say("error", message=f"{type(error).__name__}: {error}")
        return 1
    finally:
        for process in (app, registry, launcher):
            process.terminate()
        for process in (app, registry, launcher):
            try:
                process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                process.kill()


if __name__ == "__main__":
    sys.exit(main())
