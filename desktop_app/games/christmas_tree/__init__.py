"""Christmas Tree (Karácsonyfa): draft ornament cards and decorate the most beautiful tree."""
from desktop_app.engine.game import GameInfo
from desktop_app.engine.i18n import QT_TRANSLATE_NOOP

INFO = GameInfo(
    id="christmas_tree",
    title=QT_TRANSLATE_NOOP("christmas_tree", "Christmas Tree"),
    min_players=2,
    max_players=4,
    blurb=QT_TRANSLATE_NOOP("christmas_tree", "Draft ornament cards, hang them on your tree and score the tasks everyone sets. 2-4 players."),
)
