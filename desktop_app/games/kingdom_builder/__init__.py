"""Kingdom Builder: build settlements on the terrain of your card, and score the 3 Kingdom Builder cards."""
from desktop_app.engine.game import GameOption, GameSpec

from .ai import evaluate
from .components import CARDS, FIRST_GAME_BOARD, FIRST_GAME_CARDS, POSITION_NAMES, QUADRANTS
from .rules import KingdomBuilderState

_QUADRANT_CHOICES = tuple(choice for name in QUADRANTS
                          for choice in ((name, name), (f"{name}/turned", f"{name}, turned 180°")))
_CARD_CHOICES = tuple((name, name) for name in CARDS)

OPTIONS = (
    GameOption("board", "Board",
               (("first_game", "Suggested first game (Tavern, Paddock / Oasis, Farm)"),
                ("random", "Random quadrants, positions and turns"),
                ("chosen", "Chosen below")),
               "first_game", "The rulebook suggests its first-game board; afterwards any 4 of the 8 quadrants."),
    *(GameOption(f"quadrant_{i + 1}", f"Quadrant {POSITION_NAMES[i]}", _QUADRANT_CHOICES, FIRST_GAME_BOARD[i][0],
                 "Used when Board is 'Chosen'; the 4 quadrants must differ; any may be turned 180°.")
      for i in range(4)),
    GameOption("cards", "Kingdom Builder cards",
               (("first_game", "Suggested first game (Fishermen, Merchants, Knights)"),
                ("random", "3 random cards of 10"),
                ("chosen", "Chosen below")),
               "first_game"),
    *(GameOption(f"card_{i + 1}", f"Card {i + 1}", _CARD_CHOICES, FIRST_GAME_CARDS[i],
                 "Used when Cards is 'Chosen'; the 3 cards must differ.") for i in range(3)),
    GameOption("lords_zero", "Lords: second place with zero settlements",
               (("counts", "A count of zero can still be second (5/0/0 scores 12/6/6)"),
                ("need_one", "Need at least one settlement in the quadrant to score")),
               "counts", "The rulebook does not say; the community FAQ favours the first reading."),
    GameOption("retake", "A lost location tile",
               (("never", "Never take a tile from that location hex again"),
                ("after_loss", "May take another one there after losing it")),
               "never", "The rulebook allows one tile per player per location hex."),
)

SPEC = GameSpec(
    id="kingdom_builder",
    title="Kingdom Builder",
    min_players=2,
    max_players=4,
    new_game=KingdomBuilderState.new,
    from_json=KingdomBuilderState.from_json,
    evaluate=evaluate,
    scene="desktop_app.games.kingdom_builder.scene:KingdomBuilderScene",
    options=OPTIONS,
    blurb="Build settlements on the terrain you draw, grab location tiles and score 3 goal cards. 2-4 players.",
    colours=("#e67e22", "#2e86c1", "#8e44ad", "#ecf0f1"),
)
