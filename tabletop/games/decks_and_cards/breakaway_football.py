"""Breakaway Football's cards for the catalog: each team's offense and defense cards (a team is a
fixed deck) and the Game Day cards."""

from __future__ import annotations

from tabletop.cards.catalog import CatalogCard
from tabletop.engine.deck import Deck
from tabletop.games.breakaway_football.cards import default_cards

GAME_ID = "breakaway-football"


def catalog_cards() -> list[CatalogCard]:
    cards = default_cards()
    out = []
    for team in cards.teams.values():
        for o in team.offense:
            out.append(CatalogCard(GAME_ID, o.id, o.label, "Offense", team.name, None, team.name, o.label,
                                   (("Team", team.name), ("Side", "Offense"), ("Plays", o.label)), o))
        for d in team.defense:
            out.append(CatalogCard(GAME_ID, d.id, d.formation, "Defense", team.name, None, team.name, d.label,
                                   (("Team", team.name), ("Side", "Defense"), ("Plays", d.label)), d))
    for g in cards.game_day:
        out.append(CatalogCard(GAME_ID, g.id, f"Game Day {g.id}", "Game Day", "Game Day", None,
                               "Game Day", g.label, (("Team", "Game Day"), ("Side", "Game Day"),
                                                     ("Plays", g.event.label)), g))
    return out


def fixed_decks() -> dict[str, Deck]:
    """One deck per team, by the team's name."""
    out = {}
    for team in default_cards().teams.values():
        out[team.name] = Deck(GAME_ID, team.name, tuple((c.id, 1) for c in team.offense + team.defense))
    return out
