"""Tarsas: a desktop board-game table."""
