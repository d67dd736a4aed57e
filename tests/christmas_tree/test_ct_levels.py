"""Issue 25 in Christmas Tree: the hint's reason is built from the position (two positions, two
explanations), the hint on the real table says it, and the easy level (a beginner) reads only what
its seat may see."""
from __future__ import annotations

import random

from desktop_app.engine.agents import make_agent
from desktop_app.engine.game import Seat
from desktop_app.engine.hints import Hint, explain
from desktop_app.engine.match import Match
from desktop_app.games.christmas_tree.components import CARDS, SPACES
from desktop_app.games.christmas_tree.rules import empty_tree
from desktop_app.games.christmas_tree.spec import SPEC
from desktop_app.ui.first_turn import set_dismissed
from agent_checks import RealStateGuard, play_checked
from ct_helpers import TreeBuilder


def picking(seed: int = 3):
    """A family game for two at its first pick (task cards chosen)."""
    state = SPEC.new_game(2, seed, SPEC.default_options())
    while state.phase == "task":
        state.apply(("task", state.task_hands[state.current_player][0]))
    return state


def test_two_positions_give_two_explanations_built_from_them():
    """Completing a bulb reads "bulbs +2"; placing a candy reads its value; the words come from
    the tree in front of the player, not a fixed text."""
    state = picking()
    builder = TreeBuilder()
    upper = builder.glass(1, SE="yellow")  # space 1's lower right half: yellow
    state.trees[0] = builder.cards[:]
    lower = next(c for c in CARDS.values() if c.kind == "glass" and c.bulbs[0] == "yellow" and c.id != upper)
    state.hands[0][0] = lower.id
    bulb = explain(SPEC, state, 0, ("place", lower.id, 3, 0))
    assert bulb.template == "it adds {gains}" and ["bulbs", "+2"] in bulb.params["gains"], bulb

    candy = next(c for c in CARDS.values() if c.kind == "candy" and c.value >= 3)
    state.hands[0][1] = candy.id
    sweet = explain(SPEC, state, 0, ("place", candy.id, 20, 0))
    assert ["candy", f"+{candy.value}"] in sweet.params["gains"], sweet
    assert bulb.params != sweet.params

    state.trees[0] = empty_tree()  # nothing on the tree: no points yet, said so
    plain = next(c for c in CARDS.values() if c.kind == "glass" and c.snowflakes == 0 and any(c.bulbs))
    state.hands[0][2] = plain.id
    later = explain(SPEC, state, 0, ("place", plain.id, 13, 0))
    assert later.template.startswith("no points yet") or "gains" in later.params


def test_the_hint_on_the_table_says_why(window, qtbot):
    """The hint button's words on the real table: the move and, after a dash, why."""
    set_dismissed("christmas_tree")
    match = Match.start(SPEC, [Seat("Anna", "#c0392b"), Seat("Bence", "#2e86c1", "greedy")], 5, {"mode": "introductory"})
    window.start(match)
    qtbot.wait(30)
    controller, scene = window.table.controller, window.table.scene
    messages = []
    controller.status.connect(messages.append)
    state = controller.state
    card = state.hands[0][0]
    action = ("place", card, 13, 0)
    scene.show_hint(action, explain(SPEC, state, 0, action))
    assert messages[-1].startswith("Hint: put the ") and " — " in messages[-1], messages[-1]
    window.table.hint_button.click()  # the real button: the search's move and its reason
    qtbot.waitUntil(lambda: len(messages) > 1 and messages[-1].startswith("Hint: "), timeout=20000)
    assert " — " in messages[-1], messages[-1]


def test_easy_reads_only_what_its_seat_may_see():
    """The beginner asks the real state only what a player may ask (as the hard agent's test)."""
    state = picking(4)
    rng = random.Random(4)
    for _ in range(9):
        state.apply(rng.choice(state.legal_actions()))
    guard = RealStateGuard(state)
    action = make_agent("random", SPEC, 1).choose(guard)
    assert action in state.legal_actions()
    play_checked(make_agent("random", SPEC, 2), state, 4)


def test_easy_spends_linzer_only_when_it_clearly_pays():
    """A beginner places cards; a window of linzer is not a reason to swap at random."""
    state = picking(6)
    easy = make_agent("random", SPEC, 3)
    spent = 0
    while state.round == 0:
        action = easy.choose(state) if state.current_player == 0 else state.legal_actions()[0]
        if state.current_player == 0 and action[0] in ("swap", "turn"):
            spent += 1
        state.apply(action)
    assert spent <= 1 and state.linzer[0] >= 2


def test_the_hard_player_ranks_its_candidates_for_the_hint():
    """The search leaves its ranking (best first) so the hint can say when two moves are close."""
    state = picking(8)
    hard = make_agent("hard", SPEC, 2, think=None, iterations=120)
    action = hard.choose(state)
    ranking = hard.last_ranking
    assert ranking and ranking[0][0] == action
    assert all(0.0 <= share <= 1.0 and 0.0 <= reward <= 1.0 for _, share, reward in ranking)
    hint = explain(SPEC, state, 0, action, ranking)
    assert isinstance(hint, Hint) and hint.template
