"""New York: the game's spec (rules, options, evaluation), loaded when the game is first opened."""
from desktop_app.engine.game import GameOption, GameSpec
from desktop_app.engine.i18n import QT_TRANSLATE_NOOP

from . import INFO
from .ai import evaluate
from .hint import explain_hint
from .search import make_search
from .rules import NewYorkState

SPEC = GameSpec(
    **INFO.fields(),
    new_game=NewYorkState.new,
    from_json=NewYorkState.from_json,
    evaluate=evaluate,
    scene="desktop_app.games.new_york.scene:NewYorkScene",
    # Easy: the shared beginner, a softmax over the medium evaluation (about points). At 0.7 it
    # mostly takes the obvious move: medium wins ~77% of 2-player games (docs/ai-strength.md).
    easy_settings=(("temperature", 0.7), ("sample", 40)),
    explain_hint=explain_hint,
    hard_agent=make_search,  # 2 players: ISMCTS keeping its tree within a turn; 3+: paired rollouts (search.py)
    # 3+ players: the paired race may use more of the 2 s a move (it overshoots by a rollout).
    hard_settings=(("crowded_think", 1.7),),
    expert_settings=(("crowded_think", 6.0),),
    options=(
        GameOption(
            key="exact_bonus",
            label=QT_TRANSLATE_NOOP("new_york", "Extra action after an exact payment"),
            choices=(("may", QT_TRANSLATE_NOOP("new_york", "The player may take it or end the turn")),
                     ("must", QT_TRANSLATE_NOOP("new_york", "The player must take it"))),
            default="may",
            help=QT_TRANSLATE_NOOP("new_york", "The rulebook says an exact payment 'gives a new action'; we let the player decline it."),
        ),
        GameOption(
            key="hands",
            label=QT_TRANSLATE_NOOP("new_york", "Opponents' money"),
            choices=(("hidden", QT_TRANSLATE_NOOP("new_york", "Hidden: only the number of cards shows")),
                     ("open", QT_TRANSLATE_NOOP("new_york", "Open: show what a perfect memory would know"))),
            default="hidden",
            help=QT_TRANSLATE_NOOP("new_york", "Money is dealt and taken face up, so every hand can be known by memory."),
        ),
    ),
)
