"""The Hull Breach! table's prompt: the engine's decision in words and one button per choice.

Moving on and the steps' one-word decisions are always buttons; what the chosen card or unit may
do comes first; every other legal action is a button, or behind one button per kind when there
are many, so every decision the engine pends is reachable with the mouse or the number keys.
A mixin of ``HullTable``."""


from __future__ import annotations

from typing import Any

from tabletop.engine.actions import Action
from tabletop.ui.board.common.prompt_panel import Choice
from tabletop.ui.board.hull_breach.actions import GENERAL_KINDS
from tabletop.ui.board.hull_breach.battlefield import TRAIT_WORDS
from tabletop.ui.board.hull_breach.words import (
    step_line,
    trait_button,
)


class PromptChoices:
    """The prompt of ``HullTable`` (a mixin)."""

    # ----- the prompt ------------------------------------------------------------------------
    def _label(self, action: Action) -> str:
        """A button's words: the engine's, with ship classes shortened ("Seagull" for "Seagull-class
        Cruiser") so a split-fire choice reads on one line; deployments keep the whole name."""
        game, state = self.controller.game, self.controller.state
        words = game.describe_action(state, action)
        if action.kind not in ("deploy", "conscript", "take", "play", "discard"):
            for arg in action.args:
                if isinstance(arg, str) and "#" in arg:
                    words = words.replace(self._name(arg), short_name(self._name(arg)))
        if action.kind == "aim":
            return f"Aim 1 die: {words.split(': ', 1)[-1]}"
        if action.kind == "fire" and action.args:
            return self._fire_words(action.args[0])
        if action.kind in ("overload", "jam", "paint", "repair") and action.args:
            return trait_button(self.cards[action.args[0].split("#")[0]], action.kind, words)
        if action.kind == "assign" and action.args:
            unit = self._unit_map.get(action.args[0])
            where = f" from {short_name(self._name(unit.host))}" if unit is not None and unit.host else ""
            target = "open space" if action.args[1] is None else short_name(self._name(action.args[1]))
            return f"Move {short_name(self._name(action.args[0]))}{where} → {target}"
        if action.kind in ("deploy", "conscript", "take") and action.args:
            card = self.cards[action.args[0].split("#")[0]]
            cost = f" ({card.cost[0]}R {card.cost[1]}C)" if action.kind == "deploy" and card.cost != (0, 0) else ""
            target = "open space" if len(action.args) < 2 or action.args[1] is None else self._name(action.args[1])
            verb = {"deploy": "Deploy", "conscript": "Conscript (double cost)", "take": "Take"}[action.kind]
            return f"{verb} {card.name} → {target}{cost}" if len(action.args) > 1 else f"{verb} {card.name}"
        return words

    def _fire_words(self, shooter: str) -> str:
        """The Fire button says exactly what it rolls: the dice declared, target by target, and the
        dice of the volley left undeclared, which are not rolled (6.2: every die is aimed before any
        is rolled, so none can be added after)."""
        eng = self.current_view().engagement
        aim = eng.aim if eng is not None and eng.shooter == shooter else ()
        parts = [f"{n} {'die' if n == 1 else 'dice'} at {short_name(self._name(target))}" if not k
                 else f"{n} at {short_name(self._name(target))}" for k, (target, n) in enumerate(aim)]
        words = f"Fire {short_name(self._name(shooter))}" + (f": {', '.join(parts)}" if parts else "")
        left = eng.dice - sum(n for _t, n in aim) if aim else 0
        if left > 0:
            words += f" · {left} undeclared {'die' if left == 1 else 'dice'} not rolled"
        return words

    def choices_for(self, legal: list[Action], fold: int = 0) -> list[Choice]:
        """The prompt's buttons: moving on and the steps' decisions always; what the chosen card or
        unit may do; and every other legal action, directly when few, else behind a button per kind.

        A prompt that would not fit its place folds further (``fold``): at 1 every kind with more
        than one action is behind its button; at 2 all of them are behind one button (``ALL``),
        which opens the list folded as at 1."""
        def choice(action: Action) -> Choice:
            return Choice(self._label(action), lambda a=action: self.submit(a), action.kind, action_key(action))

        back = Choice("Back", lambda: self._set_menu(None), "back", tip="Escape")
        if self.menu is not None and self.menu != ALL:
            shown = [choice(a) for a in legal if a.kind == self.menu]
            return numbered(shown) + [back]
        general = [a for a in legal if a.kind in GENERAL_KINDS]
        chosen: list[Action] = []
        if self.selected is not None:
            chosen = [a for a in legal if a.kind not in GENERAL_KINDS and a.args and isinstance(a.args[0], str)
                      and (a.args[0] == self.selected or (self._is_hand(self.selected)
                                                          and self._same_card(a.args[0], self.selected)))]
        rest = [a for a in legal if a not in general and a not in chosen]
        if self.menu == ALL:
            return numbered(self._by_kind(rest, choice, 1)) + [back]
        buttons = [choice(a) for a in chosen]
        if fold >= 2 and len(rest) > 1:
            buttons.append(Choice(f"{MENU_WORDS[ALL]}… ({len(rest)})", lambda: self._set_menu(ALL), ALL))
        else:
            buttons += self._by_kind(rest, choice, fold)
        # the way on last, so the numbers of the card's own choices come first; folded twice, a
        # step's decision with many answers (whom to attack) is behind its button too
        ways = self._by_kind(general, choice, 0) if fold >= 2 and len(general) > 2 else [choice(a) for a in general]
        return numbered(buttons + ways)

    def _by_kind(self, rest: list[Action], choice, fold: int) -> list[Choice]:
        """``rest`` as buttons: each directly when few (and not ``fold``; never for a step's own
        decisions, which come here only to fold), else a button per kind for a kind with more than
        two (with ``fold``: more than one)."""
        if len(rest) <= 6 and not fold and not all(a.kind in GENERAL_KINDS for a in rest):
            return [choice(a) for a in rest]
        by_kind: dict[str, list[Action]] = {}
        for action in rest:
            by_kind.setdefault(action.kind, []).append(action)
        buttons: list[Choice] = []
        for kind, actions in by_kind.items():
            if len(actions) <= (1 if fold else 2):
                buttons += [choice(a) for a in actions]
            else:
                buttons.append(Choice(f"{MENU_WORDS.get(kind, kind.capitalize())}… ({len(actions)})",
                                      lambda k=kind: self._set_menu(k), kind))
        return buttons

    def _set_menu(self, kind: str | None) -> None:
        """List one kind of action on its own (a menu button), or all again (Back)."""
        self.menu = kind
        self.refresh()

    def _update_prompt(self, view: Any, legal: list[Action]) -> None:
        choices: list[Choice] = []
        hint = ""
        if not self.is_live:
            title, hint = "A past position", "Return to the game to play."
        elif view.phase == "over":
            title = "The game is over."
        elif self.seat is None:
            decisions = self._pending()
            names = ", ".join(dict.fromkeys(view.names[d.seat] for d in decisions))
            title = f"{names} to decide" if names else "Watching"
        elif self._active():
            decision = next(d for d in self._pending() if d.seat == self.seat)
            title = decision.prompt
            if decision.kind in ("attack", "defend", "intercept", "boarding", "attack-board", "defend-board",
                                 "escort", "fleet", "start"):
                title = f"{step_line(decision.kind)}"
            choices = self.choices_for(legal)
            hint = self._hint(view, legal)
        else:
            waiting = ", ".join(dict.fromkeys(view.names[d.seat] for d in self._pending()))
            title = f"Waiting for {waiting}" if waiting else "Waiting"
            if view.phase == "setup" and view.setup_ready[self.seat]:
                hint = "Your set-up turn is over; the others are still setting up."
            # a commander may concede at any time, while others decide too (7.2.1)
            concede = Action(self.seat, "concede")
            if self.can_act() and view.phase != "over" and self.controller.validate(concede).ok:
                choices = [Choice(self._label(concede), lambda: self.submit(concede), "concede",
                                  action_key(concede))]
        self.prompt.show_prompt(title, hint, choices, self._active())
        self.place_prompt()
        for fold in (1, 2):
            # too many to read in the prompt's place: the choices fold behind buttons, so the prompt
            # keeps to its place under the status and the last volley instead of growing over them
            if not (choices and self._active() and self.menu is None and self._prompt_overflows()):
                break
            folded = self.choices_for(legal, fold)
            if len(folded) < len(choices):
                choices = folded
                self.prompt.show_prompt(title, hint, choices, True)
                self.place_prompt()

    def _prompt_overflows(self) -> bool:
        """Whether the prompt grew past the place the table gives it."""
        base = self.prompt.base
        return base is not None and self.prompt.isVisible() and self.prompt.height() > base.height()

    def _hint(self, view: Any, legal: list[Action]) -> str:
        kinds = {a.kind for a in legal}
        if self.menu is not None:
            return "Choose one, or Back."
        if self.selected is not None and self.trait is not None:
            return (f"{TRAIT_WORDS[self.trait]} is on for {short_name(self._name(self.selected))}: click a lit "
                    "target to use it instead of firing, or press the toggle again to turn it off.")
        if self.selected is not None and not self._is_hand(self.selected):
            eng = view.engagement
            if eng is not None and eng.shooter == self.selected and eng.aim:
                declared = sum(n for _t, n in eng.aim)
                if declared < eng.dice:
                    return (f"{self._name(self.selected)}: {declared} of {eng.dice} dice declared. Click a lit "
                            f"target for each die left, or Fire to roll only the {declared} declared (6.2).")
            if any(a.kind == "aim" and a.args[0] == self.selected for a in legal):
                return (f"{self._name(self.selected)}: click a lit target to declare one die at it (split fire: "
                        "click more targets), then Fire. Or use a trait instead.")
            return f"{self._name(self.selected)}: click a lit target, or press a button."
        if "engage" in kinds:
            return "Click a lit commander to attack them, or skip the attack."
        if "send" in kinds:
            return "Click your ships to send them; Launch when the fleet is ready."
        if "aim" in kinds or "board" in kinds:
            return "Click a lit unit to choose it, then click its target."
        if "deploy" in kinds:
            return "Drag a card onto your battlefield or a lit host (or select it and press Enter)."
        return ""


