"""Which actions of Hull Breach! the table answers with a gesture and which with a prompt button.

A unit that acts and its target are two clicks (a die declared, a boarding action, a trait used);
a hand card is dragged; everything else is a button. The engine decides what is legal; these
lists only say how the table offers it."""


from __future__ import annotations

#: Kinds whose first argument is a unit that acts and whose second is what it acts on.
PAIR_KINDS = ("aim", "board", "cancel", "overload", "jam", "paint", "fold", "fold-board", "assign")
#: Kinds of one unit acting alone (a button, once the unit is chosen).
SOLO_KINDS = ("repair", "retreat", "fearless", "fire", "send")
#: A click on a target submits the first of these the chosen unit may do to it; the rest are buttons.
CLICK_ORDER = ("aim", "board", "cancel", "fold-board", "fold", "assign")
#: Always buttons: moving on and the steps' one-word decisions.
GENERAL_KINDS = ("next", "launch", "fire", "pass", "skip", "end", "mulligan", "hijack", "scuttle", "withdraw",
                 "pursue", "decline", "engage")
#: The kinds a hand card is played with.
HAND_KINDS = ("deploy", "play", "discard")
