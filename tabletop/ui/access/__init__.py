"""What a screen reader and the keyboard reach of a table: its zones as named lists of cards.

A table is drawn as graphics items, which a screen reader cannot enter. ``zones`` reads the
viewing seat's redacted view into zones (a hand, a pile, a battlefield, the prompt), each a list
of entries with a name and a description; ``zone_tree`` keeps a parallel tree of list widgets
in step with the table, reached with Tab and read with the arrows. Only the seat's own view is
read, so a zone can never tell more than the table shows.
"""
