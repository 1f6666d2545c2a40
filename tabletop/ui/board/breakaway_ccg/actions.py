"""The action kinds each gesture on the Breakaway: CCG table stands for: a card laid face down, a
click on a lit area of the rink, a bench card clicked, a wild chosen for the selected card."""

from __future__ import annotations

#: Phases where each side lays a card face down (the Beginner face-off, the official challenges).
FACE_DOWN_PHASES = ("faceoff", "challenge", "fight")
#: Action kinds whose last argument is an area of the rink: a click on the lit area submits them.
AREA_KINDS = ("move", "ability", "place", "side", "dump-in", "ps-place", "special-area", "stretch-pass", "icing",
              "punch", "poke-check")
#: Kinds that trade a hand card for a bench card: the bench's click gesture (a line change's
#: switch, the Substitution action).
BENCH_KINDS = ("switch", "substitution")
#: Kinds that name a hand card and a choice for it (Promotion's wild): shown for the selected card.
WILD_KINDS = ("special-wild",)
#: Kinds chosen on the rink only; the others among AREA_KINDS are prompt buttons as well.
RINK_ONLY_KINDS = ("move", "ability")
