"""The Breakaway: CCG table's prompt: the pending decision in words, a hint on the gesture that
answers it (a lit area to click, a card to lay face down, a hand card to select first) and one
button per legal action the rink, the hand and the bench do not already offer.

A mixin of ``CcgTable``."""

from __future__ import annotations

from typing import Any

from tabletop.engine.actions import Action
from tabletop.ui.board.breakaway_ccg.actions import (
    AREA_KINDS,
    BENCH_KINDS,
    FACE_DOWN_PHASES,
    RINK_ONLY_KINDS,
    WILD_KINDS,
)
from tabletop.ui.board.common.prompt_panel import Choice


class PromptChoices:
    """The prompt of ``CcgTable`` (a mixin)."""

    # ----- the prompt ----------------------------------------------------------------------
    def _update_prompt(self, view: Any, legal: list[Action]) -> None:
        game, state = self.controller.game, self.controller.state
        choices: list[Choice] = []
        hint = ""
        if not self.is_live:
            title = "A past position"
            hint = "Return to the game to play."
        elif view.phase == "over":
            title = "The game is over."
        elif self.seat is None:
            decisions = game.pending(state) if self.is_live else ()
            names = " and ".join(dict.fromkeys(view.names[d.seat] for d in decisions))
            title = f"{names} to decide" if names else "Watching"
            hint = decisions[0].prompt if len(decisions) == 1 else ""
        elif self._active():
            decision = next(d for d in game.pending(state) if d.seat == self.seat)
            title = decision.prompt
            if self.area_choice is not None:
                options = [a for a in legal if a.kind in AREA_KINDS and a.args and a.args[-1] == self.area_choice]
                hint = f"Two ways to reach {self.tables.area_name[self.area_choice]}: choose one."
                choices = [Choice(game.describe_action(state, a), self._slot(a), a.kind) for a in options]
                choices.append(Choice("Back", self._cancel_area, "back", tip="Escape"))
            else:
                for action in legal:
                    if action.kind in RINK_ONLY_KINDS:
                        continue
                    if action.kind in BENCH_KINDS and action.args[0] != self.selected:
                        continue
                    if action.kind in WILD_KINDS and action.args[1] != self.selected:
                        continue     # Promotion: four wilds per hand card, shown for the card selected
                    choices.append(Choice(game.describe_action(state, action), self._slot(action), action.kind))
                colors = sorted({a.args[0] for a in legal if a.kind == "ability"})
                if self.lit_areas and colors and not any(a.kind == "move" for a in legal):
                    # Only the card's ability can still move the puck (after a shot or a Score,
                    # on the Shot Card, before a Save: ruling B6).
                    named = " or ".join(colors)
                    hint = (f"Use the {named} ability: click a lit area of the rink (or drag the puck "
                            "there) to move the puck one area.")
                elif self.lit_areas and view.phase == "place":
                    hint = "Click a lit area of the rink (or drag the puck there) to place the puck."
                elif self.lit_areas and view.phase == "penalty-shot":
                    hint = "Click a lit area of the rink (or drag the puck there) to shoot the penalty shot from it."
                elif view.phase == "penalty-shot":
                    hint = "The penalty-shot cards lie face up in the play area; choose with the buttons."
                elif self.lit_areas and view.phase == "stoppage":
                    hint = "Click a lit face-off circle on the rink, or press its button."
                elif self.lit_areas:
                    hint = "Click a lit area of the rink (or drag the puck there) to move the puck."
                elif any(a.kind in FACE_DOWN_PHASES for a in legal):
                    hint = "Drag a hand card to the play area (or double-click it) to lay it face down."
                elif any(a.kind in BENCH_KINDS for a in legal) and self.selected is None:
                    hint = "Select a card in your hand to see the bench switches for it."
                elif any(a.kind in WILD_KINDS for a in legal) and self.selected is None:
                    hint = "Promotion: select a Player card in your hand to choose the wild it becomes."
                if view.phase == "stoppage" and view.stoppage is not None:
                    hint = f"{self._stoppage_words(view)}. {hint}".strip()
        else:
            waiting = sorted({s for s, _ in view.awaiting})
            names = " and ".join(view.names[s] for s in waiting)
            title = f"Waiting for {names}"
            if view.phase in FACE_DOWN_PHASES and view.chosen[self.seat]:
                word = {"faceoff": "face-off", "fight": "fight"}.get(view.phase, "challenge")
                hint = f"Your {word} card is down; it is revealed " \
                       "when both are in."
            elif view.phase == "stoppage" and view.stoppage is not None:
                hint = self._stoppage_words(view) + "."
        self.prompt.show_prompt(title, hint, choices, self._active())
        self.place_prompt()

    def _slot(self, action: Action):
        return lambda: self.submit(action)

    def _cancel_area(self) -> None:
        self.area_choice = None
        self.refresh()
