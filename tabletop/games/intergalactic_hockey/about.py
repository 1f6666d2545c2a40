"""What the start page and the help screen say about Intergalactic Hockey Showdown, in our own words."""

from tabletop.engine.game import GameInfo

SUMMARY = (
    "Alien hockey for two: pick a player in secret, reveal together, and beat the other side's number.\n"
    "Sixteen players with special powers, a puck that decides who attacks, and a RefBot that punishes rough play."
)

HOW_TO_PLAY = """\
Goal: have more goals than your opponent after three periods.

Cards. Each of the 16 players has an offense number, a defense number, a position (center,
winger, defender or goalie) and a special power; some are bruisers. The Puck shows who is
attacking. The RefBot is a dial from 0 to 3 beside the rink.

Face-offs. Every period, and every restart after a goal, begins with a face-off. Both of you
pick a card from your three and place it face down; the cards are turned over together and
the higher offense takes the puck. Then both of you draw back up to three cards, the puck
holder first.

Rounds. Again both of you place a card face down and reveal together. The puck holder
attacks with the card's offense, the other side defends with its defense. After the reveal
the attacker may use their power first, then the defender. A higher offense scores: the
scoring card goes to the scorer's goal pile for good and the next play is a face-off. A
higher defense takes the puck away. A draw leaves the puck with the attacker. Played cards
go to the discard pile and both of you refill.

Bruisers. A bruiser knocks 2 off both numbers of the opposing card and turns the RefBot up
one step. Two bruisers at once do nothing to each other but turn the RefBot two steps. A
bruiser played while the RefBot already shows 3 is penalised: that player takes the RefBot
into their hand, where it fills a card slot and cannot be played, until the opponent scores
or the period ends.

Periods. When the draw pile runs out the period ends, but whoever holds the puck may take one
last shot at the buzzer first, or let the period end. Between periods everything except the goal piles is shuffled
and dealt again, and the RefBot goes back to 0. Level after three periods? Every card is
shuffled back for sudden-death overtime, where the discard pile is reshuffled whenever the
draw pile runs out and the first goal wins.
"""

INFO = GameInfo(
    id="intergalactic-hockey",
    name="Intergalactic Hockey Showdown",
    min_players=2,
    max_players=2,
    summary=SUMMARY,
    how_to_play=HOW_TO_PLAY,
    rules_file="intergalactic-hockey-showdown.md",
)
