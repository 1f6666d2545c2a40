"""Tabletop: play and build decks for small-press card games, every rule enforced."""


def __getattr__(name: str) -> str:
    # Looked up on first use: importing importlib.metadata costs ~40 ms of start-up.
    if name == "__version__":
        from importlib import metadata

        try:
            return metadata.version("tabletop")
        except metadata.PackageNotFoundError:  # running from a source checkout
            return "0.1.0"
    raise AttributeError(f"module 'tabletop' has no attribute {name!r}")
