"""The solo coach: a computer opponent that calls plays from its team's tendencies.

``solo_chooser(game, view, legal, rng)`` has the shape of ``tabletop.engine.playout``'s
choosers. It reads only the seat's view (never the full state), the legal actions and the
printed card data: the opponent's face-down call, hand and the Game Day deck order are
unknown to it, as they would be to a person.
"""

from __future__ import annotations

import random
from typing import Any

from tabletop.engine.actions import Action
from tabletop.games.breakaway_football.cards import (
    MINIMUM_GAIN_TYPES,
    RUN_TYPES,
    Formation,
    OffensePlay,
    Team,
)
from tabletop.games.breakaway_football.field import field_goal_distance, restricted
from tabletop.games.breakaway_football.state import GOAL, FootballView

#: Yard lines an offense will try to gain on 4th down instead of kicking, by team tendency.
GO_FOR_IT = {"aggressive": 2, "balanced": 1, "cautious": 0}
#: Expected extra lines from the draws after the first card of an offense breakaway.
BREAKAWAY_EXTRA = 4
TURNOVER = 12          # how many lines a turnover is worth, for weighing choices


def solo_chooser(game: Any, view: FootballView, legal: list[Action], rng: random.Random) -> Action:
    coach = _Coach(game, view, legal, rng)
    return coach.choose()


