"""What the start page and the help screen say about Hockey Card Game, in our own words."""

from tabletop.engine.game import GameInfo, Option

SUMMARY = (
    "Match the card your opponent just played to break away, then match again to score.\n"
    "Three periods of quick alternate plays from a standard 52-card deck."
)

HOW_TO_PLAY = """\
Goal: score more goals than your opponent over three periods.

Starting. Both players cut the deck; the higher card (aces high) decides who deals and who
plays first. The deck is shuffled at the start of each period and dealt in rounds: five
cards each four times, then six cards each, which uses the whole deck.

Playing. Players take turns putting one card face up on a shared pile. When you play a
card of the same rank as the card just played, you are on a breakaway. Any Jack puts you
on a breakaway at once. You must play a matching card when you hold one (a variant lets
you play anything).

Scoring. If you are on a breakaway and your next card again matches the card just played,
you score a goal. If it does not, your breakaway is intercepted. Only one player can be on
a breakaway: if your opponent matches while you are on one, they take it from you (a
variant makes that match only cancel your breakaway).

Deals and periods. A breakaway survives a new deal, so your first card of the next deal
can score. It never survives into a new period: each period starts with an empty pile.
Roles swap for the second period and swap back for the third.

Tie-breaker. Level after three periods? Play a fourth period with deals of four cards
(six in the last). The first goal wins; if nobody scores, the game is a draw.
"""

STEAL, BLOCK = "steal", "block"

INFO = GameInfo(
    id="hockey-card-game",
    name="Hockey Card Game",
    min_players=2,
    max_players=2,
    summary=SUMMARY,
    how_to_play=HOW_TO_PLAY,
    rules_file="hockey-card-game.md",
    options=(
        Option("third_match", "A third matching card",
               ((STEAL, "steals the breakaway (book)"), (BLOCK, "only cancels the breakaway")),
               STEAL, "Rule 6 variant: some tables let a third match block without stealing."),
        Option("must_match", "Holding a match",
               ((True, "you must play it (book)"), (False, "you may play any card")),
               True, "Rule 3: a player may play a non-matching card only when they cannot match."),
    ),
)
