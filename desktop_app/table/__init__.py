"""The table toolkit every game's scene draws with (design.md "Layers"): the table scene and its
drag/ghost machinery (scene.py), the motion of pieces and last-move marks (motion.py), the board
view (board_view.py), reusable items (items.py), the drawing vocabulary (art.py: cards, bevels,
shadows, textures; icons.py: painted symbols), the shipped fonts (fonts.py), the seats' colours
and patterns (seats.py), rendering for tests and thumbnails (render.py) and the text helpers.

Imports flow one way: ui/ -> games/ -> table/ -> engine/. Nothing here imports ui/ or games/."""
