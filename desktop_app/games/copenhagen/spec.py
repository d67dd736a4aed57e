"""Copenhagen: the game's spec (rules, options, evaluation), loaded when the game is first opened."""
from desktop_app.engine.game import GameOption, GameSpec
from desktop_app.engine.i18n import QT_TRANSLATE_NOOP

from . import INFO
from .ai import evaluate
from .beginner import make_beginner
from .hint import explain_hint
from .search import make_searcher
from .rules import CopenhagenState

SPEC = GameSpec(
    **INFO.fields(),
    new_game=CopenhagenState.new,
    from_json=CopenhagenState.from_json,
    evaluate=evaluate,
    explain_hint=explain_hint,
    # Easy: a beginner (beginner.py); tuned with the arena, figures in docs/ai-strength.md "Copenhagen".
    hard_agent=make_searcher,  # hard and expert: the shared search, quick over a discard (search.py)
    # 3-4 players keep the tree: paired rollouts (paired_from=3) and rollouts through the next
    # own turn (own_turns=1) were tried and did not do better (docs/ai-strength.md "Copenhagen").
    # For paired runs, rollout players pick the best of 10 sampled (a greedy step over a build's
    # ~50-100 placements costs ~7 ms). With 3-4 players the tree keeps greedy's best 10 root moves,
    # explores at 0.35 and may take 1.8 s (session 10: 63.5% of 48 against three mediums, was 59.4%).
    # crowded_end_draws (a leaf that weighs the result of the game ending there) stays off: at 4
    # cards it won 13.5 of 29 four-player games (session 13, docs/ai-strength.md).
    # crowded_soft=0.3 (3-4 players only: a leaf's rival is a soft maximum of the rivals' values):
    # 28 of 48 on seeds 7-18 against the plain maximum's 27 (session 14; games 0-27 were a screen,
    # 18 against 15, games 28-47 a fresh run, 10 against 12): no measurable gain, kept on because
    # it is not worse and weighs every close rival (docs/ai-strength.md).
    hard_settings=(("paired_from", 0), ("own_turns", 0), ("paired_own_sample", 10), ("paired_rival_sample", 10),
                   ("paired_win_bonus", 5.0), ("crowded_width", 10), ("crowded_exploration", 0.35),
                   ("crowded_think", 1.8), ("crowded_soft", 0.3)),
    expert_settings=(("crowded_think", 6.0),),
    easy_agent=make_beginner,
    easy_settings=(("temperature", 0.35), ("sample", None)),
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
