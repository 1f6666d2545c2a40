"""The Breakaway: CCG table's prompt: the pending decision in words, a hint on the gesture that
answers it (a lit area to click, a card to lay face down, a hand card to select first) and one
button per legal action the rink, the hand and the bench do not already offer.

In solo play the player resolves the Solo Opponent's card in its Phase 3 (ruling S4): each use of
it is a button, or a lit area where it takes the puck there, and a Suggest button (or S) names and
outlines the one its Solo Opponent card would choose (``solo.phase3.suggest_among``, from the view),
its area glowing on the rink, without making it; Enter or that button then makes it.

A mixin of ``CcgTable``."""

from __future__ import annotations

from collections import Counter
from typing import Any

from tabletop.engine.actions import Action
from tabletop.games.breakaway_ccg.solo import phase3
from tabletop.ui.board.breakaway_ccg.actions import (
    AREA_KINDS,
    BENCH_KINDS,
    FACE_DOWN_PHASES,
    RINK_ONLY_KINDS,
    WILD_KINDS,
)
from tabletop.ui.board.common.prompt_panel import Choice

#: The solo player's decision that resolves the opponent's card (Phase 3), and its Suggest button.
SOLO_USE = "solo-use"
SUGGEST = "Suggest its card's choice"
#: More uses of one kind than this are one button that lists them (solo play's Phase 3).
GROUP = 2
#: What a lit area does for the opponent, by action kind (the solo player's Phase 3 hint).
RINK_WORDS = {"move": "Move", "ability": "abilities", "stretch-pass": "Stretch Pass", "icing": "Icing",
              "punch": "Punch", "poke-check": "Poke-Check", "dump-in": "Dump In", "special-area": "special"}


class PromptChoices:
    """The prompt of ``CcgTable`` (a mixin)."""

    #: The use of the opponent's card its Solo Opponent card suggests, once asked for (solo play).
    suggested: Action | None = None
    #: The kind of use whose many options the prompt lists (solo play: a Substitution's pairs).
    kind_choice: str | None = None

    # ----- the prompt ----------------------------------------------------------------------
    def _update_prompt(self, view: Any, legal: list[Action]) -> None:
        game, state = self.controller.game, self.controller.state
        choices: list[Choice] = []
        hint = ""
        default = None
        if self.suggested is not None and self.suggested not in legal:
            self.suggested = None
        if self.kind_choice is not None and not any(a.kind == self.kind_choice for a in legal):
            self.kind_choice = None
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
                others = f"{view.names[1 - self.seat]}: " if decision.kind == SOLO_USE else ""
                choices = [Choice(game.describe_action(state, a).removeprefix(others), self._slot(a), a.kind)
                           for a in options]
                choices.append(Choice("Back", self._cancel_area, "back", tip="Escape"))
            elif decision.kind == SOLO_USE:
                # The engine's prompt in fewer words, so the uses keep their room beside the rink.
                title = f"Resolve {view.names[1 - self.seat]}'s {self.tables.label[view.play[-1]]}" \
                    if view.play else title
                choices, hint, default = self._solo_use_choices(view, legal)
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
        self.prompt.show_prompt(title, hint, choices, self._active(), default)
        self.place_prompt()
        if default is not None:         # the outlined choice in view, however long the list
            self.prompt.scroll.ensureWidgetVisible(self.prompt.buttons[default])

    # ----- solo play: the opponent's Phase 3 -----------------------------------------------------
    def _solo_use_choices(self, view: Any, legal: list[Action]) -> tuple[list[Choice], str, int | None]:
        """Suggest first, so it is always in view: once pressed it names the suggested use, outlined,
        and makes it when pressed again (or Enter); a suggested area glows on the rink. Then the uses
        of the opponent's card that do not take the puck to an area, in the opponent's words less
        its name (the title gives it): the puck's uses are the lit areas of the rink, which the hint
        names, and a kind with more than two uses (a Substitution's pairs of cards) is one button
        that lists them, so a card with many (Doubles) keeps the rink in view."""
        game, state = self.controller.game, self.controller.state
        other = f"{view.names[1 - self.seat]}: "
        words = {a: game.describe_action(state, a).removeprefix(other) for a in legal}
        if self.kind_choice is not None:
            shown = [a for a in legal if a.kind == self.kind_choice]
            choices = [Choice(words[a], self._slot(a), a.kind) for a in shown]
            choices.append(Choice("Back", self._cancel_kind, "back", tip="Escape"))
            default = shown.index(self.suggested) if self.suggested in shown else None
            return choices, f"{len(shown)} ways: choose one.", default
        if self.suggested is None:
            choices = [Choice(SUGGEST, self.suggest, "suggest", key="suggest",
                              tip="or S: names what its Solo Opponent card would choose, without making it")]
        else:
            choices = [Choice(f"Suggested: {words[self.suggested]}", self._slot(self.suggested), self.suggested.kind,
                              key="suggest", tip="or Enter: makes it")]
        counts = Counter(a.kind for a in legal if a.kind not in AREA_KINDS)
        for a in legal:
            if a.kind in AREA_KINDS:
                continue
            if counts[a.kind] <= GROUP:
                choices.append(Choice(words[a], self._slot(a), a.kind))
            elif a.kind not in {c.key for c in choices}:
                choices.append(Choice(f"{words[a].split(':')[0]}: {counts[a.kind]} ways…", self._slot_kind(a.kind),
                                      a.kind, key=a.kind))
        if self.suggested is not None:
            hint = (f"Its Solo Opponent card, {view.solo.name}, would choose this (outlined"
                    + (", its area glows" if self.suggested.kind in AREA_KINDS else "")
                    + "): press Enter or the button to make it, or choose another.")
            return choices, hint, 0
        on_rink = dict.fromkeys(RINK_WORDS.get(a.kind, a.kind) for a in legal if a.kind in AREA_KINDS)
        hint = f"Click a lit area of the rink for its {', '.join(on_rink)}." if on_rink else ""
        return choices, hint, None

    def _slot_kind(self, kind: str):
        def open_kind() -> None:
            self.kind_choice = kind
            self.refresh()
        return open_kind

    def _cancel_kind(self) -> None:
        self.kind_choice = None
        self.refresh()

    def suggestion(self) -> Action | None:
        """The use of the opponent's card its Solo Opponent card would choose now, or None when the
        viewing seat is not resolving it."""
        view = self.current_view()
        if not self._active() or (SOLO_USE, self.seat) not in {(d.kind, d.seat) for d in self._pending()}:
            return None
        return phase3.suggest_among(self.tables, view.puck, view.solo.card, self._legal())

    def suggest(self) -> Action | None:
        """Outline the suggested use and name it (nothing is played)."""
        self.suggested = self.suggestion()
        self.refresh()
        if self.suggested is not None:
            self.message.emit("Suggested: " + self.controller.game.describe_action(self.controller.state,
                                                                                 self.suggested))
        return self.suggested

    def _pending(self):
        return self.controller.game.pending(self.controller.state)

    def _slot(self, action: Action):
        return lambda: self.submit(action)

    def _cancel_area(self) -> None:
        self.area_choice = None
        self.refresh()
