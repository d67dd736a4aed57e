"""New York: buy buildings with the right currency and build the city around Times Square."""
from desktop_app.engine.game import GameInfo
from desktop_app.engine.i18n import QT_TRANSLATE_NOOP

INFO = GameInfo(
    id="new_york",
    title=QT_TRANSLATE_NOOP("new_york", "New York"),
    min_players=2,
    max_players=6,
    blurb=QT_TRANSLATE_NOOP("new_york", "Buy buildings in the right currency and grow your New York around Times Square. 2-6 players."),
)
