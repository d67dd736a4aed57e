"""Christmas Tree (Karácsonyfa): draft ornament cards and decorate the most beautiful tree."""
from desktop_app.engine.game import GameOption, GameSpec

from .ai import evaluate
from .rules import ChristmasTreeState

SPEC = GameSpec(
    id="christmas_tree",
    title="Christmas Tree",
    min_players=2,
    max_players=4,
    new_game=ChristmasTreeState.new,
    from_json=ChristmasTreeState.from_json,
    evaluate=evaluate,
    scene="desktop_app.games.christmas_tree.scene:ChristmasTreeScene",
    options=(
        GameOption(
            key="mode",
            label="Game",
            choices=(("introductory", "Introductory: 3 random one-bell tasks a round, no linzer"),
                     ("family", "Family: 4 task cards each (1-2 bells), 3 linzer"),
                     ("advanced", "Advanced: 5 task cards each, 4 linzer, cards touch, tasks travel")),
            default="family",
            help="The rulebook's three levels (p.3 family, p.5 introductory and advanced).",
        ),
        GameOption(
            key="family_tasks",
            label="Task cards dealt (family game)",
            choices=(("4", "4 task cards (rulebook)"), ("5", "5 task cards (rulebook tip, p.7)")),
            default="4",
            help="The rulebook's tips suggest the family game may also be played with 5 task cards.",
        ),
        GameOption(
            key="task_set",
            label="Task cards used",
            choices=(("by_mode", "Those marked for the chosen game"), ("all", "All 30, whatever the game")),
            default="by_mode",
            help="The rulebook's tips allow ignoring the family/advanced marks after a few games.",
        ),
        GameOption(
            key="intro_neutral_task",
            label="Two-player introductory game: neutral tree's task card",
            choices=(("none", "None: the 3 random task cards stand"),
                     ("extra", "A 4th random task card for the neutral tree")),
            default="none",
            help="The rulebook (p.5) reveals the neutral tree's task card \"in every variant\", yet the "
                 "introductory game already draws 3 random task cards; both readings are offered.",
        ),
    ),
    blurb="Draft ornament cards, hang them on your tree and score the tasks everyone sets. 2-4 players.",
    colours=("#c0392b", "#2e86c1", "#e67e22", "#8e44ad"),
)
