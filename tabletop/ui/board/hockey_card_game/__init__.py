"""Hockey Card Game's table: the rink, the pile and the two hands."""
