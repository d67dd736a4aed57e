"""Copenhagen: draft facade cards from the harbour and build the most beautiful house front."""
from desktop_app.engine.game import GameOption, GameSpec

from .ai import evaluate
from .rules import CopenhagenState

SPEC = GameSpec(
    id="copenhagen",
    title="Copenhagen",
    min_players=2,
    max_players=4,
    new_game=CopenhagenState.new,
    from_json=CopenhagenState.from_json,
    evaluate=evaluate,
    scene="desktop_app.games.copenhagen.scene:CopenhagenScene",
    options=(
        GameOption(
            key="change_of_colors",
            label="Change of Colors",
            choices=(("one_colour", "Cards of one other colour count as the tile's colour"),
                     ("any_mix", "Any handed-in cards count as the tile's colour")),
            default="one_colour",
            help="The Hungarian rulebook can be read either way; the online version uses the first.",
        ),
    ),
    blurb="Draft facade cards in Nyhavn harbour and build a colourful house front. 2-4 players.",
    colours=("#d35400", "#16a085", "#34495e", "#c2185b"),
)
