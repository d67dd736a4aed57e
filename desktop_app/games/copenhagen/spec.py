"""Copenhagen: the game's spec (rules, options, evaluation), loaded when the game is first opened."""
from desktop_app.engine.game import GameOption, GameSpec
from desktop_app.engine.i18n import QT_TRANSLATE_NOOP

from . import INFO
from .ai import evaluate
from .rules import CopenhagenState

SPEC = GameSpec(
    **INFO.fields(),
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
)
