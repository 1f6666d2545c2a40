"""What the start page and the help screen say about Breakaway: CCG, in our own words."""

from tabletop.engine.game import GameInfo, Option, SoloPlayer

SUMMARY = (
    "Ice hockey as a card duel: stack cards to carry the puck up the rink, shoot, then beat the goalie.\n"
    "Two authored starter teams of 62 cards, a rink board with arrows, the Beginner rules and the official "
    "rules up to penalties."
)

HOW_TO_PLAY = """\
Goal: have more goals than your opponent when the last period ends.

Your team. Each side brings a deck of 62 cards and a bench of five Player cards. Player
cards carry a number from 0 to 8 or say Goalie; other cards may have a number or none. Cards
show colors, which are abilities, and actions such as Move, Shoot, Score, Save and
Body-Check. You start with five cards, and a coin gives one side Home Ice.

Face-offs. The game, every new period and every goal start with a face-off at center ice.
Both of you fill your hand back up to five, may trade up to two cards with your bench, and
then lay one card face down. The cards turn over together: the higher number wins, and Home
Ice wins a tie. The winner has the puck, puts the card on the play area and takes the first
turn; the other card is discarded.

Turns. On your turn you put one card from your hand on top of the play area. Then you may
use one of its colors to push the puck one area along an arrow, and one of its actions:
Move carries the puck one area and needs the puck; Body-Check takes the puck where it is.
Your turn ends with a draw, unless you already hold eight cards.

Doubles. A card with the same number as the card under it (or, without a number, the same
name) lets you use any of the five basic actions instead of its own.

Scoring. With the puck in areas 1 to 6 of your opponent's end, use Shoot. Your opponent's
next card is the Shot Card. On your next card use Score; then your opponent gets one card to
make a Save. No save, and it is a goal: the Shot Card and your Score card go to your score
pile and a face-off follows. A save stops it: the cards of the shot are discarded and the
saver has the puck. Every one of these cards may still use a color as well (a Save card's
comes before its Save), and the Shot Card its action. Using another action than Score on the
Shot Card, or none, ends the shot, and you keep the puck.

Periods. A period stops the moment somebody's hand is empty. Before the next period each
side shuffles every card not on the bench or in a score pile back into the deck.

THE OFFICIAL RULES (choose "Official rules" under Rules)

Set-up. Both sides turn over their top card; the higher one decides who has Home Ice, which
starts with a momentum token. Six cards from each deck form the face-down Momentum pile. Each
period an officiating card is picked by the sum of two more revealed cards.

A turn has four phases. 1: spend a momentum token (draw a card, or take a Momentum Card), change
lines (fill your hand to five and switch one card with the bench; your turn ends), or pull your
goalie for an extra attacker. 2: play a card. 3: use it: any of its different colors, one action,
which you must use when you can, and one special. 4: draw one card unless your hand is full
(eight; Momentum Cards do not count).

Colors. Orange carries the puck one area while you have it; Black stops play; Blue adds Score,
Move and On-Net to the card's choices, Brown Body-Check, Gold Stretch Pass and Block, Pink Draw,
Bronze Icing (and wins a face-off), Green Clone (and may undo the opponent's last puck movement);
Purple gives one more action of any kind; Red the Dump In and Cycle specials; Silver copies from
the card beneath; Yellow is the Grind. Dots, area numbers, zone and Home/Away symbols in a color
give that color too, the number and zone ones only where they say.

Actions beyond Move and Shoot: Block and Deflect on a Shot Card stop the shot and play; a
Poke-Check stops it and knocks the puck one area; Stretch Pass moves two areas; Icing clears the
puck deep; Punch takes it back toward your net; Intercept takes the opponent's last pass halfway;
Clone counts as the number beneath for Triples; Draw and Substitution draw or swap with the bench.

Combinations. Doubles (the same number twice) or a Run (three numbers in a row, in any order)
let the card use any action. Triples (three of a kind) stop play for Offside or Icing.

Scoring. Passes inside the opponent's end build a passing bonus: +1 allows On-Net, +2 lets you
shift where a missed shot lands, +3 gives a free Shoot. After a shot your opponent's next card
is the Shot Card. A card one higher than it is a Rebound: shoot again. Otherwise score with a
Score card, and your opponent gets one chance to Save. A card that cannot score misses: the puck
goes to the area of the last Player card's number and the stronger card keeps it.

Stoppages and challenges. Goals, saves, Offside and Icing stop play: hands are topped up, each
side may switch two cards with the bench, and a face-off follows at the right dot. Face-offs,
Grinds and dumps are challenges: both lay a card face down, the higher wins, and the defender
wins ties (a tied face-off is decided by the suits, Stick over Glove over Skate over Stick).

The clock. When a deck runs out the Final Minute starts: hands of three and no more draws; the
period ends when both hands are empty; a game is three periods unless you choose fewer. A tie
after the last period goes to overtime and, in the
regular season, a shootout. Penalties and power plays and fights are played, and so are the card
specials that have a rule in the card data; a special the book only names does nothing (its ruling
says why).

SOLO PLAY (choose "Solo play" under Rules, or the Solo Opponent for seat 2)

You play the official rules against an opponent run from its own deck and a Solo Opponent card,
drawn at random, that picks its bench and says how it plays. Its eight cards lie face down in a
row. On its turn one of them (or of its bench) turns over, then you choose the card it plays: a
face-up one, or a face-down one, which is turned over and must be played. The table plays the
rest of its turn by its card. When you shoot, half its hand turns over and you choose its Shot
Card (or a face-down one at random); when you try to score, its whole hand turns over and it
saves if it can. You may not change lines or use your bench at stoppages, and a momentum token
you would get is a Momentum Card instead; it takes one Momentum Card for free each period.
"""

