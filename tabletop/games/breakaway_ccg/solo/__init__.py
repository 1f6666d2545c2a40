"""Solo Play (Part 2): the official rules against the Solo Opponent the engine plays."""
