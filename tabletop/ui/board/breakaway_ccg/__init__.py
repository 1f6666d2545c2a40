"""Breakaway: CCG's table: the rink zones, the puck, hands, benches and the play stack."""
