"""Christmas Tree (Karácsonyfa): the game's spec (rules, options, evaluation), loaded when the game is first opened."""
from desktop_app.engine.game import GameOption, GameSpec
from desktop_app.engine.i18n import QT_TRANSLATE_NOOP

from . import INFO
from .ai import evaluate
from .beginner import ChristmasTreeBeginner
from .hint_words import explain_hint
from .rules import ChristmasTreeState
from .search_agent import ChristmasTreeSearch

SPEC = GameSpec(
    **INFO.fields(),
    new_game=ChristmasTreeState.new,
    from_json=ChristmasTreeState.from_json,
    evaluate=evaluate,
    scene="desktop_app.games.christmas_tree.scene:ChristmasTreeScene",
    options=(
        GameOption(
            key="mode",
            label=QT_TRANSLATE_NOOP("christmas_tree", "Game"),
            choices=(("introductory", QT_TRANSLATE_NOOP("christmas_tree", "Introductory: 3 random one-bell tasks a round, no linzer")),
                     ("family", QT_TRANSLATE_NOOP("christmas_tree", "Family: 4 task cards each (1-2 bells), 3 linzer")),
                     ("advanced", QT_TRANSLATE_NOOP("christmas_tree", "Advanced: 5 task cards each, 4 linzer, cards touch, tasks travel"))),
            default="family",
            help=QT_TRANSLATE_NOOP("christmas_tree", "The rulebook's three levels (p.3 family, p.5 introductory and advanced)."),
        ),
        GameOption(
            key="family_tasks",
            label=QT_TRANSLATE_NOOP("christmas_tree", "Task cards dealt (family game)"),
            choices=(("4", QT_TRANSLATE_NOOP("christmas_tree", "4 task cards (rulebook)")), ("5", QT_TRANSLATE_NOOP("christmas_tree", "5 task cards (rulebook tip, p.7)"))),
            default="4",
            help=QT_TRANSLATE_NOOP("christmas_tree", "The rulebook's tips suggest the family game may also be played with 5 task cards."),
            used_when=("mode", "family"),  # the other games deal their own number (the dialog greys it out)
        ),
        GameOption(
            key="task_set",
            label=QT_TRANSLATE_NOOP("christmas_tree", "Task cards used"),
            choices=(("by_mode", QT_TRANSLATE_NOOP("christmas_tree", "Those marked for the chosen game")), ("all", QT_TRANSLATE_NOOP("christmas_tree", "All 30, whatever the game"))),
            default="by_mode",
            help=QT_TRANSLATE_NOOP("christmas_tree", "The rulebook's tips allow ignoring the family/advanced marks after a few games."),
        ),
        GameOption(
            key="intro_neutral_task",
            label=QT_TRANSLATE_NOOP("christmas_tree", "Two-player introductory game: neutral tree's task card"),
            choices=(("none", QT_TRANSLATE_NOOP("christmas_tree", "None: the 3 random task cards stand")),
                     ("extra", QT_TRANSLATE_NOOP("christmas_tree", "A 4th random task card for the neutral tree"))),
            default="none",
            used_when=("mode", "introductory"),
            help=QT_TRANSLATE_NOOP("christmas_tree", "The rulebook (p.5) reveals the neutral tree's task card \"in every "
                                   "variant\", yet the introductory game already draws 3 random task cards; both "
                                   "readings are offered."),
        ),
    ),
    hard_agent=ChristmasTreeSearch,
    # 3-4 players: 1.7 s a decision (the 2 s limit; three rivals make the rollouts noisier).
    hard_settings=(("crowded_think", 1.7),),
    # Expert: 6 s a move (engine.agents.EXPERT_THINK); the racing then affords a longer shortlist.
    expert_settings=(("candidates", 16), ("crowded_think", 6.0)),
    easy_agent=ChristmasTreeBeginner,
    explain_hint=explain_hint,
    easy_settings=(("temperature", 1.0), ("linzer_gain", 2.0), ("linzer_care", 0.5)),
)
