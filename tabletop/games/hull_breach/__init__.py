"""Hull Breach!: card data and deck construction so far (no rules engine yet, so not registered).

``cards`` reads and checks ``card_data/hull_breach/cards.yaml``; ``construction`` holds the deck
rules (rulebook "Custom Deck Rules" introduction and section 2.1) as data plus small named checks.
"""
