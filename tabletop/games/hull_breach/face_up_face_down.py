"""Face Up - Face Down modules in an engagement (3.4.4, ruling H17): the module whose printed
trigger has come, and the decision its commander is asked to make before the volley goes on.
"""

from __future__ import annotations

from tabletop.games.hull_breach.rounds import side_of
from tabletop.games.hull_breach.state import Prompt
from tabletop.games.hull_breach.work import Work


def _flip_first_targeted(w: Work, target: str) -> None:
    """Hidden Missile Battery's trigger: the ship is first targeted. Its commander chooses whether
    to flip it (3.4.4: "you may choose to flip"), before the declaration goes on."""
    if flippable(w, target, "first-targeted") is not None:
        _ask_flip(w, target, "first-targeted")


def flippable(w: Work, ship: str, trigger: str) -> str | None:
    """The face-down module on ``ship`` whose printed trigger is ``trigger``, if any (3.4.4)."""
    if ship not in w.units:
        return None
    for module in w.modules_of(ship):
        if w.units[module].face_down and any(e.get("when") == "flip" and e.get("trigger") == trigger
                                             for e in w.card(module).effects):
            return module
    return None


def _ask_flip(w: Work, ship: str, trigger: str) -> None:
    """The trigger has come: the decision is the module's commander's (ruling H17). Everyone sees
    that the commander is deciding, as at the table, but not which card lies face down."""
    w.prompts = w.prompts + (Prompt(side_of(w, ship), "flip", ship, unit=trigger),)
    w.say("trigger", f"{w.who(side_of(w, ship))} may flip a face-down module on {w.name(ship)}.", ship=ship)
