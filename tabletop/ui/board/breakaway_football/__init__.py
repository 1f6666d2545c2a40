"""Breakaway Football's table: the field, the ball marker, play cards and the audible."""
