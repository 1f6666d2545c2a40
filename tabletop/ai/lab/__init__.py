"""The deck lab: a deck played against others with the computer on every seat, and counted.

``plan`` fixes the games of a run, ``tally`` plays one and counts it from the engine's events,
``runner`` plays a run on worker processes (cancellable), ``figures`` sums the tallies, ``store``
keeps the last results beside the deck and ``decks`` reads and checks the decks. Games are reached
only through the registry.
"""
