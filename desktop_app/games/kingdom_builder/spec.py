"""Kingdom Builder: the game's spec (rules, options, evaluation), loaded when the game is first opened."""
from desktop_app.engine.game import GameOption, GameSpec
from desktop_app.engine.i18n import QT_TRANSLATE_NOOP

from . import INFO
from .ai import evaluate
from .hints import explain_hint
from .components import CARDS, FIRST_GAME_BOARD, FIRST_GAME_CARDS, QUADRANTS
from .rules import KingdomBuilderState
from .search_agent import TurnSearchAgent

TURNED_LABELS = {  # marked one by one so the new-game dialog can translate them
    "Oracle": QT_TRANSLATE_NOOP("kingdom_builder", "Oracle, turned 180°"),
    "Farm": QT_TRANSLATE_NOOP("kingdom_builder", "Farm, turned 180°"),
    "Tavern": QT_TRANSLATE_NOOP("kingdom_builder", "Tavern, turned 180°"),
    "Tower": QT_TRANSLATE_NOOP("kingdom_builder", "Tower, turned 180°"),
    "Harbor": QT_TRANSLATE_NOOP("kingdom_builder", "Harbor, turned 180°"),
    "Paddock": QT_TRANSLATE_NOOP("kingdom_builder", "Paddock, turned 180°"),
    "Barn": QT_TRANSLATE_NOOP("kingdom_builder", "Barn, turned 180°"),
    "Oasis": QT_TRANSLATE_NOOP("kingdom_builder", "Oasis, turned 180°"),
}
QUADRANT_LABELS = (QT_TRANSLATE_NOOP("kingdom_builder", "Quadrant top left"),
                   QT_TRANSLATE_NOOP("kingdom_builder", "Quadrant top right"),
                   QT_TRANSLATE_NOOP("kingdom_builder", "Quadrant bottom left"),
                   QT_TRANSLATE_NOOP("kingdom_builder", "Quadrant bottom right"))
CARD_LABELS = (QT_TRANSLATE_NOOP("kingdom_builder", "Card 1"), QT_TRANSLATE_NOOP("kingdom_builder", "Card 2"),
               QT_TRANSLATE_NOOP("kingdom_builder", "Card 3"))
_QUADRANT_CHOICES = tuple(choice for name in QUADRANTS
                          for choice in ((name, name), (f"{name}/turned", TURNED_LABELS.get(name, f"{name}, turned 180°"))))
_CARD_CHOICES = tuple((name, name) for name in CARDS)

OPTIONS = (
    GameOption("board", QT_TRANSLATE_NOOP("kingdom_builder", "Board"),
               (("first_game", QT_TRANSLATE_NOOP("kingdom_builder", "Suggested first game (Tavern, Paddock / Oasis, Farm)")),
                ("random", QT_TRANSLATE_NOOP("kingdom_builder", "Random quadrants, positions and turns")),
                ("chosen", QT_TRANSLATE_NOOP("kingdom_builder", "Chosen below"))),
               "first_game", QT_TRANSLATE_NOOP("kingdom_builder", "The rulebook suggests its first-game board; afterwards any 4 of the 8 quadrants.")),
    *(GameOption(f"quadrant_{i + 1}", QUADRANT_LABELS[i], _QUADRANT_CHOICES, FIRST_GAME_BOARD[i][0],
                 QT_TRANSLATE_NOOP("kingdom_builder", "Used when Board is 'Chosen'; the 4 quadrants must differ; any may be turned 180°."),
                 used_when=("board", "chosen"))
      for i in range(4)),
    GameOption("cards", QT_TRANSLATE_NOOP("kingdom_builder", "Kingdom Builder cards"),
               (("first_game", QT_TRANSLATE_NOOP("kingdom_builder", "Suggested first game (Fishermen, Merchants, Knights)")),
                ("random", QT_TRANSLATE_NOOP("kingdom_builder", "3 random cards of 10")),
                ("chosen", QT_TRANSLATE_NOOP("kingdom_builder", "Chosen below"))),
               "first_game"),
    *(GameOption(f"card_{i + 1}", CARD_LABELS[i], _CARD_CHOICES, FIRST_GAME_CARDS[i],
                 QT_TRANSLATE_NOOP("kingdom_builder", "Used when Cards is 'Chosen'; the 3 cards must differ."),
                 used_when=("cards", "chosen")) for i in range(3)),
    GameOption("lords_zero", QT_TRANSLATE_NOOP("kingdom_builder", "Lords: second place with zero settlements"),
               (("counts", QT_TRANSLATE_NOOP("kingdom_builder", "A count of zero can still be second (5/0/0 scores 12/6/6)")),
                ("need_one", QT_TRANSLATE_NOOP("kingdom_builder", "Need at least one settlement in the quadrant to score"))),
               "counts", QT_TRANSLATE_NOOP("kingdom_builder", "The rulebook does not say; the community FAQ favours the first reading.")),
    GameOption("retake", QT_TRANSLATE_NOOP("kingdom_builder", "A lost location tile"),
               (("never", QT_TRANSLATE_NOOP("kingdom_builder", "Never take a tile from that location hex again")),
                ("after_loss", QT_TRANSLATE_NOOP("kingdom_builder", "May take another one there after losing it"))),
               "never", QT_TRANSLATE_NOOP("kingdom_builder", "The rulebook allows one tile per player per location hex.")),
)

SPEC = GameSpec(
    **INFO.fields(),
    new_game=KingdomBuilderState.new,
    from_json=KingdomBuilderState.from_json,
    evaluate=evaluate,
    scene="desktop_app.games.kingdom_builder.scene:KingdomBuilderScene",
    options=OPTIONS,
    hard_agent=TurnSearchAgent,  # whole turns as tree edges: a turn is three builds plus tiles
    # 3-4 players: 1.8 s a decision (under the 2 s limit) and the leaf's best rival as a soft
    # maximum of the rivals at 2 gold (docs/ai-strength.md, session 14).
    hard_settings=(("crowded_think", 1.8), ("crowded_soft", 2.0)),
    # Easy: softmax over medium's one-step values (gold) at 0.5, over 40 of the legal actions:
    # medium wins ~72% of 2-player games, easy scores ~90% of medium's gold and beats uniform
    # random in ~98% (docs/ai-strength.md).
    easy_settings=(("temperature", 0.5), ("sample", 40)),
    # Expert (6 s a move): a wider root (10 beam turns from a beam of width 16, no two within 2
    # hexes of each other: the 3-4 player root's, session 14) and more worlds for the last two,
    # hard's 5-turn horizon; it beat hard in 45.5 of 60 2-player games (session 17; width 8 with
    # no spreading: 29 of 50). 3-4 players 10 root turns and 6 s (docs/ai-strength.md).
    expert_settings=(("root_turns", 10), ("beam_width", 16), ("root_apart", 2), ("max_worlds", 1024),
                     ("crowded_root_turns", 10), ("crowded_think", 6.0)),
    explain_hint=explain_hint,  # what the hint's move gains, in the game's words (hints.py)
)
