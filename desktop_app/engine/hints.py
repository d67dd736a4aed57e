"""A hint that teaches: the move a searching agent suggests, why (in the game's words, from the
position), and whether another move is almost as good. No Qt: the table translates the words."""
from __future__ import annotations

from dataclasses import dataclass, field

from .game import Action, GameSpec, GameState
from .i18n import QT_TRANSLATE_NOOP

# Two root moves count as "almost equal" when the runner-up's mean reward is this close to the
# best's (rewards are win chances, 0..1) and the search gave it at least this share of the best's visits.
CLOSE_REWARD = 0.02
CLOSE_SHARE = 0.5
ALMOST_EQUAL = QT_TRANSLATE_NOOP("engine", "(Another move is almost as good.)")


@dataclass(frozen=True)
class Hint:
    action: Action
    template: str = ""  # why, marked QT_TRANSLATE_NOOP(<game id>, ...); "" when the game says nothing
    params: dict = field(default_factory=dict)
    close: bool = False  # another move is almost as good
    alternative: Action | None = None  # that move, when close


def almost_equal(ranking) -> bool:
    """Whether the search's best two root moves are too close to call."""
    if len(ranking) < 2:
        return False
    (_, share1, reward1), (_, share2, reward2) = ranking[0][:3], ranking[1][:3]
    return reward1 - reward2 <= CLOSE_REWARD and share2 >= CLOSE_SHARE * share1


def explain(spec: GameSpec, state: GameState, player: int, action: Action, ranking=()) -> Hint:
    """The hint for `action` in `state`: the game's own explanation (spec.explain_hint) and the
    closeness the search found. `ranking` is the agent's last_ranking, best first."""
    ranking = list(ranking or ())
    close = bool(ranking) and ranking[0][0] == action and almost_equal(ranking)
    template, params = "", {}
    if spec.explain_hint is not None:
        template, params = spec.explain_hint(state, player, action, ranking)
    return Hint(action, template, dict(params), close, ranking[1][0] if close else None)
