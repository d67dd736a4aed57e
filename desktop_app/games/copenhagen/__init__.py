"""Copenhagen: draft facade cards from the harbour and build the most beautiful house front."""
from desktop_app.engine.game import GameOption, GameSpec
from desktop_app.engine.i18n import QT_TRANSLATE_NOOP

from .ai import evaluate
from .rules import CopenhagenState

SPEC = GameSpec(
    id="copenhagen",
    title=QT_TRANSLATE_NOOP("copenhagen", "Copenhagen"),
    min_players=2,
    max_players=4,
    new_game=CopenhagenState.new,
    from_json=CopenhagenState.from_json,
    evaluate=evaluate,
    scene="desktop_app.games.copenhagen.scene:CopenhagenScene",
    options=(
        GameOption(
            key="change_of_colors",
            label=QT_TRANSLATE_NOOP("copenhagen", "Change of Colors"),
            choices=(("one_colour", QT_TRANSLATE_NOOP("copenhagen", "Cards of one other colour count as the tile's colour")),
                     ("any_mix", QT_TRANSLATE_NOOP("copenhagen", "Any handed-in cards count as the tile's colour"))),
            default="one_colour",
            help=QT_TRANSLATE_NOOP("copenhagen", "The Hungarian rulebook can be read either way; the online version uses the first."),
        ),
    ),
    blurb=QT_TRANSLATE_NOOP("copenhagen", "Draft facade cards in Nyhavn harbour and build a colourful house front. 2-4 players."),
    colours=("#d35400", "#16a085", "#34495e", "#c2185b"),
)
