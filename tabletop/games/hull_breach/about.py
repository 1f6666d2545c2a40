"""What the start page and the help screen say about Hull Breach!, in our own words."""

from tabletop.engine.game import GameInfo, Option

SUMMARY = (
    "Command a space station, its fleet and its Marines: build with Resource and Currency, then\n"
    "attack a rival's station with d10 volleys and boarding parties. The last station standing wins."
)

HOW_TO_PLAY = """\
Goal: destroy or hijack every opposing station.

Reading a card. The two circles at the top right are what the card costs to deploy: the black one
in Resource, the gold one in Currency. Smaller circles marked + (on stations, some modules and
transports) are what it brings in every Logistics Phase. Along the bottom, A is attack: how many
ten-sided dice the unit rolls in a volley; D is defense: what a die must roll to wound it; W is
wounds: how many it takes before it is destroyed. On the table a figure that a module, Breakthru or
card has changed reads like D6→7, green when it went up and orange when it went down, and red ✚
tokens count the wounds a unit has taken (✚2/5: two of five). "holds M2 F1" is room for two
Marines and one Fighter Wing aboard; "uses M1" is the room a Marine or Fighter Wing takes up.

Your plate. ● R and ● C are your stockpile of Resource and Currency (20 of each at most). Hand is
the cards you hold. Yard is your shipyard: your deck, face down, which you draw from and which
Regimented units, searches and conscription take cards out of. Scrapheap is your discard pile,
face up for everyone: destroyed units and their modules, spent Events and Tactics and the cards you
discard go there. Click a commander's Scrapheap line, or press S, to look through it.

Set-up. Each commander deploys a station with two starting modules, takes 10 Resource and 10
Currency, draws five cards (a mulligan costs 1 of each) and takes a first turn at the same time as
everyone else, with no attack. A d10 roll then decides who goes first; play goes clockwise.

Your turn. Logistics: draw up to five cards, collect from your station, modules and transports,
repair one wound on every unit (all of them with Repair) and play Breakthrus. Manufacturing: deploy
ships, Marines and modules at cost, conscript one ship or Marine from your deck at double cost, and
move Marines and Fighter Wings between hosts. Engagement: attack one commander with a fleet, or not;
then discard what you like.

Engagements. Defenders with Interceptor fire first; then the attacker volleys and declares boarding
actions, the defender volleys back and declares his own, Escorts cancel boards and the boards are
fought out Marine against Marine. Each die that meets the target's defense wounds it; a natural 1
always misses and a natural 10 always hits. A station's modules must fall before the station can be
fired on. Rounds repeat until the attacking fleet is gone or the station falls.

Teams. With the Teams option, four or six commanders play as two sides, allies seated
alternately; allies never attack each other, and the last team standing wins together. With three
or more at the table (or a teammate), a Transport's cargo may go to an ally instead of home.

Conceding. A commander may concede at any time and leaves the game; one who concedes against an
attack gives the attacker the spoils of war.
"""

INFO = GameInfo(
    id="hull-breach",
    name="Hull Breach!",
    min_players=2,
    max_players=6,          # ruling H4: the book says "two or more"; six is the table's limit
    summary=SUMMARY,
    how_to_play=HOW_TO_PLAY,
    rules_file="hull-breach.md",
    options=(Option("teams", "Teams", (("off", "Every commander for himself"),
                                       ("on", "Two teams, allies seated alternately")), "off",
                    help="Four or six commanders in two sides; the last team standing wins together "
                         "(ruling H28)"),),
    uses_decks=True,
)
