"""Kingdom Builder: build settlements on the terrain of your card, and score the 3 Kingdom Builder cards."""
from desktop_app.engine.game import GameInfo
from desktop_app.engine.i18n import QT_TRANSLATE_NOOP

INFO = GameInfo(
    id="kingdom_builder",
    title=QT_TRANSLATE_NOOP("kingdom_builder", "Kingdom Builder"),
    min_players=2,
    max_players=4,
    blurb=QT_TRANSLATE_NOOP("kingdom_builder", "Build settlements on the terrain you draw, grab location tiles and score 3 goal cards. 2-4 players."),
)
