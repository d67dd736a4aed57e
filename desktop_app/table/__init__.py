"""The table toolkit every game's scene draws with (design.md "Layers"): the table scene and its
drag/ghost machinery, the board view, reusable items and the text helpers scenes need.

Imports flow one way: ui/ -> games/ -> table/ -> engine/. Nothing here imports ui/ or games/."""
