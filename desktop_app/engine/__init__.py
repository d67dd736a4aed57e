"""Game-agnostic model layer: protocol, matches, saves, agents, arena. Never imports Qt."""