def numbered(choices: list[Choice]) -> list[Choice]:
    """Choices that read alike (two copies of a card doing the same) told apart: "… (2)", "… (3)"."""
    seen: dict[str, int] = {}
    out = []
    for choice in choices:
        seen[choice.label] = seen.get(choice.label, 0) + 1
        count = seen[choice.label]
        out.append(choice if count == 1 else Choice(f"{choice.label} ({count})", choice.on_press, choice.kind,
                                                    choice.key, choice.tip))
    return out


def short_name(name: str) -> str:
    """'Seagull-class Cruiser' -> 'Seagull'; other names whole."""
    return name.split("-class")[0]


def action_key(action: Action) -> str:
    """The name of an action's prompt button (``PromptPanel.button``): its kind and arguments."""
    return f"{action.kind}:{'|'.join('' if a is None else str(a) for a in action.args)}"


#: The menu of every choice but moving on (a prompt folded twice, ``choices_for``).
ALL = "all"
#: The words of a button that opens the list of one kind of action (or of ``ALL``).
MENU_WORDS = {ALL: "More choices", "engage": "Attack a commander", "deploy": "Deploy a card",
              "conscript": "Conscript from the shipyard", "assign": "Move Marines or "
              "Fighter Wings", "discard": "Discard a card", "play": "Play an Event or Tactic", "take": "Take from the "
              "shipyard", "aim": "Declare dice", "board": "Declare a boarding action", "cancel": "Cancel a board",
              "overload": "Overload", "jam": "Jam", "paint": "Target Painter", "repair": "Repair",
              "retreat": "Retreat a ship", "fearless": "Fearless swap", "fold": "Micro-Fold a Marine",
              "fold-board": "Micro-Fold board", "fold-withdraw": "Micro-Fold withdrawal", "send": "Send a ship",
              "flip": "Flip a module", "face-down": "Turn a module face down"}
