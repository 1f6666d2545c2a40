"""Play across two computers: the messages a host and a joined seat exchange, and the host's referee.

The host's engine is the referee: a joined seat sends actions, and the host validates them, applies
them and sends each seat only its own ``view``, its decisions and the events it may see. Nothing
here knows about sockets or Qt; the transport (``tabletop/ui/shell/remote_link.py``) feeds bytes in
and writes the bytes these functions return, so every rule of the protocol is tested without one.

- ``protocol``: message framing, the version, size bounds, the schema of every message and its checks.
- ``wire``: views and actions as JSON values and back, only into the game's own view classes.
- ``referee``: the join code, one session per connection, seats, rate limits and what each seat is sent.
- ``seat``: the joined side's reading of the host's messages (its view, decisions, legal actions, events).
"""
