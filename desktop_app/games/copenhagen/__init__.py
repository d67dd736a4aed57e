"""Copenhagen: draft facade cards from the harbour and build the most beautiful house front."""
from desktop_app.engine.game import GameInfo
from desktop_app.engine.i18n import QT_TRANSLATE_NOOP

INFO = GameInfo(
    id="copenhagen",
    title=QT_TRANSLATE_NOOP("copenhagen", "Copenhagen"),
    min_players=2,
    max_players=4,
    blurb=QT_TRANSLATE_NOOP("copenhagen", "Draft facade cards in Nyhavn harbour and build a colourful house front. 2-4 players."),
)