GAME_NAME = "Breakaway: CCG"
#: The ``periods`` value that plays each mode's usual length: Part 1's example of one period, and
#: Part 2's "typically three periods" (Playing the Game: Game End); ``book_periods`` resolves it.
BOOK_PERIODS = "book"


def book_periods(options: dict) -> dict:
    """``options`` with ``periods`` a number: the book's length for the mode when it is ``book``."""
    if options.get("periods") != BOOK_PERIODS:
        return options
    return {**options, "periods": 1 if options["mode"] == "beginner" else 3}


INFO = GameInfo(
    id="breakaway-ccg",
    name=GAME_NAME,
    min_players=2,
    max_players=2,
    summary=SUMMARY,
    how_to_play=HOW_TO_PLAY,
    rules_file="breakaway-ccg.md",
    options=(
        Option("mode", "Rules", (("beginner", "Beginner rules (Part 1)"),
                                 ("official", "Official rules (Parts 2 and 3)"),
                                 ("solo", "Solo play: the official rules against the book's Solo Opponent")),
               "beginner",
               "Part 1 of the rulebook is the introductory mode. The official rules add Home Ice by "
               "reveal, momentum, phases, the passing bonus, rebounds, stoppages, challenges, "
               "penalties and power plays, fights, every action, ability and symbol, the specials "
               "of Part 3, overtime and the shootout."),
        Option("deck_rules", "Deck rules (official)",
               (("tournament", "Tournament: 60+ cards, at most 1000 points"),
                ("casual", "Casual: the book's tournament guidelines relaxed")), "tournament",
               "Which deck check the official rules use at set-up (Deck Creation). Beginner mode "
               "has its own."),
        Option("overtime", "Overtime (official)",
               (("regular-season", "Regular season: a short overtime, then a shootout"),
                ("playoff", "Playoff: full overtime periods until a goal"),
                ("none", "None: a tie stands")), "regular-season",
               "What a tie after the last period leads to under the official rules."),
        Option("periods", "Periods",
               ((1, "one period"), (2, "two periods"), (3, "three periods"),
                (BOOK_PERIODS, "the book's game: one period in Beginner rules, three in official play")),
               BOOK_PERIODS,
               "How many periods a game has; most goals after the last one wins. Beginner rules: a "
               "period ends as soon as a player's hand is empty (Part 1, Winning). Official and solo "
               "play: a deck's last card starts the Final Minute, and the period ends when both hands "
               "are empty (Part 2, Final Minute); a full game is three periods."),
        Option("teams", "Starter teams",
               (("runners-hawks", "Ridge Runners (seat 1) against Harbour Hawks (seat 2)"),
                ("hawks-runners", "Harbour Hawks (seat 1) against Ridge Runners (seat 2)")),
               "runners-hawks", "The two authored starter teams, for a game set up without decks "
                                "of the players' choosing (and games saved before decks could be "
                                "chosen). Decks chosen at set-up take their place.",
               shipped_decks_only=True),
        Option("open_decks", "Open deck lists",
               ((False, "Hidden: each player knows only their own deck list"),
                (True, "Open: both players know both deck lists")), False,
               "Whether each player may know the other's deck list (the cards in it, not their "
               "order). The starter teams dealt without chosen decks are known either way."),
    ),
    uses_decks=True,
    # Solo play's opponent (Part 2, Solo Play): under mode=solo the engine plays seat 2 by its Solo
    # Opponent card and the person chooses its cards; the new-game dialog seats it with those rules.
    solo_players=(SoloPlayer("solo", "Solo Opponent", "tabletop.games.breakaway_ccg.solo.play:solo_chooser"),),
)
