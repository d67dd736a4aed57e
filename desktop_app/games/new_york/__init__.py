"""New York: buy buildings with the right currency and build the city around Times Square."""
from desktop_app.engine.game import GameOption, GameSpec

from .ai import evaluate
from .rules import NewYorkState

SPEC = GameSpec(
    id="new_york",
    title="New York",
    min_players=2,
    max_players=6,
    new_game=NewYorkState.new,
    from_json=NewYorkState.from_json,
    evaluate=evaluate,
    scene="desktop_app.games.new_york.scene:NewYorkScene",
    options=(
        GameOption(
            key="exact_bonus",
            label="Extra action after an exact payment",
            choices=(("may", "The player may take it or end the turn"),
                     ("must", "The player must take it")),
            default="may",
            help="The rulebook says an exact payment 'gives a new action'; we let the player decline it.",
        ),
        GameOption(
            key="hands",
            label="Opponents' money",
            choices=(("hidden", "Hidden: only the number of cards shows"),
                     ("open", "Open: show what a perfect memory would know")),
            default="hidden",
            help="Money is dealt and taken face up, so every hand can be known by memory.",
        ),
    ),
    blurb="Buy buildings in the right currency and grow your New York around Times Square. 2-6 players.",
    colours=("#c0392b", "#2e86c1", "#f1c40f", "#27ae60", "#8e44ad", "#e67e22"),
)
