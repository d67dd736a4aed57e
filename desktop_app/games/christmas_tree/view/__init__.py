"""Qt drawing for the Christmas Tree table (only this package and scene.py import Qt)."""
