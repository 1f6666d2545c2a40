"""What the start page and the help screen say about Breakaway Football, in our own words."""

from tabletop.engine.game import GameInfo, Option, SoloPlayer

SUMMARY = (
    "Call offense and defense plays face down, reveal, and let the Game Day deck tell the story.\n"
    "Four team decks, breakaways, challenge flags, field goals and a clock made of cards."
)

HOW_TO_PLAY = """\
Goal: outscore the other coach over four quarters.

The field. The ball moves in steps of five yards. Reaching the line marked by the first-down
flag (your 20, midfield, the other 20, then the goal) gives four fresh downs; each of those
lines counts once per drive.

A play. Both coaches pick a card at the same time and lay it face down. An offense card has
a play at each end and a defense card a formation at each end; the end touching the board is
the call, and before the cards are shown each coach may turn its card round (an audible),
both deciding at once. After the reveal, subtract the defense's
run or pass strength from the play's strength. Inside runs and short passes always make at
least one line; a prevent defense halves the play first. Then a Game Day card is turned: its
play event changes the result only if it is for the same kind of play (run or pass).

Breakaways. Each defense formation names the plays it beats and the plays it loses to. When the
offense wins the matchup it picks the play event or the card's offense breakaway number and
keeps turning cards, adding their numbers, until a tackle (0), a fumble or a touchdown. When
the defense wins, it picks the play event or its breakaway number, and that is the play.

Flags, penalties, turnovers. Each coach has a challenge flag to cancel one play event (never
a breakaway); a team that is level or behind earns it back with its next breakaway. Penalties
are accepted or declined by the side fouled, never score and stop at the 5. Fumbles happen
where the ball was; interceptions where the pass ended, and in the end zone are touchbacks.

The clock. Each team has fifteen offense cards a quarter, and each play, punt or kick
discards one. When a drive ends the other team discards as many, so both start level. The
quarter ends when an offense plays its last card. Three time outs a half each bring a card
back to the offense.

Scoring. Touchdown 6, then an extra point (a Game Day field-goal value of 3 or more) or a
two-point play from the 10. Field goals need a field-goal value at least the kick distance.
A safety is worth 2 and is followed by a free kick. Kickoffs, onside kicks, punts and returns
are all settled by Game Day cards. Level after four quarters? Play overtime.
"""

TEAM_CHOICES = (("LIG", "Lightning"), ("FIR", "Fire"), ("MAU", "Maulers"), ("PHA", "Pharaohs"))
ON_OFF = ((False, "off (book's standard rules)"), (True, "on"))

INFO = GameInfo(
    id="breakaway-football",
    name="Breakaway Football",
    min_players=2,
    max_players=2,
    summary=SUMMARY,
    how_to_play=HOW_TO_PLAY,
    rules_file="breakaway-football.md",
    options=(
        Option("home_team", "Home team (seat 1)", TEAM_CHOICES, "LIG",
               "Each team deck has its own character; the two seats must pick different teams."),
        Option("visiting_team", "Visiting team (seat 2)", TEAM_CHOICES, "FIR",
               "The visitors call the coin toss."),
        Option("overtime", "Overtime", (("standard", "field goal on the first drive gives an answer"),
                                        ("sudden_death", "sudden death: first score wins")),
               "standard", "Overtime / Sudden-Death OT."),
        Option("late_half_incompletions", "Late-half incompletions", ON_OFF, False,
               "Optional rule: with five or fewer cards left in the half, an incomplete pass keeps its card."),
        Option("coffin_corner", "Coffin-corner punts", ON_OFF, False,
               "Optional rule: a punt may be announced short (-2) to pin the receiver deep."),
        Option("ice_the_kicker", "Ice the kicker", ON_OFF, False,
               "Optional rule: the defense may spend a time out for -1 on a field goal value."),
    ),
    # The solo game's coach: calls plays from its team card's tendencies (offense and defense
    # leanings, fourth-down attitude), as the book's solo rules have the player do for it.
    solo_players=(SoloPlayer("solo", "Solo coach", "tabletop.games.breakaway_football.solo:solo_chooser"),),
)
