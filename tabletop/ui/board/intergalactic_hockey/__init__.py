"""Intergalactic Hockey Showdown's table: the lines of slots, the face-off and the dice."""
