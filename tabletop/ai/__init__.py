"""Computer players. Pure Python; each agent decides from its seat's view and legal actions."""