class _Coach:
    def __init__(self, game: Any, view: FootballView, legal: list[Action], rng: random.Random):
        self.g, self.v, self.legal, self.rng = game, view, legal, rng
        self.seat = view.seat if view.seat is not None else legal[0].seat
        self.team: Team = game.cards.teams[view.teams[self.seat]]
        self.solo: dict[str, Any] = self.team.solo
        self.lead = view.score[self.seat] - view.score[1 - self.seat]
        self.kinds = {a.kind for a in legal}

    def find(self, kind: str, *args: Any) -> Action | None:
        for a in self.legal:
            if a.kind == kind and a.args[:len(args)] == args:
                return a
        return None

    def choose(self) -> Action:
        v = self.v
        phase = v.phase
        handler = getattr(self, f"_{phase}", None)
        action = handler() if handler else None
        if action is None or action not in self.legal:
            action = self.legal[self.rng.randrange(len(self.legal))]
        return action

    # ----- simple decisions -------------------------------------------------------------
    def _toss(self) -> Action | None:
        return self.find("toss", self.rng.choice(("heads", "tails")))

    def _choose(self) -> Action | None:
        return self.find("choose", "receive")

    def _late(self) -> bool:
        return self.v.quarter >= 4 and min(self.v.hand_sizes) <= 6

    def _kickoff(self) -> Action | None:
        policy = self.solo["onside"]
        onside = (policy == "late" and self._late() and -16 <= self.lead < 0) or (
            policy == "trailing" and self.v.quarter >= 3 and self.lead <= -9)
        return self.find("kickoff", "onside" if onside else "deep")

    def _try(self) -> Action | None:
        policy = self.solo["two_point"]
        chart = {"never": (), "trailing": (-2, -5, -10, 1, 5), "often": (-2, -5, -10, -1, 1, 5, 12)}[policy]
        two = self.lead in chart and (policy == "often" or self.v.quarter >= 3)
        return self.find("try", "two" if two else "kick")

    def _card_worth(self, card: str) -> float:
        c = self.g.off[card]
        weights = self.solo["offense"]
        return sum(p.strength * (1 + weights.get(p.type, 0) / 5) for p in c.plays)

    def _equalize(self) -> Action | None:
        return min((a for a in self.legal if a.kind == "discard"), key=lambda a: self._card_worth(a.args[0]))

    _special = _equalize

    def _retrieve(self) -> Action | None:
        return max((a for a in self.legal if a.kind == "retrieve"), key=lambda a: self._card_worth(a.args[0]))

    def _audible(self) -> Action | None:
        call = self.v.my_call
        if call is None:
            return self.find("audible", "keep")
        flip = "b" if call.end == "a" else "a"
        if call.card in self.g.dfn:
            # Defense (R5): turn to the other formation when it suits the down clearly better, and
            # now and then anyway, so the call on the board is never a sure read.
            card = self.g.dfn[call.card]
            now, other = self._formation_weight(card.end(call.end)), self._formation_weight(card.end(flip))
            turn = other >= 1.5 * now or (self.rng.random() < 0.1 and other >= 0.75 * now)
            return self.find("audible", "turn" if turn else "keep")
        other_play = self.g.off[call.card].play(flip)
        if self.rng.random() < 0.1 and not restricted(other_play.type, self.v.ball):
            return self.find("audible", "turn")
        return self.find("audible", "keep")

    def _ice(self) -> Action | None:
        distance = field_goal_distance(self.v.ball)
        close = abs(self.lead) <= 3 and self.v.quarter >= 4
        return self.find("ice", "yes" if distance >= 5 or close else "no")

    # ----- judging a Game Day card -------------------------------------------------------
    def _event_value(self, declined: int) -> float:
        """What the play event is worth to the offense, in lines, against ``declined``."""
        play = self.v.play
        e = self.g.gd[play.card].event
        if e.kind != play.kind:
            return declined
        if play.low_pct and not (e.effect == "gain" and e.color == "green") and e.effect == "gain":
            return 0
        if e.effect == "gain":
            return play.base + e.value if play.breakaway != "defense" else e.value
        if e.effect in ("fumble", "interception"):
            return -TURNOVER
        pen = e.penalty
        return pen.lines + (2 if pen.first_down else 0)

    def _challenge(self) -> Action | None:
        play = self.v.play
        declined = 0 if play.low_pct else play.base
        value = self._event_value(declined)
        offense = self.seat == self.v.offense
        swing = (value - declined) if offense else (declined - value)
        return self.find("challenge", "spend" if swing <= -2 else "keep")

    def _penalty(self) -> Action | None:
        play = self.v.play
        e = self.g.gd[play.card].event
        pen = e.penalty
        declined = 0 if play.low_pct or play.breakaway == "defense" else play.base
        if play.breakaway == "offense":
            declined = play.base + BREAKAWAY_EXTRA
        accepted = pen.lines + (2 if pen.first_down else 0)
        offense = self.seat == self.v.offense
        good = accepted > declined if offense else accepted < declined
        return self.find("penalty", "accept" if good else "decline")

    def _modifier(self) -> Action | None:
        play = self.v.play
        gd = self.g.gd[play.card]
        if play.breakaway == "offense":
            corner = gd.offense_breakaway
            if corner == "TD":
                corner_value = GOAL
            elif corner == "F":
                corner_value = -TURNOVER
            elif corner == 0:
                corner_value = play.base
            else:
                corner_value = play.base + corner + BREAKAWAY_EXTRA
            e = gd.event
            if e.kind != play.kind:
                event_value = play.base + BREAKAWAY_EXTRA
            elif e.effect == "gain":
                event_value = play.base + e.value + BREAKAWAY_EXTRA
            elif e.effect == "penalty":
                event_value = e.penalty.lines + (2 if e.penalty.first_down else 0)
            else:
                event_value = -TURNOVER
            return self.find("modifier", "corner" if corner_value >= event_value else "event")
        corner = gd.defense_breakaway
        corner_value = -TURNOVER if corner == "TO" else corner
        event_value = self._event_value(0)
        return self.find("modifier", "corner" if corner_value <= event_value else "event")

    # ----- calling plays -----------------------------------------------------------------
    def _call(self) -> Action | None:
        v = self.v
        timeout = self._timeout()
        if timeout is not None:
            return timeout
        if "no_timeout" in self.kinds:      # asked before the offense's last card (R19): let it go
            return self.find("no_timeout")
        if self.seat == v.offense:
            return self._offense_call()
        return self._defense_call()

    def _offense_cards(self) -> int:
        """The offense's cards, counting one already laid face down: the defense calls second (R4),
        and the thresholds below count the card being played."""
        v = self.v
        return v.hand_sizes[v.offense] + (1 if v.called[v.offense] and not v.two_point else 0)

    def _timeout(self) -> Action | None:
        if "timeout" not in self.kinds:
            return None
        v = self.v
        if v.quarter not in (2, 4, 5):
            return None
        cards = self._offense_cards()
        # Like the book's examples: spend it when the offense is down to its last card.
        if self.seat == v.offense:
            wants = cards <= 1 and (self.lead <= 0 or v.quarter == 2) and v.ball >= 6
        else:
            wants = v.quarter >= 4 and cards <= 1 and self.lead <= 0
        return self.find("timeout") if wants else None

    def _offense_call(self) -> Action | None:
        v = self.v
        ball, down = v.ball, v.down
        to_go = v.target - ball
        cards = len(v.hand)
        distance = field_goal_distance(ball)
        end_of_half = v.quarter in (2, 4, 5) and cards <= 1
        if not v.two_point:
            if (self.solo["kneel"] == "leading" and v.quarter >= 4 and self.lead > 0 and cards <= 3
                    and ball >= 3 and (down < 4 or cards <= 1)):
                return self.find("special", "kneel")
            if end_of_half and distance <= 7 and (v.quarter == 2 or -3 <= self.lead <= 0):
                return self.find("special", "field_goal")
            if end_of_half and v.quarter >= 4 and self.lead < 0 and distance > 4:
                return self.find("special", "hail_mary")
            if down == 4:
                go = to_go <= GO_FOR_IT[self.solo["fourth_down"]] or (
                    self._late() and self.lead < 0 and (self.lead < -3 or distance > 7))
                if to_go <= 1 and ball >= 10:
                    go = go or self.solo["fourth_down"] != "cautious"
                if not go:
                    if distance <= 7:
                        return self.find("special", "field_goal")
                    if distance <= 8 and self.solo["fourth_down"] == "aggressive":
                        return self.find("special", "field_goal")
                    coffin = self.find("special", "coffin")
                    if coffin is not None and 8 <= ball <= 11:
                        return coffin
                    return self.find("special", "punt")
        options = [a for a in self.legal if a.kind == "call"]
        weights = [self._play_weight(self.g.off[a.args[0]].play(a.args[1]), to_go) for a in options]
        if not any(weights):
            return None
        return self.rng.choices(options, weights)[0]

    def _play_weight(self, play: OffensePlay, to_go: int) -> float:
        v = self.v
        if restricted(play.type, v.ball):
            return 0.0
        w = float(self.solo["offense"].get(play.type, 1)) + 0.5
        run = play.type in RUN_TYPES
        if v.two_point or to_go <= 1:
            w *= 2.0 if run or play.type in MINIMUM_GAIN_TYPES else 0.7
        elif to_go >= 4:
            w *= 0.6 if run else 1.6
        if self._late() and self.lead < 0:
            w *= 0.6 if run else 1.5
        if play.low_percentage:
            w *= 0.6
        return w * (1 + play.strength / 3)

    def _defense_call(self) -> Action | None:
        options = [a for a in self.legal if a.kind == "call"]
        weights = [self._formation_weight(self.g.dfn[a.args[0]].end(a.args[1])) for a in options]
        return self.rng.choices(options, weights)[0]

    def _formation_weight(self, form: Formation) -> float:
        """How much the team's tendencies like ``form`` on this down (each end of a card counts)."""
        v = self.v
        to_go = v.target - v.ball
        w = float(self.solo["defense"].get(form.name, 1)) + 0.5
        if to_go >= 4:
            w *= 1 + form.pass_ / 3
        elif to_go <= 1:
            w *= 1 + form.run / 3
        if form.name == "Goal Line":
            w *= 4 if v.ball >= 17 else 0.5
        if form.prevent:
            protect = v.quarter >= 4 and 0 < self.lead <= 8 and self._offense_cards() <= 4
            w *= 4 if protect else 0.4
        return w
